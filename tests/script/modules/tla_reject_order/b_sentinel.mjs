import { bStart } from './setup.mjs';
bStart.resolve();
