export const shared = 'b', onlyB = 'B';
