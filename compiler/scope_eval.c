/* compiler/scope_eval.c — direct eval, on both sides of the call.
 *
 * The caller. A call `eval(args)` (an identifier callee, no `?.`; its
 * arguments may spread) may be a direct eval: it is one at run time when
 * `eval` is the intrinsic (DIRECT_EVAL and DIRECT_EVAL_SPREAD test that,
 * else it is an ordinary call). Scope
 * analysis marks every binding the call can see captured, so each lives in
 * a Box (scope_mark_eval), gives the function `arguments`, `new.target` and
 * super's home in Boxes, and, when the caller is sloppy, a variable-
 * environment object "%varenv" (Scope.env on its variable scope) that the
 * eval's new vars become properties of. Only the functions around a direct
 * eval change: everything else keeps its frame slots.
 *
 * The call site (emit_direct_eval) pushes the callee, the caller's `this`,
 * the arguments, then one Box per visible binding, innermost first (a name
 * shadowed by a nearer one is left out), and names them in a descriptor
 * string constant, one line "K L name" each:
 *   K  v var/function/parameter, l let or class, c const, f a function
 *      expression's own name, x any other mutable binding (catch parameter,
 *      block function, `arguments`), m a mapped parameter (its Box is the
 *      arguments object's, L's "M" line names it; the line gives the index
 *      as "m L name idx"), M the arguments object of a mapped function,
 *      E a variable-environment object, W a `with` object (the lines after
 *      it are outside that with statement), n new.target, h super's home
 *      (at most one of each: the nearest ordinary function's, so an arrow
 *      caller's are a level out), p a private name of an enclosing class
 *      (the line is "p L #x KIND CLASS", KIND its PRIV_* kind plus
 *      PRIV_STATIC for a static member, CLASS the class's name or "-");
 *      a first line "G 0 -" says the caller's variable scope is the global one;
 *      "P 0 -" that the call is in its function's parameter expressions;
 *      "I 0 -" that it is in a class field initialiser or static block
 *      (whose eval code may not contain `arguments`, as V8 has it);
 *      "N 0 -" that the caller is a CommonJS-style file's body (new.target
 *      is allowed, undefined); in a derived constructor (or an arrow in
 *      one), t its `this` Box, C its own function ("%callee", whose
 *      prototype super() constructs), F the class's fields' initialiser
 *      when it has one: the eval code may call super().
 *   L  the level: 0 for the caller's own variable scope (the nearest
 *      function, seen through sloppy direct evals), one more per function out.
 * Line i is the eval code's upvalue i (vm/eval.c hands the Boxes over).
 *
 * The eval code (compile_eval with the descriptor): scope_eval_outer makes
 * one scope per level above the program's, whose Vars are those upvalues
 * (Var.menv), so the ordinary resolution finds the caller's bindings and
 * nested functions capture them as they capture a module's. A sloppy
 * eval's var or function naming a level-0 var binding is that binding
 * (Var.alias); naming a level-0 lexical one is V8's redeclaration error;
 * otherwise it is a property of the level-0 environment object (Var.envobj)
 * or, when that level is global, a configurable global (Var.eval_conf).
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "emit.h"

bool scope_is_direct_eval(Node *call)
{
    Node *c = call->a;
    return call->kind == N_CALL && c && c->kind == N_IDENT && strcmp(c->name, "eval") == 0 &&
           !(call->flags & F_OPTIONAL);
}

static bool lexical_kind(int k)
{
    return k == VK_LET || k == VK_CONST || k == VK_CLASS;
}

static FuncInfo *nonarrow_fn(FuncInfo *f)
{
    while (f && f->arrow)
        f = f->parent;
    return f;
}

/* The caller's variable scope is the global object's: its vars are global
 * properties, so it needs no environment object. */
static bool var_scope_is_global(Compiler *C, FuncInfo *fn)
{
    if (fn->eval_transparent)
        return C->eval_global;
    return fn->program && (C->mode == COMPILE_GLOBAL || (C->mode == COMPILE_EVAL && C->eval_global));
}

void scope_mark_eval(Compiler *C, FuncInfo *fn, Scope *at)
{
    /* the call reads every binding it can see, through each function
     * around it: their upvalue lists are left to the emitter */
    fn->has_env = true;
    for (FuncInfo *f = fn; f; f = f->parent)
        f->caps_open = true;
    FuncInfo *t = nonarrow_fn(fn);
    if (t && !t->program) {
        if (!t->is_initializer) {
            t->uses_args = true;
            Var *a = scope_special_var(C, t, VK_ARGS);
            if (a)
                a->captured = a->used = true;
        }
        Var *nt = scope_special_var(C, t, VK_NEWTARGET);
        if (nt)
            nt->captured = true;
        if (t->is_method) {
            t->uses_home = true;
            Var *h = scope_special_var(C, t, VK_HOME);
            if (h)
                h->captured = true;
        }
    }
    if (t && t->derived) {
        /* a derived constructor's `this` is bound by super(), which the
         * eval code may call: as for super() in an arrow, the constructor
         * keeps `this` in a Box and the eval code reads and binds that Box
         * and constructs the parent through the constructor's own function
         * (its "%callee") and new.target, then runs the fields' initialiser */
        t->super_in_arrow = true;
        if (fn != t)
            fn->super_call_arrow = true; /* the field initialiser, captured when the class declares it */
        Var *th = scope_special_var(C, t, VK_THIS), *ce = scope_special_var(C, t, VK_CALLEE);
        if (th)
            th->captured = true;
        if (ce)
            ce->captured = true;
    } else if (t && t != fn) {
        /* the call passes its `this`: from an arrow, the enclosing
         * function's or program's (eval code's arrows included) */
        Var *th = scope_special_var(C, t, VK_THIS);
        if (th)
            th->captured = true;
    }
    if (!fn->strict && !fn->env_var && !var_scope_is_global(C, fn) && !fn->eval_transparent) {
        Var *e = scope_add_var(C, fn->scope, "%varenv", VK_TEMP, fn->node);
        if (!e)
            return;
        e->slot = scope_alloc_slot(C, fn, fn->node);
        e->captured = e->used = true;
        fn->env_var = e;
        fn->var_scope->env = e;
    }
    for (Scope *s = at; s; s = s->parent)
        for (uint32_t i = 0; i < s->nvars; i++) {
            Var *v = s->vars[i];
            if (v->global || v->kind == VK_THIS ||
                (v->name[0] == '%' && strcmp(v->name, "%varenv") != 0 && v->kind != VK_HOME))
                continue;
            v->used = true;
            v->captured = true;
            if (lexical_kind(v->kind))
                v->needs_tdz = true;
        }
}

/* ---- the eval code's side ---- */

static Scope *synth_scope(Compiler *C, FuncInfo *top, Scope *inner, unsigned level)
{
    Scope *s = arena_alloc(&C->arena, sizeof *s);
    if (!s)
        return NULL;
    s->fn = top;
    s->kind = SC_BLOCK;
    s->node = top->node;
    s->synth = (uint16_t)(level + 1);
    if (inner)
        inner->parent = s;
    return s;
}

/* One line of the descriptor, "k LEVEL NAME...": its level, and the offsets
 * of its name and of the end of the name from p; false when it is not that
 * shape. By hand: an eval reads a line per binding it can see, and a
 * scanf per line cost more than the rest of a small eval's compile. */
static bool desc_line(const char *p, unsigned *level, int *name_at, int *name_end)
{
    const char *q = p;
    if (!*q++)
        return false;
    while (isspace((unsigned char)*q))
        q++;
    if (!isdigit((unsigned char)*q))
        return false;
    unsigned v = 0;
    while (isdigit((unsigned char)*q))
        v = v * 10 + (unsigned)(*q++ - '0');
    while (isspace((unsigned char)*q))
        q++;
    const char *nm = q;
    while (*q && !isspace((unsigned char)*q))
        q++;
    if (q == nm)
        return false;
    *level = v;
    *name_at = (int)(nm - p);
    *name_end = (int)(q - p);
    return true;
}

Scope *scope_eval_outer(Compiler *C, FuncInfo *top)
{
    Scope *first = NULL, *cur = NULL;
    unsigned cur_level = 0;
    Var *argmap = NULL;
    uint16_t idx = 0;
    bool split = false;
    const char *p = C->eval_desc;
    while (*p) {
        char k = *p;
        unsigned level = 0;
        int name_at = 0, n = 0;
        if (!desc_line(p, &level, &name_at, &n)) {
            emit_error(C, NULL, ERR_SYNTAX, "internal error: bad eval descriptor");
            return NULL;
        }
        const char *nm = p + name_at;
        size_t nlen = (size_t)(n - name_at);
        const char *eol = strchr(p, '\n');
        const char *next = eol ? eol + 1 : p + strlen(p);
        if (k == 'N') {
            p = next;
            continue;
        }
        if (k == 'I') {
            top->is_initializer = true;
            p = next;
            continue;
        }
        if (k == 'G' || k == 'P') {
            *(k == 'G' ? &C->eval_global : &C->eval_in_params) = true;
            p = next;
            continue;
        }
        if (cur && level < cur_level) {
            emit_error(C, NULL, ERR_SYNTAX, "internal error: bad eval descriptor");
            return NULL;
        }
        if (split && cur && level == cur_level) { /* past a with object: the names outside it */
            Scope *s = synth_scope(C, top, cur, cur_level);
            if (!s)
                return NULL;
            cur = s;
        }
        split = false;
        while (!cur || cur_level < level) {
            unsigned nl = cur ? cur_level + 1 : 0;
            Scope *s = synth_scope(C, top, cur, nl);
            if (!s)
                return NULL;
            if (!first)
                first = s;
            cur = s;
            cur_level = nl;
            argmap = NULL;
        }
        char *name = arena_alloc(&C->arena, nlen + 1);
        if (!name)
            return NULL;
        memcpy(name, nm, nlen);
        int kind = k == 'l' ? VK_LET : k == 'c' ? VK_CONST : k == 'n' ? VK_NEWTARGET
                 : k == 'h' ? VK_HOME : (k == 'E' || k == 'M' || k == 'W') ? VK_TEMP : k == 'm' ? VK_PARAM
                 : k == 't' ? VK_THIS : k == 'C' ? VK_CALLEE : VK_VAR;
        if (k == 'f')
            kind = VK_FUNC;
        Var *v = scope_add_var(C, cur, name, kind, top->node);
        if (!v)
            return NULL;
        v->menv = (uint16_t)(++idx);
        v->used = true;
        if (k == 'f')
            v->src_slot = 0; /* a function expression's own name: immutable */
        if (lexical_kind(kind))
            v->init_pos = UINT32_MAX; /* may be in TDZ: always checked */
        if (k == 'E' || k == 'W')
            cur->env = v;
        if (k == 'W') {
            v->with_obj = true;
            split = true;
        }
        if (k == 'M')
            argmap = v;
        if (k == 'm') {
            unsigned mi = 0;
            sscanf(nm + nlen, " %u", &mi);
            v->map_idx = (uint16_t)(mi + 1);
            v->argmap = argmap;
        }
        if (k == 'p') {
            /* a private name of an enclosing class: decl stands for that
             * class (its name, for the messages of private operations) */
            char *q;
            unsigned long pk = strtoul(nm + nlen, &q, 10);
            while (*q == ' ')
                q++;
            size_t cl = (size_t)((eol ? eol : q + strlen(q)) - q);
            Node *cls = arena_alloc(&C->arena, sizeof *cls);
            if (!cls)
                return NULL;
            cls->kind = N_CLASS;
            if (!(cl == 1 && *q == '-')) {
                char *cn = arena_alloc(&C->arena, cl + 1);
                if (!cn)
                    return NULL;
                memcpy(cn, q, cl);
                cls->name = cn;
            }
            v->decl = cls;
            v->priv = (uint8_t)(pk & 7);
            v->priv_static = (pk & 8) != 0;
        }
        /* the caller's nearest ordinary function's (an arrow caller's
         * enclosing one, a level or more out): the only n and h lines */
        if (k == 'n')
            top->nt_var = v;
        if (k == 'h')
            top->home_var = v;
        /* a derived constructor's: the eval code is compiled as an arrow
         * inside it would be (its `this` in the Box, super() allowed) */
        if (k == 't') {
            top->this_var = v;
            top->derived = top->super_in_arrow = true;
        }
        if (k == 'C')
            top->callee_var = v;
        if (k == 'F')
            top->field_init = v;
        p = next;
    }
    C->eval_nup = idx;
    /* first is level 0 (the innermost): the program scope's parent */
    return first;
}

Var *scope_eval_var(Compiler *C, Scope *top, const char *name, int kind, Node *at)
{
    /* the caller's own level may be several scopes (split at with objects) */
    Scope *l0 = NULL;
    Var *same = NULL;
    for (Scope *s = top->parent; s && s->synth == 1; s = s->parent) {
        if (!same)
            same = scope_find_local(s, name);
        if (s->env && !s->env->with_obj)
            l0 = s;
    }
    if (same && (lexical_kind(same->kind) || same->kind == VK_FUNC || C->eval_in_params)) {
        /* from parameter expressions, a level-0 binding is a parameter or
         * `arguments`: EvalDeclarationInstantiation finds it between the
         * eval's lexical and variable environments */
        if (same->kind != VK_FUNC || same->src_slot != 0) {
            emit_error(C, at, ERR_SYNTAX, "Identifier '%s' has already been declared", name);
            return NULL;
        }
        same = NULL; /* a function expression's own name is not its variable scope's */
    }
    Var *v = scope_add_var(C, top, name, kind, at);
    if (!v)
        return NULL;
    if (same && (same->kind == VK_VAR || same->kind == VK_PARAM))
        v->alias = same;
    else if (C->eval_global) {
        v->global = true;
        v->eval_conf = true;
    } else if (l0 && l0->env) {
        v->envobj = l0->env;
    } else {
        v->slot = scope_alloc_slot(C, top->fn, at);
    }
    return v;
}

/* ---- the emitter ---- */

typedef struct Desc {
    char *p;
    size_t len, cap;
    bool oom;
} Desc;

static void desc_add(Desc *d, char k, unsigned level, const char *name, int idx)
{
    char line[48];
    int n = snprintf(line, sizeof line, "%c %u ", k, level);
    size_t nl = strlen(name);
    char tail[16] = "";
    if (idx >= 0)
        snprintf(tail, sizeof tail, " %d", idx);
    size_t need = d->len + (size_t)n + nl + strlen(tail) + 2;
    if (need > d->cap) {
        size_t nc = need * 2;
        char *q = realloc(d->p, nc);
        if (!q) {
            d->oom = true;
            return;
        }
        d->p = q;
        d->cap = nc;
    }
    memcpy(d->p + d->len, line, (size_t)n);
    d->len += (size_t)n;
    memcpy(d->p + d->len, name, nl);
    d->len += nl;
    memcpy(d->p + d->len, tail, strlen(tail));
    d->len += strlen(tail);
    d->p[d->len++] = '\n';
    d->p[d->len] = 0;
}

/* [] → [the Box of v], for a binding scope_mark_eval made captured. */
static bool push_box(FuncState *fs, Ref r)
{
    if (r.kind == REF_BOX) {
        emit_op_u16(fs, OP_GET_LOC, r.idx);
        return true;
    }
    if (r.kind == REF_UPVAL) {
        emit_op_u16(fs, OP_UPVAL_BOX, r.idx);
        return true;
    }
    return false;
}

static bool seen(Var **names, uint32_t n, const char *name)
{
    for (uint32_t i = 0; i < n; i++)
        if (strcmp(names[i]->name, name) == 0)
            return true;
    return false;
}

/* The call is in fs's parameter expressions (not in a body scope). */
static bool in_params(FuncState *fs)
{
    FuncInfo *f = fs->info;
    if (f->var_scope == f->scope)
        return false;
    for (Scope *s = fs->scope; s; s = s->parent) {
        if (s == f->var_scope)
            return false;
        if (s == f->scope)
            return true;
    }
    return false;
}

void emit_direct_eval(FuncState *fs, Node *call)
{
    Compiler *C = fs->C;
    emit_expr(fs, call->a);
    FuncInfo *t = nonarrow_fn(fs->info);
    if (t && t->derived)
        emit_op(fs, OP_PUSH_UNDEF); /* the eval code reads `this` from the constructor's Box ("t" line) */
    else
        emit_this(fs);
    int argc = emit_args(fs, &call->list); /* -1: spread or too many, one array */
    Desc d = { NULL, 0, 0, false };
    if (var_scope_is_global(C, fs->info))
        desc_add(&d, 'G', 0, "-", -1);
    if (t && t->program && C->mode == COMPILE_SCRIPT)
        desc_add(&d, 'N', 0, "-", -1); /* a CommonJS-style file's body is a function: new.target is undefined */
    if (in_params(fs))
        desc_add(&d, 'P', 0, "-", -1);
    if (t && t->is_initializer)
        desc_add(&d, 'I', 0, "-", -1);
    uint32_t nbox = 0, nseen = 0, cap = 0;
    Var **names = NULL;
    unsigned level = 0, base = 0;
    Var *last_env = NULL;
    for (Scope *s = fs->scope; s && !C->failed; s = s->parent) {
        unsigned L = s->synth ? base + s->synth - 1u : level;
        Var *last_map = NULL;
        /* an eval in parameter expressions adds its vars to the function's
         * environment object too, though its lookup starts outside the body */
        Var *env = emit_scope_env(s, last_env);
        if (env && push_box(fs, emit_var_ref(fs, env))) {
            desc_add(&d, env->with_obj ? 'W' : 'E', L, env->with_obj ? "%with" : "%varenv", -1);
            nbox++;
            last_env = env;
        }
        for (uint32_t i = 0; i < s->nvars; i++) {
            Var *v = s->vars[i];
            /* a derived constructor's `this`, own function and fields'
             * initialiser: what super() in the eval code needs */
            char dk = !t || !t->derived ? 0 : v == t->this_var ? 't' : v == t->callee_var ? 'C'
                    : v == t->field_init ? 'F' : 0;
            if (dk) {
                if (!push_box(fs, emit_var_ref(fs, v)))
                    continue;
                desc_add(&d, dk, L, v->name, -1);
                nbox++;
                continue;
            }
            if (v->global || v->kind == VK_THIS || v == env || v->alias ||
                v->envobj || (v->name[0] == '%' && v->kind != VK_HOME))
                continue;
            /* new.target and super's home are those of the nearest ordinary
             * function, never of one further out */
            if ((v->kind == VK_NEWTARGET && (!t || v != t->nt_var)) || (v->kind == VK_HOME && (!t || v != t->home_var)))
                continue;
            const char *nm = v->kind == VK_HOME ? "%home" : v->name;
            if (seen(names, nseen, nm))
                continue;
            if (nseen == cap) {
                cap = cap ? cap * 2 : 16;
                Var **nn = realloc(names, cap * sizeof *nn);
                if (!nn) {
                    d.oom = true;
                    break;
                }
                names = nn;
            }
            names[nseen++] = v;
            Ref r = emit_var_ref(fs, v);
            char k = v->kind == VK_LET || v->kind == VK_FUNC_LEX || v->kind == VK_CLASS ? 'l'
                   : v->kind == VK_CONST ? 'c'
                   : v->kind == VK_FUNC && v->src_slot == 0 ? 'f'
                   : v->kind == VK_NEWTARGET ? 'n' : v->kind == VK_HOME ? 'h'
                   : v->kind == VK_VAR || v->kind == VK_PARAM || v->kind == VK_FUNC ? 'v' : 'x';
            if (r.kind == REF_MAPPED) {
                Var *am = v->argmap ? v->argmap : v->scope->fn->argmap_var;
                Ref ar = emit_var_ref(fs, am);
                if (am != last_map) {
                    if (!push_box(fs, ar))
                        continue;
                    desc_add(&d, 'M', L, "%argmap", -1);
                    nbox++;
                    last_map = am;
                }
                if (!push_box(fs, ar))
                    continue;
                desc_add(&d, 'm', L, nm, r.idx);
                nbox++;
                continue;
            }
            if (!push_box(fs, r))
                continue;
            if (v->priv) {
                /* "p L #x KIND CLASS": KIND the PRIV_* kind, plus 8 for a
                 * static one, CLASS the class's name for messages */
                Node *cls = v->scope->synth ? v->decl : v->scope->node;
                const char *cn = cls && cls->kind == N_CLASS && cls->name ? cls->name : "-";
                size_t pl = strlen(nm) + strlen(cn) + 8;
                char *pd = malloc(pl);
                if (!pd) {
                    d.oom = true;
                    break;
                }
                snprintf(pd, pl, "%s %u %s", nm, v->priv + (v->priv_static ? 8u : 0u), cn);
                desc_add(&d, 'p', L, pd, -1);
                free(pd);
            } else {
                desc_add(&d, k, L, nm, -1);
            }
            nbox++;
        }
        if (s->parent && !s->synth && s->parent->fn != s->fn && !s->fn->eval_transparent)
            level++;
        if (s->parent && s->parent->synth && !s->synth)
            base = level;
    }
    free(names);
    if (d.oom || nbox > 0xFFFF) {
        free(d.p);
        emit_error(C, call, ERR_RANGE, "out of memory");
        return;
    }
    emit_pos(fs, call->a->start);
    emit_call_name(fs, call->a);
    emit_op(fs, argc < 0 ? OP_DIRECT_EVAL_SPREAD : OP_DIRECT_EVAL);
    if (argc >= 0)
        emit_byte(fs, (uint8_t)argc);
    emit_u16(fs, (uint16_t)nbox);
    char *kept = arena_alloc(&C->arena, d.len + 1); /* the constant is made after compiling */
    if (kept && d.len)
        memcpy(kept, d.p, d.len);
    emit_u16(fs, emit_const_atom(fs, kept ? kept : ""));
    emit_adjust(fs, -(int)((argc < 0 ? 1 : argc) + 1 + nbox));
    free(d.p);
}

/* A sloppy direct eval's vars on the caller's environment object: each is
 * created undefined unless it exists (functions are assigned afterwards, by
 * the hoisted declarations). */
void emit_env_decls(FuncState *fs, Scope *s)
{
    for (uint32_t i = 0; i < s->nvars; i++) {
        Var *v = s->vars[i];
        if (!v->envobj)
            continue;
        emit_get_ref(fs, emit_var_ref(fs, v->envobj), 0, false);
        emit_op(fs, OP_ENV_DECL);
        emit_u16(fs, emit_const_atom(fs, v->name));
    }
}
