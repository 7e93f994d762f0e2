export async function f(x) { return x * 2; }
export async function* g() { yield 1; yield 2; }
// hoisted like any function declaration: callable before its line
export const early = f(21);
