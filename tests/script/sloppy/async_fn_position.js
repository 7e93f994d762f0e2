// An async function declaration is never the body of a loop, an if or a
// label (ExpressionStatement's lookahead excludes `async function`), while
// `async` followed by a newline is an expression statement.
for (const src of ['while (0) async function h() {}', 'if (1) async function h() {}',
                   'label: async function h() {}', 'for (;;) async function* h() {}',
                   'do async function h() {} while (0)', 'if (0) ; else async function h() {}',
                   'var async = 1; if (0) async\nfunction h() {}', '{ async function h() {} }']) {
  try { eval(src); console.log('ok', JSON.stringify(src)); } catch (e) { console.log(e.name, e.message); }
}
// expect: SyntaxError Async functions can only be declared at the top level or inside a block.
// expect: SyntaxError Async functions can only be declared at the top level or inside a block.
// expect: SyntaxError Async functions can only be declared at the top level or inside a block.
// expect: SyntaxError Async functions can only be declared at the top level or inside a block.
// expect: SyntaxError Async functions can only be declared at the top level or inside a block.
// expect: SyntaxError Async functions can only be declared at the top level or inside a block.
// expect: ok "var async = 1; if (0) async\nfunction h() {}"
// expect: ok "{ async function h() {} }"
