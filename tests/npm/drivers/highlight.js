// highlight.js: grammars with large regular expressions (lookbehind,
// Unicode classes, sticky matching), auto-detection and sub-languages.
const hljs = require('highlight.js');
console.log(hljs.listLanguages().length, hljs.getLanguage('js').name, hljs.getLanguage('py').name);
const samples = {
  javascript: 'const re = /a+b/g; async function f(x = 1) { return `t ${x}` ?? null; } // done',
  python: 'def f(x: int) -> str:\n    """doc"""\n    return f"{x!r:>10}" if x else None  # c',
  rust: 'fn main() { let v: Vec<u8> = vec![1, 2]; println!("{:?}", v); }',
  sql: "SELECT id, COUNT(*) AS n FROM t WHERE name LIKE 'a%' GROUP BY id HAVING n > 1;",
  css: '@media (max-width: 600px) { .a > b::before { content: "x"; color: #fff !important; } }',
  xml: '<?xml version="1.0"?><root a="1"><![CDATA[x]]><!-- c --><script>var x = 1;</script></root>',
  json: '{"a": [1, 2.5e3, true, null], "b": "\\u00e9"}',
  bash: 'for f in *.txt; do echo "${f%.txt}" | grep -v ^# > /dev/null; done',
  cpp: '#include <vector>\ntemplate<class T> constexpr auto sq(T x) { return x * x; } // sq',
  markdown: '# Title\n\n* item **bold** `code` [link](http://x.y)\n\n```js\nlet a = 1;\n```',
  yaml: 'key: value\nlist:\n  - a\n  - b: 1.5\nanchor: &x {y: z}',
  go: 'package main\nfunc main() { ch := make(chan int, 3); go func() { ch <- 1 }() }',
};
for (const [lang, code] of Object.entries(samples)) {
  const r = hljs.highlight(code, { language: lang });
  console.log(lang, r.relevance, r.illegal);
  console.log(r.value);
}
const html = '<div class="x"><p>Hello</p><script>alert(1)</script></div>';
const auto = hljs.highlightAuto(html);
console.log(auto.language, auto.relevance, auto.secondBest && auto.secondBest.language);
console.log(hljs.highlightAuto('def f(self):\n    return self.x', ['python', 'ruby', 'javascript']).language);
const notLang = (() => { try { return hljs.highlight('x', { language: 'nope' }).value; } catch (e) { return e.message; } })();
console.log(notLang);
console.log(hljs.highlight('int x = 1;', { language: 'java', ignoreIllegals: true }).value);
