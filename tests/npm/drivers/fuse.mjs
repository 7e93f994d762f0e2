// fuse.js: fuzzy search with its Bitap algorithm, weighted keys, extended
// search syntax, logical queries, match indices and an index built ahead.
import Fuse from 'fuse.js';
const books = [
  { title: "Old Man's War", author: { firstName: 'John', lastName: 'Scalzi' }, tags: ['sci-fi', 'war'] },
  { title: 'The Lock Artist', author: { firstName: 'Steve', lastName: 'Hamilton' }, tags: ['thriller'] },
  { title: 'HTML5', author: { firstName: 'Remy', lastName: 'Sharp' }, tags: ['web'] },
  { title: 'Right Ho Jeeves', author: { firstName: 'P.D', lastName: 'Woodhouse' }, tags: ['comedy'] },
  { title: 'The Code of the Wooster', author: { firstName: 'P.D', lastName: 'Woodhouse' }, tags: ['comedy'] },
  { title: 'Thank You Jeeves', author: { firstName: 'P.D', lastName: 'Woodhouse' }, tags: ['comedy', 'classic'] },
  { title: 'Naïve Café Über', author: { firstName: 'Zoë', lastName: 'Ångström' }, tags: ['unicode'] },
];
const round = (r) => r.map((x) => [x.item.title, x.refIndex, x.score === undefined ? '' : x.score.toFixed(6)]);
const fuse = new Fuse(books, { keys: [{ name: 'title', weight: 2 }, 'author.lastName', 'tags'], includeScore: true, includeMatches: true, threshold: 0.4 });
console.log(round(fuse.search('jeves')));
console.log(JSON.stringify(fuse.search('wodhouse', { limit: 2 }).map((r) => r.matches)));
const ext = new Fuse(books, { keys: ['title', 'author.lastName'], useExtendedSearch: true, includeScore: true });
for (const q of ["'Jeeves", '^The', '!comedy', 'Woodhouse$', '=HTML5', "'the | 'html"]) console.log(q, round(ext.search(q)));
console.log(round(ext.search({ $and: [{ title: 'jeeves' }, { $or: [{ 'author.lastName': 'wood' }, { title: '^thank' }] }] })));
const idx = Fuse.createIndex(['title', 'author.firstName'], books);
const fromIdx = new Fuse(books, { keys: ['title', 'author.firstName'], ignoreLocation: true, findAllMatches: true, minMatchCharLength: 2, includeScore: true }, Fuse.parseIndex(idx.toJSON()));
console.log(round(fromIdx.search('cafe uber')), round(fromIdx.search('zoe')));
fromIdx.add({ title: 'Jeeves and the Feudal Spirit', author: { firstName: 'P.G' } });
fromIdx.remove((doc) => doc.title === 'HTML5');
console.log(round(fromIdx.search('jeeves')), fromIdx.getIndex().size());
const strings = new Fuse(['apple', 'banana', 'grape', 'pineapple', 'apricot'], { includeScore: true, shouldSort: true, sortFn: (a, b) => a.score - b.score || a.idx - b.idx });
console.log(round(strings.search('aple').map((r) => ({ ...r, item: { title: r.item } }))), Fuse.version);
