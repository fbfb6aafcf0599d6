package tablecache

import (
	"fmt"
	"path/filepath"
)

// Words returns the word tables build makes, of the given word counts:
// from file in the cache (Dir) when a copy under magic with these counts
// is there and passes check (nil: no check beyond the checksum), else from
// build, saving them there (if there is a cache; saving only saves time,
// so its failure is not one).
func Words(file, magic string, words []int, check func([][]uint32) error, build func() ([][]uint32, error)) ([][]uint32, error) {
	if len(words) > MaxParts || len(magic) > 32 {
		return nil, fmt.Errorf("table cache: %s: %d tables under a %d-byte magic; a file holds %d under 32", file, len(words), len(magic), MaxParts)
	}
	dir := Dir()
	path := filepath.Join(dir, file)
	if dir != "" {
		if parts, err := Load(path, magic, words, nil); err == nil && (check == nil || check(parts) == nil) {
			return parts, nil
		}
	}
	parts, err := build()
	if err != nil {
		return nil, err
	}
	if len(parts) != len(words) {
		return nil, fmt.Errorf("table cache: %s: the build made %d tables, not %d (internal error)", file, len(parts), len(words))
	}
	for i, p := range parts {
		if len(p) != words[i] {
			return nil, fmt.Errorf("table cache: %s: the build made tables of other sizes than %v (internal error)", file, words)
		}
	}
	if dir != "" {
		_ = Save(path, magic, parts)
	}
	return parts, nil
}

// Bytes is Words for byte tables of the given lengths.
func Bytes(file, magic string, lens []int, build func() ([][]uint8, error)) ([][]uint8, error) {
	words := make([]int, len(lens))
	for i, l := range lens {
		words[i] = (l + 3) / 4
	}
	parts, err := Words(file, magic, words, nil, func() ([][]uint32, error) {
		out, err := build()
		if err != nil {
			return nil, err
		}
		if len(out) != len(lens) {
			return nil, fmt.Errorf("table cache: %s: the build made %d tables, not %d (internal error)", file, len(out), len(lens))
		}
		parts := make([][]uint32, len(out))
		for i, b := range out {
			if len(b) != lens[i] {
				return nil, fmt.Errorf("table cache: %s: the build made a table of %d bytes, not %d (internal error)", file, len(b), lens[i])
			}
			parts[i] = make([]uint32, words[i])
			copy(WordBytes(parts[i]), b)
		}
		return parts, nil
	})
	if err != nil {
		return nil, err
	}
	out := make([][]uint8, len(parts))
	for i, p := range parts {
		out[i] = WordBytes(p)[:lens[i]]
	}
	return out, nil
}
