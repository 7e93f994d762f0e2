// unified with remark-parse, remark-rehype and rehype-stringify: markdown
// to HTML through mdast and hast (micromark's state machines, ESM packages).
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import rehypeStringify from 'rehype-stringify';
const md = `# Hello *world* ✓

Some **bold**, \`code\`, [a link](https://example.com "title") and an image ![alt](x.png).

> quote with a
> second line

1. one
2. two
   - nested
   - list

\`\`\`js
const x = 1 < 2 && "a";
\`\`\`

***

Hard  
break, entity &copy; &#x1F600; and <span>raw html</span>.
`;
const processor = unified().use(remarkParse).use(remarkRehype, { allowDangerousHtml: false }).use(rehypeStringify);
const file = await processor.process(md);
console.log(String(file));
const tree = unified().use(remarkParse).parse(md);
console.log(tree.children.map((n) => `${n.type}@${n.position.start.line}:${n.position.start.column}`).join(' '));
console.log(JSON.stringify(tree.children[0]));
function countWords() { return (tree, file) => { let n = 0; const walk = (node) => { if (node.type === 'text') n += node.value.split(/\s+/).filter(Boolean).length; (node.children || []).forEach(walk); }; walk(tree); file.data.words = n; }; }
const f2 = await unified().use(remarkParse).use(countWords).use(remarkRehype).use(rehypeStringify).process('one two\n\n*three* four five');
console.log(f2.data, String(f2), f2.messages);
console.log(processor.processSync('a_b_ _c_').toString());
