// A function whose body is strict applies strict rules to its own name and parameters.
function eval() { "use strict"; } // expect error: SyntaxError: Unexpected eval or arguments in strict mode
