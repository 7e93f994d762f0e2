// Intl.DurationFormat: the errors of the constructor and of reading a
// duration (node's Temporal texts), ISO 8601 strings and large values.
const t = (f) => { try { console.log(f()); } catch (e) { console.log(e.constructor.name + ': ' + e.message); } };
const show = (x) => console.log(JSON.stringify(x));
t(() => Intl.DurationFormat());
t(() => new Intl.DurationFormat('en', { style: 'x' }));
t(() => new Intl.DurationFormat('en', { hours: 'x' }));
t(() => new Intl.DurationFormat('en', { fractionalDigits: 10 }));
t(() => new Intl.DurationFormat('en', { milliseconds: 'numeric', millisecondsDisplay: 'always' }));
t(() => new Intl.DurationFormat('en', { minutes: 'numeric', seconds: 'long' }));
t(() => new Intl.DurationFormat('en').format());
t(() => new Intl.DurationFormat('en').format({}));
t(() => new Intl.DurationFormat('en').format({ hours: 1.5 }));
t(() => new Intl.DurationFormat('en').format({ hours: 1, minutes: -1 }));
t(() => new Intl.DurationFormat('en').format({ hours: Infinity }));
t(() => new Intl.DurationFormat('en').format('PT1H30M'));
t(() => new Intl.DurationFormat('en').format('bad'));
t(() => new Intl.DurationFormat('en').format(5));
t(() => new Intl.DurationFormat('en').format({ years: 2 ** 32 }));
t(() => new Intl.DurationFormat('en').format({ seconds: 2 ** 53 }));
t(() => Intl.DurationFormat.prototype.format.call({}, {}));
t(() => new Intl.DurationFormat('en', { style: 'digital' }).format({ hours: 100, minutes: 0 }));
t(() => new Intl.DurationFormat('en', { style: 'digital' }).format({ milliseconds: 1500 }));
t(() => new Intl.DurationFormat('en', { style: 'short' }).format({ milliseconds: 1500, nanoseconds: 3 }));
// expect: TypeError: Constructor Intl.DurationFormat requires 'new'
// expect: RangeError: Value x out of range for Intl.DurationFormat options property style
// expect: RangeError: Value x out of range for Intl.DurationFormat options property hours
// expect: RangeError: fractionalDigits value is out of range.
// expect: RangeError: Invalid object : #<Object>
// expect: RangeError: Invalid object : #<Object>
// expect: TypeError: Temporal error: Duration argument must be Duration or string.
// expect: TypeError: Temporal error: Did not provide any valid Duration fields.
// expect: RangeError: Temporal error: Expected finite integer.
// expect: RangeError: Temporal error: Duration was not valid.
// expect: RangeError: Temporal error: Expected finite integer.
// expect: 1 hr, 30 min
// expect: RangeError: Temporal error: Invalid duration designator.
// expect: TypeError: Temporal error: Duration argument must be Duration or string.
// expect: RangeError: Temporal error: Duration was not valid.
// expect: RangeError: Temporal error: Duration was not valid.
// expect: TypeError: Method Intl.DurationFormat.prototype.format called on incompatible receiver #<Object>
// expect: 100:00:00
// expect: 0:00:01.5
// expect: 1,500 ms, 3 ns
