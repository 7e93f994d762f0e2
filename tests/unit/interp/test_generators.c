/* tests/unit/interp/test_generators.c — generators through lib_vm_new +
 * vm_eval_global and from C: resumption modes, suspended frames as GC roots
 * across full collections, the saved handler records, and resumption from C
 * (vm_gen_resume, as an async function's await will use it). */
#include <criterion/criterion.h>
#include <stdlib.h>
#include <string.h>

#include "../../../stdlib/lib.h"
#include "../../../vm/frame.h"

static Vm *vm;

static void setup(void) { vm = lib_vm_new(); }
static void teardown(void) { vm_free(vm); }

static Value eval(const char *src)
{
    Value v = vm_eval_global(vm, src, strlen(src), "test.js");
    if (v == V_EXC) {
        vm_report_exception(vm, stderr);
        vm_take_exception(vm);
    }
    return v;
}

static char *eval_str(const char *src)
{
    Value v = eval(src);
    cr_assert(v != V_EXC, "exception in: %s", src);
    cr_assert(v_is_string(v), "not a string: %s", src);
    return vm_str_to_utf8(vm, v, NULL);
}

TestSuite(gen, .init = setup, .fini = teardown);

Test(gen, modes)
{
    char *s = eval_str("function* g() { try { const a = yield 1; yield a * 2; } catch (e) { yield 'c' + e; }"
                       " finally { yield 'f'; } }"
                       "const x = g(); const r = [x.next().value, x.next(21).value, x.throw(7).value,"
                       " x.return(9).value, x.next().value, x.next().done]; r.join(',')");
    cr_assert_str_eq(s, "1,42,c7,f,9,true");
    free(s);
}

Test(gen, suspended_frame_survives_collections)
{
    eval("function* h(n) { const keep = { n, list: ['a' + n, 'b' + n] }; yield 0; yield keep.list.join('') + keep.n; }"
         "var gens = []; for (let i = 0; i < 50; i++) { const it = h(i); it.next(); gens.push(it); }");
    gc_collect(vm, "test");
    eval("var junk = []; for (let i = 0; i < 1000; i++) junk.push({ i });");
    gc_collect(vm, "test");
    char *s = eval_str("gens[49].next().value + gens[7].next().value");
    cr_assert_str_eq(s, "a49b4949a7b77");
    free(s);
}

Test(gen, saved_frame_layout)
{
    Value g = eval("function* t() { try { try { yield 1; } finally {} } catch (e) {} } var it = t(); it.next(); it");
    cr_assert(v_is_class(g, CLS_GENERATOR));
    GeneratorObj *go = (GeneratorObj *)v_cell(g);
    cr_assert_eq(v_get_int(go->state), GEN_SUSPENDED);
    GenFrame *f = v_cell(go->frame);
    cr_assert_eq(f->nhandlers, 2, "two live handlers saved, got %u", f->nhandlers);
    cr_assert(f->nvals >= 2 && f->nvals <= f->cap);
    cr_assert(v_is_class(f->v[0], CLS_FUNCTION), "fp[0] is the generator function");
    GenHandler *h = genframe_handlers(f);
    for (int i = 0; i < 2; i++) {
        cr_assert(h[i].target < f->proto->code_len);
        cr_assert(h[i].sp <= f->nvals);
    }
}

Test(gen, resume_from_c)
{
    Value g = eval("function* t() { const a = yield 'ready'; return a + '!'; } var it = t(); it");
    size_t sc = gc_scope_open(vm);
    Value *gh = gc_handle(vm, g);
    Value *v = gc_handle(vm, V_UNDEF);
    Value r = vm_gen_resume(vm, gh, GEN_MODE_NEXT, v);
    cr_assert(v_is_object(r));
    *v = vm_str_from_cstr(vm, "go");
    r = vm_gen_resume(vm, gh, GEN_MODE_NEXT, v);
    cr_assert(v_is_object(r));
    Value val = vm_get_prop_js(vm, r, vm->atom[A_value]);
    char *s = vm_str_to_utf8(vm, val, NULL);
    cr_assert_str_eq(s, "go!");
    free(s);
    cr_assert_eq(v_get_int(((GeneratorObj *)v_cell(*gh))->state), GEN_DONE);
    /* a finished generator: throw() rethrows */
    *v = v_int(3);
    cr_assert_eq(vm_gen_resume(vm, gh, GEN_MODE_THROW, v), V_EXC);
    cr_assert_eq(vm_take_exception(vm), v_int(3));
    gc_scope_close(vm, sc);
}

Test(gen, already_running_and_not_constructor)
{
    char *s = eval_str("function* s() { try { me.next(); } catch (e) { yield e.message; } } var me = s();"
                       "let m = me.next().value; try { new s(); } catch (e) { m += '|' + e.message; } m");
    cr_assert_str_eq(s, "Generator is already running|s is not a constructor");
    free(s);
}
