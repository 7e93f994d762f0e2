let s = "\u{110000}"; // expect error: SyntaxError: Undefined Unicode code-point
