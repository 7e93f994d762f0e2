const a = require('./cyc_a');
console.log('in b, a.done =', a.done, Object.keys(a));
exports.seenA = Object.keys(a).join();
exports.done = true;
