package model

import (
	"bufio"
	"encoding/csv"
	"errors"
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"
)

// csvHeader is the first line of the CSV export.
var csvHeader = []string{"No.", "Time", "Penalty", "Result", "Scramble", "Date", "Size"}

// WriteCSV exports the solves: number, time in seconds to the millisecond,
// penalty, the result as shown, scramble, date (RFC 3339) and size. It
// writes what encoding/csv would, a row at a time without its per-field
// work: a million solves are saved in well under a second.
func (s *Solves) WriteCSV(w io.Writer) error {
	return WriteSolvesCSV(w, s.list)
}

// WriteSolvesCSV writes list (a Snapshot, say) as WriteCSV does.
func WriteSolvesCSV(w io.Writer, list []Solve) error {
	bw := bufio.NewWriterSize(w, 1<<16)
	bw.WriteString(strings.Join(csvHeader, ",") + "\n")
	row := make([]byte, 0, 256)
	for i, v := range list {
		row = appendSolveRow(row[:0], i+1, v)
		if _, err := bw.Write(row); err != nil {
			return err
		}
	}
	return bw.Flush()
}

// appendSolveRow appends solve v's CSV line (numbered no) to b.
func appendSolveRow(b []byte, no int, v Solve) []byte {
	b = strconv.AppendInt(b, int64(no), 10)
	b = append(b, ',')
	ms := v.Time.Round(time.Millisecond).Milliseconds()
	if ms < 0 {
		b = append(b, '-')
		ms = -ms
	}
	b = strconv.AppendInt(b, ms/1000, 10)
	b = append(b, '.', byte('0'+ms%1000/100), byte('0'+ms%100/10), byte('0'+ms%10), ',')
	b = append(b, v.Penalty.String()...)
	b = append(b, ',')
	b = v.appendResult(b)
	b = append(b, ',')
	b = appendCSVField(b, v.Scramble)
	b = append(b, ',')
	b = v.Date.UTC().AppendFormat(b, time.RFC3339Nano)
	b = append(b, ',')
	b = strconv.AppendInt(b, int64(v.Size), 10)
	return append(b, '\n')
}

// appendCSVField appends f as encoding/csv's Writer writes a field: quoted
// (quotes doubled) when it holds a comma, quote or line break, starts
// with a space, or is `\.`.
func appendCSVField(b []byte, f string) []byte {
	if !csvNeedsQuotes(f) {
		return append(b, f...)
	}
	b = append(b, '"')
	for i := 0; i < len(f); i++ {
		if f[i] == '"' {
			b = append(b, '"')
		}
		b = append(b, f[i])
	}
	return append(b, '"')
}

// csvNeedsQuotes is encoding/csv's rule for the comma separator.
func csvNeedsQuotes(f string) bool {
	if f == "" {
		return false
	}
	if f == `\.` || strings.ContainsAny(f, ",\"\r\n") {
		return true
	}
	r, _ := utf8.DecodeRuneInString(f)
	return unicode.IsSpace(r)
}

// RowError is a row of a solves CSV that could not be read: its line (the
// header is line 1) and why. The other rows still load.
type RowError struct {
	Line int
	Err  error
}

func (e RowError) Error() string { return fmt.Sprintf("line %d: %v", e.Line, e.Err) }

func (e RowError) Unwrap() error { return e.Err }

// ReadCSV reads WriteCSV's form (the header is required; the Result column
// is ignored, being derived). Errors name the line and the column; any bad
// row fails the whole read (an import takes a file whole or not at all).
func ReadCSV(r io.Reader) ([]Solve, error) {
	out, bad, err := ReadCSVRows(r)
	if err != nil {
		return nil, err
	}
	if len(bad) > 0 {
		return nil, fmt.Errorf("solves CSV %w", bad[0])
	}
	return out, nil
}

// ReadCSVRows reads WriteCSV's form and keeps going past bad rows: it
// returns every good solve and one RowError per bad row. err is for a file
// that is not a solves CSV at all (no header, a different one) or could
// not be read.
func ReadCSVRows(r io.Reader) (solves []Solve, bad []RowError, err error) {
	return readCSVRows(r, 0)
}

// readCSVRows is ReadCSVRows with room made for about rows solves at once
// (growing a list of a million solves step by step copied it ~20 times).
func readCSVRows(r io.Reader, rows int) (solves []Solve, bad []RowError, err error) {
	solves = make([]Solve, 0, rows)
	cr := csv.NewReader(bufio.NewReaderSize(r, 1<<16))
	cr.FieldsPerRecord = -1 // checked per row, so one short row costs only itself
	cr.ReuseRecord = true
	head, err := cr.Read()
	if err != nil {
		if errors.Is(err, io.EOF) {
			return nil, nil, fmt.Errorf("solves CSV: empty (want the header %s)", strings.Join(csvHeader, ","))
		}
		return nil, nil, fmt.Errorf("solves CSV: %w", err)
	}
	if strings.Join(head, ",") != strings.Join(csvHeader, ",") {
		return nil, nil, fmt.Errorf("solves CSV: header %q, want %q", strings.Join(head, ","), strings.Join(csvHeader, ","))
	}
	var pe *csv.ParseError
	for {
		rec, err := cr.Read()
		switch {
		case errors.Is(err, io.EOF):
			return solves, bad, nil
		case errors.As(err, &pe):
			// A broken quote: the reader has moved past it, so the rest
			// is still read.
			bad = append(bad, RowError{Line: pe.StartLine, Err: pe.Err})
			continue
		case err != nil:
			return solves, bad, fmt.Errorf("solves CSV: %w", err)
		}
		v, err := parseSolveRow(rec)
		if err != nil {
			line, _ := cr.FieldPos(0) // a record read has a field 0
			bad = append(bad, RowError{Line: line, Err: err})
			continue
		}
		solves = append(solves, v)
	}
}

// parseSolveRow reads one row's fields.
func parseSolveRow(rec []string) (Solve, error) {
	if len(rec) != len(csvHeader) {
		return Solve{}, fmt.Errorf("%d fields, want %d (%s)", len(rec), len(csvHeader), strings.Join(csvHeader, ","))
	}
	sec, err := strconv.ParseFloat(rec[1], 64)
	if err != nil || sec < 0 || sec > 1e7 || math.IsNaN(sec) {
		return Solve{}, fmt.Errorf("column Time %q: want seconds (0 to 1e7)", rec[1])
	}
	p, err := ParsePenalty(rec[2])
	if err != nil {
		return Solve{}, err
	}
	date, err := time.Parse(time.RFC3339Nano, rec[5])
	if err != nil {
		return Solve{}, fmt.Errorf("column Date %q: want RFC 3339", rec[5])
	}
	size, err := strconv.Atoi(rec[6])
	if err != nil || size < 0 || size > 1000 {
		return Solve{}, fmt.Errorf("column Size %q: want a cube size", rec[6])
	}
	return Solve{
		Time:     time.Duration(math.Round(sec*1000)) * time.Millisecond,
		Penalty:  p,
		Scramble: rec[4], // a string of its own: the reader reuses only the slice
		Date:     date,
		Size:     size,
	}, nil
}

// Import appends solves read from CSV.
func (s *Solves) Import(r io.Reader) (int, error) {
	in, err := ReadCSV(r)
	if err != nil {
		return 0, err
	}
	s.list = append(s.list, in...)
	s.changed()
	return len(in), nil
}
