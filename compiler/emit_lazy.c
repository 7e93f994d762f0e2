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
 * A plain function whose tree was discarded at load (a stub,
 * compiler/lazy_discard.c), or any plain function with TARN_LAZY_REPARSE
 * set, is not read from a tree at its first call: it is parsed again from
 * the source and analysed with the bindings it reads from outside made
 * from a record (LazyRec, made with its prototype), in a compile of its own
 * (reparse_body), where the plain functions nested in it are discarded in
 * turn; the body is the one the tree gives (-DTARN_VERIFY_LAZY compares
 * them). docs/compiler.md, step 6.
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

/* Whether scope_tdz_safe's walk from inside fi to v's home meets a
 * function that decides it (LZ_*), over the part of the walk outside fi
 * (fi is a plain function: never the class method the third case needs). */
static uint8_t cap_tdz(FuncInfo *fi, Var *v)
{
    uint8_t t = v->scope->kind == SC_SWITCH ? LZ_SWITCH : 0;
    FuncInfo *home = v->scope->fn;
    bool class_name = v->decl && v->decl->kind == N_CLASS && v->scope->kind == SC_CLASS;
    for (FuncInfo *f = fi->parent; f && f != home; f = f->parent) {
        if (f->is_decl || f->node->start < v->init_pos)
            t |= LZ_OUTER_UNSAFE;
        if (class_name && f->is_method && f->parent == home && f->node->start >= v->decl->start &&
            f->node->end <= v->decl->end)
            t |= LZ_CLASS_SAFE;
    }
    return t;
}

/* The record that lets fn's body be parsed again at its first call, or
 * NULL: fn is not a plain function of a file, a module or the library's
 * code, or it reads a
 * binding the record cannot describe (a mapped parameter, a private name,
 * `this` or `arguments` of another function, one of eval code). */
static LazyRec *lazy_record(Compiler *C, Node *fn, FuncInfo *fi)
{
    if ((fn->flags & (F_ARROW | F_METHOD | F_GETTER | F_SETTER | F_CTOR | F_INITIALIZER)) || !fi->parent ||
        !fn->line || fn->line > C->nline_starts)
        return NULL;
    /* global code is the library's (COMPILE_LAZY: one function literal),
     * whose top level declares no global binding a record would have to
     * describe */
    if (C->mode == COMPILE_GLOBAL) {
        for (uint32_t i = 0; i < C->top->scope->nvars; i++)
            if (C->top->scope->vars[i]->global)
                return NULL;
    } else if (C->mode != COMPILE_SCRIPT && C->mode != COMPILE_MODULE) {
        return NULL;
    }
    uint32_t n = fi->caps.n;
    size_t size = sizeof(LazyRec) + n * sizeof(LazyCap);
    size_t names = 0;
    for (uint32_t i = 0; i < n; i++) {
        Var *v = fi->caps.v[i];
        switch (v->kind) {
        case VK_VAR: case VK_FUNC: case VK_PARAM: case VK_LET: case VK_CONST: case VK_CLASS:
        case VK_CATCH: case VK_FUNC_LEX: case VK_IMPORT:
            break;
        default:
            return NULL;
        }
        if (v->priv || v->map_idx || v->alias || v->envobj || v->argmap || v->global || v->with_obj)
            return NULL;
        names += strlen(v->name) + 1;
    }
    LazyRec *r = malloc(size + names);
    if (!r)
        return NULL;
    char *q = (char *)r + size;
    r->start = fn->start;
    r->end = fn->end;
    r->line = fn->line;
    r->flags = fn->flags;
    r->is_decl = fi->is_decl;
    r->strict = fi->strict;
    r->module = C->mode == COMPILE_MODULE;
    r->anon_decl = fi->is_decl && r->module && fn->name && !strcmp(fn->name, "default");
    r->ncaps = n;
    for (uint32_t i = 0; i < n; i++) {
        Var *v = fi->caps.v[i];
        size_t len = strlen(v->name) + 1;
        memcpy(q, v->name, len);
        r->caps[i] = (LazyCap){ q, v->kind, v->needs_tdz, cap_tdz(fi, v), v->slot, v->src_slot, v->menv,
                                v->init_pos };
        q += len;
    }
    return r;
}

bool lazy_reparse_wanted(void)
{
#ifdef TARN_VERIFY_LAZY
    return true;
#else
    return getenv("TARN_LAZY_REPARSE") != NULL;
#endif
}

FuncProto *lazy_stub(FuncState *parent, Node *fn, const char *name, FuncInfo *fi)
{
    Compiler *C = parent->C;
    uint32_t n = fi->caps.n;
    FuncProto *p = calloc(1, sizeof *p);
    Value *consts = calloc(1, sizeof *consts);
    ConstEnt *k = malloc(sizeof *k);
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
    lf->rec = C->reparse || (fn->flags & F_STUB) ? lazy_record(C, fn, fi) : NULL;
    C->unit->refs++;
    if ((fn->flags & F_STUB) && !lf->rec) { /* its tree is gone: compile the file again keeping it */
        C->restart = true;
        emit_error(C, fn, ERR_SYNTAX, "internal error: no record for a discarded function");
    }
    p->nparams = (uint16_t)((fn->flags & F_STUB) ? fn->stub->nparams : fn->list.count);
    p->length = (fn->flags & F_STUB) ? fn->stub->length : emit_param_length(fn);
    p->nupvals = (uint16_t)n;
    p->upvals = upv;
    p->flags = emit_proto_flags(C, fn, fi) | FP_LAZY;
    /* the name, as emit_function appends it, and the source */
    consts[0] = V_UNDEF;
    k[0] = (ConstEnt){ K_UTF8, 0, name, NULL, 0 };
    p->consts = consts;
    p->nconsts = 1;
    p->name = V_EMPTY;
    p->source = source_buf_hold(C->source);
    p->file = C->file;
    p->src_start = fn->start;
    p->src_end = fn->end;
    p->lazy = lf;
    pp->p = p;
    pp->k = k;
    pp->nk = 1;
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
    if (u->base) {
        lazy_unit_release(u->base); /* whose source and line starts C borrowed */
    } else {
        free(u->C.line_starts);
        source_buf_release(u->C.source);
    }
    free(u);
}

void compile_lazy_release(FuncProto *p)
{
    LazyFn *lf = p->lazy;
    p->lazy = NULL;
    free(lf->rec);
    lf->rec = NULL;
    lazy_unit_release(lf->unit);
}

static int fail(CompileError *err, const char *msg)
{
    err->kind = ERR_RANGE;
    snprintf(err->msg, sizeof err->msg, "%s", msg);
    return -1;
}

#ifdef TARN_VERIFY_LAZY
/* -DTARN_VERIFY_LAZY: a body parsed again must be the body the load's tree
 * gives, byte for byte: emit that too and compare (aborting on a
 * difference), before either is linked. */
static bool same_consts(const PendingProto *a, const PendingProto *b)
{
    if (!a || !b || a->nk != b->nk)
        return false;
    for (uint32_t i = 0; i < a->nk; i++) {
        const ConstEnt *x = &a->k[i], *y = &b->k[i];
        if (x->kind != y->kind || x->len != y->len || memcmp(&x->num, &y->num, sizeof x->num) ||
            (!x->utf8 != !y->utf8) || (x->utf8 && strcmp(x->utf8, y->utf8)) || (!x->u16 != !y->u16) ||
            (x->u16 && memcmp(x->u16, y->u16, x->len * 2)))
            return false;
    }
    return true;
}

static const char *proto_diff(const FuncProto *a, const FuncProto *b)
{
    if (a->flags != b->flags || a->nparams != b->nparams || a->length != b->length)
        return "flags";
    if (a->nupvals != b->nupvals || memcmp(a->upvals, b->upvals, a->nupvals * sizeof *a->upvals))
        return "upvalues";
    if (a->src_start != b->src_start || a->src_end != b->src_end)
        return "source range";
    if (a->code_len != b->code_len || (a->code_len && memcmp(a->code, b->code, a->code_len)))
        return "code";
    if (a->nslots != b->nslots || a->max_stack != b->max_stack || a->args_slot != b->args_slot ||
        a->argmap_slot != b->argmap_slot || a->nics != b->nics)
        return "frame";
    if (a->nconsts != b->nconsts)
        return "constants";
    if (a->nlines != b->nlines || (a->nlines && memcmp(a->lines, b->lines, a->nlines * sizeof *a->lines)))
        return "line table";
    if (a->ncall_names != b->ncall_names)
        return "call names";
    if (a->nprotos != b->nprotos)
        return "nested functions";
    for (uint32_t i = 0; i < a->nprotos; i++) {
        const char *d = proto_diff(a->protos[i], b->protos[i]);
        if (d)
            return d;
    }
    return NULL;
}

static void lazy_verify(Vm *vm, FuncProto *lp, FuncProto *np, Compiler *RC)
{
    LazyFn *lf = lp->lazy;
    Compiler *C = &lf->unit->C;
    CompileError e;
    C->vm = vm;
    C->err = &e;
    C->failed = false;
    C->depth = 0;
    C->pending = NULL;
    FuncProto *tp = emit_function(C, NULL, lf->fn, "", lf->fi);
    const char *d = !tp || C->failed ? "the tree's compile failed" : proto_diff(tp, np);
    if (!d && !same_consts(C->pending, RC->pending))
        d = "constant values";
    if (d) {
        fprintf(stderr, "lazy verify: %s:%u: parsed again, the function differs: %s\n", C->file, lf->rec->line, d);
        if (tp && tp->code_len && np->code_len) {
            uint32_t i = 0;
            while (i < tp->code_len && i < np->code_len && tp->code[i] == np->code[i])
                i++;
            fprintf(stderr, "  code %u / %u bytes, first difference at %u:", tp->code_len, np->code_len, i);
            for (uint32_t j = i > 8 ? i - 8 : 0; j < i + 8 && j < tp->code_len; j++)
                fprintf(stderr, " %02x", tp->code[j]);
            fprintf(stderr, " /");
            for (uint32_t j = i > 8 ? i - 8 : 0; j < i + 8 && j < np->code_len; j++)
                fprintf(stderr, " %02x", np->code[j]);
            fprintf(stderr, "\n");
        }
        for (uint32_t i = 0; i < lf->fi->caps.n; i++)
            fprintf(stderr, "  upvalue %u: %s / %s\n", i, lf->fi->caps.v[i]->name, lf->rec->caps[i].name);
        abort();
    }
    emit_proto_free(tp);
    emit_free_pending(C);
    C->err = NULL;
}
#endif

/* The body is emitted as a prototype of its own (its upvalue descriptors,
 * made without a parent, are dropped: the lazy prototype has the real
 * ones), then moved into the lazy prototype, which closures already point
 * at: code, constants (its name and source carried over), nested prototypes,
 * line table, call names. Its source range stays (a class constructor's is
 * the class's, set by emit_class). Then, as at load, the nested prototypes
 * are linked, the string constants made, and everything finished. C is the
 * compile whose tree fn is in: the load's, or the one that parsed fn again. */
static int emit_body(Vm *vm, FuncProto *lp, Compiler *C, Node *fn, FuncInfo *fi, CompileError *err)
{
    LazyFn *lf = lp->lazy;
    C->vm = vm;
    C->err = err;
    C->failed = false;
    C->depth = 0;
    C->pending = NULL;
    FuncProto *np = emit_function(C, NULL, fn, "", fi);
    if (!np || C->failed) {
        emit_proto_free(np);
        emit_free_pending(C);
        C->err = NULL;
        return -1;
    }
#ifdef TARN_VERIFY_LAZY
    if (C != &lf->unit->C && !(lf->fn->flags & F_STUB)) /* a stub has no tree to compare with */
        lazy_verify(vm, lp, np, C);
#endif
    PendingProto *pp = C->pending; /* np's own: emit_function adds it after its children's */
    np->consts[pp->name_k] = lp->consts[0];
    pp->k[pp->name_k].kind = K_CACHE; /* made already: linking skips it */
    pp->p = lp;
    uint32_t nics = np->nics;
    free(lp->consts);
    lp->consts = np->consts;
    lp->nconsts = np->nconsts;
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
    source_buf_release(np->source); /* lp holds the same */
    free(np);
    /* from here the nested prototypes are roots: make the constants. lp is
     * unfinished again until vm_proto_finish_body, so that a minor keeps it
     * in the code remembered set while constants are stored into it */
    lp->linked &= ~(uint32_t)PROTO_FINISHED;
    vm_proto_link(vm, lp);
    int r = emit_link_consts(C);
    if (r == 0)
        r = vm_proto_finish_body(vm, lp, nics);
    emit_free_pending(C);
    C->err = NULL;
    if (r < 0) {
        lf->broken = true; /* half linked: it stays lazy and every call fails */
        return fail(err, "out of memory");
    }
    return 0;
}

#ifdef TARN_VERIFY_LAZY
/* -DTARN_VERIFY_LAZY: the function analysed alone (scope_analyse_free, what
 * a parse that discards its tree must do) must name the bindings the whole
 * file's analysis gave it: each free name looked up from the scope around
 * the function in the load's analysis is one of its upvalues (or no
 * binding: a global), and every upvalue is one of them. */
static void lazy_verify_free(LazyUnit *base, LazyFn *lf)
{
    const LazyRec *rec = lf->rec;
    Compiler *B = &base->C;
    LazyUnit *nu = calloc(1, sizeof *nu);
    if (!nu)
        return;
    nu->refs = 1;
    nu->base = base;
    base->refs++;
    Compiler *C = &nu->C;
    CompileError e;
    C->unit = nu;
    C->err = &e;
    C->file = B->file;
    C->src_len = B->src_len;
    C->mode = B->mode;
    C->strict = B->strict;
    C->cjs = B->cjs;
    C->line_starts = B->line_starts;
    C->nline_starts = B->nline_starts;
    C->source = B->source;
    nu->ps = parser_new_borrowed(B->source->text, B->src_len, C->file);
    Node *fn = nu->ps ? parser_parse_function_at(nu->ps, rec->start, rec->line, B->line_starts[rec->line - 1],
                                                 rec->flags, rec->is_decl && !rec->anon_decl, rec->module, &e)
                      : NULL;
    if (fn && rec->anon_decl)
        fn->name = "default";
    FuncInfo *fi = fn ? scope_analyse_free(C, fn, rec->is_decl, rec->strict) : NULL;
    if (!fi) {
        fprintf(stderr, "lazy verify: %s:%u: the function analysed alone failed\n", C->file, rec->line);
        abort();
    }
    /* the scope the function is in: past its own name's scope */
    Scope *outer = lf->fi->scope->parent;
    while (outer && outer->fn == lf->fi)
        outer = outer->parent;
    uint32_t found = 0;
    for (uint32_t i = 0; i < fi->caps.n; i++) {
        Var *t = scope_lookup(outer, fi->caps.v[i]->name);
        if (!t || t->global)
            continue;
        if (varset_find(&lf->fi->caps, t) < 0) {
            fprintf(stderr, "lazy verify: %s:%u: free name %s is no upvalue of the function\n", C->file, rec->line,
                    t->name);
            abort();
        }
        found++;
    }
    if (found != lf->fi->caps.n) {
        fprintf(stderr, "lazy verify: %s:%u: %u of the function's %u upvalues are free names\n", C->file, rec->line,
                found, lf->fi->caps.n);
        for (uint32_t i = 0; i < lf->fi->caps.n; i++)
            fprintf(stderr, "  upvalue %s\n", lf->fi->caps.v[i]->name);
        abort();
    }
    lazy_unit_release(nu);
}
#endif

/* Parses lp's function again from the source (its record, lf->rec) into a
 * compile of its own, a unit that borrows the load's source and line
 * starts and keeps its own tree while a function nested in it is lazy;
 * analyses it with the bindings it reads from outside made from the
 * record, and emits it. 1: the record does not describe the function
 * parsed (a bug: the caller compiles from the tree); 2: a function nested
 * in it was discarded (discard) that must keep its tree (the caller parses
 * it again without discarding); else emit_body's. */
static int reparse_body(Vm *vm, FuncProto *lp, CompileError *err, bool discard)
{
    LazyFn *lf = lp->lazy;
    const LazyRec *rec = lf->rec;
    LazyUnit *base = lf->unit->base ? lf->unit->base : lf->unit;
    Compiler *B = &base->C;
    LazyUnit *nu = calloc(1, sizeof *nu);
    if (!nu)
        return fail(err, "out of memory");
    nu->refs = 1;
    nu->base = base;
    base->refs++;
    Compiler *C = &nu->C;
    C->unit = nu;
    C->vm = vm;
    C->err = err;
    C->file = B->file;
    C->src_len = B->src_len;
    C->mode = B->mode;
    C->strict = B->strict;
    C->cjs = B->cjs;
    C->lazy = true;
    C->reparse = lazy_reparse_wanted(); /* a stub nested in it gets its record anyway */
    C->map_first = MAP_FIRST_FN;
    arena_size_for(&C->arena, rec->end - rec->start);
    C->line_starts = B->line_starts;
    C->nline_starts = B->nline_starts;
    int r = 1;
    C->source = B->source;
    nu->ps = parser_new_borrowed(B->source->text, B->src_len, C->file);
    if (!nu->ps) {
        r = fail(err, "out of memory");
        goto done;
    }
    parser_size_arena(nu->ps, rec->end - rec->start);
    if (discard) /* the functions nested in it are dropped as the load's were */
        parser_set_discard(nu->ps, C->mode);
    Node *fn = parser_parse_function_at(nu->ps, rec->start, rec->line, B->line_starts[rec->line - 1], rec->flags,
                                        rec->is_decl && !rec->anon_decl, rec->module, err);
    if (!fn || fn->start != rec->start || fn->end != rec->end || (rec->anon_decl && fn->name))
        goto done;
    if (discard && parser_discard_undone(nu->ps)) {
        r = 2;
        goto done;
    }
    if (rec->anon_decl)
        fn->name = "default";
#ifdef TARN_VERIFY_LAZY
    if (!(lf->fn->flags & F_STUB))
        lazy_verify_free(base, lf);
#endif
    FuncInfo *fi = scope_analyse_lazy(C, fn, rec);
    if (!fi)
        goto done;
    r = emit_body(vm, lp, C, fn, fi, err);
    if (r < 0 && C->restart)
        r = 2;
done:
    lazy_unit_release(nu);
    return r;
}

int compile_lazy(Vm *vm, FuncProto *lp, CompileError *err)
{
    LazyFn *lf = lp->lazy;
    memset(err, 0, sizeof *err);
    err->file = lf->unit->C.file;
    if (lf->broken)
        return fail(err, "out of memory");
    int r = 1;
    if (lf->rec) {
        r = reparse_body(vm, lp, err, !lf->rec->module);
        if (r == 2) {
            memset(err, 0, sizeof *err);
            err->file = lf->unit->C.file;
            r = reparse_body(vm, lp, err, false);
        }
#ifdef TARN_VERIFY_LAZY
        if (r == 1) {
            fprintf(stderr, "lazy verify: %s:%u: the record does not describe the function parsed again (%s)\n",
                    lf->unit->C.file, lf->rec->line, err->msg);
            abort();
        }
#endif
        if (r == 1)
            memset(err, 0, sizeof *err), err->file = lf->unit->C.file;
    }
    if (r == 1)
        r = emit_body(vm, lp, &lf->unit->C, lf->fn, lf->fi, err);
    if (r < 0)
        return -1;
    lp->flags &= ~(uint32_t)FP_LAZY;
    compile_lazy_release(lp);
    return 0;
}
