//go:build js

package gui

import (
	"errors"
	"fmt"
	"syscall/js"
	"time"

	"cubelab/algorithms/tablecache"
)

// In the browser there is no cache directory: the table cache's files (the
// two-phase tables, 1 MB, which kociemba and reduction's 3x3 stage need;
// the 4x4's edge table, 15.5 MB; the 5x5's tables, 144 MB: from 0.4 s to
// 90 s to build in WebAssembly) are kept in the page's IndexedDB under
// "file:" and their names (idbFiles), so that only the first visit builds
// them. Storage is a convenience: when it is missing, full, blocked or
// holds a damaged copy, the tables are built as usual.
const (
	tableDB      = "cubelab"
	tableStore   = "tables"
	storeTimeout = 3 * time.Second
	// fileTimeout bounds a table cache file's read or write: tens of MB.
	fileTimeout = time.Minute
)

// legacyTablesKey is where pages until 2026-11-27 kept the two-phase
// tables themselves (1.3 MB), now one of the table cache's files.
const legacyTablesKey = "cubelab-twophase-3"

func init() {
	tablecache.UseStore("the browser's storage (IndexedDB)", idbFiles{})
	go func() { _ = idbDelete(legacyTablesKey, storeTimeout) }() // best effort
}

// idbFiles keeps package tablecache's files in IndexedDB.
type idbFiles struct{}

// Get returns the stored file, or nil if there is none; a file found is
// the page's mark "file-restored-NAME" (the web end-to-end test reads it;
// tablecache checks the file after that, and one it refuses is built and
// stored again, which the mark "file-stored-NAME" then shows).
func (idbFiles) Get(name string) ([]byte, error) {
	start := time.Now()
	b, err := idbGet("file:"+name, fileTimeout)
	if err == nil && b != nil {
		milestoneAfter("file-restored-"+name, time.Since(start))
	}
	return b, err
}

// Put stores the file; done, it is the mark "file-stored-NAME".
func (idbFiles) Put(name string, b []byte) error {
	start := time.Now()
	if err := idbPut("file:"+name, b, fileTimeout); err != nil {
		fmt.Println("cubelab: table file", name, "not stored in the browser:", err)
		return err
	}
	milestoneAfter("file-stored-"+name, time.Since(start))
	return nil
}

// idbRequest waits for an IndexedDB request's success (returning its
// result) or error, at most timeout.
func idbRequest(req js.Value, timeout time.Duration) (js.Value, error) {
	done := make(chan error, 1)
	var ok, fail js.Func
	ok = js.FuncOf(func(js.Value, []js.Value) any { done <- nil; return nil })
	fail = js.FuncOf(func(js.Value, []js.Value) any {
		msg := "request failed"
		if e := req.Get("error"); e.Truthy() {
			msg = e.Get("message").String()
		}
		done <- errors.New(msg)
		return nil
	})
	defer ok.Release()
	defer fail.Release()
	req.Set("onsuccess", ok)
	req.Set("onerror", fail)
	select {
	case err := <-done:
		if err != nil {
			return js.Undefined(), err
		}
		return req.Get("result"), nil
	case <-time.After(timeout):
		return js.Undefined(), errors.New("storage did not answer")
	}
}

// idbOpen opens the database, creating its store the first time.
func idbOpen() (js.Value, error) {
	idb := js.Global().Get("indexedDB")
	if !idb.Truthy() {
		return js.Undefined(), errors.New("this browser has no IndexedDB")
	}
	req := idb.Call("open", tableDB, 1)
	upgrade := js.FuncOf(func(js.Value, []js.Value) any {
		db := req.Get("result")
		if !db.Get("objectStoreNames").Call("contains", tableStore).Bool() {
			db.Call("createObjectStore", tableStore)
		}
		return nil
	})
	defer upgrade.Release()
	req.Set("onupgradeneeded", upgrade)
	return idbRequest(req, storeTimeout)
}

// idbDo runs one request on the tables store, waiting at most timeout for
// it, and closes the database.
func idbDo(mode string, timeout time.Duration, do func(store js.Value) js.Value) (v js.Value, err error) {
	defer func() {
		if r := recover(); r != nil { // a js.Value call that threw
			v, err = js.Undefined(), fmt.Errorf("storage: %v", r)
		}
	}()
	db, err := idbOpen()
	if err != nil {
		return js.Undefined(), err
	}
	defer db.Call("close")
	store := db.Call("transaction", tableStore, mode).Call("objectStore", tableStore)
	return idbRequest(do(store), timeout)
}

// idbGet returns the bytes stored under key, or nil if there are none.
func idbGet(key string, timeout time.Duration) ([]byte, error) {
	v, err := idbDo("readonly", timeout, func(s js.Value) js.Value { return s.Call("get", key) })
	if err != nil || v.IsUndefined() || v.IsNull() {
		return nil, err
	}
	if !v.InstanceOf(js.Global().Get("Uint8Array")) {
		return nil, errors.New("the stored entry is not bytes")
	}
	b := make([]byte, v.Get("length").Int())
	js.CopyBytesToGo(b, v)
	return b, nil
}

// idbPut stores b under key.
func idbPut(key string, b []byte, timeout time.Duration) error {
	arr := js.Global().Get("Uint8Array").New(len(b))
	js.CopyBytesToJS(arr, b)
	_, err := idbDo("readwrite", timeout, func(s js.Value) js.Value { return s.Call("put", arr, key) })
	return err
}

// idbDelete removes what is stored under key.
func idbDelete(key string, timeout time.Duration) error {
	_, err := idbDo("readwrite", timeout, func(s js.Value) js.Value { return s.Call("delete", key) })
	return err
}
