// Race times TPR (Chen Shuang's three-phase-reduction 4x4x4 solver,
// cs.threephase, GPL, fetched and compiled under /tmp by lab/race/tpr.sh,
// never part of this repository) on the cubes `lab/race/cubes -n 4` prints,
// and writes one record per solve for lab/race/report, which checks every
// answer with Cubelab's kernel and prints the table.
//
//   java -cp <TPR classes>:twophase.jar:<this class> Race cubes.txt records.tsv [warm-up cubes]
//
// The call: Search.solution(facelets) with inverse_solution false (moves
// that solve the cube as given, not a scramble) and with_rotation false:
// TPR's default appends the whole-cube rotation ("x y2"...) that brings the
// solved cube back to the orientation of its facelet string; without it
// the answer is plain outer and wide turns (U R F D L B, Uw Rw Fw) that
// leave the cube solved in some orientation, which is what Cubelab's check
// (cube.IsSolved) and its own solver's answers mean by solved. Rotations
// count nothing in OBTM, so the choice does not change a length. TPR has
// one mode, no depth or probe limits to set: its phase budgets are
// constants of its Search.
//
// Timing: CPU time of the solving thread (ThreadMXBean, CLOCK_THREAD_CPUTIME_ID
// on Linux, the clock `cubelab bench` reads for its CPU column) and the
// call's wall-clock time (System.nanoTime; bench's time column is
// wall-clock), one solve at a time on one Search object. Tables are built
// in memory by Search.init() (TPR's own min2phase's too) before any timing.
// Warm-up: before any timing the harness solves W other random cubes
// (Tools.randomCube with java.util.Random(1), W = 20 unless given; a TPR
// solve is thousands of inner calls, so this is far past the JIT's
// thresholds), then, like `cubelab bench`, one untimed solve of the first
// cube. Records have bench's layout for min2phase (see lab/race/records.go),
// probes and nodes -1: TPR counts neither.

import cs.threephase.Search;
import cs.threephase.Tools;

import java.io.IOException;
import java.io.PrintWriter;
import java.lang.management.ThreadMXBean;
import java.util.List;
import java.util.Random;

public class Race {
    static final String MODE = "TPR";

    public static void main(String[] args) throws IOException {
        int warm = RaceKit.usage(args, 20);
        List<String> cubes = RaceKit.cubes(args[0], 96, "a 4x4x4");
        ThreadMXBean mx = RaceKit.cpuClock();

        long wall0 = System.nanoTime(), cpu0 = mx.getCurrentThreadCpuTime();
        Search.init();
        long initWall = System.nanoTime() - wall0, initCPU = mx.getCurrentThreadCpuTime() - cpu0;

        Search search = new Search();
        search.inverse_solution = false;
        search.with_rotation = false;

        Random gen = new Random(1);
        long warmWall0 = System.nanoTime();
        for (int i = 0; i < warm; i++) {
            solve(search, Tools.randomCube(gen));
        }
        long warmWall = System.nanoTime() - warmWall0;
        solve(search, cubes.get(0));

        PrintWriter out = RaceKit.records(args[1],
            String.format("TPR race: %d cubes, %d warm-up cubes, %s", cubes.size(), warm, RaceKit.vm()),
            String.format("Search.init(): %.1f ms wall, %.1f ms CPU", initWall / 1e6, initCPU / 1e6));
        int errors = RaceKit.timeEach(out, MODE, cubes, mx, f -> solve(search, f));
        RaceKit.close(out, args[1]);
        System.out.printf("TPR Search.init(): %.1f ms wall, %.1f ms CPU; %d warm-up solves in %.1f s; %d errors%n",
                          initWall / 1e6, initCPU / 1e6, warm, warmWall / 1e9, errors);
    }

    // solve returns TPR's answer, or "Error ..." if it throws: its README
    // warns of ArrayIndexOutOfBoundsExceptions, and its Search throws a bare
    // RuntimeException when its 3x3x3 stage fails. The report keeps such
    // answers as unsolved rather than losing the whole run.
    static String solve(Search s, String facelets) {
        try {
            return s.solution(facelets);
        } catch (RuntimeException e) {
            return RaceKit.errorOf(e);
        }
    }
}
