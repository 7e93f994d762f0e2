(function (n) {
  // stdlib/node/parse_args.js — util.parseArgs as node has it: the
  // arguments become tokens (options, positionals, the '--' terminator;
  // short groups like -abc expanded, -fVALUE and --name=value inline values),
  // then strict mode checks each option against the configuration, and the
  // values, defaults and negations (--no-name with allowNegative) are stored.
  // An internal module (stdlib/node/core.c): node:util's parseArgs.
  'use strict';
  const argType = (name, what, v) =>
    n.nodeError(0, 'ERR_INVALID_ARG_TYPE', `The "${name}" ${name.includes('.') ? 'property' : 'argument'} must be ${what}.${n.received(v)}`);
  const invalidValue = (msg) => n.nodeError(0, 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE', msg);
  const own = (o, k) => Object.prototype.hasOwnProperty.call(o, k);
  const get = (options, name, key) => (own(options, name) ? options[name][key] : undefined);

  function validateConfig(config) {
    if (typeof config !== 'object' || config === null || Array.isArray(config))
      throw argType('config', 'of type object', config);
    for (const k of ['strict', 'allowPositionals', 'tokens', 'allowNegative'])
      if (own(config, k) && config[k] !== undefined && typeof config[k] !== 'boolean')
        throw argType(k, 'of type boolean', config[k]);
    if (own(config, 'args') && config.args !== undefined && !Array.isArray(config.args))
      throw argType('args', 'an instance of Array', config.args);
    const options = config.options ?? {};
    if (typeof options !== 'object' || options === null || Array.isArray(options))
      throw argType('options', 'of type object', options);
    for (const [name, opt] of Object.entries(options)) {
      if (typeof opt !== 'object' || opt === null || Array.isArray(opt))
        throw argType(`options.${name}`, 'of type object', opt);
      if (opt.type !== 'string' && opt.type !== 'boolean')
        throw argType(`options.${name}.type`, "('string|boolean')", opt.type);
      if (own(opt, 'short')) {
        if (typeof opt.short !== 'string') throw argType(`options.${name}.short`, 'of type string', opt.short);
        if (opt.short.length !== 1)
          throw n.nodeError(0, 'ERR_INVALID_ARG_VALUE',
                            `The property 'options.${name}.short' must be a single character. Received ${n.inspect(opt.short, 0)}`);
      }
      if (own(opt, 'multiple') && typeof opt.multiple !== 'boolean')
        throw argType(`options.${name}.multiple`, 'of type boolean', opt.multiple);
      if (own(opt, 'default') && opt.default !== undefined) {
        const d = opt.default;
        const ok = opt.multiple ? Array.isArray(d) && d.every((x) => typeof x === opt.type) : typeof d === opt.type;
        if (!ok)
          throw argType(`options.${name}.default`, opt.multiple ? `an instance of Array` : `of type ${opt.type}`, d);
      }
    }
    return options;
  }

  const longForShort = (short, options) => {
    for (const [name, opt] of Object.entries(options)) if (opt.short === short) return name;
    return short;
  };
  const isOptionLike = (v) => v != null && v.length > 1 && v[0] === '-';

  function tokenize(args, options) {
    const tokens = [];
    const rest = args.slice();
    let index = -1, grouped = 0;
    // A lone option (-f, --name): a string option takes the next argument.
    const lone = (name, rawName, next) => {
      let value, inlineValue;
      if (get(options, name, 'type') === 'string' && next != null) {
        value = rest.shift();
        inlineValue = false;
      }
      tokens.push({ kind: 'option', name, rawName, index, value, inlineValue });
      if (value != null) ++index;
    };
    while (rest.length > 0) {
      const arg = rest.shift();
      const next = rest[0];
      if (grouped > 0) grouped--;
      else index++;
      if (arg === '--') {
        tokens.push({ kind: 'option-terminator', index });
        for (const a of rest) tokens.push({ kind: 'positional', index: ++index, value: a });
        break;
      }
      const isShort = arg.length > 1 && arg[0] === '-' && arg[1] !== '-';
      if (isShort && arg.length === 2) {
        lone(longForShort(arg[1], options), arg, next);
        continue;
      }
      if (isShort && get(options, longForShort(arg[1], options), 'type') !== 'string') {
        // -abc: each letter an option, the rest of the group the value of
        // the first string option in it
        const expanded = [];
        for (let i = 1; i < arg.length; i++) {
          const name = longForShort(arg[i], options);
          if (get(options, name, 'type') !== 'string' || i === arg.length - 1) expanded.push(`-${arg[i]}`);
          else {
            expanded.push(`-${arg[i]}${arg.slice(i + 1)}`);
            break;
          }
        }
        rest.unshift(...expanded);
        grouped = expanded.length;
        continue;
      }
      if (isShort) {
        // -fVALUE
        const name = longForShort(arg[1], options);
        tokens.push({ kind: 'option', name, rawName: `-${arg[1]}`, index, value: arg.slice(2), inlineValue: true });
        continue;
      }
      if (arg.length > 2 && arg.startsWith('--')) {
        const eq = arg.indexOf('=');
        if (eq < 0) {
          lone(arg.slice(2), arg, next);
        } else {
          const name = arg.slice(2, eq);
          tokens.push({ kind: 'option', name, rawName: `--${name}`, index, value: arg.slice(eq + 1), inlineValue: true });
        }
        continue;
      }
      tokens.push({ kind: 'positional', index, value: arg });
    }
    return tokens;
  }

  function checkUsage(config, options, token) {
    if (!own(options, token.name)) {
      const hint = config.allowPositionals
        ? `. To specify a positional argument starting with a '-', place it at the end of the command after '--', as in '-- ${JSON.stringify(token.rawName)}`
        : '';
      throw n.nodeError(0, 'ERR_PARSE_ARGS_UNKNOWN_OPTION', `Unknown option '${token.rawName}'${hint}`);
    }
    const short = options[token.name].short;
    const shortAndLong = `${short ? `-${short}, ` : ''}--${token.name}`;
    const type = options[token.name].type;
    if (type === 'string' && typeof token.value !== 'string')
      throw invalidValue(`Option '${shortAndLong} <value>' argument missing`);
    if (type === 'boolean' && token.value != null)
      throw invalidValue(`Option '${shortAndLong}' does not take an argument`);
  }
  function checkOptionLikeValue(token) {
    if (!token.inlineValue && isOptionLike(token.value)) {
      const example = token.rawName.startsWith('--')
        ? `'${token.rawName}=-XYZ'`
        : `'--${token.name}=-XYZ' or '${token.rawName}-XYZ'`;
      throw invalidValue(`Option '${token.rawName}' argument is ambiguous.\nDid you forget to specify the option argument for '${token.rawName}'?\nTo specify an option argument starting with a dash use ${example}.`);
    }
  }

  function store(name, value, options, values) {
    if (name === '__proto__') return;
    const v = value ?? true;
    if (get(options, name, 'multiple')) {
      if (values[name] === undefined) values[name] = [v];
      else values[name].push(v);
    } else values[name] = v;
  }

  function parseArgs(config = {}) {
    const options = validateConfig(config);
    const args = config.args ?? process.argv.slice(2);
    const strict = config.strict ?? true;
    const allowPositionals = config.allowPositionals ?? !strict;
    const allowNegative = config.allowNegative ?? false;
    const tokens = tokenize(args, options);
    const result = { values: { __proto__: null }, positionals: [] };
    if (config.tokens) result.tokens = tokens;
    for (const token of tokens) {
      if (token.kind === 'option') {
        let name = token.name, value = token.value;
        if (allowNegative && name.startsWith('no-') && (!strict || get(options, name.slice(3), 'type') === 'boolean')) {
          // --no-name: name is false
          name = name.slice(3);
          if (strict) checkUsage(config, options, { ...token, name });
          if (value === undefined) value = false;
        } else if (strict) {
          checkUsage(config, options, token);
          checkOptionLikeValue(token);
        }
        store(name, value, options, result.values);
      } else if (token.kind === 'positional') {
        if (!allowPositionals)
          throw n.nodeError(0, 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL',
                            `Unexpected argument '${token.value}'. This command does not take positional arguments`);
        result.positionals.push(token.value);
      }
    }
    for (const [name, opt] of Object.entries(options))
      if (opt.default !== undefined && result.values[name] === undefined) result.values[name] = opt.default;
    return result;
  }

  return { parseArgs };
})
