// Package race compares Cubelab's 3x3x3 two-phase solver (-m kociemba) with
// min2phase, Chen Shuang's Java two-phase solver, on the same random-state
// cubes as `cubelab bench -n 3 -m kociemba` (lab.TargetCubes).
//
// The Go side writes the cubes as min2phase's facelet strings (Facelets,
// command lab/race/cubes), reads back the per-solve records the Java harness
// writes (ParseRecords), checks every solution by applying it to its cube
// with our kernel (Check) and prints the summary table (Markdown, command
// lab/race/report). min2phase itself is never part of this repository:
// lab/race/min2phase.sh fetches, compiles and runs it under /tmp; see
// DEVELOPERS.md.
package race
