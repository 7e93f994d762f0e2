// export async function / async function* / export default async function.
import { f, g, early } from './lib.mjs';
import named, { self } from './named_default.mjs';
import anon from './anon_default.mjs';
console.log(f.name, f.constructor.name, g.constructor.name, named.name, anon.name, self() === named);
(async () => {
    const out = [await f(2), await early, await named(), await anon()];
    for await (const v of g()) out.push(v);
    console.log(out.join());
})();
// expect: f AsyncFunction AsyncGeneratorFunction named default true
// expect: 4,42,named,anon,1,2
