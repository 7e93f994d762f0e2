export function thrower() { throw new TypeError('from lib'); }
export const url = import.meta.url;
