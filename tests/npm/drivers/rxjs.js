// Observables with schedulers built on setTimeout/setInterval and promises.
const { of, from, interval, Subject, BehaviorSubject, firstValueFrom, lastValueFrom, timer, merge, combineLatest, zip } = require('rxjs');
const { map, filter, take, scan, reduce, mergeMap, switchMap, debounceTime, toArray, catchError, retry, delay, distinctUntilChanged } = require('rxjs/operators');
of(1, 2, 3, 4, 5).pipe(filter(x => x % 2), map(x => x * 10), scan((a, b) => a + b, 0)).subscribe(v => console.log('scan', v));
from([3, 3, 4, 4, 5]).pipe(distinctUntilChanged(), toArray()).subscribe(v => console.log('distinct', v));
const s = new Subject();
s.pipe(reduce((a, b) => a + b)).subscribe({ next: v => console.log('sum', v), complete: () => console.log('subject complete') });
s.next(1); s.next(2); s.complete();
const b = new BehaviorSubject('first');
b.subscribe(v => console.log('behavior', v)); b.next('second');
(async () => {
  console.log('interval', await lastValueFrom(interval(5).pipe(take(4), toArray())));
  console.log('first', await firstValueFrom(timer(10).pipe(map(() => 'tick'))));
  console.log('zip', await lastValueFrom(zip(of('a', 'b'), of(1, 2)).pipe(toArray())));
  console.log('mergeMap', await lastValueFrom(of(1, 2, 3).pipe(mergeMap(x => of(x).pipe(delay(300 - x * 100))), toArray())));
  let n = 0;
  const flaky = new (require('rxjs').Observable)(sub => { n++; if (n < 3) sub.error(new Error('flaky ' + n)); else { sub.next('ok after ' + n); sub.complete(); } });
  console.log('retry', await firstValueFrom(flaky.pipe(retry(3))));
  console.log('caught', await firstValueFrom(of(1).pipe(map(() => { throw new TypeError('bad'); }), catchError(e => of(e.message)))));
  const src = new Subject();
  const out = [];
  src.pipe(debounceTime(20)).subscribe(v => out.push(v));
  src.next('a'); src.next('b'); setTimeout(() => src.next('c'), 50);
  await new Promise(r => setTimeout(r, 100));
  console.log('debounced', out);
})();
