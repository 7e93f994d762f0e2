const e = new Error("msg");
console.log(Object.keys(e), e.hasOwnProperty("message"), "stack" in e, e.toString());
const empty = new Error();
console.log(empty.message === "", String(empty));
const c = new Error("with cause", { cause: "why" });
console.log(c.cause);
// expect: [] true true Error: msg
// expect: true Error
// expect: why
