package model

import (
	"errors"
	"fmt"
	"strings"
	"testing"
)

// TestReservedKeysRefused: a crafted map binding Escape, Return, Tab,
// Ctrl+Z and the like to "turn R" is not read silently: each such line is
// left out and named with its key and line number; the good lines load
// (issue 43 item 10).
func TestReservedKeysRefused(t *testing.T) {
	reserved := []string{"Escape", "Return", "Tab", "Ctrl+Z", "Ctrl+Y", "Ctrl+P", "KP_Enter", "LeftShift", "Left", "End"}
	var sb strings.Builder
	sb.WriteString("W=turn U\n")
	for _, key := range reserved {
		fmt.Fprintf(&sb, "%s=turn R\n", key)
	}
	sb.WriteString("]=turn R\n") // not reserved: the Shuffle button does not go through the map
	k, err := DecodeKeymap(sb.String())
	if err == nil {
		t.Fatal("a map binding reserved keys was read without a word")
	}
	for i, key := range reserved[:maxNamedLines] {
		if want := fmt.Sprintf("line %d: key %s is reserved", i+2, key); !strings.Contains(err.Error(), want) {
			t.Errorf("error does not say %q: %v", want, err)
		}
	}
	if !strings.Contains(err.Error(), "and 2 more bad lines") {
		t.Errorf("error does not count the rest: %v", err)
	}
	if k == nil || k.Command("W") != "turn U" || k.Command("]") != "turn R" {
		t.Fatalf("the good lines did not load: %v", k)
	}
	for _, key := range reserved {
		if c := k.Command(key); c != "" {
			t.Errorf("%s runs %q", key, c)
		}
	}
	// Bound to their own meaning, Enter and Ctrl+Z are fine (the presets).
	ok, err := DecodeKeymap("Return=solve\nKP_Enter=solve\nCtrl+Z=undo\nCtrl+Shift+Z=redo\n")
	if err != nil || ok.Command("Return") != CmdSolve {
		t.Errorf("Enter to solve refused: %v", err)
	}
	var re *ReservedKeyError
	if err := DefaultKeymap().Rebind("Escape", CmdShuffle); !errors.As(err, &re) || re.Key != "Escape" {
		t.Errorf("Rebind of Escape: %v", err)
	}
	for _, preset := range Presets() {
		k, _ := NewKeymap(preset)
		if _, err := DecodeKeymap(k.Encode()); err != nil {
			t.Errorf("preset %s does not read back: %v", preset, err)
		}
	}
}
