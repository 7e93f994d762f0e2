console.log('esm.mjs runs');
export const x = 1;
export default function hello() { return 'hi'; }
