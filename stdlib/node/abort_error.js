(function (n) {
  // stdlib/node/abort_error.js — node's AbortError (node:internal/errors):
  // the one class child_process, events, stream and timers reject and emit
  // with (an Error named AbortError, code ABORT_ERR, the signal's reason as
  // its cause). stdlib/node/core.c compiles it on first use, as an internal
  // module, so none of them loads another to reach it.
  'use strict';
  class AbortError extends Error {
    constructor(message = 'The operation was aborted', options = undefined) {
      if (options !== undefined && typeof options !== 'object')
        throw n.nodeError(0, 'ERR_INVALID_ARG_TYPE', `The "options" argument must be of type object.${n.received(options)}`);
      super(message, options);
      this.code = 'ABORT_ERR';
      this.name = 'AbortError';
    }
  }
  return { AbortError };
})
