// Arrows never allow duplicate parameters, in sloppy code too.
const f = (a, a) => a; // expect error: SyntaxError: Duplicate parameter name not allowed in this context
