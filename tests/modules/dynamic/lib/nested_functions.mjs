// nested scopes of a module keep var-like functions
export function g() { function h() {} function h() {} var h; return typeof h; }
export const k = (() => { { function b() {} } return typeof b; })();
