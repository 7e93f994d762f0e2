export default async function named() { return "named"; }
// the name is a module binding too
export const self = () => named;
