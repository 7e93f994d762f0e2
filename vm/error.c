/* vm/error.c — raising exceptions, Error objects and their `stack`.
 *
 * An exception is pending in vm->exception while a function returns V_EXC
 * (or -1); the interpreter's unwinder or a C caller takes it. Error objects
 * are CLS_ERROR objects with own non-enumerable `message` and `stack`;
 * `stack` is node-shaped: "TypeError: msg\n    at f (file:line:col)" with at
 * most 10 frames (V8's default Error.stackTraceLimit).
 * Out of memory raises one preallocated RangeError and never allocates.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "frame.h"

#define STACK_LIMIT 10

Value vm_throw(Vm *vm, Value exc)
{
    vm->exception = exc;
    vm->has_exception = true;
    vm->exception_refused = false;
    return V_EXC;
}

Value vm_refused(Vm *vm)
{
    vm->exception_refused = vm->has_exception;
    return V_EXC;
}

Value vm_throw_oom(Vm *vm)
{
    Value e = vm->builtin[B_OOM_ERROR];
    vm->exception = (e == V_EMPTY) ? V_UNDEF : e;
    /* always the same object: without this, a second out-of-memory error
     * after a caught one kept the first one's site (vm_note_throw_site) */
    if (vm->interp)
        vm->interp->throw_valid = false;
    vm->has_exception = true;
    vm->exception_refused = false;
    return V_EXC;
}

Value vm_take_exception(Vm *vm)
{
    Value e = vm->exception;
    vm->exception = V_UNDEF;
    vm->has_exception = false;
    vm->exception_refused = false;
    return e;
}

Value vm_error_proto(Vm *vm, ErrorKind kind)
{
    static const uint8_t map[] = {
        [ERR_ERROR] = B_ERROR_PROTO,         [ERR_TYPE] = B_TYPE_ERROR_PROTO,
        [ERR_RANGE] = B_RANGE_ERROR_PROTO,   [ERR_SYNTAX] = B_SYNTAX_ERROR_PROTO,
        [ERR_REFERENCE] = B_REFERENCE_ERROR_PROTO, [ERR_EVAL] = B_EVAL_ERROR_PROTO,
        [ERR_URI] = B_URI_ERROR_PROTO,       [ERR_AGGREGATE] = B_AGGREGATE_ERROR_PROTO,
        [ERR_SUPPRESSED] = B_SUPPRESSED_ERROR_PROTO,
    };
    if ((unsigned)kind >= sizeof map)
        kind = ERR_ERROR;
    Value p = vm->builtin[map[kind]];
    if (!v_is_object(p))
        p = vm->builtin[B_ERROR_PROTO];
    if (!v_is_object(p))
        p = vm->builtin[B_OBJECT_PROTO];
    return p;
}

Value vm_new_error(Vm *vm, ErrorKind kind, Value msg)
{
    return vm_new_error_from(vm, kind, msg, V_UNDEF, V_UNDEF);
}

Value vm_new_error_from(Vm *vm, ErrorKind kind, Value msg, Value proto, Value skip_until)
{
    size_t sc = gc_scope_open(vm);
    Value r = V_EXC;
    Value *mh = gc_handle(vm, msg);
    Value *sh = gc_handle(vm, skip_until);
    if (!v_is_object(proto))
        proto = vm_error_proto(vm, kind);
    Value e = vm_new_object_class(vm, CLS_ERROR, sizeof(Object), proto);
    if (e == V_EXC)
        goto out;
    Value *eh = gc_handle(vm, e);
    bool has_msg = *mh != V_UNDEF && *mh != V_EMPTY;
    /* V8's own-key order is stack, message. With the accessor pair the
     * header is formatted at the first read, so `stack` can come first and
     * every error takes the same shape transitions; a data `stack` is
     * formatted now and needs the message first, so its place is reserved */
    if (vm_error_stack_is_lazy_noalloc(vm, *eh)) {
        if (vm_capture_stack_from(vm, *eh, *sh) < 0 ||
            (has_msg && vm_define_own(vm, *eh, vm->atom[A_message], *mh, PROP_WRITABLE | PROP_CONFIGURABLE) < 0))
            goto out;
    } else {
        if (has_msg && (vm_define_own(vm, *eh, vm->atom[A_stack], V_UNDEF, PROP_WRITABLE | PROP_CONFIGURABLE) < 0 ||
                        vm_define_own(vm, *eh, vm->atom[A_message], *mh, PROP_WRITABLE | PROP_CONFIGURABLE) < 0))
            goto out;
        if (vm_capture_stack_from(vm, *eh, *sh) < 0)
            goto out;
    }
    r = *eh;
out:
    gc_scope_close(vm, sc);
    return r;
}

Value vm_throw_error(Vm *vm, ErrorKind kind, const char *fmt, ...)
{
    char buf[1024];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    Value m = vm_str_from_utf8(vm, buf, strlen(buf));
    if (m == V_EXC)
        return V_EXC;
    Value e = vm_new_error(vm, kind, m);
    if (e == V_EXC)
        return V_EXC;
    return vm_throw(vm, e);
}

const char *vm_frame_pos(Vm *vm, const Frame *f, uint32_t *line, uint32_t *col)
{
    *line = 0;
    *col = 0;
    const FuncProto *p = f->proto;
    if (!p)
        return NULL;
    if (!p->lines || !p->nlines)
        return p->file;
    uint32_t off = (uint32_t)(f->pc - p->code);
    uint32_t lo = 0, hi = p->nlines;
    while (lo < hi) { /* first entry with pc > off */
        uint32_t mid = (lo + hi) / 2;
        if (p->lines[mid].pc <= off)
            lo = mid + 1;
        else
            hi = mid;
    }
    const LineEntry *e = &p->lines[lo ? lo - 1 : 0];
    *line = (uint32_t)((int32_t)e->line + p->line_shift);
    *col = e->col;
    InterpState *is = vm->interp;
    for (int i = 0; is && i < is->npart_maps; i++) {
        if (is->part_maps[i].file != p->file)
            continue;
        /* the last part starting at or before the line */
        const SourcePart *in = NULL;
        for (const SourcePart *s = is->part_maps[i].parts; s->file && s->first_line <= e->line; s++)
            in = s;
        if (in) {
            *line = e->line - in->first_line + 1;
            return in->file;
        }
    }
    return p->file;
}

void vm_note_throw_site(Vm *vm)
{
    InterpState *is = vm->interp;
    if (!is || !vm->has_exception || vm->nframes == 0)
        return;
    if (is->throw_valid && is->throw_exc == vm->exception)
        return;
    Frame *f = vm_cur_frame(vm);
    is->throw_exc = vm->exception;
    is->throw_valid = true;
    is->throw_file = vm_frame_pos(vm, f, &is->throw_line, &is->throw_col);
}

void vm_note_site_from_stack(Vm *vm, Value err)
{
    InterpState *is = vm->interp;
    if (!is)
        return;
    is->throw_valid = false;
    Value text = vm_error_stack_text_noalloc(vm, err);
    if (!v_is_string(text))
        return;
    char *s = vm_str_to_utf8(vm, text, NULL);
    char *at = s ? strstr(s, "\n    at ") : NULL;
    if (at) {
        at += 8;
        char *eol = strchr(at, '\n');
        if (eol)
            *eol = 0;
        size_t n = strlen(at);
        char *loc = at;
        if (n && at[n - 1] == ')') { /* "fn (FILE:L:C)" */
            at[n - 1] = 0;
            char *open = strrchr(at, '(');
            loc = open ? open + 1 : NULL;
        }
        char *c2 = loc ? strrchr(loc, ':') : NULL;
        if (c2) {
            *c2 = 0;
            char *c1 = strrchr(loc, ':');
            if (c1) {
                *c1 = 0;
                const char *file = vm_intern_file(vm, loc);
                if (file) {
                    is->throw_exc = err;
                    is->throw_valid = true;
                    is->throw_file = file;
                    is->throw_line = (uint32_t)strtoul(c1 + 1, NULL, 10);
                    is->throw_col = (uint32_t)strtoul(c2 + 1, NULL, 10);
                }
            }
        }
    }
    free(s);
}

/* Append to a growing malloc'd buffer. */
typedef struct Buf {
    char *p;
    size_t len, cap;
    bool oom;        /* an append failed: the text is incomplete */
} Buf;

static void buf_add(Buf *b, const char *s, size_t n)
{
    if (b->len + n + 1 > b->cap) {
        size_t cap = b->cap ? b->cap * 2 : 256;
        while (cap < b->len + n + 1)
            cap *= 2;
        char *q = realloc(b->p, cap);
        if (!q) {
            b->oom = true;
            return;
        }
        b->p = q;
        b->cap = cap;
    }
    memcpy(b->p + b->len, s, n);
    b->len += n;
    b->p[b->len] = 0;
}

static void buf_str(Buf *b, const char *s) { buf_add(b, s, strlen(s)); }

/* "file:line:col" (a stack line is made per frame of every error created:
 * no printf on this path) */
static void buf_pos(Buf *b, const char *file, uint32_t line, uint32_t col)
{
    char num[2 * 11 + 2], *q = num + sizeof num;
    for (int k = 0; k < 2; k++) {
        uint32_t v = k == 0 ? col : line;
        do
            *--q = (char)('0' + v % 10);
        while (v /= 10);
        *--q = ':';
    }
    buf_str(b, file);
    buf_add(b, q, (size_t)(num + sizeof num - q));
}

/* s into a fixed buffer of cap bytes, cut to fit */
static void copy_cstr(char *dst, size_t cap, const char *s)
{
    size_t n = strlen(s);
    if (n >= cap)
        n = cap - 1;
    memcpy(dst, s, n);
    dst[n] = 0;
}

/* "Name: message" (or just one of them), reading the error without running JS
 * where possible (own/inherited data properties). */
static char *error_header(Vm *vm, Value err)
{
    Value *eh = gc_handle(vm, err);
    char *name = NULL, *msg = NULL;
    Value n = vm_get_prop_js(vm, *eh, vm->atom[A_name]);
    if (n != V_EXC && v_is_string(n))
        name = vm_str_to_utf8(vm, n, NULL);
    else if (n == V_EXC)
        vm_take_exception(vm);
    Value m = vm_get_prop_js(vm, *eh, vm->atom[A_message]);
    if (m != V_EXC && v_is_string(m))
        msg = vm_str_to_utf8(vm, m, NULL);
    else if (m == V_EXC)
        vm_take_exception(vm);
    Buf b = {0};
    const char *nm = name ? name : "Error";
    /* node's coded errors ("Error [ERR_X]: ..."): the code is in the
     * header of their stack, so in the header of the report too */
    char coded[160];
    PropDesc cd, sd;
    if (vm_get_own_prop(vm, *eh, vm_key(vm, "code"), &cd) == 1 && !(cd.attrs & PROP_ACCESSOR) &&
        v_is_string(cd.value)) {
        char *code = vm_str_to_utf8(vm, cd.value, NULL);
        char *st = NULL;
        if (code && vm_get_own_prop(vm, *eh, vm->atom[A_stack], &sd) == 1 && !(sd.attrs & PROP_ACCESSOR) &&
            v_is_string(sd.value))
            st = vm_str_to_utf8(vm, sd.value, NULL);
        snprintf(coded, sizeof coded, "%s [%s]", nm, code ? code : "");
        size_t cl = strlen(coded);
        if (st && strncmp(st, coded, cl) == 0 && st[cl] == ':')
            nm = coded;
        free(code);
        free(st);
    }
    if (msg && *msg) {
        buf_str(&b, nm);
        buf_str(&b, ": ");
        buf_str(&b, msg);
    } else {
        buf_str(&b, nm);
    }
    free(name);
    free(msg);
    return b.p;
}

/* The "\n    at ..." lines for the current JS stack. */
/* The receiver's type in a frame, as V8 names it: its prototype's
 * constructor's name; when that is missing or "Object", the first
 * Symbol.toStringTag data property that is a string along the receiver's
 * ordinary prototype chain (a bundler's CommonJS exports object tagged
 * "Module"); else "Object". "" for a function receiver, kept short. */
static void receiver_type(Vm *vm, Value recv, char *type, size_t cap)
{
    type[0] = 0;
    if (vm_is_callable_noalloc(recv))
        return;
    copy_cstr(type, cap, "Object");
    Value pr = vm_get_proto_noalloc(recv);
    PropDesc d;
    if (v_is_object(pr) && vm_get_own_prop(vm, pr, vm->atom[A_constructor], &d) == 1 &&
        !(d.attrs & PROP_ACCESSOR) && vm_is_callable_noalloc(d.value)) {
        Value n = vm_func_name_noalloc(vm, d.value);
        char *u = vm_str_len_noalloc(n) > 0 ? vm_str_to_utf8(vm, n, NULL) : NULL;
        if (u)
            copy_cstr(type, cap, u);
        free(u);
    }
    if (strcmp(type, "Object") != 0)
        return;
    Value tag = vm->builtin[B_SYM_TO_STRING_TAG];
    for (Value o = recv; v_is_object(o) && !v_is_proxy(o); o = vm_get_proto_noalloc(o)) {
        if (vm_get_own_prop(vm, o, tag, &d) == 1 && !(d.attrs & PROP_ACCESSOR) && v_is_string(d.value)) {
            char *u = vm_str_to_utf8(vm, d.value, NULL);
            if (u)
                copy_cstr(type, cap, u);
            free(u);
            return;
        }
    }
}

static void stack_lines(Vm *vm, Buf *b, Value skip_until)
{
    int shown = 0;
    int top = vm->nframes - 1;
    /* V8 leaves out the frames up to and including new.target's constructor
     * (a subclass of Error starts at the code that said `new`) */
    if (v_is_object(skip_until))
        for (int i = top; i >= 0; i--)
            if (vm->frames[i].proto && !(vm->frames[i].proto->flags & FP_TOPLEVEL) &&
                vm->frames[i].fp[0] == skip_until) {
                top = i - 1;
                break;
            }
    for (int i = top; i >= 0 && shown < STACK_LIMIT; i--, shown++) {
        Frame *f = &vm->frames[i];
        uint32_t line, col;
        const char *file = vm_frame_pos(vm, f, &line, &col);
        if (!file)
            file = "<anonymous>";
        char *fname = NULL;
        if (f->proto && !(f->proto->flags & FP_TOPLEVEL)) {
            Value n = vm_func_name_noalloc(vm, f->fp[0]);
            if (v_is_string(n) && vm_str_len_noalloc(n) > 0)
                fname = vm_str_to_utf8(vm, n, NULL);
        }
        /* V8 names a call with an object receiver "Type.fn" (Type from the
         * receiver's constructor), a construct call "new Fn" */
        char type[100] = "";
        if (f->proto && !(f->proto->flags & FP_TOPLEVEL) && !(f->flags & FR_CONSTRUCT) &&
            v_is_object(f->fp[1]) && !(fname && fname[0] == '<')) { /* <instance_members_initializer> */
            receiver_type(vm, f->fp[1], type, sizeof type);
        }
        buf_str(b, "\n    at ");
        if (fname || (f->flags & FR_CONSTRUCT) || type[0]) {
            if (f->flags & FR_CONSTRUCT)
                buf_str(b, "new ");
            if (type[0]) {
                buf_str(b, type);
                buf_str(b, ".");
            }
            buf_str(b, fname ? fname : "<anonymous>");
            buf_str(b, " (");
            buf_pos(b, file, line, col);
            buf_str(b, ")");
        } else if (f->proto && (f->proto->flags & FP_TOPLEVEL) && file[0] == '/') {
            /* node runs a script file as a module function called on module.exports */
            buf_str(b, "Object.<anonymous> (");
            buf_pos(b, file, line, col);
            buf_str(b, ")");
        } else {
            buf_pos(b, file, line, col);
        }
        free(fname);
    }
}

int vm_capture_stack(Vm *vm, Value err) { return vm_capture_stack_from(vm, err, V_UNDEF); }

/* ---- `stack`, formatted at its first read ---------------------------------
 * V8 gives every error an own accessor pair `stack` and formats the
 * "Name: message" header when it is first read, so a subclass constructor
 * that sets this.name after super(), or code that changes message before
 * anyone looks, shows in the header. tarn captures the frame lines at
 * creation (the stack is gone later) into the private element
 * B_ERROR_STACK_LINES and keeps B_ERROR_STACK_VALUE undefined; the first
 * read (the getter, or vm_error_stack_get for the library and the
 * uncaught report) formats header + lines into VALUE and sets LINES to
 * undefined; the setter stores VALUE and drops the lines. Invariant: an
 * object whose own `stack` is the realm's pair has both private elements,
 * defined together with it (so a later freeze, which never touches
 * private elements, cannot keep the first read from storing). */

static bool is_stack_pair_noalloc(Vm *vm, const PropDesc *d)
{
    return (d->attrs & PROP_ACCESSOR) && v_is_object(d->get) && d->get == vm->builtin[B_ERROR_STACK_GET];
}

static bool has_stack_state_noalloc(Vm *vm, Value o)
{
    PropDesc d;
    return v_is_object(o) && !v_is_proxy(o) && v_is_symbol(vm->builtin[B_ERROR_STACK_VALUE]) &&
           vm_get_own_prop(vm, o, vm->builtin[B_ERROR_STACK_VALUE], &d) == 1;
}

/* The formatted value of an object with the stack state (see above). */
static Value stack_resolve(Vm *vm, Value err)
{
    size_t sc = gc_scope_open(vm);
    Value *eh = gc_handle(vm, err);
    Value r = V_EXC;
    PropDesc d;
    if (vm_get_own_prop(vm, *eh, vm->builtin[B_ERROR_STACK_LINES], &d) == 1 && v_is_string(d.value)) {
        Value *lines = gc_handle(vm, d.value);
        char *hdr = error_header(vm, *eh);
        char *ls = vm_str_to_utf8(vm, *lines, NULL);
        Buf b = {0};
        buf_str(&b, hdr ? hdr : "Error");
        buf_str(&b, ls ? ls : "");
        free(hdr);
        free(ls);
        if (!b.p || b.oom) {
            free(b.p);
            vm_throw_oom(vm);
            goto out;
        }
        Value s = vm_str_from_utf8(vm, b.p, b.len);
        free(b.p);
        if (s == V_EXC || vm_define_own(vm, *eh, vm->builtin[B_ERROR_STACK_VALUE], s, PROP_WRITABLE) < 0 ||
            vm_define_own(vm, *eh, vm->builtin[B_ERROR_STACK_LINES], V_UNDEF, PROP_WRITABLE) < 0)
            goto out;
    }
    r = vm_get_own_prop(vm, *eh, vm->builtin[B_ERROR_STACK_VALUE], &d) == 1 ? d.value : V_UNDEF;
out:
    gc_scope_close(vm, sc);
    return r;
}

/* The object whose stack state the pair reads for receiver v: the first
 * on v's ordinary prototype chain that has it (an object made with an
 * error as its prototype reads and writes that error's, as in V8), or
 * V_UNDEF. */
static Value stack_holder_noalloc(Vm *vm, Value v)
{
    for (Value o = v; v_is_object(o) && !v_is_proxy(o); o = vm_get_proto_noalloc(o))
        if (has_stack_state_noalloc(vm, o))
            return o;
    return V_UNDEF;
}

/* get stack(): the formatted stack of the holder (undefined without one) */
static Value stack_getter(Vm *vm, Value *argv, int argc, bool construct)
{
    Value h = stack_holder_noalloc(vm, THIS);
    return v_is_object(h) ? stack_resolve(vm, h) : V_UNDEF;
}

/* set stack(v): the value the holder's later reads give (no header is
 * formatted) */
static Value stack_setter(Vm *vm, Value *argv, int argc, bool construct)
{
    Value h = stack_holder_noalloc(vm, THIS);
    if (!v_is_object(h))
        return V_UNDEF;
    size_t sc = gc_scope_open(vm);
    Value *th = gc_handle(vm, h);
    Value *vh = gc_handle(vm, ARG(0));
    Value r = V_UNDEF;
    if (vm_define_own(vm, *th, vm->builtin[B_ERROR_STACK_VALUE], *vh, PROP_WRITABLE) < 0 ||
        vm_define_own(vm, *th, vm->builtin[B_ERROR_STACK_LINES], V_UNDEF, PROP_WRITABLE) < 0)
        r = V_EXC;
    gc_scope_close(vm, sc);
    return r;
}

int vm_error_stack_install(Vm *vm)
{
    static const BuiltinId keys[] = {B_ERROR_STACK_VALUE, B_ERROR_STACK_LINES};
    for (size_t i = 0; i < sizeof keys / sizeof keys[0]; i++) {
        if (v_is_symbol(vm->builtin[keys[i]]))
            continue;
        Value desc = vm_str_from_cstr(vm, i == 0 ? "stack" : "stack lines");
        Value k = desc == V_EXC ? V_EXC : vm_op_new_private_name(vm, desc);
        if (k == V_EXC)
            return -1;
        vm->builtin[keys[i]] = k;
    }
    Value g = vm_new_native(vm, "", stack_getter, 0, 0);
    if (g == V_EXC)
        return -1;
    vm->builtin[B_ERROR_STACK_GET] = g;
    Value st = vm_new_native(vm, "", stack_setter, 1, 0);
    if (st == V_EXC)
        return -1;
    vm->builtin[B_ERROR_STACK_SET] = st;
    return 0;
}

/* err's own `stack`: 1 a data property (*d holds it), 2 the built-in
 * accessor pair of an error that has the pending state, 0 none (or a
 * user's accessor), -1 thrown (a proxy's trap). The one classification
 * both readers below share. */
enum { STACK_NONE, STACK_DATA, STACK_LAZY };
static int own_stack_kind(Vm *vm, Value err, PropDesc *d)
{
    int f = v_is_object(err) ? vm_get_own_prop(vm, err, vm->atom[A_stack], d) : 0;
    if (f != 1)
        return f;
    if (!(d->attrs & PROP_ACCESSOR))
        return STACK_DATA;
    return is_stack_pair_noalloc(vm, d) && has_stack_state_noalloc(vm, err) ? STACK_LAZY : STACK_NONE;
}

int vm_error_stack_get(Vm *vm, Value err, Value *out)
{
    PropDesc d;
    int k = own_stack_kind(vm, err, &d);
    if (k <= STACK_NONE)
        return k;
    if (k == STACK_DATA) {
        *out = d.value;
        return 1;
    }
    Value v = stack_resolve(vm, err);
    if (v == V_EXC)
        return -1;
    *out = v;
    return 1;
}

Value vm_error_stack_text_noalloc(Vm *vm, Value err)
{
    PropDesc d;
    int k = own_stack_kind(vm, err, &d);
    if (k <= STACK_NONE)
        return V_UNDEF;
    if (k == STACK_DATA)
        return v_is_string(d.value) ? d.value : V_UNDEF;
    PropDesc l;
    if (vm_get_own_prop(vm, err, vm->builtin[B_ERROR_STACK_LINES], &l) == 1 && v_is_string(l.value))
        return l.value;
    vm_get_own_prop(vm, err, vm->builtin[B_ERROR_STACK_VALUE], &l);
    return v_is_string(l.value) ? l.value : V_UNDEF;
}

/* The pair, or (before the library made it, and on a proxy, whose
 * defines go to its traps) a data property formatted at capture. */
bool vm_error_stack_is_lazy_noalloc(Vm *vm, Value err)
{
    return v_is_object(vm->builtin[B_ERROR_STACK_GET]) && !v_is_proxy(err);
}

int vm_capture_stack_from(Vm *vm, Value err, Value skip_until)
{
    size_t sc = gc_scope_open(vm);
    Value *eh = gc_handle(vm, err);
    int rc = -1;
    bool lazy = vm_error_stack_is_lazy_noalloc(vm, *eh);
    Buf b = {0};
    if (!lazy) {
        char *hdr = error_header(vm, *eh);
        buf_str(&b, hdr ? hdr : "Error");
        free(hdr);
    }
    stack_lines(vm, &b, skip_until);
    if (b.oom) {
        free(b.p);
        vm_throw_oom(vm);
        goto out;
    }
    Value s = vm_str_from_utf8(vm, b.p ? b.p : "", b.len);
    free(b.p);
    if (s == V_EXC)
        goto out;
    if (!lazy) {
        rc = vm_define_own(vm, *eh, vm->atom[A_stack], s, PROP_WRITABLE | PROP_CONFIGURABLE);
        goto out;
    }
    Value *lines = gc_handle(vm, s);
    if (vm_define_own(vm, *eh, vm->builtin[B_ERROR_STACK_LINES], *lines, PROP_WRITABLE) < 0 ||
        vm_define_own(vm, *eh, vm->builtin[B_ERROR_STACK_VALUE], V_UNDEF, PROP_WRITABLE) < 0)
        goto out;
    rc = vm_define_accessor(vm, *eh, vm->atom[A_stack], vm->builtin[B_ERROR_STACK_GET],
                            vm->builtin[B_ERROR_STACK_SET], PROP_CONFIGURABLE);
out:
    gc_scope_close(vm, sc);
    return rc;
}

/* ---- reporting uncaught exceptions ---------------------------------------- */

/* "file:line\n<source line>\n<spaces>^\n\n" like node's uncaught header. */
static void print_context(Vm *vm, FILE *f, const char *file, uint32_t line, uint32_t col, bool blank)
{
    if (!file || line == 0)
        return;
    fprintf(f, "%s:%u\n", file, line);
    const SourceText *st = vm_find_source(vm, file);
    if (st) {
        const char *s = st->src, *end = st->src + st->len;
        for (uint32_t l = 1; l < line && s < end; l++) {
            const char *nl = memchr(s, '\n', (size_t)(end - s));
            s = nl ? nl + 1 : end;
        }
        const char *e = memchr(s, '\n', (size_t)(end - s));
        if (!e)
            e = end;
        if (e > s && e[-1] == '\r')
            e--;
        fprintf(f, "%.*s\n", (int)(e - s), s);
        fprintf(f, "%*s^\n", (int)(col > 0 ? col - 1 : 0), "");
    }
    if (blank)
        fputc('\n', f);
}

char *vm_exception_context_text(Vm *vm)
{
    InterpState *is = vm->interp;
    Value exc = vm->exception;
    if (!is || !vm->has_exception)
        return NULL;
    char *buf = NULL;
    size_t n = 0;
    FILE *f = open_memstream(&buf, &n);
    if (!f)
        return NULL;
    if (is->syntax_exc == exc && v_is_object(exc))
        print_context(vm, f, is->syn_file, is->syn_line, is->syn_col, true);
    else if (is->throw_valid && is->throw_exc == exc)
        print_context(vm, f, is->throw_file, is->throw_line, is->throw_col, true);
    if (fclose(f) != 0 || n == 0) {
        free(buf);
        return NULL;
    }
    return buf;
}

/* Own enumerable keys, or an own cause / errors: shown after the stack. */
static bool error_has_extras(Vm *vm, Value *eh)
{
    Value keys = vm_own_keys(vm, *eh, KEYS_STRINGS | KEYS_SYMBOLS | KEYS_ENUMERABLE_ONLY);
    if (keys == V_EXC) {
        vm_take_exception(vm);
        return false;
    }
    uint32_t n = vm_array(keys)->length;
    for (uint32_t i = 0; i < n; i++) { /* node drops name/message/stack the stack already shows */
        Value k = vm_array(keys)->elems->v[i];
        if (k != vm->atom[A_name] && k != vm->atom[A_message] && k != vm->atom[A_stack])
            return true;
    }
    Value k = vm_key(vm, "errors");
    if (k == V_EXC) {
        vm_take_exception(vm);
        return false;
    }
    return vm_has_own_noalloc(vm, *eh, vm->atom[A_cause]) || vm_has_own_noalloc(vm, *eh, k);
}

void vm_report_exception(Vm *vm, FILE *f)
{
    InterpState *is = vm->interp;
    Value exc = vm->exception;
    size_t sc = gc_scope_open(vm);
    Value *eh = gc_handle(vm, exc);
    bool was = vm->has_exception;
    vm->has_exception = false;
    if (is && is->syntax_exc == exc && v_is_object(exc)) {
        print_context(vm, f, is->syn_file, is->syn_line, is->syn_col, true);
        char *h = error_header(vm, *eh);
        fprintf(f, "%s\n", h ? h : "SyntaxError");
        free(h);
        goto out;
    }
    bool is_err = v_is_class(exc, CLS_ERROR);
    if (is && is->throw_valid && is->throw_exc == exc)
        print_context(vm, f, is->throw_file, is->throw_line, is->throw_col, is_err);
    if (is_err && error_has_extras(vm, eh)) {
        /* node prints util.inspect(err): the stack, then { [cause]: ..., key: ... } */
        Value s = vm->lib->inspect_js(vm, *eh, 2, false);
        char *u = s == V_EXC ? NULL : vm_str_to_utf8(vm, s, NULL);
        if (u) {
            fprintf(f, "%s\n", u);
            free(u);
            goto out;
        }
        vm_take_exception(vm); /* fall back to the plain form */
    }
    if (is_err) {
        char *h = error_header(vm, *eh);
        char *better = h ? vm->lib->improve_stack_js(vm, *eh, h) : NULL; /* as node's inspect shows it */
        if (better) {
            free(h);
            h = better;
        }
        fprintf(f, "%s", h ? h : "Error");
        free(h);
        Value text = vm_error_stack_text_noalloc(vm, *eh);
        if (v_is_string(text)) {
            char *s = vm_str_to_utf8(vm, text, NULL);
            const char *at = s ? strstr(s, "\n    at ") : NULL;
            if (at)
                fprintf(f, "%s", at);
            free(s);
        }
        fputc('\n', f);
        goto out;
    }
    /* node (not its REPL) prints a thrown non-Error as is: a string raw,
     * anything else as util.inspect shows it */
    Value str = v_is_string(*eh) ? *eh : vm->lib->inspect_js(vm, *eh, 2, false);
    if (str == V_EXC) {
        vm_take_exception(vm);
        fprintf(f, "Uncaught exception\n");
        goto out;
    }
    char *s = vm_str_to_utf8(vm, str, NULL);
    fprintf(f, "%s\n", s ? s : "");
    free(s);
out:
    vm->exception = *eh;
    vm->has_exception = was;
    gc_scope_close(vm, sc);
}
