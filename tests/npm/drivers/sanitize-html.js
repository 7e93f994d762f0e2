// sanitize-html: HTML cleaned through htmlparser2 with allowed tags,
// attributes, schemes, transforms and its CSS filtering through postcss.
const sanitizeHtml = require('sanitize-html');
const dirty = `<h1 onclick="evil()">Title</h1><p style="color: red; position: fixed; text-align: center">Hello <b>world</b> <script>alert(1)</script>
<a href="javascript:alert(1)">bad</a> <a href="https://ok.example/?a=1&b=2" target="_blank">good</a> <img src="data:image/png;base64,AAA" alt="x">
<iframe src="https://www.youtube.com/embed/x"></iframe><!-- comment --><table><tr><td colspan="2">cell</td></tr></table><custom-el>text</custom-el>`;
console.log(sanitizeHtml(dirty));
console.log(sanitizeHtml(dirty, {
  allowedTags: sanitizeHtml.defaults.allowedTags.concat(['img', 'iframe']),
  allowedAttributes: { a: ['href', 'target', 'rel'], img: ['src', 'alt'], iframe: ['src'], p: ['style'] },
  allowedSchemesByTag: { img: ['data'] }, allowedIframeHostnames: ['www.youtube.com'],
  allowedStyles: { p: { color: [/^red$/], 'text-align': [/^(left|right|center)$/] } },
  transformTags: { b: 'strong', a: sanitizeHtml.simpleTransform('a', { rel: 'noopener' }) },
  exclusiveFilter: (frame) => frame.tag === 'td' && !frame.text.trim(),
}));
console.log(sanitizeHtml('<p>keep &amp; &lt;escape&gt; “quotes” ünï</p><div>gone <em>kept</em></div>', { allowedTags: ['p', 'em'], disallowedTagsMode: 'escape' }));
console.log(sanitizeHtml('<p>text <span>only</span></p>', { allowedTags: [], allowedAttributes: {} }), JSON.stringify(sanitizeHtml.defaults.allowedSchemes));
console.log(sanitizeHtml('<a href="/rel">r</a><a href="//proto.rel/x">p</a><a href="mailto:a@b.c">m</a>', { allowProtocolRelative: false }));
