/* vm/interp.c — the bytecode dispatch loop (compiler/opcodes.def).
 *
 * One loop runs every JS frame: a JS→JS call pushes a Frame and continues
 * here; only C re-entry (vm_call_js from a native) nests another run. The
 * loop caches pc, sp, fp and the FuncProto in C locals. FuncProtos are
 * malloc'd and the value stack never moves, so those are safe across
 * allocation; no heap Value is ever held in a C local across an allocating
 * call — operands stay on the stack and are re-read afterwards.
 * vm->sp is the running frame's ceiling (see vm/frame.h), so slow paths need
 * not publish sp. Before any call that may throw or capture a stack trace the
 * loop stores pc into the frame (SAVE), which is what error positions use.
 * Slow paths live in vm/interp_ops.c and vm/interp_call.c.
 */
#include <math.h>
#include <stdlib.h>

#include "frame.h"
#include "module.h"
#include "shape.h"
#include "typed.h"

const uint8_t vm_op_len[OP__COUNT] = {
#define OP(name, bytes, effect, doc) [OP_##name] = 1 + (bytes),
#include "../compiler/opcodes.def"
#undef OP
};

#define U16(p) ((uint16_t)((p)[0] | ((p)[1] << 8)))
#define I32(p) ((int32_t)((uint32_t)(p)[0] | ((uint32_t)(p)[1] << 8) | ((uint32_t)(p)[2] << 16) | \
                          ((uint32_t)(p)[3] << 24)))

static inline InlineCache *ic_at(FuncProto *p, unsigned i) { return &p->ics[i]; }

static inline Box *upval(Value *fp, unsigned i)
{
    return ((Closure *)v_cell(fp[0]))->upvals[i];
}

static Value str_char_at(Vm *vm, Value s, int32_t i)
{
    return vm_str_substring(vm, s, (uint32_t)i, (uint32_t)i + 1);
}

Value vm_interp_run(Vm *vm)
{
    Frame *fr;
    Value *fp, *sp;
    const uint8_t *pc;
    FuncProto *proto;
    Value ret;
#ifndef TARN_NO_POLL
    /* The back-edge countdown (docs/gc.md, "Safepoints") is this C local, not
     * vm->poll_budget: through memory it cost 5 instructions a back-edge
     * (2.7% of loop.js), as a local `--budget < 0` is one decrement and one
     * branch. It holds the account minus one, so `< 0` (sub + js) fires at
     * the same back-edge as `--account <= 0` did.
     *
     * vm->poll_budget stays the shared account: nested entries (vm_call_js
     * from a builtin, generator resumes), the regex engine (rx_poll in
     * stdlib/regexp.c charges it) and vm_poll (resets it; a time-limit
     * throw sets it to 1) use it while this entry runs. This entry counts
     * down from budget_base, the account (minus one) as last read, and
     * POLL_SYNC charges what it used since, budget_base - budget, to the
     * account and reads it back. Charging the difference instead of
     * storing the local back never undoes a callee's charges or a poll's
     * reset, so nothing has to be written before call-outs. Syncs: when
     * the local runs out (then poll only if the account has run out too),
     * after a poll, when a handler here catches (a callee's time-limit
     * throw left the account at 1: a catching loop polls, and throws, at
     * its next back-edge) and at every return to C (POLL_FLUSH). An entry
     * alone in its loop polls every poll_reset back-edges exactly as
     * before; callees' back-edges reach this entry's local only at its
     * next sync, so a poll can come up to poll_reset back-edges late.
     * Under TARN_GC_STRESS poll_reset is 1 and every back-edge polls. */
    int32_t budget = vm->poll_budget - 1, budget_base = budget;
#define POLL_FLUSH() (vm->poll_budget -= budget_base - budget)
#define POLL_SYNC()                                 \
    do {                                            \
        POLL_FLUSH();                               \
        budget = budget_base = vm->poll_budget - 1; \
    } while (0)
#else
#define POLL_FLUSH() ((void)0)
#define POLL_SYNC() ((void)0)
#endif

#define LOAD_FRAME()          \
    do {                      \
        fr = vm_cur_frame(vm); \
        fp = fr->fp;          \
        proto = fr->proto;    \
    } while (0)
#define SAVE() (fr->pc = pc)
/* The fast path of CALL and NEW into a plain closure whose frame fits (ceil
 * from vm_frame_fast_ceil): push the frame (vm/frame.h) and continue in the
 * callee without leaving the dispatch loop. */
#define INLINE_CALL(p, base, argc, ceil, nt, fl)                \
    do {                                                        \
        fr = vm_frame_enter(vm, (p), (base), (argc), (ceil), (nt), (fl)); \
        fp = (base);                                            \
        proto = (p);                                            \
        sp = (base) + (p)->nslots;                              \
        pc = (p)->code;                                         \
        DISPATCH();                                             \
    } while (0)

#define ENTER_NEW_FRAME()                 \
    do {                                  \
        LOAD_FRAME();                     \
        sp = fp + proto->nslots;          \
        pc = proto->code;                 \
    } while (0)

/* The general path of a call (vm_setup_call): a pushed JS frame continues in
 * the callee; a call that finished (a native, a bound or proxied function)
 * leaves its result in place of the callee and goes on after the len-byte
 * instruction. */
#define GENERAL_CALL(base, argc, flags, len)                          \
    do {                                                              \
        Value res_;                                                   \
        int r_ = vm_setup_call(vm, (base), (argc), (flags), &res_);  \
        THROW_IF(r_ < 0);                                             \
        if (r_ == 0) {                                                \
            ENTER_NEW_FRAME();                                        \
            DISPATCH();                                               \
        }                                                             \
        vm->sp = fr->ceil;                                            \
        *(base) = res_;                                               \
        sp = (base) + 1;                                              \
        NEXT(len);                                                    \
    } while (0)

#ifdef __GNUC__
    static const void *const dispatch[OP__COUNT] = {
#define OP(name, bytes, effect, doc) [OP_##name] = &&L_##name,
#include "../compiler/opcodes.def"
#undef OP
    };
#define CASE(n) L_##n:
#define DISPATCH() goto *dispatch[*pc]
#else
#define CASE(n) case OP_##n:
#define DISPATCH() goto top
#endif
#define NEXT(n)       \
    do {              \
        pc += (n);    \
        DISPATCH();   \
    } while (0)
#define THROW_IF(c)            \
    do {                       \
        if (UNLIKELY(c))       \
            goto exception;    \
    } while (0)

    ENTER_NEW_FRAME();
    pc = fr->pc;
    if (UNLIKELY(fr->flags & FR_GEN))
        sp = vm->interp->gen_resume_sp; /* a resumed generator (vm/generator.c) */

#ifdef __GNUC__
    DISPATCH();
#else
top:
    switch (*pc) {
#endif

    /* ---------------- constants ---------------- */
    CASE(PUSH_UNDEF) *sp++ = V_UNDEF; NEXT(1);
    CASE(PUSH_NULL) *sp++ = V_NULL; NEXT(1);
    CASE(PUSH_TRUE) *sp++ = V_TRUE; NEXT(1);
    CASE(PUSH_FALSE) *sp++ = V_FALSE; NEXT(1);
    CASE(PUSH_EMPTY) *sp++ = V_EMPTY; NEXT(1);
    CASE(PUSH_I8) *sp++ = v_int((int8_t)pc[1]); NEXT(2);
    CASE(PUSH_I32) *sp++ = v_int(I32(pc + 1)); NEXT(5);
    CASE(PUSH_CONST) *sp++ = proto->consts[U16(pc + 1)]; NEXT(3);
    CASE(PUSH_THIS) *sp++ = fp[1]; NEXT(1);
    CASE(ARG_GET)
    {
        sp[-1] = vm_args_param_get_noalloc(vm, sp[-1], U16(pc + 1));
        NEXT(3);
    }
    CASE(ARG_PUT)
    {
        vm_args_param_put(vm, sp[-1], U16(pc + 1), sp[-2]);
        sp -= 2;
        NEXT(3);
    }
    CASE(PUSH_THIS_SLOPPY)
    {
        /* the call paths pass `this` as given; a sloppy function binds it
         * when it first reads it (ToObject is unobservable until then) */
        if (UNLIKELY(!(fr->flags & FR_CONSTRUCT)) && UNLIKELY(!v_is_object(fp[1]))) {
            SAVE();
            THROW_IF(vm_bind_sloppy_this(vm, fp) < 0);
        }
        *sp++ = fp[1];
        NEXT(1);
    }
    CASE(CHECK_THIS)
    {
        if (UNLIKELY(sp[-1] == V_EMPTY)) {
            SAVE();
            vm_throw_error(vm, ERR_REFERENCE,
                           "Must call super constructor in derived class before accessing 'this' or "
                           "returning from derived constructor");
            goto exception;
        }
        NEXT(1);
    }
    CASE(GET_NEW_TARGET) *sp++ = (fr->flags & FR_GEN) ? V_UNDEF : fr->new_target; NEXT(1);
    CASE(GET_HOME)
    {
        Value c = fp[0];
        *sp++ = v_is_class(c, CLS_FUNCTION) ? ((Closure *)v_cell(c))->home : V_UNDEF;
        NEXT(1);
    }
    CASE(GET_SUPER_CTOR)
    {
        *sp++ = vm_get_proto_noalloc(fp[0]);
        NEXT(1);
    }
    CASE(PROTO_OF)
    {
        sp[-1] = vm_get_proto_noalloc(sp[-1]);
        NEXT(1);
    }
    CASE(SUPER_BASE)
    {
        Value home = sp[-1];
        sp[-1] = v_is_object(home) ? vm_get_proto_noalloc(home) : V_NULL;
        NEXT(1);
    }

    /* ---------------- stack ---------------- */
    CASE(POP) sp--; NEXT(1);
    CASE(DUP) sp[0] = sp[-1]; sp++; NEXT(1);
    CASE(DUP2) sp[0] = sp[-2]; sp[1] = sp[-1]; sp += 2; NEXT(1);
    CASE(DUP3) sp[0] = sp[-3]; sp[1] = sp[-2]; sp[2] = sp[-1]; sp += 3; NEXT(1);
    CASE(SWAP)
    {
        Value t = sp[-1];
        sp[-1] = sp[-2];
        sp[-2] = t;
        NEXT(1);
    }
    CASE(ROT3)
    {
        Value c = sp[-1];
        sp[-1] = sp[-2];
        sp[-2] = sp[-3];
        sp[-3] = c;
        NEXT(1);
    }
    CASE(ROT4)
    {
        Value d = sp[-1];
        sp[-1] = sp[-2];
        sp[-2] = sp[-3];
        sp[-3] = sp[-4];
        sp[-4] = d;
        NEXT(1);
    }
    CASE(ROT5)
    {
        Value e = sp[-1];
        sp[-1] = sp[-2];
        sp[-2] = sp[-3];
        sp[-3] = sp[-4];
        sp[-4] = sp[-5];
        sp[-5] = e;
        NEXT(1);
    }

    /* ---------------- locals, boxes, upvalues ---------------- */
    CASE(GET_LOC) *sp++ = fp[U16(pc + 1)]; NEXT(3);
    CASE(PUT_LOC) fp[U16(pc + 1)] = *--sp; NEXT(3);
    CASE(GET_LOC_CHECK)
    {
        Value v = fp[U16(pc + 1)];
        if (UNLIKELY(v == V_EMPTY)) {
            SAVE();
            vm_op_tdz_error(vm, proto->consts[U16(pc + 3)]);
            goto exception;
        }
        *sp++ = v;
        NEXT(5);
    }
    CASE(BOX_NEW)
    {
        SAVE();
        Value b = vm_op_new_box(vm, NULL);
        THROW_IF(b == V_EXC);
        fp[U16(pc + 1)] = b;
        NEXT(3);
    }
    CASE(BOX_COPY)
    {
        SAVE();
        unsigned n = U16(pc + 1);
        Value b = vm_op_new_box(vm, &fp[n]);
        THROW_IF(b == V_EXC);
        fp[n] = b;
        NEXT(3);
    }
    CASE(GET_BOX) *sp++ = ((Box *)v_cell(fp[U16(pc + 1)]))->v; NEXT(3);
    CASE(GET_BOX_CHECK)
    {
        Value v = ((Box *)v_cell(fp[U16(pc + 1)]))->v;
        if (UNLIKELY(v == V_EMPTY)) {
            SAVE();
            vm_op_tdz_error(vm, proto->consts[U16(pc + 3)]);
            goto exception;
        }
        *sp++ = v;
        NEXT(5);
    }
    CASE(PUT_BOX)
    {
        Box *b = (Box *)v_cell(fp[U16(pc + 1)]);
        sp--;
        GC_WRITE(vm, b, &b->v, *sp);
        NEXT(3);
    }
    CASE(GET_UPVAL) *sp++ = upval(fp, U16(pc + 1))->v; NEXT(3);
    CASE(GET_UPVAL_CHECK)
    {
        Value v = upval(fp, U16(pc + 1))->v;
        if (UNLIKELY(v == V_EMPTY)) {
            SAVE();
            vm_op_tdz_error(vm, proto->consts[U16(pc + 3)]);
            goto exception;
        }
        *sp++ = v;
        NEXT(5);
    }
    CASE(PUT_UPVAL)
    {
        Box *b = upval(fp, U16(pc + 1));
        sp--;
        GC_WRITE(vm, b, &b->v, *sp);
        NEXT(3);
    }
    CASE(GET_GLOBAL)
    {
        Value v;
        if (LIKELY(vm->global_lex == V_UNDEF &&
                   vm_ic_get_hit(vm, vm->global, proto->consts[U16(pc + 1)], ic_at(proto, U16(pc + 3)), &v))) {
            *sp++ = v;
            NEXT(5);
        }
        SAVE();
        v = vm_op_get_global(vm, &proto->consts[U16(pc + 1)], ic_at(proto, U16(pc + 3)), false);
        THROW_IF(v == V_EXC);
        *sp++ = v;
        NEXT(5);
    }
    CASE(GET_GLOBAL_OR_UNDEF)
    {
        SAVE();
        Value v = vm_op_get_global(vm, &proto->consts[U16(pc + 1)], ic_at(proto, U16(pc + 3)), true);
        THROW_IF(v == V_EXC);
        *sp++ = v;
        NEXT(5);
    }
    CASE(PUT_GLOBAL)
    {
        SAVE();
        THROW_IF(vm_op_put_global(vm, &proto->consts[U16(pc + 1)], &sp[-1], ic_at(proto, U16(pc + 3)),
                                  (proto->flags & FP_STRICT) != 0) < 0);
        sp--;
        NEXT(5);
    }
    CASE(CHECK_GLOBAL)
    {
        SAVE();
        THROW_IF(vm_op_check_global(vm, &proto->consts[U16(pc + 1)], pc[3]) < 0);
        NEXT(4);
    }
    CASE(UPVAL_BOX) *sp++ = v_from_cell(upval(fp, U16(pc + 1))); NEXT(3);
    CASE(NEW_ENV)
    {
        SAVE();
        Value o = vm_new_object_proto(vm, V_NULL);
        THROW_IF(o == V_EXC);
        *sp++ = o;
        NEXT(1);
    }
    CASE(ENV_FIND)
    {
        unsigned n = U16(pc + 3) & 0x7FFF;
        SAVE();
        int i = vm_op_env_find_js(vm, sp - n, n, &proto->consts[U16(pc + 1)], (uint32_t)I32(pc + 5));
        THROW_IF(i == -2);
        Value found = i >= 0 ? sp[-(int)n + i] : V_UNDEF;
        sp -= n;
        if (U16(pc + 3) & 0x8000) /* a call's this: the with object, else undefined */
            *sp++ = i >= 0 && ((uint32_t)I32(pc + 5) >> (i & 31) & 1) && i < 32 ? found : V_UNDEF;
        *sp++ = found;
        NEXT(9);
    }
    CASE(TO_OBJECT)
    {
        SAVE();
        Value o = vm_to_object(vm, sp[-1]);
        THROW_IF(o == V_EXC);
        sp[-1] = o;
        NEXT(1);
    }
    CASE(ENV_DECL)
    {
        SAVE();
        Value name = proto->consts[U16(pc + 1)];
        if (v_is_object(sp[-1]) && vm_has_own_noalloc(vm, sp[-1], name) != 1)
            THROW_IF(vm_define_own(vm, sp[-1], name, V_UNDEF, PROP_DEFAULT) < 0);
        sp--;
        NEXT(3);
    }
    CASE(DECL_GLOBAL)
    {
        SAVE();
        THROW_IF(vm_op_decl_global(vm, &proto->consts[U16(pc + 1)], pc[3], &sp[-1], (proto->flags & FP_STRICT) != 0) < 0);
        sp--;
        NEXT(4);
    }

    /* ---------------- properties ---------------- */
    CASE(GET_FIELD)
    {
        Value v;
        if (LIKELY(vm_ic_get_hit(vm, sp[-1], proto->consts[U16(pc + 1)], ic_at(proto, U16(pc + 3)), &v))) {
            sp[-1] = v;
            NEXT(5);
        }
        SAVE();
        v = vm_get_field_ic_js(vm, sp[-1], proto->consts[U16(pc + 1)], ic_at(proto, U16(pc + 3)));
        THROW_IF(v == V_EXC);
        sp[-1] = v;
        NEXT(5);
    }
    CASE(GET_FIELD2)
    {
        Value v;
        if (LIKELY(vm_ic_get_hit(vm, sp[-1], proto->consts[U16(pc + 1)], ic_at(proto, U16(pc + 3)), &v))) {
            *sp++ = v;
            NEXT(5);
        }
        SAVE();
        v = vm_get_field_ic_js(vm, sp[-1], proto->consts[U16(pc + 1)], ic_at(proto, U16(pc + 3)));
        THROW_IF(v == V_EXC);
        *sp++ = v;
        NEXT(5);
    }
    CASE(PUT_FIELD)
    {
        if (LIKELY(vm_ic_put_hit(vm, sp[-2], proto->consts[U16(pc + 1)], sp[-1], ic_at(proto, U16(pc + 3))))) {
            sp[-2] = sp[-1];
            sp--;
            NEXT(5);
        }
        SAVE();
        THROW_IF(vm_put_field_ic_mode_js(vm, sp[-2], proto->consts[U16(pc + 1)], sp[-1],
                                         ic_at(proto, U16(pc + 3)), (proto->flags & FP_STRICT) != 0) < 0);
        sp[-2] = sp[-1];
        sp--;
        NEXT(5);
    }
    CASE(GET_ELEM)
    {
        Value o = sp[-2], k = sp[-1];
        if (LIKELY(v_is_int(k) && v_is_object(o) &&
                   (v_hdr(o)->cls == CLS_ARRAY || v_hdr(o)->cls == CLS_ARGUMENTS))) {
            ArrayObj *a = vm_array(o);
            uint32_t i = (uint32_t)v_get_int(k);
            if (i < a->length && a->elems && i < a->elems->cap && a->elems->v[i] != V_EMPTY) {
                sp[-2] = a->elems->v[i];
                sp--;
                NEXT(1);
            }
        } else if (v_is_int(k) && v_is_ta_num(o) && (uint32_t)v_get_int(k) < v_ta(o)->length) {
            sp[-2] = vm_ta_get_noalloc(v_ta(o), (uint32_t)v_get_int(k));
            sp--;
            NEXT(1);
        }
        SAVE();
        Value v;
        if (v_is_int(k) && v_is_type(o, T_STRING) && (uint32_t)v_get_int(k) < v_str(o)->len)
            v = str_char_at(vm, o, v_get_int(k));
        else
            v = vm_get_js(vm, o, k);
        THROW_IF(v == V_EXC);
        sp[-2] = v;
        sp--;
        NEXT(1);
    }
    CASE(GET_ELEM2)
    {
        Value o = sp[-2], k = sp[-1];
        if (LIKELY(v_is_int(k) && v_is_array(o))) {
            ArrayObj *a = vm_array(o);
            uint32_t i = (uint32_t)v_get_int(k);
            if (i < a->length && a->elems && i < a->elems->cap && a->elems->v[i] != V_EMPTY) {
                sp[-1] = a->elems->v[i];
                NEXT(1);
            }
        } else if (v_is_int(k) && v_is_ta_num(o) && (uint32_t)v_get_int(k) < v_ta(o)->length) {
            sp[-1] = vm_ta_get_noalloc(v_ta(o), (uint32_t)v_get_int(k));
            NEXT(1);
        }
        SAVE();
        Value v = vm_get_js(vm, o, k);
        THROW_IF(v == V_EXC);
        sp[-1] = v;
        NEXT(1);
    }
    CASE(PUT_ELEM)
    {
        Value o = sp[-3], k = sp[-2];
        if (LIKELY(v_is_int(k) && v_is_array(o) && !(v_hdr(o)->flags & (OBJ_FROZEN | OBJ_DICT)))) {
            ArrayObj *a = vm_array(o);
            uint32_t i = (uint32_t)v_get_int(k);
            if (i < a->length && a->elems && i < a->elems->cap && a->elems->v[i] != V_EMPTY) {
                GC_WRITE(vm, a->elems, &a->elems->v[i], sp[-1]);
                sp[-3] = sp[-1];
                sp -= 2;
                NEXT(1);
            }
        } else if (v_is_int(k) && v_is_ta_num(o) && v_is_number(sp[-1]) &&
                   (uint32_t)v_get_int(k) < v_ta(o)->wlength) {
            /* a typed array element: no barrier (the store is raw bytes);
             * wlength is 0 on an immutable buffer, whose stores take the
             * slow path's refusal */
            if (v_is_int(sp[-1]))
                vm_ta_put_int_noalloc(v_ta(o), (uint32_t)v_get_int(k), v_get_int(sp[-1]));
            else
                vm_ta_put_noalloc(v_ta(o), (uint32_t)v_get_int(k), v_get_double(sp[-1]));
            sp[-3] = sp[-1];
            sp -= 2;
            NEXT(1);
        }
        SAVE();
        THROW_IF(vm_set_mode_js(vm, o, k, sp[-1], (proto->flags & FP_STRICT) != 0) < 0);
        sp[-3] = sp[-1];
        sp -= 2;
        NEXT(1);
    }
    CASE(DELETE_FIELD)
    {
        SAVE();
        Value o = sp[-1];
        if (v_is_nullish(o)) {
            vm_throw_error(vm, ERR_TYPE, "Cannot convert undefined or null to object");
            goto exception;
        }
        int d = vm_delete_mode_js(vm, o, proto->consts[U16(pc + 1)], (proto->flags & FP_STRICT) != 0);
        THROW_IF(d < 0);
        sp[-1] = v_bool(d != 0);
        NEXT(3);
    }
    CASE(DELETE_GLOBAL)
    {
        SAVE();
        int d = vm_op_delete_global(vm, &proto->consts[U16(pc + 1)]);
        THROW_IF(d < 0);
        *sp++ = v_bool(d != 0);
        NEXT(3);
    }
    CASE(DELETE_ELEM)
    {
        SAVE();
        if (v_is_nullish(sp[-2])) {
            vm_throw_error(vm, ERR_TYPE, "Cannot convert undefined or null to object");
            goto exception;
        }
        Value k = vm_to_propkey_js(vm, sp[-1]);
        THROW_IF(k == V_EXC);
        int d = vm_delete_mode_js(vm, sp[-2], k, (proto->flags & FP_STRICT) != 0);
        THROW_IF(d < 0);
        sp[-2] = v_bool(d != 0);
        sp--;
        NEXT(1);
    }
    CASE(GET_SUPER)
    {
        SAVE();
        Value v = vm_op_get_super(vm, sp[-1], proto->consts[U16(pc + 1)], sp[-2]);
        THROW_IF(v == V_EXC);
        sp[-2] = v;
        sp--;
        NEXT(3);
    }
    CASE(GET_SUPER_ELEM)
    {
        SAVE();
        Value k = vm_to_propkey_js(vm, sp[-1]);
        THROW_IF(k == V_EXC);
        sp[-1] = k;
        Value v = vm_op_get_super(vm, sp[-2], sp[-1], sp[-3]);
        THROW_IF(v == V_EXC);
        sp[-3] = v;
        sp -= 2;
        NEXT(1);
    }
    CASE(PUT_SUPER)
    {
        SAVE();
        THROW_IF(vm_op_put_super(vm, sp[-2], proto->consts[U16(pc + 1)], sp[-1], sp[-3], (proto->flags & FP_STRICT) != 0) < 0);
        sp[-3] = sp[-1];
        sp -= 2;
        NEXT(3);
    }
    CASE(PUT_SUPER_ELEM)
    {
        SAVE();
        Value k = vm_to_propkey_js(vm, sp[-2]);
        THROW_IF(k == V_EXC);
        sp[-2] = k;
        THROW_IF(vm_op_put_super(vm, sp[-3], sp[-2], sp[-1], sp[-4], (proto->flags & FP_STRICT) != 0) < 0);
        sp[-4] = sp[-1];
        sp -= 3;
        NEXT(1);
    }
    CASE(TO_PROPKEY)
    {
        Value k = sp[-1];
        if (!v_is_int(k) || v_get_int(k) < 0) {
            SAVE();
            k = vm_to_propkey_js(vm, k);
            THROW_IF(k == V_EXC);
            sp[-1] = k;
        }
        NEXT(1);
    }
    CASE(REF_PROPKEY)
    {
        Value k = sp[-1];
        if (!v_is_int(k) || v_get_int(k) < 0) {
            SAVE();
            if (v_is_nullish(sp[-2])) {
                vm_throw_nullish_ref(vm, sp[-2], k, false);
                goto exception;
            }
            k = vm_to_propkey_js(vm, k);
            THROW_IF(k == V_EXC);
            sp[-1] = k;
        }
        NEXT(1);
    }

    /* ---------------- literals ---------------- */
    CASE(NEW_OBJECT)
    {
        SAVE();
        Value o = vm_new_object(vm);
        THROW_IF(o == V_EXC);
        *sp++ = o;
        NEXT(1);
    }
    CASE(NEW_OBJECT_N)
    {
        SAVE();
        Value o = vm_new_object_sized(vm, pc[1]);
        THROW_IF(o == V_EXC);
        *sp++ = o;
        NEXT(2);
    }
    CASE(DEFINE_FIELD)
    {
        /* IC_ADD without the epoch: a define never consults the chain */
        InlineCache *ic = ic_at(proto, U16(pc + 3));
        Value o = sp[-2];
        if (LIKELY(v_is_object(o))) {
            Object *ob = v_obj(o);
            if (LIKELY(ob->shape == ic->shape && ic->kind == IC_ADD && ob->slots && ic->slot < ob->slots->cap &&
                       !(ob->hdr.flags & OBJ_IS_PROTO))) {
                GC_WRITE(vm, ob, &ob->shape, ic->shape2);
                OBJ_SLOT_WRITE(vm, ob, ic->slot, sp[-1]);
                sp--;
                NEXT(5);
            }
        }
        SAVE();
        THROW_IF(vm_op_define_field(vm, sp, &proto->consts[U16(pc + 1)], ic) < 0);
        sp--;
        NEXT(5);
    }
    CASE(NEW_ARRAY)
    {
        SAVE();
        unsigned n = U16(pc + 1);
        Value a = vm_new_array_from(vm, sp - n, n);
        THROW_IF(a == V_EXC);
        sp -= n;
        *sp++ = a;
        NEXT(3);
    }
    CASE(ARRAY_PUSH)
    {
        SAVE();
        if (sp[-1] == V_EMPTY) {
            THROW_IF(vm_array_set_length(vm, sp[-2], vm_array(sp[-2])->length + 1) < 0);
        } else {
            THROW_IF(vm_array_append(vm, sp[-2], sp[-1]) < 0);
        }
        sp--;
        NEXT(1);
    }
    CASE(ARRAY_SPREAD)
    {
        SAVE();
        THROW_IF(vm_op_array_spread(vm, sp, false) < 0);
        sp--;
        NEXT(1);
    }
    CASE(ARGS_SPREAD)
    {
        SAVE();
        THROW_IF(vm_op_array_spread(vm, sp, true) < 0);
        sp--;
        NEXT(1);
    }
    CASE(REQUIRE_OBJECT)
    {
        if (UNLIKELY(v_is_nullish(sp[-1]))) {
            SAVE();
            uint16_t k = U16(pc + 1);
            vm_op_require_object(vm, sp[-1], k == 0xFFFF ? V_EMPTY : proto->consts[k]);
            goto exception;
        }
        NEXT(3);
    }
    CASE(DEFINE_PROP)
    {
        SAVE();
        unsigned flags = pc[1];
        THROW_IF(vm_op_define_prop(vm, sp, flags, proto->consts[U16(pc + 2)]) < 0);
        sp -= (flags & 8) ? 2 : 1;
        NEXT(4);
    }
    CASE(SET_PROTO_LIT)
    {
        Value p = sp[-1];
        if (v_is_object(p) || p == V_NULL) {
            SAVE();
            THROW_IF(vm_set_proto(vm, sp[-2], p) < 0);
        }
        sp--;
        NEXT(1);
    }
    CASE(SPREAD_OBJ)
    {
        SAVE();
        THROW_IF(vm_op_spread_obj(vm, sp[-2], sp[-1]) < 0);
        sp--;
        NEXT(1);
    }
    CASE(COPY_REST)
    {
        SAVE();
        unsigned n = U16(pc + 1);
        Value r = vm_op_copy_rest(vm, sp - n, (int)n);
        THROW_IF(r == V_EXC);
        sp -= n;
        *sp++ = r;
        NEXT(3);
    }
    CASE(CLOSURE)
    {
        SAVE();
        Value c = vm_op_closure(vm, fp, proto->protos[U16(pc + 1)]);
        THROW_IF(c == V_EXC);
        *sp++ = c;
        NEXT(3);
    }
    CASE(MAKE_CLASS)
    {
        SAVE();
        THROW_IF(vm_op_make_class(vm, sp) < 0);
        NEXT(3);
    }
    CASE(TEMPLATE_OBJECT)
    {
        int n = U16(pc + 3);
        Value *cache = &proto->consts[U16(pc + 1)];
        if (!v_is_object(*cache)) {
            SAVE();
            Value o = vm_op_template_object(vm, sp - 2 * n, n);
            THROW_IF(o == V_EXC);
            *cache = o; /* consts are not a cell: remember the proto instead of GC_WRITE */
            vm_code_remember(vm, proto);
        }
        sp -= 2 * n;
        *sp++ = *cache;
        NEXT(5);
    }
    CASE(NEW_REGEXP)
    {
        SAVE();
        Value re = vm->lib->regexp_new(vm, proto->consts[U16(pc + 1)], proto->consts[U16(pc + 3)], proto->file);
        THROW_IF(re == V_EXC);
        *sp++ = re;
        NEXT(5);
    }
    CASE(NEW_PRIVATE_NAME)
    {
        SAVE();
        Value nm = vm_op_new_private_name(vm, proto->consts[U16(pc + 1)]);
        THROW_IF(nm == V_EXC);
        *sp++ = nm;
        NEXT(3);
    }
    CASE(GET_PRIVATE)
    {
        SAVE();
        Value v = vm_op_get_private(vm, sp, pc[1], proto->consts[U16(pc + 2)]);
        THROW_IF(v == V_EXC);
        sp--;
        sp[-1] = v;
        NEXT(4);
    }
    CASE(PUT_PRIVATE)
    {
        SAVE();
        THROW_IF(vm_op_put_private(vm, sp, pc[1], proto->consts[U16(pc + 2)]) < 0);
        sp[-3] = sp[-1];
        sp -= 2;
        NEXT(4);
    }
    CASE(DEFINE_PRIVATE)
    {
        SAVE();
        THROW_IF(vm_op_define_private(vm, sp, pc[1], proto->consts[U16(pc + 2)]) < 0);
        sp -= 2;
        NEXT(4);
    }
    CASE(HAS_PRIVATE)
    {
        SAVE();
        Value r = vm_op_has_private(vm, sp[-2], sp[-1]);
        THROW_IF(r == V_EXC);
        sp--;
        sp[-1] = r;
        NEXT(1);
    }
    CASE(SET_HOME)
    {
        if (v_is_class(sp[-1], CLS_FUNCTION)) {
            Closure *c = (Closure *)v_cell(sp[-1]);
            GC_WRITE(vm, c, &c->home, sp[-2]);
        }
        NEXT(1);
    }
    CASE(TEMPLATE_STR)
    {
        if (!v_is_string(sp[-1])) {
            SAVE();
            Value s = vm_to_string_js(vm, sp[-1]);
            THROW_IF(s == V_EXC);
            sp[-1] = s;
        }
        NEXT(1);
    }

    /* ---------------- calls ---------------- */
    CASE(CALL)
    {
        int argc = pc[1];
        Value *base = sp - argc - 2;
        Value f = base[0];
        SAVE();
        if (LIKELY(v_is_class(f, CLS_FUNCTION) && !(v_hdr(f)->flags & OBJ_CLASS_CTOR))) {
            FuncProto *p = ((Closure *)v_cell(f))->proto;
            Value *ceil = vm_frame_fast_ceil(vm, p, base, 0);
            if (LIKELY(ceil != NULL))
                INLINE_CALL(p, base, argc, ceil, V_UNDEF, 0);
        }
        GENERAL_CALL(base, argc, 0, 2);
    }
    CASE(DIRECT_EVAL)
    {
        int argc = pc[1];
        unsigned nb = U16(pc + 2);
        Value *base = sp - nb - argc - 2;
        SAVE();
        if (base[0] != vm->builtin[B_EVAL]) { /* an ordinary call of whatever `eval` is */
            sp -= nb;
            base[1] = V_UNDEF;
            GENERAL_CALL(base, argc, 0, 6);
        }
        Value res = vm_eval_js(vm, argc ? base[2] : V_UNDEF, base[1], sp - nb, nb, proto->consts[U16(pc + 4)],
                               (proto->flags & FP_STRICT) != 0);
        THROW_IF(res == V_EXC);
        *base = res;
        sp = base + 1;
        NEXT(6);
    }
    CASE(DIRECT_EVAL_SPREAD)
    {
        unsigned nb = U16(pc + 1);
        Value *base = sp - nb - 3;
        SAVE();
        if (base[0] != vm->builtin[B_EVAL]) {
            sp -= nb;
            base[1] = V_UNDEF;
            int argc = vm_spread_args(vm, base + 2);
            THROW_IF(argc < 0);
            GENERAL_CALL(base, argc, 0, 5);
        }
        /* args is the array the emitter built (NEW_ARRAY, ARGS_SPREAD): its
         * first element, a hole reading as undefined */
        Value a0 = V_UNDEF;
        if (v_is_array(base[2])) {
            ArrayObj *ao = vm_array(base[2]);
            if (ao->length && ao->elems && ao->elems->cap && ao->elems->v[0] != V_EMPTY)
                a0 = ao->elems->v[0];
        }
        Value res = vm_eval_js(vm, a0, base[1], sp - nb, nb, proto->consts[U16(pc + 3)],
                               (proto->flags & FP_STRICT) != 0);
        THROW_IF(res == V_EXC);
        *base = res;
        sp = base + 1;
        NEXT(5);
    }
    CASE(CALL_SPREAD)
    {
        SAVE();
        Value *base = sp - 3;
        int argc = vm_spread_args(vm, base + 2);
        THROW_IF(argc < 0);
        GENERAL_CALL(base, argc, 0, 1);
    }
    CASE(NEW)
    {
        SAVE();
        int argc = pc[1];
        Value *base = sp - argc - 2;
        base[1] = base[0]; /* new.target */
        if (LIKELY(v_is_class(base[0], CLS_FUNCTION))) {
            /* the CALL fast path, plus the new this (vm_construct_this) */
            FuncProto *p = ((Closure *)v_cell(base[0]))->proto;
            Value *ceil = vm_frame_fast_ceil(vm, p, base, FP_NO_CTOR | FP_ARROW | FP_DERIVED);
            if (LIKELY(ceil != NULL)) {
                THROW_IF(vm_construct_this(vm, base) < 0);
                INLINE_CALL(p, base, argc, ceil, base[0], FR_CONSTRUCT);
            }
        }
        GENERAL_CALL(base, argc, FR_CONSTRUCT, 2);
    }
    CASE(NEW_SPREAD)
    {
        SAVE();
        Value *base = sp - 3;
        int argc = vm_spread_args(vm, base + 2);
        THROW_IF(argc < 0);
        base[1] = base[0];
        GENERAL_CALL(base, argc, FR_CONSTRUCT, 1);
    }
    /* super(...): SUPER_CALL in the derived constructor itself binds its
     * this (fp[1]) and passes the frame's new.target; SUPER_CONSTRUCT, for
     * super() in an arrow inside it, finds new.target pushed by the code and
     * leaves binding the arrow's boxed this to BIND_THIS_CHECK. */
    CASE(SUPER_CALL)
    CASE(SUPER_CONSTRUCT)
    {
        SAVE();
        int argc = pc[1];
        Value *base = sp - argc - 2;
        goto super_call;
    super_call_spread:
        SAVE();
        base = sp - 3;
        argc = vm_spread_args(vm, base + 2);
        THROW_IF(argc < 0);
    super_call:;
        /* a second super() still constructs the parent: the binding of
         * its result (below, or at the parent's return) is the error */
        bool binds = *pc == OP_SUPER_CALL || *pc == OP_SUPER_CALL_SPREAD;
        if (!vm_is_constructor_noalloc(base[0])) {
            vm_op_super_ctor_error(vm, base[0], fp[0]); /* V8 names the function running super(), an arrow too */
            goto exception;
        }
        if (binds)
            base[1] = fr->new_target;
        Value res;
        int r = vm_setup_call(vm, base, argc, binds ? FR_CONSTRUCT | FR_SUPER : FR_CONSTRUCT, &res);
        THROW_IF(r < 0);
        if (r == 0) {
            ENTER_NEW_FRAME();
            DISPATCH();
        }
        vm->sp = fr->ceil;
        if (binds) {
            if (fp[1] != V_EMPTY) {
                vm_throw_error(vm, ERR_REFERENCE, "Super constructor may only be called once");
                goto exception;
            }
            fp[1] = res;
        }
        *base = res;
        sp = base + 1;
        NEXT(vm_op_len[*pc]);
    }
    CASE(SUPER_CALL_SPREAD)
    CASE(SUPER_CONSTRUCT_SPREAD) goto super_call_spread;
    CASE(BIND_THIS_CHECK)
    {
        if (sp[-1] != V_EMPTY) {
            SAVE();
            vm_throw_error(vm, ERR_REFERENCE, "Super constructor may only be called once");
            goto exception;
        }
        sp--;
        NEXT(1);
    }
    /* return ret to a caller that is an interpreted frame of this run (no
     * construct, entry or super-call frame) */
#define PLAIN_RETURN()                                   \
    do {                                                 \
        vm->interp->nhandlers = fr->handler_base;        \
        Value *base_ = fp;                               \
        vm->nframes--;                                   \
        LOAD_FRAME();                                    \
        vm->sp = fr->ceil;                               \
        *base_ = ret;                                    \
        sp = base_ + 1;                                  \
        pc = fr->pc + vm_op_len[*fr->pc];                \
        DISPATCH();                                      \
    } while (0)
    CASE(RETURN)
    {
        ret = sp[-1];
        if (UNLIKELY(fr->flags & (FR_CONSTRUCT | FR_ENTRY | FR_SUPER)))
            goto do_return;
        PLAIN_RETURN(); /* repeated here so that the common return needs no jump */
    }
    CASE(RETURN_UNDEF)
    {
        ret = V_UNDEF;
    do_return:
        if (UNLIKELY(fr->flags & (FR_CONSTRUCT | FR_ENTRY | FR_SUPER))) {
            if (fr->flags & FR_CONSTRUCT) {
                if (!v_is_object(ret)) {
                    if (LIKELY(!(proto->flags & FP_DERIVED)) || (ret == V_UNDEF && fp[1] != V_EMPTY)) {
                        ret = fp[1];
                    } else {
                        SAVE();
                        ret = vm_construct_result(vm, fr, ret);
                        THROW_IF(ret == V_EXC);
                    }
                }
            }
            vm->interp->nhandlers = fr->handler_base;
            unsigned flags = fr->flags;
            Value *base = fp;
            vm->nframes--;
            if (flags & FR_ENTRY) {
                POLL_FLUSH();
                return ret;
            }
            LOAD_FRAME();
            vm->sp = fr->ceil;
            if (flags & FR_SUPER) {
                if (fp[1] != V_EMPTY) {
                    vm_throw_error(vm, ERR_REFERENCE, "Super constructor may only be called once");
                    goto exception;
                }
                fp[1] = ret;
            }
            *base = ret;
            sp = base + 1;
            pc = fr->pc + vm_op_len[*fr->pc];
            DISPATCH();
        }
        PLAIN_RETURN();
    }

    /* ---------------- control ---------------- */
    CASE(JUMP) pc += 5 + I32(pc + 1); DISPATCH();
    CASE(LOOP)
    {
#ifndef TARN_NO_POLL /* measurement only (make bench-overhead): the poll's cost */
        if (UNLIKELY(--budget < 0)) {
            POLL_SYNC(); /* callees may have charged or reset the account */
            if (budget < 0) {
                SAVE();
                int r = vm_poll(vm);
                budget = budget_base = vm->poll_budget - 1;
                THROW_IF(r < 0);
            }
        }
#endif
        pc += 5 + I32(pc + 1);
        DISPATCH();
    }
    CASE(JUMP_IF_FALSE)
    {
        Value v = *--sp;
        bool t = v == V_TRUE ? true : v == V_FALSE ? false : vm_truthy_noalloc(v);
        pc += t ? 5 : 5 + I32(pc + 1);
        DISPATCH();
    }
    CASE(JUMP_IF_TRUE)
    {
        Value v = *--sp;
        bool t = v == V_TRUE ? true : v == V_FALSE ? false : vm_truthy_noalloc(v);
        pc += t ? 5 + I32(pc + 1) : 5;
        DISPATCH();
    }
    CASE(JUMP_IF_FALSE_KEEP)
    {
        if (!vm_truthy_noalloc(sp[-1])) {
            pc += 5 + I32(pc + 1);
        } else {
            sp--;
            pc += 5;
        }
        DISPATCH();
    }
    CASE(JUMP_IF_TRUE_KEEP)
    {
        if (vm_truthy_noalloc(sp[-1])) {
            pc += 5 + I32(pc + 1);
        } else {
            sp--;
            pc += 5;
        }
        DISPATCH();
    }
    CASE(JUMP_IF_NOT_NULLISH_KEEP)
    {
        if (!v_is_nullish(sp[-1])) {
            pc += 5 + I32(pc + 1);
        } else {
            sp--;
            pc += 5;
        }
        DISPATCH();
    }
    CASE(JUMP_IF_NULLISH)
    {
        if (v_is_nullish(sp[-1])) {
            sp[-1] = V_UNDEF;
            pc += 5 + I32(pc + 1);
        } else {
            pc += 5;
        }
        DISPATCH();
    }
    CASE(JUMP_IF_UNDEF)
    {
        if (sp[-1] == V_UNDEF) {
            sp--;
            pc += 5 + I32(pc + 1);
        } else {
            pc += 5;
        }
        DISPATCH();
    }

    /* ---------------- arithmetic ---------------- */
    CASE(ADD)
    {
        Value a = sp[-2], b = sp[-1];
        if (LIKELY(v_is_int(a) && v_is_int(b))) {
            int64_t r = (int64_t)v_get_int(a) + v_get_int(b);
            sp[-2] = (r == (int32_t)r) ? v_int((int32_t)r) : v_double_raw((double)r);
        } else if (v_is_number(a) && v_is_number(b)) {
            sp[-2] = v_num(v_to_double(a) + v_to_double(b));
        } else {
            SAVE();
            Value r = vm_add_js(vm, a, b);
            THROW_IF(r == V_EXC);
            sp[-2] = r;
        }
        sp--;
        NEXT(1);
    }
    CASE(SUB)
    {
        Value a = sp[-2], b = sp[-1];
        if (LIKELY(v_is_int(a) && v_is_int(b))) {
            int64_t r = (int64_t)v_get_int(a) - v_get_int(b);
            sp[-2] = (r == (int32_t)r) ? v_int((int32_t)r) : v_double_raw((double)r);
        } else if (v_is_number(a) && v_is_number(b)) {
            sp[-2] = v_num(v_to_double(a) - v_to_double(b));
        } else {
            SAVE();
            Value r = vm_arith_js(vm, BIG_SUB, a, b);
            THROW_IF(r == V_EXC);
            sp[-2] = r;
        }
        sp--;
        NEXT(1);
    }
    CASE(MUL)
    {
        Value a = sp[-2], b = sp[-1];
        if (LIKELY(v_is_int(a) && v_is_int(b))) {
            int64_t r = (int64_t)v_get_int(a) * v_get_int(b);
            if (r == (int32_t)r && (r != 0 || (v_get_int(a) >= 0 && v_get_int(b) >= 0)))
                sp[-2] = v_int((int32_t)r);
            else
                sp[-2] = v_num((double)v_get_int(a) * (double)v_get_int(b));
        } else if (v_is_number(a) && v_is_number(b)) {
            sp[-2] = v_num(v_to_double(a) * v_to_double(b));
        } else {
            SAVE();
            Value r = vm_arith_js(vm, BIG_MUL, a, b);
            THROW_IF(r == V_EXC);
            sp[-2] = r;
        }
        sp--;
        NEXT(1);
    }
    CASE(DIV)
    {
        Value a = sp[-2], b = sp[-1];
        if (LIKELY(v_is_number(a) && v_is_number(b))) {
            sp[-2] = v_num(v_to_double(a) / v_to_double(b));
        } else {
            SAVE();
            Value r = vm_arith_js(vm, BIG_DIV, a, b);
            THROW_IF(r == V_EXC);
            sp[-2] = r;
        }
        sp--;
        NEXT(1);
    }
    CASE(MOD)
    {
        Value a = sp[-2], b = sp[-1];
        if (LIKELY(v_is_int(a) && v_is_int(b) && v_get_int(a) >= 0 && v_get_int(b) > 0)) {
            sp[-2] = v_int(v_get_int(a) % v_get_int(b));
        } else if (v_is_number(a) && v_is_number(b)) {
            sp[-2] = v_num(vm_fmod(v_to_double(a), v_to_double(b)));
        } else {
            SAVE();
            Value r = vm_arith_js(vm, BIG_MOD, a, b);
            THROW_IF(r == V_EXC);
            sp[-2] = r;
        }
        sp--;
        NEXT(1);
    }
    CASE(POW)
    {
        Value a = sp[-2], b = sp[-1];
        if (v_is_number(a) && v_is_number(b)) {
            sp[-2] = v_num(vm_pow(v_to_double(a), v_to_double(b)));
        } else {
            SAVE();
            Value r = vm_arith_js(vm, BIG_POW, a, b);
            THROW_IF(r == V_EXC);
            sp[-2] = r;
        }
        sp--;
        NEXT(1);
    }
#define BITOP(NAME, EXPR, KIND)                                   \
    CASE(NAME)                                                    \
    {                                                             \
        Value a = sp[-2], b = sp[-1];                             \
        int32_t x, y;                                             \
        if (LIKELY(v_is_int(a) && v_is_int(b))) {                 \
            x = v_get_int(a);                                     \
            y = v_get_int(b);                                     \
        } else if (v_is_number(a) && v_is_number(b)) {            \
            x = vm_double_to_int32(v_to_double(a));               \
            y = vm_double_to_int32(v_to_double(b));               \
        } else {                                                  \
            SAVE();                                               \
            Value r = vm_arith_js(vm, KIND, a, b);                \
            THROW_IF(r == V_EXC);                                 \
            sp[-2] = r;                                           \
            sp--;                                                 \
            NEXT(1);                                              \
        }                                                         \
        sp[-2] = (EXPR);                                          \
        sp--;                                                     \
        NEXT(1);                                                  \
    }
    BITOP(BIT_AND, v_int(x & y), BIG_AND)
    BITOP(BIT_OR, v_int(x | y), BIG_OR)
    BITOP(BIT_XOR, v_int(x ^ y), BIG_XOR)
    BITOP(SHL, v_int((int32_t)((uint32_t)x << (y & 31))), BIG_SHL)
    BITOP(SAR, v_int(x >> (y & 31)), BIG_SAR)
    BITOP(SHR, v_num((double)((uint32_t)x >> (y & 31))), BIG_USHR)
#undef BITOP
    CASE(EQ)
    CASE(NE)
    {
        Value a = sp[-2], b = sp[-1];
        int r;
        if (v_is_int(a) && v_is_int(b))
            r = a == b;
        else if (v_is_number(a) && v_is_number(b))
            r = v_to_double(a) == v_to_double(b);
        else {
            SAVE();
            r = vm_loose_equals_js(vm, a, b);
            THROW_IF(r < 0);
        }
        if (*pc == OP_NE)
            r = !r;
        sp[-2] = v_bool(r);
        sp--;
        NEXT(1);
    }
    CASE(SEQ)
    {
        Value a = sp[-2], b = sp[-1];
        bool r = (v_is_int(a) && v_is_int(b)) ? a == b : vm_strict_equals_noalloc(a, b);
        sp[-2] = v_bool(r);
        sp--;
        NEXT(1);
    }
    CASE(SNE)
    {
        Value a = sp[-2], b = sp[-1];
        bool r = (v_is_int(a) && v_is_int(b)) ? a == b : vm_strict_equals_noalloc(a, b);
        sp[-2] = v_bool(!r);
        sp--;
        NEXT(1);
    }
#define CMPOP(NAME, OPR, SWAPPED, NEGATE)                                       \
    CASE(NAME)                                                                  \
    {                                                                           \
        Value a = sp[-2], b = sp[-1];                                           \
        bool r;                                                                 \
        if (LIKELY(v_is_int(a) && v_is_int(b)))                                 \
            r = v_get_int(a) OPR v_get_int(b);                                  \
        else if (v_is_number(a) && v_is_number(b))                              \
            r = v_to_double(a) OPR v_to_double(b);                              \
        else {                                                                  \
            SAVE();                                                             \
            int out;                                                            \
            THROW_IF((SWAPPED ? vm_compare_js(vm, b, a, false, &out)            \
                              : vm_compare_js(vm, a, b, true, &out)) < 0);      \
            r = NEGATE ? out == 0 : out == 1;                                   \
        }                                                                       \
        sp[-2] = v_bool(r);                                                     \
        sp--;                                                                   \
        NEXT(1);                                                                \
    }
    CMPOP(LT, <, 0, 0)
    CMPOP(GT, >, 1, 0)
    CMPOP(LE, <=, 1, 1)
    CMPOP(GE, >=, 0, 1)
#undef CMPOP
    CASE(IN)
    {
        SAVE();
        Value r = vm_op_in(vm, sp[-2], sp[-1]);
        THROW_IF(r == V_EXC);
        sp[-2] = r;
        sp--;
        NEXT(1);
    }
    CASE(INSTANCEOF)
    {
        SAVE();
        Value r = vm_instanceof_js(vm, sp[-2], sp[-1]);
        THROW_IF(r == V_EXC);
        sp[-2] = r;
        sp--;
        NEXT(1);
    }
    CASE(NEG)
    {
        Value a = sp[-1];
        if (v_is_int(a) && v_get_int(a) != 0 && v_get_int(a) != INT32_MIN) {
            sp[-1] = v_int(-v_get_int(a));
        } else {
            if (v_is_number(a)) {
                sp[-1] = v_num(-v_to_double(a));
            } else {
                SAVE();
                Value r = vm_unary_js(vm, VM_NEG, a);
                THROW_IF(r == V_EXC);
                sp[-1] = r;
            }
        }
        NEXT(1);
    }
    CASE(PLUS)
    {
        if (!v_is_number(sp[-1])) {
            SAVE();
            double x;
            THROW_IF(vm_to_number_js(vm, sp[-1], &x) < 0);
            sp[-1] = v_num(x);
        }
        NEXT(1);
    }
    CASE(TO_NUMERIC)
    {
        if (!v_is_number(sp[-1])) {
            SAVE();
            Value r = vm_to_numeric_js(vm, sp[-1]);
            THROW_IF(r == V_EXC);
            sp[-1] = r;
        }
        NEXT(1);
    }
    CASE(INC)
    {
        Value a = sp[-1];
        if (LIKELY(v_is_int(a) && v_get_int(a) != INT32_MAX)) {
            sp[-1] = v_int(v_get_int(a) + 1);
        } else {
            if (v_is_number(a)) {
                sp[-1] = v_num(v_to_double(a) + 1);
            } else {
                SAVE();
                Value r = vm_unary_js(vm, VM_INC, a);
                THROW_IF(r == V_EXC);
                sp[-1] = r;
            }
        }
        NEXT(1);
    }
    CASE(DEC)
    {
        Value a = sp[-1];
        if (LIKELY(v_is_int(a) && v_get_int(a) != INT32_MIN)) {
            sp[-1] = v_int(v_get_int(a) - 1);
        } else {
            if (v_is_number(a)) {
                sp[-1] = v_num(v_to_double(a) - 1);
            } else {
                SAVE();
                Value r = vm_unary_js(vm, VM_DEC, a);
                THROW_IF(r == V_EXC);
                sp[-1] = r;
            }
        }
        NEXT(1);
    }
    CASE(NOT) sp[-1] = v_bool(!vm_truthy_noalloc(sp[-1])); NEXT(1);
    CASE(BIT_NOT)
    {
        if (v_is_int(sp[-1])) {
            sp[-1] = v_int(~v_get_int(sp[-1]));
        } else if (v_is_number(sp[-1])) {
            sp[-1] = v_int(~vm_double_to_int32(v_get_double(sp[-1])));
        } else {
            SAVE();
            Value r = vm_unary_js(vm, VM_BIT_NOT, sp[-1]);
            THROW_IF(r == V_EXC);
            sp[-1] = r;
        }
        NEXT(1);
    }
    CASE(TYPEOF) sp[-1] = vm_typeof_noalloc(vm, sp[-1]); NEXT(1);

    /* ---------------- exceptions ---------------- */
    CASE(THROW)
    {
        SAVE();
        vm->interp->throw_valid = false; /* a rethrow reports its own site */
        vm_throw(vm, sp[-1]);
        goto exception;
    }
    CASE(RETHROW)
    {
        SAVE();
        vm_throw(vm, sp[-1]); /* vm_note_throw_site keeps the site noted for this value */
        goto exception;
    }
    CASE(THROW_ERROR)
    {
        SAVE();
        vm_op_throw_const(vm, pc[1], proto->consts[U16(pc + 2)]);
        goto exception;
    }
    CASE(TRY)
    {
        InterpState *is = vm->interp;
        if (UNLIKELY(is->nhandlers == is->handlers_cap)) {
            int cap = is->handlers_cap ? is->handlers_cap * 2 : 64;
            Handler *h = realloc(is->handlers, (size_t)cap * sizeof *h);
            if (!h) {
                SAVE();
                vm_throw_oom(vm);
                goto exception;
            }
            is->handlers = h;
            is->handlers_cap = cap;
        }
        Handler *h = &is->handlers[is->nhandlers++];
        h->target = pc + 5 + I32(pc + 1);
        h->sp = sp;
        h->frame = vm->nframes - 1;
        NEXT(5);
    }
    CASE(END_TRY)
    {
        if (vm->interp->nhandlers > fr->handler_base)
            vm->interp->nhandlers--;
        NEXT(1);
    }

    /* ---------------- iteration ---------------- */
    CASE(FOR_IN_START)
    {
        SAVE();
        Value it = vm_op_for_in_start(vm, sp[-1]);
        THROW_IF(it == V_EXC);
        sp[-1] = it;
        NEXT(1);
    }
    CASE(FOR_IN_NEXT)
    {
        SAVE();
        Value key;
        int r = vm_op_for_in_next(vm, &sp[-1], &key);
        THROW_IF(r < 0);
        if (r == 0) {
            pc += 5 + I32(pc + 1);
            DISPATCH();
        }
        *sp++ = key;
        NEXT(5);
    }
    CASE(GET_ITER)
    {
        SAVE();
        THROW_IF(vm_op_get_iter(vm, sp) < 0);
        sp++;
        NEXT(1);
    }
    CASE(ITER_NEXT)
    {
        Value nx = sp[-1];
        if (v_is_int(nx) && v_is_array(sp[-2])) {
            ArrayObj *a = vm_array(sp[-2]);
            uint32_t i = (uint32_t)v_get_int(nx);
            if (i < a->length) {
                Value v = (a->elems && i < a->elems->cap) ? a->elems->v[i] : V_EMPTY;
                if (LIKELY(v != V_EMPTY)) {
                    sp[-1] = v_int((int32_t)(i + 1));
                    *sp++ = v;
                    NEXT(5);
                }
            } else {
                sp[-1] = V_NULL;
                pc += 5 + I32(pc + 1);
                DISPATCH();
            }
        }
        SAVE();
        Value v;
        int r = vm_op_iter_next(vm, sp, &v);
        THROW_IF(r < 0);
        if (r == 0) {
            pc += 5 + I32(pc + 1);
            DISPATCH();
        }
        *sp++ = v;
        NEXT(5);
    }
    CASE(ITER_VALUE)
    {
        SAVE();
        Value v;
        int r = vm_op_iter_next(vm, sp, &v);
        THROW_IF(r < 0);
        *sp++ = r ? v : V_UNDEF;
        NEXT(1);
    }
    CASE(ITER_REST)
    {
        SAVE();
        Value a = vm_op_iter_rest(vm, sp);
        THROW_IF(a == V_EXC);
        *sp++ = a;
        NEXT(1);
    }
    CASE(ITER_CLOSE)
    {
        SAVE();
        THROW_IF(vm_op_iter_close(vm, sp) < 0);
        sp -= 2;
        NEXT(1);
    }
    CASE(ITER_CLOSE_THROW)
    {
        SAVE();
        vm_op_iter_close_throw(vm, sp);
        sp -= 2;
        NEXT(1);
    }
    CASE(ITER_POP) sp -= 2; NEXT(1);

    /* ---------------- generators (vm/generator.c) ---------------- */
    CASE(GENERATOR)
    {
        SAVE();
        ret = vm_gen_start(vm, fr, sp, pc + 1);
        THROW_IF(ret == V_EXC);
        goto do_return;
    }
    CASE(YIELD)
    {
        SAVE();
        ret = vm_gen_yield(vm, fr, sp, pc + 2, pc[1] != 0 ? GEN_YIELD_RAW : GEN_YIELD_VALUE);
        THROW_IF(ret == V_EXC);
        POLL_FLUSH();
        return ret; /* the frame is saved and popped; vm_gen_resume goes on */
    }
    CASE(ASYNC_START)
    {
        SAVE();
        ret = vm_async_start(vm, fr, sp, pc + 1);
        THROW_IF(ret == V_EXC);
        goto do_return;
    }
    CASE(IMPORT_CALL)
    {
        SAVE();
        ret = vm_module_dynamic_import_js(vm, sp[-2], sp[-1], pc[1]);
        THROW_IF(ret == V_EXC);
        sp[-2] = ret;
        sp--;
        NEXT(2);
    }
    CASE(AWAIT)
    {
        SAVE();
        ret = vm_gen_yield(vm, fr, sp, pc + 1, GEN_YIELD_AWAIT);
        THROW_IF(ret == V_EXC);
        POLL_FLUSH();
        return ret; /* saved and popped; the async driver (stdlib/async.c) goes on */
    }
    CASE(GEN_RESUME)
    {
        int mode = v_get_int(sp[-1]);
        if (mode == GEN_MODE_THROW) {
            SAVE();
            vm->interp->throw_valid = false;
            vm_throw(vm, sp[-2]);
            goto exception;
        }
        sp[-1] = v_bool(mode == GEN_MODE_RETURN);
        NEXT(1);
    }
    CASE(DELEGATE)
    {
        SAVE();
        THROW_IF(vm_gen_delegate(vm, sp) < 0);
        sp++;
        NEXT(1);
    }

    /* ---------------- async iteration (vm/async_iter_ops.c) ---------------- */
    CASE(GET_ASYNC_ITER)
    {
        SAVE();
        THROW_IF(vm_op_get_async_iter(vm, sp, pc[1] != 0) < 0);
        sp++;
        NEXT(2);
    }
    CASE(AITER_NEXT)
    {
        SAVE();
        int r = vm_op_aiter_next(vm, sp);
        sp += 2;
        THROW_IF(r < 0);
        NEXT(1);
    }
    CASE(AITER_RESULT)
    {
        SAVE();
        Value v;
        int r = vm_op_aiter_result(vm, sp, &v);
        THROW_IF(r < 0);
        if (r == 0) {
            sp -= 2;
            pc += 5 + I32(pc + 1);
            DISPATCH();
        }
        sp[-3] = sp[-2];
        sp[-2] = v;
        sp--;
        NEXT(5);
    }
    CASE(AITER_CLOSE)
    CASE(AITER_CLOSE_THROW)
    {
        SAVE();
        Value res;
        int r = vm_op_aiter_close(vm, sp, *pc == OP_AITER_CLOSE_THROW, &res);
        THROW_IF(r < 0);
        sp -= 2;
        if (r == 0) {
            pc += 5 + I32(pc + 1);
            DISPATCH();
        }
        *sp++ = res;
        NEXT(5);
    }
    /* ---------------- explicit resource management (vm/dispose.c) ---------------- */
    CASE(USING)
    {
        SAVE();
        THROW_IF(vm_op_using_js(vm, &fp[U16(pc + 2)], &sp[-1], pc[1]) < 0);
        NEXT(4);
    }
    CASE(DISPOSE)
    {
        SAVE();
        if (pc[1]) {
            THROW_IF(vm_op_dispose_js(vm, &fp[U16(pc + 2)], &sp[-1], true) < 0);
        } else {
            Value e = V_UNDEF;
            int r = vm_op_dispose_js(vm, &fp[U16(pc + 2)], &e, false);
            THROW_IF(r < 0);
            if (r) {
                vm_throw(vm, e);
                goto exception;
            }
        }
        NEXT(4);
    }
    CASE(ADISPOSE_ERROR)
    {
        SAVE();
        THROW_IF(vm_op_adispose_error_js(vm, &fp[U16(pc + 1)], sp[-1]) < 0);
        sp--;
        NEXT(3);
    }
    CASE(ADISPOSE_STEP)
    {
        SAVE();
        Value v = V_UNDEF;
        int r = vm_op_adispose_step_js(vm, &fp[U16(pc + 1)], &v);
        THROW_IF(r < 0);
        sp[0] = v;
        sp[1] = r ? V_TRUE : V_FALSE;
        sp += 2;
        NEXT(3);
    }
    CASE(ADISPOSE_RESUME)
    {
        SAVE();
        THROW_IF(vm_op_adispose_resume_js(vm, &fp[U16(pc + 1)], sp[-2], v_get_int(sp[-1])) < 0);
        sp -= 2;
        NEXT(3);
    }
    CASE(ADISPOSE_END)
    {
        SAVE();
        THROW_IF(vm_op_adispose_end(vm, &fp[U16(pc + 1)]) < 0);
        NEXT(3);
    }
    CASE(AITER_CHECK)
    {
        SAVE();
        THROW_IF(vm_op_aiter_check(vm, sp[-1]) < 0);
        sp--;
        NEXT(1);
    }
    CASE(ADELEGATE)
    {
        SAVE();
        int r = vm_op_adelegate(vm, sp);
        THROW_IF(r < 0);
        if (r == 1) {
            pc += 5 + I32(pc + 1);
            DISPATCH();
        }
        NEXT(5);
    }
    CASE(ADELEGATE_RESULT)
    {
        SAVE();
        THROW_IF(vm_op_adelegate_result(vm, sp) < 0);
        sp++;
        NEXT(1);
    }
    CASE(AITER_NO_THROW)
    {
        SAVE();
        if (vm_op_aiter_check(vm, sp[-1]) == 0)
            vm_throw_error(vm, ERR_TYPE, "The iterator does not provide a 'throw' method.");
        goto exception;
    }

    /* ---------------- peephole ops (vm/interp_peep.c) ---------------- */
    CASE(SET_LOC) fp[U16(pc + 1)] = *--sp; NEXT(5);
    CASE(INC_LOC)
    CASE(DEC_LOC)
    {
        Value *slot = &fp[U16(pc + 1)];
        int d = *pc == OP_INC_LOC ? 1 : -1;
        Value a = *slot;
        if (LIKELY(v_is_int(a) && v_get_int(a) != (d > 0 ? INT32_MAX : INT32_MIN))) {
            *slot = v_int(v_get_int(a) + d);
        } else {
            if (v_is_number(a)) {
                *slot = v_num(v_to_double(a) + d);
            } else {
                SAVE();
                Value r = vm_unary_js(vm, d > 0 ? VM_INC : VM_DEC, a);
                THROW_IF(r == V_EXC);
                *slot = r;
            }
        }
        NEXT(10);
    }

#define CMPJF(NAME, OPR, SWAPPED, NEGATE)                                      \
    CASE(NAME)                                                                  \
    {                                                                           \
        Value a = sp[-2], b = sp[-1];                                           \
        bool r;                                                                 \
        if (LIKELY(v_is_int(a) && v_is_int(b)))                                 \
            r = v_get_int(a) OPR v_get_int(b);                                  \
        else if (v_is_number(a) && v_is_number(b))                              \
            r = v_to_double(a) OPR v_to_double(b);                              \
        else {                                                                  \
            SAVE();                                                             \
            int out;                                                            \
            THROW_IF((SWAPPED ? vm_compare_js(vm, b, a, false, &out)            \
                              : vm_compare_js(vm, a, b, true, &out)) < 0);      \
            r = NEGATE ? out == 0 : out == 1;                                   \
        }                                                                       \
        sp -= 2;                                                                \
        pc += r ? 6 : 6 + I32(pc + 2);                                          \
        DISPATCH();                                                             \
    }
    CMPJF(LT_JF, <, 0, 0)
    CMPJF(GT_JF, >, 1, 0)
    CMPJF(LE_JF, <=, 1, 1)
    CMPJF(GE_JF, >=, 0, 1)
#undef CMPJF

    /* ---------------- misc ---------------- */
    CASE(NOP) NEXT(1);
    CASE(DEBUG_LINE) NEXT(1);
    CASE(GET_LOC_FIELD)
    {
        Value o = fp[U16(pc + 1)], v;
        if (LIKELY(vm_ic_get_hit(vm, o, proto->consts[U16(pc + 4)], ic_at(proto, U16(pc + 6)), &v))) {
            *sp++ = v;
            NEXT(8);
        }
        *sp++ = o;
        NEXT(3);
    }
    CASE(GET_LOC_FIELD2)
    {
        Value o = fp[U16(pc + 1)], v;
        if (LIKELY(vm_ic_get_hit(vm, o, proto->consts[U16(pc + 4)], ic_at(proto, U16(pc + 6)), &v))) {
            sp[0] = o;
            sp[1] = v;
            sp += 2;
            NEXT(8);
        }
        *sp++ = o;
        NEXT(3);
    }
    CASE(PUSH_THIS_FIELD)
    {
        Value o = fp[1], v;
        if (LIKELY(vm_ic_get_hit(vm, o, proto->consts[U16(pc + 2)], ic_at(proto, U16(pc + 4)), &v))) {
            /* a hit on a primitive this reads a data property, the same
             * value its wrapper would give */
            *sp++ = v;
            NEXT(6);
        }
        if (UNLIKELY(!v_is_object(o)) && !(proto->flags & FP_STRICT)) {
            /* sloppy code (PUSH_THIS_SLOPPY fused): bind this now */
            SAVE();
            THROW_IF(vm_bind_sloppy_this(vm, fp) < 0);
            o = fp[1];
        }
        *sp++ = o;
        NEXT(1);
    }

#ifndef __GNUC__
    default:
        SAVE();
        vm_throw_error(vm, ERR_SYNTAX, "internal error: bad opcode %d", *pc);
        goto exception;
    }
#endif

exception:
    vm_note_throw_site(vm);
    for (;;) {
        InterpState *is = vm->interp;
        fr = vm_cur_frame(vm);
        if (UNLIKELY(vm->terminating))
            is->nhandlers = fr->handler_base; /* termination: no catch or finally runs */
        if (is->nhandlers > fr->handler_base) {
            Handler *h = &is->handlers[--is->nhandlers];
            POLL_SYNC();
            LOAD_FRAME();
            vm->sp = fr->ceil;
            sp = h->sp;
            *sp++ = vm_take_exception(vm);
            /* the operand slots the throw abandoned are dead but would be
             * traced (vm->sp is the frame's ceiling): a caught out-of-memory
             * error must not keep the data that caused it alive */
            for (Value *d = sp; d < fr->ceil; d++)
                *d = V_UNDEF;
            pc = h->target;
            DISPATCH();
        }
        unsigned flags = fr->flags;
        vm->nframes--;
        if (flags & FR_ENTRY) {
            POLL_FLUSH();
            return V_EXC;
        }
        vm->sp = vm_cur_frame(vm)->ceil;
    }
#undef CASE
#undef DISPATCH
#undef NEXT
#undef SAVE
#undef LOAD_FRAME
#undef ENTER_NEW_FRAME
#undef THROW_IF
#undef POLL_FLUSH
#undef POLL_SYNC
}
