import * as bar from './empty.mjs';
export { bar };
