// Arrays: dense ones (written element by element), holes anywhere, extra
// properties, non-enumerable extras (dropped), and an array that a getter
// changes while it is being cloned.
console.log(structuredClone([1, , 3, , ]), structuredClone([, , 'x']), structuredClone(new Array(4)));
const nested = [[1, [2, [3, [4]]]], { a: [5] }, 'six', -0, NaN, null, undefined];
console.log(structuredClone(nested));
const extra = [1, 2];
extra.name = 'named';
console.log(structuredClone(extra));
const hidden = [1, 2];
Object.defineProperty(hidden, 'secret', { value: 3, enumerable: false });
console.log(structuredClone(hidden), structuredClone(hidden).secret);
const victim = [1, 2, 3, 4, 5];
const src = [{ get g() { victim.length = 2; return 'shrunk'; } }, victim];
console.log(structuredClone(src));
const grow = [0, 1, 2];
const src2 = [{ get g() { grow.push(99); grow[10] = 10; return 'grew'; } }, grow];
console.log(structuredClone(src2));
const self = [1];
self.push(self);
const sc = structuredClone(self);
console.log(sc[1] === sc, sc.length);
const frozen = Object.freeze([1, 2]);
console.log(Object.isFrozen(structuredClone(frozen)), structuredClone(frozen));
const big = [];
for (let i = 0; i < 3000; i++) big.push(i % 3 === 0 ? undefined : i);
big[2999] = { last: true };
const bc = structuredClone(big);
console.log(bc.length, bc[3], bc[4], bc[2999].last, bc.filter((x) => x === undefined).length);
const holeAtEnd = [1, 2];
holeAtEnd.length = 5;
console.log(structuredClone(holeAtEnd), 4 in structuredClone(holeAtEnd));
const huge = new Array(1e8);
huge[5] = 'five';
const hc = structuredClone(huge);
console.log(hc.length, hc[5], 6 in hc);
