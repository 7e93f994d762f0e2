// diff (jsdiff): character, word, line, sentence and JSON diffs, unified
// patches created, parsed and applied, and structured patches.
import * as Diff from 'diff';
const show = (parts) => parts.map((p) => (p.added ? `+[${p.value}]` : p.removed ? `-[${p.value}]` : p.value)).join('');
console.log(show(Diff.diffChars('beep boop', 'beep boob blah')));
console.log(show(Diff.diffWords('The quick brown fox jumps', 'The quick red fox jumped over')));
console.log(show(Diff.diffWordsWithSpace('a  b c', 'a b  c')));
console.log(show(Diff.diffSentences('One. Two three. Four.', 'One. Two four. Four.')));
console.log(show(Diff.diffCss('a { color: red; }', 'a { color: blue; }')));
console.log(JSON.stringify(Diff.diffJson({ a: 1, b: [1, 2], c: { d: 'x' } }, { a: 1, b: [1, 3], c: { d: 'y' }, e: null })));
console.log(JSON.stringify(Diff.diffArrays([1, 2, 3, 4], [1, 3, 4, 5])));
const oldText = 'line one\nline two\nline three\nline four\nline five\nline six\nline seven\n';
const newText = 'line one\nline 2\nline three\nline four\nline five\nline six\nline seven\nline eight\n';
const patch = Diff.createTwoFilesPatch('a.txt', 'b.txt', oldText, newText, 'old', 'new', { context: 1 });
console.log(patch);
console.log(Diff.applyPatch(oldText, patch) === newText, Diff.applyPatch('unrelated\n', patch));
const parsed = Diff.parsePatch(patch);
console.log(JSON.stringify(parsed[0].hunks), Diff.reversePatch(parsed)[0].hunks[0].lines);
console.log(JSON.stringify(Diff.structuredPatch('x', 'y', 'a\nb\n', 'a\nc\n')));
console.log(Diff.convertChangesToXML(Diff.diffWords('<a> & b', '<a> & c')), JSON.stringify(Diff.convertChangesToDMP(Diff.diffChars('ab', 'ac'))));
console.log(show(Diff.diffLines('a\nb\nc', 'a\nB\nc\n', { newlineIsToken: true })), show(Diff.diffChars('Abc', 'abd', { ignoreCase: true })));
const long = Array.from({ length: 2000 }, (_, i) => `row ${i}`).join('\n');
const long2 = long.replace('row 1000', 'ROW 1000').replace('row 1999', 'end');
console.log(Diff.diffLines(long, long2).filter((p) => p.added || p.removed).map((p) => p.value.trim()));
Diff.diffWords('async one', 'async two', { callback: (r) => console.log('callback', show(r)) });
