package gui

import (
	"fmt"
	"strings"

	"cubelab/algorithms"
	"cubelab/ui/gui/model"
)

// A method with a choice of pruning tables (optimal: small or large) offers
// it in the "Tables" row under the method; the choice is remembered per method in
// the preferences and passed to the solver as Config.TableSize.

// tablesKey is the preference key of a method's table choice.
func tablesKey(method string) string { return "cubelab.tables." + method }

// tableSize returns the table choice for method: the remembered one if it
// is still offered, else the method's default (its first); "" for methods
// without a choice.
func (u *ui) tableSize(method string) string {
	m, ok := algorithms.Lookup(method)
	if !ok || len(m.Tables) == 0 {
		return ""
	}
	saved := u.app.Preferences().String(tablesKey(m.Name))
	for _, t := range m.Tables {
		if t.Name == saved {
			return saved
		}
	}
	return m.Tables[0].Name
}

// refreshTables fills the Tables row for the selected method: its options
// and the current choice if it has a choice of tables; a disabled "none to
// choose" otherwise. The row is always there: showing it only for optimal
// pushed everything below it down by a row (issue 42).
func (u *ui) refreshTables() {
	w := &u.w
	if w.tablesRow == nil {
		return
	}
	m, ok := algorithms.Lookup(model.MethodName(w.method.Selected))
	if !ok || len(m.Tables) == 0 {
		w.tables.Options, w.tables.Selected = nil, ""
		w.tables.Disable()
		w.tables.Refresh()
		return
	}
	var opts []string
	for _, t := range m.Tables {
		opts = append(opts, t.Name+" - "+t.About)
	}
	opts = fitMethods(opts, w.phone) // the status line has the whole text
	sel := ""
	current := u.tableSize(m.Name)
	for i, t := range m.Tables {
		if t.Name == current {
			sel = opts[i]
		}
	}
	w.tables.Options = opts
	w.tables.Selected = sel
	w.tables.Enable()
	w.tables.Refresh()
}

// describeTables says in the status line what each of the method's table
// choices costs, in full: the Tables box has room for the start only.
func (u *ui) describeTables(method string) {
	m, ok := algorithms.Lookup(method)
	if !ok || len(m.Tables) == 0 {
		return
	}
	var parts []string
	for _, t := range m.Tables {
		parts = append(parts, t.Name+": "+t.About)
	}
	u.setStatus(fmt.Sprintf("%s's tables (choose under Tables) - %s.", m.Name, strings.Join(parts, "; ")))
}
