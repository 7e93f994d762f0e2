/* vm/frame.h — interpreter frames, exception handlers and the interpreter's
 * private state, shared by vm/interp*.c, vm/function.c, vm/error.c, vm/vm.c.
 *
 * Stack discipline (the moving-GC contract for the value stack):
 *   - vm->stack is reserved once (mmap) and never moves.
 *   - [vm->stack, vm->sp) is the traced root range. While a JS frame runs,
 *     vm->sp is that frame's CEILING (fp + nslots + max_stack), so the
 *     interpreter never has to publish its local sp before an allocating call;
 *     operand slots above the live top hold stale but valid Values.
 *   - Every slot in [vm->stack, vm->stack_hwm) holds a valid Value. The root
 *     tracer clears [vm->sp, stack_hwm) to undefined and lowers the mark, so a
 *     stale slot never survives a collection it was not traced in; a frame
 *     push that raises the ceiling above the mark fills the gap first.
 * Frames are records in vm->frames (reserved once, never moves); only
 * new_target in them is a heap reference (traced by vm_trace_roots).
 */
#ifndef TARN_FRAME_H
#define TARN_FRAME_H

#include "vm.h"
#include "source_part.h"

/* JS frame depth limit. Node's default stack holds roughly 10-11k small
 * frames; staying close keeps "how deep can I recurse" programs agreeing. */
#define VM_MAX_FRAMES 10800
/* Nested C re-entries (native → JS → native ...); each costs a C frame of
 * the interpreter loop plus the native's own, so stay far below 8 MiB. */
#define VM_MAX_C_DEPTH 1800
/* Value stack: 4M slots = 32 MiB of address space, committed lazily. */
#define VM_STACK_SLOTS (4u << 20)
#define VM_POLL_BUDGET 10000

enum {
    FR_ENTRY = 1,      /* returning from this frame returns from vm_interp_run to C */
    FR_CONSTRUCT = 2,  /* [[Construct]]: RETURN applies the constructor result rules */
    FR_SUPER = 4,      /* a super(...) call: the result also becomes the caller's this */
    FR_GEN = 8,        /* a resumed generator (with FR_ENTRY): new_target holds the generator object */
    FR_REALM = 16,     /* (with FR_ENTRY) called from realm vm->realm_caller (vm_call_in_realm): the
                        * constructor result's errors are made there, as the spec's [[Construct]]
                        * checks the result after leaving the callee's context */
};

struct Frame {
    Value *fp;             /* fp[0] callee, fp[1] this, fp[2..] params, locals */
    Value *ceil;           /* vm->sp while this frame runs */
    const uint8_t *pc;     /* start of the current (or calling) instruction */
    FuncProto *proto;
    Value new_target;      /* traced; V_UNDEF for a plain call */
    int32_t handler_base;  /* vm->interp->nhandlers at entry */
    uint16_t flags;        /* FR_* */
    uint16_t argc;         /* actual argument count (clamped) */
};

typedef struct Handler {
    const uint8_t *target; /* catch entry */
    Value *sp;             /* operand stack depth at TRY */
    int32_t frame;         /* index into vm->frames */
} Handler;

typedef struct SourceText {
    char *file;            /* interned name (vm_intern_file) — not owned */
    const char *src;       /* buf's text */
    size_t len;
    SourceBuf *buf;        /* held */
} SourceText;

typedef struct InterpState {
    Handler *handlers;
    int nhandlers, handlers_cap;
    size_t stack_bytes;

    /* where the pending/uncaught exception was first thrown (for the report) */
    Value throw_exc;       /* traced */
    bool throw_valid;
    const char *throw_file;
    uint32_t throw_line, throw_col;

    /* a compile error turned into a SyntaxError by vm_run_script */
    Value syntax_exc;      /* traced */
    const char *syn_file;
    uint32_t syn_line, syn_col;

    SourceText *sources;
    int nsources, sources_cap;

    /* joined texts' part tables (vm_set_source_parts): static, not owned */
    struct { const char *file; const SourcePart *parts; } *part_maps;
    int npart_maps;

    /* back-edges between polls: VM_POLL_BUDGET, or 1 under TARN_GC_STRESS so
     * every loop iteration is a collection point */
    int32_t poll_reset;

    /* generators (vm/generator.c): a resumed frame's operand top for the
     * loop's entry, and what the last YIELD left (set just before the loop
     * returns to vm_gen_resume) */
    Value *gen_resume_sp;
    bool gen_yielded;
    uint8_t gen_yield_kind; /* GEN_YIELD_* */
} InterpState;

static inline Frame *vm_cur_frame(Vm *vm) { return &vm->frames[vm->nframes - 1]; }

/* ---- The frame push: the one place a Frame record and its slots are set up.
 * Every entry into a JS frame goes through these: the interpreter's CALL/NEW
 * fast path, a call from C (vm/function.c), vm_push_frame for the general
 * case and a generator's resume (vm/generator.c, record only). */

/* Flags of a FuncProto whose call needs vm_push_frame's general path (an
 * arguments object or rest array to allocate, another realm to enter, a body
 * to compile first). */
#define FP_NEEDS_SETUP (FP_HAS_REST | FP_USES_ARGUMENTS | FP_REALMS | FP_LAZY)

/* The ceiling of a call of p at base when it can take the fast path (no flag
 * of FP_NEEDS_SETUP or extra_flags, a free frame record, room on the stack);
 * NULL when it must go through vm_setup_call. */
static inline __attribute__((always_inline)) Value *vm_frame_fast_ceil(Vm *vm, const FuncProto *p, Value *base,
                                                                       unsigned extra_flags)
{
    Value *ceil = base + p->nslots + p->max_stack;
    if (LIKELY(!(p->flags & (FP_NEEDS_SETUP | extra_flags)) && vm->nframes < VM_MAX_FRAMES &&
               ceil <= vm->stack_end))
        return ceil;
    return NULL;
}

/* Write the next frame record. argc is clamped to the field's range (the
 * arguments object keeps the true count). The caller has checked that a
 * record is free (VM_MAX_FRAMES). */
static inline __attribute__((always_inline)) Frame *vm_frame_record(Vm *vm, FuncProto *p, Value *base, Value *ceil,
                                                                    const uint8_t *pc, Value new_target,
                                                                    unsigned flags, int argc)
{
    Frame *f = &vm->frames[vm->nframes++];
    f->fp = base;
    f->ceil = ceil;
    f->pc = pc;
    f->proto = p;
    f->new_target = new_target;
    f->handler_base = vm->interp->nhandlers;
    f->flags = (uint16_t)flags;
    f->argc = (uint16_t)(argc > 0xFFFF ? 0xFFFF : argc);
    return f;
}

/* The stack side of a call's frame: keep the high-water invariant up to ceil
 * (fresh slots become undefined, first, so that the fill below and the
 * caller's later stores are not clobbered), then undefine the parameters the
 * call did not pass and the locals. Slots [base+2, base+2+argc) hold the
 * arguments and are kept. */
static inline __attribute__((always_inline)) void vm_frame_slots(Vm *vm, const FuncProto *p, Value *base, int argc,
                                                                 Value *ceil)
{
    if (UNLIKELY(ceil > vm->stack_hwm)) {
        for (Value *q = vm->stack_hwm; q < ceil; q++)
            *q = V_UNDEF;
        vm->stack_hwm = ceil;
    }
    int np = p->nparams, ns = p->nslots;
    for (int i = 2 + (argc < np ? argc : np); i < ns; i++)
        base[i] = V_UNDEF;
}

/* A call that needs no allocation (ceil from vm_frame_fast_ceil): slots,
 * record, and vm->sp at the new ceiling. */
static inline __attribute__((always_inline)) Frame *vm_frame_enter(Vm *vm, FuncProto *p, Value *base, int argc,
                                                                   Value *ceil, Value new_target, unsigned flags)
{
    vm_frame_slots(vm, p, base, argc, ceil);
    Frame *f = vm_frame_record(vm, p, base, ceil, p->code, new_target, flags, argc);
    vm->sp = ceil;
    return f;
}

/* Opcode lengths (opcode byte + operands), from compiler/opcodes.def. */
extern const uint8_t vm_op_len[OP__COUNT];

/* ---- vm/interp.c ---- */
/* Run from the newest frame until the frame flagged FR_ENTRY returns. */
Value vm_interp_run(Vm *vm);

/* ---- vm/interp_call.c ---- */
/* Make vm->sp at least top (filling fresh slots); RangeError past the end. */
int vm_stack_reserve(Vm *vm, Value *top);
/* this binding of a sloppy function (PUSH_THIS_SLOPPY; base[1] a stack slot):
 * undefined/null → the global object, a primitive → its wrapper. 0 or -1. */
int vm_bind_sloppy_this(Vm *vm, Value *base);
/* ---- vm/arguments.c ---- */
/* The arguments object of a call of p (base[0] the callee, args at base[2..]). */
Value vm_new_arguments(Vm *vm, Value *base, int argc, const FuncProto *p);
/* Mapped parameter i of a function whose arguments object is args. */
Value vm_args_param_get_noalloc(Vm *vm, Value args, uint32_t i);
void vm_args_param_put(Vm *vm, Value args, uint32_t i, Value v);

/* Push a frame for closure base[0] with argc args at base[2..]. 0 or -1. */
int vm_push_frame(Vm *vm, Value *base, int argc, unsigned flags, Value new_target);
/* Start a call of base[0] (this base[1], args base[2..2+argc)).
 * With FR_CONSTRUCT in flags, base[1] holds new.target on entry (it is a
 * rooted slot) and is replaced by the new this as the spec says.
 * Returns 0 when a JS frame was pushed (run it), 1 when the call finished
 * (result in *res), -1 on exception. flags: FR_* for a pushed frame. */
int vm_setup_call(Vm *vm, Value *base, int argc, unsigned flags, Value *res);
/* [[Call]] / [[Construct]] of the proxy base[0] (vm/proxy.c): 1 with *res
 * (the trap ran), 0 with base[0] replaced by the target (no trap), -1. */
int vm_proxy_call_js(Vm *vm, Value *base, int argc, bool construct, Value *res);
/* [[Construct]] of the closure base[0] (not derived) with new.target base[1]:
 * base[1] becomes the new object, from new.target.prototype, through the
 * callee proto's XIC_CONSTRUCT cache. 0 or -1. */
int vm_construct_this(Vm *vm, Value *base);
/* Result rules of [[Construct]] for a finishing frame (RETURN). */
Value vm_construct_result(Vm *vm, Frame *f, Value v);
/* Expand the array at *slot onto the stack from slot: returns argc or -1. */
int vm_spread_args(Vm *vm, Value *slot);
/* Name text for "x is not a function" at the given frame's current pc. */
Value vm_callee_text(Vm *vm, Frame *f, Value callee);
Value vm_throw_not_callable(Vm *vm, Frame *f, Value callee, bool construct);

/* ---- vm/interp_ops.c (slow paths of the loop) ---- */
Value vm_op_closure(Vm *vm, Value *fp, FuncProto *p);
int vm_op_make_class(Vm *vm, Value *sp);                 /* [parent ctor] → [ctor proto] */
/* super.key read and written with the home object's prototype (not an
 * object: V8's "Cannot read/set properties of null" TypeError) and this as
 * the receiver. */
Value vm_op_get_super(Vm *vm, Value home_proto, Value key, Value receiver);
int vm_op_put_super(Vm *vm, Value home_proto, Value key, Value v, Value receiver, bool strict);
void vm_op_super_ctor_error(Vm *vm, Value parent, Value callee); /* throws the TypeError */
int vm_op_define_prop(Vm *vm, Value *sp, unsigned flags, Value key); /* sp past v */
/* DEFINE_FIELD's slow path: define *name (a root: consts) as an enumerable
 * data property of sp[-2], then fill ic for a tree-shape add. */
int vm_op_define_field(Vm *vm, Value *sp, const Value *name, InlineCache *ic);
int vm_op_spread_obj(Vm *vm, Value target, Value src);
Value vm_op_copy_rest(Vm *vm, Value *keys, int n);       /* keys[-1] is src */
Value vm_op_for_in_start(Vm *vm, Value o);
int vm_op_for_in_next(Vm *vm, Value *iter_slot, Value *key_out); /* 1 key, 0 done, -1 */
int vm_op_get_iter(Vm *vm, Value *sp);                   /* [o] → [iter next] in place */
int vm_op_iter_next(Vm *vm, Value *sp, Value *out);      /* sp past [iter next]: 1, 0 done, -1 */
Value vm_op_iter_rest(Vm *vm, Value *sp);
int vm_op_iter_close(Vm *vm, Value *sp);
/* `using` (vm/dispose.c): cap is the scope's capability slot, undefined
 * until its first resource. USING: AddDisposableResource, 0 / -1. DISPOSE:
 * DisposeResources of a sync-only scope, the completion a throw of *exc if
 * thrown: 1 with the resulting error in *exc, 0 normal, -1 out of memory.
 * ADISPOSE_*: the async algorithm, one await at a time: step gives 1 and
 * the value to await in *out, or 0 when done. */
int vm_op_using_js(Vm *vm, Value *cap, Value *v, int async);
int vm_op_dispose_js(Vm *vm, Value *cap, Value *exc, bool thrown);
int vm_op_adispose_error_js(Vm *vm, Value *cap, Value exc);
int vm_op_adispose_step_js(Vm *vm, Value *cap, Value *out);
int vm_op_adispose_resume_js(Vm *vm, Value *cap, Value recv, int mode);
int vm_op_adispose_end(Vm *vm, Value *cap);
int vm_op_array_spread(Vm *vm, Value *sp, bool args);    /* [a iterable] → [a]; args: call spread */
int vm_op_iter_close_throw(Vm *vm, Value *sp);           /* ITER_CLOSE on a throw: never fails */
int vm_op_require_object(Vm *vm, Value v, Value key);   /* key V_EMPTY: none */
/* A tagged template's strings array from n cooked then n raw strings at
 * v[0 .. 2n) (stack slots): frozen, with a frozen non-enumerable .raw. */
Value vm_op_template_object(Vm *vm, Value *v, int n);
/* Private elements (kind: the compiler's PRIV_* for the name; cls: the class
 * name for messages). sp points past the operands, as for the opcodes. */
Value vm_op_new_private_name(Vm *vm, Value desc);
Value vm_op_get_private(Vm *vm, Value *sp, int kind, Value cls);
int vm_op_put_private(Vm *vm, Value *sp, int kind, Value cls);
int vm_op_define_private(Vm *vm, Value *sp, int kind, Value cls);
Value vm_op_has_private(Vm *vm, Value name, Value o);
/* name points at the atom in FuncProto.consts (a root, so re-read after
 * allocation); v points at the value's stack slot. */
Value vm_op_get_global(Vm *vm, const Value *name, InlineCache *ic, bool or_undef);
int vm_op_put_global(Vm *vm, const Value *name, const Value *v, InlineCache *ic, bool strict);
/* strict: the declaring code is strict (a var's initialiser assigning an
 * existing read-only global throws; in sloppy code the assignment fails
 * silently, as PutValue does there). */
int vm_op_decl_global(Vm *vm, const Value *name, int kind, const Value *v, bool strict);
int vm_op_env_find_js(Vm *vm, Value *envs, unsigned n, const Value *name, uint32_t with);
int vm_op_check_global(Vm *vm, const Value *name, int kind);
int vm_op_delete_global(Vm *vm, const Value *name);     /* 1 true, 0 false, -1 */
Value vm_op_in(Vm *vm, Value k, Value o);
Value vm_op_throw_const(Vm *vm, int kind, Value msg);
Value vm_op_tdz_error(Vm *vm, Value name);
/* A new Box holding EMPTY, or a copy of the value in the Box at *copy_of. */
Value vm_op_new_box(Vm *vm, const Value *copy_of);
/* The emitter's source text for the current instruction (malloc'd, or NULL):
 * with vm_op_default_site (vm.h), the parts of "x is not iterable" messages. */
char *vm_op_site_text(Vm *vm);

/* ---- vm/async_iter_ops.c: for await and yield* in async generators ---- */
/* The stack pictures are compiler/opcodes.def's; sp points past the operands. */
int vm_op_get_async_iter(Vm *vm, Value *sp, bool ystar);  /* [o] → [iter next] in place */
int vm_op_aiter_next(Vm *vm, Value *sp);                  /* [iter next] → [iter null next res] */
int vm_op_aiter_result(Vm *vm, Value *sp, Value *out);    /* 1 value, 0 done, -1 */
int vm_op_aiter_close(Vm *vm, Value *sp, bool on_throw, Value *res); /* 1 called, 0 nothing to await, -1 */
int vm_op_aiter_check(Vm *vm, Value res);                 /* 0 or -1 */
int vm_op_adelegate(Vm *vm, Value *sp);                   /* 0 res to await, 1 jump, -1 */
int vm_op_adelegate_result(Vm *vm, Value *sp);            /* writes [value done] at sp[-1], sp[0] */

/* ---- vm/generator.c ---- */
/* GENERATOR: snapshot the running frame (prologue done; sp its operand top,
 * pc where the body starts) into a new generator object (an AsyncGenObj in
 * state AG_START for an async generator function), which the frame then
 * returns. V_EXC on failure. */
Value vm_gen_start(Vm *vm, Frame *fr, Value *sp, const uint8_t *pc);
/* YIELD in the resumed generator frame fr (FR_GEN|FR_ENTRY): save it (pc to
 * resume at, operands below the yielded sp[-1]), pop it and return the
 * yielded value; the loop then returns it. V_EXC on failure (frame kept). */
enum { GEN_YIELD_VALUE = 0, GEN_YIELD_RAW = 1, GEN_YIELD_AWAIT = 2 };
Value vm_gen_yield(Vm *vm, Frame *fr, Value *sp, const uint8_t *pc, int kind);
/* ASYNC_START: snapshot the frame (pc after the op) into a new AsyncObj and
 * hand it to the library's async_start hook with this frame hidden; returns the promise. */
Value vm_async_start(Vm *vm, Frame *fr, Value *sp, const uint8_t *pc);
/* DELEGATE (yield*): sp past [iter next recv mode] → [iter next mode res done]. 0 or -1. */
int vm_gen_delegate(Vm *vm, Value *sp);
/* next() for a consumer that wants no result object (for-of with the
 * original next): 1 with *out the value, 0 done, -1 exception. */
int vm_gen_step(Vm *vm, Value *gen, Value *out);
int vm_gen_install(Vm *vm);

/* ---- vm/interp_peep.c ---- */
void vm_peephole(FuncProto *p);   /* once per proto, from vm_proto_finish */

/* ---- vm/error.c ---- */
/* Source position of a frame's current pc (line 0 if unknown) and the
 * file to name with it: the part of a joined text the line falls in
 * (vm_set_source_parts), else the proto's file (NULL if it has none). */
const char *vm_frame_pos(Vm *vm, const Frame *f, uint32_t *line, uint32_t *col);
void vm_note_throw_site(Vm *vm);
/* ---- vm/vm.c ---- */
const SourceText *vm_find_source(Vm *vm, const char *file);

#endif
