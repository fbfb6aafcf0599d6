package twophase

import (
	"bytes"
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"io"
)

// TableFormat names the layout and content of the tables that TableBytes
// writes. Change it whenever what buildTables computes changes: a copy kept
// under another name is then built anew rather than trusted.
// TestTableBytesPinned fails until it is changed with the tables.
const TableFormat = "cubelab-twophase-2"

// tableMagic starts every saved copy, before a CRC-32 of the rest.
var tableMagic = []byte("CLTP")

// TableBytes returns the solver's tables (building them first if this
// process has not) as bytes that LoadTableBytes reads back: a browser, which
// has no cache directory, keeps them between visits this way.
func TableBytes(ctx context.Context) ([]byte, error) {
	t, err := getTables(ctx)
	if err != nil {
		return nil, err
	}
	return t.marshal(), nil
}

// LoadTableBytes makes b, from TableBytes, the process's tables if none are
// built yet. It checks b's format name, checksum and every table's size, so
// a stale or damaged copy is an error (and the caller builds the tables).
func LoadTableBytes(b []byte) error {
	t, err := unmarshalTables(b)
	if err != nil {
		return fmt.Errorf("kociemba tables: %w", err)
	}
	loadMu.Lock()
	defer loadMu.Unlock()
	if loaded.Load() == nil {
		loaded.Store(t)
	}
	return nil
}

// TablesReady reports whether this process has the tables already.
func TablesReady() bool { return loaded.Load() != nil }

// marshal writes magic, CRC-32 of the rest, then the format name and every
// table, each slice preceded by its length.
func (t *tables) marshal() []byte {
	var body bytes.Buffer
	w := func(v any) { _ = binary.Write(&body, binary.LittleEndian, v) }
	w(uint16(len(TableFormat)))
	body.WriteString(TableFormat)
	for _, s := range t.wordTables() {
		w(uint32(len(*s)))
		w(*s)
	}
	for _, s := range t.byteTables() {
		w(uint32(len(*s)))
		body.Write(*s)
	}
	w(t.symMult)
	w(t.symMulInv)
	w(t.symMove2)
	w([3]uint32{uint32(t.nTwistCls), uint32(t.nFlipCls), uint32(t.nPermCls)})
	out := make([]byte, 0, 8+body.Len())
	out = append(out, tableMagic...)
	out = binary.LittleEndian.AppendUint32(out, crc32.ChecksumIEEE(body.Bytes()))
	return append(out, body.Bytes()...)
}

// wordTables and byteTables list the slices marshal writes, in its order.
func (t *tables) wordTables() []*[]uint16 {
	return []*[]uint16{&t.twistMove, &t.flipMove, &t.sliceMove, &t.twistConj, &t.sliceConj, &t.twistSym, &t.flipSym,
		&t.cornerSym, &t.edgeSym, &t.cornerSymMove, &t.edgeSymMove, &t.cornerInv, &t.edgeInv, &t.cornerStab}
}

func (t *tables) byteTables() []*[]byte {
	return []*[]byte{(*[]byte)(&t.pruneTS), (*[]byte)(&t.pruneFS), (*[]byte)(&t.pruneFT), (*[]byte)(&t.pruneCM),
		(*[]byte)(&t.pruneEC), (*[]byte)(&t.pruneEM), &t.cornerCombP, &t.mpermMove, &t.mpermConj, &t.combPMove, &t.combPConj}
}

// tableLens are the lengths every table has once built, to check a loaded
// copy against (the class counts are facts of the cube's symmetry).
func tableLens(nTwistCls, nFlipCls, nPermCls int) (words, bytes []int) {
	words = []int{nTwist * nMoves, nFlip * nMoves, nSlice * nMoves, nTwist * nSym16, nSlice * nSym16, nTwist, nFlip,
		nPerm8, nPerm8, nPermCls * nPhase2M, nPermCls * nPhase2M, nPermCls, nPermCls, nPermCls}
	half := func(n int) int { return (n + 1) / 2 }
	bytes = []int{half(nTwistCls * nSlice), half(nFlipCls * nSlice), half(nFlipCls * nTwist), half(nPermCls * nPerm4),
		half(nPermCls * nCombP), half(nPermCls * nPerm4), nPermCls, nPerm4 * nPhase2M, nPerm4 * nSym16, nCombP * nPhase2M, nCombP * nSym16}
	return words, bytes
}

// unmarshalTables reads what marshal wrote, refusing anything else.
func unmarshalTables(b []byte) (*tables, error) {
	if len(b) < 8 || !bytes.Equal(b[:4], tableMagic) {
		return nil, errors.New("not a saved copy of the tables")
	}
	body := b[8:]
	if crc32.ChecksumIEEE(body) != binary.LittleEndian.Uint32(b[4:8]) {
		return nil, errors.New("checksum mismatch: the copy is damaged")
	}
	r := bytes.NewReader(body)
	var n16 uint16
	if err := binary.Read(r, binary.LittleEndian, &n16); err != nil {
		return nil, fmt.Errorf("format name: %w", err)
	}
	name := make([]byte, n16)
	if _, err := io.ReadFull(r, name); err != nil {
		return nil, fmt.Errorf("format name: %w", err)
	}
	if string(name) != TableFormat {
		return nil, fmt.Errorf("format %q, this program builds %q", name, TableFormat)
	}
	t := &tables{}
	// The class counts come last; read them first to know the sizes.
	var cls [3]uint32
	if len(body) < 12 {
		return nil, errors.New("truncated")
	}
	if err := binary.Read(bytes.NewReader(body[len(body)-12:]), binary.LittleEndian, &cls); err != nil {
		return nil, err
	}
	t.nTwistCls, t.nFlipCls, t.nPermCls = int(cls[0]), int(cls[1]), int(cls[2])
	if t.nTwistCls > nTwist || t.nFlipCls > nFlip || t.nPermCls > nPerm8 {
		return nil, errors.New("class counts out of range")
	}
	words, bytesLens := tableLens(t.nTwistCls, t.nFlipCls, t.nPermCls)
	readLen := func(i int, want int) error {
		var n uint32
		if err := binary.Read(r, binary.LittleEndian, &n); err != nil {
			return fmt.Errorf("table %d: %w", i, err)
		}
		if int(n) != want {
			return fmt.Errorf("table %d has %d entries, want %d", i, n, want)
		}
		return nil
	}
	for i, s := range t.wordTables() {
		if err := readLen(i, words[i]); err != nil {
			return nil, err
		}
		*s = make([]uint16, words[i])
		if err := binary.Read(r, binary.LittleEndian, *s); err != nil {
			return nil, fmt.Errorf("table %d: %w", i, err)
		}
	}
	for i, s := range t.byteTables() {
		if err := readLen(len(words)+i, bytesLens[i]); err != nil {
			return nil, err
		}
		*s = make([]byte, bytesLens[i])
		if _, err := io.ReadFull(r, *s); err != nil {
			return nil, fmt.Errorf("table %d: %w", len(words)+i, err)
		}
	}
	for _, v := range []any{&t.symMult, &t.symMulInv, &t.symMove2} {
		if err := binary.Read(r, binary.LittleEndian, v); err != nil {
			return nil, fmt.Errorf("symmetry tables: %w", err)
		}
	}
	if r.Len() != 12 {
		return nil, fmt.Errorf("%d bytes left over", r.Len()-12)
	}
	return t, nil
}
