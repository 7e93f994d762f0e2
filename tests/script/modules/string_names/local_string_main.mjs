export { 'x' }; // expect error: SyntaxError: String literal module export names must be followed by a 'from' clause
