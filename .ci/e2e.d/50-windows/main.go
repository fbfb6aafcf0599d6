// Command 50-windows checks the Windows build (`make windows`): the file is
// a PE32+ executable for x86-64 with the GUI subsystem (no console window
// opens with the app), and its resources hold an icon and version
// information naming the app and its version from FyneApp.toml. It is run by
// .ci/e2e.d/50-windows.sh; directories starting with "." are outside ./...,
// so it is not part of the module's packages.
//
// Usage: 50-windows Cubelab.exe NAME VERSION
package main

import (
	"bytes"
	"debug/pe"
	"encoding/binary"
	"fmt"
	"os"
	"unicode/utf16"
)

// Resource type IDs (winuser.h).
const (
	rtGroupIcon = 14
	rtVersion   = 16
)

func check(path, name, version string) error {
	f, err := pe.Open(path)
	if err != nil {
		return err
	}
	defer f.Close()
	if f.Machine != pe.IMAGE_FILE_MACHINE_AMD64 {
		return fmt.Errorf("machine %#x, want x86-64 (%#x)", f.Machine, pe.IMAGE_FILE_MACHINE_AMD64)
	}
	opt, ok := f.OptionalHeader.(*pe.OptionalHeader64)
	if !ok {
		return fmt.Errorf("not PE32+ (optional header %T)", f.OptionalHeader)
	}
	if opt.Subsystem != pe.IMAGE_SUBSYSTEM_WINDOWS_GUI {
		return fmt.Errorf("subsystem %d, want the GUI subsystem (%d)", opt.Subsystem, pe.IMAGE_SUBSYSTEM_WINDOWS_GUI)
	}
	rsrc := f.Section(".rsrc")
	if rsrc == nil {
		return fmt.Errorf("no resources (.rsrc): no icon or version information")
	}
	data, err := rsrc.Data()
	if err != nil {
		return fmt.Errorf(".rsrc: %w", err)
	}
	types, err := resourceTypes(data)
	if err != nil {
		return err
	}
	for _, want := range []struct {
		id   uint32
		name string
	}{{rtGroupIcon, "icon"}, {rtVersion, "version information"}} {
		if !types[want.id] {
			return fmt.Errorf("resources lack the %s (type %d); have %v", want.name, want.id, types)
		}
	}
	for _, s := range []string{name, version} {
		if !bytes.Contains(data, utf16le(s)) {
			return fmt.Errorf("version information does not mention %q", s)
		}
	}
	fmt.Printf("50-windows: %s: PE32+ x86-64, GUI subsystem, icon and version information (%s %s)\n", path, name, version)
	return nil
}

// resourceTypes lists the type IDs in the root of a resource directory.
func resourceTypes(d []byte) (map[uint32]bool, error) {
	if len(d) < 16 {
		return nil, fmt.Errorf(".rsrc too short")
	}
	named := int(binary.LittleEndian.Uint16(d[12:]))
	ids := int(binary.LittleEndian.Uint16(d[14:]))
	types := map[uint32]bool{}
	for i := range named + ids {
		off := 16 + 8*i
		if off+8 > len(d) {
			return nil, fmt.Errorf(".rsrc directory truncated")
		}
		if id := binary.LittleEndian.Uint32(d[off:]); id&0x80000000 == 0 {
			types[id] = true
		}
	}
	return types, nil
}

func utf16le(s string) []byte {
	var b []byte
	for _, u := range utf16.Encode([]rune(s)) {
		b = binary.LittleEndian.AppendUint16(b, u)
	}
	return b
}

func main() {
	if len(os.Args) != 4 {
		fmt.Fprintln(os.Stderr, "usage: 50-windows Cubelab.exe NAME VERSION")
		os.Exit(2)
	}
	if err := check(os.Args[1], os.Args[2], os.Args[3]); err != nil {
		fmt.Fprintln(os.Stderr, "50-windows:", err)
		os.Exit(1)
	}
}
