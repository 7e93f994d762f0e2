// cli-table3: text tables with spans, alignment, word wrap and wide
// characters through string-width, colors off.
const Table = require('cli-table3');
const t = new Table({ head: ['Name', 'Qty', 'Price'], colWidths: [12, 6, 10], colAligns: ['left', 'right', 'right'], style: { head: [], border: [] } });
t.push(['apple', 3, '1.50'], ['banana split with cream', 12, '10.00'], ['café ☕', 1, '2.25']);
console.log(t.toString());
const span = new Table({ style: { head: [], border: [] } });
span.push([{ colSpan: 2, content: 'spans two', hAlign: 'center' }, 'c'], [{ rowSpan: 2, content: 'tall', vAlign: 'center' }, 'b1', 'c1'], ['b2', 'c2']);
console.log(span.toString());
const v = new Table({ style: { head: [], border: [], compact: true }, chars: { mid: '', 'left-mid': '', 'mid-mid': '', 'right-mid': '' } });
v.push({ 'key one': 'value' }, { 'key 二': '値 wide' });
console.log(v.toString());
const wrap = new Table({ wordWrap: true, wrapOnWordBoundary: true, colWidths: [15, 15], style: { head: [], border: [] } });
wrap.push(['a long sentence that will need wrapping across lines', 'short'], ['日本語のテキストも折り返します', 'x']);
console.log(wrap.toString());
const cross = new Table({ head: ['', 'Top'], style: { head: [], border: [] } });
cross.push({ 'Left': ['v'] });
console.log(cross.toString(), cross.length, Array.isArray(cross));
