/* stdlib/regexp_legacy.c — RegExp's legacy static properties as V8 has
 * them: RegExp.input / $_, lastMatch / $&, lastParen / $+, leftContext / $`,
 * rightContext / $', and $1 ... $9, all accessors on the constructor.
 *
 * Every successful match of the built-in exec path (exec, test, and the
 * Symbol.match / matchAll / replace / search / split methods when they use
 * it) records itself with lib_rx_record_match_noalloc (regexp_int.h): the
 * program, the subject and where the match starts, four root stores and
 * nothing else. A getter re-runs that program anchored at the start to get
 * the captures back and cuts the strings it needs, so the cost of the
 * feature falls on the rare reader, not on every match. A failed match
 * leaves the record alone.
 *
 * V8's choices, kept here: the getters ignore their receiver (a subclass or
 * any object reads the same values); `input` and `$_` have a setter that
 * stores ToString(v) without touching the match; the other setters exist
 * and do nothing; before any match every property reads "". `input` is held
 * apart from the subject, so assigning it does not move lastMatch or the
 * contexts.
 */
#include "regexp_int.h"

enum { L_INPUT, L_LAST_MATCH, L_LAST_PAREN, L_LEFT, L_RIGHT, L_GROUP1 /* ... L_GROUP1 + 8 */ };

/* The captures of the recorded match: re-run its program anchored where it
 * matched. 1 with *caps (scratch registers, valid until rx_release) and
 * *ncaps, 0 before any match, -1 with an error pending (the budget or an
 * interrupt: the re-run may take as long as the match at that position
 * took). */
static int replay(Vm *vm, Value *subj, const int32_t **caps, uint32_t *ncaps)
{
    Value prog = vm->builtin[B_REGEXP_LAST_PROG];
    if (!v_is_cell(prog))
        return 0;
    *subj = vm->builtin[B_REGEXP_LAST_SUBJECT];
    *ncaps = rx_prog_ncaps(((Bytes *)v_cell(prog))->data);
    int r = lib_rx_match_prog(vm, prog, subj, (uint32_t)vm->lib_state->rx_last_start, true, caps);
    if (r == 0) /* cannot happen: the same program at the same place */
        vm_throw_error(vm, ERR_ERROR, "internal error: the last RegExp match did not replay");
    return r == 1 ? 1 : -1;
}

static Value legacy_get(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)argc;
    (void)construct;
    int which = MAGIC;
    if (which == L_INPUT) {
        Value in = vm->builtin[B_REGEXP_LAST_INPUT];
        return v_is_undef(in) ? vm_atom(vm, "") : in;
    }
    size_t sc = gc_scope_open(vm);
    Value *subj = gc_handle(vm, V_UNDEF);
    const int32_t *caps;
    uint32_t ncaps;
    Value r = V_EXC;
    int k = replay(vm, subj, &caps, &ncaps);
    if (k <= 0) {
        rx_release(lib_rx_scratch(vm));
        r = k == 0 ? vm_atom(vm, "") : V_EXC;
        goto out;
    }
    int32_t a, b;
    switch (which) {
    case L_LAST_MATCH:
        a = caps[0], b = caps[1];
        break;
    case L_LAST_PAREN: /* the last group, matched or not */
        a = ncaps > 1 ? caps[2 * ncaps - 2] : -1, b = ncaps > 1 ? caps[2 * ncaps - 1] : -1;
        break;
    case L_LEFT:
        a = 0, b = caps[0];
        break;
    case L_RIGHT:
        a = caps[1], b = (int32_t)vm_str_len_noalloc(*subj);
        break;
    default: {
        uint32_t g = (uint32_t)(which - L_GROUP1 + 1);
        a = g < ncaps ? caps[2 * g] : -1, b = g < ncaps ? caps[2 * g + 1] : -1;
        break;
    }
    }
    /* the registers are read: the scratch may be reused from here */
    rx_release(lib_rx_scratch(vm));
    r = a < 0 || b < a ? vm_atom(vm, "") : vm_str_substring(vm, *subj, (uint32_t)a, (uint32_t)b);
out:
    gc_scope_close(vm, sc);
    return r;
}

/* set input / set $_: ToString(v) becomes the input; the match stays. */
static Value legacy_set_input(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)construct;
    Value s = vm_to_string_js(vm, ARG(0));
    if (s == V_EXC)
        return V_EXC;
    vm->builtin[B_REGEXP_LAST_INPUT] = s;
    return V_UNDEF;
}

static Value legacy_set_ignored(Vm *vm, Value *argv, int argc, bool construct)
{
    (void)vm;
    (void)argv;
    (void)argc;
    (void)construct;
    return V_UNDEF;
}

/* One accessor: "get NAME" (length 0) and "set NAME" (length 1), as node
 * names them; configurable, not enumerable. */
static int def_legacy(Vm *vm, Value *ctor, const char *name, int magic)
{
    size_t sc = gc_scope_open(vm);
    int rc = -1;
    char nm[32];
    snprintf(nm, sizeof nm, "get %s", name);
    Value *g = gc_handle(vm, vm_new_native(vm, nm, legacy_get, 0, magic));
    snprintf(nm, sizeof nm, "set %s", name);
    Value *s = gc_handle(vm, vm_new_native(vm, nm, magic == L_INPUT ? legacy_set_input : legacy_set_ignored,
                                           1, magic));
    Value *k = gc_handle(vm, vm_key(vm, name));
    if (*g != V_EXC && *s != V_EXC && *k != V_EXC)
        rc = vm_define_accessor(vm, *ctor, *k, *g, *s, PROP_CONFIGURABLE);
    gc_scope_close(vm, sc);
    return rc;
}

int lib_regexp_install_legacy(Vm *vm, Value ctor)
{
    /* node's key order */
    static const struct {
        const char *name;
        int magic;
    } props[] = {
        {"input", L_INPUT},        {"$_", L_INPUT},       {"lastMatch", L_LAST_MATCH}, {"$&", L_LAST_MATCH},
        {"lastParen", L_LAST_PAREN}, {"$+", L_LAST_PAREN}, {"leftContext", L_LEFT},    {"$`", L_LEFT},
        {"rightContext", L_RIGHT}, {"$'", L_RIGHT},
    };
    vm->builtin[B_REGEXP_LAST_INPUT] = V_UNDEF;
    vm->builtin[B_REGEXP_LAST_SUBJECT] = V_UNDEF;
    vm->builtin[B_REGEXP_LAST_PROG] = V_UNDEF;
    vm->lib_state->rx_last_start = 0;
    size_t sc = gc_scope_open(vm);
    Value *c = gc_handle(vm, ctor);
    int rc = -1;
    for (size_t i = 0; i < sizeof props / sizeof *props; i++)
        if (def_legacy(vm, c, props[i].name, props[i].magic) < 0)
            goto out;
    for (int g = 1; g <= 9; g++) {
        char nm[4] = {'$', (char)('0' + g), 0};
        if (def_legacy(vm, c, nm, L_GROUP1 + g - 1) < 0)
            goto out;
    }
    rc = 0;
out:
    gc_scope_close(vm, sc);
    return rc;
}
