package gui

import (
	"reflect"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"cubelab/cube"
)

// Every link the timeline shows is tied to itself (ExtendBaseWidget) when
// the rich text gets it, before any layout moves it: a Hyperlink that is
// not looks up a nil object in fyne's canvas cache when moved, which traps
// in the browser build (see moveLink).
func TestMoveLinksExtendedBeforeLayout(t *testing.T) {
	var l timelineLinks
	l.show(cube.MustParseAlg("R U F' D2", 3), 2, func(int) {})
	links := 0
	for _, seg := range l.segs {
		if _, text := seg.(*widget.TextSegment); text {
			continue
		}
		c, ok := seg.Visual().(*fyne.Container)
		if !ok || len(c.Objects) != 1 {
			t.Fatalf("%q: visual %T", seg.Textual(), seg.Visual())
		}
		link, ok := c.Objects[0].(*widget.Hyperlink)
		if !ok {
			t.Fatalf("%q: visual holds %T", seg.Textual(), c.Objects[0])
		}
		links++
		if reflect.ValueOf(link).Elem().FieldByName("BaseWidget").FieldByName("impl").IsNil() {
			t.Errorf("the link %q is not extended before layout", seg.Textual())
		}
	}
	if links != 4 {
		t.Errorf("%d links for 4 moves", links)
	}
}

// A playback step keeps the links and moves the bold; a new solution or a
// window that slides makes new ones.
func TestMoveLinksRestyledInPlace(t *testing.T) {
	moves := cube.MustParseAlg("R U F' D2", 3)
	var l timelineLinks
	l.show(moves, 1, func(int) {})
	segs, first := l.segs, l.links[0]
	if first.Text != "[R]" || !first.TextStyle.Bold {
		t.Fatalf("current move: %q bold %t", first.Text, first.TextStyle.Bold)
	}
	l.show(moves, 2, func(int) {})
	if &l.segs[0] != &segs[0] || l.links[0] != first {
		t.Fatal("a playback step built new links")
	}
	if first.Text != "R" || first.TextStyle.Bold || l.links[1].Text != "[U]" || !l.links[1].TextStyle.Bold {
		t.Errorf("after a step: %q %q", first.Text, l.links[1].Text)
	}
	l.show(moves, 0, func(int) {})
	for _, k := range l.links {
		if k.TextStyle.Bold {
			t.Errorf("at the start %q is bold", k.Text)
		}
	}
	l.show(cube.MustParseAlg("L B", 3), 0, func(int) {})
	if len(l.links) != 2 || l.links[0].Text != "L" {
		t.Errorf("another solution: %d links", len(l.links))
	}
	long := make(cube.Alg, 2*maxLinkedMoves)
	for i := range long {
		long[i] = moves[i%len(moves)]
	}
	l.show(long, 0, func(int) {})
	if lo, hi := l.lo, l.hi; lo != 0 || hi != maxLinkedMoves {
		t.Errorf("window at the start: %d..%d", lo, hi)
	}
	l.show(long, len(long), func(int) {})
	if l.hi != len(long) || l.link(len(long)-1) == nil || !l.link(len(long)-1).TextStyle.Bold {
		t.Errorf("window at the end: %d..%d", l.lo, l.hi)
	}
}
