/* vm/generator.c — generators by frame suspension: the generator object,
 * its saved frame (T_GENFRAME), resumption by next/return/throw, one step of
 * yield*, and %GeneratorPrototype% / %GeneratorFunction.prototype%.
 *
 * A generator function's body starts with GENERATOR (after its parameter
 * prologue): the frame is copied into a GenFrame owned by a new generator
 * object, which the call returns. vm_gen_resume copies the GenFrame back onto
 * the value stack at vm->sp and runs it as an FR_ENTRY|FR_GEN frame in a
 * nested vm_interp_run; YIELD saves it again (vm_gen_yield) and returns from
 * that run. While suspended the saved slots are ordinary traced heap Values,
 * so a suspended generator is a precise root through its object; while it
 * runs, its frame is a normal stack frame. Saved handlers are offsets, so
 * try/catch/finally survive suspension at any stack position. The resumed
 * operand stack gets [recv mode] on top (GEN_MODE_*); the code after YIELD
 * (GEN_RESUME) throws or returns through the function's finally blocks, so
 * return() needs no interpreter support of its own. An async function can
 * reuse all of this: `await` is one more suspension point. An async
 * generator is a generator object of class CLS_ASYNC_GENERATOR (an
 * AsyncGenObj, made here by GENERATOR when the function is async) whose
 * next/return/throw live in stdlib/async_gen.c and drive vm_gen_run.
 */
#include <stdlib.h>
#include <string.h>

#include "frame.h"
#include "module.h"
#include "shape.h"

void vm_trace_genframe(GcTracer *t, void *cell)
{
    GenFrame *f = cell;
    gc_visit_range(t, f->v, f->nvals);
    GC_MARK_REALM(t, f->proto); /* the suspended code's realm */
}

static GenFrame *genframe_new(Vm *vm, FuncProto *p, uint32_t cap, uint32_t hcap)
{
    size_t bytes = sizeof(GenFrame) + (size_t)cap * sizeof(Value) + (size_t)hcap * sizeof(GenHandler);
    GenFrame *f = gc_alloc(vm, T_GENFRAME, bytes);
    if (!f)
        return NULL;
    f->proto = p;
    f->cap = cap;
    f->hcap = (uint16_t)hcap;
    return f;
}

static GeneratorObj *gen_obj(Value g) { return (GeneratorObj *)v_cell(g); }

/* The frame fr (operand top sp, resuming at pc) as a new suspended
 * generator-like object of `size` bytes with prototype pr. */
static Value gen_snapshot(Vm *vm, Frame *fr, Value *sp, const uint8_t *pc, Value pr, size_t size)
{
    FuncProto *p = fr->proto;
    Value *fp = fr->fp; /* the value stack never moves */
    uint32_t n = (uint32_t)(sp - fp);
    size_t sc = gc_scope_open(vm);
    Value r = V_EXC;
    Value *prh = gc_handle(vm, pr);
    GenFrame *f = genframe_new(vm, p, p->nslots + p->max_stack, 2);
    if (!f)
        goto out;
    Value *fh = gc_handle(vm, v_from_cell(f));
    Value g = vm_new_object_class(vm, CLS_GENERATOR, size, *prh);
    if (g == V_EXC)
        goto out;
    /* no allocation from here on */
    f = v_cell(*fh);
    f->pc = (uint32_t)(pc - p->code);
    f->nvals = n;
    f->argc = fr->argc;
    f->nhandlers = 0; /* the prologue has no try */
    memcpy(f->v, fp, (size_t)n * sizeof(Value));
    gc_write_range(vm, f, f->v, n); /* f may have been promoted by the allocation of g */
    GeneratorObj *go = gen_obj(g);
    GC_WRITE(vm, go, &go->frame, *fh);
    go->state = v_int(GEN_START);
    r = g;
out:
    gc_scope_close(vm, sc);
    return r;
}

Value vm_gen_start(Vm *vm, Frame *fr, Value *sp, const uint8_t *pc)
{
    /* OrdinaryCreateFromConstructor(F, %GeneratorPrototype%): F.prototype if an object */
    Value pr = vm_get_prop_js(vm, fr->fp[0], vm->atom[A_prototype]);
    if (pr == V_EXC)
        return V_EXC;
    bool async = (fr->proto->flags & FP_ASYNC) != 0;
    if (!v_is_object(pr))
        pr = vm->builtin[async ? B_ASYNC_GENERATOR_PROTO : B_GENERATOR_PROTO];
    if (!async)
        return gen_snapshot(vm, fr, sp, pc, pr, sizeof(GeneratorObj));
    /* an async generator (stdlib/async_gen.c drives it) */
    Value g = gen_snapshot(vm, fr, sp, pc, pr, sizeof(AsyncGenObj));
    if (g == V_EXC)
        return V_EXC;
    AsyncGenObj *a = v_cell(g);
    a->g.o.hdr.cls = CLS_ASYNC_GENERATOR;
    a->agstate = v_int(AG_START);
    a->head = a->tail = a->on_ful = a->on_rej = V_UNDEF;
    return g;
}

Value vm_async_start(Vm *vm, Frame *fr, Value *sp, const uint8_t *pc)
{
    Value g = gen_snapshot(vm, fr, sp, pc, V_NULL, sizeof(AsyncObj));
    if (g == V_EXC)
        return V_EXC;
    AsyncObj *a = v_cell(g);
    a->promise = a->on_ful = a->on_rej = V_UNDEF;
    if (fr->proto->flags & FP_TOPLEVEL) /* a module body with top-level await */
        vm_module_note_async_noalloc(vm, g);
    size_t sc = gc_scope_open(vm);
    Value *gh = gc_handle(vm, g);
    /* The body runs as a resumed frame in place of this one, which only has
     * to return the promise afterwards: hide it so that stack traces show
     * the function once. Its record slot is reused by the resumed frame, so
     * keep a copy (an async function is never constructed: new_target is
     * undefined and holds no reference). */
    Frame saved = *fr;
    vm->nframes--;
    Value r = vm->lib->async_start(vm, gh);
    vm->nframes++;
    *fr = saved;
    fr->new_target = V_UNDEF;
    gc_scope_close(vm, sc);
    return r;
}

Value vm_gen_yield(Vm *vm, Frame *fr, Value *sp, const uint8_t *pc, int kind)
{
    InterpState *is = vm->interp;
    FuncProto *p = fr->proto;
    Value *fp = fr->fp;
    uint32_t n = (uint32_t)(sp - 1 - fp);
    uint32_t nh = (uint32_t)(is->nhandlers - fr->handler_base);
    GenFrame *f = v_cell(gen_obj(fr->new_target)->frame);
    if (f->cap < n || f->hcap < nh) {
        /* more handlers than the frame had room for (deep try nesting) */
        uint32_t hcap = nh > f->hcap ? nh * 2 : f->hcap;
        GenFrame *nf = genframe_new(vm, p, n > f->cap ? n : f->cap, hcap > 0xFFFF ? 0xFFFF : hcap);
        if (!nf)
            return V_EXC;
        if (nh > nf->hcap)
            return vm_throw_error(vm, ERR_RANGE, "Maximum call stack size exceeded");
        GeneratorObj *go = gen_obj(fr->new_target); /* a traced frame field: re-read */
        nf->argc = ((GenFrame *)v_cell(go->frame))->argc;
        GC_WRITE(vm, go, &go->frame, v_from_cell(nf));
        f = nf;
    }
    f->pc = (uint32_t)(pc - p->code);
    f->nvals = n;
    /* The frame of a long-lived generator is old: one barrier for the whole
     * copy records it once instead of a check per slot. */
    memcpy(f->v, fp, (size_t)n * sizeof(Value));
    gc_write_range(vm, f, f->v, n);
    GenHandler *gh = genframe_handlers(f);
    for (uint32_t i = 0; i < nh; i++) {
        Handler *h = &is->handlers[fr->handler_base + (int)i];
        gh[i].target = (uint32_t)(h->target - p->code);
        gh[i].sp = (uint32_t)(h->sp - fp);
    }
    f->nhandlers = (uint16_t)nh;
    Value v = sp[-1];
    is->nhandlers = fr->handler_base;
    vm->nframes--;
    is->gen_yielded = true;
    is->gen_yield_kind = (uint8_t)kind;
    return v;
}

/* { value: v, done }. The first one is built by property definition; its
 * shape is kept (B_ITER_RESULT_SHAPE) and later ones are allocated with it
 * and filled directly, as closure_fast does for functions. */
static Value iter_result(Vm *vm, Value *v, bool done)
{
    size_t sc = gc_scope_open(vm);
    Value r = V_EXC;
    if (v_is_type(vm->builtin[B_ITER_RESULT_SHAPE], T_SHAPE)) {
        r = vm_new_object_inline(vm, &vm->builtin[B_ITER_RESULT_SHAPE], 2);
        if (r != V_EXC) {
            Object *o = v_obj(r);
            OBJ_SLOT_WRITE(vm, o, 0, *v);
            o->slots->v[1] = v_bool(done);
        }
        goto out;
    }
    Value o = vm_new_object(vm);
    if (o == V_EXC)
        goto out;
    Value *oh = gc_handle(vm, o);
    if (vm_define_own(vm, *oh, vm->atom[A_value], *v, PROP_DEFAULT) < 0 ||
        vm_define_own(vm, *oh, vm->atom[A_done], v_bool(done), PROP_DEFAULT) < 0)
        goto out;
    Object *ob = v_obj(*oh);
    if (!(ob->hdr.flags & OBJ_DICT) && ob->slots)
        vm->builtin[B_ITER_RESULT_SHAPE] = v_from_cell(ob->shape);
    r = *oh;
out:
    gc_scope_close(vm, sc);
    return r;
}

Value vm_iter_result(Vm *vm, Value *v, bool done) { return iter_result(vm, v, done); }

static void gen_finish(Value g)
{
    GeneratorObj *go = gen_obj(g);
    go->state = v_int(GEN_DONE);
    go->frame = V_UNDEF; /* not a heap reference: no barrier needed */
}

/* Run *gen with a completion. Returns -1 (exception), 0 (yielded: *out the
 * value), 1 (finished: *out the return value), 2 (yielded raw: *out the
 * inner iterator result of a yield*) or 3 (awaited: *out the operand).
 * *out is not rooted. */
int vm_gen_run(Vm *vm, Value *gen, int mode, Value *v, Value *out)
{
    InterpState *is = vm->interp;
    GeneratorObj *go = gen_obj(*gen);
    int st = v_get_int(go->state);
    if (st == GEN_RUNNING) {
        vm_throw_error(vm, ERR_TYPE, "Generator is already running");
        return -1;
    }
    if (st == GEN_START && mode != GEN_MODE_NEXT) {
        gen_finish(*gen);
        st = GEN_DONE;
    }
    if (st == GEN_DONE) {
        if (mode == GEN_MODE_THROW) {
            vm_throw(vm, *v);
            return -1;
        }
        *out = mode == GEN_MODE_RETURN ? *v : V_UNDEF;
        return 1;
    }
    if (UNLIKELY(vm->c_depth >= VM_MAX_C_DEPTH || vm->nframes >= VM_MAX_FRAMES)) {
        vm_throw_error(vm, ERR_RANGE, "Maximum call stack size exceeded");
        return -1;
    }
    GenFrame *f = v_cell(go->frame);
    FuncProto *p = f->proto;
    Value *base = vm->sp;
    Value *ceil = base + p->nslots + p->max_stack;
    Value *saved_sp = vm->sp;
    if (vm_stack_reserve(vm, ceil) < 0)
        return -1;
    if (is->nhandlers + f->nhandlers > is->handlers_cap) {
        int cap = is->handlers_cap ? is->handlers_cap : 64;
        while (cap < is->nhandlers + f->nhandlers)
            cap *= 2;
        Handler *h = realloc(is->handlers, (size_t)cap * sizeof *h);
        if (!h) {
            vm->sp = saved_sp;
            vm_throw_oom(vm);
            return -1;
        }
        is->handlers = h;
        is->handlers_cap = cap;
    }
    /* no heap allocation from here until the loop runs */
    go = gen_obj(*gen);
    f = v_cell(go->frame);
    memcpy(base, f->v, (size_t)f->nvals * sizeof(Value));
    Value *sp = base + f->nvals;
    if (st == GEN_SUSPENDED) {
        sp[0] = *v;
        sp[1] = v_int(mode);
        sp += 2;
    }
    vm_frame_record(vm, p, base, ceil, p->code + f->pc, *gen, FR_ENTRY | FR_GEN, f->argc);
    GenHandler *gh = genframe_handlers(f);
    for (uint32_t i = 0; i < f->nhandlers; i++) {
        Handler *h = &is->handlers[is->nhandlers++];
        h->target = p->code + gh[i].target;
        h->sp = base + gh[i].sp;
        h->frame = vm->nframes - 1;
    }
    go->state = v_int(GEN_RUNNING);
    is->gen_resume_sp = sp;
    is->gen_yielded = false;
    vm->c_depth++;
    Value r = vm_interp_run(vm);
    vm->c_depth--;
    vm->sp = saved_sp;
    if (r == V_EXC) {
        gen_finish(*gen);
        return -1;
    }
    *out = r;
    if (!is->gen_yielded) {
        gen_finish(*gen);
        return 1;
    }
    is->gen_yielded = false;
    gen_obj(*gen)->state = v_int(GEN_SUSPENDED);
    return is->gen_yield_kind == GEN_YIELD_VALUE ? 0 : is->gen_yield_kind == GEN_YIELD_RAW ? 2 : 3;
}

Value vm_gen_resume(Vm *vm, Value *gen, int mode, Value *v)
{
    Value out;
    int k = vm_gen_run(vm, gen, mode, v, &out);
    if (k < 0)
        return V_EXC;
    if (k == 2)
        return out;
    size_t sc = gc_scope_open(vm);
    Value *oh = gc_handle(vm, out);
    Value r = iter_result(vm, oh, k == 1);
    gc_scope_close(vm, sc);
    return r;
}

int vm_gen_step(Vm *vm, Value *gen, Value *out)
{
    size_t sc = gc_scope_open(vm);
    Value *u = gc_handle(vm, V_UNDEF);
    int rc = -1;
    int k = vm_gen_run(vm, gen, GEN_MODE_NEXT, u, out);
    if (k < 2) {
        rc = k < 0 ? -1 : k == 0 ? 1 : 0;
        goto done;
    }
    /* a yield* passing an inner result through: read it like any result */
    if (!v_is_object(*out)) {
        vm_throw_not_iter_result(vm, *out);
        goto done;
    }
    Value *rh = gc_handle(vm, *out);
    Value d = vm_get_prop_js(vm, *rh, vm->atom[A_done]);
    if (d == V_EXC)
        goto done;
    if (vm_truthy_noalloc(d)) {
        rc = 0;
        goto done;
    }
    Value val = vm_get_prop_js(vm, *rh, vm->atom[A_value]);
    if (val == V_EXC)
        goto done;
    *out = val;
    rc = 1;
done:
    gc_scope_close(vm, sc);
    return rc;
}


/* ---- yield* ------------------------------------------------------------ */

static Value gen_method_js(Vm *vm, Value *argv, int argc, bool construct);

/* method is %GeneratorPrototype%'s own next/throw/return for mode */
static bool is_gen_method(Value method, int mode)
{
    if (!v_is_class(method, CLS_NATIVE))
        return false;
    NativeFunc *nf = v_cell(method);
    return nf->fn == gen_method_js && nf->magic == mode;
}

static Value no_throw_method(Vm *vm)
{
    return vm_throw_error(vm, ERR_TYPE, "The iterator does not provide a 'throw' method.");
}

int vm_gen_delegate(Vm *vm, Value *sp)
{
    /* in: sp[-4] iter, sp[-3] next, sp[-2] recv, sp[-1] mode
     * out: sp[-2] mode, sp[-1] res, sp[0] done */
    int m = v_get_int(sp[-1]);
    if (v_is_int(sp[-3]) && m != GEN_MODE_NEXT) {
        /* return() / throw() reach the iterator GET_ITER's array/string
         * fast path stood in for: make it, with the next it had, and look
         * the method up on it (its prototype chain may have one by now) */
        bool str = v_is_string(sp[-4]);
        Value it = vm_new_array_iter_at(vm, sp[-4], str ? ITER_KIND_STRING : ITER_KIND_VALUES,
                                        (uint32_t)v_get_int(sp[-3]));
        if (it == V_EXC)
            return -1;
        sp[-4] = it;
        sp[-3] = vm->builtin[str ? B_STRING_ITER_NEXT : B_ARRAY_ITER_NEXT];
    }
    if (v_is_int(sp[-3]) || sp[-3] == V_NULL) {
        /* GET_ITER's array/string fast path (next only), or done */
        if (m == GEN_MODE_RETURN) {
            sp[-1] = sp[-2];
            sp[-2] = v_int(GEN_MODE_RETURN);
            sp[0] = V_TRUE;
            return 0;
        }
        if (m == GEN_MODE_THROW) {
            no_throw_method(vm);
            return -1;
        }
        Value v;
        int r = vm_op_iter_next(vm, sp - 2, &v);
        if (r < 0)
            return -1;
        sp[-2] = v_int(GEN_MODE_NEXT);
        if (r == 0) {
            sp[-1] = V_UNDEF;
            sp[0] = V_TRUE;
            return 0;
        }
        sp[-1] = v;
        Value o = iter_result(vm, &sp[-1], false);
        if (o == V_EXC)
            return -1;
        sp[-1] = o;
        sp[0] = V_FALSE;
        return 0;
    }
    Value method = sp[-3];
    if (m != GEN_MODE_NEXT) {
        method = vm_get_js(vm, sp[-4], vm->atom[m == GEN_MODE_THROW ? A_throw : A_return]);
        if (method == V_EXC)
            return -1;
        if (v_is_nullish(method)) {
            if (m == GEN_MODE_RETURN) {
                sp[-1] = sp[-2];
                sp[-2] = v_int(GEN_MODE_RETURN);
                sp[0] = V_TRUE;
                return 0;
            }
            if (vm_iter_close_js(vm, sp[-4]) < 0)
                return -1;
            no_throw_method(vm);
            return -1;
        }
    }
    Value r;
    if (v_is_class(sp[-4], CLS_GENERATOR) && is_gen_method(method, m)) {
        /* delegating to a generator with its own methods: resume it directly
         * (one C level per yield* instead of two) */
        int k = vm_gen_run(vm, &sp[-4], m, &sp[-2], &r);
        if (k < 0)
            return -1;
        if (k == 0) {
            sp[-1] = r;
            r = iter_result(vm, &sp[-1], false);
            if (r == V_EXC)
                return -1;
            sp[-1] = r;
            sp[-2] = v_int(GEN_MODE_NEXT);
            sp[0] = V_FALSE;
            return 0;
        }
        if (k == 1) {
            sp[-1] = r;
            sp[-2] = v_int(m == GEN_MODE_RETURN ? GEN_MODE_RETURN : GEN_MODE_NEXT);
            sp[0] = V_TRUE;
            return 0;
        }
        /* k == 2: an inner result passed through; read it below */
    } else {
        r = vm_call_js(vm, method, sp[-4], 1, &sp[-2]);
        if (r == V_EXC)
            return -1;
    }
    if (!v_is_object(r)) {
        vm_throw_not_iter_result(vm, r);
        return -1;
    }
    sp[-1] = r;
    Value d = vm_get_prop_js(vm, sp[-1], vm->atom[A_done]);
    if (d == V_EXC)
        return -1;
    if (!vm_truthy_noalloc(d)) {
        sp[-2] = v_int(GEN_MODE_NEXT);
        sp[0] = V_FALSE;
        return 0;
    }
    Value v = vm_get_prop_js(vm, sp[-1], vm->atom[A_value]);
    if (v == V_EXC)
        return -1;
    sp[-1] = v;
    sp[-2] = v_int(m == GEN_MODE_RETURN ? GEN_MODE_RETURN : GEN_MODE_NEXT);
    sp[0] = V_TRUE;
    return 0;
}

/* ---- %GeneratorPrototype% ---------------------------------------------- */

static const char *const method_names[] = {"next", "throw", "return"};

static Value gen_method_js(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)construct;
    int mode = MAGIC;
    if (!v_is_class(THIS, CLS_GENERATOR)) {
        char b[128];
        vm_short_repr(vm, THIS, b, sizeof b);
        return vm_throw_error(vm, ERR_TYPE, "Method [Generator].prototype.%s called on incompatible receiver %s",
                              method_names[mode], b);
    }
    size_t sc = gc_scope_open(vm);
    Value *vh = gc_handle(vm, ARG(0));
    Value r = vm_gen_resume(vm, &THIS, mode, vh);
    gc_scope_close(vm, sc);
    return r;
}

/* GeneratorFunction (magic 0) and AsyncFunction (magic 1). */
static Value generator_function_js(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)construct;
    return vm_create_dynamic_function_js(vm, argv, argc, MAGIC ? 2 : 1);
}

static int def_tag(Vm *vm, Value *obj, const char *tag)
{
    Value s = vm_str_from_cstr(vm, tag);
    return s == V_EXC ? -1 : vm_define_own(vm, *obj, vm->builtin[B_SYM_TO_STRING_TAG], s, PROP_CONFIGURABLE);
}

int vm_inherit_function_ctor(Vm *vm, Value ctor)
{
    PropDesc d;
    int own = vm_get_own_prop(vm, vm->builtin[B_FUNCTION_PROTO], vm->atom[A_constructor], &d);
    if (own < 0)
        return -1;
    if (own == 0 || (d.attrs & PROP_ACCESSOR) || !v_is_object(d.value))
        return 0; /* no Function installed (a VM without the library) */
    return vm_set_proto(vm, ctor, d.value);
}

int vm_gen_install(Vm *vm)
{
    size_t sc = gc_scope_open(vm);
    int rc = -1;
    PropDesc nd;
    Value gfp = vm_new_object_proto(vm, vm->builtin[B_FUNCTION_PROTO]);
    if (gfp == V_EXC)
        goto out;
    vm->builtin[B_GENERATOR_FUNCTION_PROTO] = gfp;
    Value gp = vm_new_object_proto(vm, vm->builtin[B_ITERATOR_PROTO]);
    if (gp == V_EXC)
        goto out;
    vm->builtin[B_GENERATOR_PROTO] = gp;
    Value *gfph = &vm->builtin[B_GENERATOR_FUNCTION_PROTO]; /* builtins are roots */
    Value *gph = &vm->builtin[B_GENERATOR_PROTO];
    /* node's key order: GeneratorFunction.prototype: prototype, constructor;
     * %GeneratorPrototype%: constructor, next, return, throw */
    if (vm_define_own(vm, *gfph, vm->atom[A_prototype], *gph, PROP_CONFIGURABLE) < 0)
        goto out;
    Value ctor = vm_new_native(vm, "GeneratorFunction", generator_function_js, 1, 0);
    if (ctor == V_EXC)
        goto out;
    Value *ch = gc_handle(vm, ctor);
    ((NativeFunc *)v_cell(*ch))->is_ctor = 1;
    if (vm_inherit_function_ctor(vm, *ch) < 0 || vm_define_own(vm, *ch, vm->atom[A_prototype], *gfph, 0) < 0 ||
        vm_define_own(vm, *gfph, vm->atom[A_constructor], *ch, PROP_CONFIGURABLE) < 0 ||
        def_tag(vm, gfph, "GeneratorFunction") < 0)
        goto out;
    if (vm_define_own(vm, *gph, vm->atom[A_constructor], *gfph, PROP_CONFIGURABLE) < 0 ||
        vm_def_native(vm, *gph, "next", gen_method_js, 1, GEN_MODE_NEXT) < 0 ||
        vm_get_own_prop(vm, *gph, vm->atom[A_next], &nd) != 1)
        goto out;
    /* root it before the next allocation can move it */
    vm->builtin[B_GENERATOR_NEXT] = nd.value;
    if (vm_def_native(vm, *gph, "return", gen_method_js, 1, GEN_MODE_RETURN) < 0 ||
        vm_def_native(vm, *gph, "throw", gen_method_js, 1, GEN_MODE_THROW) < 0 ||
        def_tag(vm, gph, "Generator") < 0)
        goto out;
    vm->builtin[B_ITER_RESULT_SHAPE] = V_UNDEF;
    /* %AsyncFunction.prototype%: constructor, Symbol.toStringTag */
    Value afp = vm_new_object_proto(vm, vm->builtin[B_FUNCTION_PROTO]);
    if (afp == V_EXC)
        goto out;
    vm->builtin[B_ASYNC_FUNCTION_PROTO] = afp;
    Value *afph = &vm->builtin[B_ASYNC_FUNCTION_PROTO];
    Value actor = vm_new_native(vm, "AsyncFunction", generator_function_js, 1, 1);
    if (actor == V_EXC)
        goto out;
    Value *ach = gc_handle(vm, actor);
    ((NativeFunc *)v_cell(*ach))->is_ctor = 1;
    if (vm_inherit_function_ctor(vm, *ach) < 0 || vm_define_own(vm, *ach, vm->atom[A_prototype], *afph, 0) < 0 ||
        vm_define_own(vm, *afph, vm->atom[A_constructor], *ach, PROP_CONFIGURABLE) < 0 ||
        def_tag(vm, afph, "AsyncFunction") < 0)
        goto out;
    rc = 0;
out:
    gc_scope_close(vm, sc);
    return rc;
}
