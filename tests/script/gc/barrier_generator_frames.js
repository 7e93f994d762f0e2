// flags: --expose-gc
// env: TARN_GC_VERIFY=1
// A suspended generator's saved frame is one cell that every yield and
// await overwrites with a bulk copy of the live frame (vm/generator.c). Once
// that cell is old, each save of fresh (young) locals must record it in the
// remembered set, or a minor frees the locals under the generator. Covered
// here: sync and async generators, async functions at an await, a frame
// grown for a deep try nesting, and a frame big enough to be a large object.
const minor = () => gc({ type: "minor" });

function* counter() {
  let acc = [];
  for (let i = 0; ; i++) {
    const fresh = { i, s: "v" + i, a: [i, i + 1] };
    acc.push(fresh);
    yield fresh;
    if (acc[i] !== fresh || fresh.a[1] !== i + 1) throw new Error("corrupted");
  }
}
const g = counter();
g.next();
minor(); minor(); minor(); // the generator object and its frame are old now
const seen = [];
for (let k = 0; k < 5; k++) {
  const r = g.next().value; // the frame was saved with a young `fresh`
  minor(); minor();
  seen.push(r.s + ":" + r.a.join("+"));
}
console.log(seen.join(" ")); // expect: v1:1+2 v2:2+3 v3:3+4 v4:4+5 v5:5+6

// handlers saved with the frame, and a frame that has to grow past them
function* nested() {
  let log = "";
  try {
    try {
      try {
        for (let i = 0; i < 3; i++) {
          const box = { text: "n" + i };
          yield box;
          log += box.text;
        }
      } finally {
        log += "|f1";
      }
    } finally {
      log += "|f2";
    }
  } finally {
    log += "|f3";
    yield { text: log };
  }
}
const n = nested();
n.next();
minor(); minor(); minor();
const out = [];
for (let r = n.next(); !r.done; r = n.next()) {
  minor(); minor();
  out.push(r.value.text);
}
console.log(out.join(" ")); // expect: n1 n2 n0n1n2|f1|f2|f3

// an async generator and an async function, parked at awaits with young locals
async function* agen() {
  for (let i = 0; i < 3; i++) {
    const local = { i, list: ["a" + i, "b" + i] };
    await null;
    minor();
    await new Promise((r) => setTimeout(r, 0));
    yield local.list.join("");
  }
}
async function afn(tag) {
  let parts = [];
  for (let i = 0; i < 3; i++) {
    const piece = { t: tag + i };
    await null;
    minor(); minor();
    parts.push(piece.t);
  }
  return parts.join(",");
}
(async () => {
  const it = agen();
  await it.next();
  minor(); minor(); minor();
  const got = [];
  for await (const v of it) { minor(); got.push(v); }
  console.log(got.join(" ")); // expect: a1b1 a2b2
  console.log(await afn("x")); // expect: x0,x1,x2

  // a generator whose frame is above the large-object size (its cell is
  // allocated old, never copied, and has no cards)
  const names = [];
  for (let i = 0; i < 1100; i++) names.push("v" + i);
  const body = "let " + names.map((x, i) => x + " = " + i).join(", ") + ";\n" +
    "for (let k = 0; k < 3; k++) { v1099 = { k, s: 'big' + k }; v0 = [k]; yield v1099; " +
    "if (v0[0] !== k) throw new Error('corrupted'); }";
  const big = new Function("return function* () {\n" + body + "\n}")()();
  const bs = [];
  for (let r = big.next(); !r.done; r = big.next()) { minor(); minor(); bs.push(r.value.s); }
  console.log(bs.join(" ")); // expect: big0 big1 big2
})();
