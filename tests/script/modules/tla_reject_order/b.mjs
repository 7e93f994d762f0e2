import './b_sentinel.mjs';
import { p1 } from './setup.mjs';
await p1.promise;
