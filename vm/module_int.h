/* vm/module_int.h — the module record, shared by the loader (vm/module.c)
 * and the module namespace exotic object (vm/module_namespace.c). Not for
 * use outside those two files: the rest of the VM goes through vm/module.h.
 * Invariant: a Module is malloc'd and never moves; its Values are traced by
 * vm_module_trace, so C code may keep Module pointers across allocations but
 * must re-read the Values.
 */
#ifndef TARN_VM_MODULE_INT_H
#define TARN_VM_MODULE_INT_H

#include "../compiler/module_info.h"
#include "module.h"

/* M_EVALUATING_ASYNC is the spec's evaluating-async: the module's own body
 * (or one of its dependencies') is awaiting; M_ERRORED is evaluated with an
 * [[EvaluationError]]. */
enum { M_NEW, M_LINKED, M_EVALUATING, M_EVALUATING_ASYNC, M_EVALUATED, M_ERRORED };

#define ASYNC_DONE UINT64_MAX /* [[AsyncEvaluationOrder]] ~done~ (0 is ~unset~) */

typedef struct Module {
    char *path;            /* absolute, normalised; or "tarn:fs" for a built-in */
    const char *file;      /* vm_intern_file(path): names in stacks and reports */
    ModInfo *info;
    FuncProto *proto;      /* NULL for a built-in module */
    struct Module **deps;  /* per info->requests[i] */
    Value closure;         /* the top-level closure, or V_UNDEF */
    Value *env;            /* info->nenv Box Values (V_UNDEF until linked) */
    Value ns;              /* namespace object, or V_UNDEF */
    Value ns_box;          /* a Box holding ns, or V_UNDEF: the one binding every
                            * `export * as x` and re-exported `import * as x` of
                            * this module resolves to (ResolvedBinding NAMESPACE) */
    Value error;           /* M_ERRORED: what the body threw */
    int status;
    const VmBuiltinModule *builtin; /* a tarn: module (env filled by its value_js), or NULL */
    bool foreign;          /* loaded by the library (CommonJS, node:x): env filled when it evaluates */
    bool json;             /* with foreign: a JSON module (`with { type: 'json' }`) */
    /* the spec's async evaluation (InnerModuleEvaluation, ExecuteAsyncModule) */
    uint32_t id;           /* names the record in the reaction functions of its body's promise */
    uint32_t dfs_index, dfs_anc;
    uint32_t pending;      /* [[PendingAsyncDependencies]] */
    uint64_t async_order;  /* [[AsyncEvaluationOrder]]: 0 unset, ASYNC_DONE, else the order */
    struct Module *cycle_root;
    struct Module **parents; /* [[AsyncParentModules]] */
    uint32_t nparents, capparents;
    Value cap;             /* [[TopLevelCapability]]'s promise (made when someone asks), or V_UNDEF */
    Value gen;             /* a top-level-await body's activation while it runs, or V_UNDEF */
    struct Module *next;
} Module;

typedef struct ModuleState {
    Module *head;
    char **args;           /* tarn:os args (malloc'd copies) */
    int nargs;
    uint32_t next_id;
    uint64_t async_order;  /* the last [[AsyncEvaluationOrder]] given */
    Module *running;       /* the module whose body is being called (vm_module_note_async_noalloc) */
    Module *main;          /* the graph the host ran last (an unsettled top-level await at exit) */
    const char *entry;     /* while the host loads its entry module: its path (import.meta.main) */
} ModuleState;

#define AMBIGUOUS ((Value)0x12) /* never a Box: resolve_export's "conflicting star exports" */

typedef struct ResolveSet {
    Module *m;
    const char *name;
    struct ResolveSet *up;
} ResolveSet;

/* The record m's request spec loaded into, or NULL. */
Module *vm_module_dep_for(Module *m, const char *spec);
/* ResolveExport: the Box that export `name` of m stands for; V_EMPTY when
 * there is none, AMBIGUOUS for conflicting star exports, V_EXC on error. */
Value vm_module_resolve_export(Vm *vm, Module *m, const char *name, ResolveSet *up);
/* m's namespace object (made on first use, after m is linked), or V_EXC. */
Value vm_module_namespace(Vm *vm, Module *m);

#endif
