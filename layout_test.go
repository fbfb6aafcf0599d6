package main

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// floors is README's floor plan ("Layout"): for each directory prefix, the
// module packages its non-test files may import. The cube model is the
// ground floor; algorithms and render stand on it side by side; lab on
// those; the front ends (ui) on everything; main on the front ends. Only
// ui/cli uses lab, and only main.go and ui/gui use Fyne.
var floors = []struct {
	dir     string
	imports []string // prefixes of allowed cubelab/... imports
	fyne    bool
}{
	{"cube", nil, false},
	{"algorithms", []string{"cubelab/cube", "cubelab/algorithms"}, false},
	{"render", []string{"cubelab/cube"}, false},
	{"lab", []string{"cubelab/cube", "cubelab/algorithms", "cubelab/render", "cubelab/lab"}, false},
	{"ui/cli", []string{"cubelab/cube", "cubelab/algorithms", "cubelab/render", "cubelab/lab", "cubelab/ui/"}, false},
	{"ui/gui", []string{"cubelab/cube", "cubelab/algorithms", "cubelab/render", "cubelab/ui/gui", "cubelab/ui/savefile"}, true},
	{"ui", []string{"cubelab/cube", "cubelab/algorithms", "cubelab/render", "cubelab/ui/"}, false},
	{".", []string{"cubelab/ui/"}, true},
}

func TestFloorPlan(t *testing.T) {
	fset := token.NewFileSet()
	err := filepath.WalkDir(".", func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && path != "." && (strings.HasPrefix(d.Name(), ".") || d.Name() == "testdata" || d.Name() == "bin" || d.Name() == "wasm") {
			return filepath.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		dir := filepath.ToSlash(filepath.Dir(path))
		floor := -1
		for i, f := range floors {
			if dir == f.dir || strings.HasPrefix(dir, f.dir+"/") || (f.dir == "." && dir == ".") {
				floor = i
				break
			}
		}
		if floor < 0 {
			t.Errorf("%s: directory %s is on no floor of the plan", path, dir)
			return nil
		}
		f, err := parser.ParseFile(fset, path, nil, parser.ImportsOnly)
		if err != nil {
			return err
		}
		for _, imp := range f.Imports {
			p, _ := strconv.Unquote(imp.Path.Value)
			switch {
			case strings.HasPrefix(p, "fyne.io/") && !floors[floor].fyne:
				t.Errorf("%s imports %s: only main.go and ui/gui use Fyne", path, p)
			case p == "cubelab" || strings.HasPrefix(p, "cubelab/"):
				ok := false
				for _, allowed := range floors[floor].imports {
					ok = ok || p == allowed || strings.HasPrefix(p, allowed) && (strings.HasSuffix(allowed, "/") || strings.HasPrefix(p, allowed+"/"))
				}
				if !ok {
					t.Errorf("%s imports %s, which %s may not (README, Layout)", path, p, floors[floor].dir)
				}
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

// TestREADMEWalks checks that the functions README's two walks name exist:
// each `a.B` or `a.T.M` in the walks must end in a function or method of the
// module (receiver type T when named), so a rename shows up here.
func TestREADMEWalks(t *testing.T) {
	b, err := os.ReadFile("README.md")
	if err != nil {
		t.Fatal(err)
	}
	text := string(b)
	i := strings.Index(text, "Two walks through the code")
	if i < 0 {
		t.Fatal("README has no walks (Layout: Two walks through the code)")
	}
	walks := text[i:]
	if j := strings.Index(walks, "\n## "); j >= 0 {
		walks = walks[:j]
	}
	funcs := map[string]bool{} // "Name" and "Type.Name"
	fset := token.NewFileSet()
	err = filepath.WalkDir(".", func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && path != "." && strings.HasPrefix(d.Name(), ".") {
			return filepath.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		f, err := parser.ParseFile(fset, path, nil, 0)
		if err != nil {
			return err
		}
		for _, decl := range f.Decls {
			fd, ok := decl.(*ast.FuncDecl)
			if !ok {
				continue
			}
			funcs[fd.Name.Name] = true
			if fd.Recv != nil && len(fd.Recv.List) == 1 {
				typ := fd.Recv.List[0].Type
				if st, ok := typ.(*ast.StarExpr); ok {
					typ = st.X
				}
				if id, ok := typ.(*ast.Ident); ok {
					funcs[id.Name+"."+fd.Name.Name] = true
				}
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	names := regexp.MustCompile("`([a-zA-Z0-9_.]+)`").FindAllStringSubmatch(walks, -1)
	if len(names) < 20 {
		t.Fatalf("found %d names in the walks, want the two walks' function lists", len(names))
	}
	for _, m := range names {
		parts := strings.Split(m[1], ".")
		name := parts[len(parts)-1]
		if len(parts) >= 2 && funcs[parts[len(parts)-2]+"."+name] {
			continue
		}
		if (len(parts) == 1 || parts[0] == strings.ToLower(parts[0])) && funcs[name] {
			continue // a function, or pkg.Func
		}
		if m[1] == "fyne.Animation" || m[1] == "POST" {
			continue
		}
		t.Errorf("README walk names %s, which the code does not have", m[1])
	}
}
