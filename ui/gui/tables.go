package gui

import (
	"cubelab/algorithms"
	"cubelab/ui/gui/model"
)

// A method with a choice of pruning tables (optimal: small or large) shows
// a "Tables" row under the method; the choice is remembered per method in
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

// refreshTables shows the Tables row for the selected method if it has a
// choice of tables, with its options and the current choice, and hides it
// otherwise.
func (u *ui) refreshTables() {
	w := &u.w
	if w.tablesRow == nil {
		return
	}
	m, ok := algorithms.Lookup(model.MethodName(w.method.Selected))
	if !ok || len(m.Tables) == 0 {
		if w.tablesRow.Visible() {
			w.tablesRow.Hide()
			u.relayoutControls()
		}
		return
	}
	var opts []string
	sel := ""
	current := u.tableSize(m.Name)
	for _, t := range m.Tables {
		o := t.Name + " - " + t.About
		opts = append(opts, o)
		if t.Name == current {
			sel = o
		}
	}
	w.tables.Options = opts
	w.tables.Selected = sel
	w.tables.Refresh()
	if !w.tablesRow.Visible() {
		w.tablesRow.Show()
		u.relayoutControls()
	}
}

// relayoutControls lays the controls out again after a row showed or hid.
func (u *ui) relayoutControls() {
	if u.w.controls != nil {
		u.w.controls.Refresh()
	}
}
