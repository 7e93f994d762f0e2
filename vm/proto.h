/* vm/proto.h — compiled function prototypes (the compiler's output).
 *
 * A FuncProto is malloc'd, not a GC cell, and lives until the VM is freed
 * (vm->protos list). Its consts[] are traced as roots, so an atom or number in
 * them is updated when the collector moves it. The compiler fills every field
 * except `ics` and `xics`, which vm_proto_finish() allocates.
 */
#ifndef TARN_PROTO_H
#define TARN_PROTO_H

#include "object.h"

enum {
#define OP(name, bytes, effect, doc) OP_##name,
#include "../compiler/opcodes.def"
#undef OP
    OP__COUNT
};

/* FuncProto.flags */
enum {
    FP_ARROW = 1,          /* lexical this/arguments/new.target: compiler resolves them as upvalues */
    FP_METHOD = 2,         /* has a home object (super allowed) */
    FP_CLASS_CTOR = 4,     /* throws when called without new */
    FP_DERIVED = 8,        /* class constructor with extends: this starts EMPTY */
    FP_HAS_REST = 16,      /* last parameter is ...rest: the interpreter collects it at entry */
    FP_USES_ARGUMENTS = 32,/* interpreter builds `arguments` into fp[args_slot] at entry */
    FP_TOPLEVEL = 64,      /* script/REPL body */
    FP_NO_CTOR = 128,      /* arrows and methods: `new` is a TypeError 'x is not a constructor' */
    FP_GENERATOR = 256,    /* function*: the body starts with GENERATOR (vm/generator.c) */
    FP_ASYNC = 512,        /* async function: the body starts with ASYNC_START (stdlib/async.c) */
    FP_MAPPED_ARGS = 2048, /* with FP_USES_ARGUMENTS: a sloppy function with simple parameters, whose
                              arguments object aliases the parameters (vm/arguments.c) */
    FP_CJS_LOADER = 1 << 20, /* with FP_TOPLEVEL: a CommonJS body (COMPILE_CJS) that names require,
                              module or arguments or calls eval: its host must give it node's
                              module system; one that names none of them needs only exports */
    FP_REALMS = 1 << 21,   /* the VM has more than one realm: every call takes vm_setup_call,
                              which switches to the callee's realm (vm/realm.c); the
                              interpreter's fast paths test it with the bits they test anyway */
    FP_LAZY = 1 << 22,     /* the body is not compiled yet (compiler/emit_lazy.c): `lazy` says where it is;
                              the call paths that set up a frame themselves test it with the bits they
                              test anyway, and vm_push_frame compiles it (compile_lazy) */
    FP_STRICT = 1024,      /* strict mode code: failed assignments throw, `delete` failures throw,
                              assignment to an undeclared name is a ReferenceError; sloppy code
                              (no FP_STRICT) takes the silent paths, in the ops' slow paths only.
                              (A sloppy function's `this` is bound by OP_BIND_THIS in its own
                              prologue, so no call path tests this flag.) */
};

/* Upvalue capture descriptor: where the i-th upvalue of a new closure comes
 * from when CLOSURE runs in the enclosing frame. */
typedef struct UpvalDesc {
    uint8_t from_local;    /* 1: enclosing fp[index] holds the Box; 0: enclosing callee.upvals[index] */
    uint8_t _pad;
    uint16_t index;
} UpvalDesc;

typedef struct LineEntry { /* pc → source position, sorted by pc */
    uint32_t pc;
    uint32_t line;         /* 1-based */
    uint32_t col;          /* 1-based */
} LineEntry;

typedef struct InlineCache InlineCache; /* vm/ owns the layout */

/* A compiled text, one copy per compile shared by all that read it after:
 * the parser, which runs on it again at a lazy function's first call
 * (compiler/emit_lazy.c), the prototypes made from it (toString slices
 * it) and the VM's table of sources for error reports (vm_find_source).
 * Reference-counted C memory, never a heap value, so code may hold it
 * across an allocation. text[len] is NUL (the lexer's sentinel). A VM's
 * prototypes and sources are one thread's: the count is not atomic. */
typedef struct SourceBuf {
    size_t refs;
    size_t len;
    const char *text;
    void *owned;           /* freed with the last reference (source_buf_adopt), or NULL */
} SourceBuf;

/* A copy of src[0, len). NULL when out of memory. */
SourceBuf *source_buf_new(const char *src, size_t len);
/* Takes block, a malloc'd block holding text[0, len] with text[len] NUL
 * (a file read by tarn_read_file, text past a byte order mark): no copy.
 * block is freed with the last reference, or at once when this fails. */
SourceBuf *source_buf_adopt(char *block, const char *text, size_t len);
/* text outlives the VM (the library's embedded JavaScript): borrowed when
 * text[len] is NUL, else copied. */
SourceBuf *source_buf_static(const char *text, size_t len);
static inline SourceBuf *source_buf_hold(SourceBuf *s)
{
    if (s)
        s->refs++;
    return s;
}
void source_buf_release(SourceBuf *s);

typedef struct CallName {
    uint32_t pc;           /* offset of the CALL/NEW opcode byte */
    uint32_t konst;        /* index into consts: a string, e.g. "foo.bar" */
} CallName;

struct FuncProto {
    uint8_t *code;
    uint32_t code_len;
    uint16_t nparams;      /* declared, including a rest parameter; `length` is in `length` */
    uint16_t length;       /* Function.prototype.length: params before the first default/rest */
    uint16_t nslots;       /* 2 + nparams + locals: the frame's fixed part */
    uint16_t max_stack;    /* deepest operand stack above nslots */
    uint16_t nupvals;
    uint16_t args_slot;    /* FP_USES_ARGUMENTS: where `arguments` goes */
    uint16_t argmap_slot;  /* FP_MAPPED_ARGS with parameters: the arguments object again, in a hidden
                              slot that ARG_GET/ARG_PUT read (`arguments = x` cannot change it) */
    uint32_t flags;        /* FP_* */
    Value *consts;         /* numbers and strings (property names are atoms) */
    uint32_t nconsts;
    FuncProto **protos;    /* nested functions, for CLOSURE */
    uint32_t nprotos;
    UpvalDesc *upvals;
    uint32_t nics;         /* inline-cache slots the code refers to */
    InlineCache *ics;      /* the code's nics caches, allocated by vm_proto_finish */
    InlineCache *xics;     /* VM_PROTO_XICS caches of the function itself (vm/shape.h), allocated by
                              vm_proto_finish; apart from ics, which a lazy body's compile replaces */
    Value name;            /* atom string, or V_EMPTY for anonymous */
    const char *file;      /* shared, owned by the VM */
    LineEntry *lines;
    uint32_t nlines;
    uint32_t src_start, src_end; /* byte range of source, for Function.prototype.toString */
    SourceBuf *source;     /* the compiled text (held), or NULL (a program: toString never shows it) */
    FuncProto *next_all;   /* vm->protos list */
    /* Optional (emitter may leave NULL/0): the callee's source text for
     * CALL/NEW/CALL_SPREAD/NEW_SPREAD sites, for "foo.bar is not a function".
     * Sorted by pc. */
    struct CallName *call_names;
    uint32_t ncall_names;
    uint32_t linked;       /* vm/vm.c: PROTO_* bits */
    uint32_t realm;        /* the realm it was compiled in, where its code runs (vm/realm.c) */
    int32_t line_shift;    /* added to its line table's lines in stacks (vm_frame_pos): node:vm's
                            * compileFunction counts the body's lines from the line after the
                            * function's head. Recorded as realm is (vm->compile_line_shift). */
    /* FP_LAZY: the compiler's record of the body (compiler/emit_lazy.c). Until
     * its first call the prototype has what making a closure and reading
     * its name, length and source need (flags, nparams, length, nupvals,
     * upvals, name, file, the source and its range, and one constant, the
     * name) and no code, lines or inline caches of its own. */
    struct LazyFn *lazy;
};

/* FuncProto.linked: LINKED once in vm->protos (vm_proto_link, idempotent);
 * FINISHED once vm_proto_finish has made its inline caches and run the
 * peephole pass (the compiler stores no more constants into it);
 * REMEMBERED while listed in the code remembered set (struct Vm);
 * DOOMED when its realm was found dead, until vm_protos_free_doomed. */
enum { PROTO_LINKED = 1, PROTO_FINISHED = 2, PROTO_REMEMBERED = 4, PROTO_DOOMED = 8 };

#endif
