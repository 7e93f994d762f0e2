console.log("hello".search("l"), "a,b;c".split(/[,;]/), "Abc".toLowerCase() === "abc");
// expect: 2 [ 'a', 'b', 'c' ] true
