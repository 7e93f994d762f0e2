// tarn-only: BigInt64Array and BigUint64Array are not made yet; they are rejected by name
console.log(typeof BigUint64Array); // expect: function
try { new BigUint64Array(1); } catch (e) { console.log(e.message); } // expect: BigUint64Array is not supported by tarn
new BigInt64Array(2); // expect runtime error: TypeError: BigInt64Array is not supported by tarn
