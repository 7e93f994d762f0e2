#!/usr/bin/env python3
"""benchmarks/gc/run.py — the collector's probe harness (`make bench-gc`).

For every probe in benchmarks/gc/*.js: checks that tarn prints node's
checksum, then runs tarn under its shipped nursery policy and with the
nursery pinned at 4, 8, 16 and 32 MiB, and node --jitless, and prints a
markdown table: wall time, peak RSS, minor and major counts, total and
maximum pause (from TARN_GC_TRACE), and with --instr the instruction count
(valgrind --tool=callgrind; slow: --instr-max-wall S skips probes whose
shipped run took longer than S seconds). A second table checks issue #4's
targets per probe: shipped instructions within 5% of the best fixed arm and
shipped peak RSS within 10% of the best fixed arm.

  python3 benchmarks/gc/run.py [--tarn build/tarn] [--instr] [--instr-max-wall S]
                               [--only NAME]
"""
import argparse, glob, json, os, re, subprocess, sys, tempfile, time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
ARMS = [("shipped", None), ("fixed 4", 4), ("fixed 8", 8), ("fixed 16", 16), ("fixed 32", 32)]


def timed(cmd, env=None, timeout=600):
    """(stdout, wall seconds, peak RSS KiB) using /usr/bin/time."""
    tf = tempfile.NamedTemporaryFile(delete=False)
    tf.close()
    t0 = time.time()
    p = subprocess.run(["/usr/bin/time", "-f", "%M", "-o", tf.name] + cmd, cwd=ROOT, env=env,
                       stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, timeout=timeout)
    wall = time.time() - t0
    try:
        rss = int(open(tf.name).read().strip().splitlines()[-1])
    except (ValueError, IndexError):
        rss = 0
    os.unlink(tf.name)
    return p.stdout.decode(), wall, rss


def instructions(cmd, env):
    out = tempfile.NamedTemporaryFile(delete=False)
    out.close()
    p = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=" + out.name] + cmd,
                       cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    os.unlink(out.name)
    m = re.search(r"refs:\s+([\d,]+)", p.stderr.decode())
    return int(m.group(1).replace(",", "")) if m else None


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--tarn", default=os.path.join(ROOT, "build", "tarn"))
    ap.add_argument("--node", default="node")
    ap.add_argument("--instr", action="store_true")
    ap.add_argument("--instr-max-wall", type=float, default=None)
    ap.add_argument("--only", default=None)
    ap.add_argument("--timeout", type=int, default=600)
    args = ap.parse_args()
    probes = sorted(glob.glob(os.path.join(ROOT, "benchmarks", "gc", "*.js")))
    if args.only:
        probes = [p for p in probes if args.only in os.path.basename(p)]
    print("| probe | arm | output | instr (M) | wall s | peak RSS MiB | minors | majors | pause total ms | pause max ms |")
    print("|---|---|---|---|---|---|---|---|---|---|")
    bad = 0
    summary = []
    for path in probes:
        rel = os.path.relpath(path, ROOT)
        name = os.path.basename(path)[:-3]
        want, nwall, nrss = timed([args.node, "--jitless", rel], timeout=args.timeout)
        rows = {}
        do_instr = args.instr
        for arm, mb in ARMS:
            env = dict(os.environ)
            for k in list(env):
                if k.startswith("TARN_GC_"):
                    del env[k]
            if mb:
                env["TARN_GC_NURSERY_MB"] = str(mb)
            trace = tempfile.NamedTemporaryFile(delete=False)
            trace.close()
            env["TARN_GC_TRACE"] = trace.name
            try:
                got, wall, rss = timed([args.tarn, rel], env=env, timeout=args.timeout)
            except subprocess.TimeoutExpired:
                print(f"| {name} | {arm} | timeout | | | | | | | |")
                continue
            minors = majors = 0
            total = mx = 0
            for line in open(trace.name):
                try:
                    r = json.loads(line)
                except ValueError:
                    continue
                if r["gc"] == "minor":
                    minors += 1
                else:
                    majors += 1
                total += r["pause_us"]
                mx = max(mx, r["pause_us"])
            os.unlink(trace.name)
            ok = "ok" if got == want else "DIFF"
            bad += got != want
            ins = "-"
            if arm == "shipped" and args.instr_max_wall is not None and wall > args.instr_max_wall:
                do_instr = False
            n = None
            if do_instr:
                del env["TARN_GC_TRACE"]
                n = instructions([args.tarn, rel], env)
                ins = f"{n / 1e6:.0f}" if n else "?"
            rows[arm] = (n, rss)
            print(f"| {name} | {arm} | {ok} | {ins} | {wall:.2f} | {rss / 1024:.1f} | {minors} | {majors} "
                  f"| {total / 1000:.1f} | {mx / 1000:.1f} |")
        print(f"| {name} | node --jitless | | | {nwall:.2f} | {nrss / 1024:.1f} | | | | |")
        sys.stdout.flush()
        summary.append((name, rows))
    print()
    print("| probe | shipped instr vs best fixed | target <= +5% | shipped RSS vs best fixed | target <= +10% |")
    print("|---|---|---|---|---|")
    for name, rows in summary:
        if "shipped" not in rows:
            continue
        fixed = {a: v for a, v in rows.items() if a != "shipped"}
        si, sr = rows["shipped"]
        cell_i, ok_i = "not measured", ""
        ins = {a: v[0] for a, v in fixed.items() if v[0]}
        if si and ins:
            a = min(ins, key=ins.get)
            r = si / ins[a] - 1
            cell_i, ok_i = f"{si / 1e6:.0f} M vs {ins[a] / 1e6:.0f} M ({a}): {r * 100:+.1f}%", \
                "met" if r <= 0.05 else "MISSED"
        rss = {a: v[1] for a, v in fixed.items() if v[1]}
        cell_r, ok_r = "?", ""
        if sr and rss:
            a = min(rss, key=rss.get)
            r = sr / rss[a] - 1
            cell_r, ok_r = f"{sr / 1024:.1f} vs {rss[a] / 1024:.1f} MiB ({a}): {r * 100:+.1f}%", \
                "met" if r <= 0.10 else "MISSED"
        print(f"| {name} | {cell_i} | {ok_i} | {cell_r} | {ok_r} |")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
