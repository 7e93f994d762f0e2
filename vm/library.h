/* vm/library.h — the one interface through which the core (vm/, gc/) reaches
 * the builtins above it.
 *
 * The core knows no builtin: it never names a function, a type or a root of
 * stdlib/. Where it needs something only the library can do (print a value
 * as node's util.inspect does, run a turn of the event loop, build a RegExp
 * for a literal, drive an async function, resolve a built-in module, trace
 * and free the library's own state) it calls through the VmLibrary the VM
 * was made with (vm->lib). stdlib/ fills one such table (stdlib/engine.c)
 * and hands it to vm_new; the engine's constructors (lib_vm_new,
 * tarn_vm_new) do that, so every VM a host or a worker makes has it.
 *
 * The table is static and shared by every VM made with it; per-VM state of
 * the library hangs off vm->lib_state, which only the library reads.
 */
#ifndef TARN_VM_LIBRARY_H
#define TARN_VM_LIBRARY_H

#include <stdbool.h>
#include <stdint.h>

#include "value.h"

typedef struct Vm Vm;
typedef struct GcTracer GcTracer;

/* A built-in module (`import ... from "tarn:fs"`). The loader (vm/module.c)
 * asks for the export names when it first resolves the name, and for each
 * export's value once, when it links the module. */
typedef struct VmBuiltinModule {
    const char *name;                  /* "tarn:fs" */
    const char *const *exports;        /* static, NULL-terminated */
    Value (*value_js)(Vm *vm, int i);  /* export i's value, or V_EXC */
} VmBuiltinModule;

typedef struct VmLibrary {
    /* Root slots the library claims in vm->builtin[] after the core's
     * B__CORE_COUNT (its own list numbers them on); vm_new sizes the table
     * with it. Each starts V_EMPTY. */
    uint32_t nslots;
    /* Create the library's state and the globals. vm_new calls it once the
     * core's intrinsics exist (Object.prototype, Function.prototype, the
     * error prototypes, the well-known symbols, the global object). 0 / -1. */
    int (*install)(Vm *vm);
    /* Of the library's slots, those shared by every realm (1) rather than
     * made per realm (0): nslots entries (its BS lines). */
    const uint8_t *shared_slots;
    /* Install the ECMAScript globals into a new realm, the current one,
     * whose core intrinsics exist (docs/realms.md): the library's state
     * exists already; node's and the web's host globals are not made. */
    int (*install_realm)(Vm *vm);
    /* Visit the Values the library's C state holds (a root set). */
    void (*trace)(Vm *vm, GcTracer *t);
    /* Release the library's state; the first thing vm_free does (a worker
     * thread may still be posting to this VM until it has run). May be
     * called on a VM whose install failed half-way, and more than once
     * (tarn_vm_free calls it before freeing the host's mailbox, vm_free
     * again): the second call finds nothing to do. */
    void (*release)(Vm *vm);

    /* node's util.inspect(v, {depth, colors}) as a string Value, or V_EXC. */
    Value (*inspect_js)(Vm *vm, Value v, int depth, bool colors);
    /* node's improveStack of an error's stack header: malloc'd, or NULL
     * when unchanged. */
    char *(*improve_stack_js)(Vm *vm, Value err, const char *stack);
    /* new RegExp(pattern, flags) from strings (regex literals: NEW_REGEXP);
     * file is the literal's source file (FuncProto.file). */
    Value (*regexp_new)(Vm *vm, Value pattern, Value flags, const char *file);
    /* The async-function driver: ASYNC_START hands it a new async
     * function's suspended frame (*gen, a rooted AsyncObj); it runs the body
     * to its first await and returns the function's promise. */
    Value (*async_start)(Vm *vm, Value *gen);
    /* CreateAsyncFromSyncIterator of a sync iterator *iter with next method
     * *next (both rooted), for `for await` and `yield*` in async generators. */
    Value (*async_from_sync)(Vm *vm, Value *iter, Value *next);
    /* The event loop, one turn at a time (tarn_run_once_timeout): ms until
     * the next timer (< 0: none), and one turn waiting at most max_wait_ms
     * (< 0: as long as needed); the turn returns as tarn_run_once_timeout. */
    double (*loop_next_ms)(Vm *vm);
    int (*loop_turn_js)(Vm *vm, double max_wait_ms);
    /* Globals the library makes on first use, so that a VM does not pay at
     * start-up for every global a script may never name. The library sets
     * vm->global_lazy while some are pending; the core then calls this, with
     * that global object's realm current, when an operation on a realm's
     * global object misses a string key (a read, `in`,
     * an own-property query, a [[Set]] that would add, a delete) and
     * before it lists the global object's keys (key V_EMPTY: make them
     * all). make: define the global named key if it is a pending one, 1
     * (look again), 0 (not one), -1 (error pending). !make: key is being
     * defined by someone else (vm_define_own / vm_define_accessor on the
     * global object): forget it, return 0. NULL: no lazy globals. */
    int (*global_lazy_js)(Vm *vm, Value key, bool make);
    /* The value of a property defined with vm_define_lazy, at its first
     * use: obj, key and the token it was defined with; V_EXC with an
     * exception pending (the property stays pending). It must not use that
     * property of obj itself; the core stores the value. */
    Value (*lazy_value_js)(Vm *vm, Value obj, Value key, Value token);
    /* The built-in modules, each declared beside its code; NULL-terminated. */
    const VmBuiltinModule *const *modules;
    /* node's module system, for the ES module loader (NULL: none).
     * resolve_js: a specifier the loader does not resolve itself (a bare
     * name, '#x', node:x) imported by the file importer: a malloc'd
     * absolute path, or "node:x" for a core module; NULL with an exception
     * pending. foreign_js: whether the library loads path itself (a
     * CommonJS file, a core module): 0 no (an ES module file), 1 yes with
     * *names its export names (malloc'd, NULL-terminated, each malloc'd,
     * "default" among them), -1 error. foreign_eval_js: run it, once, when
     * the graph evaluates it; an object holding the value of each of its
     * export names, or V_EXC. */
    char *(*resolve_js)(Vm *vm, const char *spec, const char *importer);
    int (*foreign_js)(Vm *vm, const char *path, char ***names);
    Value (*foreign_eval_js)(Vm *vm, const char *path, bool json);
    /* Promises, for the module loader's dynamic import() and top-level
     * await: a new pending %Promise%; settle p (reject, or resolve with v as
     * its resolve function would) 0 / -1; PerformPromiseThen(
     * PromiseResolve(v), on_ful, on_rej) 0 / -1; enqueue a job calling
     * fn(arg) (arg V_EMPTY: none) 0 / -1. */
    Value (*promise_new)(Vm *vm);
    int (*promise_settle_js)(Vm *vm, Value p, bool reject, Value v);
    int (*promise_then_js)(Vm *vm, Value v, Value on_ful, Value on_rej);
    int (*enqueue_job)(Vm *vm, Value fn, Value arg);
    /* A promise's state: 0 pending, 1 fulfilled, 2 rejected, with *result
     * its value or reason once settled; -1 when p is not a promise. */
    int (*promise_state_noalloc)(Value p, Value *result);
    /* A new error as node makes its coded ones (`code`, and "Error [CODE]: msg"
     * at the head of its stack), or V_EXC. NULL: the loader makes a plain
     * error with a `code`. */
    Value (*node_error)(Vm *vm, int kind /* ErrorKind */, const char *code, const char *text);
} VmLibrary;

#endif
