#!/usr/bin/env python3
"""tests/test262/run.py — tarn's test262 runner and gate (docs/testing.md).

Reads each test's frontmatter, decides its runs (sloppy and strict by
default; one run for onlyStrict, noStrict, raw and module tests), skips what
tarn cannot run (tests/test262/features.txt, CanBlockIsFalse) counting each
reason, and hands the runs to build/test262-host processes
(tests/test262/host.c: many tests per process, a fresh VM each). A host
that crashes or hangs is restarted and the test in flight fails with
"crash" or "timeout".

The gate compares the failing runs with the committed baseline
(tests/test262/baseline/TOP/SECOND.txt, one "PATH MODE REASON" line per
expected failure): a new failure, an unexpected pass, or a baseline line for
a run that no longer happens fails the run. --update-baseline rewrites the
baseline for the selected paths only, keeping the recorded reason of a run
that still fails (so a reason holding, say, a date does not churn).

Usage: run.py [--test262 DIR] [--host PATH] [-j N] [--update-baseline]
              [--gc-sample N] [--summary FILE] [PATH_PREFIX ...]
The last line is "N passed, N failed, N skipped": passed counts runs that
pass, failed counts runs that differ from the baseline (new failures and
unexpected passes), skipped counts test files not run.
"""
import argparse
import hashlib
import os
import re
import select
import signal
import subprocess
import sys
import threading
import time
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
BASELINE_DIR = os.path.join(HERE, "baseline")
FEATURES_FILE = os.path.join(HERE, "features.txt")

FRONTMATTER = re.compile(r"/\*---(.*?)---\*/", re.S)
LIST_KEYS = ("includes", "flags", "features")


# ---- frontmatter ---------------------------------------------------------------

def parse_frontmatter(text):
    """The keys the runner needs from a test's YAML block: includes, flags,
    features (lists) and negative (phase, type). Only these keys' own forms
    occur in test262 ("key: [a, b]", "key:" then "  - a" lines, and
    negative's two indented "phase:"/"type:" lines), so a small reader
    suffices and no YAML package is needed."""
    meta = {"includes": [], "flags": [], "features": [], "negative": None}
    m = FRONTMATTER.search(text)
    if not m:
        return meta
    key = None
    for line in m.group(1).splitlines():
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        if not line[0].isspace():
            k, _, v = line.partition(":")
            key = k.strip()
            v = v.strip()
            if key in LIST_KEYS:
                if v.startswith("["):
                    meta[key] = [x.strip().strip("'\"") for x in v.strip("[]").split(",") if x.strip()]
                elif v:
                    meta[key] = [v]
            elif key == "negative":
                meta["negative"] = {}
            continue
        s = line.strip()
        if key in LIST_KEYS and s.startswith("- "):
            meta[key].append(s[2:].strip().strip("'\""))
        elif key == "negative" and ":" in s:
            k, _, v = s.partition(":")
            meta["negative"][k.strip()] = v.strip()
    return meta


# ---- selection ------------------------------------------------------------------

def read_list(path):
    """Non-comment, non-empty first words of a committed list file."""
    out = []
    if os.path.exists(path):
        for line in open(path):
            line = line.split("#", 1)[0].strip()
            if line:
                out.append(line.split()[0])
    return out


def find_tests(test_dir, prefixes):
    tests = []
    for top, dirs, files in os.walk(test_dir):
        dirs.sort()
        rel_dir = os.path.relpath(top, test_dir)
        for f in sorted(files):
            if not f.endswith(".js") or "_FIXTURE" in f:
                continue
            rel = f if rel_dir == "." else rel_dir + "/" + f
            if prefixes and not any(selected(rel, p) for p in prefixes):
                continue
            tests.append(rel)
    return tests


def selected(rel, prefix):
    prefix = prefix.rstrip("/")
    return rel == prefix or rel.startswith(prefix + "/") or (prefix.endswith(".js") and rel == prefix)


def plan(test_dir, rel, unsupported):
    """(runs, skip_reason): runs is a list of (mode, host_flags, includes)."""
    text = open(os.path.join(test_dir, rel), encoding="utf-8", errors="replace").read()
    meta = parse_frontmatter(text)
    flags = set(meta["flags"])
    for f in meta["features"]:
        if f in unsupported:
            return [], "feature " + f, meta
    if "CanBlockIsFalse" in flags:
        return [], "CanBlockIsFalse (the host's agent can block)", meta
    meta["agent"] = "$262.agent" in text  # run_all gives these their own lane
    if "$262.AbstractModuleSource" in text:
        return [], "$262.AbstractModuleSource", meta
    return runs_of(meta), None, meta


def runs_of(meta):
    """The runs of a test file nothing skips: [(mode, host_flags, includes)]
    (also tools/test262_compare.py's universe of runs)."""
    flags = set(meta["flags"])
    if "raw" in flags:  # no harness; a raw module test is still a module
        return [("module", "m", []) if "module" in flags else ("raw", "-", [])]
    includes = ["assert.js", "sta.js"]
    if "async" in flags:
        includes.append("doneprintHandle.js")
    includes += [i for i in meta["includes"] if i not in includes]
    a = "a" if "async" in flags else ""
    if "module" in flags:
        return [("module", "m" + a, includes)]
    if "onlyStrict" in flags:
        return [("strict", "s" + a, includes)]
    if "noStrict" in flags:
        return [("sloppy", a or "-", includes)]
    return [("sloppy", a or "-", includes), ("strict", "s" + a, includes)]


# ---- running --------------------------------------------------------------------

class Worker:
    """One test262-host process, restarted after a crash or a hang."""

    def __init__(self, host, harness_dir, limit_ms, env):
        self.args = [host, harness_dir, str(limit_ms)]
        self.env = env
        self.proc = None

    def start(self):
        r, w = os.pipe()
        self.proc = subprocess.Popen(self.args + [str(w)], stdin=subprocess.PIPE, stdout=subprocess.DEVNULL,
                                     stderr=subprocess.DEVNULL, pass_fds=(w,), env=self.env,
                                     start_new_session=True)
        os.close(w)
        self.rfd = r
        self.buf = b""

    def stop(self):
        if self.proc:
            try:
                os.killpg(self.proc.pid, signal.SIGKILL)
            except OSError:
                pass
            self.proc.wait()
            os.close(self.rfd)
            try:
                self.proc.stdin.close()
            except OSError:
                pass
            self.proc = None

    def run(self, flags, path, includes, hard_timeout):
        """The host's result fields, or ("crash"/"timeout", reason)."""
        if self.proc is None:
            self.start()
        try:
            self.proc.stdin.write(("%s\t%s\t%s\n" % (flags, path, ",".join(includes))).encode())
            self.proc.stdin.flush()
        except (BrokenPipeError, OSError):
            return self.died()
        deadline = time.monotonic() + hard_timeout
        while b"\n" not in self.buf:
            left = deadline - time.monotonic()
            if left <= 0:
                self.stop()
                return ("timeout", "", "", "none")
            ready, _, _ = select.select([self.rfd], [], [], left)
            if not ready:
                continue
            chunk = os.read(self.rfd, 65536)
            if not chunk:
                return self.died()
            self.buf += chunk
        line, _, self.buf = self.buf.partition(b"\n")
        fields = line.decode("utf-8", "replace").split("\t")
        while len(fields) < 4:
            fields.append("")
        return tuple(fields[:4])

    def died(self):
        code = self.proc.wait()
        self.stop()
        what = "signal %d" % -code if code < 0 else "exit %d" % code
        return ("crash", what, "", "none")


TIMEOUT_RE = re.compile(r"Script execution timed out")


def judge(result, meta, mode):
    """(passed, reason) for one run's host result."""
    phase, etype, msg, asyn = result
    msg = " ".join(msg.split())[:160]
    if phase == "timeout" or (phase == "runtime" and TIMEOUT_RE.search(msg)):
        return False, "timeout"
    if phase == "crash":
        return False, "crash (%s)" % etype
    got = "%s %s: %s" % (phase, etype, msg) if phase != "ok" else "no error"
    neg = meta["negative"]
    if neg is not None:
        want_phase, want_type = neg.get("phase", ""), neg.get("type", "")
        if phase == "harness":
            return False, "harness %s: %s" % (etype, msg)
        phase_ok = (phase == want_phase or (want_phase == "resolution" and phase == "runtime" and mode == "module"))
        if phase_ok and etype == want_type:
            return True, ""
        return False, "expected %s %s, got %s" % (want_phase, want_type, got)
    if phase != "ok":
        return False, got
    if "async" in meta["flags"]:
        if asyn == "complete" or asyn.startswith("Test262:AsyncTestComplete"):
            return True, ""
        if asyn.startswith("Test262:AsyncTestFailure"):
            return False, "async " + " ".join(asyn.split())[:160]
        return False, "async: the test never printed Test262:AsyncTestComplete"
    return True, ""


def run_all(args, jobs, harness_dir, env, limit_ms, hard_timeout):
    """jobs: list of (rel, mode, flags, includes, meta); returns {(rel, mode): (passed, reason)}.

    Tests that start $262.agent threads mostly sleep (tryYield, timeouts,
    getReport polls): they go to a queue of their own, which one extra host
    process (beside the -j ones) takes first, so they overlap the CPU-bound
    runs instead of adding their sleeps to the wall time. Each thread takes
    from its own queue first and then helps with the other."""
    results = {}
    times = []  # (seconds, rel, mode) of each run, for --slowest
    lock = threading.Lock()
    queues = [[j for j in jobs if not j[4].get("agent")], [j for j in jobs if j[4].get("agent")]]
    index = [0, 0]
    done = [0]
    total = len(jobs)
    start = time.monotonic()

    def take(first):
        for q in (first, 1 - first):
            if index[q] < len(queues[q]):
                index[q] += 1
                return queues[q][index[q] - 1]
        return None

    def work(first):
        w = Worker(args.host, harness_dir, limit_ms, env)
        try:
            while True:
                with lock:
                    job = take(first)
                if job is None:
                    return
                rel, mode, flags, includes, meta = job
                t_run = time.monotonic()
                res = w.run(flags, os.path.join(args.test_dir, rel), includes, hard_timeout)
                t_run = time.monotonic() - t_run
                verdict = judge(res, meta, mode)
                with lock:
                    results[(rel, mode)] = verdict
                    times.append((t_run, rel, mode))
                    done[0] += 1
                    if args.progress and done[0] % 2000 == 0:
                        el = time.monotonic() - start
                        sys.stderr.write("  %d/%d runs, %.0f s\n" % (done[0], total, el))
        finally:
            w.stop()

    lanes = [0] * max(1, args.jobs) + ([1] if queues[1] else [])
    threads = [threading.Thread(target=work, args=(q,)) for q in lanes]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    if args.slowest:
        print("slowest runs (wall seconds):")
        for secs, rel, mode in sorted(times, reverse=True)[:args.slowest]:
            print("  %7.2f  %s %s" % (secs, rel, mode))
    return results


# ---- the baseline ---------------------------------------------------------------

def baseline_file(rel):
    parts = rel.split("/")
    if len(parts) >= 3:
        return os.path.join(BASELINE_DIR, parts[0], parts[1] + ".txt")
    return os.path.join(BASELINE_DIR, parts[0] + ".txt")


def load_baseline():
    """{(rel, mode): reason} over every baseline file."""
    base = {}
    for top, _, files in os.walk(BASELINE_DIR):
        for f in files:
            if not f.endswith(".txt"):
                continue
            for line in open(os.path.join(top, f), encoding="utf-8"):
                line = line.rstrip("\n")
                if not line or line.startswith("#"):
                    continue
                parts = line.split(" ", 2)
                base[(parts[0], parts[1])] = parts[2] if len(parts) > 2 else ""
    return base


def write_baseline(base):
    by_file = defaultdict(list)
    for (rel, mode), reason in base.items():
        by_file[baseline_file(rel)].append("%s %s %s" % (rel, mode, reason))
    # rewrite every file that exists or gets lines; drop emptied ones
    existing = set()
    for top, _, files in os.walk(BASELINE_DIR):
        for f in files:
            if f.endswith(".txt"):
                existing.add(os.path.join(top, f))
    for path in existing | set(by_file):
        lines = sorted(by_file.get(path, []))
        if not lines:
            if os.path.exists(path):
                os.remove(path)
            continue
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w", encoding="utf-8") as f:
            f.write("\n".join(lines) + "\n")


# Left out of the GC-stress sample: the generated property-escape tests build
# a string of every code point of a property and match it, about a million
# allocations each, which under a collection per allocation runs for minutes.
# They test the Unicode tables; the allocation path they take (strings built in
# a loop, regex matching) is in the sample through other tests. Likewise the
# DateTimeFormat tests that format every Temporal type under every option
# (compare-to-temporal*, over 120 s under stress): they test ICU's patterns;
# Temporal's allocation paths are in the sample through built-ins/Temporal.
# So are intl402/Temporal's tests, which walk the calendars' years and
# months (ICU's calendar data; a quarter of the sample's time for a
# fifteenth of its files). And the ES5 URI tests that decode or encode every code unit one call at a
# time (S15.1.3.*_A*: a fraction of a second normally, minutes under stress);
# the string building they do is in the sample through the String tests.
# And annexB's tests that eval a regex literal for every code unit
# (RegExp-*-escape-BMP.js: 65,536 evals, a second normally, over the 120 s
# timeout under stress); eval of regex literals is in the sample through
# language/literals/regexp.
GC_SAMPLE_LEAVE_OUT = ("built-ins/RegExp/property-escapes/generated/",
                       "annexB/built-ins/RegExp/RegExp-leading-escape-BMP.js",
                       "annexB/built-ins/RegExp/RegExp-trailing-escape-BMP.js",
                       "built-ins/decodeURI/S15.1.3.1_A",
                       "built-ins/decodeURIComponent/S15.1.3.2_A",
                       "built-ins/encodeURI/S15.1.3.3_A",
                       "built-ins/encodeURIComponent/S15.1.3.4_A",
                       "intl402/Temporal/",
                       "intl402/DateTimeFormat/prototype/format/compare-to-temporal",
                       "intl402/DateTimeFormat/prototype/formatToParts/compare-to-temporal")


def in_sample(rel, n):
    """The fixed GC-stress sample: about one test in n, chosen by a hash of
    the path so it does not move when tests are added elsewhere."""
    if rel.startswith(GC_SAMPLE_LEAVE_OUT):
        return False
    return int(hashlib.md5(rel.encode()).hexdigest()[:8], 16) % n == 0


# ---- report ---------------------------------------------------------------------

def rate_table(results, depth):
    rows = defaultdict(lambda: [0, 0, 0, 0])  # strict pass, strict total, sloppy pass, sloppy total
    for (rel, mode), (ok, _) in results.items():
        key = "/".join(rel.split("/")[:depth]) if rel.count("/") >= depth else rel.split("/")[0]
        col = 0 if mode in ("strict", "module") else 2
        rows[key][col] += ok
        rows[key][col + 1] += 1
    return rows


def pct(a, b):
    return "%5.1f%%" % (100.0 * a / b) if b else "     -"


def print_rates(results, depth, out):
    rows = rate_table(results, depth)
    out.write("%-44s %16s %16s %16s\n" % ("directory", "strict+module", "sloppy+raw", "all"))
    tot = [0, 0, 0, 0]
    for key in sorted(rows):
        r = rows[key]
        for i in range(4):
            tot[i] += r[i]
        out.write("%-44s %7d/%-5d%s %7d/%-5d%s %7d/%-5d%s\n" % (
            key, r[0], r[1], pct(r[0], r[1]), r[2], r[3], pct(r[2], r[3]),
            r[0] + r[2], r[1] + r[3], pct(r[0] + r[2], r[1] + r[3])))
    if depth == 1:
        out.write("%-44s %7d/%-5d%s %7d/%-5d%s %7d/%-5d%s\n" % (
            "total", tot[0], tot[1], pct(tot[0], tot[1]), tot[2], tot[3], pct(tot[2], tot[3]),
            tot[0] + tot[2], tot[1] + tot[3], pct(tot[0] + tot[2], tot[1] + tot[3])))


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("paths", nargs="*", help="path prefixes under test/, e.g. built-ins/Array language/eval-code")
    ap.add_argument("--test262", default=os.path.join(ROOT, "build", "test262"),
                    help="the extracted suite (holding test/ and harness/)")
    ap.add_argument("--host", default=os.path.join(ROOT, "build", "test262-host"))
    ap.add_argument("-j", "--jobs", type=int, default=2)
    ap.add_argument("--timeout", type=float, default=10.0,
                    help="seconds a run may take before it is a timeout (the VM's limit; the "
                         "process is killed at 3x)")
    ap.add_argument("--update-baseline", action="store_true",
                    help="rewrite the baseline for the selected paths from this run")
    ap.add_argument("--gc-sample", type=int, default=0, metavar="N",
                    help="run only the fixed sample of about one test file in N, one run each (the "
                         "strict one when there are two), and compare it with the baseline (the "
                         "GC-stress step of make test)")
    ap.add_argument("--summary", help="append 'LABEL: N passed, N failed' to this file")
    ap.add_argument("--label", default="test262")
    ap.add_argument("--rates", type=int, default=0, metavar="DEPTH",
                    help="print pass rates to this directory depth (default: 1, and 2 for a subset)")
    ap.add_argument("--report", help="also write the pass-rate tables (depths 1 and 2) to this file")
    ap.add_argument("--slowest", type=int, default=0, metavar="N",
                    help="print the N runs that took the longest (wall time)")
    ap.add_argument("--progress", action="store_true", help="print progress to stderr")
    args = ap.parse_args()

    args.test_dir = os.path.join(args.test262, "test")
    harness_dir = os.path.join(args.test262, "harness")
    if not os.path.isdir(args.test_dir):
        print("no test262 suite at %s (make test262 extracts it)" % args.test262)
        return 2
    if not os.access(args.host, os.X_OK):
        print("no host at %s (make build/test262-host)" % args.host)
        return 2
    if args.update_baseline and args.gc_sample:
        print("--update-baseline and --gc-sample do not go together")
        return 2
    prefixes = [p.rstrip("/") for p in args.paths]
    for p in prefixes:
        if not os.path.exists(os.path.join(args.test_dir, p)):
            print("no such test path: test/%s" % p)
            return 2
    unsupported = set(read_list(FEATURES_FILE))

    t0 = time.monotonic()
    tests = find_tests(args.test_dir, prefixes)
    if args.gc_sample:
        tests = [t for t in tests if in_sample(t, args.gc_sample)]
    jobs = []
    skipped = Counter()
    planned = set()
    for rel in tests:
        runs, skip, meta = plan(args.test_dir, rel, unsupported)
        if skip:
            skipped[skip] += 1
            continue
        if args.gc_sample:
            # one run per file: the stress cost is mostly the VM's creation
            runs = [r for r in runs if r[0] == "strict"] or runs[:1]
        for mode, flags, includes in runs:
            jobs.append((rel, mode, flags, includes, meta))
            planned.add((rel, mode))

    env = dict(os.environ)
    limit_ms = int(args.timeout * 1000)
    results = run_all(args, jobs, harness_dir, env, limit_ms, args.timeout * 3 + 5)
    elapsed = time.monotonic() - t0

    base = load_baseline()
    in_scope = lambda rel: not prefixes or any(selected(rel, p) for p in prefixes)
    new_fail, new_pass, stale = [], [], []
    for key, (ok, reason) in sorted(results.items()):
        if not ok and key not in base:
            new_fail.append((key, reason))
        elif ok and key in base:
            new_pass.append((key, base[key]))
    if not args.gc_sample:  # the sample leaves runs out on purpose
        for key in sorted(base):
            if in_scope(key[0]) and key not in planned:
                stale.append(key)

    passed = sum(1 for ok, _ in results.values() if ok)
    failed = len(results) - passed
    depth = args.rates or (2 if prefixes else 1)
    if not args.gc_sample:
        print_rates(results, depth, sys.stdout)
        if depth != 1:
            print_rates(results, 1, sys.stdout)
    if args.report:
        with open(args.report, "w") as f:
            f.write("test262 pass rates (runs)\n")
            print_rates(results, 1, f)
            f.write("\n")
            print_rates(results, 2, f)
            f.write("\nskipped test files by reason\n")
            for reason, n in sorted(skipped.items(), key=lambda x: (-x[1], x[0])):
                f.write("  %6d  %s\n" % (n, reason))
    if skipped:
        print("skipped test files by reason:")
        for reason, n in sorted(skipped.items(), key=lambda x: (-x[1], x[0])):
            print("  %6d  %s" % (n, reason))
    print("%d runs of %d test files in %.0f s (-j %d): %d pass, %d fail (%d in the baseline)" % (
        len(results), len(tests) - sum(skipped.values()), elapsed, args.jobs, passed, failed,
        failed - len(new_fail)))

    if args.update_baseline:
        kept = {k: v for k, v in base.items() if not in_scope(k[0])}
        for key, (ok, reason) in results.items():
            if not ok:
                kept[key] = base.get(key, reason)
        write_baseline(kept)
        print("baseline updated for %s: %d new failures, %d fixed, %d stale lines dropped" % (
            " ".join(prefixes) or "every path", len(new_fail), len(new_pass), len(stale)))
        new_fail, new_pass, stale = [], [], []
    else:
        if new_fail:
            print("NEW FAILURES (not in tests/test262/baseline/):")
            for (rel, mode), reason in new_fail:
                print("  %s %s %s" % (rel, mode, reason))
        if new_pass:
            print("UNEXPECTED PASSES (remove these lines from the baseline, or run with --update-baseline PATHS):")
            for (rel, mode), reason in new_pass:
                print("  %s %s %s" % (rel, mode, reason))
        if stale:
            print("STALE BASELINE LINES (the run no longer happens: skipped or removed):")
            for rel, mode in stale:
                print("  %s %s" % (rel, mode))

    bad = len(new_fail) + len(new_pass) + len(stale)
    good = passed - len(new_pass)
    if args.summary:
        with open(args.summary, "a") as f:
            f.write("%s: %d passed, %d failed\n" % (args.label, good, bad))
    print("%d passed, %d failed, %d skipped" % (good, bad, sum(skipped.values())))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
