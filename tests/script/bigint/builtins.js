// BigInt(), BigInt.asIntN/asUintN and BigInt.prototype methods.
const t = (f) => { try { console.log(f()); } catch (e) { console.log(e.constructor.name + ': ' + e.message); } };
t(() => [BigInt(0), BigInt(-0), BigInt(42), BigInt(-1e21), BigInt(2 ** 64), BigInt(Number.MAX_VALUE) > 0n]);
t(() => [BigInt(true), BigInt(false), BigInt(''), BigInt('  12  '), BigInt('-12'), BigInt('+7'), BigInt('0x1F'), BigInt('0o17'), BigInt('0b101')]);
t(() => BigInt('123456789012345678901234567890123456789'));
t(() => [BigInt([]), BigInt([5]), BigInt({ valueOf() { return 3n; } }), BigInt(Object(9n))]);
t(() => BigInt(1.5));
t(() => BigInt(NaN));
t(() => BigInt(-Infinity));
t(() => BigInt('1.5'));
t(() => BigInt('1e3'));
t(() => BigInt('-0x1'));
t(() => BigInt('1n'));
t(() => BigInt('1_000'));
t(() => BigInt('0x'));
t(() => BigInt({}));
t(() => BigInt(undefined));
t(() => BigInt(null));
t(() => BigInt(Symbol('s')));
t(() => new BigInt(1));
t(() => [typeof BigInt, BigInt.length, BigInt.name, BigInt.asIntN.length, BigInt.prototype.toString.length]);
t(() => [BigInt.asIntN(8, 255n), BigInt.asIntN(8, 128n), BigInt.asIntN(8, -129n), BigInt.asIntN(64, 2n ** 63n), BigInt.asIntN(0, 5n), BigInt.asIntN(200, -5n)]);
t(() => [BigInt.asUintN(8, -1n), BigInt.asUintN(64, -1n), BigInt.asUintN(1, 3n), BigInt.asUintN(0, 5n), BigInt.asUintN(130, -1n), BigInt.asUintN(200, 5n)]);
t(() => BigInt.asIntN(-1, 1n));
t(() => BigInt.asUintN(2 ** 53, 1n));
t(() => BigInt.asUintN(8, 1));
t(() => BigInt.asIntN('3', '7'));
t(() => [(255n).toString(16), (-255n).toString(2), (2n ** 64n).toString(36), (10n ** 30n).toString(), (0n).toString(7)]);
t(() => (1n).toString(1));
t(() => (1n).toString(37));
t(() => BigInt.prototype.toString.call(1));
t(() => BigInt.prototype.valueOf.call({}));
t(() => BigInt.prototype.toLocaleString.call('1'));
t(() => [(1234567n).toLocaleString(), (-1000n).toLocaleString(), (999n).toLocaleString(), (0n).toLocaleString()]);
t(() => [Object(5n).valueOf(), typeof Object(5n), Object(5n) instanceof BigInt, Object.prototype.toString.call(1n)]);
t(() => [(5n).constructor === BigInt, 5n.toString(), Object.getPrototypeOf(5n) === BigInt.prototype]);
t(() => [Number(2n ** 53n + 1n), Number(-(2n ** 64n)), Number(2n ** 1024n), Number(0n), parseInt(12n), String(-12n)]);
t(() => [Number(2n ** 54n + 3n), Number(0x1fffffffffffff1n), Number(2n ** 1023n * 3n / 2n)]);
t(() => ({ [10n]: 'a', 1n: 'b', 0x10n: 'c' }));
t(() => { class C { 2n() { return 'm'; } } return new C()[2]() + Object.getOwnPropertyNames(C.prototype); });
t(() => { const a = ['x', 'y']; return a[1n] + a['1']; });
t(() => structuredClone([1n, -(2n ** 100n), Object(3n)]));
t(() => [Boolean(0n), Boolean(1n), 0n ? 1 : 2]);
// expect: [ 0n, 0n, 42n, -1000000000000000000000n, 18446744073709551616n, true ]
// expect: [
// expect:     1n, 0n,  0n, 12n,
// expect:   -12n, 7n, 31n, 15n,
// expect:     5n
// expect: ]
// expect: 123456789012345678901234567890123456789n
// expect: [ 0n, 5n, 3n, 9n ]
// expect: RangeError: The number 1.5 cannot be converted to a BigInt because it is not an integer
// expect: RangeError: The number NaN cannot be converted to a BigInt because it is not an integer
// expect: RangeError: The number -Infinity cannot be converted to a BigInt because it is not an integer
// expect: SyntaxError: Cannot convert 1.5 to a BigInt
// expect: SyntaxError: Cannot convert 1e3 to a BigInt
// expect: SyntaxError: Cannot convert -0x1 to a BigInt
// expect: SyntaxError: Cannot convert 1n to a BigInt
// expect: SyntaxError: Cannot convert 1_000 to a BigInt
// expect: SyntaxError: Cannot convert 0x to a BigInt
// expect: SyntaxError: Cannot convert [object Object] to a BigInt
// expect: TypeError: Cannot convert undefined to a BigInt
// expect: TypeError: Cannot convert null to a BigInt
// expect: TypeError: Cannot convert Symbol(s) to a BigInt
// expect: TypeError: BigInt is not a constructor
// expect: [ 'function', 1, 'BigInt', 2, 0 ]
// expect: [ -1n, -128n, 127n, -9223372036854775808n, 0n, -5n ]
// expect: [
// expect:   255n,
// expect:   18446744073709551615n,
// expect:   1n,
// expect:   0n,
// expect:   1361129467683753853853498429727072845823n,
// expect:   5n
// expect: ]
// expect: RangeError: Invalid value: not (convertible to) a safe integer
// expect: RangeError: Invalid value: not (convertible to) a safe integer
// expect: TypeError: Cannot convert 1 to a BigInt
// expect: -1n
// expect: [
// expect:   'ff',
// expect:   '-11111111',
// expect:   '3w5e11264sgsg',
// expect:   '1000000000000000000000000000000',
// expect:   '0'
// expect: ]
// expect: RangeError: toString() radix argument must be between 2 and 36
// expect: RangeError: toString() radix argument must be between 2 and 36
// expect: TypeError: BigInt.prototype.toString requires that 'this' be a BigInt
// expect: TypeError: BigInt.prototype.valueOf requires that 'this' be a BigInt
// expect: TypeError: BigInt.prototype.toLocaleString requires that 'this' be a BigInt
// expect: [ '1,234,567', '-1,000', '999', '0' ]
// expect: [ 5n, 'object', true, '[object BigInt]' ]
// expect: [ true, '5', true ]
// expect: [ 9007199254740992, -18446744073709552000, Infinity, 0, 12, '-12' ]
// expect: [ 18014398509481988, 144115188075855860, 1.348269851146737e+308 ]
// expect: { '1': 'b', '10': 'a', '16': 'c' }
// expect: m2,constructor
// expect: yy
// expect: [ 1n, -1267650600228229401496703205376n, [BigInt: 3n] ]
// expect: [ false, true, 2 ]
