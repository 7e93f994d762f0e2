import { parentPort } from 'tarn:worker';
parentPort.postMessage('started');
throw new RangeError('worker failed', { cause: { code: 7 } });
