/* tests/unit/api/test_failinject.c — errors never abort: an allocator hook
 * that fails the Nth allocation, swept over N across tarn_vm_new_with, the
 * evaluation of a small script and a few API calls. Every failure must come
 * back as NULL / TARN_ERROR / a pending exception, the hook's byte count
 * must balance to zero at tarn_vm_free (nothing leaks), and a VM that was
 * created must still evaluate afterwards. The sweep ends when a run needs
 * fewer allocations than N, i.e. the whole sequence ran without a failure. */
#include <criterion/criterion.h>
#include <stdlib.h>
#include <string.h>

#include "../../../include/tarn.h"

typedef struct Counter {
    long long live, nth, fail_at, failed;
} Counter;

static void *failing_alloc(void *ud, void *ptr, size_t old_size, size_t new_size)
{
    Counter *k = ud;
    if (new_size == 0) {
        k->live -= (long long)old_size;
        free(ptr);
        return NULL;
    }
    if (++k->nth == k->fail_at) {
        k->failed++;
        return NULL;
    }
    void *p = realloc(ptr, new_size);
    if (p)
        k->live += (long long)new_size - (long long)old_size;
    return p;
}

static tarn_value add(tarn_vm *vm, tarn_value self, int argc, const tarn_value *argv, void *data)
{
    double a = 0, b = 0;
    if (argc > 0 && tarn_to_number(vm, argv[0], &a) != TARN_OK)
        return NULL;
    if (argc > 1 && tarn_to_number(vm, argv[1], &b) != TARN_OK)
        return NULL;
    return tarn_number(vm, a + b);
}

static int finalized;
static void fin(void *ptr, void *data) { finalized++; }

static int job(tarn_vm *vm, void *data)
{
    if (!vm)
        return TARN_OK;
    const char *src = "globalThis.jobRan = [1, 2].map(String).join('')";
    return tarn_eval(vm, src, strlen(src), "job.js");
}

static const char SCRIPT[] =
    "class P { constructor(x) { this.x = x; } get twice() { return this.x * 2; } }\n"
    "const ps = []; for (let i = 0; i < 50; i++) ps.push(new P(i));\n"
    "const m = new Map(ps.map(p => ['k' + p.x, p]));\n"
    "let s = JSON.stringify({ n: m.size, t: m.get('k7').twice, r: /(\\d+)-(\\w+)/.exec('12-ab').slice(1) });\n"
    "try { null.x } catch (e) { s += ' ' + e.constructor.name }\n"
    "s += ' ' + add(40, 2) + ' ' + [3, 1, 2].sort().join('') + ' ' + 'abc'.toUpperCase();\n"
    "function* g() { yield* [1, 2]; } const [a, ...rest] = [...g(), 3];\n"
    "const o = JSON.parse('{\"q\":[1,{\"z\":\"w\"}]}'); const { q: [, { z }] } = o;\n"
    "s += ` ${a}${rest.length}${z} ` + 'a-b-c'.replace(/-/g, '+').split('+').reverse().join('');\n"
    "const ta = new Uint8Array(8).map((x, i) => i * i); s += ' ' + ta.reduce((x, y) => x + y, 0);\n"
    "const sym = Symbol('k'); const so = { [sym]: 1, ...{ u: 2 } }; s += ' ' + Object.keys(so) + String(sym);\n"
    "async function af() { await null; return 'async'; }\n"
    "af().then(v => { globalThis.out += ' ' + v; });\n"
    "setTimeout(() => { globalThis.out += ' timer'; }, 0);\n"
    "globalThis.out = s;\n";
static const char EXPECT[] = "{\"n\":50,\"t\":14,\"r\":[\"12\",\"ab\"]} TypeError 42 123 ABC 12w cba 140 "
                             "uSymbol(k) async timer";

/* One run with the Nth allocation failing. Returns how many allocations it
 * made (to know when the sweep is over). */
static long long run(long long n)
{
    Counter k = { 0, 0, n, 0 };
    tarn_config c;
    tarn_config_init(&c);
    c.alloc = failing_alloc;
    c.alloc_ud = &k;
    tarn_vm *vm = tarn_vm_new_with(&c);
    if (!vm) {
        cr_assert_eq(k.failed, 1, "N=%lld: tarn_vm_new_with failed without an injected failure", n);
        cr_assert_eq(k.live, 0, "N=%lld: a failed tarn_vm_new_with leaked %lld bytes", n, k.live);
        return k.nth;
    }
    int ok = 1;
    tarn_scope s = tarn_scope_open(vm);
    if (tarn_define_function(vm, NULL, "add", add, 2, NULL) != TARN_OK) {
        cr_assert(tarn_has_exception(vm), "N=%lld: define_function failed with nothing pending", n);
        tarn_clear_error(vm);
        ok = 0;
    }
    if (tarn_eval(vm, SCRIPT, strlen(SCRIPT), "fi.js") != TARN_OK) {
        cr_assert(tarn_has_exception(vm), "N=%lld: eval failed with nothing pending", n);
        tarn_clear_error(vm);
        ok = 0;
    }
    if (tarn_run_loop(vm) != TARN_OK) {
        cr_assert(tarn_has_exception(vm), "N=%lld: run_loop failed with nothing pending", n);
        tarn_clear_error(vm);
        ok = 0;
    }
    tarn_value o = tarn_object_new(vm);
    tarn_value str = tarn_string(vm, "héllo", strlen("héllo"));
    if (!o || !str || tarn_set(vm, o, "s", str) != TARN_OK) {
        cr_assert(tarn_has_exception(vm), "N=%lld: object/string/set failed with nothing pending", n);
        tarn_clear_error(vm);
        ok = 0;
    }
    tarn_value p = o ? tarn_persist(vm, o) : NULL;
    /* a host class with an instance, a posted job, a module */
    static int token;
    tarn_class *cls = tarn_class_new(vm, "Thing", NULL, 0, fin, NULL);
    tarn_value inst = cls ? tarn_instance_new(vm, cls, &token, 64) : NULL;
    if (!cls || !inst || tarn_set_global(vm, "thing", inst) != TARN_OK) {
        cr_assert(tarn_has_exception(vm), "N=%lld: class/instance failed with nothing pending", n);
        tarn_clear_error(vm);
        ok = 0;
    } else {
        cr_assert_eq(tarn_instance_ptr(vm, inst, cls), &token);
    }
    if (tarn_vm_post(vm, job, NULL) != TARN_OK || tarn_run_loop(vm) != TARN_OK) {
        cr_assert(tarn_has_exception(vm), "N=%lld: job failed with nothing pending", n);
        tarn_clear_error(vm);
        ok = 0;
    }
    const char *msrc = "export const m = [...'abc'].reverse().join(''); globalThis.mod = m;";
    if (tarn_eval_module(vm, msrc, strlen(msrc), "/tmp/fi-mod.mjs") != TARN_OK) {
        cr_assert(tarn_has_exception(vm), "N=%lld: module failed with nothing pending", n);
        tarn_clear_error(vm);
        ok = 0;
    }
    /* calls, construction, arrays and REPL evaluation */
    tarn_value fn = tarn_get_global(vm, "add");
    tarn_value args[2] = { tarn_number(vm, 1), tarn_number(vm, 2) };
    tarn_value sum = fn && args[0] && args[1] ? tarn_call(vm, fn, NULL, 2, args) : NULL;
    if (!sum) {
        cr_assert(tarn_has_exception(vm), "N=%lld: tarn_call failed with nothing pending", n);
        tarn_clear_error(vm);
        ok = 0;
    } else {
        cr_assert_eq(tarn_get_number(vm, sum), 3);
    }
    tarn_value ctor = tarn_get_global(vm, "Error");
    tarn_value msg = tarn_string(vm, "boom", 4);
    tarn_value err = ctor && msg ? tarn_new(vm, ctor, 1, &msg) : NULL;
    tarn_value arr = tarn_array_new(vm);
    if (!err || !arr || tarn_set_index(vm, arr, 3, err) != TARN_OK || tarn_length(vm, arr) != 4) {
        cr_assert(tarn_has_exception(vm), "N=%lld: new/array failed with nothing pending", n);
        tarn_clear_error(vm);
        ok = 0;
    }
    char *shown = NULL;
    const char *rsrc = "let rv = [1, 'two', { three: 3 }]; rv";
    if (tarn_eval_repl(vm, rsrc, strlen(rsrc), "repl", &shown) != TARN_OK) {
        cr_assert(tarn_has_exception(vm), "N=%lld: eval_repl failed with nothing pending", n);
        tarn_clear_error(vm);
        ok = 0;
    } else {
        cr_assert_str_eq(shown, "[ 1, 'two', { three: 3 } ]", "N=%lld", n);
    }
    free(shown);
    tarn_value out = tarn_get_global(vm, "out");
    char *txt = out ? tarn_to_string(vm, out, NULL) : NULL;
    if (!txt) {
        tarn_clear_error(vm);
        ok = 0;
    } else if (ok && (!k.failed || !strstr(txt, "RangeError"))) {
        /* with the failure injected, the script may have caught the
         * out-of-memory RangeError in place of its own error */
        cr_assert_str_eq(txt, EXPECT, "N=%lld", n);
    }
    free(txt);
    if (ok && !k.failed) {
        k.fail_at = 0; /* the check itself is not part of the sweep */ /* the job and the module really ran */
        const char *chk = "globalThis.jobRan + globalThis.mod";
        tarn_value cv = tarn_eval_value(vm, chk, strlen(chk), "chk.js");
        char *cs = cv ? tarn_to_string(vm, cv, NULL) : NULL;
        cr_assert(cs, "N=%lld", n);
        cr_assert_str_eq(cs, "12cba");
        free(cs);
    }
    if (p)
        tarn_release(vm, p);
    tarn_scope_close(vm, s);
    /* the VM stays usable: the failure is over, this must work */
    s = tarn_scope_open(vm);
    k.fail_at = 0;
    const char *again = "[1, 2, 3].map(x => x * 2).join('-')";
    tarn_value r = tarn_eval_value(vm, again, strlen(again), "again.js");
    cr_assert(r, "N=%lld: the VM is unusable after a failed allocation", n);
    char *rs = tarn_to_string(vm, r, NULL);
    cr_assert(rs);
    cr_assert_str_eq(rs, "2-4-6");
    free(rs);
    tarn_scope_close(vm, s);
    long long used = k.nth;
    tarn_vm_free(vm);
    cr_assert_eq(k.live, 0, "N=%lld: %lld bytes leaked", n, k.live);
    return used;
}

Test(api_failinject, every_allocation_failure_is_an_error, .timeout = 600)
{
    long long total = run(0); /* no failure: how many allocations in all */
    cr_assert_gt(total, 50);
    long long step = 1;
    const char *e = getenv("TARN_FAILINJECT_STEP"); /* a coarser sweep for slow builds */
    if (e && atoll(e) > 0)
        step = atoll(e);
    for (long long n = 1; n <= total; n += step)
        run(n);
}
