// Intl.Segmenter through ICU's break iterators (grapheme, word, sentence).
const seg = new Intl.Segmenter('en', { granularity: 'word' });
console.log([...seg.segment('Hello, world! 42')]);
console.log([...new Intl.Segmenter().segment('e\u0301a👍🏽')].map((s) => s.segment), seg.segment('Hello world').containing(7), seg.resolvedOptions());
console.log([...new Intl.Segmenter('en', { granularity: 'sentence' }).segment('One. Two? Three')].map((s) => s.segment));
console.log(Object.prototype.toString.call(seg.segment('a')[Symbol.iterator]()), Object.prototype.toString.call(seg));
// expect: [
// expect:   {
// expect:     segment: 'Hello',
// expect:     index: 0,
// expect:     input: 'Hello, world! 42',
// expect:     isWordLike: true
// expect:   },
// expect:   {
// expect:     segment: ',',
// expect:     index: 5,
// expect:     input: 'Hello, world! 42',
// expect:     isWordLike: false
// expect:   },
// expect:   {
// expect:     segment: ' ',
// expect:     index: 6,
// expect:     input: 'Hello, world! 42',
// expect:     isWordLike: false
// expect:   },
// expect:   {
// expect:     segment: 'world',
// expect:     index: 7,
// expect:     input: 'Hello, world! 42',
// expect:     isWordLike: true
// expect:   },
// expect:   {
// expect:     segment: '!',
// expect:     index: 12,
// expect:     input: 'Hello, world! 42',
// expect:     isWordLike: false
// expect:   },
// expect:   {
// expect:     segment: ' ',
// expect:     index: 13,
// expect:     input: 'Hello, world! 42',
// expect:     isWordLike: false
// expect:   },
// expect:   {
// expect:     segment: '42',
// expect:     index: 14,
// expect:     input: 'Hello, world! 42',
// expect:     isWordLike: true
// expect:   }
// expect: ]
// expect: [ 'é', 'a', '👍🏽' ] { segment: 'world', index: 6, input: 'Hello world', isWordLike: true } { locale: 'en', granularity: 'word' }
// expect: [ 'One. ', 'Two? ', 'Three' ]
// expect: [object Segmenter String Iterator] [object Intl.Segmenter]
