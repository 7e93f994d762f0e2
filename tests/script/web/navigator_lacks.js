// tarn-only: node's navigator.locks is a LockManager; tarn has none and says so by name (never a stub)
console.log(Object.getOwnPropertyNames(Navigator.prototype).includes('locks')); // expect: true
navigator.locks; // expect runtime error: Error: tarn does not have navigator.locks (node's LockManager)
