/* stdlib/pending.c — installers for globals whose builtins are not written
 * yet. Each installs NOTHING: the global (Object, Array, ...) is simply
 * absent, so a script that uses it gets "ReferenceError: X is not defined"
 * rather than a wrong answer. Replace each with a real stdlib/<global>.c.
 * TODO(#3): Symbol. */
#include "lib.h"

int lib_install_symbol(Vm *vm) { (void)vm; return 0; }
