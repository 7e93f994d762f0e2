// ES module with "exports"; punycode, entities, linkify-it and uc.micro dependencies, big regexps.
import MarkdownIt from 'markdown-it';
const md = new MarkdownIt({ linkify: true, typographer: true, html: false });
console.log(md.render('# Title\n\nSome *emph* and **strong** "quotes" -- dash... (c)\n\n- a\n- b\n\n1. x\n2. y\n\n> quote\n\n`code` and https://example.com/path?q=1\n'));
console.log(md.render('| a | b |\n|---|:-:|\n| 1 | 2 |\n\n```js\nconst x = 1 < 2;\n```\n\n<script>alert(1)</script>\n\n[link](http://例え.jp/ "t") ![img](a.png)\n'));
console.log(md.renderInline('__bold__ &amp; &copy; &#x1F600; ~~no~~'), md.parse('# h', {}).map(t => t.type).join(','));
console.log(md.render('[bad](javascript:alert(1)) <http://[::1]/> www.例え.テスト'));
