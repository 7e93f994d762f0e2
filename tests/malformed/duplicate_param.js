"use strict"; function f(a, a) {} // expect error: SyntaxError: Duplicate parameter name not allowed in this context // tarn-only
