// Package race compares Cubelab's solvers with Chen Shuang's Java solvers on
// the same random-state cubes: the 3x3x3 two-phase solver (-m kociemba)
// with min2phase, on the cubes of `cubelab bench -n 3 -m kociemba`
// (lab.TargetCubes), and the big-cube reduction solver (-m reduction) with
// TPR on the 4x4x4 and cube555 on the 5x5x5, on the cubes of `cubelab bench
// -n N` (lab.Positions).
//
// The Go side writes the cubes as the Java solvers' facelet strings
// (Facelets, command lab/race/cubes -n N), reads back the per-solve records
// the Java harnesses write (ParseRecords), checks every solution by parsing
// it with our notation parser and applying it to its cube with our kernel
// (Check) and prints the summary table (Markdown or BigMarkdown, command
// lab/race/report). The Java solvers are never part of this repository:
// lab/race/min2phase.sh, tpr.sh and cube555.sh fetch, compile and run them
// under /tmp; see DEVELOPERS.md.
package race
