// Ill-formed UTF-8 in source text is U+FFFD, one for each maximal subpart,
// as node decodes a file (the WHATWG decoder); a comment holds it too: ÿş
const show = (s) => s.length + ' ' + escape(s);
console.log(show("aÿb"));             // a stray byte
// expect: 3 a%uFFFDb
console.log(show('€¿'));           // two stray continuation bytes
// expect: 2 %uFFFD%uFFFD
console.log(show("À¯à€¯")); // overlong forms
// expect: 5 %uFFFD%uFFFD%uFFFD%uFFFD%uFFFD
console.log(show("í €"));       // an encoded surrogate
// expect: 3 %uFFFD%uFFFD%uFFFD
console.log(show("ô€€"));   // past U+10FFFF
// expect: 4 %uFFFD%uFFFD%uFFFD%uFFFD
console.log(show("â‚xğŸ˜"));  // sequences cut short
// expect: 3 %uFFFDx%uFFFD
console.log(show("\ÿ"));             // after a backslash
// expect: 1 %uFFFD
console.log(show("â‚¬ğŸ˜€")); // well-formed text is unchanged
// expect: 3 %u20AC%uD83D%uDE00
console.log(show(`tâ‚ ${"ÿ"} Ã`));  // template pieces
// expect: 6 t%uFFFD%20%uFFFD%20%uFFFD
console.log(show(String.raw`rÿ`));    // a template's raw text
// expect: 2 r%uFFFD
/* a block comment í € */ console.log(/aÿb/.source.length, /aÿb/.test("a\ufffdb"), /[ÿ]/u.test("\ufffd"));
// expect: 3 true true
