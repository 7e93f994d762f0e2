// A non-simple parameter list never allows duplicates.
function f(a, a = 1) {} // expect error: SyntaxError: Duplicate parameter name not allowed in this context
