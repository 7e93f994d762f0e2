// compromise: English NLP, its lexicon and tagger over regular expressions
// and large compressed tables: tags, matches, transformations.
import nlp from 'compromise';
const doc = nlp('Dr. Smith walked to the store yesterday. She bought 3 apples for $4.50! Was it worth it? I think so.');
console.log(doc.sentences().length, doc.terms().length, doc.people().text(), doc.money().text());
console.log(JSON.stringify(doc.json({ terms: { tags: true } }).slice(0, 1), (k, v) => (k === 'id' ? undefined : v))); // ids hold random digits
console.log(nlp('she sells seashells').sentences().toPastTense().text(), '|', nlp('I walked').sentences().toFutureTense().text(), '|', nlp('he is not going').sentences().toNegative?.().text?.());
console.log(nlp('the quick brown foxes').nouns().toSingular().text(), '|', nlp('one goose, two mice').nouns().toPlural().text(), '|', nlp('twenty two thousand and five').numbers().get());
console.log(nlp('Spencer Kelly is in Toronto, Canada. He works at Google.').places().out('array'), nlp('Spencer Kelly is in Toronto').match('#Person+').text());
console.log(nlp("we're not gonna take it, no we ain't gonna").contractions().expand().text());
console.log(nlp('the cat sat on the mat').match('the [<animal>#Noun] sat').groups('animal').text(), nlp('I am very very happy').adjectives().out('array'));
console.log(nlp('January 5th 2021').text('normal'), nlp("it's 5 o'clock").terms().out('tags'));
