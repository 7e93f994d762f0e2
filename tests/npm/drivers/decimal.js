// Arbitrary-precision decimals: string arithmetic, rounding modes, trig.
const Decimal = require('decimal.js');
console.log(new Decimal(0.1).plus(0.2).toString(), new Decimal('1e-7').toString(), new Decimal('123456789.123456789').times('987654321.987654321').toString());
Decimal.set({ precision: 50 });
console.log(Decimal.sqrt(2).toString(), new Decimal(1).div(7).toFixed(40), Decimal.exp(1).toSignificantDigits(30).toString());
console.log(Decimal.acos(-1).toString(), new Decimal(2).pow(0.5).ln().toString(), new Decimal('-0').isNegative(), new Decimal(NaN).isNaN());
Decimal.set({ precision: 20, rounding: Decimal.ROUND_HALF_EVEN });
console.log(new Decimal('2.5').toDecimalPlaces(0).toString(), new Decimal('3.5').round().toString(), new Decimal('255.5').toHex(), new Decimal('1234.5678').toExponential(2));
console.log(new Decimal('1e+500').times('1e+500').toString(), Decimal.max(1, '3', -2).toString(), new Decimal('0.000001234').toPrecision(2), new Decimal(10).toFraction());
console.log(JSON.stringify({ d: new Decimal('1.50') }), new Decimal(17).mod(5).toNumber(), Decimal.random(10).lt(1));
