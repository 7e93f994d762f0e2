// MessageChannel and MessagePort as node's globals: a structured clone of
// each message, delivered as a MessageEvent in the poll phase (after
// process.nextTick and promise jobs, before setImmediate); node-style
// on('message') listeners get the data; a port queues what it gets until it
// is started; close() delivers what was posted before it, then 'close'
// after the immediates; a port with a listener keeps the process alive
// until it is closed. Each step starts when the one before has ended.
const steps = [
  (next) => {
    const { port1, port2 } = new MessageChannel();
    const sent = { list: [1, 2], when: new Date(0) };
    port1.onmessage = (e) => {
      console.log('message', JSON.stringify(e.data), e.data === sent, e.constructor.name, e.type, e.target === port1,
        e.ports.length, e.origin === '', e.source);
      if (e.data === 'second') setImmediate(() => { port1.close(); next(); });
    };
    port2.postMessage(sent);
    port2.postMessage('second');
    setImmediate(() => console.log('immediate'));
    Promise.resolve().then(() => console.log('promise job'));
    process.nextTick(() => console.log('tick'));
    console.log('sync', port1 instanceof MessagePort, port1 instanceof EventTarget, String(port1), typeof port1.on);
  },
  (next) => {
    // messages posted before a port starts wait for it; node-style listeners
    const { port1, port2 } = new MessageChannel();
    port2.postMessage('queued before start');
    port1.once('message', (d) => console.log('once', d));
    port1.on('message', (d) => {
      console.log('on', d);
      if (d === 'later') port1.close();
    });
    port1.on('close', () => { console.log('port1 close'); next(); });
    setTimeout(() => port2.postMessage('later'), 5);
  },
  (next) => {
    // close: what was posted before it is delivered, then 'close'
    const { port1, port2 } = new MessageChannel();
    port1.on('message', (d) => console.log('got', d));
    port2.addEventListener('close', (e) => { console.log('port2', e.type); next(); });
    port2.postMessage('a');
    port2.postMessage('b');
    port2.close();
    port2.postMessage('after close');
    port1.postMessage('to a closed port');
    setImmediate(() => console.log('immediate before close'));
  },
  (next) => {
    for (const f of [() => new MessagePort(), () => new MessageChannel().port1.postMessage(),
      () => new MessageChannel().port1.postMessage(() => 1)]) {
      try {
        f();
      } catch (e) {
        console.log(e.name, e.code, e.message);
      }
    }
    // an unref'd port does not keep the process alive
    const { port1 } = new MessageChannel();
    port1.onmessage = () => {};
    console.log(port1.hasRef());
    port1.unref();
    console.log(port1.hasRef());
    next();
  },
];
const run = (i) => i < steps.length && steps[i](() => run(i + 1));
run(0);
process.on('exit', () => console.log('exit'));
// expect: sync true true [object MessagePort] function
// expect: tick
// expect: promise job
// expect: message {"list":[1,2],"when":"1970-01-01T00:00:00.000Z"} false MessageEvent message true 0 true null
// expect: message "second" false MessageEvent message true 0 true null
// expect: immediate
// expect: once queued before start
// expect: on queued before start
// expect: on later
// expect: port1 close
// expect: got a
// expect: got b
// expect: immediate before close
// expect: port2 close
// expect: TypeError ERR_CONSTRUCT_CALL_INVALID Constructor cannot be called
// expect: TypeError ERR_MISSING_ARGS Not enough arguments to MessagePort.postMessage
// expect: DataCloneError 25 () => 1 could not be cloned.
// expect: true
// expect: false
// expect: exit
