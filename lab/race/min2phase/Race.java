// Race times min2phase (Chen Shuang's two-phase solver, cs.min2phase, GPL,
// fetched and compiled under /tmp by lab/race/min2phase.sh, never part of
// this repository) on the cubes lab/race/cubes prints, and writes one record
// per solve for lab/race/report, which checks every answer with Cubelab's
// kernel and prints the table.
//
//   java -cp <min2phase classes>:<this class> Race cubes.txt records.tsv [warm-up cubes]
//
// Modes (Search.solution(facelets, maxDepth, probeMax, probeMin, verbose)):
//   "max 21"                  maxDepth 21, probeMin 0: the first solution of at most 21 moves
//   "max 20"                  maxDepth 20, probeMin 0: the first of at most 20
//   "max 21, probeMin 100"    maxDepth 21, probeMin 100: keeps searching for shorter ones
//                             until 100 phase-2 probes are spent (then returns the shortest
//                             found), the probe-budgeted "default" that a GUI would use
// probeMax is 100000000 throughout (no practical limit) and verbose 0 (plain
// moves; OPTIMAL_SOLUTION, 0x8, would switch to min2phase's optimal search,
// which is a different race).
//
// Timing: CPU time of the solving thread (ThreadMXBean, CLOCK_THREAD_CPUTIME_ID
// on Linux, the clock `cubelab bench` reads) and the call's wall-clock time
// (System.nanoTime; the records carry both), one solve at a time on one
// Search object. Warm-up: the JIT compiles min2phase's hot code only after
// thousands of calls, so before any timing the harness solves W other random
// cubes (Tools.randomCube with java.util.Random(1), W = 100 unless given)
// in every mode; then, like `cubelab bench`, each mode begins with one
// untimed solve of the first cube.
//
// Node counts come from a patched copy of Search (see min2phase.sh): if
// Search has static long fields raceNodesPre, raceNodes1, raceNodes2 they are
// reset before and read after each solve; otherwise the record says -1.

import cs.min2phase.Search;
import cs.min2phase.Tools;

import java.io.IOException;
import java.io.PrintWriter;
import java.lang.management.ThreadMXBean;
import java.lang.reflect.Field;
import java.util.List;
import java.util.Random;

public class Race {
    static final long PROBE_MAX = 100000000L;

    static final class Mode {
        final String name;
        final int maxDepth;
        final long probeMin;

        Mode(String name, int maxDepth, long probeMin) {
            this.name = name;
            this.maxDepth = maxDepth;
            this.probeMin = probeMin;
        }

        String solve(Search s, String facelets) {
            return s.solution(facelets, maxDepth, PROBE_MAX, probeMin, 0);
        }
    }

    static final Mode[] MODES = {
        new Mode("max 21", 21, 0),
        new Mode("max 20", 20, 0),
        new Mode("max 21, probeMin 100", 21, 100),
    };

    public static void main(String[] args) throws IOException, ReflectiveOperationException {
        int warm = RaceKit.usage(args, 100);
        List<String> cubes = RaceKit.cubes(args[0], 0, "");
        ThreadMXBean mx = RaceKit.cpuClock();

        long wall0 = System.nanoTime(), cpu0 = mx.getCurrentThreadCpuTime();
        Search.init();
        long initWall = System.nanoTime() - wall0, initCPU = mx.getCurrentThreadCpuTime() - cpu0;

        Field[] counters = nodeCounters();
        Search search = new Search();

        Random gen = new Random(1);
        for (int i = 0; i < warm; i++) {
            String f = Tools.randomCube(gen);
            for (Mode m : MODES) {
                m.solve(search, f);
            }
        }

        PrintWriter out = RaceKit.records(args[1],
            String.format("min2phase race: %d cubes, %d warm-up cubes per mode, node counters %s, %s",
                          cubes.size(), warm, counters == null ? "absent" : "present", RaceKit.vm()),
            String.format("Search.init(): %.1f ms wall, %.1f ms CPU", initWall / 1e6, initCPU / 1e6));
        for (Mode m : MODES) {
            m.solve(search, cubes.get(0));
            for (int i = 0; i < cubes.size(); i++) {
                reset(counters);
                long w0 = System.nanoTime();
                long t0 = mx.getCurrentThreadCpuTime();
                String sol = m.solve(search, cubes.get(i));
                long cpu = mx.getCurrentThreadCpuTime() - t0;
                long wall = System.nanoTime() - w0;
                long[] n = read(counters);
                RaceKit.record(out, m.name, i, cpu, wall, search.numberOfProbes(), n[0], n[1], n[2], sol);
            }
        }
        RaceKit.close(out, args[1]);
        System.out.printf("Search.init(): %.1f ms wall, %.1f ms CPU; node counters %s%n",
                          initWall / 1e6, initCPU / 1e6, counters == null ? "absent (timed copy)" : "present (counting copy)");
    }

    // nodeCounters returns the patched copy's counters, or null for an unpatched min2phase.
    static Field[] nodeCounters() {
        try {
            return new Field[] {
                Search.class.getField("raceNodesPre"),
                Search.class.getField("raceNodes1"),
                Search.class.getField("raceNodes2"),
            };
        } catch (NoSuchFieldException e) {
            return null;
        }
    }

    static void reset(Field[] counters) throws IllegalAccessException {
        if (counters != null) {
            for (Field f : counters) {
                f.setLong(null, 0);
            }
        }
    }

    static long[] read(Field[] counters) throws IllegalAccessException {
        long[] n = {-1, -1, -1};
        if (counters != null) {
            for (int i = 0; i < 3; i++) {
                n[i] = counters[i].getLong(null);
            }
        }
        return n;
    }
}
