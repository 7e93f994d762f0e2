while (true) { break nowhere; } // expect error: SyntaxError: Undefined label 'nowhere'
