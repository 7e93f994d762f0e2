/* cli/cli.h — the pieces of the tarn program shared between tarn.c (argument
 * handling, running files) and repl.c (the interactive loop). */
#ifndef TARN_CLI_H
#define TARN_CLI_H

#include "tarn.h"

/* Run the interactive REPL on the terminal; returns the process exit code. */
int cli_repl(tarn_vm *vm);

/* Bind Tab to name/property completion (repl_complete.c). */
typedef struct editline EditLine;
void cli_repl_setup_completion(EditLine *el, tarn_vm *vm);

#endif
