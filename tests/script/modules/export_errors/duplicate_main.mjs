export const a = 1;
const b = 2;
export { b as a }; // expect error: SyntaxError: Duplicate export of 'a'
