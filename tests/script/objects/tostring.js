console.log(String({}), Object.prototype.toString.call([]), Object.prototype.toString.call(null));
console.log(`${{ toString: () => "T" }}`, {}.toString());
// expect: [object Object] [object Array] [object Null]
// expect: T [object Object]
