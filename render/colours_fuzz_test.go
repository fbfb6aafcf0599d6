package render

import "testing"

// FuzzParseColourScheme: any text (a --scheme flag, a saved preference)
// is read or refused without a panic, and a scheme read writes itself
// (String) in a form that reads back the same.
func FuzzParseColourScheme(f *testing.F) {
	for _, s := range []string{"wca", "classic", "YOBRGW", "URFDLB", "custom:#ffffff,#ff8000,#00ff00,#ff0000,#0000ff,#ffff00", " White ", "custom:#12,", "ABCDEF"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		cs, err := ParseColourScheme(s)
		if err != nil {
			return
		}
		back, err := ParseColourScheme(cs.String())
		if err != nil {
			t.Fatalf("%q: scheme %q does not read back: %v", s, cs.String(), err)
		}
		if back != cs {
			t.Fatalf("%q: scheme %+v reads back as %+v", s, cs, back)
		}
	})
}
