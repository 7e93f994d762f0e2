#!/usr/bin/env python3
"""benchmarks/gc/minor_cost.py — the fixed cost of a minor collection, in
callgrind instructions (docs/gc.md "Minor fixed cost").

Each variant is an allocation loop of pure garbage ({v: i} objects) after
some setup (nothing; 3,000 compiled functions inside an IIFE; 3,000
top-level function declarations, i.e. 3,000 live stack slots; 1,000,000 live
objects in the old generation). It runs at two loop lengths with a 1 MiB
nursery under `valgrind --tool=callgrind --toggle-collect=gc_collect_for`;
(instructions at length 2 - at length 1) / (minors at 2 - minors at 1) is
the steady-state cost of one minor over a nursery of garbage.

  python3 benchmarks/gc/minor_cost.py [--tarn build/tarn] [--only NAME]
"""
import argparse, os, re, subprocess, sys, tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
LOOP = "let x = 0;\nfor (let i = 0; i < {n}; i++) x = (x + {{ v: i }}.v) | 0;\nconsole.log(x);\n"


def funcs(prefix, k):
    return "".join(f"function f{i}(o) {{ return o.a{i % 50} + o.b + '{prefix}{i}' + o.c.d + {i}.5; }}\n"
                   for i in range(k))


def calls(k):
    return "".join(f"acc += f{i}(o) === undefined ? 0 : 1;\n" for i in range(0, k, 3))


VARIANTS = {
    "loop": "",
    "code_3000_iife": "let acc = 0;\n(function () {\nconst o = {b: 1, c: {d: 2}};\n" + funcs("s", 3000) +
                      calls(3000) + "})();\n",
    "code_3000_toplevel": funcs("t", 3000) + "let acc = 0; const o = {b: 1, c: {d: 2}};\n" + calls(3000),
    "old_1m_objects": "const keep = [];\nfor (let i = 0; i < 1000000; i++) keep.push({ a: i, b: [i] });\n",
}


def run(tarn, src):
    f = tempfile.NamedTemporaryFile("w", suffix=".js", delete=False)
    f.write(src)
    f.close()
    env = {k: v for k, v in os.environ.items() if not k.startswith("TARN_GC_")}
    env["TARN_GC_NURSERY_MB"] = "1"
    tr = tempfile.NamedTemporaryFile(delete=False)
    tr.close()
    subprocess.run([tarn, f.name], env=dict(env, TARN_GC_TRACE=tr.name), stdout=subprocess.DEVNULL, check=True)
    minors = sum(1 for line in open(tr.name) if '"gc":"minor"' in line)
    out = tempfile.NamedTemporaryFile(delete=False)
    out.close()
    p = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=" + out.name,
                        "--toggle-collect=gc_collect_for", tarn, f.name],
                       env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    for x in (f.name, tr.name, out.name):
        os.unlink(x)
    m = re.search(r"refs:\s+([\d,]+)", p.stderr.decode())
    return minors, int(m.group(1).replace(",", ""))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--tarn", default=os.path.join(ROOT, "build", "tarn"))
    ap.add_argument("--only", default=None)
    args = ap.parse_args()
    print("| variant | minors | instructions per minor |")
    print("|---|---|---|")
    for name, setup in VARIANTS.items():
        if args.only and args.only not in name:
            continue
        m1, i1 = run(args.tarn, setup + LOOP.format(n=300000))
        m2, i2 = run(args.tarn, setup + LOOP.format(n=1200000))
        print(f"| {name} | {m1} -> {m2} | {(i2 - i1) / (m2 - m1):,.0f} |")
        sys.stdout.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main())
