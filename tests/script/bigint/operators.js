// BigInt arithmetic, bitwise and shift operators, small and big operands.
const big = 2n ** 130n + 12345n;
console.log(1n + 2n, 5n - 7n, 6n * -7n, 7n / 2n, -7n / 2n, 7n % -2n, -7n % 2n);
console.log(2n ** 64n, (-3n) ** 3n, 0n ** 0n, 1n ** 1000000n, (-1n) ** 1000001n);
console.log(big + big, big - (big + 1n), big * big, big / 1000n, big % 1000n);
console.log(-big / 7n, -big % 7n, big / -big, (big * big) / big === big);
console.log(0xffffffffffffffffn + 1n, 0xffffffffffffffffn * 0xffffffffffffffffn);
console.log(-(2n ** 64n), -0n, -(-5n), ~0n, ~-1n, ~big);
console.log(12n & 10n, 12n | 10n, 12n ^ 10n, -12n & 10n, -12n | 10n, -12n ^ -10n);
console.log(big & -big, big | -big, big ^ (big >> 3n));
console.log(1n << 100n, -1n << 64n, big >> 64n, -big >> 64n, -7n >> 1n, 5n << -1n, 5n >> -2n);
console.log(-1n >> 1000n, 1n >> 100000000000n, 0n << 100000000000n);
let x = 9007199254740991n;
x++;
console.log(x);
x--;
x--;
console.log(x, x++ + 1n, ++x);
let y = 0n;
y += 10n;
y *= y;
y -= 1n;
y **= 2n;
y %= 1000n;
y <<= 3n;
y >>= 1n;
y &= 0xffn;
y |= 0x100n;
y ^= 1n;
console.log(y);
let c = 2n ** 64n;
c--;
console.log(c, -c - 1n);
console.log(!0n, !1n, !!-1n, 0n || 'zero', 1n && 'one', 0n ?? 'n');
if (2n ** 70n) console.log('truthy');
// expect: 3n -2n -42n 3n -3n 1n -1n
// expect: 18446744073709551616n -27n 1n 1n -1n
// expect: 2722258935367507707706996859454145716338n -1n 1852673427797059126777135760139006559258606311762131676274197574088038790032561n 1361129467683753853853498429727072858n 169n
// expect: -194447066811964836264785489961010408309n -6n -1n true
// expect: 18446744073709551616n 340282366920938463426481119284349108225n
// expect: -18446744073709551616n 0n 5n -1n 0n -1361129467683753853853498429727072858170n
// expect: 8n 14n 6n 0n -2n 2n
// expect: 1n -1n 1531270651144223085585185733442956965438n
// expect: 1267650600228229401496703205376n -18446744073709551616n 73786976294838206464n -73786976294838206465n -4n 2n 20n
// expect: -1n 0n 0n
// expect: 9007199254740992n
// expect: 9007199254740990n 9007199254740991n 9007199254740992n
// expect: 389n
// expect: 18446744073709551615n -18446744073709551616n
// expect: true false true zero one 0n
// expect: truthy
