console.log(1 + "2", "1" + 2, 1 + 2 + "3", "1" + 2 + 3);
console.log([] + [], [] + {}, [1] + [2], true + 1, null + 1, undefined + 1);
console.log({ valueOf() { return 5; } } + 1, { toString() { return "s"; } } + 1);
// expect: 12 12 33 123
// expect:  [object Object] 12 2 1 NaN
// expect: 6 s1
