import { f } from './lib.mjs';
console.log('main runs after lib');
f(); // expect runtime error: Error: boom from lib
// expect: lib runs
// expect: main runs after lib
