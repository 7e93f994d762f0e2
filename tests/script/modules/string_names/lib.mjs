const value = 42;
function greet(n) { return 'hi ' + n; }
export { value as 'the value', greet as "😀", value as 'default' };
export { greet as plain };
