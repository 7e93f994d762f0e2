// ES module with "exports" node/browser conditions; crypto.getRandomValues via node:crypto.
import { nanoid, customAlphabet, urlAlphabet } from 'nanoid';
const id = nanoid();
console.log(id.length, /^[A-Za-z0-9_-]{21}$/.test(id), nanoid(5).length, urlAlphabet.length);
const hex = customAlphabet('0123456789abcdef', 12)();
console.log(/^[0-9a-f]{12}$/.test(hex), customAlphabet('x', 4)());
