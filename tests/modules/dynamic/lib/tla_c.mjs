console.log('c: sync');
export const c = 'C';
