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
    Node *n = emit_alloc(&C->arena, sizeof *n);
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
    for (uint32_t i = 0; i < top->nvars; i++) {
        Var *v = top->vars[i];
        if (v->kind == VK_THIS || v->kind == VK_ARGS || v->kind == VK_NEWTARGET || v->kind == VK_HOME ||
            v->kind == VK_TEMP)
            continue;
        /* a binding only the body itself uses stays a frame local (faster);
         * exports, imports, captured bindings and function declarations
         * (created by the instantiate call) live in the environment */
        bool exported = false;
        for (uint32_t j = 0; j < m->nexports && !exported; j++)
            exported = m->exports[j].local && strcmp(m->exports[j].local, v->name) == 0;
        if (!exported && !v->captured && v->kind != VK_IMPORT && v->kind != VK_FUNC)
            continue;
        if (n >= 0xFFFE) {
            emit_error(C, v->decl, ERR_RANGE, "Too many module bindings (limit 65534)");
            return -1;
        }
        uint8_t k = MENV_VAR;
        if (v->kind == VK_LET || v->kind == VK_CONST || v->kind == VK_CLASS)
            k = MENV_LEXICAL;
        if (v->kind == VK_IMPORT) {
            k = strcmp(v->name, "%meta") == 0 ? MENV_META : MENV_IMPORT;
            for (uint32_t j = 0; j < m->nimports; j++)
                if (strcmp(m->imports[j].local, v->name) == 0 && !m->imports[j].name)
                    k = MENV_NAMESPACE;
        }
        if (!(m->env_names[n] = dupstr(v->name))) {
            emit_error(C, NULL, ERR_RANGE, "out of memory");
            return -1;
        }
        m->env_kind[n] = k;
        v->menv = (uint16_t)(++n);
        m->nenv = n;
    }
    for (uint32_t i = 0; i < m->nexports; i++) {
        ModExport *e = &m->exports[i];
        if (e->local && (!scope_find_local(top, e->local) || e->local[0] == '%')) {
            emit_error(C, at_pos(C, e->line, e->col), ERR_SYNTAX, "Export '%s' is not defined in module",
                       e->local);
            return -1;
        }
        if (!e->name)
            continue;
        for (uint32_t j = 0; j < i; j++)
            if (m->exports[j].name && strcmp(m->exports[j].name, e->name) == 0) {
                emit_error(C, at_pos(C, e->line, e->col), ERR_SYNTAX, "Duplicate export of '%s'", e->name);
                return -1;
            }
    }
    return 0;
}
