#!/usr/bin/env python3
"""tools/icount.py — instruction counts of benchmark programs under two
builds, for the rule that a change may not slow an existing benchmark by
more than 1% in instructions (docs/testing.md).

Usage: tools/icount.py BASE_TARN NEW_TARN [-j N] [PROGRAM.js ...]
Without programs: benchmarks/*.js (the rows of `make bench`, minus the
worker-scaling row, which measures threads). Each program runs once per
build under `valgrind --tool=callgrind` (instruction counts do not depend
on the machine's load); prints one row per program with both counts and
NEW/BASE, then the geometric mean. Exit status 1 if any row is over 1.01.
"""
import argparse
import concurrent.futures
import glob
import math
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def count(tarn, prog):
    r = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", tarn, prog],
                       stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True, cwd=ROOT)
    m = re.search(r"Collected : (\d+)", r.stderr)
    if not m:
        sys.exit(f"icount: no count for {tarn} {prog}:\n{r.stderr[-2000:]}")
    return int(m.group(1))


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("base")
    ap.add_argument("new")
    ap.add_argument("programs", nargs="*")
    ap.add_argument("-j", type=int, default=2)
    a = ap.parse_args()
    progs = a.programs or sorted(p for p in glob.glob(os.path.join(ROOT, "benchmarks", "*.js")))
    jobs = [(t, p) for p in progs for t in (a.base, a.new)]
    with concurrent.futures.ThreadPoolExecutor(a.j) as ex:
        counts = dict(zip(jobs, ex.map(lambda j: count(*j), jobs)))
    logs, worst = [], 0.0
    print(f"{'program':<24} {'base':>15} {'new':>15}  new/base")
    for p in progs:
        b, n = counts[(a.base, p)], counts[(a.new, p)]
        r = n / b
        logs.append(math.log(r))
        worst = max(worst, r)
        print(f"{os.path.basename(p):<24} {b:>15,} {n:>15,}  {r:.4f}")
    print(f"{'geomean':<24} {'':>15} {'':>15}  {math.exp(sum(logs) / len(logs)):.4f}")
    return 1 if worst > 1.01 else 0


if __name__ == "__main__":
    sys.exit(main())
