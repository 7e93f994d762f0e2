// sass (dart-sass compiled to JavaScript): SCSS and the indented syntax
// compiled from strings, modules, @use with, functions, maps, loops and errors.
const sass = require('sass');
const scss = `
@use 'sass:math';
@use 'sass:map';
@use 'sass:color';
$primary: #336699;
$sizes: (small: 10px, medium: 20px, large: 40px);
@function rem($px, $base: 16px) { @return math.div($px, $base) * 1rem; }
@mixin theme($theme: DarkGray) { background: $theme; }
%message-shared { border: 1px solid #ccc; padding: 10px; }
.message { @extend %message-shared; }
.alert { @include theme; @include theme($theme: DarkRed); }
@each $name, $size in $sizes { .icon-#{$name} { width: $size; height: rem($size); } }
@for $i from 1 through 3 { .col-#{$i} { width: math.percentage(math.div($i, 3)); } }
.btn { color: color.adjust($primary, $lightness: 20%); &:hover { color: color.scale($primary, $saturation: -30%); } &--big { font-size: map.get($sizes, large); } }
@debug "debug message #{1 + 2}";
.calc { width: calc(100% - #{rem(8px)}); x: math.sqrt(2); y: math.round(2.5); z: 10px * 3 / 2; s: str-length("héllo"); u: unquote("'q'"); }
`;
const r = sass.compileString(scss, { logger: { debug: (m, o) => console.log('debug:', m, o.span.start.line), warn: (m) => console.log('warn:', m.split('\n')[0]) } });
console.log(r.css);
console.log(sass.compileString(scss, { style: 'compressed', logger: sass.Logger.silent }).css);
console.log(sass.compileString('nav\n  ul\n    margin: 0\n  li\n    display: inline-block\n', { syntax: 'indented' }).css);
const withImporter = sass.compileString('@use "virtual:colors" as c; a { color: c.$link; }', {
  importers: [{ canonicalize: (url) => (url.startsWith('virtual:') ? new URL(url) : null), load: () => ({ contents: '$link: rebeccapurple;', syntax: 'scss' }) }],
});
console.log(withImporter.css, withImporter.loadedUrls.map(String));
for (const bad of ['a { b: $undefined; }', 'a { b: 1px + 1s; }', '.a { @include nope; }', 'a {']) {
  try { sass.compileString(bad); } catch (e) { console.log(e.constructor.name, e.sassMessage, e.span && e.span.start.line); }
}
sass.compileStringAsync('$x: 3; a { w: $x * 2px; }').then((res) => console.log('async', res.css), (e) => console.log('async error', e.message));
console.log(sass.info.split('\t')[0]);
