// A read or write of base[key] with a null or undefined base throws the
// TypeError before the key's ToPropertyKey: an object key's toString never
// runs (GetValue/PutValue call ToObject(base) first). The key expression
// itself is still evaluated, and a primitive key is named in the message.
// (With an object base the spec converts the key once for o[k] += v, which
// test262 checks; V8 converts it again for the write, so that is not here.)
const log = [];
const key = { toString() { log.push("toString"); return "k"; } };
function rhs() { log.push("rhs"); return 1; }
function attempt(what, f) {
  try {
    f();
    console.log(what, "no error");
  } catch (e) {
    console.log(what, e.constructor.name, e.message, log.join() || "-");
  }
  log.length = 0;
}
for (const base of [null, undefined]) {
  attempt("get", () => base[key]);
  attempt("call", () => base[key]());
  attempt("set", () => { base[key] = rhs(); });
  attempt("+=", () => { base[key] += rhs(); });
  attempt("**=", () => { base[key] **= rhs(); });
  attempt("&&=", () => { base[key] &&= rhs(); });
  attempt("||=", () => { base[key] ||= rhs(); });
  attempt("??=", () => { base[key] ??= rhs(); });
  attempt("x++", () => base[key]++);
  attempt("--x", () => --base[key]);
  attempt("str +=", () => { base["s"] += rhs(); });
  attempt("num ++", () => base[7]++);
  attempt("neg --", () => base[-1]--);
}
// the key expression runs before the error
attempt("key expr", () => { null[(log.push("expr"), key)] += rhs(); });
attempt("key throws", () => { null[(() => { throw new RangeError("from key"); })()] += rhs(); });
// expect: get TypeError Cannot read properties of null -
// expect: call TypeError Cannot read properties of null -
// expect: set TypeError Cannot set properties of null rhs
// expect: += TypeError Cannot read properties of null -
// expect: **= TypeError Cannot read properties of null -
// expect: &&= TypeError Cannot read properties of null -
// expect: ||= TypeError Cannot read properties of null -
// expect: ??= TypeError Cannot read properties of null -
// expect: x++ TypeError Cannot read properties of null -
// expect: --x TypeError Cannot read properties of null -
// expect: str += TypeError Cannot read properties of null (reading 's') -
// expect: num ++ TypeError Cannot read properties of null (reading '7') -
// expect: neg -- TypeError Cannot read properties of null (reading '-1') -
// expect: get TypeError Cannot read properties of undefined -
// expect: call TypeError Cannot read properties of undefined -
// expect: set TypeError Cannot set properties of undefined rhs
// expect: += TypeError Cannot read properties of undefined -
// expect: **= TypeError Cannot read properties of undefined -
// expect: &&= TypeError Cannot read properties of undefined -
// expect: ||= TypeError Cannot read properties of undefined -
// expect: ??= TypeError Cannot read properties of undefined -
// expect: x++ TypeError Cannot read properties of undefined -
// expect: --x TypeError Cannot read properties of undefined -
// expect: str += TypeError Cannot read properties of undefined (reading 's') -
// expect: num ++ TypeError Cannot read properties of undefined (reading '7') -
// expect: neg -- TypeError Cannot read properties of undefined (reading '-1') -
// expect: key expr TypeError Cannot read properties of null expr
// expect: key throws RangeError from key -
