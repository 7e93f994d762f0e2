/* cli/tarn.c — the `tarn` program: argument parsing, running a file, -e code
 * or stdin, --disasm, and handing over to the REPL (repl.c) when stdin is a
 * terminal and no script is given.
 *
 * Exit codes follow node: 0 success, 1 uncaught error or unreadable file,
 * 2 bad usage. stdout is flushed before anything goes to stderr and before
 * exit, so output is never lost or reordered.
 */
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli.h"

static void usage(FILE *f)
{
    fprintf(f,
            "Usage: tarn [options] [script.js | -] [arguments]\n"
            "\n"
            "Options:\n"
            "  -e, --eval CODE   evaluate CODE as a script\n"
            "  -p, --print CODE  evaluate CODE as -e does and print its result\n"
            "  -                 read the script from stdin\n"
            "  --module          run the script as an ES module (.mjs files always are)\n"
            "  --input-type=TYPE how -e, -p and stdin code runs: commonjs (default) or module\n"
            "  --disasm FILE     print the bytecode of FILE instead of running it\n"
            "  -c, --check FILE  check FILE's syntax without running it\n"
            "  --unhandled-rejections=MODE  throw (default), strict, warn, none or\n"
            "                    warn-with-error-code, as in node\n"
            "  --expose-gc       define a global gc() (gc({type: 'minor'}) for a minor)\n"
            "  --gc-stats        print a collector summary on stderr at exit\n"
            "  --time-limit MS   stop the script (then the event loop) with an Error\n"
            "                    after it has run MS milliseconds\n"
            "  --max-heap MB     heap limit: beyond it a catchable RangeError\n"
            "  --no-warnings, --trace-warnings, --no-deprecation, --trace-deprecation,\n"
            "  --throw-deprecation  process warnings as in node\n"
            "  -v, --version     print the version (tarn " TARN_VERSION ")\n"
            "  -h, --help        print this help\n"
            "\n"
            "With no script and a terminal on stdin, tarn starts the REPL.\n"
            "Environment: TARN_GC_STRESS=N, TARN_GC_VERIFY=1, TARN_GC_DIAG=1,\n"
            "             TARN_GC_NURSERY_MB=N and more (see docs/gc.md).\n");
}

/* Read a whole stream into a malloc'd buffer; NULL on error (errno set). */
/* A leading "#!" line is a comment, as in node. */
static void blank_shebang(char *src, size_t len)
{
    if (len >= 2 && src[0] == '#' && src[1] == '!')
        for (size_t i = 0; i < len && src[i] != '\n'; i++)
            src[i] = ' ';
}

/* process.argv as node shapes it: [execPath, script (absolute; "-" for an
 * explicit stdin), args...]; -e code and implicit stdin have no script. */
static int set_process_args(tarn_vm *vm, const char *argv0, const char *script, int nargs, char **args)
{
    char exe[PATH_MAX], abs[PATH_MAX];
    if (!realpath("/proc/self/exe", exe) && !realpath(argv0, exe))
        snprintf(exe, sizeof exe, "%s", argv0);
    const char **v = malloc(sizeof *v * (size_t)(nargs + 2));
    if (!v)
        return TARN_ERROR;
    int n = 0;
    v[n++] = exe;
    if (script) {
        if (strcmp(script, "-") != 0 && realpath(script, abs))
            script = abs;
        v[n++] = script;
    }
    for (int i = 0; i < nargs; i++)
        v[n++] = args[i];
    int rc = tarn_set_args(vm, n, v);
    free(v);
    return rc;
}

/* node's warning options: the process property each one sets to true */
static const char *const warning_flags[][2] = {
    {"--no-warnings", "noProcessWarnings"},       {"--trace-warnings", "traceProcessWarnings"},
    {"--no-deprecation", "noDeprecation"},        {"--trace-deprecation", "traceDeprecation"},
    {"--throw-deprecation", "throwDeprecation"},
};
#define N_WARNING_FLAGS (sizeof warning_flags / sizeof warning_flags[0])

static int set_warning_flags(tarn_vm *vm, const int *on)
{
    tarn_scope s = tarn_scope_open(vm);
    int rc = TARN_OK;
    tarn_value process = tarn_get_global(vm, "process");
    for (size_t i = 0; rc == TARN_OK && i < N_WARNING_FLAGS; i++)
        if (on[i]) {
            tarn_value t = tarn_bool(vm, 1);
            rc = process && t ? tarn_set(vm, process, warning_flags[i][1], t) : TARN_ERROR;
        }
    tarn_scope_close(vm, s);
    return rc;
}

/* process.execArgv: the command line's options before the script (node's
 * -e and -p with their code; not "-" or "--", which name the script) */
static int set_exec_args(tarn_vm *vm, int n, char **args)
{
    tarn_scope s = tarn_scope_open(vm);
    tarn_value process = tarn_get_global(vm, "process");
    tarn_value arr = tarn_array_new(vm);
    int rc = process && arr ? TARN_OK : TARN_ERROR;
    for (int k = 0; rc == TARN_OK && k < n; k++) {
        tarn_value str = tarn_string(vm, args[k], strlen(args[k]));
        rc = str ? tarn_set_index(vm, arr, (uint32_t)k, str) : TARN_ERROR;
    }
    if (rc == TARN_OK)
        rc = tarn_set(vm, process, "execArgv", arr);
    tarn_scope_close(vm, s);
    return rc;
}

/* -p: console.log(result), as node does when the process exits (after the
 * event loop, so a timer's output comes first). */
static int print_result(tarn_vm *vm, tarn_value result)
{
    tarn_scope s = tarn_scope_open(vm);
    tarn_value console = tarn_get_global(vm, "console");
    tarn_value log = console ? tarn_get(vm, console, "log") : NULL;
    int rc = log && tarn_call(vm, log, console, 1, &result) ? TARN_OK : TARN_ERROR;
    tarn_scope_close(vm, s);
    return rc;
}

/* global: the code runs in the global scope, as node runs -e and stdin
 * (its var and function declarations are properties of globalThis, `this`
 * is globalThis); a file runs as node runs its main file (tarn_run_main):
 * a CommonJS module, or an ES module by its extension or package.json.
 * print: -p's console.log of the completion value at the end. *srcp is
 * the caller's malloc'd text, freed here (and set NULL) when the run reads
 * the file itself, so that a second copy is not held while it runs. */
static int run_source(tarn_vm *vm, char **srcp, size_t len, const char *name, int disasm, int module, int global,
                      int print)
{
    char *src = *srcp;
    blank_shebang(src, len);
    int rc;
    if (disasm == 2) {
        /* the check takes the text: a big file is not copied */
        rc = tarn_check_buffer(vm, src, len, name, module, stderr);
        *srcp = NULL;
    } else if (module && !disasm) {
        rc = tarn_eval_module(vm, src, len, name);
        if (rc == TARN_OK)
            rc = tarn_run_loop(vm);
        if (rc != TARN_OK) {
            fflush(stdout);
            tarn_report_error(vm, stderr);
        }
    } else if (disasm) {
        rc = tarn_disasm(vm, src, len, name, stdout, stderr);
    } else {
        tarn_value result = NULL;
        if (global) {
            tarn_scope s = tarn_scope_open(vm);
            tarn_value v;
            if (print) { /* node -p prints a script's completion value: no module detection */
                tarn_set_script_globals(vm, name);
                v = tarn_eval_value(vm, src, len, name);
            } else {
                v = tarn_eval_main(vm, src, len, name); /* node's require, module, ...; or an ES module */
            }
            rc = v || tarn_offer_uncaught(vm) == TARN_OK ? TARN_OK : TARN_ERROR;
            if (v && print)
                result = tarn_persist(vm, v);
            tarn_scope_close(vm, s);
        } else {
            /* tarn_run_main reads the file again, as node's loader does */
            free(src);
            *srcp = NULL;
            rc = tarn_run_main(vm, name);
        }
        if (rc == TARN_OK)
            rc = tarn_run_loop(vm); /* promise jobs, timers, immediates */
        if (rc == TARN_OK && result)
            rc = print_result(vm, result);
        if (result)
            tarn_release(vm, result);
        if (rc != TARN_OK) {
            fflush(stdout);
            tarn_report_error(vm, stderr);
        }
    }
    fflush(stdout);
    return tarn_exit_status(vm, rc != TARN_OK); /* node's 'exit' event */
}

int main(int argc, char **argv)
{
    const char *eval_code = NULL, *file = NULL;
    int print = 0, disasm = 0, use_stdin = 0, input_module = 0, rejections = TARN_REJECT_THROW, expose_gc = 0,
        gc_stats = 0, module = 0;
    unsigned long time_limit = 0, max_heap = 0;
    int warn_on[N_WARNING_FLAGS] = {0};
    int i = 1, exec_end = -1; /* argv[1..exec_end) are the options before the script: process.execArgv */
    for (; i < argc; i++) {
        const char *a = argv[i];
        size_t w = 0;
        while (w < N_WARNING_FLAGS && strcmp(a, warning_flags[w][0]) != 0)
            w++;
        if (w < N_WARNING_FLAGS) {
            warn_on[w] = 1;
            continue;
        }
        int nopt = !strncmp(a, "--time-limit", 12) ? 12 : !strncmp(a, "--max-heap", 10) ? 10 : 0;
        if (nopt && (a[nopt] == '\0' || a[nopt] == '=')) {
            const char *val = a[nopt] == '=' ? a + nopt + 1 : i + 1 < argc ? argv[++i] : NULL;
            char *end = NULL;
            unsigned long n = val && *val >= '0' && *val <= '9' ? strtoul(val, &end, 10) : 0;
            if (!val || !end || *end || n == 0 || n > (nopt == 12 ? 4000000000ul : 1048576ul)) {
                fprintf(stderr, "tarn: %.*s needs a positive whole number of %s, not '%s'\n", nopt, a,
                        nopt == 12 ? "milliseconds" : "megabytes", val ? val : "");
                return 2;
            }
            if (nopt == 12)
                time_limit = n;
            else
                max_heap = n;
            continue;
        }
        if (!strcmp(a, "--version") || !strcmp(a, "-v")) {
            printf("tarn " TARN_VERSION "\n");
            return 0;
        } else if (!strcmp(a, "--help") || !strcmp(a, "-h")) {
            usage(stdout);
            return 0;
        } else if (!strcmp(a, "-e") || !strcmp(a, "--eval") || !strcmp(a, "-p") || !strcmp(a, "--print")) {
            print = a[1] == 'p' || a[2] == 'p';
            if (i + 1 >= argc) {
                fprintf(stderr, "tarn: %s requires an argument\n", a);
                return 2;
            }
            eval_code = argv[++i];
            exec_end = ++i;
            break;
        } else if (!strncmp(a, "--unhandled-rejections=", 23)) {
            static const char *const modes[] = {"throw", "strict", "warn", "none", "warn-with-error-code"};
            int m = -1;
            for (int k = 0; k < 5; k++)
                if (!strcmp(a + 23, modes[k]))
                    m = k;
            if (m < 0) {
                fprintf(stderr, "tarn: invalid value for --unhandled-rejections: '%s'\n", a + 23);
                return 2;
            }
            rejections = m;
        } else if (!strncmp(a, "--input-type", 12) && (a[12] == '\0' || a[12] == '=')) {
            /* node's: how code from -e, -p or stdin runs (a file is typed as usual) */
            const char *val = a[12] == '=' ? a + 13 : i + 1 < argc ? argv[++i] : "";
            if (!strcmp(val, "module") || !strcmp(val, "commonjs")) {
                input_module = val[0] == 'm';
            } else if (!strcmp(val, "module-typescript") || !strcmp(val, "commonjs-typescript")) {
                fprintf(stderr, "tarn: --input-type=%s: tarn does not run TypeScript\n", val);
                return 9;
            } else {
                fprintf(stderr, "tarn: --input-type must be \"module\",\"commonjs\", \"module-typescript\" or "
                                "\"commonjs-typescript\"\n");
                return 9;
            }
        } else if (!strcmp(a, "--module")) {
            module = 1;
        } else if (!strcmp(a, "--disasm")) {
            disasm = 1;
        } else if (!strcmp(a, "--check") || !strcmp(a, "-c")) {
            disasm = 2; /* compile only */
        } else if (!strcmp(a, "--expose-gc") || !strcmp(a, "--expose_gc")) {
            expose_gc = 1;
        } else if (!strcmp(a, "--gc-stats")) {
            gc_stats = 1;
        } else if (!strcmp(a, "-")) {
            use_stdin = 1;
            exec_end = i++;
            break;
        } else if (!strcmp(a, "--")) {
            exec_end = i++;
            if (i < argc)
                file = argv[i++];
            break;
        } else if (a[0] == '-' && a[1]) {
            fprintf(stderr, "tarn: unknown option '%s'\nTry 'tarn --help' for more information.\n",
                    a);
            return 2;
        } else {
            file = a;
            exec_end = i++;
            break;
        }
    }
    /* argv[i..] are script arguments (process.argv). */
    int first_arg = i;
    if (exec_end < 0)
        exec_end = i;
    if (input_module && !file)
        module = 1;
    if (disasm && !file && !eval_code && !use_stdin) {
        fprintf(stderr, "tarn: %s needs a FILE\nTry 'tarn --help' for more information.\n",
                disasm == 2 ? "--check" : "--disasm");
        return 2;
    }

    char *src = NULL;
    size_t len = 0;
    const char *name = NULL;
    static char abs_name[PATH_MAX];
    if (eval_code) {
        len = strlen(eval_code);
        src = malloc(len + 1);
        if (src)
            memcpy(src, eval_code, len + 1);
        name = module ? "[eval1]" : "[eval]"; /* node's names */
    } else if (file) {
        src = tarn_read_file(file, &len);
        if (!src) {
            fprintf(stderr, "tarn: cannot open '%s': %s\n", file, strerror(errno));
            return 1;
        }
        /* node names a script by its absolute path in stacks and errors */
        name = realpath(file, abs_name) ? abs_name : file;
    } else if (use_stdin || !isatty(STDIN_FILENO)) {
        src = tarn_read_stream(stdin, &len);
        if (!src) {
            fprintf(stderr, "tarn: cannot read stdin: %s\n", strerror(errno));
            return 1;
        }
        name = module ? "[eval1]" : "[stdin]";
    }

    tarn_config cfg;
    tarn_config_init(&cfg);
    cfg.heap_limit = (size_t)max_heap << 20;
    cfg.time_limit_ms = (unsigned)time_limit;
    tarn_vm *vm = tarn_vm_new_with(&cfg);
    if (!vm) {
        fprintf(stderr, "tarn: cannot create the VM (out of memory)\n");
        free(src);
        return 1;
    }
    tarn_set_unhandled_rejections(vm, rejections);
    tarn_console_set_colors(vm, cli_should_colorize(STDOUT_FILENO), cli_should_colorize(STDERR_FILENO));
    if (expose_gc && tarn_vm_expose_gc(vm) != TARN_OK) {
        fprintf(stderr, "tarn: cannot install gc()\n");
        free(src);
        tarn_vm_free(vm);
        return 1;
    }
    int code;
    if (set_process_args(vm, argv[0], file ? file : use_stdin ? "-" : NULL, argc - first_arg,
                         argv + first_arg) != TARN_OK ||
        set_warning_flags(vm, warn_on) != TARN_OK || set_exec_args(vm, exec_end - 1, argv + 1) != TARN_OK) {
        fprintf(stderr, "tarn: out of memory\n");
        code = 1;
    } else if (name) {
        if (!src) {
            fprintf(stderr, "tarn: out of memory\n");
            code = 1;
        } else {
            size_t nl = strlen(name);
            /* tarn_run_main types a file itself; --check and --disasm need to know */
            if (file && disasm && nl > 4 && !strcmp(name + nl - 4, ".mjs"))
                module = 1;
            code = run_source(vm, &src, len, name, disasm, module, !file, print);
        }
    } else {
        code = cli_repl(vm);
    }
    free(src);
    fflush(stdout);
    if (gc_stats)
        tarn_vm_gc_stats(vm, stderr);
    tarn_vm_free(vm);
    return code;
}
