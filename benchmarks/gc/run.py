#!/usr/bin/env python3
"""benchmarks/gc/run.py — the collector's probe harness (`make bench-gc`).

For every probe in benchmarks/gc/*.js: checks that tarn prints node's
output, then runs tarn under its shipped nursery policy and with the
nursery pinned at 4, 8, 16 and 32 MiB, and node --jitless (and QuickJS's
qjs when --qjs, $QJS or a qjs on PATH names one; its row says DIFF where it
lacks what the probe uses), and prints a markdown table: wall time, peak RSS (/usr/bin/time), minor and major counts,
total and maximum pause (from TARN_GC_TRACE), and the instruction count:
valgrind's "I refs" (the same count callgrind reports, within 0.1%), from
--tool=cachegrind --cache-sim=no, the lightest valgrind counter (~10x the
program's CPU time against callgrind's ~25x; this machine has no hardware
counters for perf). Counting runs after all timed runs (never beside one),
--jobs at a time; a probe whose shipped run took longer than
--instr-max-wall seconds is not counted (the table says so and why);
--no-instr skips counting altogether.

--arms shipped,fixed 4,... runs only those arms; --reuse FILE takes the
other arms' timed results from an earlier --json FILE of the same probes:
the fixed arms do not depend on the policy (a pinned nursery skips it), so a
policy change can be measured against a sweep made once. Their instructions
are counted again with this binary (or taken from FILE with
--no-count-reused). --instr-skip REGEX leaves probes uncounted (named in the
table), for a machine too loaded to count them all.

A second table checks issue #4's targets per probe:
  - shipped instructions within 5% of the best fixed arm;
  - shipped peak RSS within 10% of the best fixed arm;
  - whether some fixed arm beats shipped on both (the Pareto check: where the
    best-instruction and best-RSS arms differ, no policy can meet both);
  - shipped peak RSS at most node --jitless's;
  - binary trees at small depths: instructions within 10% of a nursery that
    never collects (the fixed 32 arm, when it ran no collection);
and below it two whole-run checks:
  - large_live_set: peak RSS <= 1.75 x live bytes + 20 MiB, live bytes being
    process.memoryUsage().heapUsed + external after a final major (the probe
    rerun with `gc()` appended, tarn --expose-gc);
  - server pump: shipped peak RSS at 1,200 requests / at 300 < 1.3.

  python3 benchmarks/gc/run.py [--tarn build/tarn] [--no-instr] [--jobs N]
                               [--instr-max-wall S] [--only REGEX] [--json FILE]
                               [--arms A,B] [--reuse FILE] [--no-count-reused]
                               [--instr-skip REGEX]
"""
import argparse, concurrent.futures, glob, json, os, re, shutil, subprocess, sys, tempfile, time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
ARMS = [("shipped", None), ("fixed 4", 4), ("fixed 8", 8), ("fixed 16", 16), ("fixed 32", 32)]
MIB = 1024 * 1024


def timed(cmd, env=None, timeout=600, stderr=subprocess.DEVNULL):
    """(stdout, wall seconds, peak RSS KiB, stderr) using /usr/bin/time."""
    tf = tempfile.NamedTemporaryFile(delete=False)
    tf.close()
    t0 = time.time()
    p = subprocess.run(["/usr/bin/time", "-f", "%M", "-o", tf.name] + cmd, cwd=ROOT, env=env,
                       stdout=subprocess.PIPE, stderr=stderr, timeout=timeout)
    wall = time.time() - t0
    try:
        rss = int(open(tf.name).read().strip().splitlines()[-1])
    except (ValueError, IndexError):
        rss = 0
    os.unlink(tf.name)
    return p.stdout.decode(), wall, rss, (p.stderr or b"").decode()


def instructions(cmd, env):
    p = subprocess.run(["valgrind", "--tool=cachegrind", "--cache-sim=no",
                        "--cachegrind-out-file=/dev/null"] + cmd,
                       cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    m = re.search(r"refs:\s+([\d,]+)", p.stderr.decode())
    return int(m.group(1).replace(",", "")) if m else None


def arm_env(mb):
    env = dict(os.environ)
    for k in list(env):
        if k.startswith("TARN_GC_"):
            del env[k]
    if mb:
        env["TARN_GC_NURSERY_MB"] = str(mb)
    return env


def live_bytes(tarn, rel, timeout):
    """Live bytes at the end of a probe: heapUsed + external after gc()."""
    src = open(os.path.join(ROOT, rel)).read()
    with tempfile.NamedTemporaryFile("w", suffix=".js", delete=False) as f:
        f.write(src + "\ngc();\n{ const m = process.memoryUsage();"
                " console.error('LIVE ' + (m.heapUsed + m.external)); }\n")
    try:
        _, _, _, err = timed([tarn, "--expose-gc", f.name], env=arm_env(None), timeout=timeout,
                             stderr=subprocess.PIPE)
    finally:
        os.unlink(f.name)
    m = re.search(r"LIVE (\d+)", err)
    return int(m.group(1)) if m else None


def pct(a, b):
    return (a / b - 1) * 100


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--tarn", default=os.path.join(ROOT, "build", "tarn"))
    ap.add_argument("--node", default=None, help="node binary (default: the oracle, tools/node26.sh)")
    ap.add_argument("--qjs", default=None, help="QuickJS's qjs (default: $QJS, then qjs on PATH)")
    ap.add_argument("--no-instr", action="store_true")
    ap.add_argument("--instr", action="store_true", help="(the default; kept for old command lines)")
    ap.add_argument("--instr-max-wall", type=float, default=30.0)
    ap.add_argument("--arms", default=None)
    ap.add_argument("--reuse", default=None)
    ap.add_argument("--no-count-reused", action="store_true")
    ap.add_argument("--instr-skip", default=None)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--only", default=None)
    ap.add_argument("--json", default=None)
    ap.add_argument("--timeout", type=int, default=600)
    args = ap.parse_args()
    args.node = args.node or subprocess.check_output(["sh", os.path.join(ROOT, "tools", "node26.sh")], text=True).strip()
    args.qjs = args.qjs or os.environ.get("QJS") or shutil.which("qjs")
    if not (args.qjs and os.access(args.qjs, os.X_OK)):
        print("QuickJS: skipped (no qjs: set QJS=/path/to/qjs or put qjs on PATH)", file=sys.stderr)
        args.qjs = None
    probes = sorted(glob.glob(os.path.join(ROOT, "benchmarks", "gc", "*.js")))
    if args.only:
        probes = [p for p in probes if re.search(args.only, os.path.basename(p)[:-3])]
    arms = ARMS
    if args.arms:
        want_arms = [a.strip() for a in args.arms.split(",")]
        arms = [a for a in ARMS if a[0] in want_arms]
    old = json.load(open(args.reuse)) if args.reuse else {}
    bad = 0
    res = {}  # name -> {"node": (wall, rss), "arms": {arm: dict}, "skip": reason}
    for path in probes:
        rel = os.path.relpath(path, ROOT)
        name = os.path.basename(path)[:-3]
        want, nwall, nrss, _ = timed([args.node, "--jitless", rel], timeout=args.timeout)
        r = res[name] = {"rel": rel, "node": (nwall, nrss), "arms": {}, "skip": None}
        if args.qjs:
            try:
                got, qwall, qrss, _ = timed([os.path.abspath(args.qjs), rel], timeout=args.timeout)
                r["qjs"] = (got == want, qwall, qrss)
            except subprocess.TimeoutExpired:
                r["qjs"] = None
        if name in old:
            r["arms"] = {k: v for k, v in old[name]["arms"].items() if k not in dict(arms)}
            r["reused"] = list(r["arms"])
            r["skip"] = old[name].get("skip")
            r["live"] = old[name].get("live")
        for arm, mb in arms:
            env = arm_env(mb)
            trace = tempfile.NamedTemporaryFile(delete=False)
            trace.close()
            env["TARN_GC_TRACE"] = trace.name
            try:
                got, wall, rss, _ = timed([args.tarn, rel], env=env, timeout=args.timeout)
            except subprocess.TimeoutExpired:
                r["arms"][arm] = {"timeout": True}
                continue
            minors = majors = total = mx = 0
            for line in open(trace.name):
                try:
                    t = json.loads(line)
                except ValueError:
                    continue
                if t["gc"] == "minor":
                    minors += 1
                else:
                    majors += 1
                total += t["pause_us"]
                mx = max(mx, t["pause_us"])
            os.unlink(trace.name)
            bad += got != want
            r["arms"][arm] = {"ok": got == want, "wall": wall, "rss": rss, "minors": minors,
                              "majors": majors, "pause_total": total, "pause_max": mx, "instr": None}
            if arm == "shipped" and wall > args.instr_max_wall:
                r["skip"] = f"shipped run {wall:.0f} s > {args.instr_max_wall:.0f} s (valgrind ~10x)"
        if args.instr_skip and re.search(args.instr_skip, name):
            r["skip"] = "skipped for time (--instr-skip)"
        if name == "large_live_set":
            r["live"] = live_bytes(args.tarn, rel, args.timeout)
        print(f"{name}: done", file=sys.stderr)
        if args.json:
            with open(args.json, "w") as f:
                json.dump(res, f, indent=1)

    if not args.no_instr:
        count = ARMS if args.reuse and not args.no_count_reused else arms
        jobs = [(name, arm, mb) for name, r in res.items() if not r["skip"] for arm, mb in count
                if "rss" in r["arms"].get(arm, {})]
        # the cheap probes first, so a run cut short still has whole rows
        jobs.sort(key=lambda j: res[j[0]]["arms"]["shipped"]["wall"] if "shipped" in res[j[0]]["arms"] else 0)
        with concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as ex:
            futs = {ex.submit(instructions, [args.tarn, res[n]["rel"]], arm_env(mb)): (n, a)
                    for n, a, mb in jobs}
            for f in concurrent.futures.as_completed(futs):
                n, a = futs[f]
                res[n]["arms"][a]["instr"] = f.result()
                print(f"{n} {a}: {f.result()} instructions", file=sys.stderr)
                if args.json:
                    with open(args.json, "w") as fj:
                        json.dump(res, fj, indent=1)

    if args.json:
        with open(args.json, "w") as f:
            json.dump(res, f, indent=1)

    if args.reuse:
        print(f"Arms not run here ({', '.join(sorted(set(a for r in res.values() for a in r.get('reused', []))))})"
              f" are reused from {args.reuse}.")
        print()
    print("| probe | arm | output | instr (M) | wall s | peak RSS MiB | minors | majors | pause total ms | pause max ms |")
    print("|---|---|---|---|---|---|---|---|---|---|")
    for name, r in res.items():
        for arm, _ in ARMS:
            a = r["arms"].get(arm)
            if a is None:
                continue
            if a.get("timeout"):
                print(f"| {name} | {arm} | timeout | | | | | | | |")
                continue
            ins = f"{a['instr'] / 1e6:.0f}" if a["instr"] else ("skipped" if r["skip"] else "-")
            print(f"| {name} | {arm} | {'ok' if a['ok'] else 'DIFF'} | {ins} | {a['wall']:.2f} "
                  f"| {a['rss'] / 1024:.1f} | {a['minors']} | {a['majors']} "
                  f"| {a['pause_total'] / 1000:.1f} | {a['pause_max'] / 1000:.1f} |")
        print(f"| {name} | node --jitless | | | {r['node'][0]:.2f} | {r['node'][1] / 1024:.1f} | | | | |")
        if "qjs" in r:
            q = r["qjs"]
            print(f"| {name} | QuickJS | timeout | | | | | | | |" if q is None else
                  f"| {name} | QuickJS | {'ok' if q[0] else 'DIFF'} | | {q[1]:.2f} | {q[2] / 1024:.1f} | | | | |")

    print()
    print("| probe | shipped instr vs best fixed | <= +5% | shipped RSS vs best fixed | <= +10% "
          "| fixed arm better on both | RSS <= node |")
    print("|---|---|---|---|---|---|---|")
    for name, r in res.items():
        arms = {k: v for k, v in r["arms"].items() if "rss" in v}
        if "shipped" not in arms:
            continue
        s = arms["shipped"]
        fixed = {k: v for k, v in arms.items() if k != "shipped"}
        cell_i, ok_i = (f"not counted: {r['skip']}", "") if r["skip"] else ("not counted", "")
        ins = {k: v["instr"] for k, v in fixed.items() if v["instr"]}
        if s["instr"] and ins:
            b = min(ins, key=ins.get)
            d = pct(s["instr"], ins[b])
            cell_i, ok_i = f"{s['instr'] / 1e6:.0f} M vs {ins[b] / 1e6:.0f} M ({b}): {d:+.1f}%", \
                "met" if d <= 5 else "MISSED"
            never = fixed.get("fixed 32")
            if name.startswith("binary_trees") and never and never["minors"] + never["majors"] == 0 \
                    and never["instr"]:
                d = pct(s["instr"], never["instr"])
                cell_i += f"; vs never-collecting (fixed 32, 0 collections): {d:+.1f}% " \
                          f"({'met' if d <= 10 else 'MISSED'} <= +10%)"
        rss = {k: v["rss"] for k, v in fixed.items() if v["rss"]}
        b = min(rss, key=rss.get)
        d = pct(s["rss"], rss[b])
        cell_r = f"{s['rss'] / 1024:.1f} vs {rss[b] / 1024:.1f} MiB ({b}): {d:+.1f}%"
        ok_r = "met" if d <= 10 else "MISSED"
        # a fixed arm that is better on both counts by more than noise (1%)
        dom = [k for k, v in fixed.items() if v["rss"] < s["rss"] * 0.99 and
               (v["instr"] and s["instr"] and v["instr"] < s["instr"] * 0.99)]
        cell_d = ", ".join(dom) if dom else ("none" if s["instr"] else "?")
        cell_n = f"{'yes' if s['rss'] <= r['node'][1] else 'NO'} ({r['node'][1] / 1024:.1f})"
        print(f"| {name} | {cell_i} | {ok_i} | {cell_r} | {ok_r} | {cell_d} | {cell_n} |")

    print()
    r = res.get("large_live_set")
    if r and r.get("live") and "rss" in r["arms"].get("shipped", {}):
        live, rss = r["live"], r["arms"]["shipped"]["rss"] * 1024
        bound = 1.75 * live + 20 * MIB
        print(f"- large_live_set: live {live / MIB:.1f} MiB after a final major; shipped peak RSS "
              f"{rss / MIB:.1f} MiB vs bound 1.75 x live + 20 MiB = {bound / MIB:.1f} MiB: "
              f"{'met' if rss <= bound else 'MISSED'} ({rss / live:.2f} x live)")
    p3, p12 = res.get("server_pump_300"), res.get("server_pump_1200")
    if p3 and p12 and "rss" in p3["arms"].get("shipped", {}) and "rss" in p12["arms"].get("shipped", {}):
        a, b = p3["arms"]["shipped"]["rss"], p12["arms"]["shipped"]["rss"]
        print(f"- server pump: shipped peak RSS {a / 1024:.1f} MiB at 300 requests, {b / 1024:.1f} MiB "
              f"at 1,200: x{b / a:.2f} ({'met' if b / a < 1.3 else 'MISSED'} < 1.3)")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
