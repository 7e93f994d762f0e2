global.aCalls = (global.aCalls || 0) + 1;
exports.name = 'a';
exports.dirname = require('path').basename(__dirname);
exports.calls = global.aCalls;
