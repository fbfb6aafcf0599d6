// Command cubes prints the random-state 3x3x3 cubes of `cubelab bench -n 3
// -m kociemba -runs N` as min2phase facelet strings (faces U R F D L B, face
// letters), one a line, for the min2phase race (lab/race/min2phase.sh).
//
//	go run ./lab/race/cubes -runs 300 > /tmp/race/cubes.txt
package main

import (
	"bufio"
	"flag"
	"fmt"
	"os"

	"cubelab/lab/race"
)

func main() {
	runs := flag.Int("runs", 300, "how many cubes (bench's -runs)")
	seed := flag.Uint64("seed", 0, "random seed (bench's -seed; 0 is bench's default)")
	flag.Parse()
	if *runs < 1 {
		fmt.Fprintln(os.Stderr, "cubes: -runs must be at least 1")
		os.Exit(2)
	}
	w := bufio.NewWriter(os.Stdout)
	for _, s := range race.Facelets(*runs, *seed) {
		fmt.Fprintln(w, s)
	}
	if err := w.Flush(); err != nil {
		fmt.Fprintln(os.Stderr, "cubes:", err)
		os.Exit(1)
	}
}
