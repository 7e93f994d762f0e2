// node runs a .js file that no package.json types, and whose top-level
// for await only an ES module allows, as an ES module (syntax detection);
// so does tarn
for await (const x of [Promise.resolve(1)]) console.log(x, typeof require, typeof exports);
// expect: 1 undefined undefined
