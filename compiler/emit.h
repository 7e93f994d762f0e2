/* compiler/emit.h — private interface of the scope analyser (scope*.c) and
 * the bytecode emitter (emit*.c).
 *
 * Two passes over the AST. Pass 1 (scope.c) builds a Scope for every node
 * that opens one and a FuncInfo for every function, declares every binding
 * (hoisting var/function to the function scope), resolves every reference
 * and marks bindings captured by inner functions (they live in Boxes) or read
 * where initialisation cannot be proven (they need TDZ checks). Pass 2
 * (emit*.c) walks the tree again, finds the same Scope objects through the
 * node map, and emits code. Nothing here touches the JS heap until the very
 * end of compile_source, when the finished protos are linked into
 * vm->protos and their string constants are created (so they are roots).
 * Everything is allocated in one arena freed when compilation ends.
 */
#ifndef TARN_EMIT_H
#define TARN_EMIT_H

#include <stdbool.h>
#include <stdint.h>

/* token.h and gc/gc.h both name an enumerator T__COUNT (token kinds / cell
 * types); rename the token one while ast.h is included. */
#ifndef TARN_TOKEN_H
#define T__COUNT T_TOKEN__COUNT
#include "ast.h"
#undef T__COUNT
#else
#include "ast.h"
#endif
#include "arena.h"
#include "compiler.h"

/* ---- bindings ---- */
typedef enum VarKind {
    VK_VAR, VK_FUNC, VK_PARAM, VK_LET, VK_CONST, VK_CLASS, VK_CATCH,
    VK_FUNC_LEX,   /* function declaration in a block (hoisted inside it) */
    VK_THIS, VK_ARGS, VK_NEWTARGET, VK_HOME, VK_TEMP,
    VK_CALLEE,     /* "%callee": a derived constructor's own function, for super() in its arrows */
    VK_IMPORT,     /* module import binding (or import.meta's "%meta"): read-only, lives in another module's Box */
} VarKind;

enum { PRIV_NONE, PRIV_FIELD, PRIV_METHOD, PRIV_GETTER, PRIV_SETTER, PRIV_ACCESSOR /* both */ };
/* or'd into a private operation's kind byte: the name is a static member's
 * (a wrong receiver is "Receiver must be class C") */
enum { PRIV_STATIC = 8 };
/* or'd into DECL_GLOBAL's kind for a var's hoisted declaration (not its
 * initialiser): an existing own property of the global is left alone */
enum { DECL_GLOBAL_ONLY = 8 };

typedef enum ScopeKind { SC_FUNC, SC_BLOCK, SC_SWITCH, SC_CATCH, SC_CLASS, SC_LOOP } ScopeKind;

typedef struct FuncInfo FuncInfo;
typedef struct Scope Scope;
typedef struct Var Var;

/* A set of bindings in the order of their first addition, in the compile's
 * arena: past VARSET_INDEX_MIN entries an open-addressing index over `v`
 * (entries are index + 1, 0 empty; load <= 1/2), so that adding n bindings
 * is linear in n. */
enum { VARSET_INDEX_MIN = 8 };
typedef struct VarSet {
    Var **v;
    uint32_t n, cap;
    uint32_t *idx, icap;
} VarSet;
/* The index of v in s, or -1. */
int32_t varset_find(const VarSet *s, const Var *v);
/* Adds v at the end of s: its index, or -1 (out of memory, a->oom). */
int32_t varset_add(Arena *a, VarSet *s, Var *v);

struct Var {
    const char *name;
    uint32_t hash;         /* scope_name_hash(name) at declaration (Scope.index) */
    uint8_t kind;          /* VarKind */
    bool captured;         /* referenced from an inner function: lives in a Box */
    bool needs_tdz;        /* some read may precede initialisation */
    bool global;           /* COMPILE_GLOBAL top-level binding: GET_GLOBAL/PUT_GLOBAL */
    bool used;
    uint8_t priv;          /* a class's private name "#x": PRIV_* */
    bool priv_static;
    uint16_t slot;         /* frame slot (holds the Box when captured) */
    uint16_t src_slot;     /* params/arguments: where the raw value arrives */
    uint16_t menv;         /* module top-level binding: environment index + 1 (an upvalue of the module body); 0 none */
    uint16_t map_idx;      /* a mapped parameter (sloppy, simple list, `arguments` used): index + 1; it has
                              no slot and is reached through its function's arguments object
                              (REF_MAPPED: FuncInfo.argmap_var, ARG_GET/ARG_PUT); 0 none */
    uint32_t init_pos;     /* reads at or after this byte offset are past initialisation */
    /* Direct eval (compiler/scope_eval.c). A sloppy eval's var or function
     * naming a binding of its caller's variable scope is that binding
     * (alias); one the caller does not have is property `name` of the
     * caller's variable-environment object, the Var envobj holds (REF_ENV). */
    struct Var *alias;
    struct Var *envobj;
    struct Var *argmap;    /* a mapped parameter seen by eval code: the Var of its arguments object */
    bool eval_conf;        /* a global var or function declared by eval code: configurable */
    bool exported, ns_import; /* scope_module_env scratch: a module binding some export names / a namespace import */
    bool with_obj;         /* Scope.env of a `with` body: HasProperty and Symbol.unscopables, not own properties */
    /* A binding a function parsed again reads from outside (LazyCap,
     * emit_lazy.c): what scope_tdz_safe learnt of the functions between it
     * and its home, which the second analysis does not see (LZ_*); 0 for
     * every other binding. */
    uint8_t lazy_tdz;
    Scope *scope;
    Node *decl;            /* the declaring node (N_FUNC for functions) */
};

struct Scope {
    Scope *parent;
    FuncInfo *fn;
    ScopeKind kind;
    Var **vars;            /* in declaration order */
    uint32_t nvars, cap;
    /* Past SCOPE_INDEX_MIN bindings, an open-addressing hash index over
     * `vars` (linear probing, no deletions, load <= 1/2, NULL = empty), so
     * that declaring and resolving n names in one scope is linear in n.
     * Entries of equal names sit in declaration order along a probe
     * sequence, so a lookup finds the first declared, as a scan of `vars`
     * would. */
    Var **index;
    uint32_t icap;         /* 0 (no index yet) or a power of two */
    Node *node;
    /* The Var holding an object whose properties are bindings of this
     * scope at run time: a function's variable-environment object, which a
     * sloppy direct eval adds vars to, or a `with` body's object
     * (Var.with_obj). A lookup that leaves this scope without finding the
     * name checks the object first (Ref.envs). NULL for every scope of code
     * without direct eval or `with`. */
    Var *env;
    uint16_t synth;        /* eval code: a scope made from the caller's bindings, its level + 1 */
};

struct FuncInfo {
    FuncInfo *parent;
    Node *node;            /* N_FUNC or N_PROGRAM */
    Scope *scope;          /* parameters, var, top-level lexical */
    Scope *var_scope;      /* var and top-level lexical declarations of the body: `scope` itself,
                              or (parameters with defaults/patterns) a child of it, so that
                              parameter expressions never see the body's bindings */
    bool arrow, program, is_decl, is_method, is_ctor, derived;
    bool uses_args, uses_this_box, has_pattern_params, simple_params, uses_home;
    Var *this_var, *args_var, *nt_var, *home_var, *callee_var;
    /* a derived constructor with super() inside an arrow: its `this` lives
     * in this_var's Box (the arrows bind it), copied to fp[1] at each return */
    bool super_in_arrow;
    bool super_call_arrow; /* an arrow that calls super(): it runs its constructor's field_init */
    uint16_t nslots;       /* next free slot */
    uint16_t nparams;
    uint32_t pending_init_pos; /* pass 1 scratch: init_pos for the names of the pattern parameter being declared */
    bool is_initializer;   /* static block or field initialiser: `arguments` is an error */
    bool strict;           /* strict mode code (F_STRICT, nested in strict code, or part of a class) */
    Var *field_init;       /* class constructor: the hidden binding holding the instance-field initialiser */
    bool mapped_args;      /* sloppy, simple parameters, uses `arguments`: a mapped arguments object */
    Var *argmap_var;       /* mapped_args with parameters: "%argmap", the arguments object for REF_MAPPED */
    Var *env_var;          /* contains a sloppy direct eval: "%varenv", its variable-environment object */
    bool eval_transparent; /* a sloppy direct eval's program: its vars belong to the caller's variable scope */
    /* The function's upvalues, from scope analysis (scope_captures): every
     * binding of an enclosing function that its code reads, or that a
     * function nested in it reads through it, once. A parent's CLOSURE needs
     * a child's list before the child's body is emitted, so the list is
     * complete (the emitter adds nothing to it) unless caps_open: the
     * function contains a direct eval (which reads every visible binding)
     * or encloses a function that does, or a function around it has a
     * direct eval or a `with` (whose environment objects a lookup passes).
     * For those the emitter still finds the rest as it emits. */
    VarSet caps;
    bool caps_open;
    bool has_env;          /* it or a function around it contains a direct eval or a `with`: every
                              function nested in it is caps_open */
    uint32_t nfuncs;       /* the functions directly nested in it (the emitter's count may be a few more) */
    FuncInfo *next_fn;     /* the next function of the compile, in the order of scope analysis' walk (parents first) */
};

/* ---- node map (pass 1 → pass 2) ---- */
typedef struct NodeInfo {
    Node *node;
    Scope *scope;          /* the scope this node opens */
    Scope *scope2;         /* second scope (catch parameter scope for N_TRY, body scope for loops) */
    FuncInfo *fn;
} NodeInfo;

/* ---- constants (resolved into Values only after linking) ---- */
typedef enum { K_NUM, K_UTF8, K_UTF16,
               K_CACHE /* a slot the code fills at run time (never shared) */,
               K_BIGINT /* utf8: a BigInt literal's digits (vm_bigint_from_literal) */ } ConstKind;
typedef struct ConstEnt {
    ConstKind kind;
    double num;
    const char *utf8;
    const uint16_t *u16;
    uint32_t len;
} ConstEnt;

typedef struct PendingProto {
    FuncProto *p;
    ConstEnt *k;
    uint32_t nk;
    int32_t name_k;        /* const index of the name, -1 anonymous */
    struct PendingProto *next;
} PendingProto;

typedef struct Compiler Compiler;
/* Compiler.map_first of a compile of one function (parsed again at its
 * first call, or analysed alone to discard its tree): it has a few scopes,
 * and clearing a bigger map would cost more than its analysis. */
enum { MAP_FIRST_FN = 16, MAP_FIRST_MAX = 256 };

/* Compiler.map_first of a compile of len bytes of source: a node that opens
 * a scope takes a few bytes of source at least ("{}", "()=>0"), so the map
 * of a short text starts small and doubles if it must; a long text's
 * starts at MAP_FIRST_MAX. */
static inline uint32_t map_first_for(size_t len)
{
    uint32_t n = MAP_FIRST_FN;
    while (n < MAP_FIRST_MAX && n < len / 8)
        n *= 2;
    return n;
}

/* Control-flow stack for break/continue/return across loops, switch, try.
 * CTL_ITER is an array pattern's iterator ([iter next] above depth, under a
 * TRY): only a generator's return at a `yield` inside the pattern leaves it
 * (an expression holds no break or continue), and that closes the iterator. */
typedef enum CtlKind { CTL_LOOP, CTL_SWITCH, CTL_LABEL, CTL_TRY, CTL_FINALLY, CTL_FOR_OF, CTL_FOR_IN, CTL_USING,
                       CTL_ITER } CtlKind;
typedef struct Patch { uint32_t at; struct Patch *next; } Patch;
typedef struct Ctl {
    struct Ctl *prev;
    CtlKind kind;
    const char **labels;   /* label names applying to this statement */
    int nlabels;
    Patch *breaks, *conts;
    int depth;             /* operand depth at the statement (below its own stack items) */
    Node *finally_node;    /* CTL_FINALLY */
    Scope *scope_at;       /* scope to restore while emitting the finally body */
    uint16_t cap_slot;     /* CTL_USING: the frame slot of the scope's dispose capability */
    bool cap_async;        /* CTL_USING: the scope has an `await using` (disposal awaits) */
} Ctl;


typedef struct FuncState {
    struct FuncState *parent;
    Compiler *C;
    FuncInfo *info;
    Scope *scope;
    uint8_t *code;
    uint32_t len, cap;
    ConstEnt *k;
    uint32_t nk, kcap;
    /* past a few constants, an open-addressing index over k (entries are
     * index + 1, 0 empty; load <= 1/2), so that sharing n constants is
     * linear in n; K_CACHE entries are never shared and never indexed */
    uint32_t *kidx, kicap;
    FuncProto **protos;
    uint32_t nprotos, pcap;
    VarSet *up;            /* the upvalues' bindings: info->caps (emit_function), which only a
                              caps_open function appends to */
    UpvalDesc *upd;        /* and where each comes from (up->n of them) */
    uint32_t updcap;
    LineEntry *lines;
    uint32_t nlines, lcap;
    int depth, max_depth;
    uint32_t nics;
    Ctl *ctl;
    uint32_t cur_pos;      /* byte offset recorded for the next instructions */
    bool pos_dirty;
    int completion_slot;   /* COMPILE_GLOBAL: completion value local, else -1 */
    const char *infer_name;/* name for the next anonymous function (name inference) */
    struct OptChain *opt;  /* innermost optional chain being emitted */
    CallName *cnames;      /* callee texts for "x is not a function" */
    /* the next emit_assign_target's top-level pattern: source text of the
     * destructured value for object patterns (NULL: no null check; "": V8's
     * default rendering, for parameters) and for array patterns (NULL: default) */
    const char *pat_src, *iter_src;
    uint32_t ncnames, cncap;
    bool async_gen;        /* an async generator body: yield and return await (emit_await) */
} FuncState;

typedef struct OptSite { uint32_t site; int extra; struct OptSite *next; } OptSite;
typedef struct OptChain { int base; OptSite *sites; } OptChain;

struct Compiler {
    Vm *vm;
    Arena arena;
    /* the compiled text: held by the unit (LazyUnit) of the load's compile,
     * borrowed by a unit that parses one function again (its base's) */
    SourceBuf *source;
    size_t src_len;
    const char *file;
    int mode;
    CompileError *err;
    bool failed;
    NodeInfo *map;
    uint32_t map_cap, map_count;
    uint32_t map_first;    /* the node map's first size, a power of 2 (0: MAP_FIRST_MAX; map_first_for) */
    uint32_t *line_starts;
    uint32_t nline_starts;
    uint32_t line_hint;    /* offset_pos: the line of its last answer (a line_starts index) */
    PendingProto *pending;
    FuncInfo *top;
    FuncInfo *last_fn;     /* scope analysis: the tail of the FuncInfo.next_fn list, which top heads */
    struct ModInfo *mod;   /* COMPILE_MODULE: import/export entries and the environment layout */
    int depth;             /* levels of recursion of the running pass (emit_enter) */
    bool strict;           /* the program is strict before any directive (COMPILE_STRICT) */
    bool cjs;              /* COMPILE_CJS: the program takes compile_cjs_params */
    bool top_await;        /* COMPILE_AWAIT, and the program awaits at its top level */
    bool cjs_loader;       /* COMPILE_CJS: the body names require/module/arguments or eval (FP_CJS_LOADER) */
    int class_depth;       /* pass 1: inside a class (all of it is strict code) */
    /* COMPILE_EVAL: the caller's bindings a direct eval sees (vm/eval.c's
     * descriptor, one "K L name" line each, innermost first), or NULL for
     * an indirect eval; eval_global: its var declarations are properties of
     * the global object (indirect sloppy eval, or the caller's variable
     * scope is the global one); eval_in_params: the call is in its
     * function's parameter expressions, whose bindings its vars may not
     * redeclare (the parameters' environment is inside the variable one) */
    const char *eval_desc;
    bool eval_global;
    bool eval_in_params;
    uint16_t eval_nup;     /* the descriptor's lines: the eval code's upvalues */
    /* Lazy compilation (compiler/emit_lazy.c): the record that keeps this
     * Compiler, its arena, node map and line starts and the parser's tree
     * alive while a function of it has not been compiled; lazy: emit_closure
     * makes FP_LAZY prototypes for the functions that may be (lazy_ok). */
    struct LazyUnit *unit;
    bool lazy;
    /* with lazy: plain functions get a LazyRec and are parsed again at
     * their first call (lazy_reparse_wanted) */
    bool reparse;
    /* scope_analyse_free: a reference no scope of the function declares
     * resolves to a binding made for it here (its free names) */
    Scope *open_scope;
    /* a stub (F_STUB) met where its tree is needed (it must be compiled at
     * load, or its record cannot be made): the compile is done again with
     * every tree kept */
    bool restart;
};

/* The compile's state kept for lazy functions: the Compiler (first, so a
 * Compiler of a compile is its unit, holding the source) and the parser
 * owning the tree. refs: the FP_LAZY prototypes made from it, plus one
 * while compile() runs; the last release frees it all. */
typedef struct LazyUnit {
    Compiler C;
    struct Parser *ps;
    uint32_t refs;
    /* a unit made by parsing one function again: the unit whose source
     * and line starts C borrows (held) */
    struct LazyUnit *base;
} LazyUnit;
/* Var.lazy_tdz: the binding's scope is a switch's; some function between
 * the re-parsed one and the binding's home makes a read unsafe (a
 * declaration, or one starting before the initialisation); one of them is a
 * method of the class the binding names (a read is always safe). */
enum { LZ_SWITCH = 1, LZ_OUTER_UNSAFE = 2, LZ_CLASS_SAFE = 4,
       /* a binding of scope_analyse_free's open scope: read through a
        * function declaration nested in the analysed function (walk_stub) */
       LZ_DECL_INSIDE = 8 };

/* What a lazy function reads from outside it, for parsing it again at its
 * first call (emit_lazy.c): one of its upvalues, as the emitter and
 * scope_tdz_safe read the binding. */
typedef struct LazyCap {
    const char *name;
    uint8_t kind;
    bool needs_tdz;
    uint8_t tdz;           /* LZ_* */
    uint16_t slot, src_slot, menv;
    uint32_t init_pos;
} LazyCap;

/* A plain function's record: where it is and what the code around it gave
 * its analysis. Self-contained (malloc'd, names copied after the caps). */
typedef struct LazyRec {
    uint32_t start, end, line, flags;  /* the N_FUNC's range, first line and flags */
    bool is_decl, strict, module;
    bool anon_decl;        /* `export default function () {}`: a declaration that the parser names
                              "default" after parsing it (compiler/parser_module.c) */
    uint32_t ncaps;
    LazyCap caps[];
} LazyRec;

/* A lazy function: its node and scope analysis' record of it; rec when
 * its body can be parsed again from the source instead of read from the
 * tree. */
typedef struct LazyFn {
    LazyUnit *unit;
    Node *fn;
    FuncInfo *fi;
    LazyRec *rec;
    bool broken;           /* linking its body ran out of memory: every call fails */
} LazyFn;

typedef enum { REF_LOCAL, REF_BOX, REF_UPVAL, REF_GLOBAL,
               REF_MAPPED /* idx: a mapped parameter's index (Var.map_idx) */,
               REF_ENV /* property `name` of the object in var->envobj (a sloppy eval's var) */ } RefKind;
/* envs: the variable-environment objects (Scope.env) the lookup passed
 * before it found the binding, innermost first: a name one of them has
 * own is that property instead (a var a direct eval added at run time). */
typedef struct Ref { RefKind kind; uint16_t idx; Var *var; const char *name; Var **envs; uint16_t nenv; } Ref;

/* ---- emit.c: core ---- */
void emit_error(Compiler *C, Node *n, int kind, const char *fmt, ...) __attribute__((format(printf, 4, 5)));
/* The nesting guard of scope analysis and the emitter (compiler/ast.h): false,
 * with the RangeError recorded at n, when a recursive walk goes deeper than
 * COMPILE_MAX_TREE_DEPTH; otherwise a level that emit_leave ends. */
bool emit_enter(Compiler *C, Node *n);
static inline void emit_leave(Compiler *C) { C->depth--; }
/* The node's side table entry (created if asked). The table is rehashed
 * as it grows: a pointer from it is valid only until the next call with
 * create = true (scope.c walks whole function bodies between two). */
NodeInfo *emit_node_info(Compiler *C, Node *n, bool create);
/* Writing code. The byte writers and emit_op are inline: a compile runs
 * them once per byte of bytecode. Their slow paths are out of line:
 * emit_code_room grows the code buffer (false, with the out-of-memory error
 * recorded, when it cannot), emit_line_entry records the pending source
 * position (emit_pos) in the line table. */
bool emit_code_room(FuncState *fs, uint32_t n);
void emit_line_entry(FuncState *fs);
extern const int8_t emit_op_effect[];   /* opcodes.def stack effects (disasm.c); -99: variable */

static inline void emit_adjust(FuncState *fs, int delta)   /* stack depth bookkeeping */
{
    fs->depth += delta;
    if (fs->depth > fs->max_depth)
        fs->max_depth = fs->depth;
}

static inline void emit_byte(FuncState *fs, uint8_t b)
{
    if (fs->cap - fs->len < 1 && !emit_code_room(fs, 1))
        return;
    fs->code[fs->len++] = b;
}

static inline void emit_u16(FuncState *fs, uint16_t v)
{
    if (fs->cap - fs->len < 2 && !emit_code_room(fs, 2))
        return;
    fs->code[fs->len] = (uint8_t)v;
    fs->code[fs->len + 1] = (uint8_t)(v >> 8);
    fs->len += 2;
}

static inline void emit_u32(FuncState *fs, uint32_t v)
{
    emit_u16(fs, (uint16_t)v);
    emit_u16(fs, (uint16_t)(v >> 16));
}

static inline void emit_op(FuncState *fs, int op)
{
    if (fs->pos_dirty)
        emit_line_entry(fs);
    emit_byte(fs, (uint8_t)op);
    if (emit_op_effect[op] != -99)
        emit_adjust(fs, emit_op_effect[op]);
}

static inline void emit_op_u8(FuncState *fs, int op, uint8_t a)
{
    emit_op(fs, op);
    emit_byte(fs, a);
}

static inline void emit_op_u16(FuncState *fs, int op, uint16_t a)
{
    emit_op(fs, op);
    emit_u16(fs, a);
}

static inline void emit_op_u16u16(FuncState *fs, int op, uint16_t a, uint16_t b)
{
    emit_op(fs, op);
    emit_u16(fs, a);
    emit_u16(fs, b);
}
uint32_t emit_jump(FuncState *fs, int op);    /* returns patch site */
void emit_patch(FuncState *fs, uint32_t site);/* jump lands here */
void emit_patch_to(FuncState *fs, uint32_t site, uint32_t target);
void emit_loop(FuncState *fs, uint32_t target);
void emit_pos(FuncState *fs, uint32_t offset);/* source position of what follows */
void emit_node_pos(FuncState *fs, Node *n);
uint16_t emit_const_num(FuncState *fs, double d);
uint16_t emit_const_atom(FuncState *fs, const char *utf8);
uint16_t emit_const_bigint(FuncState *fs, const char *digits);
uint16_t emit_const_str16(FuncState *fs, const uint16_t *s, uint32_t len);
uint16_t emit_const_cache(FuncState *fs);  /* a fresh K_CACHE slot (starts undefined) */
uint16_t emit_ic(FuncState *fs);
void emit_push_num(FuncState *fs, double d);
void emit_call_name(FuncState *fs, Node *callee); /* before CALL/NEW: records its callee text */
/* Source text of an expression as V8 prints it in messages (arena string);
 * for iteration (iter) a call yields "f is not a function or its return value". */
const char *emit_source_text(FuncState *fs, Node *n, bool iter);
/* Before an instruction: records a message text for it (FuncProto.call_names,
 * keyed by the instruction's pc; read by vm_site_text). */
void emit_site_text(FuncState *fs, const char *text);
uint16_t emit_new_slot(FuncState *fs);
void emit_throw_error(FuncState *fs, int kind, const char *msg);
void emit_closure(FuncState *fs, Node *fn, const char *name); /* [] → [fn] */
Ref emit_var_ref(FuncState *fs, Var *v);
FuncProto *emit_function(Compiler *C, FuncState *parent, Node *fn, const char *name, FuncInfo *fi);
/* Where a closure made in parent takes its upvalue v from. */
UpvalDesc emit_upval_desc(FuncState *parent, Var *v);
/* A prototype's FP_* flags and its `length`, from the function's node. */
uint32_t emit_proto_flags(Compiler *C, Node *fn, FuncInfo *fi);
uint16_t emit_param_length(Node *fn);
/* The string constants of C's pending prototypes, made now that they are
 * linked (roots). 0, or -1 (out of memory). */
int emit_link_consts(Compiler *C);
void emit_free_pending(Compiler *C);
void emit_proto_free(FuncProto *p);
/* ---- emit_lazy.c ---- */
/* The function fi could be compiled at its first call. */
bool lazy_possible(Compiler *C, FuncInfo *fi);
/* Whether a lazy compile parses its plain functions again at their first
 * call (step 6a of docs/compiler.md): while the load's tree is kept that
 * only costs, so it is asked for (TARN_LAZY_REPARSE in the environment), or
 * always in a -DTARN_VERIFY_LAZY build, which checks it. */
bool lazy_reparse_wanted(void);
/* emit_closure's FP_LAZY prototype for fn (pending like emit_function's). */
FuncProto *lazy_stub(FuncState *parent, Node *fn, const char *name, FuncInfo *fi);
/* compile()'s end: drop its hold on the unit (freed unless a lazy
 * prototype keeps it). */
void lazy_unit_release(LazyUnit *u);

/* ---- frame slots ---- */
/* A frame slot is a u16 operand, 0xFFFF means "none" and slots 0 and 1
 * are the callee and `this`: a function has at most SLOT_LIMIT slots. A
 * function that needs more (its bindings and the emitter's temporaries) is
 * a SyntaxError worded as V8's for its own, larger limit. */
#define SLOT_LIMIT 0xFFFE
#define SLOT_LIMIT_MSG "Too many variables declared (only 65532 allowed)"

/* ---- scope.c: pass 1 ---- */
int scope_analyse(Compiler *C, Node *program);
/* A lazy function parsed again (emit_lazy.c): its analysis with the
 * bindings it reads from outside made from rec, in one scope around it.
 * Its FuncInfo, whose caps are rec's in rec's order, or NULL (an error in
 * C, or the function reads a binding rec lacks). */
FuncInfo *scope_analyse_lazy(Compiler *C, Node *fn, const LazyRec *rec);
/* One function analysed alone, as a pre-parse that discards its tree must
 * (docs/compiler.md, step 6b): every name it reads and does not declare
 * becomes a binding of one scope around it, so its FuncInfo's caps are its
 * free names in the order of their first reference. NULL on an error. */
FuncInfo *scope_analyse_free(Compiler *C, Node *fn, bool is_decl, bool strict);
Var *scope_declare(Compiler *C, Scope *s, const char *name, int kind, Node *at); /* with redeclaration errors */
/* scope_module.c: a module's import bindings (before hoisting) and, after the
 * walk, its environment layout and export checks (C->mod). 0 / -1. */
int scope_module_imports(Compiler *C, Scope *top);
int scope_module_env(Compiler *C, Scope *top);
Var *scope_lookup(Scope *s, const char *name);
Var *scope_add_var(Compiler *C, Scope *s, const char *name, int kind, Node *decl); /* no slot */
uint16_t scope_alloc_slot(Compiler *C, FuncInfo *fn, Node *at);
Var *scope_special_var(Compiler *C, FuncInfo *target, int kind); /* this/arguments/new.target/home */
/* scope_eval.c: direct eval. */
bool scope_is_direct_eval(Node *call);                 /* eval(args): a possible direct eval */
void scope_mark_eval(Compiler *C, FuncInfo *fn, Scope *at); /* every binding it can see lives in a Box */
Scope *scope_eval_outer(Compiler *C, FuncInfo *top);   /* the caller's bindings as scopes (eval code) */
Var *scope_eval_var(Compiler *C, Scope *top, const char *name, int kind, Node *at); /* a sloppy eval's var */
void emit_direct_eval(FuncState *fs, Node *call);      /* emit_call's direct-eval form */
void emit_call_target(FuncState *fs, Node *t, const char *msg); /* Annex B `f() = v`: call, then ReferenceError */
int emit_args(FuncState *fs, NodeList *l);            /* a call's arguments: argc, or -1 for one array of them */
void emit_env_decls(FuncState *fs, Scope *s);          /* eval code's prologue: vars on the caller's object */
Var *scope_find_local(Scope *s, const char *name);
uint32_t scope_name_hash(const char *name);
uint32_t scope_bytes_hash(const void *bytes, size_t n);
bool scope_tdz_safe(FuncInfo *use_fn, Scope *use_scope, Var *v, uint32_t pos);

/* ---- variable access (emit.c) ---- */
Ref emit_resolve(FuncState *fs, const char *name);
Ref emit_resolve_found(FuncState *fs, const char *name, Var *v); /* v: scope_lookup's answer */
Ref emit_resolve_id(FuncState *fs, Node *id);  /* an N_IDENT: what scope analysis found, when it applies */
/* The environment object (Var) a lookup passing scope s consults, unless it
 * is `last`, the one consulted just before; NULL if none. */
Var *emit_scope_env(Scope *s, Var *last);
void emit_get_ref(FuncState *fs, Ref r, uint32_t pos, bool typeof_ctx);
/* [] → [the first of r.envs having r.name, or undefined]; call: [this for the call, that or undefined] */
void emit_env_find(FuncState *fs, Ref r, bool call);
void emit_put_ref(FuncState *fs, Ref r, uint32_t pos, bool is_init); /* [v] → [] */
void emit_init_var(FuncState *fs, Var *v);    /* [v] → []: initialising store */
void emit_enter_scope(FuncState *fs, Scope *s);  /* boxes, TDZ markers, hoisted functions */
void emit_leave_scope(FuncState *fs, Scope *s);

/* ---- emit_expr.c ---- */
void emit_expr(FuncState *fs, Node *n);
void emit_expr_named(FuncState *fs, Node *n, const char *name); /* name inference for anonymous fns */
void emit_call(FuncState *fs, Node *n, uint32_t *chain_end_list);
void emit_cond_jump(FuncState *fs, Node *n, bool jump_if, Patch **out, Arena *a);
bool emit_is_anon_fn(Node *n);

/* ---- emit_pattern.c ---- */
/* [v] → []: destructure/assign v into target (a pattern, identifier or member). */
void emit_assign_target(FuncState *fs, Node *target, int bind_kind);
enum { BIND_ASSIGN = 0, BIND_INIT = 1 };

/* ---- emit_stmt.c ---- */
void emit_stmt(FuncState *fs, Node *n);
/* [v] → [awaited v]: AWAIT, then GEN_RESUME throws a rejection here. */
void emit_await(FuncState *fs);
/* Close the for-await iterator [iter next] → [] (AsyncIteratorClose for a
 * normal completion: return() is called, its result awaited and checked). */
void emit_async_close(FuncState *fs);
/* [v] → return v from here, running the exits (finally blocks, iterator closes) on the way;
 * the code after a generator's yield uses it for return(). */
void emit_gen_return(FuncState *fs);
void emit_stmts(FuncState *fs, NodeList *l);
/* The statements of a block, a function body or a module: emit_stmts, with
 * disposal at every exit when l declares `using` (docs/dispose.md). */
void emit_scope_stmts(FuncState *fs, NodeList *l);
void emit_hoisted_funcs(FuncState *fs, Scope *s);
void emit_global_prologue(FuncState *fs, Scope *s);
void emit_update(FuncState *fs, Node *n, bool discard);
void emit_this(FuncState *fs);
/* The class-scope binding of private name m->name ("#x"), or NULL with the
 * SyntaxError recorded. */
Var *emit_private_var(FuncState *fs, Node *m);
/* GET_PRIVATE / PUT_PRIVATE with v's kind and its class's name. */
void emit_private_op(FuncState *fs, int op, Var *v);
void emit_home(FuncState *fs);
const char *emit_key_name(FuncState *fs, Node *key);
void emit_key_value(FuncState *fs, Node *key);

/* ---- emit_class.c ---- */
void emit_class(FuncState *fs, Node *cls, const char *name);
void emit_object(FuncState *fs, Node *n);
void emit_field_def(FuncState *fs, Node *n);  /* N_FIELD_DEF: [] → [] */
void emit_field_init_call(FuncState *fs);      /* class constructor: run the instance-field initialiser on this */

/* ---- disasm.c ---- */
extern const char *const emit_op_names[];
extern const int8_t emit_op_bytes[];
extern const int8_t emit_op_effect[];

#endif
