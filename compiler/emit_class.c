/* compiler/emit_class.c — object literals and classes.
 *
 * Both build with DEFINE_PROP; methods carry the METHOD flag so the closure's
 * home object is set for `super`. A class leaves [ctor] on the stack; during
 * its body the stack holds [ctor proto]. Default constructors are synthesised
 * as AST in pass 1 (scope.c), so they are ordinary functions here.
 *
 * Evaluation order (as the spec's ClassDefinitionEvaluation): fresh private
 * names, heritage, MAKE_CLASS, the members in order (computed keys of fields
 * are evaluated here and kept in hidden bindings; private methods are made
 * once), the instance-field initialiser (the constructor calls it on `this`:
 * a base class before its parameters, a derived one right after super()),
 * the class's inner name, then static fields and blocks in order, each a
 * synthesised method called with this = the class. Private elements are own
 * properties keyed by private-name symbols that no reflection enumerates.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "emit.h"

enum { DP_ENUM = 1, DP_GET = 2, DP_SET = 4, DP_COMPUTED = 8, DP_METHOD = 16, DP_SET_NAME = 32 };

static const char *prefixed(FuncState *fs, const char *pre, const char *name)
{
    size_t a = strlen(pre), b = strlen(name);
    char *s = arena_alloc(&fs->C->arena, a + b + 1);
    if (!s)
        return name;
    memcpy(s, pre, a);
    memcpy(s + a, name, b + 1);
    return s;
}

/* Key name as text for function names, when statically known. */
static const char *static_key_text(FuncState *fs, Node *key)
{
    if (key->kind == N_IDENT)
        return key->name;
    if (key->kind == N_STR) {
        char *b = arena_alloc(&fs->C->arena, key->str_len + 1);
        if (!b)
            return NULL;
        for (uint32_t i = 0; i < key->str_len; i++) {
            if (key->str[i] == 0 || key->str[i] >= 0x80)
                return NULL;
            b[i] = (char)key->str[i];
        }
        return b;
    }
    if (key->kind == N_NUM) {
        char *b = arena_alloc(&fs->C->arena, 32);
        if (!b)
            return NULL;
        double d = key->num;
        if (d == (double)(long long)d && d > -1e15 && d < 1e15)
            snprintf(b, 32, "%lld", (long long)d);
        else
            snprintf(b, 32, "%.17g", d);
        return b;
    }
    return NULL;
}

/* [o] → [o]: define one member (value computed by emit_value) on the object on top. */
static void define_member(FuncState *fs, Node *p, unsigned base_flags, bool is_class)
{
    Node *key = p->a, *val = p->b;
    bool computed = (p->flags & F_COMPUTED) != 0;
    const char *nm = computed ? NULL : emit_key_name(fs, key);
    unsigned flags = base_flags;
    bool accessor = (p->flags & (F_GETTER | F_SETTER)) || (val && val->kind == N_FUNC && (val->flags & (F_GETTER | F_SETTER)));
    bool getter = (p->flags & F_GETTER) || (val && val->kind == N_FUNC && (val->flags & F_GETTER));
    bool method = is_class || (p->flags & (F_METHOD | F_GETTER | F_SETTER)) ||
                  (val && val->kind == N_FUNC && (val->flags & (F_METHOD | F_GETTER | F_SETTER)));
    if (accessor)
        flags |= getter ? DP_GET : DP_SET;
    if (method && val && val->kind == N_FUNC)
        flags |= DP_METHOD;
    int pops = 1;
    if (!nm) {
        flags |= DP_COMPUTED;
        if (computed) {
            /* ToPropertyKey before the value is evaluated: a key's
             * toString runs first (PropertyDefinitionEvaluation) */
            emit_expr(fs, key);
            emit_op(fs, OP_TO_PROPKEY);
        } else
            emit_key_value(fs, key);
        pops = 2;
    }
    const char *text = computed ? NULL : static_key_text(fs, key);
    /* methods and accessors may carry their key as name; theirs comes from the key
     * ("get a" for an accessor), as emit_closure ignores it for them */
    if (val && val->kind == N_FUNC && (!val->name || (val->flags & (F_METHOD | F_GETTER | F_SETTER)))) {
        if (text) {
            const char *fname = accessor ? prefixed(fs, getter ? "get " : "set ", text) : text;
            emit_closure(fs, val, fname);
        } else {
            emit_closure(fs, val, "");
            flags |= DP_SET_NAME;
        }
    } else if (val && val->kind == N_CLASS && !val->name) {
        if (text)
            emit_class(fs, val, text);
        else {
            emit_class(fs, val, "");
            flags |= DP_SET_NAME;
        }
    } else if (p->flags & F_SHORTHAND) {
        Node *id = val ? val : key;
        if (id->kind == N_ASSIGN_PAT)
            id = id->a;
        emit_expr(fs, id);
    } else {
        emit_expr(fs, val);
    }
    emit_node_pos(fs, key);
    if (flags == DP_ENUM && nm) {
        /* the common `k: v` literal member: a plain data define with an IC */
        emit_op_u16u16(fs, OP_DEFINE_FIELD, emit_const_atom(fs, nm), emit_ic(fs));
        return;
    }
    emit_op(fs, OP_DEFINE_PROP);
    emit_byte(fs, (uint8_t)flags);
    emit_u16(fs, nm ? emit_const_atom(fs, nm) : 0);
    emit_adjust(fs, -pops);
}

void emit_object(FuncState *fs, Node *n)
{
    /* presize the slots for the literal's own members: DEFINE_FIELD's add
     * IC only hits when the slot already exists */
    uint32_t nprops = 0;
    for (uint32_t i = 0; i < n->list.count; i++)
        if (n->list.items[i]->kind == N_PROP)
            nprops++;
    if (nprops)
        emit_op_u8(fs, OP_NEW_OBJECT_N, (uint8_t)(nprops > 32 ? 32 : nprops));
    else
        emit_op(fs, OP_NEW_OBJECT);
    for (uint32_t i = 0; i < n->list.count; i++) {
        Node *p = n->list.items[i];
        if (p->kind == N_SPREAD) {
            emit_expr(fs, p->a);
            emit_op(fs, OP_SPREAD_OBJ);
            continue;
        }
        if (p->kind != N_PROP)
            continue;
        if ((p->flags & F_PROTO) && !(p->flags & (F_COMPUTED | F_SHORTHAND | F_METHOD))) {
            emit_expr(fs, p->b);
            emit_op(fs, OP_SET_PROTO_LIT);
            continue;
        }
        define_member(fs, p, DP_ENUM, false);
    }
}

static int private_kind(Node *m)
{
    return (m->flags & F_FIELD) ? PRIV_FIELD : (m->flags & F_GETTER) ? PRIV_GETTER
         : (m->flags & F_SETTER) ? PRIV_SETTER : PRIV_METHOD;
}

/* [home] → [home]: a private method's function, made once per class
 * evaluation and kept in its hidden binding (the initialiser installs it). */
static void private_method(FuncState *fs, Scope *cs, Node *m)
{
    Var *fv = cs && m->name ? scope_find_local(cs, m->name) : NULL;
    const char *nm = m->a->name;
    if (m->flags & (F_GETTER | F_SETTER))
        nm = prefixed(fs, (m->flags & F_GETTER) ? "get " : "set ", nm);
    emit_closure(fs, m->b, nm);
    emit_op(fs, OP_SET_HOME);
    if (fv)
        emit_init_var(fs, fv);
    else
        emit_op(fs, OP_POP);
}

void emit_class(FuncState *fs, Node *cls, const char *name)
{
    if (cls->name)
        name = cls->name;
    NodeInfo *ni = emit_node_info(fs->C, cls, false);
    Scope *cs = ni ? ni->scope : NULL, *hs = ni ? ni->scope2 : NULL; /* scope.c's walk_class_in */
    Scope *saved = fs->scope;
    if (hs) {
        fs->scope = hs;
        emit_enter_scope(fs, hs);
    }
    if (cs) {
        fs->scope = cs;
        emit_enter_scope(fs, cs);
        /* fresh private names for this evaluation of the class */
        for (uint32_t i = 0; i < cs->nvars; i++) {
            Var *v = cs->vars[i];
            if (!v->priv)
                continue;
            emit_op_u16(fs, OP_NEW_PRIVATE_NAME, emit_const_atom(fs, v->name));
            emit_init_var(fs, v);
        }
    }
    emit_node_pos(fs, cls);
    if (cls->a) {
        Scope *body = fs->scope;
        fs->scope = hs ? hs : saved; /* the inner name (in TDZ), not the private names */
        emit_expr(fs, cls->a);
        fs->scope = body;
    } else
        emit_op(fs, OP_PUSH_EMPTY);
    if (!cls->b) {
        emit_error(fs->C, cls, ERR_SYNTAX, "internal error: class without constructor");
        return;
    }
    emit_closure(fs, cls->b, name ? name : "");
    if (!fs->C->failed && fs->nprotos) {
        /* the constructor is the class: its source text is the class's */
        fs->protos[fs->nprotos - 1]->src_start = cls->start;
        fs->protos[fs->nprotos - 1]->src_end = cls->end;
    }
    emit_node_pos(fs, cls);
    emit_op_u16(fs, OP_MAKE_CLASS, emit_const_atom(fs, name ? name : ""));  /* [ctor proto] */
    NodeInfo *ci = emit_node_info(fs->C, cls->b, false);
    if (ci && ci->fn && ci->fn->uses_home) {
        /* constructor's home object = prototype (for super.x in it) */
        emit_op(fs, OP_DUP2);
        emit_op(fs, OP_SWAP);
        emit_op(fs, OP_DEFINE_PROP);
        emit_byte(fs, DP_METHOD);
        emit_u16(fs, emit_const_atom(fs, "constructor"));
        emit_adjust(fs, -1);
        emit_op(fs, OP_POP);
    }
    for (uint32_t i = 0; i < cls->list.count; i++) {
        Node *m = cls->list.items[i];
        if (m->kind != N_PROP || (m->flags & F_INITIALIZER))
            continue;
        if (m->flags & F_FIELD) {
            /* a computed field key is evaluated now, in member order */
            if ((m->flags & F_COMPUTED) && m->name) {
                Var *kv = cs ? scope_find_local(cs, m->name) : NULL;
                emit_expr(fs, m->a);
                emit_op(fs, OP_TO_PROPKEY);
                if (kv)
                    emit_init_var(fs, kv);
                else
                    emit_op(fs, OP_POP);
            }
            continue;
        }
        bool st = (m->flags & F_STATIC) != 0;
        if (st)
            emit_op(fs, OP_SWAP);
        if (m->flags & F_PRIVATE)
            private_method(fs, cs, m);
        else
            define_member(fs, m, 0, true);
        if (st)
            emit_op(fs, OP_SWAP);
    }
    /* static private methods and accessors live on the class itself */
    for (uint32_t i = 0; i < cls->list.count; i++) {
        Node *m = cls->list.items[i];
        if (m->kind != N_PROP || (m->flags & (F_PRIVATE | F_STATIC | F_FIELD)) != (F_PRIVATE | F_STATIC) || !cs)
            continue;
        Var *nv = scope_find_local(cs, m->a->name), *fv = scope_find_local(cs, m->name);
        if (!nv || !fv)
            continue;
        emit_op(fs, OP_SWAP);                                   /* [proto ctor] */
        emit_op(fs, OP_DUP);
        emit_get_ref(fs, emit_var_ref(fs, nv), cls->end, false);
        emit_get_ref(fs, emit_var_ref(fs, fv), cls->end, false); /* [proto ctor ctor name f] */
        emit_op_u8(fs, OP_DEFINE_PRIVATE, (uint8_t)private_kind(m));
        emit_u16(fs, emit_const_atom(fs, name && *name ? name : "anonymous"));
        emit_op(fs, OP_POP);
        emit_op(fs, OP_SWAP);                                   /* [ctor proto] */
    }
    /* the instance-field initialiser, before anything can construct */
    if (cls->init && cs) {
        Var *iv = scope_find_local(cs, "%fieldinit");
        emit_closure(fs, cls->init, "<instance_members_initializer>");
        emit_op(fs, OP_SET_HOME);
        if (iv)
            emit_init_var(fs, iv);
        else
            emit_op(fs, OP_POP);
    }
    /* the class's inner name binding: in TDZ while computed keys run */
    if (cs && cls->name) {
        Var *v = scope_find_local(hs ? hs : cs, cls->name);
        if (v && (v->used || v->captured)) {
            emit_op(fs, OP_SWAP);
            emit_op(fs, OP_DUP);
            emit_init_var(fs, v);
            emit_op(fs, OP_SWAP);
        }
    }
    /* static fields and blocks, in order, with this = the class */
    for (uint32_t i = 0; i < cls->list.count; i++) {
        Node *m = cls->list.items[i];
        Node *f = m->kind != N_PROP ? NULL : (m->flags & F_INITIALIZER) ? m->b
                : (m->flags & (F_FIELD | F_STATIC)) == (F_FIELD | F_STATIC) ? m->c : NULL;
        if (!f)
            continue;
        emit_op(fs, OP_SWAP);                                   /* [proto ctor] */
        emit_op(fs, OP_DUP);                                    /* [proto ctor ctor] */
        emit_closure(fs, f, "<static_initializer>");            /* [proto ctor ctor f] */
        emit_op(fs, OP_SET_HOME);
        emit_op(fs, OP_SWAP);                                   /* [proto ctor f ctor] */
        emit_node_pos(fs, cls);                                 /* V8 places the call at the class */
        emit_op_u8(fs, OP_CALL, 0);
        emit_adjust(fs, -1);                                    /* [proto ctor r] */
        emit_op(fs, OP_POP);
        emit_op(fs, OP_SWAP);                                   /* [ctor proto] */
    }
    emit_op(fs, OP_POP);  /* [ctor] */
    fs->scope = saved;
}

/* N_FIELD_DEF inside a synthesised initialiser: define the field on this. */
void emit_field_def(FuncState *fs, Node *n)
{
    emit_this(fs);                                              /* [this] */
    if (n->flags & F_PRIVATE) {
        emit_get_ref(fs, emit_resolve(fs, n->name), n->start, false);  /* [this name] */
        if (!n->b)
            emit_op(fs, OP_PUSH_UNDEF);
        else
            emit_expr_named(fs, n->b, n->name);
        emit_node_pos(fs, n);
        emit_op_u8(fs, OP_DEFINE_PRIVATE, (uint8_t)private_kind(n));
        Var *pv = scope_lookup(fs->scope, n->name);
        Node *cls = pv ? pv->scope->node : NULL;
        emit_u16(fs, emit_const_atom(fs, cls && cls->kind == N_CLASS && cls->name ? cls->name : "anonymous"));
        emit_op(fs, OP_POP);
        return;
    }
    unsigned flags = DP_ENUM;
    const char *nm = NULL, *text = NULL;
    if (n->name) {
        emit_get_ref(fs, emit_resolve(fs, n->name), n->start, false);
        flags |= DP_COMPUTED;
    } else {
        nm = emit_key_name(fs, n->a);
        text = static_key_text(fs, n->a);
        if (!nm) {
            emit_key_value(fs, n->a);
            flags |= DP_COMPUTED;
        }
    }
    if (!n->b) {
        emit_op(fs, OP_PUSH_UNDEF);
    } else if (emit_is_anon_fn(n->b) && !text) {
        emit_expr_named(fs, n->b, "");
        flags |= DP_SET_NAME;
    } else {
        emit_expr_named(fs, n->b, text);
    }
    emit_node_pos(fs, n);
    emit_op(fs, OP_DEFINE_PROP);
    emit_byte(fs, (uint8_t)flags);
    emit_u16(fs, nm ? emit_const_atom(fs, nm) : 0);
    emit_adjust(fs, (flags & DP_COMPUTED) ? -2 : -1);           /* [this] */
    emit_op(fs, OP_POP);
}
