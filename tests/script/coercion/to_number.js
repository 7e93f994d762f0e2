console.log(Number(true), Number([]), Number(["7"]), Number([1, 2]), Number({}), Number("  \n42\t"));
console.log(Number("0b101"), Number("0o17"), Number("-0x10"), Number("1_000"), Number("Infinity"));
// expect: 1 0 7 NaN NaN 42
// expect: 5 15 NaN NaN Infinity
