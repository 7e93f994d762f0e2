// two top-level functions of one name in a module: an early SyntaxError
export function f() {}
function* f() {}
