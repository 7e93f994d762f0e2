// A stack frame's receiver type, as V8 names it: the constructor's name,
// else a Symbol.toStringTag data property (own or inherited) that is a
// string (a bundler's exports object tagged "Module"), else Object.
function where() { return new Error('x').stack.split('\n')[1].trim().split(' (')[0]; }
const tagged = { where };
Object.defineProperty(tagged, Symbol.toStringTag, { value: 'Module' });
console.log(tagged.where());
console.log({ where }.where());
console.log({ where, [Symbol.toStringTag]: 42 }.where());
console.log({ where, get [Symbol.toStringTag]() { return 'Getter'; } }.where());
console.log(Object.create({ [Symbol.toStringTag]: 'Inherited' }, { where: { value: where } }).where());
class Klass { where() { return where(); } m() { return where.call(this); } }
Klass.prototype[Symbol.toStringTag] = 'Tag';
console.log(new Klass().m());
const nul = Object.create(null);
nul.where = where;
nul[Symbol.toStringTag] = 'NullProto';
console.log(nul.where());
// expect: at Module.where
// expect: at Object.where
// expect: at Object.where
// expect: at Object.where
// expect: at Inherited.where
// expect: at Klass.where
// expect: at NullProto.where
