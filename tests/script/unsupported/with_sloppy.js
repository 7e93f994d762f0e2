// tarn-only: scripts are always strict, so `with` is a SyntaxError even without "use strict"
with ({ a: 1 }) { a; } // expect error: SyntaxError: Strict mode code may not include a with statement
