// finally passes values and reasons through, takes extra jobs, and its own
// throw or rejected result replaces the outcome.
const out = [];
Promise.resolve(1).finally(() => 'ignored').then(v => out.push('f1 ' + v));
Promise.reject(new Error('r')).finally(() => {}).catch(e => out.push('f2 ' + e.message));
Promise.resolve(1).finally(() => { throw new Error('replaced'); }).catch(e => out.push('f3 ' + e.message));
Promise.resolve(1).finally(() => Promise.reject('rejected result')).catch(e => out.push('f4 ' + e));
Promise.resolve(2).finally(() => new Promise(r => setTimeout(r, 1))).then(v => {
  out.push('f5 waited ' + v);
  console.log(out.join('\n'));
});
Promise.resolve(3).finally(5).then(v => out.push('f6 non-callable ' + v));
Promise.resolve().then(() => out.push('p1')).then(() => out.push('p2')).then(() => out.push('p3')).then(() => out.push('p4')).then(() => out.push('p5'));
Promise.resolve(4).then(7, 8).then(v => out.push('then non-callable ' + v));
Promise.reject(9).then(v => out.push('not here')).then(null, e => out.push('passed through ' + e));
const thenable = { then(a, b) { a('A'); b('B'); a('C'); } };
Promise.resolve(thenable).then(v => out.push('first call wins ' + v));
Promise.prototype.catch.call({ then(a, b) { out.push('catch calls then ' + typeof a + ' ' + typeof b); } }, () => {});
Promise.race([]).then(() => out.push('never settles'));
// expect: catch calls then undefined function
// expect: p1
// expect: f3 replaced
// expect: f6 non-callable 3
// expect: p2
// expect: then non-callable 4
// expect: passed through 9
// expect: first call wins A
// expect: p3
// expect: f1 1
// expect: f2 r
// expect: f4 rejected result
// expect: p4
// expect: p5
// expect: f5 waited 2
