console.log({ a: "it's", b: 'say "hi"', c: `both ' "`, d: "new\nline" });
console.log(["\t", "\\"]);
// expect: { a: "it's", b: 'say "hi"', c: `both ' "`, d: 'new\nline' }
// expect: [ '\t', '\\' ]
