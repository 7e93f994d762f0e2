// An uncaught DataCloneError is reported the way node's inspect shows it.
console.log('before');  // expect: before
structuredClone(function f() {});  // expect runtime error: DOMException [DataCloneError]: function f() {} could not be cloned.
