/* tests/unit/api/test_stress.c — the API under the GC's stress net: with
 * TARN_GC_STRESS=1 every allocation collects (and moves every young
 * object) and TARN_GC_VERIFY=1 checks the heap around each collection,
 * while the host holds scoped and persistent handles, natives receive and
 * return handles, host-class instances live and die, and jobs are posted.
 * Every value is read back afterwards, so a handle the collector failed to
 * update shows as a wrong answer or a verifier abort. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../../../include/tarn.h"

static tarn_value ev(tarn_vm *vm, const char *src) { return tarn_eval_value(vm, src, strlen(src), "s.js"); }

static void assert_str(tarn_vm *vm, tarn_value v, const char *want)
{
    cr_assert(v, "no value (exception pending: %d)", tarn_has_exception(vm));
    char *s = tarn_to_string(vm, v, NULL);
    cr_assert(s);
    cr_assert_str_eq(s, want);
    free(s);
}

/* pair(a, b) -> {a, b, sum}: allocates between reads of its arguments */
static tarn_value pair(tarn_vm *vm, tarn_value self, int argc, const tarn_value *argv, void *data)
{
    tarn_value o = tarn_object_new(vm);
    if (!o || argc < 2)
        return o;
    if (tarn_set(vm, o, "a", argv[0]) || tarn_set(vm, o, "b", argv[1]))
        return NULL;
    char *sa = tarn_to_string(vm, argv[0], NULL), *sb = tarn_to_string(vm, argv[1], NULL);
    if (!sa || !sb) {
        free(sa);
        free(sb);
        return NULL;
    }
    char buf[256];
    snprintf(buf, sizeof buf, "%s+%s", sa, sb);
    free(sa);
    free(sb);
    tarn_value s = tarn_string(vm, buf, strlen(buf));
    return s && tarn_set(vm, o, "sum", s) == TARN_OK ? o : NULL;
}

static int finalized;
static void fin(void *ptr, void *data) { finalized++; free(ptr); }

static int post_job(tarn_vm *vm, void *data)
{
    if (!vm)
        return TARN_OK;
    tarn_value fn = tarn_get_global(vm, "onJob");
    tarn_value arg = tarn_string(vm, data, strlen(data));
    return fn && arg && tarn_call(vm, fn, NULL, 1, &arg) ? TARN_OK : TARN_ERROR;
}

Test(api_stress, every_allocation_collects_while_the_host_holds_handles)
{
    setenv("TARN_GC_STRESS", "1", 1);
    setenv("TARN_GC_VERIFY", "1", 1);
    tarn_vm *vm = tarn_vm_new();
    unsetenv("TARN_GC_STRESS");
    unsetenv("TARN_GC_VERIFY");
    cr_assert(vm);
    tarn_scope outer = tarn_scope_open(vm);

    /* scoped handles to young objects, strings and arrays, created between
     * allocations that each collect */
    tarn_value objs[32], strs[32];
    tarn_value arr = tarn_array_new(vm);
    for (int i = 0; i < 32; i++) {
        char b[32];
        snprintf(b, sizeof b, "s%d-%s", i, i % 2 ? "odd" : "even");
        objs[i] = tarn_object_new(vm);
        strs[i] = tarn_string(vm, b, strlen(b));
        cr_assert_eq(tarn_set(vm, objs[i], "name", strs[i]), TARN_OK);
        cr_assert_eq(tarn_set(vm, objs[i], "n", tarn_number(vm, i)), TARN_OK);
        cr_assert_eq(tarn_set_index(vm, arr, (uint32_t)i, objs[i]), TARN_OK);
    }
    tarn_value keep = tarn_persist(vm, arr);
    cr_assert(keep);

    /* an inner scope that escapes one value */
    tarn_scope inner = tarn_scope_open(vm);
    tarn_value tmp = ev(vm, "({ deep: { list: [1, 2, 3].map(x => 'v' + x) } })");
    cr_assert(tmp);
    tarn_value esc = tarn_scope_escape(vm, inner, tmp);

    /* natives, calls and construction */
    cr_assert_eq(tarn_define_function(vm, NULL, "pair", pair, 2, NULL), TARN_OK);
    tarn_class *box = tarn_class_new(vm, "Box", NULL, 0, fin, NULL);
    cr_assert(box);
    finalized = 0;
    for (int i = 0; i < 8; i++) {
        tarn_scope s = tarn_scope_open(vm);
        int *p = malloc(sizeof *p);
        *p = i;
        tarn_value inst = tarn_instance_new(vm, box, p, sizeof *p);
        cr_assert(inst);
        if (i == 3)
            tarn_set_global(vm, "kept", inst);
        tarn_scope_close(vm, s);
    }
    tarn_value r = ev(vm, "const ps = []; for (let i = 0; i < 20; i++) ps.push(pair('x' + i, i));"
                                       "ps.map(p => p.sum).slice(17).join()");
    assert_str(vm, r, "x17+17,x18+18,x19+19");
    tarn_value fn = tarn_get_global(vm, "pair");
    tarn_value args[2] = { strs[5], objs[6] };
    tarn_value pr = tarn_call(vm, fn, NULL, 2, args);
    assert_str(vm, tarn_get(vm, pr, "sum"), "s5-odd+[object Object]");
    tarn_value ctor = tarn_get_global(vm, "Map");
    tarn_value m = tarn_new(vm, ctor, 0, NULL);
    cr_assert(m && tarn_type(vm, m) == TARN_TYPE_OBJECT);

    /* posted jobs and timers, run by the loop */
    const char *loop_src = "globalThis.seen = []; globalThis.onJob = s => seen.push(s);"
                           "setTimeout(() => seen.push('timer'), 0);";
    cr_assert_eq(tarn_eval(vm, loop_src, strlen(loop_src), "j.js"), TARN_OK);
    tarn_vm_post(vm, post_job, "job1");
    tarn_vm_post(vm, post_job, "job2");
    cr_assert_eq(tarn_run_loop(vm), TARN_OK);
    tarn_value seen = tarn_get_global(vm, "seen");
    cr_assert_eq(tarn_length(vm, seen), 3);

    /* explicit collections on top of the stress ones */
    tarn_vm_gc(vm, 0);
    tarn_vm_gc(vm, 1);

    /* read everything back */
    for (int i = 0; i < 32; i++) {
        char b[32];
        snprintf(b, sizeof b, "s%d-%s", i, i % 2 ? "odd" : "even");
        assert_str(vm, strs[i], b);
        assert_str(vm, tarn_get(vm, objs[i], "name"), b);
        cr_assert_eq(tarn_get_number(vm, tarn_get(vm, tarn_get_index(vm, keep, (uint32_t)i), "n")), i);
    }
    assert_str(vm, ev(vm, "JSON.stringify(kept instanceof Object)"), "true");
    tarn_value list = tarn_get(vm, tarn_get(vm, esc, "deep"), "list");
    assert_str(vm, list, "v1,v2,v3");
    cr_assert(tarn_instance_ptr(vm, tarn_get_global(vm, "kept"), box));
    cr_assert_eq(*(int *)tarn_instance_ptr(vm, tarn_get_global(vm, "kept"), box), 3);
    cr_assert_eq(finalized, 7, "the 7 unreachable boxes were finalized (%d)", finalized);
    tarn_gc_stats st;
    tarn_vm_get_gc_stats(vm, &st);
    cr_assert_gt(st.collections, 1000, "the stress net was on (%llu collections)", (unsigned long long)st.collections);
    tarn_release(vm, keep);
    tarn_scope_close(vm, outer);
    tarn_vm_free(vm);
    cr_assert_eq(finalized, 8);
}
