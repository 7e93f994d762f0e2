/* stdlib/lib.h — shared helpers for the builtins (stdlib/ only).
 *
 * LibBuf is a malloc'd UTF-8 byte buffer: it holds no GC references, so it
 * may live across allocating calls. Each lib_install_* installs one global.
 * Every native follows the NativeFn convention (vm/object.h) and the
 * moving-GC rule: arguments are re-read through ARG(i), temporaries live in
 * handles.
 */
#ifndef TARN_LIB_H
#define TARN_LIB_H

#include <stdlib.h>
#include <string.h>

#include "../vm/vm.h"
#include "../vm/source_part.h"

/* The library's root slots: stdlib/builtins.def, numbered on from the
 * core's (vm/builtins.def). B__COUNT ends the whole table. */
enum {
    B__LIB_BEFORE = B__CORE_COUNT - 1,
#define B(id) B_##id,
#define BS(id) B_##id,
#include "builtins.def"
#undef BS
#undef B
    B__COUNT
};

/* The library's per-VM state (vm->lib_state): one member per module that
 * keeps C state between calls. lib_install_all makes it first; the
 * library's trace and free hooks (stdlib/engine.c) visit and release it. */
typedef struct LibState {
    struct RxScratch *rx;        /* regexp.c: the lent match scratch, made on first use */
    size_t rx_budget;            /* regexp.c: its byte budget (tarn_config.regex_budget);
                                  * 0: TARN_REGEX_BUDGET or RX_DEFAULT_BUDGET */
    int32_t rx_last_start;       /* regexp_legacy.c: where the last built-in match started */
    struct FfiState *ffi;        /* ffi*.c: libraries, buffers, callbacks; NULL until imported */
    struct WorkerState *workers; /* worker.c: mailbox and worker records; NULL until this VM
                                  * starts a worker or is one */
    uint64_t rng[2];             /* math.c: Math.random's state; {0,0} = not seeded */
    bool node_files;             /* node/cjs.c: the ES loader types files as node does (a .js or
                                  * .cjs file may be CommonJS); set by tarn_run_main and
                                  * tarn_set_script_globals (-e, stdin, the REPL), so the
                                  * plain ES module calls (tarn_eval_module_file) keep every
                                  * imported file an ES module */
    struct {                     /* console.c */
        int32_t indent;          /* console.group's indentation */
        bool out_ended, err_ended; /* the script ended process.stdout / stderr
                                  * (stdlib/process.c): console writes go
                                  * through the stream, as node's console's */
    } console;
    struct {                     /* loop.c */
        int32_t seq;             /* timer sequence numbers (ties of equal expiry) */
        int32_t mode;            /* --unhandled-rejections mode (REJ_*) */
        int32_t exit;            /* 1 when a warn-with-error-code rejection happened */
        int32_t rej_id;          /* the last id given to a reported rejection */
    } loop;
    struct {                     /* ports.c */
        bool pending;            /* MessagePort/BroadcastChannel items are queued */
        int32_t refs;            /* ports that keep the loop alive */
    } ports;
    bool process_exiting;        /* process_events.c: process's 'exit' event was emitted */
    uint64_t signal_watch;       /* process_events.c: bit s: this VM handles signal s (a listener) */
    bool signal_polling;         /* process_events.c: the pending-signal poll timer is armed */
    bool uncaught_listener_threw; /* an 'uncaughtException' listener threw: node's exit status 7 */
    struct Waiter *waiters;      /* atomics.c: this VM's Atomics.waitAsync waiters, until settled */
    struct IntlCache *intl;      /* intl/intl.c: ICU objects by the text they were opened from;
                                  * NULL until Intl is first used */
    char script_name[16];        /* node/cjs.c: "[eval]" or "[stdin]" (tarn_set_script_globals) */
    double time_origin_ms;       /* web/events.c: CLOCK_MONOTONIC ms when the VM was made
                                  * (performance.now and Event.timeStamp count from it) */
    struct {                     /* promise.c: answers kept per vm->shape_epoch (-1: none yet) */
        int64_t no_then_epoch;   /* %Object.prototype% was seen without `then` */
        int64_t ctor_epoch;      /* ctor_slot was found */
        uint32_t ctor_slot;      /* the slot of %Promise.prototype%'s own data `constructor` */
    } promise;
} LibState;

/* The engine: a VM with this library installed (stdlib/engine.c); what
 * workers, the unit tests and tarn_vm_new use. NULL on failure. */
Vm *lib_vm_new(void);
/* stdlib's hook table (vm/library.h) and its built-in modules, each
 * declared beside its code. */
extern const VmLibrary lib_library;
extern const VmBuiltinModule lib_module_fs, lib_module_os; /* modules.c */
extern const VmBuiltinModule lib_module_ffi;               /* ffi.c */
extern const VmBuiltinModule lib_module_worker;            /* worker.c */
int lib_install_all(Vm *vm);       /* init.c: the globals, in dependency order */
void lib_ffi_trace(Vm *vm, GcTracer *t);
void lib_ffi_free(Vm *vm);
void lib_worker_free(Vm *vm);      /* terminates and joins this VM's workers */

/* ---- base64 and hex (stdlib/typed_base64.c): the loops Uint8Array's
 * methods, atob/btoa and node's Buffer share ---- */
/* The 6-bit value of a standard-alphabet base64 character, or -1. */
int lib_base64_digit(uint32_t c);
/* The value of a hex digit (either case), or -1. */
int lib_hex_digit(uint32_t c);
/* p[0..n) as base64 (the URL alphabet when url; '=' padding when pad)
 * into out, which holds (n + 2) / 3 * 4 chars; the count written. */
size_t lib_base64_encode(const uint8_t *p, size_t n, bool url, bool pad, char *out);
/* p[0..n) as lower-case hex into out (2n chars); 2n. */
size_t lib_hex_encode(const uint8_t *p, size_t n, char *out);

/* ---- console output formatting (stdlib/inspect.c) ---- */
/* node's util.inspect as used by console.log; returns a string Value. */
Value lib_inspect_js(Vm *vm, Value v, int depth);
Value lib_inspect_color_js(Vm *vm, Value v, int depth, bool colors); /* node's {colors: true} */
/* util.inspect's options beyond depth, as bits: compact: false (one entry a
 * line), sorted: true, getters: true, customInspect: false. */
/* node's inspect options as bits: compact false, sorted, getters,
 * customInspect false, showHidden, showProxy */
enum { LIB_INSPECT_EXPAND = 1, LIB_INSPECT_SORTED = 2, LIB_INSPECT_GETTERS = 4, LIB_INSPECT_NO_CUSTOM = 8,
       LIB_INSPECT_HIDDEN = 16, LIB_INSPECT_PROXY = 32 };
Value lib_inspect_opts_js(Vm *vm, Value v, int depth, unsigned opts);
/* node's improveStack of an error's stack text: malloc'd, or NULL if unchanged. */
char *lib_error_improve_stack(Vm *vm, Value err, const char *stack);
/* console.log formatting of argv (with %s %d %i %f %j %o %O %c %%). */
Value lib_format_js(Vm *vm, const Value *argv, int argc);
Value lib_format_color_js(Vm *vm, const Value *argv, int argc, bool colors);
/* new RegExp(pattern, flags) from strings (regexp.c; regex literals). */
Value lib_regexp_new(Vm *vm, Value pattern, Value flags);
/* A regex literal's RegExp (VmLibrary.regexp_new): file is its source file. */
Value lib_regexp_literal(Vm *vm, Value pattern, Value flags, const char *file);

typedef struct LibBuf {
    char *p;
    size_t len, cap;
    bool oom;        /* an append failed: the text is incomplete (lib_buf_to_str throws) */
} LibBuf;

/* Out-of-memory events in LibBuf appends (and lib_note_oom calls) on this
 * thread, so a formatter that merges many buffers (stdlib/inspect.c) can
 * tell afterwards that some text was dropped. */
unsigned lib_oom_count(void);
void lib_note_oom(void);

void lib_buf_init(LibBuf *b);
void lib_buf_free(LibBuf *b);
void lib_buf_add(LibBuf *b, const char *s, size_t n);
void lib_buf_str(LibBuf *b, const char *s);
void lib_buf_ch(LibBuf *b, char c);
void lib_buf_cp(LibBuf *b, uint32_t cp); /* one code point (not a surrogate) as UTF-8 */
void lib_buf_printf(LibBuf *b, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* Append a JS string as UTF-8. 0 / -1 (OOM pending). */
int lib_buf_jsstr(Vm *vm, LibBuf *b, Value s);
Value lib_buf_to_str(Vm *vm, LibBuf *b); /* frees b */

/* Register natives from a table. */
typedef struct LibFn {
    const char *name;
    NativeFn fn;
    int length;
    int magic;
} LibFn;
int lib_def_fns(Vm *vm, Value obj, const LibFn *fns);
/* obj with fns defined on it (lib_def_fns); V_EXC when obj is V_EXC or a
 * definition fails. Pass the maker's result directly: vm_new_object(vm). */
Value lib_with_fns(Vm *vm, Value obj, const LibFn *fns);
/* Compiles an embedded JavaScript library (src: one function literal of
 * one parameter, named name in stack traces; parts, if not NULL, the
 * files it was joined from: vm_set_source_parts) and calls it with a fresh
 * object holding the natives of tables (NULL-terminated); returns what
 * the library returns, or V_EXC. */
Value lib_run_embedded_js(Vm *vm, const char *src, size_t len, const char *name, const struct SourcePart *parts,
                          const LibFn *const *tables);
int lib_def_value(Vm *vm, Value obj, const char *name, Value v, unsigned attrs);
int lib_def_getter(Vm *vm, Value obj, const char *name, NativeFn get, NativeFn set);
/* Symbol-keyed method. */
int lib_def_sym_fn(Vm *vm, Value obj, Value sym, const char *name, NativeFn fn, int length);
/* A native constructor `name` with .prototype = proto (non-writable) and
 * proto.constructor = it, not installed anywhere (util.c). */
Value lib_new_ctor(Vm *vm, const char *name, NativeFn fn, int length, Value proto);
/* The globals made on first use (lazy.c, VmLibrary.global_lazy_js). */
int lib_global_lazy_js(Vm *vm, Value key, bool make);
int lib_install_lazy(Vm *vm);
int lib_install_lazy_realm(Vm *vm); /* a realm's: only ECMAScript's lazy globals */
int lib_install_realm(Vm *vm);      /* init.c: VmLibrary.install_realm */
/* The properties made on first use (lazy.c's table, vm_define_lazy), one
 * line each there and here: obj gets the line's property with attrs, in
 * its key order, its value made by the line's function at its first use. */
enum { LAZY_PROCESS_ENV, LAZY_PROCESS_VERSIONS, LAZY_PROCESS_RELEASE, LAZY_PROCESS_FEATURES,
       LAZY_PROCESS_CONFIG, LAZY__COUNT };
int lib_def_lazy(Vm *vm, Value obj, int which, unsigned attrs);
Value lib_lazy_value_js(Vm *vm, Value obj, Value key, Value token); /* VmLibrary.lazy_value_js */
/* Define global `name` = v with attrs (lazy.c). 0 / -1. */
int lib_define_global(Vm *vm, const char *name, Value v, unsigned attrs);
/* Make node -e's globals pending (stdlib/lazy.c; tarn_set_script_globals);
 * repl: only module and require, as node's REPL. */
void lib_lazy_add_script_globals(Vm *vm, bool repl);
/* Take them back before any was made (node -e code that turned out to be
 * an ES module has none of them). */
void lib_lazy_drop_script_globals(Vm *vm);
/* Calls intl.js's export `name` (stdlib/intl/intl.c; the locale-sensitive
 * methods of String, Number, BigInt, Date and Array go through it), making
 * Intl's machinery on first use. argv must be rooted (handles or the value
 * stack): making Intl allocates before the call reads it. */
Value lib_intl_call_js(Vm *vm, const char *name, Value this_v, Value *argv, int argc);
void lib_intl_free(Vm *vm);
/* atomics.c: takes this VM's async waiters out of the process-wide list,
 * so no other thread posts to it any more, and frees them. */
void lib_atomics_free(Vm *vm);
int lib_define_intl(Vm *vm);
/* stdlib/dispose.c: DisposableStack, AsyncDisposableStack (lazy globals) and
 * the iterator prototypes' dispose hooks */
int lib_define_disposable_stack(Vm *vm);
int lib_define_async_disposable_stack(Vm *vm);
int lib_install_dispose(Vm *vm);
/* stdlib/temporal/temporal.c: Temporal (a lazy global) */
int lib_define_temporal(Vm *vm);
/* %Temporal.Instant% of epoch milliseconds ms (an integral time value), for
 * Date.prototype.toTemporalInstant; makes Temporal's machinery on first use. */
Value lib_temporal_instant_from_ms_js(Vm *vm, double ms);
/* What Intl.DateTimeFormat needs of v: undefined when v is no Temporal
 * object (always so before Temporal is made), else [kind, epoch ms, calendar]. */
Value lib_temporal_dtf_info_js(Vm *vm, Value v);
/* A fresh plain object installed as global `name`. */
Value lib_new_namespace(Vm *vm, const char *name);

/* node's ERR_* errors, thrown; V_EXC. lib_throw_coded: a NodeError as
 * node makes most of them (stack and String(e) read "TypeError [CODE]:
 * msg", own keys stack, code, message); lib_throw_coded_plain: a plain
 * error with an enumerable `code`, as node's web-IDL checks and a few
 * others make them. lib_new_node_error makes the first without throwing. */
Value lib_throw_coded(Vm *vm, ErrorKind kind, const char *code, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));
Value lib_throw_coded_plain(Vm *vm, ErrorKind kind, const char *code, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));
Value lib_new_node_error(Vm *vm, ErrorKind kind, const char *code, const char *text);
/* Natives handed to library code written in JS (stdlib/web/events.js,
 * stdlib/node/): received(v) is node's " Received ..." tail,
 * nodeError(kind, code, msg) a NodeError (0 TypeError, 1 RangeError, 2 Error). */
Value lib_js_received(Vm *vm, Value *argv, int argc, bool construct);
Value lib_js_node_error(Vm *vm, Value *argv, int argc, bool construct);
/* node's ErrnoException for errno err, thrown: "syscall CODE" ("kill
 * ESRCH") with errno, code and syscall (process_info.c). */
Value lib_throw_errno(Vm *vm, int err, const char *syscall);
/* node's fs error for errno err, thrown: "ENOENT: no such file or
 * directory, open 'x'" with code, errno, syscall and path (modules.c). */
Value lib_throw_fs(Vm *vm, int err, const char *syscall, const char *path);
/* The same naming two paths: "CODE: text, syscall 'path' -> 'dest'". */
Value lib_throw_fs_dest(Vm *vm, int err, const char *syscall, const char *path, const char *dest);
/* Writes (or appends) b to path; node's fs error when it cannot (V_EXC),
 * else V_UNDEF (modules.c). */
Value lib_fs_write(Vm *vm, const char *path, const LibBuf *b, bool append);
/* A string path argument as malloc'd UTF-8, or NULL with a TypeError
 * thrown (modules.c). */
char *lib_path_arg(Vm *vm, Value v);
/* V8's "Method M called on incompatible receiver R" TypeError, R rendered as
 * V8 does (vm_value_desc_cstr); V_EXC. */
Value lib_throw_incompatible(Vm *vm, const char *method, Value recv);
/* node's tail of an ERR_INVALID_ARG_TYPE message (process.c): " Received
 * type string ('x')", " Received an instance of Foo", " Received null"; with
 * !type " Received 1.5". 0 / -1. */
int lib_buf_received(Vm *vm, Value v, LibBuf *b, bool type);
/* Callable check with node's message "<inspect of v> is not a function". */
int lib_require_callable(Vm *vm, Value v);
/* The same with V8's typed text: "number 5 is not a function" (util.c). */
int lib_require_fn_typed(Vm *vm, Value v);
/* For a library written in JavaScript whose constructors need
 * GetPrototypeFromConstructor's fallback: the library kept in per-realm
 * slot `slot` of f's realm (GetFunctionRealm), made there by make() on
 * first use; undefined when that is the current realm, V_EXC on an error
 * (util.c). */
Value lib_realm_lib_js(Vm *vm, Value f, int (*make)(Vm *), int slot);
/* V8's typed text of a value: number 5, string "x", boolean true, object,
 * symbol, undefined (object.c). 0 / -1. */
int lib_buf_typed(Vm *vm, LibBuf *b, Value v);
/* ToIntegerOrInfinity of ARG, relative index clamp: for slice/splice etc. */
int lib_rel_index_js(Vm *vm, Value v, int64_t len, int64_t dflt, int64_t *out);
/* Flat String of a string Value, NULL on OOM. Do not hold across allocation. */
String *lib_flat(Vm *vm, Value s);

int lib_install_object(Vm *vm);
int lib_install_object_proto(Vm *vm); /* object_proto.c, called by lib_install_object */
/* %Object.prototype.toString% itself, for the spec steps that call the
 * intrinsic whatever the property holds now (Array.prototype.toString) */
Value lib_object_to_string_js(Vm *vm, Value this_val);
int lib_install_function(Vm *vm);
int lib_install_array(Vm *vm);
int lib_install_string(Vm *vm);
/* String.prototype methods defined elsewhere, which lib_install_string
 * installs in node's key order: string_unicode.c's case mapping and
 * normalize, regexp_string.c's match / matchAll / search. */
extern const LibFn lib_string_unicode_fns[];
extern const LibFn lib_string_regex_fns[];
int lib_install_number(Vm *vm);
int lib_install_boolean(Vm *vm);
int lib_install_symbol(Vm *vm);
int lib_install_bigint(Vm *vm);
int lib_install_math(Vm *vm);
int lib_math_install_sum(Vm *vm, Value math); /* math_sum.c: Math.sumPrecise */
int lib_install_json(Vm *vm);
int lib_install_map(Vm *vm);
int lib_install_iterator(Vm *vm); /* stdlib/iterator.c: the Iterator global and the iterator helpers */
/* new Map/Set/WeakMap/WeakSet(iterable) (map.c): the kinds share one
 * constructor; the weak ones differ only in class, prototype and adder. */
enum { LIB_COLL_MAP, LIB_COLL_SET, LIB_COLL_WEAKMAP, LIB_COLL_WEAKSET };
Value lib_coll_new(Vm *vm, Value *argv, int argc, bool construct, int kind);
int lib_install_weak(Vm *vm); /* stdlib/weak.c */
int lib_install_collection_ext(Vm *vm); /* stdlib/collection_ext.c: groupBy, getOrInsert(Computed) */
/* Set.prototype[name] for one of the set methods (set_methods.c). 0 / -1. */
int lib_set_def_method(Vm *vm, Value proto, const char *name);
int lib_install_error(Vm *vm);
int lib_install_console(Vm *vm);
int lib_install_global(Vm *vm);
int lib_install_date(Vm *vm);
int lib_install_process(Vm *vm);
const char *lib_process_arch(void); /* process.arch: the architecture tarn was built for */
/* process.env, .versions and .release (process.c), .features and .config
 * (process_info.c): made on first use (lazy.c). The value, or V_EXC. */
Value lib_process_env_js(Vm *vm);
Value lib_process_versions_js(Vm *vm);
Value lib_process_release_js(Vm *vm);
Value lib_process_features_js(Vm *vm);
Value lib_process_config_js(Vm *vm);
/* process_info.c: process's remaining members, then every own property of
 * process enumerable, as node's (an init step after lib_install_timers). */
int lib_install_process_rest(Vm *vm);
/* process_info.c: process.on('warning', onWarning), node's own listener that
 * prints warnings, unless process.noProcessWarnings (--no-warnings). 0 / -1. */
int lib_process_add_warning_listener_js(Vm *vm);
/* process_info.c: process.emitWarning(text, type). 0 / -1. */
int lib_process_warn_js(Vm *vm, const char *text, const char *type);
/* ---- process as node's EventEmitter (stdlib/process_events.c) ---- */
Value lib_process_new_js(Vm *vm);   /* the global process, its prototype holding forwarders */
/* node:events was made (ee: its EventEmitter): process's prototype
 * inherits EventEmitter.prototype from now on. 0 / -1. */
int lib_process_link_events_js(Vm *vm, Value ee);
/* process's own 'newListener' and 'removeListener' listeners, node's
 * startListeningIfSignal and stopListeningIfSignal: a listener for a
 * signal's name ('SIGINT') makes the signal an event. 0 / -1. */
int lib_process_add_signal_listeners_js(Vm *vm);
/* process.emit(type, ...args) when process has a listener for type:
 * 1 emitted, 0 no listener, -1 a listener threw (pending). */
int lib_process_emit_js(Vm *vm, const char *type, int argc, const Value *args);
/* With an exception pending: node's 'uncaughtException' listeners take it
 * (origin "uncaughtException" or "unhandledRejection") and the program goes
 * on: 0. -1 with an exception pending when there is no listener (or one threw). */
int lib_process_uncaught_js(Vm *vm, const char *origin);
/* node's 'exit' event (once per VM) with the exit code; returns the status
 * the process ends with (a listener may change process.exitCode; one that
 * throws is reported on vm->err and makes it 1). */
int lib_process_emit_exit_js(Vm *vm);
/* node's 'beforeExit' (the loop ran dry): 1 emitted, 0 no listener, -1. */
int lib_process_emit_before_exit_js(Vm *vm);
int lib_process_exit_code(Vm *vm); /* process.c: process.exitCode as a status, 0 when unset */
/* process.c: stdwrite(fd, chunk), process.stdout/stderr's system write */
Value lib_process_stdwrite(Vm *vm, Value *argv, int argc, bool construct);
Value lib_process_stdend(Vm *vm, Value *argv, int argc, bool construct);
int lib_process_console_write(Vm *vm, int fd, Value s);
int lib_install_reflect(Vm *vm); /* stdlib/reflect.c */
int lib_install_proxy(Vm *vm);   /* stdlib/proxy.c */
int lib_install_typed(Vm *vm);   /* stdlib/typed.c: ArrayBuffer, the typed arrays, DataView */
int lib_install_uri(Vm *vm);     /* stdlib/uri.c: encodeURI(Component), decodeURI(Component), escape, unescape */
/* node's console.timeEnd text of ms: "1.234ms", "1.500s", "1:02.345 (m:ss.mmm)". */
void lib_console_format_time(double ms, char *buf, size_t cap);
/* node's inspect text of a Date: its ISO form or "Invalid Date" (date.c). */
int lib_date_inspect(Vm *vm, Value d, LibBuf *b);
int lib_install_regexp(Vm *vm); /* regexp.c */
/* "/source/flags" of a RegExp as node's inspect shows it (regexp.c). 0 / -1. */
int lib_rx_describe(Vm *vm, Value re, LibBuf *out);
/* String.prototype.replace/replaceAll/split with a first argument that has
 * the Symbol method `sym` (a B_SYM_* id): 1 and *out (its result, maybe
 * V_EXC) when it was called, 0 for the string path (regexp_string.c). */
int lib_str_dispatch_js(Vm *vm, Value *argv, int argc, int sym, const char *name, Value *out);

/* Symbol.for(key) (symbol.c); and the registered symbol of an atom key
 * if there is one, else V_EMPTY (allocates nothing). */
Value lib_symbol_for(Vm *vm, const char *key);
Value lib_symbol_for_existing_noalloc(Vm *vm, Value key_atom);
/* "Symbol(desc)" of a symbol Value (symbol.c). */
Value lib_symbol_descriptive(Vm *vm, Value sym);

/* number formatting (number.c) */
Value lib_num_to_fixed(Vm *vm, double d, int digits);

#endif
