// Only plain function declarations may repeat in a sloppy block.
{ function f() {} function* f() {} } // expect error: SyntaxError: Identifier 'f' has already been declared
