function f(...a, b) {} // expect error: SyntaxError: Rest parameter must be last formal parameter
