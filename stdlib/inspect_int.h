/* stdlib/inspect_int.h — what stdlib/inspect.c (util.inspect) shares with
 * stdlib/format.c (util.format, console's printf-style formatting).
 */
#ifndef TARN_INSPECT_INT_H
#define TARN_INSPECT_INT_H

#include "lib.h"

/* v inspected into b at depth (top: a string unquoted, as console.log's
 * own arguments), with colours and LIB_INSPECT_* opts. 0 / -1 (thrown). */
int lib_inspect_into(Vm *vm, Value v, int depth, bool top, bool colors, unsigned opts, LibBuf *b);
/* A number, bigint or symbol as inspect writes it. */
void lib_inspect_number(LibBuf *b, Value v);
int lib_inspect_bigint(Vm *vm, LibBuf *out, Value v);
int lib_inspect_symbol(Vm *vm, LibBuf *b, Value v);
/* node's builtInObjects test: a global named /^[A-Z][a-zA-Z0-9]+$/ whose
 * value is this constructor. */
bool lib_is_builtin_ctor(Vm *vm, Value ctor);

#endif
