/* tests/unit/api/test_misc.c — the tarn.h functions the other api tests do
 * not reach: modules (source and file), syntax checks and disassembly,
 * error reporting (node's and the REPL's form), REPL completion and
 * incomplete input, host-class prototypes, unhandled-rejection modes,
 * expose_gc and the printed GC summary. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../../../include/tarn.h"

/* A memstream the functions print to; returns the text (free it). */
typedef struct Mem {
    FILE *f;
    char *buf;
    size_t len;
} Mem;
static void mem_open(Mem *m) { m->buf = NULL; m->len = 0; m->f = open_memstream(&m->buf, &m->len); cr_assert(m->f); }
static char *mem_close(Mem *m) { fclose(m->f); return m->buf; }

static char *global_str(tarn_vm *vm, const char *name)
{
    tarn_scope s = tarn_scope_open(vm);
    tarn_value v = tarn_get_global(vm, name);
    cr_assert(v);
    char *r = tarn_to_string(vm, v, NULL);
    cr_assert(r);
    tarn_scope_close(vm, s);
    return r;
}

Test(api_misc, eval_module_source_and_file)
{
    char dir[] = "/tmp/tarn-api-XXXXXX";
    cr_assert(mkdtemp(dir));
    char path[256], main_path[256];
    snprintf(path, sizeof path, "%s/lib.mjs", dir);
    FILE *f = fopen(path, "w");
    fputs("export const k = 21; export function twice(x) { return 2 * x; }\n", f);
    fclose(f);
    snprintf(main_path, sizeof main_path, "%s/main.mjs", dir);
    f = fopen(main_path, "w");
    fputs("import { k, twice } from './lib.mjs'; globalThis.fileResult = twice(k) + ':' + (this === undefined);\n", f);
    fclose(f);

    tarn_vm *vm = tarn_vm_new();
    cr_assert_eq(tarn_eval_module_file(vm, main_path), TARN_OK);
    char *s = global_str(vm, "fileResult");
    cr_assert_str_eq(s, "42:true");
    free(s);
    cr_assert_eq(tarn_eval_module_file(vm, main_path), TARN_OK, "a second load does nothing");

    /* source named next to lib.mjs: the import resolves relative to it */
    char name[256];
    snprintf(name, sizeof name, "%s/inline.mjs", dir);
    const char *src = "import { twice } from './lib.mjs'; globalThis.srcResult = twice(5);";
    cr_assert_eq(tarn_eval_module(vm, src, strlen(src), name), TARN_OK);
    s = global_str(vm, "srcResult");
    cr_assert_str_eq(s, "10");
    free(s);
    cr_assert_eq(tarn_eval_module(vm, src, strlen(src), name), TARN_ERROR, "a name already loaded");
    cr_assert(tarn_has_exception(vm));
    tarn_clear_error(vm);
    const char *bad = "import { nope } from './lib.mjs';";
    snprintf(name, sizeof name, "%s/bad.mjs", dir);
    cr_assert_eq(tarn_eval_module(vm, bad, strlen(bad), name), TARN_ERROR);
    tarn_scope sc = tarn_scope_open(vm);
    tarn_value e = tarn_take_exception(vm);
    cr_assert(e);
    char *m = tarn_to_string(vm, e, NULL);
    cr_assert(strstr(m, "SyntaxError") && strstr(m, "nope"), "%s", m);
    free(m);
    tarn_scope_close(vm, sc);
    snprintf(name, sizeof name, "%s/missing.mjs", dir);
    cr_assert_eq(tarn_eval_module_file(vm, name), TARN_ERROR);
    cr_assert(tarn_has_exception(vm));
    tarn_clear_error(vm);
    tarn_vm_free(vm);
    unlink(path);
    unlink(main_path);
    rmdir(dir);
}

Test(api_misc, check_disasm_and_incomplete)
{
    tarn_vm *vm = tarn_vm_new();
    Mem err;
    mem_open(&err);
    const char *ok = "let a = 1; function f(x) { return x + a; }";
    cr_assert_eq(tarn_check(vm, ok, strlen(ok), "ok.js", 0, err.f), TARN_OK);
    const char *bad = "let a = ;";
    cr_assert_eq(tarn_check(vm, bad, strlen(bad), "bad.js", 0, err.f), TARN_ERROR);
    const char *mod = "export const x = 1;";
    cr_assert_eq(tarn_check(vm, mod, strlen(mod), "m.mjs", 1, err.f), TARN_OK);
    cr_assert_eq(tarn_check(vm, mod, strlen(mod), "m.js", 0, err.f), TARN_ERROR, "export outside a module");
    const char *ret = "if (true) return 1;";
    cr_assert_eq(tarn_check(vm, ret, strlen(ret), "cjs.js", 0, err.f), TARN_OK, "a CommonJS body may return");
    cr_assert_eq(tarn_check(vm, ret, strlen(ret), "script.js", 2, err.f), TARN_ERROR, "global code may not");
    char *text = mem_close(&err);
    cr_assert(strstr(text, "bad.js:1") && strstr(text, "SyntaxError: Unexpected token ';'"), "%s", text);
    cr_assert(!tarn_has_exception(vm), "tarn_check prints and clears");
    free(text);

    /* tarn_check_buffer takes the buffer: a small text (copied) and one of
     * 64 KB or more (kept as the source of the error report) */
    mem_open(&err);
    char *small = strdup(ok);
    cr_assert_eq(tarn_check_buffer(vm, small, strlen(ok), "small.js", 0, err.f), TARN_OK);
    const char *line = "var v = 1;\n", *tail = "let z = ;\n";
    size_t n = 10000, ll = strlen(line), tl = strlen(tail), bl = n * ll + tl;
    char *big = malloc(bl + 1);
    cr_assert(big);
    for (size_t i = 0; i < n; i++)
        memcpy(big + i * ll, line, ll);
    memcpy(big + n * ll, tail, tl + 1);
    cr_assert_eq(tarn_check_buffer(vm, big, bl, "big.js", 0, err.f), TARN_ERROR);
    char *bigok = malloc(n * ll + 1);
    cr_assert(bigok);
    for (size_t i = 0; i < n; i++)
        memcpy(bigok + i * ll, line, ll);
    bigok[n * ll] = 0;
    cr_assert_eq(tarn_check_buffer(vm, bigok, n * ll, "bigok.js", 0, err.f), TARN_OK);
    text = mem_close(&err);
    cr_assert(strstr(text, "big.js:10001") && strstr(text, "let z = ;") &&
              strstr(text, "SyntaxError: Unexpected token ';'"), "%s", text);
    cr_assert(!strstr(text, "small.js") && !strstr(text, "bigok.js"), "%s", text);
    free(text);

    Mem out;
    mem_open(&out);
    mem_open(&err);
    cr_assert_eq(tarn_disasm(vm, ok, strlen(ok), "ok.js", out.f, err.f), TARN_OK);
    cr_assert_eq(tarn_disasm(vm, bad, strlen(bad), "bad.js", out.f, err.f), TARN_ERROR);
    char *o = mem_close(&out), *e = mem_close(&err);
    cr_assert(strstr(o, "RETURN"), "a listing: %.200s", o);
    cr_assert(strstr(e, "bad.js:1:9: SyntaxError"), "%s", e);
    free(o);
    free(e);

    cr_assert(tarn_is_incomplete("function f() {", 14));
    cr_assert(tarn_is_incomplete("'abc", 4) || tarn_is_incomplete("`abc", 4));
    cr_assert(tarn_is_incomplete("/* open", 7));
    cr_assert(!tarn_is_incomplete("1 + 1", 5));
    cr_assert(!tarn_is_incomplete("f(1)", 4));
    tarn_vm_free(vm);
}

Test(api_misc, report_error_both_forms)
{
    tarn_vm *vm = tarn_vm_new();
    Mem m;
    mem_open(&m);
    tarn_report_error(vm, m.f); /* nothing pending: nothing printed */
    const char *src = "function g() { throw new TypeError('bad thing'); }\ng();";
    cr_assert_eq(tarn_eval(vm, src, strlen(src), "r.js"), TARN_ERROR);
    tarn_report_error(vm, m.f);
    cr_assert(!tarn_has_exception(vm), "reporting clears it");
    char *t = mem_close(&m);
    cr_assert(strstr(t, "r.js:1\n") && strstr(t, "TypeError: bad thing\n    at g (r.js:1:"), "%s", t);
    free(t);

    mem_open(&m);
    cr_assert_eq(tarn_eval(vm, src, strlen(src), "r.js"), TARN_ERROR);
    tarn_report_error_repl(vm, m.f);
    const char *thrown = "throw 42";
    cr_assert_eq(tarn_eval(vm, thrown, strlen(thrown), "t.js"), TARN_ERROR);
    tarn_report_error_repl(vm, m.f);
    cr_assert(!tarn_has_exception(vm));
    t = mem_close(&m);
    cr_assert_str_eq(t, "Uncaught TypeError: bad thing\nUncaught 42\n");
    free(t);
    tarn_vm_free(vm);
}

Test(api_misc, repl_completion)
{
    tarn_vm *vm = tarn_vm_new();
    char *r = NULL;
    cr_assert_eq(tarn_eval_repl(vm, "const widget = { alpha: 1, alps: 2, beta: 3 }", 45, "repl", &r), TARN_OK);
    free(r);
    char **v;
    size_t n;
    cr_assert_eq(tarn_repl_complete(vm, "widget.al", 9, &v, &n), TARN_OK);
    cr_assert_eq(n, 2);
    cr_assert_str_eq(v[0], "widget.alpha");
    cr_assert_str_eq(v[1], "widget.alps");
    tarn_repl_free_completions(v, n);
    cr_assert_eq(tarn_repl_complete(vm, "widg", 4, &v, &n), TARN_OK);
    cr_assert_eq(n, 1);
    cr_assert_str_eq(v[0], "widget");
    tarn_repl_free_completions(v, n);
    cr_assert_eq(tarn_repl_complete(vm, "Math.fl", 7, &v, &n), TARN_OK);
    cr_assert_eq(n, 1);
    cr_assert_str_eq(v[0], "Math.floor");
    tarn_repl_free_completions(v, n);
    tarn_vm_free(vm);
}

static tarn_value pt_new(tarn_vm *vm, tarn_value self, int argc, const tarn_value *argv, void *data)
{
    tarn_class *cls = *(tarn_class **)data;
    return tarn_instance_new(vm, cls, NULL, 0);
}

Test(api_misc, class_prototype_is_the_instances_proto)
{
    tarn_vm *vm = tarn_vm_new();
    tarn_scope s = tarn_scope_open(vm);
    tarn_class *cls = tarn_class_new(vm, "Pt", NULL, 0, NULL, NULL);
    cr_assert(cls);
    tarn_value proto = tarn_class_prototype(vm, cls);
    cr_assert(proto);
    cr_assert_eq(tarn_type(vm, proto), TARN_TYPE_OBJECT);
    cr_assert_eq(tarn_set(vm, proto, "kind", tarn_string(vm, "point", 5)), TARN_OK);
    cr_assert_eq(tarn_define_function(vm, NULL, "makePt", pt_new, 0, &cls), TARN_OK);
    tarn_set_global(vm, "PtProto", proto);
    const char *src = "const p = makePt(); [Object.getPrototypeOf(p) === PtProto, p.kind].join()";
    tarn_value r = tarn_eval_value(vm, src, strlen(src), "p.js");
    cr_assert(r);
    char *t = tarn_to_string(vm, r, NULL);
    cr_assert_str_eq(t, "true,point");
    free(t);
    tarn_scope_close(vm, s);
    tarn_vm_free(vm);
}

Test(api_misc, unhandled_rejection_modes)
{
    const char *src = "Promise.reject(new Error('nobody'));";
    tarn_vm *vm = tarn_vm_new(); /* default: throw */
    cr_assert_eq(tarn_eval(vm, src, strlen(src), "u.js"), TARN_OK);
    cr_assert_eq(tarn_run_loop(vm), TARN_ERROR);
    tarn_scope s = tarn_scope_open(vm);
    char *t = tarn_to_string(vm, tarn_take_exception(vm), NULL);
    cr_assert_str_eq(t, "Error: nobody");
    free(t);
    tarn_scope_close(vm, s);
    tarn_vm_free(vm);

    vm = tarn_vm_new();
    tarn_set_unhandled_rejections(vm, TARN_REJECT_NONE);
    cr_assert_eq(tarn_eval(vm, src, strlen(src), "u.js"), TARN_OK);
    cr_assert_eq(tarn_run_loop(vm), TARN_OK);
    cr_assert_eq(tarn_exit_code(vm), 0);
    tarn_vm_free(vm);

    vm = tarn_vm_new();
    tarn_set_unhandled_rejections(vm, TARN_REJECT_WARN_WITH_ERROR_CODE);
    cr_assert_eq(tarn_eval(vm, src, strlen(src), "u.js"), TARN_OK);
    fflush(stderr);
    cr_assert_eq(tarn_run_loop(vm), TARN_OK, "warns and goes on");
    cr_assert_eq(tarn_exit_code(vm), 1);
    tarn_vm_free(vm);
}

Test(api_misc, expose_gc_and_printed_stats)
{
    tarn_vm *vm = tarn_vm_new();
    const char *probe = "typeof gc";
    tarn_scope s = tarn_scope_open(vm);
    char *t = tarn_to_string(vm, tarn_eval_value(vm, probe, strlen(probe), "g.js"), NULL);
    cr_assert_str_eq(t, "undefined");
    free(t);
    cr_assert_eq(tarn_vm_expose_gc(vm), TARN_OK);
    const char *src = "let junk = []; for (let i = 0; i < 1000; i++) junk.push({i}); junk = null;"
                      "gc(); gc({type: 'minor'}); typeof gc";
    t = tarn_to_string(vm, tarn_eval_value(vm, src, strlen(src), "g.js"), NULL);
    cr_assert_str_eq(t, "function");
    free(t);
    tarn_gc_stats st;
    tarn_vm_get_gc_stats(vm, &st);
    cr_assert_geq(st.majors, 1);
    cr_assert_geq(st.minors, 1);
    Mem m;
    mem_open(&m);
    tarn_vm_gc_stats(vm, m.f);
    char *line = mem_close(&m);
    char want[64];
    snprintf(want, sizeof want, "gc: %llu minor, %llu major", (unsigned long long)st.minors,
             (unsigned long long)st.majors);
    cr_assert(!strncmp(line, want, strlen(want)), "%s (want %s)", line, want);
    free(line);
    tarn_scope_close(vm, s);
    tarn_vm_free(vm);
}

Test(api_misc, repl_colors_follow_node)
{
    tarn_vm *vm = tarn_vm_new();
    const char *src = "[1, 's', null, undefined, true, Symbol('y'), () => {}, /r/, { 'a-b': [] }]";
    char *r = NULL;
    cr_assert_eq(tarn_eval_repl(vm, src, strlen(src), "repl", &r), TARN_OK);
    cr_assert_str_eq(r, "[\n  1,\n  's',\n  null,\n  undefined,\n  true,\n  Symbol(y),\n  [Function (anonymous)],\n"
                        "  /r/,\n  { 'a-b': [] }\n]");
    free(r);
    tarn_repl_set_colors(vm, 1);
    cr_assert_eq(tarn_eval_repl(vm, src, strlen(src), "repl", &r), TARN_OK);
    /* what node -p "util.inspect(v, {colors: true})" prints; the line
     * breaking counts visible characters only */
    cr_assert_str_eq(r, "[\n  \x1b[33m1\x1b[39m,\n  \x1b[32m's'\x1b[39m,\n  \x1b[1mnull\x1b[22m,\n"
                        "  \x1b[90mundefined\x1b[39m,\n  \x1b[33mtrue\x1b[39m,\n  \x1b[32mSymbol(y)\x1b[39m,\n"
                        "  \x1b[36m[Function (anonymous)]\x1b[39m,\n  \x1b[31m/r/\x1b[39m,\n"
                        "  { \x1b[32m'a-b'\x1b[39m: [] }\n]");
    free(r);
    const char *nums = "[1, 2, 3]";
    cr_assert_eq(tarn_eval_repl(vm, nums, strlen(nums), "repl", &r), TARN_OK);
    cr_assert_str_eq(r, "[ \x1b[33m1\x1b[39m, \x1b[33m2\x1b[39m, \x1b[33m3\x1b[39m ]");
    free(r);
    tarn_repl_set_colors(vm, 0);
    cr_assert_eq(tarn_eval_repl(vm, nums, strlen(nums), "repl", &r), TARN_OK);
    cr_assert_str_eq(r, "[ 1, 2, 3 ]");
    free(r);
    tarn_vm_free(vm);
}

/* Console colours per stream, as node's console on a colour terminal; the
 * VM writes to fds 1 and 2, redirected here to files. */
static char *slurp(FILE *f)
{
    static char buf[1024];
    rewind(f);
    size_t n = fread(buf, 1, sizeof buf - 1, f);
    buf[n] = 0;
    return buf;
}

Test(api_misc, console_colors_per_stream)
{
    tarn_vm *vm = tarn_vm_new();
    FILE *out = tmpfile(), *err = tmpfile();
    cr_assert(out && err);
    fflush(stdout);
    fflush(stderr);
    int so = dup(1), se = dup(2);
    dup2(fileno(out), 1);
    dup2(fileno(err), 2);
    const char *src = "console.log('%O', [1], 's', {a: 's'}); console.error([2], 'e')";
    tarn_console_set_colors(vm, 1, 0);
    int rc1 = tarn_eval(vm, src, strlen(src), "c.js");
    tarn_console_set_colors(vm, 0, 1);
    int rc2 = tarn_eval(vm, src, strlen(src), "c.js");
    fflush(stdout);
    fflush(stderr);
    dup2(so, 1);
    dup2(se, 2);
    close(so);
    close(se);
    cr_assert_eq(rc1, TARN_OK);
    cr_assert_eq(rc2, TARN_OK);
    /* node: util.formatWithOptions({colors: true}, '%O', [1], 's', {a: 's'}) */
    cr_assert_str_eq(slurp(out), "[ \x1b[33m1\x1b[39m ] s { a: \x1b[32m's'\x1b[39m }\n[ 1 ] s { a: 's' }\n");
    cr_assert_str_eq(slurp(err), "[ 2 ] e\n[ \x1b[33m2\x1b[39m ] e\n");
    fclose(out);
    fclose(err);
    tarn_vm_free(vm);
}

/* A host that leaks handles (no scope closed) gets a RangeError, not an
 * abort, and recovers once it closes its scope. */
Test(api_misc, too_many_handles_is_an_error)
{
    tarn_vm *vm = tarn_vm_new();
    tarn_scope s = tarn_scope_open(vm);
    size_t made = 0;
    tarn_value h;
    while ((h = tarn_number(vm, 1)) != NULL)
        made++;
    cr_assert_gt(made, 100000);
    tarn_value e = NULL;
    cr_assert(tarn_has_exception(vm));
    tarn_scope_close(vm, s);
    s = tarn_scope_open(vm);
    e = tarn_take_exception(vm);
    cr_assert(e);
    char *m = tarn_to_string(vm, e, NULL);
    cr_assert_str_eq(m, "RangeError: too many live handles: tarn_number holds them until its scope closes; "
                        "a loop that makes handles (a tarn_call result, its arguments) needs a tarn_scope "
                        "per iteration, in a native function too");
    free(m);
    cr_assert(tarn_number(vm, 2), "usable again");
    tarn_scope_close(vm, s);
    tarn_vm_free(vm);
}
