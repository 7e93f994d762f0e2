(function (n) {
  // stdlib/node/console_table.js — console.table's text as node draws it:
  // rows from an array or object's keys (or a Map's, a Set's entries), a
  // column per property (only those given when properties is passed) and a
  // Values column for primitive rows, each cell node's inspect of the value
  // at depth 0 (-1 for an object of more than two keys), on one line, arrays
  // cut after three items; columns as wide as their widest cell in terminal
  // cells (East Asian wide characters count two, combining marks none).
  // An internal module: stdlib/console.c's console.table calls table(data,
  // properties) and prints the string, or logs data when it returns undefined.
  'use strict';
  const argType = (name, what, v) =>
    n.nodeError(0, 'ERR_INVALID_ARG_TYPE', `The "${name}" argument must be ${what}.${n.received(v)}`);

  // One line, as node's breakLength: Infinity writes it.
  const oneLine = (s) => (s.includes('\n') ? s.replace(/\n\s*/g, ' ') : s);
  function cell(v) {
    const depth = v !== null && typeof v === 'object' && !Array.isArray(v) && Object.keys(v).length > 2 ? -1 : 0;
    if (Array.isArray(v) && Object.getPrototypeOf(v) === Array.prototype && v.length > 3) {
      const items = [];
      for (let i = 0; i < 3; i++) items.push(i in v ? oneLine(n.inspect(v[i], depth - 1)) : '<1 empty item>');
      const more = v.length - 3;
      return `[ ${items.join(', ')}, ... ${more} more item${more > 1 ? 's' : ''} ]`;
    }
    return oneLine(n.inspect(v, depth));
  }

  // Terminal cells a string takes.
  const wide = /[\u1100-\u115f\u231a\u231b\u2329\u232a\u23e9-\u23ec\u23f0\u23f3\u25fd\u25fe\u2614\u2615\u2648-\u2653\u267f\u2693\u26a1\u26aa\u26ab\u26bd\u26be\u26c4\u26c5\u26ce\u26d4\u26ea\u26f2\u26f3\u26f5\u26fa\u26fd\u2705\u270a\u270b\u2728\u274c\u274e\u2753-\u2755\u2757\u2795-\u2797\u27b0\u27bf\u2b1b\u2b1c\u2b50\u2b55\u2e80-\u303e\u3041-\u33ff\u3400-\u4dbf\u4e00-\u9fff\ua000-\ua4cf\ua960-\ua97f\uac00-\ud7a3\uf900-\ufaff\ufe10-\ufe19\ufe30-\ufe6f\uff00-\uff60\uffe0-\uffe6\u{16fe0}-\u{16fe4}\u{17000}-\u{18cff}\u{1b000}-\u{1b2ff}\u{1f004}\u{1f0cf}\u{1f18e}\u{1f191}-\u{1f19a}\u{1f200}-\u{1f251}\u{1f300}-\u{1f64f}\u{1f680}-\u{1f6ff}\u{1f7e0}-\u{1f7eb}\u{1f90c}-\u{1f9ff}\u{1fa70}-\u{1faff}\u{20000}-\u{3fffd}]/u;
  const zero = /[\p{M}\u200b-\u200f\u2028\u2029\u2060-\u2064\ufeff\p{Cc}]/u;
  function width(s) {
    let w = 0;
    for (const ch of s) w += zero.test(ch) ? 0 : wide.test(ch) ? 2 : 1;
    return w;
  }

  function draw(head, columns) {
    const widths = head.map(width);
    const longest = Math.max(...columns.map((c) => c.length));
    const rows = [];
    for (let i = 0; i < head.length; i++) {
      for (let j = 0; j < longest; j++) {
        if (rows[j] === undefined) rows[j] = [];
        const v = (rows[j][i] = Object.prototype.hasOwnProperty.call(columns[i], j) ? columns[i][j] : '');
        widths[i] = Math.max(widths[i] || 0, width(v));
      }
    }
    const row = (r) => '│ ' + r.map((c, i) => c + ' '.repeat(widths[i] - width(c))).join(' │ ') + ' │';
    const divider = widths.map((w) => '─'.repeat(w + 2));
    let out = '┌' + divider.join('┬') + '┐\n' + row(head) + '\n├' + divider.join('┼') + '┤\n';
    for (const r of rows) out += row(r) + '\n';
    return out + '└' + divider.join('┴') + '┘';
  }

  const index = (length) => Array.from({ length }, (_, i) => cell(i));
  const tag = (v) => Object.prototype.toString.call(v);

  function table(data, properties) {
    if (properties !== undefined && !Array.isArray(properties))
      throw argType('properties', 'an instance of Array', properties);
    if (data === null || typeof data !== 'object') return undefined;
    const mapIter = tag(data) === '[object Map Iterator]';
    const setIter = tag(data) === '[object Set Iterator]';
    if (mapIter || setIter)
      throw new Error("tarn's console.table does not take a Map or Set iterator (node previews its entries)");
    if (data instanceof Map) {
      const keys = [], values = [];
      for (const [k, v] of data) {
        keys.push(cell(k));
        values.push(cell(v));
      }
      return draw(['(iteration index)', 'Key', 'Values'], [index(keys.length), keys, values]);
    }
    if (data instanceof Set) {
      const values = [];
      for (const v of data) values.push(cell(v));
      return draw(['(iteration index)', 'Values'], [index(values.length), values]);
    }
    const map = { __proto__: null };
    let hasPrimitives = false;
    const primitives = [];
    const rowKeys = Object.keys(data);
    for (let i = 0; i < rowKeys.length; i++) {
      const item = data[rowKeys[i]];
      const primitive = item === null || (typeof item !== 'function' && typeof item !== 'object');
      if (properties === undefined && primitive) {
        hasPrimitives = true;
        primitives[i] = cell(item);
      } else {
        for (const key of properties || Object.keys(item)) {
          map[key] ??= [];
          map[key][i] = (primitive && properties) || !Object.prototype.hasOwnProperty.call(item, key) ? '' : cell(item[key]);
        }
      }
    }
    const head = Object.keys(map);
    const columns = Object.values(map);
    if (hasPrimitives) {
      head.push('Values');
      columns.push(primitives);
    }
    head.unshift('(index)');
    columns.unshift(rowKeys);
    return draw(head, columns);
  }

  return { table };
})
