// RegExp.prototype[Symbol.matchAll] makes its matcher through SpeciesConstructor, then reads flags.
const t = (f) => { try { console.log('ok', JSON.stringify(f())); } catch (e) { console.log(e.constructor.name + ': ' + e.message); } };
const log = [];
class R extends RegExp {
    constructor(p, f) { log.push('ctor ' + (p instanceof RegExp ? p.source : p) + ' ' + f); super(p, f); }
}
t(() => [...new R('a', 'g')[Symbol.matchAll]('aXa')].map((m) => m.index));
console.log(log.join('|'));
const re = /a/g; re.constructor = null; t(() => re[Symbol.matchAll]('a'));
const re2 = /a/g; re2.constructor = { [Symbol.species]: true }; t(() => re2[Symbol.matchAll]('a'));
const re3 = /a/g; re3.constructor = undefined; t(() => [...re3[Symbol.matchAll]('aa')].length);
const re4 = /a/g; re4.constructor = { get [Symbol.species]() { log.push('species'); return undefined; } };
Object.defineProperty(re4, 'flags', { get() { log.push('flags'); return 'g'; } });
t(() => [...'aa'.matchAll(re4)].length);
console.log(log.join('|'));
const saved = RegExp; globalThis.RegExp = function () { throw new Error('global RegExp used'); };
t(() => [...'abab'.matchAll(/b/g)].map((m) => m.index));
globalThis.RegExp = saved;
// expect: ok [0,2]
// expect: ctor a g|ctor a g
// expect: TypeError: The .constructor property is not an object
// expect: TypeError: object.constructor[Symbol.species] is not a constructor
// expect: ok 2
// expect: ok 2
// expect: ctor a g|ctor a g|flags|species|flags
// expect: ok [1,3]
