/* stdlib/string.c — String(x) and String.prototype (first part). Methods
 * take ToString(this) once into a handle and work on its flat code units.
 * Case mapping is implemented for ASCII only; other strings raise a
 * TypeError naming the gap rather than mapping wrongly. TODO(#3): the rest
 * (split with limit, padEnd, trimStart/End, at, codePointAt, lastIndexOf…). */
#include "lib.h"

/* ToString(this) (TypeError for null/undefined) into a new handle. */
static Value *this_str(Vm *vm, Value *argv, const char *method)
{
    if (v_is_nullish(THIS)) {
        vm_throw_error(vm, ERR_TYPE, "String.prototype.%s called on null or undefined", method);
        return NULL;
    }
    Value s = vm_to_string_js(vm, THIS);
    if (s == V_EXC)
        return NULL;
    Value *h = gc_handle(vm, s);
    return vm_str_flat(vm, *h) ? h : NULL;
}

#define STR_BEGIN(name)                    \
    size_t scope = gc_scope_open(vm);      \
    Value result = V_EXC;                  \
    Value *sh = this_str(vm, argv, name);  \
    if (!sh)                               \
        goto done;                         \
    uint32_t len = vm_str_len_noalloc(*sh); \
    (void)len
#define STR_END()              \
    done:                      \
    gc_scope_close(vm, scope); \
    return result

/* Does n occur in s at position i? Precondition: i + n->len <= s->len. */
static bool match_at(const String *s, uint32_t i, const String *n)
{
    uint32_t j = 0;
    while (j < n->len && str_at(s, i + j) == str_at(n, j))
        j++;
    return j == n->len;
}

static Value str_char_at(Vm *vm, Value *argv, int argc, bool construct)
{
    STR_BEGIN("charAt");
    double d;
    if (vm_to_integer_js(vm, ARG(0), &d) < 0)
        goto done;
    int magic = MAGIC; /* 0 charAt, 1 charCodeAt */
    if (d < 0 || d >= len) {
        result = magic ? v_double_raw(0.0 / 0.0) : vm->atom[A_empty];
        goto done;
    }
    uint16_t c = str_at(vm_str_flat(vm, *sh), (uint32_t)d);
    result = magic ? v_int(c) : vm_str_from_utf16(vm, &c, 1);
    STR_END();
}

/* magic 0 indexOf, 1 includes, 2 startsWith, 3 endsWith */
static Value str_search(Vm *vm, Value *argv, int argc, bool construct)
{
    static const char *names[] = {"indexOf", "includes", "startsWith", "endsWith"};
    int magic = MAGIC;
    STR_BEGIN(names[magic]);
    Value *nh = gc_handle(vm, vm_to_string_js(vm, ARG(0)));
    if (*nh == V_EXC || !vm_str_flat(vm, *nh))
        goto done;
    double pos = magic == 3 ? len : 0;
    if (!v_is_undef(ARG(1)) && vm_to_integer_js(vm, ARG(1), &pos) < 0)
        goto done;
    if (pos < 0) pos = 0;
    if (pos > len) pos = len;
    String *s = vm_str_flat(vm, *sh), *n = vm_str_flat(vm, *nh);
    uint32_t nl = n->len, p = (uint32_t)pos;
    int64_t found = -1;
    if (magic == 2 || magic == 3) {
        int64_t start = magic == 2 ? p : (int64_t)p - nl;
        result = v_bool(start >= 0 && start + nl <= len && match_at(s, (uint32_t)start, n));
        goto done;
    }
    for (uint32_t i = p; i + nl <= len && found < 0; i++)
        if (match_at(s, i, n))
            found = i;
    result = magic == 1 ? v_bool(found >= 0) : v_num((double)found);
    STR_END();
}

/* magic 0 slice, 1 substring */
static Value str_slice(Vm *vm, Value *argv, int argc, bool construct)
{
    int magic = MAGIC;
    STR_BEGIN(magic ? "substring" : "slice");
    int64_t a, b;
    if (magic == 0) {
        if (lib_rel_index_js(vm, ARG(0), len, 0, &a) < 0 || lib_rel_index_js(vm, ARG(1), len, len, &b) < 0)
            goto done;
        if (b < a)
            b = a;
    } else {
        double da = 0, db = len;
        if (vm_to_integer_js(vm, ARG(0), &da) < 0 || (!v_is_undef(ARG(1)) && vm_to_integer_js(vm, ARG(1), &db) < 0))
            goto done;
        da = da < 0 ? 0 : da > len ? len : da;
        db = db < 0 ? 0 : db > len ? len : db;
        a = (int64_t)(da < db ? da : db);
        b = (int64_t)(da < db ? db : da);
    }
    result = vm_str_substring(vm, *sh, (uint32_t)a, (uint32_t)b);
    STR_END();
}

/* magic 0 toUpperCase, 1 toLowerCase */
static Value str_case(Vm *vm, Value *argv, int argc, bool construct)
{
    int magic = MAGIC;
    STR_BEGIN(magic ? "toLowerCase" : "toUpperCase");
    String *s = vm_str_flat(vm, *sh);
    for (uint32_t i = 0; i < len; i++)
        if (str_at(s, i) >= 128) {
            vm_throw_error(vm, ERR_TYPE, "%s of non-ASCII strings is not supported by tarn yet",
                           magic ? "toLowerCase" : "toUpperCase");
            goto done;
        }
    uint8_t *buf = malloc(len ? len : 1);
    if (!buf) {
        vm_throw_oom(vm);
        goto done;
    }
    for (uint32_t i = 0; i < len; i++) {
        uint8_t c = s->data[i];
        buf[i] = magic ? (c >= 'A' && c <= 'Z' ? c + 32 : c) : (c >= 'a' && c <= 'z' ? c - 32 : c);
    }
    result = vm_str_from_latin1(vm, buf, len);
    free(buf);
    STR_END();
}

static bool js_space(uint16_t c)
{
    return c == 9 || c == 10 || c == 11 || c == 12 || c == 13 || c == 32 || c == 0xA0 || c == 0x1680 ||
           (c >= 0x2000 && c <= 0x200A) || c == 0x2028 || c == 0x2029 || c == 0x202F || c == 0x205F ||
           c == 0x3000 || c == 0xFEFF;
}

static Value str_trim(Vm *vm, Value *argv, int argc, bool construct)
{
    STR_BEGIN("trim");
    String *s = vm_str_flat(vm, *sh);
    uint32_t a = 0, b = len;
    while (a < b && js_space(str_at(s, a)))
        a++;
    while (b > a && js_space(str_at(s, b - 1)))
        b--;
    result = vm_str_substring(vm, *sh, a, b);
    STR_END();
}

static Value str_repeat(Vm *vm, Value *argv, int argc, bool construct)
{
    STR_BEGIN("repeat");
    double n;
    if (vm_to_integer_js(vm, ARG(0), &n) < 0)
        goto done;
    if (n < 0 || n == 1.0 / 0.0) {
        Value str = vm_to_string_js(vm, ARG(0));
        char *u = str == V_EXC ? NULL : vm_str_to_utf8(vm, str, NULL);
        vm_throw_error(vm, ERR_RANGE, "Invalid count value: %s", u ? u : "");
        free(u);
        goto done;
    }
    if ((double)len * n > (double)(1u << 29)) {
        vm_throw_error(vm, ERR_RANGE, "Invalid string length");
        goto done;
    }
    Value *acc = gc_handle(vm, vm->atom[A_empty]);
    for (double i = 0; i < n; i++)
        if ((*acc = vm_str_concat(vm, *acc, *sh)) == V_EXC)
            goto done;
    result = *acc;
    STR_END();
}

static Value str_pad_start(Vm *vm, Value *argv, int argc, bool construct)
{
    STR_BEGIN("padStart");
    int64_t target;
    if (vm_to_length_js(vm, ARG(0), &target) < 0)
        goto done;
    Value *fill = gc_handle(vm, v_is_undef(ARG(1)) ? vm_str_from_cstr(vm, " ") : vm_to_string_js(vm, ARG(1)));
    if (*fill == V_EXC)
        goto done;
    uint32_t fl = vm_str_len_noalloc(*fill);
    if (target <= len || fl == 0) {
        result = *sh;
        goto done;
    }
    if (target > (1 << 29)) {
        vm_throw_error(vm, ERR_RANGE, "Invalid string length");
        goto done;
    }
    Value *acc = gc_handle(vm, vm->atom[A_empty]);
    while (vm_str_len_noalloc(*acc) + fl <= (uint32_t)target - len)
        if ((*acc = vm_str_concat(vm, *acc, *fill)) == V_EXC)
            goto done;
    uint32_t rest = (uint32_t)target - len - vm_str_len_noalloc(*acc);
    if (rest) {
        Value part = vm_str_substring(vm, *fill, 0, rest);
        if (part == V_EXC || (*acc = vm_str_concat(vm, *acc, part)) == V_EXC)
            goto done;
    }
    result = vm_str_concat(vm, *acc, *sh);
    STR_END();
}

static Value str_split(Vm *vm, Value *argv, int argc, bool construct)
{
    STR_BEGIN("split");
    if (!v_is_undef(ARG(1))) {
        vm_throw_error(vm, ERR_TYPE, "String.prototype.split with a limit is not supported by tarn yet");
        goto done;
    }
    Value *out = gc_handle(vm, vm_new_array(vm, 0));
    if (*out == V_EXC)
        goto done;
    if (v_is_undef(ARG(0))) {
        if (vm_array_push(vm, *out, *sh) < 0)
            goto done;
        result = *out;
        goto done;
    }
    Value *sep = gc_handle(vm, vm_to_string_js(vm, ARG(0)));
    if (*sep == V_EXC || !vm_str_flat(vm, *sep))
        goto done;
    uint32_t sl = vm_str_len_noalloc(*sep), start = 0;
    if (sl == 0) {
        for (uint32_t i = 0; i < len; i++) {
            Value c = vm_str_substring(vm, *sh, i, i + 1);
            if (c == V_EXC || vm_array_push(vm, *out, c) < 0)
                goto done;
        }
        result = *out;
        goto done;
    }
    for (uint32_t i = 0; i + sl <= len;) {
        if (!match_at(vm_str_flat(vm, *sh), i, vm_str_flat(vm, *sep))) {
            i++;
            continue;
        }
        Value part = vm_str_substring(vm, *sh, start, i);
        if (part == V_EXC || vm_array_push(vm, *out, part) < 0)
            goto done;
        i += sl;
        start = i;
    }
    Value last = vm_str_substring(vm, *sh, start, len);
    if (last == V_EXC || vm_array_push(vm, *out, last) < 0)
        goto done;
    result = *out;
    STR_END();
}

static Value str_to_string(Vm *vm, Value *argv, int argc, bool construct)
{
    if (v_is_string(THIS))
        return THIS;
    if (v_is_class(THIS, CLS_STRING))
        return ((PrimObj *)v_cell(THIS))->prim;
    return vm_throw_error(vm, ERR_TYPE, "String.prototype.toString requires that 'this' be a String");
}

static Value str_ctor(Vm *vm, Value *argv, int argc, bool construct)
{
    Value s;
    if (argc == 0)
        s = vm->atom[A_empty];
    else if (!construct && v_is_symbol(argv[0])) {
        Symbol *sym = (Symbol *)v_cell(argv[0]);
        size_t sc = gc_scope_open(vm);
        Value *acc = gc_handle(vm, vm_str_from_cstr(vm, "Symbol("));
        if (*acc != V_EXC && !v_is_undef(sym->desc))
            *acc = vm_str_concat(vm, *acc, ((Symbol *)v_cell(argv[0]))->desc);
        Value close = *acc == V_EXC ? V_EXC : vm_str_from_cstr(vm, ")");
        s = close == V_EXC ? V_EXC : vm_str_concat(vm, *acc, close);
        gc_scope_close(vm, sc);
        return s;
    } else
        s = vm_to_string_js(vm, argv[0]);
    if (s == V_EXC || !construct)
        return s;
    size_t sc = gc_scope_open(vm);
    Value *sh = gc_handle(vm, s);
    Value o = vm_new_object_class(vm, CLS_STRING, sizeof(PrimObj), vm->builtin[B_STRING_PROTO]);
    if (o != V_EXC) /* length and indices of wrappers are intrinsic (vm/object.c) */
        ((PrimObj *)v_cell(o))->prim = *sh;
    gc_scope_close(vm, sc);
    return o;
}

static const LibFn string_proto_fns[] = {
    {"charAt", str_char_at, 1, 0},     {"charCodeAt", str_char_at, 1, 1},
    {"indexOf", str_search, 1, 0},     {"includes", str_search, 1, 1},
    {"startsWith", str_search, 1, 2},  {"endsWith", str_search, 1, 3},
    {"slice", str_slice, 2, 0},        {"substring", str_slice, 2, 1},
    {"toUpperCase", str_case, 0, 0},   {"toLowerCase", str_case, 0, 1},
    {"trim", str_trim, 0, 0},          {"repeat", str_repeat, 1, 0},
    {"padStart", str_pad_start, 2, 0}, {"split", str_split, 2, 0},
    {"toString", str_to_string, 0, 0}, {"valueOf", str_to_string, 0, 0},
    {NULL, NULL, 0, 0},
};

int lib_install_string(Vm *vm)
{
    if (vm_def_ctor(vm, "String", str_ctor, 1, vm->builtin[B_STRING_PROTO]) == V_EXC)
        return -1;
    return lib_def_fns(vm, vm->builtin[B_STRING_PROTO], string_proto_fns) < 0 ? -1 : 0;
}
