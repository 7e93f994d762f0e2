"use strict";
const o = Object.defineProperty({}, "x", { value: 1, writable: false });
o.x = 2; // expect runtime error: TypeError: Cannot assign to read only property 'x' of object '#<Object>'
