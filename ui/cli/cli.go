// Package cli runs Cubelab's subcommands (apply, solve, scramble, render,
// bench, play, serve). Each command lives in its own file and registers
// itself; main.go dispatches to Run.
package cli

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"sort"
	"strings"
)

// Env is what a command reads and writes; tests substitute buffers.
type Env struct {
	Stdin  io.Reader
	Stdout io.Writer
	Stderr io.Writer
}

// Command is one subcommand.
type Command struct {
	Name    string
	Summary string
	// Run executes the command with its arguments (without the name) and
	// returns the process exit code.
	Run func(env Env, args []string) int
}

var commands = map[string]Command{}

// Register adds a command; command files call it from init.
func Register(c Command) {
	if _, dup := commands[c.Name]; dup {
		panic("cli: command registered twice: " + c.Name)
	}
	commands[c.Name] = c
}

// Has reports whether name is a subcommand.
func Has(name string) bool {
	_, ok := commands[name]
	return ok
}

// Usage writes the list of commands.
func Usage(w io.Writer) {
	fmt.Fprintln(w, "usage: cubelab [command] [flags] [args]")
	fmt.Fprintln(w, "\nWith no command, cubelab opens the window. Commands:")
	var names []string
	for n := range commands {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		fmt.Fprintf(w, "  %-9s %s\n", n, commands[n].Summary)
	}
	fmt.Fprintln(w, "\nRun 'cubelab help COMMAND' (or 'cubelab COMMAND -h') for a command's flags.")
}

// Run dispatches args[0] to its command and returns the exit code: 0 on
// success, 1 on failure, 2 on a usage error.
func Run(env Env, args []string) int {
	if len(args) == 0 {
		Usage(env.Stderr)
		return 2
	}
	switch args[0] {
	case "help", "-h", "-help", "--help":
		if len(args) > 1 && Has(args[1]) { // help COMMAND shows that command's flags
			return commands[args[1]].Run(env, []string{"-h"})
		}
		Usage(env.Stdout)
		return 0
	}
	c, ok := commands[args[0]]
	if !ok {
		fmt.Fprintf(env.Stderr, "cubelab: unknown command %q\n\n", args[0])
		Usage(env.Stderr)
		return 2
	}
	return c.Run(env, args[1:])
}

// NewFlagSet returns a flag set that writes its errors and usage to env.Stderr.
func NewFlagSet(env Env, name, argsHelp string) *flag.FlagSet {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(env.Stderr)
	fs.Usage = func() {
		fmt.Fprintln(env.Stderr, strings.TrimSpace("usage: cubelab "+name+" [flags] "+argsHelp))
		fs.PrintDefaults()
	}
	return fs
}

// ParseFlags parses flags anywhere among args (Go's flag package stops at the
// first non-flag), returning the remaining positional arguments. The boolean
// result is false on a usage error, which it has already reported; code is
// then the exit code to return (0 for -h).
func ParseFlags(fs *flag.FlagSet, args []string) (rest []string, code int, ok bool) {
	for {
		if err := fs.Parse(args); err != nil {
			if errors.Is(err, flag.ErrHelp) {
				return nil, 0, false
			}
			return nil, 2, false
		}
		args = fs.Args()
		if len(args) == 0 {
			return rest, 0, true
		}
		// A lone "-" or anything after "--" is positional.
		if args[0] == "--" {
			return append(rest, args[1:]...), 0, true
		}
		rest = append(rest, args[0])
		args = args[1:]
		if len(args) == 0 {
			return rest, 0, true
		}
	}
}

// UsageErrorf reports a flag value or argument the command cannot use (out
// of range, conflicting, unexpected), prints the command's usage and returns
// exit code 2, as the flag package does for a malformed flag.
func UsageErrorf(env Env, fs *flag.FlagSet, format string, args ...any) int {
	fmt.Fprintln(env.Stderr, "cubelab "+fs.Name()+": "+fmt.Sprintf(format, args...))
	fs.Usage()
	return 2
}

// Failf reports an error and returns exit code 1.
func Failf(env Env, format string, args ...any) int {
	msg := fmt.Sprintf(format, args...)
	fmt.Fprintln(env.Stderr, "cubelab: "+strings.TrimSpace(msg))
	return 1
}
