(function (n) {
  // stdlib/node/process_warning.js — process.emitWarning as node's
  // (node:internal/process/warning): a string becomes an Error named by its
  // type, with code and detail when given; DeprecationWarnings obey
  // process.noDeprecation and process.throwDeprecation; it is emitted as
  // 'warning' on process on the next tick. onWarning is node's own first
  // 'warning' listener, which prints it to stderr ("(node:PID) [CODE] Name:
  // message", then the detail, then, once per process, the hint about
  // --trace-warnings): process.on('warning', onWarning) happens when process
  // becomes an EventEmitter (stdlib/process_info.c's forwarder), unless
  // --no-warnings set process.noProcessWarnings, so removing the listener
  // stops the printing as in node. An internal module: process.emitWarning
  // (stdlib/process_info.c) forwards to it.
  'use strict';
  const argType = (name, what, v) =>
    n.nodeError(0, 'ERR_INVALID_ARG_TYPE', `The "${name}" argument must be ${what}.${n.received(v)}`);
  let helperShown = false;

  function createWarning(message, type, code, ctor, detail) {
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    const warning = new Error(message);
    Error.stackTraceLimit = limit;
    warning.name = String(type || 'Warning');
    if (code !== undefined) warning.code = code;
    if (detail !== undefined) warning.detail = detail;
    Error.captureStackTrace(warning, ctor || emitWarning);
    return warning;
  }

  // What node's default 'warning' listener writes (without the newline).
  function warningText(warning) {
    const isDeprecation = warning.name === 'DeprecationWarning';
    const trace = process.traceProcessWarnings || (isDeprecation && process.traceDeprecation);
    let msg = `(${process.release.name}:${process.pid}) `;
    if (warning.code) msg += `[${warning.code}] `;
    if (trace && warning.stack) msg += `${warning.stack}`;
    else msg += typeof warning.toString === 'function' ? `${warning.toString()}` : Error.prototype.toString.call(warning);
    if (typeof warning.detail === 'string') msg += `\n${warning.detail}`;
    if (!trace && !helperShown) {
      const flag = isDeprecation ? '--trace-deprecation' : '--trace-warnings';
      const argv0 = String(process.argv0 || 'node').replace(/^.*\//, '').replace(/\.exe$/, '');
      msg += `\n(Use \`${argv0} ${flag} ...\` to show where the warning was created)`;
      helperShown = true;
    }
    return msg;
  }

  function onWarning(warning) {
    if (warning instanceof Error && !(warning.name === 'DeprecationWarning' && process.noDeprecation))
      process.stderr.write(warningText(warning) + '\n');
  }
  const doEmit = (warning) => process.emit('warning', warning);

  function emitWarning(warning, type, code, ctor) {
    if (process.noDeprecation && type === 'DeprecationWarning') return;
    let detail;
    if (type !== null && typeof type === 'object' && !Array.isArray(type)) {
      ctor = type.ctor;
      code = type.code;
      if (typeof type.detail === 'string') detail = type.detail;
      type = type.type || 'Warning';
    } else if (typeof type === 'function') {
      ctor = type;
      code = undefined;
      type = 'Warning';
    }
    if (type !== undefined && typeof type !== 'string') throw argType('type', 'of type string', type);
    if (typeof code === 'function') {
      ctor = code;
      code = undefined;
    } else if (code !== undefined && typeof code !== 'string') {
      throw argType('code', 'of type string', code);
    }
    if (typeof warning === 'string') warning = createWarning(warning, type, code, ctor, detail);
    else if (!(warning instanceof Error)) throw argType('warning', 'of type string or an instance of Error', warning);
    if (warning.name === 'DeprecationWarning') {
      if (process.noDeprecation) return;
      // thrown on a later tick, so that the warnings before it are printed first
      if (process.throwDeprecation) return process.nextTick(() => { throw warning; });
    }
    process.nextTick(doEmit, warning);
  }

  return { emitWarning, onWarning };
})
