console.log("a" < "á", "Z" < "a", "😀" > "z", ["é", "e", "f"].sort());
// expect: true true true [ 'e', 'f', 'é' ]
