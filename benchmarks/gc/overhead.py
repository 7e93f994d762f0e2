#!/usr/bin/env python3
"""benchmarks/gc/overhead.py — the mutator's cost of being collectable
(`make bench-overhead`).

Counts instructions with callgrind (deterministic; perf counters are not
available everywhere) for loop-, call- and object-heavy benchmarks under
three builds of the same source:

  shipped      the normal build (build/tarn)
  no-poll      -DTARN_NO_POLL: the interpreter's back-edge countdown removed
  no-barrier   -DTARN_NO_BARRIER: GC_WRITE is a plain store

and reports the back-edge poll's share (shipped vs no-poll), the barrier's
share (shipped vs no-barrier) and the share of instructions spent inside
collections (gc_collect_for, inclusive: roots, copying, pacing). A
no-barrier build loses old-to-young edges at a minor, so every run uses a
nursery pinned large enough that the benchmark never collects
(TARN_GC_NURSERY_MB, default 64) and the harness checks that no collection
ran; a row where one did is marked invalid instead of reported. Roots are
measured in the shipped build with the ladder (its real collections).

  python3 benchmarks/gc/overhead.py [--shipped build/tarn] [--no-poll B]
        [--no-barrier B] [--only NAME]
"""
import argparse, os, re, subprocess, sys, tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
BENCHES = ["loop", "fib", "objects"]


def callgrind(tarn, bench, env):
    """(total instructions, instructions inside gc_collect_for, stdout, collections)"""
    out = tempfile.NamedTemporaryFile(delete=False)
    out.close()
    trace = tempfile.NamedTemporaryFile(delete=False)
    trace.close()
    env = dict(env, TARN_GC_TRACE=trace.name)
    p = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=" + out.name,
                        tarn, os.path.join("benchmarks", bench + ".js")],
                       cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    m = re.search(r"refs:\s+([\d,]+)", p.stderr.decode())
    total = int(m.group(1).replace(",", "")) if m else 0
    ann = subprocess.run(["callgrind_annotate", "--inclusive=yes", out.name],
                         stdout=subprocess.PIPE, stderr=subprocess.DEVNULL).stdout.decode()
    gc = 0
    for line in ann.splitlines():
        if line.rstrip().endswith("gc_collect_for [" + os.path.abspath(tarn) + "]") or \
           re.search(r":gc_collect_for \[", line):
            gc = max(gc, int(line.split()[0].replace(",", "")))
    os.unlink(out.name)
    collections = sum(1 for _ in open(trace.name))
    os.unlink(trace.name)
    return total, gc, p.stdout.decode(), collections


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--shipped", default=os.path.join(ROOT, "build", "tarn"))
    ap.add_argument("--no-poll", default=os.path.join(ROOT, "build-nopoll", "tarn"))
    ap.add_argument("--no-barrier", default=os.path.join(ROOT, "build-nobarrier", "tarn"))
    ap.add_argument("--nursery-mb", default="64")
    ap.add_argument("--only", default=None)
    args = ap.parse_args()
    base = {k: v for k, v in os.environ.items() if not k.startswith("TARN_GC_")}
    pinned = dict(base, TARN_GC_NURSERY_MB=args.nursery_mb)
    print("| benchmark | shipped instr (M) | no-poll (M) | poll share | no-barrier (M) | barrier share "
          "| shipped policy: instr (M) | in collections | collections |")
    print("|---|---|---|---|---|---|---|---|---|")
    bad = 0
    for b in BENCHES:
        if args.only and args.only not in b:
            continue
        s, _, s_out, s_n = callgrind(args.shipped, b, pinned)
        p, _, p_out, p_n = callgrind(args.no_poll, b, pinned)
        n, _, n_out, n_n = callgrind(args.no_barrier, b, pinned)
        l, lgc, l_out, l_n = callgrind(args.shipped, b, base)
        ok = s_out == p_out == n_out == l_out
        bad += not ok
        poll = f"{(s - p) / s * 100:.2f}%" if s_n == p_n == 0 else "invalid (collected)"
        bar = f"{(s - n) / s * 100:.2f}%" if s_n == n_n == 0 else "invalid (collected)"
        print(f"| {b}{'' if ok else ' (OUTPUT DIFFERS)'} | {s / 1e6:.1f} | {p / 1e6:.1f} | {poll} "
              f"| {n / 1e6:.1f} | {bar} | {l / 1e6:.1f} | {lgc / 1e6:.2f} M ({lgc / l * 100:.2f}%) | {l_n} |")
        sys.stdout.flush()
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
