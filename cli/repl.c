/* cli/repl.c — the interactive read-eval-print loop (libedit).
 *
 * Lines accumulate in a buffer until tarn_is_incomplete() says the input is
 * finished ("... " is the continuation prompt); the buffer is then evaluated
 * in global mode so let/const/function bindings persist across entries. The
 * result is printed as node's REPL does, and an uncaught error is printed as
 * "Uncaught X: msg" without leaving the loop. Ctrl-D (or .exit) leaves,
 * Ctrl-C discards the current line and any unfinished input.
 */
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <editline/readline.h>

#include "cli.h"

static volatile sig_atomic_t interrupted;

/* Not async-signal-safe in theory; libedit's own readline emulation does the
 * same redraw from its handler, and the REPL is single-threaded. */
static void on_sigint(int sig)
{
    (void)sig;
    interrupted = 1;
    if (write(STDOUT_FILENO, "\n", 1) < 0) {
        /* nothing useful to do */
    }
    rl_replace_line("", 0);
    rl_on_new_line();
    rl_redisplay();
}

struct buf {
    char *p;
    size_t len, cap;
};

static int buf_add(struct buf *b, const char *s, size_t n)
{
    if (b->len + n + 2 > b->cap) {
        size_t nc = (b->cap ? b->cap * 2 : 256) + n;
        char *np = realloc(b->p, nc);
        if (!np)
            return -1;
        b->p = np;
        b->cap = nc;
    }
    memcpy(b->p + b->len, s, n);
    b->len += n;
    b->p[b->len] = 0;
    return 0;
}

int cli_repl(tarn_vm *vm)
{
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_sigint;
    sigemptyset(&sa.sa_mask);
    sigaction(SIGINT, &sa, NULL);

    printf("Welcome to tarn " TARN_VERSION ".\nType \".exit\" or press Ctrl-D to exit.\n");
    fflush(stdout);
    struct buf in = {0};
    for (;;) {
        interrupted = 0;
        char *line = readline(in.len ? "... " : "> ");
        if (interrupted) {
            in.len = 0;
            free(line);
            continue;
        }
        if (!line) {
            fputs("\n", stdout);
            break;
        }
        if (!in.len && !strcmp(line, ".exit")) {
            free(line);
            break;
        }
        if (*line)
            add_history(line);
        if (buf_add(&in, line, strlen(line)) < 0 || buf_add(&in, "\n", 1) < 0) {
            free(line);
            fprintf(stderr, "tarn: out of memory\n");
            break;
        }
        free(line);
        if (tarn_is_incomplete(in.p, in.len))
            continue;
        char *res = NULL;
        /* TODO(#7): tarn.h has no value API yet; tarn_eval_repl renders the
         * completion value with lib_inspect_js internally. */
        if (tarn_eval_repl(vm, in.p, in.len, "REPL", &res) == TARN_OK) {
            printf("%s\n", res ? res : "undefined");
        } else {
            fflush(stdout);
            tarn_report_error_repl(vm, stdout);
        }
        free(res);
        fflush(stdout);
        /* like node's REPL, promise jobs and due timers run between inputs */
        if (tarn_run_once(vm) == TARN_ERROR) {
            fflush(stdout);
            tarn_report_error_repl(vm, stdout);
        }
        fflush(stdout);
        in.len = 0;
    }
    free(in.p);
    fflush(stdout);
    return 0;
}
