exports.done = false;
const b = require('./cyc_b');
console.log('in a, b.done =', b.done);
exports.fromB = b.seenA;
exports.done = true;
