/* stdlib/iterator_int.h — shared between the files of the Iterator global
 * (iterator.c: the constructor, Iterator.from/concat, the eager methods;
 * iterator_helper.c: the lazy helpers map/filter/take/drop/flatMap/chunks/windows and
 * Iterator.concat's result, %IteratorHelperPrototype%; iterator_zip.c:
 * Iterator.zip/zipKeyed and their helper's steps).
 *
 * An iterator helper is a generator without bytecode: its closure state is
 * the IterHelper fields, and each next() runs one step of a C state machine
 * (iterator_helper.c). All fields are Values, so vm_trace_object's default
 * trace of classes past CLS__FIRST_FREE visits them.
 */
#ifndef TARN_ITERATOR_INT_H
#define TARN_ITERATOR_INT_H

#include "lib.h"

#define CLS_ITER_HELPER ((ObjClass)(CLS__FIRST_FREE + 0)) /* IterHelper */
#define CLS_ITER_WRAP ((ObjClass)(CLS__FIRST_FREE + 1))   /* IterWrap: Iterator.from's wrapper */

/* The helper kinds: which closure of the spec an IterHelper runs. */
enum { HK_MAP, HK_FILTER, HK_TAKE, HK_DROP, HK_FLATMAP, HK_CONCAT, HK_CHUNKS, HK_WINDOWS, HK_ZIP };
/* [[GeneratorState]]: suspended-start, suspended-yield, executing, completed. */
enum { HS_START, HS_YIELD, HS_RUNNING, HS_DONE };

typedef struct IterHelper {
    Object o;
    Value state;             /* int HS_* */
    Value kind;              /* int HK_* */
    Value iter, next;        /* the underlying iterator record (V_UNDEF for concat and zip; chunks/windows:
                              * V_UNDEF once it is exhausted and the last short list was yielded) */
    Value fn;                /* the mapper / predicate; concat: array [method0, iterable0, method1, ...];
                              * chunks/windows: the buffer (an internal array never handed out; chunks:
                              * V_UNDEF after a full chunk was yielded); zip: the records
                              * [iter0, next0, ...] (iter null once removed: iterator_zip.c) */
    Value count;             /* the counter; take/drop: the remaining limit (a number, maybe Infinity);
                              * chunks/windows: the size (an integral number in [1, 2^32 - 1]);
                              * zip: the mode (int) */
    Value inner, inner_next; /* flatMap's inner / concat's current iterator, V_UNDEF between them;
                              * zip: the padding array (V_UNDEF: all undefined) / zipKeyed's keys
                              * array (V_UNDEF for zip) */
    Value index;             /* concat: the next pair of fn to open (int); windows: allow-partial (bool) */
} IterHelper;

typedef struct IterWrap {
    Object o;
    Value iter, next;        /* [[Iterated]] */
} IterWrap;

/* A new helper of kind over the rooted record (*iter, *next), with *fn and
 * count. Returns it or V_EXC. */
Value lib_iter_helper_new(Vm *vm, int kind, Value *iter, Value *next, Value *fn, Value count);
/* "<method> called on non-object" (V8's text for a non-object receiver or
 * a primitive where an iterable object is needed). Returns V_EXC. */
Value lib_iter_non_object(Vm *vm, const char *method);
/* IteratorClose with a throw completion: the pending exception wins over
 * anything return() does. Returns V_EXC. */
Value lib_iter_close_throw(Vm *vm, Value iter);
/* IteratorClose with a normal or return completion: return() is called if
 * present and must give an object. 0 / -1. */
int lib_iter_close_js(Vm *vm, Value *iter);
/* GetIteratorFlattenable(*v): the iterator record into *iter / *next.
 * strings: iterate-string-primitives (Iterator.from) rather than
 * reject-primitives (flatMap); method names the caller in messages. 0 / -1. */
int lib_iter_flattenable_js(Vm *vm, Value *v, bool strings, const char *method, Value *iter, Value *next);
int lib_install_iterator_helper(Vm *vm, Value iter_proto);

/* iterator_zip.c: Iterator.zip (magic 0) / zipKeyed (magic 1); a zip
 * helper's step (1 value in *out, 0 returned, -1 threw) and its
 * IteratorCloseAll of the records still open (0 / -1). */
Value lib_iterator_zip(Vm *vm, Value *argv, int argc, bool construct);
int lib_iter_zip_step(Vm *vm, Value *hv, Value *out);
int lib_iter_zip_close(Vm *vm, Value *hv);

#endif
