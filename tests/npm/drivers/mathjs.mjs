// mathjs: the expression parser and evaluator, units, matrices, fractions,
// complex and big numbers, symbolic derivatives and simplification.
import { create, all } from 'mathjs';
const math = create(all);
console.log(math.evaluate('sqrt(3^2 + 4^2)'), math.evaluate('12.7 cm to inch').toString());
console.log(math.format(math.evaluate('det([-1, 2; 3, 1])')), math.evaluate('sin(45 deg) ^ 2'));
const scope = { a: 3, b: 4 };
math.evaluate('f(x, y) = x^y', scope);
console.log(math.evaluate('f(a, b)', scope), math.evaluate(['c = a + b', 'c * 2'], scope));
console.log(math.round(math.e, 3), math.atan2(3, -3) / math.pi, math.log(10000, 10));
const m = math.matrix([[1, 2], [3, 4]]);
console.log(math.multiply(m, math.inv(m)).toString(), math.transpose(m).toString(), math.size(m).toString());
console.log(math.format(math.eigs([[2, 0], [0, 3]]).values), math.lusolve([[2, 1], [1, 3]], [3, 5]).toString());
console.log(math.fraction(1, 3).add(math.fraction(1, 6)).toString(), math.format(math.evaluate('0.1 + 0.2'), { precision: 14 }));
console.log(math.complex(2, 3).mul(math.complex('1 - i')).toString(), math.sqrt(-4).toString());
const big = create(all, { number: 'BigNumber', precision: 40 });
console.log(big.evaluate('1 / 3').toString(), big.evaluate('2 ^ 100').toString(), big.bignumber('0.1').plus(0.2).toString());
const node = math.parse('3 * x^2 + 2 * x + 1');
console.log(node.toString(), node.toTex(), node.compile().evaluate({ x: 2 }));
console.log(math.derivative('x^3 + sin(x)', 'x').toString(), math.simplify('2x + 3x - x * 1').toString());
console.log(math.evaluate('5 kg * 9.81 m/s^2 to N').toString(), math.evaluate('1 mile/hour to km/h').format(6));
console.log(math.mean([1, 2, 3, 4]), math.median([5, 1, 3]), math.std([2, 4, 4, 4, 5, 5, 7, 9]), math.variance([1, 2, 3, 4]));
console.log(math.gcd(48, 18), math.lcm(4, 6), math.isPrime(97), math.factorial(10), math.combinations(7, 5));
console.log(math.format(math.pi, { notation: 'exponential', precision: 5 }), math.format(1e21), math.format(123456.789, { notation: 'engineering' }));
try { math.evaluate('1 + '); } catch (e) { console.log(e.constructor.name, e.message); }
try { math.evaluate('2 m + 3 s'); } catch (e) { console.log(e.message); }
console.log(math.typeOf(math.evaluate('[1,2]')), math.typeOf(math.unit('1 m')), math.typeOf(math.fraction(1, 2)));
