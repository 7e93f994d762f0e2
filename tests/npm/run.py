#!/usr/bin/env python3
"""make test-npm: real npm packages under node 26 and under tarn.

Installs the pinned packages of tests/npm/package-lock.json with `npm ci`
into BUILD/npm (again only when the lock file changed), copies the drivers
of tests/npm/drivers/ beside their node_modules, runs each driver under node
26 (tools/node26.sh) and under tarn, and compares stdout and the exit status
byte for byte. A driver named in tests/npm/expected-failures.txt is run and
reported with its reason, but not counted as a failure; one that passes is
a failure until its line is removed. Needs the npm registry, so it is not
part of make test. The last line is `npm: N passed, N failed, N skipped`.

Usage: run.py [--tarn build/tarn] [--build build] [-j 2] [--timeout 300] [DRIVER...]
"""
import argparse
import concurrent.futures
import hashlib
import os
import shutil
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))


def sh(cmd, **kw):
    return subprocess.run(cmd, check=True, **kw)


def install(work):
    """npm ci into work when the lock file differs from the installed one."""
    os.makedirs(work, exist_ok=True)
    lock = open(os.path.join(HERE, "package-lock.json"), "rb").read()
    digest = hashlib.sha256(lock).hexdigest()
    stamp = os.path.join(work, ".installed-lock")
    if (os.path.exists(stamp) and open(stamp).read() == digest
            and os.path.isdir(os.path.join(work, "node_modules"))):
        return
    for f in ("package.json", "package-lock.json"):
        shutil.copy(os.path.join(HERE, f), work)
    print("npm: npm ci in %s" % work, flush=True)
    sh(["npm", "ci", "--no-audit", "--no-fund", "--ignore-scripts"], cwd=work,
       stdout=sys.stderr)
    with open(stamp, "w") as f:
        f.write(digest)


def expected_failures():
    xf = {}
    for line in open(os.path.join(HERE, "expected-failures.txt")):
        line = line.strip()
        if line and not line.startswith("#"):
            name, _, reason = line.partition(" ")
            xf[name] = reason.strip()
    return xf


def run(cmd, cwd, timeout, env):
    try:
        p = subprocess.run(cmd, cwd=cwd, capture_output=True, timeout=timeout, env=env)
        return p.returncode, p.stdout, p.stderr
    except subprocess.TimeoutExpired:
        return "timeout", b"", b"timed out after %ds\n" % timeout


def first_difference(a, b):
    al, bl = a.decode("utf-8", "replace").splitlines(), b.decode("utf-8", "replace").splitlines()
    for i in range(max(len(al), len(bl))):
        x = al[i] if i < len(al) else "<end of output>"
        y = bl[i] if i < len(bl) else "<end of output>"
        if x != y:
            return "line %d\n    node: %s\n    tarn: %s" % (i + 1, x[:300], y[:300])
    return "same lines, different bytes (a trailing newline?)"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--tarn", default=os.path.join(ROOT, "build", "tarn"))
    ap.add_argument("--build", default=os.path.join(ROOT, "build"))
    ap.add_argument("-j", type=int, default=2)
    ap.add_argument("--timeout", type=int, default=300)  # node loads date-fns in seconds; a busy machine is slow
    ap.add_argument("drivers", nargs="*")
    a = ap.parse_args()
    tarn = os.path.abspath(a.tarn)
    node = subprocess.run(["sh", os.path.join(ROOT, "tools", "node26.sh")], check=True,
                          capture_output=True, text=True).stdout.strip()
    work = os.path.join(os.path.abspath(a.build), "npm")
    install(work)
    ddir = os.path.join(HERE, "drivers")
    names = sorted(a.drivers or os.listdir(ddir))
    for n in names:
        shutil.copy(os.path.join(ddir, n), os.path.join(work, n))
    xf = expected_failures()
    # The same environment for both: a fixed time zone (the date libraries
    # print local times), no color forced either way, no node options.
    env = {k: v for k, v in os.environ.items()
           if k not in ("NODE_OPTIONS", "FORCE_COLOR", "NO_COLOR", "NODE_PATH")}
    env["TZ"] = "UTC"

    def one(n):
        return n, run([node, n], work, a.timeout, env), run([tarn, n], work, a.timeout, env)

    passed = failed = skipped = 0
    with concurrent.futures.ThreadPoolExecutor(a.j) as ex:
        for n, (nrc, nout, nerr), (trc, tout, terr) in ex.map(one, names):
            same = nrc == trc and nout == tout
            if n in xf:
                if same:
                    failed += 1
                    print("XPASS %s: passes now; remove it from expected-failures.txt" % n)
                else:
                    skipped += 1
                    print("xfail %s: %s" % (n, xf[n]))
                continue
            if same:
                passed += 1
                print("ok    %s" % n)
                continue
            failed += 1
            print("FAIL  %s: exit node %s, tarn %s" % (n, nrc, trc))
            if nout != tout:
                print("  first difference at " + first_difference(nout, tout))
            if terr:
                print("  tarn stderr: " + terr.decode("utf-8", "replace")[-1200:].rstrip().replace("\n", "\n    "))
            if nerr and nrc != 0:
                print("  node stderr: " + nerr.decode("utf-8", "replace")[-600:].rstrip().replace("\n", "\n    "))
    print("npm: %d passed, %d failed, %d skipped" % (passed, failed, skipped))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
