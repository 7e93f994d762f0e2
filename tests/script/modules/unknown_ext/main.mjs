// node's ESM loader knows a file's format by its extension: an existing
// file with one it has no format for is ERR_UNKNOWN_FILE_EXTENSION, before
// its import attributes are looked at; a missing one is not found.
const show = (e) => console.log(e.name, e.code, e.message.replace(/\/\S*\//, '/.../'));
await import('./data.txt').then(console.log, show);
await import('./data.txt', { with: { type: 'text' } }).then(console.log, show);
await import('./missing.txt').then(console.log, (e) => console.log(e.code));
await import('./static.mjs').then(console.log, show);
