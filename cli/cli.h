/* cli/cli.h — the pieces of the tarn program shared between tarn.c (argument
 * handling, running files) and repl.c (the interactive loop). */
#ifndef TARN_CLI_H
#define TARN_CLI_H

#include "tarn.h"

/* Whether output to fd is coloured, by node's rule (color.c): FORCE_COLOR,
 * NO_COLOR, NODE_DISABLE_COLORS, TERM and the fd being a terminal. */
int cli_should_colorize(int fd);

/* Run the interactive REPL on the terminal; returns the process exit code. */
int cli_repl(tarn_vm *vm);

/* Bind Tab to name/property completion (repl_complete.c). */
typedef struct editline EditLine;
void cli_repl_setup_completion(EditLine *el, tarn_vm *vm);
/* Whether the key before the Tab being handled was a Tab too (repl.c
 * reads the keys): node's readline lists the candidates then. */
int cli_repl_second_tab(void);

#endif
