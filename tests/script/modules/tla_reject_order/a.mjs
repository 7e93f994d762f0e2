import './a_sentinel.mjs';
import './b.mjs';
