/* include/tarn.h — tarn's public embedding API (first, small version).
 *
 * A tarn_vm is one independent JavaScript world with its own heap; there is
 * no global state, so separate VMs may run on separate threads. Values never
 * cross this API yet: a host evaluates source text and reads the outcome as a
 * status code. The full API (handles, natives, globals) is a later issue.
 * Invariant: after a call returns TARN_ERROR the exception stays pending in
 * the VM until tarn_report_error() or tarn_clear_error() consumes it.
 */
#ifndef TARN_H
#define TARN_H

#include <stddef.h>
#include <stdio.h>

#ifdef __cplusplus
extern "C" {
#endif

#define TARN_VERSION "0.1.0"

typedef struct tarn_vm tarn_vm;

enum { TARN_OK = 0, TARN_ERROR = -1 };

/* A new VM with every builtin installed, or NULL when out of memory. */
tarn_vm *tarn_vm_new(void);
void tarn_vm_free(tarn_vm *vm);

/* Compile and run src (len bytes, UTF-8) as a strict-mode script named
 * filename. TARN_OK, or TARN_ERROR with the exception pending (a compile
 * error is pending as a SyntaxError). */
int tarn_eval(tarn_vm *vm, const char *src, size_t len, const char *filename);

/* Load, link and evaluate the ES module in the file at path (relative to the
 * working directory) and everything it imports; each module of a VM is
 * evaluated at most once, so a second call for the same path does nothing.
 * Module code is strict and its top-level `this` is undefined. TARN_OK, or
 * TARN_ERROR with the exception pending (a missing module or export is a
 * SyntaxError/Error naming the importing file:line:col). */
int tarn_eval_module_file(tarn_vm *vm, const char *path);

/* Evaluate src (len bytes, UTF-8) as the ES module named name: name is its
 * path, so `import './x.mjs'` resolves next to it (relative names against
 * the working directory). A name that is already loaded is an error. */
int tarn_eval_module(tarn_vm *vm, const char *src, size_t len, const char *name);


/* REPL-style evaluation: top-level let/const/function declarations persist
 * across calls. On TARN_OK, when result_out is not NULL, *result_out is a
 * malloc'd UTF-8 rendering of the completion value in node's REPL style
 * ("2", "'s'", "undefined"); free it with free(). */
int tarn_eval_repl(tarn_vm *vm, const char *src, size_t len, const char *filename,
                   char **result_out);

/* Print the pending exception the way node prints an uncaught one, then
 * clear it. Does nothing when no exception is pending. */
void tarn_report_error(tarn_vm *vm, FILE *f);
/* Like tarn_report_error but in the REPL's form ("Uncaught TypeError: ..."). */
void tarn_report_error_repl(tarn_vm *vm, FILE *f);
/* Tab completion for a REPL: word is the text before the cursor back to the
 * last character that cannot be part of `a.b.c` ("Math.fl", "con"). On
 * TARN_OK *out holds *nout sorted, malloc'd full words ("Math.floor");
 * free them with tarn_repl_free_completions. The part before the last dot
 * must be a chain of identifiers; it is evaluated (getters may run). */
int tarn_repl_complete(tarn_vm *vm, const char *word, size_t len, char ***out, size_t *nout);
void tarn_repl_free_completions(char **v, size_t n);
void tarn_clear_error(tarn_vm *vm);

/* Set process.argv to argv[0..argc) (copied): node's shape is the host
 * executable's absolute path, the script's absolute path, then the script's
 * arguments. `import { args } from 'tarn:os'` sees argv[2..] (node's
 * process.argv.slice(2)); set them before the first module imports tarn:os.
 * TARN_OK, or TARN_ERROR when out of memory. */
int tarn_set_args(tarn_vm *vm, int argc, const char *const *argv);
/* The exit status the script asked for with process.exitCode (when unset:
 * the event loop's, see tarn_set_unhandled_rejections; else 0). process.exit(code) itself ends the host process, as in node. */
int tarn_exit_code(tarn_vm *vm);

/* Nonzero when src ends inside an unfinished construct (open bracket,
 * string, template or comment): a REPL should read another line. */
int tarn_is_incomplete(const char *src, size_t len);

/* Write a bytecode listing of src to out. TARN_OK, or TARN_ERROR after
 * printing the compile error to err as "file:line:col: SyntaxError: msg". */
/* Compile only (a syntax check): TARN_OK, or TARN_ERROR after printing the
 * SyntaxError with its location to err. module: check as an ES module. */
int tarn_check(tarn_vm *vm, const char *src, size_t len, const char *filename, int module, FILE *err);
int tarn_disasm(tarn_vm *vm, const char *src, size_t len, const char *filename, FILE *out,
                FILE *err);

/* ---- The event loop --------------------------------------------------------
 * tarn_eval runs a script's synchronous part only; promise reactions,
 * queueMicrotask callbacks, timers and immediates wait for the loop. Its
 * phases follow node: due timers (by expiry, then creation order), then the
 * immediates queued before that phase; microtasks are drained after every
 * callback, and unhandled rejections are examined after each drain.
 *
 * tarn_run_loop runs until no ref'd timer or immediate is pending (sleeping
 * until the next timer when needed). TARN_OK when idle; TARN_ERROR when a
 * callback threw or a rejection went unhandled (in the "throw"/"strict"
 * modes): the error is pending as after tarn_eval (tarn_report_error prints
 * it as node does) and the remaining work stays queued.
 *
 * tarn_run_once runs one turn without ever sleeping: pending microtasks, the
 * timers due now, then the queued immediates. It returns 1 when work remains
 * (call it again later; a REPL calls it between inputs), 0 when idle, or
 * TARN_ERROR as above. */
int tarn_run_loop(tarn_vm *vm);
int tarn_run_once(tarn_vm *vm);

/* node's --unhandled-rejections modes; the default is TARN_REJECT_THROW
 * (the reason is raised as an uncaught error). WARN prints node's warning to
 * stderr and goes on; WARN_WITH_ERROR_CODE also makes tarn_exit_code 1;
 * NONE ignores them. STRICT behaves as THROW (tarn has no
 * 'unhandledRejection' event to consult). */
enum {
    TARN_REJECT_THROW = 0, TARN_REJECT_STRICT, TARN_REJECT_WARN, TARN_REJECT_NONE,
    TARN_REJECT_WARN_WITH_ERROR_CODE
};
void tarn_set_unhandled_rejections(tarn_vm *vm, int mode);
/* tarn_exit_code (above) is 1 after a warn-with-error-code rejection when
 * process.exitCode is unset. */
/* Install a global gc() like node's --expose-gc: gc() runs a full
 * collection, gc({type: 'minor'}) a minor one. TARN_OK / TARN_ERROR. */
int tarn_vm_expose_gc(tarn_vm *vm);
/* Print a one-line summary of the collector's statistics to f. */
void tarn_vm_gc_stats(tarn_vm *vm, FILE *f);

#ifdef __cplusplus
}
#endif

#endif
