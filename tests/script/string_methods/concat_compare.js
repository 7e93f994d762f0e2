console.log("a".concat("b", 1, null), "b".localeCompare("a"), "a" < "b", "abc".codePointAt(1), String.fromCharCode(72, 105));
// expect: ab1null 1 true 98 Hi
