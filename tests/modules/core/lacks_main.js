// tarn-only: node has http; tarn does not, and says so by name (never a stub)
const events = require('events');
console.log(typeof events); // expect: function
require('http'); // expect runtime error: Error [ERR_UNKNOWN_BUILTIN_MODULE]: tarn does not have node's built-in module 'http'
