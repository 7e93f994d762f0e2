// structuredClone of plain data: primitives, objects, arrays (holes, extra
// properties), cycles and shared references, Map, Set, Date, RegExp,
// errors, boxed primitives, buffers and views; output from node (basic.out).
const log = console.log;
const o = { a: 1, b: 'x', c: [1, , 3], d: { e: null, f: undefined }, g: -0, h: NaN, i: true };
o.c.extra = 'p';
const c = structuredClone(o);
log(c, c !== o, c.c !== o.c, Object.is(c.g, -0), c.c.length, 1 in c.c);
const cyc = { name: 'root' }; cyc.self = cyc; cyc.list = [cyc, cyc];
const cc = structuredClone(cyc); log(cc.self === cc, cc.list[0] === cc, cc !== cyc);
const shared = { s: 1 }; const sh = structuredClone({ x: shared, y: shared }); log(sh.x === sh.y);
const m = new Map([[1, 'a'], [{ k: 1 }, [2]]]); const s = new Set([1, 'two', { t: 3 }]);
log(structuredClone(m), structuredClone(s));
const d = new Date(1700000000000); const dc = structuredClone(d); log(dc, dc !== d, dc instanceof Date);
const re = /ab+c/gi; re.lastIndex = 3; re.extra = 1; const rc = structuredClone(re); log(rc, rc.lastIndex, rc.flags, rc.extra);
const err = new RangeError('bad', { cause: 42 }); err.extra = 1; const ec = structuredClone(err);
log(ec.name, ec.message, ec.cause, ec.extra, ec instanceof RangeError, ec.stack === err.stack);
class P { constructor() { this.x = 1 } get y() { return 2 } m() {} } const pc = structuredClone(new P()); log(pc, Object.getPrototypeOf(pc) === Object.prototype);
log(structuredClone({ get z() { return 5 } }));
log(structuredClone([new Number(3), new String('s'), new Boolean(false)]));
const ab = new ArrayBuffer(4); const u8 = new Uint8Array(ab); u8[0] = 7; const abc = structuredClone(ab); log(abc, abc !== ab);
const f64 = new Float64Array([1.5, 2]); log(structuredClone(f64));
const dv = new DataView(new ArrayBuffer(8), 2, 4); const dvc = structuredClone(dv); log(dvc.byteOffset, dvc.byteLength, dvc.buffer.byteLength);
const two = new Uint8Array(ab, 1, 2); const pair = structuredClone([u8, two]); log(pair[0].buffer === pair[1].buffer, pair[1].byteOffset);
log(structuredClone('prim'), structuredClone(null), structuredClone(undefined), structuredClone(3.5));
const sym = { [Symbol('k')]: 1, v: 2 }; log(structuredClone(sym));
const ne = {}; Object.defineProperty(ne, 'hidden', { value: 1, enumerable: false }); ne.vis = 2; log(structuredClone(ne));
log(structuredClone(Object.create(null, { q: { value: 1, enumerable: true } })));
const arr = [1, 2]; arr[5] = 6; log(structuredClone(arr));
log(structuredClone(new Error('plain')).stack.split('\n')[0]);
const e2 = new Error('m'); e2.name = 'TypeError'; log(structuredClone(e2).constructor.name);
const e3 = new Error('m'); e3.name = 'Custom'; log(structuredClone(e3).name);
class MyErr extends Error {} ; log(structuredClone(new MyErr('q')).constructor.name);
log(structuredClone(new AggregateError([1], 'agg')).constructor.name);
try { structuredClone({ a: { b: Symbol.iterator } }) } catch (e) { log(e.message) }
try { structuredClone(new WeakSet()) } catch (e) { log(e.message) }
try { structuredClone(Math) } catch (e) { log(e.message) }
log(structuredClone(Math) );
try { structuredClone() } catch (e) { log(e.name, e.message) }
log(structuredClone(new Uint8Array(0)), structuredClone([]), structuredClone({}));
