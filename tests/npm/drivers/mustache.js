// Logic-less templates: sections, partials, escaping, custom tags.
const Mustache = require('mustache');
const view = { name: 'Ann & <Bob>', items: [{ n: 1 }, { n: 2 }], empty: [], fn: () => (text, render) => '<b>' + render(text) + '</b>', nested: { deep: { v: 'ok' } } };
console.log(Mustache.render('Hi {{name}} / {{{name}}} / {{&name}}', view));
console.log(Mustache.render('{{#items}}[{{n}}]{{/items}}{{^empty}}none{{/empty}}', view));
console.log(Mustache.render('{{#fn}}x {{name}}{{/fn}} {{nested.deep.v}}', view));
console.log(Mustache.render('{{>part}}!', view, { part: 'partial {{nested.deep.v}}' }));
console.log(Mustache.render('<%name%>', view, {}, ['<%', '%>']), Mustache.escape('"\'/`='));
console.log(JSON.stringify(Mustache.parse('a {{b}} {{#c}}d{{/c}}')));
try { Mustache.render('{{#a}}', {}); } catch (e) { console.log(e.message); }
