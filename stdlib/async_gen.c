/* stdlib/async_gen.c — async generators: the driver that runs an async
 * generator's frame between its suspension points, the spec's request queue
 * (AsyncGeneratorEnqueue / Resume / CompleteStep / DrainQueue / AwaitReturn),
 * %AsyncGeneratorPrototype% (next, return, throw) and
 * %AsyncGeneratorFunction.prototype%.
 *
 * An async generator function's body starts with GENERATOR, as a generator's
 * does: the call returns a CLS_ASYNC_GENERATOR object (AsyncGenObj,
 * vm/object.h) owning the suspended frame (vm/generator.c). Its code differs
 * only in what the emitter puts around suspension points: `yield v` awaits v
 * first (AWAIT), `return v` awaits v, a return() resumption at a yield awaits
 * its value and then returns through the finally blocks, and `yield*` is a
 * loop of awaits (compiler/emit_expr.c). So the frame suspends either at a
 * YIELD (vm_gen_run returns 0: settle the oldest request with
 * { value, done: false }, then go on with the next queued request, or park in
 * suspended-yield) or at an AWAIT (3: subscribe the reaction pair, as an
 * async function does). A finished frame settles the oldest request with
 * done: true (or rejects it) and drains the queue: queued next()s answer
 * { undefined, done: true }, throw()s reject, and a return(v) awaits v
 * (awaiting-return) before answering.
 *
 * The request queue is a linked list of T_VALUES records reachable from the
 * generator; the generator is reachable from its reaction functions, which
 * the awaited promise holds: a suspended or awaiting generator stays alive
 * exactly as long as someone can resume it or holds its object. Nothing here
 * keeps a Value in a C local across an allocating call: everything lives in
 * handles and in the generator's fields.
 */
#include <stdio.h>

#include "lib.h"
#include "promise.h"

static AsyncGenObj *AG(Value g) { return (AsyncGenObj *)v_cell(g); }
static Values *REQ(Value r) { return (Values *)v_cell(r); }
static int ag_state(Value g) { return v_get_int(AG(g)->agstate); }
static void set_state(Value g, int s) { AG(g)->agstate = v_int(s); } /* an int: no barrier */

static Value on_fulfilled(Vm *vm, Value *argv, int argc, bool construct);
static Value on_rejected(Vm *vm, Value *argv, int argc, bool construct);

/* AsyncGeneratorEnqueue: append { mode, *v, *promise }. 0 / -1. */
static int enqueue(Vm *vm, Value *gen, int mode, Value *v, Value *promise)
{
    Value r = lib_new_record(vm, AGQ__N);
    if (r == V_EXC)
        return -1;
    Values *q = REQ(r);
    q->v[AGQ_MODE] = v_int(mode);
    GC_WRITE(vm, q, &q->v[AGQ_VALUE], *v);
    GC_WRITE(vm, q, &q->v[AGQ_PROMISE], *promise);
    AsyncGenObj *a = AG(*gen);
    if (a->tail == V_UNDEF) {
        GC_WRITE(vm, a, &a->head, r);
    } else {
        Values *t = REQ(a->tail);
        GC_WRITE(vm, t, &t->v[AGQ_NEXT], r);
    }
    GC_WRITE(vm, a, &a->tail, r);
    return 0;
}

/* AsyncGeneratorCompleteStep: take the oldest request and settle its promise
 * with *v (rejected when thrown, else { value: *v, done }). 0, or -1 only
 * when the VM cannot go on (out of memory): a then getter that throws just
 * rejects the promise. */
static int complete_step(Vm *vm, Value *gen, bool thrown, Value *v, bool done)
{
    AsyncGenObj *a = AG(*gen);
    Value r = a->head;
    Value nx = REQ(r)->v[AGQ_NEXT];
    GC_WRITE(vm, a, &a->head, nx);
    if (nx == V_UNDEF)
        a->tail = V_UNDEF;
    size_t sc = gc_scope_open(vm);
    Value *p = gc_handle(vm, REQ(r)->v[AGQ_PROMISE]);
    int rc;
    if (thrown) {
        rc = lib_promise_reject(vm, *p, *v);
    } else {
        Value res = vm_iter_result(vm, v, done);
        rc = res == V_EXC ? -1 : lib_promise_resolve_iter_result_js(vm, *p, res);
    }
    gc_scope_close(vm, sc);
    return rc;
}

/* The reaction pair that resumes *gen after an await (or finishes an
 * awaiting-return): made once, reused for every await. */
static int ensure_reactions(Vm *vm, Value *gen)
{
    if (AG(*gen)->on_ful != V_UNDEF)
        return 0;
    Value f = lib_new_native_data(vm, "", on_fulfilled, 1, *gen);
    if (f == V_EXC)
        return -1;
    AsyncGenObj *a = AG(*gen);
    GC_WRITE(vm, a, &a->on_ful, f);
    Value r = lib_new_native_data(vm, "", on_rejected, 1, *gen);
    if (r == V_EXC)
        return -1;
    a = AG(*gen);
    GC_WRITE(vm, a, &a->on_rej, r);
    return 0;
}

/* Await(*v) for the frame or for an awaiting-return: PromiseResolve, then
 * PerformPromiseThen with the pair. -1 with the exception pending when
 * PromiseResolve threw (or out of memory). */
static int await_value(Vm *vm, Value *gen, Value *v)
{
    if (ensure_reactions(vm, gen) < 0)
        return -1;
    return lib_await_value_fns(vm, *v, AG(*gen)->on_ful, AG(*gen)->on_rej);
}

static int drain(Vm *vm, Value *gen);

/* AsyncGeneratorAwaitReturn: the oldest request is a return(v); await v
 * and answer it with { value, done: true } (or its rejection). */
static int await_return(Vm *vm, Value *gen)
{
    size_t sc = gc_scope_open(vm);
    Value *v = gc_handle(vm, REQ(AG(*gen)->head)->v[AGQ_VALUE]);
    int rc = 0;
    if (await_value(vm, gen, v) < 0) {
        /* PromiseResolve threw: the request is rejected with it */
        *v = vm_take_exception(vm);
        set_state(*gen, AG_COMPLETED);
        rc = complete_step(vm, gen, true, v, true);
        if (rc == 0)
            rc = drain(vm, gen);
    }
    gc_scope_close(vm, sc);
    return rc;
}

/* AsyncGeneratorDrainQueue (the generator has completed). */
static int drain(Vm *vm, Value *gen)
{
    for (;;) {
        Value r = AG(*gen)->head;
        if (r == V_UNDEF)
            return 0;
        int mode = v_get_int(REQ(r)->v[AGQ_MODE]);
        if (mode == GEN_MODE_RETURN) {
            set_state(*gen, AG_AWAITING_RETURN);
            return await_return(vm, gen);
        }
        size_t sc = gc_scope_open(vm);
        Value *v = gc_handle(vm, mode == GEN_MODE_THROW ? REQ(r)->v[AGQ_VALUE] : V_UNDEF);
        int rc = complete_step(vm, gen, mode == GEN_MODE_THROW, v, true);
        gc_scope_close(vm, sc);
        if (rc < 0)
            return -1;
    }
}

/* AsyncGeneratorResume: run the frame with the completion (mode, *v) until
 * it awaits, parks at a yield with no request queued, or finishes. 0, or -1
 * only when the VM cannot go on: every JS exception ends in a promise. */
static int run(Vm *vm, Value *gen, int mode, Value *v)
{
    size_t sc = gc_scope_open(vm);
    Value *val = gc_handle(vm, *v);
    int rc = -1;
    set_state(*gen, AG_EXECUTING);
    for (;;) {
        Value out;
        int k = vm_gen_run(vm, gen, mode, val, &out);
        if (k < 0 || k == 1) {
            /* the body finished: return value or exception */
            bool thrown = k < 0;
            *val = thrown ? vm_take_exception(vm) : out;
            set_state(*gen, AG_COMPLETED);
            rc = complete_step(vm, gen, thrown, val, true);
            if (rc == 0)
                rc = drain(vm, gen);
            break;
        }
        *val = out;
        if (k == 3) {
            if (await_value(vm, gen, val) == 0) {
                rc = 0;
                break;
            }
            /* PromiseResolve threw (a throwing `constructor` getter): the
             * exception is thrown at the await */
            *val = vm_take_exception(vm);
            mode = GEN_MODE_THROW;
            continue;
        }
        /* a yield (its operand already awaited): answer the oldest request */
        if (complete_step(vm, gen, false, val, false) < 0)
            break;
        Value h = AG(*gen)->head;
        if (h == V_UNDEF) {
            set_state(*gen, AG_SUSPENDED_YIELD);
            rc = 0;
            break;
        }
        /* a request is waiting: resume at once with it */
        mode = v_get_int(REQ(h)->v[AGQ_MODE]);
        *val = REQ(h)->v[AGQ_VALUE];
    }
    gc_scope_close(vm, sc);
    return rc;
}

static Value reaction(Vm *vm, Value *argv, int argc, bool thrown)
{
    size_t sc = gc_scope_open(vm);
    Value *gen = gc_handle(vm, lib_native_data(argv));
    Value *v = gc_handle(vm, ARG(0));
    int rc;
    if (ag_state(*gen) == AG_AWAITING_RETURN) {
        /* the value of a return() on a completed generator has settled */
        set_state(*gen, AG_COMPLETED);
        rc = complete_step(vm, gen, thrown, v, true);
        if (rc == 0)
            rc = drain(vm, gen);
    } else {
        rc = run(vm, gen, thrown ? GEN_MODE_THROW : GEN_MODE_NEXT, v);
    }
    gc_scope_close(vm, sc);
    return rc < 0 ? V_EXC : V_UNDEF;
}

static Value on_fulfilled(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)construct;
    return reaction(vm, argv, argc, false);
}

static Value on_rejected(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)construct;
    return reaction(vm, argv, argc, true);
}

/* A generator that will never run its body: drop the frame. */
static void close_frame(Value g)
{
    GeneratorObj *go = &AG(g)->g;
    go->state = v_int(GEN_DONE);
    go->frame = V_UNDEF; /* not a heap reference: no barrier needed */
}

/* ---- %AsyncGeneratorPrototype% ------------------------------------------- */

static const char *const method_names[] = {"next", "throw", "return"};

/* next / throw / return (MAGIC: GEN_MODE_*): a promise for the answer. */
static Value lib_ag_method_js(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)construct;
    int mode = MAGIC;
    size_t sc = gc_scope_open(vm);
    Value *p = gc_handle(vm, lib_promise_new(vm));
    int rc = -1;
    if (*p == V_EXC)
        goto out;
    if (!v_is_class(THIS, CLS_ASYNC_GENERATOR)) {
        /* AsyncGeneratorValidate: the TypeError rejects the promise */
        char m[64];
        snprintf(m, sizeof m, "[AsyncGenerator].prototype.%s", method_names[mode]);
        lib_throw_incompatible(vm, m, THIS);
        Value *e = gc_handle(vm, vm_take_exception(vm));
        rc = lib_promise_reject(vm, *p, *e);
        goto out;
    }
    Value *gen = gc_handle(vm, THIS);
    Value *v = gc_handle(vm, ARG(0));
    int st = ag_state(*gen);
    switch (mode) {
    case GEN_MODE_NEXT:
        if (st == AG_COMPLETED) {
            Value *u = gc_handle(vm, V_UNDEF);
            Value r = vm_iter_result(vm, u, true);
            rc = r == V_EXC ? -1 : lib_promise_resolve_with_js(vm, *p, r);
            break;
        }
        rc = enqueue(vm, gen, mode, v, p);
        if (rc == 0 && (st == AG_START || st == AG_SUSPENDED_YIELD))
            rc = run(vm, gen, mode, v);
        break;
    case GEN_MODE_RETURN:
        rc = enqueue(vm, gen, mode, v, p);
        if (rc < 0)
            break;
        if (st == AG_START || st == AG_COMPLETED) {
            close_frame(*gen);
            set_state(*gen, AG_AWAITING_RETURN);
            rc = await_return(vm, gen);
        } else if (st == AG_SUSPENDED_YIELD) {
            rc = run(vm, gen, mode, v);
        }
        break;
    default: /* throw */
        if (st == AG_START) {
            close_frame(*gen);
            set_state(*gen, AG_COMPLETED);
            st = AG_COMPLETED;
        }
        if (st == AG_COMPLETED) {
            rc = lib_promise_reject(vm, *p, *v);
            break;
        }
        rc = enqueue(vm, gen, mode, v, p);
        if (rc == 0 && st == AG_SUSPENDED_YIELD)
            rc = run(vm, gen, mode, v);
        break;
    }
out:;
    Value r = rc < 0 ? V_EXC : *p;
    gc_scope_close(vm, sc);
    return r;
}

static Value lib_async_generator_function_js(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)construct;
    return vm_create_dynamic_function_js(vm, argv, argc, 3);
}

static int def_tag(Vm *vm, Value *obj, const char *tag)
{
    Value s = vm_str_from_cstr(vm, tag);
    return s == V_EXC ? -1 : vm_define_own(vm, *obj, vm->builtin[B_SYM_TO_STRING_TAG], s, PROP_CONFIGURABLE);
}

int lib_install_async_gen(Vm *vm)
{
    size_t sc = gc_scope_open(vm);
    int rc = -1;
    Value fp = vm_new_object_proto(vm, vm->builtin[B_FUNCTION_PROTO]);
    if (fp == V_EXC)
        goto out;
    vm->builtin[B_ASYNC_GENERATOR_FUNCTION_PROTO] = fp;
    Value gp = vm_new_object_proto(vm, vm->builtin[B_ASYNC_ITERATOR_PROTO]);
    if (gp == V_EXC)
        goto out;
    vm->builtin[B_ASYNC_GENERATOR_PROTO] = gp;
    Value *fph = &vm->builtin[B_ASYNC_GENERATOR_FUNCTION_PROTO]; /* builtins are roots */
    Value *gph = &vm->builtin[B_ASYNC_GENERATOR_PROTO];
    /* node's key order: AsyncGeneratorFunction.prototype: prototype,
     * constructor; %AsyncGeneratorPrototype%: constructor, next, return, throw */
    if (vm_define_own(vm, *fph, vm->atom[A_prototype], *gph, PROP_CONFIGURABLE) < 0)
        goto out;
    Value ctor = vm_new_native(vm, "AsyncGeneratorFunction", lib_async_generator_function_js, 1, 0);
    if (ctor == V_EXC)
        goto out;
    Value *ch = gc_handle(vm, ctor);
    ((NativeFunc *)v_cell(*ch))->is_ctor = 1;
    if (vm_inherit_function_ctor(vm, *ch) < 0 || vm_define_own(vm, *ch, vm->atom[A_prototype], *fph, 0) < 0 ||
        vm_define_own(vm, *fph, vm->atom[A_constructor], *ch, PROP_CONFIGURABLE) < 0 ||
        def_tag(vm, fph, "AsyncGeneratorFunction") < 0)
        goto out;
    if (vm_define_own(vm, *gph, vm->atom[A_constructor], *fph, PROP_CONFIGURABLE) < 0 ||
        vm_def_native(vm, *gph, "next", lib_ag_method_js, 1, GEN_MODE_NEXT) < 0 ||
        vm_def_native(vm, *gph, "return", lib_ag_method_js, 1, GEN_MODE_RETURN) < 0 ||
        vm_def_native(vm, *gph, "throw", lib_ag_method_js, 1, GEN_MODE_THROW) < 0 ||
        def_tag(vm, gph, "AsyncGenerator") < 0)
        goto out;
    rc = 0;
out:
    gc_scope_close(vm, sc);
    return rc;
}
