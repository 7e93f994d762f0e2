// Sloppy {let} shorthand; for (async of ...) and its escaped and arrow forms;
// a parenthesised target names no anonymous function.
const t = (s) => { try { console.log(JSON.stringify(s), String(eval(s))); } catch (e) { console.log(JSON.stringify(s), e.name + ': ' + e.message); } };
t("var let = 1; JSON.stringify({let})");
t("var let = 1; JSON.stringify({let, a: 2})");
t("'use strict'; ({let})");
t("({let} = {let: 3}); let");
t("var async; for (\\u0061sync of [7]); async");
t("for (async of [7]);");
t("var async; for ((async) of [8]); async");
t("var fn; (fn) = function(){}; fn.name");
t("var fn; fn = function(){}; fn.name");
t("var fn; ((fn)) = () => 1; fn.name");
t("var fn; (fn) = class {}; fn.name");
t("var fn; [(fn) = function(){}] = []; fn.name");
t("var fn; ({ x: (fn) = function(){} } = {}); fn.name");
t("var fn; fn ??= function(){}; fn.name");
t("var async; for (async of => {}; !async; async = 1); async");
t("for (async of\n[7]);");
t("var fn; ({ fn = function(){} } = {}); fn.name");
t("var fn; [fn = function(){}] = []; fn.name");
t("(function(fn = function(){}) { return fn.name; })()");
// expect: "var let = 1; JSON.stringify({let})" {"let":1}
// expect: "var let = 1; JSON.stringify({let, a: 2})" {"let":1,"a":2}
// expect: "'use strict'; ({let})" SyntaxError: Unexpected strict mode reserved word
// expect: "({let} = {let: 3}); let" 3
// expect: "var async; for (\\u0061sync of [7]); async" 7
// expect: "for (async of [7]);" SyntaxError: The left-hand side of a for-of loop may not be 'async'.
// expect: "var async; for ((async) of [8]); async" 8
// expect: "var fn; (fn) = function(){}; fn.name" 
// expect: "var fn; fn = function(){}; fn.name" fn
// expect: "var fn; ((fn)) = () => 1; fn.name" 
// expect: "var fn; (fn) = class {}; fn.name" 
// expect: "var fn; [(fn) = function(){}] = []; fn.name" 
// expect: "var fn; ({ x: (fn) = function(){} } = {}); fn.name" 
// expect: "var fn; fn ??= function(){}; fn.name" fn
// expect: "var async; for (async of => {}; !async; async = 1); async" 1
// expect: "for (async of\n[7]);" SyntaxError: The left-hand side of a for-of loop may not be 'async'.
// expect: "var fn; ({ fn = function(){} } = {}); fn.name" fn
// expect: "var fn; [fn = function(){}] = []; fn.name" fn
// expect: "(function(fn = function(){}) { return fn.name; })()" fn
