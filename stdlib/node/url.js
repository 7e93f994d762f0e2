(function (n) {
  // stdlib/node/url.js — node:url: the WHATWG URL and URLSearchParams (the
  // globals, stdlib/web/url.c), file URL conversion (fileURLToPath,
  // fileURLToPathBuffer, pathToFileURL), domainToASCII/domainToUnicode,
  // urlToHttpOptions, and the legacy API (Url, parse, format, resolve,
  // resolveObject) with node's lenient parser and its quirks.
  // stdlib/node/core.c compiles it on first use with the shared natives n.
  'use strict';
  const argType = (name, what, v) =>
    n.nodeError(0, 'ERR_INVALID_ARG_TYPE', `The "${name}" argument must be ${what}.${n.received(v)}`);
  const path = n.core('path');
  const querystring = n.core('querystring');
  const isURL = (v) => v instanceof URL;
  const missingDomain = () => n.nodeError(0, 'ERR_MISSING_ARGS', 'The "domain" argument must be specified');

  // ---- host names ------------------------------------------------------------
  // domainToASCII is the WHATWG hostname setter applied to the domain: a
  // failure (a forbidden code point, a ':' port, an invalid IDNA label) is ''.
  // Two URLs with different hosts tell a failed set from a domain equal to
  // the starting host.
  function domainToASCII(domain) {
    if (arguments.length < 1) throw missingDomain();
    const d = `${domain}`;
    const a = new URL('ws://x'), b = new URL('ws://y');
    a.hostname = d;
    b.hostname = d;
    return a.hostname === b.hostname ? a.hostname : '';
  }

  // RFC 3492's decoder for one label's code after "xn--"; undefined when it
  // is not valid punycode.
  function punyDecode(input) {
    const base = 36, tMin = 1, tMax = 26, skew = 38, damp = 700;
    const out = [];
    let basic = input.lastIndexOf('-');
    if (basic < 0) basic = 0;
    for (let j = 0; j < basic; j++) {
      if (input.charCodeAt(j) >= 0x80) return undefined;
      out.push(input.charCodeAt(j));
    }
    let i = 0, cp = 128, bias = 72;
    for (let k = basic > 0 ? basic + 1 : 0; k < input.length;) {
      const oldi = i;
      for (let w = 1, t = base; ; t += base) {
        if (k >= input.length) return undefined;
        const c = input.charCodeAt(k++);
        const digit = c - 48 < 10 ? c - 22 : c - 65 < 26 ? c - 65 : c - 97 < 26 ? c - 97 : base;
        if (digit >= base) return undefined;
        i += digit * w;
        const th = t <= bias ? tMin : t >= bias + tMax ? tMax : t - bias;
        if (digit < th) break;
        w *= base - th;
      }
      const len = out.length + 1;
      let delta = oldi === 0 ? Math.floor((i - oldi) / damp) : (i - oldi) >> 1;
      delta += Math.floor(delta / len);
      let kk = 0;
      for (; delta > ((base - tMin) * tMax) >> 1; kk += base) delta = Math.floor(delta / (base - tMin));
      bias = Math.floor(kk + ((base - tMin + 1) * delta) / (delta + skew));
      cp += Math.floor(i / len);
      i %= len;
      if (cp > 0x10ffff) return undefined;
      out.splice(i++, 0, cp);
    }
    return String.fromCodePoint(...out);
  }

  // domainToUnicode: the ASCII form's "xn--" labels decoded (a label that
  // does not decode, or decodes to ASCII only, stays as it is), '' when the
  // domain is invalid.
  function domainToUnicode(domain) {
    if (arguments.length < 1) throw missingDomain();
    const ascii = domainToASCII(domain);
    if (ascii === '' || ascii[0] === '[') return ascii;
    return ascii.split('.').map((label) => {
      if (!/^xn--/i.test(label)) return label;
      const u = punyDecode(label.slice(4));
      // eslint-disable-next-line no-control-regex
      return u === undefined || /^[\x00-\x7f]*$/.test(u) ? label : u;
    }).join('.');
  }

  // ---- file URLs -------------------------------------------------------------
  function fileURL(p) {
    if (typeof p === 'string') return new URL(p);
    if (!isURL(p)) throw argType('path', 'of type string or an instance of URL', p);
    return p;
  }
  function fileURLToPath(p, options) {
    const u = fileURL(p);
    if (u.protocol !== 'file:') throw n.nodeError(0, 'ERR_INVALID_URL_SCHEME', 'The URL must be of scheme file');
    return options?.windows ? win32Path(u) : posixPath(u);
  }
  function posixPath(u) {
    return decodeURIComponent(posixPathname(u));
  }
  // The pathname of a file URL a POSIX path can come from.
  function posixPathname(u) {
    if (u.hostname !== '') throw n.nodeError(0, 'ERR_INVALID_FILE_URL_HOST', 'File URL host must be "localhost" or empty on linux');
    const p = u.pathname;
    if (/%2f/i.test(p)) throw n.nodeError(0, 'ERR_INVALID_FILE_URL_PATH', 'File URL path must not include encoded / characters');
    return p;
  }
  function win32Path(u) {
    const host = u.hostname;
    let p = u.pathname;
    if (/%2f|%5c/i.test(p))
      throw n.nodeError(0, 'ERR_INVALID_FILE_URL_PATH', 'File URL path must not include encoded \\ or / characters');
    p = decodeURIComponent(p.replace(/\//g, '\\'));
    if (host !== '') return `\\\\${domainToUnicode(host)}${p}`;
    const letter = p.charCodeAt(1) | 0x20;
    if (!(letter >= 97 && letter <= 122) || p[2] !== ':')
      throw n.nodeError(0, 'ERR_INVALID_FILE_URL_PATH', 'File URL path must be absolute');
    return p.slice(1);
  }
  // fileURLToPathBuffer: the path's bytes, percent escapes decoded as bytes
  // (a name that is not UTF-8 survives).
  function fileURLToPathBuffer(p, options) {
    const u = fileURL(p);
    if (u.protocol !== 'file:') throw n.nodeError(0, 'ERR_INVALID_URL_SCHEME', 'The URL must be of scheme file');
    if (options?.windows) return Buffer.from(win32Path(u));
    const pathname = posixPathname(u);
    const bytes = [];
    const raw = Buffer.from(pathname, 'latin1');
    const hex = (c) => (c <= 57 ? c - 48 : (c | 0x20) - 87);
    for (let i = 0; i < raw.length; i++) {
      if (raw[i] === 37 && i + 2 < raw.length && /^[0-9a-f]{2}$/i.test(pathname.slice(i + 1, i + 3))) {
        bytes.push(hex(raw[i + 1]) * 16 + hex(raw[i + 2]));
        i += 2;
      } else bytes.push(raw[i]);
    }
    return Buffer.from(bytes);
  }
  // pathToFileURL: the absolute path (resolved against the working directory,
  // a trailing slash kept) with the characters the URL parser would read as
  // syntax or drop percent-encoded first.
  function pathToFileURL(filepath, options) {
    if (typeof filepath !== 'string') throw argType('path', 'of type string', filepath);
    const windows = options?.windows;
    if (windows) return windowsFileURL(filepath);
    let resolved = path.resolve(filepath);
    if (filepath.endsWith('/') && !resolved.endsWith('/')) resolved += '/';
    return new URL(`file://${encodePath(resolved, false)}`);
  }
  // A Windows path as a file URL: tarn has no path.win32 to resolve a
  // relative one against, so only a drive-letter or UNC path is taken.
  function windowsFileURL(filepath) {
    let p = filepath.replace(/\//g, '\\');
    const unc = /^\\\\[^\\]/.test(p);
    if (!unc && !/^[A-Za-z]:\\/.test(p))
      throw new Error(`tarn's url.pathToFileURL with windows: true takes an absolute Windows path (tarn has no path.win32), not ${JSON.stringify(filepath)}`);
    const trailing = p.endsWith('\\');
    const head = unc ? '' : p.slice(0, 2);
    const segs = [];
    for (const seg of p.slice(unc ? 2 : 3).split('\\')) {
      if (seg === '..') segs.length > (unc ? 2 : 0) && segs.pop();
      else if (seg !== '.' && seg !== '') segs.push(seg);
    }
    if (unc) {
      const u = new URL('file://');
      u.hostname = segs[0];
      u.pathname = encodePath('/' + segs.slice(1).join('/') + (trailing ? '/' : ''), true);
      return u;
    }
    return new URL(`file:///${encodePath(head + '/' + segs.join('/') + (trailing && segs.length ? '/' : ''), true)}`);
  }
  function encodePath(p, windows) {
    p = p.replace(/%/g, '%25');
    if (!windows) p = p.replace(/\\/g, '%5C');
    return p.replace(/\n/g, '%0A').replace(/\r/g, '%0D').replace(/\t/g, '%09').replace(/\?/g, '%3F').replace(/#/g, '%23');
  }

  function urlToHttpOptions(url) {
    const { hostname, pathname, port, username, password, search } = url;
    const options = {
      __proto__: null,
      ...url,
      protocol: url.protocol,
      hostname: hostname && hostname[0] === '[' ? hostname.slice(1, -1) : hostname,
      hash: url.hash,
      search,
      pathname,
      path: `${pathname || ''}${search || ''}`,
      href: url.href,
    };
    if (port !== '') options.port = Number(port);
    if (username || password) options.auth = `${decodeURIComponent(username)}:${decodeURIComponent(password)}`;
    return options;
  }

  // ---- the legacy API ----------------------------------------------------------
  // Url's twelve fields in node's order; parse fills them, format reads them.
  function Url() {
    this.protocol = null;
    this.slashes = null;
    this.auth = null;
    this.host = null;
    this.port = null;
    this.hostname = null;
    this.hash = null;
    this.search = null;
    this.query = null;
    this.pathname = null;
    this.path = null;
    this.href = null;
  }
  // Schemes that never have a host, and those whose URLs always have "//".
  const hostless = new Set(['javascript', 'javascript:']);
  const slashed = new Set(['http', 'http:', 'https', 'https:', 'ftp', 'ftp:', 'gopher', 'gopher:',
                           'file', 'file:', 'ws', 'ws:', 'wss', 'wss:']);
  // Characters that end a host without ending the authority ('#', '/', '?'
  // end both).
  const nonHostChars = new Set('\t\n\r "%\';<>\\^`{|}');
  // What parse percent-encodes in the rest of the URL.
  const autoEscape = { '\t': '%09', '\n': '%0A', '\r': '%0D', ' ': '%20', '"': '%22', "'": '%27', '<': '%3C',
                       '>': '%3E', '\\': '%5C', '^': '%5E', '`': '%60', '{': '%7B', '|': '%7C', '}': '%7D' };
  const forbiddenHost = /[\0\t\n\r #%/:<>?@[\\\]^|]/;
  const forbiddenHostV6 = /[\0\t\n\r #%/<>?@\\^|]/;
  const isSpace = (c) => c === 32 || c === 9 || c === 10 || c === 13 || c === 12 || c === 11 || c === 0xa0 || c === 0xfeff;
  const invalidURL = (url) => n.nodeError(0, 'ERR_INVALID_URL', 'Invalid URL');

  let warned = false;
  // DEP0169, once, unless the caller is a package under node_modules.
  function warnParse() {
    if (warned) return;
    warned = true;
    if (/[\\/]node_modules[\\/]/.test(new Error().stack ?? '')) return;
    process.emitWarning('`url.parse()` behavior is not standardized and prone to errors that have security implications. ' +
                        'Use the WHATWG URL API instead. CVEs are not issued for `url.parse()` vulnerabilities.',
                        'DeprecationWarning', 'DEP0169');
  }

  function urlParse(url, parseQueryString, slashesDenoteHost) {
    warnParse();
    if (url instanceof Url) return url;
    const u = new Url();
    u.parse(url, parseQueryString, slashesDenoteHost);
    return u;
  }

  Url.prototype.parse = function parse(url, parseQueryString, slashesDenoteHost) {
    if (typeof url !== 'string') throw argType('url', 'of type string', url);
    // Trim white space; backslashes before the query or hash become slashes.
    let start = 0, end = url.length;
    while (start < end && isSpace(url.charCodeAt(start))) start++;
    while (end > start && isSpace(url.charCodeAt(end - 1))) end--;
    let rest = url.slice(start, end);
    const q = rest.search(/[?#]/);
    const head = q < 0 ? rest : rest.slice(0, q);
    rest = head.replace(/\\/g, '/') + (q < 0 ? '' : rest.slice(q));

    if (!slashesDenoteHost && !/[#]/.test(rest)) {
      // A plain path with an optional query: nothing else to find.
      const simple = /^(\/\/?(?!\/)[^?\s]*)(\?[^\s]*)?$/.exec(rest);
      if (simple) {
        this.path = rest;
        this.href = rest;
        this.pathname = simple[1];
        if (simple[2]) {
          this.search = simple[2];
          this.query = parseQueryString ? querystring.parse(this.search.slice(1)) : this.search.slice(1);
        } else if (parseQueryString) {
          this.search = null;
          this.query = { __proto__: null };
        }
        return this;
      }
    }

    let lowerProto = '';
    const proto = /^[a-z0-9.+-]+:/i.exec(rest);
    if (proto) {
      lowerProto = proto[0].toLowerCase();
      this.protocol = lowerProto;
      rest = rest.slice(proto[0].length);
    }

    let slashes = false;
    if (slashesDenoteHost || proto || /^\/\/[^@/]+@[^@/]+/.test(rest)) {
      slashes = rest.startsWith('//');
      if (slashes && !(proto && hostless.has(lowerProto))) {
        rest = rest.slice(2);
        this.slashes = true;
      }
    }

    if (!hostless.has(lowerProto) && (slashes || (proto && !slashed.has(proto[0])))) {
      // The authority: up to the first '#', '/' or '?'; the last '@' ends the
      // user information; the host ends at the first character a host cannot
      // have after that.
      let hostEnd = -1, atSign = -1, nonHost = -1;
      for (let i = 0; i < rest.length && hostEnd < 0; i++) {
        const c = rest[i];
        if (c === '#' || c === '/' || c === '?') {
          if (nonHost < 0) nonHost = i;
          hostEnd = i;
        } else if (c === '@') {
          atSign = i;
          nonHost = -1;
        } else if (nonHostChars.has(c) && nonHost < 0) nonHost = i;
      }
      let from = 0;
      if (atSign >= 0) {
        this.auth = decodeURIComponent(rest.slice(0, atSign));
        from = atSign + 1;
      }
      if (nonHost < 0) {
        this.host = rest.slice(from);
        rest = '';
      } else {
        this.host = rest.slice(from, nonHost);
        rest = rest.slice(nonHost);
      }
      this.parseHost();
      if (typeof this.hostname !== 'string') this.hostname = '';
      const hostname = this.hostname;
      const v6 = hostname.startsWith('[') && hostname.endsWith(']');
      if (!v6 && hostname.includes(':'))
        throw n.nodeError(0, 'ERR_INVALID_ARG_VALUE', `The argument 'url' ${url}. Received 'Invalid port in url'`);
      this.hostname = this.hostname.length > 255 ? '' : this.hostname.toLowerCase();
      if (this.hostname !== '') {
        if (v6) {
          if (forbiddenHostV6.test(this.hostname)) throw invalidURL(url);
        } else {
          // eslint-disable-next-line no-control-regex
          if (/[^\x00-\x7f]/.test(this.hostname)) this.hostname = domainToASCII(this.hostname);
          if (forbiddenHost.test(this.hostname)) throw invalidURL(url);
        }
      }
      this.host = this.hostname + (this.port ? ':' + this.port : '');
      if (v6) {
        this.hostname = this.hostname.slice(1, -1);
        if (rest[0] !== '/') rest = '/' + rest;
      }
    }

    if (lowerProto !== 'javascript:') rest = rest.replace(/[\t\n\r "'<>\\^`{|}]/g, (c) => autoEscape[c]);

    const hashAt = rest.indexOf('#');
    const queryAt = rest.indexOf('?');
    const qAt = queryAt >= 0 && (hashAt < 0 || queryAt < hashAt) ? queryAt : -1;
    if (hashAt >= 0) this.hash = rest.slice(hashAt);
    if (qAt >= 0) {
      this.search = rest.slice(qAt, hashAt < 0 ? undefined : hashAt);
      this.query = this.search.slice(1);
      if (parseQueryString) this.query = querystring.parse(this.query);
    } else if (parseQueryString) {
      this.search = null;
      this.query = { __proto__: null };
    }
    const first = qAt >= 0 ? qAt : hashAt;
    const pathname = first < 0 ? rest : rest.slice(0, first);
    if (pathname.length > 0) this.pathname = pathname;
    else if (slashed.has(lowerProto) && this.hostname && !this.pathname) this.pathname = '/';
    if (this.pathname || this.search) this.path = (this.pathname || '') + (this.search || '');
    this.href = this.format();
    return this;
  };

  // host "name:port" into hostname and port (a port of digits only).
  Url.prototype.parseHost = function parseHost() {
    let host = this.host;
    const port = /:[0-9]*$/.exec(host);
    if (port) {
      if (port[0] !== ':') this.port = port[0].slice(1);
      host = host.slice(0, host.length - port[0].length);
    }
    if (host) this.hostname = host;
  };

  // The user information as format writes it: percent-encoded as a URI
  // component, ':' kept.
  const encodeAuth = (s) => encodeURIComponent(s).replace(/%3A/g, ':');

  Url.prototype.format = function format() {
    let auth = this.auth || '';
    if (auth) auth = encodeAuth(auth) + '@';
    let protocol = this.protocol || '';
    let pathname = this.pathname || '';
    let hash = this.hash || '';
    let host = '';
    let query = '';
    if (this.host) host = auth + this.host;
    else if (this.hostname) {
      const h = this.hostname;
      host = auth + (h.includes(':') && !(h.startsWith('[') && h.endsWith(']')) ? '[' + h + ']' : h);
      if (this.port) host += ':' + this.port;
    }
    if (this.query !== null && typeof this.query === 'object') query = querystring.stringify(this.query);
    let search = this.search || (query && '?' + query) || '';
    if (protocol && !protocol.endsWith(':')) protocol += ':';
    pathname = pathname.replace(/[#?]/g, (c) => (c === '#' ? '%23' : '%3F'));
    if (this.slashes || slashed.has(protocol)) {
      if (this.slashes || host) {
        if (pathname && pathname[0] !== '/') pathname = '/' + pathname;
        host = '//' + host;
      } else if (protocol.length >= 4 && protocol.slice(0, 4).toLowerCase() === 'file') {
        host = '//';
      }
    }
    search = search.replace(/#/g, '%23');
    if (hash && hash[0] !== '#') hash = '#' + hash;
    if (search && search[0] !== '?') search = '?' + search;
    return protocol + host + pathname + search + hash;
  };

  Url.prototype.resolve = function resolve(relative) {
    return this.resolveObject(urlParse(relative, false, true)).format();
  };

  // Resolves relative against this as node's legacy resolver does (RFC 1808
  // with node's handling of schemes without "//" and of paths above the root).
  Url.prototype.resolveObject = function resolveObject(relative) {
    if (typeof relative === 'string') {
      const rel = new Url();
      rel.parse(relative, false, true);
      relative = rel;
    }
    const result = new Url();
    for (const k of Object.keys(this)) result[k] = this[k];
    result.hash = relative.hash;
    const done = () => {
      result.href = result.format();
      return result;
    };
    const setPath = () => {
      if (result.pathname !== null || result.search !== null)
        result.path = (result.pathname ? result.pathname : '') + (result.search ? result.search : '');
    };
    // "local@domain" left in the host of a scheme without "//".
    const splitAuth = () => {
      const parts = result.host && result.host.indexOf('@') > 0 ? result.host.split('@') : null;
      if (parts) {
        result.auth = parts.shift();
        result.host = result.hostname = parts.shift();
      }
    };
    if (relative.href === '') return done();

    if (relative.slashes && !relative.protocol) {
      // "//host/path" keeps only the scheme.
      for (const k of Object.keys(relative)) if (k !== 'protocol') result[k] = relative[k];
      if (slashed.has(result.protocol) && result.hostname && !result.pathname) result.path = result.pathname = '/';
      return done();
    }

    if (relative.protocol && relative.protocol !== result.protocol) {
      if (!slashed.has(relative.protocol)) {
        for (const k of Object.keys(relative)) result[k] = relative[k];
        return done();
      }
      result.protocol = relative.protocol;
      if (!relative.host && !/^file:?$/.test(relative.protocol) && !hostless.has(relative.protocol)) {
        // "http:g": the first path segment becomes the host.
        const rel = (relative.pathname || '').split('/');
        while (rel.length && !(relative.host = rel.shift()));
        if (!relative.host) relative.host = '';
        if (!relative.hostname) relative.hostname = '';
        if (rel[0] !== '') rel.unshift('');
        if (rel.length < 2) rel.unshift('');
        result.pathname = rel.join('/');
      } else {
        result.pathname = relative.pathname;
      }
      result.search = relative.search;
      result.query = relative.query;
      result.host = relative.host || '';
      result.auth = relative.auth;
      result.hostname = relative.hostname || relative.host;
      result.port = relative.port;
      if (result.pathname || result.search) result.path = (result.pathname || '') + (result.search || '');
      result.slashes = result.slashes || relative.slashes;
      return done();
    }

    const isSourceAbs = result.pathname && result.pathname[0] === '/';
    const isRelAbs = relative.host || (relative.pathname && relative.pathname[0] === '/');
    let mustEndAbs = isRelAbs || isSourceAbs || (result.host && relative.pathname);
    const removeAllDots = mustEndAbs;
    let srcPath = (result.pathname && result.pathname.split('/')) || [];
    const relPath = (relative.pathname && relative.pathname.split('/')) || [];
    const noLeadingSlashes = result.protocol && !slashed.has(result.protocol);

    if (noLeadingSlashes) {
      // Without "//", ".." may climb into the host: it goes into the path.
      result.hostname = '';
      result.port = null;
      if (result.host) {
        if (srcPath[0] === '') srcPath[0] = result.host;
        else srcPath.unshift(result.host);
      }
      result.host = '';
      if (relative.protocol) {
        relative.hostname = null;
        relative.port = null;
        if (relative.host) {
          if (relPath[0] === '') relPath[0] = relative.host;
          else relPath.unshift(relative.host);
        }
        relative.host = null;
      }
      mustEndAbs = mustEndAbs && (relPath[0] === '' || srcPath[0] === '');
    }

    if (isRelAbs) {
      if (relative.host || relative.host === '') {
        if (result.host !== relative.host) result.auth = null;
        result.host = relative.host;
        result.port = relative.port;
      }
      if (relative.hostname || relative.hostname === '') {
        if (result.hostname !== relative.hostname) result.auth = null;
        result.hostname = relative.hostname;
      }
      result.search = relative.search;
      result.query = relative.query;
      srcPath = relPath;
    } else if (relPath.length) {
      srcPath.pop();
      srcPath = srcPath.concat(relPath);
      result.search = relative.search;
      result.query = relative.query;
    } else if (relative.search !== null && relative.search !== undefined) {
      if (noLeadingSlashes) {
        result.hostname = result.host = srcPath.shift();
        splitAuth();
      }
      result.search = relative.search;
      result.query = relative.query;
      setPath();
      return done();
    }

    if (!srcPath.length) {
      result.pathname = null;
      result.path = result.search ? '/' + result.search : null;
      return done();
    }

    // A path ending in "." or ".." (or "/") ends with a slash.
    let last = srcPath[srcPath.length - 1];
    const hasTrailingSlash = ((result.host || relative.host || srcPath.length > 1) && (last === '.' || last === '..')) || last === '';
    let up = 0;
    for (let i = srcPath.length - 1; i >= 0; i--) {
      last = srcPath[i];
      if (last === '.') srcPath.splice(i, 1);
      else if (last === '..') {
        srcPath.splice(i, 1);
        up++;
      } else if (up) {
        srcPath.splice(i, 1);
        up--;
      }
    }
    if (!mustEndAbs && !removeAllDots) while (up--) srcPath.unshift('..');
    if (mustEndAbs && srcPath[0] !== '' && (!srcPath[0] || srcPath[0][0] !== '/')) srcPath.unshift('');
    if (hasTrailingSlash && !srcPath.join('/').endsWith('/')) srcPath.push('');
    const isAbsolute = srcPath[0] === '' || (srcPath[0] && srcPath[0][0] === '/');
    if (noLeadingSlashes) {
      result.hostname = result.host = isAbsolute ? '' : srcPath.length ? srcPath.shift() : '';
      splitAuth();
    }
    mustEndAbs = mustEndAbs || (result.host && srcPath.length);
    if (mustEndAbs && !isAbsolute) srcPath.unshift('');
    if (srcPath.length > 0) result.pathname = srcPath.join('/');
    else {
      result.pathname = null;
      result.path = null;
    }
    setPath();
    result.auth = relative.auth || result.auth;
    result.slashes = result.slashes || relative.slashes;
    return done();
  };

  // format(URL, options) writes a WHATWG URL without the parts options turn
  // off, the host in Unicode when asked; anything else is a legacy Url.
  function urlFormat(obj, options) {
    if (typeof obj === 'string') obj = urlParse(obj);
    else if (typeof obj !== 'object' || obj === null) throw argType('urlObject', 'one of type object or string', obj);
    else if (isURL(obj)) {
      if (options !== undefined && (typeof options !== 'object' || options === null))
        throw argType('options', 'of type object', options);
      const o = { auth: true, fragment: true, search: true, unicode: false, ...options };
      const u = new URL(obj.href);
      if (!o.auth) {
        u.username = '';
        u.password = '';
      }
      if (!o.fragment) u.hash = '';
      if (!o.search) u.search = '';
      let href = u.href;
      if (o.unicode && u.hostname) {
        const at = href.indexOf(u.hostname, u.protocol.length);
        href = href.slice(0, at) + domainToUnicode(u.hostname) + href.slice(at + u.hostname.length);
      }
      return href;
    }
    return Url.prototype.format.call(obj);
  }

  function urlResolve(source, relative) {
    return urlParse(source, false, true).resolve(relative);
  }
  function urlResolveObject(source, relative) {
    if (!source) return relative;
    return urlParse(source, false, true).resolveObject(relative);
  }

  // node's URLPattern (also its global): there by name, an error naming it
  // when constructed.
  function URLPattern() {
    throw new Error("tarn does not have URLPattern (node:url's and the global's)");
  }

  return {
    Url,
    parse: urlParse,
    resolve: urlResolve,
    resolveObject: urlResolveObject,
    format: urlFormat,
    URL,
    URLPattern,
    URLSearchParams,
    domainToASCII,
    domainToUnicode,
    pathToFileURL,
    fileURLToPath,
    fileURLToPathBuffer,
    urlToHttpOptions,
  };
})
