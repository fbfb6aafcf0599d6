package pocket

// Helpers only the tests need.

// PosAt is the inverse of Pos.Index.
func PosAt(i Index) Pos {
	return decodePerm(int(i) / NumTwist).withTwist(int(i) % NumTwist)
}

// Bytes is the databases' size in memory (the small move tables aside).
func (db *patternDB) Bytes() int { return len(db.pats[0].dist) + len(db.pats[1].dist) + len(db.perm) }

// Bytes is the table's size in memory.
func (t *DistTable) Bytes() int { return len(t.nib) }
