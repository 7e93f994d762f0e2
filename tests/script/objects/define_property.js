const o = {};
Object.defineProperty(o, "hidden", { value: 42, enumerable: false });
Object.defineProperty(o, "ro", { value: 1, writable: false, enumerable: true });
console.log(o.hidden, Object.keys(o), JSON.stringify(o));
console.log(Object.getOwnPropertyDescriptor(o, "ro"));
console.log(Object.getOwnPropertyNames(o));
// expect: 42 [ 'ro' ] {"ro":1}
// expect: { value: 1, writable: false, enumerable: true, configurable: false }
// expect: [ 'hidden', 'ro' ]
