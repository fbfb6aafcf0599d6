// Command 34-web-phone drives the browser build (`make web`) as a phone app
// in headless Chromium through the DevTools protocol; see 34-web-phone.sh.
// It is outside ./... (the directory starts with "."), so it is not one of
// the module's packages.
//
// Usage: 34-web-phone DEVTOOLS_PORT SHOT_DIR SITE_DIR
package main

import (
	"fmt"
	"os"
)

func main() {
	if len(os.Args) != 4 {
		fmt.Fprintln(os.Stderr, "usage: 34-web-phone DEVTOOLS_PORT SHOT_DIR SITE_DIR")
		os.Exit(2)
	}
	if err := run(os.Args[1], os.Args[2], os.Args[3]); err != nil {
		fmt.Fprintln(os.Stderr, "34-web-phone:", err)
		os.Exit(1)
	}
	fmt.Println("web phone ok")
}
