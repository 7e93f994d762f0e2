// Module code has no HTML-like comments: a --> first on its line is the
// tokens -- and >, and -- may not follow a line break as a postfix operator.
let b = 2;
console.log(b-->0, b);
let c = b
-->0; // expect error: SyntaxError: HTML comments are not allowed in modules
