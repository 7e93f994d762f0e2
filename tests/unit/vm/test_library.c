/* tests/unit/vm/test_library.c — the core runs with any library
 * (vm/library.h): a VM made with a small library of this file's own, and
 * no stdlib/ code referenced, compiles and runs scripts, calls the hooks
 * for regex literals, async functions and built-in modules, sizes and
 * traces the library's root slots, and releases the library's state; and
 * asks it for a property made on first use only when its value is needed. */
#include <criterion/criterion.h>
#include <string.h>

#include "../../../gc/gc.h"
#include "../../../vm/module.h"
#include "../../../vm/vm.h"

enum { NSLOTS = 3 };
static int installs, releases, regexps, traces;

static int t_install(Vm *vm)
{
    installs++;
    vm->builtin[B__CORE_COUNT] = vm_new_object(vm); /* the library's first slot */
    return vm->builtin[B__CORE_COUNT] == V_EXC ? -1 : 0;
}
static void t_trace(Vm *vm, GcTracer *t) { traces++; }
static void t_release(Vm *vm) { releases++; }
static Value t_inspect(Vm *vm, Value v, int depth, bool colors) { return vm_str_from_cstr(vm, "<value>"); }
static char *t_improve(Vm *vm, Value err, const char *stack) { return NULL; }
static Value t_regexp_new(Vm *vm, Value pattern, Value flags, const char *file)
{
    regexps++;
    return vm_new_object(vm);
}
static Value t_async_start(Vm *vm, Value *gen)
{
    return vm_throw_error(vm, ERR_TYPE, "this library has no async functions");
}
static Value t_async_from_sync(Vm *vm, Value *iter, Value *next)
{
    return vm_throw_error(vm, ERR_TYPE, "this library has no for await");
}
static double t_next_ms(Vm *vm) { return -1; }
static int t_turn(Vm *vm, double max_wait_ms) { return 0; }

/* properties made on first use (vm_define_lazy): token n is worth 10 n;
 * a negative token throws */
static int makes;
static Value t_lazy_value(Vm *vm, Value obj, Value key, Value token)
{
    makes++;
    if (v_get_int(token) < 0)
        return vm_throw_error(vm, ERR_TYPE, "no value");
    return v_int(10 * v_get_int(token));
}

static const char *const answer_names[] = {"answer", "twice", NULL};
static Value answer_value(Vm *vm, int i) { return v_int(42 * (i + 1)); }
static const VmBuiltinModule answer_module = {"tarn:answer", answer_names, answer_value};
static const VmBuiltinModule *const modules[] = {&answer_module, NULL};

static const VmLibrary test_library = {
    .nslots = NSLOTS,
    .install = t_install,
    .trace = t_trace,
    .release = t_release,
    .inspect_js = t_inspect,
    .improve_stack_js = t_improve,
    .regexp_new = t_regexp_new,
    .async_start = t_async_start,
    .async_from_sync = t_async_from_sync,
    .loop_next_ms = t_next_ms,
    .loop_turn_js = t_turn,
    .modules = modules,
    .lazy_value_js = t_lazy_value,
};

static Value eval(Vm *vm, const char *src) { return vm_eval_global(vm, src, strlen(src), "library.js"); }

Test(library, the_core_runs_scripts_with_another_library)
{
    installs = releases = regexps = traces = 0;
    Vm *vm = vm_new(&test_library);
    cr_assert(vm);
    cr_assert_eq(installs, 1);
    cr_assert_eq(vm->nbuiltins, B__CORE_COUNT + NSLOTS);

    /* the core's intrinsics are there without any builtin global */
    cr_assert_eq(eval(vm, "let s = 0; for (const x of [1, 2, 3]) s += x; s"), v_int(6));
    cr_assert_eq(eval(vm, "function* g() { yield 4; } [...g()][0]"), v_int(4));
    cr_assert_eq(eval(vm, "typeof Array"), vm->atom[A_undefined]); /* no library globals */

    /* a regex literal is the library's */
    cr_assert(v_is_object(eval(vm, "/a+/g")));
    cr_assert_eq(regexps, 1);

    /* an async function is the library's too: this one refuses */
    cr_assert_eq(eval(vm, "(async function () {})()"), V_EXC);
    vm_take_exception(vm);

    /* built-in modules come from the library's registry */
    const char *src = "import { answer, twice } from 'tarn:answer'; globalThis.r = answer + twice;";
    cr_assert_neq(vm_run_module_source(vm, src, strlen(src), "/tmp/library_test.mjs"), V_EXC);
    cr_assert_eq(eval(vm, "r"), v_int(126));
    src = "import { x } from 'tarn:fs';";
    cr_assert_eq(vm_run_module_source(vm, src, strlen(src), "/tmp/library_test2.mjs"), V_EXC);
    vm_take_exception(vm);

    /* the library's slots are roots, and its trace hook runs */
    gc_collect(vm, "test");
    gc_collect_minor(vm, "test");
    cr_assert(v_is_object(vm->builtin[B__CORE_COUNT]));
    cr_assert_geq(traces, 2);

    vm_free(vm);
    cr_assert_eq(releases, 1);
}

static bool eval_is(Vm *vm, const char *src, const char *want)
{
    Value v = eval(vm, src);
    char *s = v_is_string(v) ? vm_str_to_utf8(vm, v, NULL) : NULL;
    bool ok = s && !strcmp(s, want);
    if (!ok)
        cr_log_error("%s: got %s, want %s", src, s ? s : "(not a string)", want);
    free(s);
    return ok;
}

static void def_lazy(Vm *vm, const char *name, int token, unsigned attrs)
{
    Value o = eval(vm, "o");
    cr_assert_eq(vm_define_lazy(vm, o, vm_key(vm, name), v_int(token), attrs), 0);
}

Test(library, a_property_made_on_first_use)
{
    makes = 0;
    Vm *vm = vm_new(&test_library);
    cr_assert(vm);
    /* no library globals here: no Object.keys nor getOwnPropertyDescriptor */
    cr_assert_neq(eval(vm, "var o = { a: 1 }; var child = { __proto__: o };"
                           "function keys() { var s = ''; for (var k in o) s += k + ','; return s; } 0"),
                  V_EXC);
    def_lazy(vm, "lazy", 2, PROP_DEFAULT);
    cr_assert_neq(eval(vm, "o.b = 2"), V_EXC);
    def_lazy(vm, "ro", 3, PROP_ENUMERABLE);
    def_lazy(vm, "gone", 4, PROP_ENUMERABLE | PROP_CONFIGURABLE);
    def_lazy(vm, "inherited", 5, PROP_DEFAULT);
    def_lazy(vm, "bad", -1, PROP_DEFAULT);
    gc_collect(vm, "test"); /* the tokens are traced while pending */
    gc_collect_minor(vm, "test");

    /* keys, `in` and delete need no value */
    cr_assert(eval_is(vm, "keys()", "a,lazy,b,ro,gone,inherited,bad,"));
    cr_assert_eq(eval(vm, "'lazy' in o && 'ro' in child"), V_TRUE);
    cr_assert_eq(eval(vm, "delete o.ro"), V_FALSE); /* not configurable */
    cr_assert_eq(eval(vm, "delete o.gone"), V_TRUE);
    cr_assert_eq(eval(vm, "'gone' in o"), V_FALSE);
    cr_assert_eq(makes, 0);

    /* a read makes it once; an inline cache then holds it */
    cr_assert_eq(eval(vm, "function f(x) { return x.lazy; } f(o) + f(o) + f(o)"), v_int(60));
    cr_assert_eq(makes, 1);
    /* through a prototype, and by a descriptor */
    cr_assert_eq(eval(vm, "child.inherited"), v_int(50));
    PropDesc d;
    cr_assert_eq(vm_get_own_prop(vm, eval(vm, "o"), vm_key(vm, "ro"), &d), 1);
    cr_assert_eq(d.value, v_int(30));
    cr_assert_eq(d.attrs, PROP_ENUMERABLE);
    cr_assert_eq(makes, 3);
    cr_assert_eq(eval(vm, "o.ro = 9; o.ro"), v_int(30)); /* read-only, sloppy */

    /* a failing make throws at each use and leaves it pending */
    cr_assert_eq(eval(vm, "o.bad"), V_EXC);
    vm_take_exception(vm);
    cr_assert_eq(eval(vm, "o.bad"), V_EXC);
    vm_take_exception(vm);
    cr_assert_eq(makes, 5);
    cr_assert_eq(eval(vm, "o.bad = 7; o.bad"), V_EXC); /* a [[Set]] needs it made too */
    vm_take_exception(vm);

    /* made, they keep their places */
    cr_assert(eval_is(vm, "keys()", "a,lazy,b,ro,inherited,bad,"));
    vm_free(vm);
}
