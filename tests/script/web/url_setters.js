// URL's setters (the standard's state-override parses) and the live
// binding between a URL and its searchParams.
const show = (u) => console.log(u.href);
const sets = [
  ['http://a.com/p', 'protocol', 'https'], ['http://a.com/p', 'protocol', 'foo'], ['foo://a.com/p', 'protocol', 'http'],
  ['http://a.com:443/p', 'protocol', 'https:x'], ['http://u@a.com/', 'protocol', 'file'], ['file:///x', 'protocol', 'http'],
  ['http://a.com/', 'protocol', '1x'], ['mailto:x', 'protocol', 'MAILTO2'],
  ['http://a.com/', 'username', 'us er@:'], ['http://a.com/', 'password', 'p@ss/'], ['file:///x', 'username', 'u'],
  ['mailto:x', 'username', 'u'], ['http://u:p@a.com/', 'username', ''], ['http://u:p@a.com/', 'password', ''],
  ['http://a.com:8080/p', 'host', 'b.org:9090'], ['http://a.com:8080/p', 'host', 'b.org'], ['http://a.com/p', 'host', 'b.org:80'],
  ['http://a.com/p', 'host', ''], ['http://a.com/p', 'host', 'b c'], ['http://a.com/p', 'host', '[::1]:3'],
  ['http://a.com/p', 'host', 'b.org/x?y'], ['foo://a.com/p', 'host', ''], ['mailto:x', 'host', 'a'],
  ['http://a.com:8080/p', 'hostname', 'b.org:9090'], ['http://a.com:8080/p', 'hostname', 'B.ORG'],
  ['file://h/x', 'host', 'localhost'], ['file://h/x', 'hostname', 'h2'],
  ['http://a.com/p', 'port', '8080'], ['http://a.com:8080/p', 'port', ''], ['http://a.com/p', 'port', '80'],
  ['http://a.com/p', 'port', '12ab'], ['http://a.com/p', 'port', 'ab'], ['http://a.com/p', 'port', '99999'],
  ['file:///x', 'port', '1'], ['http://a.com/p', 'port', 8081],
  ['http://a.com/p', 'pathname', 'x/y z'], ['http://a.com/p', 'pathname', '/../a/./b'], ['http://a.com/p', 'pathname', ''],
  ['http://a.com/p', 'pathname', '?#'], ['foo://h/p', 'pathname', 'x'], ['foo:/p', 'pathname', '//x'],
  ['mailto:x', 'pathname', 'y'], ['file:///C:/x', 'pathname', 'D|/y'],
  ['http://a.com/p', 'search', 'a=1 2'], ['http://a.com/p?x', 'search', ''], ['http://a.com/p', 'search', '??a'],
  ['http://a.com/p', 'search', '#x'], ['http://a.com/p', 'search', '?'],
  ['http://a.com/p', 'hash', 'a b'], ['http://a.com/p#x', 'hash', ''], ['http://a.com/p', 'hash', '##'], ['data:a b', 'hash', 'x'],
  ['http://a.com/p', 'href', 'https://b.org/q?r#s'],
];
for (const [href, key, value] of sets) {
  const u = new URL(href);
  u[key] = value;
  console.log(href, key, JSON.stringify(value), '=>', u.href);
}
try { new URL('http://a.com/').href = 'nope'; } catch (e) { console.log(e.name, e.code, e.message, e.input); }
const u = new URL('http://a.com/p?a=1&b=2#h');
const sp = u.searchParams;
console.log(sp === u.searchParams, sp.get('a'), sp.size);
sp.append('c', 'x y&z');
show(u);
sp.delete('a');
show(u);
sp.sort();
show(u);
u.search = '?q=1&q=2';
console.log(sp.getAll('q'), sp.toString());
u.href = 'http://b.org/?z=9';
console.log(sp.get('z'), [...sp]);
sp.delete('z');
show(u);
console.log(u.search, JSON.stringify(u.searchParams.toString()));
u.hash = '';
show(u);
const v = new URL('http://a.com/?a=%20+b');
console.log(v.searchParams.get('a'), v.search);
v.searchParams.set('a', '%20 b');
console.log(v.search);
console.log(URL.canParse('http://x'), URL.canParse('x'), URL.canParse('x', 'http://a/'), URL.parse('x'), URL.parse('y', 'http://a/b').href);
console.log(String(new URL('http://a/')), JSON.stringify({ u: new URL('http://a/') }), new URL('http://a/').toJSON());
try { new URL('x', 'nope'); } catch (e) { console.log(e.name, e.code, e.message, e.input, e.base, Object.keys(e)); }
try { new URL(); } catch (e) { console.log(e.name, e.code, e.message); }
try { URL('http://a'); } catch (e) { console.log(e.name, e.message); }
try { URL.canParse(); } catch (e) { console.log(e.name, e.code, e.message); }
try { Object.getOwnPropertyDescriptor(URL.prototype, 'href').get.call({}); } catch (e) { console.log(e.name, e.message); }
console.log(new URL('https://user:pw@example.org:8443/a/b?x=1&y=2#frag'));
console.log({ nested: new URL('http://a.com/') });
class MyURL extends URL {}
const m = new MyURL('http://m.com/');
console.log(m instanceof URL, m.host, Object.prototype.toString.call(m));
console.log(Object.getOwnPropertyNames(URL.prototype).join(), Object.keys(URL.prototype).length);
const d = Object.getOwnPropertyDescriptor(URL.prototype, 'search');
console.log(typeof d.get, typeof d.set, d.enumerable, d.configurable, URL.name, URL.length);
// expect: http://a.com/p protocol "https" => https://a.com/p
// expect: http://a.com/p protocol "foo" => http://a.com/p
// expect: foo://a.com/p protocol "http" => foo://a.com/p
// expect: http://a.com:443/p protocol "https:x" => https://a.com/p
// expect: http://u@a.com/ protocol "file" => http://u@a.com/
// expect: file:///x protocol "http" => file:///x
// expect: http://a.com/ protocol "1x" => http://a.com/
// expect: mailto:x protocol "MAILTO2" => mailto2:x
// expect: http://a.com/ username "us er@:" => http://us%20er%40%3A@a.com/
// expect: http://a.com/ password "p@ss/" => http://:p%40ss%2F@a.com/
// expect: file:///x username "u" => file:///x
// expect: mailto:x username "u" => mailto:x
// expect: http://u:p@a.com/ username "" => http://:p@a.com/
// expect: http://u:p@a.com/ password "" => http://u@a.com/
// expect: http://a.com:8080/p host "b.org:9090" => http://b.org:9090/p
// expect: http://a.com:8080/p host "b.org" => http://b.org:8080/p
// expect: http://a.com/p host "b.org:80" => http://b.org/p
// expect: http://a.com/p host "" => http://a.com/p
// expect: http://a.com/p host "b c" => http://a.com/p
// expect: http://a.com/p host "[::1]:3" => http://[::1]:3/p
// expect: http://a.com/p host "b.org/x?y" => http://b.org/p
// expect: foo://a.com/p host "" => foo:///p
// expect: mailto:x host "a" => mailto:x
// expect: http://a.com:8080/p hostname "b.org:9090" => http://a.com:8080/p
// expect: http://a.com:8080/p hostname "B.ORG" => http://b.org:8080/p
// expect: file://h/x host "localhost" => file:///x
// expect: file://h/x hostname "h2" => file://h2/x
// expect: http://a.com/p port "8080" => http://a.com:8080/p
// expect: http://a.com:8080/p port "" => http://a.com/p
// expect: http://a.com/p port "80" => http://a.com/p
// expect: http://a.com/p port "12ab" => http://a.com:12/p
// expect: http://a.com/p port "ab" => http://a.com/p
// expect: http://a.com/p port "99999" => http://a.com/p
// expect: file:///x port "1" => file:///x
// expect: http://a.com/p port 8081 => http://a.com:8081/p
// expect: http://a.com/p pathname "x/y z" => http://a.com/x/y%20z
// expect: http://a.com/p pathname "/../a/./b" => http://a.com/a/b
// expect: http://a.com/p pathname "" => http://a.com/
// expect: http://a.com/p pathname "?#" => http://a.com/%3F%23
// expect: foo://h/p pathname "x" => foo://h/x
// expect: foo:/p pathname "//x" => foo:/.//x
// expect: mailto:x pathname "y" => mailto:x
// expect: file:///C:/x pathname "D|/y" => file:///D:/y
// expect: http://a.com/p search "a=1 2" => http://a.com/p?a=1%202
// expect: http://a.com/p?x search "" => http://a.com/p
// expect: http://a.com/p search "??a" => http://a.com/p??a
// expect: http://a.com/p search "#x" => http://a.com/p?%23x
// expect: http://a.com/p search "?" => http://a.com/p?
// expect: http://a.com/p hash "a b" => http://a.com/p#a%20b
// expect: http://a.com/p#x hash "" => http://a.com/p
// expect: http://a.com/p hash "##" => http://a.com/p##
// expect: data:a b hash "x" => data:a b#x
// expect: http://a.com/p href "https://b.org/q?r#s" => https://b.org/q?r#s
// expect: TypeError ERR_INVALID_URL Invalid URL nope
// expect: true 1 2
// expect: http://a.com/p?a=1&b=2&c=x+y%26z#h
// expect: http://a.com/p?b=2&c=x+y%26z#h
// expect: http://a.com/p?b=2&c=x+y%26z#h
// expect: [ '1', '2' ] q=1&q=2
// expect: 9 [ [ 'z', '9' ] ]
// expect: http://b.org/
// expect:  ""
// expect: http://b.org/
// expect:   b ?a=%20+b
// expect: ?a=%2520+b
// expect: true false true null http://a/y
// expect: http://a/ {"u":"http://a/"} http://a/
// expect: TypeError ERR_INVALID_URL Invalid URL x nope [ 'code', 'input', 'base' ]
// expect: TypeError ERR_MISSING_ARGS The "url" argument must be specified
// expect: TypeError Class constructor URL cannot be invoked without 'new'
// expect: TypeError ERR_MISSING_ARGS The "url" argument must be specified
// expect: TypeError Receiver must be an instance of class URL
// expect: URL {
// expect:   href: 'https://user:pw@example.org:8443/a/b?x=1&y=2#frag',
// expect:   origin: 'https://example.org:8443',
// expect:   protocol: 'https:',
// expect:   username: 'user',
// expect:   password: 'pw',
// expect:   host: 'example.org:8443',
// expect:   hostname: 'example.org',
// expect:   port: '8443',
// expect:   pathname: '/a/b',
// expect:   search: '?x=1&y=2',
// expect:   searchParams: URLSearchParams { 'x' => '1', 'y' => '2' },
// expect:   hash: '#frag'
// expect: }
// expect: {
// expect:   nested: URL {
// expect:     href: 'http://a.com/',
// expect:     origin: 'http://a.com',
// expect:     protocol: 'http:',
// expect:     username: '',
// expect:     password: '',
// expect:     host: 'a.com',
// expect:     hostname: 'a.com',
// expect:     port: '',
// expect:     pathname: '/',
// expect:     search: '',
// expect:     searchParams: URLSearchParams {},
// expect:     hash: ''
// expect:   }
// expect: }
// expect: true m.com [object URL]
// expect: constructor,toString,href,origin,protocol,username,password,host,hostname,port,pathname,search,searchParams,hash,toJSON 14
// expect: function function true true URL 1
