//go:build !js

package gui

import "time"

// startsWithCube: a desktop or phone window builds everything before it
// opens (see Run); only the browser shows the cube first.
const startsWithCube = false

// milestone records a named moment of start-up; only the browser build
// keeps them (see milestone_js.go).
func milestone(string) {}

// afterPresent runs f on a new goroutine (see milestone_js.go).
func afterPresent(f func()) { go f() }

// milestoneAfter records a moment and how long what ended there took; only
// the browser build keeps them (see milestone_js.go).
func milestoneAfter(string, time.Duration) {}
