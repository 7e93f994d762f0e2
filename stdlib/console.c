/* stdlib/console.c — the console object as node has it: log/info/debug/
 * dirxml (vm->out), warn/error/trace (vm->err), dir, assert, count/
 * countReset, time/timeEnd/timeLog, group/groupCollapsed/groupEnd, clear;
 * and the global print(), which writes like console.log. Formatting is
 * lib_format_js / lib_inspect_js.
 *
 * State: builtin[B_CONSOLE_COUNTS] and [B_CONSOLE_TIMERS] are
 * null-prototype objects keyed by label (roots); LibState.console holds the
 * group indentation and whether node's hint line after a first warning was
 * printed. Every line written while a group is open is
 * indented, as node indents it. Values are inspected in colour when the
 * host turned it on for that stream (vm->out_colors / err_colors: the CLI
 * does on a colour terminal, node's rule).
 */
#include <math.h>
#include <stdio.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "lib.h"
#include "node/node.h"

enum { OUT_STDOUT = 0, OUT_STDERR = 1 };

static int indent_of(Vm *vm) { return vm->lib_state->console.indent; }

/* Write s (a string Value) and a newline, indented by the open groups. */
static int emit(Vm *vm, int where, Value s)
{
    /* once the script has ended the stream, the line goes through it, as
     * node's console writes (composed in memory first) */
    bool routed = where == OUT_STDERR ? vm->lib_state->console.err_ended : vm->lib_state->console.out_ended;
    char *line = NULL;
    size_t line_n = 0;
    FILE *f = routed ? open_memstream(&line, &line_n) : where == OUT_STDERR ? vm->err : vm->out;
    if (!f)
        return -1;
    size_t n;
    char *u = vm_str_to_utf8(vm, s, &n);
    if (!u) {
        if (routed) {
            fclose(f);
            free(line);
        }
        return -1;
    }
    int ind = indent_of(vm);
    if (ind == 0) {
        fwrite(u, 1, n, f);
    } else {
        fprintf(f, "%*s", ind, "");
        for (size_t i = 0; i < n; i++) {
            fputc(u[i], f);
            if (u[i] == '\n')
                fprintf(f, "%*s", ind, "");
        }
    }
    fputc('\n', f);
    free(u);
    if (!routed)
        return 0;
    fclose(f);
    Value str = vm_str_from_utf8(vm, line, line_n);
    free(line);
    if (str == V_EXC)
        return -1;
    return lib_process_console_write(vm, where == OUT_STDERR ? 2 : 1, str);
}

static bool colors_for(Vm *vm, int where) { return where == OUT_STDERR ? vm->err_colors : vm->out_colors; }

static int emit_format(Vm *vm, int where, const Value *argv, int argc)
{
    Value s = lib_format_color_js(vm, argv, argc, colors_for(vm, where));
    if (s == V_EXC)
        return -1;
    return emit(vm, where, s);
}

static Value console_write(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)construct;
    return emit_format(vm, MAGIC, argv, argc) < 0 ? V_EXC : V_UNDEF;
}

/* node's process warning: process.emitWarning(text), printed on the next
 * tick. 0 / -1. */
static int warn(Vm *vm, const char *fmt, const char *label)
{
    char text[600];
    snprintf(text, sizeof text, fmt, label);
    return lib_process_warn_js(vm, text, "Warning");
}

/* The label argument: "default" when undefined, else ToString. */
static Value label_of(Vm *vm, Value v)
{
    if (v == V_UNDEF)
        return vm_atom(vm, "default");
    return vm_to_string_js(vm, v);
}

/* ---- count ----------------------------------------------------------------- */

static Value console_count(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)construct;
    size_t sc = gc_scope_open(vm);
    Value r = V_EXC;
    Value *label = gc_handle(vm, label_of(vm, ARG(0)));
    if (*label == V_EXC)
        goto out;
    Value *key = gc_handle(vm, vm_to_propkey_js(vm, *label));
    if (*key == V_EXC)
        goto out;
    PropDesc d;
    int found = vm_get_own_prop(vm, vm->builtin[B_CONSOLE_COUNTS], *key, &d);
    if (found < 0)
        goto out;
    bool reset = MAGIC;
    if (reset) {
        if (!found) {
            char *u = vm_str_to_utf8(vm, *label, NULL);
            if (!u)
                goto out;
            int w = warn(vm, "Count for '%s' does not exist", u);
            free(u);
            if (w < 0)
                goto out;
        } else if (vm_define_own(vm, vm->builtin[B_CONSOLE_COUNTS], *key, v_int(0), PROP_DEFAULT) < 0) {
            goto out;
        }
        r = V_UNDEF;
        goto out;
    }
    double n = found == 1 && v_is_number(d.value) ? v_to_double(d.value) + 1 : 1;
    if (vm_define_own(vm, vm->builtin[B_CONSOLE_COUNTS], *key, v_num(n), PROP_DEFAULT) < 0)
        goto out;
    LibBuf b;
    lib_buf_init(&b);
    if (lib_buf_jsstr(vm, &b, *label) < 0) {
        lib_buf_free(&b);
        goto out;
    }
    lib_buf_printf(&b, ": %.0f", n);
    Value s = lib_buf_to_str(vm, &b);
    if (s == V_EXC || emit(vm, OUT_STDOUT, s) < 0)
        goto out;
    r = V_UNDEF;
out:
    gc_scope_close(vm, sc);
    return r;
}

/* ---- time ------------------------------------------------------------------ */

static double now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1000.0 + (double)ts.tv_nsec / 1e6;
}

/* node's formatTime: "1.234ms", "1.500s", "1:02.345 (m:ss.mmm)". */
void lib_console_format_time(double ms, char *buf, size_t cap)
{
    if (ms >= 60000) {
        long h = (long)(ms / 3600000);
        double rest = fmod(ms, 3600000);
        long m = (long)(rest / 60000);
        double s = fmod(rest, 60000) / 1000;
        char sec[32];
        snprintf(sec, sizeof sec, "%06.3f", s);
        if (h)
            snprintf(buf, cap, "%ld:%02ld:%s (h:mm:ss.mmm)", h, m, sec);
        else
            snprintf(buf, cap, "%ld:%s (m:ss.mmm)", m, sec);
        return;
    }
    if (ms >= 1000) {
        snprintf(buf, cap, "%.3fs", ms / 1000);
        return;
    }
    snprintf(buf, cap, "%.3f", ms);
    /* Number(ms.toFixed(3)): drop trailing zeros and a bare point */
    char *dot = strchr(buf, '.');
    if (dot) {
        char *e = buf + strlen(buf);
        while (e > dot + 1 && e[-1] == '0')
            *--e = 0;
        if (e == dot + 1)
            *dot = 0;
    }
    strncat(buf, "ms", cap - strlen(buf) - 1);
}

enum { T_TIME, T_END, T_LOG };

static Value console_time(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)construct;
    static const char *const names[] = {"console.time()", "console.timeEnd()", "console.timeLog()"};
    int kind = MAGIC;
    size_t sc = gc_scope_open(vm);
    Value r = V_EXC;
    Value *label = gc_handle(vm, label_of(vm, ARG(0)));
    if (*label == V_EXC)
        goto out;
    Value *key = gc_handle(vm, vm_to_propkey_js(vm, *label));
    if (*key == V_EXC)
        goto out;
    PropDesc d;
    int found = vm_get_own_prop(vm, vm->builtin[B_CONSOLE_TIMERS], *key, &d);
    if (found < 0)
        goto out;
    if (kind == T_TIME ? found == 1 : found != 1) {
        char *u = vm_str_to_utf8(vm, *label, NULL);
        if (!u)
            goto out;
        char fmt[96];
        snprintf(fmt, sizeof fmt, kind == T_TIME ? "Label '%%s' already exists for %s" : "No such label '%%s' for %s",
                 names[kind]);
        int w = warn(vm, fmt, u);
        free(u);
        if (w < 0)
            goto out;
        r = V_UNDEF;
        goto out;
    }
    if (kind == T_TIME) {
        if (vm_define_own(vm, vm->builtin[B_CONSOLE_TIMERS], *key, v_num(now_ms()), PROP_DEFAULT) < 0)
            goto out;
        r = V_UNDEF;
        goto out;
    }
    char t[96];
    lib_console_format_time(now_ms() - v_to_double(d.value), t, sizeof t);
    if (kind == T_END && vm_delete_js(vm, vm->builtin[B_CONSOLE_TIMERS], *key) < 0)
        goto out;
    /* log('%s: %s', label, time, ...data) */
    Value *args = gc_handle(vm, vm_atom(vm, "%s: %s"));
    gc_handle(vm, *label);
    Value *ts = gc_handle(vm, V_UNDEF);
    int extra = kind == T_LOG && argc > 1 ? argc - 1 : 0;
    for (int i = 0; i < extra; i++)
        gc_handle(vm, argv[1 + i]);
    *ts = vm_str_from_cstr(vm, t);
    if (*ts == V_EXC || emit_format(vm, OUT_STDOUT, args, 3 + extra) < 0)
        goto out;
    r = V_UNDEF;
out:
    gc_scope_close(vm, sc);
    return r;
}

/* ---- assert, dir, group ------------------------------------------------------- */

static Value console_assert(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)construct;
    if (vm_truthy_noalloc(ARG(0)))
        return V_UNDEF;
    size_t sc = gc_scope_open(vm);
    Value r = V_EXC;
    Value *args = gc_handle(vm, vm_atom(vm, "Assertion failed"));
    for (int i = 2; i < argc; i++)
        gc_handle(vm, argv[i]);
    if (argc > 1) { /* `Assertion failed: ${args[0]}` */
        Value *s = gc_handle(vm, vm_to_string_js(vm, argv[1]));
        Value *pre = gc_handle(vm, vm_atom(vm, "Assertion failed: "));
        if (*s == V_EXC || *pre == V_EXC)
            goto out;
        Value t = vm_str_concat(vm, *pre, *s);
        if (t == V_EXC)
            goto out;
        *args = t;
    }
    if (emit_format(vm, OUT_STDERR, args, argc > 1 ? argc - 1 : 1) < 0)
        goto out;
    r = V_UNDEF;
out:
    gc_scope_close(vm, sc);
    return r;
}

static Value console_dir(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)construct;
    int depth = 2;
    if (v_is_object(ARG(1))) {
        Value d = vm_get_str_js(vm, ARG(1), "depth");
        if (d == V_EXC)
            return V_EXC;
        if (d == V_NULL || (v_is_number(d) && v_to_double(d) > 1000))
            depth = 1000;
        else if (v_is_number(d) && v_to_double(d) >= 0)
            depth = (int)v_to_double(d);
    }
    Value s = lib_inspect_color_js(vm, ARG(0), depth, colors_for(vm, OUT_STDOUT));
    if (s == V_EXC)
        return V_EXC;
    return emit(vm, OUT_STDOUT, s) < 0 ? V_EXC : V_UNDEF;
}

static Value console_group(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)construct;
    if (argc > 0 && emit_format(vm, OUT_STDOUT, argv, argc) < 0)
        return V_EXC;
    vm->lib_state->console.indent = indent_of(vm) + 2;
    return V_UNDEF;
}

static Value console_group_end(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)argv, (void)argc, (void)construct;
    int ind = indent_of(vm);
    vm->lib_state->console.indent = ind >= 2 ? ind - 2 : 0;
    return V_UNDEF;
}

/* clear() only acts on a terminal in node; tarn's output is never one it
 * clears, so it does nothing, as node does when stdout is a pipe or file. */
static Value console_clear(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)vm, (void)argv, (void)argc, (void)construct;
    return V_UNDEF;
}

/* table(data[, properties]): node's box-drawn table, composed by the
 * console_table internal module (stdlib/node/console_table.js); data that
 * is not an object is logged as console.log logs it. */
static Value console_table(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)construct;
    size_t sc = gc_scope_open(vm);
    Value r = V_EXC;
    Value *m = gc_handle(vm, lib_node_internal_js(vm, "console_table"));
    if (*m == V_EXC)
        goto out;
    Value *fn = gc_handle(vm, vm_get_str_js(vm, *m, "table"));
    if (*fn == V_EXC)
        goto out;
    Value *text = gc_handle(vm, vm_call_js(vm, *fn, V_UNDEF, argc < 2 ? argc : 2, argv));
    if (*text == V_EXC)
        goto out;
    if (*text == V_UNDEF)
        r = emit_format(vm, OUT_STDOUT, argv, argc > 0 ? 1 : 0) < 0 ? V_EXC : V_UNDEF;
    else
        r = emit(vm, OUT_STDOUT, *text) < 0 ? V_EXC : V_UNDEF;
out:
    gc_scope_close(vm, sc);
    return r;
}

/* node's key order of the console object */
static const LibFn console_fns[] = {
    {"log", console_write, 0, OUT_STDOUT},   {"info", console_write, 0, OUT_STDOUT},
    {"debug", console_write, 0, OUT_STDOUT}, {"warn", console_write, 0, OUT_STDERR},
    {"error", console_write, 0, OUT_STDERR}, {"dir", console_dir, 0, 0},
    {"time", console_time, 0, T_TIME},       {"timeEnd", console_time, 0, T_END},
    {"timeLog", console_time, 0, T_LOG},     {"trace", console_write, 0, OUT_STDERR},
    {"assert", console_assert, 0, 0},        {"clear", console_clear, 0, 0},
    {"count", console_count, 0, 0},          {"countReset", console_count, 0, 1},
    {"group", console_group, 0, 0},          {"groupEnd", console_group_end, 0, 0},
    {"table", console_table, 1, 0},          {"dirxml", console_write, 0, OUT_STDOUT},
    {"groupCollapsed", console_group, 0, 0}, {NULL, NULL, 0, 0},
};

int lib_install_console(Vm *vm)
{
    for (int i = 0; i < 2; i++) {
        Value o = vm_new_object_proto(vm, V_NULL);
        if (o == V_EXC)
            return -1;
        vm->builtin[i ? B_CONSOLE_TIMERS : B_CONSOLE_COUNTS] = o;
    }
    Value c = lib_new_namespace(vm, "console");
    if (c == V_EXC)
        return -1;
    /* node's console methods are enumerable own properties */
    size_t sc = gc_scope_open(vm);
    Value *ch = gc_handle(vm, c);
    for (const LibFn *f = console_fns; f->name; f++) {
        Value fn = vm_new_native(vm, f->name, f->fn, f->length, f->magic);
        if (fn == V_EXC) {
            gc_scope_close(vm, sc);
            return -1;
        }
        Value *fh = gc_handle(vm, fn);
        Value k = vm_key(vm, f->name);
        if (k == V_EXC || vm_define_own(vm, *ch, k, *fh, PROP_DEFAULT) < 0) {
            gc_scope_close(vm, sc);
            return -1;
        }
    }
    gc_scope_close(vm, sc);
    return vm_def_native(vm, vm->global, "print", console_write, 0, OUT_STDOUT);
}
