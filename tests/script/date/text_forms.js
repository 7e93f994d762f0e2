// env: TZ=UTC
const d = new Date(2022, 2, 1, 10, 0, 0);
console.log(d.toString()); console.log(d.toDateString(), '|', d.toTimeString());
console.log(d.toUTCString(), d.toISOString());
console.log(JSON.stringify([d.toLocaleString(), d.toLocaleDateString(), d.toLocaleTimeString()]));
console.log(new Date(-1e14).toString(), new Date(-1e14).toISOString(), new Date(-1e14).toUTCString());
console.log(new Date(8.64e15).toString(), new Date(8.64e15).toISOString(),new Date(8.64e15).toLocaleString());
console.log(new Date(-62198755200000).toString(), new Date(-62198755200000).toISOString(),new Date(-62198755200000).toUTCString(), new Date(-62198755200000).toLocaleString());
try { Date.prototype.getTime.call({}) } catch (e) { console.log(e.message) }
try { Date.prototype[Symbol.toPrimitive].call(d, 'x') } catch (e) { console.log(e.message) }
try { Date.prototype[Symbol.toPrimitive].call(1, 'number') } catch (e) { console.log(e.message) }
try { new Date(NaN).toISOString() } catch (e) { console.log(e.message) }
console.log(new Date(NaN), [new Date(0)], {d: new Date(0)});
class D extends Date {}; console.log(new D(0));
const e = new Date(0); e.x = 1; console.log(e);
console.log(String(new Date(NaN)), new Date(NaN).toDateString(), new Date(NaN).toLocaleString(), new Date(NaN).toUTCString(), new Date(NaN).toJSON());
console.log(typeof Date(), Date.length, Date.UTC.length, Date.prototype.setHours.length);
console.log(Object.getOwnPropertyNames(Date.prototype).join());
console.log(Object.getOwnPropertyNames(Date).join());
// expect: Tue Mar 01 2022 10:00:00 GMT+0000 (Coordinated Universal Time)
// expect: Tue Mar 01 2022 | 10:00:00 GMT+0000 (Coordinated Universal Time)
// expect: Tue, 01 Mar 2022 10:00:00 GMT 2022-03-01T10:00:00.000Z
// expect: ["3/1/2022, 10:00:00 AM","3/1/2022","10:00:00 AM"]
// expect: Thu Feb 15 -1199 14:13:20 GMT+0000 (Coordinated Universal Time) -001199-02-15T14:13:20.000Z Thu, 15 Feb -1199 14:13:20 GMT
// expect: Sat Sep 13 275760 00:00:00 GMT+0000 (Coordinated Universal Time) +275760-09-13T00:00:00.000Z 9/13/275760, 12:00:00 AM
// expect: Fri Jan 01 -0001 00:00:00 GMT+0000 (Coordinated Universal Time) -000001-01-01T00:00:00.000Z Fri, 01 Jan -0001 00:00:00 GMT 1/1/2, 12:00:00 AM
// expect: this is not a Date object.
// expect: Invalid hint: x
// expect: Method Date.prototype [ @@toPrimitive ] called on incompatible receiver 1
// expect: Invalid time value
// expect: Invalid Date [ 1970-01-01T00:00:00.000Z ] { d: 1970-01-01T00:00:00.000Z }
// expect: D 1970-01-01T00:00:00.000Z
// expect: 1970-01-01T00:00:00.000Z { x: 1 }
// expect: Invalid Date Invalid Date Invalid Date Invalid Date null
// expect: string 7 7 4
// expect: constructor,toString,toDateString,toTimeString,toISOString,toUTCString,toGMTString,getDate,setDate,getDay,getFullYear,setFullYear,getHours,setHours,getMilliseconds,setMilliseconds,getMinutes,setMinutes,getMonth,setMonth,getSeconds,setSeconds,getTime,setTime,getTimezoneOffset,getUTCDate,setUTCDate,getUTCDay,getUTCFullYear,setUTCFullYear,getUTCHours,setUTCHours,getUTCMilliseconds,setUTCMilliseconds,getUTCMinutes,setUTCMinutes,getUTCMonth,setUTCMonth,getUTCSeconds,setUTCSeconds,valueOf,getYear,setYear,toJSON,toLocaleString,toLocaleDateString,toLocaleTimeString,toTemporalInstant
// expect: length,name,prototype,now,parse,UTC
