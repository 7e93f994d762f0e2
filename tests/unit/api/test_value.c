/* tests/unit/api/test_value.c — the value API of include/tarn.h: config,
 * scopes, escaping, persistent handles, primitives, strings, objects,
 * arrays, properties, globals, calls, exceptions, type checks, and handles
 * that survive moving collections. */
#include <criterion/criterion.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "../../../include/tarn.h"
#include "../../../vm/vm.h" /* only to see that a handle's value really moved */

static tarn_value ev(tarn_vm *vm, const char *src) { return tarn_eval_value(vm, src, strlen(src), "t.js"); }

static char *str(tarn_vm *vm, tarn_value v)
{
    char *s = tarn_to_string(vm, v, NULL);
    cr_assert(s, "tarn_to_string failed");
    return s;
}

static void assert_str(tarn_vm *vm, tarn_value v, const char *want)
{
    char *s = str(vm, v);
    cr_assert_str_eq(s, want);
    free(s);
}

/* Under TARN_GC_STRESS=1 TARN_GC_VERIFY=1 (make unit runs these tests so
 * too) every allocation collects and verifies the heap: loops shrink. */
static int stressed(void)
{
    const char *e = getenv("TARN_GC_STRESS");
    return e && *e && strcmp(e, "0") != 0;
}

Test(api_value, config_defaults_and_a_bad_field)
{
    tarn_config c;
    tarn_config_init(&c);
    c.heap_limit = 64u << 20;
    c.nursery_min = 512u << 10;
    c.nursery_max = 2u << 20;
    tarn_vm *vm = tarn_vm_new_with(&c);
    cr_assert(vm);
    tarn_scope s = tarn_scope_open(vm);
    int n = stressed() ? 500 : 20000;
    char src[96];
    snprintf(src, sizeof src, "let a = []; for (let i = 0; i < %d; i++) a.push({i}); a.length", n);
    tarn_value r = ev(vm, src);
    cr_assert(r);
    cr_assert_eq(tarn_get_number(vm, r), n);
    tarn_scope_close(vm, s);
    tarn_vm_free(vm);

    tarn_config_init(&c);
    c.alloc_ud = &c; /* user data without an allocator */
    cr_assert_null(tarn_vm_new_with(&c), "an inconsistent config is refused");
    vm = tarn_vm_new_with(NULL);
    cr_assert(vm);
    tarn_vm_free(vm);
}

Test(api_value, heap_limit_is_a_catchable_error)
{
    if (stressed()) /* filling 24 MiB with a heap verification per allocation takes hours */
        cr_skip_test("not under TARN_GC_STRESS");
    tarn_config c;
    tarn_config_init(&c);
    c.heap_limit = 24u << 20;
    c.nursery_max = 1u << 20;
    tarn_vm *vm = tarn_vm_new_with(&c);
    cr_assert(vm);
    tarn_scope s = tarn_scope_open(vm);
    tarn_value r = ev(vm, "let keep = []; try { for (;;) keep.push(new Array(1000).fill(1)); } "
                          "catch (e) { keep = null; String(e) }");
    cr_assert(r);
    assert_str(vm, r, "RangeError: out of memory");
    r = ev(vm, "1 + 1");
    cr_assert(r, "the VM stays usable");
    cr_assert_eq(tarn_get_number(vm, r), 2);
    tarn_scope_close(vm, s);
    tarn_vm_free(vm);
}

Test(api_value, primitives_and_types)
{
    tarn_vm *vm = tarn_vm_new();
    tarn_scope s = tarn_scope_open(vm);
    cr_assert_eq(tarn_type(vm, tarn_undefined(vm)), TARN_TYPE_UNDEFINED);
    cr_assert_eq(tarn_type(vm, tarn_null(vm)), TARN_TYPE_NULL);
    cr_assert_eq(tarn_type(vm, tarn_bool(vm, 1)), TARN_TYPE_BOOLEAN);
    cr_assert(tarn_truthy(vm, tarn_bool(vm, 1)));
    cr_assert(!tarn_truthy(vm, tarn_bool(vm, 0)));
    tarn_value n = tarn_number(vm, 2.5);
    cr_assert_eq(tarn_type(vm, n), TARN_TYPE_NUMBER);
    cr_assert_eq(tarn_get_number(vm, n), 2.5);
    cr_assert(isnan(tarn_get_number(vm, tarn_null(vm))));
    cr_assert_eq(tarn_type(vm, ev(vm, "Symbol('x')")), TARN_TYPE_SYMBOL);
    cr_assert_eq(tarn_type(vm, ev(vm, "(function () {})")), TARN_TYPE_FUNCTION);
    cr_assert_eq(tarn_type(vm, ev(vm, "2n ** 70n")), TARN_TYPE_BIGINT);
    cr_assert(!tarn_truthy(vm, ev(vm, "0n")));
    cr_assert_eq(tarn_type(vm, tarn_object_new(vm)), TARN_TYPE_OBJECT);
    tarn_value a = tarn_array_new(vm);
    cr_assert(tarn_is_array(vm, a));
    cr_assert(!tarn_is_array(vm, tarn_object_new(vm)));
    cr_assert(tarn_is_error(vm, ev(vm, "new TypeError('t')")));
    cr_assert(!tarn_is_error(vm, ev(vm, "({message: 'no'})")));
    assert_str(vm, n, "2.5");
    assert_str(vm, tarn_null(vm), "null");
    double d = 0;
    cr_assert_eq(tarn_to_number(vm, ev(vm, "({valueOf() { return 7 }})"), &d), TARN_OK);
    cr_assert_eq(d, 7);
    cr_assert_eq(tarn_to_number(vm, ev(vm, "({valueOf() { throw new Error('v') }})"), &d), TARN_ERROR);
    cr_assert(tarn_has_exception(vm));
    tarn_clear_error(vm);
    tarn_scope_close(vm, s);
    tarn_vm_free(vm);
}

Test(api_value, strings_utf8_in_and_out)
{
    tarn_vm *vm = tarn_vm_new();
    tarn_scope s = tarn_scope_open(vm);
    const char *u = "h\xc3\xa9llo \xe2\x82\xac \xf0\x9f\x98\x80"; /* é € 😀 */
    tarn_value v = tarn_string(vm, u, strlen(u));
    cr_assert_eq(tarn_type(vm, v), TARN_TYPE_STRING);
    cr_assert_eq(tarn_set_global(vm, "s", v), TARN_OK);
    cr_assert_eq(tarn_get_number(vm, ev(vm, "s.length")), 10, "UTF-16 length: the emoji is two units");
    size_t len = 0;
    char *out = tarn_to_string(vm, v, &len);
    cr_assert_str_eq(out, u);
    cr_assert_eq(len, strlen(u));
    free(out);
    tarn_value bad = tarn_string(vm, "a\xff" "b", 3);
    assert_str(vm, bad, "a\xef\xbf\xbd" "b");
    tarn_value nul = tarn_string(vm, "a\0b", 3);
    cr_assert_eq(tarn_set_global(vm, "z", nul), TARN_OK);
    cr_assert_eq(tarn_get_number(vm, ev(vm, "z.length")), 3, "embedded NUL kept");
    assert_str(vm, ev(vm, "'\\ud800x'"), "\xef\xbf\xbdx");
    tarn_scope_close(vm, s);
    tarn_vm_free(vm);
}

Test(api_value, objects_arrays_properties_globals)
{
    tarn_vm *vm = tarn_vm_new();
    tarn_scope s = tarn_scope_open(vm);
    tarn_value o = tarn_object_new(vm);
    cr_assert_eq(tarn_set(vm, o, "x", tarn_number(vm, 1)), TARN_OK);
    cr_assert_eq(tarn_set(vm, o, "name", tarn_string(vm, "tarn", 4)), TARN_OK);
    tarn_value a = tarn_array_new(vm);
    for (uint32_t i = 0; i < 5; i++)
        cr_assert_eq(tarn_set_index(vm, a, i, tarn_number(vm, i * i)), TARN_OK);
    cr_assert_eq(tarn_length(vm, a), 5);
    cr_assert_eq(tarn_set(vm, o, "list", a), TARN_OK);
    cr_assert_eq(tarn_set_global(vm, "o", o), TARN_OK);
    assert_str(vm, ev(vm, "JSON.stringify(o)"), "{\"x\":1,\"name\":\"tarn\",\"list\":[0,1,4,9,16]}");
    cr_assert_eq(tarn_get_number(vm, tarn_get_index(vm, a, 3)), 9);
    cr_assert_eq(tarn_type(vm, tarn_get_index(vm, a, 99)), TARN_TYPE_UNDEFINED);
    ev(vm, "o.y = 'from js'; globalThis.g = 42");
    assert_str(vm, tarn_get(vm, o, "y"), "from js");
    cr_assert_eq(tarn_get_number(vm, tarn_get_global(vm, "g")), 42);
    cr_assert_eq(tarn_type(vm, tarn_get(vm, o, "missing")), TARN_TYPE_UNDEFINED);
    tarn_value gobj = tarn_global_object(vm);
    cr_assert_eq(tarn_get_number(vm, tarn_get(vm, gobj, "g")), 42);
    /* a getter runs and may throw */
    tarn_value t = ev(vm, "({ get bad() { throw new RangeError('getter') } })");
    cr_assert_null(tarn_get(vm, t, "bad"));
    tarn_value e = tarn_take_exception(vm);
    cr_assert(e);
    assert_str(vm, e, "RangeError: getter");
    cr_assert(!tarn_has_exception(vm));
    /* reading from undefined is node's TypeError */
    cr_assert_null(tarn_get(vm, tarn_undefined(vm), "x"));
    assert_str(vm, tarn_take_exception(vm), "TypeError: Cannot read properties of undefined (reading 'x')");
    cr_assert_eq(tarn_set(vm, tarn_number(vm, 1), "x", o), TARN_ERROR);
    tarn_clear_error(vm);
    /* frozen object: strict-mode set fails */
    tarn_value fz = ev(vm, "Object.freeze({a: 1})");
    cr_assert_eq(tarn_set(vm, fz, "a", o), TARN_ERROR);
    assert_str(vm, tarn_take_exception(vm), "TypeError: Cannot assign to read only property 'a' of object '#<Object>'");
    tarn_scope_close(vm, s);
    tarn_vm_free(vm);
}

Test(api_value, calls_and_exceptions)
{
    tarn_vm *vm = tarn_vm_new();
    tarn_scope s = tarn_scope_open(vm);
    tarn_value add = ev(vm, "(function add(a, b) { return this.base + a + b; })");
    tarn_value self = ev(vm, "({base: 100})");
    tarn_value args[2] = { tarn_number(vm, 1), tarn_number(vm, 2) };
    tarn_value r = tarn_call(vm, add, self, 2, args);
    cr_assert(r);
    cr_assert_eq(tarn_get_number(vm, r), 103);
    tarn_value point = ev(vm, "class Point { constructor(x, y) { this.x = x; this.y = y } }; Point");
    r = tarn_new(vm, point, 2, args);
    cr_assert(r);
    cr_assert_eq(tarn_get_number(vm, tarn_get(vm, r, "y")), 2);
    /* a JS exception: message and stack */
    tarn_value thrower = ev(vm, "function thrower(m) {\n  throw new TypeError('bad ' + m);\n}\nthrower");
    tarn_value m = tarn_string(vm, "arg", 3);
    cr_assert_null(tarn_call(vm, thrower, NULL, 1, &m));
    cr_assert(tarn_has_exception(vm));
    tarn_value e = tarn_take_exception(vm);
    cr_assert(tarn_is_error(vm, e));
    assert_str(vm, tarn_get(vm, e, "message"), "bad arg");
    char *stack = str(vm, tarn_get(vm, e, "stack"));
    cr_assert(strstr(stack, "TypeError: bad arg\n    at thrower (t.js:2:"), "stack: %s", stack);
    free(stack);
    /* calling a non-function */
    cr_assert_null(tarn_call(vm, tarn_number(vm, 1), NULL, 0, NULL));
    cr_assert(tarn_is_error(vm, tarn_take_exception(vm)));
    tarn_clear_error(vm);
    /* a host throws; JS catches */
    tarn_value catcher = ev(vm, "(function (f) { try { f() } catch (e) { return 'caught ' + e } })");
    tarn_value boom = ev(vm, "(function () { throw 'x' })");
    r = tarn_call(vm, catcher, NULL, 1, &boom);
    assert_str(vm, r, "caught x");
    cr_assert_null(tarn_throw_error(vm, TARN_ERR_RANGE, "from host"));
    e = tarn_take_exception(vm);
    assert_str(vm, e, "RangeError: from host");
    cr_assert_null(tarn_throw(vm, tarn_number(vm, 5)));
    cr_assert_eq(tarn_get_number(vm, tarn_take_exception(vm)), 5);
    cr_assert_null(tarn_take_exception(vm));
    /* a syntax error is pending as a SyntaxError */
    cr_assert_null(ev(vm, "let = ;"));
    cr_assert(tarn_is_error(vm, tarn_take_exception(vm)));
    tarn_scope_close(vm, s);
    tarn_vm_free(vm);
}

Test(api_value, scopes_escape_and_persist)
{
    tarn_vm *vm = tarn_vm_new();
    tarn_scope outer = tarn_scope_open(vm);
    tarn_value kept = NULL;
    for (int round = 0; round < 3; round++) {
        tarn_scope inner = tarn_scope_open(vm);
        tarn_value o = tarn_object_new(vm);
        for (int i = 0; i < 100; i++)
            tarn_number(vm, i); /* garbage handles, released below */
        tarn_set(vm, o, "round", tarn_number(vm, round));
        kept = tarn_scope_escape(vm, inner, o);
    }
    cr_assert_eq(tarn_get_number(vm, tarn_get(vm, kept, "round")), 2);
    tarn_value p = tarn_persist(vm, kept);
    tarn_scope_close(vm, outer);
    /* p outlives every scope */
    tarn_vm_gc(vm, 1);
    tarn_scope s = tarn_scope_open(vm);
    cr_assert_eq(tarn_get_number(vm, tarn_get(vm, p, "round")), 2);
    tarn_value ps[300];
    for (int i = 0; i < 300; i++)
        ps[i] = tarn_persist(vm, tarn_number(vm, i));
    for (int i = 0; i < 300; i += 2)
        tarn_release(vm, ps[i]);
    tarn_value q = tarn_persist(vm, tarn_string(vm, "reused", 6));
    tarn_vm_gc(vm, 0);
    for (int i = 1; i < 300; i += 2)
        cr_assert_eq(tarn_get_number(vm, ps[i]), i);
    assert_str(vm, q, "reused");
    tarn_release(vm, p);
    tarn_scope_close(vm, s);
    tarn_vm_free(vm);
}

/* Handles held across forced collections: a minor moves young objects (the
 * handle's Value changes), a major evacuates the rest; contents survive. */
Test(api_value, handles_survive_moving_collections)
{
    tarn_vm *vm = tarn_vm_new();
    tarn_scope s = tarn_scope_open(vm);
    tarn_value objs[64];
    for (int i = 0; i < 64; i++) {
        objs[i] = tarn_object_new(vm);
        tarn_set(vm, objs[i], "i", tarn_number(vm, i));
        char buf[32];
        snprintf(buf, sizeof buf, "str-%d", i);
        tarn_set(vm, objs[i], "s", tarn_string(vm, buf, strlen(buf)));
    }
    tarn_value p = tarn_persist(vm, objs[7]);
    Value before = *(Value *)objs[0];
    tarn_vm_gc(vm, 0);
    if (!stressed()) /* under stress it was already old */
        cr_assert_neq(*(Value *)objs[0], before, "the minor moved the object and updated the handle");
    cr_assert_eq(*(Value *)p, *(Value *)objs[7], "persistent and scoped handles agree");
    for (int k = 0; k < 3; k++) {
        /* a block: a second top-level `let junk` would be a pending SyntaxError */
        cr_assert(ev(vm, stressed() ? "{ let junk = []; for (let i = 0; i < 200; i++) junk.push({i, s: 'x' + i}); }"
                                    : "{ let junk = []; for (let i = 0; i < 5000; i++) junk.push({i, s: 'x' + i}); }"));
        tarn_vm_gc(vm, k & 1);
    }
    for (int i = 0; i < 64; i++) {
        cr_assert_eq(tarn_get_number(vm, tarn_get(vm, objs[i], "i")), i);
        char buf[32];
        snprintf(buf, sizeof buf, "str-%d", i);
        assert_str(vm, tarn_get(vm, objs[i], "s"), buf);
    }
    tarn_gc_stats st;
    tarn_vm_get_gc_stats(vm, &st);
    cr_assert_geq(st.minors, 1);
    cr_assert_geq(st.majors, 1);
    cr_assert_gt(st.bytes_allocated, 0);
    tarn_release(vm, p);
    tarn_scope_close(vm, s);
    tarn_vm_free(vm);
}
