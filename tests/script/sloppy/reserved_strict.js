// After a "use strict" directive the words reserved in strict code are errors,
// even for the token read just after the directive.
"use strict"
interface = 1; // expect error: SyntaxError: Unexpected strict mode reserved word
