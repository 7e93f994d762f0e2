/* stdlib/web/web.h — the web globals node has (atob/btoa, TextEncoder and
 * TextDecoder, crypto, URL and URLSearchParams, ...), one file per global.
 * Each is made on first use: its define function is a line of the table
 * in stdlib/lazy.c and defines one global with node's attributes.
 */
#ifndef TARN_WEB_H
#define TARN_WEB_H

#include "../lib.h"

int lib_define_atob(Vm *vm); /* base64.c */
int lib_define_btoa(Vm *vm);

/* node's ERR_MISSING_ARGS TypeError: 'The "name" argument must be specified'. */
Value lib_throw_missing_arg(Vm *vm, const char *name);

#endif
