/* vm/vm.h — the VM state and the internal runtime API that the interpreter,
 * the builtins (stdlib/) and the public API (vm/api.c) are written against.
 *
 * Rules (see gc/gc.h): every function that takes Vm * may allocate and so move
 * every cell. Callee protects its arguments: a runtime function that receives
 * Values and allocates roots them itself. Caller protects its locals: after
 * the call, re-read anything you hold from a handle or from the VM stack.
 * Functions ending in _js may run JavaScript (getters, valueOf, callbacks).
 * Errors: a function returns V_EXC (for Value results) or -1 (for int
 * results) with the exception pending in vm->exception; never longjmp.
 */
#ifndef TARN_VM_H
#define TARN_VM_H

#include <stdio.h>

#include "library.h"
#include "object.h"
#include "proto.h"
#include "bigint.h"

enum {
#define A(id, text) A_##id,
#include "atoms.def"
#undef A
    A__COUNT
};

/* Root slots in vm->builtin[] (a root set): the core's, one line each in
 * vm/builtins.def. The library's own slots follow (its nslots, numbered on
 * from B__CORE_COUNT by its list); no other code picks a slot. */
enum {
#define B(id) B_##id,
#define BS(id) B_##id,
#include "builtins.def"
#undef BS
#undef B
    B__CORE_COUNT
};
typedef int BuiltinId; /* a slot: a B_* of either list */
#define B_TA_PROTO_FIRST B_TA_PROTO_INT8 /* + TaKind */

typedef enum ErrorKind {
    ERR_ERROR, ERR_TYPE, ERR_RANGE, ERR_SYNTAX, ERR_REFERENCE, ERR_EVAL, ERR_URI, ERR_AGGREGATE,
    ERR_SUPPRESSED
} ErrorKind;

typedef struct GcHeap GcHeap;     /* gc/ */
typedef struct Frame Frame;       /* vm/interp.c */
typedef struct AtomTable {        /* vm/string.c: open addressing over atom strings */
    Value *slots;                 /* V_EMPTY = free; entries are String cells with STR_ATOM */
    uint32_t cap, count;
    uint32_t movable;             /* atoms outside the immortal space (too big for it) */
} AtomTable;

struct Vm {
    /* --- gc/ --- */
    GcHeap *heap;
    const struct GcPages *pages;  /* the host's page hooks (gc/pages.h), NULL: mmap */
    Value *handles;               /* reserved once, never moves */
    size_t htop, hcap;

    /* --- interpreter (vm/interp.c) --- */
    Value *stack;                 /* reserved once, never moves; [stack, sp) is live and a root */
    Value *sp;
    Value *stack_end;
    Frame *frames;                /* interpreter-owned frame records, traced by vm_trace_roots */
    int nframes, frames_cap;
    int c_depth, c_depth_max;     /* native recursion guard (RangeError past it) */
    int32_t poll_budget;          /* back-edges left before vm_poll: the account the interpreter
                                   * (a local copy per entry, vm/interp.c) and the regex engine charge */
    int32_t compile_line_shift;   /* what vm_proto_finish records as FuncProto.line_shift; 0 but
                                   * around node:vm's compileFunction */
    uint64_t script_deadline_ns;  /* node:vm's `timeout`: past it (CLOCK_MONOTONIC) every poll throws
                                   * and sets script_timed_out; 0: none armed */
    bool script_timed_out;
    volatile int interrupt;       /* set from any thread: 1 = raise 'interrupted' at the next poll */
    bool terminating;             /* the host's interrupt callback asked to terminate: the error
                                   * passes every catch and finally (vm/interp.c) and every poll
                                   * raises it again, until the outermost API call returns */

    /* --- exceptions --- */
    Value exception;              /* valid when has_exception */
    bool has_exception;
    bool exception_refused;       /* it is a refusal (vm_refused): Reflect answers false */
    bool finreg_pending;          /* a major cleared a FinalizationRegistry target (vm/weak.c) */
    bool in_oom;                  /* re-entry guard while raising out-of-memory */

    /* --- the world --- */
    Value global;                 /* globalThis */
    Value global_lex;             /* the script scope: let/const/class of every global-mode script and REPL
                                   * entry (a null-prototype object; V_EMPTY value = in TDZ), or V_UNDEF */
    Value global_vars;            /* the global environment's [[VarNames]]: names declared by var or
                                   * function in global-mode scripts (object used as a set), or V_UNDEF */
    Value global_sandbox;         /* node:vm's contextified object, or V_UNDEF: global names are looked
                                   * up, assigned and declared on it first (vm_op_*_global). Per realm;
                                   * a realm with one keeps global_lex an object, so GET_GLOBAL's fast
                                   * path (which skips this) is never taken there. */
    Value global_this;            /* with a sandbox: node:vm's global proxy, the `this` of sloppy calls
                                   * without one (vm_bind_sloppy_this); else V_UNDEF. Per realm. */
    uint64_t global_lazy;         /* the globals the library still has to make on first use, one
                                   * bit each (VmLibrary.global_lazy_js; only the library reads
                                   * the bits): nonzero while any is pending. Per realm. */
    uint32_t lazy_elsewhere;      /* how many realms other than the current one have globals
                                   * pending (vm_realm_switch_noalloc keeps it) */
    /* --- realms (vm/realm.c, docs/realms.md): the current realm's world is
     * the fields above and the B slots of builtin[]; the others' wait in
     * their records. nrealms is 0 until a second realm is made (realm 0
     * then gets its record). --- */
    uint32_t realm;               /* the current realm */
    uint32_t realm_caller;        /* the realm the innermost vm_call_in_realm was made from */
    uint32_t nrealms, realms_cap; /* nrealms: one past the highest realm number in use */
    struct Realm **realms;        /* by realm index; NULL for a number free to reuse */
    uint64_t realms_collected;    /* realms freed by majors (vm_realm_sweep), for diagnostics */
    uint16_t *realm_slots;        /* the B (per-realm) slots' indices, nrealm_slots of them */
    uint32_t nrealm_slots;
    AtomTable atoms;
    Value atom[A__COUNT];
    FuncProto *protos;            /* every compiled prototype (consts are roots) */
    bool compile_eager;           /* compile every function body at load (tarn --disasm), none lazily */
    char **files;                 /* script names, owned; freed with the VM */
    int nfiles;

    /* --- the host's output streams: the core's, not the console's: the
     * uncaught-error report writes to err, the library's console and
     * process.stdout/stderr write to both, and the host sets the colour
     * flags (tarn_console_set_colors) --- */
    FILE *out, *err;              /* stdout / stderr */
    bool out_colors, err_colors;  /* values are inspected in colour on out / err */

    /* --- interpreter additions (vm/interp.c, vm/vm.c) --- */
    Value *stack_hwm;             /* every slot in [stack, stack_hwm) holds a valid Value */
    struct InterpState *interp;   /* handlers, sources, throw site (vm/frame.h) */

    /* --- shapes (vm/shape.c) --- */
    uint32_t shape_epoch;         /* bumped on any structural change to a prototype: invalidates IC_PROTO/IC_ADD */
    /* The elements protector, false while no realm's Array.prototype or
     * Object.prototype has ever had an indexed property and no Array.prototype
     * has had its prototype changed to another object: then a store past an
     * array's end whose prototype is Array.prototype runs no setter, and
     * push may append in place. Set for good by vm_note_proto_key_noalloc
     * and vm_note_proto_change_noalloc (vm/realm.c). */
    bool proto_elems;
    /* The iteration protector (vm_iter_pristine_noalloc, vm/iter.c): at
     * shape_epoch iter_epoch, the current realm's %ArrayIteratorPrototype%
     * (index VM_ITER_ARRAY) / %StringIteratorPrototype% (VM_ITER_STRING) had
     * an own data property `next` in slot iter_next_slot[i] and the standard
     * chain (-> %IteratorPrototype% -> Object.prototype -> null) with no
     * `return` on it; -1 when not. Any structural change to a prototype and
     * every realm switch bump shape_epoch, so only the slot's value, which
     * a plain assignment changes, must be read each time. */
    uint32_t iter_epoch;
    int32_t iter_next_slot[2];

    /* --- strings (vm/string.c) --- */
    Value char_str[256];          /* one-code-unit Latin-1 strings (atoms), filled by vm_atoms_init */
    uint32_t symbol_seq;          /* hash source for new symbols */

    /* --- modules (vm/module.c) --- */
    struct ModuleState *modules;  /* loaded module records, or NULL */
    /* --- embedding API (vm/api_*.c): persistent handles, natives, host
     * classes, limits; NULL for a VM made with vm_new directly --- */
    struct ApiState *api;
    size_t api_hlimit;            /* the API makes handles by the fast path below this handle-stack
                                   * index (vm/api_int.h: api_push) */
    /* --- the builtins above the core (vm/library.h): the hooks the core
     * calls, and the library's own per-VM state (opaque to vm/ and gc/) --- */
    const VmLibrary *lib;
    struct LibState *lib_state;
    /* --- ArrayBuffer stores (vm/typed.c); NULL until the first buffer --- */
    struct TypedState *typed;
    /* --- the code remembered set (vm/vm.c): compiled code lives outside the
     * heap, so instead of tracing every prototype's constants and inline
     * caches as roots at each minor, the minor visits only the prototypes
     * and caches listed here, i.e. those that may hold a young reference.
     * A prototype is listed when linked (its constants are made young) and
     * whenever the interpreter stores into its constants; an inline cache
     * whenever it is (re)filled (vm_ic_reset). Invariant outside a
     * collection: a prototype or cache holding a young reference is listed
     * (FuncProto.linked & PROTO_REMEMBERED, InlineCache.gc_rem). If a list
     * cannot grow, code_rem_all makes the next minor trace all code. --- */
    FuncProto **code_rem;
    InlineCache **ic_rem;
    uint32_t code_rem_n, code_rem_cap, ic_rem_n, ic_rem_cap;
    bool code_rem_all;

    /* --- root slots (BuiltinId): the core's B__CORE_COUNT, then the
     * library's; V_EMPTY until made --- */
    uint32_t nbuiltins;
    Value builtin[];
};

/* ---- lifecycle (vm/vm.c) ---- */
/* A VM with lib's builtins installed (vm/library.h), or NULL on failure.
 * Hosts and workers use the engine's constructors (lib_vm_new,
 * tarn_vm_new), which pass stdlib's library. */
Vm *vm_new(const VmLibrary *lib);
void vm_free(Vm *vm);
/* Allocate ICs, link into vm->protos, peephole; recursive. -1 when out of
 * memory (the tree stays linked: the VM frees it). */
int vm_proto_finish(Vm *vm, FuncProto *p);
/* The code remembered set (see struct Vm): list p / ic for the next minor.
 * Call after storing a possibly young value into p's consts or name. */
void vm_code_remember(Vm *vm, FuncProto *p);
void vm_ic_remember(Vm *vm, InlineCache *ic);
const char *vm_intern_file(Vm *vm, const char *name);
/* The absolute path of the newest JS frame's file that has one: scripts are
 * named by their path, file modules by their file:// URL (vm/module.c), of
 * which the path is returned. NULL when none. */
const char *vm_caller_path_noalloc(Vm *vm);
/* The one way from the VM into the compiler (compiler/compiler.h), owning
 * each step: the file name interned, the source text remembered for error
 * reports (located), the compile (mode COMPILE_*; a module's description in
 * *info), and a failure thrown as the SyntaxError or RangeError, at its place
 * in the source when located (a script or module), else from the running
 * code (the Function constructor). Returns the prototype tree, finished by
 * the compiler (vm_proto_finish), or NULL with the error thrown and *err
 * describing it (empty when the VM failed on its own, e.g. out of memory). */
struct CompileError;
struct ModInfo;
FuncProto *vm_compile(Vm *vm, const char *src, size_t len, const char *file, int mode, bool located,
                      struct CompileError *err, struct ModInfo **info);
/* vm_compile of sb's text without copying it: the compile's functions and
 * the error reports (located) share sb, taking their own holds; the
 * caller keeps its own and releases it. */
FuncProto *vm_compile_buf(Vm *vm, SourceBuf *sb, const char *file, int mode, bool located,
                          struct CompileError *err, struct ModInfo **info);
/* Only the early errors of a script or module (compile_check), located as
 * vm_compile's: 0, or -1 with the SyntaxError thrown and *err filled. */
int vm_check(Vm *vm, const char *src, size_t len, const char *file, int mode, struct CompileError *err);
/* vm_check of the len bytes at block, a malloc'd buffer with a NUL after
 * them, which it takes (source_buf_adopt: a big text is not copied, so it
 * is in memory once while it is checked). */
int vm_check_buffer(Vm *vm, char *block, size_t len, const char *file, int mode, struct CompileError *err);
/* Whether src compiles in mode: 1 yes, 0 no (nothing is thrown, and the
 * location of a pending compile error stays), -1 out of memory (thrown). */
int vm_compiles(Vm *vm, const char *src, size_t len, const char *file, int mode);
/* The first call of a lazily compiled function (FP_LAZY, compiler/emit_lazy.c):
 * compiles p's body, or throws the SyntaxError or RangeError the compile
 * met (a limit, which V8 too reports only when it compiles the function)
 * and returns -1. The caller keeps a closure of p alive. */
int vm_compile_lazy(Vm *vm, FuncProto *p);
/* compile_lazy's finishing of p, which vm_proto_finish finished while it
 * was lazy (compile_lazy clears PROTO_FINISHED while it stores the body's
 * constants; this sets it again): its inline caches become the body's nics
 * (xics, filled meanwhile, stay where they are), the peephole pass runs, and the nested prototypes
 * are finished for p's realm. -1 when out of memory. */
int vm_proto_finish_body(Vm *vm, FuncProto *p, uint32_t nics);

/* Compile and run a whole script. Returns the completion value or V_EXC. */
Value vm_run_script(Vm *vm, const char *src, size_t len, const char *file);
/* REPL/global mode: top-level let/const/function persist across calls;
 * the result is the value of the last expression statement. */
Value vm_eval_global(Vm *vm, const char *src, size_t len, const char *file);
/* vm_eval_global telling a compile error (nothing ran) from a throw of
 * the code: *compiled is false when it did not compile. */
Value vm_eval_global_ex(Vm *vm, const char *src, size_t len, const char *file, bool *compiled);
/* vm_eval_global_ex with the script's `this` given (node:vm runs a
 * context's scripts with its global proxy as `this`). */
Value vm_eval_global_this(Vm *vm, const char *src, size_t len, const char *file, Value this_v, bool *compiled);
/* The REPL's entry: as vm_eval_global, but an entry with `await` at its top
 * level (COMPILE_AWAIT) returns the promise of [completion value] and
 * sets *awaits; its global bindings are declared before the first await. */
Value vm_eval_repl(Vm *vm, const char *src, size_t len, const char *file, bool *awaits);
/* The Function constructor's compile step (CreateDynamicFunction): src is
 * the complete "(function anonymous(...\n) {\n...\n})" text; params_only
 * checks a parameter list alone (empty body) and returns V_UNDEF. */
/* eval (vm/eval.c): src's completion value, or src itself when it is not a
 * string. Direct (DIRECT_EVAL): desc is the call site's descriptor and boxes
 * its nbox Boxes (compiler/scope_eval.c); indirect: desc V_UNDEF, this_v the
 * global object. strict: the caller is strict code. */
Value vm_eval_js(Vm *vm, Value src, Value this_v, const Value *boxes, uint32_t nbox, Value desc, bool strict);
/* CreateDynamicFunction: the Function (kind 0), GeneratorFunction (1),
 * AsyncFunction (2) and AsyncGeneratorFunction (3) constructors called with
 * (p1, ..., pn, body): the parameters are compiled on their own first, then
 * "(KIND anonymous(p1,...,pn\n) {\nbody\n})" as a global-scope function,
 * sloppy unless the body says "use strict". */
/* Function.prototype.caller / .arguments of fn (vm/arguments.c): its
 * value, or V_EMPTY when fn has none (the accessor throws). */
Value vm_fn_legacy_js(Vm *vm, Value fn, bool arguments);
Value vm_create_dynamic_function_js(Vm *vm, const Value *argv, int argc, int kind);
FuncProto *vm_compile_eval(Vm *vm, const char *src, size_t len, bool strict, const char *desc, bool global_vars);
Value vm_compile_function_js(Vm *vm, const char *src, size_t len, const char *file, bool params_only);
/* The library's JavaScript (stdlib/, embedded by tools/embed_js.py): src is
 * one function literal, compiled as vm_compile_function_js does but with its
 * nested functions compiled at their first call (COMPILE_LAZY). src must
 * outlive the VM (it is static). Returns the function, or V_EXC. */
Value vm_compile_embedded_js(Vm *vm, const char *src, size_t len, const char *file);
/* file (a name given to vm_compile_function_js and the like) is a text
 * joined from parts (vm/source_part.h): its stack frames name the part a
 * line falls in and the line within it. parts is static and ends with a
 * NULL file. 0, or -1 with an OOM thrown. */
struct SourcePart;
int vm_set_source_parts(Vm *vm, const char *file, const struct SourcePart *parts);
/* node's CommonJS wrapper: src compiled as the body of
 * function (exports, require, module, __filename, __dirname) (COMPILE_CJS),
 * sloppy unless it says "use strict", located in file for its stacks and
 * its SyntaxErrors. Returns the function (call it with `this` the module's
 * exports), or V_EXC. */
Value vm_compile_cjs(Vm *vm, const char *src, size_t len, const char *file);
/* The same for sb's text without a copy (a file read whole: its one copy
 * is sb's, vm_compile_buf). */
Value vm_compile_cjs_buf(Vm *vm, SourceBuf *sb, const char *file);
/* Whether such a wrapper names require, module or arguments (or calls
 * eval): one that does not runs with only exports, __filename, __dirname. */
bool vm_cjs_needs_loader_noalloc(Value wrapper);
/* What vm_report_exception prints before the pending exception's header:
 * "file:line", the source line and its caret, a blank line (node's arrow
 * message); malloc'd, or NULL when there is no location to show. */
char *vm_exception_context_text(Vm *vm);
/* Print an uncaught exception the way node does (stack, or "Uncaught X"). */
void vm_report_exception(Vm *vm, FILE *f);

/* ---- realms (vm/realm.c, docs/realms.md) ---- */
/* A new realm: a global object, global environment and intrinsics of its
 * own, made by the core and the library's install_realm. Returns its index
 * (the current realm is unchanged), or -1 with the error pending. */
int vm_realm_new(Vm *vm);
/* Make realm r the current one (its global, its intrinsics in builtin[]);
 * returns the previous one. Allocates nothing. */
uint32_t vm_realm_switch_noalloc(Vm *vm, uint32_t r);
/* The same, for a switch that comes back (C code that allocates in realm r
 * and then returns to its own): the realm left stays live until
 * vm_realm_leave_pinned(vm, prev), whatever else names it. */
uint32_t vm_realm_enter_pinned(Vm *vm, uint32_t r);
void vm_realm_leave_pinned(Vm *vm, uint32_t prev);
/* How many realms exist (1 in a VM that never made a second). */
uint32_t vm_realm_live_count(Vm *vm);
/* The realm whose global object is g, or -1. */
int vm_realm_of_global_noalloc(Vm *vm, Value g);
/* Is g the global object of a realm other than the current one that has
 * globals pending (VM_GLOBAL_LAZY)? */
bool vm_realm_lazy_global_noalloc(Vm *vm, Value g);
/* Realm r's global object. */
Value vm_realm_global_noalloc(Vm *vm, uint32_t r);
/* Make sb (an object) realm r's contextified object (vm->global_sandbox
 * while r is current: node:vm) and this_v (an object, or V_UNDEF: its
 * global object) the `this` of its sloppy calls without one. 0, or -1
 * when out of memory. */
int vm_realm_set_sandbox(Vm *vm, uint32_t r, Value sb, Value this_v);
/* Realm r's contextified object and sloppy `this` (V_UNDEF when none). */
Value vm_realm_sandbox_noalloc(Vm *vm, uint32_t r);
Value vm_realm_this_noalloc(Vm *vm, uint32_t r);
/* Is o the intrinsic in per-realm slot `slot` of some realm (the current
 * one's lives in builtin[], the others' in their records)? */
bool vm_any_realm_intrinsic_noalloc(Vm *vm, const Object *o, int slot);
/* GetFunctionRealm(f): the realm of a function (through bound functions
 * and proxies); the current realm for anything else. -1 for a revoked
 * proxy (TypeError pending). */
int vm_function_realm(Vm *vm, Value f);
/* The intrinsic of f's realm (GetFunctionRealm) that is, in the current
 * realm, `intrinsic` (a per-realm slot's value; anything else is returned
 * as it is): GetPrototypeFromConstructor's fallback when new.target's
 * `prototype` is not an object. May allocate (that realm's globals made on
 * first use are made when the slot is still empty). V_EXC for a revoked
 * proxy or an error. */
Value vm_realm_intrinsic(Vm *vm, Value f, Value intrinsic);
/* The call of base[0] set up by vm_setup_call when its realm is not the
 * current one: run to completion in realm r, then back (vm/realm.c).
 * 1 with *res, or -1. */
int vm_call_in_realm(Vm *vm, Value *base, int argc, unsigned flags, Value *res, uint32_t r);

/* ---- exceptions (vm/error.c) ---- */
Value vm_throw(Vm *vm, Value exc);                    /* sets pending; returns V_EXC */
/* Marks the pending exception as a refusal: an operation the object model
 * declined (a read-only or non-configurable property, a non-extensible
 * object, a prototype cycle, a proxy trap's false). Reflect and the other
 * callers that want a boolean turn exactly these into false; any later
 * throw clears the mark. Returns V_EXC. */
Value vm_refused(Vm *vm);
Value vm_throw_error(Vm *vm, ErrorKind kind, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));            /* returns V_EXC */
Value vm_throw_oom(Vm *vm);
Value vm_take_exception(Vm *vm);                      /* clears pending */
Value vm_new_error(Vm *vm, ErrorKind kind, Value msg); /* msg string or V_UNDEF; captures stack */
/* The same with the prototype given (V_UNDEF: kind's) and the stack
 * captured as vm_capture_stack_from(e, skip_until) does: one capture for
 * a subclass's error. */
Value vm_new_error_from(Vm *vm, ErrorKind kind, Value msg, Value proto, Value skip_until);
Value vm_error_proto(Vm *vm, ErrorKind kind);
/* A SuppressedError's own `error` and `suppressed` (vm/dispose.c). 0 / -1. */
int vm_error_set_suppressed(Vm *vm, Value e, Value error, Value suppressed);
/* A short description of v for messages ("undefined", "#<Object>", "5";
 * vm/interp_ops.c). */
void vm_short_repr(Vm *vm, Value v, char *buf, size_t cap);
/* V8's typed rendering of a value when no source text names it ("number 1",
 * "object null", "undefined"), for "x is not iterable" messages. */
void vm_op_default_site(Vm *vm, Value v, char *b, size_t cap);
/* The report's source line for an unhandled rejection: node shows where the
 * Error was created, the first frame of its own `stack` (none without one). */
void vm_note_site_from_stack(Vm *vm, Value err);
/* Capture "    at fn (file:line:col)" lines of the current JS stack into
 * err.stack. As in V8, `stack` is an own accessor pair whose first read
 * formats the "Name: message" header, so a constructor that sets this.name
 * after super() names itself; before vm_error_stack_install (and on a
 * proxy) it is a data property formatted at once. */
int vm_capture_stack(Vm *vm, Value err);
/* The same, leaving out the frames up to and including the newest call of
 * skip_until (new.target of an Error subclass), as V8 does. */
int vm_capture_stack_from(Vm *vm, Value err, Value skip_until);
/* Whether a capture into err makes the accessor pair (else a data property). */
bool vm_error_stack_is_lazy_noalloc(Vm *vm, Value err);
/* Make the current realm's `stack` getter and setter (and, once per VM,
 * the private names of its state); the library's Error module calls it. */
int vm_error_stack_install(Vm *vm);
/* err's own `stack` as a read of it gives it: a data property's value, or
 * the built-in accessor's (formatting a pending header, which may run the
 * name and message getters). 1 found, 0 none (or a user's accessor), -1
 * thrown. */
int vm_error_stack_get(Vm *vm, Value err, Value *out);
/* The text of err's own `stack` without running JS, for the frame lines
 * only: a data property's string, the formatted value, or the pending
 * lines (no header yet); V_UNDEF when there is none. */
Value vm_error_stack_text_noalloc(Vm *vm, Value err);

/* ---- strings (vm/string.c) ---- */
Value vm_str_from_utf8(Vm *vm, const char *s, size_t len); /* invalid UTF-8 → U+FFFD */
Value vm_str_from_cstr(Vm *vm, const char *s);
Value vm_str_from_latin1(Vm *vm, const uint8_t *s, size_t len);
Value vm_str_from_utf16(Vm *vm, const uint16_t *s, size_t len); /* narrows to Latin-1 when possible */
Value vm_str_alloc(Vm *vm, uint32_t len, bool wide);       /* uninitialised chars; fill before publishing */
Value vm_str_concat(Vm *vm, Value a, Value b);             /* strings (flat or rope); rope past a threshold */
Value vm_str_substring(Vm *vm, Value s, uint32_t start, uint32_t end);
String *vm_str_flat_rope(Vm *vm, Value s);                 /* vm_str_flat's rope case */
/* The flat String of s, flattening a rope; NULL on OOM. Inline: most calls
 * find a flat string already, and the call into the flattening code cost
 * more than the check. */
static inline String *vm_str_flat(Vm *vm, Value s)
{
    return v_hdr(s)->type == T_STRING ? v_str(s) : vm_str_flat_rope(vm, s);
}
uint32_t vm_str_len_noalloc(Value s);                      /* flat or rope */
/* Copies the units of s (flat, or a rope vm_str_flat has flattened) into
 * dst at `at`; dst must be wide if s is. */
void vm_str_copy_into_noalloc(String *dst, uint32_t at, Value s);
bool vm_str_equals_noalloc(String *a, String *b);
bool vm_str_equals_values_noalloc(Value a, Value b); /* flat strings or ropes */
int vm_str_compare_noalloc(String *a, String *b);          /* code-unit order: <0, 0, >0 */
uint32_t vm_str_hash_noalloc(String *s);
char *vm_str_to_utf8(Vm *vm, Value s, size_t *len_out);    /* malloc'd, NUL-terminated; lone surrogates → U+FFFD */
/* The same, lone surrogates kept in their 3-byte form (WTF-8): source text
 * for the compiler (eval, Function), whose literals keep them as code units. */
char *vm_str_to_wtf8(Vm *vm, Value s, size_t *len_out);
Value vm_atom(Vm *vm, const char *cstr);                   /* interned string */
/* Atoms (up to 256 KiB) are immortal cells outside the moving heap: an atom
 * Value stays valid across allocations. Other strings move as usual. */
Value vm_intern(Vm *vm, Value s);                          /* interned copy of any string */
Value vm_atom_find_noalloc(Vm *vm, String *s);             /* the existing atom equal to s, or V_EMPTY */
Value vm_num_to_str(Vm *vm, double d);                     /* Number::toString(10) */
Value vm_num_to_str_radix(Vm *vm, double d, int radix);
size_t vm_num_format(double d, char *buf);                 /* into buf[32], returns length */
double vm_str_to_num_noalloc(String *s);                   /* StringToNumber (NaN on failure) */
bool vm_str_is_index_noalloc(String *s, uint32_t *idx);    /* canonical array index < 2^32-1 */
Value vm_new_symbol(Vm *vm, Value desc);                   /* desc: string or V_UNDEF */
void vm_trace_atoms(Vm *vm, GcTracer *t);                  /* called from vm_trace_roots */
int vm_atoms_init(Vm *vm);                                 /* fills vm->atom[] (immortal) */
void vm_atoms_free(Vm *vm);

/* ---- conversions and operators (vm/convert.c) ---- */
bool vm_truthy_noalloc(Value v);
Value vm_to_primitive_js(Vm *vm, Value v, int hint);       /* hint: 0 default, 1 number, 2 string */
Value vm_to_bigint_js(Vm *vm, Value v); /* ToBigInt: a TypeError for a Number, SyntaxError for a bad string */
int vm_to_number_js(Vm *vm, Value v, double *out);         /* 0 / -1 */
Value vm_to_numeric_js(Vm *vm, Value v);                   /* number Value or V_EXC */
Value vm_to_string_js(Vm *vm, Value v);                    /* string Value or V_EXC */
Value vm_to_object(Vm *vm, Value v);                       /* TypeError for null/undefined */
Value vm_to_propkey_js(Vm *vm, Value v);                   /* int (index < 2^31), atom, or symbol */
int vm_to_int32_js(Vm *vm, Value v, int32_t *out);
int vm_to_uint32_js(Vm *vm, Value v, uint32_t *out);
int vm_to_integer_js(Vm *vm, Value v, double *out);        /* ToIntegerOrInfinity */
int vm_to_length_js(Vm *vm, Value v, int64_t *out);
Value vm_typeof_noalloc(Vm *vm, Value v);                  /* an atom */
bool vm_strict_equals_noalloc(Value a, Value b);
bool vm_same_value_noalloc(Value a, Value b);
bool vm_same_value_zero_noalloc(Value a, Value b);
int vm_loose_equals_js(Vm *vm, Value a, Value b);          /* 1, 0 or -1 */
Value vm_add_js(Vm *vm, Value a, Value b);                 /* the + operator */
/* The other binary numeric operators (BigOp names them; BIG_USHR is >>>)
 * on any operands: ToNumeric both, left first, then Number or BigInt
 * arithmetic, or the TypeError for a mix. */
Value vm_arith_js(Vm *vm, BigOp op, Value a, Value b);
typedef enum VmUnary { VM_NEG, VM_BIT_NOT, VM_INC, VM_DEC } VmUnary;
Value vm_unary_js(Vm *vm, VmUnary op, Value a);             /* -x, ~x, x+1, x-1 on any operand */
int vm_compare_js(Vm *vm, Value a, Value b, bool left_first, int *out); /* out: 1 true, 0 false, -1 undefined */
Value vm_instanceof_js(Vm *vm, Value v, Value ctor);
Value vm_ordinary_has_instance_js(Vm *vm, Value c, Value o); /* OrdinaryHasInstance */
double vm_fmod(double a, double b);
double vm_pow(double a, double b);                         /* JS ** (1 ** NaN = NaN etc.) */
int32_t vm_double_to_int32(double d);

/* ---- objects and properties (vm/object.c, vm/shape.c) ----
 * Property keys ("propkeys") are Values: an int32 >= 0 (array index),
 * an atom string, or a symbol. vm_key() converts an arbitrary C string. */
Value vm_new_object(Vm *vm);                               /* proto Object.prototype */
/* CopyDataProperties(target, src) with nothing excluded, as `{ ...src }`
 * (a proxy's traps run): 0, or -1 with the exception pending. */
int vm_copy_data_properties(Vm *vm, Value target, Value src);
Value vm_new_object_proto(Vm *vm, Value proto);            /* proto object or V_NULL */
Value vm_new_object_class(Vm *vm, ObjClass cls, size_t bytes, Value proto); /* bigger layouts */
/* An object of a class whose layout is the Object and one Value (PrimObj,
 * HtmlDdaObj), that Value set to v. */
Value vm_new_object_value(Vm *vm, ObjClass cls, Value proto, Value v);
Value vm_new_array(Vm *vm, uint32_t cap);                  /* length 0 */
Value vm_new_array_from(Vm *vm, const Value *v, uint32_t n); /* v may be a handle or stack range */
/* CreateDataPropertyOrThrow(arr, length, v): how every array the engine
 * builds (a literal, a result, an internal list) takes its next element,
 * never running a setter an Array.prototype or Object.prototype index may
 * have. */
int vm_array_append(Vm *vm, Value arr, Value v);
/* Set(arr, length, v, true): Array.prototype.push's store on a plain
 * array, which a setter on the prototype chain does see. */
int vm_array_push(Vm *vm, Value arr, Value v);
/* True when Set of an index past arr's end can meet no property on arr's
 * prototype chain (its prototype is the current realm's Array.prototype and
 * the elements protector holds): growing arr in place is unobservable. */
bool vm_array_protos_plain_noalloc(Vm *vm, Value arr);
int vm_array_set_length(Vm *vm, Value arr, uint32_t len);
Value vm_get_proto_noalloc(Value obj);                     /* object or V_NULL; V_NULL for a proxy */
Value vm_get_proto_js(Vm *vm, Value obj);                  /* [[GetPrototypeOf]]: a proxy's trap too */
int vm_is_extensible_js(Vm *vm, Value obj);                /* [[IsExtensible]]: 1 / 0 / -1 */
/* IsArray, through proxies: 1 / 0 / -1 (a revoked proxy's TypeError naming
 * op). Inline: JSON.stringify asks it of every object it meets. */
int vm_is_array_op_js(Vm *vm, Value v, const char *op);
static inline int vm_is_array_js(Vm *vm, Value v)
{
    if (LIKELY(!v_is_proxy(v)))
        return v_is_array(v);
    return vm_is_array_op_js(vm, v, "IsArray");
}
/* Proxies (vm/proxy.c): creation and what inspect may look at. */
Value vm_proxy_new(Vm *vm, Value target, Value handler);
void vm_proxy_revoke_noalloc(Value proxy);
Value vm_proxy_target_noalloc(Value proxy);                /* V_NULL once revoked */
Value vm_proxy_handler_noalloc(Value proxy);
int vm_set_proto(Vm *vm, Value obj, Value proto);          /* TypeError on cycles / non-extensible */
/* The TypeError of a read (set: a write) of base[key] when base is null or
 * undefined; an object key is not converted (it could run JS). V_EXC. */
Value vm_throw_nullish_ref(Vm *vm, Value base, Value key, bool set);
Value vm_get_js(Vm *vm, Value obj, Value key);             /* any key: converted; primitives boxed as needed */
Value vm_get_prop_js(Vm *vm, Value obj, Value propkey);    /* propkey already converted */
Value vm_get_with_receiver_js(Vm *vm, Value obj, Value propkey, Value receiver);
Value vm_get_str_js(Vm *vm, Value obj, const char *name);
int vm_set_js(Vm *vm, Value obj, Value key, Value v);      /* strict [[Set]]: TypeError on failure */
int vm_set_prop_js(Vm *vm, Value obj, Value propkey, Value v, Value receiver);
/* [[Set]] for code of either mode: strict false (sloppy code) ignores a
 * failed assignment (read-only, getter-only, not extensible, string index)
 * and returns 0; errors thrown by setters and coercions still propagate. */
int vm_set_mode_js(Vm *vm, Value obj, Value key, Value v, bool strict);
int vm_set_prop_mode_js(Vm *vm, Value obj, Value propkey, Value v, Value receiver, bool strict);
int vm_set_str_js(Vm *vm, Value obj, const char *name, Value v);
int vm_define_own(Vm *vm, Value obj, Value propkey, Value v, unsigned attrs);  /* data property */
int vm_define_accessor(Vm *vm, Value obj, Value propkey, Value getter, Value setter, unsigned attrs);
int vm_delete_js(Vm *vm, Value obj, Value propkey);        /* 1 deleted/absent, -1: TypeError (strict) */
int vm_delete_mode_js(Vm *vm, Value obj, Value propkey, bool strict); /* sloppy: 0 when not deletable */
int vm_has_js(Vm *vm, Value obj, Value propkey);           /* 'in': 1, 0, -1 */
int vm_has_own_noalloc(Vm *vm, Value obj, Value propkey);  /* 1 / 0 */
/* Is obj a realm's global object while the library has globals to make on
 * first use there? Then a miss on it goes through vm_global_lazy_js first
 * (vm/props.c: VmLibrary.global_lazy_js, or 0 without one). The current
 * realm's global is one compare; another realm's (reached through a
 * reference: node:vm's global proxy, $262.createRealm().global) is looked
 * for only while some realm other than the current one has globals pending. */
#define VM_GLOBAL_LAZY(vm, obj)                                                                    \
    (UNLIKELY((obj) == (vm)->global) ? (vm)->global_lazy != 0                                      \
                                     : UNLIKELY((vm)->lazy_elsewhere != 0) &&                      \
                                           vm_realm_lazy_global_noalloc((vm), (obj)))
/* Make (make) or forget (!make) the pending global `key` of g's realm (key
 * V_EMPTY: make them all), g being a global object VM_GLOBAL_LAZY said yes
 * to; another realm's are made with that realm current. *now (if not NULL)
 * gets g's address afterwards. 1 made (look again), 0 not a pending one,
 * -1 error pending. */
int vm_global_lazy_js(Vm *vm, Value g, Value key, bool make, Value *now);
/* A data property made on first use: obj (goes to dictionary mode) gets
 * propkey, absent until now, in its key order, with attrs (PROP_WRITABLE,
 * _ENUMERABLE, _CONFIGURABLE) and no value yet. The first operation that
 * needs its value or its full descriptor (a get, a [[Set]], an own-property
 * query, a define, a freeze) asks VmLibrary.lazy_value_js(obj, propkey,
 * token) for the value and stores it, and from then on it is an ordinary
 * data property. Listing keys, `in` and delete need no value and make
 * nothing. What scripts see is the same as had the value been defined at
 * once. token is any Value the library recognises (traced while pending). */
int vm_define_lazy(Vm *vm, Value obj, Value propkey, Value token, unsigned attrs);

typedef struct PropDesc {
    Value value, get, set;     /* get/set V_UNDEF when absent */
    unsigned attrs;            /* PROP_* (PROP_ACCESSOR for accessors) */
} PropDesc;
/* 1 found, 0 absent, -1 error. `out` values are NOT rooted: use before allocating. */
int vm_get_own_prop(Vm *vm, Value obj, Value propkey, PropDesc *out);
/* Object.defineProperty semantics: desc is a descriptor OBJECT (partial
 * fields allowed, merged with the current property; node's TypeErrors). 0/-1. */
int vm_define_from_desc_js(Vm *vm, Value obj, Value propkey, Value desc);
/* Object.defineProperties(obj, props): all descriptors read first. 0/-1. */
int vm_define_properties_js(Vm *vm, Value obj, Value props);
/* FromPropertyDescriptor: {value, writable, enumerable, configurable} or
 * {get, set, enumerable, configurable}. */
Value vm_desc_to_object_js(Vm *vm, const PropDesc *d);
/* vm_define_accessor: a getter or setter passed as V_EMPTY keeps the
 * existing one (class/literal `get x` then `set x`); V_UNDEF clears it. */
enum { KEYS_STRINGS = 1, KEYS_SYMBOLS = 2, KEYS_ENUMERABLE_ONLY = 4 };
/* Own keys in spec order (indices ascending, then strings, then symbols, by
 * insertion) as a new array of strings/symbols. */
Value vm_own_keys(Vm *vm, Value obj, unsigned flags);
int vm_prevent_extensions(Vm *vm, Value obj);
int vm_freeze(Vm *vm, Value obj, bool freeze /* false: seal */);
bool vm_is_frozen_noalloc(Vm *vm, Value obj, bool frozen /* false: sealed */); /* not for proxies */
int vm_is_frozen_js(Vm *vm, Value obj, bool frozen);      /* any object: 1 / 0 / -1 */
Value vm_key(Vm *vm, const char *name);                    /* propkey for a C string */
Value vm_key_to_string(Vm *vm, Value propkey);             /* int keys → their string form */
/* malloc'd V8-style text of an object for messages: #<Foo>, [object Array],
 * a function's source (vm/object.c). */
char *vm_obj_desc_cstr(Vm *vm, Value obj, bool *is_function);
/* malloc'd V8-style text of any value for messages (NoSideEffectsToString):
 * a function's source, anything else as vm_short_repr prints it. */
char *vm_value_desc_cstr(Vm *vm, Value v);
int64_t vm_length_of_js(Vm *vm, Value obj);                /* ToLength(obj.length); -1 on error */
Value vm_get_index_js(Vm *vm, Value obj, int64_t i);
int vm_set_index_js(Vm *vm, Value obj, int64_t i, Value v);
/* Inline caches (layout in vm/shape.h; a zero-filled InlineCache is empty).
 * The interpreter calls these for GET_FIELD/PUT_FIELD/GET_GLOBAL...; they
 * handle every receiver (primitives too) and throw node's messages, e.g.
 * "Cannot read properties of undefined (reading 'x')". */
Value vm_get_field_ic_js(Vm *vm, Value obj, Value atom, InlineCache *ic);
int vm_put_field_ic_js(Vm *vm, Value obj, Value atom, Value v, InlineCache *ic);
int vm_put_field_ic_mode_js(Vm *vm, Value obj, Value atom, Value v, InlineCache *ic, bool strict);
void vm_trace_ic(GcTracer *t, InlineCache *ic);            /* updates moved shapes */
/* fast-path helpers for dense arrays (no holes read as V_EMPTY → caller checks) */
static inline ArrayObj *vm_array(Value v) { return (ArrayObj *)v_cell(v); }

/* ---- functions and calls (vm/function.c, vm/interp.c) ---- */
/* The classes with [[Call]], as a bit set over ObjClass (one test). */
#define VM_CALLABLE_CLASSES                                                                       \
    ((1ull << CLS_FUNCTION) | (1ull << CLS_NATIVE) | (1ull << CLS_BOUND) | (1ull << CLS_PROXY_FN) | \
     (1ull << CLS_HTMLDDA))
_Static_assert(CLS_HTMLDDA < 64 && CLS_PROXY_FN < 64, "VM_CALLABLE_CLASSES is a 64-bit set");
/* Inline: the promise machinery asks it a few times per reaction. */
static inline bool vm_is_callable_noalloc(Value v)
{
    if (!v_is_object(v))
        return false;
    unsigned c = v_hdr(v)->cls;
    return c < 64 && ((VM_CALLABLE_CLASSES >> c) & 1);
}
bool vm_is_constructor_noalloc(Value v);
/* argv may point into handles or the VM stack; the values are copied onto the
 * VM stack before the call. */
Value vm_call_js(Vm *vm, Value fn, Value this_val, int argc, const Value *argv);
Value vm_construct_js(Vm *vm, Value fn, int argc, const Value *argv, Value new_target);
Value vm_new_native(Vm *vm, const char *name, NativeFn fn, int length, int magic);
/* Define a non-enumerable method obj[name] = native (the usual builtin). */
int vm_def_native(Vm *vm, Value obj, const char *name, NativeFn fn, int length, int magic);
/* Define a native constructor: returns the function with .prototype = proto
 * (non-writable), proto.constructor = it; installs it on vm->global. */
Value vm_def_ctor(Vm *vm, const char *name, NativeFn fn, int length, Value proto);
Value vm_func_name_noalloc(Vm *vm, Value fn);              /* string or atom "" */
Value vm_function_to_string_js(Vm *vm, Value fn);         /* Function.prototype.toString (vm/function.c) */
/* Iteration helpers (used by spread, Array.from, destructuring in C) */
Value vm_get_iterator_js(Vm *vm, Value obj, Value *next_out); /* iter, or V_EXC */
/* 1 value, 0 done, -1 error; value_out NULL steps without reading the
 * result's value (IteratorStep rather than IteratorStepValue). */
int vm_iter_step_js(Vm *vm, Value iter, Value next, Value *value_out);
int vm_throw_not_iter_result(Vm *vm, Value r); /* TypeError; returns -1 */
int vm_iter_close_js(Vm *vm, Value iter);

/* Generators and async functions (vm/generator.c), as the library's async
 * drivers use them. Run *gen (rooted) with a completion GEN_MODE_* and
 * value *v (rooted): -1 exception (pending), 0 yielded, 1 returned,
 * 2 yielded raw (yield*), 3 awaited; *out (not rooted) the value.
 * vm_gen_resume returns the iterator result instead, or V_EXC. */
enum { GEN_MODE_NEXT = 0, GEN_MODE_THROW = 1, GEN_MODE_RETURN = 2 };
int vm_gen_run(Vm *vm, Value *gen, int mode, Value *v, Value *out);
Value vm_gen_resume(Vm *vm, Value *gen, int mode, Value *v);
/* A fresh { value: *v, done } (CreateIterResultObject); *v rooted. */
Value vm_iter_result(Vm *vm, Value *v, bool done);

/* Create a bound function (Function.prototype.bind): calls target with
 * this_val and args prepended. args may point into handles or the stack. */
Value vm_new_bound(Vm *vm, Value target, Value this_val, const Value *args, uint32_t nargs);
/* Link p (and its nested protos) into vm->protos so its consts are roots;
 * idempotent. vm_proto_finish() calls it too. */
void vm_proto_link(Vm *vm, FuncProto *p);
/* Install Array.prototype.values/keys/entries/[Symbol.iterator],
 * String.prototype[Symbol.iterator] and %ArrayIteratorPrototype%.next
 * (vm/iter.c; vm_new calls it after the library's install). */
int vm_iter_install(Vm *vm);
/* ctor, %GeneratorFunction% or a kin, gets %Function% as its [[Prototype]]
 * (they are subclasses of Function; vm/generator.c). Install time only. */
int vm_inherit_function_ctor(Vm *vm, Value ctor);
/* An iterator object over an array/array-like/string (kind ITER_KIND_*). */
Value vm_new_array_iter(Vm *vm, Value target, int kind);
/* The iteration protector. The engine iterates a plain array (or typed
 * array) whose @@iterator is the original values(), and a string whose
 * @@iterator is the original, without making the iterator object, while
 * that is unobservable: while the iterator's prototype (VM_ITER_ARRAY:
 * %ArrayIteratorPrototype%, VM_ITER_STRING: %StringIteratorPrototype%)
 * still has the original `next` and nothing on its chain has a `return` an
 * early exit would call. True means both hold now, in the current realm. */
enum { VM_ITER_ARRAY = 0, VM_ITER_STRING = 1 };
void vm_iter_protector_refresh_noalloc(Vm *vm);
static inline bool vm_iter_pristine_noalloc(Vm *vm, int which)
{
    if (UNLIKELY(vm->iter_epoch != vm->shape_epoch))
        vm_iter_protector_refresh_noalloc(vm);
    int32_t k = vm->iter_next_slot[which];
    Value p = vm->builtin[which == VM_ITER_STRING ? B_STRING_ITER_PROTO : B_ARRAY_ITER_PROTO];
    return k >= 0 &&
           v_obj(p)->slots->v[k] == vm->builtin[which == VM_ITER_STRING ? B_STRING_ITER_NEXT : B_ARRAY_ITER_NEXT];
}
/* v is an array whose iteration (m, the value of its Symbol.iterator) is
 * the built-in one with the original `next` and no `return` to call: a loop
 * over its elements may stand in for the iterator. Every such fast path
 * asks this, so none can skip the protector. */
static inline bool vm_array_iter_native_noalloc(Vm *vm, Value v, Value m)
{
    return v_is_array(v) && m == vm->builtin[B_ARRAY_PROTO_VALUES] && vm_iter_pristine_noalloc(vm, VM_ITER_ARRAY);
}
/* An iterator object over an array/array-like/string (kind ITER_KIND_*)
 * whose next step reads index `index`. */
Value vm_new_array_iter_at(Vm *vm, Value target, int kind, uint32_t index);
/* A loop in C that stood in for the built-in iterator over target (kind
 * ITER_KIND_VALUES or ITER_KIND_STRING; `index` the index its next step
 * would read) stops on a throw: IteratorClose. When a return() may exist
 * now (the protector no longer holds) it makes the iterator the loop stood
 * in for and closes it; the pending exception stays the one thrown. */
void vm_array_iter_close_quiet(Vm *vm, Value target, int kind, uint32_t index);
/* IteratorClose(iter) for a throw completion: calls iter.return() if any;
 * the pending exception stays, whatever return() does. */
void vm_iter_close_quiet(Vm *vm, Value iter);

/* Back-edge / long-native-loop safepoint: -1 if an interrupt or limit fired. */
int vm_poll(Vm *vm);
/* Charge n units of work to the poll account (vm->poll_budget; a unit is
 * about one loop back-edge's worth) and poll when it has run out. Work that
 * has no back-edge of its own charges here: each microtask and macrotask
 * (so a queueMicrotask or .then chain meets the time limit), and natives
 * for bulk work (VM_POLL_BYTES per unit), so a loop whose body is one long
 * native call is stopped in about the time its back-edges would be. Call
 * only where the caller may allocate and throw: 0, or -1 with the error
 * pending. */
#define VM_POLL_BYTES 256
static inline int vm_poll_charge(Vm *vm, int64_t n)
{
    if (n < vm->poll_budget) {
        vm->poll_budget -= (int32_t)n;
        return 0;
    }
    return vm_poll(vm);
}
/* ---- embedding API state (vm/api_value.c, vm/api_native.c) ---- */
void vm_api_trace(Vm *vm, GcTracer *t);     /* persistent handles (a root set) */
int vm_api_poll(Vm *vm);                    /* interrupt callback, time limit: 0 / -1 */
double vm_api_ms_left(Vm *vm);              /* ms before the armed time limit; < 0: none armed */

/* ---- collector front end (vm/gcapi.c) ---- */
int vm_expose_gc(Vm *vm);                    /* install the global gc() (--expose-gc) */
void vm_gc_stats_print(Vm *vm, FILE *f);     /* one-line summary (--gc-stats) */

/* ---- weak references (vm/weak.c) ---- */
void vm_weak_init(void);                     /* registers the weak classes' traces */
int vm_weak_keep(Vm *vm, Value target);      /* WeakRef: keep target alive until the job ends */
/* The end of a job (a script run, a task of the event loop): drop the
 * targets kept alive until then. */
void vm_weak_end_job_noalloc(Vm *vm);
/* The event loop's cleanup task: call the FinalizationRegistry callbacks of
 * targets a collection found dead (vm->finreg_pending), after_task (the
 * microtask checkpoint) after each registry's. 0 / -1. */
int vm_weak_run_cleanups_js(Vm *vm, int (*after_task)(Vm *vm));

#endif
