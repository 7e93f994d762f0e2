import { z } from 'zod';
const User = z.object({ name: z.string().min(2), age: z.number().int().positive(), email: z.string().email(), site: z.string().url().optional() });
console.log(User.parse({ name: 'Ada', age: 36, email: 'ada@example.com', site: 'https://ada.dev' }));
const r = User.safeParse({ name: 'A', age: -1, email: 'no', site: 'not a url' });
console.log(r.success, r.error.issues.map((i) => i.path.join('.') + ':' + i.code));
console.log(z.union([z.string(), z.number()]).parse(5), z.enum(['a', 'b']).options);
console.log(z.array(z.coerce.number()).parse(['1', '2.5']), z.string().transform((s) => s.length).parse('four'));
console.log(JSON.stringify(z.toJSONSchema(z.object({ id: z.uuid(), tags: z.array(z.string()) }))));
