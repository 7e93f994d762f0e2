let a = "x" "y"; // expect error: SyntaxError: Unexpected string
