// A namespace object's bindings are read-only data properties to scripts:
// V8's messages name it [object Module].
import * as ns from './lib.mjs';
const t = (f) => { try { console.log(f()); } catch (e) { console.log(e.constructor.name + ': ' + e.message); } };
t(() => { ns.x = 5; });
t(() => { ns.counter = 1; });
t(() => { ns.newProp = 5; });
t(() => { delete ns.x; });
t(() => Reflect.set(ns, 'x', 2));
t(() => Reflect.deleteProperty(ns, 'x'));
t(() => Object.getOwnPropertyDescriptor(ns, 'x'));
t(() => { ns.inc(); return ns.counter; });
t(() => Object.isFrozen(ns) + ' ' + Object.isSealed(ns) + ' ' + Object.isExtensible(ns));
t(() => Object.getOwnPropertyDescriptors(ns));
