/* tests/unit/interp/test_async_gen.c — async generators and async iteration
 * through lib_vm_new + vm_eval_global and the microtask queue: the AsyncGenObj
 * state machine and its request queue (stdlib/async_gen.c) as the spec's
 * states, queued requests answered in order, a parked generator with queued
 * requests as a precise root across full collections, and the
 * CreateAsyncFromSyncIterator wrapper (stdlib/async_iter.c) driven from C. */
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

static void expect_str(const char *src, const char *want)
{
    char *s = eval_str(src);
    cr_assert_str_eq(s, want, "%s", src);
    free(s);
}

static int state_of(const char *expr)
{
    Value g = eval(expr);
    cr_assert(v_is_class(g, CLS_ASYNC_GENERATOR), "not an async generator: %s", expr);
    return v_get_int(((AsyncGenObj *)v_cell(g))->agstate);
}

/* Requests waiting in the generator's queue. */
static int queue_len(const char *expr)
{
    Value g = eval(expr);
    cr_assert(v_is_class(g, CLS_ASYNC_GENERATOR));
    int n = 0;
    for (Value r = ((AsyncGenObj *)v_cell(g))->head; r != V_UNDEF; r = ((Values *)v_cell(r))->v[AGQ_NEXT])
        n++;
    return n;
}

TestSuite(async_gen, .init = setup, .fini = teardown);

Test(async_gen, states_follow_the_spec)
{
    eval("var gate; var wait = new Promise(r => { gate = r; });"
         "async function* g() { yield 1; await wait; yield 2; } var it = g();");
    cr_assert_eq(state_of("it"), AG_START);
    eval("it.next();");
    /* the first yield answers at once (its operand's await is one tick) */
    cr_assert_eq(state_of("it"), AG_EXECUTING);
    cr_assert_eq(lib_run_microtasks(vm), 0);
    cr_assert_eq(state_of("it"), AG_SUSPENDED_YIELD);
    cr_assert_eq(queue_len("it"), 0);
    eval("it.next(); it.next(); it.next();");
    cr_assert_eq(lib_run_microtasks(vm), 0);
    /* parked at `await wait` with three requests queued */
    cr_assert_eq(state_of("it"), AG_EXECUTING);
    cr_assert_eq(queue_len("it"), 3);
    eval("gate();");
    cr_assert_eq(lib_run_microtasks(vm), 0);
    cr_assert_eq(state_of("it"), AG_COMPLETED);
    cr_assert_eq(queue_len("it"), 0);
    cr_assert_eq(((GeneratorObj *)v_cell(eval("it")))->frame, V_UNDEF);
}

Test(async_gen, return_on_a_fresh_generator_awaits_its_value)
{
    eval("var log = []; async function* g() { log.push('never'); } var it = g();"
         "it.return(Promise.resolve('r')).then(v => log.push(v.value + ':' + v.done));"
         "it.next().then(v => log.push(String(v.value) + ':' + v.done));");
    cr_assert_eq(state_of("it"), AG_AWAITING_RETURN);
    cr_assert_eq(queue_len("it"), 2);
    cr_assert_eq(lib_run_microtasks(vm), 0);
    cr_assert_eq(state_of("it"), AG_COMPLETED);
    expect_str("log.join(',')", "r:true,undefined:true");
}

Test(async_gen, queued_requests_answer_in_order)
{
    eval("var log = []; async function* g() { const a = yield 'y1'; log.push('got ' + a); yield 'y2'; }"
         "var it = g(); var ps = [it.next('x'), it.next('A'), it.throw('T'), it.next('B')];"
         "ps.forEach((p, i) => p.then(r => log.push(i + ' ' + r.value + ' ' + r.done), e => log.push(i + ' rej ' + e)));");
    cr_assert_eq(lib_run_microtasks(vm), 0);
    expect_str("log.join('|')", "got A|0 y1 false|1 y2 false|2 rej T|3 undefined true" /* node 20 prints the same */);
}

Test(async_gen, parked_generators_survive_collections)
{
    eval("var gate; var wait = new Promise(r => { gate = r; }); var out = [];"
         "async function* g(n) { const keep = { n, list: ['a' + n, 'b' + n] }; await wait; yield keep.list.join('') + keep.n; }"
         "var gens = []; for (let i = 0; i < 30; i++) { const it = g(i); gens.push(it);"
         " it.next().then(r => out.push(r.value)); it.next(); it.return('done'); }");
    gc_collect(vm, "test");
    eval("var junk = []; for (let i = 0; i < 1000; i++) junk.push({ i });");
    gc_collect(vm, "test");
    cr_assert_eq(queue_len("gens[7]"), 3);
    eval("gate();");
    cr_assert_eq(lib_run_microtasks(vm), 0);
    expect_str("out.length + ':' + out[0] + ':' + out[29]", "30:a0b00:a29b2929");
    cr_assert_eq(state_of("gens[3]"), AG_COMPLETED);
}

Test(async_gen, async_from_sync_wrapper_from_c)
{
    size_t sc = gc_scope_open(vm);
    Value *it = gc_handle(vm, eval("var arr = [Promise.resolve('p'), 'plain']; arr[Symbol.iterator]()"));
    Value *next = gc_handle(vm, vm_get_prop_js(vm, *it, vm->atom[A_next]));
    cr_assert(vm->lib->async_from_sync != NULL);
    Value *w = gc_handle(vm, vm->lib->async_from_sync(vm, it, next));
    cr_assert(v_is_class(*w, CLS_ASYNC_FROM_SYNC));
    Value *wnext = gc_handle(vm, vm_get_prop_js(vm, *w, vm->atom[A_next]));
    Value *p1 = gc_handle(vm, vm_call_js(vm, *wnext, *w, 0, NULL));
    Value *p2 = gc_handle(vm, vm_call_js(vm, *wnext, *w, 0, NULL));
    Value *p3 = gc_handle(vm, vm_call_js(vm, *wnext, *w, 0, NULL));
    cr_assert(lib_is_promise(*p1) && lib_is_promise(*p2) && lib_is_promise(*p3));
    cr_assert_eq(lib_promise_state_noalloc(*p1), PROMISE_PENDING); /* the value is awaited in a job */
    gc_collect(vm, "test");
    cr_assert_eq(lib_run_microtasks(vm), 0);
    Value *vals[3] = {p1, p2, p3};
    const char *want[3] = {"p", "plain", NULL};
    for (int i = 0; i < 3; i++) {
        cr_assert_eq(lib_promise_state_noalloc(*vals[i]), PROMISE_FULFILLED);
        Value *r = gc_handle(vm, lib_promise_result_noalloc(*vals[i]));
        Value d = vm_get_prop_js(vm, *r, vm->atom[A_done]);
        cr_assert_eq(d, v_bool(want[i] == NULL));
        Value v = vm_get_prop_js(vm, *r, vm->atom[A_value]);
        if (want[i]) {
            char *s = vm_str_to_utf8(vm, v, NULL);
            cr_assert_str_eq(s, want[i]);
            free(s);
        } else {
            cr_assert_eq(v, V_UNDEF);
        }
    }
    gc_scope_close(vm, sc);
}

Test(async_gen, function_object_shape)
{
    expect_str("async function* k() {} const P = Object.getPrototypeOf(k);"
               "[P[Symbol.toStringTag], P.constructor.name, P.prototype[Symbol.toStringTag],"
               " Object.getPrototypeOf(k.prototype) === P.prototype, typeof k.prototype,"
               " Object.getPrototypeOf(P) === Object.getPrototypeOf(function () {})].join(',')",
               "AsyncGeneratorFunction,AsyncGeneratorFunction,AsyncGenerator,true,object,true");
}
