// `import source x from` a JavaScript module: node 26's SyntaxError at
// link, so the graph never runs (its import() rejects with it).
await import('./static.mjs').then(
  (ns) => console.log('linked', ns),
  (e) => console.log(e.name + ': ' + e.message.replace(/file:\/\/\S*\//, 'file:///.../'), e.code));
console.log(globalThis.staticRan);
// `import source from` is a default import named source; `import source
// from from` a source-phase import named from
await import('./names.mjs').then((ns) => console.log(ns), (e) => console.log(e.name, e.code));
