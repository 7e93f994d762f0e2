/* stdlib/web/base64.c — atob and btoa, as node has them: the forgiving
 * base64 decode of the HTML standard with node's error messages (a
 * DOMException named InvalidCharacterError), and the encoding of a string
 * of code units up to 0xFF.
 */
#include "web.h"
#include "../clone.h"

Value lib_throw_missing_arg(Vm *vm, const char *name)
{
    return lib_throw_coded(vm, ERR_TYPE, "ERR_MISSING_ARGS", "The \"%s\" argument must be specified", name);
}

static bool ascii_ws(uint32_t c)
{
    return c == '\t' || c == '\n' || c == '\f' || c == '\r' || c == ' ';
}

static inline uint32_t unit_at(const String *s, uint32_t i)
{
    return (s->hdr.flags & STR_WIDE) ? ((const uint16_t *)s->data)[i] : s->data[i];
}

static Value invalid_char(Vm *vm, const char *msg)
{
    return lib_throw_dom_exception(vm, "InvalidCharacterError", "%s", msg);
}

static Value web_atob(Vm *vm, Value *argv, int argc, bool construct)
{
    if (argc == 0)
        return lib_throw_missing_arg(vm, "input");
    Value str = vm_to_string_js(vm, ARG(0));
    if (str == V_EXC)
        return V_EXC;
    String *s = lib_flat(vm, str);
    if (!s)
        return vm_throw_oom(vm);
    /* node's checks, in its order: a character outside the alphabet, '='
     * and ASCII whitespace, or anything after '=', or a third '=' */
    uint32_t n = 0, eq = 0;
    for (uint32_t i = 0; i < s->len; i++) {
        uint32_t c = unit_at(s, i);
        if (ascii_ws(c))
            continue;
        if (c == '=') {
            n++;
            if (++eq > 2)
                return invalid_char(vm, "Invalid character");
        } else if (lib_base64_digit(c) >= 0) {
            n++;
            if (eq)
                return invalid_char(vm, "Invalid character");
        } else {
            return invalid_char(vm, "Invalid character");
        }
    }
    uint32_t rem = n % 4;
    if (!rem)
        rem = (n - eq) % 4;
    else if (eq)
        return invalid_char(vm, "Invalid character");
    if (rem == 1)
        return invalid_char(vm, "The string to be decoded is not correctly encoded.");
    uint32_t digits = n - eq;
    uint8_t *out = malloc(digits / 4 * 3 + 3);
    if (!out)
        return vm_throw_oom(vm);
    /* s stays valid: nothing since lib_flat allocated on the heap */
    uint32_t acc = 0, bits = 0, len = 0;
    for (uint32_t i = 0; i < s->len; i++) {
        int v = lib_base64_digit(unit_at(s, i));
        if (v < 0)
            continue;
        acc = (acc << 6) | (uint32_t)v;
        bits += 6;
        if (bits >= 8) {
            bits -= 8;
            out[len++] = (uint8_t)(acc >> bits);
            acc &= (1u << bits) - 1;
        }
    }
    Value r = vm_str_from_latin1(vm, out, len);
    free(out);
    return r;
}

static Value web_btoa(Vm *vm, Value *argv, int argc, bool construct)
{
    if (argc == 0)
        return lib_throw_missing_arg(vm, "input");
    Value str = vm_to_string_js(vm, ARG(0));
    if (str == V_EXC)
        return V_EXC;
    size_t sc = gc_scope_open(vm);
    Value r = V_EXC;
    Value *sh = gc_handle(vm, str);
    String *s = lib_flat(vm, *sh);
    if (!s) {
        vm_throw_oom(vm);
        goto out;
    }
    *sh = v_from_cell(s);
    for (uint32_t i = 0; i < s->len; i++)
        if (unit_at(s, i) > 0xFF) {
            invalid_char(vm, "Invalid character");
            goto out;
        }
    size_t olen = ((size_t)s->len + 2) / 3 * 4;
    if (olen > 0x3FFFFFFF) {
        vm_throw_error(vm, ERR_RANGE, "Invalid string length");
        goto out;
    }
    Value o = vm_str_alloc(vm, (uint32_t)olen, false);
    if (o == V_EXC)
        goto out;
    s = v_str(*sh); /* the flat string, wherever the allocation moved it */
    uint8_t *d = v_str(o)->data;
    if (s->hdr.flags & STR_WIDE) { /* every unit is below 0x100: narrow them first */
        uint8_t *narrow = malloc(s->len ? s->len : 1);
        if (!narrow) {
            vm_throw_oom(vm);
            goto out;
        }
        for (uint32_t i = 0; i < s->len; i++)
            narrow[i] = (uint8_t)unit_at(s, i);
        lib_base64_encode(narrow, s->len, false, true, (char *)d);
        free(narrow);
    } else {
        lib_base64_encode(s->data, s->len, false, true, (char *)d);
    }
    r = o;
out:
    gc_scope_close(vm, sc);
    return r;
}

int lib_define_atob(Vm *vm)
{
    Value f = vm_new_native(vm, "atob", web_atob, 1, 0);
    return f == V_EXC ? -1 : lib_define_global(vm, "atob", f, PROP_DEFAULT);
}

int lib_define_btoa(Vm *vm)
{
    Value f = vm_new_native(vm, "btoa", web_btoa, 1, 0);
    return f == V_EXC ? -1 : lib_define_global(vm, "btoa", f, PROP_DEFAULT);
}
