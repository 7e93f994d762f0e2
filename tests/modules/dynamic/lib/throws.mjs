export const y = 1;
throw new Error('throws.mjs failed');
