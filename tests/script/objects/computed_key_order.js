// A computed key is converted to a property key (its toString or
// Symbol.toPrimitive runs) before the member's value is evaluated, in
// object literals and in classes.
var log = [];
function key(name) {
  return { toString() { log.push('key ' + name); return name; } };
}
function val(name) { log.push('value ' + name); return name; }
var o = { [key('a')]: val('A'), b: val('B'), [key('c')]: val('C'), get [key('d')]() { return 1; } };
console.log(JSON.stringify(o), log.join(', '));
log = [];
var value = 'bad';
var k = { toString() { value = 'ok'; return 'p'; } };
console.log({ [k]: value }.p);
class C {
  [key('m')]() {}
  static [key('s')] = val('S');
  [key('f')] = val('F');
}
console.log(log.join(', '));
log = [];
new C();
console.log(log.join(', '), Object.keys(new C()).join());
var sym = Symbol('s');
var ks = { [Symbol.toPrimitive]() { log.push('toPrimitive'); return sym; } };
log = [];
var os = { [ks]: val('V') };
console.log(log.join(', '), os[sym]);
var n = { [1]: 'one', [2 + 3]: 'five', [-0]: 'zero' };
console.log(JSON.stringify(n));
try { ({ [{ toString() { throw new Error('key threw'); } }]: val('never') }); } catch (e) { console.log(e.message, log.includes('value never')); }
// expect: {"a":"A","b":"B","c":"C","d":1} key a, value A, value B, key c, value C, key d
// expect: ok
// expect: key m, key s, key f, value S
// expect: value F f
// expect: toPrimitive, value V V
// expect: {"0":"zero","1":"one","5":"five"}
// expect: key threw false
