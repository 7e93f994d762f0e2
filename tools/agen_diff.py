#!/usr/bin/env python3
"""tools/agen_diff.py [N] [--start S] [--tarn PATH] [--keep DIR] — differential
test of async generators against node.

Generates N random programs (seeds S .. S+N-1) that mix yield, yield*, await,
for await, try/catch/finally, return and throw inside one async generator,
drives it with queued and awaited next/return/throw calls next to a
promise-chain ticker, and compares tarn's stdout with node's. Prints the
seeds that differ (programs are kept in DIR); exit status 1 if any differ.
tests/script/async_gen/mix_*.js are three of its programs (seeds 481, 507, 649).
"""
import argparse
import os
import random
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

PRELUDE = """'use strict';
let c = 0, t = 0;
function log(...a) { console.log(a.map(x => typeof x === 'object' && x !== null && !(x instanceof Error) ? JSON.stringify(x) : String(x)).join(' ')); }
function rj(v) { const p = Promise.reject(v); p.catch(() => {}); return p; }
function sp() { return { then(r) { log('then called'); r('tv'); } }; }
async function* inner() { try { log('in1', yield 'i1'); await null; log('in2', yield 'i2'); return 'ir'; } finally { log('inner fin'); } }
function ait() { let i = 0; return { [Symbol.asyncIterator]() { return this; }, next(v) { log('ait next', v); return i++ < 2 ? Promise.resolve({ value: 'a' + i, done: false }) : { value: 'ad', done: true }; }, return(v) { log('ait return', v); return { value: 'ar', done: true }; }, throw(e) { log('ait throw', e && e.message || e); return { value: 'at', done: false }; } }; }
function sit() { let i = 0; return { [Symbol.iterator]() { return this; }, next() { return i++ < 2 ? { value: Promise.resolve('s' + i), done: false } : { done: true, value: 'sd' }; }, return(v) { log('sit return'); return { done: true }; } }; }
"""
SOURCES = ['inner()', '[1, Promise.resolve(2)]', 'ait()', 'sit()']


def program(seed):
    R = random.Random(seed)

    def val():
        return R.choice(["1", "'s'", "Promise.resolve(2)", "rj(new Error('r'))", "{then(r){r(3)}}", "null", "sp()"])

    def stmts(d, lo, hi):
        return " ".join(stmt(d + 1) for _ in range(R.randint(lo, hi)))

    def stmt(d):
        k = R.randint(0, 11 if d < 3 else 6)
        if k == 0: return "log('y', yield %s);" % val()
        if k == 1: return "log('a', await %s);" % val()
        if k == 2: return "log('w');"
        if k == 3: return "log('d', yield* %s);" % R.choice(SOURCES)
        if k == 4: return "if (c++ %% 3 === 2) return %s;" % val()
        if k == 5: return "if (c++ % 4 === 3) throw new Error('t' + c);"
        if k == 6: return "log('y2', yield c);"
        if k in (7, 8):
            return "try { %s } catch (e) { log('caught', e && e.message || e); %s }" % (stmts(d, 1, 3), stmts(d, 0, 2))
        if k == 9: return "try { %s } finally { log('fin'); %s }" % (stmts(d, 1, 3), stmts(d, 0, 2))
        if k == 10:
            return "for await (const x of %s) { log('x', x); %s%s }" % (
                R.choice(SOURCES), stmts(d, 0, 2), " break;" if R.random() < 0.3 else "")
        return "log('w2');"

    body = " ".join(stmt(0) for _ in range(R.randint(2, 6)))
    out = [PRELUDE, "async function* g() { %s return 'end'; }" % body,
           "(function tick() { if (t < 40) { t++; console.log('-- ' + t); Promise.resolve().then(tick); } })();",
           "(async () => {", "  const it = g();"]
    for _ in range(R.randint(2, 8)):
        m = R.choice(["next", "next", "next", "return", "throw"])
        a = R.choice(["'v'", "Promise.resolve('pv')", "rj('pr')", "undefined"])
        if m == "throw":
            a = R.choice(["'tv'", "new Error('te')"])
        if R.random() < 0.5:
            out.append("  try { log('%s', await it.%s(%s)); } catch (e) { log('%s rejected', e && e.message || e); }"
                       % (m, m, a, m))
        else:
            out.append("  it.%s(%s).then(r => log('%s ->', r), e => log('%s rej ->', e && e.message || e));"
                       % (m, a, m, m))
    out += ["  for await (const x of it) log('rest', x);", "  log('consumer done');",
            "})().catch(e => log('outer', e && e.message || e));"]
    return "\n".join(out) + "\n"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("n", nargs="?", type=int, default=100)
    ap.add_argument("--start", type=int, default=1)
    ap.add_argument("--tarn", default=os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "build", "tarn"))
    ap.add_argument("--keep", default=None)
    args = ap.parse_args()
    d = args.keep or tempfile.mkdtemp(prefix="agen_diff.")
    os.makedirs(d, exist_ok=True)
    node = subprocess.check_output(["sh", os.path.join(ROOT, "tools", "node26.sh")], text=True).strip()
    bad = []
    for seed in range(args.start, args.start + args.n):
        path = os.path.join(d, "agen_%d.js" % seed)
        with open(path, "w") as f:
            f.write(program(seed))
        outs = [subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, timeout=30).stdout
                for cmd in ([node, path], [args.tarn, path])]
        if outs[0] != outs[1]:
            bad.append(seed)
            print("seed %d differs: %s" % (seed, path))
    print("%d programs, %d differ (in %s)" % (args.n, len(bad), d))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
