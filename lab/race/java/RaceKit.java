// RaceKit is what the race harnesses (lab/race/*/Race.java) share: reading
// the cubes file lab/race/cubes wrote, the solving thread's CPU clock, and
// the records file lab/race/report reads (lab/race/records.go). Each race
// script compiles it beside its harness; like the harnesses it is ours,
// and only the peer solvers stay under /tmp.

import java.io.IOException;
import java.io.PrintWriter;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;

final class RaceKit {
    private RaceKit() {}

    // Usage checks a harness's arguments (cubes.txt records.tsv [warm-up
    // cubes]) and returns the warm-up count, def unless given.
    static int usage(String[] args, int def) {
        if (args.length < 2 || args.length > 3) {
            System.err.println("usage: Race cubes.txt records.tsv [warm-up cubes]");
            System.exit(2);
        }
        return args.length == 3 ? Integer.parseInt(args[2]) : def;
    }

    // cubes reads the facelet strings of path, one a line; letters > 0
    // demands that many a line (what names the size in errors).
    static List<String> cubes(String path, int letters, String size) throws IOException {
        List<String> cubes = new ArrayList<>();
        for (String line : Files.readAllLines(Paths.get(path), StandardCharsets.US_ASCII)) {
            line = line.trim();
            if (line.isEmpty()) {
                continue;
            }
            if (letters > 0 && line.length() != letters) {
                throw new IOException(path + ": a line of " + line.length() + " letters, want " + letters + " (" + size + ")");
            }
            cubes.add(line);
        }
        if (cubes.isEmpty()) {
            throw new IOException(path + ": no cubes");
        }
        return cubes;
    }

    // cpuClock is the solving thread's CPU clock (CLOCK_THREAD_CPUTIME_ID
    // on Linux, the clock `cubelab bench` reads for its CPU column).
    static ThreadMXBean cpuClock() {
        ThreadMXBean mx = ManagementFactory.getThreadMXBean();
        if (!mx.isCurrentThreadCpuTimeSupported()) {
            throw new IllegalStateException("this JVM cannot read the thread's CPU time");
        }
        mx.setThreadCpuTimeEnabled(true);
        return mx;
    }

    // records opens the records file: the caller's comment lines, then the
    // column header.
    static PrintWriter records(String path, String... comments) throws IOException {
        PrintWriter out = new PrintWriter(Files.newBufferedWriter(Paths.get(path), StandardCharsets.UTF_8));
        for (String c : comments) {
            out.println("# " + c);
        }
        out.println("# mode\tindex\tcpu_ns\twall_ns\tprobes\tnodes_pre\tnodes_p1\tnodes_p2\tsolution");
        return out;
    }

    // record writes one solve; -1 for counts the solver does not keep.
    static void record(PrintWriter out, String mode, int index, long cpu, long wall, long probes, long pre, long p1, long p2, String solution) {
        out.printf("%s\t%d\t%d\t%d\t%d\t%d\t%d\t%d\t%s%n", mode, index, cpu, wall, probes, pre, p1, p2, solution.trim());
    }

    // timeEach solves every cube once, timing each call by the thread's CPU
    // clock and the wall clock, writes its record (no counts), and returns
    // how many answers were errors.
    static int timeEach(PrintWriter out, String mode, List<String> cubes, ThreadMXBean mx, UnaryOperator<String> solve) {
        int errors = 0;
        for (int i = 0; i < cubes.size(); i++) {
            long w0 = System.nanoTime();
            long t0 = mx.getCurrentThreadCpuTime();
            String sol = solve.apply(cubes.get(i));
            long cpu = mx.getCurrentThreadCpuTime() - t0;
            long wall = System.nanoTime() - w0;
            if (sol.startsWith("Error")) {
                errors++;
            }
            record(out, mode, i, cpu, wall, -1, -1, -1, -1, sol);
        }
        return errors;
    }

    // close finishes the records file, failing if any write did.
    static void close(PrintWriter out, String path) throws IOException {
        boolean failed = out.checkError();
        out.close();
        if (failed) {
            throw new IOException(path + ": write failed");
        }
    }

    // vm names the JVM for the records' first line.
    static String vm() {
        return System.getProperty("java.vm.name") + " " + System.getProperty("java.version");
    }

    // errorOf turns a peer's exception into an unsolved answer, so that the
    // report keeps it rather than the run being lost.
    static String errorOf(RuntimeException e) {
        return "Error " + e.toString().replace('\t', ' ').replace('\n', ' ');
    }
}
