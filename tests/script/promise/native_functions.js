// Functions made by the runtime (resolving functions, Promise.all element
// functions, builtins) have own `length` and `name`, in that order, and
// behave as ordinary objects afterwards. tarn builds them from a cached
// shape (vm/function.c native_fast): check it gives the same objects.
let res, rej;
new Promise((a, b) => { res = a; rej = b; });
console.log(typeof res, res.length, JSON.stringify(res.name)); // expect: function 1 ""
console.log(Object.getOwnPropertyNames(res).join()); // expect: length,name
const d = Object.getOwnPropertyDescriptor(rej, "length");
console.log(d.value, d.writable, d.enumerable, d.configurable); // expect: 1 false false true
console.log(Promise.prototype.then.name, Promise.prototype.then.length); // expect: then 2
console.log(res === rej, Object.getPrototypeOf(res) === Function.prototype); // expect: false true
res.tag = "x";
res.other = [1, 2];
res.third = 3;
console.log(Object.keys(res).join(), res.tag, res.other[1], res.third); // expect: tag,other,third x 2 3
delete rej.name;
console.log(JSON.stringify(rej.name), Object.getOwnPropertyNames(rej).join()); // expect: "" length
Object.defineProperty(rej, "length", { value: 7 });
console.log(rej.length); // expect: 7

// element functions of Promise.all, seen through a custom then
const seen = [];
const thenable = { then(f) { seen.push(f.name === "" && f.length === 1 && Object.getOwnPropertyNames(f).join()); f(5); } };
Promise.all([thenable, thenable]).then((v) => {
  console.log(seen.join(" "), v.join()); // expect: length,name length,name 5,5
});
