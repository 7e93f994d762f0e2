--> an HTMLCloseComment may open the input
// Annex B HTML-like comments in script code: <!-- anywhere starts a
// single-line comment; --> does only first on its line (after white space
// and comments) or first in the input; elsewhere --> is -- followed by >.
var x = 5;
var y = x-->3;
console.log(x, y);
<!-- an HTMLOpenComment
console.log('after open'); <!-- another, after code
  --> a close comment after white space
/* a multi-line
comment */ --> is a close comment too
/* single-line */ /* delimited */ --> and so is this
var foo = [23]
-->[0];
console.log(foo);
var z = 3; z
-->0
console.log(z);
var w = 3; w /* no line break */ -->0;
console.log(w);
// Function bodies and parameters, and eval, take them as well
console.log(Function("\n-->", "")(), Function("-->")(), Function("<!--", "")(), Function("<!--")());
console.log(Function("a <!-- comment\n, b", "return a + b")(1, 2));
console.log(eval("--> first\n1+1"), eval("1 <!-- 2"), eval("var q = 4; q-->3"));
try { eval("1\n--> x\n3 -->"); } catch (e) { console.log(e.name + ': ' + e.message); }
// a hashbang comment ends at any line terminator, U+2028 and U+2029 included
console.log(eval("#! a hashbang\u2028 5"), eval("#! a hashbang\u2029 6"));
// expect: 4 true
// expect: after open
// expect: [ 23 ]
// expect: 3
// expect: 2
// expect: undefined undefined undefined undefined
// expect: 3
// expect: 2 1 true
// expect: SyntaxError: Invalid left-hand side expression in postfix operation
// expect: 5 6
