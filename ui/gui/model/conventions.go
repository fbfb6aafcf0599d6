package model

import (
	"bytes"
	"errors"
	"fmt"
	"maps"
	"strconv"
	"strings"
)

// Conventions are the speedcuber settings saved with the window: colour
// scheme, colour-blind marks, key map, WCA inspection and instant playback.
// The solves themselves are saved with them (see EncodeConventions).
type Conventions struct {
	Scheme       string // a scheme render.ParseColourScheme reads ("wca", "classic", "custom:...")
	Marks        bool   // colour-blind marks on the stickers
	Keymap       *Keymap
	Inspection   bool   // WCA inspection before timed solves
	Instant      bool   // playback jumps instead of animating
	KeymapPreset string // the preset the map started from
}

// DefaultConventions: the classic scheme, the default keys, inspection on.
func DefaultConventions() Conventions {
	return Conventions{Scheme: "classic", Keymap: DefaultKeymap(), KeymapPreset: PresetCubelab, Inspection: true}
}

// Preference keys of the conventions.
const (
	kScheme     = keyPrefix + "scheme"
	kMarks      = keyPrefix + "marks"
	kKeymap     = keyPrefix + "keymap"
	kPreset     = keyPrefix + "keypreset"
	kInspection = keyPrefix + "inspection"
	kInstant    = keyPrefix + "instant"
	kSolves     = keyPrefix + "solves"
)

// conventionKeys lists the keys EncodeConventions writes.
func conventionKeys() []string {
	return []string{kScheme, kMarks, kKeymap, kPreset, kInspection, kInstant, kSolves}
}

// EncodeConventions writes the conventions and the session's solves (as
// CSV) as preference strings.
func EncodeConventions(s *Session, c Conventions) map[string]string {
	m := conventionPrefs(c)
	var solves bytes.Buffer
	_ = s.solves.WriteCSV(&solves) // writing to memory cannot fail
	m[kSolves] = solves.String()
	return m
}

// conventionPrefs writes every convention but the solves.
func conventionPrefs(c Conventions) map[string]string {
	km := c.Keymap
	if km == nil {
		km = DefaultKeymap()
	}
	return map[string]string{
		kScheme:     c.Scheme,
		kMarks:      strconv.FormatBool(c.Marks),
		kKeymap:     km.Encode(),
		kPreset:     c.KeymapPreset,
		kInspection: strconv.FormatBool(c.Inspection),
		kInstant:    strconv.FormatBool(c.Instant),
	}
}

// ConventionsSnapshot is the conventions and solves at one moment, taken
// in O(1) of the solves (they are shared copy-on-write, see
// Solves.Snapshot), so that encoding a long history for a save can run on
// another goroutine while the session goes on.
type ConventionsSnapshot struct {
	prefs  map[string]string
	solves []Solve
	// Settings is the conventions other than the solves, encoded: equal
	// Settings and an equal Solves.Version save the same bytes.
	Settings string
}

// SnapshotConventions takes the conventions and the session's solves.
func SnapshotConventions(s *Session, c Conventions) ConventionsSnapshot {
	m := conventionPrefs(c)
	return ConventionsSnapshot{prefs: m, solves: s.solves.Snapshot(), Settings: string(encodeFrame(m))}
}

// Encode writes the snapshot as EncodeConventionsState does.
func (c ConventionsSnapshot) Encode() []byte {
	var solves bytes.Buffer
	_ = WriteSolvesCSV(&solves, c.solves) // writing to memory cannot fail
	m := maps.Clone(c.prefs)
	m[kSolves] = solves.String()
	return encodeFrame(m)
}

// DecodeConventions reads EncodeConventions' strings into c (missing keys
// keep defaults) and the solves into the session. checkScheme validates the
// scheme (the model does not know the renderer). A bad value is reported,
// naming its key, and replaced by the default; the rest still loads.
func DecodeConventions(m map[string]string, s *Session, checkScheme func(string) error) (Conventions, error) {
	c := DefaultConventions()
	var errs []error
	bad := func(k string, err error) {
		errs = append(errs, fmt.Errorf("%s: %w", strings.TrimPrefix(k, keyPrefix), err))
	}
	if v, ok := m[kScheme]; ok {
		if err := checkScheme(v); err != nil {
			bad(kScheme, err)
		} else {
			c.Scheme = v
		}
	}
	for k, dst := range map[string]*bool{kMarks: &c.Marks, kInspection: &c.Inspection, kInstant: &c.Instant} {
		if v, ok := m[k]; ok {
			b, err := strconv.ParseBool(v)
			if err != nil {
				bad(k, err)
				continue
			}
			*dst = b
		}
	}
	if v, ok := m[kPreset]; ok {
		if _, err := NewKeymap(v); err != nil {
			bad(kPreset, err)
		} else {
			c.KeymapPreset = v
		}
	}
	if v, ok := m[kKeymap]; ok {
		km, err := DecodeKeymap(v)
		if err != nil {
			bad(kKeymap, err)
		}
		if km != nil { // the good lines, when some were bad
			c.Keymap = km
		}
	}
	if v, ok := m[kSolves]; ok && v != "" {
		// A bad row costs only itself: the good ones load and the error
		// names every bad line (the caller keeps the original).
		in, rejected, err := readCSVRows(strings.NewReader(v), strings.Count(v, "\n"))
		switch {
		case err != nil:
			bad(kSolves, err)
		case len(rejected) > 0:
			bad(kSolves, rejectedRows(rejected, len(in)))
		}
		if err == nil {
			s.solves.replace(in)
		}
	}
	s.timer.Inspection = c.Inspection
	return c, errors.Join(errs...)
}

// EncodeConventionsState writes the conventions and solves as one
// checksummed value, framed as EncodeState frames the session, so they can
// be saved atomically in a file of their own.
func EncodeConventionsState(s *Session, c Conventions) []byte {
	return SnapshotConventions(s, c).Encode()
}

// DecodeConventionsState restores what EncodeConventionsState wrote. A
// damaged value gives the defaults and an error wrapping ErrDamaged (the
// solves are left alone); whole but wrong values are handled as
// DecodeConventions does.
func DecodeConventionsState(data []byte, s *Session, checkScheme func(string) error) (Conventions, error) {
	m, err := parseState(data)
	if err != nil {
		c, _ := DecodeConventions(nil, s, checkScheme)
		return c, fmt.Errorf("%w (%v); speedcubing settings and solves start afresh", ErrDamaged, err)
	}
	return DecodeConventions(m, s, checkScheme)
}

// rejectedRows describes the rows of the solves a load left out.
func rejectedRows(rejected []RowError, kept int) error {
	const shown = 3
	var b strings.Builder
	for i, r := range rejected[:min(len(rejected), shown)] {
		if i > 0 {
			b.WriteString("; ")
		}
		b.WriteString(r.Error())
	}
	if len(rejected) > shown {
		fmt.Fprintf(&b, "; and %d more", len(rejected)-shown)
	}
	return fmt.Errorf("%s left out (%d solves kept)", b.String(), kept)
}
