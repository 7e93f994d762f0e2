#!/usr/bin/env python3
"""benchmarks/compile/run.py — compile speed: tarn against node --jitless on
big programs. Prints a markdown table, one row per program:

  check    `--check` (parse and compile, nothing runs): median wall time
           and CPU time (user + system, all threads), MB/s of source per
           wall and per CPU second, peak RSS
  load     running the program (compile, then run its short top level):
           median wall and CPU time, peak RSS

On a shared machine the wall time includes waiting for a core; the CPU time
does not (node also counts its helper threads there).

Programs: the generated shapes of benchmarks/compile/gen.py (many names in
one scope, many small functions, deep nesting, a ~10 MB bundle), written
into OUT (default build/compile-bench), and the TypeScript compiler's
lib/typescript.js, installed from the npm registry into OUT/npm when the
registry answers (skipped with a message otherwise). Every engine must print
node's checksum on the load side, else the cell says so.

Usage: benchmarks/compile/run.py [--tarn build/tarn] [-n 3] [--out DIR]
                                 [--scale F] [--no-npm] [names...]
"""
import argparse
import os
import shutil
import statistics
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)
import gen  # noqa: E402

# the TypeScript compiler: one 9 MB CommonJS file, a big real program
TS_PKG = "typescript@5.9.3"
TS_FILE = os.path.join("node_modules", "typescript", "lib", "typescript.js")

MEASURE = r"""
import resource, subprocess, sys, time
t = time.perf_counter()
p = subprocess.run(sys.argv[1:], stdout=subprocess.PIPE, stderr=subprocess.PIPE)
dt = time.perf_counter() - t
ru = resource.getrusage(resource.RUSAGE_CHILDREN)
sys.stdout.write("%d %f %d %f\n" % (p.returncode, dt, ru.ru_maxrss, ru.ru_utime + ru.ru_stime))
sys.stdout.write(p.stdout.decode("utf-8", "replace"))
"""


def measure(cmd, timeout):
    """(exit code, wall seconds, peak RSS in KB, CPU seconds, stdout) of one run in a fresh child."""
    p = subprocess.run([sys.executable, "-c", MEASURE] + cmd, stdout=subprocess.PIPE, timeout=timeout)
    head, _, out = p.stdout.decode().partition("\n")
    rc, dt, rss, cpu = head.split()
    return int(rc), float(dt), int(rss), float(cpu), out.strip()


def npm_program(out):
    """Path of typescript.js, installing it first; or None with the reason printed."""
    path = os.path.join(out, "npm", TS_FILE)
    if os.path.exists(path):
        return path
    npm = shutil.which("npm")
    if not npm:
        print("compile bench: typescript.js skipped: npm is not installed\n")
        return None
    try:
        subprocess.run([npm, "view", TS_PKG, "version"], check=True, timeout=30,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        subprocess.run([npm, "install", "--no-save", "--no-audit", "--no-fund", "--prefix",
                        os.path.join(out, "npm"), TS_PKG], check=True, timeout=300,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    except (subprocess.SubprocessError, OSError):
        print("compile bench: typescript.js skipped: the npm registry is not reachable\n")
        return None
    return path if os.path.exists(path) else None


def cell(samples, size):
    """median wall time (and CPU time: user + system, all threads), MB/s of
    wall time when size is given, and peak RSS of a list of (dt, rss, cpu)."""
    med = statistics.median(dt for dt, _, _ in samples)
    cpu = statistics.median(c for _, _, c in samples)
    rss = max(r for _, r, _ in samples) / 1024.0
    rate = ", %.1f MB/s (cpu %.1f MB/s)" % (size / med / 1e6, size / max(cpu, 1e-6) / 1e6) if size else ""
    return "%.3fs (cpu %.3fs)%s, %.0f MB" % (med, cpu, rate, rss)


def run_side(cmd, path, n, timeout, want):
    samples = []
    for _ in range(n):
        try:
            rc, dt, rss, cpu, out = measure(cmd + [path], timeout)
        except subprocess.TimeoutExpired:
            return "timeout"
        if rc != 0:
            return "exit %d" % rc
        if want is not None and out != want:
            return "wrong output"
        samples.append((dt, rss, cpu))
    return samples


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--tarn", default=os.path.join(ROOT, "build", "tarn"))
    ap.add_argument("-n", type=int, default=3)
    ap.add_argument("--timeout", type=float, default=120)
    ap.add_argument("--out", default=os.path.join(ROOT, "build", "compile-bench"))
    ap.add_argument("--scale", type=float, default=1.0)
    ap.add_argument("--no-npm", action="store_true")
    ap.add_argument("names", nargs="*")
    args = ap.parse_args()
    node = subprocess.check_output(["sh", os.path.join(ROOT, "tools", "node26.sh")], text=True).strip()
    os.makedirs(args.out, exist_ok=True)
    progs = []
    for name, make in gen.programs(args.scale):
        if args.names and name not in args.names:
            continue
        path = os.path.join(args.out, name + ".js")
        with open(path, "w") as f:
            f.write(make())
        progs.append((name, path))
    if not args.no_npm and (not args.names or "typescript" in args.names):
        ts = npm_program(args.out)
        if ts:
            progs.append(("typescript", ts))
    tarn = os.path.abspath(args.tarn)
    engines = [("tarn --check", "tarn load", [tarn], [tarn, "--check"]),
               ("node --check", "node --jitless load", [node, "--jitless"], [node, "--check"])]
    print("Compile speed, median of %d runs: check = --check (parse and compile), "
          "load = run the program; wall time (CPU time, all threads), MB/s of source (per CPU second), "
          "peak RSS.\n" % args.n)
    print("| program | size | " + " | ".join("%s | %s" % (e[0], e[1]) for e in engines) + " |")
    print("|---|---|" + "---|---|" * len(engines))
    for name, path in progs:
        size = os.path.getsize(path)
        want = subprocess.run([node, path], capture_output=True, text=True).stdout.strip()
        cells = []
        for _, _, load, check in engines:
            for cmd, expect, sz in ((check, None, size), (load, want, 0)):
                r = run_side(cmd, path, args.n, args.timeout, expect)
                cells.append(r if isinstance(r, str) else cell(r, sz))
        print("| %s | %.1f MB | %s |" % (name, size / 1e6, " | ".join(cells)))
        sys.stdout.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main())
