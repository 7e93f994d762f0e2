// RegExp.prototype[Symbol.split] through SpeciesConstructor, "flags" and a
// constructed sticky splitter, as the spec (and V8) run it.
const t = (f) => {
    try {
        console.log('ok', JSON.stringify(f()));
    } catch (e) {
        console.log(e.constructor.name + ': ' + e.message);
    }
};
const sp = RegExp.prototype[Symbol.split];
t(() => sp.call(1, 'a'));
t(() => sp.call({}, 'a,b'));
t(() => sp.call({ constructor: undefined, flags: '' }, 'a,b'));
const re = /,/; re.constructor = 5; t(() => re[Symbol.split]('a,b'));
const re2 = /,/; re2.constructor = { [Symbol.species]: 5 }; t(() => re2[Symbol.split]('a,b'));
const re3 = /,/; re3.constructor = { [Symbol.species]: null }; t(() => re3[Symbol.split]('a,b'));

// a subclass: its constructor makes the splitter, its exec runs per position
const log = [];
class R extends RegExp {
    constructor(p, f) { log.push('ctor ' + (p instanceof RegExp ? p.source : p) + ' ' + f); super(p, f); }
    exec(s) { log.push('exec ' + this.lastIndex); return super.exec(s); }
}
t(() => new R('-', 'g')[Symbol.split]('a-b-c'));
t(() => 'x-y'.split(new R('(-)')));
console.log(log.join('|'));

// the splitter's flags come from the "flags" property
const re4 = /b/; Object.defineProperty(re4, 'flags', { value: 'iu' }); t(() => re4[Symbol.split]('aBc'));
const re5 = /b/g; Object.defineProperty(re5, 'flags', { get() { log.length = 0; return 'i'; } }); t(() => re5[Symbol.split]('abBc'));

// an observable Symbol.match on the RegExp runs in the constructor (IsRegExp)
const re6 = /a/;
let seen = 0;
Object.defineProperty(re6, Symbol.match, { get() { seen++; re6.compile('b'); } });
t(() => re6[Symbol.split]('abba'));
console.log(seen);

// a changed RegExp.prototype.flags getter is read
const desc = Object.getOwnPropertyDescriptor(RegExp.prototype, 'flags');
Object.defineProperty(RegExp.prototype, 'flags', { get() { return 'i'; }, configurable: true });
t(() => 'aXbxc'.split(/x/));
Object.defineProperty(RegExp.prototype, 'flags', desc);
t(() => 'aXbxc'.split(/x/));

// a species constructor that returns another regexp
class Other extends RegExp { static get [Symbol.species]() { return function (p, f) { return new RegExp('o', f); }; } }
t(() => new Other('x')[Symbol.split]('foxo'));

// limit is converted after the splitter is made; captures and unicode
t(() => 'a1b2c3'.split(/(\d)/, 4));
t(() => '\ud83d\ude00\ud83d\ude00'.split(/(?:)/u));
t(() => '\ud83d\ude00\ud83d\ude00'.split(/(?:)/));
t(() => ''.split(/x/));
t(() => ''.split(/(?:)/));
// expect: TypeError: Method RegExp.prototype.@@split called on incompatible receiver 1
// expect: SyntaxError: Invalid flags supplied to RegExp constructor 'undefinedy'
// expect: ok ["a,",""]
// expect: TypeError: The .constructor property is not an object
// expect: TypeError: object.constructor[Symbol.species] is not a constructor
// expect: ok ["a","b"]
// expect: ok ["a","b","c"]
// expect: ok ["x","-","y"]
// expect: ctor - g|ctor - gy|exec 0|exec 1|exec 2|exec 3|exec 4|ctor (-) undefined|ctor (-) y|exec 0|exec 1|exec 2
// expect: ok ["a","c"]
// expect: ok ["a","","c"]
// expect: ok ["a","","a"]
// expect: 1
// expect: ok ["a","b","c"]
// expect: ok ["aXb","c"]
// expect: ok ["f","x",""]
// expect: ok ["a","1","b","2"]
// expect: ok ["😀","😀"]
// expect: ok ["\ud83d","\ude00","\ud83d","\ude00"]
// expect: ok [""]
// expect: ok []
