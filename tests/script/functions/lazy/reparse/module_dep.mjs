// helper of import_main.mjs: not a test on its own
export let value = 1;
export function bump() { value++; }
export default function () { return 'anonymous default ' + value; }
