package cube2

import (
	"os"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// specPath is the wire-format description in the repository's docs.
const specPath = "../../../docs/cube2-wire-format.md"

// The turn tables are the documented ones, row for row: read them from the
// document itself, so a typo in either shows.
func TestTablesAreTheSpecs(t *testing.T) {
	b, err := os.ReadFile(specPath)
	if err != nil {
		t.Fatal(err)
	}
	rows := regexp.MustCompile(`(?m)^\| ([URFxyz][123]) \| ([0-7 ]+) \| ([0-2 ]+) \|$`).FindAllStringSubmatch(string(b), -1)
	if len(rows) != 18 {
		t.Fatalf("found %d table rows in %s, want 18", len(rows), specPath)
	}
	nums := func(s string) (out [8]uint8) {
		for i, f := range strings.Fields(s) {
			v, _ := strconv.Atoi(f)
			out[i] = uint8(v)
		}
		return out
	}
	for _, r := range rows {
		tab, ok := Lookup(r[1])
		if !ok {
			t.Errorf("no table %s", r[1])
			continue
		}
		if tab.A != nums(r[2]) || tab.B != nums(r[3]) {
			t.Errorf("%s: code a=%v b=%v, spec a=%s b=%s", r[1], tab.A, tab.B, r[2], r[3])
		}
	}
}
