export const x = 'x from c', y = 'y from c';
export default 'c default';
console.log('c evaluated');
