export default function* () { yield 1; yield 2; } if (true) { globalThis.afterAnonGen = 1; }
