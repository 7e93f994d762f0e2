/* tests/unit/api/test_realm.c — realms through the public API
 * (tarn_realm_new / tarn_realm_enter / tarn_realm_leave, docs/realms.md):
 * a new realm's globals are its own and ECMAScript's alone, its objects
 * have its prototypes, functions run in the realm they were made in, and
 * everything survives collections. */
#include <criterion/criterion.h>
#include <stdlib.h>
#include <string.h>

#include "../../../include/tarn.h"

static tarn_value ev(tarn_vm *vm, const char *src) { return tarn_eval_value(vm, src, strlen(src), "r.js"); }

static void assert_str(tarn_vm *vm, tarn_value v, const char *want)
{
    cr_assert(v, "no value (exception pending: %d)", tarn_has_exception(vm));
    char *s = tarn_to_string(vm, v, NULL);
    cr_assert(s);
    cr_assert_str_eq(s, want);
    free(s);
}

/* Evaluate src with the realm of global g current. */
static tarn_value ev_in(tarn_vm *vm, tarn_value g, const char *src)
{
    int prev = tarn_realm_enter(vm, g);
    cr_assert(prev >= 0);
    tarn_value r = ev(vm, src);
    tarn_realm_leave(vm, prev);
    return r;
}

static tarn_value host_add(tarn_vm *vm, tarn_value this_val, int argc, const tarn_value *argv, void *data)
{
    double a = 0, b = 0;
    if (argc < 2 || tarn_to_number(vm, argv[0], &a) || tarn_to_number(vm, argv[1], &b))
        return tarn_throw_error(vm, TARN_ERR_TYPE, "add needs two numbers");
    return tarn_number(vm, a + b);
}

/* A new realm, also the main realm's global `other`; returns its global. */
static tarn_value new_realm_as_other(tarn_vm *vm)
{
    tarn_value g = tarn_realm_new(vm);
    cr_assert(g);
    cr_assert(tarn_set(vm, tarn_global_object(vm), "other", g) == TARN_OK);
    return g;
}

/* Every test's VM and outer scope (.init / .fini). */
static tarn_vm *vm;
static tarn_scope scope;

static void vm_setup(void)
{
    vm = tarn_vm_new();
    cr_assert(vm);
    scope = tarn_scope_open(vm);
}

static void vm_teardown(void)
{
    tarn_scope_close(vm, scope);
    tarn_vm_free(vm);
}

Test(api_realm, globals_are_separate_and_ecmascript_only, .init = vm_setup, .fini = vm_teardown)
{
    ev(vm, "var secret = 42; globalThis.shared = 1;");
    tarn_value g = tarn_realm_new(vm);
    cr_assert(g);
    assert_str(vm, ev_in(vm, g, "typeof secret + ' ' + typeof shared + ' ' + typeof console + ' ' + "
                                "typeof process + ' ' + typeof require + ' ' + typeof setTimeout"),
               "undefined undefined undefined undefined undefined undefined");
    assert_str(vm, ev_in(vm, g, "typeof Array + ' ' + typeof Intl + ' ' + typeof Atomics + ' ' + "
                                "typeof DisposableStack + ' ' + (globalThis === this)"),
               "function object object function true");
    /* its var and function declarations are its own */
    ev_in(vm, g, "var secret = 'sandbox'; let lex = 1; function f() { return secret; }");
    assert_str(vm, ev(vm, "secret"), "42");
    assert_str(vm, ev(vm, "typeof lex + ' ' + typeof f"), "undefined undefined");
    /* the current realm is back after a leave */
    assert_str(vm, ev(vm, "typeof console"), "object");
}

Test(api_realm, objects_have_their_realm_prototypes, .init = vm_setup, .fini = vm_teardown)
{
    new_realm_as_other(vm);
    assert_str(vm, ev(vm, "var a = other.eval('[1, 2]'); "
                          "[a instanceof Array, a instanceof other.Array, Array.isArray(a), "
                          "other.Array === Array, Object.getPrototypeOf(a) === other.Array.prototype].join()"),
               "false,true,true,false,true");
    /* a function runs in its realm: what it makes and throws is its realm's */
    assert_str(vm, ev(vm, "var mk = other.eval('(function () { return {}; })'); "
                          "[mk() instanceof Object, mk() instanceof other.Object].join()"),
               "false,true");
    assert_str(vm, ev(vm, "var e; try { other.eval('null.x'); } catch (x) { e = x; } "
                          "[e instanceof TypeError, e instanceof other.TypeError, e.name].join()"),
               "false,true,TypeError");
    /* natives too: another realm's Array() makes its arrays, and its
     * Function constructor compiles into its realm */
    assert_str(vm, ev(vm, "[other.Array(3) instanceof other.Array, "
                          "other.Function('return []')() instanceof other.Array, "
                          "other.Object.prototype.toString.call([])].join()"),
               "true,true,[object Array]");
    /* well-known and registered symbols are shared */
    assert_str(vm, ev(vm, "[other.Symbol.iterator === Symbol.iterator, other.Symbol.for('k') === Symbol.for('k')].join()"),
               "true,true");
    /* GetPrototypeFromConstructor: new.target's realm when its prototype is not an object */
    assert_str(vm, ev(vm, "var C = other.Function(); C.prototype = null; "
                          "var o = Reflect.construct(Array, [], C); "
                          "[Object.getPrototypeOf(o) === other.Array.prototype, "
                          "Object.getPrototypeOf(Reflect.construct(function () {}, [], C)) === other.Object.prototype].join()"),
               "true,true");
    /* generators resume in their realm, whoever calls next */
    assert_str(vm, ev(vm, "var gen = other.eval('(function* () { yield []; yield {}; })'); "
                          "var out = []; for (var v of gen()) out.push(v instanceof other.Object && !(v instanceof Object)); "
                          "out.join()"),
               "true,true");
}

Test(api_realm, host_functions_and_collections, .init = vm_setup, .fini = vm_teardown)
{
    tarn_value g = tarn_persist(vm, tarn_realm_new(vm));
    cr_assert(g);
    /* a host function given to the sandbox only */
    cr_assert(tarn_define_function(vm, g, "add", host_add, 2, NULL) == TARN_OK);
    assert_str(vm, ev_in(vm, g, "add(2, 3)"), "5");
    assert_str(vm, ev(vm, "typeof add"), "undefined");
    /* many realms, objects crossing between them, full collections between */
    for (int i = 0; i < 4; i++) {
        tarn_scope is = tarn_scope_open(vm);
        tarn_value h = tarn_realm_new(vm);
        cr_assert(h);
        cr_assert(tarn_set(vm, h, "peer", g) == TARN_OK);
        tarn_vm_gc(vm, 1);
        assert_str(vm, ev_in(vm, h, "var xs = []; for (var j = 0; j < 50; j++) xs.push(peer.eval('[' + j + ']')); "
                                    "xs.filter(function (x) { return x instanceof peer.Array && !(x instanceof Array); }).length"),
                   "50");
        tarn_vm_gc(vm, 1);
        assert_str(vm, ev_in(vm, g, "add(1, 1)"), "2");
        tarn_scope_close(vm, is);
    }
    /* entering something that is not a realm's global */
    cr_assert(tarn_realm_enter(vm, tarn_object_new(vm)) < 0);
    cr_assert(tarn_has_exception(vm));
    tarn_clear_error(vm);
    tarn_release(vm, g);
}

Test(api_realm, every_object_prototype_is_immutable, .init = vm_setup, .fini = vm_teardown)
{
    tarn_value g = new_realm_as_other(vm);
    cr_assert(tarn_set(vm, g, "main", tarn_global_object(vm)) == TARN_OK);
    /* another realm's Object.prototype refuses a new prototype from here, and
     * this realm's from there; the same prototype is still accepted */
    assert_str(vm, ev(vm, "var op = other.Object.prototype, r = []; "
                          "try { Object.setPrototypeOf(op, {}); r.push('set'); } catch (e) { r.push(e.name); } "
                          "r.push(Reflect.setPrototypeOf(op, Object.prototype), Reflect.setPrototypeOf(op, null)); "
                          "try { op.__proto__ = []; r.push('set'); } catch (e) { r.push(e.name); } "
                          "r.push(String(Object.getPrototypeOf(op))); r.join()"),
               "TypeError,false,true,TypeError,null");
    assert_str(vm, ev_in(vm, g, "[Reflect.setPrototypeOf(main.Object.prototype, {}), "
                                "Reflect.setPrototypeOf(main.Object.prototype, null), "
                                "Reflect.setPrototypeOf(Object.prototype, main.Object.prototype)].join()"),
               "false,true,false");
}

/* A realm's globals made on first use (Intl, Temporal, SharedArrayBuffer,
 * ...) are there when its global object is reached from another realm
 * before its own code named them: read, `in`, own descriptors, key lists,
 * writes and deletes all see them; the first realm's (TextEncoder, URL)
 * likewise from a new realm; and a realm collected with globals still
 * pending leaves lookups on other objects as they were. */
Test(api_realm, pending_globals_reached_from_another_realm, .init = vm_setup, .fini = vm_teardown)
{
    tarn_value g = new_realm_as_other(vm);
    assert_str(vm, ev(vm, "[typeof other.Intl, typeof other.Temporal, 'Atomics' in other, other.Intl !== Intl,"
                          " Object.getOwnPropertyNames(other).includes('SharedArrayBuffer'),"
                          " typeof Object.getOwnPropertyDescriptor(other, 'DisposableStack').value].join()"),
               "object,object,true,true,true,function");
    tarn_value g2 = tarn_realm_new(vm);
    cr_assert(g2);
    cr_assert(tarn_set(vm, tarn_global_object(vm), "other2", g2) == TARN_OK);
    assert_str(vm, ev(vm, "other2.Intl = 1; delete other2.Atomics; [other2.Intl, 'Atomics' in other2].join()"),
               "1,false");
    assert_str(vm, ev_in(vm, g2, "typeof Intl + ' ' + typeof Atomics + ' ' + typeof SharedArrayBuffer"),
               "number undefined function");
    /* the first realm's pending globals, reached from the new realm */
    cr_assert(tarn_set(vm, g, "outer", tarn_global_object(vm)) == TARN_OK);
    assert_str(vm, ev_in(vm, g, "typeof outer.TextEncoder + ' ' + typeof outer.URL + ' ' + ('atob' in outer)"),
               "function function true");
    /* realms dropped with their globals pending */
    for (int i = 0; i < 4; i++) {
        tarn_scope s = tarn_scope_open(vm);
        cr_assert(tarn_realm_new(vm));
        tarn_scope_close(vm, s);
    }
    tarn_vm_gc(vm, 1);
    tarn_gc_stats st;
    tarn_vm_get_gc_stats(vm, &st);
    cr_assert_eq(st.realms_collected, 4, "collected: %llu", (unsigned long long)st.realms_collected);
    assert_str(vm, ev(vm, "var o = {a: 1}; [o.b, 'c' in o, typeof other.Temporal.Now].join()"), ",false,object");
}

/* An Intl constructor called with a new.target of another realm whose
 * "prototype" is not an object makes its object with that realm's
 * prototype (GetPrototypeFromConstructor), Intl of that realm made on the
 * way; an object prototype is taken as it is. */
Test(api_realm, intl_prototype_from_the_new_target_realm, .init = vm_setup, .fini = vm_teardown)
{
    new_realm_as_other(vm);
    assert_str(vm, ev(vm, "var nt = new other.Function(); nt.prototype = null; var out = [];"
                          "for (var C of ['Collator', 'NumberFormat', 'DateTimeFormat', 'PluralRules', 'ListFormat',"
                          "  'Segmenter', 'RelativeTimeFormat', 'DisplayNames', 'DurationFormat', 'Locale']) {"
                          "  var args = C === 'DisplayNames' ? ['en', {type: 'region'}] : C === 'Locale' ? ['en'] : [];"
                          "  var o = Reflect.construct(Intl[C], args, nt);"
                          "  out.push(Object.getPrototypeOf(o) === other.Intl[C].prototype);"
                          "}"
                          "nt.prototype = Array.prototype;"
                          "out.push(Object.getPrototypeOf(Reflect.construct(Intl.Collator, [], nt)) === Array.prototype);"
                          "out.join()"),
               "true,true,true,true,true,true,true,true,true,true,true");
}

/* DisposableStack and AsyncDisposableStack (written in JavaScript,
 * stdlib/dispose.js) do the same: the default prototype comes from
 * new.target's realm, whose library is made on the way; and a stack made
 * in one realm is a stack to the other realm's methods (as in node). */
Test(api_realm, dispose_prototype_from_the_new_target_realm, .init = vm_setup, .fini = vm_teardown)
{
    new_realm_as_other(vm);
    assert_str(vm, ev(vm, "var nt = new other.Function(); nt.prototype = undefined; var out = [];"
                          "for (var C of ['DisposableStack', 'AsyncDisposableStack']) {"
                          "  var o = Reflect.construct(globalThis[C], [], nt);"
                          "  out.push(Object.getPrototypeOf(o) === other[C].prototype, o.disposed);"
                          "  out.push(Object.getPrototypeOf(new globalThis[C]()) === globalThis[C].prototype);"
                          "}"
                          /* a stack is one to every realm's methods */
                          "var s = new DisposableStack(), a = new other.AsyncDisposableStack();"
                          "other.DisposableStack.prototype.use.call(s, null);"
                          "out.push(Object.getOwnPropertyDescriptor(other.DisposableStack.prototype, 'disposed').get.call(s),"
                          "         AsyncDisposableStack.prototype.disposeAsync.call(a) instanceof Promise, a.disposed);"
                          "out.join()"),
               "true,false,true,true,false,true,false,true,true");
}

/* The iteration protector is per realm: patching one realm's
 * %ArrayIteratorPrototype%.next (or adding a return() to its
 * %IteratorPrototype%) changes how that realm's arrays iterate, whichever
 * realm's code iterates them, and nothing for another realm's arrays. */
Test(api_realm, array_iteration_patched_in_one_realm, .init = vm_setup, .fini = vm_teardown)
{
    tarn_value g = new_realm_as_other(vm);
    ev_in(vm, g, "var AIP = Object.getPrototypeOf([].values()); var orig = AIP.next;"
                 "AIP.next = function () { var r = orig.call(this); if (!r.done) r.value *= 10; return r; };"
                 "var closed = 0; Iterator.prototype.return = function () { closed++; return {}; };"
                 "function spread(a) { return [...a].join(); }"
                 "function brk(a) { for (var x of a) break; return closed; }"
                 "function mine() { return [1, 2]; }");
    assert_str(vm, ev_in(vm, g, "spread([1, 2]) + ' ' + brk([1, 2])"), "10,20 1");
    assert_str(vm, ev(vm, "[...[1, 2]].join() + ' ' + Math.max(...[1, 2])"), "1,2 2");
    /* the other realm's code iterating this realm's array, and back */
    assert_str(vm, ev(vm, "other.spread([1, 2]) + ' ' + other.brk([1, 2]) + ' ' + [...[3]]"), "1,2 1 3");
    assert_str(vm, ev(vm, "[...other.mine()].join() + ' ' + Math.max(...other.mine())"), "10,20 20");
    assert_str(vm, ev(vm, "for (var x of other.mine()) break; var [y] = other.mine(); other.closed"), "3");
    ev_in(vm, g, "AIP.next = orig; delete Iterator.prototype.return;");
    assert_str(vm, ev(vm, "[...other.mine()] + ' ' + other.brk(other.mine()) + ' ' + [...[5]]"), "1,2 3 5");
}

/* A realm nothing names is freed by the next full collection and its
 * number reused; one named by a held global, by a function the first
 * realm keeps, or by an enter not yet left stays whole. */
Test(api_realm, unreachable_realms_are_collected, .init = vm_setup, .fini = vm_teardown)
{
    tarn_gc_stats st;
    tarn_vm_get_gc_stats(vm, &st);
    cr_assert_eq(st.realms, 1);
    cr_assert_eq(st.realms_collected, 0);
    for (int i = 0; i < 6; i++) {
        tarn_scope s = tarn_scope_open(vm);
        tarn_value g = tarn_realm_new(vm);
        cr_assert(g);
        assert_str(vm, ev_in(vm, g, "var x = [1, 2, 3].map((v) => v * 2); x.join()"), "2,4,6");
        tarn_scope_close(vm, s);
    }
    tarn_scope s = tarn_scope_open(vm);
    tarn_value keep = tarn_persist(vm, tarn_realm_new(vm)); /* the scope's handle goes below */
    cr_assert(keep);
    ev_in(vm, keep, "var kept = 'kept'");
    tarn_value g2 = tarn_realm_new(vm);
    cr_assert(g2);
    tarn_value fn = ev_in(vm, g2, "(function () { return typeof Array + ' ' + [1].concat([2]).length + ' ' + "
                                  "(Object.getPrototypeOf([]) === Array.prototype); })");
    cr_assert(fn);
    cr_assert(tarn_set(vm, tarn_global_object(vm), "fromOther", fn) == TARN_OK);
    tarn_scope_close(vm, s);
    tarn_vm_gc(vm, 1);
    tarn_vm_get_gc_stats(vm, &st);
    cr_assert_eq(st.realms, 3, "realms: %llu", (unsigned long long)st.realms);
    cr_assert_eq(st.realms_collected, 6, "collected: %llu", (unsigned long long)st.realms_collected);
    assert_str(vm, ev_in(vm, keep, "kept"), "kept");
    assert_str(vm, ev(vm, "fromOther()"), "function 2 true");
    assert_str(vm, ev(vm, "fromOther() instanceof Array"), "false");

    /* a number freed above is reused by an independent realm */
    s = tarn_scope_open(vm);
    tarn_value g3 = tarn_realm_new(vm);
    cr_assert(g3);
    assert_str(vm, ev_in(vm, g3, "typeof kept + ' ' + typeof x"), "undefined undefined");

    /* entered, a realm lives though no handle names it, and so does the
     * realm left for it (its token) */
    int t3 = tarn_realm_enter(vm, g3);
    cr_assert(t3 >= 0);
    tarn_scope inner = tarn_scope_open(vm);
    tarn_value g4 = tarn_realm_new(vm);
    int t4 = tarn_realm_enter(vm, g4);
    cr_assert(t4 >= 0);
    tarn_scope_close(vm, inner);
    tarn_scope_close(vm, s); /* g3's handle goes too: the token names it */
    tarn_vm_gc(vm, 1);
    assert_str(vm, ev(vm, "var here = 4; typeof Map + ' ' + here"), "function 4");
    tarn_realm_leave(vm, t4);
    assert_str(vm, ev(vm, "typeof here + ' ' + typeof Set"), "undefined function");
    tarn_realm_leave(vm, t3);
    tarn_vm_gc(vm, 1);
    tarn_vm_get_gc_stats(vm, &st);
    cr_assert_eq(st.realms, 3, "realms: %llu", (unsigned long long)st.realms);

    /* released, the kept realm goes too; its function stays */
    tarn_release(vm, keep);
    tarn_vm_gc(vm, 1);
    tarn_vm_get_gc_stats(vm, &st);
    cr_assert_eq(st.realms, 2, "realms: %llu", (unsigned long long)st.realms);
    assert_str(vm, ev(vm, "fromOther()"), "function 2 true");
}
