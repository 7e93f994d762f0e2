export const fromStar = 'star';
export default 'star default is not re-exported by export *';
console.log('star evaluated');
