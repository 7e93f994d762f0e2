// navigator: node's Navigator with its enumerable prototype getters; the constructor is illegal
console.log(typeof navigator, navigator, String(navigator), Object.keys(navigator));
const d = Object.getOwnPropertyDescriptor(globalThis, 'navigator');
console.log(typeof d.get, d.get.name, d.set, d.enumerable, d.configurable);
console.log(Object.getOwnPropertyNames(Navigator.prototype), Object.getOwnPropertyDescriptor(Navigator.prototype, 'language').enumerable);
console.log(navigator.hardwareConcurrency === require('os').availableParallelism?.() || navigator.hardwareConcurrency > 0, typeof navigator.hardwareConcurrency);
console.log(navigator.language, navigator.languages, Object.isFrozen(navigator.languages), navigator.languages === navigator.languages);
console.log(navigator.userAgent === `Node.js/${process.versions.node.split('.')[0]}`, navigator.platform, navigator instanceof Navigator);
try { new Navigator(); } catch (e) { console.log(e.name, e.code, e.message); }
const nd = Object.getOwnPropertyDescriptor(globalThis, 'Navigator');
console.log(nd.writable, nd.enumerable, nd.configurable);
// expect: object Navigator {} [object Object] []
// expect: function get navigator undefined true true
// expect: [
// expect:   'constructor',
// expect:   'hardwareConcurrency',
// expect:   'locks',
// expect:   'language',
// expect:   'languages',
// expect:   'userAgent',
// expect:   'platform'
// expect: ] true
// expect: true number
// expect: en-US [ 'en-US' ] true true
// expect: true Linux x86_64 true
// expect: TypeError ERR_ILLEGAL_CONSTRUCTOR Illegal constructor
// expect: true false true
