// tarn-only: tarn has no BigInt, so the BigInt typed arrays and DataView's BigInt accessors are rejected by name
try { new DataView(new ArrayBuffer(8)).getBigInt64(0); } catch (e) { console.log(e.message); } // expect: DataView.prototype.getBigInt64 is not supported by tarn (tarn has no BigInt)
console.log(typeof BigUint64Array); // expect: function
new BigInt64Array(2); // expect runtime error: TypeError: BigInt64Array is not supported by tarn (tarn has no BigInt)
