/* vm/module.h — the ES module loader (vm/module.c), as the CLI and the
 * embedding API use it. Built-in modules (tarn:fs, ...) come from the
 * library's table (vm/library.h); the loader knows none by name.
 *
 * A module is identified by its absolute, normalised path (or by "tarn:fs"
 * style names for built-in modules); each is loaded, linked and evaluated
 * at most once per VM. Module records are malloc'd and owned by the VM; the
 * Values they hold (closure, environment Boxes, namespace, error) are roots
 * traced by vm_module_trace.
 */
#ifndef TARN_VM_MODULE_H
#define TARN_VM_MODULE_H

#include <stdio.h>

#include "../compiler/compiler.h"

/* Load, link and evaluate the module graph rooted at path (relative paths
 * against the working directory). V_UNDEF or V_EXC. */
Value vm_run_module_file(Vm *vm, const char *path);
/* The same, for require() of an ES module: its namespace object, or V_EXC;
 * a graph with top-level await still to run is node's
 * ERR_REQUIRE_ASYNC_MODULE, its message ending with more. */
Value vm_module_import_file(Vm *vm, const char *path, const char *more);
/* The same for source text: name is its path (imports resolve against its
 * directory). */
Value vm_run_module_source(Vm *vm, const char *src, size_t len, const char *name);

/* import(spec, opts) (IMPORT_CALL; phase IMPORT_PHASE_*, module_info.h): its promise, settled by a job that
 * loads, links and evaluates the graph, resolving against the file of the
 * innermost frame that has one. V_EXC only when out of memory. */
Value vm_module_dynamic_import_js(Vm *vm, Value spec, Value opts, int phase);
/* ASYNC_START of a module body with top-level await: its activation, so
 * that an unsettled await can be located at exit. */
void vm_module_note_async_noalloc(Vm *vm, Value gen);
/* At exit: node's "Warning: Detected unsettled top-level await at ..." on
 * err and 13 when the graph the host ran still awaits, else 0. */
int vm_module_unsettled_tla(Vm *vm, FILE *err);

void vm_module_trace(Vm *vm, GcTracer *t);
/* tarn:os args: the host's copy of its script arguments. 0 / -1 (OOM). */
int vm_module_set_args(Vm *vm, int argc, const char *const *argv);
char **vm_module_args(Vm *vm, int *n);
/* console.log shows a namespace as node does: [Module: null prototype] { a: 1 } */
bool vm_is_module_namespace_noalloc(Vm *vm, Value v);
bool vm_module_ns_value_noalloc(Value getter, Value *out);
bool vm_module_ns_binding_noalloc(Vm *vm, Value obj, Value key, Value *out);
int vm_module_ns_throw_tdz(Vm *vm, Value key, bool get);
int vm_module_ns_check_keys_js(Vm *vm, Value obj);
int vm_module_ns_freeze_js(Vm *vm, Value obj);
void vm_module_free(Vm *vm);

/* Throw err with node's SyntaxError-style report: the source line of
 * file:line:col above the header. */
Value vm_throw_at_source(Vm *vm, Value err, const char *file, uint32_t line, uint32_t col);

#endif
