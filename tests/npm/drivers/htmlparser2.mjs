// HTML tokenizer and DOM builder (ES module), with entities' decode tables in Uint16Array.
import { Parser, parseDocument, DomUtils } from 'htmlparser2';
const events = [];
const p = new Parser({
  onopentag: (n, a) => events.push('open ' + n + ' ' + JSON.stringify(a)),
  ontext: t => events.push('text ' + JSON.stringify(t)),
  onclosetag: n => events.push('close ' + n),
  oncomment: c => events.push('comment ' + c),
}, { decodeEntities: true });
p.write('<div class="a &amp; b" data-x=1>Fish &amp; chips &copy; &#128512; &notanentity; <br><!-- hi --><script>if (a < b) x();</script>');
p.end();
console.log(events.join('\n'));
const doc = parseDocument('<ul id="l"><li>one</li><li class="x">two <b>bold</b></li></ul><p>para&nbsp;&lt;3</p>');
const lis = DomUtils.getElementsByTagName('li', doc);
console.log(lis.length, DomUtils.textContent(lis[1]), DomUtils.getAttributeValue(lis[1], 'class'), DomUtils.getOuterHTML(lis[1]));
console.log(JSON.stringify(DomUtils.textContent(DomUtils.findOne(e => e.name === 'p', doc.children))), DomUtils.getElementById('l', doc).children.length);
console.log(DomUtils.getOuterHTML(parseDocument('<svg viewBox="0 0 1 1"><path d="M0"/></svg><img src=x alt="a&quot;b">', { xmlMode: false })));
