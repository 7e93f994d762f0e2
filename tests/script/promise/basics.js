// Promise construction, then/catch/finally and the microtask order of the spec.
const log = [];
const p = new Promise((resolve, reject) => {
  log.push('executor');
  resolve(1);
  resolve(2);
  reject(new Error('ignored'));
});
log.push('after new');
p.then(v => { log.push('then ' + v); return v + 1; })
  .then(v => { log.push('then ' + v); throw new TypeError('bad ' + v); })
  .catch(e => { log.push('catch ' + e.name + ': ' + e.message); return 'recovered'; })
  .finally(() => log.push('finally'))
  .then(v => { log.push('after finally ' + v); console.log(log.join('\n')); });
console.log(typeof Promise, Promise.length, Promise.name);
console.log(typeof Promise.prototype.then, Promise.prototype.then.length);
console.log(Object.prototype.toString.call(p));
console.log(p instanceof Promise, p.constructor === Promise);
try { Promise(() => {}); } catch (e) { console.log(e.message); }
try { new Promise(5); } catch (e) { console.log(e.message); }
const thrower = new Promise(() => { throw new RangeError('in executor'); });
thrower.catch(e => console.log('executor threw', e.name, e.message));
// expect: function 1 Promise
// expect: function 2
// expect: [object Promise]
// expect: true true
// expect: Promise constructor cannot be invoked without 'new'
// expect: Promise resolver 5 is not a function
// expect: executor threw RangeError in executor
// expect: executor
// expect: after new
// expect: then 1
// expect: then 2
// expect: catch TypeError: bad 2
// expect: finally
// expect: after finally recovered
