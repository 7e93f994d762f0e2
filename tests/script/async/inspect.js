// how async functions print and what they inherit
async function named() {}
const anon = [async function () {}][0];
const arrow = async () => {};
console.log(named, anon, arrow);
console.log([named], { f: named });
console.log(String(named));
console.log(arrow.toString());
console.log(Object.prototype.toString.call(named));
const AsyncFunctionProto = Object.getPrototypeOf(named);
console.log(AsyncFunctionProto === Object.getPrototypeOf(arrow), AsyncFunctionProto[Symbol.toStringTag]);
console.log(Object.getPrototypeOf(AsyncFunctionProto) === Object.getPrototypeOf(function () {}));
console.log(AsyncFunctionProto.constructor.name, 'prototype' in named, named.hasOwnProperty('prototype'));
console.log(named() instanceof Promise, typeof named().then);
console.log(named());
// expect: [AsyncFunction: named] [AsyncFunction (anonymous)] [AsyncFunction: arrow]
// expect: [ [AsyncFunction: named] ] { f: [AsyncFunction: named] }
// expect: async function named() {}
// expect: async () => {}
// expect: [object AsyncFunction]
// expect: true AsyncFunction
// expect: true
// expect: AsyncFunction false false
// expect: true function
// expect: Promise { undefined }
