console.log("ab".repeat(3), "x".repeat(0), "abc".startsWith("ab"), "abc".endsWith("bc"), "abc".startsWith("b", 1));
// expect: ababab  true true true
