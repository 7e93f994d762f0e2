/* vm/object.h — layouts of every heap cell kind and the object classes.
 *
 * Each struct opens with GcHeader. References are Value fields or typed
 * cell-pointer fields, never interior pointers; each type's trace function
 * (named in vm/types.def) visits them by address. Stores into an existing
 * cell go through GC_WRITE. FuncProto is NOT a cell: it is malloc'd, owned by
 * the VM for its whole life, and its constants are traced as roots.
 */
#ifndef TARN_OBJECT_H
#define TARN_OBJECT_H

#include "../gc/gc.h"

/* ---- Trace bodies ---------------------------------------------------------
 * The trace of a layout is written once, beside the layout, as a statement
 * macro VM_TRACE_<LAYOUT>(V, t, cell) over a visitor V: a prefix naming the
 * four visits a body makes, each by address so that a moving collector can
 * rewrite the slot:
 *   V##_VALUE(t, Value *slot)           one Value slot
 *   V##_VALUES(t, Value *v, size_t n)   n consecutive Value slots
 *   V##_CELL(t, void **slot)            a cell-pointer slot (may hold NULL)
 *   V##_SHAPE(t, void **slot)           an object's shape slot
 * The trace functions of vm/types.def instantiate the bodies with GC_VISIT
 * (gc/gc.h: the generic visits, which serve every tracer); gc/ instantiates
 * the commonest ones again with its inline copying (a minor) and marking (a
 * major) visits (gc/trace_inline.h). A body visits its slots in one order
 * whatever the visitor: a minor copies the cells it reaches in that order,
 * and the order decides which of them still fit in survivor space. */

typedef struct Shape Shape;         /* opaque outside vm/shape.c */
typedef struct FuncProto FuncProto; /* vm/proto.h */

/* ---- Strings (vm/string.c) ---------------------------------------------- */
/* STR_BUF: a rope's private leaf (vm/string.c), never a value of its own. */
enum { STR_WIDE = 1, STR_ATOM = 2, STR_HASHED = 4, STR_INDEX_NO = 8, STR_BUF = 16 };

/* Flat string. hdr.flags & STR_WIDE: data holds uint16_t code units
 * (UTF-16), else Latin-1 bytes. len counts code units, so JS `length`,
 * indexing and regex positions are direct. Immutable once published. */
typedef struct String {
    GcHeader hdr;
    uint32_t len;
    uint32_t hash;   /* valid when STR_HASHED */
    uint8_t data[];  /* len bytes (Latin-1) or 2*len bytes (UTF-16) */
} String;

/* Lazy concatenation (linear-time +=). After vm_str_flat() it holds the
 * flattened String in `left` and V_EMPTY in `right`. A rope reads the first
 * len - length(left) units of `right`, which may be fewer than right's own
 * len when right is a private leaf (STR_BUF) that later ropes appended to. */
typedef struct Rope {
    GcHeader hdr;
    uint32_t len;
    uint32_t depth;
    Value left, right;
} Rope;
#define VM_TRACE_ROPE(V, t, cell) do {              \
        Rope *rope_ = (Rope *)(cell);               \
        V##_VALUE(t, &rope_->left);                 \
        V##_VALUE(t, &rope_->right);                \
    } while (0)

typedef struct Symbol {
    GcHeader hdr;
    Value desc;      /* a string or V_UNDEF */
    uint32_t hash;
    uint32_t is_registered; /* from Symbol.for */
} Symbol;

/* BigInt primitive (vm/bigint.c): sign and magnitude, the magnitude as
 * little-endian 64-bit limbs. Invariant: normalised, so d[len-1] != 0 and
 * 0n has len 0 and no BIG_NEG; one value has one representation, so
 * equality and hashing compare limbs. The cell may hold more limb room
 * than len (hdr.size decides the cell's extent). No references. */
#define BIG_NEG 1u /* hdr.flags */
typedef struct BigInt {
    GcHeader hdr;
    uint32_t len;
    uint32_t pad;
    uint64_t d[];
} BigInt;

/* ---- Plain value arrays -------------------------------------------------- */
typedef struct Values {
    GcHeader hdr;
    uint32_t cap;    /* number of Value slots in v[] */
    uint32_t _pad;
    Value v[];
} Values;
/* Values is card-scanned (vm/types.def): gc/ reads it as a GcCardCell. */
_Static_assert(offsetof(Values, cap) == offsetof(GcCardCell, n) && offsetof(Values, v) == offsetof(GcCardCell, v),
               "Values has GcCardCell's layout");
/* Every one of the cap slots holds a valid Value (zero-filled = V_EMPTY),
 * so all are visited. */
#define VM_TRACE_VALUES(V, t, cell) do {            \
        Values *vals_ = (Values *)(cell);           \
        V##_VALUES(t, vals_->v, vals_->cap);        \
    } while (0)

typedef struct Box {     /* a captured variable */
    GcHeader hdr;
    Value v;
} Box;
#define VM_TRACE_BOX(V, t, cell) V##_VALUE(t, &((Box *)(cell))->v)

typedef struct Bytes {   /* raw bytes, no references */
    GcHeader hdr;
    uint32_t len;
    uint32_t _pad;
    uint8_t data[];
} Bytes;

/* ---- Objects ------------------------------------------------------------- */
/* hdr.cls for T_OBJECT. Add classes at the end. */
typedef enum ObjClass {
    CLS_PLAIN = 0,
    CLS_ARRAY,      /* ArrayObj */
    CLS_FUNCTION,   /* Closure: a JS function */
    CLS_NATIVE,     /* NativeFunc */
    CLS_BOUND,      /* BoundFunc */
    CLS_ERROR,      /* plain layout; marks Error instances for inspect/stack */
    CLS_BOOLEAN,    /* PrimObj wrappers */
    CLS_NUMBER,
    CLS_STRING,
    CLS_SYMBOL,
    CLS_ARGUMENTS,  /* plain layout with elements: ArrayObj layout */
    CLS_FOR_IN,     /* ForInIter (interpreter-internal) */
    CLS_ARRAY_ITER, /* ArrayIter: array / string / keys / entries iterators */
    CLS_MAP,        /* MapObj (vm/maptable.h) */
    CLS_SET,        /* MapObj */
    CLS_MAP_ITER,   /* MapIter */
    CLS_SET_ITER,   /* MapIter */
    CLS_DATE,       /* PrimObj: prim is the time value (stdlib/date.c) */
    CLS_PROMISE,    /* PromiseObj (stdlib/promise.h) */
    CLS_TIMER,      /* Timeout / Immediate (stdlib/loop.c): Value fields only */
    CLS_GENERATOR,  /* GeneratorObj (vm/generator.c) */
    CLS_WEAKMAP,    /* MapObj whose table is an ephemeron table (vm/weak.h) */
    CLS_WEAKSET,    /* MapObj, likewise */
    CLS_WEAKREF,    /* WeakRefObj (vm/weak.h) */
    CLS_FINREG,     /* FinRegObj: FinalizationRegistry (vm/weak.h) */
    CLS_REGEXP,     /* RegExpObj (stdlib/regexp_int.h) */
    CLS_REGEXP_ITER,/* RegExpIter: %RegExpStringIteratorPrototype% instances */
    CLS_ASYNC_GENERATOR, /* AsyncGenObj (stdlib/async_gen.c) */
    CLS_ASYNC_FROM_SYNC, /* AsyncFromSyncIter (stdlib/async_iter.c) */
    CLS_PROXY,      /* ProxyObj whose target is not callable (vm/proxy.c) */
    CLS_PROXY_FN,   /* ProxyObj whose target is callable: typeof "function" */
    CLS_BIGINT,     /* PrimObj: Object(1n) */
    CLS_HTMLDDA,    /* HtmlDdaObj: an object with [[IsHTMLDDA]] (tarn_htmldda_new) */
    CLS__FIRST_FREE
} ObjClass;

/* hdr.flags for T_OBJECT */
enum {
    OBJ_NOT_EXTENSIBLE = 1,
    OBJ_FROZEN = 2,          /* fast-path hint: every property non-writable/non-configurable */
    OBJ_CLASS_CTOR = 4,      /* Closure of a class constructor */
    OBJ_DICT = 8,            /* shape is in dictionary mode (owned by this object) */
    OBJ_SEALED = 16,
    OBJ_IS_PROTO = 32,       /* is the prototype of some shape: changes bump vm->shape_epoch */
    OBJ_SPARSE = 64,         /* array/arguments: some indices live as ordinary int-keyed properties */
    OBJ_LENGTH_RO = 128,     /* array: `length` is non-writable */
};

/* Property attributes (vm_define_own, shapes). */
enum {
    PROP_WRITABLE = 1,
    PROP_ENUMERABLE = 2,
    PROP_CONFIGURABLE = 4,
    PROP_ACCESSOR = 8,        /* slot holds an Accessor pair */
    PROP_LAZY = 16,           /* a data property made on first use (vm_define_lazy): only in a
                               * dictionary shape, always with PROP_ACCESSOR, so that every
                               * path that reads data slots directly leaves it to the slow
                               * paths; the slot holds the library's token, never an Accessor.
                               * The other bits are the attributes it will have. */
    PROP_DEFAULT = PROP_WRITABLE | PROP_ENUMERABLE | PROP_CONFIGURABLE,
    PROP_METHOD = PROP_WRITABLE | PROP_CONFIGURABLE, /* builtins, class methods */
};

typedef struct Object {
    GcHeader hdr;          /* type T_OBJECT, cls = ObjClass */
    Shape *shape;          /* keys, attributes, slot indices; holds the prototype */
    Values *slots;         /* property values by slot index, NULL if none */
} Object;

/* Inline slots. A plain object made with room for its properties (object
 * literals, constructors, Object.create) carries them in its own cell: a
 * Values laid out right after the Object, with o->slots pointing at it. One
 * allocation, one header, one cell to copy or mark instead of two. Code
 * reads and writes slots through o->slots whatever the layout; what differs:
 *  - a slot store's barrier owner is the cell that holds the slot
 *    (obj_slots_owner), the object itself for inline slots;
 *  - slots that outgrow the cell move to their own Values (vm/shape.c
 *    set_slots), which clears the inline region (then traced as undefineds);
 *  - the collector knows the layout by address and size (obj_has_inline_slots),
 *    traces the inline Values as the object's own words, and re-points
 *    o->slots when it moves the cell (obj_moved).
 * No handle or root ever holds o->slots of inline slots: it is an interior
 * pointer, not a cell. */
static inline Values *obj_inline_slots(Object *o) { return (Values *)(void *)(o + 1); }
/* Do o's slots sit inside the cell at `base` (o itself, or where the
 * collector copied it from)? The size test matters: a 24-byte object's own
 * Values may be the cell the nursery placed right after it. */
static inline bool obj_slots_inside(const Object *o, const void *base)
{
    return (const char *)o->slots == (const char *)base + sizeof(Object) && o->hdr.size > sizeof(Object);
}
static inline bool obj_has_inline_slots(const Object *o) { return obj_slots_inside(o, o); }
static inline void *obj_slots_owner(Object *o)
{
    return obj_has_inline_slots(o) ? (void *)o : (void *)o->slots;
}
/* Store val into o's slot i, with the barrier for the cell that holds it. */
#define OBJ_SLOT_WRITE(vm_, o_, i_, val_) GC_WRITE((vm_), obj_slots_owner(o_), &(o_)->slots->v[i_], (val_))
/* Lay out inline slots for n properties in o, a fresh cell sized for them. */
static inline void obj_init_inline_slots(Object *o, uint32_t n)
{
    Values *s = obj_inline_slots(o);
    s->hdr = (GcHeader){ .type = T_VALUES, .size = (uint32_t)(sizeof(Values) + n * sizeof(Value)) };
    s->cap = n;
    o->slots = s;
}
/* T_OBJECT's moved hook (vm/types.def): the collector copied the object
 * `old` to n; re-point inline slots into the copy. */
static inline void obj_moved(void *n, const void *old)
{
    Object *o = n;
    if (obj_slots_inside(o, old))
        o->slots = obj_inline_slots(o);
}

/* Getter/setter pair stored in an accessor property's slot (a T_VALUES of
 * cap 2 would do; this names the fields). */
typedef struct Accessor {
    GcHeader hdr;          /* T_VALUES with cap == 2: v[0] getter, v[1] setter */
    uint32_t cap, _pad;
    Value get, set;
} Accessor;

typedef struct ArrayObj {  /* CLS_ARRAY, CLS_ARGUMENTS */
    Object o;
    Values *elems;         /* dense storage; indices >= elems->cap are holes; V_EMPTY is a hole */
    uint32_t length;       /* array: JS length; arguments: the extent of its elements (its
                              `length` is an own property); may exceed elems->cap */
    uint32_t _pad;
} ArrayObj;

typedef struct ArgumentsObj { /* CLS_ARGUMENTS (vm/arguments.c) */
    ArrayObj arr;
    Values *params;        /* mapped: per parameter, V_EMPTY while it aliases element i, else its
                              value; NULL for an unmapped arguments object */
} ArgumentsObj;

typedef struct Closure {   /* CLS_FUNCTION */
    Object o;
    FuncProto *proto;
    Value home;            /* home object for super, or V_UNDEF */
    uint32_t nupvals;
    uint32_t _pad;
    Box *upvals[];
} Closure;

/* The object traces (vm_trace_object, vm/object.c) the collector also
 * inlines, by class. Every class's trace opens with the shape and then the
 * slots; only a plain object may have inline slots (vm_new_object_inline
 * and the constructor fast path make them, and a class never changes),
 * which it traces as its own words; else a plain object's words past the
 * Object are Values. */
#define VM_TRACE_OBJ_HEAD(V, t, o) do {                                     \
        V##_SHAPE(t, (void **)&(o)->shape);                                 \
        V##_CELL(t, (void **)&(o)->slots);                                  \
    } while (0)
/* The Values from byte `fixed` of the object o to the end of its cell. */
#define VM_TRACE_OBJ_TAIL(V, t, o, fixed) do {                              \
        if ((o)->hdr.size > (fixed))                                        \
            V##_VALUES(t, (Value *)((char *)(o) + (fixed)),                 \
                       ((o)->hdr.size - (fixed)) / sizeof(Value));          \
    } while (0)
#define VM_TRACE_OBJ_PLAIN(V, t, cell) do {                                 \
        Object *plain_ = (Object *)(cell);                                  \
        V##_SHAPE(t, (void **)&plain_->shape);                              \
        if (obj_has_inline_slots(plain_)) {                                 \
            V##_VALUES(t, plain_->slots->v, plain_->slots->cap);            \
        } else {                                                            \
            V##_CELL(t, (void **)&plain_->slots);                           \
            VM_TRACE_OBJ_TAIL(V, t, plain_, sizeof(Object));                \
        }                                                                   \
    } while (0)
#define VM_TRACE_OBJ_ARRAY(V, t, cell) do {                                 \
        ArrayObj *arr_ = (ArrayObj *)(cell);                                \
        VM_TRACE_OBJ_HEAD(V, t, &arr_->o);                                  \
        V##_CELL(t, (void **)&arr_->elems);                                 \
    } while (0)
#define VM_TRACE_OBJ_FUNCTION(V, t, cell) do {                              \
        Closure *fn_ = (Closure *)(cell);                                   \
        VM_TRACE_OBJ_HEAD(V, t, &fn_->o);                                   \
        V##_REALM(t, fn_->proto);                                           \
        V##_VALUE(t, &fn_->home);                                           \
        for (uint32_t up_ = 0; up_ < fn_->nupvals; up_++)                   \
            V##_CELL(t, (void **)&fn_->upvals[up_]);                        \
    } while (0)

/* A native function. argv[-1] is `this` (for a construct call: new.target),
 * argv[-2] the callee itself. argv[i] for i >= argc must not be read: use
 * ARG(i). argv points into the VM stack, which never moves, so it stays valid
 * and its slots are updated by the collector. Returns the result or V_EXC. */
typedef Value (*NativeFn)(Vm *vm, Value *argv, int argc, bool construct);
#define ARG(i) ((i) < argc ? argv[i] : V_UNDEF)
#define THIS (argv[-1])
#define CALLEE (argv[-2])
#define MAGIC (((NativeFunc *)v_cell(CALLEE))->magic) /* the native's magic number */

typedef struct NativeFunc { /* CLS_NATIVE */
    Object o;
    NativeFn fn;
    Value data;            /* anything the native wants to keep (traced) */
    int32_t magic;         /* lets one C function serve several builtins */
    uint16_t length;
    uint16_t is_ctor;      /* may be called with new */
    uint32_t realm;        /* the realm current when it was made; it runs there (vm/realm.c) */
    uint32_t _pad;
} NativeFunc;

typedef struct BoundFunc {  /* CLS_BOUND */
    Object o;
    Value target, this_val;
    Values *args;           /* NULL if none */
    uint32_t nargs, _pad;
} BoundFunc;

typedef struct PrimObj {    /* CLS_BOOLEAN, CLS_NUMBER, CLS_STRING, CLS_SYMBOL, CLS_BIGINT, CLS_DATE */
    Object o;
    Value prim;
} PrimObj;

/* CLS_ARRAY_ITER (vm/iter.c): iterator over an array, array-like or string.
 * All state is Values so the trace is simple: visit target, index, kind.
 * target becomes V_UNDEF once the iterator is exhausted. kind: ITER_KIND_*. */
enum { ITER_KIND_VALUES = 0, ITER_KIND_KEYS = 1, ITER_KIND_ENTRIES = 2, ITER_KIND_STRING = 3 };
typedef struct ArrayIter {
    Object o;
    Value target;
    Value index;           /* int32 (next position, in code units for strings) */
    Value kind;            /* int32 ITER_KIND_* */
} ArrayIter;

/* CLS_FOR_IN (vm/interp_ops.c): for-in key snapshot. Visit obj, keys, index. */
typedef struct ForInIter {
    Object o;
    Value obj;             /* the object being enumerated (to skip deleted keys) */
    Value keys;            /* array of string keys */
    Value index;           /* int32 */
} ForInIter;

/* T_GENFRAME (vm/generator.c): a suspended interpreter frame — a generator's
 * registers and operand stack fp[0 .. nvals), the pc to resume at and the
 * frame's live exception handlers, as offsets so the frame can be resumed
 * anywhere on the value stack. Only v[0 .. nvals) are traced; the handler
 * records after v[cap] are raw offsets. Suspension points (yield, and await
 * later) save into it; resumption copies it back onto the stack. */
typedef struct GenHandler {
    uint32_t target;       /* catch entry: offset into proto->code */
    uint32_t sp;           /* operand stack depth: offset from fp */
} GenHandler;
typedef struct GenFrame {
    GcHeader hdr;
    FuncProto *proto;      /* malloc'd, lives as long as the VM */
    uint32_t pc;           /* resume offset into proto->code */
    uint32_t nvals;        /* saved slots fp[0 .. nvals) */
    uint32_t cap;          /* Value capacity of v[] */
    uint16_t nhandlers, hcap;
    uint16_t argc, _pad;
    Value v[];             /* cap Values, then hcap GenHandler records */
} GenFrame;
static inline GenHandler *genframe_handlers(GenFrame *f) { return (GenHandler *)(f->v + f->cap); }
void vm_trace_genframe(GcTracer *t, void *cell); /* vm/types.def */

/* CLS_GENERATOR: a generator object. frame is its GenFrame (V_UNDEF once
 * completed); state a GEN_* int. Both Values: the default trace visits them. */
enum { GEN_START = 0, GEN_SUSPENDED = 1, GEN_RUNNING = 2, GEN_DONE = 3 };
typedef struct GeneratorObj {
    Object o;
    Value frame;
    Value state;
} GeneratorObj;
/* An async function's activation (CLS_GENERATOR, never visible to JS): a
 * generator whose suspension points are awaits, plus the promise its call
 * returned and the two reaction functions that resume it (made once, reused
 * by every await; V_UNDEF until the first await). */
typedef struct AsyncObj {
    GeneratorObj g;
    Value promise;
    Value on_ful, on_rej;
} AsyncObj;
/* CLS_ASYNC_GENERATOR: an async generator object (stdlib/async_gen.c). g is
 * its suspended frame; agstate the spec's [[AsyncGeneratorState]] (AG_*);
 * head/tail the [[AsyncGeneratorQueue]], a singly linked list of request
 * records (T_VALUES: AGQ_MODE, AGQ_VALUE, AGQ_PROMISE, AGQ_NEXT); on_ful and
 * on_rej the reaction pair that resumes the frame after an await (made at the
 * first await, V_UNDEF until then). All Values: the default trace visits them. */
enum { AG_START = 0, AG_SUSPENDED_YIELD, AG_EXECUTING, AG_AWAITING_RETURN, AG_COMPLETED };
enum { AGQ_MODE = 0, AGQ_VALUE, AGQ_PROMISE, AGQ_NEXT, AGQ__N };
typedef struct AsyncGenObj {
    GeneratorObj g;
    Value agstate;
    Value head, tail;
    Value on_ful, on_rej;
} AsyncGenObj;
/* CLS_ASYNC_FROM_SYNC: CreateAsyncFromSyncIterator's object (never visible
 * to JS): the sync iterator and its next method. */
typedef struct AsyncFromSyncIter {
    Object o;
    Value iter, next;
} AsyncFromSyncIter;

/* CLS_PROXY / CLS_PROXY_FN (vm/proxy.c): a Proxy exotic object. Its shape
 * is one dictionary shape with no entries and a null prototype, shared by
 * every proxy (vm->builtin[B_PROXY_SHAPE]) and never mutated: no property
 * lives on a proxy, so an own lookup misses, an inline cache never fills for
 * it, and every operation that meets one calls vm/proxy.c instead. The
 * proxy also carries OBJ_NOT_EXTENSIBLE, so a path that forgets the check
 * fails to add rather than writing into the shared shape. Revoked:
 * handler and target are V_NULL. is_ctor: V_TRUE when the target had
 * [[Construct]] at creation (the spec fixes it then). All Values. */
typedef struct ProxyObj {
    Object o;
    Value target;
    Value handler;
    Value is_ctor;
    /* V_UNDEF, or a null-prototype ordinary object holding the private
     * elements (#x) a class gave this proxy: they belong to the proxy
     * itself, never to its target, and no trap ever sees them */
    Value privates;
} ProxyObj;

/* CLS_HTMLDDA (tarn_htmldda_new): an object with the [[IsHTMLDDA]] internal
 * slot (Annex B.3.6, the semantics of a browser's document.all): typeof
 * gives "undefined", ToBoolean false, and it is loosely equal to null and
 * undefined; everywhere else (??, ?., property access, ===) it is an
 * ordinary object. Calling it calls `call` (a callable, or V_UNDEF: the
 * call returns null); it is no constructor. All Values: the default trace
 * visits them. */
typedef struct HtmlDdaObj {
    Object o;
    Value call;
} HtmlDdaObj;

/* Objects of classes without a layout above (CLS__FIRST_FREE and later, and
 * CLS_PLAIN/CLS_ERROR allocated bigger than Object): unless a trace function
 * is registered for the class, vm_trace_object visits every 8-byte word after
 * the Object header up to hdr.size as a Value. Such layouts must therefore
 * hold only Values (ints as v_int, raw memory in a T_BYTES cell). */
typedef void (*ObjTraceFn)(GcTracer *t, Object *o);
void vm_register_class_trace(int cls, ObjTraceFn fn); /* visits fields beyond Object */

/* ---- Typed checks -------------------------------------------------------- */
static inline GcHeader *v_hdr(Value v) { return (GcHeader *)v_cell(v); }
static inline bool v_is_type(Value v, uint8_t t) { return v_is_cell(v) && v_hdr(v)->type == t; }
static inline bool v_is_string(Value v)
{
    return v_is_cell(v) && (v_hdr(v)->type == T_STRING || v_hdr(v)->type == T_ROPE);
}
static inline bool v_is_symbol(Value v) { return v_is_type(v, T_SYMBOL); }
static inline bool v_is_bigint(Value v) { return v_is_type(v, T_BIGINT); }
static inline BigInt *v_big(Value v) { return (BigInt *)v_cell(v); }
/* A class's private name (#x): a Symbol with is_registered == SYM_PRIVATE.
 * Private elements are own properties keyed by it that no reflection sees. */
#define SYM_PRIVATE 2u
static inline bool v_is_private_name(Value v)
{
    return v_is_symbol(v) && ((Symbol *)v_cell(v))->is_registered == SYM_PRIVATE;
}
static inline bool v_is_object(Value v) { return v_is_type(v, T_OBJECT); }
static inline bool v_is_class(Value v, ObjClass c)
{
    return v_is_object(v) && v_hdr(v)->cls == c;
}
static inline bool v_is_array(Value v) { return v_is_class(v, CLS_ARRAY); }
static inline bool obj_is_proxy(const Object *o)
{
    return (uint8_t)(o->hdr.cls - CLS_PROXY) <= CLS_PROXY_FN - CLS_PROXY;
}
static inline bool v_is_proxy(Value v)
{
    return v_is_object(v) && obj_is_proxy((const Object *)v_cell(v));
}

static inline Object *v_obj(Value v) { return (Object *)v_cell(v); }
static inline String *v_str(Value v) { return (String *)v_cell(v); } /* flat only */

static inline uint16_t str_at(const String *s, uint32_t i)
{
    return (s->hdr.flags & STR_WIDE) ? ((const uint16_t *)s->data)[i] : s->data[i];
}

#endif
