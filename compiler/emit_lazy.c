/* compiler/emit_lazy.c — compiling a function's body at its first call.
 *
 * A script's or module's nested functions get, at load, a prototype with
 * FP_LAZY: what making a closure and reading its name, length and source
 * need (vm/proto.h), and no code. Every early error is reported before
 * emission (the parser and scope analysis, docs/compiler.md), and scope
 * analysis gives each function its complete upvalue list (FuncInfo.caps),
 * so the parent's CLOSURE descriptors need nothing of the body. The body is
 * emitted by compile_lazy when the function is first called (vm_push_frame,
 * the one place a frame of a closure is set up that the fast paths do not
 * handle; they test FP_LAZY with the bits they test anyway).
 *
 * What the emitter reads of a function (its subtree, Scopes, Vars,
 * FuncInfo, the node map, the line starts, the compile's flags) lives in the
 * compile's arena and the parser's: a LazyUnit keeps them, counted by the
 * lazy prototypes made from it, and frees them when the last is compiled or
 * freed. The unit holds no heap value (it is C memory, as FuncProto is), so
 * the collector needs no new root: a lazy prototype's two constants are in
 * its consts as any prototype's are.
 *
 * Functions that stay eager: those whose upvalue list is not complete at
 * analysis (caps_open: a direct eval or `with` in or around them) and every
 * function of the REPL's entries, eval code and --disasm (compile()).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "emit.h"
#include "parser.h"

/* A function over a limit the load can see (its upvalues, its nested
 * functions) is compiled at load, so that the error is reported there. */
bool lazy_possible(Compiler *C, FuncInfo *fi)
{
    return C->lazy && !fi->caps_open && !fi->has_env && fi->caps.n < 0xFFFF && fi->nfuncs <= 0xFFFF;
}

FuncProto *lazy_stub(FuncState *parent, Node *fn, const char *name, FuncInfo *fi)
{
    Compiler *C = parent->C;
    uint32_t n = fi->caps.n;
    FuncProto *p = calloc(1, sizeof *p);
    Value *consts = calloc(2, sizeof *consts);
    ConstEnt *k = malloc(2 * sizeof *k);
    UpvalDesc *upv = calloc(n ? n : 1, sizeof *upv);
    PendingProto *pp = arena_alloc(&C->arena, sizeof *pp);
    LazyFn *lf = arena_alloc(&C->arena, sizeof *lf);
    if (!p || !consts || !k || !upv || !pp || !lf) {
        free(p);
        free(consts);
        free(k);
        free(upv);
        emit_error(C, fn, ERR_RANGE, "out of memory");
        return NULL;
    }
    for (uint32_t i = 0; i < n; i++)
        upv[i] = emit_upval_desc(parent, fi->caps.v[i]);
    lf->unit = C->unit;
    lf->fn = fn;
    lf->fi = fi;
    C->unit->refs++;
    p->nparams = (uint16_t)fn->list.count;
    p->length = emit_param_length(fn);
    p->nupvals = (uint16_t)n;
    p->upvals = upv;
    p->flags = emit_proto_flags(C, fn, fi) | FP_LAZY;
    /* the name and the source, as emit_function appends them */
    consts[0] = consts[1] = V_UNDEF;
    k[0] = (ConstEnt){ K_UTF8, 0, name, NULL, 0 };
    k[1] = (ConstEnt){ K_SOURCE, 0, NULL, NULL, 0 };
    p->consts = consts;
    p->nconsts = 2;
    p->name = V_EMPTY;
    p->source_k = 1;
    p->file = C->file;
    p->src_start = fn->start;
    p->src_end = fn->end;
    p->lazy = lf;
    pp->p = p;
    pp->k = k;
    pp->nk = 2;
    pp->name_k = 0;
    pp->next = C->pending;
    C->pending = pp;
    return p;
}

void lazy_unit_release(LazyUnit *u)
{
    if (--u->refs)
        return;
    parser_free(u->ps);
    arena_free_all(&u->C.arena);
    free(u->C.map);
    free(u->C.line_starts);
    free(u);
}

void compile_lazy_release(FuncProto *p)
{
    LazyFn *lf = p->lazy;
    p->lazy = NULL;
    lazy_unit_release(lf->unit);
}

static int fail(CompileError *err, const char *msg)
{
    err->kind = ERR_RANGE;
    snprintf(err->msg, sizeof err->msg, "%s", msg);
    return -1;
}

/* The body is emitted as a prototype of its own (its upvalue descriptors,
 * made without a parent, are dropped: the lazy prototype has the real
 * ones), then moved into the lazy prototype, which closures already point
 * at: code, constants (its name and source carried over), nested prototypes,
 * line table, call names. Its source range stays (a class constructor's is
 * the class's, set by emit_class). Then, as at load, the nested prototypes
 * are linked, the string constants made, and everything finished. */
int compile_lazy(Vm *vm, FuncProto *lp, CompileError *err)
{
    LazyFn *lf = lp->lazy;
    LazyUnit *u = lf->unit;
    Compiler *C = &u->C;
    memset(err, 0, sizeof *err);
    err->file = C->file;
    if (lf->broken)
        return fail(err, "out of memory");
    C->vm = vm;
    C->err = err;
    C->failed = false;
    C->depth = 0;
    C->pending = NULL;
    FuncProto *np = emit_function(C, NULL, lf->fn, "", lf->fi);
    if (!np || C->failed) {
        emit_proto_free(np);
        emit_free_pending(C);
        C->err = NULL;
        return -1;
    }
    PendingProto *pp = C->pending; /* np's own: emit_function adds it after its children's */
    np->consts[pp->name_k] = lp->consts[0];
    np->consts[np->source_k] = lp->consts[lp->source_k];
    pp->k[pp->name_k].kind = K_CACHE; /* made already: linking skips them */
    pp->k[np->source_k].kind = K_CACHE;
    pp->p = lp;
    uint32_t nics = np->nics;
    free(lp->consts);
    lp->consts = np->consts;
    lp->nconsts = np->nconsts;
    lp->source_k = np->source_k;
    lp->code = np->code;
    lp->code_len = np->code_len;
    lp->nslots = np->nslots;
    lp->max_stack = np->max_stack;
    lp->args_slot = np->args_slot;
    lp->argmap_slot = np->argmap_slot;
    lp->protos = np->protos;
    lp->nprotos = np->nprotos;
    lp->lines = np->lines;
    lp->nlines = np->nlines;
    lp->call_names = np->call_names;
    lp->ncall_names = np->ncall_names;
    free(np->upvals);
    free(np);
    /* from here the nested prototypes are roots: make the constants. lp is
     * unfinished again until vm_proto_finish_body, so that a minor keeps it
     * in the code remembered set while constants are stored into it */
    lp->linked &= ~(uint32_t)PROTO_FINISHED;
    vm_proto_link(vm, lp);
    int r = emit_link_consts(C, NULL, 0, &lp->consts[lp->source_k]);
    if (r == 0)
        r = vm_proto_finish_body(vm, lp, nics);
    emit_free_pending(C);
    C->err = NULL;
    if (r < 0) {
        lf->broken = true; /* half linked: it stays lazy and every call fails */
        return fail(err, "out of memory");
    }
    lp->flags &= ~(uint32_t)FP_LAZY;
    compile_lazy_release(lp);
    return 0;
}
