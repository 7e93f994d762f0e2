console.log("a,b,,c".split(","), "abc".split(""), "a b c".split(" ", 2), "x".split(","), "".split(","), "".split(""));
console.log("one  two".split(" "), "a1b2c".split("1"));
// expect: [ 'a', 'b', '', 'c' ] [ 'a', 'b', 'c' ] [ 'a', 'b' ] [ 'x' ] [ '' ] []
// expect: [ 'one', '', 'two' ] [ 'a', 'b2c' ]
