/* tests/unit/emit/test_emit.c — the bytecode emitter and scope analysis.
 *
 * Two kinds of checks: the shape of the code for small snippets (through
 * compile_disasm, so the tests need no knowledge of the encoding), and end to
 * end runs of tricky scoping (closures in loops, TDZ, finally on every exit),
 * comparing console.log output with what node prints.
 */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../../../stdlib/lib.h"
#include "../../../compiler/compiler.h"

static char *disasm(const char *src)
{
    Vm *vm = lib_vm_new();
    cr_assert_not_null(vm);
    CompileError err;
    vm->compile_eager = true; /* every body's code, as tarn --disasm shows it */
    SourceBuf *sb = source_buf_new(src, strlen(src));
    cr_assert_not_null(sb);
    FuncProto *p = compile_source(vm, sb, "t.js", COMPILE_SCRIPT, &err);
    source_buf_release(sb);
    cr_assert_not_null(p, "compile failed: %s", err.msg);
    char *buf = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&buf, &len);
    compile_disasm(f, p);
    fclose(f);
    vm_free(vm);
    return buf;
}

static char *compile_err(const char *src, uint32_t *line)
{
    Vm *vm = lib_vm_new();
    cr_assert_not_null(vm);
    CompileError err;
    SourceBuf *sb = source_buf_new(src, strlen(src));
    cr_assert_not_null(sb);
    FuncProto *p = compile_source(vm, sb, "t.js", COMPILE_SCRIPT, &err);
    source_buf_release(sb);
    cr_assert_null(p, "expected a compile error for: %s", src);
    if (line)
        *line = err.line;
    vm_free(vm);
    return strdup(err.msg);
}

static char *run(const char *src)
{
    Vm *vm = lib_vm_new();
    cr_assert_not_null(vm);
    char *buf = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&buf, &len);
    vm->out = f;
    Value r = vm_run_script(vm, src, strlen(src), "t.js");
    if (r == V_EXC) {
        Value e = vm_take_exception(vm);
        Value s = vm_to_string_js(vm, e);
        char *m = s == V_EXC ? strdup("?") : vm_str_to_utf8(vm, s, NULL);
        fprintf(f, "THROW %s\n", m);
        free(m);
    }
    fclose(f);
    vm_free(vm);
    return buf;
}

Test(emit, small_ints_use_push_i8)
{
    char *d = disasm("let x = 5; x = x + 100000;");
    cr_expect(strstr(d, "PUSH_I8") != NULL, "%s", d);
    cr_expect(strstr(d, "PUSH_I32") != NULL, "%s", d);
    free(d);
}

Test(emit, no_tdz_check_after_declaration)
{
    char *d = disasm("let x = 1; console.log(x);");
    cr_expect(strstr(d, "GET_LOC_CHECK") == NULL, "%s", d);
    free(d);
}

Test(emit, tdz_check_in_hoisted_function)
{
    char *d = disasm("function f() { return x; } let x = 1; f();");
    cr_expect(strstr(d, "GET_UPVAL_CHECK") != NULL, "%s", d);
    free(d);
}

Test(emit, captured_loop_let_copies_box)
{
    char *d = disasm("const fs = []; for (let i = 0; i < 3; i++) fs.push(() => i);");
    cr_expect(strstr(d, "BOX_NEW") != NULL, "%s", d);
    cr_expect(strstr(d, "BOX_COPY") != NULL, "%s", d);
    cr_expect(strstr(d, "LOOP") != NULL, "%s", d);
    free(d);
}

Test(emit, unresolved_typeof_is_or_undef)
{
    char *d = disasm("typeof nope;");
    cr_expect(strstr(d, "GET_GLOBAL_OR_UNDEF") != NULL, "%s", d);
    free(d);
}

Test(emit, redeclaration_errors)
{
    char *m = compile_err("let a = 1;\nlet a = 2;", NULL);
    cr_expect_str_eq(m, "Identifier 'a' has already been declared");
    free(m);
    m = compile_err("let b; { var b; }", NULL);
    cr_expect_str_eq(m, "Identifier 'b' has already been declared");
    free(m);
    m = compile_err("function f(p) { let p; }", NULL);
    cr_expect_str_eq(m, "Identifier 'p' has already been declared");
    free(m);
}

Test(emit_e2e, closures_in_loops)
{
    char *o = run("const fs = []; for (let i = 0; i < 3; i++) fs.push(() => i);"
                  "console.log(fs.map(f => f()).join(','));"
                  "const gs = []; for (const k of [4, 5]) gs.push(() => k);"
                  "console.log(gs[0](), gs[1]());");
    cr_expect_str_eq(o, "0,1,2\n4 5\n");
    free(o);
}

Test(emit_e2e, tdz_error)
{
    char *o = run("try { f(); } catch (e) { console.log(e.message); } function f() { return x; } let x = 1;");
    cr_expect_str_eq(o, "Cannot access 'x' before initialization\n");
    free(o);
}

Test(emit_e2e, const_assignment)
{
    char *o = run("const c = 1; try { c = 2; } catch (e) { console.log(e.constructor.name, e.message); }");
    cr_expect_str_eq(o, "TypeError Assignment to constant variable.\n");
    free(o);
}

Test(emit_e2e, destructuring_defaults)
{
    char *o = run("const { a = 1, b: [c, d = 4] = [], ...r } = { b: [3], x: 9 };"
                  "console.log(a, c, d, JSON.stringify(r));"
                  "function f({ p = 'P' } = {}, ...rest) { return p + rest.length; }"
                  "console.log(f(), f({ p: 'q' }, 1, 2), f.length);");
    cr_expect_str_eq(o, "1 3 4 {\"x\":9}\nP0 q2 0\n");
    free(o);
}

Test(emit_e2e, finally_on_every_exit)
{
    char *o = run("const log = [];"
                  "function r() { try { return 'r'; } finally { log.push('f1'); } }"
                  "log.push(r());"
                  "for (const x of [1, 2]) { try { if (x === 1) continue; break; } finally { log.push('f' + x); } }"
                  "try { try { throw 'e'; } finally { log.push('f3'); } } catch (e) { log.push(e); }"
                  "out: for (;;) { for (;;) { try { break out; } finally { log.push('f4'); } } }"
                  "console.log(log.join(' '));");
    cr_expect_str_eq(o, "f1 r f1 f2 f3 e f4\n");
    free(o);
}

Test(emit_e2e, shadowing_and_classes)
{
    char *o = run("let x = 'outer'; { let x = 'inner'; console.log(x); } console.log(x);"
                  "class A { constructor(v) { this.v = v; } get g() { return this.v * 2; } static s() { return 's'; } }"
                  "class B extends A { constructor() { super(21); } m() { return super.g; } }"
                  "const b = new B(); console.log(b.g, b.m(), A.s(), B.name, typeof B);");
    cr_expect_str_eq(o, "inner\nouter\n42 42 s B function\n");
    free(o);
}

/* opcodes.def is the one record of each op's stack effect: MAKE_CLASS turns
 * [parent ctor] into [ctor proto] (net 0), and the emitter must not patch it. */
extern const int8_t emit_op_effect[];
enum {
#define OP(name, bytes, effect, doc) TOP_##name,
#include "../../../compiler/opcodes.def"
#undef OP
};
Test(emit, make_class_stack_effect)
{
    cr_assert_eq(emit_op_effect[TOP_MAKE_CLASS], 0);
    cr_assert_eq(emit_op_effect[TOP_SET_HOME], 0);
    cr_assert_eq(emit_op_effect[TOP_DEFINE_PRIVATE], -2);
    cr_assert_eq(emit_op_effect[TOP_GET_PRIVATE], -1);
    /* a class nested in an expression keeps the depth bookkeeping exact */
    char *d = run("const a = [1, [2, class { static x = 1; m() {} }.x]];\nconsole.log(a[1][1]);\n");
    cr_assert_str_eq(d, "1\n");
    free(d);
}
