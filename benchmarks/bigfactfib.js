// bigfactfib: big factorials and big Fibonacci numbers on BigInts. The
// factorial multiplies a growing product by small factors (a long operand
// times one limb) and by a balanced product tree (operands of equal size);
// Fibonacci adds operands of thousands of digits and doubles by fast
// doubling (squares of big operands); toString of the results converts
// numbers of tens of thousands of digits.
function factLinear(n) {
    let p = 1n;
    for (let i = 2n; i <= n; i++) p *= i;
    return p;
}
function factTree(lo, hi) {
    if (hi - lo < 8n) {
        let p = 1n;
        for (let i = lo; i <= hi; i++) p *= i;
        return p;
    }
    const mid = (lo + hi) / 2n;
    return factTree(lo, mid) * factTree(mid + 1n, hi);
}
function fibLinear(n) {
    let a = 0n, b = 1n;
    for (let i = 0; i < n; i++) [a, b] = [b, a + b];
    return a;
}
function fibDoubling(n) { // [F(n), F(n+1)]
    if (n === 0) return [0n, 1n];
    const [a, b] = fibDoubling(n >> 1);
    const c = a * (2n * b - a), d = a * a + b * b;
    return n & 1 ? [d, c + d] : [c, d];
}
function digest(x) {
    const s = x.toString();
    return `${s.length} digits ${s.slice(0, 12)}...${s.slice(-12)}`;
}
const f1 = factLinear(12000n), f2 = factTree(1n, 60000n);
console.log('12000!', digest(f1));
console.log('60000!', digest(f2), f2 % 1000000007n);
const g1 = fibLinear(100000), g2 = fibDoubling(1000000)[0];
console.log('F(100000)', digest(g1));
console.log('F(1000000)', digest(g2), g2 % 1000000007n);
console.log(factTree(1n, 12000n) === f1, fibDoubling(100000)[0] === g1);
