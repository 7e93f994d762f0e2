/* compiler/emit_expr.c — expressions: every expression kind pushes exactly
 * one value. Member/element targets of compound assignment and update are
 * evaluated once (DUP/DUP2, TO_PROPKEY); optional chains jump to the chain's
 * end with the stack trimmed to the chain's base depth plus one.
 */
#include <stdlib.h>
#include <string.h>

#include "emit.h"

static uint32_t member_name_pos(Node *m)
{
    size_t l = m->name ? strlen(m->name) : 0;
    return m->end >= l ? m->end - (uint32_t)l : m->start;
}

bool emit_is_anon_fn(Node *n)
{
    if (!n)
        return false;
    return (n->kind == N_FUNC && !n->name) || (n->kind == N_CLASS && !n->name);
}

/* NamedEvaluation: parentheses do not hide an anonymous function or class
 * (`var f = (function () {})` names it f); a comma expression does. */
void emit_expr_named(FuncState *fs, Node *n, const char *name)
{
    if (n && name && n->kind == N_FUNC && !n->name) {
        emit_closure(fs, n, name);
        return;
    }
    if (n && name && n->kind == N_CLASS && !n->name) {
        emit_class(fs, n, name);
        return;
    }
    emit_expr(fs, n);
}

/* ---- this / new.target / super home, resolved through arrows ---- */
static FuncInfo *nonarrow(FuncInfo *f)
{
    while (f && f->arrow)
        f = f->parent;
    return f;
}

void emit_this(FuncState *fs)
{
    FuncInfo *t = nonarrow(fs->info);
    if (t && t == fs->info && t->super_in_arrow) {
        emit_get_ref(fs, emit_var_ref(fs, t->this_var), 0, false);
        emit_op(fs, OP_CHECK_THIS);
        return;
    }
    if (!t || t == fs->info) {
        emit_op(fs, t && !t->program && !t->strict ? OP_PUSH_THIS_SLOPPY : OP_PUSH_THIS);
        if (t && t->derived)
            emit_op(fs, OP_CHECK_THIS);
        return;
    }
    if (!t->this_var) {
        emit_op(fs, OP_PUSH_UNDEF);
        return;
    }
    Ref r = emit_var_ref(fs, t->this_var);
    emit_get_ref(fs, r, 0, false);
    if (t->derived)
        emit_op(fs, OP_CHECK_THIS);
}

static void emit_special(FuncState *fs, int kind)
{
    FuncInfo *t = nonarrow(fs->info);
    int op = kind == VK_NEWTARGET ? OP_GET_NEW_TARGET : OP_GET_HOME;
    if (!t || t == fs->info) {
        Var *ev = t && t->program ? (kind == VK_NEWTARGET ? t->nt_var : t->home_var) : NULL;
        if (ev && ev->menv) { /* eval code: the caller's, an upvalue */
            emit_get_ref(fs, emit_var_ref(fs, ev), 0, false);
            return;
        }
        if (t && t->program && kind == VK_NEWTARGET) {
            emit_op(fs, OP_PUSH_UNDEF);
            return;
        }
        emit_op(fs, op);
        return;
    }
    Var *v = kind == VK_NEWTARGET ? t->nt_var : t->home_var;
    if (!v) {
        emit_op(fs, OP_PUSH_UNDEF);
        return;
    }
    emit_get_ref(fs, emit_var_ref(fs, v), 0, false);
}

void emit_home(FuncState *fs);
void emit_home(FuncState *fs) { emit_special(fs, VK_HOME); }

/* ---- optional chains ---- */
static void opt_check(FuncState *fs)
{
    OptChain *oc = fs->opt;
    if (!oc) {
        emit_op(fs, OP_JUMP_IF_NULLISH); /* unreachable in valid trees */
        emit_u32(fs, 0);
        return;
    }
    OptSite *s = arena_alloc(&fs->C->arena, sizeof *s);
    if (!s)
        return;
    s->extra = fs->depth - oc->base - 1;
    s->site = emit_jump(fs, OP_JUMP_IF_NULLISH);
    s->next = oc->sites;
    oc->sites = s;
}

static void emit_optchain(FuncState *fs, Node *n)
{
    OptChain oc = { fs->depth, NULL };
    OptChain *saved = fs->opt;
    fs->opt = &oc;
    emit_expr(fs, n->a);
    fs->opt = saved;
    int end_depth = fs->depth;
    bool need_fix = false;
    for (OptSite *s = oc.sites; s; s = s->next)
        if (s->extra > 0)
            need_fix = true;
    uint32_t jend = 0;
    if (need_fix)
        jend = emit_jump(fs, OP_JUMP);
    Patch *direct = NULL;
    for (OptSite *s = oc.sites; s; s = s->next) {
        if (s->extra <= 0) {
            Patch *p = arena_alloc(&fs->C->arena, sizeof *p);
            if (p) {
                p->at = s->site;
                p->next = direct;
                direct = p;
            }
            continue;
        }
        emit_patch(fs, s->site);
        fs->depth = oc.base + s->extra + 1;
        for (int i = 0; i < s->extra; i++) {
            emit_op(fs, OP_SWAP);
            emit_op(fs, OP_POP);
        }
        Patch *p = arena_alloc(&fs->C->arena, sizeof *p);
        if (p) {
            p->at = emit_jump(fs, OP_JUMP);
            p->next = direct;
            direct = p;
        }
    }
    if (need_fix)
        emit_patch(fs, jend);
    for (Patch *p = direct; p; p = p->next)
        emit_patch(fs, p->at);
    fs->depth = end_depth;
}

/* ---- members ---- */
static bool is_super(Node *n) { return n && n->kind == N_SUPER; }

/* [] → [this base] for super.x, [this base k] for super[k]: a super
 * property reference. The base (GetSuperBase, the home object's
 * [[Prototype]]) is taken after the key expression and before ToPropertyKey
 * (MakeSuperPropertyReference), and a compound assignment reads and stores
 * through that same base even if the prototype changes in between. */
static void emit_super_ref(FuncState *fs, Node *t)
{
    emit_this(fs);
    if (t->kind == N_INDEX)
        emit_expr(fs, t->b);
    emit_home(fs);
    emit_op(fs, OP_SUPER_BASE);
    if (t->kind == N_INDEX)
        emit_op(fs, OP_SWAP);
}

/* ---- private names: o.#x ---- */
Var *emit_private_var(FuncState *fs, Node *m)
{
    Var *v = scope_lookup(fs->scope, m->name);
    if (!v || !v->priv) {
        emit_error(fs->C, m, ERR_SYNTAX, "Private field '%s' must be declared in an enclosing class", m->name);
        return NULL;
    }
    return v;
}

/* [] → [name]: the private name's symbol. */
static Var *push_private_name(FuncState *fs, Node *m)
{
    Var *v = emit_private_var(fs, m);
    if (v)
        emit_get_ref(fs, emit_var_ref(fs, v), m->end, false);
    else
        emit_op(fs, OP_PUSH_UNDEF);
    return v;
}

void emit_private_op(FuncState *fs, int op, Var *v)
{
    Node *cls = v ? (v->scope->synth ? v->decl : v->scope->node) : NULL; /* eval code: scope_eval_outer */
    const char *cn = cls && cls->kind == N_CLASS && cls->name ? cls->name : "anonymous";
    emit_op(fs, op);
    emit_byte(fs, v ? (uint8_t)(v->priv | (v->priv_static ? PRIV_STATIC : 0)) : PRIV_FIELD);
    emit_u16(fs, emit_const_atom(fs, cn));
}

static void emit_member_get(FuncState *fs, Node *n, bool keep_obj)
{
    if (n->kind == N_MEMBER && (n->flags & F_PRIVATE)) {
        emit_expr(fs, n->a);
        if (n->flags & F_OPTIONAL)
            opt_check(fs);
        if (keep_obj)
            emit_op(fs, OP_DUP);
        Var *v = push_private_name(fs, n);
        emit_pos(fs, member_name_pos(n));
        emit_private_op(fs, OP_GET_PRIVATE, v);
        if (keep_obj)
            emit_op(fs, OP_SWAP); /* [o f] → [f o] */
        return;
    }
    if (is_super(n->a)) {
        emit_super_ref(fs, n);
        if (n->kind == N_MEMBER) {
            emit_pos(fs, member_name_pos(n));
            emit_op_u16(fs, OP_GET_SUPER, emit_const_atom(fs, n->name));
        } else {
            emit_pos(fs, n->b->start);
            emit_op(fs, OP_GET_SUPER_ELEM);
        }
        if (keep_obj) {
            /* [f] → [f this] */
            emit_this(fs);
        }
        return;
    }
    emit_expr(fs, n->a);
    if (n->flags & F_OPTIONAL)
        opt_check(fs);
    if (n->kind == N_MEMBER) {
        emit_pos(fs, member_name_pos(n));
        emit_op_u16u16(fs, keep_obj ? OP_GET_FIELD2 : OP_GET_FIELD, emit_const_atom(fs, n->name),
                       emit_ic(fs));
    } else {
        emit_expr(fs, n->b);
        emit_pos(fs, n->b->start > 0 ? n->b->start - 1 : n->b->start);
        emit_op(fs, keep_obj ? OP_GET_ELEM2 : OP_GET_ELEM);
    }
    if (keep_obj)
        emit_op(fs, OP_SWAP); /* [o f] → [f o] */
}

/* ---- calls ---- */
static bool has_spread(NodeList *l)
{
    for (uint32_t i = 0; i < l->count; i++)
        if (l->items[i]->kind == N_SPREAD)
            return true;
    return false;
}

/* Push the arguments; returns argc, or -1 when they were packed into one
 * array (spread, or more than 255). */
int emit_args(FuncState *fs, NodeList *l)
{
    if (!has_spread(l) && l->count <= 255) {
        for (uint32_t i = 0; i < l->count; i++)
            emit_expr(fs, l->items[i]);
        return (int)l->count;
    }
    emit_op_u16(fs, OP_NEW_ARRAY, 0);
    emit_adjust(fs, 1);
    for (uint32_t i = 0; i < l->count; i++) {
        Node *a = l->items[i];
        if (a->kind == N_SPREAD) {
            emit_expr(fs, a->a);
            emit_node_pos(fs, a->a);
            emit_site_text(fs, emit_source_text(fs, a->a, false));
            emit_op(fs, OP_ARGS_SPREAD);
        } else {
            emit_expr(fs, a);
            emit_op(fs, OP_ARRAY_PUSH);
        }
    }
    return -1;
}

static uint32_t call_pos(Node *callee)
{
    if (callee->kind == N_MEMBER)
        return member_name_pos(callee);
    if (callee->kind == N_OPTCHAIN && callee->a)
        return call_pos(callee->a);
    return callee->start;
}

/* super(...). A constructor whose arrows call super() too (super_in_arrow)
 * keeps its this in a Box: there, and in those arrows, the parent is
 * constructed with the constructor's new.target and the result bound in
 * the Box, where a second binding is the ReferenceError. Otherwise
 * SUPER_CALL binds fp[1] itself. */
static void emit_super_call(FuncState *fs, Node *n)
{
    FuncInfo *t = nonarrow(fs->info);
    bool boxed = t && t->super_in_arrow;
    /* outside the constructor's own frame (an arrow, or eval code whose
     * program stands for the constructor): its function is "%callee" */
    if (boxed && (t != fs->info || t->program)) {
        emit_get_ref(fs, emit_var_ref(fs, t->callee_var), 0, false);
        emit_op(fs, OP_PROTO_OF);
    } else {
        emit_op(fs, OP_GET_SUPER_CTOR);
    }
    if (boxed)
        emit_special(fs, VK_NEWTARGET);
    else
        emit_op(fs, OP_PUSH_UNDEF);
    int argc = -1;
    if (n->flags & F_CTOR)
        emit_expr(fs, n->list.items[0]->a); /* the rest array is the argument list */
    else
        argc = emit_args(fs, &n->list);
    emit_node_pos(fs, n);
    if (argc >= 0) {
        emit_op_u8(fs, boxed ? OP_SUPER_CONSTRUCT : OP_SUPER_CALL, (uint8_t)argc);
        emit_adjust(fs, -(argc + 1));
    } else {
        emit_op(fs, boxed ? OP_SUPER_CONSTRUCT_SPREAD : OP_SUPER_CALL_SPREAD);
    }
    if (boxed) {
        Ref r = emit_var_ref(fs, t->this_var);
        emit_get_ref(fs, r, 0, false);
        emit_op(fs, OP_BIND_THIS_CHECK);
        emit_op(fs, OP_DUP);
        emit_put_ref(fs, r, 0, false);
    } else if (t && t->this_var && t->this_var->captured && t == fs->info) {
        /* arrows that captured `this` see the initialised value */
        emit_op(fs, OP_DUP);
        emit_op_u16(fs, OP_PUT_BOX, t->this_var->slot);
    }
    /* a derived class's fields are defined as soon as super() returns */
    if (t && (boxed || t == fs->info) && t->field_init)
        emit_field_init_call(fs);
}

void emit_field_init_call(FuncState *fs)
{
    FuncInfo *t = nonarrow(fs->info);
    if (!t || !t->field_init)
        return;
    Ref r = emit_var_ref(fs, t->field_init);
    emit_get_ref(fs, r, 0, false);                              /* [init] */
    emit_this(fs);                                              /* [init this] */
    emit_op_u8(fs, OP_CALL, 0);
    emit_adjust(fs, -1);
    emit_op(fs, OP_POP);
}

/* `(a?.b)()`: the parenthesised optional member keeps its receiver:
 * [] → [f this], or [undefined undefined] when the chain short-circuits. */
static void emit_optchain_method(FuncState *fs, Node *n)
{
    OptChain oc = { fs->depth, NULL };
    OptChain *saved = fs->opt;
    fs->opt = &oc;
    emit_member_get(fs, n->a, true);
    fs->opt = saved;
    int end_depth = fs->depth;
    uint32_t jend = emit_jump(fs, OP_JUMP);
    Patch *common = NULL;
    for (OptSite *s = oc.sites; s; s = s->next) {
        emit_patch(fs, s->site);
        fs->depth = oc.base + s->extra + 1;
        for (int i = 0; i < s->extra; i++) {
            emit_op(fs, OP_SWAP);
            emit_op(fs, OP_POP);
        }
        Patch *p = arena_alloc(&fs->C->arena, sizeof *p);
        if (p) {
            p->at = emit_jump(fs, OP_JUMP);
            p->next = common;
            common = p;
        }
    }
    for (Patch *p = common; p; p = p->next)
        emit_patch(fs, p->at);
    fs->depth = oc.base + 1;
    emit_op(fs, OP_PUSH_UNDEF);
    emit_patch(fs, jend);
    fs->depth = end_depth;
}

void emit_call(FuncState *fs, Node *n, uint32_t *unused)
{
    (void)unused;
    Node *callee = n->a;
    if (is_super(callee)) {
        emit_super_call(fs, n);
        return;
    }
    if (scope_is_direct_eval(n)) {
        emit_direct_eval(fs, n);
        return;
    }
    Node *c = callee;
    Ref cr = { REF_GLOBAL, 0, NULL, NULL, NULL, 0 };
    if (c->kind == N_IDENT)
        cr = emit_resolve_id(fs, c);
    if (cr.nenv) {
        /* a name a `with` object or an eval's var may hold: from a with
         * object, the object is the call's this */
        emit_env_find(fs, cr, true);            /* [t e] */
        uint32_t j = emit_jump(fs, OP_JUMP_IF_UNDEF);
        emit_op_u16u16(fs, OP_GET_FIELD, emit_const_atom(fs, c->name), emit_ic(fs));
        emit_op(fs, OP_SWAP);                   /* [f t] */
        uint32_t e = emit_jump(fs, OP_JUMP);
        emit_patch(fs, j);
        emit_adjust(fs, -1);                    /* [undefined] */
        cr.nenv = 0;
        emit_get_ref(fs, cr, c->start, false);
        emit_op(fs, OP_SWAP);
        emit_patch(fs, e);
    } else if ((c->kind == N_MEMBER || c->kind == N_INDEX) && !(c->flags & F_PARENS && 0)) {
        emit_member_get(fs, c, true);           /* [f this] */
    } else if (c->kind == N_OPTCHAIN && c->a && (c->a->kind == N_MEMBER || c->a->kind == N_INDEX) &&
               !is_super(c->a->a)) {
        emit_optchain_method(fs, c);            /* [f this] */
    } else {
        emit_expr(fs, c);
        emit_op(fs, OP_PUSH_UNDEF);             /* [f undefined] */
    }
    if (n->flags & F_OPTIONAL) {
        /* [f this]: test f */
        emit_op(fs, OP_SWAP);
        opt_check(fs);
        emit_op(fs, OP_SWAP);
    }
    int argc = emit_args(fs, &n->list);
    emit_pos(fs, call_pos(callee));
    emit_call_name(fs, callee);
    if (argc >= 0) {
        emit_op_u8(fs, OP_CALL, (uint8_t)argc);
        emit_adjust(fs, -(argc + 1));
    } else {
        emit_op(fs, OP_CALL_SPREAD);
    }
}

static void emit_new(FuncState *fs, Node *n)
{
    emit_expr(fs, n->a);
    emit_op(fs, OP_DUP);
    int argc = emit_args(fs, &n->list);
    emit_node_pos(fs, n);
    emit_call_name(fs, n->a);
    if (argc >= 0) {
        emit_op_u8(fs, OP_NEW, (uint8_t)argc);
        emit_adjust(fs, -(argc + 1));
    } else {
        emit_op(fs, OP_NEW_SPREAD);
    }
}

/* ---- operators ---- */
static int binop(int tok)
{
    switch (tok) {
    case T_PLUS: case T_PLUS_ASSIGN: return OP_ADD;
    case T_MINUS: case T_MINUS_ASSIGN: return OP_SUB;
    case T_STAR: case T_STAR_ASSIGN: return OP_MUL;
    case T_SLASH: case T_SLASH_ASSIGN: return OP_DIV;
    case T_PERCENT: case T_PERCENT_ASSIGN: return OP_MOD;
    case T_POW: case T_POW_ASSIGN: return OP_POW;
    case T_BITAND: case T_BITAND_ASSIGN: return OP_BIT_AND;
    case T_BITOR: case T_BITOR_ASSIGN: return OP_BIT_OR;
    case T_BITXOR: case T_BITXOR_ASSIGN: return OP_BIT_XOR;
    case T_SHL: case T_SHL_ASSIGN: return OP_SHL;
    case T_SAR: case T_SAR_ASSIGN: return OP_SAR;
    case T_SHR: case T_SHR_ASSIGN: return OP_SHR;
    case T_EQ: return OP_EQ;
    case T_NE: return OP_NE;
    case T_SEQ: return OP_SEQ;
    case T_SNE: return OP_SNE;
    case T_LT: return OP_LT;
    case T_LE: return OP_LE;
    case T_GT: return OP_GT;
    case T_GE: return OP_GE;
    case T_IN: return OP_IN;
    case T_INSTANCEOF: return OP_INSTANCEOF;
    default: return -1;
    }
}

static bool is_logical_assign(int op)
{
    return op == T_AND_ASSIGN || op == T_OR_ASSIGN || op == T_NULLISH_ASSIGN;
}

static int logical_jump(int op)
{
    /* jump (keeping the value) when the assignment does NOT happen */
    return op == T_AND_ASSIGN || op == T_AND ? OP_JUMP_IF_FALSE_KEEP
         : op == T_OR_ASSIGN || op == T_OR ? OP_JUMP_IF_TRUE_KEEP : OP_JUMP_IF_NOT_NULLISH_KEEP;
}

/* Annex B: a call as the target of `=`, an arithmetic `op=`, `++`/`--` or
 * a for-in/of head, in sloppy code (the parser allows it nowhere else):
 * the call runs, then the assignment throws V8's ReferenceError, before
 * anything else is evaluated. [] → [the call's value] (never reached). */
void emit_call_target(FuncState *fs, Node *t, const char *msg)
{
    emit_expr(fs, t);
    emit_pos(fs, t->start);
    emit_throw_error(fs, ERR_REFERENCE, msg);
}

static void emit_assign(FuncState *fs, Node *n)
{
    Node *t = n->a;
    int op = n->op;
    if (t->kind == N_CALL) {
        emit_call_target(fs, t, "Invalid left-hand side in assignment");
        return;
    }
    /* a parenthesised target is no IdentifierRef: `(f) = function(){}` names nothing */
    const char *iname = t->kind == N_IDENT && !(t->flags & F_PARENS) ? t->name : NULL;
    if (op == T_ASSIGN) {
        switch (t->kind) {
        case N_IDENT: {
            Ref r = emit_resolve_id(fs, t);
            emit_expr_named(fs, n->b, iname);
            emit_op(fs, OP_DUP);
            emit_put_ref(fs, r, t->start, false);
            return;
        }
        case N_MEMBER:
            if (t->flags & F_PRIVATE) {
                emit_expr(fs, t->a);
                Var *v = push_private_name(fs, t);
                emit_expr_named(fs, n->b, NULL);
                emit_pos(fs, member_name_pos(t));
                emit_private_op(fs, OP_PUT_PRIVATE, v);
                return;
            }
            if (is_super(t->a)) {
                emit_super_ref(fs, t);
                emit_expr(fs, n->b);
                emit_pos(fs, member_name_pos(t));
                emit_op_u16(fs, OP_PUT_SUPER, emit_const_atom(fs, t->name));
                return;
            }
            emit_expr(fs, t->a);
            emit_expr(fs, n->b);
            emit_pos(fs, member_name_pos(t));
            emit_op_u16u16(fs, OP_PUT_FIELD, emit_const_atom(fs, t->name), emit_ic(fs));
            return;
        case N_INDEX:
            if (is_super(t->a)) {
                emit_super_ref(fs, t);
                emit_expr(fs, n->b);
                emit_pos(fs, t->b->start);
                emit_op(fs, OP_PUT_SUPER_ELEM);
                return;
            }
            emit_expr(fs, t->a);
            emit_expr(fs, t->b);
            emit_expr(fs, n->b);
            emit_pos(fs, t->b->start);
            emit_op(fs, OP_PUT_ELEM);
            return;
        default:
            emit_expr(fs, n->b);
            emit_op(fs, OP_DUP);
            fs->pat_src = emit_source_text(fs, n->b, false);
            fs->iter_src = NULL;
            emit_assign_target(fs, t, BIND_ASSIGN);
            return;
        }
    }
    /* compound and logical */
    if (t->kind == N_IDENT) {
        Ref r = emit_resolve_id(fs, t);
        emit_get_ref(fs, r, t->start, false);
        if (is_logical_assign(op)) {
            uint32_t j = emit_jump(fs, logical_jump(op));
            emit_adjust(fs, -1);
            emit_expr_named(fs, n->b, iname);
            emit_op(fs, OP_DUP);
            emit_put_ref(fs, r, t->start, false);
            emit_patch(fs, j);
            return;
        }
        emit_expr(fs, n->b);
        emit_node_pos(fs, n);
        emit_op(fs, binop(op));
        emit_op(fs, OP_DUP);
        emit_put_ref(fs, r, t->start, false);
        return;
    }
    if (t->kind != N_MEMBER && t->kind != N_INDEX) {
        emit_error(fs->C, t, ERR_SYNTAX, "Invalid left-hand side in assignment");
        return;
    }
    bool sup = is_super(t->a);
    int nobj; /* stack items making the reference */
    Var *pv = NULL;
    bool priv = t->kind == N_MEMBER && (t->flags & F_PRIVATE);
    if (priv) {
        emit_expr(fs, t->a);
        pv = push_private_name(fs, t);
        emit_op(fs, OP_DUP2);
        emit_pos(fs, member_name_pos(t));
        emit_private_op(fs, OP_GET_PRIVATE, pv);
        nobj = 2;
    } else if (sup) {
        emit_super_ref(fs, t);
        if (t->kind == N_INDEX) {
            /* the key is converted once: GetValue stores it in the reference */
            emit_pos(fs, t->b->start);
            emit_op(fs, OP_TO_PROPKEY);
            emit_op(fs, OP_DUP3);
            emit_op(fs, OP_GET_SUPER_ELEM);
            nobj = 3;
        } else {
            emit_op(fs, OP_DUP2);
            emit_pos(fs, member_name_pos(t));
            emit_op_u16(fs, OP_GET_SUPER, emit_const_atom(fs, t->name));
            nobj = 2;
        }
    } else if (t->kind == N_MEMBER) {
        emit_expr(fs, t->a);
        emit_op(fs, OP_DUP);
        emit_pos(fs, member_name_pos(t));
        emit_op_u16u16(fs, OP_GET_FIELD, emit_const_atom(fs, t->name), emit_ic(fs));
        nobj = 1;
    } else {
        emit_expr(fs, t->a);
        emit_expr(fs, t->b);
        emit_op(fs, OP_REF_PROPKEY);
        emit_op(fs, OP_DUP2);
        emit_pos(fs, t->b->start);
        emit_op(fs, OP_GET_ELEM);
        nobj = 2;
    }
    uint32_t j = 0;
    if (is_logical_assign(op)) {
        j = emit_jump(fs, logical_jump(op));
        emit_adjust(fs, -1);
        emit_expr(fs, n->b);
    } else {
        emit_expr(fs, n->b);
        emit_node_pos(fs, n);
        emit_op(fs, binop(op));
    }
    if (priv)
        emit_private_op(fs, OP_PUT_PRIVATE, pv);
    else if (sup && t->kind == N_INDEX)
        emit_op(fs, OP_PUT_SUPER_ELEM);
    else if (sup)
        emit_op_u16(fs, OP_PUT_SUPER, emit_const_atom(fs, t->name));
    else if (t->kind == N_MEMBER)
        emit_op_u16u16(fs, OP_PUT_FIELD, emit_const_atom(fs, t->name), emit_ic(fs));
    else
        emit_op(fs, OP_PUT_ELEM);
    if (j) {
        uint32_t jend = emit_jump(fs, OP_JUMP);
        emit_patch(fs, j);
        /* [ref.. v] → [v] */
        fs->depth += nobj;
        for (int i = 0; i < nobj; i++) {
            emit_op(fs, OP_SWAP);
            emit_op(fs, OP_POP);
        }
        emit_patch(fs, jend);
    }
}

/* The middle of ++/-- on a property reference [ref.. old]: prefix leaves
 * [ref.. new] for the store; postfix first keeps ToNumeric(old) under the
 * reference with `rot` ([ref.. o] → [o ref.. o]), and the caller pops the
 * stored value after the store. */
static void update_value(FuncState *fs, int op, bool prefix, int rot)
{
    if (!prefix) {
        emit_op(fs, OP_TO_NUMERIC);
        emit_op(fs, OP_DUP);
        emit_op(fs, rot);
    }
    emit_op(fs, op);
}

/* ++/--; `discard`: the value is unused, so postfix behaves like prefix. */
void emit_update(FuncState *fs, Node *n, bool discard)
{
    Node *t = n->a;
    bool prefix = (n->flags & F_PREFIX) || discard;
    int op = n->op == T_INC ? OP_INC : OP_DEC;
    if (t->kind == N_CALL) {
        emit_call_target(fs, t, (n->flags & F_PREFIX) ? "Invalid left-hand side expression in prefix operation"
                                                       : "Invalid left-hand side expression in postfix operation");
        return;
    }
    if (t->kind == N_IDENT) {
        Ref r = emit_resolve_id(fs, t);
        emit_get_ref(fs, r, t->start, false);
        if (prefix) {
            emit_op(fs, op);
            emit_op(fs, OP_DUP);
        } else {
            emit_op(fs, OP_TO_NUMERIC);
            emit_op(fs, OP_DUP);
            emit_op(fs, op);
        }
        emit_put_ref(fs, r, t->start, false);
        return;
    }
    if (t->kind == N_MEMBER && (t->flags & F_PRIVATE)) {
        emit_expr(fs, t->a);
        Var *v = push_private_name(fs, t);
        emit_op(fs, OP_DUP2);
        emit_pos(fs, member_name_pos(t));
        emit_private_op(fs, OP_GET_PRIVATE, v);
        update_value(fs, op, prefix, OP_ROT4);
        emit_private_op(fs, OP_PUT_PRIVATE, v);
        if (!prefix)
            emit_op(fs, OP_POP);
        return;
    }
    if (t->kind == N_MEMBER && !is_super(t->a)) {
        emit_expr(fs, t->a);
        emit_op(fs, OP_DUP);
        emit_pos(fs, member_name_pos(t));
        uint16_t k = emit_const_atom(fs, t->name);
        emit_op_u16u16(fs, OP_GET_FIELD, k, emit_ic(fs));
        update_value(fs, op, prefix, OP_ROT3);
        emit_op_u16u16(fs, OP_PUT_FIELD, k, emit_ic(fs));
        if (!prefix)
            emit_op(fs, OP_POP);
        return;
    }
    if (t->kind == N_INDEX && !is_super(t->a)) {
        emit_expr(fs, t->a);
        emit_expr(fs, t->b);
        emit_op(fs, OP_REF_PROPKEY);
        emit_op(fs, OP_DUP2);
        emit_pos(fs, t->b->start);
        emit_op(fs, OP_GET_ELEM);
        update_value(fs, op, prefix, OP_ROT4);
        emit_op(fs, OP_PUT_ELEM);
        if (!prefix)
            emit_op(fs, OP_POP);
        return;
    }
    if (t->kind == N_MEMBER) { /* super.x++ */
        emit_super_ref(fs, t);
        emit_op(fs, OP_DUP2);
        uint16_t k = emit_const_atom(fs, t->name);
        emit_pos(fs, member_name_pos(t));
        emit_op_u16(fs, OP_GET_SUPER, k);
        update_value(fs, op, prefix, OP_ROT4);
        emit_op_u16(fs, OP_PUT_SUPER, k);
        if (!prefix)
            emit_op(fs, OP_POP);
        return;
    }
    if (t->kind == N_INDEX) { /* super[k]++ */
        emit_super_ref(fs, t);
        emit_pos(fs, t->b->start);
        emit_op(fs, OP_TO_PROPKEY);
        emit_op(fs, OP_DUP3);
        emit_op(fs, OP_GET_SUPER_ELEM);
        update_value(fs, op, prefix, OP_ROT5);
        emit_op(fs, OP_PUT_SUPER_ELEM);
        if (!prefix)
            emit_op(fs, OP_POP);
        return;
    }
    emit_error(fs->C, t, ERR_SYNTAX, "Invalid left-hand side expression in %s operation",
               (n->flags & F_PREFIX) ? "prefix" : "postfix");
}

static void emit_unary(FuncState *fs, Node *n)
{
    Node *a = n->a;
    switch (n->op) {
    case T_TYPEOF:
        if (a->kind == N_IDENT) {
            Ref r = emit_resolve_id(fs, a);
            emit_get_ref(fs, r, a->start, true);
        } else {
            emit_expr(fs, a);
        }
        emit_op(fs, OP_TYPEOF);
        return;
    case T_DELETE:
        if ((a->kind == N_MEMBER && (a->flags & F_PRIVATE)) ||
            (a->kind == N_OPTCHAIN && a->a && a->a->kind == N_MEMBER && (a->a->flags & F_PRIVATE))) {
            emit_error(fs->C, a, ERR_SYNTAX, "Private fields can not be deleted");
            return;
        }
        if (a->kind == N_MEMBER && !is_super(a->a)) {
            emit_expr(fs, a->a);
            if (a->flags & F_OPTIONAL)
                opt_check(fs);
            emit_pos(fs, member_name_pos(a));
            emit_op_u16(fs, OP_DELETE_FIELD, emit_const_atom(fs, a->name));
        } else if (a->kind == N_INDEX && !is_super(a->a)) {
            emit_expr(fs, a->a);
            if (a->flags & F_OPTIONAL)
                opt_check(fs);
            emit_expr(fs, a->b);
            emit_node_pos(fs, n);
            emit_op(fs, OP_DELETE_ELEM);
        } else if (a->kind == N_OPTCHAIN) {
            OptChain oc = { fs->depth, NULL };
            OptChain *saved = fs->opt;
            fs->opt = &oc;
            Node u = *n;
            u.a = a->a;
            emit_unary(fs, &u);
            fs->opt = saved;
            uint32_t jend = emit_jump(fs, OP_JUMP);
            for (OptSite *s = oc.sites; s; s = s->next) {
                if (s->extra > 0) {
                    emit_error(fs->C, n, ERR_SYNTAX, "tarn does not support this delete form");
                    return;
                }
                emit_patch(fs, s->site);
            }
            /* short-circuited: delete of a nullish base is true */
            emit_op(fs, OP_POP);
            emit_op(fs, OP_PUSH_TRUE);
            emit_patch(fs, jend);
        } else if (a->kind == N_IDENT && fs->info->strict) {
            emit_error(fs->C, n, ERR_SYNTAX, "Delete of an unqualified identifier in strict mode.");
        } else if (a->kind == N_IDENT) {
            /* sloppy: a declared binding is not deletable; an unresolved
             * name is a property of the global object */
            Ref r = emit_resolve_id(fs, a);
            uint32_t j = 0, e = 0;
            if (r.nenv) { /* a var a direct eval added is deletable */
                emit_env_find(fs, r, false);
                j = emit_jump(fs, OP_JUMP_IF_UNDEF);
                emit_op_u16(fs, OP_DELETE_FIELD, emit_const_atom(fs, a->name));
                e = emit_jump(fs, OP_JUMP);
                emit_patch(fs, j);
                emit_adjust(fs, -1);
            }
            if (r.kind == REF_ENV) {
                emit_get_ref(fs, emit_var_ref(fs, r.var->envobj), 0, false);
                emit_op_u16(fs, OP_DELETE_FIELD, emit_const_atom(fs, a->name));
            } else if (r.kind == REF_GLOBAL) {
                emit_op_u16(fs, OP_DELETE_GLOBAL, emit_const_atom(fs, a->name));
            } else {
                emit_op(fs, OP_PUSH_FALSE);
            }
            if (r.nenv)
                emit_patch(fs, e);
        } else if (is_super(a->a)) {
            emit_throw_error(fs, ERR_REFERENCE, "Unsupported reference to 'super'");
            emit_op(fs, OP_PUSH_TRUE);
        } else {
            emit_expr(fs, a);
            emit_op(fs, OP_POP);
            emit_op(fs, OP_PUSH_TRUE);
        }
        return;
    case T_VOID:
        emit_expr(fs, a);
        emit_op(fs, OP_POP);
        emit_op(fs, OP_PUSH_UNDEF);
        return;
    case T_MINUS:
        if (a->kind == N_NUM) {
            emit_push_num(fs, -a->num);
            return;
        }
        emit_expr(fs, a);
        emit_node_pos(fs, n);
        emit_op(fs, OP_NEG);
        return;
    case T_PLUS:
        emit_expr(fs, a);
        emit_node_pos(fs, n);
        emit_op(fs, OP_PLUS);
        return;
    case T_NOT:
        emit_expr(fs, a);
        emit_op(fs, OP_NOT);
        return;
    case T_BITNOT:
        emit_expr(fs, a);
        emit_node_pos(fs, n);
        emit_op(fs, OP_BIT_NOT);
        return;
    default:
        emit_error(fs->C, n, ERR_SYNTAX, "internal error: unary operator");
    }
}

static void emit_template(FuncState *fs, Node *n)
{
    NodeList *l = &n->list;
    bool have = false;
    for (uint32_t i = 0; i < l->count; i++) {
        Node *p = l->items[i];
        if (i % 2 == 0) {
            if (p->str_len == 0 && (have || i + 1 < l->count))
                continue;
            emit_op_u16(fs, OP_PUSH_CONST, emit_const_str16(fs, p->str, p->str_len));
        } else {
            emit_expr(fs, p);
            emit_node_pos(fs, p);
            emit_op(fs, OP_TEMPLATE_STR);
        }
        if (have)
            emit_op(fs, OP_ADD);
        have = true;
    }
    if (!have)
        emit_op_u16(fs, OP_PUSH_CONST, emit_const_atom(fs, ""));
}

/* tag`a${x}b`: tag(strings, x) with the site's cached strings array. */
static void emit_tagged_template(FuncState *fs, Node *n)
{
    Node *c = n->a, *t = n->b;
    if ((c->kind == N_MEMBER || c->kind == N_INDEX)) {
        emit_member_get(fs, c, true);           /* [f this] */
    } else if (c->kind == N_OPTCHAIN && c->a && (c->a->kind == N_MEMBER || c->a->kind == N_INDEX) &&
               !is_super(c->a->a)) {
        emit_optchain_method(fs, c);
    } else {
        emit_expr(fs, c);
        emit_op(fs, OP_PUSH_UNDEF);
    }
    uint32_t nq = (t->list.count + 1) / 2;
    if (nq > 255) {
        emit_error(fs->C, n, ERR_SYNTAX, "Too many arguments in function call (only 65535 allowed)");
        return;
    }
    for (uint32_t i = 0; i < t->list.count; i += 2) {
        Node *q = t->list.items[i];
        if (q->flags & F_NO_COOKED)
            emit_op(fs, OP_PUSH_UNDEF);
        else
            emit_op_u16(fs, OP_PUSH_CONST, emit_const_str16(fs, q->str, q->str_len));
    }
    for (uint32_t i = 0; i < t->list.count; i += 2) {
        Node *q = t->list.items[i];
        emit_op_u16(fs, OP_PUSH_CONST, emit_const_atom(fs, q->name ? q->name : ""));
    }
    emit_node_pos(fs, n);
    emit_op_u16u16(fs, OP_TEMPLATE_OBJECT, emit_const_cache(fs), (uint16_t)nq);
    emit_adjust(fs, 1 - 2 * (int)nq);
    for (uint32_t i = 1; i < t->list.count; i += 2)
        emit_expr(fs, t->list.items[i]);
    emit_pos(fs, t->start); /* V8 blames the template */
    emit_call_name(fs, c);
    emit_op_u8(fs, OP_CALL, (uint8_t)nq);
    emit_adjust(fs, -(int)nq - 1);
}

static void emit_array(FuncState *fs, Node *n)
{
    NodeList *l = &n->list;
    uint32_t direct = 0;
    while (direct < l->count && direct < 32 && l->items[direct]->kind != N_SPREAD)
        direct++;
    for (uint32_t i = 0; i < direct; i++) {
        Node *e = l->items[i];
        if (e->kind == N_HOLE)
            emit_op(fs, OP_PUSH_EMPTY);
        else
            emit_expr(fs, e);
    }
    emit_op_u16(fs, OP_NEW_ARRAY, (uint16_t)direct);
    emit_adjust(fs, 1 - (int)direct);
    for (uint32_t i = direct; i < l->count; i++) {
        Node *e = l->items[i];
        if (e->kind == N_SPREAD) {
            emit_expr(fs, e->a);
            emit_node_pos(fs, e->a);
            emit_site_text(fs, emit_source_text(fs, e->a, true));
            emit_op(fs, OP_ARRAY_SPREAD);
        } else {
            if (e->kind == N_HOLE)
                emit_op(fs, OP_PUSH_EMPTY);
            else
                emit_expr(fs, e);
            emit_op(fs, OP_ARRAY_PUSH);
        }
    }
}

static bool and_link(const Node *n) { return n->kind == N_LOGICAL && n->op == T_AND; }
static bool or_link(const Node *n) { return n->kind == N_LOGICAL && n->op == T_OR; }

static void cond_jump(FuncState *fs, Node *n, bool jump_if, Patch **out, Arena *a)
{
    if (n->kind == N_UNARY && n->op == T_NOT) {
        emit_cond_jump(fs, n->a, !jump_if, out, a);
        return;
    }
    if (n->kind == N_LOGICAL && (n->op == T_AND || n->op == T_OR)) {
        bool is_and = n->op == T_AND;
        if (is_and != jump_if) {
            /* (a && b) jump if false: a false → jump; b false → jump; a chain
             * of the same operator (compiler/ast.h) is one jump per operand */
            Node *first, *x = ast_chain_down(n, is_and ? and_link : or_link, &first), *left = first;
            emit_cond_jump(fs, first, jump_if, out, a);
            while (x) {
                Node *up = ast_chain_up(x, left);
                emit_cond_jump(fs, x->b, jump_if, out, a);
                left = x;
                x = up;
            }
        } else {
            /* (a && b) jump if true: a false → skip; b true → jump */
            Patch *skip = NULL;
            emit_cond_jump(fs, n->a, !jump_if, &skip, a);
            emit_cond_jump(fs, n->b, jump_if, out, a);
            for (Patch *p = skip; p; p = p->next)
                emit_patch(fs, p->at);
        }
        return;
    }
    if (n->kind == N_TRUE || n->kind == N_FALSE) {
        if ((n->kind == N_TRUE) == jump_if) {
            Patch *p = arena_alloc(a, sizeof *p);
            if (p) {
                p->at = emit_jump(fs, OP_JUMP);
                p->next = *out;
                *out = p;
            }
        }
        return;
    }
    emit_expr(fs, n);
    Patch *p = arena_alloc(a, sizeof *p);
    if (!p)
        return;
    p->at = emit_jump(fs, jump_if ? OP_JUMP_IF_TRUE : OP_JUMP_IF_FALSE);
    p->next = *out;
    *out = p;
}

/* Conditional jump on a test expression, fusing !, && and ||.
 * Jumps (adding sites to *out) when ToBoolean(n) == jump_if. */
void emit_cond_jump(FuncState *fs, Node *n, bool jump_if, Patch **out, Arena *a)
{
    if (!emit_enter(fs->C, n))
        return;
    cond_jump(fs, n, jump_if, out, a);
    emit_leave(fs->C);
}

/* yield v: YIELD suspends; resumed, [recv mode] → GEN_RESUME throws for
 * throw(), and return() takes the out-of-line return path.
 * yield* o: a loop of DELEGATE steps, each inner result yielded as is. */
/* Resumption modes pushed with a resumed frame's value (vm/vm.h GEN_MODE_*). */
enum { RM_NEXT = 0, RM_THROW = 1, RM_RETURN = 2 };

void emit_await(FuncState *fs)
{
    emit_op(fs, OP_AWAIT);       /* [v] → [recv mode] */
    emit_op(fs, OP_GEN_RESUME);  /* throws a rejection here */
    emit_op(fs, OP_POP);
}

/* yield* o in an async generator (the spec's loop, with each await an AWAIT):
 * the inner result of next/throw/return is awaited and its value yielded
 * as is; a return() resumption first awaits its value (a rejection is
 * forwarded to the inner throw()). */
static void emit_async_delegate(FuncState *fs, Node *n)
{
    emit_expr(fs, n->a);
    emit_node_pos(fs, n);
    emit_op_u8(fs, OP_GET_ASYNC_ITER, 1); /* [iter next] */
    emit_op(fs, OP_PUSH_UNDEF);
    emit_op_u8(fs, OP_PUSH_I8, RM_NEXT); /* [iter next recv mode] */
    int d = fs->depth;
    uint32_t top = fs->len;
    emit_node_pos(fs, n);
    uint32_t joff = emit_jump(fs, OP_ADELEGATE); /* [iter next mode res] */
    emit_await(fs);
    emit_op(fs, OP_ADELEGATE_RESULT);        /* [iter next mode value done] */
    uint32_t jfin = emit_jump(fs, OP_JUMP_IF_TRUE);
    emit_op(fs, OP_SWAP);
    emit_op(fs, OP_POP);                     /* [iter next value] */
    emit_op_u8(fs, OP_YIELD, 0);             /* → [iter next recv mode] */
    emit_op(fs, OP_DUP);
    emit_op_u8(fs, OP_PUSH_I8, RM_RETURN);
    emit_op(fs, OP_SEQ);
    emit_patch_to(fs, emit_jump(fs, OP_JUMP_IF_FALSE), top);
    emit_op(fs, OP_POP);                     /* return(v): [iter next v] */
    emit_op(fs, OP_AWAIT);                   /* [iter next v' next|throw] */
    emit_op(fs, OP_DUP);
    emit_op_u8(fs, OP_PUSH_I8, RM_THROW);
    emit_op(fs, OP_SEQ);
    emit_patch_to(fs, emit_jump(fs, OP_JUMP_IF_TRUE), top);
    emit_op(fs, OP_POP);
    emit_op_u8(fs, OP_PUSH_I8, RM_RETURN);
    emit_loop(fs, top);
    /* ADELEGATE's jump: [iter next mode x], x to await */
    emit_patch(fs, joff);
    fs->depth = d;
    emit_await(fs);
    emit_op(fs, OP_SWAP);                    /* [iter next x mode] */
    emit_op_u8(fs, OP_PUSH_I8, RM_RETURN);
    emit_op(fs, OP_SEQ);
    uint32_t jthr = emit_jump(fs, OP_JUMP_IF_FALSE);
    emit_gen_return(fs);                     /* no return(): return the awaited value */
    fs->depth++;
    emit_patch(fs, jthr);                    /* no throw(): x is what return() gave */
    emit_op(fs, OP_AITER_NO_THROW);
    /* done: [iter next mode value] */
    emit_patch(fs, jfin);
    fs->depth = d;
    emit_op(fs, OP_SWAP);
    emit_op_u8(fs, OP_PUSH_I8, RM_RETURN);
    emit_op(fs, OP_SEQ);
    uint32_t jval = emit_jump(fs, OP_JUMP_IF_FALSE);
    emit_gen_return(fs);
    fs->depth++;
    emit_patch(fs, jval);                    /* [iter next value] */
    emit_op(fs, OP_ROT3);
    emit_op(fs, OP_POP);
    emit_op(fs, OP_POP);                     /* [value] */
}

static void emit_yield(FuncState *fs, Node *n)
{
    if ((n->flags & F_DELEGATE) && fs->async_gen) {
        emit_async_delegate(fs, n);
        return;
    }
    if (!(n->flags & F_DELEGATE)) {
        if (n->a)
            emit_expr(fs, n->a);
        else
            emit_op(fs, OP_PUSH_UNDEF);
        emit_node_pos(fs, n);
        if (fs->async_gen)
            emit_await(fs);             /* an async generator yields the awaited value */
        emit_op_u8(fs, OP_YIELD, 0);    /* [v] → [recv mode] */
        emit_op(fs, OP_GEN_RESUME);     /* → [recv is_return] */
        uint32_t j = emit_jump(fs, OP_JUMP_IF_FALSE);
        if (fs->async_gen)
            emit_await(fs);             /* return(v) awaits v, then returns */
        emit_gen_return(fs);
        fs->depth++;
        emit_patch(fs, j);              /* [recv] */
        return;
    }
    emit_expr(fs, n->a);
    emit_node_pos(fs, n);
    emit_op(fs, OP_GET_ITER);           /* [iter next] */
    emit_op(fs, OP_PUSH_UNDEF);
    emit_op_u8(fs, OP_PUSH_I8, 0);      /* [iter next recv mode=next] */
    uint32_t top = fs->len;
    emit_node_pos(fs, n);
    emit_op(fs, OP_DELEGATE);           /* [iter next mode res done] */
    uint32_t jd = emit_jump(fs, OP_JUMP_IF_TRUE);
    emit_op(fs, OP_SWAP);
    emit_op(fs, OP_POP);                /* [iter next res] */
    emit_op_u8(fs, OP_YIELD, 1);        /* → [iter next recv mode] */
    emit_loop(fs, top);
    emit_patch(fs, jd);
    emit_op(fs, OP_SWAP);               /* [iter next res mode] */
    emit_op_u8(fs, OP_PUSH_I8, 2);
    emit_op(fs, OP_SEQ);
    uint32_t jn = emit_jump(fs, OP_JUMP_IF_FALSE);
    emit_gen_return(fs);
    fs->depth++;
    emit_patch(fs, jn);                 /* [iter next value] */
    emit_op(fs, OP_ROT3);
    emit_op(fs, OP_POP);
    emit_op(fs, OP_POP);                /* [value] */
}

/* A left-deep chain of binary and logical operators (compiler/ast.h): the
 * first operand, then each link's right operand and operator in turn. */
static void emit_chain(FuncState *fs, Node *n)
{
    Node *first, *x = ast_chain_down(n, ast_chain_link, &first), *left = first;
    emit_expr(fs, first);
    while (x) {
        Node *up = ast_chain_up(x, left);
        if (x->kind == N_LOGICAL) {
            uint32_t j = emit_jump(fs, logical_jump(x->op));
            emit_adjust(fs, -1);
            emit_expr(fs, x->b);
            emit_patch(fs, j);
        } else {
            int op = binop(x->op);
            emit_expr(fs, x->b);
            emit_node_pos(fs, x);
            if (op < 0)
                emit_error(fs->C, x, ERR_SYNTAX, "internal error: binary operator");
            else
                emit_op(fs, op);
        }
        left = x;
        x = up;
    }
}

static void emit_expr_node(FuncState *fs, Node *n)
{
    switch (n->kind) {
    case N_NUM: emit_push_num(fs, n->num); return;
    case N_BIGINT: emit_op_u16(fs, OP_PUSH_CONST, emit_const_bigint(fs, n->name)); return;
    case N_STR: emit_op_u16(fs, OP_PUSH_CONST, emit_const_str16(fs, n->str, n->str_len)); return;
    case N_TEMPLATE: emit_template(fs, n); return;
    case N_REGEXP: {
        uint16_t pk = emit_const_str16(fs, n->str, n->str_len);
        uint16_t fk = emit_const_atom(fs, n->name);
        emit_op_u16u16(fs, OP_NEW_REGEXP, pk, fk);
        return;
    }
    case N_IDENT: {
        Ref r = emit_resolve_id(fs, n);
        if (r.kind == REF_GLOBAL && !r.nenv && strcmp(n->name, "undefined") == 0) {
            emit_op(fs, OP_PUSH_UNDEF);
            return;
        }
        emit_get_ref(fs, r, n->start, false);
        return;
    }
    case N_THIS: emit_this(fs); return;
    case N_NULL: emit_op(fs, OP_PUSH_NULL); return;
    case N_TRUE: emit_op(fs, OP_PUSH_TRUE); return;
    case N_FALSE: emit_op(fs, OP_PUSH_FALSE); return;
    case N_NEW_TARGET: emit_special(fs, VK_NEWTARGET); return;
    case N_ARRAY: emit_array(fs, n); return;
    case N_OBJECT: emit_object(fs, n); return;
    case N_FUNC: emit_closure(fs, n, n->name ? n->name : ""); return;
    case N_CLASS: emit_class(fs, n, n->name ? n->name : ""); return;
    case N_UNARY: emit_unary(fs, n); return;
    case N_YIELD: emit_yield(fs, n); return;
    case N_AWAIT:
        /* [v] → AWAIT suspends → [recv mode]; GEN_RESUME throws for a rejection */
        emit_expr(fs, n->a);
        emit_node_pos(fs, n);
        emit_await(fs);
        return;
    case N_IMPORT_CALL:
        emit_expr(fs, n->a);
        if (n->b)
            emit_expr(fs, n->b);
        else
            emit_op(fs, OP_PUSH_UNDEF);
        emit_node_pos(fs, n);
        emit_op_u8(fs, OP_IMPORT_CALL, (uint8_t)n->op);
        return;
    case N_UPDATE: emit_update(fs, n, false); return;
    case N_PRIVATE_NAME:
        emit_error(fs->C, n, ERR_SYNTAX, "Unexpected identifier '%s'", n->name);
        return;
    case N_BINARY: case N_LOGICAL:
        if (!ast_chain_link(n)) {   /* #x in o */
            push_private_name(fs, n->a);
            emit_expr(fs, n->b);
            emit_node_pos(fs, n);
            emit_op(fs, OP_HAS_PRIVATE);
            return;
        }
        emit_chain(fs, n);
        return;
    case N_ASSIGN: emit_assign(fs, n); return;
    case N_COND: {
        Patch *pf = NULL;
        emit_cond_jump(fs, n->a, false, &pf, &fs->C->arena);
        emit_expr(fs, n->b);
        uint32_t jend = emit_jump(fs, OP_JUMP);
        for (Patch *p = pf; p; p = p->next)
            emit_patch(fs, p->at);
        emit_adjust(fs, -1);
        emit_expr(fs, n->c);
        emit_patch(fs, jend);
        return;
    }
    case N_CALL: emit_call(fs, n, NULL); return;
    case N_TAGGED_TEMPLATE: emit_tagged_template(fs, n); return;
    case N_NEW: emit_new(fs, n); return;
    case N_MEMBER: case N_INDEX: emit_member_get(fs, n, false); return;
    case N_OPTCHAIN: emit_optchain(fs, n); return;
    case N_SEQUENCE:
        for (uint32_t i = 0; i < n->list.count; i++) {
            emit_expr(fs, n->list.items[i]);
            if (i + 1 < n->list.count)
                emit_op(fs, OP_POP);
        }
        if (!n->list.count)
            emit_op(fs, OP_PUSH_UNDEF);
        return;
    case N_SUPER:
        emit_error(fs->C, n, ERR_SYNTAX, "'super' keyword unexpected here");
        return;
    case N_ARRAY_PAT: case N_OBJECT_PAT:
        emit_error(fs->C, n, ERR_SYNTAX, "Invalid destructuring assignment target");
        return;
    default:
        emit_error(fs->C, n, ERR_SYNTAX, "Unexpected token");
        return;
    }
}

void emit_expr(FuncState *fs, Node *n)
{
    if (!n || fs->C->failed || !emit_enter(fs->C, n)) {
        emit_op(fs, OP_PUSH_UNDEF);
        return;
    }
    emit_expr_node(fs, n);
    emit_leave(fs->C);
}
