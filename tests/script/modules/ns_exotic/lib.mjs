export let x = 1;
export function bump() { x++; }
export const z = 'zed';
