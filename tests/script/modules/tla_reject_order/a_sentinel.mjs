import { aStart } from './setup.mjs';
aStart.resolve();
