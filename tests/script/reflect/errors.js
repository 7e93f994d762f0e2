const t = (f) => { try { f(); console.log('ok'); } catch (e) { console.log(e.name + ': ' + e.message); } };
t(() => Reflect.apply(1));
t(() => Reflect.apply(Math.max, null, 1));
t(() => Reflect.construct(1, []));
t(() => Reflect.construct(Math.max, []));
t(() => Reflect.construct(Object, [], 1));
t(() => Reflect.construct(Object, 1));
for (const m of ['defineProperty','deleteProperty','get','getOwnPropertyDescriptor','getPrototypeOf','has','isExtensible','ownKeys','preventExtensions','set','setPrototypeOf']) t(() => Reflect[m](1, 'a', {}));
t(() => Reflect.setPrototypeOf({}, 1));
t(() => Reflect.defineProperty({}, 'a', 1));
t(() => new Reflect.get({}, 'a'));
console.log(Object.prototype.toString.call(Reflect), String(Reflect[Symbol.toStringTag]));
console.log(Object.getOwnPropertyNames(Reflect).join());
console.log(Reflect.get.length, Reflect.apply.length, Reflect.construct.length, Reflect.set.length, Reflect.defineProperty.length);
console.log(Reflect);
t(() => Reflect.apply(undefined));
t(() => Reflect.apply('s'));
t(() => Reflect.apply({}));
t(() => Reflect.apply([1]));
t(() => Reflect.apply(Symbol()));
t(() => Reflect.construct(Object, [], Math.max));
t(() => Reflect.construct(()=>1, []));
t(() => Reflect.construct({}, []));
t(() => Reflect.construct('x', []));
// expect: TypeError: Function.prototype.apply was called on 1, which is a number and not a function
// expect: TypeError: CreateListFromArrayLike called on non-object
// expect: TypeError: 1 is not a constructor
// expect: TypeError: function max() { [native code] } is not a constructor
// expect: TypeError: 1 is not a constructor
// expect: TypeError: CreateListFromArrayLike called on non-object
// expect: TypeError: Reflect.defineProperty called on non-object
// expect: TypeError: Reflect.deleteProperty called on non-object
// expect: TypeError: Reflect.get called on non-object
// expect: TypeError: Reflect.getOwnPropertyDescriptor called on non-object
// expect: TypeError: Reflect.getPrototypeOf called on non-object
// expect: TypeError: Reflect.has called on non-object
// expect: TypeError: Reflect.isExtensible called on non-object
// expect: TypeError: Reflect.ownKeys called on non-object
// expect: TypeError: Reflect.preventExtensions called on non-object
// expect: TypeError: Reflect.set called on non-object
// expect: TypeError: Reflect.setPrototypeOf called on non-object
// expect: TypeError: Object prototype may only be an Object or null: 1
// expect: TypeError: Property description must be an object: 1
// expect: TypeError: Reflect.get is not a constructor
// expect: [object Reflect] Reflect
// expect: defineProperty,deleteProperty,apply,construct,get,getOwnPropertyDescriptor,getPrototypeOf,has,isExtensible,ownKeys,preventExtensions,set,setPrototypeOf
// expect: 2 3 2 3 3
// expect: Object [Reflect] {}
// expect: TypeError: Function.prototype.apply was called on undefined, which is undefined and not a function
// expect: TypeError: Function.prototype.apply was called on s, which is a string and not a function
// expect: TypeError: Function.prototype.apply was called on #<Object>, which is an object and not a function
// expect: TypeError: Function.prototype.apply was called on [object Array], which is an object and not a function
// expect: TypeError: Function.prototype.apply was called on Symbol(), which is a symbol and not a function
// expect: TypeError: function max() { [native code] } is not a constructor
// expect: TypeError: ()=>1 is not a constructor
// expect: TypeError: #<Object> is not a constructor
// expect: TypeError: x is not a constructor
