#!/usr/bin/env python3
"""benchmarks/run.py — run each benchmark under tarn and its peers and print a
markdown table: median wall time over N runs, time relative to tarn, peak RSS.

Peers: `node --jitless` (node 26, the oracle, from tools/node26.sh: an
interpreter, like tarn); QuickJS's qjs when --qjs, $QJS or a qjs on PATH
names one (built from its source outside the repository: docs/testing.md,
"QuickJS as a peer"); and duk, mujs, lua5.4 when installed (lua runs the
.lua twin of a benchmark when there is one). A missing optional peer is
left out with a one-line note. Every engine must print the same checksum as
node; a mismatch is reported in the table instead of a time. The runs are
interleaved (round r runs every engine once) so that a change in the
machine's load falls on all engines alike. Peak RSS is the child's
ru_maxrss, measured by running each engine in a fresh python child
(resource.RUSAGE_CHILDREN is cumulative, so each measurement forks its own
process).

Usage: benchmarks/run.py [--tarn build/tarn] [--qjs PATH] [-n 5] [names...]
"""
import argparse
import os
import shutil
import signal
import statistics
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
BENCHES = ["fib", "loop", "objects", "strings", "arrays", "closures", "json", "mapset", "generators", "produce",
           "promise_chain", "event_pump", "async_await", "async_gen", "typed", "pidigits", "regex/redux", "regex/dotenv", "regex/micro",
           "mapset_keys", "nbody", "strbuild"]

MEASURE = r"""
import resource, subprocess, sys, time
t = time.perf_counter()
p = subprocess.run(sys.argv[1:], stdout=subprocess.PIPE, stderr=subprocess.PIPE)
dt = time.perf_counter() - t
rss = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
sys.stdout.write("%d %f %d\n" % (p.returncode, dt, rss))
sys.stdout.write(p.stdout.decode("utf-8", "replace"))
"""


def measure(cmd, timeout):
    # its own process group, so that a timeout ends the engine as well as
    # the wrapper (an orphaned engine would skew every later row)
    p = subprocess.Popen([sys.executable, "-c", MEASURE] + cmd, stdout=subprocess.PIPE,
                         start_new_session=True)
    try:
        stdout, _ = p.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        os.killpg(p.pid, signal.SIGKILL)
        p.communicate()
        raise
    head, _, out = stdout.decode().partition("\n")
    rc, dt, rss = head.split()
    return int(rc), float(dt), int(rss), out.strip()


def engines(args):
    es = [("tarn", [os.path.abspath(args.tarn)], ".js")]
    es.append(("node --jitless", [args.node, "--jitless"], ".js"))
    qjs = args.qjs or os.environ.get("QJS") or shutil.which("qjs")
    if qjs and os.access(qjs, os.X_OK):
        es.append(("QuickJS", [os.path.abspath(qjs)], ".js"))
    else:
        print("QuickJS: skipped (no qjs: set QJS=/path/to/qjs or put qjs on PATH)\n")
    for name, exe, ext in (("duk", "duk", ".js"), ("mujs", "mujs", ".js"), ("lua5.4", "lua5.4", ".lua")):
        if shutil.which(exe) and name not in args.skip:
            es.append((name, [exe], ext))
    return es


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--tarn", default=os.path.join(ROOT, "build", "tarn"))
    ap.add_argument("--qjs", help="QuickJS's qjs (default: $QJS, then qjs on PATH)")
    ap.add_argument("-n", type=int, default=5)
    ap.add_argument("--skip", action="append", default=[], help="an installed optional peer to leave out (duk, mujs, lua5.4)")
    ap.add_argument("--timeout", type=float, default=60)
    ap.add_argument("names", nargs="*")
    args = ap.parse_args()
    args.node = subprocess.check_output(["sh", os.path.join(ROOT, "tools", "node26.sh")], text=True).strip()
    names = args.names or BENCHES
    es = engines(args)
    want = {}
    for b in names:
        want[b] = subprocess.run([args.node, os.path.join(HERE, b + ".js")], capture_output=True,
                                 text=True).stdout.strip()
    print("Benchmarks, %s, median of %d runs; ratio = time / tarn time.\n"
          % (time.strftime("%Y-%m-%d"), args.n))
    hdr = "| benchmark | " + " | ".join(e[0] for e in es) + " |"
    print(hdr)
    print("|" + "---|" * (len(es) + 1))
    for b in names:
        # per engine: times, peak RSS, the reason it has no time (or None)
        res = {e[0]: ([], 0, None) for e in es}
        for _ in range(args.n):
            for name, cmd, ext in es:
                path = os.path.join(HERE, b + ext)
                times, rss, bad = res[name]
                if bad or not os.path.exists(path):
                    continue
                try:
                    rc, dt, r, out = measure(cmd + [path], args.timeout)
                except subprocess.TimeoutExpired:
                    bad = "timeout"
                else:
                    if rc != 0:
                        bad = "exit %d" % rc
                    elif out != want[b]:
                        bad = "wrong checksum"
                    else:
                        times.append(dt)
                        rss = max(rss, r)
                res[name] = (times, rss, bad)
        cells = []
        base = None
        for name, cmd, ext in es:
            times, rss, bad = res[name]
            if bad or not times:
                cells.append(bad or "—")
                continue
            med = statistics.median(times)
            if base is None and name == "tarn":
                base = med
            ratio = " (%.2fx)" % (med / base) if base else ""
            cells.append("%.3fs%s, %.1f MB" % (med, ratio, rss / 1024.0))
        print("| %s | %s |" % (b, " | ".join(cells)))
        sys.stdout.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main())
