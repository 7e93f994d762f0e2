// A class body is strict code without a directive.
class A { m() { return 010; } } // expect error: SyntaxError: Octal literals are not allowed in strict mode.
