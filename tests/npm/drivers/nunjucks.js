// Jinja-style templates: compiles templates to JavaScript run by new Function; filters, macros, inheritance, async render.
const nunjucks = require('nunjucks');
const env = new nunjucks.Environment(new nunjucks.FileSystemLoader(__dirname + '/nunjucks-templates'), { autoescape: true });
const fs = require('fs');
fs.mkdirSync(__dirname + '/nunjucks-templates', { recursive: true });
fs.writeFileSync(__dirname + '/nunjucks-templates/base.njk', '<title>{% block title %}Base{% endblock %}</title>{% block body %}{% endblock %}');
fs.writeFileSync(__dirname + '/nunjucks-templates/page.njk', '{% extends "base.njk" %}{% block title %}{{ title | upper }}{% endblock %}{% block body %}{% for i in items %}[{{ loop.index }}:{{ i }}]{% endfor %}{% endblock %}');
console.log(env.render('page.njk', { title: 'hello <world>', items: ['a', 'b'] }));
env.addFilter('shout', s => s + '!');
console.log(env.renderString('{% macro m(x, y=2) %}{{ x * y }}{% endmacro %}{{ m(3) }} {{ m(3, 4) }} {{ "hi" | shout | title }} {{ [3,1,2] | sort | join("-") }} {{ {a: 1} | dump }}', {}));
console.log(env.renderString('{% set xs = [1,2,3] %}{% if xs | length > 2 %}many{% else %}few{% endif %} {{ 7 // 2 }} {{ 2 ** 10 }} {{ "a,b" | replace(",", ";") }} {{ none | default("d") }} {{ "<i>" | safe }} {{ 1.2345 | round(2) }}', {}));
try { env.renderString('{% for %}', {}); } catch (e) { console.log(e.name, e.message.split('\n')[0]); }
env.renderString('{{ x | truncate(5) }} {{ d | dictsort | first }}', { x: 'abcdefghij', d: { b: 1, a: 2 } }, (err, res) => console.log('async', err, res));
