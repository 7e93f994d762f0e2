// XML parse / build / validate: regexps, entity decoding, number parsing.
const { XMLParser, XMLBuilder, XMLValidator } = require('fast-xml-parser');
const xml = `<?xml version="1.0"?>
<catalog xmlns:x="urn:x">
  <book id="bk101" x:lang="en"><author>Gambardella, Matthew</author><title>XML &amp; You</title><price>44.95</price><tags><t>a</t><t>b</t></tags></book>
  <book id="bk102"><author>Ralls</author><title><![CDATA[<Midnight> Rain]]></title><price>0x1F</price><!-- note --><empty/></book>
</catalog>`;
const p = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', parseTagValue: true, cdataPropName: '#cdata', commentPropName: '#comment' });
const obj = p.parse(xml);
console.log(JSON.stringify(obj, null, 1));
console.log(JSON.stringify(new XMLParser({ preserveOrder: true }).parse('<a><b>1</b><c>two</c><b>3</b></a>')));
console.log(new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: '@', format: true }).build({ root: { '@v': 1, item: ['x', 'y & z'], n: 2.5 } }));
console.log(XMLValidator.validate(xml), JSON.stringify(XMLValidator.validate('<a><b></a>')));
