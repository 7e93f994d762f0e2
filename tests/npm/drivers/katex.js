// katex: TeX parsed and rendered to HTML and MathML strings, with macros,
// environments and its error objects.
const katex = require('katex');
const out = (tex, opts) => { try { return katex.renderToString(tex, opts); } catch (e) { return `${e.name}: ${e.message} @${e.position}`; } };
console.log(out('c = \\pm\\sqrt{a^2 + b^2}'));
console.log(out('\\int_0^\\infty e^{-x^2}\\,dx = \\frac{\\sqrt{\\pi}}{2}', { displayMode: true, output: 'mathml' }));
console.log(out('\\begin{pmatrix} a & b \\\\ c & d \\end{pmatrix} \\cdot \\vec{v}', { output: 'html' }));
console.log(out('\\RR^n \\to \\f{x}', { macros: { '\\RR': '\\mathbb{R}', '\\f': '#1(#1)' }, output: 'mathml' }));
console.log(out('\\sum_{i=1}^{n} i = \\dfrac{n(n+1)}{2} \\quad \\text{für alle } n \\in \\N', { output: 'mathml' }));
console.log(out('\\color{red}{x} + \\textbf{y} + \\overbrace{a+b}^{2} + \\cancel{z}', { output: 'html', trust: false }));
console.log(out('x^{', {}), '|', out('\\undefinedmacro', {}), '|', out('\\undefinedmacro', { throwOnError: false, output: 'mathml' }));
console.log(katex.__parse('a_1^2').map((n) => n.type), katex.version);
