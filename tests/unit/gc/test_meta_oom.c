/* tests/unit/gc/test_meta_oom.c — the collector never aborts when its own
 * metadata cannot grow (docs/gc.md, "Out of memory in the collector"):
 *  - a capped mark stack (TARN_GC_MARK_STACK_MAX) overflows, and the
 *    rescan still marks everything: a long list survives a major intact;
 *  - with every metadata allocation failing from some point on, barrier
 *    writes overflow the remembered set (the next minor scans every old
 *    cell), a major's promotion worklist overflows (promoted cells are
 *    found by their tag) and its mark stack cannot grow (rescan), and the
 *    young values written into old cells are all still there;
 *  - a JS workload (old->young writes, weak maps, WeakRef, minors and
 *    majors) run with the Nth metadata allocation failing, for every N the
 *    clean run reaches, and with every allocation from the Nth on failing,
 *    prints what the clean run prints. The verifier runs around every
 *    collection (it aborts on a broken heap), and each fallback is asserted
 *    to have run in some run of the sweep. */
#include <criterion/criterion.h>
#include <stdlib.h>
#include <string.h>

#include "../../../stdlib/lib.h"
#include "../../../gc/heap.h"
#include "../../../include/tarn.h"
#include "../../../vm/vm.h"
#include "gc_test.h"

static void setup(void)
{
    unsetenv("TARN_GC_STRESS");
    unsetenv("TARN_GC_FAIL_META");
    unsetenv("TARN_GC_MARK_STACK_MAX");
    vm = lib_vm_new();
    cr_assert(vm);
    vm->heap->verify = true;
}
static void teardown(void) { vm_free(vm); }

static Values *vals(Value v) { return v_cell(v); }

/* A list of n cells [int i, next], allocated head first (so a rescan in
 * address order finds most of it in one pass, and the rest in more). */
static Value *make_list(uint32_t n)
{
    Value *head = gc_handle(vm, new_values(2));
    Value *cur = gc_handle(vm, *head);
    vals(*head)->v[0] = v_int(0);
    for (uint32_t i = 1; i < n; i++) {
        Value c = new_values(2);
        vals(c)->v[0] = v_int((int32_t)i);
        Values *p = vals(*cur);
        GC_WRITE(vm, p, &p->v[1], c);
        *cur = c;
    }
    return head;
}

static void check_list(Value head, uint32_t n)
{
    uint32_t i = 0;
    for (Value c = head; v_is_cell(c); c = vals(c)->v[1], i++)
        cr_assert_eq(vals(c)->v[0], v_int((int32_t)i), "cell %u", i);
    cr_assert_eq(i, n);
}

Test(meta_oom, capped_mark_stack_rescans, .init = setup, .fini = teardown)
{
    GcHeap *h = vm->heap;
    h->mark_stack_max = 4; /* as TARN_GC_MARK_STACK_MAX=4 (the stack is still empty) */
    size_t sc = gc_scope_open(vm);
    Value *list = make_list(5000);
    gc_collect(vm, "test"); /* promotes the list */
    uint64_t r0 = h->mark_rescans;
    gc_collect(vm, "test");
    gc_collect(vm, "test");
    cr_assert_gt(h->mark_rescans, r0, "a 4-entry mark stack must overflow on a 5000-cell list");
    cr_assert_leq(h->mark_stack.cap, 4);
    check_list(*list, 5000);
    cr_assert(!is_young(*list));
    gc_scope_close(vm, sc);
}

Test(meta_oom, every_metadata_allocation_fails, .init = setup, .fini = teardown)
{
    GcHeap *h = vm->heap;
    size_t sc = gc_scope_open(vm);
    const uint32_t n = 3000;
    Value *arr = gc_handle(vm, new_values(n)); /* large: card-marked */
    Value *list = make_list(2000);
    for (uint32_t i = 0; i < n; i++) {
        Value c = new_values(2);
        Values *a = vals(*arr);
        GC_WRITE(vm, a, &a->v[i], c);
    }
    gc_collect(vm, "test"); /* everything old */
    /* A program's first minors build this reserve (eden-sized); failures
     * start after it exists. */
    cr_assert(gc_reserve_blocks(h, (size_t)8 << 20));
    free(h->mark_stack.v); /* the mark stack has to grow again, and cannot */
    h->mark_stack = (PtrVec){ 0 };
    h->meta_fail_at = h->meta_allocs + 1;
    h->meta_fail_rest = true;

    /* old -> young writes into every small old cell: more than the
     * remembered set has room for */
    size_t room = h->remset.cap - h->remset.n;
    cr_assert_lt(room, n);
    for (uint32_t i = 0; i < n; i++) {
        Value y = new_values(1);
        vals(y)->v[0] = v_int((int32_t)i * 7);
        Values *c = vals(vals(*arr)->v[i]);
        GC_WRITE(vm, c, &c->v[1], y);
    }
    cr_assert(h->remset_overflow);
    uint64_t full0 = h->remset_fullscans;
    gc_collect_minor(vm, "test");
    gc_collect_minor(vm, "test");
    cr_assert_gt(h->remset_fullscans, full0);
    for (uint32_t i = 0; i < n; i++)
        cr_assert_eq(vals(vals(vals(*arr)->v[i])->v[1])->v[0], v_int((int32_t)i * 7), "slot %u", i);

    /* a major: its promotion worklist and its mark stack cannot grow */
    for (uint32_t i = 0; i < n; i++) {
        Value y = new_values(1);
        vals(y)->v[0] = v_int((int32_t)i * 11);
        Values *c = vals(vals(*arr)->v[i]);
        GC_WRITE(vm, c, &c->v[1], y);
    }
    uint64_t tag0 = h->promo_tagscans, mr0 = h->mark_rescans;
    gc_collect(vm, "test");
    cr_assert_gt(h->promo_tagscans, tag0);
    cr_assert_gt(h->mark_rescans, mr0);
    for (uint32_t i = 0; i < n; i++) {
        Value y = vals(vals(*arr)->v[i])->v[1];
        cr_assert(!is_young(y));
        cr_assert_eq(vals(y)->v[0], v_int((int32_t)i * 11), "slot %u", i);
    }
    check_list(*list, 2000);

    /* memory is back: the next minor rebuilds an exact remembered set */
    h->meta_fail_at = 0;
    for (uint32_t i = 0; i < 10; i++) {
        Values *c = vals(vals(*arr)->v[i]);
        GC_WRITE(vm, c, &c->v[1], new_values(1));
    }
    gc_collect_minor(vm, "test");
    gc_collect_minor(vm, "test");
    cr_assert(!h->remset_overflow);
    cr_assert_eq(h->remset.n, 0, "the young values were promoted: nothing to remember");
    gc_scope_close(vm, sc);
}

static const char SCRIPT[] =
    "const minor = () => gc({ type: 'minor' });\n"
    "function list(n) { let h = null; for (let i = 0; i < n; i++) h = { i, next: h }; return h; }\n"
    "let L = list(400);\n"
    "const olds = []; for (let i = 0; i < 600; i++) olds.push({ i, y: null });\n"
    "const wm = new WeakMap(); const keep = [];\n"
    "for (let i = 0; i < 60; i++) { const k = { k: i }; if (i % 2 === 0) keep.push(k); wm.set(k, { v: i }); }\n"
    "let a = { n: 'a' }; { const b = { n: 'b' }; wm.set(a, b); wm.set(b, 'end'); }\n"
    "const wr = new WeakRef(olds[3]);\n"
    "gc(); gc();\n"
    "for (let r = 0; r < 3; r++) {\n"
    "  for (let i = 0; i < olds.length; i++) olds[i].y = { r, s: 'x' + i };\n"
    "  minor(); minor(); gc();\n"
    "}\n"
    "let s = 0; for (const o of olds) s += o.y.r + o.y.s.length + o.i;\n"
    "let ls = 0; for (let h = L; h; h = h.next) ls += h.i;\n"
    "let ks = 0; for (const k of keep) ks += wm.get(k).v;\n"
    "globalThis.out = [s, ls, ks, wm.get(wm.get(a)), wr.deref() === olds[3]].join(' ');\n";
static const char EXPECT[] = "183190 79800 870 end true";

typedef struct Seen {
    uint64_t rescans, fullscans, tagscans, weak_strong;
} Seen;

/* One run with metadata allocation number `n` failing (0: none), and with
 * `rest` every later one too. Returns the metadata allocations the run
 * made. The output must be EXPECT; under `rest` the script may instead
 * stop with the out-of-memory RangeError (a collection that could not
 * reserve its blocks is skipped and the allocation that needed it throws),
 * never abort. */
static uint64_t run(uint64_t n, bool rest, Seen *seen)
{
    tarn_vm *tv = tarn_vm_new();
    cr_assert(tv);
    Vm *v = (Vm *)tv;
    GcHeap *h = v->heap;
    h->verify = true;
    cr_assert_eq(tarn_vm_expose_gc(tv), TARN_OK);
    uint64_t base = h->meta_allocs;
    if (n) {
        h->meta_fail_at = base + n;
        h->meta_fail_rest = rest;
    }
    tarn_scope s = tarn_scope_open(tv);
    int rc = tarn_eval(tv, SCRIPT, strlen(SCRIPT), "meta.js");
    if (rc != TARN_OK) {
        cr_assert(rest, "N=%llu: only a run where every later allocation fails may stop",
                  (unsigned long long)n);
        cr_assert(tarn_has_exception(tv), "N=%llu: eval failed with nothing pending", (unsigned long long)n);
        tarn_clear_error(tv);
    } else {
        tarn_value out = tarn_get_global(tv, "out");
        char *txt = out ? tarn_to_string(tv, out, NULL) : NULL;
        cr_assert(txt, "N=%llu", (unsigned long long)n);
        cr_assert_str_eq(txt, EXPECT, "N=%llu rest=%d", (unsigned long long)n, rest);
        free(txt);
    }
    uint64_t made = h->meta_allocs - base;
    seen->rescans += h->mark_rescans;
    seen->fullscans += h->remset_fullscans;
    seen->tagscans += h->promo_tagscans;
    seen->weak_strong += h->weak_strong;
    tarn_scope_close(tv, s);
    /* the failure is over: the VM still runs scripts and collects */
    h->meta_fail_at = 0;
    s = tarn_scope_open(tv);
    const char *again = "gc(); [1, 2, 3].map(x => x * 2).join('-')";
    tarn_value r = tarn_eval_value(tv, again, strlen(again), "again.js");
    cr_assert(r, "N=%llu: the VM is unusable after a metadata failure", (unsigned long long)n);
    char *rs = tarn_to_string(tv, r, NULL);
    cr_assert_str_eq(rs, "2-4-6");
    free(rs);
    tarn_scope_close(tv, s);
    tarn_vm_free(tv);
    return made;
}

Test(meta_oom, sweep_failing_metadata_allocations, .init = setup, .fini = teardown)
{
    Seen seen = { 0 }, clean = { 0 };
    uint64_t total = run(0, false, &clean);
    cr_assert_gt(total, 10, "the workload makes metadata allocations");
    cr_log_info("sweeping %llu metadata allocations", (unsigned long long)total);
    cr_assert_eq(clean.rescans + clean.fullscans + clean.tagscans + clean.weak_strong, 0,
                 "no fallback without a failure");
    for (uint64_t n = 1; n <= total; n++) {
        run(n, false, &seen);
        Seen r = { 0 };
        run(n, true, &r);
        seen.rescans += r.rescans;
        seen.fullscans += r.fullscans;
        seen.tagscans += r.tagscans;
        seen.weak_strong += r.weak_strong;
    }
    cr_assert_gt(seen.rescans, 0, "some run overflowed the mark stack");
    cr_assert_gt(seen.fullscans, 0, "some run overflowed the remembered set");
    cr_assert_gt(seen.tagscans, 0, "some run overflowed the promotion worklist");
    cr_assert_gt(seen.weak_strong, 0, "some run held a weak reference or table strongly");
}
