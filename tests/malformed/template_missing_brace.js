let t = `a${1 + 2 // expect error: SyntaxError: Missing } in template expression
