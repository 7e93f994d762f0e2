/* compiler/emit_stmt.c — statements and control flow.
 *
 * Every statement starts and ends at the same operand depth, except inside
 * for-in ([iter]) and for-of ([iter next], with a TRY handler that closes the
 * iterator on a throw). The Ctl stack records every construct that a
 * break/continue/return may leave; leaving one runs its exit code inline
 * (POP, END_TRY + ITER_CLOSE, END_TRY + the finally block) before jumping.
 */
#include <stdlib.h>
#include <string.h>

#include "emit.h"


static Patch *add_patch(FuncState *fs, Patch *list, uint32_t at)
{
    Patch *p = arena_alloc(&fs->C->arena, sizeof *p);
    if (!p)
        return list;
    p->at = at;
    p->next = list;
    return p;
}

static void patch_all(FuncState *fs, Patch *l, uint32_t target)
{
    for (; l; l = l->next)
        emit_patch_to(fs, l->at, target);
}

static Scope *node_scope(FuncState *fs, Node *n)
{
    NodeInfo *ni = emit_node_info(fs->C, n, false);
    return ni ? ni->scope : NULL;
}

/* Extra per-loop state beyond Ctl (iteration kind). */
enum { IT_NONE, IT_FOR_IN, IT_FOR_OF };
typedef struct LoopCtl {
    Ctl c;
    int iter;
    bool async;            /* for await: closing awaits return()'s result */
    Patch *brk_close;      /* for-of: breaks that must close the iterator */
} LoopCtl;

static void pop_to(FuncState *fs, int depth)
{
    while (fs->depth > depth)
        emit_op(fs, OP_POP);
}

static void completion_reset(FuncState *fs);

static void emit_finally_inline(FuncState *fs, Ctl *c)
{
    Ctl *saved = fs->ctl;
    Scope *ssc = fs->scope;
    fs->ctl = c->prev;
    fs->scope = c->scope_at;
    /* a finally block that completes normally leaves the try statement's
     * completion value as the try (or catch) block left it; one that
     * breaks or continues out carries its own, undefined where it made
     * none (UpdateEmpty(F, undefined)) */
    int keep = fs->completion_slot >= 0 ? emit_new_slot(fs) : -1;
    if (keep >= 0) {
        emit_op_u16(fs, OP_GET_LOC, (uint16_t)fs->completion_slot);
        emit_op_u16(fs, OP_PUT_LOC, (uint16_t)keep);
        completion_reset(fs);
    }
    emit_stmt(fs, c->finally_node);
    if (keep >= 0) {
        emit_op_u16(fs, OP_GET_LOC, (uint16_t)keep);
        emit_op_u16(fs, OP_PUT_LOC, (uint16_t)fs->completion_slot);
    }
    fs->ctl = saved;
    fs->scope = ssc;
}

/* if, the loops, switch, with and try complete with undefined where their
 * body leaves no value (UpdateEmpty(result, undefined)): where the
 * completion value is kept, it is reset before them. */
static void completion_reset(FuncState *fs)
{
    if (fs->completion_slot < 0)
        return;
    emit_op(fs, OP_PUSH_UNDEF);
    emit_op_u16(fs, OP_PUT_LOC, (uint16_t)fs->completion_slot);
}

/* ---- explicit resource management (docs/dispose.md) ----
 * A scope that declares `using` keeps its resources in a capability, a
 * frame slot (undefined until the first resource; vm/dispose.c). Its body
 * runs under a TRY handler and a CTL_USING entry, so every way out runs the
 * disposal: falling off the end and break/continue/return (emit_exits, as a
 * finally block is inlined), and a throw (the handler). */

static void emit_op_u8_u16(FuncState *fs, int op, uint8_t a, uint16_t b)
{
    emit_op(fs, op);
    emit_byte(fs, a);
    emit_u16(fs, b);
}

/* DisposeResources for scope c. thrown: [exc] on the stack, and the code
 * ends in a throw; else [] → [], throwing only if a dispose method threw. */
static void emit_dispose(FuncState *fs, Ctl *c, bool thrown)
{
    if (!c->cap_async) {
        emit_op_u8_u16(fs, OP_DISPOSE, thrown, c->cap_slot);
        if (thrown)
            emit_op(fs, OP_RETHROW);
        return;
    }
    if (thrown)
        emit_op_u16(fs, OP_ADISPOSE_ERROR, c->cap_slot);
    int base = fs->depth;
    uint32_t top = fs->len;
    emit_op_u16(fs, OP_ADISPOSE_STEP, c->cap_slot); /* [v more] */
    uint32_t done = emit_jump(fs, OP_JUMP_IF_FALSE);
    emit_op(fs, OP_AWAIT);                          /* [recv mode] */
    emit_op_u16(fs, OP_ADISPOSE_RESUME, c->cap_slot);
    emit_loop(fs, top);
    emit_patch(fs, done);
    fs->depth = base + 1;
    emit_op(fs, OP_POP);
    emit_op_u16(fs, OP_ADISPOSE_END, c->cap_slot);
}

/* 0: no `using` in l; 1: only `using`; 2: some `await using` */
static int using_kind(NodeList *l)
{
    int k = 0;
    for (uint32_t i = 0; i < l->count; i++) {
        Node *s = l->items[i];
        if (s && s->kind == N_VAR && (s->flags & F_USING))
            k = (s->flags & F_ASYNC) ? 2 : k > 1 ? k : 1;
    }
    return k;
}

/* Opens a using scope: [] → [], c pushed; emit_using_close ends it. */
static uint32_t emit_using_open(FuncState *fs, Ctl *c, bool async)
{
    memset(c, 0, sizeof *c);
    c->cap_slot = emit_new_slot(fs);
    c->cap_async = async;
    emit_op(fs, OP_PUSH_UNDEF);
    emit_op_u16(fs, OP_PUT_LOC, c->cap_slot);
    uint32_t h = emit_jump(fs, OP_TRY);
    c->kind = CTL_USING;
    c->depth = fs->depth;
    c->prev = fs->ctl;
    fs->ctl = c;
    return h;
}

static void emit_using_close(FuncState *fs, Ctl *c, uint32_t handler)
{
    fs->ctl = c->prev;
    int base = fs->depth;
    emit_op(fs, OP_END_TRY);
    emit_dispose(fs, c, false);
    uint32_t jend = emit_jump(fs, OP_JUMP);
    emit_patch(fs, handler);
    fs->depth = base + 1;
    if (fs->depth > fs->max_depth)
        fs->max_depth = fs->depth;
    emit_dispose(fs, c, true);
    fs->depth = base;
    emit_patch(fs, jend);
}

/* The capability of the innermost using scope (a `using` declaration is a
 * direct child of its scope, so no other construct lies in between). */
static Ctl *using_scope(FuncState *fs)
{
    for (Ctl *c = fs->ctl; c; c = c->prev)
        if (c->kind == CTL_USING)
            return c;
    return NULL;
}

void emit_scope_stmts(FuncState *fs, NodeList *l)
{
    int k = using_kind(l);
    if (!k) {
        emit_stmts(fs, l);
        return;
    }
    Ctl c;
    uint32_t h = emit_using_open(fs, &c, k == 2);
    emit_stmts(fs, l);
    emit_using_close(fs, &c, h);
}

/* Run the exit code of ctl entries from the innermost up to (not including) stop. */
static void emit_exits(FuncState *fs, Ctl *stop, bool for_return)
{
    for (Ctl *c = fs->ctl; c && c != stop; c = c->prev) {
        switch (c->kind) {
        case CTL_LOOP: {
            LoopCtl *lc = (LoopCtl *)c;
            if (lc->iter == IT_FOR_IN) {
                if (!for_return) {
                    pop_to(fs, c->depth + 1);
                    emit_op(fs, OP_POP);
                }
            } else if (lc->iter == IT_FOR_OF) {
                pop_to(fs, c->depth + 2);
                emit_op(fs, OP_END_TRY);
                if (lc->async)
                    emit_async_close(fs);
                else
                    emit_op(fs, OP_ITER_CLOSE);
            }
            break;
        }
        case CTL_TRY:
            emit_op(fs, OP_END_TRY);
            break;
        case CTL_FINALLY:
            emit_op(fs, OP_END_TRY);
            pop_to(fs, c->depth);
            emit_finally_inline(fs, c);
            break;
        case CTL_USING:
            emit_op(fs, OP_END_TRY);
            pop_to(fs, c->depth);
            emit_dispose(fs, c, false);
            break;
        case CTL_ITER:
            pop_to(fs, c->depth + 2);
            emit_op(fs, OP_END_TRY);
            emit_op(fs, OP_ITER_CLOSE);
            break;
        default:
            break;
        }
    }
}

static bool has_label(Ctl *c, const char *name)
{
    for (int i = 0; i < c->nlabels; i++)
        if (strcmp(c->labels[i], name) == 0)
            return true;
    return false;
}

static void emit_break_continue(FuncState *fs, Node *n, bool is_cont)
{
    Ctl *target = NULL;
    for (Ctl *c = fs->ctl; c; c = c->prev) {
        if (n->name) {
            if (has_label(c, n->name) && (!is_cont || c->kind == CTL_LOOP)) {
                target = c;
                break;
            }
        } else if (c->kind == CTL_LOOP || (!is_cont && c->kind == CTL_SWITCH)) {
            target = c;
            break;
        }
    }
    if (!target) {
        if (n->name)
            emit_error(fs->C, n, ERR_SYNTAX, "Undefined label '%s'", n->name);
        else
            emit_error(fs->C, n, ERR_SYNTAX, is_cont ? "Illegal continue statement: no surrounding iteration statement"
                                                     : "Illegal break statement");
        return;
    }
    int saved = fs->depth;
    emit_exits(fs, target, false);
    LoopCtl *lc = target->kind == CTL_LOOP ? (LoopCtl *)target : NULL;
    if (is_cont) {
        pop_to(fs, target->depth + (lc && lc->iter == IT_FOR_IN ? 1 : lc && lc->iter == IT_FOR_OF ? 2 : 0));
        target->conts = add_patch(fs, target->conts, emit_jump(fs, OP_JUMP));
    } else if (lc && lc->iter == IT_FOR_OF) {
        pop_to(fs, target->depth + 2);
        lc->brk_close = add_patch(fs, lc->brk_close, emit_jump(fs, OP_JUMP));
    } else {
        pop_to(fs, target->depth + (lc && lc->iter == IT_FOR_IN ? 1 : 0));
        target->breaks = add_patch(fs, target->breaks, emit_jump(fs, OP_JUMP));
    }
    fs->depth = saved;
}

static bool exits_need_work(FuncState *fs)
{
    for (Ctl *c = fs->ctl; c; c = c->prev)
        if (c->kind == CTL_FINALLY || c->kind == CTL_TRY || c->kind == CTL_USING || c->kind == CTL_ITER ||
            (c->kind == CTL_LOOP && ((LoopCtl *)c)->iter == IT_FOR_OF))
            return true;
    return false;
}

void emit_async_close(FuncState *fs)
{
    uint32_t j = emit_jump(fs, OP_AITER_CLOSE); /* [iter next] → [res], or [] and jump */
    emit_adjust(fs, -1);
    emit_await(fs);
    emit_op(fs, OP_AITER_CHECK);
    emit_patch(fs, j);
}

static void emit_return(FuncState *fs, Node *n)
{
    int saved = fs->depth;
    if (n->a) {
        emit_expr(fs, n->a);
        if (fs->async_gen) {
            emit_node_pos(fs, n);
            emit_await(fs); /* an async generator's return awaits its operand */
        }
    }
    if (exits_need_work(fs)) {
        uint16_t tmp = 0;
        if (n->a) {
            tmp = emit_new_slot(fs);
            emit_op_u16(fs, OP_PUT_LOC, tmp);
        }
        emit_exits(fs, NULL, true);
        if (n->a)
            emit_op_u16(fs, OP_GET_LOC, tmp);
    }
    emit_node_pos(fs, n);
    if (fs->info->super_in_arrow) { /* the construct result reads fp[1] */
        emit_get_ref(fs, emit_var_ref(fs, fs->info->this_var), 0, false);
        emit_op_u16(fs, OP_PUT_LOC, 1);
    }
    if (n->a)
        emit_op(fs, OP_RETURN);
    else
        emit_op(fs, OP_RETURN_UNDEF);
    fs->depth = saved;
}

void emit_gen_return(FuncState *fs)
{
    int saved = fs->depth;
    if (exits_need_work(fs)) {
        uint16_t tmp = emit_new_slot(fs);
        emit_op_u16(fs, OP_PUT_LOC, tmp);
        emit_exits(fs, NULL, true);
        emit_op_u16(fs, OP_GET_LOC, tmp);
    }
    emit_op(fs, OP_RETURN);
    fs->depth = saved - 1;
}

/* Hoisted function declarations of scope s: create the closures at entry. */
void emit_hoisted_funcs(FuncState *fs, Scope *s)
{
    for (uint32_t i = 0; i < s->nvars; i++) {
        Var *v = s->vars[i];
        if ((v->kind == VK_FUNC || v->kind == VK_FUNC_LEX) && v->decl && v->decl->kind == N_FUNC &&
            !(v->slot == 0 && v->src_slot == 0) && v->decl != s->node) {
            emit_closure(fs, v->decl, v->decl->name);
            emit_init_var(fs, v);
        }
    }
}

static void emit_global_var_decls(FuncState *fs, Scope *s)
{
    /* every name is checked before any is declared: a script that cannot
     * be instantiated declares nothing */
    for (uint32_t i = 0; i < s->nvars; i++) {
        Var *v = s->vars[i];
        if (!v->global)
            continue;
        int kind = v->kind == VK_VAR ? 0 : v->kind == VK_FUNC ? 2
                 : (v->kind == VK_LET || v->kind == VK_CONST || v->kind == VK_CLASS) ? 1 : -1;
        if (kind < 0)
            continue;
        emit_op(fs, OP_CHECK_GLOBAL);
        emit_u16(fs, emit_const_atom(fs, v->name));
        emit_byte(fs, (uint8_t)kind);
    }
    for (uint32_t i = 0; i < s->nvars; i++) {
        Var *v = s->vars[i];
        if (v->global && v->kind == VK_VAR) {
            /* CreateGlobalVarBinding: an own property of the global stays
             * as it is (even read-only: `var NaN;`); otherwise an own one
             * is made, undefined (an inherited `toString` is not its value) */
            emit_op(fs, OP_PUSH_UNDEF);
            emit_op(fs, OP_DECL_GLOBAL);
            emit_u16(fs, emit_const_atom(fs, v->name));
            emit_byte(fs, (v->eval_conf ? 3 : 0) | DECL_GLOBAL_ONLY);
        } else if (v->global && (v->kind == VK_LET || v->kind == VK_CONST || v->kind == VK_CLASS)) {
            /* the lexical binding exists, uninitialised, from the start:
             * a use before its declaration is a TDZ error, not a global */
            emit_op(fs, OP_PUSH_EMPTY);
            emit_op(fs, OP_DECL_GLOBAL);
            emit_u16(fs, emit_const_atom(fs, v->name));
            emit_byte(fs, v->kind == VK_CONST ? 2 : 1);
        }
    }
}

static void emit_var_decl(FuncState *fs, Node *n)
{
    for (uint32_t i = 0; i < n->list.count; i++) {
        Node *d = n->list.items[i];
        if (d->b) {
            emit_expr_named(fs, d->b, d->a->kind == N_IDENT ? d->a->name : NULL);
            if (d->a->kind != N_IDENT) {
                fs->pat_src = emit_source_text(fs, d->b, false);
                /* V8 names a member or call initialiser of an array
                 * pattern only by its value */
                Node *b = d->b;
                bool plain = b->kind == N_MEMBER || b->kind == N_INDEX || b->kind == N_CALL || b->kind == N_NEW;
                fs->iter_src = plain ? NULL : emit_source_text(fs, b, true);
            }
            if (n->flags & F_USING) {
                Ctl *c = using_scope(fs);
                if (c) {
                    emit_node_pos(fs, d->b);
                    emit_op_u8_u16(fs, OP_USING, (n->flags & F_ASYNC) != 0, c->cap_slot);
                }
            }
            emit_assign_target(fs, d->a, BIND_INIT);
        } else if (n->op != T_VAR) {
            emit_op(fs, OP_PUSH_UNDEF);
            emit_assign_target(fs, d->a, BIND_INIT);
        }
    }
}

static void push_ctl(FuncState *fs, Ctl *c, CtlKind kind, const char **labels, int nlabels)
{
    c->kind = kind;
    c->labels = labels;
    c->nlabels = nlabels;
    c->depth = fs->depth;
    c->prev = fs->ctl;
    fs->ctl = c;
}

static void loop_body(FuncState *fs, Node *body)
{
    emit_stmt(fs, body);
}

/* Copy captured per-iteration bindings of a for(let...) head. */
static void emit_box_copies(FuncState *fs, Scope *s)
{
    if (!s)
        return;
    for (uint32_t i = 0; i < s->nvars; i++) {
        Var *v = s->vars[i];
        if (v->captured && !v->global && (v->kind == VK_LET || v->kind == VK_CONST))
            emit_op_u16(fs, OP_BOX_COPY, v->slot);
    }
}

/* Whether a for(let...) head's initialisers may make a closure: only then
 * can anything tell the declaration's environment from the first
 * iteration's copy of it (CreatePerIterationEnvironment before the first
 * test), so only then is that first copy made. */
static bool for_init_may_capture(const Node *decl)
{
    for (uint32_t i = 0; i < decl->list.count; i++) {
        const Node *d = decl->list.items[i];
        if (d->a->kind != N_IDENT || (d->b && !(d->b->flags & F_NO_FUNC)))
            return true;
    }
    return false;
}

static void emit_for(FuncState *fs, Node *n, const char **labels, int nl)
{
    Scope *ls = node_scope(fs, n);
    Scope *saved = fs->scope;
    if (ls) {
        fs->scope = ls;
        emit_enter_scope(fs, ls);
    }
    /* for (using x = r; ;): r is disposed when the loop ends */
    Ctl uc;
    uint32_t uh = 0;
    bool using = n->a && n->a->kind == N_VAR && (n->a->flags & F_USING);
    if (using)
        uh = emit_using_open(fs, &uc, (n->a->flags & F_ASYNC) != 0);
    if (n->a) {
        if (n->a->kind == N_VAR) {
            emit_var_decl(fs, n->a);
            if (n->a->op != T_VAR && for_init_may_capture(n->a))
                emit_box_copies(fs, ls);
        } else {
            emit_expr(fs, n->a);
            emit_op(fs, OP_POP);
        }
    }
    LoopCtl lc;
    memset(&lc, 0, sizeof lc);
    push_ctl(fs, &lc.c, CTL_LOOP, labels, nl);
    uint32_t top = fs->len;
    Patch *exit = NULL;
    if (n->b) {
        emit_node_pos(fs, n->b);
        emit_cond_jump(fs, n->b, false, &exit, &fs->C->arena);
    }
    loop_body(fs, n->d);
    uint32_t cont = fs->len;
    emit_box_copies(fs, ls);
    if (n->c) {
        emit_expr(fs, n->c);
        emit_op(fs, OP_POP);
    }
    emit_loop(fs, top);
    fs->ctl = lc.c.prev;
    patch_all(fs, exit, fs->len);
    patch_all(fs, lc.c.breaks, fs->len);
    patch_all(fs, lc.c.conts, cont);
    if (using)
        emit_using_close(fs, &uc, uh);
    fs->scope = saved;
}

static void emit_while(FuncState *fs, Node *n, const char **labels, int nl)
{
    LoopCtl lc;
    memset(&lc, 0, sizeof lc);
    push_ctl(fs, &lc.c, CTL_LOOP, labels, nl);
    uint32_t top = fs->len;
    Patch *exit = NULL;
    emit_node_pos(fs, n->a);
    emit_cond_jump(fs, n->a, false, &exit, &fs->C->arena);
    loop_body(fs, n->d);
    emit_loop(fs, top);
    fs->ctl = lc.c.prev;
    patch_all(fs, exit, fs->len);
    patch_all(fs, lc.c.breaks, fs->len);
    patch_all(fs, lc.c.conts, top);
}

static void emit_do_while(FuncState *fs, Node *n, const char **labels, int nl)
{
    LoopCtl lc;
    memset(&lc, 0, sizeof lc);
    push_ctl(fs, &lc.c, CTL_LOOP, labels, nl);
    uint32_t top = fs->len;
    loop_body(fs, n->d);
    uint32_t cont = fs->len;
    Patch *exit = NULL;
    emit_node_pos(fs, n->a);
    emit_cond_jump(fs, n->a, false, &exit, &fs->C->arena);
    emit_loop(fs, top);
    fs->ctl = lc.c.prev;
    patch_all(fs, exit, fs->len);
    patch_all(fs, lc.c.breaks, fs->len);
    patch_all(fs, lc.c.conts, cont);
}

/* The head target of for-in/for-of: [v] → []. */
static void emit_for_head_store(FuncState *fs, Node *left)
{
    if (left->kind == N_VAR) {
        Node *d = left->list.items[0];
        fs->pat_src = fs->iter_src = ".for"; /* V8's wording for a declaration head */
        emit_assign_target(fs, d->a, BIND_INIT);
    } else {
        emit_assign_target(fs, left, BIND_ASSIGN);
    }
}

static void emit_for_in_of(FuncState *fs, Node *n, const char **labels, int nl)
{
    bool of = n->kind == N_FOR_OF;
    Scope *ls = node_scope(fs, n);
    Scope *saved = fs->scope;
    if (ls && ls->nvars) {
        /* the right side sees the head's bindings in TDZ */
        fs->scope = ls;
        emit_enter_scope(fs, ls);
    }
    if (!of && n->a->kind == N_VAR && n->a->list.items[0]->b)
        emit_var_decl(fs, n->a);   /* B.3.5 `for (var x = init in o)` */
    emit_expr(fs, n->b);
    fs->scope = saved;
    emit_node_pos(fs, n->b);
    LoopCtl lc;
    memset(&lc, 0, sizeof lc);
    uint32_t handler = 0;
    bool aw = of && (n->flags & F_ASYNC);
    if (aw && n->b->kind == N_CALL) {
        /* V8: "f(...) is not a function or its return value is not async iterable" */
        const char *callee = emit_source_text(fs, n->b->a, false);
        size_t len = strlen(callee);
        char *t = arena_alloc(&fs->C->arena, len + 48);
        if (t) {
            memcpy(t, callee, len);
            strcpy(t + len, "(...) is not a function or its return value");
            emit_site_text(fs, t);
        }
    } else if (of) {
        emit_site_text(fs, emit_source_text(fs, n->b, true));
    }
    if (of) {
        if (aw)
            emit_op_u8(fs, OP_GET_ASYNC_ITER, 0);
        else
            emit_op(fs, OP_GET_ITER);
        push_ctl(fs, &lc.c, CTL_LOOP, labels, nl);
        lc.c.depth = fs->depth - 2;
        lc.iter = IT_FOR_OF;
        lc.async = aw;
        handler = emit_jump(fs, OP_TRY);
    } else {
        emit_op(fs, OP_FOR_IN_START);
        push_ctl(fs, &lc.c, CTL_LOOP, labels, nl);
        lc.c.depth = fs->depth - 1;
        lc.iter = IT_FOR_IN;
    }
    uint32_t top = fs->len;
    uint32_t done;
    if (aw) {
        /* V8 places the next() call at the loop's target: a name's start,
         * a member's property name, a pattern's last character */
        Node *t = n->a->kind == N_VAR ? n->a->list.items[0]->a : n->a;
        if (t->kind == N_IDENT)
            emit_pos(fs, t->start);
        else if (t->kind == N_MEMBER && t->name && t->end > strlen(t->name))
            emit_pos(fs, t->end - (uint32_t)strlen(t->name));
        else
            emit_pos(fs, t->end ? t->end - 1 : t->start);
        emit_op(fs, OP_AITER_NEXT);          /* [iter null next res] */
        emit_await(fs);
        done = emit_jump(fs, OP_AITER_RESULT); /* [iter next value] */
        emit_adjust(fs, -1);
    } else {
        done = emit_jump(fs, of ? OP_ITER_NEXT : OP_FOR_IN_NEXT);
        emit_adjust(fs, 1);
    }
    if (ls) {
        fs->scope = ls;
        emit_enter_scope(fs, ls);
    }
    if (n->a->kind == N_VAR && (n->a->flags & F_USING)) {
        /* for (using x of it): each value is a resource of its iteration */
        uint16_t tmp = emit_new_slot(fs);
        emit_op_u16(fs, OP_PUT_LOC, tmp);
        Ctl uc;
        uint32_t uh = emit_using_open(fs, &uc, (n->a->flags & F_ASYNC) != 0);
        emit_op_u16(fs, OP_GET_LOC, tmp);
        emit_op_u8_u16(fs, OP_USING, (n->a->flags & F_ASYNC) != 0, uc.cap_slot);
        emit_for_head_store(fs, n->a);
        loop_body(fs, n->d);
        emit_using_close(fs, &uc, uh);
    } else {
        emit_for_head_store(fs, n->a);
        loop_body(fs, n->d);
    }
    fs->scope = saved;
    emit_loop(fs, top);
    fs->ctl = lc.c.prev;
    patch_all(fs, lc.c.conts, top);
    emit_patch(fs, done);
    if (of) {
        emit_op(fs, OP_END_TRY);
        emit_op(fs, OP_ITER_POP);
        uint32_t jend = emit_jump(fs, OP_JUMP);
        /* break: close the iterator */
        uint32_t here = fs->len;
        patch_all(fs, lc.brk_close, here);
        fs->depth += 2;
        emit_op(fs, OP_END_TRY);
        if (aw)
            emit_async_close(fs);
        else
            emit_op(fs, OP_ITER_CLOSE);
        uint32_t jend2 = emit_jump(fs, OP_JUMP);
        /* throw inside the loop: close, then rethrow */
        emit_patch(fs, handler);
        fs->depth += 3;
        emit_op(fs, OP_ROT3);
        if (aw) {
            /* [exc iter next]: return()'s result is awaited, its errors ignored */
            uint32_t j = emit_jump(fs, OP_AITER_CLOSE_THROW);
            emit_adjust(fs, -1);             /* [exc res] */
            emit_op(fs, OP_AWAIT);           /* [exc v mode] */
            emit_op(fs, OP_POP);
            emit_op(fs, OP_POP);
            emit_patch(fs, j);               /* [exc] */
        } else {
            emit_op(fs, OP_ITER_CLOSE_THROW);
        }
        emit_op(fs, OP_THROW);
        emit_patch(fs, jend);
        emit_patch(fs, jend2);
        patch_all(fs, lc.c.breaks, fs->len);
    } else {
        patch_all(fs, lc.c.breaks, fs->len);
        emit_op(fs, OP_POP);
    }
}

static void emit_switch(FuncState *fs, Node *n, const char **labels, int nl)
{
    emit_expr(fs, n->a);
    uint16_t tmp = emit_new_slot(fs);
    emit_op_u16(fs, OP_PUT_LOC, tmp);
    Scope *ss = node_scope(fs, n);
    Scope *saved = fs->scope;
    if (ss) {
        fs->scope = ss;
        emit_enter_scope(fs, ss);
    }
    Ctl c;
    memset(&c, 0, sizeof c);
    push_ctl(fs, &c, CTL_SWITCH, labels, nl);
    uint32_t ncase = n->list.count;
    uint32_t *jumps = arena_alloc(&fs->C->arena, (ncase + 1) * sizeof *jumps);
    if (!jumps)
        return;
    int def = -1;
    for (uint32_t i = 0; i < ncase; i++) {
        Node *cs = n->list.items[i];
        if (!cs->a) {
            def = (int)i;
            continue;
        }
        emit_op_u16(fs, OP_GET_LOC, tmp);
        emit_expr(fs, cs->a);
        emit_op(fs, OP_SEQ);
        jumps[i] = emit_jump(fs, OP_JUMP_IF_TRUE);
    }
    uint32_t jdef = emit_jump(fs, OP_JUMP);
    for (uint32_t i = 0; i < ncase; i++) {
        Node *cs = n->list.items[i];
        if ((int)i == def)
            emit_patch(fs, jdef);
        else
            emit_patch(fs, jumps[i]);
        emit_stmts(fs, &cs->list);
    }
    fs->ctl = c.prev;
    if (def < 0)
        emit_patch(fs, jdef);
    patch_all(fs, c.breaks, fs->len);
    fs->scope = saved;
}

static void emit_try(FuncState *fs, Node *n)
{
    Ctl fin, tc;
    memset(&fin, 0, sizeof fin);
    memset(&tc, 0, sizeof tc);
    uint32_t h_fin = 0, h_catch = 0;
    Patch *to_end = NULL;
    if (n->d) {
        h_fin = emit_jump(fs, OP_TRY);
        push_ctl(fs, &fin, CTL_FINALLY, NULL, 0);
        fin.finally_node = n->d;
        fin.scope_at = fs->scope;
    }
    if (n->c) {
        h_catch = emit_jump(fs, OP_TRY);
        push_ctl(fs, &tc, CTL_TRY, NULL, 0);
    }
    emit_stmt(fs, n->a);
    if (n->c) {
        fs->ctl = tc.prev;
        emit_op(fs, OP_END_TRY);
    }
    int base = fs->depth;
    if (n->d) {
        fs->ctl = fin.prev;
        emit_op(fs, OP_END_TRY);
        emit_finally_inline(fs, &fin);
        fs->ctl = &fin;
    }
    to_end = add_patch(fs, to_end, emit_jump(fs, OP_JUMP));
    if (n->c) {
        emit_patch(fs, h_catch);
        fs->depth = base + 1;
        if (fs->depth > fs->max_depth)
            fs->max_depth = fs->depth;
        Scope *cs = node_scope(fs, n);
        Scope *saved = fs->scope;
        if (cs) {
            fs->scope = cs;
            emit_enter_scope(fs, cs);
        }
        if (n->b) {
            fs->pat_src = fs->iter_src = ".catch";
            emit_assign_target(fs, n->b, BIND_INIT);
        }
        else
            emit_op(fs, OP_POP);
        emit_stmt(fs, n->c);
        fs->scope = saved;
        if (n->d) {
            fs->ctl = fin.prev;
            emit_op(fs, OP_END_TRY);
            emit_finally_inline(fs, &fin);
        }
        to_end = add_patch(fs, to_end, emit_jump(fs, OP_JUMP));
    }
    if (n->d) {
        fs->ctl = fin.prev;
        emit_patch(fs, h_fin);
        fs->depth = base + 1;
        if (fs->depth > fs->max_depth)
            fs->max_depth = fs->depth;
        emit_finally_inline(fs, &fin);
        emit_op(fs, OP_RETHROW);
    }
    fs->depth = base;
    patch_all(fs, to_end, fs->len);
}

static void emit_labeled(FuncState *fs, Node *n)
{
    const char *labels[16];
    int nl = 0;
    Node *s = n;
    while (s && s->kind == N_LABELED) {
        if (nl < 16)
            labels[nl++] = s->name;
        s = s->a;
    }
    const char **lab = arena_alloc(&fs->C->arena, (size_t)nl * sizeof *lab);
    if (!lab)
        return;
    memcpy(lab, labels, (size_t)nl * sizeof *lab);
    if (s->kind == N_FOR || s->kind == N_WHILE || s->kind == N_DO_WHILE || s->kind == N_FOR_IN ||
        s->kind == N_FOR_OF || s->kind == N_SWITCH)
        completion_reset(fs);
    switch (s->kind) {
    case N_FOR: emit_node_pos(fs, s); emit_for(fs, s, lab, nl); return;
    case N_WHILE: emit_node_pos(fs, s); emit_while(fs, s, lab, nl); return;
    case N_DO_WHILE: emit_node_pos(fs, s); emit_do_while(fs, s, lab, nl); return;
    case N_FOR_IN: case N_FOR_OF: emit_node_pos(fs, s); emit_for_in_of(fs, s, lab, nl); return;
    case N_SWITCH: emit_node_pos(fs, s); emit_switch(fs, s, lab, nl); return;
    default: {
        Ctl c;
        memset(&c, 0, sizeof c);
        push_ctl(fs, &c, CTL_LABEL, lab, nl);
        emit_stmt(fs, s);
        fs->ctl = c.prev;
        patch_all(fs, c.breaks, fs->len);
    }
    }
}

void emit_stmts(FuncState *fs, NodeList *l)
{
    for (uint32_t i = 0; i < l->count && !fs->C->failed; i++)
        emit_stmt(fs, l->items[i]);
}

static void emit_stmt_node(FuncState *fs, Node *n)
{
    emit_node_pos(fs, n);
    switch (n->kind) {
    case N_IF: case N_FOR: case N_FOR_IN: case N_FOR_OF: case N_WHILE: case N_DO_WHILE: case N_WITH: case N_TRY:
    case N_SWITCH:
        completion_reset(fs);
        break;
    default:
        break;
    }
    switch (n->kind) {
    case N_EMPTY: case N_DEBUGGER: return;
    case N_FUNC_DECL:
        if (n->a && (n->a->flags & F_ANNEXB)) {
            /* B.3.3: evaluating the declaration copies the block's binding
             * to the function's var of the same name */
            Var *var = scope_find_local(fs->info->var_scope, n->a->name);
            if (var) {
                emit_get_ref(fs, emit_resolve(fs, n->a->name), n->start, false);
                emit_put_ref(fs, emit_var_ref(fs, var), n->start, false);
            }
        }
        return;
    case N_VAR: emit_var_decl(fs, n); return;
    case N_CLASS_DECL: {
        emit_class(fs, n->a, n->a->name);
        Var *v = scope_lookup(fs->scope, n->a->name);
        if (v)
            emit_init_var(fs, v);
        else
            emit_op(fs, OP_POP);
        return;
    }
    case N_EXPR_STMT: {
        Node *e = n->a;
        if (e->kind == N_UPDATE && fs->completion_slot < 0) {
            emit_update(fs, e, true);
        } else {
            emit_expr(fs, e);
        }
        if (fs->completion_slot >= 0)
            emit_op_u16(fs, OP_PUT_LOC, (uint16_t)fs->completion_slot);
        else
            emit_op(fs, OP_POP);
        return;
    }
    case N_BLOCK: {
        Scope *s = node_scope(fs, n);
        Scope *saved = fs->scope;
        if (s) {
            fs->scope = s;
            emit_enter_scope(fs, s);
        }
        emit_scope_stmts(fs, &n->list);
        fs->scope = saved;
        return;
    }
    case N_IF: {
        Patch *pf = NULL;
        emit_cond_jump(fs, n->a, false, &pf, &fs->C->arena);
        emit_stmt(fs, n->b);
        if (n->c) {
            uint32_t jend = emit_jump(fs, OP_JUMP);
            patch_all(fs, pf, fs->len);
            emit_stmt(fs, n->c);
            emit_patch(fs, jend);
        } else {
            patch_all(fs, pf, fs->len);
        }
        return;
    }
    case N_FOR: emit_for(fs, n, NULL, 0); return;
    case N_FOR_IN: case N_FOR_OF: emit_for_in_of(fs, n, NULL, 0); return;
    case N_WHILE: emit_while(fs, n, NULL, 0); return;
    case N_WITH: {
        NodeInfo *ni = emit_node_info(fs->C, n, false);
        Scope *s = ni ? ni->scope : NULL;
        if (!s || !s->env)
            return;
        emit_expr(fs, n->a);
        emit_node_pos(fs, n);
        emit_op(fs, OP_TO_OBJECT);
        emit_op_u16(fs, OP_BOX_NEW, s->env->slot);
        emit_op_u16(fs, OP_PUT_BOX, s->env->slot);
        Scope *saved = fs->scope;
        fs->scope = s;
        emit_stmt(fs, n->b);
        fs->scope = saved;
        return;
    }
    case N_DO_WHILE: emit_do_while(fs, n, NULL, 0); return;
    case N_RETURN: emit_return(fs, n); return;
    case N_BREAK: emit_break_continue(fs, n, false); return;
    case N_CONTINUE: emit_break_continue(fs, n, true); return;
    case N_THROW:
        emit_expr(fs, n->a);
        emit_node_pos(fs, n);
        emit_op(fs, OP_THROW);
        return;
    case N_TRY: emit_try(fs, n); return;
    case N_SWITCH: emit_switch(fs, n, NULL, 0); return;
    case N_LABELED: emit_labeled(fs, n); return;
    case N_FIELD_DEF: emit_field_def(fs, n); return;
    default:
        emit_error(fs->C, n, ERR_SYNTAX, "Unexpected statement");
        return;
    }
}

void emit_stmt(FuncState *fs, Node *n)
{
    if (!n || fs->C->failed || !emit_enter(fs->C, n))
        return;
    emit_stmt_node(fs, n);
    emit_leave(fs->C);
}

/* COMPILE_GLOBAL: declare top-level vars before anything runs. */
void emit_global_prologue(FuncState *fs, Scope *s)
{
    emit_global_var_decls(fs, s);
}
