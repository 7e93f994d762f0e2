#!/usr/bin/env python3
"""tools/gen_expect.py FILE.js... — fill a test's `// expect:` lines from node.

node 26 is the oracle (its path comes from tools/node26.sh): this runs each
file under it, with the file's `// flags:` and `// env:`, drops the file's existing
trailing block of `// expect:` lines, and appends one marker per stdout line
(or, for a test with a sibling NAME.out, rewrites that file).
Inline markers elsewhere in the file are left alone and the file is not
touched when they already agree with node. It refuses (and reports) a file
whose exit status does not match its error markers, so an expectation is
never written from a run that failed for the wrong reason. Review the diff.
"""
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MARK = re.compile(r"^\s*//\s*expect:")


def main():
    node = subprocess.check_output(["sh", os.path.join(ROOT, "tools", "node26.sh")], text=True).strip()
    bad = 0
    for path in sys.argv[1:]:
        src = open(path, encoding="utf-8").read()
        wants_error = re.search(r"//\s*expect (runtime )?error:", src) is not None
        env = dict(os.environ)
        for m in re.finditer(r"//\s*env:\s*(\S+?)=(\S*)", src):
            env[m.group(1)] = m.group(2)
        flags = [f for m in re.finditer(r"//\s*flags:(.*)", src) for f in m.group(1).split()]
        p = subprocess.run([node] + flags + [path], capture_output=True, timeout=20, env=env)
        rc_ok = (p.returncode == 1) if wants_error else (p.returncode == 0)
        if not rc_ok:
            print("%s: node exited %d\n%s" % (path, p.returncode, p.stderr.decode()[-800:]))
            bad += 1
            continue
        out_file = os.path.splitext(path)[0] + ".out"
        if os.path.exists(out_file):  # a sibling NAME.out holds the expected stdout
            text = p.stdout.decode("utf-8")
            if open(out_file, encoding="utf-8").read() != text:
                open(out_file, "w", encoding="utf-8").write(text)
            continue
        out = p.stdout.decode("utf-8").split("\n")
        if out and out[-1] == "":
            out.pop()
        inline = [l for l in src.split("\n") if re.search(r"//\s*expect:", l)
                  and not MARK.match(l)]
        if inline:
            got = [re.search(r"//\s*expect:\s?(.*)$", l).group(1).rstrip() for l in inline]
            if got != [o.rstrip() for o in out]:
                print("%s: inline expectations disagree with node" % path)
                bad += 1
            continue
        lines = src.rstrip("\n").split("\n")
        while lines and MARK.match(lines[-1]):
            lines.pop()
        lines += ["// expect: " + o if o else "// expect:" for o in out]
        new = "\n".join(lines) + "\n"
        if new != src:
            open(path, "w", encoding="utf-8").write(new)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
