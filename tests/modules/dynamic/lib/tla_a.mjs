console.log('a: start');
await null;
console.log('a: after await');
export const a = 'A';
