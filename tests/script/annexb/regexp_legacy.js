// RegExp's legacy static properties (RegExp.$1, lastMatch, input, ...) as V8
// has them. Values are read into a list before anything is printed.
function st() {
    return JSON.stringify([RegExp.input, RegExp.lastMatch, RegExp.lastParen, RegExp.leftContext,
                           RegExp.rightContext, RegExp.$1, RegExp.$2, RegExp.$9]);
}
const out = [];
out.push('before ' + st() + JSON.stringify([RegExp['$_'], RegExp['$&'], RegExp['$+'], RegExp['$`'], RegExp["$'"]]));

// which operations record a match
/(x)/.exec('0x0'); out.push('exec ' + st());
/(q)/.exec('nope'); out.push('failed match keeps ' + st());
/(t)(u)?/.test('atb'); out.push('test ' + st());
'a1b2c3'.match(/([a-z])(\d)/g); out.push('match g ' + st());
'a1b2c3'.match(/([a-z])(\d)/); out.push('match ' + st());
[...'k1m2'.matchAll(/([a-z])(\d)/g)]; out.push('matchAll ' + st());
const it = 'k1m2'.matchAll(/([a-z])(\d)/g); it.next(); out.push('matchAll one step ' + st());
'r1s2'.replace(/([a-z])(\d)/g, 'X'); out.push('replace g ' + st());
'r1s2'.replace(/([a-z])(\d)/, 'X'); out.push('replace ' + st());
const inside = [];
'abc'.replace(/(\w)/g, (m) => { inside.push(RegExp.$1 + RegExp.lastMatch + RegExp.leftContext); return m; });
out.push('in a global replacer (all matches run first) ' + inside.join(','));
'hello'.search(/(l)(l)/); out.push('search ' + st());
'p,q;r'.split(/([,;])/); out.push('split ' + st());
'p,q;r'.split(/[,;]/); out.push('split, no groups ' + st());
'u-v'.replace('-', '+'); out.push('string pattern: no match recorded ' + st());
'uvw'.replaceAll(/(v)/g, '+'); out.push('replaceAll ' + st());
'xyz'.match('y'); out.push('match with a string ' + st());
/(z)/.exec('z'); 'mn'.split(/x/); out.push('split without a match keeps ' + st());

// split records what the spec's loop would see, not a match at the end
'ab'.split(/$/); out.push('split at end ' + st());
'ab'.split(/(?:)/); out.push('split empty ' + st());
'a,b,c'.split(/,/, 1); out.push('split limit ' + st());
''.split(/x*/); out.push('split of "" ' + st());
'a-b_c'.split(/[-_]/, 2); out.push('split limit 2 ' + st());

// groups
/(a)|(b)/.exec('b'); out.push('alternative 2 ' + st());
/(a)|(b)/.exec('a'); out.push('alternative 1 (lastParen is the last group) ' + st());
/(?<n>z)/.exec('xyz'); out.push('named ' + st());
/()/.exec('abc'); out.push('empty group ' + st());
/(a)(b)(c)(d)(e)(f)(g)(h)(i)(j)/.exec('abcdefghij'); out.push('ten groups ' + st());
/(?<=(\d+))x/.exec('12x'); out.push('lookbehind ' + st());
/(a+)+b/.exec('aaab'); out.push('backtracking ' + st());
/(A)/i.exec('zaz'); out.push('ignoreCase ' + st());
'\ud83d\ude00x'.match(/(x)/u); out.push('unicode ' + st());
const y = /(o)/y; y.lastIndex = 1; y.exec('foo'); out.push('sticky ' + st());
const gg = /(o)/g; gg.lastIndex = 2; gg.exec('foo'); out.push('global from lastIndex ' + st());
/(\d+)/.exec(12345); out.push('a number subject ' + st());

// through subclasses and user exec
class R extends RegExp { exec(s) { return super.exec(s); } }
new R('(e)').exec('bed'); out.push('subclass exec ' + st());
const r2 = /(w)/; r2.exec = function () { return null; }; r2.test('www'); out.push('user exec: none ' + st());
RegExp.prototype[Symbol.replace].call(/(h)/, 'ahb', 'z'); out.push('Symbol.replace ' + st());

// the regexp changes afterwards: the record does not
const rc = /(c)/; rc.exec('acb'); rc.compile('(b)'); out.push('after compile ' + st());

// input is settable (ToString) and apart from the match; the rest ignore writes
/(b)/.exec('abc');
RegExp.input = 'zzzzz'; out.push('set input ' + st() + RegExp.$_);
RegExp.$_ = undefined; out.push('set $_ ' + RegExp.input);
RegExp.input = 123; out.push(typeof RegExp.input);
try { RegExp.input = Symbol('s'); } catch (e) { out.push(e.constructor.name + ': ' + e.message); }
RegExp.lastMatch = 'z'; RegExp.$1 = 'z'; RegExp['$&'] = 'z'; out.push('writes ignored ' + st());

// the getters ignore their receiver
const d = (n) => Object.getOwnPropertyDescriptor(RegExp, n);
class S extends RegExp {}
out.push([S.$1, d('$1').get.call({}), d('lastMatch').get.call(undefined), d('input').set.call(null, 'viaCall'), RegExp.input].join(' '));
console.log(out.join('\n'));

// the properties
console.log(Object.getOwnPropertyNames(RegExp).filter((n) => n !== 'escape').join(' ')); // RegExp.escape is ES2025's
for (const n of ['input', '$_', 'lastMatch', '$&', 'lastParen', '$+', 'leftContext', '$`', 'rightContext', "$'", '$1', '$9']) {
    const p = d(n);
    console.log(n, p.get.name, p.get.length, p.set.name, p.set.length, p.enumerable, p.configurable,
                Object.prototype.hasOwnProperty.call(p.get, 'prototype'));
}
console.log(d('$_').get === d('input').get);
try { new (d('$1').get)(); } catch (e) { console.log(e.constructor.name); }
// expect: before ["","","","","","","",""]["","","","",""]
// expect: exec ["0x0","x","x","0","0","x","",""]
// expect: failed match keeps ["0x0","x","x","0","0","x","",""]
// expect: test ["atb","t","","a","b","t","",""]
// expect: match g ["a1b2c3","c3","3","a1b2","","c","3",""]
// expect: match ["a1b2c3","a1","1","","b2c3","a","1",""]
// expect: matchAll ["k1m2","m2","2","k1","","m","2",""]
// expect: matchAll one step ["k1m2","k1","1","","m2","k","1",""]
// expect: replace g ["r1s2","s2","2","r1","","s","2",""]
// expect: replace ["r1s2","r1","1","","s2","r","1",""]
// expect: in a global replacer (all matches run first) ccab,ccab,ccab
// expect: search ["hello","ll","l","he","o","l","l",""]
// expect: split ["p,q;r",";",";","p,q","r",";","",""]
// expect: split, no groups ["p,q;r",";","","p,q","r","","",""]
// expect: string pattern: no match recorded ["p,q;r",";","","p,q","r","","",""]
// expect: replaceAll ["uvw","v","v","u","w","v","",""]
// expect: match with a string ["xyz","y","","x","z","","",""]
// expect: split without a match keeps ["z","z","z","","","z","",""]
// expect: split at end ["z","z","z","","","z","",""]
// expect: split empty ["ab","","","a","b","","",""]
// expect: split limit ["a,b,c",",","","a","b,c","","",""]
// expect: split of "" ["","","","","","","",""]
// expect: split limit 2 ["a-b_c","_","","a-b","c","","",""]
// expect: alternative 2 ["b","b","b","","","","b",""]
// expect: alternative 1 (lastParen is the last group) ["a","a","","","","a","",""]
// expect: named ["xyz","z","z","xy","","z","",""]
// expect: empty group ["abc","","","","abc","","",""]
// expect: ten groups ["abcdefghij","abcdefghij","j","","","a","b","i"]
// expect: lookbehind ["12x","x","12","12","","12","",""]
// expect: backtracking ["aaab","aaab","aaa","","","aaa","",""]
// expect: ignoreCase ["zaz","a","a","z","z","a","",""]
// expect: unicode ["😀x","x","x","😀","","x","",""]
// expect: sticky ["foo","o","o","f","o","o","",""]
// expect: global from lastIndex ["foo","o","o","fo","","o","",""]
// expect: a number subject ["12345","12345","12345","","","12345","",""]
// expect: subclass exec ["bed","e","e","b","d","e","",""]
// expect: user exec: none ["bed","e","e","b","d","e","",""]
// expect: Symbol.replace ["ahb","h","h","a","b","h","",""]
// expect: after compile ["acb","c","c","a","b","c","",""]
// expect: set input ["zzzzz","b","b","a","c","b","",""]zzzzz
// expect: set $_ undefined
// expect: string
// expect: TypeError: Cannot convert a Symbol value to a string
// expect: writes ignored ["123","b","b","a","c","b","",""]
// expect: b b b  viaCall
// expect: length name prototype input $_ lastMatch $& lastParen $+ leftContext $` rightContext $' $1 $2 $3 $4 $5 $6 $7 $8 $9
// expect: input get input 0 set input 1 false true false
// expect: $_ get $_ 0 set $_ 1 false true false
// expect: lastMatch get lastMatch 0 set lastMatch 1 false true false
// expect: $& get $& 0 set $& 1 false true false
// expect: lastParen get lastParen 0 set lastParen 1 false true false
// expect: $+ get $+ 0 set $+ 1 false true false
// expect: leftContext get leftContext 0 set leftContext 1 false true false
// expect: $` get $` 0 set $` 1 false true false
// expect: rightContext get rightContext 0 set rightContext 1 false true false
// expect: $' get $' 0 set $' 1 false true false
// expect: $1 get $1 0 set $1 1 false true false
// expect: $9 get $9 0 set $9 1 false true false
// expect: false
// expect: TypeError
