package lab

import (
	"fmt"
	"image"
	"os"
	"path/filepath"
	"slices"

	"cubelab/lab/chart"
)

// Charts writes the report's PNG charts into dir and returns their paths:
// time.png (mean time per method, min..max whiskers, log axis) and, when
// optimal lengths are known, length.png (mean solution length against the
// optimal length, per method).
func (r *Report) Charts(dir string) ([]string, error) {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, fmt.Errorf("charts: %w", err)
	}
	var bars []chart.Bar
	for _, st := range r.Stats() {
		b := chart.Bar{Label: st.Method}
		if st.Solved > 0 {
			b.Value, b.Lo, b.Hi = st.TimeMean.Seconds(), st.TimeMin.Seconds(), st.TimeMax.Seconds()
		}
		bars = append(bars, b)
	}
	var out []string
	img, err := chart.LogBars(fmt.Sprintf("Solve time per method, %dx%dx%d, %d scrambles (mean, min..max)", r.Options.N, r.Options.N, r.Options.N, len(r.Positions)), "seconds", bars)
	if err != nil {
		return nil, err
	}
	p, err := save(dir, "time.png", img)
	if err != nil {
		return nil, err
	}
	out = append(out, p)
	if r.OptimalDistribution() == nil {
		return out, nil
	}
	var series []chart.Series
	for _, m := range r.Methods {
		sum, cnt := map[int]float64{}, map[int]int{}
		for _, res := range r.Results {
			if res.Method == m && res.Solved {
				sum[res.Optimal] += float64(res.Moves)
				cnt[res.Optimal]++
			}
		}
		var ks []int
		for k := range cnt {
			ks = append(ks, k)
		}
		slices.Sort(ks)
		s := chart.Series{Name: m}
		for _, k := range ks {
			s.X = append(s.X, float64(k))
			s.Y = append(s.Y, sum[k]/float64(cnt[k]))
		}
		series = append(series, s)
	}
	img, err = chart.Lines("Mean solution length vs optimal length (HTM; dashed: optimal)", "optimal length", "solution length", series)
	if err != nil {
		return out, err
	}
	p, err = save(dir, "length.png", img)
	if err != nil {
		return out, err
	}
	return append(out, p), nil
}

func save(dir, name string, img image.Image) (string, error) {
	p := filepath.Join(dir, name)
	f, err := os.Create(p)
	if err != nil {
		return "", fmt.Errorf("charts: %w", err)
	}
	if err := chart.WritePNG(f, img); err != nil {
		f.Close()
		return "", fmt.Errorf("charts: writing %s: %w", p, err)
	}
	if err := f.Close(); err != nil {
		return "", fmt.Errorf("charts: %w", err)
	}
	return p, nil
}
