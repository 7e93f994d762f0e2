"use strict";
if (true) function f() {} // expect error: SyntaxError: In strict mode code, functions can only be declared at top level or inside a block.
