// Strict mode code may not include a with statement.
'use strict';
with ({}) {} // expect error: SyntaxError: Strict mode code may not include a with statement
