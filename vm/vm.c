/* vm/vm.c — VM lifecycle (vm_new / vm_free), the root set, compiled
 * prototype bookkeeping, running scripts and reporting uncaught errors.
 *
 * vm_trace_roots is the single list of everything the VM holds outside the
 * heap; the collector is precise, so a root missing here is a use-after-move.
 * It also keeps the value-stack invariant of vm/frame.h: slots above vm->sp
 * are reset to undefined so no stale reference outlives a collection.
 */
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <time.h>

#include "../compiler/compiler.h"
#include "frame.h"
#include "module.h"
#include "typed.h"
#include "shape.h"
#include "realm.h"

/* ---- the code remembered set (struct Vm) ------------------------------- */


static bool grow(void **v, uint32_t *cap)
{
    uint32_t nc = *cap ? *cap * 2 : 64;
    void *n = realloc(*v, (size_t)nc * sizeof(void *));
    if (!n)
        return false;
    *v = n;
    *cap = nc;
    return true;
}

void vm_code_remember(Vm *vm, FuncProto *p)
{
    if (p->linked & PROTO_REMEMBERED)
        return;
    if (vm->code_rem_n == vm->code_rem_cap && !grow((void **)&vm->code_rem, &vm->code_rem_cap)) {
        vm->code_rem_all = true; /* the next minor traces all code */
        return;
    }
    p->linked |= PROTO_REMEMBERED;
    vm->code_rem[vm->code_rem_n++] = p;
}

void vm_ic_remember(Vm *vm, InlineCache *ic)
{
    if (ic->gc_rem)
        return;
    if (vm->ic_rem_n == vm->ic_rem_cap && !grow((void **)&vm->ic_rem, &vm->ic_rem_cap)) {
        vm->code_rem_all = true;
        return;
    }
    ic->gc_rem = 1;
    vm->ic_rem[vm->ic_rem_n++] = ic;
}

static bool young(Vm *vm, uintptr_t bits) { return gc_is_young_bits(vm, bits); }

static bool proto_young_noalloc(Vm *vm, FuncProto *p)
{
    if (young(vm, p->name))
        return true;
    for (uint32_t i = 0; p->consts && i < p->nconsts; i++)
        if (young(vm, p->consts[i]))
            return true;
    return false;
}

static bool ic_young_noalloc(Vm *vm, InlineCache *ic)
{
    return young(vm, (uintptr_t)ic->shape) || young(vm, (uintptr_t)ic->shape2) || young(vm, ic->holder);
}

static void trace_proto(GcTracer *t, FuncProto *p)
{
    if (p->consts)
        gc_visit_range(t, p->consts, p->nconsts);
    gc_visit(t, &p->name);
}

/* A minor: visit the listed prototypes and caches, then keep listed only
 * those still pointing at a young cell (survivor space) and prototypes the
 * compiler has not finished (it is still storing fresh constants). */
static void trace_code_remembered(Vm *vm, GcTracer *t)
{
    uint32_t k = 0;
    for (uint32_t i = 0; i < vm->code_rem_n; i++) {
        FuncProto *p = vm->code_rem[i];
        trace_proto(t, p);
        if (!(p->linked & PROTO_FINISHED) || proto_young_noalloc(vm, p))
            vm->code_rem[k++] = p;
        else
            p->linked &= ~(uint32_t)PROTO_REMEMBERED;
    }
    vm->code_rem_n = k;
    k = 0;
    for (uint32_t i = 0; i < vm->ic_rem_n; i++) {
        InlineCache *ic = vm->ic_rem[i];
        vm_trace_ic(t, ic);
        if (ic_young_noalloc(vm, ic))
            vm->ic_rem[k++] = ic;
        else
            ic->gc_rem = 0;
    }
    vm->ic_rem_n = k;
}

void vm_trace_proto_code(GcTracer *t, FuncProto *p)
{
    trace_proto(t, p);
    if (!p->ics || !p->xics)
        return;
    for (uint32_t i = 0; i < p->nics; i++)
        vm_trace_ic(t, &p->ics[i]);
    for (uint32_t i = 0; i < VM_PROTO_XICS; i++)
        vm_trace_ic(t, &p->xics[i]);
}

/* One inline cache of p in trace_code_all: verify its remembered bit, then
 * trace it, rebuilding the remembered list in a minor. */
static inline void trace_ic_all(Vm *vm, GcTracer *t, FuncProto *p, InlineCache *ic, bool check, bool rebuild)
{
    if (check && !ic->gc_rem && ic_young_noalloc(vm, ic))
        gc_verify_report(t, "inline cache not remembered: it holds a young shape or holder, proto", p);
    if (rebuild)
        ic->gc_rem = 0;
    vm_trace_ic(t, ic);
    if (rebuild && ic_young_noalloc(vm, ic))
        vm_ic_remember(vm, ic);
}

/* Everything: majors, the verifier, and a minor after a list could not
 * grow (which then rebuilds the lists). In verify mode, also check the
 * invariant: code holding a young reference is listed. */
static void trace_code_all(Vm *vm, GcTracer *t)
{
    bool rebuild = gc_tracer_is_minor(t);
    bool check = gc_tracer_checks_remembered(t);
    /* a marking traces another realm's prototypes only once the realm is
     * found live (vm/realm.c) */
    bool own_realm_only = gc_tracer_is_marking(t);
    if (rebuild) {
        vm->code_rem_all = false;
        vm->code_rem_n = vm->ic_rem_n = 0;
    }
    for (FuncProto *p = vm->protos; p; p = p->next_all) {
        if (own_realm_only && p->realm)
            continue;
        if (check && !(p->linked & PROTO_REMEMBERED) && proto_young_noalloc(vm, p))
            gc_verify_report(t, "compiled code not remembered: a constant is young in", p);
        if (rebuild)
            p->linked &= ~(uint32_t)PROTO_REMEMBERED;
        trace_proto(t, p);
        if (rebuild && (!(p->linked & PROTO_FINISHED) || proto_young_noalloc(vm, p)))
            vm_code_remember(vm, p);
        if (!p->ics || !p->xics)
            continue;
        for (uint32_t i = 0; i < p->nics; i++)
            trace_ic_all(vm, t, p, &p->ics[i], check, rebuild);
        for (uint32_t i = 0; i < VM_PROTO_XICS; i++)
            trace_ic_all(vm, t, p, &p->xics[i], check, rebuild);
    }
}

/* ---- roots --------------------------------------------------------------- */

void vm_trace_roots(Vm *vm, GcTracer *t)
{
    /* the value stack: live part, then clear the dead part (frame.h) */
    gc_root_section(t, GC_ROOT_STACK);
    if (vm->stack) {
        gc_visit_range(t, vm->stack, (size_t)(vm->sp - vm->stack));
        for (Value *q = vm->sp; q < vm->stack_hwm; q++)
            *q = V_UNDEF;
        /* Lower the mark, but never below a suspended frame's ceiling: a
         * RETURN restores vm->sp to the caller's ceiling without touching
         * the mark, so a mark below it would let the next frame push "fill
         * the gap" over the caller's live operands (they were cleared to
         * undefined here, so keeping them under the mark is valid). */
        Value *keep = vm->sp;
        for (int i = 0; i < vm->nframes; i++)
            if (vm->frames[i].ceil > keep)
                keep = vm->frames[i].ceil;
        vm->stack_hwm = keep;
    }
    /* frames: new.target (callee and this live on the stack) */
    gc_root_section(t, GC_ROOT_FRAMES);
    for (int i = 0; i < vm->nframes; i++)
        gc_visit(t, &vm->frames[i].new_target);
    /* the world */
    gc_root_section(t, GC_ROOT_GLOBALS);
    gc_visit(t, &vm->global);
    gc_visit(t, &vm->global_lex);
    gc_visit(t, &vm->global_vars);
    gc_visit(t, &vm->global_sandbox);
    gc_visit(t, &vm->global_this);
    gc_root_section(t, GC_ROOT_REALMS);
    vm_realm_trace(vm, t);
    gc_root_section(t, GC_ROOT_BUILTINS);
    gc_visit_range(t, vm->builtin, vm->nbuiltins);
    gc_root_section(t, GC_ROOT_ATOMS);
    vm_trace_atoms(vm, t); /* vm->atom[], one-char strings, the atom table */
    gc_root_section(t, GC_ROOT_EXCEPTION);
    gc_visit(t, &vm->exception);
    vm_module_trace(vm, t);
    gc_root_section(t, GC_ROOT_LIBRARY);
    if (vm->lib)
        vm->lib->trace(vm, t);
    if (vm->interp) {
        gc_visit(t, &vm->interp->throw_exc);
        gc_visit(t, &vm->interp->syntax_exc);
    }
    if (vm->api) {
        gc_root_section(t, GC_ROOT_HOST);
        vm_api_trace(vm, t);
    }
    /* compiled code: constants, names, inline caches */
    gc_root_section(t, GC_ROOT_CODE);
    if (gc_tracer_is_minor(t) && !vm->code_rem_all)
        trace_code_remembered(vm, t);
    else
        trace_code_all(vm, t);
}

/* ---- prototypes ---------------------------------------------------------- */

void vm_proto_link(Vm *vm, FuncProto *p)
{
    if (!p)
        return;
    if (!(p->linked & PROTO_LINKED)) {
        p->linked |= PROTO_LINKED;
        p->next_all = vm->protos;
        vm->protos = p;
    }
    vm_code_remember(vm, p); /* its constants are about to be made */
    for (uint32_t i = 0; i < p->nprotos; i++)
        if (p->protos && p->protos[i])
            vm_proto_link(vm, p->protos[i]);
}

int vm_proto_finish(Vm *vm, FuncProto *p)
{
    if (!p)
        return 0;
    vm_proto_link(vm, p);
    if (!p->ics && !(p->ics = calloc(p->nics ? p->nics : 1, sizeof(InlineCache))))
        return -1;
    if (!p->xics && !(p->xics = calloc(VM_PROTO_XICS, sizeof(InlineCache))))
        return -1;
    if (!(p->linked & PROTO_FINISHED)) {
        p->linked |= PROTO_FINISHED;
        p->realm = vm->realm; /* compiled for the current realm: its code runs there */
        p->line_shift = vm->compile_line_shift;
        if (p->realm && vm_realm_add_proto(vm, p) < 0) {
            /* never runs; realm 0's prototypes are roots, so it is traced */
            p->realm = 0;
            p->linked &= ~(uint32_t)PROTO_FINISHED;
            return -1;
        }
        if (vm->nrealms > 1)
            p->flags |= FP_REALMS;
        vm_peephole(p);
    }
    vm_code_remember(vm, p); /* listed until a minor finds nothing young in it */
    for (uint32_t i = 0; i < p->nprotos; i++)
        if (p->protos && p->protos[i] && vm_proto_finish(vm, p->protos[i]) < 0)
            return -1;
    return 0;
}

static void proto_free(FuncProto *p)
{
    if (p->lazy)
        compile_lazy_release(p);
    source_buf_release(p->source);
    free(p->code);
    free(p->consts);
    free(p->protos);
    free(p->upvals);
    free(p->ics);
    free(p->xics);
    free(p->lines);
    free(p->call_names);
    free(p);
}

void vm_proto_doom(FuncProto *p)
{
    p->linked |= PROTO_DOOMED;
    if (!p->ics || !p->xics)
        return;
    /* a cache listed in vm->ic_rem is marked to leave the list */
    for (uint32_t i = 0; i < p->nics; i++)
        if (p->ics[i].gc_rem)
            p->ics[i].gc_rem = 2;
    for (uint32_t i = 0; i < VM_PROTO_XICS; i++)
        if (p->xics[i].gc_rem)
            p->xics[i].gc_rem = 2;
}

void vm_protos_free_doomed(Vm *vm)
{
    uint32_t k = 0;
    for (uint32_t i = 0; i < vm->code_rem_n; i++)
        if (!(vm->code_rem[i]->linked & PROTO_DOOMED))
            vm->code_rem[k++] = vm->code_rem[i];
    vm->code_rem_n = k;
    k = 0;
    for (uint32_t i = 0; i < vm->ic_rem_n; i++)
        if (vm->ic_rem[i]->gc_rem != 2)
            vm->ic_rem[k++] = vm->ic_rem[i];
    vm->ic_rem_n = k;
    for (FuncProto **pp = &vm->protos; *pp;) {
        FuncProto *p = *pp;
        if (p->linked & PROTO_DOOMED) {
            *pp = p->next_all;
            proto_free(p);
        } else {
            pp = &p->next_all;
        }
    }
}

const char *vm_intern_file(Vm *vm, const char *name)
{
    if (!name)
        name = "<anonymous>";
    for (int i = 0; i < vm->nfiles; i++)
        if (strcmp(vm->files[i], name) == 0)
            return vm->files[i];
    char **nf = realloc(vm->files, (size_t)(vm->nfiles + 1) * sizeof *nf);
    if (!nf)
        return NULL;
    vm->files = nf;
    char *c = strdup(name);
    if (!c)
        return NULL;
    vm->files[vm->nfiles++] = c;
    return c;
}

/* Below this size source_buf_adopt copies. */
enum { ADOPT_MIN = 64 * 1024 };

SourceBuf *source_buf_new(const char *src, size_t len)
{
    SourceBuf *s = malloc(sizeof *s + len + 1);
    if (!s)
        return NULL;
    char *t = (char *)(s + 1);
    memcpy(t, src, len);
    t[len] = 0;
    *s = (SourceBuf){1, len, t, NULL};
    return s;
}

SourceBuf *source_buf_adopt(char *block, const char *text, size_t len)
{
    if (len < ADOPT_MIN) { /* a small text is copied: the read buffer, grown by
                            * doubling, would stay with the program otherwise */
        SourceBuf *c = source_buf_new(text, len);
        free(block);
        return c;
    }
    SourceBuf *s = malloc(sizeof *s);
    if (!s) {
        free(block);
        return NULL;
    }
    *s = (SourceBuf){1, len, text, block};
    return s;
}

SourceBuf *source_buf_static(const char *text, size_t len)
{
    if (text[len])
        return source_buf_new(text, len);
    SourceBuf *s = malloc(sizeof *s);
    if (s)
        *s = (SourceBuf){1, len, text, NULL};
    return s;
}

void source_buf_release(SourceBuf *s)
{
    if (!s || --s->refs)
        return;
    free(s->owned);
    free(s);
}

/* The text error reports show for file (vm_find_source): the compile's own
 * copy, held, replacing an earlier compile's of the same name. */
static void remember_source(Vm *vm, const char *file, SourceBuf *sb)
{
    InterpState *is = vm->interp;
    for (int i = 0; i < is->nsources; i++) {
        if (is->sources[i].file == file) {
            source_buf_release(is->sources[i].buf);
            is->sources[i] = (SourceText){(char *)file, sb->text, sb->len, source_buf_hold(sb)};
            return;
        }
    }
    if (is->nsources == is->sources_cap) {
        int cap = is->sources_cap ? is->sources_cap * 2 : 4;
        SourceText *s = realloc(is->sources, (size_t)cap * sizeof *s);
        if (!s)
            return;
        is->sources = s;
        is->sources_cap = cap;
    }
    is->sources[is->nsources++] = (SourceText){(char *)file, sb->text, sb->len, source_buf_hold(sb)};
}

int vm_set_source_parts(Vm *vm, const char *file, const SourcePart *parts)
{
    InterpState *is = vm->interp;
    const char *f = vm_intern_file(vm, file);
    if (!f)
        goto oom;
    for (int i = 0; i < is->npart_maps; i++)
        if (is->part_maps[i].file == f) {
            is->part_maps[i].parts = parts;
            return 0;
        }
    void *m = realloc(is->part_maps, (size_t)(is->npart_maps + 1) * sizeof *is->part_maps);
    if (!m)
        goto oom;
    is->part_maps = m;
    is->part_maps[is->npart_maps].file = f;
    is->part_maps[is->npart_maps++].parts = parts;
    return 0;
oom:
    vm_throw_oom(vm);
    return -1;
}

const SourceText *vm_find_source(Vm *vm, const char *file)
{
    InterpState *is = vm->interp;
    if (!file)
        return NULL;
    for (int i = 0; i < is->nsources; i++)
        if (is->sources[i].file == file || strcmp(is->sources[i].file, file) == 0)
            return &is->sources[i];
    return NULL;
}

const char *vm_caller_path_noalloc(Vm *vm)
{
    for (int i = vm->nframes - 1; i >= 0; i--) {
        const char *f = vm->frames[i].proto ? vm->frames[i].proto->file : NULL;
        if (f && strncmp(f, "file://", 7) == 0)
            f += 7;
        if (f && f[0] == '/')
            return f;
    }
    return NULL;
}

/* ---- lifecycle ----------------------------------------------------------- */

static Value new_proto_obj(Vm *vm, ObjClass cls, size_t bytes, Value proto)
{
    return vm_new_object_class(vm, cls, bytes, proto);
}

static Value fn_proto_native(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)vm;
    (void)argv;
    (void)argc;
    (void)construct;
    return V_UNDEF;
}

static int define_str(Vm *vm, Value obj, int atom, const char *s)
{
    size_t sc = gc_scope_open(vm);
    Value *oh = gc_handle(vm, obj);
    Value v = vm_str_from_cstr(vm, s);
    int rc = v == V_EXC ? -1 : vm_define_own(vm, *oh, vm->atom[atom], v, PROP_METHOD);
    gc_scope_close(vm, sc);
    return rc;
}

static int make_symbol(Vm *vm, int id, const char *desc)
{
    if (vm->builtin[id] != V_EMPTY)
        return 0; /* a later realm's: the symbols are shared */
    Value d = vm_str_from_cstr(vm, desc);
    if (d == V_EXC)
        return -1;
    Value s = vm_new_symbol(vm, d);
    if (s == V_EXC)
        return -1;
    vm->builtin[id] = s;
    return 0;
}

int vm_init_world(Vm *vm)
{
    Value *b = vm->builtin;
    Value op = new_proto_obj(vm, CLS_PLAIN, sizeof(Object), V_NULL);
    if (op == V_EXC)
        return -1;
    b[B_OBJECT_PROTO] = op;

    Value fp = new_proto_obj(vm, CLS_NATIVE, sizeof(NativeFunc), b[B_OBJECT_PROTO]);
    if (fp == V_EXC)
        return -1;
    NativeFunc *nf = (NativeFunc *)v_cell(fp);
    nf->fn = fn_proto_native;
    nf->data = V_UNDEF;
    nf->realm = vm->realm;
    b[B_FUNCTION_PROTO] = fp;
    if (vm_define_own(vm, b[B_FUNCTION_PROTO], vm->atom[A_length], v_int(0), PROP_CONFIGURABLE) < 0 ||
        vm_define_own(vm, b[B_FUNCTION_PROTO], vm->atom[A_name], vm->atom[A_empty], PROP_CONFIGURABLE) < 0)
        return -1;

    /* Array.prototype is itself an array. vm_new_array takes its prototype
     * from builtin[B_ARRAY_PROTO], so point that at Object.prototype for the
     * one allocation (shape.c matches B_OBJECT_PROTO first, so no array root
     * shape is cached for Object.prototype). */
    b[B_ARRAY_PROTO] = b[B_OBJECT_PROTO];
    Value ap = vm_new_array(vm, 0);
    if (ap == V_EXC)
        return -1;
    b[B_ARRAY_PROTO] = ap;
    if (vm_get_proto_noalloc(ap) != b[B_OBJECT_PROTO] && vm_set_proto(vm, b[B_ARRAY_PROTO], b[B_OBJECT_PROTO]) < 0)
        return -1;
    /* the elements protector watches prototypes only (vm_proto_key_added_noalloc) */
    vm_mark_proto_noalloc(ap);
    vm_mark_proto_noalloc(b[B_OBJECT_PROTO]);

    static const struct { int id; ObjClass cls; } prims[] = {
        {B_STRING_PROTO, CLS_STRING}, {B_NUMBER_PROTO, CLS_NUMBER}, {B_BOOLEAN_PROTO, CLS_BOOLEAN},
    };
    for (size_t i = 0; i < sizeof prims / sizeof prims[0]; i++) {
        Value o = new_proto_obj(vm, prims[i].cls, sizeof(PrimObj), b[B_OBJECT_PROTO]);
        if (o == V_EXC)
            return -1;
        ((PrimObj *)v_cell(o))->prim =
            prims[i].cls == CLS_STRING ? vm->atom[A_empty] : prims[i].cls == CLS_NUMBER ? v_int(0) : V_FALSE;
        b[prims[i].id] = o;
    }
    static const int plain[] = {B_SYMBOL_PROTO, B_BIGINT_PROTO, B_ITERATOR_PROTO};
    for (size_t i = 0; i < sizeof plain / sizeof plain[0]; i++) {
        Value o = new_proto_obj(vm, CLS_PLAIN, sizeof(Object), b[B_OBJECT_PROTO]);
        if (o == V_EXC)
            return -1;
        b[plain[i]] = o;
    }
    static const int iters[] = {B_ARRAY_ITER_PROTO, B_STRING_ITER_PROTO};
    for (size_t i = 0; i < 2; i++) {
        Value o = new_proto_obj(vm, CLS_PLAIN, sizeof(Object), b[B_ITERATOR_PROTO]);
        if (o == V_EXC)
            return -1;
        b[iters[i]] = o;
    }

    /* errors */
    Value ep = new_proto_obj(vm, CLS_PLAIN, sizeof(Object), b[B_OBJECT_PROTO]);
    if (ep == V_EXC)
        return -1;
    b[B_ERROR_PROTO] = ep;
    if (define_str(vm, b[B_ERROR_PROTO], A_name, "Error") < 0 ||
        define_str(vm, b[B_ERROR_PROTO], A_message, "") < 0)
        return -1;
    static const struct { int id; const char *name; } errs[] = {
        {B_TYPE_ERROR_PROTO, "TypeError"},   {B_RANGE_ERROR_PROTO, "RangeError"},
        {B_SYNTAX_ERROR_PROTO, "SyntaxError"}, {B_REFERENCE_ERROR_PROTO, "ReferenceError"},
        {B_EVAL_ERROR_PROTO, "EvalError"},   {B_URI_ERROR_PROTO, "URIError"},
        {B_AGGREGATE_ERROR_PROTO, "AggregateError"}, {B_SUPPRESSED_ERROR_PROTO, "SuppressedError"},
    };
    for (size_t i = 0; i < sizeof errs / sizeof errs[0]; i++) {
        Value o = new_proto_obj(vm, CLS_PLAIN, sizeof(Object), b[B_ERROR_PROTO]);
        if (o == V_EXC)
            return -1;
        b[errs[i].id] = o;
        if (define_str(vm, b[errs[i].id], A_name, errs[i].name) < 0 ||
            define_str(vm, b[errs[i].id], A_message, "") < 0)
            return -1;
    }

    /* well-known symbols */
    if (make_symbol(vm, B_SYM_ITERATOR, "Symbol.iterator") < 0 ||
        make_symbol(vm, B_SYM_ASYNC_ITERATOR, "Symbol.asyncIterator") < 0 ||
        make_symbol(vm, B_SYM_HAS_INSTANCE, "Symbol.hasInstance") < 0 ||
        make_symbol(vm, B_SYM_TO_PRIMITIVE, "Symbol.toPrimitive") < 0 ||
        make_symbol(vm, B_SYM_TO_STRING_TAG, "Symbol.toStringTag") < 0 ||
        make_symbol(vm, B_SYM_SPECIES, "Symbol.species") < 0 ||
        make_symbol(vm, B_SYM_UNSCOPABLES, "Symbol.unscopables") < 0 ||
        make_symbol(vm, B_SYM_DISPOSE, "Symbol.dispose") < 0 ||
        make_symbol(vm, B_SYM_ASYNC_DISPOSE, "Symbol.asyncDispose") < 0)
        return -1;

    /* the global object */
    Value g = vm_new_object(vm);
    if (g == V_EXC)
        return -1;
    vm->global = g;
    Value gk = vm_key(vm, "globalThis");
    if (gk == V_EXC || vm_define_own(vm, vm->global, gk, vm->global, PROP_METHOD) < 0)
        return -1;

    /* the preallocated out-of-memory error */
    Value m = vm_str_from_cstr(vm, "out of memory");
    if (m == V_EXC)
        return -1;
    Value oom = vm_new_error(vm, ERR_RANGE, m);
    if (oom == V_EXC)
        return -1;
    b[B_OOM_ERROR] = oom;
    return 0;
}

/* Globals every script relies on, if stdlib did not define them. */
int vm_ensure_globals(Vm *vm)
{
    static const struct { const char *name; int kind; } gl[] = {
        {"undefined", 0}, {"NaN", 1}, {"Infinity", 2},
    };
    for (size_t i = 0; i < sizeof gl / sizeof gl[0]; i++) {
        Value k = vm_key(vm, gl[i].name);
        if (k == V_EXC)
            return -1;
        if (vm_has_own_noalloc(vm, vm->global, k))
            continue;
        Value v = gl[i].kind == 0 ? V_UNDEF : v_double_raw(gl[i].kind == 1 ? 0.0 / 0.0 : 1.0 / 0.0);
        if (vm_define_own(vm, vm->global, k, v, 0) < 0)
            return -1;
    }
    return 0;
}

Vm *vm_new(const VmLibrary *lib)
{
    uint32_t nb = B__CORE_COUNT + lib->nslots;
    Vm *vm = calloc(1, sizeof *vm + nb * sizeof(Value));
    if (!vm)
        return NULL;
    vm->lib = lib;
    vm->nbuiltins = nb;
    vm->out = stdout;
    vm->err = stderr;
    vm->exception = V_UNDEF;
    vm->global = V_UNDEF;
    vm->global_lex = V_UNDEF;
    vm->global_vars = V_UNDEF;
    vm->global_sandbox = V_UNDEF;
    vm->global_this = V_UNDEF;
    /* builtin[] and atom[] stay V_EMPTY (0) until created: string.c and
     * shape.c test for "not created yet" that way */
    vm->poll_budget = VM_POLL_BUDGET;
    vm->c_depth_max = VM_MAX_C_DEPTH;
    vm->interp = calloc(1, sizeof(InterpState));
    if (!vm->interp) {
        free(vm);
        return NULL;
    }
    vm->interp->throw_exc = V_UNDEF;
    {
        const char *st = getenv("TARN_GC_STRESS");
        vm->interp->poll_reset = (st && *st && strcmp(st, "0") != 0) ? 1 : VM_POLL_BUDGET;
    }
    vm->interp->syntax_exc = V_UNDEF;
    {
        /* page hooks come with the allocator hooks of the VM being made */
        const VmAllocHook *ah = vm_alloc_current();
        vm->pages = ah && ah->pages.map ? &ah->pages : NULL;
    }
    if (gc_init(vm) < 0) {
        free(vm->interp);
        free(vm);
        return NULL;
    }
    size_t bytes = (size_t)VM_STACK_SLOTS * sizeof(Value);
    void *st = gc_map_pages(vm->pages, bytes);
    if (!st) {
        gc_free_all(vm);
        free(vm->interp);
        free(vm);
        return NULL;
    }
    vm->interp->stack_bytes = bytes;
    vm->stack = st;
    vm->sp = vm->stack;
    vm->stack_hwm = vm->stack;
    vm->stack_end = vm->stack + VM_STACK_SLOTS;
    /* Mapped like the stack, not calloc'd: the frames past a program's
     * deepest call are never touched, where calloc clears all of them for
     * every VM a host makes (its free list hands back used memory). */
    vm->frames_cap = VM_MAX_FRAMES + 1;
    vm->frames = gc_map_pages(vm->pages, (size_t)vm->frames_cap * sizeof(Frame));
    if (!vm->frames)
        goto fail;
    if (vm_atoms_init(vm) < 0)
        goto fail;
    if (vm_init_world(vm) < 0)
        goto fail;
    vm_weak_init();
    if (vm->lib->install(vm) < 0)
        goto fail;
    if (vm_iter_install(vm) < 0)
        goto fail;
    if (vm_gen_install(vm) < 0)
        goto fail;
    if (vm_ensure_globals(vm) < 0)
        goto fail;
    gc_boot_done(vm);
    return vm;
fail:
    if (vm->has_exception) {
        fprintf(stderr, "tarn: failed to initialise the VM: ");
        vm_report_exception(vm, stderr);
    }
    vm_free(vm);
    return NULL;
}

void vm_free(Vm *vm)
{
    if (!vm)
        return;
    if (vm->lib)
        vm->lib->release(vm); /* first: a worker may still be posting to this VM */
    vm_module_free(vm);
    vm_typed_free(vm);
    FuncProto *p = vm->protos;
    while (p) {
        FuncProto *n = p->next_all;
        proto_free(p);
        p = n;
    }
    vm->protos = NULL;
    free(vm->code_rem);
    free(vm->ic_rem);
    vm->code_rem = NULL;
    vm->ic_rem = NULL;
    vm->code_rem_n = vm->ic_rem_n = 0;
    gc_free_all(vm);
    vm_realm_free(vm);
    vm_atoms_free(vm);
    if (vm->stack)
        gc_unmap_pages(vm->pages, vm->stack, vm->interp->stack_bytes);
    gc_unmap_pages(vm->pages, vm->frames, (size_t)vm->frames_cap * sizeof(Frame));
    if (vm->interp) {
        free(vm->interp->handlers);
        for (int i = 0; i < vm->interp->nsources; i++)
            source_buf_release(vm->interp->sources[i].buf);
        free(vm->interp->sources);
        free(vm->interp->part_maps);
        free(vm->interp);
    }
    for (int i = 0; i < vm->nfiles; i++)
        free(vm->files[i]);
    free(vm->files);
    free(vm);
}

int vm_poll(Vm *vm)
{
    vm->poll_budget = vm->interp ? vm->interp->poll_reset : VM_POLL_BUDGET;
    if (gc_safepoint(vm) < 0)
        return -1;
    /* set from other threads (tarn_vm_interrupt, a worker's terminate):
     * atomic. 2 is sticky: a terminated worker raises at every poll until
     * its stack has unwound (stdlib/worker.c). */
    int irq = __atomic_load_n(&vm->interrupt, __ATOMIC_ACQUIRE);
    if (UNLIKELY(irq)) {
        if (irq == 2) {
            vm_throw_error(vm, ERR_ERROR, "terminated");
            return -1;
        }
        __atomic_store_n(&vm->interrupt, 0, __ATOMIC_RELAXED);
        vm_throw_error(vm, ERR_ERROR, "interrupted");
        return -1;
    }
    if (UNLIKELY(vm->script_deadline_ns)) {
        struct timespec ts;
        clock_gettime(CLOCK_MONOTONIC, &ts);
        if ((uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec >= vm->script_deadline_ns) {
            /* every poll throws again until node:vm disarms it, so a
             * script that catches the error cannot keep running */
            vm->script_timed_out = true;
            vm->poll_budget = 1;
            vm_throw_error(vm, ERR_ERROR, "Script execution timed out");
            return -1;
        }
    }
    if (vm->api)
        return vm_api_poll(vm);
    return 0;
}

/* ---- running code -------------------------------------------------------- */

static Value toplevel_closure(Vm *vm, FuncProto *p)
{
    Value c = vm_new_object_class(vm, CLS_FUNCTION, sizeof(Closure), vm->builtin[B_FUNCTION_PROTO]);
    if (c == V_EXC)
        return V_EXC;
    Closure *cl = (Closure *)v_cell(c);
    cl->proto = p;
    cl->home = V_UNDEF;
    cl->nupvals = 0;
    return c;
}

/* The one way a CompileError becomes the thrown SyntaxError (or RangeError,
 * for the compiler's limits). located: the error is reported at its place in
 * the source (node prints that line above the header; its stack has no "at"
 * lines for the script itself); otherwise it is thrown from the running code,
 * as V8's Function constructor does. */
static Value throw_compile_error(Vm *vm, const CompileError *err, const char *file, bool located)
{
    Value m = vm_str_from_utf8(vm, err->msg, strlen(err->msg));
    if (m == V_EXC)
        return V_EXC;
    Value e = vm_new_error(vm, err->kind == ERR_RANGE ? ERR_RANGE : ERR_SYNTAX, m);
    if (e == V_EXC)
        return V_EXC;
    if (!located)
        return vm_throw(vm, e);
    return vm_throw_at_source(vm, e, err->file ? err->file : file, err->line, err->col);
}

FuncProto *vm_compile_buf(Vm *vm, SourceBuf *sb, const char *file, int mode, bool located, CompileError *err,
                          struct ModInfo **info)
{
    memset(err, 0, sizeof *err);
    const char *f = vm_intern_file(vm, file);
    if (!f) {
        vm_throw_oom(vm);
        return NULL;
    }
    if (located)
        remember_source(vm, f, sb);
    FuncProto *p = mode == COMPILE_MODULE ? compile_module(vm, sb, f, err, info) : compile_source(vm, sb, f, mode, err);
    if (!p && !vm->has_exception)
        throw_compile_error(vm, err, f, located);
    return p;
}

FuncProto *vm_compile(Vm *vm, const char *src, size_t len, const char *file, int mode, bool located,
                      CompileError *err, struct ModInfo **info)
{
    SourceBuf *sb = source_buf_new(src, len);
    if (!sb) {
        memset(err, 0, sizeof *err);
        vm_throw_oom(vm);
        return NULL;
    }
    FuncProto *p = vm_compile_buf(vm, sb, file, mode, located, err, info);
    source_buf_release(sb);
    return p;
}

int vm_compile_lazy(Vm *vm, FuncProto *p)
{
    CompileError err;
    if (compile_lazy(vm, p, &err) == 0)
        return 0;
    /* thrown at the call, reported (when uncaught) at its place in the
     * source as a load's compile error is */
    if (!vm->has_exception)
        throw_compile_error(vm, &err, p->file, true);
    return -1;
}

int vm_proto_finish_body(Vm *vm, FuncProto *p, uint32_t nics)
{
    InlineCache *ics = calloc(nics ? nics : 1, sizeof *ics);
    if (!ics)
        return -1;
    free(p->ics); /* the lazy prototype's: none in use */
    p->ics = ics;
    p->nics = nics;
    vm_peephole(p);
    p->linked |= PROTO_FINISHED;
    vm_code_remember(vm, p);
    uint32_t realm = vm->realm;
    int32_t shift = vm->compile_line_shift;
    vm->realm = p->realm; /* what vm_proto_finish records in the nested prototypes */
    vm->compile_line_shift = p->line_shift;
    int r = 0;
    for (uint32_t i = 0; i < p->nprotos && r == 0; i++)
        r = vm_proto_finish(vm, p->protos[i]);
    vm->realm = realm;
    vm->compile_line_shift = shift;
    return r;
}

/* Intern file and compile-check src as mode (remembering the source for
 * error reports when remember): 0 compiles, 1 a compile error in *err
 * (nothing thrown unless the compiler threw), -1 out of memory (thrown). */
/* block: NULL (src is copied), or the malloc'd buffer src lies in, which
 * the check takes (source_buf_adopt) */
static int check_source(Vm *vm, char *block, const char *src, size_t len, const char *file, int mode,
                        bool remember, CompileError *err, const char **f)
{
    memset(err, 0, sizeof *err);
    SourceBuf *sb = NULL;
    if (!(*f = vm_intern_file(vm, file)))
        free(block);
    else
        sb = block ? source_buf_adopt(block, src, len) : source_buf_new(src, len);
    if (!sb) {
        vm_throw_oom(vm);
        return -1;
    }
    if (remember)
        remember_source(vm, *f, sb);
    int r = compile_check(vm, sb, *f, mode, err) == 0 ? 0 : 1;
    source_buf_release(sb);
    return r;
}

int vm_compiles(Vm *vm, const char *src, size_t len, const char *file, int mode)
{
    CompileError err;
    const char *f;
    int r = check_source(vm, NULL, src, len, file, mode, false, &err, &f);
    if (r <= 0)
        return r == 0 ? 1 : -1;
    return vm->has_exception ? -1 : 0;
}

static int check_thrown(Vm *vm, char *block, const char *src, size_t len, const char *file, int mode,
                        CompileError *err)
{
    const char *f;
    int r = check_source(vm, block, src, len, file, mode, true, err, &f);
    if (r <= 0)
        return r;
    if (!vm->has_exception)
        throw_compile_error(vm, err, f, true);
    return -1;
}

int vm_check(Vm *vm, const char *src, size_t len, const char *file, int mode, CompileError *err)
{
    return check_thrown(vm, NULL, src, len, file, mode, err);
}

int vm_check_buffer(Vm *vm, char *block, size_t len, const char *file, int mode, CompileError *err)
{
    return check_thrown(vm, block, block, len, file, mode, err);
}

/* Eval code (vm/eval.c): a SyntaxError is thrown from the eval call. */
FuncProto *vm_compile_eval(Vm *vm, const char *src, size_t len, bool strict, const char *desc, bool global_vars)
{
    CompileError err;
    memset(&err, 0, sizeof err);
    const char *f = vm_intern_file(vm, "<eval>");
    if (!f) {
        vm_throw_oom(vm);
        return NULL;
    }
    SourceBuf *sb = source_buf_new(src, len);
    if (!sb) {
        vm_throw_oom(vm);
        return NULL;
    }
    FuncProto *p = compile_eval(vm, sb, f, strict, desc, global_vars, &err);
    source_buf_release(sb);
    if (!p && !vm->has_exception)
        throw_compile_error(vm, &err, f, false);
    return p;
}

static Value run_proto_this(Vm *vm, FuncProto *p, int mode, const Value *this_h);
static Value run_proto(Vm *vm, FuncProto *p, int mode) { return run_proto_this(vm, p, mode, NULL); }

/* this_h NULL: `this` is the global object for a global script, else a new
 * object; else *this_h (a handle: making the closure allocates) */
static Value run_proto_this(Vm *vm, FuncProto *p, int mode, const Value *this_h)
{
    size_t sc = gc_scope_open(vm);
    Value r = V_EXC;
    Value c = toplevel_closure(vm, p);
    if (c == V_EXC)
        goto out;
    Value *ch = gc_handle(vm, c);
    Value self;
    if (this_h) {
        self = *this_h;
    } else if (mode == COMPILE_GLOBAL) {
        self = vm->global;
    } else {
        self = vm_new_object(vm);
        if (self == V_EXC)
            goto out;
    }
    r = vm_call_js(vm, *ch, self, 0, NULL);
out:
    gc_scope_close(vm, sc);
    return r;
}

static Value run_compiled(Vm *vm, const char *src, size_t len, const char *file, int mode)
{
    CompileError err;
    FuncProto *p = vm_compile(vm, src, len, file, mode, true, &err, NULL);
    return p ? run_proto(vm, p, mode) : V_EXC;
}

/* A script run is one job: WeakRef targets kept during it are released at
 * its end. FinalizationRegistry cleanups run later, as event-loop tasks. */
static Value end_job(Vm *vm, Value r)
{
    vm_weak_end_job_noalloc(vm);
    return r;
}

/* CreateDynamicFunction's compile step (vm/eval.c): src is the whole text
 * "(function anonymous(PARAMS\n) {\nBODY\n})" (or function*, async
 * function, async function*). It is compiled as a sloppy global program
 * whose only content must be that one function expression: a body or
 * parameter list that closes the function early and adds code of its own ("}); sideEffect(); (function(){") is a
 * SyntaxError, as in node, and nothing of it runs. Returns the closure.
 * params_only: src has an empty body and only the parameter list is being
 * checked (V8 parses it on its own first): V_UNDEF if it is well formed,
 * else V8's "Arg string terminates parameters early" / "Unexpected end of
 * arg string"; nothing runs. */
static Value compile_function_literal(Vm *vm, SourceBuf *sb, const char *file, int mode, bool params_only)
{
    CompileError err;
    if (!sb)
        return vm_throw_oom(vm);
    const char *src = sb->text;
    size_t len = sb->len;
    FuncProto *p = vm_compile_buf(vm, sb, file, mode, false, &err, NULL);
    if (!p) {
        Value r = V_EXC;
        if (params_only && err.kind == ERR_SYNTAX) { /* V8's texts for a parameter list */
            /* a ')' closing the list inside the text is V8's "terminates
             * early"; an unfinished token its "end of arg string"; any
             * other error in the parameters keeps its own message */
            const char *a = strstr(src, "anonymous(");
            int depth = 0;
            bool early = false;
            for (const char *q = a ? a + 10 : src; q < src + len - 7 && !early; q++)
                early = (depth += *q == '(' ? 1 : *q == ')' ? -1 : 0) < 0;
            if (strcmp(err.msg, "Invalid or unexpected token") == 0 || early) {
                vm_take_exception(vm);
                r = vm_throw_error(vm, ERR_SYNTAX, early ? "Arg string terminates parameters early"
                                                         : "Unexpected end of arg string");
            }
        }
        source_buf_release(sb);
        return r;
    }
    source_buf_release(sb); /* p's functions hold it */
    if (p->nprotos != 1 || p->protos[0]->src_start != 1 || p->protos[0]->src_end + 1 != len)
        return vm_throw_error(vm, ERR_SYNTAX, params_only ? "Arg string terminates parameters early"
                                                          : "Single function literal required");
    if (params_only)
        return V_UNDEF;
    size_t sc = gc_scope_open(vm);
    Value r = V_EXC;
    Value c = toplevel_closure(vm, p);
    if (c == V_EXC)
        goto out;
    Value *ch = gc_handle(vm, c);
    r = vm_call_js(vm, *ch, vm->global, 0, NULL);
    if (r != V_EXC && !vm_is_callable_noalloc(r))
        r = vm_throw_error(vm, ERR_SYNTAX, "Single function literal required");
out:
    gc_scope_close(vm, sc);
    return r;
}

Value vm_compile_function_js(Vm *vm, const char *src, size_t len, const char *file, bool params_only)
{
    return compile_function_literal(vm, source_buf_new(src, len), file, COMPILE_GLOBAL | COMPILE_WTF8, params_only);
}

Value vm_compile_embedded_js(Vm *vm, const char *src, size_t len, const char *file)
{
    return compile_function_literal(vm, source_buf_static(src, len), file, COMPILE_GLOBAL | COMPILE_LAZY, false);
}

Value vm_compile_cjs(Vm *vm, const char *src, size_t len, const char *file)
{
    CompileError err;
    FuncProto *p = vm_compile(vm, src, len, file, COMPILE_SCRIPT | COMPILE_CJS, true, &err, NULL);
    return p ? toplevel_closure(vm, p) : V_EXC;
}

Value vm_compile_cjs_buf(Vm *vm, SourceBuf *sb, const char *file)
{
    CompileError err;
    FuncProto *p = vm_compile_buf(vm, sb, file, COMPILE_SCRIPT | COMPILE_CJS, true, &err, NULL);
    return p ? toplevel_closure(vm, p) : V_EXC;
}

bool vm_cjs_needs_loader_noalloc(Value wrapper)
{
    if (!v_is_class(wrapper, CLS_FUNCTION))
        return true;
    const FuncProto *p = ((Closure *)v_cell(wrapper))->proto;
    return !(p->flags & FP_TOPLEVEL) || (p->flags & FP_CJS_LOADER);
}

Value vm_throw_at_source(Vm *vm, Value err, const char *file, uint32_t line, uint32_t col)
{
    InterpState *is = vm->interp;
    is->syntax_exc = err;
    is->syn_file = file;
    is->syn_line = line;
    is->syn_col = col;
    return vm_throw(vm, err);
}

Value vm_run_script(Vm *vm, const char *src, size_t len, const char *file)
{
    return end_job(vm, run_compiled(vm, src, len, file, COMPILE_SCRIPT));
}

/* The mode of an embedder's global code of len bytes (tarn_eval): a long
 * text (a library, a test harness) waits for its functions' first calls
 * as a file does, most of them never running; a short one, a snippet, is
 * compiled whole (laziness would keep its tree for nothing). */
enum { EVAL_GLOBAL_LAZY_MIN = 2048 };
static int global_mode(size_t len) { return COMPILE_GLOBAL | (len >= EVAL_GLOBAL_LAZY_MIN ? COMPILE_LAZY : 0); }

Value vm_eval_global_ex(Vm *vm, const char *src, size_t len, const char *file, bool *compiled)
{
    CompileError err;
    FuncProto *p = vm_compile(vm, src, len, file, global_mode(len), true, &err, NULL);
    *compiled = p != NULL;
    return end_job(vm, p ? run_proto(vm, p, COMPILE_GLOBAL) : V_EXC);
}

Value vm_eval_global(Vm *vm, const char *src, size_t len, const char *file)
{
    bool compiled;
    return vm_eval_global_ex(vm, src, len, file, &compiled);
}

Value vm_eval_global_this(Vm *vm, const char *src, size_t len, const char *file, Value this_v, bool *compiled)
{
    CompileError err;
    size_t sc = gc_scope_open(vm);
    Value *th = gc_handle(vm, this_v);
    FuncProto *p = vm_compile(vm, src, len, file, global_mode(len), true, &err, NULL);
    *compiled = p != NULL;
    Value r = end_job(vm, p ? run_proto_this(vm, p, COMPILE_GLOBAL, this_v == V_EMPTY ? NULL : th) : V_EXC);
    gc_scope_close(vm, sc);
    return r;
}

Value vm_eval_repl(Vm *vm, const char *src, size_t len, const char *file, bool *awaits)
{
    *awaits = false;
    /* as node's REPL: only an entry that names `await` is tried as one that
     * awaits at its top level; when that does not parse, or parses without
     * such an await, the entry is ordinary global code (where `await` may
     * be an identifier) */
    if (memmem(src, len, "await", 5)) {
        CompileError err;
        FuncProto *p = vm_compile(vm, src, len, file, COMPILE_GLOBAL | COMPILE_AWAIT, true, &err, NULL);
        if (!p)
            vm_take_exception(vm);
        else if (p->flags & FP_ASYNC) {
            *awaits = true;
            return end_job(vm, run_proto(vm, p, COMPILE_GLOBAL));
        }
    }
    return vm_eval_global(vm, src, len, file);
}
