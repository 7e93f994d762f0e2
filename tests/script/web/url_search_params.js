// URLSearchParams: parsing, serializing, the list methods, and errors.
for (const f of [() => new URLSearchParams([[1]]), () => new URLSearchParams({ [Symbol.iterator]: 5 }),
  () => new URLSearchParams([5]), () => new URLSearchParams([[1, 2, 3]]), () => new URLSearchParams().append('a'),
  () => new URLSearchParams().get(), () => new URLSearchParams().forEach(), () => URLSearchParams.prototype.get.call({}, 'a'),
  () => new URLSearchParams().delete(), () => new URLSearchParams().set('a'), () => new URLSearchParams().has(),
  () => URLSearchParams('a=1')]) {
  try { f(); } catch (e) { console.log(e.name, e.code, e.message); }
}
console.log(new URLSearchParams({ a: 1, b: [2, 3], c: null }).toString());
console.log(new URLSearchParams('?a=b+c&d=%zz&e=%F0%9F%98%80&&=x&y&%E2%82').toString());
console.log(new URLSearchParams('??a=1').toString(), new URLSearchParams(' a = 1 ').toString(), new URLSearchParams(null).toString());
console.log(new URLSearchParams([['a', 'b'], new Set(['c', 'd']), ['\ud800', 'x']]).toString());
console.log(new URLSearchParams('a=1&a=2').toString() === new URLSearchParams(new URLSearchParams('a=1&a=2')).toString());
const p = new URLSearchParams('b=2&a=1&b=1&a=0&é=3&Z=4');
p.sort();
console.log(p.toString(), p.size, p.getAll('b'), p.get('zz'), p.has('a', '0'), p.has('a', '9'), p.has('a', undefined));
p.delete('b', '1');
console.log(p + '');
p.set('a', 'x');
console.log(p + '');
p.set('new', 'v');
console.log(p + '', [...p.keys()], [...p.values()], [...p.entries()].length);
const seen = [];
p.forEach(function (v, k, o) { seen.push(k + '=' + v, o === p, this.t); }, { t: 'this' });
console.log(seen.join(' '));
let all = '';
for (let i = 0x20; i < 0x80; i++) all += String.fromCharCode(i);
const q = new URLSearchParams();
q.append(all, all + 'é€😀');
console.log(q.toString());
console.log(new URLSearchParams(q.toString()).get(all) === all + 'é€😀');
console.log(new URLSearchParams('a=1&b=2'), new URLSearchParams(''), new URLSearchParams({ "it's": 'a b' }));
const long = new URLSearchParams();
for (let i = 0; i < 8; i++) long.append('key' + i, 'value' + i);
console.log(long);
console.log(Object.getOwnPropertyNames(URLSearchParams.prototype).join(), URLSearchParams.prototype[Symbol.iterator] === URLSearchParams.prototype.entries);
console.log(Object.prototype.toString.call(new URLSearchParams()), typeof new URLSearchParams().keys().next);
// expect: TypeError ERR_INVALID_TUPLE Each query pair must be an iterable [name, value] tuple
// expect: TypeError ERR_ARG_NOT_ITERABLE Query pairs must be iterable
// expect: TypeError ERR_INVALID_TUPLE Each query pair must be an iterable [name, value] tuple
// expect: TypeError ERR_INVALID_TUPLE Each query pair must be an iterable [name, value] tuple
// expect: TypeError ERR_MISSING_ARGS The "name" and "value" arguments must be specified
// expect: TypeError ERR_MISSING_ARGS The "name" argument must be specified
// expect: TypeError ERR_INVALID_ARG_TYPE The "callback" argument must be of type function. Received undefined
// expect: TypeError ERR_INVALID_THIS Value of "this" must be of type URLSearchParams
// expect: TypeError ERR_MISSING_ARGS The "name" argument must be specified
// expect: TypeError ERR_MISSING_ARGS The "name" and "value" arguments must be specified
// expect: TypeError ERR_MISSING_ARGS The "name" argument must be specified
// expect: TypeError undefined Class constructor URLSearchParams cannot be invoked without 'new'
// expect: a=1&b=2%2C3&c=null
// expect: a=b+c&d=%25zz&e=%F0%9F%98%80&=x&y=&%EF%BF%BD=
// expect: %3Fa=1 +a+=+1+ null=
// expect: a=b&c=d&%EF%BF%BD=x
// expect: true
// expect: Z=4&a=1&a=0&b=2&b=1&%C3%A9=3 6 [ '2', '1' ] null true false true
// expect: Z=4&a=1&a=0&b=2&%C3%A9=3
// expect: Z=4&a=x&b=2&%C3%A9=3
// expect: Z=4&a=x&b=2&%C3%A9=3&new=v [ 'Z', 'a', 'b', 'é', 'new' ] [ '4', 'x', '2', '3', 'v' ] 5
// expect: Z=4 true this a=x true this b=2 true this é=3 true this new=v true this
// expect: +%21%22%23%24%25%26%27%28%29*%2B%2C-.%2F0123456789%3A%3B%3C%3D%3E%3F%40ABCDEFGHIJKLMNOPQRSTUVWXYZ%5B%5C%5D%5E_%60abcdefghijklmnopqrstuvwxyz%7B%7C%7D%7E%7F=+%21%22%23%24%25%26%27%28%29*%2B%2C-.%2F0123456789%3A%3B%3C%3D%3E%3F%40ABCDEFGHIJKLMNOPQRSTUVWXYZ%5B%5C%5D%5E_%60abcdefghijklmnopqrstuvwxyz%7B%7C%7D%7E%7F%C3%A9%E2%82%AC%F0%9F%98%80
// expect: true
// expect: URLSearchParams { 'a' => '1', 'b' => '2' } URLSearchParams {} URLSearchParams { "it's" => 'a b' }
// expect: URLSearchParams {
// expect:   'key0' => 'value0',
// expect:   'key1' => 'value1',
// expect:   'key2' => 'value2',
// expect:   'key3' => 'value3',
// expect:   'key4' => 'value4',
// expect:   'key5' => 'value5',
// expect:   'key6' => 'value6',
// expect:   'key7' => 'value7' }
// expect: constructor,size,append,delete,get,getAll,has,set,sort,entries,forEach,keys,values,toString true
// expect: [object URLSearchParams] function
