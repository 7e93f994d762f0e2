// The WHATWG URL parser over a sample of inputs and bases: each line shows
// the components node's URL gives (or that parsing fails).
const cases = [
  ['http://example.com/a/b?c#d'], ['HTTP://EXAMPLE.COM:80/'], ['https://a.com:443/x'], ['https://a.com:444/x'],
  ['http://user:pass@host:8080/p'], ['http://us er:pa ss@host/'], ['http://a@b@c/'], ['http://:@host/'], ['http://@host/'],
  ['http://a:b:c@host/'], ['http://host:/'], ['http://host:65535/'], ['http://host:65536/'], ['http://host:8x/'],
  ['  http://a.com/\t\n x  '], ['http:\\\\a.com\\b\\c'], ['http:/a.com/'], ['http:a.com'], ['http:///a.com'],
  ['http://a.com/./b/../c/%2e/%2E%2e/d'], ['http://a.com/a/b/..'], ['http://a.com/a/b/.'], ['http://a.com/..'],
  ['http://a.com/ä ö?ä ö#ä ö'], ['http://a.com/%zz%41'], ['http://a.com/?a=\'b\''], ['foo://a.com/?a=\'b\''],
  ['http://a.com/#\u0000x'], ['http://a.com/\u{1F600}'], ['http://a.com/\ud800'],
  ['http://192.168.0.1/'], ['http://0x7f.1/'], ['http://0177.0.0.1/'], ['http://4294967295/'], ['http://4294967296/'],
  ['http://1.2.3.4.5/'], ['http://1.2.3.256/'], ['http://1.2.65536/'], ['http://0x/'], ['http://1.2.3.4./'],
  ['http://09.1.1.1/'], ['http://1.2.3.foo/'], ['http://foo.0x4/'], ['http://%31%32%37.0.0.1/'],
  ['http://[::1]/'], ['http://[0:0:0:0:0:0:0:1]:8080/'], ['http://[1:0:0:2:0:0:0:3]/'], ['http://[1::2:3:4:5:6:7]/'],
  ['http://[::ffff:192.168.0.1]/'], ['http://[::1.2.3]/'], ['http://[1:2:3:4:5:6:7:8:9]/'], ['http://[::1/'],
  ['http://[fe80::1%25eth0]/'], ['http://[ABCD:EF01::]/'], ['http://[1::1::1]/'], ['http://[::]/'],
  ['http://a.com:80@b/'], ['http://a b/'], ['http://a%20b/'], ['http://a<b/'], ['http://a^b/'], ['http://%zz/'],
  ['http://ExAmPlE.CoM./'], ['http://a..b/'], ['http://münchen.de/'], ['http://xn--mnchen-3ya.de/'], ['http://ＡＢ。com/'],
  ['http://\u00df.de/'], ['http:///'], ['http://'], ['https:'], ['ws://a.com/'], ['wss://a.com:443/'], ['ftp://a.com:21/'],
  ['mailto:someone@example.com?subject=hi'], ['data:text/plain,hello world'], ['data:a b #x'], ['javascript:alert(1)'],
  ['urn:isbn:0451450523'], ['foo:'], ['foo:/'], ['foo://'], ['foo:///x'], ['foo://h:1/p'], ['foo://[::1]/'],
  ['foo://a b/'], ['foo://a%20b/'], ['foo://a^b/'], ['foo:/.//x'], ['web+demo:/.//not-a-host/'], ['git+ssh://git@github.com:tj/x.git'],
  ['file:///C:/a/b'], ['file:///c|/a'], ['file://localhost/etc/passwd'], ['file://host/share/x'], ['file:/a'], ['file:a'],
  ['file:///a/../..'], ['file:///C:/../..'], ['file://C:/x'], ['file:\\\\\\C:\\x'], ['file://[::1]/x'],
  ['blob:https://a.com/uuid'], ['blob:foo:bar'], ['about:blank'], ['', 'http://a.com/b'], ['a'], ['//x'], ['1http://a/'],
  ['b/c', 'http://a.com/x/y'], ['../c', 'http://a.com/x/y/z'], ['/c', 'http://a.com/x/y'], ['?q', 'http://a.com/x?y#z'],
  ['#f', 'http://a.com/x?y#z'], ['//h2/p', 'https://a.com/x'], ['\\\\h2\\p', 'https://a.com/x'], ['', 'http://a.com/x?y#z'],
  ['http:b', 'http://a.com/x/y'], ['https:b', 'http://a.com/x/y'], ['foo:b', 'http://a.com/x'], ['b', 'foo:/x/y'],
  ['b', 'foo:x'], ['#f', 'foo:x'], ['?q', 'foo:x'], ['b', 'file:///C:/a/b'], ['/b', 'file:///C:/a/b'], ['..', 'file:///C:/'],
  ['//h/p', 'file:///x'], ['C|/x', 'file:///a/b'], ['x', 'not a url'], ['http://a.com/x', 'garbage'], ['?', 'http://a.com/p?q'],
];
for (const [input, base] of cases) {
  let u;
  try { u = base === undefined ? new URL(input) : new URL(input, base); } catch (e) {
    console.log(JSON.stringify(input), base === undefined ? '' : JSON.stringify(base), '=>', e.name, e.code, e.message);
    continue;
  }
  console.log(JSON.stringify(input), base === undefined ? '' : JSON.stringify(base), '=>', u.href,
    JSON.stringify([u.origin, u.protocol, u.username, u.password, u.host, u.hostname, u.port, u.pathname, u.search, u.hash]));
}
// expect: "http://example.com/a/b?c#d"  => http://example.com/a/b?c#d ["http://example.com","http:","","","example.com","example.com","","/a/b","?c","#d"]
// expect: "HTTP://EXAMPLE.COM:80/"  => http://example.com/ ["http://example.com","http:","","","example.com","example.com","","/","",""]
// expect: "https://a.com:443/x"  => https://a.com/x ["https://a.com","https:","","","a.com","a.com","","/x","",""]
// expect: "https://a.com:444/x"  => https://a.com:444/x ["https://a.com:444","https:","","","a.com:444","a.com","444","/x","",""]
// expect: "http://user:pass@host:8080/p"  => http://user:pass@host:8080/p ["http://host:8080","http:","user","pass","host:8080","host","8080","/p","",""]
// expect: "http://us er:pa ss@host/"  => http://us%20er:pa%20ss@host/ ["http://host","http:","us%20er","pa%20ss","host","host","","/","",""]
// expect: "http://a@b@c/"  => http://a%40b@c/ ["http://c","http:","a%40b","","c","c","","/","",""]
// expect: "http://:@host/"  => http://host/ ["http://host","http:","","","host","host","","/","",""]
// expect: "http://@host/"  => http://host/ ["http://host","http:","","","host","host","","/","",""]
// expect: "http://a:b:c@host/"  => http://a:b%3Ac@host/ ["http://host","http:","a","b%3Ac","host","host","","/","",""]
// expect: "http://host:/"  => http://host/ ["http://host","http:","","","host","host","","/","",""]
// expect: "http://host:65535/"  => http://host:65535/ ["http://host:65535","http:","","","host:65535","host","65535","/","",""]
// expect: "http://host:65536/"  => TypeError ERR_INVALID_URL Invalid URL
// expect: "http://host:8x/"  => TypeError ERR_INVALID_URL Invalid URL
// expect: "  http://a.com/\t\n x  "  => http://a.com/%20x ["http://a.com","http:","","","a.com","a.com","","/%20x","",""]
// expect: "http:\\\\a.com\\b\\c"  => http://a.com/b/c ["http://a.com","http:","","","a.com","a.com","","/b/c","",""]
// expect: "http:/a.com/"  => http://a.com/ ["http://a.com","http:","","","a.com","a.com","","/","",""]
// expect: "http:a.com"  => http://a.com/ ["http://a.com","http:","","","a.com","a.com","","/","",""]
// expect: "http:///a.com"  => http://a.com/ ["http://a.com","http:","","","a.com","a.com","","/","",""]
// expect: "http://a.com/./b/../c/%2e/%2E%2e/d"  => http://a.com/d ["http://a.com","http:","","","a.com","a.com","","/d","",""]
// expect: "http://a.com/a/b/.."  => http://a.com/a/ ["http://a.com","http:","","","a.com","a.com","","/a/","",""]
// expect: "http://a.com/a/b/."  => http://a.com/a/b/ ["http://a.com","http:","","","a.com","a.com","","/a/b/","",""]
// expect: "http://a.com/.."  => http://a.com/ ["http://a.com","http:","","","a.com","a.com","","/","",""]
// expect: "http://a.com/ä ö?ä ö#ä ö"  => http://a.com/%C3%A4%20%C3%B6?%C3%A4%20%C3%B6#%C3%A4%20%C3%B6 ["http://a.com","http:","","","a.com","a.com","","/%C3%A4%20%C3%B6","?%C3%A4%20%C3%B6","#%C3%A4%20%C3%B6"]
// expect: "http://a.com/%zz%41"  => http://a.com/%zz%41 ["http://a.com","http:","","","a.com","a.com","","/%zz%41","",""]
// expect: "http://a.com/?a='b'"  => http://a.com/?a=%27b%27 ["http://a.com","http:","","","a.com","a.com","","/","?a=%27b%27",""]
// expect: "foo://a.com/?a='b'"  => foo://a.com/?a='b' ["null","foo:","","","a.com","a.com","","/","?a='b'",""]
// expect: "http://a.com/#\u0000x"  => http://a.com/#%00x ["http://a.com","http:","","","a.com","a.com","","/","","#%00x"]
// expect: "http://a.com/😀"  => http://a.com/%F0%9F%98%80 ["http://a.com","http:","","","a.com","a.com","","/%F0%9F%98%80","",""]
// expect: "http://a.com/\ud800"  => http://a.com/%EF%BF%BD ["http://a.com","http:","","","a.com","a.com","","/%EF%BF%BD","",""]
// expect: "http://192.168.0.1/"  => http://192.168.0.1/ ["http://192.168.0.1","http:","","","192.168.0.1","192.168.0.1","","/","",""]
// expect: "http://0x7f.1/"  => http://127.0.0.1/ ["http://127.0.0.1","http:","","","127.0.0.1","127.0.0.1","","/","",""]
// expect: "http://0177.0.0.1/"  => http://127.0.0.1/ ["http://127.0.0.1","http:","","","127.0.0.1","127.0.0.1","","/","",""]
// expect: "http://4294967295/"  => http://255.255.255.255/ ["http://255.255.255.255","http:","","","255.255.255.255","255.255.255.255","","/","",""]
// expect: "http://4294967296/"  => TypeError ERR_INVALID_URL Invalid URL
// expect: "http://1.2.3.4.5/"  => TypeError ERR_INVALID_URL Invalid URL
// expect: "http://1.2.3.256/"  => TypeError ERR_INVALID_URL Invalid URL
// expect: "http://1.2.65536/"  => TypeError ERR_INVALID_URL Invalid URL
// expect: "http://0x/"  => http://0.0.0.0/ ["http://0.0.0.0","http:","","","0.0.0.0","0.0.0.0","","/","",""]
// expect: "http://1.2.3.4./"  => http://1.2.3.4/ ["http://1.2.3.4","http:","","","1.2.3.4","1.2.3.4","","/","",""]
// expect: "http://09.1.1.1/"  => TypeError ERR_INVALID_URL Invalid URL
// expect: "http://1.2.3.foo/"  => http://1.2.3.foo/ ["http://1.2.3.foo","http:","","","1.2.3.foo","1.2.3.foo","","/","",""]
// expect: "http://foo.0x4/"  => TypeError ERR_INVALID_URL Invalid URL
// expect: "http://%31%32%37.0.0.1/"  => http://127.0.0.1/ ["http://127.0.0.1","http:","","","127.0.0.1","127.0.0.1","","/","",""]
// expect: "http://[::1]/"  => http://[::1]/ ["http://[::1]","http:","","","[::1]","[::1]","","/","",""]
// expect: "http://[0:0:0:0:0:0:0:1]:8080/"  => http://[::1]:8080/ ["http://[::1]:8080","http:","","","[::1]:8080","[::1]","8080","/","",""]
// expect: "http://[1:0:0:2:0:0:0:3]/"  => http://[1:0:0:2::3]/ ["http://[1:0:0:2::3]","http:","","","[1:0:0:2::3]","[1:0:0:2::3]","","/","",""]
// expect: "http://[1::2:3:4:5:6:7]/"  => http://[1:0:2:3:4:5:6:7]/ ["http://[1:0:2:3:4:5:6:7]","http:","","","[1:0:2:3:4:5:6:7]","[1:0:2:3:4:5:6:7]","","/","",""]
// expect: "http://[::ffff:192.168.0.1]/"  => http://[::ffff:c0a8:1]/ ["http://[::ffff:c0a8:1]","http:","","","[::ffff:c0a8:1]","[::ffff:c0a8:1]","","/","",""]
// expect: "http://[::1.2.3]/"  => TypeError ERR_INVALID_URL Invalid URL
// expect: "http://[1:2:3:4:5:6:7:8:9]/"  => TypeError ERR_INVALID_URL Invalid URL
// expect: "http://[::1/"  => TypeError ERR_INVALID_URL Invalid URL
// expect: "http://[fe80::1%25eth0]/"  => TypeError ERR_INVALID_URL Invalid URL
// expect: "http://[ABCD:EF01::]/"  => http://[abcd:ef01::]/ ["http://[abcd:ef01::]","http:","","","[abcd:ef01::]","[abcd:ef01::]","","/","",""]
// expect: "http://[1::1::1]/"  => TypeError ERR_INVALID_URL Invalid URL
// expect: "http://[::]/"  => http://[::]/ ["http://[::]","http:","","","[::]","[::]","","/","",""]
// expect: "http://a.com:80@b/"  => http://a.com:80@b/ ["http://b","http:","a.com","80","b","b","","/","",""]
// expect: "http://a b/"  => TypeError ERR_INVALID_URL Invalid URL
// expect: "http://a%20b/"  => TypeError ERR_INVALID_URL Invalid URL
// expect: "http://a<b/"  => TypeError ERR_INVALID_URL Invalid URL
// expect: "http://a^b/"  => TypeError ERR_INVALID_URL Invalid URL
// expect: "http://%zz/"  => TypeError ERR_INVALID_URL Invalid URL
// expect: "http://ExAmPlE.CoM./"  => http://example.com./ ["http://example.com.","http:","","","example.com.","example.com.","","/","",""]
// expect: "http://a..b/"  => http://a..b/ ["http://a..b","http:","","","a..b","a..b","","/","",""]
// expect: "http://münchen.de/"  => http://xn--mnchen-3ya.de/ ["http://xn--mnchen-3ya.de","http:","","","xn--mnchen-3ya.de","xn--mnchen-3ya.de","","/","",""]
// expect: "http://xn--mnchen-3ya.de/"  => http://xn--mnchen-3ya.de/ ["http://xn--mnchen-3ya.de","http:","","","xn--mnchen-3ya.de","xn--mnchen-3ya.de","","/","",""]
// expect: "http://ＡＢ。com/"  => http://ab.com/ ["http://ab.com","http:","","","ab.com","ab.com","","/","",""]
// expect: "http://ß.de/"  => http://xn--zca.de/ ["http://xn--zca.de","http:","","","xn--zca.de","xn--zca.de","","/","",""]
// expect: "http:///"  => TypeError ERR_INVALID_URL Invalid URL
// expect: "http://"  => TypeError ERR_INVALID_URL Invalid URL
// expect: "https:"  => TypeError ERR_INVALID_URL Invalid URL
// expect: "ws://a.com/"  => ws://a.com/ ["ws://a.com","ws:","","","a.com","a.com","","/","",""]
// expect: "wss://a.com:443/"  => wss://a.com/ ["wss://a.com","wss:","","","a.com","a.com","","/","",""]
// expect: "ftp://a.com:21/"  => ftp://a.com/ ["ftp://a.com","ftp:","","","a.com","a.com","","/","",""]
// expect: "mailto:someone@example.com?subject=hi"  => mailto:someone@example.com?subject=hi ["null","mailto:","","","","","","someone@example.com","?subject=hi",""]
// expect: "data:text/plain,hello world"  => data:text/plain,hello world ["null","data:","","","","","","text/plain,hello world","",""]
// expect: "data:a b #x"  => data:a b%20#x ["null","data:","","","","","","a b%20","","#x"]
// expect: "javascript:alert(1)"  => javascript:alert(1) ["null","javascript:","","","","","","alert(1)","",""]
// expect: "urn:isbn:0451450523"  => urn:isbn:0451450523 ["null","urn:","","","","","","isbn:0451450523","",""]
// expect: "foo:"  => foo: ["null","foo:","","","","","","","",""]
// expect: "foo:/"  => foo:/ ["null","foo:","","","","","","/","",""]
// expect: "foo://"  => foo:// ["null","foo:","","","","","","","",""]
// expect: "foo:///x"  => foo:///x ["null","foo:","","","","","","/x","",""]
// expect: "foo://h:1/p"  => foo://h:1/p ["null","foo:","","","h:1","h","1","/p","",""]
// expect: "foo://[::1]/"  => foo://[::1]/ ["null","foo:","","","[::1]","[::1]","","/","",""]
// expect: "foo://a b/"  => TypeError ERR_INVALID_URL Invalid URL
// expect: "foo://a%20b/"  => foo://a%20b/ ["null","foo:","","","a%20b","a%20b","","/","",""]
// expect: "foo://a^b/"  => TypeError ERR_INVALID_URL Invalid URL
// expect: "foo:/.//x"  => foo:/.//x ["null","foo:","","","","","","//x","",""]
// expect: "web+demo:/.//not-a-host/"  => web+demo:/.//not-a-host/ ["null","web+demo:","","","","","","//not-a-host/","",""]
// expect: "git+ssh://git@github.com:tj/x.git"  => TypeError ERR_INVALID_URL Invalid URL
// expect: "file:///C:/a/b"  => file:///C:/a/b ["null","file:","","","","","","/C:/a/b","",""]
// expect: "file:///c|/a"  => file:///c:/a ["null","file:","","","","","","/c:/a","",""]
// expect: "file://localhost/etc/passwd"  => file:///etc/passwd ["null","file:","","","","","","/etc/passwd","",""]
// expect: "file://host/share/x"  => file://host/share/x ["null","file:","","","host","host","","/share/x","",""]
// expect: "file:/a"  => file:///a ["null","file:","","","","","","/a","",""]
// expect: "file:a"  => file:///a ["null","file:","","","","","","/a","",""]
// expect: "file:///a/../.."  => file:/// ["null","file:","","","","","","/","",""]
// expect: "file:///C:/../.."  => file:///C:/ ["null","file:","","","","","","/C:/","",""]
// expect: "file://C:/x"  => file:///C:/x ["null","file:","","","","","","/C:/x","",""]
// expect: "file:\\\\\\C:\\x"  => file:///C:/x ["null","file:","","","","","","/C:/x","",""]
// expect: "file://[::1]/x"  => file://[::1]/x ["null","file:","","","[::1]","[::1]","","/x","",""]
// expect: "blob:https://a.com/uuid"  => blob:https://a.com/uuid ["https://a.com","blob:","","","","","","https://a.com/uuid","",""]
// expect: "blob:foo:bar"  => blob:foo:bar ["null","blob:","","","","","","foo:bar","",""]
// expect: "about:blank"  => about:blank ["null","about:","","","","","","blank","",""]
// expect: "" "http://a.com/b" => http://a.com/b ["http://a.com","http:","","","a.com","a.com","","/b","",""]
// expect: "a"  => TypeError ERR_INVALID_URL Invalid URL
// expect: "//x"  => TypeError ERR_INVALID_URL Invalid URL
// expect: "1http://a/"  => TypeError ERR_INVALID_URL Invalid URL
// expect: "b/c" "http://a.com/x/y" => http://a.com/x/b/c ["http://a.com","http:","","","a.com","a.com","","/x/b/c","",""]
// expect: "../c" "http://a.com/x/y/z" => http://a.com/x/c ["http://a.com","http:","","","a.com","a.com","","/x/c","",""]
// expect: "/c" "http://a.com/x/y" => http://a.com/c ["http://a.com","http:","","","a.com","a.com","","/c","",""]
// expect: "?q" "http://a.com/x?y#z" => http://a.com/x?q ["http://a.com","http:","","","a.com","a.com","","/x","?q",""]
// expect: "#f" "http://a.com/x?y#z" => http://a.com/x?y#f ["http://a.com","http:","","","a.com","a.com","","/x","?y","#f"]
// expect: "//h2/p" "https://a.com/x" => https://h2/p ["https://h2","https:","","","h2","h2","","/p","",""]
// expect: "\\\\h2\\p" "https://a.com/x" => https://h2/p ["https://h2","https:","","","h2","h2","","/p","",""]
// expect: "" "http://a.com/x?y#z" => http://a.com/x?y ["http://a.com","http:","","","a.com","a.com","","/x","?y",""]
// expect: "http:b" "http://a.com/x/y" => http://a.com/x/b ["http://a.com","http:","","","a.com","a.com","","/x/b","",""]
// expect: "https:b" "http://a.com/x/y" => https://b/ ["https://b","https:","","","b","b","","/","",""]
// expect: "foo:b" "http://a.com/x" => foo:b ["null","foo:","","","","","","b","",""]
// expect: "b" "foo:/x/y" => foo:/x/b ["null","foo:","","","","","","/x/b","",""]
// expect: "b" "foo:x" => TypeError ERR_INVALID_URL Invalid URL
// expect: "#f" "foo:x" => foo:x#f ["null","foo:","","","","","","x","","#f"]
// expect: "?q" "foo:x" => TypeError ERR_INVALID_URL Invalid URL
// expect: "b" "file:///C:/a/b" => file:///C:/a/b ["null","file:","","","","","","/C:/a/b","",""]
// expect: "/b" "file:///C:/a/b" => file:///C:/b ["null","file:","","","","","","/C:/b","",""]
// expect: ".." "file:///C:/" => file:///C:/ ["null","file:","","","","","","/C:/","",""]
// expect: "//h/p" "file:///x" => file://h/p ["null","file:","","","h","h","","/p","",""]
// expect: "C|/x" "file:///a/b" => file:///C:/x ["null","file:","","","","","","/C:/x","",""]
// expect: "x" "not a url" => TypeError ERR_INVALID_URL Invalid URL
// expect: "http://a.com/x" "garbage" => TypeError ERR_INVALID_URL Invalid URL
// expect: "?" "http://a.com/p?q" => http://a.com/p? ["http://a.com","http:","","","a.com","a.com","","/p","",""]
