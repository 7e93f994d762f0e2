/* tests/unit/promise/test_promise.c — the C API of stdlib/promise.h: native
 * subscribers, resolve/reject from C, thenable adoption order, the ring
 * queue's growth, and pending promises surviving collections. */
#include <criterion/criterion.h>
#include <string.h>

#include "../../../stdlib/lib.h"
#include "../../../stdlib/promise.h"

static Vm *vm;
static void setup(void) { vm = lib_vm_new(); cr_assert(vm); }
static void teardown(void) { vm_free(vm); vm = NULL; }

TestSuite(promise, .init = setup, .fini = teardown);

/* Reactions record what they saw into the array in their data. */
static Value on_ok(Vm *v, Value *argv, int argc, bool construct)
{
    return vm_array_push(v, lib_native_data(argv), ARG(0)) < 0 ? V_EXC : V_UNDEF;
}

static Value on_err(Vm *v, Value *argv, int argc, bool construct)
{
    return vm_array_push(v, lib_native_data(argv), v_int(-v_get_int(ARG(0)))) < 0 ? V_EXC : V_UNDEF;
}

Test(promise, native_subscribers_run_as_microtasks)
{
    size_t sc = gc_scope_open(vm);
    Value *seen = gc_handle(vm, vm_new_array(vm, 0));
    Value *p = gc_handle(vm, lib_promise_new(vm));
    Value *q = gc_handle(vm, lib_promise_new(vm));
    cr_assert(lib_promise_then_native(vm, *p, on_ok, on_err, *seen) == 0);
    cr_assert(lib_promise_then_native(vm, *q, on_ok, on_err, *seen) == 0);
    cr_expect(lib_promise_state_noalloc(*p) == PROMISE_PENDING);
    cr_assert(lib_promise_resolve_with_js(vm, *p, v_int(7)) == 0);
    cr_assert(lib_promise_reject(vm, *q, v_int(3)) == 0);
    cr_assert(lib_promise_reject(vm, *p, v_int(9)) == 0); /* already settled: ignored */
    cr_expect(vm_array(*seen)->length == 0, "reactions wait for the microtask queue");
    gc_collect(vm, "test");
    cr_assert(lib_run_microtasks(vm) == 0);
    cr_assert(vm_array(*seen)->length == 2);
    cr_expect(vm_array(*seen)->elems->v[0] == v_int(7));
    cr_expect(vm_array(*seen)->elems->v[1] == v_int(-3));
    cr_expect(lib_promise_state_noalloc(*p) == PROMISE_FULFILLED);
    cr_expect(lib_promise_result_noalloc(*q) == v_int(3));
    gc_scope_close(vm, sc);
}

Test(promise, adopting_a_promise_takes_two_extra_jobs)
{
    size_t sc = gc_scope_open(vm);
    Value *seen = gc_handle(vm, vm_new_array(vm, 0));
    Value *inner = gc_handle(vm, lib_promise_resolve_js(vm, v_int(1)));
    Value *outer = gc_handle(vm, lib_promise_new(vm));
    cr_assert(lib_promise_resolve_with_js(vm, *outer, *inner) == 0);
    cr_expect(lib_promise_resolve_js(vm, *inner) == *inner, "PromiseResolve returns a %%Promise%% as is");
    cr_assert(lib_promise_then_native(vm, *outer, on_ok, NULL, *seen) == 0);
    cr_assert(lib_promise_then_native(vm, *inner, on_ok, NULL, *seen) == 0);
    Value *two = gc_handle(vm, lib_promise_resolve_js(vm, v_int(2)));
    cr_assert(lib_promise_then_native(vm, *two, on_ok, NULL, *seen) == 0);
    cr_assert(lib_run_microtasks(vm) == 0);
    cr_assert(vm_array(*seen)->length == 3);
    cr_expect(vm_array(*seen)->elems->v[0] == v_int(1));
    cr_expect(vm_array(*seen)->elems->v[1] == v_int(2));
    cr_expect(vm_array(*seen)->elems->v[2] == v_int(1), "the adopted value arrives last");
    gc_scope_close(vm, sc);
}

Test(promise, ring_grows_in_order_across_collections)
{
    size_t sc = gc_scope_open(vm);
    for (int i = 0; i < 1000; i++) {
        Value s = vm_num_to_str(vm, i);
        cr_assert(s != V_EXC);
        cr_assert(lib_ring_push(vm, B_IMMEDIATES, s) == 0);
        if (i % 100 == 0)
            gc_collect(vm, "test");
    }
    cr_expect(lib_ring_len_noalloc(vm, B_IMMEDIATES) == 1000);
    for (int i = 0; i < 1000; i++) {
        Value s = lib_ring_shift_noalloc(vm, B_IMMEDIATES);
        double d;
        cr_assert(vm_to_number_js(vm, s, &d) == 0);
        cr_expect(d == i);
    }
    cr_expect(lib_ring_shift_noalloc(vm, B_IMMEDIATES) == V_EMPTY);
    gc_scope_close(vm, sc);
}

static Value throws(Vm *v, Value *argv, int argc, bool construct)
{
    return vm_throw_error(v, ERR_TYPE, "from native reaction");
}

Test(promise, a_throwing_native_reaction_is_uncaught)
{
    size_t sc = gc_scope_open(vm);
    Value *p = gc_handle(vm, lib_promise_new(vm));
    cr_assert(lib_promise_then_native(vm, *p, throws, NULL, V_UNDEF) == 0);
    cr_assert(lib_promise_resolve_with_js(vm, *p, v_int(1)) == 0);
    cr_expect(lib_run_microtasks(vm) == -1, "no result capability: the error is uncaught");
    cr_expect(vm->has_exception);
    vm_take_exception(vm);
    cr_expect(lib_run_microtasks(vm) == 0);
    gc_scope_close(vm, sc);
}

/* include/tarn.h: tarn_run_once never sleeps and says whether work remains;
 * tarn_run_loop runs until idle; an error is left pending. */
#include "../../../include/tarn.h"

static int32_t global_int(const char *name)
{
    Value v = vm_get_str_js(vm, vm->global, name);
    cr_assert(v_is_number(v));
    return (int32_t)v_to_double(v);
}

Test(promise, embedding_api_runs_the_loop)
{
    tarn_vm *tv = (tarn_vm *)vm;
    const char *src = "globalThis.a = 0; globalThis.b = 0;"
                      "Promise.resolve().then(() => { a = 1; });"
                      "setTimeout(() => { b = 2; }, 30);";
    cr_assert(tarn_eval(tv, src, strlen(src), "embed.js") == TARN_OK);
    cr_expect(global_int("a") == 0, "reactions wait for the loop");
    cr_expect(tarn_run_once(tv) == 1, "the timer is still pending");
    cr_expect(global_int("a") == 1);
    cr_expect(global_int("b") == 0);
    cr_expect(tarn_run_loop(tv) == TARN_OK);
    cr_expect(global_int("b") == 2);
    cr_expect(tarn_run_once(tv) == 0, "idle");
    const char *bad = "setImmediate(() => { throw new Error('cb'); });";
    cr_assert(tarn_eval(tv, bad, strlen(bad), "bad.js") == TARN_OK);
    cr_expect(tarn_run_loop(tv) == TARN_ERROR);
    cr_expect(vm->has_exception);
    tarn_clear_error(tv);
    tarn_set_unhandled_rejections(tv, TARN_REJECT_NONE);
    const char *rej = "Promise.reject(1);";
    cr_assert(tarn_eval(tv, rej, strlen(rej), "rej.js") == TARN_OK);
    cr_expect(tarn_run_loop(tv) == TARN_OK, "mode none ignores the rejection");
    cr_expect(tarn_exit_code(tv) == 0);
}
