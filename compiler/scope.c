/* compiler/scope.c — pass 1: scope analysis.
 *
 * Builds a Scope for every node that opens one and a FuncInfo per function,
 * declares every binding (var and function declarations hoisted to the
 * function scope, let/const/class to their block; the parser has already
 * reported redeclarations, compiler/parser_scope.c), and resolves every
 * reference so that a binding read from an inner function is marked `captured` (it will live in
 * a Box) and a let/const/class read that may precede its initialisation is
 * marked `needs_tdz`. Frame slots are assigned here, so pass 2 only reads
 * them. Invariant: after this pass every binding has a slot, and a captured
 * parameter (or `this`/`arguments`/function self-name) has a separate Box
 * slot with src_slot naming where the raw value arrives.
 * A function whose parameters have defaults or patterns gets a separate
 * body scope (FuncInfo.var_scope) so parameter expressions never see the
 * body's bindings; its parameters are initialised left to right (init_pos).
 * Class fields, static blocks and private names are lowered here to
 * synthesised initialiser functions and hidden class-scope bindings whose
 * names start with '%' or '#' (no identifier can collide with them).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "emit.h"

typedef struct W {
    Compiler *C;
    FuncInfo *fn;
    Scope *scope;
} W;

static void walk(W *w, Node *n);
static void walk_list(W *w, NodeList *l);

static Scope *new_scope(W *w, Node *n, ScopeKind kind, FuncInfo *fn, Scope *parent)
{
    Scope *s = arena_alloc(&w->C->arena, sizeof *s);
    if (!s)
        return NULL;
    s->parent = parent;
    s->fn = fn;
    s->kind = kind;
    s->node = n;
    return s;
}

/* Scopes this small are scanned: building an index costs more than it saves. */
enum { SCOPE_INDEX_MIN = 8 };

/* The compile hashes every name it declares, resolves or turns into a
 * constant, so the hash takes 8 bytes a step. A multiply moves entropy only
 * upwards and the tables index by the low bits: each step folds the high half
 * back down, and the result is the high half of a last multiply. */
uint32_t scope_bytes_hash(const void *bytes, size_t n)
{
    const unsigned char *p = bytes;
    uint64_t h = 0x9e3779b97f4a7c15u ^ n;
    for (; n >= 8; p += 8, n -= 8) {
        uint64_t w;
        memcpy(&w, p, 8);
        h = (h ^ w) * 0xbf58476d1ce4e5b9u;
        h ^= h >> 31;
    }
    /* the tail's bytes, byte i at bits 8i, by two overlapping loads (a
     * byte both cover lands in the same place twice) */
    uint64_t w = 0;
    if (n >= 4) {
        uint32_t a, b;
        memcpy(&a, p, 4);
        memcpy(&b, p + n - 4, 4);
        w = a | (uint64_t)b << (8 * (n - 4));
    } else if (n >= 2) {
        uint16_t a, b;
        memcpy(&a, p, 2);
        memcpy(&b, p + n - 2, 2);
        w = a | (uint64_t)b << (8 * (n - 2));
    } else if (n) {
        w = p[0];
    }
    h = (h ^ w) * 0xbf58476d1ce4e5b9u;
    h ^= h >> 31;
    h *= 0x94d049bb133111ebu;
    return (uint32_t)(h >> 32);
}

uint32_t scope_name_hash(const char *name)
{
    return scope_bytes_hash(name, strlen(name));
}

static Var *find_hashed(Scope *s, const char *name, uint32_t h)
{
    uint32_t m = s->icap - 1;
    for (uint32_t i = h & m; s->index[i]; i = (i + 1) & m) {
        Var *v = s->index[i];
        if (v->hash == h && strcmp(v->name, name) == 0)
            return v;
    }
    return NULL;
}

/* The scope's binding named `name` (of hash h), or NULL. Small scopes are
 * scanned; the stored hash rejects nearly every other name before strcmp. */
static Var *find_in(Scope *s, const char *name, uint32_t h)
{
    if (s->icap)
        return find_hashed(s, name, h);
    for (uint32_t i = 0; i < s->nvars; i++) {
        Var *v = s->vars[i];
        if (v->hash == h && strcmp(v->name, name) == 0)
            return v;
    }
    return NULL;
}

Var *scope_find_local(Scope *s, const char *name)
{
    return find_in(s, name, scope_name_hash(name));
}

Var *scope_lookup(Scope *s, const char *name)
{
    uint32_t h = scope_name_hash(name);
    for (; s; s = s->parent) {
        Var *v = find_in(s, name, h);
        if (v)
            return v;
    }
    return NULL;
}

static void index_put(Var **index, uint32_t cap, Var *v)
{
    uint32_t m = cap - 1, i = v->hash & m;
    while (index[i])
        i = (i + 1) & m;
    index[i] = v;
}

/* Keep the index of s covering vars[0 .. nvars) (after an append). */
static bool index_grow(Compiler *C, Scope *s)
{
    if (s->nvars <= SCOPE_INDEX_MIN)
        return true;
    if (s->icap && s->nvars * 2 <= s->icap) {
        index_put(s->index, s->icap, s->vars[s->nvars - 1]);
        return true;
    }
    uint32_t cap = s->icap ? s->icap * 2 : 4 * SCOPE_INDEX_MIN;
    while (s->nvars * 2 > cap)
        cap *= 2;
    Var **index = arena_alloc(&C->arena, cap * sizeof *index); /* zeroed */
    if (!index)
        return false;
    for (uint32_t i = 0; i < s->nvars; i++)
        index_put(index, cap, s->vars[i]);
    s->index = index;
    s->icap = cap;
    return true;
}

static uint16_t alloc_slot(Compiler *C, FuncInfo *fn, Node *at)
{
    if (fn->nslots >= SLOT_LIMIT) {
        emit_error(C, at, ERR_SYNTAX, SLOT_LIMIT_MSG);
        return 0;
    }
    return fn->nslots++;
}

/* add_var of a name whose hash h the caller has computed */
static Var *add_var_hashed(W *w, Scope *s, const char *name, uint32_t h, VarKind kind, Node *decl)
{
    Var *v = arena_alloc(&w->C->arena, sizeof *v);
    if (!v)
        return NULL;
    v->name = name;
    v->hash = h;
    v->kind = (uint8_t)kind;
    v->scope = s;
    v->decl = decl;
    v->slot = 0xFFFF;
    v->src_slot = 0xFFFF;
    if (s->nvars == s->cap) {
        uint32_t nc = s->cap ? s->cap * 2 : 8;
        Var **nv = arena_alloc(&w->C->arena, nc * sizeof *nv);
        if (!nv)
            return NULL;
        if (s->nvars)
            memcpy(nv, s->vars, s->nvars * sizeof *nv);
        s->vars = nv;
        s->cap = nc;
    }
    s->vars[s->nvars++] = v;
    if (!index_grow(w->C, s))
        return NULL;
    return v;
}

static Var *add_var(W *w, Scope *s, const char *name, VarKind kind, Node *decl)
{
    return add_var_hashed(w, s, name, scope_name_hash(name), kind, decl);
}

/* Declare `name` in scope s. A var or function meeting a var, parameter or
 * function of the same name is the same binding; every other conflict is an
 * early error that the parser's one redeclaration check
 * (compiler/parser_scope.c) has reported before this pass runs, so meeting
 * one here is a bug of the compiler. */
static Var *declare(W *w, Scope *s, const char *name, VarKind kind, Node *at);

Var *scope_add_var(Compiler *C, Scope *s, const char *name, int kind, Node *decl)
{
    W w = { C, s->fn, s };
    return add_var(&w, s, name, (VarKind)kind, decl);
}

uint16_t scope_alloc_slot(Compiler *C, FuncInfo *fn, Node *at)
{
    return alloc_slot(C, fn, at);
}

Var *scope_declare(Compiler *C, Scope *s, const char *name, int kind, Node *at)
{
    W w = { C, s->fn, s };
    return declare(&w, s, name, (VarKind)kind, at);
}

static Var *declare(W *w, Scope *s, const char *name, VarKind kind, Node *at)
{
    uint32_t h = scope_name_hash(name);
    Var *old = find_in(s, name, h);
    if (old) {
        bool ok = false;
        if ((kind == VK_VAR || kind == VK_FUNC) &&
            (old->kind == VK_VAR || old->kind == VK_PARAM || old->kind == VK_FUNC))
            ok = true;
        if (kind == VK_VAR && old->kind == VK_CATCH)
            ok = true;
        if (kind == VK_FUNC_LEX && old->kind == VK_FUNC_LEX && !s->fn->strict) {
            old->decl = at; /* B.3.3.4: sloppy code may repeat a block's function; the last wins */
            return old;
        }
        if (!ok) {
            emit_error(w->C, at, ERR_SYNTAX, "internal error: '%s' declared twice", name);
            return old;
        }
        if (kind == VK_FUNC && old->kind == VK_VAR) {
            old->kind = VK_FUNC;
            old->decl = at;
        }
        if (kind == VK_FUNC && old->kind == VK_PARAM) {
            /* the function value replaces the parameter at entry */
            old->decl = at;
            old->kind = VK_FUNC;
        }
        return old;
    }
    if (w->C->mode == COMPILE_EVAL && s == w->C->top->scope && (kind == VK_VAR || kind == VK_FUNC) &&
        !s->fn->strict)
        return scope_eval_var(w->C, s, name, kind, at);
    Var *v = add_var_hashed(w, s, name, h, kind, at);
    if (!v)
        return NULL;
    if (kind != VK_THIS && kind != VK_ARGS && kind != VK_NEWTARGET && kind != VK_HOME && kind != VK_CALLEE)
        v->slot = alloc_slot(w->C, s->fn, at);
    if (w->C->mode == COMPILE_GLOBAL && s == w->C->top->scope && kind != VK_THIS &&
        kind != VK_ARGS && kind != VK_NEWTARGET && kind != VK_HOME && kind != VK_CALLEE)
        v->global = true;
    return v;
}

/* ---- bound names of patterns ---- */
typedef void (*NameFn)(W *w, Node *id, void *ud);

static void pattern_names(W *w, Node *p, NameFn fn, void *ud)
{
    if (!p || !emit_enter(w->C, p))
        return;
    switch (p->kind) {
    case N_IDENT: fn(w, p, ud); break;
    case N_ASSIGN_PAT: pattern_names(w, p->a, fn, ud); break;
    case N_REST: pattern_names(w, p->a, fn, ud); break;
    case N_ARRAY_PAT:
        for (uint32_t i = 0; i < p->list.count; i++)
            pattern_names(w, p->list.items[i], fn, ud);
        break;
    case N_OBJECT_PAT:
        for (uint32_t i = 0; i < p->list.count; i++) {
            Node *it = p->list.items[i];
            pattern_names(w, it->kind == N_PROP ? it->b : it, fn, ud);
        }
        break;
    default: break;
    }
    emit_leave(w->C);
}

/* Walk the expressions inside a binding pattern (defaults, computed keys). */
static void walk_pattern_exprs(W *w, Node *p)
{
    if (!p || !emit_enter(w->C, p))
        return;
    switch (p->kind) {
    case N_ASSIGN_PAT: walk_pattern_exprs(w, p->a); walk(w, p->b); break;
    case N_REST: walk_pattern_exprs(w, p->a); break;
    case N_ARRAY_PAT:
        for (uint32_t i = 0; i < p->list.count; i++)
            walk_pattern_exprs(w, p->list.items[i]);
        break;
    case N_OBJECT_PAT:
        for (uint32_t i = 0; i < p->list.count; i++) {
            Node *it = p->list.items[i];
            if (it->kind == N_PROP) {
                if (it->flags & F_COMPUTED)
                    walk(w, it->a);
                walk_pattern_exprs(w, it->b);
            } else {
                walk_pattern_exprs(w, it);
            }
        }
        break;
    case N_IDENT: break;
    default: walk(w, p); break; /* member targets in assignment patterns */
    }
    emit_leave(w->C);
}

typedef struct DeclUd { VarKind kind; Scope *scope; uint32_t init_pos; } DeclUd;

static void decl_name(W *w, Node *id, void *ud)
{
    DeclUd *d = ud;
    if (d->kind == VK_LET || d->kind == VK_CONST) {
        if (strcmp(id->name, "let") == 0) {
            emit_error(w->C, id, ERR_SYNTAX, "let is disallowed as a lexically bound name");
            return;
        }
    }
    Var *v = declare(w, d->scope, id->name, d->kind, id);
    if (v)
        v->init_pos = d->init_pos;
}

/* var x: declared in the function scope (a lexical name between here and
 * there is an early error the parser has reported). */
static void var_name(W *w, Node *id, void *ud)
{
    (void)ud;
    declare(w, w->fn->var_scope, id->name, VK_VAR, id);
}

/* Hoist `var` declarations of a function body (not into nested functions). */
static void hoist_vars(W *w, Node *n)
{
    if (!n || !emit_enter(w->C, n))
        return;
    switch (n->kind) {
    case N_VAR:
        if (n->op == T_VAR)
            for (uint32_t i = 0; i < n->list.count; i++)
                pattern_names(w, n->list.items[i]->a, var_name, NULL);
        break;
    case N_BLOCK: case N_PROGRAM:
        for (uint32_t i = 0; i < n->list.count; i++)
            hoist_vars(w, n->list.items[i]);
        break;
    case N_IF: hoist_vars(w, n->b); hoist_vars(w, n->c); break;
    case N_FOR: hoist_vars(w, n->a); hoist_vars(w, n->d); break;
    case N_FOR_IN: case N_FOR_OF: hoist_vars(w, n->a); hoist_vars(w, n->d); break;
    case N_WHILE: case N_DO_WHILE: hoist_vars(w, n->d); break;
    case N_WITH: hoist_vars(w, n->b); break;
    case N_TRY: hoist_vars(w, n->a); hoist_vars(w, n->c); hoist_vars(w, n->d); break;
    case N_SWITCH:
        for (uint32_t i = 0; i < n->list.count; i++) {
            Node *cs = n->list.items[i];
            for (uint32_t j = 0; j < cs->list.count; j++)
                hoist_vars(w, cs->list.items[j]);
        }
        break;
    case N_LABELED: hoist_vars(w, n->a); break;
    default: break;
    }
    emit_leave(w->C);
}

static bool is_lexical(int kind)
{
    return kind == VK_LET || kind == VK_CONST || kind == VK_CLASS || kind == VK_FUNC_LEX;
}

/* B.3.3 (sloppy code): a plain function declaration nested in a block also
 * gets a var binding of its name in the function, unless a `var` of that
 * name there would be an early error (a lexical declaration of the name in
 * the function body or in an enclosing block, loop head, catch pattern or
 * switch) or the name is a parameter. annexb_collect walks the body's
 * statements with the chain of enclosing lexical contexts (LexCtx) and
 * declares the var before the body is walked, so every reference sees it. */
typedef struct LexCtx {
    const struct LexCtx *up;
    const NodeList *list;  /* a block's statements */
    const Node *head;      /* a loop head declaration or a catch parameter pattern */
    const Node *sw;        /* a switch: its cases' statements */
} LexCtx;

static bool pattern_has(const Node *p, const char *name)
{
    if (!p)
        return false;
    switch (p->kind) {
    case N_IDENT: return strcmp(p->name, name) == 0;
    case N_ASSIGN_PAT: case N_REST: return pattern_has(p->a, name);
    case N_ARRAY_PAT: case N_OBJECT_PAT:
        for (uint32_t i = 0; i < p->list.count; i++) {
            const Node *it = p->list.items[i];
            if (pattern_has(it && it->kind == N_PROP ? it->b : it, name))
                return true;
        }
        return false;
    case N_VAR:
        if (p->op == T_VAR)
            return false;
        for (uint32_t i = 0; i < p->list.count; i++)
            if (pattern_has(p->list.items[i]->a, name))
                return true;
        return false;
    default: return false;
    }
}

/* The lexical declarations of a statement list (function declarations in
 * it are lexical: the list is an enclosing block's) name `name`. */
static bool list_declares(const NodeList *l, const char *name)
{
    for (uint32_t i = 0; i < l->count; i++) {
        const Node *st = l->items[i];
        if ((st->kind == N_VAR && pattern_has(st, name)) ||
            ((st->kind == N_CLASS_DECL || st->kind == N_FUNC_DECL) && st->a && st->a->name &&
             strcmp(st->a->name, name) == 0))
            return true;
    }
    return false;
}

static bool lexically_declared(const LexCtx *c, const char *name)
{
    for (; c; c = c->up) {
        if (c->list && list_declares(c->list, name))
            return true;
        if (c->head && pattern_has(c->head, name))
            return true;
        if (c->sw)
            for (uint32_t i = 0; i < c->sw->list.count; i++)
                if (list_declares(&c->sw->list.items[i]->list, name))
                    return true;
    }
    return false;
}

/* n: a statement; own: the context n's own declarations belong to (NULL at
 * the body's top level, where a function declaration is already a var). */
static void annexb_collect(W *w, Node *n, const LexCtx *own)
{
    if (!n || w->C->failed || !emit_enter(w->C, n))
        return;
    switch (n->kind) {
    case N_FUNC_DECL: {
        Node *fn = n->a;
        if (!own || !fn || !fn->name || (fn->flags & (F_GENERATOR | F_ASYNC)))
            break;
        Var *v = scope_find_local(w->fn->var_scope, fn->name);
        Var *pv = scope_find_local(w->fn->scope, fn->name);
        if ((v && is_lexical(v->kind)) || (pv && pv->kind == VK_PARAM) || lexically_declared(own->up, fn->name))
            break;
        if (!v)
            v = declare(w, w->fn->var_scope, fn->name, VK_VAR, fn);
        if (v)
            fn->flags |= F_ANNEXB;
        break;
    }
    case N_BLOCK: {
        LexCtx c = { own, &n->list, NULL, NULL };
        for (uint32_t i = 0; i < n->list.count; i++)
            annexb_collect(w, n->list.items[i], &c);
        break;
    }
    case N_IF: annexb_collect(w, n->b, own); annexb_collect(w, n->c, own); break;
    case N_FOR: case N_FOR_IN: case N_FOR_OF: {
        LexCtx c = { own, NULL, n->a, NULL };
        annexb_collect(w, n->d, &c);
        break;
    }
    case N_WHILE: case N_DO_WHILE: annexb_collect(w, n->d, own); break;
    case N_WITH: annexb_collect(w, n->b, own); break;
    case N_TRY: {
        annexb_collect(w, n->a, own);
        /* a simple catch parameter may be redeclared by var (B.3.5) */
        LexCtx c = { own, NULL, n->b && n->b->kind != N_IDENT ? n->b : NULL, NULL };
        annexb_collect(w, n->c, &c);
        annexb_collect(w, n->d, own);
        break;
    }
    case N_SWITCH: {
        LexCtx c = { own, NULL, NULL, n };
        for (uint32_t i = 0; i < n->list.count; i++) {
            Node *cs = n->list.items[i];
            for (uint32_t j = 0; j < cs->list.count; j++)
                annexb_collect(w, cs->list.items[j], &c);
        }
        break;
    }
    case N_LABELED: annexb_collect(w, n->a, own); break;
    default: break;
    }
    emit_leave(w->C);
}

/* The top-level statements of a sloppy body. */
static void annexb_body(W *w, NodeList *l)
{
    if (w->fn->strict)
        return;
    for (uint32_t i = 0; i < l->count; i++)
        annexb_collect(w, l->items[i], NULL);
}

/* Declare the lexical bindings (and block-level functions) of a statement list. */
static void declare_lexical(W *w, Scope *s, NodeList *l, bool fn_top)
{
    for (uint32_t i = 0; i < l->count; i++) {
        Node *st = l->items[i];
        while (st && st->kind == N_LABELED)
            st = st->a;
        if (!st)
            continue;
        if (st->kind == N_VAR && st->op != T_VAR) {
            for (uint32_t j = 0; j < st->list.count; j++) {
                Node *d = st->list.items[j];
                DeclUd ud = { st->op == T_CONST ? VK_CONST : VK_LET, s, d->end };
                pattern_names(w, d->a, decl_name, &ud);
            }
        } else if (st->kind == N_CLASS_DECL && st->a && st->a->name) {
            Var *v = declare(w, s, st->a->name, VK_CLASS, st->a);
            if (v)
                v->init_pos = st->end;
        } else if (st->kind == N_FUNC_DECL && st->a && st->a->name) {
            Var *v = declare(w, s, st->a->name, fn_top ? VK_FUNC : VK_FUNC_LEX, st->a);
            if (v)
                v->decl = st->a;
        }
    }
}

static FuncInfo *nearest_nonarrow(FuncInfo *f)
{
    while (f && f->arrow)
        f = f->parent;
    return f;
}

/* Code of fn reads v, a binding of an enclosing function: fn and every
 * function between it and v's own need v as an upvalue (FuncInfo.caps).
 * Every addition goes through here, so a function that has v already has
 * it in each function up to v's: the walk up stops there. */
static void capture(Compiler *C, FuncInfo *fn, Var *v)
{
    for (FuncInfo *f = fn; f && f != v->scope->fn; f = f->parent)
        if (varset_find(&f->caps, v) >= 0 || varset_add(&C->arena, &f->caps, v) < 0)
            return;
}

/* Analysing a function alone (scope_analyse_free): whether a function
 * declaration lies between the reading function and the analysed one (which
 * the open scope is around), the one fact about a read inside it that
 * scope_tdz_safe takes from inside and that does not depend on where the
 * binding is initialised (LZ_DECL_INSIDE). */
static bool decl_inside(W *w)
{
    for (FuncInfo *f = w->fn; f && f->parent && f->parent != w->C->top; f = f->parent)
        if (f->is_decl)
            return true;
    return false;
}

static void ref_var(W *w, Var *v, Node *at)
{
    if (v->scope == w->C->open_scope && decl_inside(w))
        v->lazy_tdz |= LZ_DECL_INSIDE;
    v->used = true;
    if (v->scope->fn != w->fn) {
        v->captured = true;
        capture(w->C, w->fn, v);
    }
    if (!scope_tdz_safe(w->fn, w->scope, v, at->start))
        v->needs_tdz = true;
}

bool scope_tdz_safe(FuncInfo *use_fn, Scope *use_scope, Var *v, uint32_t pos)
{
    (void)use_scope;
    if (v->kind == VK_IMPORT) /* another module's binding: may be in TDZ (cycles) */
        return v->name[0] == '%';
    /* parameters of a list with defaults/patterns are initialised left to
     * right (init_pos set); in a simple list they never are in TDZ */
    if (v->kind == VK_PARAM ? v->init_pos == 0 : (v->kind != VK_LET && v->kind != VK_CONST && v->kind != VK_CLASS))
        return true;
    if (v->global)
        return true;
    if (v->scope->kind == SC_SWITCH || (v->lazy_tdz & LZ_SWITCH))
        return false;
    if (v->lazy_tdz & LZ_CLASS_SAFE)
        return true;
    if (v->decl && v->decl->kind == N_CLASS && v->scope->kind == SC_CLASS) {
        /* a class's inner name: its member functions only run once the
         * class is defined (computed keys and extends run before) */
        for (FuncInfo *f = use_fn; f && f != v->scope->fn; f = f->parent)
            if (f->is_method && f->parent == v->scope->fn && f->node->start >= v->decl->start &&
                f->node->end <= v->decl->end)
                return true;
    }
    if (pos < v->init_pos)
        return false;
    for (FuncInfo *f = use_fn; f && f != v->scope->fn; f = f->parent)
        if (f->is_decl || f->node->start < v->init_pos)
            return false;
    return !(v->lazy_tdz & LZ_OUTER_UNSAFE);
}

static Var *special_var(W *w, FuncInfo *target, int kind)
{
    Var **slot = kind == VK_THIS ? &target->this_var
               : kind == VK_ARGS ? &target->args_var
               : kind == VK_NEWTARGET ? &target->nt_var
               : kind == VK_CALLEE ? &target->callee_var : &target->home_var;
    if (!*slot) {
        const char *nm = kind == VK_THIS ? "this" : kind == VK_ARGS ? "arguments"
                       : kind == VK_NEWTARGET ? "new.target" : kind == VK_CALLEE ? "%callee" : "%home";
        *slot = add_var(w, target->scope, nm, (VarKind)kind, target->node);
        if (*slot && kind == VK_ARGS)
            (*slot)->slot = alloc_slot(w->C, target, target->node);
    }
    return *slot;
}

/* `this`, `arguments`, `new.target`, super's home: resolved lexically
 * through arrows to the nearest ordinary function. */
static void ref_special(W *w, int kind, Node *at)
{
    FuncInfo *t = nearest_nonarrow(w->fn);
    if (!t)
        return;
    if (kind == VK_ARGS) {
        if (t->program && !w->C->cjs) /* a CommonJS body has its wrapper's arguments */
            return;
        t->uses_args = true;
    }
    if (kind == VK_HOME)
        t->uses_home = true;
    if (t == w->fn && kind != VK_ARGS)
        return; /* read directly (PUSH_THIS / GET_NEW_TARGET / GET_HOME) */
    Var *v = special_var(w, t, kind);
    if (v && t != w->fn) {
        v->captured = true;
        capture(w->C, w->fn, v);
    }
    (void)at;
}

Var *scope_special_var(Compiler *C, FuncInfo *target, int kind)
{
    W w = { C, target, target->scope };
    return special_var(&w, target, kind);
}

static void walk_func(W *w, Node *fn, bool is_decl);
static Var *lookup_ref(W *w, const char *name);

/* A function whose tree was discarded (F_STUB, compiler/lazy_discard.c):
 * its free names read from its place, as its body's references would be.
 * A read at the function's start decides a binding's TDZ as every read
 * inside it would (scope_tdz_safe), but for a function declaration between
 * the read and this one: a name read through one is read as if this
 * function were a declaration. */
static void walk_stub(W *w, Node *fn, FuncInfo *fi)
{
    const StubInfo *si = fn->stub;
    fi->nparams = si->nparams;
    fi->uses_args = si->uses_args;
    fi->mapped_args = si->mapped_args;
    fi->nfuncs = si->nfuncs;
    bool is_decl = fi->is_decl;
    for (uint32_t i = 0; i < si->nfree; i++) {
        Var *v = lookup_ref(w, si->free[i]);
        if (!v)
            continue;
        fi->is_decl = is_decl || si->decl_inside[i];
        ref_var(w, v, fn);
    }
    fi->is_decl = is_decl;
}

static Node *mk(Compiler *C, NodeKind k, Node *at)
{
    Node *n = arena_alloc(&C->arena, sizeof *n);
    if (!n)
        return NULL;
    n->kind = k;
    n->line = at->line;
    n->col = at->col;
    n->start = at->start;
    n->end = at->end;
    return n;
}

static bool list_push(Compiler *C, NodeList *l, Node *item)
{
    if (!item)
        return false;
    if (l->count == l->cap) {
        uint32_t nc = l->cap ? l->cap * 2 : 4;
        Node **ni = arena_alloc(&C->arena, nc * sizeof *ni);
        if (!ni)
            return false;
        if (l->count)
            memcpy(ni, l->items, l->count * sizeof *ni);
        l->items = ni;
        l->cap = nc;
    }
    l->items[l->count++] = item;
    return true;
}

static bool list1(Compiler *C, NodeList *l, Node *item)
{
    l->items = arena_alloc(&C->arena, sizeof(Node *));
    if (!l->items || !item)
        return false;
    l->items[0] = item;
    l->count = l->cap = 1;
    return true;
}

/* constructor(){} or constructor(...args){ super(...args); }, whose super
 * call passes its arguments on as they came, without the array iterator a
 * spread would use (ClassDefinitionEvaluation's default constructor) */
static Node *default_ctor(Compiler *C, Node *cls)
{
    Node *fn = mk(C, N_FUNC, cls);
    Node *body = mk(C, N_BLOCK, cls);
    if (!fn || !body)
        return NULL;
    fn->flags = F_METHOD | F_CTOR | (cls->a ? F_DERIVED : 0);
    fn->a = body;
    if (cls->a) {
        Node *rest = mk(C, N_REST, cls), *id = mk(C, N_IDENT, cls), *id2 = mk(C, N_IDENT, cls);
        Node *call = mk(C, N_CALL, cls), *sup = mk(C, N_SUPER, cls), *spr = mk(C, N_SPREAD, cls);
        Node *st = mk(C, N_EXPR_STMT, cls);
        if (!rest || !id || !id2 || !call || !sup || !spr || !st)
            return NULL;
        id->name = id2->name = "args";
        rest->a = id;
        spr->a = id2;
        call->a = sup;
        call->flags = F_SPREAD | F_CTOR; /* no iteration: emit_super_call */
        st->a = call;
        if (!list1(C, &fn->list, rest) || !list1(C, &call->list, spr) || !list1(C, &body->list, st))
            return NULL;
    }
    return fn;
}

static void walk_class_in(W *w, Node *cls);

/* Every part of a class (heritage, keys, members, field initialisers) is
 * strict mode code. */
static void walk_class(W *w, Node *cls)
{
    w->C->class_depth++;
    walk_class_in(w, cls);
    w->C->class_depth--;
}

static void walk_class_in(W *w, Node *cls)
{
    if (!cls->b) {
        cls->b = default_ctor(w->C, cls);
        if (!cls->b)
            return;
    }
    cls->b->flags |= F_CTOR | F_METHOD | (cls->a ? F_DERIVED : 0);
    Scope *saved = w->scope;
    /* the heritage runs in the class's scope, where its inner name is in
     * TDZ, but outside its private names: a named class with a heritage
     * binds its name in a scope (scope2) around the one (scope) of the
     * private names and members */
    Scope *hs = cls->name && cls->a ? new_scope(w, cls, SC_CLASS, w->fn, w->scope) : NULL;
    Scope *cs = new_scope(w, cls, SC_CLASS, w->fn, hs ? hs : w->scope);
    NodeInfo *ni = emit_node_info(w->C, cls, true);
    if (!cs || !ni || (cls->name && cls->a && !hs))
        return;
    ni->scope = cs;
    ni->scope2 = hs;
    if (cls->name) {
        Var *v = declare(w, hs ? hs : cs, cls->name, VK_CONST, cls);
        if (v) {
            v->init_pos = cls->end; /* initialised once every member is defined */
            v->global = false;
        }
    }
    if (cls->a) {
        w->scope = hs ? hs : saved;
        walk(w, cls->a);
        w->scope = saved;
    }
    /* private names: one binding "#x" per name in the class scope (holding
     * the private symbol); a method's function lives in a hidden binding */
    for (uint32_t i = 0; i < cls->list.count && !w->C->failed; i++) {
        Node *m = cls->list.items[i];
        if (m->kind != N_PROP || !(m->flags & F_PRIVATE))
            continue;
        int kind = (m->flags & F_FIELD) ? PRIV_FIELD : (m->flags & F_GETTER) ? PRIV_GETTER
                 : (m->flags & F_SETTER) ? PRIV_SETTER : PRIV_METHOD;
        bool st = (m->flags & F_STATIC) != 0;
        Var *old = scope_find_local(cs, m->a->name);
        if (old) {
            if (old->priv_static == st && ((old->priv == PRIV_GETTER && kind == PRIV_SETTER) ||
                                           (old->priv == PRIV_SETTER && kind == PRIV_GETTER))) {
                old->priv = PRIV_ACCESSOR;
            } else {
                emit_error(w->C, m->a, ERR_SYNTAX, "Identifier '%s' has already been declared", m->a->name);
                return;
            }
        } else {
            Var *v = declare(w, cs, m->a->name, VK_VAR, m->a);
            if (!v)
                return;
            v->priv = (uint8_t)kind;
            v->priv_static = st;
        }
        if (kind != PRIV_FIELD) {
            char *nm = arena_alloc(&w->C->arena, 24);
            if (!nm)
                return;
            snprintf(nm, 24, "%%privmethod%u", i);
            if (!declare(w, cs, nm, VK_VAR, m))
                return;
            m->name = nm;
        }
    }
    w->scope = cs;
    if (cls->b)
        walk_func(w, cls->b, false);
    /* Fields become synthesised initialiser functions: one for all instance
     * fields (the constructor calls it; cls->init), one per static field (m->c,
     * run in order with the static blocks). A computed key is evaluated with
     * the other members and kept in a hidden binding of the class scope. */
    Compiler *C = w->C;
    Node *init = NULL, *init_body = NULL;
    uint32_t nkeys = 0;
    /* instance private methods are installed first, then the fields in order */
    for (int pass = 0; pass < 2; pass++)
    for (uint32_t i = 0; i < cls->list.count && !C->failed; i++) {
        Node *m = cls->list.items[i];
        if (m->kind != N_PROP)
            continue;
        bool pmethod = (m->flags & F_PRIVATE) && !(m->flags & (F_FIELD | F_STATIC));
        if (pass == 0 ? !pmethod : !(m->flags & F_FIELD))
            continue;
        Node *fd = mk(C, N_FIELD_DEF, m);
        if (!fd)
            return;
        fd->flags = m->flags & (F_COMPUTED | F_PRIVATE | F_GETTER | F_SETTER | F_METHOD | F_FIELD);
        fd->b = m->b;
        if (pmethod) {
            /* b: a read of the hidden binding holding the method */
            Node *id = mk(C, N_IDENT, m);
            if (!id)
                return;
            id->name = m->name;
            fd->b = id;
            fd->name = m->a->name;
        } else if (m->flags & F_PRIVATE) {
            fd->name = m->a->name;
        } else if (m->flags & F_COMPUTED) {
            char *nm = arena_alloc(&C->arena, 24);
            if (!nm)
                return;
            snprintf(nm, 24, "%%fieldkey%u", nkeys++);
            if (!declare(w, cs, nm, VK_VAR, m))
                return;
            m->name = fd->name = nm;
        } else {
            fd->a = m->a;
        }
        if (m->flags & F_STATIC) {
            Node *sfn = mk(C, N_FUNC, m), *body = mk(C, N_BLOCK, m);
            if (!sfn || !body || !list1(C, &body->list, fd))
                return;
            sfn->flags = F_METHOD | F_INITIALIZER;
            sfn->a = body;
            m->c = sfn;
            continue;
        }
        if (!init) {
            init = mk(C, N_FUNC, cls);
            init_body = mk(C, N_BLOCK, cls);
            if (!init || !init_body)
                return;
            init->flags = F_METHOD | F_INITIALIZER;
            init->a = init_body;
        }
        if (!list_push(C, &init_body->list, fd))
            return;
    }
    if (init) {
        cls->init = init;
        Var *iv = declare(w, cs, "%fieldinit", VK_VAR, cls);
        NodeInfo *ci = emit_node_info(C, cls->b, false);
        if (!iv || !ci || !ci->fn)
            return;
        iv->used = iv->captured = true;
        ci->fn->field_init = iv;
        capture(C, ci->fn, iv); /* the constructor calls it (emit_field_init_call) */
        /* and so do its arrows that call super(), walked with the
         * constructor before iv existed: their upvalue lists gain it here */
        if (ci->fn->super_in_arrow)
            for (FuncInfo *f = ci->fn->next_fn; f; f = f->next_fn)
                if (f->super_call_arrow && nearest_nonarrow(f) == ci->fn)
                    capture(C, f, iv);
    }
    for (uint32_t i = 0; i < cls->list.count; i++) {
        Node *m = cls->list.items[i];
        if (m->kind != N_PROP)
            continue;
        if (m->flags & F_COMPUTED)
            walk(w, m->a);
        if (m->flags & F_FIELD)
            continue;
        if (m->flags & F_PRIVATE) {
            Var *pv = scope_find_local(cs, m->a->name);
            if (pv)
                pv->used = true;
        }
        if (m->b && m->b->kind == N_FUNC)
            walk_func(w, m->b, false);
        else
            walk(w, m->b);
    }
    if (init)
        walk_func(w, init, false);
    for (uint32_t i = 0; i < cls->list.count; i++) {
        Node *m = cls->list.items[i];
        if (m->kind == N_PROP && (m->flags & F_FIELD) && m->c)
            walk_func(w, m->c, false);
    }
    w->scope = saved;
}

static void param_name(W *w, Node *id, void *ud)
{
    FuncInfo *fi = ud;
    Var *old = scope_find_local(fi->scope, id->name);
    if (old) {
        emit_error(w->C, id, ERR_SYNTAX, "Duplicate parameter name not allowed in this context");
        return;
    }
    Var *v = add_var(w, fi->scope, id->name, VK_PARAM, id);
    if (v) {
        v->slot = alloc_slot(w->C, fi, id);
        v->init_pos = fi->pending_init_pos;
    }
}

static void walk_func(W *w, Node *fn, bool is_decl)
{
    Compiler *C = w->C;
    FuncInfo *fi = arena_alloc(&C->arena, sizeof *fi);
    NodeInfo *ni = emit_node_info(C, fn, true);
    if (!fi || !ni)
        return;
    ni->fn = fi;
    fi->parent = w->fn;
    if (w->fn)
        w->fn->nfuncs++;
    fi->node = fn;
    C->last_fn->next_fn = fi;
    C->last_fn = fi;
    fi->arrow = (fn->flags & F_ARROW) != 0;
    fi->is_decl = is_decl;
    fi->is_method = (fn->flags & (F_METHOD | F_GETTER | F_SETTER | F_CTOR)) != 0;
    fi->is_ctor = (fn->flags & F_CTOR) != 0;
    fi->derived = (fn->flags & F_DERIVED) != 0;
    fi->is_initializer = (fn->flags & F_INITIALIZER) != 0;
    fi->nparams = (uint16_t)fn->list.count;
    fi->nslots = (uint16_t)(2 + fn->list.count);
    fi->simple_params = true;
    fi->strict = (fn->flags & F_STRICT) || (w->fn && w->fn->strict) || C->class_depth > 0;

    W sub = { C, fi, w->scope };
    Scope *outer = w->scope;
    /* a named function expression binds its own name in a scope of its own */
    if (fn->name && !is_decl && !fi->is_method) {
        Scope *ns = new_scope(&sub, fn, SC_BLOCK, fi, outer);
        if (ns) {
            Var *v = add_var(&sub, ns, fn->name, VK_CONST, fn);
            if (v) {
                v->slot = 0;
                v->src_slot = 0;
                v->kind = VK_FUNC; /* callee self-reference: no TDZ */
            }
            ni->scope2 = ns;
            outer = ns;
        }
    }
    fi->scope = new_scope(&sub, fn, SC_FUNC, fi, outer);
    if (!fi->scope)
        return;
    ni->scope = fi->scope;
    sub.scope = fi->scope;
    if (fn->flags & F_STUB) {
        fi->var_scope = fi->scope;
        walk_stub(&sub, fn, fi);
        return;
    }
    /* parameters: fp[2+i]; a pattern gets a hidden slot and its names fresh slots */
    for (uint32_t i = 0; i < fn->list.count; i++) {
        Node *p = fn->list.items[i];
        Node *t = p;
        if (t->kind == N_REST)
            t = t->a;
        if (t->kind == N_ASSIGN_PAT) {
            fi->simple_params = false;
            t = t->a;
        }
        if (t->kind == N_IDENT) {
            Var *old = scope_find_local(fi->scope, t->name);
            if (old && !fi->strict && old->kind == VK_PARAM) {
                /* sloppy duplicate (the parser allowed it): the last one
                 * names the binding, the earlier ones only take a slot */
                old->name = "%dup"; /* stays indexed under its old hash: no lookup names "%dup" */
            } else if (old) {
                emit_error(C, t, ERR_SYNTAX, "Duplicate parameter name not allowed in this context");
                return;
            }
            Var *v = add_var(&sub, fi->scope, t->name, VK_PARAM, t);
            if (v) {
                v->slot = (uint16_t)(2 + i);
                v->init_pos = p->end;
            }
        } else {
            fi->has_pattern_params = true;
            fi->simple_params = false;
        }
    }
    for (uint32_t i = 0; i < fn->list.count; i++) {
        Node *t = fn->list.items[i];
        if (t->kind == N_REST)
            t = t->a;
        if (t->kind == N_ASSIGN_PAT)
            t = t->a;
        if (t->kind != N_IDENT) {
            fi->pending_init_pos = fn->list.items[i]->end;
            pattern_names(&sub, t, param_name, fi);
        }
    }
    fi->var_scope = fi->scope;
    if (!fi->simple_params) {
        /* parameter expressions see the parameters, never the body */
        fi->var_scope = new_scope(&sub, fn, SC_BLOCK, fi, fi->scope);
        if (!fi->var_scope)
            return;
    } else {
        for (uint32_t i = 0; i < fi->scope->nvars; i++)
            fi->scope->vars[i]->init_pos = 0;
    }
    sub.scope = fi->var_scope;
    Node *body = fn->a;
    if (body && !(fn->flags & F_EXPR_BODY)) {
        hoist_vars(&sub, body);
        declare_lexical(&sub, fi->var_scope, &body->list, true);
        annexb_body(&sub, &body->list);
        /* `var arguments` (no parameter or function of that name) starts
         * as the arguments object: it is the function's arguments binding */
        Var *av = fi->arrow || fi->var_scope != fi->scope ? NULL : scope_find_local(fi->scope, "arguments");
        if (av && av->kind == VK_VAR && !fi->is_initializer) {
            av->kind = VK_ARGS;
            fi->args_var = av;
            fi->uses_args = true;
        }
    }
    sub.scope = fi->scope;
    for (uint32_t i = 0; i < fn->list.count; i++)
        walk_pattern_exprs(&sub, fn->list.items[i]);
    sub.scope = fi->var_scope;
    if (body) {
        if (fn->flags & F_EXPR_BODY)
            walk(&sub, body);
        else
            walk_list(&sub, &body->list);
    }
    /* CreateMappedArgumentsObject: a sloppy function with simple parameters
     * that uses `arguments` keeps its parameters in the arguments object
     * (vm/arguments.c), reached through a hidden binding; the parameters
     * themselves get no slot or Box. Other functions pay nothing. */
    bool has_rest = fn->list.count && fn->list.items[fn->list.count - 1]->kind == N_REST;
    if (!fi->strict && fi->simple_params && !has_rest && !fi->arrow && fi->uses_args && fi->args_var) {
        fi->mapped_args = true;
        bool captured = false;
        for (uint32_t i = 0; i < fi->scope->nvars; i++) {
            Var *v = fi->scope->vars[i];
            if ((v->kind == VK_PARAM || v->kind == VK_FUNC) && v->slot >= 2 && v->slot < 2 + fi->nparams &&
                v->name[0] != '%') {
                v->map_idx = (uint16_t)(v->slot - 2 + 1);
                captured |= v->captured;
                v->captured = false;
            }
        }
        if (fi->nparams) {
            Var *m = add_var(&sub, fi->scope, "%argmap", VK_TEMP, fn);
            if (!m)
                return;
            m->slot = alloc_slot(C, fi, fn);
            m->used = true;
            if (captured) {
                m->captured = true;
                m->src_slot = m->slot;
                m->slot = alloc_slot(C, fi, fn);
            }
            fi->argmap_var = m;
        }
    }
    /* captured parameters / self-name / arguments / this get a separate Box slot */
    for (uint32_t i = 0; i < fi->scope->nvars; i++) {
        Var *v = fi->scope->vars[i];
        if (v->captured && (v->kind == VK_PARAM || v->kind == VK_ARGS ||
                            (v->kind == VK_FUNC && v->slot < 2 + fi->nparams && v->slot >= 2))) {
            v->src_slot = v->slot;
            v->slot = alloc_slot(C, fi, fn);
        } else if (v->captured && (v->kind == VK_THIS || v->kind == VK_NEWTARGET || v->kind == VK_HOME ||
                                   v->kind == VK_CALLEE)) {
            v->slot = alloc_slot(C, fi, fn);
        } else if (v->kind == VK_FUNC && v->slot >= 2 && v->slot < 2 + fi->nparams) {
            /* function declaration shadowing a parameter: same slot is fine */
        }
    }
    /* the walk above added node infos, which may have moved the table */
    ni = emit_node_info(C, fn, false);
    if (ni && ni->scope2) {
        Var *v = ni->scope2->vars[0];
        if (v && v->captured)
            v->slot = alloc_slot(C, fi, fn);
    }
}

static void walk_block_scope(W *w, Node *n, NodeList *l, ScopeKind kind)
{
    Scope *s = new_scope(w, n, kind, w->fn, w->scope);
    NodeInfo *ni = emit_node_info(w->C, n, true);
    if (!s || !ni)
        return;
    ni->scope = s;
    Scope *saved = w->scope;
    w->scope = s;
    if (l)
        declare_lexical(w, s, l, false);
    if (n->kind == N_SWITCH) {
        for (uint32_t i = 0; i < n->list.count; i++) {
            Node *cs = n->list.items[i];
            if (cs->a)
                walk(w, cs->a);
            walk_list(w, &cs->list);
        }
    } else if (l) {
        walk_list(w, l);
    }
    w->scope = saved;
}

static void walk_list(W *w, NodeList *l)
{
    for (uint32_t i = 0; i < l->count; i++)
        walk(w, l->items[i]);
}

/* o.#x or #x in o: the name must be declared by an enclosing class. */
static void ref_private(W *w, Node *n)
{
    Var *v = scope_lookup(w->scope, n->name);
    if (!v || !v->priv) {
        emit_error(w->C, n, ERR_SYNTAX, "Private field '%s' must be declared in an enclosing class", n->name);
        return;
    }
    ref_var(w, v, n);
}

/* A reference's binding: the lookup's, or, analysing a function alone
 * (scope_analyse_free), one of the open scope made for a name no scope
 * declares. */
static Var *lookup_ref(W *w, const char *name)
{
    Var *v = scope_lookup(w->scope, name);
    if (!v && w->C->open_scope)
        v = add_var(w, w->C->open_scope, name, VK_VAR, NULL);
    return v;
}

/* A binding named `arguments` found by lookup is the one a reference sees
 * unless an ordinary function between them has its own arguments object
 * (an outer function's `arguments` is not the inner one's). */
static bool arguments_visible(W *w, Var *v)
{
    FuncInfo *t = nearest_nonarrow(w->fn);
    if (!t || t->program)
        return true;
    for (FuncInfo *f = v->scope->fn; f; f = f->parent)
        if (f == t)
            return true;
    return false;
}

static void walk_ident_ref(W *w, Node *n)
{
    bool args = ast_name_is(n->name, "arguments");
    if (args) {
        FuncInfo *t = nearest_nonarrow(w->fn);
        if (t && t->is_initializer) {
            emit_error(w->C, n, ERR_SYNTAX,
                       "'arguments' is not allowed in class field initializer or static initialization block");
            return;
        }
    }
    if (w->C->cjs && ast_name_is(n->name, "eval"))
        w->C->cjs_loader = true; /* a direct eval may name require */
    Var *v = args ? scope_lookup(w->scope, n->name) : lookup_ref(w, n->name);
    if (!args) {
        /* kept for the emitter (ast.h); `arguments` has its own rules there */
        n->ref_var = v;
        n->ref_scope = w->scope;
    } else if (v && !arguments_visible(w, v)) {
        v = NULL;
    }
    if (v) {
        ref_var(w, v, n);
        return;
    }
    if (args)
        ref_special(w, VK_ARGS, n);
}

/* A left-deep chain of binary and logical operators (compiler/ast.h),
 * operands in source order. */
static void walk_chain(W *w, Node *n)
{
    Node *first, *x = ast_chain_down(n, ast_chain_link, &first), *left = first;
    walk(w, first);
    while (x) {
        Node *up = ast_chain_up(x, left);
        walk(w, x->b);
        left = x;
        x = up;
    }
}

static void walk_node(W *w, Node *n)
{
    switch (n->kind) {
    case N_NUM: case N_BIGINT: case N_STR: case N_REGEXP: case N_NULL: case N_TRUE: case N_FALSE: case N_HOLE:
    case N_EMPTY: case N_DEBUGGER: case N_BREAK: case N_CONTINUE:
        break;
    case N_WITH: {
        /* the body's names are looked up in the object first, at run time
         * (Scope.env): the object lives in a hidden binding of a scope of
         * its own, a Box so that functions inside reach it */
        walk(w, n->a);
        Scope *s = arena_alloc(&w->C->arena, sizeof *s);
        NodeInfo *ni = emit_node_info(w->C, n, true);
        if (!s || !ni)
            break;
        s->parent = w->scope;
        s->fn = w->fn;
        s->kind = SC_BLOCK;
        s->node = n;
        ni->scope = s;
        Var *o = add_var(w, s, "%with", VK_TEMP, n);
        if (!o)
            break;
        o->slot = alloc_slot(w->C, w->fn, n);
        o->captured = o->used = o->with_obj = true;
        s->env = o;
        w->fn->has_env = true;
        Scope *saved = w->scope;
        w->scope = s;
        walk(w, n->b);
        w->scope = saved;
        break;
    }
    case N_IDENT: walk_ident_ref(w, n); break;
    case N_THIS: ref_special(w, VK_THIS, n); break;
    case N_NEW_TARGET: ref_special(w, VK_NEWTARGET, n); break;
    case N_SUPER: ref_special(w, VK_HOME, n); ref_special(w, VK_THIS, n); break;
    case N_FUNC: walk_func(w, n, false); break;
    case N_FUNC_DECL: walk_func(w, n->a, true); break;
    case N_CLASS: walk_class(w, n); break;
    case N_CLASS_DECL: {
        walk_class(w, n->a);
        if (n->a && n->a->name) {
            Var *v = scope_lookup(w->scope, n->a->name);
            if (v)
                v->used = true;
        }
        break;
    }
    case N_VAR:
        for (uint32_t i = 0; i < n->list.count; i++) {
            Node *d = n->list.items[i];
            walk_pattern_exprs(w, d->a);
            walk(w, d->b);
        }
        break;
    case N_PROP:
        if (n->flags & F_COMPUTED)
            walk(w, n->a);
        walk(w, n->b);
        break;
    case N_ARRAY_PAT: case N_OBJECT_PAT: case N_ASSIGN_PAT:
        /* assignment patterns: targets are references */
        if (n->kind == N_ASSIGN_PAT) {
            walk(w, n->a);
            walk(w, n->b);
        } else {
            for (uint32_t i = 0; i < n->list.count; i++) {
                Node *it = n->list.items[i];
                if (it->kind == N_PROP) {
                    if (it->flags & F_COMPUTED)
                        walk(w, it->a);
                    walk(w, it->b);
                } else {
                    walk(w, it);
                }
            }
        }
        break;
    case N_BLOCK: walk_block_scope(w, n, &n->list, SC_BLOCK); break;
    case N_SWITCH: {
        walk(w, n->a);
        /* all case bodies share one lexical scope */
        Scope *s = new_scope(w, n, SC_SWITCH, w->fn, w->scope);
        NodeInfo *ni = emit_node_info(w->C, n, true);
        if (!s || !ni)
            return;
        ni->scope = s;
        Scope *saved = w->scope;
        w->scope = s;
        for (uint32_t i = 0; i < n->list.count; i++)
            declare_lexical(w, s, &n->list.items[i]->list, false);
        for (uint32_t i = 0; i < n->list.count; i++) {
            Node *cs = n->list.items[i];
            walk(w, cs->a);
            walk_list(w, &cs->list);
        }
        w->scope = saved;
        break;
    }
    case N_FOR: case N_FOR_IN: case N_FOR_OF: {
        Scope *s = new_scope(w, n, SC_LOOP, w->fn, w->scope);
        NodeInfo *ni = emit_node_info(w->C, n, true);
        if (!s || !ni)
            return;
        ni->scope = s;
        Scope *saved = w->scope;
        w->scope = s;
        Node *init = n->a;
        if (init && init->kind == N_VAR && init->op != T_VAR) {
            for (uint32_t j = 0; j < init->list.count; j++) {
                Node *d = init->list.items[j];
                uint32_t ip = n->kind == N_FOR ? d->end : (n->d ? n->d->start : n->end);
                DeclUd ud = { init->op == T_CONST ? VK_CONST : VK_LET, s, ip };
                pattern_names(w, d->a, decl_name, &ud);
            }
        }
        /* the right side of for-in/of runs in a scope where the head's
         * bindings exist but are uninitialised: `for (let x of x)` is a TDZ
         * error (the emitter enters the loop scope once before it) */
        if (n->kind != N_FOR)
            walk(w, n->b);
        walk(w, init);
        if (n->kind == N_FOR) {
            walk(w, n->b);
            walk(w, n->c);
        }
        walk(w, n->d);
        w->scope = saved;
        break;
    }
    case N_TRY: {
        walk(w, n->a);
        if (n->c) {
            Scope *s = new_scope(w, n, SC_CATCH, w->fn, w->scope);
            NodeInfo *ni = emit_node_info(w->C, n, true);
            if (!s || !ni)
                return;
            ni->scope = s;
            Scope *saved = w->scope;
            w->scope = s;
            if (n->b) {
                DeclUd ud = { VK_CATCH, s, 0 };
                pattern_names(w, n->b, decl_name, &ud);
                walk_pattern_exprs(w, n->b);
            }
            walk(w, n->c);
            w->scope = saved;
        }
        walk(w, n->d);
        break;
    }
    case N_OBJECT:
        for (uint32_t i = 0; i < n->list.count; i++) {
            Node *p = n->list.items[i];
            if (p->kind == N_PROP) {
                if (p->flags & F_COMPUTED)
                    walk(w, p->a);
                if (p->b && p->b->kind == N_FUNC)
                    walk_func(w, p->b, false);
                else if (p->flags & F_SHORTHAND)
                    walk(w, p->b ? p->b : p->a);
                else
                    walk(w, p->b);
            } else {
                walk(w, p);
            }
        }
        break;
    case N_LABELED: walk(w, n->a); break;
    case N_FIELD_DEF:
        if (n->name) {
            Var *v = lookup_ref(w, n->name);
            if (v)
                ref_var(w, v, n);
        }
        walk(w, n->b);
        break;
    case N_PRIVATE_NAME: /* anywhere but the left of `#x in o` (below) */
        emit_error(w->C, n, ERR_SYNTAX, "Unexpected identifier '%s'", n->name);
        break;
    case N_MEMBER:
        if ((n->flags & F_PRIVATE) && n->a && n->a->kind == N_SUPER) {
            emit_error(w->C, n->a, ERR_SYNTAX, "'super' keyword unexpected here");
            break;
        }
        walk(w, n->a);
        if (n->flags & F_PRIVATE)
            ref_private(w, n);
        break;
    case N_UNARY:
        if (n->op == T_DELETE) {
            /* delete o.#x, also inside an optional chain: the node the
             * emitter's delete would have reached it at */
            Node *a = n->a;
            while (a && a->kind == N_OPTCHAIN && !(a->a && a->a->kind == N_MEMBER && (a->a->flags & F_PRIVATE)))
                a = a->a;
            if (a && (a->kind == N_MEMBER || a->kind == N_OPTCHAIN) &&
                ((a->kind == N_MEMBER ? a : a->a)->flags & F_PRIVATE)) {
                emit_error(w->C, a, ERR_SYNTAX, "Private fields can not be deleted");
                break;
            }
        }
        walk(w, n->a);
        break;
    case N_CALL:
        if (n->a && n->a->kind == N_SUPER) {
            FuncInfo *t = nearest_nonarrow(w->fn);
            if (w->fn->arrow && t) {
                /* the arrow constructs the parent of its constructor with
                 * the constructor's new.target and binds the constructor's
                 * this (a Box), then runs the fields' initialiser */
                t->super_in_arrow = true;
                w->fn->super_call_arrow = true;
                ref_special(w, VK_CALLEE, n); /* field_init: captured when the class declares it */
            }
            ref_special(w, VK_THIS, n);
            ref_special(w, VK_NEWTARGET, n);
        } else {
            walk(w, n->a);
        }
        walk_list(w, &n->list);
        if (scope_is_direct_eval(n))
            scope_mark_eval(w->C, w->fn, w->scope);
        break;
    case N_BINARY: case N_LOGICAL:
        if (ast_chain_link(n)) {
            walk_chain(w, n);
            break;
        }
        ref_private(w, n->a); /* `#x in o` */
        walk(w, n->b);
        break;
    default:
        walk(w, n->a);
        walk(w, n->b);
        if (ast_has_cd(n)) {
            walk(w, n->c);
            walk(w, n->d);
        } else {
            walk_list(w, &n->list);
        }
        break;
    }
}

static void walk(W *w, Node *n)
{
    if (!n || w->C->failed || !emit_enter(w->C, n))
        return;
    walk_node(w, n);
    emit_leave(w->C);
}

/* The binding a reference to v reads through an upvalue, as the emitter
 * resolves it (emit_var_ref), or NULL: none. */
static Var *capture_target(Var *v)
{
    if (v->alias)
        v = v->alias;
    if (v->global)
        return NULL;
    if (v->envobj)
        return v->envobj;
    if (v->map_idx) /* a mapped parameter is read through its function's arguments object */
        return v->argmap ? v->argmap : v->scope->fn->argmap_var;
    return v;
}

/* Once every function is walked: which lists may be incomplete
 * (FuncInfo.caps_open), and each list in the bindings the emitter reads
 * (capture_target), which only a mapped parameter or eval code changes. */
static void close_captures(Compiler *C)
{
    for (FuncInfo *f = C->top->next_fn; f; f = f->next_fn) /* parents come first */
        if (f->parent->has_env)
            f->has_env = f->caps_open = true;
    for (FuncInfo *f = C->top->next_fn; f; f = f->next_fn) {
        bool same = true;
        for (uint32_t i = 0; i < f->caps.n && same; i++)
            same = capture_target(f->caps.v[i]) == f->caps.v[i];
        if (same)
            continue;
        VarSet old = f->caps;
        memset(&f->caps, 0, sizeof f->caps);
        for (uint32_t i = 0; i < old.n; i++) {
            Var *t = capture_target(old.v[i]);
            if (t && t->scope->fn != f && varset_find(&f->caps, t) < 0 && varset_add(&C->arena, &f->caps, t) < 0)
                return;
        }
    }
}

int scope_analyse(Compiler *C, Node *program)
{
    FuncInfo *fi = arena_alloc(&C->arena, sizeof *fi);
    NodeInfo *ni = emit_node_info(C, program, true);
    if (!fi || !ni)
        return -1;
    ni->fn = fi;
    fi->node = program;
    fi->program = true;
    fi->strict = (program->flags & F_STRICT) != 0 || C->strict;
    fi->nslots = 2;
    fi->simple_params = true;
    C->top = C->last_fn = fi;
    W w = { C, fi, NULL };
    Scope *outer = NULL;
    if (C->mode == COMPILE_EVAL) {
        fi->eval_transparent = C->eval_desc && !fi->strict;
        if (C->eval_desc && !(outer = scope_eval_outer(C, fi)) && C->failed)
            return -1;
    }
    fi->scope = new_scope(&w, program, SC_FUNC, fi, outer);
    if (!fi->scope)
        return -1;
    fi->var_scope = fi->scope;
    ni->scope = fi->scope;
    w.scope = fi->scope;
    if (C->mode == COMPILE_MODULE && scope_module_imports(C, fi->scope) < 0)
        return -1;
    /* COMPILE_CJS: the wrapper's parameters, fp[2+i], as a function's */
    for (uint16_t i = 0; C->cjs && i < COMPILE_CJS_NPARAMS; i++) {
        Var *v = add_var(&w, fi->scope, compile_cjs_params[i], VK_PARAM, program);
        if (!v)
            return -1;
        v->slot = (uint16_t)(2 + i);
        fi->nparams = (uint16_t)(i + 1);
        fi->nslots = (uint16_t)(3 + i);
    }
    hoist_vars(&w, program);
    declare_lexical(&w, fi->scope, &program->list, true);
    annexb_body(&w, &program->list);
    walk_list(&w, &program->list);
    if (C->mode == COMPILE_MODULE && scope_module_env(C, fi->scope) < 0)
        return -1;
    if (C->mode == COMPILE_EVAL)
        fi->has_env = true; /* the caller's environment objects (scope_eval.c): no list is known complete */
    close_captures(C);
    for (uint32_t i = 0; i < fi->scope->nvars; i++) {
        Var *v = fi->scope->vars[i];
        if (v->captured && (v->kind == VK_THIS || v->kind == VK_NEWTARGET || v->kind == VK_HOME ||
                            v->kind == VK_CALLEE))
            v->slot = alloc_slot(C, fi, program);
        if (C->cjs && (v->kind == VK_ARGS ||
                       (v->used && (!strcmp(v->name, "require") || !strcmp(v->name, "module")))))
            C->cjs_loader = true;
        /* a captured parameter (or a function declaration over one) gets a Box slot */
        if (v->captured && (v->kind == VK_ARGS || ((v->kind == VK_PARAM || v->kind == VK_FUNC) &&
                                                   v->slot >= 2 && v->slot < 2 + fi->nparams))) {
            v->src_slot = v->slot;
            v->slot = alloc_slot(C, fi, program);
        }
    }
    return C->failed ? -1 : 0;
}

/* The code around a function analysed alone: an ordinary function (never
 * a program, so `arguments` and `this` stay the function's own) with one
 * scope, for the bindings the function reads from outside. */
static FuncInfo *alone_top(Compiler *C, Node *fn, bool strict, W *w)
{
    FuncInfo *top = arena_alloc(&C->arena, sizeof *top);
    if (!top)
        return NULL;
    top->node = fn;
    top->strict = strict;
    top->simple_params = true;
    C->top = C->last_fn = top;
    *w = (W){ C, top, NULL };
    top->scope = top->var_scope = new_scope(w, fn, SC_BLOCK, top, NULL);
    if (!top->scope)
        return NULL;
    w->scope = top->scope;
    return top;
}

FuncInfo *scope_analyse_free(Compiler *C, Node *fn, bool is_decl, bool strict)
{
    W w;
    FuncInfo *top = alone_top(C, fn, strict, &w);
    if (!top)
        return NULL;
    C->open_scope = top->scope;
    walk_func(&w, fn, is_decl);
    C->open_scope = NULL;
    if (C->failed || !top->next_fn)
        return NULL;
    close_captures(C);
    return C->failed ? NULL : top->next_fn;
}

FuncInfo *scope_analyse_lazy(Compiler *C, Node *fn, const LazyRec *rec)
{
    W w;
    FuncInfo *top = alone_top(C, fn, rec->strict, &w);
    if (!top)
        return NULL;
    Var **outer = arena_alloc(&C->arena, (rec->ncaps ? rec->ncaps : 1) * sizeof *outer);
    if (!outer)
        return NULL;
    for (uint32_t i = 0; i < rec->ncaps; i++) {
        const LazyCap *c = &rec->caps[i];
        /* the record goes with the first call; the compile's tree stays
         * while a function nested in it is lazy */
        size_t len = strlen(c->name) + 1;
        char *name = arena_alloc(&C->arena, len);
        if (!name)
            return NULL;
        memcpy(name, c->name, len);
        Var *v = add_var(&w, top->scope, name, (VarKind)c->kind, NULL);
        if (!v)
            return NULL;
        v->needs_tdz = c->needs_tdz;
        v->lazy_tdz = c->tdz;
        v->slot = c->slot;
        v->src_slot = c->src_slot;
        v->menv = c->menv;
        v->init_pos = c->init_pos;
        v->used = v->captured = true;
        outer[i] = v;
    }
    walk_func(&w, fn, rec->is_decl);
    if (C->failed || !top->next_fn)
        return NULL;
    close_captures(C);
    FuncInfo *fi = top->next_fn;
    /* its upvalues in the order of its prototype's descriptors, made at
     * load from the first analysis' list: the same bindings, or the record
     * is not this function's */
    if (fi->caps.n != rec->ncaps)
        return NULL;
    for (uint32_t i = 0; i < rec->ncaps; i++)
        if (varset_find(&fi->caps, outer[i]) < 0)
            return NULL;
    VarSet caps = { 0 };
    for (uint32_t i = 0; i < rec->ncaps; i++)
        if (varset_add(&C->arena, &caps, outer[i]) < 0)
            return NULL;
    fi->caps = caps;
    return C->failed ? NULL : fi;
}
