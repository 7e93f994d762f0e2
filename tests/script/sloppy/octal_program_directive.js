// An octal escape before the program's "use strict" is reported once the directive is read.
"\01"; // expect error: SyntaxError: Octal escape sequences are not allowed in strict mode.
"use strict";
