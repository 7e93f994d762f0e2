/* compiler/emit_pattern.c — destructuring and assignment targets.
 *
 * emit_assign_target consumes the value on top of the stack ([v] → []) and
 * stores it into an identifier, a member, or recursively through an object
 * or array pattern. BIND_INIT stores initialise declared bindings (no TDZ or
 * const checks); BIND_ASSIGN stores are ordinary assignments.
 */
#include <stdlib.h>
#include <string.h>

#include "emit.h"

static bool is_index_name(const char *s)
{
    if (!*s)
        return false;
    if (s[0] == '0' && s[1])
        return false;
    uint64_t v = 0;
    for (const char *p = s; *p; p++) {
        if (*p < '0' || *p > '9')
            return false;
        v = v * 10 + (uint64_t)(*p - '0');
        if (v > 2147483646u)
            return false;
    }
    return true;
}

/* Key of a non-computed property as an atom name, or NULL when it must go
 * through the computed path (numeric keys). */
const char *emit_key_name(FuncState *fs, Node *key)
{
    if (key->kind == N_IDENT)
        return is_index_name(key->name) ? NULL : key->name;
    if (key->kind == N_STR) {
        char *b = arena_alloc(&fs->C->arena, key->str_len * 3 + 1);
        if (!b)
            return NULL;
        size_t o = 0;
        for (uint32_t i = 0; i < key->str_len; i++) {
            uint16_t c = key->str[i];
            if (c == 0 || c >= 0x80)
                return NULL; /* non-ASCII keys: computed path keeps UTF-16 exact */
            b[o++] = (char)c;
        }
        b[o] = 0;
        return is_index_name(b) ? NULL : b;
    }
    return NULL;
}

/* Push a non-computed key as a value (for computed-path use). */
void emit_key_value(FuncState *fs, Node *key)
{
    if (key->kind == N_NUM)
        emit_push_num(fs, key->num);
    else if (key->kind == N_STR)
        emit_op_u16(fs, OP_PUSH_CONST, emit_const_str16(fs, key->str, key->str_len));
    else if (key->kind == N_IDENT)
        emit_op_u16(fs, OP_PUSH_CONST, emit_const_atom(fs, key->name));
    else
        emit_expr(fs, key);
}

static void store_ident(FuncState *fs, Node *id, int bind)
{
    if (bind == BIND_INIT) {
        Var *v = scope_lookup(fs->scope, id->name);
        if (v && v->kind == VK_VAR) {
            /* `var x = 1` in a with body assigns what `x` names there */
            Ref r = emit_resolve_found(fs, id->name, v);
            if (r.nenv) {
                emit_put_ref(fs, r, id->start, true);
                return;
            }
        }
        if (v) {
            emit_init_var(fs, v);
            return;
        }
    }
    /* an initialisation found no binding above: that lookup's answer */
    Ref r = bind == BIND_INIT ? emit_resolve_found(fs, id->name, NULL) : emit_resolve_id(fs, id);
    emit_put_ref(fs, r, id->start, false);
}

/* A destructuring assignment's property target (o.x, o[k], o.#x) has its
 * reference evaluated before the value it receives is fetched: the object
 * and key go to two temps (made once per pattern, reused element by
 * element), ahead of the iterator step or the property read, and the store
 * takes them from there (store_member). The key's ToPropertyKey is the
 * store's, as the spec's deferred reference has it. */
typedef struct LRef {
    Node *target;          /* the member node whose reference is held, or NULL */
    uint16_t obj, key;     /* the temps; UINT16_MAX until first needed */
} LRef;

/* The target an element stores into once its default (if any) is applied. */
static Node *element_target(Node *e)
{
    return e && (e->kind == N_ASSIGN_PAT || (e->kind == N_ASSIGN && e->op == T_ASSIGN)) ? e->a : e;
}

/* The element's target reference into the temps when it is a property of
 * an ordinary object (super properties keep their "not supported" error). */
static void lref_eval(FuncState *fs, Node *target, int bind, LRef *r)
{
    r->target = NULL;
    if (bind != BIND_ASSIGN || !target || (target->kind != N_MEMBER && target->kind != N_INDEX) ||
        (target->a && target->a->kind == N_SUPER))
        return;
    if (r->obj == UINT16_MAX)
        r->obj = emit_new_slot(fs);
    emit_expr(fs, target->a);
    emit_op_u16(fs, OP_PUT_LOC, r->obj);
    if (target->kind == N_INDEX) {
        if (r->key == UINT16_MAX)
            r->key = emit_new_slot(fs);
        emit_expr(fs, target->b);
        emit_op_u16(fs, OP_PUT_LOC, r->key);
    }
    r->target = target;
}

static void store_member(FuncState *fs, Node *t, const LRef *pre);

/* [v] → []: an element's default, then its store (through a held
 * reference when lref_eval took one). */
static void store_element(FuncState *fs, Node *e, int bind, const LRef *r)
{
    if (!r->target) {
        emit_assign_target(fs, e, bind);
        return;
    }
    if (e != r->target) {
        uint32_t j = emit_jump(fs, OP_JUMP_IF_UNDEF);
        uint32_t skip = emit_jump(fs, OP_JUMP);
        emit_patch(fs, j);
        emit_adjust(fs, -1);
        emit_expr(fs, e->b);
        emit_patch(fs, skip);
    }
    store_member(fs, r->target, r);
}

/* Key text for "Cannot destructure property 'k'", or NULL when V8 names none. */
static const char *first_key_text(FuncState *fs, Node *it)
{
    if (it->kind != N_PROP || (it->flags & F_COMPUTED))
        return NULL;
    Node *key = it->a;
    if (key->kind == N_IDENT)
        return key->name;
    if (key->kind == N_NUM) {
        char *b = arena_alloc(&fs->C->arena, 40);
        if (b)
            b[vm_num_format(key->num, b)] = 0;
        return b;
    }
    if (key->kind == N_STR) {
        char *b = arena_alloc(&fs->C->arena, key->str_len * 3 + 1);
        if (!b)
            return NULL;
        size_t o = 0;
        for (uint32_t i = 0; i < key->str_len; i++) {
            uint16_t c = key->str[i];
            if (c < 0x80) {
                b[o++] = (char)c;
            } else if (c < 0x800) {
                b[o++] = (char)(0xC0 | (c >> 6));
                b[o++] = (char)(0x80 | (c & 0x3F));
            } else {
                b[o++] = (char)(0xE0 | (c >> 12));
                b[o++] = (char)(0x80 | ((c >> 6) & 0x3F));
                b[o++] = (char)(0x80 | (c & 0x3F));
            }
        }
        b[o] = 0;
        return b;
    }
    return NULL;
}

/* V8's RequireObjectCoercible for a destructured value: [v] → [v]. V8
 * reports a plain property read instead when the first property has a
 * default, and for nested patterns (src NULL). */
static void require_object(FuncState *fs, Node *p, const char *src)
{
    NodeList *l = &p->list;
    Node *first = l->count ? l->items[0] : NULL;
    if (first && (!src || (first->kind == N_PROP && first->b && first->b->kind == N_ASSIGN_PAT)))
        return;
    const char *k = first ? first_key_text(fs, first) : NULL;
    if (src && *src)
        emit_site_text(fs, src);
    emit_node_pos(fs, p);
    emit_op_u16(fs, OP_REQUIRE_OBJECT, k ? emit_const_atom(fs, k) : 0xFFFF);
}

static void emit_object_pattern(FuncState *fs, Node *p, int bind)
{
    NodeList *l = &p->list;
    const char *src = fs->pat_src;
    fs->pat_src = NULL;
    fs->iter_src = NULL;
    require_object(fs, p, src);
    bool has_rest = l->count && (l->items[l->count - 1]->kind == N_REST ||
                                 l->items[l->count - 1]->kind == N_SPREAD);
    /* with a rest element every key is kept in a temp for COPY_REST */
    uint16_t *ktmp = NULL;
    uint32_t nkeys = has_rest ? l->count - 1 : l->count;
    if (has_rest && nkeys) {
        ktmp = arena_alloc(&fs->C->arena, nkeys * sizeof *ktmp);
        if (!ktmp)
            return;
    }
    if (l->count == 0) {
        emit_op(fs, OP_POP);
        return;
    }
    LRef lr = { NULL, UINT16_MAX, UINT16_MAX };
    for (uint32_t i = 0; i < nkeys; i++) {
        Node *it = l->items[i];
        Node *key = it->a, *target = it->b ? it->b : it->a;
        emit_op(fs, OP_DUP);
        const char *nm = (it->flags & F_COMPUTED) ? NULL : emit_key_name(fs, key);
        if (nm && !has_rest) {
            lref_eval(fs, element_target(target), bind, &lr);
            emit_node_pos(fs, key);
            emit_op_u16u16(fs, OP_GET_FIELD, emit_const_atom(fs, nm), emit_ic(fs));
        } else {
            if (it->flags & F_COMPUTED)
                emit_expr(fs, key);
            else
                emit_key_value(fs, key);
            emit_op(fs, OP_TO_PROPKEY);
            if (has_rest) {
                ktmp[i] = emit_new_slot(fs);
                emit_op(fs, OP_DUP);
                emit_op_u16(fs, OP_PUT_LOC, ktmp[i]);
            }
            lref_eval(fs, element_target(target), bind, &lr);
            emit_node_pos(fs, key);
            emit_op(fs, OP_GET_ELEM);
        }
        store_element(fs, target, bind, &lr);
    }
    if (has_rest) {
        Node *rt = l->items[l->count - 1]->a;
        lref_eval(fs, rt, bind, &lr);
        for (uint32_t i = 0; i < nkeys; i++)
            emit_op_u16(fs, OP_GET_LOC, ktmp[i]);
        emit_op_u16(fs, OP_COPY_REST, (uint16_t)nkeys);
        emit_adjust(fs, 1 - (int)nkeys);
        store_element(fs, rt, bind, &lr);
    }
    emit_op(fs, OP_POP);
}

static void emit_array_pattern(FuncState *fs, Node *p, int bind)
{
    NodeList *l = &p->list;
    const char *src = fs->iter_src;
    fs->pat_src = NULL;
    fs->iter_src = NULL;
    if (src)
        emit_site_text(fs, src);
    emit_node_pos(fs, p);
    emit_op(fs, OP_GET_ITER);   /* [iter next] */
    /* a throw from a default or a target closes the iterator (a throw from
     * next() itself leaves it marked done, so nothing is called then) */
    int base = fs->depth;
    uint32_t handler = emit_jump(fs, OP_TRY);
    bool closed = false;
    /* a generator's return at a yield in a default or a target closes it too */
    Ctl ctl = {.kind = CTL_ITER, .depth = base - 2, .prev = fs->ctl};
    fs->ctl = &ctl;
    LRef lr = { NULL, UINT16_MAX, UINT16_MAX };
    for (uint32_t i = 0; i < l->count; i++) {
        Node *e = l->items[i];
        if (e->kind == N_HOLE) {
            emit_op(fs, OP_ITER_VALUE);
            emit_op(fs, OP_POP);
        } else if (e->kind == N_REST || e->kind == N_SPREAD) {
            lref_eval(fs, e->a, bind, &lr);
            emit_op(fs, OP_ITER_REST);
            store_element(fs, e->a, bind, &lr);
        } else {
            lref_eval(fs, element_target(e), bind, &lr);
            emit_op(fs, OP_ITER_VALUE);
            store_element(fs, e, bind, &lr);
        }
    }
    fs->ctl = ctl.prev;
    emit_op(fs, OP_END_TRY);
    if (!closed)
        emit_op(fs, OP_ITER_CLOSE);
    uint32_t jend = emit_jump(fs, OP_JUMP);
    emit_patch(fs, handler);
    fs->depth = base + 1;       /* [iter next exc] */
    if (fs->depth > fs->max_depth)
        fs->max_depth = fs->depth;
    emit_op(fs, OP_ROT3);
    emit_op(fs, OP_ITER_CLOSE_THROW);
    emit_op(fs, OP_THROW);
    emit_patch(fs, jend);
    fs->depth = base - 2;
}

static void assign_target(FuncState *fs, Node *t, int bind)
{
    if (t->kind != N_OBJECT_PAT && t->kind != N_OBJECT && t->kind != N_ARRAY_PAT && t->kind != N_ARRAY)
        fs->pat_src = fs->iter_src = NULL;
    switch (t->kind) {
    case N_IDENT: store_ident(fs, t, bind); return;
    case N_CALL: /* [v]: a sloppy for-in/of head (Annex B) */
        emit_call_target(fs, t, "Invalid left-hand side in for-loop");
        emit_op(fs, OP_POP);
        emit_op(fs, OP_POP);
        return;
    case N_ASSIGN:
        if (t->op != T_ASSIGN) {
            emit_error(fs->C, t, ERR_SYNTAX, "Invalid destructuring assignment target");
            return;
        }
        __attribute__((fallthrough)); /* a cover-grammar default */
    case N_ASSIGN_PAT: {
        uint32_t j = emit_jump(fs, OP_JUMP_IF_UNDEF);
        uint32_t skip = emit_jump(fs, OP_JUMP);
        emit_patch(fs, j);
        emit_adjust(fs, -1);
        emit_expr_named(fs, t->b, t->a && t->a->kind == N_IDENT && !(t->a->flags & F_PARENS) ? t->a->name : NULL);
        emit_patch(fs, skip);
        emit_assign_target(fs, t->a, bind);
        return;
    }
    case N_OBJECT_PAT: case N_OBJECT: emit_object_pattern(fs, t, bind); return;
    case N_ARRAY_PAT: case N_ARRAY: emit_array_pattern(fs, t, bind); return;
    case N_MEMBER: case N_INDEX: store_member(fs, t, NULL); return;
    default:
        emit_error(fs->C, t, ERR_SYNTAX, "Invalid destructuring assignment target");
        return;
    }
}

/* [v] → []: o.#x, o.x or o[k] = v as a destructuring target; the object
 * (and key) from pre's temps when pre holds them, else evaluated now. */
static void store_member(FuncState *fs, Node *t, const LRef *pre)
{
    if (t->a && t->a->kind == N_SUPER) {
        emit_error(fs->C, t, ERR_SYNTAX, "tarn does not support super properties as destructuring targets");
        return;
    }
    if (pre)
        emit_op_u16(fs, OP_GET_LOC, pre->obj);
    else
        emit_expr(fs, t->a);
    if (t->kind == N_INDEX) {
        if (pre)
            emit_op_u16(fs, OP_GET_LOC, pre->key);
        else
            emit_expr(fs, t->b);
        emit_op(fs, OP_ROT3);
        emit_op(fs, OP_ROT3);
        emit_op(fs, OP_PUT_ELEM);
    } else if (t->flags & F_PRIVATE) {
        emit_op(fs, OP_SWAP);                                  /* [o v] */
        Var *pv = emit_private_var(fs, t);
        if (!pv)
            return;
        emit_get_ref(fs, emit_var_ref(fs, pv), t->end, false); /* [o v name] */
        emit_op(fs, OP_SWAP);                                  /* [o name v] */
        emit_private_op(fs, OP_PUT_PRIVATE, pv);
    } else {
        emit_op(fs, OP_SWAP);
        emit_op_u16u16(fs, OP_PUT_FIELD, emit_const_atom(fs, t->name), emit_ic(fs));
    }
    emit_op(fs, OP_POP);
}

void emit_assign_target(FuncState *fs, Node *t, int bind)
{
    if (!t || fs->C->failed || !emit_enter(fs->C, t))
        return;
    assign_target(fs, t, bind);
    emit_leave(fs->C);
}
