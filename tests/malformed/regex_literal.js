let r = /ab+c/g; // expect error: SyntaxError: Regular expression literals are not supported yet // tarn-only
