package gui

import (
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"cubelab/cube"
	"cubelab/ui/gui/model"
)

// The playback timeline of the Solution tab: a scrubber over the solution,
// the solution's moves as links (tap one to go there; the current move is
// bold), Space/Left/Right/Home/End while the tab is shown, and a pacer so
// playback keeps its speed (20 turns/s at the fastest setting, on any cube)
// by skipping animations when frames are slow, or jumps in instant mode.

// maxLinkedMoves bounds the links shown at once around the current move: a
// 17x17 solution has thousands of moves.
const maxLinkedMoves = 300

func (u *ui) buildTimelineWidgets() {
	cv := &u.cv
	cv.scrubber = newKeySlider(u.view, 0, 1)
	cv.scrubber.Step = 1
	cv.scrubber.OnChanged = func(v float64) {
		if cv.refreshing {
			return
		}
		u.playing = false
		u.sess.Seek(int(v + 0.5))
	}
	cv.scrubber.OnChangeEnded = func(float64) { u.focusCube() }
	cv.moveText = widget.NewRichText()
	cv.moveText.Wrapping = fyne.TextWrapWord
	cv.instant = widget.NewCheck("Instant", func(b bool) {
		cv.conv.Instant = b
		u.scheduleSave()
		u.focusCube()
	})
	cv.instant.SetChecked(cv.conv.Instant)
}

// refreshTimeline updates the scrubber and the move links.
func (u *ui) refreshTimeline() {
	cv := &u.cv
	if cv.scrubber == nil {
		return
	}
	if !u.playing {
		cv.pacing = false
	}
	p := u.sess.Playback()
	cv.refreshing = true
	defer func() { cv.refreshing = false }()
	if p == nil {
		cv.scrubber.Max, cv.scrubber.Value = 1, 0
		cv.scrubber.Disable()
		cv.scrubber.Refresh()
		cv.links = timelineLinks{}
		if len(cv.moveText.Segments) > 0 {
			cv.moveText.Segments = nil
			cv.moveText.Refresh()
		}
		return
	}
	cv.scrubber.Enable()
	cv.scrubber.Max = float64(max(1, len(p.Moves)))
	cv.scrubber.SetValue(float64(p.Index))
	cv.links.show(p.Moves, p.Index, func(i int) {
		u.playing = false
		u.sess.Seek(i + 1)
		u.focusCube()
	})
	cv.moveText.Segments = cv.links.segs
	cv.moveText.Refresh()
}

// timelineLinks are the move links shown. They are kept from one refresh
// to the next, so that a playback step restyles two links (the move left
// and the move reached) and the rich text reuses every link it drew,
// instead of a new set of widgets for each step.
type timelineLinks struct {
	moves  cube.Alg
	lo, hi int // the moves shown: lo..hi-1
	cur    int // the move in bold, -1 for none
	segs   []widget.RichTextSegment
	links  []*moveLink // links[i-lo] is move i
}

// show lays out the moves as links around the current position (index
// moves done), the last move made in bold; tapped(i) goes to move i.
func (t *timelineLinks) show(moves cube.Alg, index int, tapped func(i int)) {
	lo, hi := linkWindow(len(moves), index)
	if t.segs == nil || lo != t.lo || hi != t.hi || !slices.Equal(moves, t.moves) {
		t.build(moves, lo, hi, tapped)
	}
	t.setCurrent(model.CurrentMove(index))
}

// linkWindow is the range of at most maxLinkedMoves moves shown around
// the current position.
func linkWindow(n, index int) (lo, hi int) {
	lo, hi = 0, n
	if hi > maxLinkedMoves {
		lo = max(0, min(index-maxLinkedMoves/2, n-maxLinkedMoves))
		hi = lo + maxLinkedMoves
	}
	return lo, hi
}

func (t *timelineLinks) build(moves cube.Alg, lo, hi int, tapped func(i int)) {
	t.moves, t.lo, t.hi, t.cur = slices.Clone(moves), lo, hi, -1
	t.segs, t.links = nil, nil
	if lo > 0 {
		t.segs = append(t.segs, &widget.TextSegment{Text: "… ", Style: widget.RichTextStyleInline})
	}
	for i := lo; i < hi; i++ {
		if i > lo {
			t.segs = append(t.segs, &widget.TextSegment{Text: " ", Style: widget.RichTextStyleInline})
		}
		link := &moveLink{}
		link.Text, link.OnTapped = moves[i].String(), func() { tapped(i) }
		t.links = append(t.links, link)
		t.segs = append(t.segs, link)
	}
	if hi < len(moves) {
		t.segs = append(t.segs, &widget.TextSegment{Text: " …", Style: widget.RichTextStyleInline})
	}
}

// setCurrent moves the bold from the last current move to move cur.
func (t *timelineLinks) setCurrent(cur int) {
	if cur == t.cur {
		return
	}
	if l := t.link(t.cur); l != nil {
		l.Text, l.TextStyle = t.moves[t.cur].String(), fyne.TextStyle{}
	}
	if l := t.link(cur); l != nil {
		l.Text, l.TextStyle = "["+t.moves[cur].String()+"]", fyne.TextStyle{Bold: true}
	}
	t.cur = cur
}

// link is move i's link, or nil when it is not shown.
func (t *timelineLinks) link(i int) *moveLink {
	if i < t.lo || i >= t.hi {
		return nil
	}
	return t.links[i-t.lo]
}

// playNext makes the next playback step: at the pacer's speed, jumping over
// the moves a slow frame fell behind on and animating the last; in instant
// mode the rest at once. It reports false at the end.
func (u *ui) playNext() bool {
	cv := &u.cv
	p := u.sess.Playback()
	if p == nil || p.Index >= len(p.Moves) {
		return false
	}
	left := len(p.Moves) - p.Index
	if cv.conv.Instant {
		u.sess.JumpEnd()
		return true
	}
	now := u.now()
	if !cv.pacing {
		cv.pacer = model.Pacer{TurnsPerSecond: 1 / max(u.st.Speed, 0.01)}
		cv.pacer.Start(now)
		cv.pacing = true
	}
	if k := cv.pacer.Next(now, left); k > 1 {
		u.sess.Seek(p.Index + k - 1)
	}
	return u.sess.StepForward()
}

// playbackKey handles Space, Left, Right, Home and End while the Solution
// tab is shown with a solution loaded; it reports whether it took the key.
func (u *ui) playbackKey(key string) bool {
	if u.w.tabs == nil || u.w.tabs.Selected() != u.w.solutionTab || u.sess.Playback() == nil {
		return false
	}
	switch fyne.KeyName(key) {
	case fyne.KeySpace:
		u.togglePlay()
	case fyne.KeyLeft:
		u.playing = false
		u.sess.StepBack()
	case fyne.KeyRight:
		u.playing = false
		u.sess.StepForward()
	case fyne.KeyHome:
		u.playing = false
		u.sess.JumpStart()
	case fyne.KeyEnd:
		u.playing = false
		u.sess.JumpEnd()
	default:
		return false
	}
	return true
}

// shortenAlgorithm simplifies the algorithm in the entry, as
// `apply --simplify` does.
func (u *ui) shortenAlgorithm() {
	text, err := model.Shorten(u.w.alg.Text, u.sess.N())
	if err != nil {
		u.setStatus("Cannot shorten: " + err.Error())
		return
	}
	before := u.w.alg.Text
	u.w.alg.SetText(text)
	if a, err := cube.ParseAlg(before, u.sess.N()); err == nil {
		u.setStatus("Shortened " + plural(len(a), "move") + " to " + plural(len(cube.MustParseAlg(text, u.sess.N())), "move") + ".")
	}
}

// historyRows are the History list's lines: the moves made (turns of the
// same layers merged) and, marked, the undone moves a tap replays.
func (u *ui) historyRows() []string {
	u.cv.histRows = u.sess.HistoryRows()
	out := make([]string, len(u.cv.histRows))
	for i, r := range u.cv.histRows {
		out[i] = r.Text
		if r.Undone {
			out[i] += "   (undone: tap to redo)"
		}
	}
	return out
}

// goToHistoryRow takes the cube back (or forward) to just after row i.
func (u *ui) goToHistoryRow(i int) {
	if i < 0 || i >= len(u.cv.histRows) {
		return
	}
	u.playing = false
	u.sess.GoToHistory(u.cv.histRows[i].End - 1)
}
