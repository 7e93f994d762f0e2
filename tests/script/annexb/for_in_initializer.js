// B.3.5: a sloppy for (var x = init in o) assigns init before the object
// is evaluated; an arrow's concise body in a for head stops before 'in'.
const t = (s) => { try { console.log(JSON.stringify(s), String(eval(s))); } catch (e) { console.log(JSON.stringify(s), e.name + ': ' + e.message); } };
t("(function(){ for (var a = 0 in {}); return a; })()");
t("(function(){ var r = []; for (var a = 'init' in {x: 1, y: 2}) r.push(a); return r + ' ' + a; })()");
t("(function(){ var log = []; for (var a = (log.push('init'), 1) in (log.push('obj'), {})); return log + ' ' + a; })()");
t("(function(){ for (var f = function(){} in {}); return f.name; })()");
t("(function(){ var y = 5; for (var g = () => y in {}); return g(); })()");
t("(function(){ 'use strict'; for (var a = 0 in {}); })");
t("for (let a = 0 in {});");
t("for (var [a] = 0 in {});");
t("for (var a = 0 of []);");
t("for (var a = 0, b in {});");
t("for (var x = () => 1 in {}; false;);");
t("(function(){ for (let i = 0, f = () => i in {}; false;); return 1; })()");
t("(function(){ for (var f = () => (1 in {}); false;); return f(); })()");
// expect: "(function(){ for (var a = 0 in {}); return a; })()" 0
// expect: "(function(){ var r = []; for (var a = 'init' in {x: 1, y: 2}) r.push(a); return r + ' ' + a; })()" x,y y
// expect: "(function(){ var log = []; for (var a = (log.push('init'), 1) in (log.push('obj'), {})); return log + ' ' + a; })()" init,obj 1
// expect: "(function(){ for (var f = function(){} in {}); return f.name; })()" f
// expect: "(function(){ var y = 5; for (var g = () => y in {}); return g(); })()" 5
// expect: "(function(){ 'use strict'; for (var a = 0 in {}); })" SyntaxError: for-in loop variable declaration may not have an initializer.
// expect: "for (let a = 0 in {});" SyntaxError: for-in loop variable declaration may not have an initializer.
// expect: "for (var [a] = 0 in {});" SyntaxError: for-in loop variable declaration may not have an initializer.
// expect: "for (var a = 0 of []);" SyntaxError: for-of loop variable declaration may not have an initializer.
// expect: "for (var a = 0, b in {});" SyntaxError: Invalid left-hand side in for-in loop: Must have a single binding.
// expect: "for (var x = () => 1 in {}; false;);" SyntaxError: Unexpected token ';'
// expect: "(function(){ for (let i = 0, f = () => i in {}; false;); return 1; })()" SyntaxError: Invalid left-hand side in for-in loop: Must have a single binding.
// expect: "(function(){ for (var f = () => (1 in {}); false;); return f(); })()" false
