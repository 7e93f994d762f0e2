// bignumber.js: arbitrary precision decimals, rounding modes, bases and formats.
const BigNumber = require('bignumber.js');
const x = new BigNumber('123.4567'), y = BigNumber('0.1');
console.log(x.plus(y).toString(), y.plus('0.2').toString(), y.plus('0.2').eq('0.3'));
console.log(new BigNumber(2).pow(200).toFixed(), new BigNumber(1).div(3).toString(), new BigNumber(2).sqrt().toPrecision(30));
const B = BigNumber.clone({ DECIMAL_PLACES: 5, ROUNDING_MODE: BigNumber.ROUND_HALF_EVEN });
console.log(new B(1).div(7).toString(), new B('2.5').integerValue().toString(), new B('3.5').integerValue().toString());
for (let rm = 0; rm <= 8; rm++) console.log(rm, new BigNumber('-2.55').decimalPlaces(1, rm).toString(), new BigNumber('2.45').toFixed(1, rm));
console.log(new BigNumber(255).toString(16), new BigNumber('ff.8', 16).toString(10), new BigNumber('0.1').toString(2).slice(0, 40));
console.log(new BigNumber('1e+50').toString(), new BigNumber('1.5e-7').toString(), new BigNumber('123456789.123').toExponential(4));
console.log(new BigNumber('1234567.891').toFormat(2), new BigNumber('-1234567.891').toFormat(1, { decimalSeparator: ',', groupSeparator: '.', groupSize: 3, prefix: '€' }));
console.log(new BigNumber('0.5').toFraction(), new BigNumber(Math.PI).toFraction(1000).map(String), new BigNumber('-0').isZero(), new BigNumber(-0).isNegative());
console.log(BigNumber.max(1, '5', new BigNumber(3)).toString(), BigNumber.min(-1, 2).toString(), BigNumber.sum(1, 2, '3.5').toString());
console.log(new BigNumber(NaN).toString(), new BigNumber(Infinity).plus(1).toString(), new BigNumber(1).div(0).toString());
console.log(new BigNumber('9007199254740993').toNumber(), new BigNumber('9007199254740993').toString(), new BigNumber(123).modulo(10).toString(), new BigNumber(-7).mod(3).toString());
console.log(JSON.stringify({ v: new BigNumber('1.10') }), new BigNumber('1.10').valueOf(), new BigNumber(5).comparedTo(7), BigNumber.isBigNumber(x));
try { new BigNumber('abc'); } catch (e) { console.log(e.message); }
try { new BigNumber(1).toFixed(-1); } catch (e) { console.log(e.message); }
BigNumber.config({ EXPONENTIAL_AT: [-3, 5] });
console.log(new BigNumber(123456).toString(), new BigNumber(0.0001).toString(), String(new BigNumber(12345)));
