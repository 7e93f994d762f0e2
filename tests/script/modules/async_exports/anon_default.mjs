export default async function () { return "anon"; }
