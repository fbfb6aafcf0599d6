package main

import (
	"fmt"
	"image"
	"strings"
	"time"
)

// settle waits until the page's picture stops changing (the frames of a
// turn or a camera move are drawn) and returns it.
func (c *cdp) settle() (image.Image, error) {
	prev, err := c.screenshot("jpeg")
	if err != nil {
		return nil, err
	}
	for range 60 {
		time.Sleep(300 * time.Millisecond)
		img, err := c.screenshot("jpeg")
		if err != nil {
			return nil, err
		}
		if differ(prev, img, img.Bounds()) < 20 {
			return img, nil
		}
		prev = img
	}
	return prev, nil
}

// scale maps a rectangle in CSS pixels to the screenshot's pixels.
func scale(r image.Rectangle, img image.Image) image.Rectangle {
	return image.Rectangle{Min: r.Min.Mul(2), Max: r.Max.Mul(2)}.Intersect(img.Bounds())
}

// stickerPixels counts the strongly coloured pixels in r: the cube's
// stickers (the background and the panels are grey and white).
func stickerPixels(img image.Image, r image.Rectangle) int {
	n := 0
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			r, g, b, _ := img.At(x, y).RGBA()
			hi, lo := max(r, g, b), min(r, g, b)
			if hi > 0x4000 && hi-lo > hi/2 {
				n++
			}
		}
	}
	return n
}

// turned checks that gesture turned the cube by exactly one of the moves
// allowed, and returns the move.
func (c *cdp) turned(what string, gesture func() error, allowed ...string) (string, error) {
	before, err := c.changes()
	if err != nil {
		return "", err
	}
	if err := gesture(); err != nil {
		return "", err
	}
	after, err := c.waitChanges(len(before), 30*time.Second)
	if err != nil {
		return "", fmt.Errorf("%s: %w", what, err)
	}
	if len(after) != len(before)+1 {
		return "", fmt.Errorf("%s: %d changes of the cube, want 1: %+v", what, len(after)-len(before), after[len(before):])
	}
	got := after[len(after)-1]
	ok := false
	for _, m := range allowed {
		ok = ok || got.Move == m
	}
	if !ok {
		return "", fmt.Errorf("%s turned %q, want one of %q", what, got.Move, allowed)
	}
	prev := ""
	if len(before) > 0 {
		prev = before[len(before)-1].Cube
	}
	want, err := cubeAfter(prev, got.Move)
	if err != nil {
		return "", err
	}
	if got.Cube != want {
		return "", fmt.Errorf("%s: the cube after %s is %s, want %s", what, got.Move, got.Cube, want)
	}
	return got.Move, nil
}

// still checks that gesture changed the picture of the cube (by more than
// minDiff pixels) without turning it, and returns the pictures before
// and after.
func (c *cdp) still(what string, l layout, gesture func() error) (image.Image, image.Image, error) {
	before, err := c.changes()
	if err != nil {
		return nil, nil, err
	}
	a, err := c.settle()
	if err != nil {
		return nil, nil, err
	}
	if err := gesture(); err != nil {
		return nil, nil, err
	}
	b, err := c.settle()
	if err != nil {
		return nil, nil, err
	}
	if d := differ(a, b, scale(l.view, a)); d < 2000 {
		return nil, nil, fmt.Errorf("%s: the picture hardly changed (%d px)", what, d)
	}
	after, err := c.changes()
	if err != nil {
		return nil, nil, err
	}
	if len(after) != len(before) {
		return nil, nil, fmt.Errorf("%s turned the cube: %+v", what, after[len(before):])
	}
	return a, b, nil
}

// checkGestures plays with the cube by touch at one phone size (name for
// the screenshots): a swipe across a sticker turns its layer, a drag on
// the background orbits, two fingers zoom and twist, the pad's buttons
// turn, and the algorithm box takes text from the soft keyboard.
func (c *cdp) checkGestures(dir, name string, l layout) error {
	if err := c.shot(dir, "web-phone-"+name+"-start"); err != nil {
		return err
	}
	// F's top row, swiped to the left: U (or U', the renderer decides
	// which way the row went).
	m, err := c.turned("swipe across a sticker", func() error { return c.swipe(l.sticker, l.swipeTo, 8) }, "U", "U'")
	if err != nil {
		return err
	}
	fmt.Printf("34-web-phone: %s: a swipe across F's top row turned %s\n", name, m)
	if err := c.shot(dir, "web-phone-"+name+"-swiped"); err != nil {
		return err
	}
	// One finger on the background orbits.
	orbit, err := c.settle()
	if err != nil {
		return err
	}
	if _, _, err := c.still("drag on the background", l, func() error { return c.swipe(l.background, l.backgroundTo, 8) }); err != nil {
		return err
	}
	// The same drag back returns to the same picture.
	if _, back, err := c.still("drag back", l, func() error { return c.swipe(l.backgroundTo, l.background, 8) }); err != nil {
		return err
	} else if d := differ(orbit, back, scale(l.view, back)); d > 2000 {
		return fmt.Errorf("a drag on the background and back did not return to the same view (%d px differ)", d)
	}
	fmt.Printf("34-web-phone: %s: a drag on the background orbits\n", name)
	// Two fingers spreading on the cube zoom in, without a turn.
	d := 0.12 * float64(l.view.Dy())
	a, b, err := c.still("pinch", l, func() error {
		return c.twoFingers(pt{l.centre.X - d, l.centre.Y}, pt{l.centre.X + d, l.centre.Y},
			pt{l.centre.X - 2*d, l.centre.Y}, pt{l.centre.X + 2*d, l.centre.Y}, 8)
	})
	if err != nil {
		return err
	}
	if na, nb := stickerPixels(a, scale(l.view, a)), stickerPixels(b, scale(l.view, b)); float64(nb) < 1.4*float64(na) {
		return fmt.Errorf("pinch: the cube did not grow (%d -> %d sticker pixels)", na, nb)
	} else {
		fmt.Printf("34-web-phone: %s: a pinch zoomed in (%d -> %d sticker pixels)\n", name, na, nb)
	}
	if err := c.shot(dir, "web-phone-"+name+"-pinched"); err != nil {
		return err
	}
	if _, _, err := c.still("pinch back", l, func() error {
		return c.twoFingers(pt{l.centre.X - 2*d, l.centre.Y}, pt{l.centre.X + 2*d, l.centre.Y},
			pt{l.centre.X - d, l.centre.Y}, pt{l.centre.X + d, l.centre.Y}, 8)
	}); err != nil {
		return err
	}
	// Two fingers turning about each other turn the cube: same size.
	a, b, err = c.still("twist", l, func() error {
		return c.twoFingers(pt{l.centre.X, l.centre.Y - d}, pt{l.centre.X, l.centre.Y + d},
			pt{l.centre.X + d, l.centre.Y}, pt{l.centre.X - d, l.centre.Y}, 8)
	})
	if err != nil {
		return err
	}
	if na, nb := stickerPixels(a, scale(l.view, a)), stickerPixels(b, scale(l.view, b)); float64(nb) > 1.3*float64(na) || float64(nb) < float64(na)/1.3 {
		return fmt.Errorf("twist: the cube changed size (%d -> %d sticker pixels)", na, nb)
	}
	if _, back, err := c.still("twist back", l, func() error {
		return c.twoFingers(pt{l.centre.X + d, l.centre.Y}, pt{l.centre.X - d, l.centre.Y},
			pt{l.centre.X, l.centre.Y - d}, pt{l.centre.X, l.centre.Y + d}, 8)
	}); err != nil {
		return err
	} else if dd := differ(orbit, back, scale(l.view, back)); dd > 2000 {
		return fmt.Errorf("pinch and twist, and back, did not return to the same view (%d px differ)", dd)
	}
	fmt.Printf("34-web-phone: %s: a two-finger twist turned the view; back and forth, the view is as it was\n", name)
	// None of that moved or zoomed the page itself.
	if v, err := c.evaluate(`[scrollX, scrollY, visualViewport.scale, getComputedStyle(document.querySelector("canvas")).touchAction].join(" ")`); err != nil || v != "0 0 1 none" {
		return fmt.Errorf("the page scrolled or zoomed under the fingers: scroll x, y, zoom, touch-action = %v (%v)", v, err)
	}
	// The move pad: its U' and R buttons.
	if err := c.tap(l.padTab); err != nil {
		return err
	}
	if _, err := c.settle(); err != nil {
		return err
	}
	if err := c.shot(dir, "web-phone-"+name+"-pad"); err != nil {
		return err
	}
	for _, b := range []struct {
		move string
		at   pt
	}{{"U'", l.pad(0, 1)}, {"R", l.pad(1, 3)}} {
		if _, err := c.turned("the pad's "+b.move, func() error { return c.tap(b.at) }, b.move); err != nil {
			return err
		}
	}
	fmt.Printf("34-web-phone: %s: the pad's U' and R buttons turned U' and R\n", name)
	return c.typeAlgorithm(l, name)
}

// typeAlgorithm taps the algorithm box, which must raise the soft keyboard
// (the page's text field takes the focus), types an algorithm the way a
// phone keyboard does (text, no key codes) and presses its Enter: the cube
// turns by each move in turn.
func (c *cdp) typeAlgorithm(l layout, name string) error {
	if err := c.tap(l.alg); err != nil {
		return err
	}
	if err := c.waitFor("soft keyboard (text field focused)", `document.activeElement && document.activeElement.id === "dummyEntry"`, 10*time.Second); err != nil {
		return err
	}
	before, err := c.changes()
	if err != nil {
		return err
	}
	alg := []string{"R", "U", "R'", "U'"}
	if err := c.call("Input.insertText", map[string]any{"text": strings.Join(alg, " ")}, nil); err != nil {
		return err
	}
	for _, t := range []string{"keyDown", "keyUp"} {
		ev := map[string]any{"type": t, "key": "Enter", "code": "Enter", "windowsVirtualKeyCode": 13}
		if err := c.call("Input.dispatchKeyEvent", ev, nil); err != nil {
			return err
		}
	}
	after, err := c.waitChanges(len(before)+len(alg)-1, 60*time.Second)
	if err != nil {
		return fmt.Errorf("typed algorithm: %w", err)
	}
	got := after[len(before):]
	prev := before[len(before)-1].Cube
	for i, ch := range got {
		want, err := cubeAfter(prev, ch.Move)
		if err != nil {
			return err
		}
		if i >= len(alg) || ch.Move != alg[i] || ch.Cube != want {
			return fmt.Errorf("typed %q: the cube changed by %+v", alg, got)
		}
		prev = ch.Cube
	}
	if len(got) != len(alg) {
		return fmt.Errorf("typed %q: %d turns", alg, len(got))
	}
	fmt.Printf("34-web-phone: %s: the soft keyboard typed %q into the algorithm box and Enter played it\n", name, alg)
	return nil
}
