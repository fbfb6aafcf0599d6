package main

import (
	"fmt"
	"time"
)

// pt is a point of the page in CSS pixels.
type pt struct{ X, Y float64 }

func (p pt) String() string { return fmt.Sprintf("(%.0f,%.0f)", p.X, p.Y) }

// lerp is the point a fraction k of the way from a to b.
func lerp(a, b pt, k float64) pt { return pt{a.X + (b.X-a.X)*k, a.Y + (b.Y-a.Y)*k} }

// touch sends one touch event with the fingers now on the screen (ids 0,
// 1, ... in order); touchEnd takes the fingers that remain.
func (c *cdp) touch(kind string, fingers ...pt) error {
	points := []map[string]any{}
	for i, f := range fingers {
		points = append(points, map[string]any{"x": f.X, "y": f.Y, "id": i, "radiusX": 4, "radiusY": 4, "force": 1})
	}
	return c.call("Input.dispatchTouchEvent", map[string]any{"type": kind, "touchPoints": points}, nil)
}

// swipe drags one finger from a to b in steps, as a person does (a few
// frames apart, so the app sees the motion and not one jump).
func (c *cdp) swipe(a, b pt, steps int) error {
	if err := c.touch("touchStart", a); err != nil {
		return err
	}
	for i := 1; i <= steps; i++ {
		time.Sleep(40 * time.Millisecond)
		if err := c.touch("touchMove", lerp(a, b, float64(i)/float64(steps))); err != nil {
			return err
		}
	}
	return c.touch("touchEnd")
}

// tap touches p and lifts.
func (c *cdp) tap(p pt) error {
	if err := c.touch("touchStart", p); err != nil {
		return err
	}
	time.Sleep(60 * time.Millisecond)
	return c.touch("touchEnd")
}

// twoFingers puts two fingers down at a0 and b0 and moves them to a1 and b1.
func (c *cdp) twoFingers(a0, b0, a1, b1 pt, steps int) error {
	if err := c.touch("touchStart", a0, b0); err != nil {
		return err
	}
	for i := 1; i <= steps; i++ {
		time.Sleep(40 * time.Millisecond)
		k := float64(i) / float64(steps)
		if err := c.touch("touchMove", lerp(a0, a1, k), lerp(b0, b1, k)); err != nil {
			return err
		}
	}
	return c.touch("touchEnd")
}
