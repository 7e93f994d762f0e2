/* tests/unit/api/test_native.c — native functions (globals, methods, data
 * pointers, throwing), host classes (constructor, methods, the C pointer,
 * finalizers on collection and at VM free, external bytes driving majors),
 * interrupts, the time limit, and GC statistics through the API. */
#include <criterion/criterion.h>
#include <stdlib.h>
#include <string.h>

#include "../../../include/tarn.h"

static tarn_value ev(tarn_vm *vm, const char *src) { return tarn_eval_value(vm, src, strlen(src), "n.js"); }

static void assert_str(tarn_vm *vm, tarn_value v, const char *want)
{
    cr_assert(v, "no value (exception pending: %d)", tarn_has_exception(vm));
    char *s = tarn_to_string(vm, v, NULL);
    cr_assert(s);
    cr_assert_str_eq(s, want);
    free(s);
}

static tarn_value sum(tarn_vm *vm, tarn_value self, int argc, const tarn_value *argv, void *data)
{
    double t = *(double *)data;
    for (int i = 0; i < argc; i++) {
        double d;
        if (tarn_to_number(vm, argv[i], &d) != TARN_OK)
            return NULL;
        t += d;
    }
    return tarn_number(vm, t);
}

static tarn_value fail(tarn_vm *vm, tarn_value self, int argc, const tarn_value *argv, void *data)
{
    return tarn_throw_error(vm, TARN_ERR_TYPE, (const char *)data);
}

static tarn_value get_this_x(tarn_vm *vm, tarn_value self, int argc, const tarn_value *argv, void *data)
{
    return tarn_get(vm, self, "x");
}

/* calls back into JS, allocating, with the arguments held as handles */
static tarn_value map_twice(tarn_vm *vm, tarn_value self, int argc, const tarn_value *argv, void *data)
{
    if (argc < 2 || tarn_type(vm, argv[1]) != TARN_TYPE_FUNCTION)
        return tarn_throw_error(vm, TARN_ERR_TYPE, "map_twice(array, fn)");
    tarn_value out = tarn_array_new(vm);
    int64_t n = tarn_length(vm, argv[0]);
    for (int64_t i = 0; i < n; i++) {
        tarn_value x = tarn_get_index(vm, argv[0], (uint32_t)i);
        tarn_value y = tarn_call(vm, argv[1], NULL, 1, &x);
        if (!y)
            return NULL;
        tarn_value z = tarn_call(vm, argv[1], NULL, 1, &y);
        if (!z || tarn_set_index(vm, out, (uint32_t)i, z) != TARN_OK)
            return NULL;
    }
    return out;
}

Test(api_native, functions_globals_and_methods)
{
    tarn_vm *vm = tarn_vm_new();
    tarn_scope s = tarn_scope_open(vm);
    double base = 0.5;
    cr_assert_eq(tarn_define_function(vm, NULL, "sum", sum, 2, &base), TARN_OK);
    assert_str(vm, ev(vm, "sum(1, 2, '3')"), "6.5");
    assert_str(vm, ev(vm, "[typeof sum, sum.name, sum.length, Object.keys(globalThis).includes('sum')].join()"),
               "function,sum,2,false");
    cr_assert_eq(tarn_define_function(vm, NULL, "fail", fail, 0, "no way"), TARN_OK);
    assert_str(vm, ev(vm, "try { fail() } catch (e) { e instanceof TypeError ? e.message : 'wrong' }"), "no way");
    cr_assert_null(ev(vm, "fail()"));
    assert_str(vm, tarn_take_exception(vm), "TypeError: no way");
    tarn_value o = ev(vm, "({x: 'the x'})");
    cr_assert_eq(tarn_define_function(vm, o, "getX", get_this_x, 0, NULL), TARN_OK);
    cr_assert_eq(tarn_set_global(vm, "o", o), TARN_OK);
    assert_str(vm, ev(vm, "o.getX()"), "the x");
    cr_assert_eq(tarn_define_function(vm, NULL, "mapTwice", map_twice, 2, NULL), TARN_OK);
    assert_str(vm, ev(vm, "mapTwice([1, 2, 3], x => ({v: x}) && x * 10).join()"), "100,200,300");
    assert_str(vm, ev(vm, "mapTwice(Array.from({length: 20}, (_, i) => i), x => x + 1).join()"),
               "2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21");
    assert_str(vm, ev(vm, "try { mapTwice([1], () => { throw new Error('cb') }) } catch (e) { e.message }"), "cb");
    /* a function value not installed anywhere */
    tarn_value f = tarn_function_new(vm, "many", sum, 0, &base);
    tarn_value args[12];
    for (int i = 0; i < 12; i++)
        args[i] = tarn_number(vm, 1);
    assert_str(vm, tarn_call(vm, f, NULL, 12, args), "12.5");
    tarn_scope_close(vm, s);
    tarn_vm_free(vm);
}

typedef struct Counter {
    int count;
    int *finalized; /* incremented by the finalizer */
} Counter;

static void counter_fin(void *ptr, void *class_data)
{
    Counter *c = ptr;
    (*c->finalized)++;
    (*(int *)class_data)++;
    free(c);
}

static tarn_class *counter_class;
static int finalized_total;

static tarn_value counter_new(tarn_vm *vm, tarn_value self, int argc, const tarn_value *argv, void *data)
{
    Counter *c = calloc(1, sizeof *c);
    cr_assert(c);
    c->finalized = &finalized_total;
    double d = 0;
    if (argc > 0 && tarn_to_number(vm, argv[0], &d) != TARN_OK) {
        free(c);
        return NULL;
    }
    c->count = (int)d;
    tarn_value inst = tarn_instance_new(vm, counter_class, c, 1000);
    if (!inst)
        free(c);
    return inst;
}

static tarn_value counter_inc(tarn_vm *vm, tarn_value self, int argc, const tarn_value *argv, void *data)
{
    Counter *c = tarn_instance_ptr(vm, self, counter_class);
    if (!c)
        return tarn_throw_error(vm, TARN_ERR_TYPE, "not a Counter");
    return tarn_number(vm, ++c->count);
}

Test(api_native, host_class_instances_and_finalizers)
{
    tarn_vm *vm = tarn_vm_new();
    int class_fin = 0;
    finalized_total = 0;
    counter_class = tarn_class_new(vm, "Counter", counter_new, 1, counter_fin, &class_fin);
    cr_assert(counter_class);
    cr_assert_eq(tarn_class_method(vm, counter_class, "inc", counter_inc, 0, NULL), TARN_OK);
    tarn_scope s = tarn_scope_open(vm);
    assert_str(vm, ev(vm, "const c = new Counter(41); c.inc()"), "42");
    assert_str(vm, ev(vm, "[c instanceof Counter, typeof Counter.prototype.inc, c.constructor === Counter].join()"),
               "true,function,true");
    assert_str(vm, ev(vm, "try { Counter.prototype.inc.call({}) } catch (e) { e.message }"), "not a Counter");
    assert_str(vm, ev(vm, "try { Counter(1) } catch (e) { e.message }"),
               "Class constructor Counter cannot be invoked without 'new'");
    tarn_value held = ev(vm, "new Counter(7)");
    cr_assert(tarn_instance_ptr(vm, held, counter_class));
    cr_assert_null(tarn_instance_ptr(vm, ev(vm, "({})"), counter_class));
    cr_assert_null(tarn_instance_ptr(vm, tarn_number(vm, 1), counter_class));
    /* garbage instances are finalized by collections; held ones are not */
    ev(vm, "for (let i = 0; i < 200; i++) new Counter(i).inc()");
    tarn_vm_gc(vm, 0);
    tarn_vm_gc(vm, 1);
    cr_assert_eq(finalized_total, 200, "finalized %d", finalized_total);
    Counter *hc = tarn_instance_ptr(vm, held, counter_class);
    cr_assert(hc);
    cr_assert_eq(hc->count, 7);
    tarn_gc_stats st;
    tarn_vm_get_gc_stats(vm, &st);
    cr_assert_eq(st.external_bytes, 2000, "two live instances of 1000 bytes: %llu",
                 (unsigned long long)st.external_bytes);
    /* an instance kept only by a persistent handle survives until released */
    tarn_value p = tarn_persist(vm, ev(vm, "new Counter(3)"));
    tarn_scope_close(vm, s);
    tarn_vm_gc(vm, 1);
    cr_assert_eq(finalized_total, 201, "held is unrooted now, p is not");
    tarn_release(vm, p);
    tarn_vm_gc(vm, 1);
    cr_assert_eq(finalized_total, 202);
    ev(vm, "globalThis.keep = new Counter(0)");
    tarn_vm_free(vm);
    cr_assert_eq(finalized_total, 204, "c and keep are finalized at free: %d", finalized_total);
    cr_assert_eq(class_fin, 204);
}

static tarn_value big_new(tarn_vm *vm, tarn_value self, int argc, const tarn_value *argv, void *data)
{
    Counter *c = calloc(1, sizeof *c);
    c->finalized = &finalized_total;
    tarn_value inst = tarn_instance_new(vm, counter_class, c, 4u << 20); /* claims 4 MiB outside the heap */
    if (!inst)
        free(c);
    return inst;
}

Test(api_native, external_bytes_pace_majors)
{
    tarn_vm *vm = tarn_vm_new();
    finalized_total = 0;
    counter_class = tarn_class_new(vm, "Big", big_new, 0, counter_fin, &(int){ 0 });
    static int dummy;
    (void)dummy;
    tarn_scope s = tarn_scope_open(vm);
    /* small heap growth, large external growth: majors must run */
    cr_assert(ev(vm, "for (let i = 0; i < 100; i++) new Big()"));
    tarn_gc_stats st;
    tarn_vm_get_gc_stats(vm, &st);
    cr_assert_geq(st.majors, 5, "majors: %llu", (unsigned long long)st.majors);
    cr_assert_geq(finalized_total, 80, "finalized: %d", finalized_total);
    cr_assert_leq(st.external_bytes, (uint64_t)20 << 20);
    tarn_scope_close(vm, s);
    tarn_vm_free(vm);
    cr_assert_eq(finalized_total, 100);
}

static int polls;
static int stop_after(tarn_vm *vm, void *data)
{
    (void)vm;
    return ++polls >= *(int *)data;
}

Test(api_native, interrupt_and_time_limit)
{
    tarn_config c;
    tarn_config_init(&c);
    c.time_limit_ms = 50;
    tarn_vm *vm = tarn_vm_new_with(&c);
    cr_assert(vm);
    tarn_scope s = tarn_scope_open(vm);
    /* a runaway script stops with a catchable error ... */
    cr_assert_null(ev(vm, "while (true) {}"));
    assert_str(vm, tarn_take_exception(vm), "Error: Script execution timed out after 50ms");
    /* ... that a script may catch, but cannot outrun */
    cr_assert_null(ev(vm, "let caught = 0; for (;;) { try { while (true) {} } catch (e) { caught++ } }"));
    tarn_clear_error(vm);
    assert_str(vm, ev(vm, "caught >= 1"), "true");
    /* the VM stays usable and the limit re-arms per call */
    assert_str(vm, ev(vm, "let n = 0; for (let i = 0; i < 10; i++) n += i; n"), "45");
    tarn_value f = ev(vm, "(function () { for (;;) {} })");
    cr_assert_null(tarn_call(vm, f, NULL, 0, NULL));
    assert_str(vm, tarn_take_exception(vm), "Error: Script execution timed out after 50ms");
    tarn_set_time_limit(vm, 0);
    /* an interrupt callback */
    int limit = 3;
    polls = 0;
    tarn_set_interrupt_handler(vm, stop_after, &limit);
    assert_str(vm, ev(vm, "try { for (;;) {} } catch (e) { e.message }"), "interrupted");
    cr_assert_eq(polls, 3);
    tarn_set_interrupt_handler(vm, NULL, NULL);
    /* tarn_vm_interrupt (thread-safe flag) */
    tarn_vm_interrupt(vm);
    cr_assert_null(ev(vm, "for (;;) {}"));
    assert_str(vm, tarn_take_exception(vm), "Error: interrupted");
    tarn_scope_close(vm, s);
    tarn_vm_free(vm);
}

static int terminate_after(tarn_vm *vm, void *data)
{
    (void)vm;
    return ++polls >= *(int *)data ? TARN_INTERRUPT_TERMINATE : 0;
}

/* TARN_INTERRUPT_TERMINATE: node's terminated execution. No catch or
 * finally runs, in the loop's function or its callers; a C-level catch (an
 * async function's rejection) does not keep a later loop going; the next
 * call runs normally. */
Test(api_native, interrupt_terminates)
{
    tarn_vm *vm = tarn_vm_new();
    cr_assert(vm);
    tarn_scope s = tarn_scope_open(vm);
    int limit = 2;
    polls = 0;
    tarn_set_interrupt_handler(vm, terminate_after, &limit);
    const char *src = "var log = [];\n"
                      "function spin() { try { for (;;) {} } catch (e) { log.push('inner catch') }"
                      " finally { log.push('inner finally') } }\n"
                      "try { spin() } catch (e) { log.push('outer catch') } finally { log.push('outer finally') }\n"
                      "log.push('after')";
    cr_assert_null(ev(vm, src));
    assert_str(vm, tarn_take_exception(vm), "Error: interrupted");
    tarn_set_interrupt_handler(vm, NULL, NULL);
    assert_str(vm, ev(vm, "log.join()"), "");
    /* the async function's body becomes a rejection in C: the loop after
     * the call stops at its first poll without asking the callback again */
    limit = 2;
    polls = 0;
    tarn_set_interrupt_handler(vm, terminate_after, &limit);
    cr_assert_null(ev(vm, "(async () => { for (;;) {} })().catch(() => {}); log.push('after async'); for (;;) {}"));
    tarn_clear_error(vm);
    cr_assert_eq(polls, 2);
    tarn_set_interrupt_handler(vm, NULL, NULL);
    assert_str(vm, ev(vm, "try { throw 1 } catch (e) { log.push('caught') } finally { log.push('fin') }; log.join()"),
               "after async,caught,fin");
    tarn_scope_close(vm, s);
    tarn_vm_free(vm);
}

/* document.all's call: the element named by its argument, here a string */
static tarn_value all_item(tarn_vm *vm, tarn_value self, int argc, const tarn_value *argv, void *data)
{
    if (argc < 1)
        return tarn_null(vm);
    char *s = tarn_to_string(vm, argv[0], NULL);
    if (!s)
        return NULL;
    tarn_value r = *s ? tarn_string(vm, data, strlen(data)) : tarn_null(vm);
    free(s);
    return r;
}

Test(api_native, htmldda_objects)
{
    tarn_vm *vm = tarn_vm_new();
    tarn_scope s = tarn_scope_open(vm);
    tarn_value all = tarn_htmldda_new(vm, all_item, "the element");
    cr_assert(all);
    cr_assert_eq(tarn_type(vm, all), TARN_TYPE_FUNCTION);
    cr_assert(!tarn_truthy(vm, all));
    cr_assert_eq(tarn_set_global(vm, "all", all), TARN_OK);
    assert_str(vm, ev(vm, "[typeof all, !all, all == null, all == undefined, all != null, all === undefined,"
                          " all ?? 'nullish', all?.length, all('x'), all(''), all(), Object.getPrototypeOf(all) "
                          "=== Object.prototype].join()"),
               "undefined,true,true,true,false,false,[object Function],,the element,,,true");
    assert_str(vm, ev(vm, "all.length = 3; all.length + (all ? 1 : 2)"), "5");
    assert_str(vm, ev(vm, "try { new all() } catch (e) { e instanceof TypeError }"), "true");
    tarn_value dflt = tarn_htmldda_new(vm, NULL, NULL);
    cr_assert(dflt);
    cr_assert_eq(tarn_set_global(vm, "dflt", dflt), TARN_OK);
    assert_str(vm, ev(vm, "[dflt() === null, dflt('') === null, dflt == all, dflt == dflt].join()"),
               "true,true,false,true");
    tarn_vm_gc(vm, 1);
    assert_str(vm, ev(vm, "all('y')"), "the element");
    tarn_scope_close(vm, s);
    tarn_vm_free(vm);
}

/* Global-mode scripts (tarn_eval_value): a let/const of a later script may
 * shadow a var or function that eval code declared (a configurable global
 * property, not in [[VarNames]]), never one a script declared. */
Test(api_native, lexical_shadows_eval_var)
{
    tarn_vm *vm = tarn_vm_new();
    tarn_scope s = tarn_scope_open(vm);
    cr_assert(ev(vm, "eval('var ev1; function ef1() {}'); eval('if (true) { function eb1() {} }'); var sv1; 0"));
    assert_str(vm, ev(vm, "let ev1 = 1; ev1"), "1");
    assert_str(vm, ev(vm, "const ef1 = 2; ef1"), "2");
    assert_str(vm, ev(vm, "let eb1 = 3; eb1"), "3");
    assert_str(vm, ev(vm, "[ev1, ef1, eb1, typeof globalThis.ev1, typeof globalThis.ef1].join()"),
               "1,2,3,undefined,function");
    cr_assert_null(ev(vm, "let sv1 = 4"));
    assert_str(vm, tarn_take_exception(vm), "SyntaxError: Identifier 'sv1' has already been declared");
    tarn_scope_close(vm, s);
    tarn_vm_free(vm);
}
