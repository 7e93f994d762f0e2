'use strict'; module.exports = { kind: typeof this === 'object' ? 'cjs' : 'other' };
