#!/usr/bin/env python3
"""tests/summary.py — totals the per-step lines ("step: N passed, N failed")
that `make test` collects, prints them, and ends with the one line CI parses:
"N passed, N failed" (after the steps' wall and CPU times, when given
their file). Exit status 1 when anything failed or a step is missing."""
import re
import sys

STEPS = ["layers", "unit", "scripts", "scripts-gc-stress", "regex-diff", "malformed", "repl", "cli", "tsan", "scripts-asan",
         "test262", "test262-gc-stress", "fuzz-script", "fuzz-json", "fuzz-module", "fuzz-regex"]


def main():
    path = sys.argv[1]
    p = f = 0
    seen = set()
    try:
        lines = open(path).read().splitlines()
    except OSError:
        lines = []
    if len(sys.argv) > 2:
        try:
            times = open(sys.argv[2]).read().splitlines()
        except OSError:
            times = []
        if times:
            print("---- make test step times ----")
            for line in times:
                print("  " + line)
    print("---- make test summary ----")
    for line in lines:
        m = re.match(r"(\S+): (\d+) passed, (\d+) failed", line)
        if m:
            seen.add(m.group(1))
            p += int(m.group(2))
            f += int(m.group(3))
            print("  " + line)
            continue
        # a step that could not run here says why ("test262: skipped: no
        # test262 snapshot"); it reported, so it is not counted missing
        m = re.match(r"(\S+): skipped: (.*)", line)
        if m:
            seen.add(m.group(1))
            print("  " + line)
    for s in STEPS:
        if s not in seen:
            print("  %s: did not report (counted as 1 failure)" % s)
            f += 1
    print("%d passed, %d failed" % (p, f))
    return 1 if f else 0


if __name__ == "__main__":
    sys.exit(main())
