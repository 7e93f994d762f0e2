export const shared = 'a', onlyA = 'A';
