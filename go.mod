module cubelab

go 1.26

require (
	fyne.io/fyne/v2 v2.8.1 // indirect
	github.com/fogleman/gg v1.3.0 // indirect
	github.com/fogleman/ln v0.0.0-20170223135521-12e6c6e74459 // indirect
	github.com/golang/freetype v0.0.0-20170609003504-e2365dfdc4a0 // indirect
	golang.org/x/image v0.24.0 // indirect
)
