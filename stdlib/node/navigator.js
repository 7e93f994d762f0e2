(function (n) {
  // stdlib/node/navigator.js — the navigator global as node has it: one
  // Navigator (its constructor is illegal to call) whose enumerable
  // prototype getters read hardwareConcurrency (the CPUs this process may
  // run on, n.parallelism()), language and languages (the default locale, as
  // Intl reads it from the environment), userAgent ("Node.js/MAJOR") and
  // platform (node's "Linux x86_64" form); locks (node's LockManager) is an
  // error naming it. An internal module: stdlib/node/core.c's
  // lib_define_navigator makes the globals from it.
  'use strict';
  const token = Symbol('navigator');
  let languages;
  class Navigator {
    constructor(t) {
      if (t !== token) throw n.nodeError(0, 'ERR_ILLEGAL_CONSTRUCTOR', 'Illegal constructor');
    }
    get hardwareConcurrency() { return n.parallelism(); }
    get locks() { throw new Error("tarn does not have navigator.locks (node's LockManager)"); }
    get language() { return new Intl.DateTimeFormat().resolvedOptions().locale; }
    get languages() {
      languages ??= Object.freeze([this.language]);
      return languages;
    }
    get userAgent() { return `Node.js/${process.version.slice(1, process.version.indexOf('.'))}`; }
    get platform() {
      const { platform, arch } = process;
      if (platform === 'darwin') return 'MacIntel';
      if (platform === 'win32') return 'Win32';
      if (platform === 'linux') return arch === 'ia32' ? 'Linux i686' : arch === 'x64' ? 'Linux x86_64' : `Linux ${arch}`;
      return `${platform[0].toUpperCase()}${platform.slice(1)} ${arch}`;
    }
  }
  for (const k of Object.getOwnPropertyNames(Navigator.prototype))
    if (k !== 'constructor') Object.defineProperty(Navigator.prototype, k, { enumerable: true });
  const navigator = new Navigator(token);
  const getter = Object.getOwnPropertyDescriptor({ get navigator() { return navigator; } }, 'navigator').get;
  return { Navigator, getter };
})
