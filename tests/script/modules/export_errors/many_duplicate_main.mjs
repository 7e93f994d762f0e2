// A duplicate export among many is reported at the second one.
export const d0 = 0;
export const d1 = 1;
export const d2 = 2;
export const d3 = 3;
export const d4 = 4;
export const d5 = 5;
export const d6 = 6;
export const d7 = 7;
export const d8 = 8;
export const d9 = 9;
export const d10 = 10;
export const d11 = 11;
export const d12 = 12;
export const d13 = 13;
export const d14 = 14;
export const d15 = 15;
export const d16 = 16;
export const d17 = 17;
export const d18 = 18;
export const d19 = 19;
const other = 1;
export { other as d13 }; // expect error: SyntaxError: Duplicate export of 'd13'
