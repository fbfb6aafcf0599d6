package gui

import (
	"math"
	"time"

	"fyne.io/fyne/v2"

	"cubelab/cube"
	"cubelab/render"
)

// animator plays queued turns one after another with fyne animations. The
// displayed cube receives each move when its animation ends, so the picture
// never jumps. (The test driver ends animations at once, which makes the
// queue drain synchronously in headless tests.)
type animator struct {
	view    *CubeView
	queue   []cube.Move
	current *cube.Move
	angle   float64
	running *fyne.Animation
}

// push queues a move and starts playing if idle.
func (a *animator) push(m cube.Move) {
	a.queue = append(a.queue, m)
	if a.current == nil {
		a.next()
	}
}

func (a *animator) busy() bool { return a.current != nil || len(a.queue) > 0 }

// turn is the part-way turn to draw, or nil.
func (a *animator) turn() *render.Turn {
	if a.current == nil {
		return nil
	}
	m := a.current
	return &render.Turn{Layers: render.Layers{Face: m.Face, Lo: m.Lo, Hi: m.Hi}, Angle: a.angle}
}

// next starts the first queued move.
func (a *animator) next() {
	if len(a.queue) == 0 {
		a.current = nil
		if a.view.OnIdle != nil {
			a.view.OnIdle()
		}
		return
	}
	m := a.queue[0]
	a.queue = a.queue[1:]
	a.current = &m
	a.angle = 0
	target := math.Pi / 2
	switch m.Turns & 3 {
	case 2:
		target = math.Pi
	case 3:
		target = -math.Pi / 2
	case 0:
		target = 0
	}
	secs := a.view.Speed()
	if m.Turns&3 == 2 {
		secs *= 1.5
	}
	// A long backlog (undo spam, fast typing) plays faster to catch up.
	if backlog := len(a.queue); backlog > 2 {
		secs /= float64(backlog) / 2
	}
	anim := fyne.NewAnimation(time.Duration(secs*float64(time.Second)), nil)
	anim.Curve = fyne.AnimationEaseInOut
	anim.Tick = func(f float32) {
		if a.running != anim {
			return // stopped or replaced
		}
		if f >= 1 {
			a.finish(m)
			return
		}
		a.angle = target * float64(f)
		a.view.Redraw()
	}
	a.running = anim
	anim.Start()
}

// finish applies the move to the displayed cube and moves on.
func (a *animator) finish(m cube.Move) {
	a.running = nil
	a.current = nil
	_ = a.view.display.Apply(m) // the session applied it already, so it exists
	a.view.Redraw()
	a.next()
}

// stop drops the current and queued moves without applying them.
func (a *animator) stop() {
	if a.running != nil {
		a.running.Stop()
	}
	a.running, a.current, a.queue = nil, nil, nil
}
