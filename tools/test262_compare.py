#!/usr/bin/env python3
"""tools/test262_compare.py — tarn's test262 results beside another engine's,
over the same snapshot and the same runs (docs/testing.md, "QuickJS as a
peer").

The universe is every run tests/test262/run.py would make if it skipped
nothing: each test file of the snapshot, sloppy and strict unless its flags
say one run (onlyStrict, noStrict, raw, module). A run an engine skips (an
unsupported feature, an excluded directory) counts as not passed, so both
engines are measured against the same totals.

tarn's result set is what the gate guarantees: the runs run.py makes (its
skip rules: tests/test262/features.txt, the intl402 directories it leaves
out, CanBlockIsFalse) less the runs listed in tests/test262/baseline. That
holds for a commit whose `make test262` passes.

The other engine's result set comes from QuickJS's run-test262 in "all"
mode with verbose errors: its report file (`reportfile=`, one line per test
file, "SKIPPED" when a feature or harness file made it skip) and its
standard output (one "PATH:LINE: [strict mode: ]MESSAGE" line per failing
run). A test file missing from the report (an excluded directory) did not
run.

Usage: test262_compare.py [--test262 build/test262] --qjs-report FILE
                          --qjs-out FILE [--depth 2] [--only-other FILE]
"""
import argparse
import os
import re
import sys
from collections import defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, os.path.join(ROOT, "tests", "test262"))
import run as t262  # noqa: E402  (tests/test262/run.py: frontmatter, plan, baseline)

STRICT = ("strict", "module")  # run.py's columns: strict+module, sloppy+raw


def universe(test_dir):
    """{rel: [mode, ...]} for every test file: the runs made when nothing is skipped."""
    out = {}
    for rel in t262.find_tests(test_dir, []):
        text = open(os.path.join(test_dir, rel), encoding="utf-8", errors="replace").read()
        meta = t262.parse_frontmatter(text)
        out[rel] = [mode for mode, _, _ in t262.runs_of(meta)]
    return out


def tarn_passes(test_dir, runs):
    """The runs tarn passes: those run.py plans, less the baseline's."""
    base = t262.load_baseline()
    unsupported = set(t262.read_list(t262.FEATURES_FILE))
    passed = set()
    for rel in runs:
        planned, skip, _ = t262.plan(test_dir, rel, unsupported)
        if skip:
            continue
        for mode, _, _ in planned:
            if (rel, mode) not in base:
                passed.add((rel, mode))
    return passed


FAIL_LINE = re.compile(r"^test262/test/(\S+?\.js):\d+: (strict mode: )?(.*)$")
REPORT_LINE = re.compile(r"^\d+: test262/test/(\S+?\.js)(.*)$")


def qjs_passes(runs, report, output):
    """The runs QuickJS passes, from run-test262's report file and output."""
    ran = set()
    for line in open(report, encoding="utf-8", errors="replace"):
        m = REPORT_LINE.match(line)
        if m and "SKIPPED" not in m.group(2):
            ran.add(m.group(1))
    failed = set()
    for line in open(output, encoding="utf-8", errors="replace"):
        m = FAIL_LINE.match(line)
        if not m or m.group(3).startswith("unknown feature:"):
            continue
        rel, strict = m.group(1), bool(m.group(2))
        for mode in runs.get(rel, []):
            # QuickJS runs a module test without its strict flag (a module is strict anyway)
            if (mode == "strict") == strict:
                failed.add((rel, mode))
    return {(rel, mode) for rel in ran for mode in runs.get(rel, []) if (rel, mode) not in failed}


def table(runs, engines, depth):
    """{dir: {engine: [strict pass, sloppy pass]}, "runs": [strict, sloppy]}."""
    rows = defaultdict(lambda: defaultdict(lambda: [0, 0]))
    for rel, modes in runs.items():
        parts = rel.split("/")
        key = "/".join(parts[:depth]) if len(parts) > depth else parts[0]
        for mode in modes:
            col = 0 if mode in STRICT else 1
            rows[key]["runs"][col] += 1
            for name, passed in engines:
                if (rel, mode) in passed:
                    rows[key][name][col] += 1
    return rows


def cell(a, b):
    return "%d/%d (%.1f%%)" % (a, b, 100.0 * a / b) if b else "-"


def print_table(rows, names, out, total):
    hdr = ["directory"]
    for n in names:
        hdr += ["%s strict+module" % n, "%s sloppy+raw" % n]
    out.write("| " + " | ".join(hdr) + " |\n|" + "---|" * len(hdr) + "\n")
    tot = defaultdict(lambda: [0, 0])
    for key in sorted(rows):
        r = rows[key]
        line = [key]
        for n in names:
            line += [cell(r[n][0], r["runs"][0]), cell(r[n][1], r["runs"][1])]
        for n in names + ["runs"]:
            tot[n][0] += r[n][0]
            tot[n][1] += r[n][1]
        out.write("| " + " | ".join(line) + " |\n")
    if total:
        line = ["total"]
        for n in names:
            line += [cell(tot[n][0], tot["runs"][0]), cell(tot[n][1], tot["runs"][1])]
        out.write("| " + " | ".join(line) + " |\n")


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--test262", default=os.path.join(ROOT, "build", "test262"))
    ap.add_argument("--qjs-report", required=True, help="run-test262's report file")
    ap.add_argument("--qjs-out", required=True, help="run-test262's standard output (verbose)")
    ap.add_argument("--depth", type=int, default=2, help="also a table to this directory depth")
    ap.add_argument("--only-other", metavar="FILE",
                    help="write the runs QuickJS passes and tarn does not, one 'PATH MODE' a line")
    args = ap.parse_args()
    test_dir = os.path.join(args.test262, "test")
    runs = universe(test_dir)
    engines = [("tarn", tarn_passes(test_dir, runs)),
               ("QuickJS", qjs_passes(runs, args.qjs_report, args.qjs_out))]
    names = [n for n, _ in engines]
    if args.only_other:
        with open(args.only_other, "w") as f:
            for rel, mode in sorted(engines[1][1] - engines[0][1]):
                f.write("%s %s\n" % (rel, mode))
    n_runs = sum(len(m) for m in runs.values())
    sys.stdout.write("%d test files, %d runs; a skipped run counts as not passed.\n\n" % (len(runs), n_runs))
    for name, passed in engines:
        sys.stdout.write("- %s: %d of %d runs pass (%.1f%%)\n" % (name, len(passed), n_runs,
                                                                  100.0 * len(passed) / n_runs))
    sys.stdout.write("\n")
    print_table(table(runs, engines, 1), names, sys.stdout, True)
    if args.depth > 1:
        sys.stdout.write("\n")
        print_table(table(runs, engines, args.depth), names, sys.stdout, False)
    return 0


if __name__ == "__main__":
    sys.exit(main())
