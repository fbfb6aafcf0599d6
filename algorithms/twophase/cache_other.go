//go:build !js

package twophase

import "errors"

// Outside the browser the tables are cached on disk only (cache.go).

var errNoBrowser = errors.New("no browser storage outside the browser")

func loadBrowserTables() (*tables, error) { return nil, errNoBrowser }

func saveBrowserTables(*tables) error { return errNoBrowser }
