#!/usr/bin/env python3
"""benchmarks/compile/gen.py — write the generated programs of the compile
benchmarks (benchmarks/compile/run.py) into a directory.

Each program is deterministic, runs quickly once compiled and prints one
checksum line, so a run checks that every engine compiled it to the same
meaning. The shapes:

  vars      N top-level `var`s in one scope, then a loop that reads some
  locals    N `let`s in one function (and reads of them)
  funcs     N small functions, each called once
  nesting   blocks of functions, ifs, arrows and object literals nested
            deep, repeated
  bundle    ~SIZE bytes of module-shaped code (a closure per module with
            locals, a class, loops, object and array literals, strings,
            property accesses), concatenated as a bundler does

Usage: gen.py OUTDIR [--scale F]   (F multiplies every size; 1.0 = full)
"""
import argparse
import os


def gen_vars(n):
    out = ["'use strict';\n"]
    for i in range(n):
        out.append("var v%d = %d;\n" % (i, i % 97))
    out.append("var s = 0;\n")
    for i in range(0, n, max(1, n // 1000)):
        out.append("s += v%d;\n" % i)
    out.append("console.log(s);\n")
    return "".join(out)


def gen_locals(n):
    out = ["function big(k) {\n"]
    for i in range(n):
        out.append("  let l%d = k + %d;\n" % (i, i % 89))
    out.append("  let s = 0;\n")
    for i in range(0, n, max(1, n // 1000)):
        out.append("  s += l%d;\n" % i)
    out.append("  return s;\n}\nconsole.log(big(3));\n")
    return "".join(out)


def gen_funcs(n):
    out = []
    for i in range(n):
        out.append("function f%d(a, b) { var t = a * %d + b; if (t > %d) { t -= b; } return t; }\n"
                   % (i, i % 13, i % 31))
    out.append("var s = 0;\n")
    for i in range(n):
        out.append("s = (s + f%d(%d, s & 7)) | 0;\n" % (i, i % 5))
    out.append("console.log(s);\n")
    return "".join(out)


def nested(depth, i):
    # a function holding an if holding an arrow holding an object literal,
    # `depth` levels deep; evaluates to a number
    if depth == 0:
        return "x + %d" % i
    inner = nested(depth - 1, i)
    kind = depth % 4
    if kind == 0:
        return "(function (x) { return %s; })(x + 1)" % inner
    if kind == 1:
        return "((x) => { if (x >= 0) { return %s; } else { return 0; } })(x)" % inner
    if kind == 2:
        return "({ v: %s }).v" % inner
    return "[%s][0]" % inner


def gen_nesting(n, depth):
    out = ["var s = 0;\n"]
    for i in range(n):
        out.append("s = (s + (function (x) { return %s; })(%d)) | 0;\n" % (nested(depth, i), i % 7))
    out.append("console.log(s);\n")
    return "".join(out)


MODULE = """\
/* module %(i)d */
__m[%(i)d] = (function (exports) {
  'use strict';
  var NAME_%(i)d = "module-%(i)d", LIMIT = %(lim)d;
  const table = [%(tab)s];
  let counter = 0;
  function helper_%(i)d(a, b) {
    var r = a;
    for (let j = 0; j < b; j++) {
      r = (r * 31 + table[j %% table.length]) | 0;
    }
    return r;
  }
  class Item_%(i)d {
    constructor(id, label) { this.id = id; this.label = label; this.tags = []; }
    addTag(t) { if (this.tags.indexOf(t) < 0) this.tags.push(t); return this; }
    get size() { return this.tags.length + this.label.length; }
    static make(n) { return new Item_%(i)d(n, NAME_%(i)d + ":" + n); }
  }
  const options = { verbose: false, depth: %(dep)d, name: NAME_%(i)d, nested: { a: 1, b: [1, 2, 3], c: "x" } };
  function process(list, cb) {
    const out = [];
    for (const x of list) {
      if (x == null) continue;
      switch (typeof x) {
        case "number": out.push(cb(x)); break;
        case "string": out.push(x.length); break;
        default: out.push(0);
      }
    }
    return out;
  }
  function run() {
    let acc = 0;
    const items = [];
    for (let k = 0; k < 3; k++) {
      const it = Item_%(i)d.make(k).addTag("t" + (k %% 2)).addTag("u");
      items.push(it);
      acc += it.size;
    }
    const mapped = process([1, "ab", null, 3, {}], (v) => v * options.depth);
    for (let k = 0; k < mapped.length; k++) acc += mapped[k];
    try {
      if (acc > LIMIT) throw new Error("limit " + acc);
    } catch (e) {
      acc = e.message.length;
    }
    counter += 1;
    return (helper_%(i)d(acc, 4) ^ counter) & 0xffff;
  }
  exports.run = run;
  exports.name = NAME_%(i)d;
  return exports;
})({});
"""


def gen_bundle(size):
    out = ["var __m = [];\n"]
    total = 0
    i = 0
    while total < size:
        m = MODULE % {"i": i, "lim": 50 + i % 400, "dep": 1 + i % 5,
                      "tab": ", ".join(str((i * 7 + k) % 101) for k in range(8))}
        out.append(m)
        total += len(m)
        i += 1
    out.append("var s = 0;\nfor (var i = 0; i < __m.length; i += 97) s = (s + __m[i].run()) | 0;\n"
               "console.log(__m.length, s);\n")
    return "".join(out)


def programs(scale):
    def sc(n):
        return max(1, int(n * scale))
    return [
        ("vars_40k", lambda: gen_vars(sc(40000))),
        ("locals_20k", lambda: gen_locals(sc(20000))),
        ("funcs_20k", lambda: gen_funcs(sc(20000))),
        ("nesting", lambda: gen_nesting(sc(400), 60)),
        ("bundle_10mb", lambda: gen_bundle(sc(10 * 1000 * 1000))),
    ]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("outdir")
    ap.add_argument("--scale", type=float, default=1.0)
    args = ap.parse_args()
    os.makedirs(args.outdir, exist_ok=True)
    for name, make in programs(args.scale):
        with open(os.path.join(args.outdir, name + ".js"), "w") as f:
            f.write(make())
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
