// pidigits: the digits of pi by Gibbons' unbounded spigot on BigInts
// (the Benchmarks Game's algorithm): multiplication and division of
// operands that grow to thousands of digits, plus many small operations.
function pidigits(n) {
    let q = 1n, r = 0n, t = 1n, k = 0n;
    let out = '', sum = 0;
    let i = 0;
    while (i < n) {
        k += 1n;
        const k2 = k * 2n + 1n;
        r = (2n * q + r) * k2;
        q *= k;
        t *= k2;
        if (q > r) continue;
        const d = (q * 3n + r) / t;
        if ((q * 4n + r) / t !== d) continue;
        out += d;
        sum += Number(d);
        i++;
        r = (r - d * t) * 10n;
        q *= 10n;
    }
    return { digits: out, sum };
}
const res = pidigits(3000);
console.log(res.digits.slice(0, 20), res.digits.slice(-20), res.sum);
