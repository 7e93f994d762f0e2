// normalize: NFC / NFD / NFKC / NFKD
const hex = (s) => [...s].map((c) => c.codePointAt(0).toString(16)).join(" ");
const forms = ["NFC", "NFD", "NFKC", "NFKD"];
const samples = ["é", "e\u0301", "Å", "A\u030A", "ﬁ", "①", "x\u0323\u0302", "ệ", "e\u0302\u0323", "한", "\u1100\u1161\u11A8", "\u1E9B\u0323", "Ω", "abc"];
for (const s of samples) console.log(forms.map((f) => hex(s.normalize(f))).join(" | "));
console.log("é".normalize() === "é".normalize("NFC"), "e\u0301".normalize().length, "é".normalize("NFD").length);
console.log("café".normalize("NFD").length, "ÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖÙÚÛÜÝàáâãäåçèéêëìíîïñòóôõöùúûüýÿ".normalize("NFD").normalize("NFC").length);
console.log(hex("\u00A0\u00B5\u00BD".normalize("NFKC")), hex("\u0344".normalize("NFC")), hex("\u212B".normalize("NFC")));
console.log("abc".normalize(undefined), "x".normalize.length);
for (const bad of ["nfc", "", "NFX", null]) {
  try {
    "a".normalize(bad);
  } catch (e) {
    console.log(e.name, e.message);
  }
}
"a".normalize("NFCK"); // expect runtime error: RangeError: The normalization form should be one of NFC, NFD, NFKC, NFKD.
// expect: e9 | 65 301 | e9 | 65 301
// expect: e9 | 65 301 | e9 | 65 301
// expect: c5 | 41 30a | c5 | 41 30a
// expect: c5 | 41 30a | c5 | 41 30a
// expect: fb01 | fb01 | 66 69 | 66 69
// expect: 2460 | 2460 | 31 | 31
// expect: 78 323 302 | 78 323 302 | 78 323 302 | 78 323 302
// expect: 1ec7 | 65 323 302 | 1ec7 | 65 323 302
// expect: 1ec7 | 65 323 302 | 1ec7 | 65 323 302
// expect: d55c | 1112 1161 11ab | d55c | 1112 1161 11ab
// expect: ac01 | 1100 1161 11a8 | ac01 | 1100 1161 11a8
// expect: 1e9b 323 | 17f 323 307 | 1e69 | 73 323 307
// expect: 3a9 | 3a9 | 3a9 | 3a9
// expect: 61 62 63 | 61 62 63 | 61 62 63 | 61 62 63
// expect: true 1 2
// expect: 5 53
// expect: 20 3bc 31 2044 32 308 301 c5
// expect: abc 0
// expect: RangeError The normalization form should be one of NFC, NFD, NFKC, NFKD.
// expect: RangeError The normalization form should be one of NFC, NFD, NFKC, NFKD.
// expect: RangeError The normalization form should be one of NFC, NFD, NFKC, NFKD.
// expect: RangeError The normalization form should be one of NFC, NFD, NFKC, NFKD.
