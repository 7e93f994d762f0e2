#!/usr/bin/env python3
"""tests/run_tests.py — the script test runner (python3, standard library only).

Runs every tests/script/**/*.js and module entry main.mjs / *_main.mjs, the
entries tests/modules/**/main.{js,cjs,mjs} and *_main.{js,cjs,mjs} (or, with --malformed, every file in
tests/malformed/) under ./build/tarn, --tarn PATH or --node, and checks it
against the markers in its comments (docs/testing.md, "Script tests"):

  // expect: TEXT                 the next line of stdout is TEXT
  // expect error: SyntaxError: M compile error on this line: exit 1, stderr has
                                  the text and FILE:LINE
  // expect runtime error: E: M   uncaught error thrown from this line: exit 1,
                                  stderr has the text (tarn: and FILE:LINE)
  // skip: reason                 not run
  // tarn-only                    not run under --node
  // flags: --x                   extra options for node only
  // env: NAME=VALUE              environment for the engine (tarn and node)

A sibling NAME.out (captured from node) replaces the expect lines for stdout.
A malformed test passes when the engine neither crashes nor hangs and, when
the file has markers, they hold.

--save FILE records each test's output; --compare FILE fails any test whose
output differs from the saved run (used for the GC-stress pass). The last
line printed is "N passed, N failed"; the exit status is 1 on any failure.
"""
import argparse
import concurrent.futures
import difflib
import json
import os
import re
import signal
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
EXPECT = re.compile(r"//\s*expect:\s?(.*)$")
EXPECT_ERR = re.compile(r"//\s*expect error:\s*(.*?)\s*(?://\s*tarn-only\s*)?$")
EXPECT_RT = re.compile(r"//\s*expect runtime error:\s*(.*?)\s*(?://\s*tarn-only\s*)?$")
SKIP = re.compile(r"//\s*skip:\s*(.*)$")
FLAGS = re.compile(r"//\s*flags:\s*(.*)$")
ENV = re.compile(r"//\s*env:\s*(\S+?)=(\S*)")
TARN_ONLY = re.compile(r"//\s*tarn-only\b")


class Spec:
    def __init__(self, path):
        self.path = path
        self.expect = []          # stdout lines
        self.compile_err = None   # (line, text)
        self.runtime_err = None   # (line, text)
        self.skip = None
        self.flags = []
        self.env = {}
        self.tarn_only = False
        self.out_file = None
        with open(path, "rb") as f:
            text = f.read().decode("utf-8", "replace")
        for n, line in enumerate(text.split("\n"), 1):
            if "//" not in line:
                continue
            m = EXPECT_ERR.search(line)
            if m:
                self.compile_err = (n, m.group(1))
                continue
            m = EXPECT_RT.search(line)
            if m:
                self.runtime_err = (n, m.group(1))
                continue
            m = EXPECT.search(line)
            if m:
                self.expect.append(m.group(1).rstrip())
                continue
            m = SKIP.search(line)
            if m:
                self.skip = m.group(1).strip()
            m = FLAGS.search(line)
            if m:
                self.flags += m.group(1).split()
            for m in ENV.finditer(line):
                self.env[m.group(1)] = m.group(2)
            if TARN_ONLY.search(line):
                self.tarn_only = True
        out = os.path.splitext(path)[0] + ".out"
        if os.path.exists(out):
            self.out_file = out

    def has_markers(self):
        return bool(self.expect or self.compile_err or self.runtime_err or self.out_file)


def run_one(args, spec):
    rel = os.path.relpath(spec.path, ROOT)
    if args.node:
        cmd = [args.node_path] + spec.flags + [rel]
    else:
        # --expose-gc means the same to tarn as to node (a global gc())
        cmd = [args.tarn] + [f for f in spec.flags if f == "--expose-gc"] + [rel]
    env = dict(os.environ)
    env.update(spec.env)
    t0 = time.monotonic()
    try:
        p = subprocess.run(cmd, cwd=ROOT, env=env, stdin=subprocess.DEVNULL,
                           stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                           timeout=args.timeout)
        out = p.stdout.decode("utf-8", "replace")
        err = p.stderr.decode("utf-8", "replace")
        rc = p.returncode
    except subprocess.TimeoutExpired as e:
        out = (e.stdout or b"").decode("utf-8", "replace")
        err = (e.stderr or b"").decode("utf-8", "replace")
        return rel, ["timed out after %gs (a hang is a failure)" % args.timeout], out, err, None, args.timeout
    return rel, check(args, spec, rel, out, err, rc), out, err, rc, time.monotonic() - t0


def lines_of(s):
    ls = s.split("\n")
    if ls and ls[-1] == "":
        ls.pop()
    return [l.rstrip() for l in ls]


def err_has(err, text):
    """True when a stderr line (not an echoed source line carrying the marker
    itself) starts with text, as node's and tarn's error headers do."""
    for l in err.split("\n"):
        if "// expect" in l:
            continue
        if l.strip().startswith(text):
            return True
    return False


def err_has_loc(err, loc):
    return any(loc in l and "// expect" not in l for l in err.split("\n"))


def check(args, spec, rel, out, err, rc):
    problems = []
    if rc is not None and rc < 0:
        try:
            name = signal.Signals(-rc).name
        except ValueError:
            name = str(-rc)
        problems.append("killed by signal %s" % name)
        return problems
    if args.malformed and not spec.has_markers():
        if rc not in (0, 1):
            problems.append("exit status %d (expected 0 or 1)" % rc)
        if "AddressSanitizer" in err or "runtime error:" in err:
            problems.append("sanitizer report")
        return problems
    base = os.path.basename(spec.path)
    if spec.out_file:
        with open(spec.out_file, encoding="utf-8", errors="replace") as f:
            want = lines_of(f.read())
    else:
        want = spec.expect
    got = lines_of(out)
    if got != want:
        diff = difflib.unified_diff(want, got, "expected stdout", "actual stdout", lineterm="", n=2)
        problems.append("stdout differs:\n    " + "\n    ".join(diff))
    if spec.compile_err:
        line, text = spec.compile_err
        if rc != 1:
            problems.append("exit status %s (expected 1 for a compile error)" % rc)
        if not err_has(err, text):
            problems.append("stderr lacks %r" % text)
        if not err_has_loc(err, "%s:%d" % (base, line)):
            problems.append("stderr lacks the location %s:%d" % (base, line))
    elif spec.runtime_err:
        line, text = spec.runtime_err
        if rc != 1:
            problems.append("exit status %s (expected 1 for an uncaught error)" % rc)
        if not err_has(err, text):
            problems.append("stderr lacks %r" % text)
        if not args.node and not err_has_loc(err, "%s:%d" % (base, line)):
            problems.append("stderr lacks the location %s:%d" % (base, line))
    elif rc != 0:
        problems.append("exit status %s (expected 0)" % rc)
    if "AddressSanitizer" in err or re.search(r"\.c:\d+:\d+: runtime error:", err):
        problems.append("sanitizer report")
    return problems


def find_tests(args):
    if args.malformed:
        d = os.path.join(ROOT, "tests", "malformed")
        files = []
        for dp, _, fs in os.walk(d):
            files += [os.path.join(dp, f) for f in fs if not f.endswith(".out") and not f.startswith(".")]
    else:
        d = os.path.join(ROOT, "tests", "script")
        files = []
        for dp, _, fs in os.walk(d):
            # a module test is an entry main.mjs (or NAME_main.mjs) and the
            # .mjs files it imports, which are not tests themselves
            files += [os.path.join(dp, f) for f in fs
                      if f.endswith(".js") or f == "main.mjs" or f.endswith("_main.mjs")]
        # tests/modules/: node's module system; an entry is main.EXT or
        # NAME_main.EXT (js, cjs, mjs), every other file (node_modules
        # included) is a fixture it loads
        for dp, ds, fs in os.walk(os.path.join(ROOT, "tests", "modules")):
            ds[:] = [x for x in ds if x != "node_modules"]
            files += [os.path.join(dp, f) for f in fs
                      if re.match(r"(.*_)?main\.(js|cjs|mjs)$", f)]
    files.sort()
    if args.filter:
        files = [f for f in files if any(x in os.path.relpath(f, ROOT) for x in args.filter)]
    return files


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("filter", nargs="*", help="only tests whose path contains one of these")
    ap.add_argument("--tarn", default=os.path.join(ROOT, "build", "tarn"))
    ap.add_argument("--node", action="store_true", help="run under node instead of tarn")
    ap.add_argument("--node-path", default=None,
                    help="node binary (default: the oracle, tools/node26.sh)")
    ap.add_argument("-j", "--jobs", type=int, default=2)
    ap.add_argument("--timeout", type=float, default=10.0)
    ap.add_argument("--malformed", action="store_true", help="run tests/malformed/ instead")
    ap.add_argument("--save", help="write every test's output to this JSON file")
    ap.add_argument("--compare", help="fail tests whose output differs from this saved JSON")
    ap.add_argument("--summary", help="append 'LABEL: N passed, N failed' to this file")
    ap.add_argument("--label", default="scripts")
    ap.add_argument("-v", "--verbose", action="store_true")
    ap.add_argument("--slowest", type=int, default=0, metavar="N",
                    help="list the N tests that took longest (wall time): the GC-stress step "
                         "runs every test with a collection per allocation, and make test has a time budget")
    ap.add_argument("--known", default=os.path.join(ROOT, "tests", "known_failures.txt"),
                    help="baseline of tests known to fail on tarn (one path a line); "
                         "they are reported as 'known' and do not fail the run")
    ap.add_argument("--write-known", help="write the paths of this run's failures to this file")
    args = ap.parse_args()
    if args.node and not args.node_path:
        args.node_path = subprocess.check_output(["sh", os.path.join(ROOT, "tools", "node26.sh")], text=True).strip()
    if not args.node:
        args.tarn = os.path.abspath(args.tarn)
        if not os.access(args.tarn, os.X_OK):
            print("run_tests: %s is not an executable (build it with make)" % args.tarn)
            print("0 passed, 1 failed")
            if args.summary:
                with open(args.summary, "a") as f:
                    f.write("%s: 0 passed, 1 failed\n" % args.label)
            return 1

    specs, skipped = [], 0
    for path in find_tests(args):
        s = Spec(path)
        if s.skip is not None or (args.node and s.tarn_only):
            skipped += 1
            continue
        specs.append(s)
    saved = {}
    if args.compare and os.path.exists(args.compare):
        with open(args.compare) as f:
            saved = json.load(f)

    known = set()
    if not args.node and args.known and os.path.exists(args.known):
        with open(args.known) as f:
            known = {l.strip() for l in f if l.strip() and not l.startswith("#")}
    results = {}
    passed = failed = known_failed = 0
    failures, fixed, times = [], [], []
    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, args.jobs)) as ex:
        futs = [ex.submit(run_one, args, s) for s in specs]
        for fut in futs:
            rel, problems, out, err, rc, secs = fut.result()
            times.append((secs, rel))
            results[rel] = {"stdout": out, "rc": rc}
            if args.compare and rel in saved:
                old = saved[rel]
                if old["stdout"] != out or old["rc"] != rc:
                    diff = difflib.unified_diff(lines_of(old["stdout"]), lines_of(out),
                                                "normal run", "this run", lineterm="", n=2)
                    problems.append("output differs from the normal run (rc %s vs %s):\n    %s"
                                    % (old["rc"], rc, "\n    ".join(diff)))
            if problems:
                failures.append(rel)
            if problems and rel in known:
                known_failed += 1
                if args.verbose:
                    print("KNOWN %s" % rel)
            elif problems:
                failed += 1
                print("FAIL %s" % rel)
                for pr in problems:
                    print("  " + pr)
                if err.strip():
                    tail = err.strip().split("\n")[-6:]
                    print("  stderr: " + "\n          ".join(tail))
            else:
                passed += 1
                if rel in known:
                    fixed.append(rel)
                if args.verbose:
                    print("PASS %s" % rel)
    if args.save:
        with open(args.save, "w") as f:
            json.dump(results, f)
    if args.write_known:
        with open(args.write_known, "w") as f:
            f.write("# Tests known to fail on tarn (baseline, see docs/testing.md).\n"
                    "# Regenerate: python3 tests/run_tests.py --known '' --write-known tests/known_failures.txt\n")
            for rel in sorted(failures):
                f.write(rel + "\n")
    if known_failed:
        print("%s: %d known failures (listed in %s)" % (args.label, known_failed, os.path.relpath(args.known, ROOT)))
    for rel in fixed:
        print("FIXED %s (now passes: remove it from the known-failures list)" % rel)
    skipped += known_failed
    if skipped:
        print("%s: %d skipped" % (args.label, skipped))
    if args.slowest:
        print("%s: slowest tests (wall seconds):" % args.label)
        for secs, rel in sorted(times, reverse=True)[:args.slowest]:
            print("  %6.1f  %s" % (secs, rel))
    if args.summary:
        with open(args.summary, "a") as f:
            f.write("%s: %d passed, %d failed, %d skipped\n" % (args.label, passed, failed, skipped))
    print("%d passed, %d failed, %d skipped" % (passed, failed, skipped))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
