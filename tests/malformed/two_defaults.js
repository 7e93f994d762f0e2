switch (1) { default: break; default: } // expect error: SyntaxError: More than one default clause in switch statement
