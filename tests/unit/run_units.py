#!/usr/bin/env python3
"""tests/unit/run_units.py — runs the Criterion test binaries of `make unit`,
JOBS at a time, each binary's own tests one at a time (--jobs 1).

  run_units.py [-j JOBS] [--summary FILE] BIN... [--stress BIN...]

The binaries after --stress run again under TARN_GC_STRESS=1
TARN_GC_VERIFY=1. Each binary's output is printed whole when it ends, so
parallel runs do not interleave; the stress runs start first, being the
longest. The last line is "unit: N passed, N failed" (a binary is one
case), appended to FILE too; the exit status is 1 when any failed."""
import os
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor


def run(job):
    binary, stress = job
    env = dict(os.environ)
    label = binary
    if stress:
        env["TARN_GC_STRESS"] = "1"
        env["TARN_GC_VERIFY"] = "1"
        label += " (TARN_GC_STRESS=1 TARN_GC_VERIFY=1)"
    p = subprocess.run([binary, "--jobs", "1"], env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    return label, p.returncode, p.stdout.decode("utf-8", "replace")


def main():
    argv, jobs_n, summary = sys.argv[1:], 2, None
    plain, stress, into = [], [], None
    while argv:
        a = argv.pop(0)
        if a == "-j":
            jobs_n = int(argv.pop(0))
        elif a == "--summary":
            summary = argv.pop(0)
        elif a == "--stress":
            into = stress
        else:
            (into if into is not None else plain).append(a)
    jobs = [(b, True) for b in stress] + [(b, False) for b in plain]
    passed = failed = 0
    with ThreadPoolExecutor(max_workers=max(1, jobs_n)) as pool:
        for label, rc, out in pool.map(run, jobs):
            sys.stdout.write("== %s\n%s" % (label, out))
            if rc == 0:
                passed += 1
            else:
                failed += 1
                sys.stdout.write("FAIL %s (exit status %d)\n" % (label, rc))
            sys.stdout.flush()
    line = "unit: %d passed, %d failed" % (passed, failed)
    print(line)
    if summary:
        with open(summary, "a") as f:
            f.write(line + "\n")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
