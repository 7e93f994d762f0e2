// Object literals that are valid only as patterns: {a = 1}, a duplicate
// __proto__, a trailing comma after a rest; strict {eval = 1}; an async arrow
// head's arguments; import.meta and escaped new.target are no targets.
const t = (s) => { try { console.log(JSON.stringify(s), String(eval(s))); } catch (e) { console.log(JSON.stringify(s), e.name + ': ' + e.message); } };
t("({__proto__: 1, __proto__: 2})");
t("x = {__proto__: 1, __proto__: 2}");
t("var a, b; [{__proto__: a, __proto__: b}] = [{}]");
t("var a, b; ({c: {__proto__: a, __proto__: b}.x} = {})");
t("(({__proto__: a, __proto__: b}) => a)(5)");
t("({__proto__: a, __proto__: b})");
t("for ({__proto__: a, __proto__: b} of [{}]);");
t("for ({__proto__: a, __proto__: b} in {});");
t("({__proto__: 1, __proto__: 2}) => 1");
t("async ({__proto__: a, __proto__: b}) => 1");
t("async({__proto__: a, __proto__: b})");
t("({...a,})");
t("[...{ x = 1 }]");
t("var x; [...{ x = 1 }] = [{}]; x");
t("({...a,} = {})");
t("({...a,}) => 1");
t("({...a}) => 1");
t("'use strict'; ({ arguments = 1 } = {})");
t("'use strict'; [{ eval = 1 }] = [{}]");
t("'use strict'; ({ eval = 1 }) => 1");
t("(async ({a = 1}) => a)({}).then(v => console.log('async', v)), 0");
t("async ({a = 1})");
t("f({a = 1})");
t("async ({a = 1}, ...{b = 2}) => 1");
t("async (...{b = 2})");
t("async ({a = 1}).x");
t("(async ({a = 1}) => a)");
t("[async ({a = 1})] = [1]");
t("(function(){ var eval; ({ eval = 1 } = {}); return eval; })()");
t("import.meta = 1");
t("function f() { return new.t\\u0061rget; }");
// expect: "({__proto__: 1, __proto__: 2})" SyntaxError: Duplicate __proto__ fields are not allowed in object literals
// expect: "x = {__proto__: 1, __proto__: 2}" SyntaxError: Duplicate __proto__ fields are not allowed in object literals
// expect: "var a, b; [{__proto__: a, __proto__: b}] = [{}]" [object Object]
// expect: "var a, b; ({c: {__proto__: a, __proto__: b}.x} = {})" SyntaxError: Duplicate __proto__ fields are not allowed in object literals
// expect: "(({__proto__: a, __proto__: b}) => a)(5)" 0
// expect: "({__proto__: a, __proto__: b})" SyntaxError: Duplicate __proto__ fields are not allowed in object literals
// expect: "for ({__proto__: a, __proto__: b} of [{}]);" undefined
// expect: "for ({__proto__: a, __proto__: b} in {});" undefined
// expect: "({__proto__: 1, __proto__: 2}) => 1" SyntaxError: Invalid destructuring assignment target
// expect: "async ({__proto__: a, __proto__: b}) => 1" async ({__proto__: a, __proto__: b}) => 1
// expect: "async({__proto__: a, __proto__: b})" SyntaxError: Duplicate __proto__ fields are not allowed in object literals
// expect: "({...a,})" [object Object]
// expect: "[...{ x = 1 }]" SyntaxError: Invalid shorthand property initializer
// expect: "var x; [...{ x = 1 }] = [{}]; x" 1
// expect: "({...a,} = {})" SyntaxError: Rest element must be last element
// expect: "({...a,}) => 1" SyntaxError: Rest element must be last element
// expect: "({...a}) => 1" ({...a}) => 1
// expect: "'use strict'; ({ arguments = 1 } = {})" SyntaxError: Unexpected eval or arguments in strict mode
// expect: "'use strict'; [{ eval = 1 }] = [{}]" SyntaxError: Unexpected eval or arguments in strict mode
// expect: "'use strict'; ({ eval = 1 }) => 1" SyntaxError: Unexpected eval or arguments in strict mode
// expect: "(async ({a = 1}) => a)({}).then(v => console.log('async', v)), 0" 0
// expect: "async ({a = 1})" SyntaxError: Invalid shorthand property initializer
// expect: "f({a = 1})" SyntaxError: Invalid shorthand property initializer
// expect: "async ({a = 1}, ...{b = 2}) => 1" async ({a = 1}, ...{b = 2}) => 1
// expect: "async (...{b = 2})" SyntaxError: Invalid shorthand property initializer
// expect: "async ({a = 1}).x" SyntaxError: Invalid shorthand property initializer
// expect: "(async ({a = 1}) => a)" async ({a = 1}) => a
// expect: "[async ({a = 1})] = [1]" SyntaxError: Invalid shorthand property initializer
// expect: "(function(){ var eval; ({ eval = 1 } = {}); return eval; })()" 1
// expect: "import.meta = 1" SyntaxError: Cannot use 'import.meta' outside a module
// expect: "function f() { return new.t\\u0061rget; }" SyntaxError: 'new.target' must not contain escaped characters
// expect: async 1
