// node:util: styleText (no colours when stdout is not a terminal; forced with validateStream: false),
// getSystemErrorName/Message/Map, aborted, parseEnv; errors and codes.
const util = require('util');
const t = (f) => {
  try { console.log(JSON.stringify(f())); } catch (e) { console.log(e.name, e.code, e.message); }
};
t(() => util.styleText('red', 'plain'));
t(() => util.styleText(['bold', 'underline', 'none', 'grey'], 'x', { validateStream: false }));
t(() => util.styleText('bgBlueBright', '', { validateStream: false }));
t(() => util.styleText('nope', 'x'));
t(() => util.styleText('red', 5));
t(() => util.styleText('red', 'x', { stream: 5 }));
t(() => util.styleText('red', 'x', { validateStream: 'yes' }));
t(() => [util.getSystemErrorName(-2), util.getSystemErrorName(-13), util.getSystemErrorName(-4095), util.getSystemErrorName(-99999)]);
t(() => [util.getSystemErrorMessage(-2), util.getSystemErrorMessage(-3008)]);
t(() => util.getSystemErrorName(2));
t(() => util.getSystemErrorName('x'));
t(() => util.getSystemErrorName(-1.5));
const m = util.getSystemErrorMap();
console.log(m.size, m.get(-17), [...m.keys()].slice(0, 5));
console.log(util.parseEnv('A=1\nB="two words"\n# c\nexport C=3\nD=\'x\'\nE=`y`\nF=a # comment\nG="multi\nline"\nH="esc\\nnl"\r\nI = spaced \nJ=\nnoequals\n=novalue\nK="unterminated\nL=last'));
console.log(util.parseEnv(''), util.parseEnv('ONLY=1'));
t(() => util.parseEnv(5));
util.aborted({}, {}).catch((e) => console.log('rejects', e.name, e.code, e.message));
util.aborted(AbortSignal.abort(), 1).catch((e) => console.log('rejects', e.name, e.code, e.message));
util.aborted(AbortSignal.abort(), {}).then((v) => console.log('already aborted', v));
const ac = new AbortController();
util.aborted(ac.signal, {}).then((v) => console.log('aborted', v.type));
ac.abort();
// expect: "plain"
// expect: "\u001b[1m\u001b[4m\u001b[90mx\u001b[39m\u001b[24m\u001b[22m"
// expect: "\u001b[104m\u001b[49m"
// expect: TypeError ERR_INVALID_ARG_VALUE The argument 'format' must be one of: 'reset', 'bold', 'dim', 'italic', 'underline', 'blink', 'inverse', 'hidden', 'strikethrough', 'doubleunderline', 'black', 'red', 'green', 'yellow', 'blue', 'magenta', 'cyan', 'white', 'bgBlack', 'bgRed', 'bgGreen', 'bgYellow', 'bgBlue', 'bgMagenta', 'bgCyan', 'bgWhite', 'framed', 'overlined', 'gray', 'redBright', 'greenBright', 'yellowBright', 'blueBright', 'magentaBright', 'cyanBright', 'whiteBright', 'bgGray', 'bgRedBright', 'bgGreenBright', 'bgYellowBright', 'bgBlueBright', 'bgMagentaBright', 'bgCyanBright', 'bgWhiteBright', 'grey', 'blackBright', 'bgGrey', 'bgBlackBright', 'faint', 'crossedout', 'strikeThrough', 'crossedOut', 'conceal', 'swapColors', 'swapcolors', 'doubleUnderline'. Received 'nope'
// expect: TypeError ERR_INVALID_ARG_TYPE The "text" argument must be of type string. Received type number (5)
// expect: TypeError ERR_INVALID_ARG_TYPE The "stream" argument must be an instance of ReadableStream, WritableStream, or Stream. Received type number (5)
// expect: TypeError ERR_INVALID_ARG_TYPE The "options.validateStream" property must be of type boolean. Received type string ('yes')
// expect: ["ENOENT","EACCES","EOF","Unknown system error -99999"]
// expect: ["no such file or directory","unknown node or service"]
// expect: RangeError ERR_OUT_OF_RANGE The value of "err" is out of range. It must be a negative integer. Received 2
// expect: TypeError ERR_INVALID_ARG_TYPE The "err" argument must be of type number. Received type string ('x')
// expect: RangeError ERR_OUT_OF_RANGE The value of "err" is out of range. It must be a negative integer. Received -1.5
// expect: 85 [ 'EEXIST', 'file already exists' ] [ -7, -13, -98, -99, -97 ]
// expect: [Object: null prototype] {
// expect:   A: '1',
// expect:   B: 'two words',
// expect:   C: '3',
// expect:   D: 'x',
// expect:   E: 'y',
// expect:   F: 'a',
// expect:   G: 'multi\nline',
// expect:   H: 'esc\nnl',
// expect:   I: 'spaced',
// expect:   J: '',
// expect:   K: '"unterminated',
// expect:   L: 'last'
// expect: }
// expect: [Object: null prototype] {} [Object: null prototype] { ONLY: '1' }
// expect: TypeError ERR_INVALID_ARG_TYPE The "content" argument must be of type string. Received type number (5)
// expect: rejects TypeError ERR_INVALID_ARG_TYPE signal is not of type AbortSignal.
// expect: rejects TypeError ERR_INVALID_ARG_TYPE The "resource" argument must be of type object. Received type number (1)
// expect: already aborted undefined
// expect: aborted abort
