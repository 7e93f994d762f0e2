function f() { return super.x; } // expect error: SyntaxError: 'super' keyword unexpected here
