// yield is an identifier in sloppy code outside generators, never inside one.
function* g() { var yield; } // expect error: SyntaxError: Unexpected identifier 'yield'
