function f(a, a) { "use strict"; } // expect error: SyntaxError: Duplicate parameter name not allowed in this context
