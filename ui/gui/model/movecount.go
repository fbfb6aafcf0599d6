package model

import "cubelab/cube"

// MoveCount is the length of the history as the History list shows it:
// turns of the same layers in a row are one row (HistoryRows) and count as
// the one move they make together (F F is F2: 1 HTM), and a row whose
// turns cancel (R' R) counts nothing. Undone moves do not count.
func (s *Session) MoveCount() cube.MoveCount {
	return mergedHistory(s.history, s.n).Count(s.n)
}

// mergedHistory joins the runs of moves HistoryRows joins into one row each
// and drops the runs that cancel out.
func mergedHistory(history cube.Alg, n int) cube.Alg {
	var out cube.Alg
	var cur cube.Move
	open := false // cur is a run still being joined
	for _, m := range history {
		if open && sameLayers(cur, m, n) {
			cur.Turns = (cur.Turns + m.Turns) & 3
			continue
		}
		if open && cur.Turns != 0 {
			out = append(out, cur)
		}
		cur, open = m, true
		cur.Turns &= 3
	}
	if open && cur.Turns != 0 {
		out = append(out, cur)
	}
	return out
}
