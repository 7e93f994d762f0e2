// Import text and import bytes (stage 3): node 26 supports neither type,
// so `with { type: 'text' }` and `{ type: 'bytes' }` are node's
// ERR_IMPORT_ATTRIBUTE_UNSUPPORTED, static or dynamic.
const show = (e) => console.log(e.name, e.code, e.message.replace(/file:\/\/\S*\//, 'file:///.../'));
await import('./lib.mjs', { with: { type: 'text' } }).then(console.log, show);
await import('./lib.mjs', { with: { type: 'bytes' } }).then(console.log, show);
await import('./static.mjs').then(console.log, show);
