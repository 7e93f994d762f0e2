// EJS compiles templates to JavaScript through new Function.
const ejs = require('ejs');
console.log(ejs.render('<h1><%= title %></h1><% for (const x of xs) { %><p><%- x %></p><% } %><%# comment %>', { title: '<T&>', xs: ['<b>1</b>', 2] }));
console.log(ejs.render('<%_ if (a) { _%>\n  yes\n<%_ } _%>\n', { a: true }, { rmWhitespace: false }));
const fn = ejs.compile('Hi <%= locals.name || "anon" %>', { client: false });
console.log(fn({ name: 'tarn' }), fn({}));
try { ejs.render('<%= nope %>', {}); } catch (e) { console.log(e.name, e.message.split('\n').pop()); }
