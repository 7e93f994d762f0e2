/* block
   comment */ console.log(1); // line comment
console.log(/* inline */ 2);
/** doc */
console.log(3);
// expect: 1
// expect: 2
// expect: 3
