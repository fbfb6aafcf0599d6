package cli

import (
	"net"
	"strings"
	"testing"
)

// cubelab serve's flags: the documented default address, and bad values
// refused before anything listens.
func TestServeFlags(t *testing.T) {
	if code, _, errb := run(t, "", "serve", "-h"); code != 0 || !strings.Contains(errb, `"127.0.0.1:3000"`) {
		t.Fatalf("serve -h: %d %q", code, errb)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	tests := []struct {
		args   []string
		code   int
		stderr string
	}{
		{[]string{"serve", "--max-solves", "-1"}, 2, "must not be negative"},
		{[]string{"serve", "--solve-timeout", "0s"}, 2, "want a positive duration"},
		{[]string{"serve", "extra"}, 2, `unexpected argument "extra"`},
		{[]string{"serve", "--addr", ln.Addr().String()}, 1, "listen on " + ln.Addr().String()},
	}
	for _, tt := range tests {
		if code, _, errb := run(t, "", tt.args...); code != tt.code || !strings.Contains(errb, tt.stderr) {
			t.Errorf("%v: code %d stderr %q; want %d and %q", tt.args, code, errb, tt.code, tt.stderr)
		}
	}
}
