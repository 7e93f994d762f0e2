'use strict';
// Objects that only inherit from Error.prototype print as errors (node's
// isError is instanceof Error): Error.prototype.toString's text, improved, bracketed.
console.log(Object.create(Error.prototype));
console.log([Object.create(TypeError.prototype)], { e: Object.create(Error.prototype) });
class E extends Error {} console.log(Object.create(E.prototype));
{ const o = Object.create(Error.prototype); o.message = "mm"; console.log(o); }
console.log(Error.prototype, TypeError.prototype);
function ValidationError(msg) { this.message = msg; this.field = 'f'; }
ValidationError.prototype = Object.create(Error.prototype);
ValidationError.prototype.constructor = ValidationError;
ValidationError.prototype.name = 'ValidationError';
console.log(new ValidationError('bad input'));
console.log([new ValidationError('in array')], { v: new ValidationError('x') });
function Legacy(msg) { this.message = msg; }
Legacy.prototype = Object.create(Error.prototype);
console.log(new Legacy('legacy msg'));
const o = Object.create(Error.prototype); o.name = 'CustomName'; o.message = 'cm'; o.extra = 1; console.log(o);
const p = Object.create(RangeError.prototype); console.log(p, String(p));
const q = Object.create(Error.prototype, { stack: { value: 'Error: custom\n    at fake (x.js:1:1)', enumerable: false } }); console.log(q);
console.log(Object.create(Object.create(Error.prototype)));
console.log({ e: Object.assign(Object.create(Error.prototype), { message: 'deep', code: 5 }) });
