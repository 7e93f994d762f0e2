// Handlebars compiles templates to JavaScript through new Function.
const Handlebars = require('handlebars');
Handlebars.registerHelper('upper', (s) => String(s).toUpperCase());
Handlebars.registerPartial('item', '<li>{{name}}{{#if @last}} (last){{/if}}</li>');
const t = Handlebars.compile('<h1>{{upper title}}</h1>\n<ul>{{#each items}}{{> item}}{{/each}}</ul>\n{{{raw}}} {{esc}} {{#with obj}}{{a.b}}{{/with}} {{lookup arr 1}}');
console.log(t({ title: 'list', items: [{ name: 'a' }, { name: 'b' }], raw: '<i>x</i>', esc: '<&>', obj: { a: { b: 'deep' } }, arr: [10, 20] }));
console.log(Handlebars.precompile('{{x}}').length > 100, Handlebars.VERSION);
try { Handlebars.compile('{{#if}}')(); } catch (e) { console.log(e.message.split('\n')[0]); }
