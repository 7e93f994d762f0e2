// postcss: CSS parsed to its AST, walked and changed by a plugin, printed
// back with a source map, and its CssSyntaxError.
const postcss = require('postcss');
const css = `/* header */
@import url("base.css");
:root { --main: #06c; }
a, a:hover > .x::before { color: var(--main); margin: 0 auto !important; content: "\\201C" }
@media (min-width: 600px) and (max-width: 900px) { .grid { display: grid; grid-template-columns: repeat(3, 1fr) } }
@font-face { font-family: "Ünïcode"; src: url(data:font/woff2;base64,AAAA) format("woff2") }
.a{}.b{color:red;;}`;
const root = postcss.parse(css, { from: 'in.css' });
console.log(root.nodes.map((n) => n.type + (n.selector ? ':' + n.selector : n.name ? '@' + n.name : '')));
const decls = []; root.walkDecls((d) => decls.push(`${d.prop}=${d.value}${d.important ? '!' : ''}`));
console.log(decls);
root.walkRules(/^a/, (r) => console.log(r.selectors, r.source.start, r.source.end));
const plugin = { postcssPlugin: 'demo', Declaration: { color: (d) => { d.cloneBefore({ prop: '-x-color' }); } }, AtRule: { media: (at) => { at.params = at.params.replace(/\s+/g, ' '); } }, Rule(rule) { if (rule.nodes.length === 0) rule.remove(); } };
postcss([plugin]).process(css, { from: 'in.css', to: 'out.css', map: { inline: false, annotation: true } }).then((result) => {
  console.log(result.css);
  console.log(result.map.toString());
  console.log(result.messages, result.opts.to, result.root.toJSON().nodes.length);
  const clone = result.root.clone(); clone.append({ selector: 'b', nodes: [{ prop: 'z-index', value: '1' }] }).prepend(postcss.comment({ text: 'added' }));
  console.log(clone.toString().split('\n').slice(0, 2).concat(clone.last.toString()));
  for (const bad of ['a { color: red', 'a { b: }}', '@media {', 'a { color: "unclosed }']) {
    try { postcss.parse(bad, { from: 'bad.css' }); console.log('parsed', bad); } catch (e) { console.log(e.name, e.reason, e.line, e.column, e.message); }
  }
  console.log(postcss.list.comma('a, b(c, d), "e, f"'), postcss.list.space('a  b "c d"'), postcss.decl({ prop: 'a', value: 'b' }).toString());
});
