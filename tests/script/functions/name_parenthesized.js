// NamedEvaluation looks through parentheses: each anonymous function or class
// below takes the name of its binding, property or field; a comma expression hides it.
var f = (function(){}); var g = ((() => 1)); var c = (class {});
let h; h = (function(){});
var o = { p: (function(){}), [('q')]: (() => 2) };
var [a = (function(){})] = []; var { b = (class {}) } = {};
function d(x = (function(){})) { return x.name; }
class K { static m = (function(){}); }
console.log(f.name, g.name, c.name, h.name, o.p.name, o.q.name, a.name, b.name, d(), K.m.name);
var s = (0, function(){}); console.log(JSON.stringify(s.name));
// expect: f g c h p q a b x m
// expect: ""
