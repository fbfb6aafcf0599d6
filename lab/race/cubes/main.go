// Command cubes prints a race's cubes as facelet strings in the order of
// Chen Shuang's solvers (faces U R F D L B, face letters), one a line: with
// -n 3 (the default) the random-state 3x3x3 cubes of `cubelab bench -n 3`'s
// kociemba targets table, for the min2phase race (lab/race/min2phase.sh);
// with -n 4 or more the random-state cubes `cubelab bench -n N -runs R -seed
// S` solves, for the TPR race (lab/race/tpr.sh) and the cube555 race.
//
//	go run ./lab/race/cubes -runs 300 > /tmp/race/cubes.txt
//	go run ./lab/race/cubes -n 4 -runs 30 > /tmp/tpr-race/cubes.txt
package main

import (
	"bufio"
	"flag"
	"fmt"
	"os"

	"cubelab/lab/race"
)

func main() {
	n := flag.Int("n", 3, "cube size (bench's -n)")
	runs := flag.Int("runs", 300, "how many cubes (bench's -runs)")
	seed := flag.Uint64("seed", 0, "random seed (bench's -seed; 0 is bench's default)")
	flag.Parse()
	if *runs < 1 {
		fmt.Fprintln(os.Stderr, "cubes: -runs must be at least 1")
		os.Exit(2)
	}
	lines, err := race.Facelets(*n, *runs, *seed)
	if err != nil {
		fmt.Fprintln(os.Stderr, "cubes:", err)
		os.Exit(1)
	}
	w := bufio.NewWriter(os.Stdout)
	for _, s := range lines {
		fmt.Fprintln(w, s)
	}
	if err := w.Flush(); err != nil {
		fmt.Fprintln(os.Stderr, "cubes:", err)
		os.Exit(1)
	}
}
