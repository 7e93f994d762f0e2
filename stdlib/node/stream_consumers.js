(function (n) {
  // stdlib/node/stream_consumers.js — node:stream/consumers: read a whole
  // stream (any async iterable: node:stream's Readable) into one value.
  // stdlib/node/core.c compiles it on first use with the shared natives n.
  'use strict';
  const { Buffer, Blob } = n.core('buffer');

  async function blob(stream) {
    const chunks = [];
    for await (const chunk of stream) chunks.push(chunk);
    return new Blob(chunks);
  }
  async function arrayBuffer(stream) {
    return (await blob(stream)).arrayBuffer();
  }
  async function bytes(stream) {
    return (await blob(stream)).bytes();
  }
  async function buffer(stream) {
    return Buffer.from(await arrayBuffer(stream));
  }
  async function text(stream) {
    const dec = new TextDecoder();
    let str = '';
    for await (const chunk of stream) str += typeof chunk === 'string' ? chunk : dec.decode(chunk, { stream: true });
    return str + dec.decode(undefined, { stream: false });
  }
  async function json(stream) {
    return JSON.parse(await text(stream));
  }
  return { arrayBuffer, blob, buffer, bytes, json, text };
})
