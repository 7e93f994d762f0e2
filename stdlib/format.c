/* stdlib/format.c — node's util.format (console.log's printf-style
 * formatting): %s, %d, %i, %f, %j, %o, %O, %c and %%, the arguments left
 * over inspected after them. Values are inspected by stdlib/inspect.c.
 */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "lib.h"
#include "inspect_int.h"

/* node's hasBuiltInToString (with its Symbol.toPrimitive rule): 1 when %s
 * should inspect the object, 0 when it should use String(), -1 on error.
 * The object whose own toString or [Symbol.toPrimitive] is found first on
 * the chain decides, by its constructor. vh is a handle. */
static int has_builtin_to_string_js(Vm *vm, Value *vh)
{
    Value tpkey = vm->builtin[B_SYM_TO_PRIMITIVE], tskey = vm->atom[A_toString];
    Value tp = vm_get_prop_js(vm, *vh, tpkey);
    if (tp == V_EXC)
        return -1;
    bool has_tp = vm_is_callable_noalloc(tp);
    Value ts = vm_get_prop_js(vm, *vh, tskey);
    if (ts == V_EXC)
        return -1;
    bool has_ts = vm_is_callable_noalloc(ts);
    if (!has_ts && !has_tp)
        return 1;
    if ((has_ts && vm_has_own_noalloc(vm, *vh, tskey)) || (has_tp && vm_has_own_noalloc(vm, *vh, tpkey)))
        return 0;
    Value p = *vh;
    do {
        p = vm_get_proto_noalloc(p);
        if (!v_is_object(p))
            return 1;
    } while (!(has_ts && vm_has_own_noalloc(vm, p, tskey)) && !(has_tp && vm_has_own_noalloc(vm, p, tpkey)));
    PropDesc d;
    if (vm_get_own_prop(vm, p, vm->atom[A_constructor], &d) != 1 || (d.attrs & PROP_ACCESSOR))
        return 0;
    return lib_is_builtin_ctor(vm, d.value) ? 1 : 0;
}

/* String(v) for %s: node formats numbers with -0, symbols as Symbol(x), and
 * objects whose toString is a builtin's with inspect at depth 0. */
static int fmt_percent_s(Vm *vm, Value *vh, LibBuf *b)
{
    Value v = *vh;
    if (v_is_number(v)) {
        lib_inspect_number(b, v);
        return 0;
    }
    if (v_is_bigint(v))
        return lib_inspect_bigint(vm, b, v);
    if (v_is_symbol(v))
        return lib_inspect_symbol(vm, b, v);
    if (v_is_object(v) && !vm_is_callable_noalloc(v)) {
        int bi = has_builtin_to_string_js(vm, vh);
        if (bi < 0)
            return -1;
        if (bi)
            return lib_inspect_into(vm, *vh, 0, false, false, 0, b);
    }
    Value s = vm_to_string_js(vm, *vh);
    if (s == V_EXC)
        return -1;
    return lib_buf_jsstr(vm, b, s);
}

/* With an exception pending: when it is JSON.stringify's circular-structure
 * TypeError, clear it and return true (node's %j prints [Circular]). */
static bool is_circular_error_js(Vm *vm)
{
    Value e = vm->exception;
    if (!v_is_object(e) || v_hdr(e)->cls != CLS_ERROR)
        return false;
    size_t sc = gc_scope_open(vm);
    Value *eh = gc_handle(vm, vm_take_exception(vm));
    Value m = vm_get_str_js(vm, *eh, "message");
    char *t = m != V_EXC && v_is_string(m) ? vm_str_to_utf8(vm, m, NULL) : NULL;
    bool circ = t && strncmp(t, "Converting circular structure to JSON", 37) == 0;
    free(t);
    if (!circ) {
        if (m == V_EXC)
            vm_take_exception(vm);
        vm_throw(vm, *eh);
    }
    gc_scope_close(vm, sc);
    return circ;
}

Value lib_format_js(Vm *vm, const Value *argv, int argc) { return lib_format_color_js(vm, argv, argc, false); }

/* node's formatWithOptions({colors}): %o, %O and the arguments after the
 * format are inspected in colour; %s, %d, %i, %f, %j and string arguments
 * never are. */
Value lib_format_color_js(Vm *vm, const Value *argv, int argc, bool colors)
{
    size_t sc = gc_scope_open(vm);
    Value *args = NULL;
    if (argc > 0) {
        args = gc_handle(vm, argv[0]);
        for (int i = 1; i < argc; i++)
            gc_handle(vm, argv[i]);
    }
    Value *tmp = gc_handle(vm, V_UNDEF);
    LibBuf b;
    lib_buf_init(&b);
    int ai = 0;
    Value r = V_EXC;
    if (argc > 0 && v_is_string(args[0])) {
        ai = 1;
        size_t flen;
        char *fmt = vm_str_to_utf8(vm, args[0], &flen);
        if (!fmt) {
            lib_note_oom();
            goto fail;
        }
        /* by length: a NUL in the string is printed like any character */
        for (char *p = fmt, *end = fmt + flen; p < end; p++) {
            if (*p != '%' || p + 1 == end) {
                lib_buf_ch(&b, *p);
                continue;
            }
            char f = p[1];
            if (f == '%') {
                lib_buf_ch(&b, '%');
                p++;
                continue;
            }
            if (!strchr("sdifjoOc", f)) {
                lib_buf_ch(&b, '%');
                continue;
            }
            if (ai >= argc) {
                lib_buf_ch(&b, '%');
                continue;
            }
            p++;
            *tmp = args[ai++];
            int rc = 0;
            switch (f) {
            case 's':
                rc = fmt_percent_s(vm, tmp, &b);
                break;
            case 'd':
            case 'i':
            case 'f': {
                double d;
                if (v_is_bigint(*tmp)) { /* node: 10n for %d and %i, parseFloat for %f */
                    if (f == 'f')
                        lib_inspect_number(&b, v_num(vm_bigint_to_double_noalloc(*tmp)));
                    else
                        rc = lib_inspect_bigint(vm, &b, *tmp);
                    break;
                }
                if (v_is_object(*tmp) || v_is_symbol(*tmp)) {
                    if (v_is_symbol(*tmp)) {
                        lib_buf_str(&b, "NaN");
                        break;
                    }
                }
                if (vm_to_number_js(vm, *tmp, &d) < 0) {
                    rc = -1;
                    break;
                }
                if (f == 'i')
                    d = trunc(d);
                lib_inspect_number(&b, v_num(d));
                break;
            }
            case 'j': {
                Value json = vm_get_str_js(vm, vm->global, "JSON");
                Value fn = json == V_EXC ? V_EXC : vm_get_str_js(vm, json, "stringify");
                if (fn == V_EXC) {
                    rc = -1;
                    break;
                }
                Value s = vm_call_js(vm, fn, V_UNDEF, 1, tmp);
                if (s == V_EXC && is_circular_error_js(vm)) {
                    lib_buf_str(&b, "[Circular]"); /* node's tryStringify */
                    break;
                }
                if (s == V_EXC) {
                    rc = -1;
                    break;
                }
                if (v_is_string(s))
                    rc = lib_buf_jsstr(vm, &b, s);
                else
                    lib_buf_str(&b, "undefined");
                break;
            }
            case 'o': /* node: inspect with showHidden, showProxy and depth 4 */
                rc = lib_inspect_into(vm, *tmp, 4, false, colors, LIB_INSPECT_HIDDEN | LIB_INSPECT_PROXY, &b);
                break;
            case 'O':
                rc = lib_inspect_into(vm, *tmp, 2, false, colors, 0, &b);
                break;
            case 'c':
                break;
            }
            if (rc < 0) {
                free(fmt);
                goto fail;
            }
        }
        free(fmt);
    }
    for (; ai < argc; ai++) {
        if (b.len || ai > 0)
            lib_buf_ch(&b, ' ');
        if (lib_inspect_into(vm, args[ai], 2, true, colors, 0, &b) < 0)
            goto fail;
    }
    r = lib_buf_to_str(vm, &b);
    gc_scope_close(vm, sc);
    return r;
fail:
    lib_buf_free(&b);
    gc_scope_close(vm, sc);
    return V_EXC;
}
