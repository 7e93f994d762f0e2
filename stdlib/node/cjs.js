(function (n) {
  // stdlib/node/cjs.js — node's CommonJS loader (node:internal/modules/cjs),
  // written in JavaScript: Module, require, the resolution of relative,
  // absolute and bare specifiers (node_modules walking up, package.json
  // "main", "exports" and "imports" with conditions and subpath patterns),
  // require.cache, JSON files, and require() of an ES module. The same
  // resolution, with the "import" condition, serves ES modules' bare
  // specifiers (resolveImport, called by the ES loader through
  // stdlib/node/cjs.c).
  //
  // stdlib/node/cjs.c compiles this one function literal when the first
  // CommonJS file runs and calls it with the natives n: { readFile(path)
  // (its text, or undefined), stat(path) (0 none, 1 file, 2 directory),
  // realpath(path), compile(source, filename) (the wrapper function),
  // compileFile(filename) (the same for a file's bytes; undefined when it
  // cannot be read), importESM(filename) (an ES module's namespace,
  // evaluated), core(name)
  // (a core module's exports, or undefined when tarn lacks it),
  // nodeError(kind, code, message), received(v), path (node:path), env }.
  'use strict';
  const path = n.path;
  const { dirname, resolve: resolvePath } = path;

  // node 26's built-in modules (require('module').builtinModules), and those
  // reachable only with the node: scheme.
  const builtinModules = ('_http_agent _http_client _http_common _http_incoming _http_outgoing ' +
    '_http_server _tls_common _tls_wrap assert assert/strict async_hooks buffer child_process ' +
    'cluster console constants crypto dgram diagnostics_channel dns dns/promises domain events ' +
    'fs fs/promises http http2 https inspector inspector/promises module net os path ' +
    'path/posix path/win32 perf_hooks process punycode querystring readline readline/promises ' +
    'repl stream stream/consumers stream/promises stream/web string_decoder sys timers ' +
    'timers/promises tls trace_events tty url util util/types v8 vm wasi worker_threads zlib').split(' ');
  const schemeOnly = ['ffi', 'sea', 'sqlite', 'test', 'test/reporters'];
  const isBuiltin = (id) => builtinModules.includes(id);

  const coded = (kind, code, msg) => n.nodeError(kind, code, msg);
  const argType = (name, what, v) =>
    coded(0, 'ERR_INVALID_ARG_TYPE', `The "${name}" argument must be ${what}.${n.received(v)}`);

  // A core module's exports: tarn's, or a clear error for one it lacks.
  const coreCache = new Map();
  function loadBuiltin(id, request) {
    let m = coreCache.get(id);
    if (m !== undefined) return m;
    m = n.core(id);
    if (m === undefined)
      throw coded(2, 'ERR_UNKNOWN_BUILTIN_MODULE', `tarn does not have node's built-in module '${request}'`);
    coreCache.set(id, m);
    return m;
  }
  // process.getBuiltinModule(id): a core module's exports, undefined for a
  // name node has no module by, the clear error for one tarn lacks.
  function getBuiltinModule(id) {
    if (typeof id !== 'string') throw argType('id', 'of type string', id);
    const bare = id.startsWith('node:') ? id.slice(5) : id;
    if (!isBuiltin(bare) && !(bare !== id && schemeOnly.includes(bare))) return undefined;
    return loadBuiltin(bare, id);
  }
  // The core module a specifier names ("node:fs", "fs"), or undefined.
  function builtinId(request) {
    if (request.startsWith('node:')) {
      const id = request.slice(5);
      if (isBuiltin(id) || schemeOnly.includes(id)) return id;
      throw coded(2, 'ERR_UNKNOWN_BUILTIN_MODULE', `No such built-in module: ${request}`);
    }
    return isBuiltin(request) ? request : undefined;
  }

  // ---- package.json ---------------------------------------------------------
  const packageCache = new Map();
  // The parsed package.json in dir, or null when there is none.
  function readPackage(dir) {
    const file = dir + (dir.endsWith('/') ? '' : '/') + 'package.json';
    if (packageCache.has(file)) return packageCache.get(file);
    const text = n.readFile(file);
    let pkg = null;
    if (text !== undefined) {
      let data;
      try {
        data = JSON.parse(text);
      } catch (e) {
        const err = coded(2, 'ERR_INVALID_PACKAGE_CONFIG', `Invalid package config ${file}.`);
        err.cause = e;
        throw err;
      }
      pkg = { path: file, dir: file.slice(0, -12), data: data !== null && typeof data === 'object' ? data : {} };
    }
    packageCache.set(file, pkg);
    return pkg;
  }
  // The package.json nearest to a file (its package scope), or null; the
  // search stops at a node_modules folder, as node's does.
  function scopePackage(filename) {
    let dir = dirname(filename);
    for (;;) {
      if (dir.endsWith('/node_modules')) return null;
      const pkg = readPackage(dir);
      if (pkg) return pkg;
      if (dir === '/') return null;
      dir = dirname(dir);
    }
  }
  // 'module', 'commonjs', or 'detect' (a .js or extensionless file whose
  // package scope names no "type": CommonJS unless it has module syntax,
  // node 22+'s detection): how node runs the file at filename.
  function formatOf(filename) {
    if (filename.endsWith('.mjs')) return 'module';
    if (filename.endsWith('.cjs')) return 'commonjs';
    const base = path.basename(filename);
    if (filename.endsWith('.js') || !base.includes('.')) {
      const pkg = scopePackage(filename);
      const type = pkg && pkg.data.type;
      if (type === 'module') return filename.endsWith('.js') ? 'module' : 'commonjs';
      return type === 'commonjs' ? 'commonjs' : 'detect';
    }
    return 'commonjs';
  }
  // A SyntaxError that means "this is an ES module" when compiled as CommonJS.
  // node's syntax detection: true for what only a module can say; 'retry'
  // for an error only CommonJS gives (top-level await, or a declaration of
  // one of the wrapper's names), after which the code is a module if it
  // compiles as one; false for any other error. The rule that reads it is
  // detect_esm (cjs.c), the one owner for main files, -e code and every
  // file loaded here (n.detectModule).
  const esmSyntax = (e) => !(e instanceof SyntaxError) ? false
    : /^(Cannot use import statement outside a module|Unexpected token 'export'|Cannot use 'import\.meta' outside a module)$/.test(e.message) ||
      (/^(Identifier '(module|exports|require|__filename|__dirname)' has already been declared|await is only valid in async functions and the top level bodies of modules|Unexpected reserved word)$/.test(e.message) && 'retry');
  // Compiled CommonJS wrappers kept from a format detection until loaded.
  const precompiled = new Map();
  // Whether a 'detect' file is an ES module; compiles it either way.
  function detectESM(filename) {
    if (precompiled.has(filename)) return false;
    let wrapper;
    try {
      wrapper = n.compileFile(filename);
    } catch (e) {
      if (n.detectModule(filename, e)) return true;
      throw e;
    }
    if (wrapper !== undefined) precompiled.set(filename, wrapper);
    return false;
  }

  // ---- "exports" and "imports" (node's ESM resolution, on paths) -------------
  const invalidSegment = /(^|\\|\/)((\.|%2e)(\.|%2e)?|(n|%6e|%4e)(o|%6f|%4f)(d|%64|%44)(e|%65|%45)(_|%5f)(m|%6d|%4d)(o|%6f|%4f)(d|%64|%44)(u|%75|%55)(l|%6c|%4c)(e|%65|%45)(s|%73|%53))?(\\|\/|$)/i;
  const importedFrom = (base) => (base ? ` imported from ${base}` : '');
  function exportsNotFound(subpath, pkg, base) {
    return coded(2, 'ERR_PACKAGE_PATH_NOT_EXPORTED', subpath === '.'
      ? `No "exports" main defined in ${pkg.path}${importedFrom(base)}`
      : `Package subpath '${subpath}' is not defined by "exports" in ${pkg.path}${importedFrom(base)}`);
  }
  function invalidTarget(pkg, subpath, target, internal, base) {
    const rel = typeof target === 'string' && !internal && target.length && !target.startsWith('./');
    const what = subpath === '.' && !internal
      ? `Invalid "exports" main target ${JSON.stringify(target)} defined`
      : `Invalid "${internal ? 'imports' : 'exports'}" target ${JSON.stringify(target)} defined for '${subpath}'`;
    return coded(2, 'ERR_INVALID_PACKAGE_TARGET',
      `${what} in the package config ${pkg.path}${importedFrom(base)}${rel ? '; targets must start with "./"' : ''}`);
  }
  function patternKeyCompare(a, b) {
    const ai = a.indexOf('*');
    const bi = b.indexOf('*');
    const la = ai === -1 ? a.length : ai + 1;
    const lb = bi === -1 ? b.length : bi + 1;
    if (la > lb) return -1;
    if (lb > la) return 1;
    if (ai === -1) return 1;
    if (bi === -1) return -1;
    if (a.length > b.length) return -1;
    if (b.length > a.length) return 1;
    return 0;
  }
  function targetString(pkg, target, subpath, key, base, pattern, internal, conditions) {
    if (subpath !== '' && !pattern && !target.endsWith('/')) throw invalidTarget(pkg, key, target, internal, base);
    if (!target.startsWith('./')) {
      if (internal && !target.startsWith('../') && !target.startsWith('/') && !/^[a-z][a-z0-9+.-]*:/i.test(target)) {
        const spec = pattern ? target.replace(/\*/g, () => subpath) : target + subpath;
        return packageResolve(spec, pkg.path, conditions);
      }
      throw invalidTarget(pkg, key, target, internal, base);
    }
    if (invalidSegment.test(target.slice(2))) throw invalidTarget(pkg, key, target, internal, base);
    const resolved = resolvePath(pkg.dir, target);
    if (!resolved.startsWith(pkg.dir)) throw invalidTarget(pkg, key, target, internal, base);
    if (subpath === '') return resolved;
    if (invalidSegment.test(subpath)) {
      const request = pattern ? key.replace('*', () => subpath) : key + subpath;
      throw coded(0, 'ERR_INVALID_MODULE_SPECIFIER',
        `Invalid module "${request}" request is not a valid match in pattern "${key}" for the "${internal ? 'imports' : 'exports'}" resolution of ${pkg.path}${importedFrom(base)}`);
    }
    if (pattern) return resolvePath(pkg.dir, target.replace(/\*/g, () => subpath));
    return resolved + (target.endsWith('/') && !resolved.endsWith('/') ? '/' : '') + subpath;
  }
  function resolveTarget(pkg, target, subpath, key, base, pattern, internal, conditions) {
    if (typeof target === 'string') return targetString(pkg, target, subpath, key, base, pattern, internal, conditions);
    if (Array.isArray(target)) {
      if (target.length === 0) return null;
      let last;
      for (const item of target) {
        let r;
        try {
          r = resolveTarget(pkg, item, subpath, key, base, pattern, internal, conditions);
        } catch (e) {
          last = e;
          if (e.code === 'ERR_INVALID_PACKAGE_TARGET') continue;
          throw e;
        }
        if (r === undefined) continue;
        if (r === null) {
          last = null;
          continue;
        }
        return r;
      }
      if (last === undefined || last === null) return last;
      throw last;
    }
    if (target !== null && typeof target === 'object') {
      const keys = Object.getOwnPropertyNames(target);
      for (const k of keys)
        if (/^(0|[1-9][0-9]*)$/.test(k))
          throw coded(2, 'ERR_INVALID_PACKAGE_CONFIG',
            `Invalid package config ${pkg.path}. "exports" cannot contain numeric property keys.`);
      for (const k of keys) {
        if (k === 'default' || conditions.includes(k)) {
          const r = resolveTarget(pkg, target[k], subpath, key, base, pattern, internal, conditions);
          if (r === undefined) continue;
          return r;
        }
      }
      return undefined;
    }
    if (target === null) return null;
    throw invalidTarget(pkg, key, target, internal, base);
  }
  function isMainSugar(exports, pkg) {
    if (typeof exports === 'string' || Array.isArray(exports)) return true;
    if (typeof exports !== 'object' || exports === null) return false;
    let dotted;
    for (const k of Object.getOwnPropertyNames(exports)) {
      const d = k === '' || k[0] !== '.';
      if (dotted === undefined) dotted = !d;
      else if (dotted === d)
        throw coded(2, 'ERR_INVALID_PACKAGE_CONFIG',
          `Invalid package config ${pkg.path}. "exports" cannot contain some keys starting with '.' and some not. The exports object must either be an object of package subpath keys or an object of main entry condition name keys only.`);
    }
    return !dotted;
  }
  // Match subpath against a map's keys (exact, then the best "*" pattern).
  function matchMap(map, subpath, pkg, base, internal, conditions, notFound) {
    if (Object.prototype.hasOwnProperty.call(map, subpath) && !subpath.includes('*')) {
      const r = resolveTarget(pkg, map[subpath], '', subpath, base, false, internal, conditions);
      if (r == null) throw notFound();
      return r;
    }
    let best = '';
    let bestSub;
    for (const key of Object.getOwnPropertyNames(map)) {
      const star = key.indexOf('*');
      if (star === -1 || !subpath.startsWith(key.slice(0, star))) continue;
      const trailer = key.slice(star + 1);
      if (subpath.length >= key.length && subpath.endsWith(trailer) && patternKeyCompare(best, key) === 1 &&
          key.lastIndexOf('*') === star) {
        best = key;
        bestSub = subpath.slice(star, subpath.length - trailer.length);
      }
    }
    if (best) {
      const r = resolveTarget(pkg, map[best], bestSub, best, base, true, internal, conditions);
      if (r == null) throw notFound();
      return r;
    }
    throw notFound();
  }
  function exportsResolve(pkg, subpath, base, conditions) {
    let exports = pkg.data.exports;
    if (isMainSugar(exports, pkg)) exports = { '.': exports };
    return matchMap(exports, subpath, pkg, base, false, conditions, () => exportsNotFound(subpath, pkg, base));
  }
  function importsResolve(name, base, conditions) {
    if (name === '#' || name.startsWith('#/') || name.endsWith('/'))
      throw coded(0, 'ERR_INVALID_MODULE_SPECIFIER',
        `Invalid module "${name}" is not a valid internal imports specifier name imported from ${base}`);
    const pkg = scopePackage(base);
    const notDefined = () => coded(0, 'ERR_PACKAGE_IMPORT_NOT_DEFINED',
      `Package import specifier "${name}" is not defined${pkg ? ` in package ${pkg.path}` : ''} imported from ${base}`);
    const imports = pkg && pkg.data.imports;
    if (!imports || typeof imports !== 'object') throw notDefined();
    return matchMap(imports, name, pkg, base, true, conditions, notDefined);
  }
  function parsePackageName(spec, base) {
    let sep = spec.indexOf('/');
    let valid = true;
    const scoped = spec[0] === '@';
    if (scoped) {
      if (sep === -1 || spec.length === 0) valid = false;
      else sep = spec.indexOf('/', sep + 1);
    }
    const name = sep === -1 ? spec : spec.slice(0, sep);
    if (name.startsWith('.') || name.includes('\\') || name.includes('%')) valid = false;
    if (!valid)
      throw coded(0, 'ERR_INVALID_MODULE_SPECIFIER',
        `Invalid module "${spec}" is not a valid package name imported from ${base}`);
    return { name, subpath: '.' + (sep === -1 ? '' : spec.slice(sep)), scoped };
  }
  const moduleNotFound = (what, base) =>
    coded(2, 'ERR_MODULE_NOT_FOUND', `Cannot find ${what}${importedFrom(base)}`);
  // node's ESM legacy "main" resolution of a package without "exports".
  function legacyMain(pkg, base) {
    const main = typeof pkg.data.main === 'string' ? pkg.data.main : undefined;
    const tries = main === undefined ? [] :
      [main, `${main}.js`, `${main}.json`, `${main}.node`, `${main}/index.js`, `${main}/index.json`, `${main}/index.node`];
    tries.push('index.js', 'index.json', 'index.node');
    for (const t of tries) {
      const f = resolvePath(pkg.dir, t);
      if (n.stat(f) === 1) return f;
    }
    throw moduleNotFound(`package '${pkg.dir}/'`, base);
  }
  // A bare specifier as an ES module resolves it (PACKAGE_RESOLVE): a path.
  function packageResolve(spec, base, conditions) {
    const { name, subpath, scoped } = parsePackageName(spec, base);
    const self = scopePackage(base);
    if (self && self.data.exports != null && self.data.name === name)
      return exportsResolve(self, subpath, base, conditions);
    let dir = dirname(base);
    for (;;) {
      const pkgDir = (dir === '/' ? '' : dir) + '/node_modules/' + name;
      if (n.stat(pkgDir) === 2) {
        const pkg = readPackage(pkgDir) || { path: pkgDir + '/package.json', dir: pkgDir, data: {} };
        if (pkg.data.exports != null) return exportsResolve(pkg, subpath, base, conditions);
        if (subpath === '.') return legacyMain(pkg, base);
        return resolvePath(pkgDir, subpath);
      }
      if (dir === '/') break;
      dir = dirname(dir);
    }
    void scoped;
    throw moduleNotFound(`package '${name}'`, base);
  }
  const importConditions = ['import', 'node', 'module-sync', 'node-addons'];
  const requireConditions = ['require', 'node', 'module-sync', 'node-addons'];

  // An ES module's specifier (bare, '#' or a path) from the file base: an
  // absolute path, or 'node:x' for a core module.
  function resolveImport(spec, base) {
    let file;
    if (spec.startsWith('node:') || isBuiltin(spec)) {
      const id = builtinId(spec);
      if (id !== undefined) return 'node:' + id;
    }
    if (spec.startsWith('file://')) {
      file = decodeURIComponent(spec.slice(7));
    } else if (spec.startsWith('/') || spec.startsWith('./') || spec.startsWith('../') || spec === '.' || spec === '..') {
      file = resolvePath(dirname(base), spec) + (spec.endsWith('/') ? '/' : '');
    } else if (spec[0] === '#') {
      file = importsResolve(spec, base, importConditions);
    } else {
      file = packageResolve(spec, base, importConditions);
    }
    if (file.startsWith('node:')) return file;
    const st = n.stat(file);
    if (st === 2 || (st === 1 && file.endsWith('/')))
      throw coded(2, 'ERR_UNSUPPORTED_DIR_IMPORT',
        `Directory import '${file}' is not supported resolving ES modules imported from ${base}`);
    if (st !== 1) throw moduleNotFound(`module '${file}'`, base);
    return n.realpath(file);
  }

  // ---- Module -------------------------------------------------------------------
  const kIsMain = Symbol('kIsMainSymbol');
  const kIsCachedByESMLoader = Symbol('kIsCachedByESMLoader');
  const kURL = Symbol('kURL');
  const kFormat = Symbol('kFormat');
  const kIsExecuting = Symbol('kIsExecuting');
  const parents = new WeakMap();
  const cache = { __proto__: null };
  let mainModule;

  function Module(id = '', parent) {
    this.id = id;
    this.path = dirname(id);
    this.exports = {};
    parents.set(this, parent);
    updateChildren(parent, this, false);
    this.filename = null;
    this.loaded = false;
    this.children = [];
    this[kIsMain] = false;
    this[kIsCachedByESMLoader] = false;
    this[kURL] = undefined;
    this[kFormat] = undefined;
    this[kIsExecuting] = false;
  }
  function updateChildren(parent, child, scan) {
    const children = parent && parent.children;
    if (children && !(scan && children.includes(child))) children.push(child);
  }
  // an accessor, as node's: util.inspect then prints a module as a plain object
  Object.defineProperty(Module.prototype, 'constructor', { get() { return Module; }, configurable: false });
  Object.defineProperty(Module.prototype, 'parent', {
    get() { return parents.get(this); },
    set(v) { parents.set(this, v); },
    configurable: true,
  });

  const home = n.env.HOME;
  const globalPaths = home ? [resolvePath(home, '.node_modules'), resolvePath(home, '.node_libraries')] : [];
  // node_modules folders from dir up to the root, skipping those inside one.
  function nodeModulePaths(from) {
    from = resolvePath(from);
    if (from === '/') return ['/node_modules'];
    const paths = [];
    const parts = from.split('/');
    for (let i = parts.length; i > 1; i--) {
      if (parts[i - 1] === 'node_modules') continue;
      paths.push(parts.slice(0, i).join('/') + '/node_modules');
    }
    paths.push('/node_modules');
    return paths;
  }
  function resolveLookupPaths(request, parent) {
    if (isBuiltin(request)) return null;
    if (request[0] !== '.' || (request.length > 1 && request[1] !== '.' && request[1] !== '/')) {
      const paths = parent && parent.paths && parent.paths.length ? parent.paths.concat(globalPaths) : globalPaths;
      return paths.length > 0 ? paths : null;
    }
    if (!parent || !parent.id || !parent.filename) return ['.'];
    return [dirname(parent.filename)];
  }

  const extensions = { __proto__: null };
  const tryFile = (p) => (n.stat(p) === 1 ? n.realpath(p) : false);
  function tryExtensions(base, exts) {
    for (const ext of exts) {
      const f = tryFile(base + ext);
      if (f) return f;
    }
    return false;
  }
  function tryPackage(dir, exts, request) {
    const pkg = readPackage(dir);
    const main = pkg && pkg.data.main;
    if (!main || typeof main !== 'string') return tryExtensions(resolvePath(dir, 'index'), exts);
    const filename = resolvePath(dir, main);
    let actual = tryFile(filename) || tryExtensions(filename, exts) || tryExtensions(resolvePath(filename, 'index'), exts);
    if (actual === false) {
      actual = tryExtensions(resolvePath(dir, 'index'), exts);
      if (!actual) {
        const err = new Error(`Cannot find module '${filename}'. Please verify that the package.json has a valid "main" entry`);
        err.code = 'MODULE_NOT_FOUND';
        err.path = resolvePath(dir, 'package.json');
        err.requestPath = request;
        throw err;
      }
    }
    return actual;
  }
  // "exports" of the package a bare request names, inside one node_modules.
  function resolveExports(nmPath, request) {
    const m = /^((?:@[^/\\%]+\/)?[^./\\%][^/\\%]*)(\/.*)?$/.exec(request);
    if (!m) return undefined;
    const pkgPath = resolvePath(nmPath, m[1]);
    const pkg = readPackage(pkgPath);
    if (pkg && pkg.data.exports != null) {
      let r;
      try {
        r = exportsResolve(pkg, '.' + (m[2] || ''), null, requireConditions);
      } catch (e) {
        if (e.code === 'ERR_MODULE_NOT_FOUND') throw esmNotFound(request, pkg.path);
        throw e;
      }
      return finalize(r, pkg.path);
    }
    return undefined;
  }
  function esmNotFound(request, pkgPath) {
    const err = new Error(`Cannot find module '${request}'`);
    err.code = 'MODULE_NOT_FOUND';
    if (pkgPath) err.path = pkgPath;
    return err;
  }
  function finalize(resolved, pkgPath) {
    const actual = tryFile(resolved);
    if (actual) return actual;
    throw esmNotFound(resolved, pkgPath);
  }
  function findPath(request, paths) {
    const absolute = request[0] === '/';
    if (absolute) paths = [''];
    else if (!paths || paths.length === 0) return false;
    const last = request.length ? request.charCodeAt(request.length - 1) : 0;
    const trailingSlash = last === 47 || request === '.' || request === '..' || request.endsWith('/.') || request.endsWith('/..');
    const relative = request[0] === '.' && (request.length === 1 || request[1] === '/' ||
      (request[1] === '.' && (request.length === 2 || request[2] === '/')));
    const insidePath = !(relative && path.normalize(request).startsWith('..'));
    let exts;
    for (const cur of paths) {
      if (insidePath && cur && n.stat(cur) !== 2) continue;
      if (!absolute) {
        const r = resolveExports(cur, request);
        if (r) return r;
      }
      const base = resolvePath(cur, request);
      let filename;
      const rc = n.stat(base);
      if (!trailingSlash) {
        if (rc === 1) filename = n.realpath(base);
        if (!filename) {
          if (exts === undefined) exts = Object.keys(extensions);
          filename = tryExtensions(base, exts);
        }
      }
      if (!filename && rc === 2) {
        if (exts === undefined) exts = Object.keys(extensions);
        filename = tryPackage(base, exts, request);
      }
      if (filename) return filename;
    }
    return false;
  }
  function resolveFilename(request, parent, isMain, options) {
    if (isBuiltin(request)) return request;
    let paths;
    if (options && options.paths) {
      if (!Array.isArray(options.paths))
        throw coded(0, 'ERR_INVALID_ARG_VALUE', `The property 'options.paths' must be an Array. Received ${n.received(options.paths).replace(/^ Received /, '')}`);
      paths = [];
      const relative = request[0] === '.' && (request.length === 1 || request[1] === '/' ||
        (request[1] === '.' && (request.length === 2 || request[2] === '/')));
      for (const p of options.paths) {
        if (relative) {
          if (!paths.includes(p)) paths.push(resolvePath(p));
          continue;
        }
        const fake = new Module('', null);
        fake.paths = nodeModulePaths(p);
        for (const q of resolveLookupPaths(request, fake) || []) if (!paths.includes(q)) paths.push(q);
      }
    } else {
      paths = resolveLookupPaths(request, parent);
    }
    if (request[0] === '#' && parent && parent.filename) {
      const pkg = scopePackage(parent.filename);
      if (pkg && pkg.data.imports != null)
        return finalize(importsResolve(request, parent.filename, requireConditions), pkg.path);
    }
    if (parent && parent.filename) { // a package requiring itself by name
      const pkg = scopePackage(parent.filename);
      if (pkg && pkg.data.exports != null && typeof pkg.data.name === 'string' &&
          (request === pkg.data.name || request.startsWith(pkg.data.name + '/'))) {
        const r = exportsResolve(pkg, '.' + request.slice(pkg.data.name.length), null, requireConditions);
        return finalize(r, pkg.path);
      }
    }
    const filename = findPath(request, paths, isMain);
    if (filename) return filename;
    const requireStack = [];
    for (let c = parent; c; c = parents.get(c)) requireStack.push(c.filename || c.id);
    let message = `Cannot find module '${request}'`;
    if (requireStack.length > 0) message += '\nRequire stack:\n- ' + requireStack.join('\n- ');
    const err = new Error(message);
    err.code = 'MODULE_NOT_FOUND';
    err.requireStack = requireStack;
    throw err;
  }

  function load(request, parent, isMain) {
    const id = builtinId(request);
    if (id !== undefined) return loadBuiltin(id, request);
    const filename = resolveFilename(request, parent, isMain);
    const cached = cache[filename];
    if (cached !== undefined) {
      updateChildren(parent, cached, true);
      return cached.exports;
    }
    const module = new Module(filename, parent);
    if (isMain) {
      module.id = '.';
      module[kIsMain] = true;
      mainModule = module;
    }
    cache[filename] = module;
    let threw = true;
    try {
      module.load(filename);
      threw = false;
    } finally {
      if (threw) {
        delete cache[filename];
        const children = parent && parent.children;
        if (children) {
          const i = children.indexOf(module);
          if (i !== -1) children.splice(i, 1);
        }
      }
    }
    return module.exports;
  }

  Module.prototype.load = function (filename) {
    this.filename = filename;
    this.paths = nodeModulePaths(dirname(filename));
    const base = path.basename(filename);
    let ext = '.js';
    for (let i = base.indexOf('.', 1); i !== -1; i = base.indexOf('.', i + 1)) {
      const e = base.slice(i);
      if (extensions[e]) {
        ext = e;
        break;
      }
    }
    if (ext === '.js' && filename.endsWith('.mjs')) ext = '.mjs';
    (ext === '.mjs' ? loadMjs : extensions[ext])(this, filename);
    this.loaded = true;
  };
  Module.prototype.require = function require(id) {
    if (typeof id !== 'string') throw argType('id', 'of type string', id);
    if (id === '')
      throw coded(0, 'ERR_INVALID_ARG_VALUE', "The argument 'id' must be a non-empty string. Received ''");
    return load(id, this, false);
  };
  function run(module, wrapper, filename) {
    const require = makeRequire(module);
    module[kIsExecuting] = true;
    try {
      return wrapper.call(module.exports, module.exports, require, module, filename, dirname(filename));
    } finally {
      module[kIsExecuting] = false;
    }
  }
  Module.prototype._compile = function (content, filename) {
    return run(this, n.compile(content, filename), filename);
  };
  function readSource(filename) {
    const text = n.readFile(filename);
    if (text === undefined) throw esmNotFound(filename);
    return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  }
  // require() of an ES module: its export named 'module.exports' when it
  // has one; else its namespace, and one with a default export and no
  // __esModule export comes with __esModule: true, as node 23+ adds.
  function loadESM(module, filename) {
    module[kFormat] = 'module';
    // node's ERR_REQUIRE_ASYNC_MODULE names the module and the require stack
    const stack = [];
    for (let c = parents.get(module); c; c = parents.get(c)) stack.push(c.filename || c.id);
    const ns = n.importESM(filename,
      `\nRequired module: ${filename}` + (stack.length ? '\nRequire stack:\n- ' + stack.join('\n- ') : ''));
    if ('module.exports' in ns) {
      module.exports = ns['module.exports'];
      return;
    }
    if (!('default' in ns) || '__esModule' in ns) {
      module.exports = ns;
      return;
    }
    const facade = { __proto__: null, __esModule: true };
    for (const k of Object.keys(ns)) Object.defineProperty(facade, k, { enumerable: true, get: () => ns[k] });
    module.exports = facade;
  }
  function loadMjs(module, filename) { loadESM(module, filename); }
  extensions['.js'] = function (module, filename) {
    const format = formatOf(filename);
    if (format === 'module' || (format === 'detect' && !(module[kIsMain] && mainWrapper) && detectESM(filename)))
      return loadESM(module, filename);
    let wrapper = module[kIsMain] && mainWrapper ? mainWrapper : precompiled.get(filename);
    mainWrapper = undefined;
    precompiled.delete(filename);
    if (wrapper === undefined) wrapper = n.compileFile(filename);
    if (wrapper === undefined) throw esmNotFound(filename);
    run(module, wrapper, filename);
  };
  extensions['.json'] = function (module, filename) {
    const text = readSource(filename);
    try {
      module.exports = JSON.parse(text);
    } catch (e) {
      e.message = filename + ': ' + e.message;
      throw e;
    }
  };
  extensions['.node'] = function (module, filename) {
    throw new Error(`tarn cannot load the native addon '${filename}' (node's process.dlopen): tarn has no node addon API`);
  };

  function makeRequire(mod) {
    const require = function require(id) { return mod.require(id); };
    function resolve(request, options) {
      if (typeof request !== 'string') throw argType('request', 'of type string', request);
      const id = request.startsWith('node:') ? builtinId(request) : undefined;
      if (id !== undefined) return request;
      return resolveFilename(request, mod, false, options);
    }
    function paths(request) {
      if (typeof request !== 'string') throw argType('request', 'of type string', request);
      return resolveLookupPaths(request, mod);
    }
    resolve.paths = paths;
    require.resolve = resolve;
    require.main = mainModule;
    require.extensions = extensions;
    require.cache = cache;
    return require;
  }

  Module._cache = cache;
  Module._extensions = extensions;
  Module._load = load;
  Module._resolveFilename = resolveFilename;
  Module._nodeModulePaths = nodeModulePaths;
  Module._resolveLookupPaths = resolveLookupPaths;
  Module._findPath = findPath;
  Module.builtinModules = builtinModules.concat(schemeOnly.map((id) => 'node:' + id));
  Module.isBuiltin = (id) => {
    if (typeof id !== 'string') return false;
    return id.startsWith('node:') ? isBuiltin(id.slice(5)) || schemeOnly.includes(id.slice(5)) : isBuiltin(id);
  };
  Module.Module = Module;
  Module.createRequire = function createRequire(filename) {
    let f = filename;
    if (typeof f === 'object' && f !== null && typeof f.href === 'string') f = f.href;
    if (typeof f === 'string' && f.startsWith('file://')) f = decodeURIComponent(f.slice(7));
    if (typeof f !== 'string' || f[0] !== '/')
      throw coded(0, 'ERR_INVALID_ARG_VALUE',
        `The argument 'filename' must be a file URL object, file URL string, or absolute path string.${n.received(filename)}`);
    const trailing = f.endsWith('/');
    const proxyPath = trailing ? path.join(f, 'noop.js') : f;
    const m = new Module(proxyPath);
    m.filename = proxyPath;
    m.paths = nodeModulePaths(m.path);
    return makeRequire(m);
  };

  // The main file (an absolute path): run it as CommonJS; wrapper is its
  // function when the host has compiled it already.
  let mainWrapper;
  function runMain(filename, wrapper) {
    mainWrapper = wrapper;
    load(filename, null, true);
  }

  // ---- CommonJS and core modules imported by ES modules ----------------------
  // The names cjs-module-lexer finds in a CommonJS source (a subset of its
  // rules): exports.x = / module.exports.x =, exports['x'] =,
  // Object.defineProperty(exports, 'x', ...), module.exports = { a, b: c,
  // 'd': e, ...require('y') } (up to the first other entry), and the
  // re-exports module.exports = require('y') and ...require('y').
  function cjsNames(filename, seen = new Set()) {
    const names = new Set();
    if (seen.has(filename)) return names;
    seen.add(filename);
    let src = n.readFile(filename);
    if (src === undefined) return names;
    src = src.replace(/\/\*[\s\S]*?\*\/|(^|[^\\:'"`])\/\/.*$/gm, '$1');
    const reexport = (spec) => {
      let f;
      try {
        f = resolveFilename(spec, { id: filename, filename, paths: nodeModulePaths(dirname(filename)) }, false);
      } catch {
        return;
      }
      if (typeof f === 'string' && f[0] === '/' && (f.endsWith('.js') || f.endsWith('.cjs')))
        for (const x of cjsNames(f, seen)) names.add(x);
    };
    let m;
    const dot = /(?:^|[^.\w$])(?:module\s*\.\s*)?exports\s*\.\s*([A-Za-z_$][\w$]*)\s*=(?!=)/g;
    while ((m = dot.exec(src))) names.add(m[1]);
    const bracket = /(?:^|[^.\w$])(?:module\s*\.\s*)?exports\s*\[\s*(['"])([^'"\n]*)\1\s*\]\s*=(?!=)/g;
    while ((m = bracket.exec(src))) names.add(m[2]);
    const define = /Object\s*\.\s*defineProperty\s*\(\s*(?:module\s*\.\s*)?exports\s*,\s*(['"])([^'"\n]*)\1/g;
    while ((m = define.exec(src))) names.add(m[2]);
    const req = /(?:^|[^.\w$])module\s*\.\s*exports\s*=\s*require\s*\(\s*(['"])([^'"\n]+)\1\s*\)/g;
    while ((m = req.exec(src))) reexport(m[2]);
    const obj = /(?:^|[^.\w$])module\s*\.\s*exports\s*=\s*\{/g;
    const entry = /^\s*(?:([A-Za-z_$][\w$]*)|(['"])([^'"\n]*)\2)\s*(?::\s*[A-Za-z_$][\w$]*(?:\s*\.\s*[A-Za-z_$][\w$]*)*\s*)?(?:,|\}|$)|^\s*\.\.\.\s*require\s*\(\s*(['"])([^'"\n]+)\4\s*\)\s*(?:,|\}|$)/;
    while ((m = obj.exec(src))) {
      let rest = src.slice(m.index + m[0].length);
      for (;;) {
        const e = entry.exec(rest);
        if (!e) break;
        if (e[5] !== undefined) reexport(e[5]);
        else names.add(e[1] !== undefined ? e[1] : e[3]);
        rest = rest.slice(e[0].length);
        if (e[0].trimEnd().endsWith('}') || rest.length === 0) break;
      }
    }
    names.delete('default');
    return names;
  }
  // For the ES loader (stdlib/node/cjs.c): the export names of a file or
  // core module it must not parse as an ES module, or undefined.
  function foreignNames(file) {
    if (file.startsWith('node:')) {
      const ex = loadBuiltin(builtinId(file), file);
      return ['default', ...Object.keys(ex)];
    }
    if (file.endsWith('.json'))
      throw coded(0, 'ERR_IMPORT_ATTRIBUTE_MISSING', `Module "file://${file}" needs an import attribute of "type: json"`);
    const format = formatOf(file);
    if (format === 'module' || file.endsWith('.mjs') || (format === 'detect' && detectESM(file))) return undefined;
    return ['default', 'module.exports', ...cjsNames(file)];
  }
  // Run it (a core module's exports, or a CommonJS file loaded as require()
  // loads it, cached, with no parent): the value of each export name, in a
  // null-prototype object (default and 'module.exports' are the exports
  // object itself; the others its properties now).
  function foreignExports(file) {
    const ex = file.startsWith('node:') ? loadBuiltin(builtinId(file), file) : load(file, undefined, false);
    const values = { __proto__: null };
    for (const name of foreignNames(file))
      values[name] = name === 'default' || name === 'module.exports' ? ex : ex == null ? undefined : ex[name];
    return values;
  }

  // node -e and stdin code (name '[eval]' or '[stdin]'): the globals node's
  // evalScript gives it, a module of the working directory; the REPL's
  // ('<repl>', whose module has no filename) are module and require only.
  function scriptGlobals(name) {
    const cwd = resolvePath('.');
    const m = new Module(name);
    m.filename = name === '<repl>' ? null : path.join(cwd, name);
    m.paths = nodeModulePaths(cwd);
    return { __filename: name, module: m, exports: m.exports, __dirname: '.', require: makeRequire(m) };
  }

  // A JSON module (import ... with { type: 'json' }): its one export.
  function jsonModule(file) {
    const text = readSource(file);
    try {
      return { __proto__: null, default: JSON.parse(text) };
    } catch (e) {
      e.message = file + ': ' + e.message;
      throw e;
    }
  }

  return { Module, runMain, formatOf, esmSyntax, resolveImport, foreignNames, foreignExports, jsonModule, scriptGlobals,
    getBuiltinModule };
})
