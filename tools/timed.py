#!/usr/bin/env python3
"""tools/timed.py TIMES LABEL CMD... — runs CMD (an argument vector) and appends
"LABEL: wall Ws, cpu Cs" to the file TIMES, so that `make test` can show
where its minutes go. CPU is the user+system time of CMD and everything it
started: on a shared machine it measures a step's cost where wall time
measures the load. The exit status is CMD's."""
import os
import subprocess
import sys
import time


def main():
    if len(sys.argv) < 4:
        sys.stderr.write("usage: timed.py TIMES LABEL CMD...\n")
        return 2
    times, label, cmd = sys.argv[1], sys.argv[2], sys.argv[3:]
    start = time.monotonic()
    rc = subprocess.call(cmd)
    wall = time.monotonic() - start
    usage = os.times()
    cpu = usage.children_user + usage.children_system
    with open(times, "a") as f:
        f.write("%s: wall %.0fs, cpu %.0fs\n" % (label, wall, cpu))
    return rc


if __name__ == "__main__":
    sys.exit(main())
