export * from './as1.mjs';
export * from './as2.mjs';
export * from './imp1.mjs';
export * from './imp2.mjs';
