export const x = 1;
export let counter = 0;
export function inc() { counter++; }
