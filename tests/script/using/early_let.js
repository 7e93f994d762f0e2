{ using let = null; } // expect error: SyntaxError: let is disallowed as a lexically bound name
