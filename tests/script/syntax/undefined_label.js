for (;;) { continue nope; } // expect error: SyntaxError: Undefined label 'nope'
