package mod3

import "testing"

// TestNextAndLeast checks Next and Least against every distance they may
// be asked about.
func TestNextAndLeast(t *testing.T) {
	for d := 0; d <= 30; d++ {
		for c := max(d-1, 0); c <= d+1; c++ {
			if got := Next(d, uint32(c%3)); got != c {
				t.Errorf("Next(%d, %d) = %d, want %d", d, c%3, got, c)
			}
		}
		for h := max(d-2, 0); h <= d; h++ {
			if got := Least(h, uint32(d%3)); got != d {
				t.Errorf("Least(%d, %d) = %d, want %d", h, d%3, got, d)
			}
		}
		if h := d + 1; Least(h, uint32(d%3)) != d+3 {
			t.Errorf("Least(%d, %d) = %d, want %d", h, d%3, Least(h, uint32(d%3)), d+3)
		}
	}
}

// TestTable checks setting and reading entries across word boundaries,
// and Match on the words.
func TestTable(t *testing.T) {
	const n = 70
	for _, shared := range []bool{false, true} {
		tab := New(n)
		if len(tab) != Words(n) {
			t.Fatalf("%d words for %d entries, want %d", len(tab), n, Words(n))
		}
		set := tab.Set
		if shared {
			set = tab.TrySet
		}
		for i := 0; i < n; i += 2 {
			if !set(i, uint32(i/2%3)) {
				t.Fatalf("shared %v: entry %d not set", shared, i)
			}
			if set(i, 0) {
				t.Fatalf("shared %v: entry %d set twice", shared, i)
			}
		}
		for i := range n {
			want := uint32(Unreached)
			if i%2 == 0 {
				want = uint32(i / 2 % 3)
			}
			if tab.Get(i) != want || tab.Load(i) != want {
				t.Fatalf("shared %v: entry %d is %d / %d, want %d", shared, i, tab.Get(i), tab.Load(i), want)
			}
		}
		for w, word := range tab {
			for _, v := range []uint32{0, 1, 2, Unreached} {
				m := Match(word, v)
				for k := range 16 {
					i := 16*w + k
					if i >= n {
						break
					}
					if (m>>(2*k)&1 == 1) != (tab.Get(i) == v) {
						t.Fatalf("shared %v: Match(word %d, %d) bit %d wrong", shared, w, v, k)
					}
				}
			}
		}
	}
}
