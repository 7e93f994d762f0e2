export let count = 0;
export function inc() { count++; }
export const reset = () => { count = 0; };
export var obj = { x: 1 };
export default function counter() {}
