export function twice(n) { return n * 2; }
export const name = 'helpers';
console.log('helpers evaluated');
