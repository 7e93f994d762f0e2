#!/usr/bin/env python3
"""benchmarks/gc/modes.py — every collector probe under the safety nets
(`make bench-gc-modes`; issue #4: "every probe's output identical under
normal, stress, verify and from-space-protection runs").

For each probe in benchmarks/gc/*.js, node 26's output (tools/node26.sh) is
the expected one, and
tarn runs it four ways:
  normal   the shipped policy;
  verify   TARN_GC_VERIFY=1: the heap verifier before and after every
           collection and inside each major after marking;
  protect  TARN_GC_PROTECT=1: dead nursery space poisoned and mprotect'ed
           after every minor, freed old blocks fenced;
  stress   TARN_GC_STRESS=N TARN_GC_VERIFY=1 (stress turns protection on and
           makes every stress major move every old cell): a minor at every
           Nth allocation or back-edge and a major every 64th of those.
N=1 on the full-size probes would take hours (a collection per allocation,
each verified over the whole heap), so N is chosen per probe from the normal
run's --gc-stats: about --stress-work bytes of heap verified in all
(collections x peak heap), between --min-collections and
--max-collections collections, from the number of allocations estimated
at --cell-bytes bytes each. The table gives N and the collections each
stress run made, so the coverage is on record.

  python3 benchmarks/gc/modes.py [--tarn build/tarn] [--only REGEX] [--jobs N]
                                 [--timeout S] [--stress-work BYTES]
"""
import argparse, concurrent.futures, glob, os, re, subprocess, sys, time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
STATS = re.compile(r"gc: (\d+) minor, (\d+) major; allocated (\d+) bytes.*?heap \d+ bytes \(peak (\d+)\)")


def clean_env(extra):
    env = {k: v for k, v in os.environ.items() if not k.startswith("TARN_GC_")}
    env.update(extra)
    return env


def run(cmd, env, timeout):
    """(stdout, stderr, exit code or 'timeout', seconds)"""
    t0 = time.time()
    try:
        p = subprocess.run(cmd, cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                           timeout=timeout)
        return p.stdout.decode(errors="replace"), p.stderr.decode(errors="replace"), p.returncode, time.time() - t0
    except subprocess.TimeoutExpired:
        return "", "", "timeout", time.time() - t0


def stress_n(allocated, peak, args):
    allocs = max(1, allocated // args.cell_bytes)
    want = args.stress_work // max(peak, 1)
    want = max(args.min_collections, min(args.max_collections, want))
    return max(1, allocs // want)


def check(probe, args):
    """One probe: its row of the table, and whether every mode matched."""
    name = os.path.splitext(os.path.basename(probe))[0]
    want, _, rc, _ = run([args.node, probe], dict(os.environ), args.timeout)
    if rc != 0:
        return name, ["node failed (exit %s)" % rc], False
    cells, ok = [], True
    out, err, rc, secs = run([args.tarn, "--gc-stats", probe], clean_env({}), args.timeout)
    m = STATS.search(err)
    good = rc == 0 and out == want and m is not None
    ok &= good
    cells.append("ok (%.1f s)" % secs if good else "FAILED (exit %s)" % rc)
    minors, majors, allocated, peak = (int(x) for x in m.groups()) if m else (0, 0, 0, 1)
    n = stress_n(allocated, peak, args)
    for label, extra in (("verify", {"TARN_GC_VERIFY": "1"}), ("protect", {"TARN_GC_PROTECT": "1"}),
                         ("stress", {"TARN_GC_STRESS": str(n), "TARN_GC_VERIFY": "1"})):
        out, err, rc, secs = run([args.tarn, "--gc-stats", probe], clean_env(extra), args.timeout)
        m = STATS.search(err)
        good = rc == 0 and out == want
        ok &= good
        what = "ok" if good else "FAILED (exit %s%s)" % (rc, ", output differs" if rc == 0 else "")
        if m:
            what += " %s+%s collections" % (m.group(1), m.group(2))
        if label == "stress":
            what = "N=%d: %s" % (n, what)
        cells.append("%s (%.1f s)" % (what, secs))
    print("%s: %s" % (name, "; ".join(cells)), file=sys.stderr, flush=True)
    return name, ["%d+%d" % (minors, majors)] + cells, ok


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--tarn", default=os.path.join(ROOT, "build", "tarn"))
    ap.add_argument("--only", help="probes whose name matches this regex")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--timeout", type=float, default=1800)
    ap.add_argument("--stress-work", type=int, default=40 << 30,
                    help="bytes of heap verified in all by a stress run (collections x peak heap)")
    ap.add_argument("--min-collections", type=int, default=100)
    ap.add_argument("--max-collections", type=int, default=5000)
    ap.add_argument("--cell-bytes", type=int, default=40)
    args = ap.parse_args()
    args.tarn = os.path.abspath(args.tarn)
    args.node = subprocess.check_output(["sh", os.path.join(ROOT, "tools", "node26.sh")], text=True).strip()
    probes = sorted(glob.glob(os.path.join(ROOT, "benchmarks", "gc", "*.js")))
    if args.only:
        probes = [p for p in probes if re.search(args.only, os.path.basename(p))]
    with concurrent.futures.ThreadPoolExecutor(args.jobs) as ex:
        rows = list(ex.map(lambda p: check(p, args), probes))
    print("| probe | collections (minor+major) | normal | verify | protect | stress + verify |")
    print("|---|---|---|---|---|---|")
    for name, cells, _ in rows:
        print("| %s | %s |" % (name, " | ".join(cells)))
    bad = [name for name, _, ok in rows if not ok]
    print("\n%d probes, %d with output identical to node's in all four modes%s" %
          (len(rows), len(rows) - len(bad), (": failed " + ", ".join(bad)) if bad else ""))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
