/* cli/repl.c — the interactive read-eval-print loop (libedit, native API).
 *
 * Lines accumulate in a buffer until tarn_is_incomplete() says the input is
 * finished ("... " is the continuation prompt); the buffer is then evaluated
 * in global mode so let/const/function bindings persist across entries. The
 * result is printed as node's REPL does, and an uncaught error is printed as
 * "Uncaught X: msg" without leaving the loop. Ctrl-D on an empty line (or
 * .exit) leaves, Ctrl-C discards the current line and any unfinished input;
 * on an empty prompt it prints node's hint, and a second one leaves. Ctrl-C
 * while an entry runs stops it: the signal handler only sets a flag, which
 * the VM's interrupt callback (polled at loop back-edges) turns into an
 * error (tarn_vm_interrupt takes a lock: not for a signal handler).
 * An entry that starts with `{` is tried as an expression first, as node
 * does, so `{a:1}` is an object, not a block. `.editor` gathers lines
 * (no prompt) into one entry until Ctrl-D; Ctrl-C drops them.
 *
 * libedit reads characters through repl_getc (EL_GETCFN), so end of input is
 * decided here and not by the terminal's mode at the moment the key arrives:
 * ^D read while the line holds nothing printable is end of input, and so is
 * read() returning 0 (a ^D that arrived while the terminal was still in
 * canonical mode). libedit's mode between lines is non-canonical and
 * without echo too, so keys typed while an entry runs (a ^D, a ^B) reach
 * libedit as keys instead of being echoed or swallowed by the tty driver.
 * History is kept in ~/.tarn_history
 * (TARN_REPL_HISTORY names another file; an empty value disables it).
 */
#include <errno.h>
#include <locale.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <termios.h>
#include <unistd.h>
#include <wchar.h>

#include <histedit.h>

#include "cli.h"

#define HISTORY_SIZE 1000

static volatile sig_atomic_t interrupted;
static volatile sig_atomic_t running; /* an entry is being evaluated */
static volatile sig_atomic_t stop_entry; /* Ctrl-C while running */
static int blank_at_interrupt;        /* the line was empty when Ctrl-C was typed */
static int editor;                    /* .editor mode: lines gather until Ctrl-D */
static int editor_done;               /* Ctrl-D ended editor mode: evaluate */

static void on_sigint(int sig)
{
    (void)sig;
    interrupted = 1;
    if (running)
        stop_entry = 1;
}

/* tarn_set_interrupt_handler: Ctrl-C terminates the entry at the VM's
 * next poll, as node's REPL does: no catch or finally of the script runs. */
static int entry_interrupted(tarn_vm *vm, void *data)
{
    (void)vm;
    (void)data;
    return stop_entry ? TARN_INTERRUPT_TERMINATE : 0;
}

/* True when the line being edited holds no printable character. */
static int line_is_blank(EditLine *el)
{
    const LineInfo *li = el_line(el);
    for (const char *p = li->buffer; p < li->lastchar; p++)
        if ((unsigned char)*p > ' ')
            return 0;
    return 1;
}

static int read_byte(unsigned char *b)
{
    for (;;) {
        if (interrupted)
            return -1;
        ssize_t n = read(STDIN_FILENO, b, 1);
        if (n == 1)
            return 1;
        if (n == 0)
            return 0;
        if (errno != EINTR || interrupted)
            return -1;
    }
}

static wchar_t last_key, key_before; /* the last two keys read (cli_repl_second_tab) */

int cli_repl_second_tab(void) { return last_key == L'\t' && key_before == L'\t'; }

static int read_key(EditLine *el, wchar_t *wc);

/* EL_GETCFN: one character, UTF-8 decoded by hand (the locale may be "C").
 * Returns 1 with *wc set, 0 for end of input, -1 for an error. */
static int repl_getc(EditLine *el, wchar_t *wc)
{
    int r = read_key(el, wc);
    key_before = last_key;
    last_key = r == 1 ? *wc : 0;
    return r;
}

static int read_key(EditLine *el, wchar_t *wc)
{
    unsigned char b;
    int r = read_byte(&b);
    if (r < 0 && interrupted) {
        /* SIGINT: a ^C typed before libedit had switched the terminal to
         * its editing mode (-isig) reads as the key would */
        blank_at_interrupt = line_is_blank(el);
        *wc = L'\r'; /* ends el_gets; the loop sees `interrupted` and drops the line */
        return 1;
    }
    if (r <= 0)
        return r;
    if (b == 4 && editor) { /* ends the line and the editor's input */
        editor_done = 1;
        *wc = L'\r';
        return 1;
    }
    if (b == 4 && line_is_blank(el))
        return 0;
    if (b == 3) { /* ^C while editing: a key, not a signal (see -isig) */
        interrupted = 1;
        blank_at_interrupt = line_is_blank(el);
        *wc = L'\r';
        return 1;
    }
    int more = b < 0x80 ? 0 : b >= 0xf0 ? 3 : b >= 0xe0 ? 2 : b >= 0xc0 ? 1 : -1;
    if (more < 0) {
        *wc = 0xfffd;
        return 1;
    }
    unsigned cp = more ? b & (0x3f >> more) : b;
    for (int i = 0; i < more; i++) {
        if (read_byte(&b) <= 0 || (b & 0xc0) != 0x80) {
            *wc = 0xfffd;
            return 1;
        }
        cp = cp << 6 | (b & 0x3f);
    }
    *wc = (wchar_t)cp;
    return 1;
}

static int continuing;

static char *prompt(EditLine *el)
{
    (void)el;
    return editor ? "" : continuing ? "... " : "> ";
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

/* The history file's path in a malloc'd string, or NULL for none. */
static char *history_path(void)
{
    const char *env = getenv("TARN_REPL_HISTORY");
    if (env)
        return *env ? strdup(env) : NULL;
    const char *home = getenv("HOME");
    if (!home || !*home)
        return NULL;
    size_t n = strlen(home) + sizeof "/.tarn_history";
    char *p = malloc(n);
    if (p)
        snprintf(p, n, "%s/.tarn_history", home);
    return p;
}

/* Whether the pending error is the one tarn_eval_repl makes when an
 * interrupt abandons the wait for an awaited entry (its `code`). */
static int interrupted_wait(tarn_vm *vm)
{
    if (!tarn_has_exception(vm))
        return 0;
    tarn_scope sc = tarn_scope_open(vm);
    tarn_value e = tarn_take_exception(vm);
    int r = 0;
    if (tarn_type(vm, e) == TARN_TYPE_OBJECT) {
        tarn_value code = tarn_get(vm, e, "code");
        char *s = code && tarn_type(vm, code) == TARN_TYPE_STRING ? tarn_to_string(vm, code, NULL) : NULL;
        r = s && !strcmp(s, "ERR_SCRIPT_EXECUTION_INTERRUPTED");
        free(s);
    }
    tarn_clear_error(vm);
    tarn_scope_close(vm, sc);
    return r;
}

/* The pending error, printed as node's REPL prints it; an entry stopped by
 * Ctrl-C reads as node's: a running entry's termination, or (node's other
 * message) the await Ctrl-C abandoned. */
static void report(tarn_vm *vm)
{
    fflush(stdout);
    if (stop_entry) {
        if (interrupted_wait(vm))
            puts("Uncaught:\n[Error [ERR_SCRIPT_EXECUTION_INTERRUPTED]: Script execution was interrupted by "
                 "`SIGINT`] {\n  code: 'ERR_SCRIPT_EXECUTION_INTERRUPTED'\n}");
        else
            puts("Uncaught Error: Script execution was interrupted by `SIGINT`");
    } else {
        tarn_report_error_repl(vm, stdout);
    }
    fflush(stdout);
}

/* `{ ... }` as node's REPL reads it: an object literal when the entry
 * parses as an expression in parentheses (and does not end with `;`). */
static int wrap_object(tarn_vm *vm, const struct buf *in, struct buf *out)
{
    size_t i = 0, j = in->len;
    while (i < j && (in->p[i] == ' ' || in->p[i] == '\t' || in->p[i] == '\n'))
        i++;
    while (j > i && (in->p[j - 1] == ' ' || in->p[j - 1] == '\t' || in->p[j - 1] == '\n'))
        j--;
    if (i == j || in->p[i] != '{' || in->p[j - 1] == ';')
        return 0;
    if (buf_add(out, "(", 1) < 0 || buf_add(out, in->p + i, j - i) < 0 || buf_add(out, ")\n", 2) < 0)
        return 0;
    static FILE *devnull;
    if (!devnull)
        devnull = fopen("/dev/null", "w");
    return devnull && tarn_check(vm, out->p, out->len, "REPL", 0, devnull) == TARN_OK;
}

/* Evaluate one complete entry and print its result or error. */
static void eval_entry(tarn_vm *vm, const struct buf *in)
{
    char *res = NULL;
    struct buf wrapped = {0};
    const struct buf *src = wrap_object(vm, in, &wrapped) ? &wrapped : in;
    stop_entry = 0;
    running = 1;
    int rc = tarn_eval_repl(vm, src->p, src->len, "REPL", &res);
    running = 0;
    free(wrapped.p);
    if (rc == TARN_OK && !stop_entry) {
        printf("%s\n", res ? res : "undefined");
    } else {
        report(vm); /* also when C code (a promise job) swallowed the termination */
    }
    free(res);
    fflush(stdout);
    /* like node's REPL, promise jobs and due timers run between inputs */
    stop_entry = 0;
    running = 1;
    rc = tarn_run_once(vm);
    running = 0;
    if (rc == TARN_ERROR)
        report(vm);
    stop_entry = 0;
    fflush(stdout);
}

static const char help_text[] =
    ".break    Sometimes you get stuck, this gets you out\n"
    ".clear    Alias for .break\n"
    ".editor   Enter editor mode\n"
    ".exit     Exit the REPL\n"
    ".help     Print this help message\n"
    ".load     Load JS from a file into the REPL session\n"
    ".save     Save all evaluated commands in this REPL session to a file\n"
    "\n"
    "Press Ctrl+C to abort current expression, Ctrl+D to exit the REPL\n";

static const char no_file_arg[] = "The \"file\" argument must be specified";

/* The argument of ".load FILE": the rest of the line, trimmed. */
static const char *cmd_arg(const char *line, size_t n, size_t cmdlen, char *out, size_t cap)
{
    size_t i = cmdlen;
    while (i < n && (line[i] == ' ' || line[i] == '\t'))
        i++;
    size_t j = n;
    while (j > i && (line[j - 1] == ' ' || line[j - 1] == '\t'))
        j--;
    if (j == i || j - i >= cap)
        return NULL;
    memcpy(out, line + i, j - i);
    out[j - i] = 0;
    return out;
}

/* node's .load types the file into the REPL in editor mode: its lines
 * show as typed, without a prompt, and the last one (empty when the file
 * ends with a newline) shows after the prompt node restores before the
 * Enter that evaluates them. */
static void echo_loaded(const struct buf *src)
{
    size_t last = src->len;
    while (last > 0 && src->p[last - 1] != '\n')
        last--;
    fwrite(src->p, 1, last, stdout);
    fputs("> ", stdout);
    fwrite(src->p + last, 1, src->len - last, stdout);
    fputs("\n", stdout);
    fflush(stdout);
}

static int is_cmd(const char *line, size_t n, const char *cmd)
{
    size_t k = strlen(cmd);
    return n >= k && !memcmp(line, cmd, k) && (n == k || line[k] == ' ' || line[k] == '\t');
}

/* A REPL command at the start of an entry. 1 handled, 0 not a command,
 * -1 leave the REPL. */
static int run_command(tarn_vm *vm, const char *line, size_t n, struct buf *session)
{
    char path[4096];
    if (n < 2 || line[0] != '.' || !((line[1] | 32) >= 'a' && (line[1] | 32) <= 'z'))
        return 0;
    if (is_cmd(line, n, ".exit"))
        return -1;
    if (is_cmd(line, n, ".break") || is_cmd(line, n, ".clear"))
        return 1;
    if (is_cmd(line, n, ".editor")) {
        editor = 1;
        editor_done = 0;
        puts("// Entering editor mode (Ctrl+D to finish, Ctrl+C to cancel)");
    } else if (is_cmd(line, n, ".help")) {
        fputs(help_text, stdout);
    } else if (is_cmd(line, n, ".load")) {
        const char *arg = cmd_arg(line, n, 5, path, sizeof path);
        struct stat st;
        int exists = arg && stat(arg, &st) == 0;
        FILE *f = exists && S_ISREG(st.st_mode) ? fopen(arg, "rb") : NULL;
        if (!arg) {
            puts(no_file_arg);
        } else if (exists && !S_ISREG(st.st_mode)) {
            printf("Failed to load: %s is not a valid file\n", arg);
        } else if (!f) {
            printf("Failed to load: %s\n", arg);
        } else {
            struct buf src = {0};
            char chunk[4096];
            size_t got;
            int ok = 1;
            while ((got = fread(chunk, 1, sizeof chunk, f)) > 0)
                if (buf_add(&src, chunk, got) < 0)
                    ok = 0;
            fclose(f);
            if (ok && src.len) {
                echo_loaded(&src);
                eval_entry(vm, &src);
                if (buf_add(session, src.p, src.len) < 0)
                    fprintf(stderr, "tarn: out of memory\n");
            }
            free(src.p);
        }
    } else if (is_cmd(line, n, ".save")) {
        const char *arg = cmd_arg(line, n, 5, path, sizeof path);
        FILE *f = arg ? fopen(arg, "wb") : NULL;
        if (!arg) {
            puts(no_file_arg);
        } else if (!f || (session->len && fwrite(session->p, 1, session->len, f) != session->len)) {
            printf("Failed to save: %s\n", arg);
        } else {
            printf("Session saved to: %s\n", path);
        }
        if (f)
            fclose(f);
    } else {
        puts("Invalid REPL keyword");
    }
    fflush(stdout);
    return 1;
}

/* With stdout not a terminal (tarn | tee log) libedit's el_gets gives up at
 * once, so lines are read plainly, with the prompt printed, as node does. */
static const char *plain_gets(int *count)
{
    static char *line;
    static size_t cap;
    fputs(continuing ? "... " : "> ", stdout);
    fflush(stdout);
    ssize_t n = getline(&line, &cap, stdin);
    if (n < 0) {
        free(line);
        line = NULL;
        cap = 0;
        return NULL;
    }
    *count = (int)n;
    return line;
}

/* node's REPL has every built-in module as a global (not the underscored
 * ones, nor `fs/promises` and the like, nor a name already global): a
 * non-enumerable accessor that requires the module on first use and keeps
 * it, and whose setter makes the name an ordinary property. */
static const char builtin_globals[] =
    "for (const name of require('module').builtinModules) {\n"
    "  if (name.startsWith('_') || name.includes('/') || Object.hasOwn(globalThis, name)) continue;\n"
    "  const setReal = (val) => { delete globalThis[name]; globalThis[name] = val; };\n"
    "  Object.defineProperty(globalThis, name, {\n"
    "    get: () => {\n"
    "      const lib = require(name);\n"
    "      Object.defineProperty(globalThis, name, { get: () => lib, set: setReal, configurable: true, enumerable: false });\n"
    "      return lib;\n"
    "    },\n"
    "    set: setReal, configurable: true, enumerable: false,\n"
    "  });\n"
    "}\n";

int cli_repl(tarn_vm *vm)
{
    /* node's REPL colours its results by the rule its console uses */
    tarn_repl_set_colors(vm, cli_should_colorize(STDOUT_FILENO));
    tarn_set_script_globals(vm, "<repl>"); /* require and module, as node's REPL */
    if (tarn_eval(vm, builtin_globals, strlen(builtin_globals), "node:repl") != TARN_OK)
        tarn_clear_error(vm); /* the REPL works without them */
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_sigint; /* no SA_RESTART: read() returns EINTR */
    sigemptyset(&sa.sa_mask);
    sigaction(SIGINT, &sa, NULL);

    /* libedit converts the edited line back to bytes with the locale's
     * encoding; prefer UTF-8 even when the environment says "C". */
    const char *loc = setlocale(LC_CTYPE, "");
    if (!loc || (!strstr(loc, "UTF-8") && !strstr(loc, "utf8")))
        setlocale(LC_CTYPE, "C.UTF-8");

    EditLine *el = el_init("tarn", stdin, stdout, stderr);
    History *hist = history_init();
    if (!el || !hist) {
        fprintf(stderr, "tarn: cannot start the line editor\n");
        if (el)
            el_end(el);
        if (hist)
            history_end(hist);
        return 1;
    }
    HistEvent ev;
    history(hist, &ev, H_SETSIZE, HISTORY_SIZE);
    history(hist, &ev, H_SETUNIQUE, 1);
    char *hpath = history_path();
    if (hpath)
        history(hist, &ev, H_LOAD, hpath); /* a missing file is fine */
    el_set(el, EL_EDITOR, "emacs");
    el_set(el, EL_HIST, history, hist);
    el_set(el, EL_PROMPT, prompt);
    el_set(el, EL_GETCFN, repl_getc);
    /* libedit's "cooked" mode, used between lines, is made non-canonical
     * without echo as well; the terminal's own modes return at exit. */
    struct termios orig;
    int have_tty = tcgetattr(STDIN_FILENO, &orig) == 0;
    el_set(el, EL_SETTY, "-x", "-icanon", "-echo", "+noflsh", NULL);
    el_set(el, EL_SETTY, "-d", "-isig", NULL);
    cli_repl_setup_completion(el, vm);
    tarn_set_interrupt_handler(vm, entry_interrupted, NULL);
    el_source(el, NULL); /* ~/.editrc, as other libedit programs do */

    int use_el = isatty(STDOUT_FILENO);
    if (!use_el && have_tty)
        tcsetattr(STDIN_FILENO, TCSANOW, &orig); /* plain_gets reads cooked lines */
    printf("Welcome to tarn " TARN_VERSION ".\nType \".exit\" or press Ctrl-D to exit.\n");
    fflush(stdout);
    struct buf in = {0}, session = {0};
    int armed = 0; /* the last key was Ctrl-C on an empty prompt */
    for (;;) {
        interrupted = 0;
        blank_at_interrupt = 0;
        continuing = in.len > 0;
        int count = 0;
        const char *line = use_el ? el_gets(el, &count) : plain_gets(&count);
        if (interrupted && editor) { /* Ctrl-C cancels the editor's input */
            editor = 0;
            in.len = 0;
            continue;
        }
        if (interrupted) {
            if (blank_at_interrupt && !in.len) {
                if (armed)
                    break;
                puts("(To exit, press Ctrl+C again or Ctrl+D or type .exit)");
                fflush(stdout);
            }
            armed = blank_at_interrupt && !in.len;
            in.len = 0;
            continue;
        }
        armed = 0;
        if (!line) {
            fputs("\n", stdout);
            break;
        }
        size_t n = strlen(line);
        while (n && (line[n - 1] == '\n' || line[n - 1] == '\r'))
            n--;
        if (n) {
            char *entry = strndup(line, n);
            if (entry) {
                history(hist, &ev, H_ENTER, entry);
                free(entry);
            }
        }
        if (editor) {
            /* the editor's lines are one entry, ended by Ctrl-D */
            if (buf_add(&in, line, n) < 0 || buf_add(&in, "\n", 1) < 0) {
                fprintf(stderr, "tarn: out of memory\n");
                break;
            }
            if (!editor_done)
                continue;
            editor = 0;
            eval_entry(vm, &in);
            if (buf_add(&session, in.p, in.len) < 0)
                fprintf(stderr, "tarn: out of memory\n");
            in.len = 0;
            continue;
        }
        if (in.len && (is_cmd(line, n, ".break") || is_cmd(line, n, ".clear"))) {
            in.len = 0;
            continue;
        }
        if (!in.len) {
            int c = run_command(vm, line, n, &session);
            if (c < 0)
                break;
            if (c > 0)
                continue;
        }
        if (buf_add(&in, line, n) < 0 || buf_add(&in, "\n", 1) < 0) {
            fprintf(stderr, "tarn: out of memory\n");
            break;
        }
        if (tarn_is_incomplete(in.p, in.len))
            continue;
        eval_entry(vm, &in);
        if (buf_add(&session, in.p, in.len) < 0)
            fprintf(stderr, "tarn: out of memory\n");
        in.len = 0;
    }
    if (hpath) {
        history(hist, &ev, H_SAVE, hpath);
        free(hpath);
    }
    el_end(el);
    history_end(hist);
    if (have_tty)
        tcsetattr(STDIN_FILENO, TCSANOW, &orig);
    free(in.p);
    free(session.p);
    fflush(stdout);
    return 0;
}
