// tarn-only: always strict, so legacy octal literals are rejected
const x = 017; // expect error: SyntaxError: Octal literals are not allowed in strict mode.
