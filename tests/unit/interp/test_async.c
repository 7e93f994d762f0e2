/* tests/unit/interp/test_async.c — async functions through lib_vm_new +
 * vm_eval_global and the microtask queue: a suspended activation is a precise
 * root across full collections, each await of a native promise costs one
 * microtask, the activation object's layout (promise and the reused reaction
 * pair), and a rejection from a throw before the first await. */
#include <criterion/criterion.h>
#include <stdlib.h>
#include <string.h>

#include "../../../stdlib/lib.h"
#include "../../../stdlib/promise.h"
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

TestSuite(async, .init = setup, .fini = teardown);

Test(async, runs_to_first_await_then_resumes_from_jobs)
{
    eval("var log = []; async function f() { log.push('a'); await null; log.push('b'); return 'r'; }"
         "var p = f(); log.push('sync'); p.then(v => log.push(v));");
    char *s = eval_str("log.join(',')");
    cr_assert_str_eq(s, "a,sync");
    free(s);
    cr_assert_eq(lib_run_microtasks(vm), 0);
    s = eval_str("log.join(',')");
    cr_assert_str_eq(s, "a,sync,b,r");
    free(s);
    Value p = eval("p");
    cr_assert(lib_is_promise(p));
    cr_assert_eq(lib_promise_state_noalloc(p), PROMISE_FULFILLED);
}

Test(async, suspended_activation_survives_collections)
{
    eval("var gate; var wait = new Promise(r => { gate = r; }); var results = [];"
         "async function h(n) { const keep = { n, list: ['a' + n, 'b' + n] }; await wait;"
         " results.push(keep.list.join('') + keep.n); }"
         "for (let i = 0; i < 40; i++) h(i);");
    gc_collect(vm, "test");
    eval("var junk = []; for (let i = 0; i < 1000; i++) junk.push({ i });");
    gc_collect(vm, "test");
    eval("gate();");
    cr_assert_eq(lib_run_microtasks(vm), 0);
    char *s = eval_str("results.length + ':' + results[39] + ':' + results[7]");
    cr_assert_str_eq(s, "40:a39b3939:a7b77");
    free(s);
}

Test(async, one_tick_per_await_of_a_native_promise)
{
    eval("var log = []; async function f() { await Promise.resolve(); log.push('f1'); await 0; log.push('f2'); }"
         "f(); Promise.resolve().then(() => log.push('t1')).then(() => log.push('t2')).then(() => log.push('t3'));");
    cr_assert_eq(lib_run_microtasks(vm), 0);
    char *s = eval_str("log.join(',')");
    cr_assert_str_eq(s, "f1,t1,f2,t2,t3");
    free(s);
}

Test(async, throw_before_await_rejects)
{
    Value p = eval("async function g(a = missing) {} var q = g(); q.catch(() => {}); q");
    cr_assert(lib_is_promise(p));
    cr_assert_eq(lib_promise_state_noalloc(p), PROMISE_REJECTED);
    Value e = lib_promise_result_noalloc(p);
    cr_assert(v_is_class(e, CLS_ERROR));
    cr_assert_eq(lib_run_microtasks(vm), 0);
}

Test(async, function_object_shape)
{
    char *s = eval_str("async function k() {} const P = Object.getPrototypeOf(k);"
                       "[P[Symbol.toStringTag], P.constructor.name, k.hasOwnProperty('prototype'),"
                       " Object.getPrototypeOf(P) === Object.getPrototypeOf(function () {})].join(',')");
    cr_assert_str_eq(s, "AsyncFunction,AsyncFunction,false,true");
    free(s);
}
