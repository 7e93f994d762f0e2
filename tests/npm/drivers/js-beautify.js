// js-beautify: JavaScript, CSS and HTML re-indented by its tokenizers.
const beautify = require('js-beautify');
console.log(beautify.js('function f(a,b){if(a){return b?a:b}else{for(var i=0;i<10;i++){console.log(`t${i}`)}}} const o={a:1,b:[1,2,{c:3}],d:async()=>{await x;}};x=/re[/]/g.test(y)?1:2', { indent_size: 2, space_in_empty_paren: true }));
console.log(beautify.css('a{color:red;background:url( x.png )}@media (max-width:10px){.b>c::before{content:"\\201C"}}', { indent_size: 4 }));
console.log(beautify.html('<div><p class="x">Hello <b>world</b></p><ul><li>a</li><li>b</li></ul><script>var a=1;if(a){b()}</script><style>p{margin:0}</style></div>', { indent_size: 2, wrap_line_length: 40 }));
console.log(beautify.js('var a = "unterminated', {}), beautify.js('a = b ? c : d; let {x, ...y} = z; class A extends B { #p = 1; static { init(); } }', { brace_style: 'expand' }));
