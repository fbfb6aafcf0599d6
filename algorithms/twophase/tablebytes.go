package twophase

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"io"
)

// tableFormat names the layout and content of the tables as marshal
// writes them (the table cache's twophase.tables, tablecache.go). Change
// it whenever what buildTables computes changes: a copy kept under
// another name is then built anew rather than trusted.
// TestTableBytesPinned fails until it is changed with the tables.
const tableFormat = "cubelab-twophase-3"

// tableMagic starts every saved copy, before a CRC-32 of the rest.
var tableMagic = []byte("CLTP")

// marshal writes magic, CRC-32 of the rest, then the format name and every
// table, each slice preceded by its length.
func (t *tables) marshal() []byte {
	var body bytes.Buffer
	w := func(v any) { _ = binary.Write(&body, binary.LittleEndian, v) }
	w(uint16(len(tableFormat)))
	body.WriteString(tableFormat)
	for _, s := range t.wordTables() {
		w(uint32(len(s)))
		w(s)
	}
	for _, s := range t.byteTables() {
		w(uint32(len(s)))
		body.Write(s)
	}
	w(t.symMult)
	w(t.symMulInv)
	w(t.symMove2)
	w([3]uint32{nTwistCls, nFlipCls, uint32(t.nPermCls)})
	out := make([]byte, 0, 8+body.Len())
	out = append(out, tableMagic...)
	out = binary.LittleEndian.AppendUint32(out, crc32.ChecksumIEEE(body.Bytes()))
	return append(out, body.Bytes()...)
}

// wordTables and byteTables list the tables marshal writes, in its order,
// as views of the arrays and slices that hold them.
func (t *tables) wordTables() [][]uint16 {
	return [][]uint16{t.twistMove[:], t.flipMove[:], t.sliceMove[:], t.twistConj[:], t.sliceConj[:], t.twistSym[:], t.flipSym[:],
		t.cornerSym, t.edgeSym, t.cornerSymMove, t.edgeSymMove, t.cornerInv, t.edgeInv, t.cornerStab}
}

func (t *tables) byteTables() [][]byte {
	return [][]byte{t.pruneTS[:], t.pruneFS[:], t.pruneFT[:], t.pruneCM, t.pruneEC, t.pruneEM, t.pruneCE,
		t.cornerCombP, t.edgeCombP, t.mpermMove, t.mpermConj, t.combPMove, t.combPConj, t.eCombPMove, t.eCombPConj}
}

// allocate makes the tables whose size depends on the number of
// permutation classes (a fact of the cube's symmetry, 2768, which a loaded
// copy states), so that a loaded copy is read into them.
func (t *tables) allocate(nPermCls int) {
	t.nPermCls = nPermCls
	t.cornerSym, t.edgeSym = make([]uint16, nPerm8), make([]uint16, nPerm8)
	t.cornerSymMove, t.edgeSymMove = make([]uint16, nPermCls*nPhase2M), make([]uint16, nPermCls*nPhase2M)
	t.cornerInv, t.edgeInv, t.cornerStab = make([]uint16, nPermCls), make([]uint16, nPermCls), make([]uint16, nPermCls)
	t.allocatePhase2Pruning(nPermCls)
	t.cornerCombP, t.edgeCombP = make([]uint8, nPermCls), make([]uint8, nPermCls)
	t.mpermMove, t.mpermConj = make([]uint8, nPerm4*nPhase2M), make([]uint8, nPerm4*nSym16)
	t.combPMove, t.combPConj = make([]uint8, nCombP*nPhase2M), make([]uint8, nCombP*nSym16)
	t.eCombPMove, t.eCombPConj = make([]uint8, nCombP*nPhase2M), make([]uint8, nCombP*nSym16)
}

// allocatePhase2Pruning makes the phase-2 pruning tables, 4 bits an entry.
func (t *tables) allocatePhase2Pruning(nPermCls int) {
	half := func(n int) nibbles { return make(nibbles, (n+1)/2) }
	t.pruneCM, t.pruneEC, t.pruneEM, t.pruneCE = half(nPermCls*nPerm4), half(nPermCls*nCombP), half(nPermCls*nPerm4), half(nPermCls*nCombP)
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
	if string(name) != tableFormat {
		return nil, fmt.Errorf("format %q, this program builds %q", name, tableFormat)
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
	if cls[0] != nTwistCls || cls[1] != nFlipCls || cls[2] == 0 || cls[2] > nPerm8 {
		return nil, errors.New("class counts out of range")
	}
	t.allocate(int(cls[2]))
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
	words := t.wordTables()
	for i, s := range words {
		if err := readLen(i, len(s)); err != nil {
			return nil, err
		}
		if err := binary.Read(r, binary.LittleEndian, s); err != nil {
			return nil, fmt.Errorf("table %d: %w", i, err)
		}
	}
	for i, s := range t.byteTables() {
		if err := readLen(len(words)+i, len(s)); err != nil {
			return nil, err
		}
		if _, err := io.ReadFull(r, s); err != nil {
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
	t.derive()
	return t, nil
}
