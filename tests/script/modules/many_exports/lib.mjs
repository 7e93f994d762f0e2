// Many exports, some through lists and renames, with a namespace import among many bindings.
import * as self from './lib.mjs';
export const c0 = 0;
export const c1 = 1;
export const c2 = 2;
export const c3 = 3;
export const c4 = 4;
export const c5 = 5;
export const c6 = 6;
export const c7 = 7;
export const c8 = 8;
export const c9 = 9;
export const c10 = 10;
export const c11 = 11;
export const c12 = 12;
export const c13 = 13;
export const c14 = 14;
export const c15 = 15;
export const c16 = 16;
export const c17 = 17;
export const c18 = 18;
export const c19 = 19;
export const c20 = 20;
export const c21 = 21;
export const c22 = 22;
export const c23 = 23;
export const c24 = 24;
export const c25 = 25;
export const c26 = 26;
export const c27 = 27;
export const c28 = 28;
export const c29 = 29;
let l0 = 100;
let l1 = 101;
let l2 = 102;
let l3 = 103;
let l4 = 104;
let l5 = 105;
let l6 = 106;
let l7 = 107;
let l8 = 108;
let l9 = 109;
export { l0 as r0, l1 as r1, l2 as r2, l3 as r3, l4 as r4, l5 as r5, l6 as r6, l7 as r7, l8 as r8, l9 as r9 };
export function f0() { return 200; }
export function f1() { return 201; }
export function f2() { return 202; }
export function f3() { return 203; }
export function f4() { return 204; }
export function f5() { return 205; }
export function f6() { return 206; }
export function f7() { return 207; }
export function f8() { return 208; }
export function f9() { return 209; }
export const count = () => Object.keys(self).length;
