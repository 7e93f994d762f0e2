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

/* The script arguments that `import { args } from 'tarn:os'` sees (copied;
 * set them before the first module imports tarn:os). TARN_OK / TARN_ERROR
 * (out of memory). */
int tarn_set_args(tarn_vm *vm, int argc, const char *const *argv);

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
void tarn_clear_error(tarn_vm *vm);

/* Nonzero when src ends inside an unfinished construct (open bracket,
 * string, template or comment): a REPL should read another line. */
int tarn_is_incomplete(const char *src, size_t len);

/* Write a bytecode listing of src to out. TARN_OK, or TARN_ERROR after
 * printing the compile error to err as "file:line:col: SyntaxError: msg". */
int tarn_disasm(tarn_vm *vm, const char *src, size_t len, const char *filename, FILE *out,
                FILE *err);

#ifdef __cplusplus
}
#endif

#endif
