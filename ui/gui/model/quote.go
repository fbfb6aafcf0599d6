package model

import (
	"strconv"
	"strings"
)

// The saved frame quotes each value as strconv.Quote does. The solves
// value is tens of megabytes for a long history, and strconv's rune-by-
// rune escaping took seconds there; these do the same for the common case
// (printable ASCII and line breaks) a byte at a time, and leave anything
// else to strconv, so the frame's bytes are unchanged.

// appendQuoted appends strconv.Quote(v) to b.
func appendQuoted(b []byte, v string) []byte {
	for i := 0; i < len(v); i++ {
		if c := v[i]; (c < ' ' && c != '\n') || c > '~' {
			return strconv.AppendQuote(b, v)
		}
	}
	b = append(b, '"')
	start := 0
	for i := 0; i < len(v); i++ {
		var esc string
		switch v[i] {
		case '"':
			esc = `\"`
		case '\\':
			esc = `\\`
		case '\n':
			esc = `\n`
		default:
			continue
		}
		b = append(b, v[start:i]...)
		b = append(b, esc...)
		start = i + 1
	}
	b = append(b, v[start:]...)
	return append(b, '"')
}

// plainByte marks the bytes a quoted value holds as they are.
var plainByte = func() (t [256]bool) {
	for c := ' '; c <= '~'; c++ {
		t[c] = c != '"' && c != '\\'
	}
	return t
}()

// unquote is strconv.Unquote for a double-quoted value, copying runs of
// plain bytes at once while the escapes are only \" \\ and \n.
func unquote(q string) (string, error) {
	if len(q) < 2 || q[0] != '"' || q[len(q)-1] != '"' {
		return strconv.Unquote(q)
	}
	body := q[1 : len(q)-1]
	var out strings.Builder
	out.Grow(len(body))
	for i := 0; i < len(body); {
		j := i
		for j < len(body) && plainByte[body[j]] {
			j++
		}
		out.WriteString(body[i:j])
		if j == len(body) {
			break
		}
		if body[j] != '\\' || j+1 == len(body) {
			return strconv.Unquote(q)
		}
		switch body[j+1] {
		case '"', '\\':
			out.WriteByte(body[j+1])
		case 'n':
			out.WriteByte('\n')
		default:
			return strconv.Unquote(q)
		}
		i = j + 2
	}
	return out.String(), nil
}
