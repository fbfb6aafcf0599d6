// Race times cube555 (Chen Shuang's five-phase-reduction 5x5x5 solver,
// cs.cube555, GPL, fetched and compiled under /tmp by lab/race/cube555.sh,
// never part of this repository) on the cubes `lab/race/cubes -n 5` prints,
// and writes one record per solve for lab/race/report, which checks every
// answer with Cubelab's kernel and prints the table.
//
//   java -cp <cube555 classes>:twophase.jar:<this class> Race cubes.txt records.tsv [warm-up cubes]
//
// Run it in the directory that holds (or is to hold) cube555's pruning
// tables: Search.init() reads them from the working directory, or builds
// them (minutes) and writes them there (about 240 MB).
//
// The call is what cube555's own front end (example/MainProgram.java)
// does for a full solve: Search.solveReduction(facelets, 0) reduces the
// cube to a 3x3x3 (its moves: outer turns U R F D L B and two-layer wide
// turns u r f d l b, our Uw Rw Fw Dw Lw Bw) and returns the reduced cube's
// 3x3x3 facelets, which cube555's bundled min2phase (lib/twophase.jar)
// solves with solution(f, 21, Integer.MAX_VALUE, 500, 0): keep looking for
// shorter finishes until 500 probes. The answer is the two concatenated:
// plain moves, no rotations (the 5x5x5's centres never move).
//
// Timing: CPU time of the solving thread (ThreadMXBean, the clock `cubelab
// bench` reads for its CPU column) and the call's wall-clock time
// (System.nanoTime; bench's time column), reduction and 3x3x3 finish
// together, one solve at a time on one Search object each. Before any
// timing: both Search.init()s (tables loaded or built), W warm-up solves of
// other random cubes (Tools.randomCube with java.util.Random(1), W = 3
// unless given; each solve is seconds of search, far past the JIT's
// thresholds), then, like `cubelab bench`, one untimed solve of the first
// cube. cube555 prints its progress to stdout; the script keeps that in a
// log. Records have the layout of lab/race/records.go, probes and nodes -1.

import cs.cube555.Search;
import cs.cube555.Tools;

import java.io.IOException;
import java.io.PrintWriter;
import java.lang.management.ThreadMXBean;
import java.util.List;
import java.util.Random;

public class Race {
    static final String MODE = "cube555";

    final Search reduction = new Search();
    final cs.min2phase.Search finish = new cs.min2phase.Search();

    public static void main(String[] args) throws IOException {
        int warm = RaceKit.usage(args, 3);
        List<String> cubes = RaceKit.cubes(args[0], 150, "a 5x5x5");
        ThreadMXBean mx = RaceKit.cpuClock();

        long wall0 = System.nanoTime(), cpu0 = mx.getCurrentThreadCpuTime();
        Search.init();
        cs.min2phase.Search.init();
        long initWall = System.nanoTime() - wall0, initCPU = mx.getCurrentThreadCpuTime() - cpu0;

        Race r = new Race();
        Random gen = new Random(1);
        long warmWall0 = System.nanoTime();
        for (int i = 0; i < warm; i++) {
            r.solve(Tools.randomCube(gen));
        }
        long warmWall = System.nanoTime() - warmWall0;
        r.solve(cubes.get(0));

        PrintWriter out = RaceKit.records(args[1],
            String.format("cube555 race: %d cubes, %d warm-up cubes, %s", cubes.size(), warm, RaceKit.vm()),
            String.format("Search.init()s: %.1f ms wall, %.1f ms CPU", initWall / 1e6, initCPU / 1e6));
        int errors = RaceKit.timeEach(out, MODE, cubes, mx, r::solve);
        RaceKit.close(out, args[1]);
        // Last line of stdout: the script shows it (the rest is cube555's log).
        System.out.printf("cube555 Search.init()s: %.1f s wall, %.1f s CPU; %d warm-up solves in %.1f s; %d errors%n",
                          initWall / 1e9, initCPU / 1e9, warm, warmWall / 1e9, errors);
    }

    // solve returns the full solution, or "Error ..." when cube555 rejects
    // the cube (its "Error N" codes), min2phase gives up, or either throws:
    // the report keeps those as unsolved rather than losing the whole run.
    String solve(String facelets) {
        try {
            String[] red = reduction.solveReduction(facelets, 0);
            if (red[0].startsWith("Error")) {
                return red[0];
            }
            String fin = finish.solution(red[1], 21, Integer.MAX_VALUE, 500, 0);
            if (fin.startsWith("Error")) {
                return "Error 3x3x3 stage: " + fin.trim();
            }
            return red[0].trim() + " " + fin.trim();
        } catch (RuntimeException e) {
            return RaceKit.errorOf(e);
        }
    }
}
