export const p1 = Promise.withResolvers();
export const aStart = Promise.withResolvers();
export const bStart = Promise.withResolvers();
