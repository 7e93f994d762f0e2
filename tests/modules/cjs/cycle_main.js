// A cycle: b sees a's exports as they are when b is required (partial).
const a = require('./lib/cyc_a');
console.log('main:', a.done, a.fromB);
// expect: in b, a.done = false [ 'done' ]
// expect: in a, b.done = true
// expect: main: true done
