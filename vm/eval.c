/* vm/eval.c — running eval code.
 *
 * The global `eval` (stdlib/global.c) is the indirect form: the code runs in
 * the global scope, `this` the global object, its sloppy vars and functions
 * configurable properties of the global object, its let/const in a scope
 * of its own. DIRECT_EVAL (vm/interp.c) is the direct form, when the callee
 * is that same function: the call site passes the caller's `this` and one
 * Box per binding the code may see, named by a descriptor string
 * (compiler/scope_eval.c), and the code compiled against it reads those
 * Boxes as its upvalues. Either way the code is compiled at each call (no
 * cache) and its value is the completion value of its last statement.
 * A SyntaxError in the code is thrown from the call, catchable.
 */
#include <stdlib.h>
#include <string.h>

#include "../compiler/compiler.h"
#include "vm.h"

Value vm_eval_js(Vm *vm, Value src, Value this_v, const Value *boxes, uint32_t nbox, Value desc, bool strict)
{
    if (!v_is_string(src))
        return src;
    size_t sc = gc_scope_open(vm);
    Value *th = gc_handle(vm, this_v); /* compiling allocates: nothing stays in a C local */
    Value *dh = gc_handle(vm, desc);
    Value r = V_EXC;
    size_t len = 0, dlen = 0;
    char *text = vm_str_to_wtf8(vm, src, &len);
    char *dtext = text && v_is_string(*dh) ? vm_str_to_utf8(vm, *dh, &dlen) : NULL;
    if (!text || (v_is_string(*dh) && !dtext)) {
        free(text);
        free(dtext);
        vm_throw_oom(vm);
        goto out;
    }
    FuncProto *p = vm_compile_eval(vm, text, len, strict, dtext, !v_is_string(*dh));
    free(text);
    free(dtext);
    if (!p)
        goto out;
    uint32_t nup = p->nupvals;
    Value c = vm_new_object_class(vm, CLS_FUNCTION, sizeof(Closure) + (size_t)nup * sizeof(Box *),
                                  vm->builtin[B_FUNCTION_PROTO]);
    if (c == V_EXC)
        goto out;
    Closure *cl = (Closure *)v_cell(c);
    cl->proto = p;
    cl->home = V_UNDEF;
    cl->nupvals = nup;
    /* a fresh cell: initialising stores, no barrier; boxes are on the VM
     * stack (DIRECT_EVAL's operands), which the collector has updated */
    for (uint32_t i = 0; i < nup; i++)
        cl->upvals[i] = i < nbox && v_is_type(boxes[i], T_BOX) ? (Box *)v_cell(boxes[i]) : NULL;
    Value *ch = gc_handle(vm, c);
    r = vm_call_js(vm, *ch, *th, 0, NULL);
out:
    gc_scope_close(vm, sc);
    return r;
}

/* ---- CreateDynamicFunction ---- */

typedef struct SrcBuf {
    char *p;
    size_t len, cap;
    bool oom;
} SrcBuf;

static void buf_add(SrcBuf *b, const char *s, size_t n)
{
    if (b->oom)
        return;
    if (b->len + n + 1 > b->cap) {
        size_t nc = (b->len + n + 1) * 2;
        char *q = realloc(b->p, nc);
        if (!q) {
            b->oom = true;
            return;
        }
        b->p = q;
        b->cap = nc;
    }
    memcpy(b->p + b->len, s, n);
    b->len += n;
    b->p[b->len] = 0;
}

/* ToString(v) appended as UTF-8: 0, or -1 with the exception pending. */
static int buf_add_js(Vm *vm, SrcBuf *b, Value v)
{
    Value s = vm_to_string_js(vm, v);
    if (s == V_EXC)
        return -1;
    size_t n = 0;
    char *u = vm_str_to_wtf8(vm, s, &n);
    if (!u) {
        vm_throw_oom(vm);
        return -1;
    }
    buf_add(b, u, n);
    free(u);
    return 0;
}

/* Whether the parameter text s[0..n) is a list of plain ASCII identifiers
 * ("a", "a, b", " x ,y "): its own compile could then fail only at one of
 * its tokens (a reserved word, `yield` or `await` where they are keywords),
 * as the whole function's compile fails there first with the same message;
 * a text that could close the list early, leave a token unfinished or
 * raise an early error after the parse keeps the compile of its own. */
static bool plain_space(char c) { return c == ' ' || c == '\t' || c == '\n'; }

static bool plain_start(char c) { return c == '_' || c == '$' || (unsigned)((c | 0x20) - 'a') < 26u; }

static bool params_plain(const char *s, size_t n)
{
    size_t i = 0;
    for (;;) {
        while (i < n && plain_space(s[i]))
            i++;
        if (i == n || !plain_start(s[i]))
            return false;
        while (i < n && (plain_start(s[i]) || (unsigned)(s[i] - '0') < 10u))
            i++;
        while (i < n && plain_space(s[i]))
            i++;
        if (i == n)
            return true;
        if (s[i++] != ',')
            return false;
    }
}

Value vm_create_dynamic_function_js(Vm *vm, const Value *argv, int argc, int kind)
{
    static const char *const prefix[] = {"(function anonymous(", "(function* anonymous(",
                                         "(async function anonymous(", "(async function* anonymous("};
    SrcBuf b = { NULL, 0, 0, false };
    Value r = V_EXC;
    size_t pstart = strlen(prefix[kind & 3]);
    buf_add(&b, prefix[kind & 3], pstart);
    for (int i = 0; i + 1 < argc; i++) {
        if (buf_add_js(vm, &b, argv[i]) < 0)
            goto out;
        if (i + 2 < argc)
            buf_add(&b, ",", 1);
    }
    size_t pend = b.len;
    buf_add(&b, "\n) {\n", 5);
    if (argc > 1 && !(b.p && params_plain(b.p + pstart, pend - pstart))) { /* the parameters on their own first, as V8 */
        size_t plen = b.len;
        buf_add(&b, "\n})", 3);
        if (b.oom)
            goto oom;
        if (vm_compile_function_js(vm, b.p, b.len, "<anonymous>", true) == V_EXC)
            goto out;
        b.len = plen;
    }
    if (argc > 0 && buf_add_js(vm, &b, argv[argc - 1]) < 0)
        goto out;
    buf_add(&b, "\n})", 3);
    if (b.oom)
        goto oom;
    r = vm_compile_function_js(vm, b.p, b.len, "<anonymous>", false);
    goto out;
oom:
    vm_throw_oom(vm);
out:
    free(b.p);
    return r;
}
