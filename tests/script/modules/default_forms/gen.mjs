export default function* gen() { yield gen.name; }
export const local = typeof gen;
