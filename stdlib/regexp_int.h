/* stdlib/regexp_int.h — RegExp internals shared by stdlib/regexp.c (the
 * constructor, exec, the prototype getters) and stdlib/regexp_string.c (the
 * Symbol.match/matchAll/replace/search/split methods and the String methods
 * that dispatch to them).
 *
 * A RegExp holds only Values (so the default object trace covers it): its
 * source string, its flags (int, RX_* bits) and its compiled program in a
 * T_BYTES cell. lastIndex is an ordinary own data property (writable, not
 * enumerable, not configurable), created first so it lives in slot 0.
 */
#ifndef TARN_REGEXP_INT_H
#define TARN_REGEXP_INT_H

#include "lib.h"
#include "../regex/rx.h"

typedef struct RegExpObj {   /* CLS_REGEXP */
    Object o;
    Value source;            /* the pattern as given (a string) */
    Value flags;             /* int: RX_* bits */
    Value prog;              /* T_BYTES cell: the program from rx_compile */
    Value internal;          /* V_TRUE: a literal of Intl's or Temporal's embedded
                              * source, whose matches leave the legacy statics
                              * (RegExp.$1 ...) alone, as V8's Intl and Temporal
                              * (C++) do; V_FALSE otherwise */
} RegExpObj;

typedef struct RegExpIter {  /* CLS_REGEXP_ITER */
    Object o;
    Value rx;                /* the matcher (a clone of the RegExp) */
    Value str;               /* the string */
    Value state;             /* int: 1 global, 2 unicode, 4 done */
} RegExpIter;

static inline RegExpObj *lib_re(Value v) { return (RegExpObj *)v_cell(v); }

/* Remember a successful built-in match of the RegExp re for the legacy
 * statics: its program, the flat subject and the match's start. Nothing
 * else: a getter re-runs the program anchored at `start`, which a
 * backtracking matcher answers exactly as the search did (the result at a
 * position depends only on the program, the subject and the position). The
 * stores are roots: no barrier. */
static inline void lib_rx_record_match_noalloc(Vm *vm, Value re, Value str, int32_t start)
{
    if (lib_re(re)->internal == V_TRUE)
        return;
    Value prog = lib_re(re)->prog;
    vm->builtin[B_REGEXP_LAST_PROG] = prog;
    vm->builtin[B_REGEXP_LAST_SUBJECT] = str;
    vm->builtin[B_REGEXP_LAST_INPUT] = str;
    vm->lib_state->rx_last_start = start;
}

RxScratch *lib_rx_scratch(Vm *vm);
/* Match the RegExp *re against the string *str from `from` (only there when
 * sticky). 1 match (*caps: 2 * ncaps registers in the scratch, valid until
 * the next match or rx_release), 0 none, -1 with the error pending (the
 * budget's RangeError, an interrupt). The operation calls rx_release on the
 * scratch when it is done with the registers, on every exit path. */
int lib_rx_match(Vm *vm, Value *re, Value *str, uint32_t from, bool sticky, const int32_t **caps);
/* The same with a program (T_BYTES) rather than a RegExp. */
int lib_rx_match_prog(Vm *vm, Value prog, Value *str, uint32_t from, bool sticky, const int32_t **caps);
/* RegExpBuiltinExec up to the match: reads lastIndex and updates it as the
 * spec does. 1 / 0 / -1 like lib_rx_match. */
int lib_rx_step_js(Vm *vm, Value *re, Value *str, const int32_t **caps);
/* The match array of a successful step (index, input, groups, indices). */
Value lib_rx_result(Vm *vm, Value *re, Value *str, const int32_t *caps);
/* RegExpExec: through a user "exec" when there is one; object, V_NULL or V_EXC. */
Value lib_rx_exec_js(Vm *vm, Value *rx, Value *str);
/* Does rx use the built-in exec (so the raw step can stand in for it)? -1 error. */
int lib_rx_pristine_js(Vm *vm, Value *rx);
/* Would SpeciesConstructor(rx, %RegExp%), Get(rx, "flags") and
 * Construct(C, rx, flags) observe anything, or could the caller match with
 * rx itself? 1 when rx is a RegExp with no own property but lastIndex and
 * %RegExp.prototype%, %RegExp% hold their original constructor, species
 * getter, flags getters and Symbol.match; 0 otherwise. */
int lib_rx_species_pristine(Vm *vm, Value *rx);
/* Is v the original RegExp.prototype[Symbol.match] (regexp_string.c)? */
bool lib_rx_is_sym_match_noalloc(Value v);
/* RegExpCreate(pattern, flags) with the %RegExp% prototype. */
Value lib_rx_create_js(Vm *vm, Value pattern, Value flags);
/* IsRegExp: 1, 0 or -1 (Symbol.match getter threw). */
int lib_rx_is_regexp_js(Vm *vm, Value v);
int lib_rx_set_last_index(Vm *vm, Value rx, double v);
/* AdvanceStringIndex */
uint32_t lib_rx_advance(Value str, uint32_t i, bool unicode);

int lib_regexp_install_legacy(Vm *vm, Value ctor); /* regexp_legacy.c */

int lib_install_regexp(Vm *vm);
int lib_regexp_install_string(Vm *vm, Value re_proto); /* regexp_string.c */
/* For String.prototype.replace/replaceAll/split: when the first argument has
 * the Symbol method `sym`, call it (returns 1 with *out set, possibly
 * V_EXC); 0 when the string path applies. */
int lib_str_dispatch_js(Vm *vm, Value *argv, int argc, int sym, const char *name, Value *out);

#endif
