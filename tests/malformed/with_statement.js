"use strict"; with (Math) { } // expect error: SyntaxError: Strict mode code may not include a with statement // tarn-only
