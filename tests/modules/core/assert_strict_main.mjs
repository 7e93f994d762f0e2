// node:assert/strict and assert.strict: the same object, whose equal and
// deepEqual are the strict ones; named imports of node:assert.
import strict from 'node:assert/strict';
import assert, { strictEqual, AssertionError } from 'assert';
console.log(strict === assert.strict, strict.strict === strict, strict.equal === strictEqual, typeof AssertionError);
console.log(Object.keys(assert).includes('deepStrictEqual'), strict.Assert === assert.Assert);
try { strict.equal(1, '1'); } catch (e) { console.log(e.message); }
try { strict.deepEqual([1], ['1']); } catch (e) { console.log(e.message); }
try { strict.notEqual(2, 2); } catch (e) { console.log(e.message); }
try { strict(0); } catch (e) { console.log(e.message); }
assert.deepEqual([1], ['1']);
assert.notDeepStrictEqual(new Set([1]), new Set(['1']));
try { assert.deepStrictEqual(new Date(0), new Date(1)); } catch (e) { console.log(e.message); }
try { assert.deepStrictEqual({ a: 'x', b: { c: [1, { d: 2 }] } }, { a: 'x', b: { c: [1, { d: 3 }] }, e: null }); } catch (e) { console.log(e.message); }
// expect: true true true function
// expect: true true
// expect: Expected values to be strictly equal:
// expect:
// expect: 1 !== '1'
// expect:
// expect: Expected values to be strictly deep-equal:
// expect: + actual - expected
// expect:
// expect:   [
// expect: +   1
// expect: -   '1'
// expect:   ]
// expect:
// expect: Expected "actual" to be strictly unequal to: 2
// expect: The expression evaluated to a falsy value:
// expect:
// expect:   strict(0)
// expect:
// expect: Expected values to be strictly deep-equal:
// expect: + actual - expected
// expect:
// expect: + 1970-01-01T00:00:00.000Z
// expect: - 1970-01-01T00:00:00.001Z
// expect:
// expect: Expected values to be strictly deep-equal:
// expect: + actual - expected
// expect:
// expect:   {
// expect:     a: 'x',
// expect:     b: {
// expect:       c: [
// expect:         1,
// expect:         {
// expect: +         d: 2
// expect: -         d: 3
// expect:         }
// expect:       ]
// expect:     },
// expect: -   e: null
// expect:   }
// expect:
