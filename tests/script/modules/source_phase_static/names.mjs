import source from './lib.mjs';
import source from from './lib.mjs';
export { source, from };
