// env: TARN_LAZY_DISCARD=1
// tarn-only: V8 has none of these limits.
// A function's body is compiled at its first call (compiler/emit_lazy.c),
// so a limit of tarn's emitter that only the body's emission finds (65,535
// constants or property caches per function) and a form tarn does not
// support yet are thrown there: a RangeError or SyntaxError, catchable,
// thrown again at each call, while the rest of the file runs. Uncaught, it
// is reported at the function's place in the source as a load's compile
// error is, and the process exits with status 1 (no crash). Limits the load
// can see (nested functions, upvalues) are still reported at load.
const fs = require("fs");
const os = require("os");
const path = require("path");
const cp = require("child_process");

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "tarn-lazy-"));
function gen(name, text) {
    const f = path.join(dir, name);
    fs.writeFileSync(f, text);
    return f;
}
// 65,536 distinct numbers (A.B5 for A and B under 256) and 65,536 property
// accesses, built from few strings (the test runs under the GC stress mode too)
const row = Array.from({ length: 256 }, (_, b) => `x = A.${b}5;`).join(" ");
const consts = Array.from({ length: 256 }, (_, a) => row.replaceAll("A", a)).join("\n");
const caches = "o.p = 1; ".repeat(65536);

const lib = gen("lib.js", [
    "exports.loaded = 'loaded';",
    "exports.consts = function consts() {",
    `  let x; ${consts}`,
    "  return x;",
    "};",
    "exports.caches = function caches() {",
    `  const o = {}; ${caches}`,
    "  return o;",
    "};",
    "class Base { get x() { return 1; } }",
    "exports.Sub = class Sub extends Base {",
    "  destructure() { [super.x] = [2]; return 'ran'; }",
    "  other() { return 'other ' + super.x; }",
    "};",
    "exports.small = (a, b) => a + b;",
].join("\n"));

const m = require(lib);
console.log(m.loaded, m.small(1, 2), m.consts.name, m.consts.length);
for (const name of ["consts", "caches", "consts"]) {
    try {
        m[name]();
        console.log(name, "ran");
    } catch (e) {
        console.log(name, e instanceof RangeError, e.name + ": " + e.message);
    }
}
const s = new m.Sub();
console.log(s.other());
try {
    s.destructure();
} catch (e) {
    console.log(e instanceof SyntaxError, e.name + ": " + e.message);
}
console.log(m.small(3, 4));

// uncaught: the report points at the function, status 1, no signal
function child(file) {
    const r = cp.spawnSync(process.execPath, [file], { encoding: "utf8", maxBuffer: 1 << 26 });
    const err = r.stderr.split("\n");
    console.log(JSON.stringify(r.stdout), r.status, r.signal);
    console.log(err[0].replace(dir, "DIR"), JSON.stringify(err[1]));
    console.log(err.filter((l) => /Error/.test(l)).join(" | "));
}
child(gen("uncaught.js", [
    "console.log('before');",
    "function consts() {",
    `  let x; ${consts}`,
    "  return x;",
    "}",
    "consts();",
    "console.log('after');",
].join("\n")));

// nested functions: counted at load, so that function is compiled at load
const arrows = "() => 0,\n".repeat(65536);
const nested = gen("nested.js", `console.log('before');\nfunction f() {\n  return [\n${arrows}];\n}\n`);
child(nested);
try {
    require(nested);
} catch (e) {
    console.log("require", e.name + ": " + e.message);
}
fs.rmSync(dir, { recursive: true });
// expect: loaded 3 consts 0
// expect: consts true RangeError: Too many constants in function (limit 65535)
// expect: caches true RangeError: Too many property accesses in function (limit 65535)
// expect: consts true RangeError: Too many constants in function (limit 65535)
// expect: other 1
// expect: true SyntaxError: tarn does not support super properties as destructuring targets
// expect: 7
// expect: "before\n" 1 null
// expect: DIR/uncaught.js:2 "function consts() {"
// expect: RangeError: Too many constants in function (limit 65535)
// expect: "" 1 null
// expect: DIR/nested.js:65539 "() => 0,"
// expect: RangeError: Too many nested functions (limit 65535)
// expect: require RangeError: Too many nested functions (limit 65535)
