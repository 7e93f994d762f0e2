// node:url's legacy API: url.parse, url.format and url.resolve as node has them.
const url = require('url');
const inputs = [
  'http://user:pass@Host.COM:8080/p/a/t/h?query=string#hash',
  'HTTPS://example.com', 'http://example.com', 'mailto:joe@example.com?subject=hi', 'javascript:alert(1)',
  '//evil.com/path', '/just/a/path?x=1&y=2', 'relative/path#frag', '?q', '#h', '', '   http://trim.me/ \n',
  'http://a.com\\b\\c?d\\e', 'http://[::1]:3000/x', 'http://[fe80::1%25eth0]/', 'http://例え.jp/パス?キー=値',
  'http://a b.com/', 'http://a.com/with space/"quotes"<>^`{|}', 'file:///etc/passwd', 'file://localhost/tmp', 'file:relative',
  'xmpp:user@host', 'ws://socket.io:80/?EIO=4', 'http://user@/nohost', 'http://a.com:/empty-port', 'http://a.com:abc/',
  'http://x.com/a?b?c#d#e', 'HTTP://MiXeD.CaSe/PaTh', 'http://a.com/%zz%41', 'git+ssh://git@github.com:npm/cli.git',
  'http://a@b@c/', 'http://a.com/;semi', 'http://sub_domain.example.com/', 'foo:/bar', 'http:no-slashes', 'http://a:b:c.com/', 'http://a.com:80:90/', 'http://ab%63.com/', 'http://a*b.com/', 'http://a!b$c.com/x',
];
for (const s of inputs) {
  try {
    const u = url.parse(s);
    console.log(JSON.stringify(s), JSON.stringify(u), u.format() === u.href);
  } catch (e) { console.log(JSON.stringify(s), e.name, e.code, e.message); }
}
console.log(url.parse('http://a.com/?a=1&b=2&a=3', true).query, url.parse('/x', true).query, url.parse('/x?', true).search);
console.log(JSON.stringify(url.parse('//host/path', false, true)), JSON.stringify(url.parse('//host/path')));
console.log(url.parse('http://a.com') instanceof url.Url, Object.keys(url.parse('x')));
for (const bad of ['http://a.com:99999999/', 'http://[::1/']) {
  try { console.log(JSON.stringify(url.parse(bad))); } catch (e) { console.log(e.name, e.code, e.message); }
}
try { url.parse(42); } catch (e) { console.log(e.name, e.code, e.message); }
console.log(url.format({ protocol: 'https', hostname: 'example.com', pathname: '/some/path', query: { page: 1, format: 'json', arr: ['a', 'b'] } }));
console.log(url.format({ protocol: 'mailto', pathname: 'x@y.com' }), url.format({ protocol: 'file', pathname: '/tmp' }), url.format({ host: 'h.com', pathname: 'p#q?r', search: 's#t', hash: 'frag' }));
console.log(url.format({ auth: 'us er:pa@ss!$&\'()*+,;=:', hostname: '::1', port: 8080, slashes: true }), url.format('http://a.com/x?y#z'), url.format({}));
try { url.format(42); } catch (e) { console.log(e.name, e.code, e.message); }
const pairs = [
  ['/one/two/three', 'four'], ['http://example.com/', '/one'], ['http://example.com/one', '/two'], ['http://a/b/c/d;p?q', 'g;x?y#s'],
  ['http://a/b/c/d;p?q', '../../../g'], ['http://a/b/c/d;p?q', './g/.'], ['http://a/b/c/d;p?q', '//g'], ['http://a/b/c/d;p?q', '?y'],
  ['http://a/b/c/d;p?q', '#s'], ['http://a/b/c/d;p?q', ''], ['http://a/b/c/d;p?q', 'https:g'], ['http://a/b/c/d;p?q', 'http:g'],
  ['mailto:a@b.com', 'c@d.com'], ['/foo/bar/baz', '../../../../x'], ['foo/bar', '../../x'], ['http://a.com', 'b'], ['http://u:p@a.com/x/', 'y'],
  ['file:///a/b', 'c'], ['http://a.com/x', 'HTTP://B.COM/Y'], ['', 'a'], ['a', ''], ['http://a/b/', '..'], ['http://a/b', '.'],
];
for (const [a, b] of pairs) console.log(JSON.stringify([a, b]), url.resolve(a, b));
const ro = url.resolveObject('http://a/b/c', '../d?e#f');
console.log(ro instanceof url.Url, ro.href, ro.pathname, ro.path);
