package model

import (
	"errors"
	"fmt"
	"hash/crc32"
	"math"
	"slices"
	"sort"
	"strconv"
	"strings"

	"cubelab/cube"
)

// Camera is the view's camera as saved (the renderer's fields, kept here so
// the model does not depend on the renderer). Zoom 0 means "default".
type Camera struct {
	Yaw, Pitch, Zoom, PanX, PanY float64
}

// Settings are the window's preferences besides the cube.
type Settings struct {
	Method    string  // selected method, "Human" for solving by hand
	Speed     float64 // seconds per quarter-turn animation
	Camera    Camera
	Theme     string // one of ThemeSettings
	View      string // "3d" or "net"
	DragOrbit bool   // every drag orbits, even one starting on a sticker
	// LastFace is the face of the last turn; the selected-layer highlight
	// is drawn on its axis.
	LastFace cube.Face
}

// DefaultSettings are used when nothing is saved.
func DefaultSettings() Settings {
	return Settings{Method: "Human", Speed: 0.25, Theme: "system", View: "3d"}
}

// Preference keys; all values are strings.
const (
	keyPrefix = "cubelab."
	kSize     = keyPrefix + "size"
	kCube     = keyPrefix + "cube"
	kHistory  = keyPrefix + "history"
	kRedo     = keyPrefix + "redo"
	kScramble = keyPrefix + "scramble"
	kLayers   = keyPrefix + "layers"
	kMethod   = keyPrefix + "method"
	kSpeed    = keyPrefix + "speed"
	kCamera   = keyPrefix + "camera"
	kTheme    = keyPrefix + "theme"
	kView     = keyPrefix + "view"
	kDrag     = keyPrefix + "dragorbit"
	kLastFace = keyPrefix + "lastface"
)

// Keys lists every preference key Encode writes.
func Keys() []string {
	return []string{kSize, kCube, kHistory, kRedo, kScramble, kLayers, kMethod, kSpeed, kCamera, kTheme, kView, kDrag, kLastFace}
}

// Encode writes the session and settings as preference strings.
func Encode(s *Session, st Settings) map[string]string {
	c := st.Camera
	return map[string]string{
		kSize:     strconv.Itoa(s.n),
		kCube:     s.c.String(),
		kHistory:  s.history.String(),
		kRedo:     s.RedoMoves().String(),
		kScramble: s.scramble.String(),
		kLayers:   fmt.Sprintf("%d %d", s.lo, s.hi),
		kMethod:   st.Method,
		kSpeed:    strconv.FormatFloat(st.Speed, 'g', -1, 64),
		kCamera:   fmt.Sprintf("%g %g %g %g %g", c.Yaw, c.Pitch, c.Zoom, c.PanX, c.PanY),
		kTheme:    st.Theme,
		kView:     st.View,
		kDrag:     strconv.FormatBool(st.DragOrbit),
		kLastFace: st.LastFace.String(),
	}
}

// Decode restores a session and settings from preference strings. Missing
// keys take defaults; a bad value is reported (naming the key) and replaced
// by its default, so a corrupt file never stops the app from starting.
func Decode(p map[string]string, seed uint64) (*Session, Settings, error) {
	var errs []error
	bad := func(key string, err error) { errs = append(errs, fmt.Errorf("preference %s: %w", key, err)) }
	st := DefaultSettings()
	if v := p[kMethod]; v != "" {
		st.Method = v
	}
	if v := p[kSpeed]; v != "" {
		if f, err := strconv.ParseFloat(v, 64); err != nil || f <= 0 || f > 10 {
			bad(kSpeed, fmt.Errorf("%q is not a duration in seconds in (0, 10]", v))
		} else {
			st.Speed = f
		}
	}
	if v := p[kCamera]; v != "" {
		var c Camera
		if _, err := fmt.Sscanf(v, "%g %g %g %g %g", &c.Yaw, &c.Pitch, &c.Zoom, &c.PanX, &c.PanY); err != nil {
			bad(kCamera, fmt.Errorf("%q: %w", v, err))
		} else if err := c.check(); err != nil {
			bad(kCamera, fmt.Errorf("%q: %w", v, err))
		} else {
			st.Camera = c
		}
	}
	switch v := p[kTheme]; v {
	case "":
	default:
		if !slices.Contains(ThemeSettings(), v) {
			bad(kTheme, fmt.Errorf("%q is not %s", v, strings.Join(ThemeSettings(), ", ")))
		} else {
			st.Theme = v
		}
	}
	switch v := p[kView]; v {
	case "":
	case "3d", "net":
		st.View = v
	default:
		bad(kView, fmt.Errorf("%q is not 3d or net", v))
	}
	if v := p[kDrag]; v != "" {
		b, err := strconv.ParseBool(v)
		if err != nil {
			bad(kDrag, err)
		}
		st.DragOrbit = b
	}
	if v := p[kLastFace]; v != "" {
		if f, ok := cube.ParseFace(v[0]); ok && len(v) == 1 {
			st.LastFace = f
		} else {
			bad(kLastFace, fmt.Errorf("%q is not a face letter", v))
		}
	}

	n := 3
	if v := p[kSize]; v != "" {
		if k, err := strconv.Atoi(v); err != nil || k < MinSize || k > MaxSize {
			bad(kSize, fmt.Errorf("%q is not a size in %d..%d", v, MinSize, MaxSize))
		} else {
			n = k
		}
	}
	s, _ := New(n, seed) // n is in range
	if v := p[kLayers]; v != "" {
		var lo, hi int
		if _, err := fmt.Sscanf(v, "%d %d", &lo, &hi); err != nil {
			bad(kLayers, fmt.Errorf("%q: %w", v, err))
		} else {
			s.SetLayers(lo, hi)
		}
	}
	if v := p[kCube]; v != "" {
		if err := restoreCube(s, n, p); err != nil {
			bad(kCube, err)
		}
	}
	return s, st, errors.Join(errs...)
}

// check reports a camera the view could not draw: values that are not
// finite or lie far outside what orbiting, zooming and panning produce (a
// yaw of 1e308 kept the renderer busy forever).
func (c Camera) check() error {
	for _, v := range []float64{c.Yaw, c.Pitch, c.Zoom, c.PanX, c.PanY} {
		if math.IsNaN(v) || math.IsInf(v, 0) {
			return fmt.Errorf("not a finite number")
		}
	}
	switch {
	case math.Abs(c.Yaw) > 1e4:
		return fmt.Errorf("yaw %g is out of range", c.Yaw)
	case math.Abs(c.Pitch) > math.Pi/2:
		return fmt.Errorf("pitch %g is out of range ±π/2", c.Pitch)
	case c.Zoom < 0 || c.Zoom > 100:
		return fmt.Errorf("zoom %g is out of range 0..100", c.Zoom)
	case math.Abs(c.PanX) > 1e3 || math.Abs(c.PanY) > 1e3:
		return fmt.Errorf("pan %g %g is out of range", c.PanX, c.PanY)
	}
	return nil
}

// restoreCube parses the saved cube and moves into s.
func restoreCube(s *Session, n int, p map[string]string) error {
	c, err := cube.ParseFacelets(p[kCube], cube.DefaultScheme)
	if err != nil {
		return err
	}
	if c.N() != n {
		return fmt.Errorf("cube is %dx%d but size says %d", c.N(), c.N(), n)
	}
	// An impossible cube (all yellow, a twisted corner) would be taken
	// for solved or never be solvable.
	if err := c.Validate(); err != nil {
		return fmt.Errorf("not a reachable state: %w", err)
	}
	var algs [3]cube.Alg
	for i, k := range []string{kHistory, kRedo, kScramble} {
		if strings.TrimSpace(p[k]) == "" {
			continue
		}
		if algs[i], err = cube.ParseAlg(p[k], n); err != nil {
			return fmt.Errorf("%s: %w", k, err)
		}
	}
	return s.Restore(c, algs[0], algs[1], algs[2])
}

// A saved state is one text value: a header line, one "key value" line per
// preference (the value quoted), and a CRC-32 of everything before it, so a
// load can tell a whole save from a damaged one.
const (
	stateHeader = "cubelab session 1\n"
	crcPrefix   = "crc32 "
)

// EncodeState writes the session and settings as one value (see Encode).
func EncodeState(s *Session, st Settings) []byte { return encodeFrame(Encode(s, st)) }

// encodeFrame writes preferences as one checksummed value.
func encodeFrame(prefs map[string]string) []byte {
	keys := make([]string, 0, len(prefs))
	for k := range prefs {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	size := len(stateHeader) + 32
	for k, v := range prefs {
		size += len(k) + len(v) + len(v)/8 + 4 // room for a few escapes
	}
	b := make([]byte, 0, size)
	b = append(b, stateHeader...)
	for _, k := range keys {
		b = append(b, k...)
		b = append(b, ' ')
		b = appendQuoted(b, prefs[k])
		b = append(b, '\n')
	}
	return fmt.Appendf(b, "%s%08x\n", crcPrefix, crc32.ChecksumIEEE(b))
}

// ErrDamaged reports a saved state that is not one whole save: empty,
// truncated, altered or not a state at all. Nothing of it is used.
var ErrDamaged = errors.New("the saved session is damaged")

// DecodeState restores what EncodeState wrote. Damage anywhere gives an
// error wrapping ErrDamaged and a fresh session; values that are whole but
// wrong are handled as Decode does (reported and replaced by defaults).
func DecodeState(data []byte, seed uint64) (*Session, Settings, error) {
	p, err := parseState(data)
	if err != nil {
		s, _ := New(3, seed)
		return s, DefaultSettings(), fmt.Errorf("%w (%v); starting afresh", ErrDamaged, err)
	}
	return Decode(p, seed)
}

// parseState checks the frame and checksum and returns the preferences.
func parseState(data []byte) (map[string]string, error) {
	text := string(data)
	if text == "" {
		return nil, errors.New("it is empty")
	}
	if !strings.HasPrefix(text, stateHeader) {
		return nil, errors.New("it does not start with the session header")
	}
	i := strings.LastIndex(strings.TrimSuffix(text, "\n"), "\n")
	if !strings.HasSuffix(text, "\n") || i < 0 || !strings.HasPrefix(text[i+1:], crcPrefix) {
		return nil, errors.New("it has no checksum line (cut short?)")
	}
	body, sum := text[:i+1], strings.TrimSpace(text[i+1+len(crcPrefix):])
	want, err := strconv.ParseUint(sum, 16, 32)
	if err != nil || len(sum) != 8 {
		return nil, fmt.Errorf("checksum %q is not 8 hex digits", sum)
	}
	if got := crc32.ChecksumIEEE(data[:len(body)]); uint64(got) != want {
		return nil, fmt.Errorf("checksum %08x does not match its contents (%08x)", want, got)
	}
	p := map[string]string{}
	for n, line := range strings.Split(strings.TrimSuffix(body[len(stateHeader):], "\n"), "\n") {
		if line == "" {
			continue
		}
		k, q, ok := strings.Cut(line, " ")
		v, err := unquote(q)
		if !ok || err != nil {
			return nil, fmt.Errorf("line %d is not a key and a quoted value", n+2)
		}
		p[k] = v
	}
	return p, nil
}
