/* include/tarn.h — tarn's public embedding API.
 *
 * A tarn_vm is one independent JavaScript world with its own heap; there is
 * no global state, so separate VMs may run on separate threads. Values cross
 * this API only as handles (tarn_value) inside scopes, so the moving
 * collector can relocate them without the host noticing; docs/embedding.md
 * explains the rooting rules.
 * Invariant: after a call returns TARN_ERROR (or a NULL tarn_value) the
 * exception stays pending in the VM until tarn_report_error(),
 * tarn_clear_error() or tarn_take_exception() consumes it. Clear it before
 * calling into the VM again: a call that may run JS fails at once while one
 * is pending, naming it. Nothing here longjmps; bad input is an exception,
 * and only host mistakes that leave a dangling reference (a second
 * tarn_release, a tarn_ call from a finalizer, scopes closed out of order)
 * abort with a message (docs/embedding.md, "Host mistakes").
 */
#ifndef TARN_H
#define TARN_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#ifdef __cplusplus
extern "C" {
#endif

#define TARN_VERSION "0.1.0"

/* Every public function is marked TARN_API; libtarn.so exports nothing else. */
#if defined(__GNUC__)
#define TARN_API __attribute__((visibility("default")))
#else
#define TARN_API
#endif

typedef struct tarn_vm tarn_vm;

enum { TARN_OK = 0, TARN_ERROR = -1 };

/* A new VM with every builtin installed, or NULL when out of memory. */
TARN_API tarn_vm *tarn_vm_new(void);
TARN_API void tarn_vm_free(tarn_vm *vm);

/* The rest of stream f, or the whole file at path, as a malloc'd buffer
 * (release it with free()) with a NUL after its *len bytes; NULL with errno
 * set when it cannot be read or memory runs out. For hosts that load
 * scripts; the CLI and the module loader read files through them. */
TARN_API char *tarn_read_stream(FILE *f, size_t *len);
TARN_API char *tarn_read_file(const char *path, size_t *len);

/* Compile and run src (len bytes, UTF-8) as a script named filename, in
 * the scope node gives a CommonJS file: its top-level var, let, const,
 * function and class declarations are local to it, so a host cannot find
 * them with tarn_get_global. To define globals, assign them
 * (`globalThis.update = function (dt) {...}`) or evaluate with
 * tarn_eval_value, whose top-level declarations are globals (as the
 * REPL's). TARN_OK, or TARN_ERROR with the exception pending (a compile
 * error is pending as a SyntaxError). */
TARN_API int tarn_eval(tarn_vm *vm, const char *src, size_t len, const char *filename);

/* Load, link and evaluate the ES module in the file at path (relative to the
 * working directory) and everything it imports; each module of a VM is
 * evaluated at most once, so a second call for the same path does nothing.
 * Module code is strict and its top-level `this` is undefined. TARN_OK, or
 * TARN_ERROR with the exception pending (a missing module or export is a
 * SyntaxError/Error naming the importing file:line:col). */
TARN_API int tarn_eval_module_file(tarn_vm *vm, const char *path);
/* (Bare specifiers and node:x resolve as in node. Every imported file is an
 * ES module here, unless tarn_run_main was called on this VM: from then on
 * files are typed as node types them, and a CommonJS one is imported
 * through require.) */

/* Run the file at path as node runs its main file: an ES module when it
 * ends in .mjs, or in .js under a package.json whose "type" is "module";
 * otherwise a CommonJS module (node's wrapper: exports, require, module,
 * __filename, __dirname; sloppy unless it says "use strict"), with node's
 * require() (docs/modules.md); the ES modules it imports may import
 * CommonJS files. TARN_OK, or TARN_ERROR with the exception pending. The
 * event loop is not run (tarn_run_loop). */
TARN_API int tarn_run_main(tarn_vm *vm, const char *path);
/* Give the global scripts of this VM the globals node gives `node -e` and
 * stdin code: require, module, exports (a CommonJS module named name,
 * "[eval]" or "[stdin]", in the working directory), __filename (name) and
 * __dirname ("."); with name "<repl>", node's REPL's: require and module
 * only. They are made when first named. Files imported from then on are
 * typed as tarn_run_main types them (a .js file may be CommonJS). */
TARN_API void tarn_set_script_globals(tarn_vm *vm, const char *name);

/* Evaluate src (len bytes, UTF-8) as the ES module named name: name is its
 * path, so `import './x.mjs'` resolves next to it (relative names against
 * the working directory). A name that is already loaded is an error. */
TARN_API int tarn_eval_module(tarn_vm *vm, const char *src, size_t len, const char *name);


/* REPL-style evaluation: top-level let/const/function declarations persist
 * across calls. On TARN_OK, when result_out is not NULL, *result_out is a
 * malloc'd UTF-8 rendering of the completion value in node's REPL style
 * ("2", "'s'", "undefined"); free it with free(). An entry with `await` at
 * its top level (node's REPL) runs the event loop until its promise
 * settles: the result is the awaited completion value, and a rejection is
 * the entry's error. A promise that nothing settles is waited for (as
 * node's REPL waits) until an interrupt abandons the wait: the interrupt
 * callback, polled every 50 ms while no script code runs, or
 * tarn_vm_interrupt. The entry's error is then Error('interrupted') with
 * `code` 'ERR_SCRIPT_EXECUTION_INTERRUPTED' (node's). */
TARN_API int tarn_eval_repl(tarn_vm *vm, const char *src, size_t len, const char *filename,
                   char **result_out);

/* Colour tarn_eval_repl's result as node's REPL does on a colour terminal
 * (util.inspect's {colors: true}: numbers and booleans yellow, strings and
 * symbols green, undefined grey, null bold, functions, getters and
 * [Circular] cyan, dates magenta, regexps red). Off by default; the CLI
 * turns it on when stdout is a terminal, TERM is not "dumb" and NO_COLOR /
 * NODE_DISABLE_COLORS are unset (FORCE_COLOR=1 forces it). */
TARN_API void tarn_repl_set_colors(tarn_vm *vm, int on);

/* Inspect console output in colour as node's console does on a colour
 * terminal: out_on for console.log/info/debug/dir/group (the VM's stdout),
 * err_on for console.error/warn/trace/assert (stderr). %o, %O and the
 * arguments after a format are coloured; strings and %s/%d/%i/%f/%j are
 * not. Off by default; the CLI turns each on by node's rule for its stream
 * (a terminal, TERM, NO_COLOR, NODE_DISABLE_COLORS, FORCE_COLOR:
 * docs/cli.md). */
TARN_API void tarn_console_set_colors(tarn_vm *vm, int out_on, int err_on);

/* Print the pending exception the way node prints an uncaught one, then
 * clear it. Does nothing when no exception is pending. */
TARN_API void tarn_report_error(tarn_vm *vm, FILE *f);
/* tarn_report_error's text into buf, snprintf's way: at most size bytes
 * with the NUL (truncated when longer); returns the whole text's length
 * (not counting the NUL), so a host can retry with a larger buffer: the
 * exception stays pending (clear or take it after). 0 when none is
 * pending. */
TARN_API size_t tarn_error_string(tarn_vm *vm, char *buf, size_t size);
/* Where the pending exception arose: a SyntaxError from compiling, at its
 * place in the source; a value thrown by a script, at the throw (for an
 * Error made in one place and thrown in another, the throw's place, as
 * node's report of an uncaught error shows it). Copies the file name into
 * file (file_size bytes with the NUL; NULL: not wanted) and the line and
 * column, from 1, into *line and *col (either may be NULL). TARN_OK, or
 * TARN_ERROR when nothing is pending or no script place is known (an
 * exception the host threw, say). The exception stays pending. */
TARN_API int tarn_error_location(tarn_vm *vm, char *file, size_t file_size, int *line, int *col);
/* Like tarn_report_error but in the REPL's form ("Uncaught TypeError: ..."). */
TARN_API void tarn_report_error_repl(tarn_vm *vm, FILE *f);
/* Tab completion for a REPL: word is the text before the cursor back to the
 * last character that cannot be part of `a.b.c` ("Math.fl", "con"). On
 * TARN_OK *out holds *nout malloc'd full words ("Math.floor") grouped as
 * node's REPL lists them: a group per object on the prototype chain (for
 * a bare word: the keywords, the global object's names, its prototypes',
 * then the REPL's let/const bindings), the farthest first, each sorted, a
 * name only in the nearest group that has it, and an empty string between
 * groups (skip it when inserting). The last part matches ignoring ASCII
 * case. Free the words with tarn_repl_free_completions. The part before
 * the last dot must be a chain of identifiers; its first name is read as
 * an expression reads it, the properties after it as data properties
 * only: a getter or proxy there yields no words (its code does not run). */
TARN_API int tarn_repl_complete(tarn_vm *vm, const char *word, size_t len, char ***out, size_t *nout);
TARN_API void tarn_repl_free_completions(char **v, size_t n);
TARN_API void tarn_clear_error(tarn_vm *vm);

/* Set process.argv to argv[0..argc) (copied): node's shape is the host
 * executable's absolute path, the script's absolute path, then the script's
 * arguments. `import { args } from 'tarn:os'` sees argv[2..] (node's
 * process.argv.slice(2)); set them before the first module imports tarn:os.
 * TARN_OK, or TARN_ERROR when out of memory. */
TARN_API int tarn_set_args(tarn_vm *vm, int argc, const char *const *argv);
/* The exit status the script asked for with process.exitCode (when unset:
 * the event loop's, see tarn_set_unhandled_rejections; else 0), after
 * node's 'exit' event: process's 'exit' listeners run once per VM with the
 * status and may change it (one that throws is reported on the error
 * stream and makes it 1). process.exit(code) itself runs them and ends the
 * host process, as in node. tarn_exit_status(vm, 1) is the same for a run
 * that ended on an uncaught error, already reported: the status is 1
 * unless a listener changes it. */
TARN_API int tarn_exit_code(tarn_vm *vm);
TARN_API int tarn_exit_status(tarn_vm *vm, int uncaught);
/* With a script's uncaught exception pending (tarn_eval_value's error, as
 * node's -e and stdin code): process's 'uncaughtException' listeners take
 * it as node's do. TARN_OK when one did (nothing is pending, and the event
 * loop should run on); TARN_ERROR with it still pending when there is none
 * (or a listener threw: then that error is pending). */
TARN_API int tarn_offer_uncaught(tarn_vm *vm);

/* Nonzero when src ends inside an unfinished construct (open bracket,
 * string, template or comment): a REPL should read another line. */
TARN_API int tarn_is_incomplete(const char *src, size_t len);

/* Compile only (a syntax check): TARN_OK, or TARN_ERROR after printing the
 * SyntaxError with its location to err. module: 0 checks src as a CommonJS
 * file (as tarn_eval and the CLI run it: `return` at the top is allowed),
 * 1 as an ES module, 2 as a classic script's global code (as tarn_eval_value
 * compiles it). */
TARN_API int tarn_check(tarn_vm *vm, const char *src, size_t len, const char *filename, int module, FILE *err);
/* tarn_check of src, a malloc'd buffer with a NUL after its len bytes (as
 * tarn_read_file returns), which it takes and frees (at once, or when the
 * VM no longer needs it for error reports): a big file is then in memory
 * once while it is checked, not twice. */
TARN_API int tarn_check_buffer(tarn_vm *vm, char *src, size_t len, const char *filename, int module, FILE *err);
/* Write a bytecode listing of src to out. TARN_OK, or TARN_ERROR after
 * printing the compile error to err as "file:line:col: SyntaxError: msg". */
TARN_API int tarn_disasm(tarn_vm *vm, const char *src, size_t len, const char *filename, FILE *out,
                FILE *err);

/* ---- The event loop --------------------------------------------------------
 * tarn_eval runs a script's synchronous part only; promise reactions,
 * queueMicrotask callbacks, timers and immediates wait for the loop. Its
 * phases follow node: due timers (by expiry, then creation order), then the
 * immediates queued before that phase; microtasks are drained after every
 * callback, and unhandled rejections are examined after each drain.
 *
 * tarn_run_loop runs until nothing keeps the loop alive: no ref'd timer or
 * immediate, no job posted with tarn_vm_post and no host ref
 * (tarn_loop_ref) is pending; it sleeps until the next timer or post when
 * needed. TARN_OK when idle; TARN_ERROR when a
 * callback threw or a rejection went unhandled (in the "throw"/"strict"
 * modes): the error is pending as after tarn_eval (tarn_report_error prints
 * it as node does) and the remaining work stays queued.
 *
 * tarn_run_once runs one turn without ever sleeping: pending microtasks, the
 * timers due now, then the queued immediates. It returns 1 when work remains
 * (call it again later; a REPL calls it between inputs), 0 when idle, or
 * TARN_ERROR as above. */
TARN_API int tarn_run_loop(tarn_vm *vm);
TARN_API int tarn_run_once(tarn_vm *vm);

/* ---- The event loop from the host ------------------------------------------
 * Posting: tarn_vm_post queues fn(vm, data) as a macrotask; it may be called
 * from any thread (the mailbox has its own lock) while the VM runs. The loop
 * runs posted jobs in node's poll phase (after the due timers, before the
 * immediates), oldest first, each in its own handle scope and followed by a
 * microtask drain, like any callback. A job returns TARN_OK, or TARN_ERROR
 * after tarn_throw*: the exception is the loop's uncaught error, as for a
 * throwing timer. Jobs still queued at tarn_vm_free are called once with vm
 * NULL, so the host can free data. TARN_OK, or TARN_ERROR when out of memory
 * (nothing queued). A queued job keeps the loop alive and wakes a sleeping
 * tarn_run_loop. */
typedef int (*tarn_job_fn)(tarn_vm *vm, void *data);
TARN_API int tarn_vm_post(tarn_vm *vm, tarn_job_fn fn, void *data);
/* Keep tarn_run_loop alive (waiting for posts) while the host holds a ref,
 * e.g. while a thread it started may still post. Thread-safe. */
TARN_API void tarn_loop_ref(tarn_vm *vm);
TARN_API void tarn_loop_unref(tarn_vm *vm);
/* Called on the posting thread after each tarn_vm_post (and unref), so a
 * host that sleeps in its own loop can wake (write to an eventfd, signal a
 * condition). It must not call into the VM. NULL turns it off. */
TARN_API void tarn_set_post_notify(tarn_vm *vm, void (*fn)(tarn_vm *vm, void *data), void *data);
/* For hosts that run their own loop: the ms until tarn has work: 0 when
 * some is ready now (a microtask, immediate, posted job or due timer), N to
 * the first timer (ref'd or not), -1 when only host refs are pending (wait
 * for a post), -2 when nothing is pending at all. */
TARN_API int64_t tarn_loop_next_deadline(tarn_vm *vm);
/* One turn like tarn_run_once, but first wait up to timeout_ms for work (the
 * first timer or a post; -1: as long as it takes, 0: not at all). Returns 1
 * when work remains, 0 when idle, TARN_ERROR as tarn_run_loop. */
TARN_API int tarn_run_once_timeout(tarn_vm *vm, int timeout_ms);

/* node's --unhandled-rejections modes; the default is TARN_REJECT_THROW
 * (the reason is raised as an uncaught error). WARN prints node's warning to
 * stderr and goes on; WARN_WITH_ERROR_CODE also makes tarn_exit_code 1;
 * NONE ignores them. STRICT behaves as THROW (tarn has no
 * 'unhandledRejection' event to consult). */
enum {
    TARN_REJECT_THROW = 0, TARN_REJECT_STRICT, TARN_REJECT_WARN, TARN_REJECT_NONE,
    TARN_REJECT_WARN_WITH_ERROR_CODE
};
TARN_API void tarn_set_unhandled_rejections(tarn_vm *vm, int mode);
/* tarn_exit_code (above) is 1 after a warn-with-error-code rejection when
 * process.exitCode is unset. */
/* Install a global gc() like node's --expose-gc: gc() runs a full
 * collection, gc({type: 'minor'}) a minor one. TARN_OK / TARN_ERROR. */
TARN_API int tarn_vm_expose_gc(tarn_vm *vm);
/* Print a one-line summary of the collector's statistics to f. */
TARN_API void tarn_vm_gc_stats(tarn_vm *vm, FILE *f);


/* ---- Configuration ----------------------------------------------------------
 * tarn_config_init fills the defaults (all zero: "use the default"), a host
 * changes the fields it cares about and passes it to tarn_vm_new_with.
 * Sizes are bytes. */
typedef struct tarn_config {
    size_t heap_limit;     /* heap bytes before a catchable RangeError: out of memory (default 4 GiB) */
    size_t nursery_min;    /* young-generation floor (default 1 MiB; at least 256 KiB) */
    size_t nursery_max;    /* young-generation cap (default 16 MiB) */
    unsigned time_limit_ms; /* per outermost tarn_eval/tarn_call/tarn_run_loop/...: a catchable
                               Error 'Script execution timed out after Nms'; 0 = none */
    size_t regex_budget;   /* scratch bytes one regex match may use; past it a catchable
                              RangeError (default 64 MiB, or TARN_REGEX_BUDGET when 0) */
    size_t stack_limit;    /* the interpreter's value stack; deeper calls raise a catchable
                              RangeError: Maximum call stack size exceeded (default 32 MiB,
                              at least 16 KiB; the call depth is also capped at 10,800 frames) */
    /* Allocator hooks, Lua style: alloc(ud, NULL, 0, n) allocates, alloc(ud, p,
     * old, n) resizes, alloc(ud, p, old, 0) frees (return NULL). NULL on
     * failure is handled (an out-of-memory error, never an abort). Used for
     * the VM's own C allocations (compiler, shapes, tables, strings being
     * built, regex scratch, API state), each with a 16-byte header; the page
     * mappings below have their own pair (docs/embedding.md). Must be
     * callable from the VM's thread; alloc_ud without alloc is refused. */
    void *(*alloc)(void *ud, void *ptr, size_t old_size, size_t new_size);
    void *alloc_ud;
    /* Page hooks, for the VM's page mappings: the nursery reservation (about
     * 160 MiB of address space), old-generation chunks (2 MiB + 64 KiB),
     * large objects, immortal chunks, the handle array and the value stack
     * (32 MiB each). map_pages(ud, size) returns size bytes, page-aligned,
     * read-write, reading as zero, or NULL (an out-of-memory error, or
     * tarn_vm_new_with returns NULL). unmap_pages(ud, addr, size) gives back
     * a page-aligned range of earlier mappings: possibly only part of one
     * (munmap's rule), and every mapped byte is given back exactly once by
     * tarn_vm_free. The memory must behave as private anonymous memory (from
     * mmap, or carved out of a larger such mapping): the collector returns
     * idle pages with madvise(MADV_DONTNEED) and expects zeros afterwards,
     * and its debug nets (TARN_GC_PROTECT) mprotect pages. Both or neither;
     * NULL means mmap/munmap. Called on the VM's thread. */
    void *(*map_pages)(void *ud, size_t size);
    void (*unmap_pages)(void *ud, void *addr, size_t size);
    void *pages_ud;
} tarn_config;

TARN_API void tarn_config_init(tarn_config *c);
/* c NULL means the defaults. NULL when out of memory (or alloc failed). */
TARN_API tarn_vm *tarn_vm_new_with(const tarn_config *c);

/* ---- Handles and scopes -----------------------------------------------------
 * A tarn_value is a handle: a slot the collector knows about and updates when
 * the value moves. A handle created inside a scope lives until that scope
 * closes; scopes nest like C blocks (close the innermost first: closing out
 * of order or twice aborts with a message). A native function's arguments
 * and every handle it creates are released when it returns, so a callback
 * making a few handles needs no scope of its own; a loop opens one per
 * iteration. Handles created with no scope open live until tarn_vm_free:
 * hosts should open one. A tarn_scope is an opaque token. */
typedef struct tarn_value_s *tarn_value;
typedef size_t tarn_scope;

TARN_API tarn_scope tarn_scope_open(tarn_vm *vm);
TARN_API void tarn_scope_close(tarn_vm *vm, tarn_scope s);
/* Close s and return v re-rooted in the scope enclosing s. */
TARN_API tarn_value tarn_scope_escape(tarn_vm *vm, tarn_scope s, tarn_value v);
/* A persistent handle: valid across scopes and calls until tarn_release.
 * It is a tarn_value like any other. NULL when out of memory. Releasing
 * anything else, or twice, aborts with a message. */
TARN_API tarn_value tarn_persist(tarn_vm *vm, tarn_value v);
TARN_API void tarn_release(tarn_vm *vm, tarn_value persistent);

/* ---- Values -----------------------------------------------------------------
 * Constructors return a handle in the current scope, or NULL with the
 * exception pending (out of memory). */
TARN_API tarn_value tarn_undefined(tarn_vm *vm);
TARN_API tarn_value tarn_null(tarn_vm *vm);
TARN_API tarn_value tarn_bool(tarn_vm *vm, int b);
TARN_API tarn_value tarn_number(tarn_vm *vm, double d);
/* UTF-8 in; invalid sequences become U+FFFD. */
TARN_API tarn_value tarn_string(tarn_vm *vm, const char *utf8, size_t len);
TARN_API tarn_value tarn_object_new(tarn_vm *vm);
TARN_API tarn_value tarn_array_new(tarn_vm *vm);
TARN_API tarn_value tarn_global_object(tarn_vm *vm);

enum {
    TARN_TYPE_UNDEFINED, TARN_TYPE_NULL, TARN_TYPE_BOOLEAN, TARN_TYPE_NUMBER,
    TARN_TYPE_STRING, TARN_TYPE_SYMBOL, TARN_TYPE_OBJECT, TARN_TYPE_FUNCTION,
    TARN_TYPE_BIGINT /* added last: the values before it keep their numbers */
};
/* typeof, with null apart. Type checks never allocate or run JS. */
TARN_API int tarn_type(tarn_vm *vm, tarn_value v);
TARN_API int tarn_is_array(tarn_vm *vm, tarn_value v);
TARN_API int tarn_is_error(tarn_vm *vm, tarn_value v); /* an Error instance */
/* The number held (NaN when v is not a number); the truthiness of v. */
TARN_API double tarn_get_number(tarn_vm *vm, tarn_value v);
TARN_API int tarn_truthy(tarn_vm *vm, tarn_value v);
/* JS ToNumber (may run valueOf): TARN_OK or TARN_ERROR. */
TARN_API int tarn_to_number(tarn_vm *vm, tarn_value v, double *out);
/* JS ToString (may run toString) as malloc'd NUL-terminated UTF-8 (lone
 * surrogates become U+FFFD); *len_out gets the byte length when not NULL.
 * NULL with the exception pending on failure. free() the result. */
TARN_API char *tarn_to_string(tarn_vm *vm, tarn_value v, size_t *len_out);

/* ---- Properties, globals, calls ------------------------------------------
 * These may run JS (getters, setters, proxies of behaviour) and so may throw. */
TARN_API tarn_value tarn_get(tarn_vm *vm, tarn_value obj, const char *key);
TARN_API int tarn_set(tarn_vm *vm, tarn_value obj, const char *key, tarn_value v);
TARN_API tarn_value tarn_get_index(tarn_vm *vm, tarn_value obj, uint32_t i);
TARN_API int tarn_set_index(tarn_vm *vm, tarn_value obj, uint32_t i, tarn_value v);
/* ToLength(obj.length), or -1 with the exception pending. */
TARN_API int64_t tarn_length(tarn_vm *vm, tarn_value obj);
TARN_API tarn_value tarn_get_global(tarn_vm *vm, const char *name);
TARN_API int tarn_set_global(tarn_vm *vm, const char *name, tarn_value v);
/* fn(...argv) with this = this_val (NULL: undefined). */
TARN_API tarn_value tarn_call(tarn_vm *vm, tarn_value fn, tarn_value this_val, int argc,
                              const tarn_value *argv);
/* new ctor(...argv). */
TARN_API tarn_value tarn_new(tarn_vm *vm, tarn_value ctor, int argc, const tarn_value *argv);
/* Evaluate src in global mode (as the REPL does: top-level let/const/function
 * persist across calls) and return the completion value. */
TARN_API tarn_value tarn_eval_value(tarn_vm *vm, const char *src, size_t len, const char *filename);
/* Evaluate src as node runs `node -e` and stdin code: a global script with
 * tarn_set_script_globals(name)'s globals, or, when it does not compile as one
 * because of syntax only an ES module has (import, export, import.meta,
 * top-level await) and compiles as a module, an ES module named
 * "[eval1]" (node's syntax detection; the value is then undefined). The
 * script's completion value, or NULL with the exception pending. */
TARN_API tarn_value tarn_eval_main(tarn_vm *vm, const char *src, size_t len, const char *name);

/* ---- Realms -----------------------------------------------------------------
 * A realm is a global object and global environment with a set of builtins
 * of its own (Object, Array, Error, Function, ...): code in one realm sees
 * none of another's globals, and the objects it makes have its prototypes
 * (so `x instanceof Array` is false for another realm's array, while
 * Array.isArray is true). A VM starts with one realm, which has the host's
 * globals (console, process, timers, require, the web globals); a realm made
 * by tarn_realm_new has the ECMAScript globals alone, so a host can run
 * untrusted code there, away from its own globals, and give it only what it
 * sets on that realm's global object. A function runs in the realm it was
 * made in, whoever calls it: a native made by tarn_function_new while a
 * realm is entered belongs to that realm. Objects may be passed between
 * realms freely. The first realm lives until tarn_vm_free; another lives
 * while anything live names it (its global object, as the handle
 * tarn_realm_new returns while it is held; a function of it reached from a
 * live value, as an object of it reaches its realm's methods through its
 * prototype; an enter not yet left) and is freed by the next full
 * collection after that (tarn_gc_stats.realms_collected). */
/* A new realm; returns its global object, or NULL with the exception
 * pending. The current realm does not change. */
TARN_API tarn_value tarn_realm_new(tarn_vm *vm);
/* Make current the realm whose global object is `global`: tarn_eval,
 * tarn_eval_value, tarn_global_object, tarn_get_global, tarn_object_new,
 * tarn_function_new ... then act in it. Returns a token for
 * tarn_realm_leave (>= 0), or -1 with a TypeError pending when `global` is
 * no realm's global object. Pair each enter with a leave, inner first,
 * before returning to JavaScript from a native. */
TARN_API int tarn_realm_enter(tarn_vm *vm, tarn_value global);
TARN_API void tarn_realm_leave(tarn_vm *vm, int token);

/* ---- Exceptions -------------------------------------------------------------
 * tarn_throw / tarn_throw_error make v the pending exception and return NULL,
 * so a native function can `return tarn_throw_error(vm, TARN_ERR_TYPE, "...")`. */
enum { TARN_ERR_ERROR, TARN_ERR_TYPE, TARN_ERR_RANGE, TARN_ERR_SYNTAX, TARN_ERR_REFERENCE };
TARN_API int tarn_has_exception(tarn_vm *vm);
/* The pending exception as a handle (and no longer pending), or NULL. */
TARN_API tarn_value tarn_take_exception(tarn_vm *vm);
TARN_API tarn_value tarn_throw(tarn_vm *vm, tarn_value v);
TARN_API tarn_value tarn_throw_error(tarn_vm *vm, int kind, const char *message);

/* ---- Native functions -------------------------------------------------------
 * A native gets `this`, its arguments as handles (valid until it returns) and
 * the data pointer it was registered with. It returns a handle (any scope the
 * callback can see) or NULL after tarn_throw*(); NULL with nothing pending
 * means undefined. */
typedef tarn_value (*tarn_native_fn)(tarn_vm *vm, tarn_value this_val, int argc,
                                      const tarn_value *argv, void *data);
TARN_API tarn_value tarn_function_new(tarn_vm *vm, const char *name, tarn_native_fn fn, int length,
                                      void *data);
/* An object with the [[IsHTMLDDA]] internal slot (ECMA-262 Annex B.3.6), as a
 * browser host makes document.all: `typeof` gives "undefined", it is falsy,
 * and `== null` / `== undefined` are true; in every other respect it is an
 * ordinary object (`??` and `?.` treat it as present, `=== undefined` is
 * false, properties can be set on it) whose prototype is Object.prototype.
 * Calling it calls fn (this_val and arguments as given to the call, data
 * as passed here); with fn NULL a call returns null. It is no constructor.
 * tarn_type reports it as TARN_TYPE_FUNCTION (it is callable). NULL with
 * the exception pending. */
TARN_API tarn_value tarn_htmldda_new(tarn_vm *vm, tarn_native_fn fn, void *data);
/* obj[name] = a native (non-enumerable, like a builtin method); obj NULL
 * means the global object. */
TARN_API int tarn_define_function(tarn_vm *vm, tarn_value obj, const char *name, tarn_native_fn fn,
                                  int length, void *data);

/* obj[name] as an accessor property made of natives (obj NULL: the global
 * object): reading it calls getter(vm, receiver, 0, NULL, data), assigning
 * calls setter(vm, receiver, 1, &value, data) (its result is ignored). One
 * of them may be NULL: without a getter the property reads as undefined;
 * without a setter an assignment is ignored in sloppy code and a TypeError
 * in strict code. attrs or's TARN_PROP_ENUMERABLE and
 * TARN_PROP_CONFIGURABLE (0: neither, as a class's accessors are not
 * enumerable). The functions are named "get name" and "set name", as JS
 * accessors are. TARN_OK, or TARN_ERROR with the exception pending (obj
 * is not an object, or the property exists and is not configurable). */
enum { TARN_PROP_ENUMERABLE = 1, TARN_PROP_CONFIGURABLE = 2 };
TARN_API int tarn_define_accessor(tarn_vm *vm, tarn_value obj, const char *name, tarn_native_fn getter,
                                  tarn_native_fn setter, void *data, int attrs);

/* ---- Host classes -----------------------------------------------------------
 * Instances are JS objects carrying a C pointer. When the collector finds an
 * instance unreachable it calls finalize(ptr, class_data) (also for every
 * instance still alive at tarn_vm_free); a finalizer must not call into the
 * VM. external_bytes (memory the pointer owns) counts toward GC pacing until
 * the instance is finalized. */
typedef struct tarn_class tarn_class;
typedef void (*tarn_finalizer)(void *ptr, void *class_data);
/* A class named name. When ctor is not NULL, the global `name` is a
 * constructor: `new name(...)` calls ctor (this_val undefined, data
 * class_data), which returns an instance (tarn_instance_new); a non-object
 * result is a TypeError, and so is calling it without new. Scripts may
 * subclass it (`class Player extends Entity`): super() calls ctor and the
 * instance gets the subclass's prototype. The class lives as long as the
 * VM. NULL with the exception pending. */
TARN_API tarn_class *tarn_class_new(tarn_vm *vm, const char *name, tarn_native_fn ctor, int length,
                                    tarn_finalizer finalize, void *class_data);
TARN_API int tarn_class_method(tarn_vm *vm, tarn_class *cls, const char *name, tarn_native_fn fn,
                               int length, void *data);
TARN_API tarn_value tarn_class_prototype(tarn_vm *vm, tarn_class *cls);
/* tarn_define_accessor on the class's prototype: every instance (and a
 * subclass's) reads it through the prototype chain; the getter's
 * this_val is the instance (tarn_instance_ptr gives its pointer). */
TARN_API int tarn_class_accessor(tarn_vm *vm, tarn_class *cls, const char *name, tarn_native_fn getter,
                                 tarn_native_fn setter, void *data, int attrs);
TARN_API tarn_value tarn_instance_new(tarn_vm *vm, tarn_class *cls, void *ptr, size_t external_bytes);
/* The instance's pointer, or NULL when v is not an instance of cls. */
TARN_API void *tarn_instance_ptr(tarn_vm *vm, tarn_value v, tarn_class *cls);

/* ---- Shared memory between VMs ---------------------------------------------
 * A SharedArrayBuffer's bytes can be shared by VMs on different threads, as
 * tarn:worker's postMessage shares them (a test262 host's $262.agent does it
 * through these). tarn_shared_get takes a reference to the bytes of
 * SharedArrayBuffer sab (NULL with a TypeError pending when it is not
 * one); the reference may travel to any thread. tarn_shared_wrap makes a
 * new SharedArrayBuffer of vm over those bytes (the caller keeps its
 * reference). tarn_shared_release drops a reference, from any thread. The
 * bytes are freed when no reference and no SharedArrayBuffer over them is
 * left in any VM. */
typedef struct tarn_shared tarn_shared;
TARN_API tarn_shared *tarn_shared_get(tarn_vm *vm, tarn_value sab);
TARN_API tarn_value tarn_shared_wrap(tarn_vm *vm, tarn_shared *s);
TARN_API void tarn_shared_release(tarn_shared *s);

/* ---- Interrupts, limits and the collector ---------------------------------
 * The interpreter polls every 10,000 loop back-edges, and so do JSON and
 * other long native loops. At each poll: a pending tarn_vm_interrupt, or
 * an interrupt callback returning nonzero, raises a catchable
 * Error('interrupted'); past the time limit, Error('Script execution timed
 * out after Nms') is raised at every poll until the outermost call returns.
 * A callback returning TARN_INTERRUPT_TERMINATE ends the running call as
 * node's terminated execution does: the Error('interrupted') passes every
 * catch and finally of the script, and every poll raises it again until
 * the outermost tarn_ call returns (with TARN_ERROR, unless C code such as
 * a promise job turned it into a value and no loop ran after). */
enum { TARN_INTERRUPT_RAISE = 1, TARN_INTERRUPT_TERMINATE = 2 };
typedef int (*tarn_interrupt_fn)(tarn_vm *vm, void *data);
TARN_API void tarn_set_interrupt_handler(tarn_vm *vm, tarn_interrupt_fn fn, void *data);
/* Safe to call from any thread. */
TARN_API void tarn_vm_interrupt(tarn_vm *vm);
/* 0 turns the limit off. Takes effect at the next outermost call. */
TARN_API void tarn_set_time_limit(tarn_vm *vm, unsigned ms);

typedef struct tarn_gc_stats {
    uint64_t collections, minors, majors;
    uint64_t bytes_allocated, bytes_live, heap_size, peak_heap;
    uint64_t external_bytes;
    uint64_t total_pause_ns, max_pause_ns;
    /* realms that exist now (1: the first alone), and realms collected:
     * a realm other than the first is freed by the major that finds
     * nothing live naming it */
    uint64_t realms, realms_collected;
} tarn_gc_stats;
TARN_API void tarn_vm_get_gc_stats(tarn_vm *vm, tarn_gc_stats *out);
/* A full collection now (major: nonzero) or a minor one. */
TARN_API void tarn_vm_gc(tarn_vm *vm, int major);

#ifdef __cplusplus
}
#endif

#endif
