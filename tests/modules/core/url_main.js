// node:url's file URL helpers, domain conversions, urlToHttpOptions and format(URL, options).
const url = require('node:url');
const { fileURLToPath, pathToFileURL } = require('url');
console.log(url.URL === URL, url.URLSearchParams === URLSearchParams, require('url') === require('node:url'));
for (const p of ['/tmp/a b/c?d#e%f', '/x/y/', 'rel/path', '/tab\there\\back\nline', '/ünï/✓', '/', '//double//slash', '/a/./b/../c']) {
  const u = pathToFileURL(p);
  console.log('path', JSON.stringify(p), u.href.replace(process.cwd(), '<cwd>'), fileURLToPath(u).replace(process.cwd(), '<cwd>'));
}
console.log(pathToFileURL('C:\\a b\\..\\c\\', { windows: true }).href, pathToFileURL('D:/x/./y', { windows: true }).href, pathToFileURL('\\\\server\\share\\x y', { windows: true }).href);
console.log(fileURLToPath('file:///C:/a%20b/c', { windows: true }), fileURLToPath('file://server/share/x', { windows: true }));
console.log(fileURLToPath('file://localhost/etc/hosts'), fileURLToPath(new URL('file:///%E2%9C%93')), url.fileURLToPathBuffer('file:///a%FFb'));
for (const bad of [() => fileURLToPath('http://x/y'), () => fileURLToPath('file://host/y'), () => fileURLToPath('file:///a%2fb'),
                   () => fileURLToPath(42), () => pathToFileURL(42), () => fileURLToPath('not a url'),
                   () => fileURLToPath('file:///a%5cb', { windows: true }), () => fileURLToPath('file:///rel', { windows: true })]) {
  try { console.log(bad()); } catch (e) { console.log(e.name, e.code, e.message); }
}
console.log(url.domainToASCII('español.com'), url.domainToASCII('xn--iñvalid.com'), url.domainToASCII('a/b'), url.domainToASCII('a:80'), url.domainToASCII('X'), url.domainToASCII(''));
console.log(url.domainToUnicode('xn--espaol-zwa.com'), url.domainToUnicode('xn--r8jz45g.XN--eckwd4c7c'), url.domainToUnicode('a..b'), url.domainToUnicode('xn--invalid-'), url.domainToUnicode('[::1]'), url.domainToUnicode('xn--ls8h.la'));
try { url.domainToASCII(); } catch (e) { console.log(e.name, e.code, e.message); }
const w = new URL('https://us%20er:p@ss@例え.jp:8443/p/a?x=1&y=2#frag');
console.log(url.format(w), url.format(w, { auth: false, fragment: false, search: false }), url.format(w, { unicode: true }));
console.log(url.urlToHttpOptions(new URL('http://a:b%20c@[::1]:8080/p?q=1#h')), url.urlToHttpOptions(new URL('https://example.com')));
try { url.format(w, 'x'); } catch (e) { console.log(e.name, e.code, e.message); }
