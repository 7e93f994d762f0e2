/* tests/unit/api/test_checked.c — the embedding API's checked mode
 * (TARN_API_CHECK=1; docs/embedding.md "Debugging a host"): a value from
 * another VM, a handle used after its scope closed (also once its slot
 * holds another handle), a native's argument kept past its return, a
 * persistent handle used after tarn_release and another VM's class abort
 * with a message naming the rule and the function. Each mistake runs in a
 * forked child whose stderr is read back; the environment is set before
 * tarn_vm_new, which reads it. The last tests check that checked mode
 * changes no result, across collections that move the values. */
#include <criterion/criterion.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "../../../include/tarn.h"
#include "expect_abort.h"

static void expect_abort(void (*fn)(void), const char *want) { expect_abort_in_child(fn, want, 1); }

static void cross_vm_set(void)
{
    tarn_vm *a = tarn_vm_new(), *b = tarn_vm_new();
    tarn_scope sa = tarn_scope_open(a), sb = tarn_scope_open(b);
    tarn_value from_a = tarn_object_new(a);
    tarn_value obj_b = tarn_object_new(b);
    tarn_set(b, obj_b, "x", from_a); /* the segfault once a is freed */
    tarn_scope_close(b, sb);
    tarn_scope_close(a, sa);
}

Test(api_checked, a_value_from_another_vm_is_refused)
{
    expect_abort(cross_vm_set, "tarn: tarn_set: not a handle of this VM: a value from another tarn_vm");
}

static void cross_vm_call_arg(void)
{
    tarn_vm *a = tarn_vm_new(), *b = tarn_vm_new();
    tarn_scope sa = tarn_scope_open(a), sb = tarn_scope_open(b);
    tarn_value s = tarn_string(a, "hi", 2);
    tarn_value f = tarn_eval_value(b, "(x => x)", 8, "f.js");
    tarn_call(b, f, NULL, 1, &s);
    tarn_scope_close(b, sb);
    tarn_scope_close(a, sa);
}

Test(api_checked, an_argument_from_another_vm_is_refused)
{
    expect_abort(cross_vm_call_arg, "tarn: tarn_call: not a handle of this VM");
}

static void stale_after_close(void)
{
    tarn_vm *vm = tarn_vm_new();
    tarn_scope s = tarn_scope_open(vm);
    tarn_value h = tarn_number(vm, 1);
    tarn_scope_close(vm, s);
    tarn_get_number(vm, h);
}

Test(api_checked, a_handle_used_after_its_scope_closed_is_stale)
{
    expect_abort(stale_after_close, "tarn: tarn_get_number: stale handle: the scope it was made in has closed");
}

/* Without checks the old handle reads the new one's value (2) silently. */
static void stale_after_reuse(void)
{
    tarn_vm *vm = tarn_vm_new();
    tarn_scope s = tarn_scope_open(vm);
    tarn_value h = tarn_number(vm, 1);
    tarn_scope_close(vm, s);
    s = tarn_scope_open(vm);
    tarn_value h2 = tarn_number(vm, 2);
    (void)h2;
    tarn_type(vm, h);
}

Test(api_checked, a_stale_handle_is_caught_after_its_slot_is_reused)
{
    expect_abort(stale_after_reuse, "tarn: tarn_type: stale handle");
}

/* A ring slot is reused only after 2^28 newer handles: a stale handle is
 * still caught after 300,000. (A ring of 65,536 slots handed h's slot to
 * the live handle made 65,536 handles after it, and h read that one's
 * value silently.) */
static void stale_after_many(void)
{
    tarn_vm *vm = tarn_vm_new();
    tarn_scope s = tarn_scope_open(vm);
    tarn_value h = tarn_number(vm, 1);
    tarn_scope_close(vm, s);
    s = tarn_scope_open(vm);
    tarn_value live[8];
    for (int i = 0; i < 300000; i++) {
        tarn_scope t = tarn_scope_open(vm);
        tarn_value n = tarn_number(vm, i);
        tarn_scope_close(vm, t);
        (void)n;
        if (i % 65536 == 65534)
            live[i / 65536] = tarn_number(vm, i); /* live, each 65,536 handles after the last */
    }
    (void)live;
    tarn_get_number(vm, h);
}

Test(api_checked, a_stale_handle_is_caught_after_many_newer_handles)
{
    expect_abort(stale_after_many, "tarn: tarn_get_number: stale handle");
}

static tarn_value kept;
static tarn_value keep_arg(tarn_vm *vm, tarn_value self, int argc, const tarn_value *argv, void *d)
{
    (void)vm, (void)self, (void)d;
    kept = argc ? argv[0] : NULL;
    return NULL;
}

static void native_arg_kept(void)
{
    tarn_vm *vm = tarn_vm_new();
    tarn_scope s = tarn_scope_open(vm);
    tarn_define_function(vm, NULL, "keep", keep_arg, 1, NULL);
    const char *src = "keep({ n: 1 }); 0";
    tarn_eval_value(vm, src, strlen(src), "k.js");
    tarn_get(vm, kept, "n");
    tarn_scope_close(vm, s);
}

Test(api_checked, a_native_argument_kept_past_its_return_is_stale)
{
    expect_abort(native_arg_kept, "tarn: tarn_get: stale handle");
}

static tarn_value ret_stale(tarn_vm *vm, tarn_value self, int argc, const tarn_value *argv, void *d)
{
    (void)self, (void)argc, (void)argv, (void)d;
    tarn_scope s = tarn_scope_open(vm);
    tarn_value r = tarn_number(vm, 7);
    tarn_scope_close(vm, s);
    return r;
}

static void native_returns_stale(void)
{
    tarn_vm *vm = tarn_vm_new();
    tarn_scope s = tarn_scope_open(vm);
    tarn_define_function(vm, NULL, "f", ret_stale, 0, NULL);
    tarn_eval_value(vm, "f()", 3, "f.js");
    tarn_scope_close(vm, s);
}

Test(api_checked, a_native_returning_a_closed_handle_is_caught)
{
    expect_abort(native_returns_stale, "tarn: a native function's return value: stale handle");
}

static void persistent_after_release(void)
{
    tarn_vm *vm = tarn_vm_new();
    tarn_scope s = tarn_scope_open(vm);
    tarn_value p = tarn_persist(vm, tarn_number(vm, 1));
    tarn_release(vm, p);
    tarn_value q = tarn_persist(vm, tarn_number(vm, 2)); /* would reuse p's slot unchecked */
    (void)q;
    tarn_get_number(vm, p);
    tarn_scope_close(vm, s);
}

Test(api_checked, a_persistent_handle_used_after_release_is_caught)
{
    expect_abort(persistent_after_release, "tarn: tarn_get_number: persistent handle used after tarn_release");
}

static void class_of_another_vm(void)
{
    tarn_vm *a = tarn_vm_new(), *b = tarn_vm_new();
    tarn_class *c = tarn_class_new(a, "Thing", NULL, 0, NULL, NULL);
    tarn_scope s = tarn_scope_open(b);
    tarn_instance_new(b, c, NULL, 0);
    tarn_scope_close(b, s);
}

Test(api_checked, a_class_of_another_vm_is_refused)
{
    expect_abort(class_of_another_vm, "tarn: tarn_instance_new: not a class of this VM");
}

/* ---- checked mode changes no result ---------------------------------------------- */

static tarn_value add(tarn_vm *vm, tarn_value self, int argc, const tarn_value *argv, void *d)
{
    (void)self, (void)d;
    tarn_value o = tarn_object_new(vm); /* allocates: may move argv's values */
    tarn_set(vm, o, "sum", tarn_number(vm, tarn_get_number(vm, argv[0]) + tarn_get_number(vm, argv[1])));
    return argc == 2 ? tarn_get(vm, o, "sum") : NULL;
}

Test(api_checked, values_survive_collections_in_checked_mode)
{
    setenv("TARN_API_CHECK", "1", 1);
    tarn_vm *vm = tarn_vm_new();
    unsetenv("TARN_API_CHECK");
    tarn_scope top = tarn_scope_open(vm);
    tarn_define_function(vm, NULL, "add", add, 2, NULL);
    const char *src = "(function (i) { const o = { s: 'v' + i }; return add(i, o.s.length); })";
    tarn_value f = tarn_persist(vm, tarn_eval_value(vm, src, strlen(src), "f.js"));
    tarn_value keep = tarn_string(vm, "kept across collections", 23);
    double total = 0;
    for (int i = 0; i < 300; i++) { /* more handles than one ring pass needs under stress */
        tarn_scope s = tarn_scope_open(vm);
        tarn_value arg = tarn_number(vm, i);
        tarn_value r = tarn_call(vm, f, NULL, 1, &arg);
        cr_assert(r, "call %d failed", i);
        total += tarn_get_number(vm, r);
        if (i % 50 == 0)
            tarn_vm_gc(vm, i % 100 == 0);
        tarn_scope_close(vm, s);
    }
    double want = 0;
    for (int i = 0; i < 300; i++)
        want += i + 1 + (i < 10 ? 1 : i < 100 ? 2 : 3);
    cr_assert_eq(total, want);
    char *k = tarn_to_string(vm, keep, NULL);
    cr_assert_str_eq(k, "kept across collections");
    free(k);
    tarn_release(vm, f);
    tarn_scope_close(vm, top);
    tarn_vm_free(vm);
}

/* Long-lived handles keep their values while hundreds of thousands of
 * short-lived ones come and go (the ring's pages without a live slot are
 * given back, and collections move the values), and the pages given back
 * keep the process's memory flat. */
static long resident_kib(void)
{
    long pages = 0, rss = 0;
    FILE *f = fopen("/proc/self/statm", "r");
    if (f) {
        if (fscanf(f, "%ld %ld", &pages, &rss) != 2)
            rss = 0;
        fclose(f);
    }
    return rss * (sysconf(_SC_PAGESIZE) / 1024);
}

Test(api_checked, live_handles_last_while_the_ring_turns_over)
{
    setenv("TARN_API_CHECK", "1", 1);
    tarn_vm *vm = tarn_vm_new();
    unsetenv("TARN_API_CHECK");
    tarn_scope top = tarn_scope_open(vm);
    tarn_value first = tarn_string(vm, "first", 5);
    tarn_value obj = tarn_eval_value(vm, "({ n: 41 })", 11, "o.js");
    long before = 0;
    for (int i = 0; i < 600000; i++) {
        tarn_scope s = tarn_scope_open(vm);
        tarn_value n = tarn_number(vm, i);
        cr_assert_eq(tarn_get_number(vm, n), i);
        if (i % 100000 == 0)
            tarn_vm_gc(vm, i % 200000 == 0);
        tarn_scope_close(vm, s);
        if (i == 100000)
            before = resident_kib();
    }
    long grown = resident_kib() - before;
    char *f = tarn_to_string(vm, first, NULL);
    cr_assert_str_eq(f, "first");
    free(f);
    cr_assert_eq(tarn_get_number(vm, tarn_get(vm, obj, "n")), 41);
    /* 500,000 handles of 16 bytes would be ~7,800 KiB if pages stayed */
    cr_assert_lt(grown, 2048, "resident memory grew by %ld KiB", grown);
    tarn_scope_close(vm, top);
    tarn_vm_free(vm);
}
