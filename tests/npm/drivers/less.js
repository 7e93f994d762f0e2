// less: variables, mixins, guards, operations, color functions, maps and
// imports from a string, rendered through its promise API.
const less = require('less');
const src = `
@base: #f04615; @width: 10px; @height: @width + 10px;
@my-ruleset: { .my-selector { background-color: black; } };
.bordered(@top-color: #eee, @style: solid) { border-top: 1px @style @top-color; }
.mixin(@a) when (lightness(@a) >= 50%) { background-color: black; }
.mixin(@a) when (lightness(@a) < 50%) { background-color: white; }
#header {
  width: @width * 3; height: @height; color: darken(@base, 10%); border-color: fade(@base, 50%);
  .navigation { font-size: 12px; &:hover { color: spin(@base, 30); } &-item { margin: (@width / 2); } }
  .bordered(red); .mixin(#ddd);
  @media (min-width: 768px) { float: left; }
 
  width2: ~"calc(100% - @{width})"; pct: percentage(0.5); r: round(1.67, 1); u: unit(5, px); e: e("ms:x()");
}
@my-ruleset();
@plugin-free: if((iscolor(@base)), yes, no);
.guard when (@width > 5px) { w: @width; }
.loop(@i) when (@i > 0) { .w-@{i} { width: (@i * 100% / 3); } .loop(@i - 1); }
.loop(3);
.extend:extend(#header .navigation) { x: 1; }
`;
less.render(src, { compress: false }).then((out) => {
  console.log(out.css);
  return less.render('.a { .b; } .b { c: d; } @v: 1px + 5; .c { w: @v; h: (2 * 3em); }', { compress: true });
}).then((out) => {
  console.log(out.css, out.imports);
  return less.render('.a { color: @undefined; }');
}).catch((e) => {
  console.log(e.type, e.message, e.line, e.column, e.extract);
  return less.render('.x { width: 1px +; }').catch((e2) => console.log(e2.type, e2.message, e2.line));
}).then(() => console.log(less.version));
