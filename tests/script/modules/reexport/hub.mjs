export * from './star.mjs';
export * as helpers from './helpers.mjs';
export { x as renamed, default as defaultOfC } from './c.mjs';
import { y } from './c.mjs';
export { y as viaImport };
export const a = 'a', b = 'b';
export default 'hub default';
console.log('hub evaluated');
