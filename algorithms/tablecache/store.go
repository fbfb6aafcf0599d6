package tablecache

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sync"
)

// Store keeps the cache's files where there is no file system to keep them
// in, such as a browser page (whose IndexedDB can). Files are whole byte
// strings under their base names; a store may refuse or lose any of them,
// which only means the tables are built again.
type Store interface {
	// Get returns the file stored under name, or nil and no error if
	// there is none.
	Get(name string) ([]byte, error)
	// Put stores b under name, replacing what was there.
	Put(name string, b []byte) error
}

var (
	storeMu   sync.RWMutex
	store     Store
	storeName string
)

// UseStore makes the cache keep its files in s instead of the file system:
// Dir returns name (so callers that skip caching without a directory do
// cache), and Save and Load put and get each file by its base name (files
// up to MaxStoreFile). A nil s goes back to the file system.
func UseStore(name string, s Store) {
	storeMu.Lock()
	defer storeMu.Unlock()
	store, storeName = s, name
}

// currentStore returns the store in use and its name, or nil.
func currentStore() (Store, string) {
	storeMu.RLock()
	defer storeMu.RUnlock()
	return store, storeName
}

// open returns the cache file at path to read, from the store in use or
// else the file system, and how to close it.
func open(path string) (io.Reader, func(), error) {
	if s, name := currentStore(); s != nil {
		b, err := s.Get(filepath.Base(path))
		if err != nil {
			return nil, nil, fmt.Errorf("table cache: %s: %w", name, err)
		}
		if b == nil {
			return nil, nil, fmt.Errorf("table cache: %s has no %s: %w", name, filepath.Base(path), os.ErrNotExist)
		}
		return bytes.NewReader(b), func() {}, nil
	}
	f, err := openRegular(path)
	if err != nil {
		return nil, nil, fmt.Errorf("table cache: %w", err)
	}
	return f, func() { f.Close() }, nil
}

// MaxStoreFile is the largest file a store is given: a file is put whole,
// copied in memory first (and a browser copies it again), so the optimal
// solver's 2 GB tables stay out.
const MaxStoreFile = 256 << 20

// storeLimit is MaxStoreFile, lowered by tests.
var storeLimit = MaxStoreFile

// saveToStore is Save's way with a store: the file's bytes built in memory
// and put whole.
func saveToStore(s Store, name, path string, h *header, parts [][]uint32) error {
	var buf bytes.Buffer
	n := binary.Size(h)
	for _, p := range parts {
		n += 4 * len(p)
	}
	if n > storeLimit {
		return fmt.Errorf("table cache: %s: %s is %d bytes, more than the %d a store keeps", name, filepath.Base(path), n, storeLimit)
	}
	buf.Grow(n)
	if err := binary.Write(&buf, binary.NativeEndian, h); err != nil {
		return fmt.Errorf("table cache: %w", err)
	}
	for _, p := range parts {
		buf.Write(WordBytes(p))
	}
	if err := s.Put(filepath.Base(path), buf.Bytes()); err != nil {
		return fmt.Errorf("table cache: %s: %w", name, err)
	}
	return nil
}
