import { marked, Marked, lexer } from 'marked';
const md = '# Title\n\nSome *emphasis*, **strong**, `code` and [a link](https://example.com "t").\n\n- one\n- two\n  1. nested\n\n```js\nconst x = 1 < 2;\n```\n\n| a | b |\n|---|:-:|\n| 1 | 2 |\n\n> quote\n\n<div>html</div>\n';
console.log(marked.parse(md));
console.log(lexer('hello _world_').map((t) => t.type));
const m = new Marked({ renderer: { heading({ tokens, depth }) { return `<h${depth} class="x">${this.parser.parseInline(tokens)}</h${depth}>\n`; } } });
console.log(m.parse('## Sub *x*'), marked.parseInline('a ~~b~~ c'));
