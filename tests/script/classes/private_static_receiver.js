// A static private method or accessor read, written or destructured into on a
// wrong receiver is V8's "Receiver must be class C"; an instance one's says
// "an instance of"; a field's names the field.
class C {
  static #x = 1; static get #g() { return 1; } static set #s(v) {} static #m() {}
  #i() {} get #ig() { return 1; }
  static t(k) { switch (k) {
    case 0: return this.#x; case 1: return this.#g; case 2: this.#s = 1; return;
    case 3: return this.#m(); case 4: this.#x = 2; return; case 5: this.#m = 2; return;
    case 6: return this.#i(); case 7: return this.#ig; case 8: this.#ig = 1; return; case 9: [this.#g] = [1]; return;
    case 10: return eval('this.#m()'); case 11: return eval('this.#g');
  } }
}
for (let k = 0; k < 12; k++) { try { C.t.call({}, k); console.log(k, 'ok'); } catch (e) { console.log(k, e.message); } }
for (let k = 0; k < 12; k++) { try { C.t.call(C, k); console.log(k, 'ok'); } catch (e) { console.log(k, e.message); } }
// expect: 0 Cannot read private member #x from an object whose class did not declare it
// expect: 1 Receiver must be class C
// expect: 2 Receiver must be class C
// expect: 3 Receiver must be class C
// expect: 4 Cannot write private member #x to an object whose class did not declare it
// expect: 5 Receiver must be class C
// expect: 6 Receiver must be an instance of class C
// expect: 7 Receiver must be an instance of class C
// expect: 8 Receiver must be an instance of class C
// expect: 9 Receiver must be class C
// expect: 10 Receiver must be class C
// expect: 11 Receiver must be class C
// expect: 0 ok
// expect: 1 ok
// expect: 2 ok
// expect: 3 ok
// expect: 4 ok
// expect: 5 Private method '#m' is not writable
// expect: 6 Receiver must be an instance of class C
// expect: 7 Receiver must be an instance of class C
// expect: 8 Receiver must be an instance of class C
// expect: 9 '#g' was defined without a setter
// expect: 10 ok
// expect: 11 ok
