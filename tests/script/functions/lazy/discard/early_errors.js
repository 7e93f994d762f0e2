// env: TARN_LAZY_DISCARD=1
// Early errors inside a function whose tree is discarded at load are still
// reported at load, before anything runs, with node's message and place.
const cp = require('child_process');
const fs = require('fs');
const os = require('os');
const path = require('path');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tarn-discard-'));
const cases = {
    redeclared: "console.log('ran');\nfunction a() {\n  function b() { let x; var x; }\n}\n",
    deep: "console.log('ran');\nfunction a() { function b() { function c() {\n  const y = 1; let y = 2;\n} } }\n",
    strictDelete: "'use strict';\nconsole.log('ran');\nfunction a() { return function () { delete a; }; }\n",
    dupParams: "console.log('ran');\nfunction a() { 'use strict'; function b(p, p) {} }\n",
    badBreak: "console.log('ran');\nfunction a() { function b() { break; } }\n",
    later: "console.log('ran');\nfunction a() { function b() { return 1; } }\nlet z; let z;\n",
};
for (const [name, src] of Object.entries(cases)) {
    const f = path.join(dir, name + '.js');
    fs.writeFileSync(f, src);
    const r = cp.spawnSync(process.execPath, [f], { encoding: 'utf8' });
    const lines = r.stderr.split('\n');
    const where = lines[0].replace(/^.*\//, '');
    const msg = lines.find(l => /Error:/.test(l));
    console.log(name, JSON.stringify(r.stdout), r.status, where, msg);
}
fs.rmSync(dir, { recursive: true });
// expect: redeclared "" 1 redeclared.js:3 SyntaxError: Identifier 'x' has already been declared
// expect: deep "" 1 deep.js:3 SyntaxError: Identifier 'y' has already been declared
// expect: strictDelete "" 1 strictDelete.js:3 SyntaxError: Delete of an unqualified identifier in strict mode.
// expect: dupParams "" 1 dupParams.js:2 SyntaxError: Duplicate parameter name not allowed in this context
// expect: badBreak "" 1 badBreak.js:2 SyntaxError: Illegal break statement
// expect: later "" 1 later.js:3 SyntaxError: Identifier 'z' has already been declared
