(function (n) {
  // stdlib/node/worker_threads.js — node:worker_threads over tarn's workers
  // (stdlib/worker.c, docs/workers.md): the same threads, mailboxes and
  // parentPort as tarn:worker, with node's Worker: a filename that is
  // absolute or starts with ./ or ../ (resolved against the working
  // directory) or a file: URL, run as node runs a main file (CommonJS or
  // an ES module by node's rules, so a worker can require('worker_threads')),
  // or with the eval option, code run as node runs -e code.
  // What tarn's workers lack is there by node's name and throws an error
  // naming itself when used. stdlib/node/core.c compiles it on first use
  // with the shared natives n and n.tarn, tarn:worker's exports.
  'use strict';
  const path = n.core('path');
  const { NodeWorker, isMainThread, parentPort, threadId, workerData } = n.tarn;
  const argType = (name, what, v) =>
    n.nodeError(0, 'ERR_INVALID_ARG_TYPE', `The "${name}" argument must be ${what}.${n.received(v)}`);
  const lacks = (what) => new Error(`tarn's worker_threads does not have ${what}`);

  function workerPath(filename) {
    if (typeof filename === 'string') {
      if (!path.isAbsolute(filename) && !/^\.\.?[\\/]/.test(filename))
        throw n.nodeError(0, 'ERR_WORKER_PATH',
          "The worker script or module filename must be an absolute path or a relative path starting with './' or '../'." +
          ` Received "${filename}"`);
      return path.resolve(n.cwd(), filename);
    }
    if (filename instanceof URL) {
      if (filename.protocol !== 'file:') throw n.nodeError(0, 'ERR_INVALID_URL_SCHEME', 'The URL must be of scheme file');
      return decodeURIComponent(filename.pathname);
    }
    throw argType('filename', 'of type string or an instance of URL', filename);
  }

  class Worker extends NodeWorker {
    constructor(filename, options) {
      // eval: filename is the code, run as node runs -e code (CommonJS-style
      // globals, or an ES module by node's syntax detection)
      if (options != null && options.eval) {
        if (typeof filename !== 'string')
          throw n.nodeError(0, 'ERR_INVALID_ARG_VALUE',
            "The property 'options.eval' must be false when 'filename' is not a string. Received true");
        super(filename, options);
      } else {
        super(workerPath(filename), options);
      }
    }
  }
  Object.defineProperty(Worker, 'name', { value: 'Worker' });

  // node's names tarn's workers do not have: constructing or calling one
  // says so
  function missing(name) {
    const f = {
      [name]: function () {
        throw lacks(name);
      },
    }[name];
    return f;
  }
  const { MessageChannel, MessagePort, BroadcastChannel, receiveMessageOnPort } = n.internal('messaging');
  return {
    isInternalThread: false,
    isMainThread,
    MessagePort,
    MessageChannel,
    markAsUncloneable: missing('markAsUncloneable'),
    markAsUntransferable: missing('markAsUntransferable'),
    isMarkedAsUntransferable: missing('isMarkedAsUntransferable'),
    moveMessagePortToContext: missing('moveMessagePortToContext'),
    receiveMessageOnPort,
    resourceLimits: {},
    postMessageToThread: missing('postMessageToThread'),
    threadId,
    threadName: isMainThread ? 'main' : `WorkerThread`,
    SHARE_ENV: Symbol.for('nodejs.worker_threads.SHARE_ENV'),
    Worker,
    parentPort,
    workerData,
    BroadcastChannel,
    setEnvironmentData: missing('setEnvironmentData'),
    getEnvironmentData: missing('getEnvironmentData'),
  };
})
