import { parentPort } from 'tarn:worker';
parentPort.postMessage('spinning');
let n = 0;
for (;;) {
  try {
    n++;
  } catch (e) {
    // terminate cannot be caught away: the loop ends anyway
  }
}
