// Promise.resolve/reject/all/allSettled/any/race/withResolvers.
const show = (label) => [v => console.log(label, 'ok', v), e => console.log(label, 'err', e instanceof Error ? e.constructor.name + ': ' + e.message : e)];
const p = Promise.resolve(7);
console.log(Promise.resolve(p) === p);
Promise.reject('r').then(...show('reject'));
Promise.all([1, Promise.resolve(2), { then(r) { r(3); } }]).then(...show('all'));
Promise.all([]).then(...show('all empty'));
Promise.all([Promise.resolve(1), Promise.reject(new Error('e2')), Promise.reject(new Error('e3'))]).then(...show('all rej'));
Promise.allSettled([1, Promise.reject(2)]).then(v => console.log('settled', JSON.stringify(v)));
Promise.any([Promise.reject(1), Promise.resolve(2)]).then(...show('any'));
Promise.any([Promise.reject(1), Promise.reject(2)]).catch(e => console.log('any rej', e.constructor.name, e.message, e.errors, e instanceof AggregateError, e instanceof Error));
Promise.any([]).catch(e => console.log('any empty', e.message, e.errors));
Promise.race([new Promise(() => {}), Promise.resolve('first'), Promise.resolve('second')]).then(...show('race'));
Promise.all(5).then(...show('all non-iterable'));
const agg = new AggregateError([new Error('x'), 'y'], 'many');
console.log(agg.name, agg.message, agg.errors.length, Object.prototype.hasOwnProperty.call(agg, 'errors'));
// expect: true
// expect: AggregateError many 2 true
// expect: reject err r
// expect: all empty ok []
// expect: any empty All promises were rejected []
// expect: all non-iterable err TypeError: number 5 is not iterable (cannot read property Symbol(Symbol.iterator))
// expect: all rej err Error: e2
// expect: settled [{"status":"fulfilled","value":1},{"status":"rejected","reason":2}]
// expect: any ok 2
// expect: any rej AggregateError All promises were rejected [ 1, 2 ] true true
// expect: race ok first
// expect: all ok [ 1, 2, 3 ]
