/* tests/unit/interp/test_bytecode.c — the dispatch loop on hand-assembled
 * bytecode (no parser needed): exceptions across frames, property errors,
 * for-of / for-in fast paths, constructors, deep recursion, closures over
 * boxes, rest/arguments, classes with super, natives re-entering JS, spread
 * calls and bound functions. Each case builds FuncProtos directly. */
#include <criterion/criterion.h>

#include "../../../stdlib/lib.h"
#include "../../../vm/vm.h"
#include <stdlib.h>
#include <string.h>
#include <stdarg.h>
typedef struct { uint8_t c[512]; int n; int lab[16]; int fix[32][2]; int nfix; const char *k[8]; int nk; int nslots, np, flags, parent, nup, args_slot; UpvalDesc up[4]; } Fn;
static Fn F[4];
static Value run(int nf);
static void B(Fn *f, int x) { f->c[f->n++] = (uint8_t)x; }
static void U(Fn *f, int x) { B(f, x & 255); B(f, x >> 8); }
static void I(Fn *f, int x) { B(f, x & 255); B(f, (x >> 8) & 255); B(f, (x >> 16) & 255); B(f, (x >> 24) & 255); }
static int K(Fn *f, const char *s) { for (int i = 0; i < f->nk; i++) if (!strcmp(f->k[i], s)) return i; f->k[f->nk] = s; return f->nk++; }
static void J(Fn *f, int op, int lab) { B(f, op); f->fix[f->nfix][0] = f->n; f->fix[f->nfix++][1] = lab; I(f, 0); }
static void L(Fn *f, int lab) { f->lab[lab] = f->n; }
static int icn;
static void FLD(Fn *f, int op, const char *name) { B(f, op); U(f, K(f, name)); U(f, icn++); }
static Vm *vm;
static Value run(int nf) {
    FuncProto *p[4] = {0};
    for (int i = 0; i < nf; i++) {
        Fn *f = &F[i];
        for (int j = 0; j < f->nfix; j++) { int at = f->fix[j][0], to = f->lab[f->fix[j][1]] - (at + 4); memcpy(f->c + at, &to, 4); }
        p[i] = calloc(1, sizeof(FuncProto));
        p[i]->code = malloc(f->n); memcpy(p[i]->code, f->c, f->n); p[i]->code_len = f->n;
        p[i]->consts = calloc(8, sizeof(Value)); p[i]->nconsts = f->nk;
        p[i]->nics = icn; p[i]->max_stack = 16; p[i]->name = V_EMPTY; p[i]->file = "t.js";
        p[i]->nslots = f->nslots ? f->nslots : 2; p[i]->nparams = f->np; p[i]->flags = f->flags;
    }
    p[0]->flags |= FP_TOPLEVEL;
    for (int i = 0; i < nf; i++) p[i]->protos = calloc(4, sizeof(FuncProto*));
    for (int i = 1; i < nf; i++) { FuncProto *q = p[F[i].parent]; q->protos[q->nprotos++] = p[i]; }
    for (int i = 0; i < nf; i++) { p[i]->nupvals = F[i].nup; memcpy(p[i]->upvals = calloc(4, sizeof(UpvalDesc)), F[i].up, sizeof F[i].up); p[i]->args_slot = F[i].args_slot; }
    vm_proto_link(vm, p[0]);
    for (int i = 0; i < nf; i++) for (int j = 0; j < F[i].nk; j++) p[i]->consts[j] = vm_atom(vm, F[i].k[j]);
    vm_proto_finish(vm, p[0]);
    Value c = vm_new_object_class(vm, CLS_FUNCTION, sizeof(Closure), vm->builtin[B_FUNCTION_PROTO]);
    ((Closure *)v_cell(c))->proto = p[0]; ((Closure *)v_cell(c))->home = V_UNDEF;
    Value r = vm_call_js(vm, c, V_UNDEF, 0, NULL);
    memset(F, 0, sizeof F); icn = 0;
    return r;
}
static Value callit(Vm *vm, Value *argv, int argc, bool construct) {
    Value a = v_int(5);
    return vm_call_js(vm, ARG(0), V_UNDEF, 1, &a);
}
static Value bindit(Vm *vm, Value *argv, int argc, bool construct) {
    Value a = v_int(10);
    return vm_new_bound(vm, ARG(0), V_UNDEF, &a, 1);
}

static double num(Value r)
{
    cr_assert(r != V_EXC, "unexpected exception");
    cr_assert(v_is_number(r));
    return v_to_double(r);
}

static char *str(Value r)
{
    cr_assert(r != V_EXC, "unexpected exception");
    cr_assert(v_is_string(r));
    return vm_str_to_utf8(vm, r, NULL);
}

static void setup(void) { vm = lib_vm_new(); memset(F, 0, sizeof F); icn = 0; }
static void teardown(void) { vm_free(vm); }
TestSuite(bytecode, .init = setup, .fini = teardown);

Test(bytecode, case_A)
{
    /* throw across frames */
    Fn *t, *f, *g;
    (void)t; (void)f; (void)g;
    t = &F[0]; f = &F[1];
    B(f, OP_PUSH_I8); B(f, 42); B(f, OP_THROW);
    J(t, OP_TRY, 0); B(t, OP_CLOSURE); U(t, 0); B(t, OP_PUSH_UNDEF); B(t, OP_CALL); B(t, 0); B(t, OP_END_TRY); B(t, OP_RETURN);
    L(t, 0); B(t, OP_PUSH_I8); B(t, 1); B(t, OP_ADD); B(t, OP_RETURN);
    cr_assert_eq(num(run(2)), 43);
}

Test(bytecode, case_B)
{
    /* null.x message */
    Fn *t, *f, *g;
    (void)t; (void)f; (void)g;
    t = &F[0];
    J(t, OP_TRY, 0); B(t, OP_PUSH_NULL); FLD(t, OP_GET_FIELD, "x"); B(t, OP_RETURN);
    L(t, 0); FLD(t, OP_GET_FIELD, "message"); B(t, OP_RETURN);
    { char *m = str(run(1)); cr_assert_str_eq(m, "Cannot read properties of null (reading 'x')"); free(m); }}

Test(bytecode, case_C)
{
    /* for-of sum */
    Fn *t, *f, *g;
    (void)t; (void)f; (void)g;
    t = &F[0]; t->nslots = 3;
    B(t, OP_PUSH_I8); B(t, 0); B(t, OP_PUT_LOC); U(t, 2);
    B(t, OP_PUSH_I8); B(t, 1); B(t, OP_PUSH_I8); B(t, 2); B(t, OP_PUSH_I8); B(t, 3); B(t, OP_NEW_ARRAY); U(t, 3);
    B(t, OP_GET_ITER); L(t, 1); J(t, OP_ITER_NEXT, 0); B(t, OP_GET_LOC); U(t, 2); B(t, OP_ADD); B(t, OP_PUT_LOC); U(t, 2); J(t, OP_LOOP, 1);
    L(t, 0); B(t, OP_ITER_POP); B(t, OP_GET_LOC); U(t, 2); B(t, OP_RETURN);
    cr_assert_eq(num(run(1)), 6);
}

Test(bytecode, case_D)
{
    /* constructor */
    Fn *t, *f, *g;
    (void)t; (void)f; (void)g;
    t = &F[0]; f = &F[1]; f->nslots = 3; f->np = 1;
    B(f, OP_PUSH_THIS); B(f, OP_GET_LOC); U(f, 2); FLD(f, OP_PUT_FIELD, "x"); B(f, OP_POP); B(f, OP_RETURN_UNDEF);
    B(t, OP_CLOSURE); U(t, 0); B(t, OP_DUP); B(t, OP_PUSH_I8); B(t, 7); B(t, OP_NEW); B(t, 1); FLD(t, OP_GET_FIELD, "x"); B(t, OP_RETURN);
    cr_assert_eq(num(run(2)), 7);
}

Test(bytecode, case_E)
{
    /* deep recursion caught, message */
    Fn *t, *f, *g;
    (void)t; (void)f; (void)g;
    t = &F[0]; f = &F[1];
    FLD(f, OP_GET_GLOBAL, "r"); B(f, OP_PUSH_UNDEF); B(f, OP_CALL); B(f, 0); B(f, OP_RETURN);
    B(t, OP_CLOSURE); U(t, 0); B(t, OP_DECL_GLOBAL); U(t, K(t, "r")); B(t, 0);
    J(t, OP_TRY, 0); FLD(t, OP_GET_GLOBAL, "r"); B(t, OP_PUSH_UNDEF); B(t, OP_CALL); B(t, 0); B(t, OP_RETURN);
    L(t, 0); FLD(t, OP_GET_FIELD, "message"); B(t, OP_RETURN);
    { char *m = str(run(2)); cr_assert_str_eq(m, "Maximum call stack size exceeded"); free(m); }}

Test(bytecode, case_F)
{
    /* uncaught with report */
    Fn *t, *f, *g;
    (void)t; (void)f; (void)g;
    t = &F[0];
    B(t, OP_PUSH_UNDEF); FLD(t, OP_GET_FIELD, "foo"); B(t, OP_RETURN);
    { Value r = run(1); cr_assert_eq(r, V_EXC); Value e = vm_take_exception(vm); cr_assert(v_is_class(e, CLS_ERROR)); }}

Test(bytecode, case_G)
{
    /* for-in keys count + string iteration */
    Fn *t, *f, *g;
    (void)t; (void)f; (void)g;
    t = &F[0]; t->nslots = 3;
    B(t, OP_PUSH_I8); B(t, 0); B(t, OP_PUT_LOC); U(t, 2);
    B(t, OP_NEW_OBJECT); B(t, OP_PUSH_I8); B(t, 1); B(t, OP_DEFINE_PROP); B(t, 1); U(t, K(t, "a"));
    B(t, OP_PUSH_I8); B(t, 2); B(t, OP_DEFINE_PROP); B(t, 1); U(t, K(t, "b"));
    B(t, OP_FOR_IN_START); L(t, 1); J(t, OP_FOR_IN_NEXT, 0); B(t, OP_GET_LOC); U(t, 2); B(t, OP_SWAP); B(t, OP_ADD); B(t, OP_PUT_LOC); U(t, 2); J(t, OP_LOOP, 1);
    L(t, 0); B(t, OP_POP); B(t, OP_GET_LOC); U(t, 2); B(t, OP_RETURN);
    { char *m = str(run(1)); cr_assert_str_eq(m, "0ab"); free(m); }
}

Test(bytecode, case_H)
{
    /* closures over boxes */
    Fn *t, *f, *g;
    (void)t; (void)f; (void)g;
    t = &F[0]; t->nslots = 3; f = &F[1]; f->nslots = 3; g = &F[2]; g->parent = 1; g->nup = 1; g->up[0].from_local = 1; g->up[0].index = 2;
    B(g, OP_GET_UPVAL); U(g, 0); B(g, OP_INC); B(g, OP_DUP); B(g, OP_PUT_UPVAL); U(g, 0); B(g, OP_RETURN);
    B(f, OP_BOX_NEW); U(f, 2); B(f, OP_PUSH_I8); B(f, 0); B(f, OP_PUT_BOX); U(f, 2); B(f, OP_CLOSURE); U(f, 0); B(f, OP_RETURN);
    B(t, OP_CLOSURE); U(t, 0); B(t, OP_PUSH_UNDEF); B(t, OP_CALL); B(t, 0); B(t, OP_PUT_LOC); U(t, 2);
    B(t, OP_GET_LOC); U(t, 2); B(t, OP_PUSH_UNDEF); B(t, OP_CALL); B(t, 0); B(t, OP_POP);
    B(t, OP_GET_LOC); U(t, 2); B(t, OP_PUSH_UNDEF); B(t, OP_CALL); B(t, 0); B(t, OP_RETURN);
    cr_assert_eq(num(run(3)), 2);
}

Test(bytecode, case_I)
{
    /* rest and arguments */
    Fn *t, *f, *g;
    (void)t; (void)f; (void)g;
    t = &F[0]; f = &F[1]; f->np = 2; f->nslots = 4; f->flags = FP_HAS_REST; g = &F[2]; g->nslots = 3; g->flags = FP_USES_ARGUMENTS; g->args_slot = 2;
    B(f, OP_GET_LOC); U(f, 3); FLD(f, OP_GET_FIELD, "length"); B(f, OP_PUSH_I8); B(f, 10); B(f, OP_MUL); B(f, OP_GET_LOC); U(f, 2); B(f, OP_ADD); B(f, OP_RETURN);
    B(g, OP_GET_LOC); U(g, 2); FLD(g, OP_GET_FIELD, "length"); B(g, OP_GET_LOC); U(g, 2); B(g, OP_PUSH_I8); B(g, 3); B(g, OP_GET_ELEM); B(g, OP_ADD); B(g, OP_RETURN);
    B(t, OP_CLOSURE); U(t, 0); B(t, OP_PUSH_UNDEF); B(t, OP_PUSH_I8); B(t, 1); B(t, OP_PUSH_I8); B(t, 2); B(t, OP_PUSH_I8); B(t, 3); B(t, OP_CALL); B(t, 3);
    B(t, OP_CLOSURE); U(t, 1); B(t, OP_PUSH_UNDEF); B(t, OP_PUSH_I8); B(t, 1); B(t, OP_PUSH_I8); B(t, 2); B(t, OP_PUSH_I8); B(t, 3); B(t, OP_PUSH_I8); B(t, 100); B(t, OP_CALL); B(t, 4);
    B(t, OP_ADD); B(t, OP_RETURN);
    cr_assert_eq(num(run(3)), 125);
}

Test(bytecode, case_J)
{
    /* class extends + super */
    Fn *t, *f, *g;
    (void)t; (void)f; (void)g;
    t = &F[0]; t->nslots = 3; f = &F[1]; f->np = 1; f->nslots = 3; f->flags = FP_CLASS_CTOR | FP_METHOD; g = &F[2]; g->flags = FP_CLASS_CTOR | FP_METHOD | FP_DERIVED;
    B(f, OP_PUSH_THIS); B(f, OP_GET_LOC); U(f, 2); FLD(f, OP_PUT_FIELD, "v"); B(f, OP_POP); B(f, OP_RETURN_UNDEF);
    B(g, OP_GET_SUPER_CTOR); B(g, OP_PUSH_UNDEF); B(g, OP_PUSH_I8); B(g, 21); B(g, OP_SUPER_CALL); B(g, 1); B(g, OP_POP); B(g, OP_RETURN_UNDEF);
    B(t, OP_PUSH_EMPTY); B(t, OP_CLOSURE); U(t, 0); B(t, OP_MAKE_CLASS); U(t, K(t, "A")); B(t, OP_POP); B(t, OP_PUT_LOC); U(t, 2);
    B(t, OP_GET_LOC); U(t, 2); B(t, OP_CLOSURE); U(t, 1); B(t, OP_MAKE_CLASS); U(t, K(t, "B")); B(t, OP_POP);
    B(t, OP_DUP); B(t, OP_NEW); B(t, 0); FLD(t, OP_GET_FIELD, "v"); B(t, OP_RETURN);
    cr_assert_eq(num(run(3)), 21);
    t = &F[0]; f = &F[1]; f->flags = FP_CLASS_CTOR | FP_METHOD;
    B(f, OP_RETURN_UNDEF);
    B(t, OP_PUSH_EMPTY); B(t, OP_CLOSURE); U(t, 0); B(t, OP_MAKE_CLASS); U(t, K(t, "A")); B(t, OP_POP); B(t, OP_PUSH_UNDEF); B(t, OP_CALL); B(t, 0); B(t, OP_RETURN);
    { Value r = run(2); cr_assert_eq(r, V_EXC); vm_take_exception(vm); }}

Test(bytecode, case_K)
{
    /* native re-entering JS */
    Fn *t, *f, *g;
    (void)t; (void)f; (void)g;
    {
        size_t sc = gc_scope_open(vm);
        Value *k = gc_handle(vm, vm_atom(vm, "callit"));
        Value nf = vm_new_native(vm, "callit", callit, 1, 0);
        vm_define_own(vm, vm->global, *k, nf, PROP_METHOD);
        gc_scope_close(vm, sc);
    }
    t = &F[0]; f = &F[1]; f->np = 1; f->nslots = 3;
    B(f, OP_GET_LOC); U(f, 2); B(f, OP_PUSH_I8); B(f, 2); B(f, OP_MUL); B(f, OP_RETURN);
    FLD(t, OP_GET_GLOBAL, "callit"); B(t, OP_PUSH_UNDEF); B(t, OP_CLOSURE); U(t, 0); B(t, OP_CALL); B(t, 1); B(t, OP_RETURN);
    cr_assert_eq(num(run(2)), 10);
}

Test(bytecode, case_L)
{
    /* spread call */
    Fn *t, *f, *g;
    (void)t; (void)f; (void)g;
    t = &F[0]; f = &F[1]; f->np = 3; f->nslots = 5;
    B(f, OP_GET_LOC); U(f, 2); B(f, OP_GET_LOC); U(f, 3); B(f, OP_ADD); B(f, OP_GET_LOC); U(f, 4); B(f, OP_ADD); B(f, OP_RETURN);
    B(t, OP_CLOSURE); U(t, 0); B(t, OP_PUSH_UNDEF); B(t, OP_PUSH_I8); B(t, 1); B(t, OP_PUSH_I8); B(t, 2); B(t, OP_PUSH_I8); B(t, 3); B(t, OP_NEW_ARRAY); U(t, 3); B(t, OP_CALL_SPREAD); B(t, OP_RETURN);
    cr_assert_eq(num(run(2)), 6);
}

Test(bytecode, case_M)
{
    /* bound function */
    Fn *t, *f, *g;
    (void)t; (void)f; (void)g;
    t = &F[0]; f = &F[1]; f->np = 2; f->nslots = 4;
    B(f, OP_GET_LOC); U(f, 2); B(f, OP_GET_LOC); U(f, 3); B(f, OP_SUB); B(f, OP_RETURN);
    FLD(t, OP_GET_GLOBAL, "bindit"); B(t, OP_PUSH_UNDEF); B(t, OP_CLOSURE); U(t, 0); B(t, OP_CALL); B(t, 1); B(t, OP_PUSH_UNDEF); B(t, OP_PUSH_I8); B(t, 3); B(t, OP_CALL); B(t, 1); B(t, OP_RETURN);
    {
        size_t sc = gc_scope_open(vm);
        Value *k = gc_handle(vm, vm_atom(vm, "bindit"));
        Value nf = vm_new_native(vm, "bindit", bindit, 1, 0);
        vm_define_own(vm, vm->global, *k, nf, PROP_METHOD);
        gc_scope_close(vm, sc);
    }
    cr_assert_eq(num(run(2)), 7);
}
