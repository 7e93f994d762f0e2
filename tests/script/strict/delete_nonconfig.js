"use strict";
try { delete Object.prototype; } catch (e) { console.log(e.constructor.name, e.message); }
// expect: TypeError Cannot delete property 'prototype' of function Object() { [native code] }
