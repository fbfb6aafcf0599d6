//go:build js

package twophase

import (
	"errors"
	"fmt"
	"syscall/js"
	"time"
)

// In the browser there is no cache directory (CacheDir is ""), so the tables
// are kept in the page's IndexedDB instead: one record holding the same
// bytes as the disk cache file (sealTables), so the same magic, checksum and
// shape checks decide whether it can be used. A record from an older table
// layout or a damaged one is rebuilt and overwritten, as a file would be.
// Each load and save is noted on the browser's console (where a developer,
// and the end-to-end test, can see which happened and how long it took).

const (
	idbName    = "cubelab"
	idbVersion = 1
	idbStore   = "tables"
	idbKey     = "twophase"
)

// loadBrowserTables reads the tables from IndexedDB.
func loadBrowserTables() (*tables, error) {
	start := time.Now()
	db, err := openIDB()
	if err != nil {
		note("cubelab: " + err.Error())
		return nil, err
	}
	defer db.Call("close")
	tx := db.Call("transaction", idbStore, "readonly")
	v, err := await(tx.Call("objectStore", idbStore).Call("get", idbKey))
	if err != nil {
		note("cubelab: 3x3 tables not read from IndexedDB: " + err.Error())
		return nil, fmt.Errorf("browser table cache: %w", err)
	}
	if v.IsUndefined() || v.IsNull() {
		return nil, errors.New("browser table cache: empty")
	}
	arr := js.Global().Get("Uint8Array").New(v)
	if arr.Length() > maxCacheBytes {
		return nil, fmt.Errorf("%w: browser table cache of %d bytes, more than any table cache", errCorrupt, arr.Length())
	}
	b := make([]byte, arr.Length())
	js.CopyBytesToGo(b, arr)
	t, err := openTables(b, "browser table cache")
	if err != nil {
		note("cubelab: 3x3 tables in IndexedDB unusable, rebuilding: " + err.Error())
		return nil, err
	}
	note(fmt.Sprintf("cubelab: 3x3 tables loaded from IndexedDB (%d bytes) in %d ms", len(b), time.Since(start).Milliseconds()))
	return t, nil
}

// note writes msg on the browser's console.
func note(msg string) {
	js.Global().Get("console").Call("info", msg)
}

// saveBrowserTables stores the tables in IndexedDB, replacing any older
// record. A browser that refuses (private mode, quota) only costs a rebuild
// next time.
func saveBrowserTables(t *tables) error {
	db, err := openIDB()
	if err != nil {
		return err
	}
	defer db.Call("close")
	b := sealTables(t)
	arr := js.Global().Get("Uint8Array").New(len(b))
	js.CopyBytesToJS(arr, b)
	tx := db.Call("transaction", idbStore, "readwrite")
	tx.Call("objectStore", idbStore).Call("put", arr.Get("buffer"), idbKey)
	if err := awaitTx(tx); err != nil {
		note("cubelab: 3x3 tables not saved to IndexedDB: " + err.Error())
		return fmt.Errorf("browser table cache: %w", err)
	}
	note(fmt.Sprintf("cubelab: 3x3 tables saved to IndexedDB (%d bytes)", len(b)))
	return nil
}

// openIDB opens (creating on first use) the database.
func openIDB() (js.Value, error) {
	idb := js.Global().Get("indexedDB")
	if idb.IsUndefined() || idb.IsNull() {
		return js.Value{}, errors.New("browser table cache: no IndexedDB")
	}
	req := idb.Call("open", idbName, idbVersion)
	upgrade := js.FuncOf(func(js.Value, []js.Value) any {
		db := req.Get("result")
		if !db.Get("objectStoreNames").Call("contains", idbStore).Bool() {
			db.Call("createObjectStore", idbStore)
		}
		return nil
	})
	defer upgrade.Release()
	req.Set("onupgradeneeded", upgrade)
	db, err := await(req)
	if err != nil {
		return js.Value{}, fmt.Errorf("browser table cache: opening IndexedDB: %w", err)
	}
	return db, nil
}

// await waits for an IDBRequest's success (its result) or error. The caller
// runs on a goroutine of its own (a solve), so blocking here lets the
// browser's event loop run the callbacks.
func await(req js.Value) (js.Value, error) {
	return wait(req, "success", "error", "", func() js.Value { return req.Get("result") })
}

// awaitTx waits for an IDBTransaction to commit.
func awaitTx(tx js.Value) error {
	_, err := wait(tx, "complete", "error", "abort", func() js.Value { return js.Undefined() })
	return err
}

// wait blocks until target fires ok (then returns result()) or one of the
// failure events (then the target's error).
func wait(target js.Value, ok, fail, abort string, result func() js.Value) (js.Value, error) {
	type outcome struct {
		v   js.Value
		err error
	}
	// A failed transaction fires error then abort: only the first counts,
	// and a callback must never block (it runs on the browser's thread).
	done := make(chan outcome, 1)
	report := func(o outcome) {
		select {
		case done <- o:
		default:
		}
	}
	onOK := js.FuncOf(func(js.Value, []js.Value) any {
		report(outcome{v: result()})
		return nil
	})
	onFail := js.FuncOf(func(js.Value, []js.Value) any {
		msg := "failed"
		if e := target.Get("error"); !e.IsUndefined() && !e.IsNull() {
			msg = e.Get("name").String() + ": " + e.Get("message").String()
		}
		report(outcome{err: errors.New(msg)})
		return nil
	})
	events := []string{"on" + ok, "on" + fail}
	target.Set(events[0], onOK)
	target.Set(events[1], onFail)
	if abort != "" {
		events = append(events, "on"+abort)
		target.Set(events[2], onFail)
	}
	r := <-done
	for _, e := range events {
		target.Set(e, js.Null()) // no call into the released functions below
	}
	onOK.Release()
	onFail.Release()
	return r.v, r.err
}
