const a = 1;
export { a, b }; // expect error: SyntaxError: Export 'b' is not defined in module
