class T { get [Symbol.toStringTag]() { return "Tee"; } }
console.log(Object.prototype.toString.call(new T()), String(new T()));
// expect: [object Tee] [object Tee]
