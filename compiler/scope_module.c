/* compiler/scope_module.c — the scope pass's part for ES modules.
 *
 * Declares a module's import bindings (VK_IMPORT, plus the hidden "%meta"
 * for import.meta) in its top scope before anything else, and after the walk
 * gives every top-level binding that others can see (exports, imports,
 * captured bindings, function declarations) its environment index
 * (Var.menv): the module body reads and writes those bindings as upvalues, whose Boxes the loader
 * (vm/module.c) creates or shares. It also checks the local exports (node's
 * "Export 'x' is not defined in module", "Duplicate export of 'x'").
 */
#include <stdlib.h>
#include <string.h>

#include "emit.h"
#include "module_info.h"

int scope_module_imports(Compiler *C, Scope *top)
{
    Node *prog = top->node;
    for (uint32_t i = 0; i < prog->list.count && !C->failed; i++) {
        Node *st = prog->list.items[i];
        if (st->kind != N_EMPTY || st->op != T_IMPORT)
            continue;
        for (uint32_t j = 0; j < st->list.count; j++)
            scope_declare(C, top, st->list.items[j]->name, VK_IMPORT, st->list.items[j]);
    }
    if (!C->failed)
        scope_declare(C, top, "%meta", VK_IMPORT, prog);
    return C->failed ? -1 : 0;
}

static Node *at_pos(Compiler *C, uint32_t line, uint32_t col)
{
    Node *n = arena_alloc(&C->arena, sizeof *n);
    if (n) {
        n->line = line;
        n->col = col;
    }
    return n;
}

static char *dupstr(const char *s)
{
    size_t n = strlen(s) + 1;
    char *d = malloc(n);
    if (d)
        memcpy(d, s, n);
    return d;
}

int scope_module_env(Compiler *C, Scope *top)
{
    ModInfo *m = C->mod;
    uint32_t n = 0;
    m->env_names = calloc(top->nvars ? top->nvars : 1, sizeof *m->env_names);
    m->env_kind = calloc(top->nvars ? top->nvars : 1, 1);
    if (!m->env_names || !m->env_kind) {
        emit_error(C, NULL, ERR_RANGE, "out of memory");
        return -1;
    }
    /* mark the bindings exports and namespace imports name, so that the
     * layout below is linear in the module's bindings */
    for (uint32_t j = 0; j < m->nexports; j++) {
        Var *v = m->exports[j].local ? scope_find_local(top, m->exports[j].local) : NULL;
        if (v)
            v->exported = true;
    }
    for (uint32_t j = 0; j < m->nimports; j++) {
        Var *v = m->imports[j].name ? NULL : scope_find_local(top, m->imports[j].local);
        if (v)
            v->ns_import = true;
    }
    for (uint32_t i = 0; i < top->nvars; i++) {
        Var *v = top->vars[i];
        if (v->kind == VK_THIS || v->kind == VK_ARGS || v->kind == VK_NEWTARGET || v->kind == VK_HOME ||
            v->kind == VK_TEMP)
            continue;
        /* a binding only the body itself uses stays a frame local (faster);
         * exports, imports, captured bindings and function declarations
         * (created by the instantiate call) live in the environment */
        if (!v->exported && !v->captured && v->kind != VK_IMPORT && v->kind != VK_FUNC)
            continue;
        if (n >= 0xFFFE) {
            emit_error(C, v->decl, ERR_RANGE, "Too many module bindings (limit 65534)");
            return -1;
        }
        uint8_t k = MENV_VAR;
        if (v->kind == VK_LET || v->kind == VK_CONST || v->kind == VK_CLASS)
            k = MENV_LEXICAL;
        if (v->kind == VK_IMPORT) {
            k = strcmp(v->name, "%meta") == 0 ? MENV_META : v->ns_import ? MENV_NAMESPACE : MENV_IMPORT;
        }
        if (!(m->env_names[n] = dupstr(v->name))) {
            emit_error(C, NULL, ERR_RANGE, "out of memory");
            return -1;
        }
        m->env_kind[n] = k;
        v->menv = (uint16_t)(++n);
        m->nenv = n;
    }
    /* exported names seen so far: open addressing, load <= 1/2 */
    uint32_t cap = 16;
    while (cap < m->nexports * 2)
        cap *= 2;
    const char **seen = calloc(cap, sizeof *seen);
    if (!seen) {
        emit_error(C, NULL, ERR_RANGE, "out of memory");
        return -1;
    }
    int rc = 0;
    for (uint32_t i = 0; i < m->nexports && rc == 0; i++) {
        ModExport *e = &m->exports[i];
        if (e->local && (!scope_find_local(top, e->local) || e->local[0] == '%')) {
            emit_error(C, at_pos(C, e->line, e->col), ERR_SYNTAX, "Export '%s' is not defined in module",
                       e->local);
            rc = -1;
            break;
        }
        if (!e->name)
            continue;
        uint32_t j = scope_name_hash(e->name) & (cap - 1);
        for (; seen[j]; j = (j + 1) & (cap - 1))
            if (strcmp(seen[j], e->name) == 0) {
                emit_error(C, at_pos(C, e->line, e->col), ERR_SYNTAX, "Duplicate export of '%s'", e->name);
                rc = -1;
                break;
            }
        seen[j] = e->name;
    }
    free(seen);
    return rc;
}
