// A generator expression's own name is bound inside it: `yield` is not allowed there.
var g = function* yield() {}; // expect error: SyntaxError: Unexpected identifier 'yield'
