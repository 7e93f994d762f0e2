(function (n) {
  // stdlib/node/assert.js — node:assert (and assert.strict, node:assert/strict):
  // the assertions, AssertionError and its messages as node 26 prints them
  // without colours: the one-line form for short primitives
  // ("1 !== 2"), the stacked "+ actual / - expected" form for longer ones,
  // and a line diff (Myers' shortest edit script) of the two values
  // inspected with node's assertion options (compact: false, sorted,
  // getters, customInspect: false, depth 1000). The deep comparisons are
  // stdlib/node/comparisons.js, shared with util.isDeepStrictEqual.
  // core.c compiles it on the first require('assert') and calls it with the
  // shared natives n.
  'use strict';
  const { isDeepEqual, isDeepStrictEqual, isPartialStrictEqual } = n.internal('comparisons');
  const inspect = (v) => n.inspect(v, 2);
  // compact: false | sorted | getters | customInspect: false (lib.h's bits)
  const inspectValue = (v) => n.inspect(v, 1000, 1 | 2 | 4 | 8);
  const isRegExp = (v) => Object.prototype.toString.call(v) === '[object RegExp]' && typeof v === 'object';
  const isError = (v) => v instanceof Error || Object.prototype.toString.call(v) === '[object Error]';
  const typeErr = (code, msg) => n.nodeError(0, code, msg);
  const argType = (name, what, v) => typeErr('ERR_INVALID_ARG_TYPE', `The "${name}" argument must be ${what}.${n.received(v)}`);
  const missingArgs = () => typeErr('ERR_MISSING_ARGS', 'The "actual" and "expected" arguments must be specified');
  const ambiguous = (name, why) => typeErr('ERR_AMBIGUOUS_ARGUMENT', `The "${name}" argument is ambiguous. ${why}`);

  const kReadable = {
    deepStrictEqual: 'Expected values to be strictly deep-equal:',
    partialDeepStrictEqual: 'Expected values to be partially and strictly deep-equal:',
    strictEqual: 'Expected values to be strictly equal:',
    strictEqualObject: 'Expected "actual" to be reference-equal to "expected":',
    deepEqual: 'Expected values to be loosely deep-equal:',
    notDeepStrictEqual: 'Expected "actual" not to be strictly deep-equal to:',
    notStrictEqual: 'Expected "actual" to be strictly unequal to:',
    notStrictEqualObject: 'Expected "actual" not to be reference-equal to "expected":',
    notDeepEqual: 'Expected "actual" not to be loosely deep-equal to:',
    notIdentical: 'Values have same structure but are not reference-equal:',
    notDeepEqualUnequal: 'Expected values not to be loosely deep-equal:',
  };
  // operators whose message is a diff even under a custom message
  const withDiff = new Set(['deepStrictEqual', 'strictEqual', 'partialDeepStrictEqual']);

  // ---- the line diff ------------------------------------------------------
  // Myers' greedy algorithm: v[k] is the furthest x reached on diagonal k
  // (x - y = k) with d edits; each round's v is kept to walk the path back.
  // Lines that differ only by a trailing comma count as the same line for an
  // object (the last entry has none).
  function lineDiff(a, b, commas) {
    const same = (x, y) => x === y || (commas && (x + ',' === y || x === y + ','));
    const max = a.length + b.length, off = max;
    const v = new Int32Array(2 * max + 2);
    const rounds = [];
    let found = false;
    for (let d = 0; d <= max && !found; d++) {
      rounds.push(v.slice());
      for (let k = -d; k <= d; k += 2) {
        let x = k === -d || (k !== d && v[off + k - 1] < v[off + k + 1]) ? v[off + k + 1] : v[off + k - 1] + 1;
        let y = x - k;
        while (x < a.length && y < b.length && same(a[x], b[y])) { x++; y++; }
        v[off + k] = x;
        if (x >= a.length && y >= b.length) { found = true; break; }
      }
    }
    // walk back from the end: ops come out last first
    const ops = [];
    let x = a.length, y = b.length;
    for (let d = rounds.length - 1; d >= 0; d--) {
      const w = rounds[d], k = x - y;
      const pk = k === -d || (k !== d && w[off + k - 1] < w[off + k + 1]) ? k + 1 : k - 1;
      const px = w[off + pk], py = px - pk;
      for (; x > px && y > py; x--, y--)
        ops.push([0, commas && !a[x - 1].endsWith(',') ? b[y - 1] : a[x - 1]]);
      if (d > 0) {
        if (x > px) ops.push([1, a[--x]]);
        else ops.push([-1, b[--y]]);
      }
    }
    return ops.reverse();
  }

  // node's printing of the diff: runs of unchanged lines show their first
  // five lines and, before the next change, the last one or two (three or
  // more hidden become "...").
  function printDiff(ops) {
    let out = '', run = 0, skipped = false;
    for (let i = 0; i < ops.length; i++) {
      const [op, line] = ops[i];
      if (i > 0 && ops[i - 1][0] === 0 && op !== 0) {
        if (run === 6) out += `  ${ops[i - 1][1]}\n`;
        else if (run === 7) out += `  ${ops[i - 2][1]}\n  ${ops[i - 1][1]}\n`;
        else if (run >= 8) { out += `...\n  ${ops[i - 1][1]}\n`; skipped = true; }
        run = 0;
      }
      if (op === 1) out += `+ ${line}\n`;
      else if (op === -1) out += `- ${line}\n`;
      else { if (run < 5) out += `  ${line}\n`; run++; }
    }
    return { text: '\n' + out.trimEnd(), skipped };
  }

  function simpleDiff(actual, a, expected, b) {
    let len = a.length + b.length;
    if (typeof actual === 'string') len -= 2;
    if (typeof expected === 'string') len -= 2;
    if (len <= 12 && (actual !== 0 || expected !== 0)) return { text: `${a} !== ${b}`, header: '' };
    let text = `\n+ ${a}\n- ${b}`;
    if (typeof actual === 'string' && typeof expected === 'string' && a.length + b.length <= 80) {
      // a caret under the first differing character, past the opening quote
      let at = -1;
      for (let i = 0; i < a.length; i++)
        if (a[i] !== b[i]) { if (i >= 3) at = i; break; }
      if (at !== -1) text += `\n${' '.repeat(at + 2)}^`;
    }
    return { text, header: undefined };
  }

  function errDiff(actual, expected, operator, custom) {
    if (operator === 'strictEqual' &&
        ((typeof actual === 'object' && actual !== null && typeof expected === 'object' && expected !== null) ||
         (typeof actual === 'function' && typeof expected === 'function')))
      operator = 'strictEqualObject';
    const ia = inspectValue(actual), ie = inspectValue(expected);
    const la = ia.split('\n'), le = ie.split('\n');
    let header = '+ actual - expected', text, skipped = false;
    if (la.length === 1 && le.length === 1 &&
        (typeof actual !== 'object' || actual === null || typeof expected !== 'object' || expected === null)) {
      const s = simpleDiff(actual, la[0], expected, le[0]);
      text = s.text;
      if (s.header !== undefined) header = s.header;
    } else if (ia === ie) {
      operator = 'notIdentical';
      header = '';
      if (la.length > 50) { text = `${la.slice(0, 50).join('\n')}\n...}`; skipped = true; }
      else text = ia;
    } else {
      const d = printDiff(lineDiff(la, le, actual != null && typeof actual === 'object'));
      text = d.text;
      skipped = d.skipped;
    }
    return `${custom || kReadable[operator]}\n${header}${skipped ? '\n... Skipped lines' : ''}\n${text}\n`;
  }

  function describe(actual, expected, operator) {
    if (operator === 'notDeepStrictEqual' || operator === 'notStrictEqual') {
      let base = kReadable[operator];
      const lines = inspectValue(actual).split('\n');
      if (operator === 'notStrictEqual' && ((typeof actual === 'object' && actual !== null) || typeof actual === 'function'))
        base = kReadable.notStrictEqualObject;
      if (lines.length > 50) { lines[46] = '...'; lines.length = 47; }
      if (lines.length === 1) return `${base}${lines[0].length > 5 ? '\n\n' : ' '}${lines[0]}`;
      return `${base}\n\n${lines.join('\n')}\n`;
    }
    let res = inspectValue(actual), other = inspectValue(expected);
    const known = kReadable[operator];
    if (operator === 'notDeepEqual' && res === other) {
      res = `${known}\n\n${res}`;
      return res.length > 1024 ? `${res.slice(0, 1021)}...` : res;
    }
    if (res.length > 512) res = `${res.slice(0, 509)}...`;
    if (other.length > 512) other = `${other.slice(0, 509)}...`;
    if (operator === 'deepEqual') res = `${known}\n\n${res}\n\nshould loosely deep-equal\n\n`;
    else if (kReadable[`${operator}Unequal`]) res = `${kReadable[`${operator}Unequal`]}\n\n${res}\n\nshould not loosely deep-equal\n\n`;
    else other = ` ${operator} ${other}`;
    return `${res}${other}`;
  }

  // The frames of a stack below the first line, without those of this module.
  function userFrames(stack) {
    const at = typeof stack === 'string' ? stack.indexOf('\n    at ') : -1;
    if (at < 0) return '';
    return stack.slice(at).split('\n').filter((l) => l && !l.includes('node:assert')).map((l) => '\n' + l).join('');
  }

  function copyError(source) {
    const target = Object.assign({ __proto__: Object.getPrototypeOf(source) }, source);
    Object.defineProperty(target, 'message', { value: source.message });
    if (Object.prototype.hasOwnProperty.call(source, 'cause')) {
      let { cause } = source;
      if (isError(cause)) cause = copyError(cause);
      Object.defineProperty(target, 'cause', { value: cause });
    }
    return target;
  }

  class AssertionError extends Error {
    constructor(options) {
      if (typeof options !== 'object' || options === null) throw argType('options', 'of type object', options);
      const { message, operator, details, diff = 'simple' } = options;
      let { actual, expected } = options;
      if (message == null && isError(actual) && isError(expected) && 'stack' in actual && 'stack' in expected) {
        // two errors print without their stacks: copies that have none
        actual = copyError(actual);
        expected = copyError(expected);
      }
      let text;
      if (message != null) text = withDiff.has(operator) ? errDiff(actual, expected, operator, message) : String(message);
      else if (withDiff.has(operator)) text = errDiff(actual, expected, operator);
      else text = describe(actual, expected, operator);
      super(text);
      this.generatedMessage = !message;
      Object.defineProperty(this, 'name', { value: 'AssertionError', enumerable: false, writable: true, configurable: true });
      this.code = 'ERR_ASSERTION';
      if (details) {
        this.actual = undefined;
        this.expected = undefined;
        this.operator = undefined;
      } else {
        this.actual = actual;
        this.expected = expected;
        this.operator = operator;
      }
      this.diff = diff;
      // node's stack names the code, and starts at the caller's frame
      Object.defineProperty(this, 'stack', {
        value: `AssertionError [ERR_ASSERTION]: ${text}${userFrames(super.stack ?? this.stack)}`,
        enumerable: false, writable: true, configurable: true,
      });
    }

    toString() {
      return `${this.name} [${this.code}]: ${this.message}`;
    }
  }

  // message: the rest arguments of an assertion ([] | [string, ...] |
  // [Error] | [function])
  function fail(obj) {
    const m = obj.message;
    if (m.length === 0) obj.message = undefined;
    else if (typeof m[0] === 'string') obj.message = m.length > 1 ? n.format(...m) : m[0];
    else if (isError(m[0])) {
      if (m.length > 1)
        throw ambiguous('message', `The error message was passed as error object "${Error.prototype.toString.call(m[0])}" has trailing arguments that would be ignored.`);
      throw m[0];
    } else if (typeof m[0] === 'function') {
      if (m.length > 1)
        throw ambiguous('message', `The error message with function "${m[0].name || 'anonymous'}" has trailing arguments that would be ignored.`);
      try {
        obj.message = m[0](obj.actual, obj.expected);
        if (typeof obj.message !== 'string') obj.message = undefined;
      } catch {
        obj.message = undefined;
      }
    } else {
      throw argType('message', 'one of type string or function', m[0]);
    }
    const e = new AssertionError(obj);
    if (obj.generatedMessage !== undefined) e.generatedMessage = obj.generatedMessage;
    throw e;
  }

  // The source text of the call that failed, as node prints it: read from
  // the caller's file at the line and column of its stack frame, from the
  // start of a member chain (assert.ok) to the call's closing parenthesis.
  // undefined when the source cannot be read (eval'd code, -e).
  function callSource() {
    const frames = userFrames(new Error().stack).split('\n').filter(Boolean);
    const m = frames.length ? /\(?([^()\s]+):(\d+):(\d+)\)?$/.exec(frames[0]) : null;
    if (!m) return undefined;
    const src = n.readFile(m[1].startsWith('file://') ? decodeURIComponent(m[1].slice(7)) : m[1]);
    if (src === undefined) return undefined;
    const line = src.split('\n')[+m[2] - 1];
    if (line === undefined) return undefined;
    let start = +m[3] - 1;
    while (start > 0 && /[\w$.?]/.test(line[start - 1])) start--;
    while (start < line.length && !/[A-Za-z_$]/.test(line[start])) start++;
    let depth = 0, end = line.length, quote = '';
    for (let i = +m[3] - 1; i < line.length; i++) {
      const c = line[i];
      if (quote) {
        if (c === '\\') i++;
        else if (c === quote) quote = '';
      } else if (c === '\'' || c === '"' || c === '`') quote = c;
      else if (c === '(') depth++;
      else if (c === ')' && --depth === 0) { end = i + 1; break; }
      else if (c === ';' && depth === 0) { end = i; break; }
    }
    // control characters other than \t and \n escaped, as node does
    const text = line.slice(start, end).replace(/[\x00-\x08\x0b\x0c\x0e-\x1f]/g, (c) => ({ '\b': '\\b', '\f': '\\f' })[c] ||
      `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
    return `The expression evaluated to a falsy value:\n\n  ${text}\n`;
  }

  function innerOk(args) {
    if (args[0]) return;
    let generated = false, message;
    if (args.length === 0) {
      generated = true;
      message = ['No value argument passed to `assert.ok()`'];
    } else if (args.length === 1 || args[1] == null) {
      generated = true;
      const src = callSource();
      message = src === undefined ? [] : [src];
    } else {
      message = args.slice(1);
    }
    fail({ actual: args[0], expected: true, message, operator: '==', generatedMessage: generated });
  }

  function assert(...args) { innerOk(args); }
  function ok(...args) { innerOk(args); }

  function equal(actual, expected, ...message) {
    if (arguments.length < 2) throw missingArgs();
    if (actual != expected && !(Number.isNaN(actual) && Number.isNaN(expected))) // eslint-disable-line eqeqeq
      fail({ actual, expected, message, operator: '==' });
  }
  function notEqual(actual, expected, ...message) {
    if (arguments.length < 2) throw missingArgs();
    if (actual == expected || (Number.isNaN(actual) && Number.isNaN(expected))) // eslint-disable-line eqeqeq
      fail({ actual, expected, message, operator: '!=' });
  }
  function strictEqual(actual, expected, ...message) {
    if (arguments.length < 2) throw missingArgs();
    if (!Object.is(actual, expected)) fail({ actual, expected, message, operator: 'strictEqual' });
  }
  function notStrictEqual(actual, expected, ...message) {
    if (arguments.length < 2) throw missingArgs();
    if (Object.is(actual, expected)) fail({ actual, expected, message, operator: 'notStrictEqual' });
  }
  function deepEqual(actual, expected, ...message) {
    if (arguments.length < 2) throw missingArgs();
    if (!isDeepEqual(actual, expected)) fail({ actual, expected, message, operator: 'deepEqual' });
  }
  function notDeepEqual(actual, expected, ...message) {
    if (arguments.length < 2) throw missingArgs();
    if (isDeepEqual(actual, expected)) fail({ actual, expected, message, operator: 'notDeepEqual' });
  }
  function deepStrictEqual(actual, expected, ...message) {
    if (arguments.length < 2) throw missingArgs();
    if (!isDeepStrictEqual(actual, expected)) fail({ actual, expected, message, operator: 'deepStrictEqual' });
  }
  function notDeepStrictEqual(actual, expected, ...message) {
    if (arguments.length < 2) throw missingArgs();
    if (isDeepStrictEqual(actual, expected)) fail({ actual, expected, message, operator: 'notDeepStrictEqual' });
  }

  function partialDeepStrictEqual(actual, expected, ...message) {
    if (arguments.length < 2) throw missingArgs();
    if (!isPartialStrictEqual(actual, expected)) fail({ actual, expected, message, operator: 'partialDeepStrictEqual' });
  }

  function failFn(message) {
    if (isError(message)) throw message;
    const e = new AssertionError({ operator: 'fail', message: message === undefined ? 'Failed' : message });
    if (message === undefined) e.generatedMessage = true;
    throw e;
  }

  // ---- throws, rejects and their negations ---------------------------------
  const NONE = Symbol('no exception');

  // An object holding only the compared keys of obj, so that a failed
  // validation object prints as "Comparison { ... }".
  class Comparison {
    constructor(obj, keys, actual) {
      for (const k of keys) {
        if (!(k in obj)) continue;
        if (actual !== undefined && typeof actual[k] === 'string' && isRegExp(obj[k]) && obj[k].exec(actual[k]) !== null)
          this[k] = actual[k];
        else this[k] = obj[k];
      }
    }
  }

  function checkKey(actual, expected, key, message, keys, fn) {
    if (key in actual && isDeepStrictEqual(actual[key], expected[key])) return;
    if (!message) {
      const e = new AssertionError({
        actual: new Comparison(actual, keys), expected: new Comparison(expected, keys, actual), operator: 'deepStrictEqual',
      });
      e.actual = actual;
      e.expected = expected;
      e.operator = fn.name;
      throw e;
    }
    fail({ actual, expected, message: [message], operator: fn.name });
  }

  function matches(actual, expected, message, fn) {
    let generated = false;
    if (typeof expected !== 'function') {
      if (isRegExp(expected)) {
        const str = String(actual);
        if (expected.exec(str) !== null) return;
        if (!message) {
          generated = true;
          message = `The input did not match the regular expression ${inspect(expected)}. Input:\n\n${inspect(str)}\n`;
        }
      } else if (typeof actual !== 'object' || actual === null) {
        const e = new AssertionError({ actual, expected, message, operator: 'deepStrictEqual' });
        e.operator = fn.name;
        throw e;
      } else {
        const keys = Object.keys(expected);
        if (expected instanceof Error) keys.push('name', 'message');
        else if (keys.length === 0)
          throw typeErr('ERR_INVALID_ARG_VALUE', `The argument 'error' may not be an empty object. Received ${inspect(expected)}`);
        for (const k of keys) {
          if (typeof actual[k] === 'string' && isRegExp(expected[k]) && expected[k].exec(actual[k]) !== null) continue;
          checkKey(actual, expected, k, message, keys, fn);
        }
        return;
      }
    } else if (expected.prototype !== undefined && actual instanceof expected) {
      return;
    } else if (Object.prototype.isPrototypeOf.call(Error, expected)) {
      if (!message) {
        generated = true;
        message = `The error is expected to be an instance of "${expected.name}". Received `;
        if (isError(actual)) {
          const name = actual.constructor?.name || actual.name;
          message += expected.name === name ? 'an error with identical name but a different prototype.' : `"${name}"`;
          if (actual.message) message += `\n\nError message:\n\n${actual.message}`;
        } else {
          message += `"${n.inspect(actual, -1)}"`;
        }
      }
    } else {
      const res = expected.call({}, actual);
      if (res === true) return;
      if (!message) {
        generated = true;
        const name = expected.name ? `"${expected.name}" ` : '';
        message = `The ${name}validation function is expected to return "true". Received ${inspect(res)}`;
        if (isError(actual)) message += `\n\nCaught error:\n\n${actual}`;
      }
    }
    const e = new AssertionError({ actual, expected, message, operator: fn.name });
    e.generatedMessage = generated;
    throw e;
  }

  // args: the assertion's arguments after fn ([error[, message]])
  function expectsError(fn, actual, args) {
    let [error, message] = args;
    if (typeof error === 'string') {
      if (args.length > 1) throw argType('error', 'of type function or an instance of Error, RegExp, or Object', error);
      if (typeof actual === 'object' && actual !== null) {
        if (actual.message === error)
          throw ambiguous('error/message', `The error message "${actual.message}" is identical to the message.`);
      } else if (actual === error) {
        throw ambiguous('error/message', `The error "${actual}" is identical to the message.`);
      }
      message = error;
      error = undefined;
    } else if (error != null && typeof error !== 'object' && typeof error !== 'function') {
      throw argType('error', 'of type function or an instance of Error, RegExp, or Object', error);
    }
    if (actual === NONE) {
      let details = error?.name ? ` (${error.name})` : '';
      details += message ? `: ${message}` : '.';
      fail({ actual: undefined, expected: error, operator: fn.name,
        message: [`Missing expected ${fn === rejects ? 'rejection' : 'exception'}${details}`] });
    }
    if (error) matches(actual, error, message, fn);
  }

  function hasMatchingError(actual, expected) {
    if (typeof expected !== 'function') {
      if (isRegExp(expected)) return expected.exec(String(actual)) !== null;
      throw argType('expected', 'of type function or an instance of RegExp', expected);
    }
    if (expected.prototype !== undefined && actual instanceof expected) return true;
    if (Object.prototype.isPrototypeOf.call(Error, expected)) return false;
    return expected.call({}, actual) === true;
  }

  function expectsNoError(fn, actual, args) {
    let [error, message] = args;
    if (actual === NONE) return;
    if (typeof error === 'string') {
      message = error;
      error = undefined;
    }
    if (!error || hasMatchingError(actual, error)) {
      const details = message ? `: ${message}` : '.';
      fail({ actual, expected: error, operator: fn.name,
        message: [`Got unwanted ${fn === doesNotReject ? 'rejection' : 'exception'}${details}\nActual message: "${actual?.message}"`] });
    }
    throw actual;
  }

  function getActual(fn) {
    if (typeof fn !== 'function') throw argType('fn', 'of type function', fn);
    try {
      fn();
    } catch (e) {
      return e;
    }
    return NONE;
  }

  const isPromiseLike = (p) => p instanceof Promise ||
    (p !== null && typeof p === 'object' && typeof p.then === 'function' && typeof p.catch === 'function');

  async function waitForActual(promiseFn) {
    let p;
    if (typeof promiseFn === 'function') {
      p = promiseFn();
      if (!isPromiseLike(p))
        throw typeErr('ERR_INVALID_RETURN_VALUE',
          `Expected instance of Promise to be returned from the "promiseFn" function but got ${n.received(p).replace(/^ Received /, '')}.`);
    } else if (isPromiseLike(promiseFn)) {
      p = promiseFn;
    } else {
      throw argType('promiseFn', 'of type function or an instance of Promise', promiseFn);
    }
    try {
      await p;
    } catch (e) {
      return e;
    }
    return NONE;
  }

  function throws(fn, ...args) { expectsError(throws, getActual(fn), args); }
  async function rejects(fn, ...args) { expectsError(rejects, await waitForActual(fn), args); }
  function doesNotThrow(fn, ...args) { expectsNoError(doesNotThrow, getActual(fn), args); }
  async function doesNotReject(fn, ...args) { expectsNoError(doesNotReject, await waitForActual(fn), args); }

  function ifError(err) {
    if (err === null || err === undefined) return;
    let message = 'ifError got unwanted exception: ';
    if (typeof err === 'object' && typeof err.message === 'string') {
      message += err.message.length === 0 && err.constructor ? err.constructor.name : err.message;
    } else {
      message += inspect(err);
    }
    throw new AssertionError({ actual: err, expected: null, operator: 'ifError', message });
  }

  function match(string, regexp, ...message) { internalMatch(string, regexp, message, match); }
  function doesNotMatch(string, regexp, ...message) { internalMatch(string, regexp, message, doesNotMatch); }
  function internalMatch(string, regexp, message, fn) {
    if (!isRegExp(regexp)) throw argType('regexp', 'an instance of RegExp', regexp);
    const want = fn === match;
    if (typeof string === 'string' && (regexp.exec(string) !== null) === want) return;
    const generatedMessage = message.length === 0;
    if (!message[0]) {
      message[0] = typeof string !== 'string'
        ? `The "string" argument must be of type string. Received type ${typeof string} (${inspect(string)})`
        : `${want ? 'The input did not match the regular expression ' : 'The input was expected to not match the regular expression '}${inspect(regexp)}. Input:\n\n${inspect(string)}\n`;
    }
    fail({ actual: string, expected: regexp, message, operator: fn.name, generatedMessage });
  }

  const methods = {
    ok, fail: failFn, equal, notEqual, deepEqual, notDeepEqual, deepStrictEqual, notDeepStrictEqual,
    strictEqual, notStrictEqual, partialDeepStrictEqual, match, doesNotMatch, throws, rejects, doesNotThrow, doesNotReject, ifError,
  };
  Object.defineProperty(failFn, 'name', { value: 'fail' });
  assert.AssertionError = AssertionError;
  for (const k of Object.keys(methods)) assert[k] = methods[k];

  function strict(...args) { innerOk(args); }
  assert.strict = Object.assign(strict, assert, {
    equal: strictEqual, deepEqual: deepStrictEqual, notEqual: notStrictEqual, notDeepEqual: notDeepStrictEqual,
  });

  // node's Assert class: an object with the assertions, strict (the
  // default) or not; its diff option is 'simple' or 'full' (tarn prints
  // node's 'simple' form either way)
  function Assert(options) {
    if (!new.target) throw n.nodeError(0, 'ERR_CONSTRUCT_CALL_REQUIRED', 'Class constructor Assert cannot be invoked without `new`');
    options = { strict: true, ...options };
    if (options.diff !== undefined && options.diff !== 'simple' && options.diff !== 'full')
      throw n.nodeError(0, 'ERR_INVALID_ARG_VALUE', `The argument 'options.diff' must be one of: 'simple', 'full'. Received ${inspect(options.diff)}`);
    this.AssertionError = AssertionError;
    if (options.strict) {
      this.equal = strictEqual;
      this.deepEqual = deepStrictEqual;
      this.notEqual = notStrictEqual;
      this.notDeepEqual = notDeepStrictEqual;
    }
  }
  for (const k of Object.keys(methods))
    Object.defineProperty(Assert.prototype, k, { value: methods[k], writable: true, configurable: true });
  assert.strict.Assert = Assert;
  assert.strict.strict = assert.strict;
  assert.Assert = Assert;
  return assert;
})
