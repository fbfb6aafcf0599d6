package lab

import (
	"fmt"
	"os"
	"strconv"

	"cubelab/lab/chart"
)

// Charts writes the sweep's PNG charts into dir and returns their paths:
// sizes-moves.png (solution length against cube size) and sizes-time.png
// (solve time against cube size, log axis), one line per method through
// its medians, with 10th..90th percentile boxes and min..max whiskers.
func (sw *SweepReport) Charts(dir string) ([]string, error) {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, fmt.Errorf("charts: %w", err)
	}
	runs := 0
	if len(sw.Reports) > 0 {
		runs = len(sw.Reports[0].Positions)
	}
	moves, times := sw.bandSeries()
	var out []string
	for _, c := range []struct {
		file   string
		axes   chart.BandAxes
		series []chart.BandSeries
	}{
		{"sizes-moves.png", chart.BandAxes{Title: fmt.Sprintf("Solution length per cube size, %d scrambles each", runs), XLabel: "cube size N (NxNxN)", YLabel: "moves (HTM)"}, moves},
		{"sizes-time.png", chart.BandAxes{Title: fmt.Sprintf("Solve time per cube size, %d scrambles each", runs), XLabel: "cube size N (NxNxN)", YLabel: "solve time, wall-clock", LogY: true, YTick: durationTick}, times},
	} {
		img, err := chart.Bands(c.axes, c.series)
		if err != nil {
			return out, fmt.Errorf("charts: %s: %w", c.file, err)
		}
		p, err := save(dir, c.file, img)
		if err != nil {
			return out, err
		}
		out = append(out, p)
	}
	return out, nil
}

// bandSeries gathers, per method in order of first appearance, the moves
// and time distributions of the sizes where it solved something.
func (sw *SweepReport) bandSeries() (moves, times []chart.BandSeries) {
	index := map[string]int{}
	for _, d := range sw.Summary() {
		if d.Solved == 0 {
			continue
		}
		i, ok := index[d.Method]
		if !ok {
			i = len(moves)
			index[d.Method] = i
			moves = append(moves, chart.BandSeries{Name: d.Method})
			times = append(times, chart.BandSeries{Name: d.Method})
		}
		moves[i].Points = append(moves[i].Points, bandPoint(d.N, d.Moves))
		times[i].Points = append(times[i].Points, bandPoint(d.N, d.Seconds))
	}
	return moves, times
}

func bandPoint(n int, d Distribution) chart.BandPoint {
	return chart.BandPoint{X: float64(n), Min: d.Min, Lo: d.P10, Mid: d.Median, Hi: d.P90, Max: d.Max}
}

// durationTick labels a time axis given in seconds: "200 us", "10 ms", "2 s"
// ("us": the chart font has no µ).
func durationTick(s float64) string {
	switch {
	case s >= 1:
		return strconv.FormatFloat(s, 'g', 3, 64) + " s"
	case s >= 1e-3:
		return strconv.FormatFloat(s*1e3, 'g', 3, 64) + " ms"
	default:
		return strconv.FormatFloat(s*1e6, 'g', 3, 64) + " us"
	}
}
