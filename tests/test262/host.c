/* tests/test262/host.c — the test262 host: runs many test262 tests in one
 * process, each in a fresh tarn_vm, through the public API only (tarn.h).
 *
 * tests/test262/run.py owns everything about the suite (frontmatter, flags,
 * negative tests, the baseline); this host only executes. It reads one job
 * per line from stdin and writes one result line per job to the file
 * descriptor named by argv[3] (a pipe from run.py; stdout by default), so that
 * whatever a test prints on stdout/stderr cannot corrupt the protocol.
 *
 * Job:    FLAGS \t TEST_PATH \t HARNESS_FILE,HARNESS_FILE,...
 *         FLAGS: '-' or any of s (prepend "use strict";), m (module),
 *         a (async: the loop is drained and print() output examined).
 *         Harness files are names inside the harness directory (argv[1]),
 *         read once per process and evaluated in order as global code.
 * Result: PHASE \t TYPE \t MESSAGE \t ASYNC
 *         PHASE: ok | parse | harness | runtime (| resolution is never
 *         claimed: a module's link errors come back as runtime and run.py
 *         accepts them for a resolution-phase negative test).
 *         ASYNC: none | complete | failure:TEXT (the first print()ed line
 *         that says Test262:AsyncTestComplete / Test262:AsyncTestFailure).
 *
 * The test's global scope gets print() and $262 (global, gc, evalScript,
 * detachArrayBuffer through transfer); createRealm and agent are absent, so run.py skips the
 * tests that need them. A crash ends the process: run.py restarts it and
 * counts the crash against the job in flight.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "tarn.h"

typedef struct Harness {
    char *name;
    char *src;
    size_t len;
} Harness;

typedef struct Host {
    const char *harness_dir;
    Harness *harness;
    size_t nharness;
    unsigned time_limit_ms;
    /* the first print()ed line that decides an async test */
    char async_result[512];
    FILE *out;
} Host;

static const Harness *harness_get(Host *h, const char *name)
{
    for (size_t i = 0; i < h->nharness; i++)
        if (!strcmp(h->harness[i].name, name))
            return &h->harness[i];
    char path[4096];
    snprintf(path, sizeof path, "%s/%s", h->harness_dir, name);
    size_t len = 0;
    char *src = tarn_read_file(path, &len);
    if (!src)
        return NULL;
    Harness *nh = realloc(h->harness, (h->nharness + 1) * sizeof *nh);
    if (!nh) {
        free(src);
        return NULL;
    }
    h->harness = nh;
    nh[h->nharness] = (Harness){strdup(name), src, len};
    return &nh[h->nharness++];
}

/* Writes s with tabs and line breaks flattened, at most max bytes. */
static void put_field(FILE *f, const char *s, size_t max)
{
    for (size_t i = 0; s && s[i] && i < max; i++) {
        char c = s[i];
        fputc(c == '\t' || c == '\n' || c == '\r' ? ' ' : c, f);
    }
}

static tarn_value print_fn(tarn_vm *vm, tarn_value this_val, int argc, const tarn_value *argv, void *data)
{
    Host *h = data;
    if (argc < 1)
        return NULL;
    char *s = tarn_to_string(vm, argv[0], NULL);
    if (!s)
        return NULL;
    if (!h->async_result[0] && (!strncmp(s, "Test262:AsyncTestComplete", 25) ||
                                !strncmp(s, "Test262:AsyncTestFailure", 24)))
        snprintf(h->async_result, sizeof h->async_result, "%s", s);
    free(s);
    return NULL;
}

static tarn_value gc_fn(tarn_vm *vm, tarn_value this_val, int argc, const tarn_value *argv, void *data)
{
    tarn_vm_gc(vm, 1);
    return NULL;
}

/* $262.evalScript(src): src as a classic script in the global scope; its
 * completion value, or its error thrown to the caller. */
static tarn_value eval_script_fn(tarn_vm *vm, tarn_value this_val, int argc, const tarn_value *argv,
                                 void *data)
{
    if (argc < 1)
        return tarn_undefined(vm);
    size_t len = 0;
    char *s = tarn_to_string(vm, argv[0], &len);
    if (!s)
        return NULL;
    tarn_value r = tarn_eval_value(vm, s, len, "evalScript");
    free(s);
    return r;
}

/* $262.detachArrayBuffer(buf): DetachArrayBuffer through the public API, as
 * ArrayBuffer.prototype.transfer does it (the new buffer is dropped); an
 * already detached buffer stays so. */
static tarn_value detach_fn(tarn_vm *vm, tarn_value this_val, int argc, const tarn_value *argv, void *data)
{
    if (argc < 1)
        return tarn_throw_error(vm, TARN_ERR_TYPE, "detachArrayBuffer: not an ArrayBuffer");
    tarn_value ab = tarn_get(vm, tarn_global_object(vm), "ArrayBuffer");
    tarn_value proto = ab ? tarn_get(vm, ab, "prototype") : NULL;
    tarn_value transfer = proto ? tarn_get(vm, proto, "transfer") : NULL;
    tarn_value detached = transfer ? tarn_get(vm, argv[0], "detached") : NULL;
    if (!detached)
        return NULL;
    if (tarn_truthy(vm, detached))
        return tarn_undefined(vm);
    tarn_value r = tarn_call(vm, transfer, argv[0], 0, NULL);
    return r ? tarn_undefined(vm) : NULL;
}

static int install_host(Host *h, tarn_vm *vm)
{
    tarn_value g = tarn_global_object(vm);
    tarn_value o = tarn_object_new(vm);
    if (!g || !o)
        return TARN_ERROR;
    if (tarn_define_function(vm, NULL, "print", print_fn, 1, h) != TARN_OK ||
        tarn_set(vm, o, "global", g) != TARN_OK ||
        tarn_define_function(vm, o, "gc", gc_fn, 0, h) != TARN_OK ||
        tarn_define_function(vm, o, "evalScript", eval_script_fn, 1, h) != TARN_OK ||
        tarn_define_function(vm, o, "detachArrayBuffer", detach_fn, 1, h) != TARN_OK ||
        tarn_set(vm, g, "$262", o) != TARN_OK)
        return TARN_ERROR;
    return TARN_OK;
}

/* The pending exception as TYPE (its constructor's name, else typeof) and
 * MESSAGE, written to the result line. */
static void put_exception(tarn_vm *vm, FILE *out)
{
    tarn_scope sc = tarn_scope_open(vm);
    tarn_value e = tarn_take_exception(vm);
    char *type = NULL, *msg = NULL;
    if (e && (tarn_type(vm, e) == TARN_TYPE_OBJECT || tarn_type(vm, e) == TARN_TYPE_FUNCTION)) {
        tarn_value c = tarn_get(vm, e, "constructor");
        tarn_value n = c && tarn_type(vm, c) == TARN_TYPE_FUNCTION ? tarn_get(vm, c, "name") : NULL;
        if (n && tarn_type(vm, n) == TARN_TYPE_STRING)
            type = tarn_to_string(vm, n, NULL);
        tarn_clear_error(vm);
        tarn_value m = tarn_get(vm, e, "message");
        if (m && tarn_type(vm, m) != TARN_TYPE_UNDEFINED)
            msg = tarn_to_string(vm, m, NULL);
        tarn_clear_error(vm);
        if (!type)
            type = strdup("object");
    } else if (e) {
        static const char *const names[] = {"undefined", "null", "boolean", "number",
                                            "string", "symbol", "object", "function"};
        type = strdup(names[tarn_type(vm, e)]);
        msg = tarn_to_string(vm, e, NULL);
        tarn_clear_error(vm);
    }
    put_field(out, type ? type : "unknown", 100);
    fputc('\t', out);
    put_field(out, msg ? msg : "", 300);
    free(type);
    free(msg);
    tarn_scope_close(vm, sc);
}

static void run_job(Host *h, char *flags, char *path, char *includes, FILE *out)
{
    int strict = strchr(flags, 's') != NULL, module = strchr(flags, 'm') != NULL;
    h->async_result[0] = 0;
    tarn_config cfg;
    tarn_config_init(&cfg);
    cfg.time_limit_ms = h->time_limit_ms;
    tarn_vm *vm = tarn_vm_new_with(&cfg);
    if (!vm) {
        fprintf(out, "harness\tError\tcannot create a VM\tnone\n");
        return;
    }
    tarn_set_unhandled_rejections(vm, TARN_REJECT_NONE);
    tarn_scope sc = tarn_scope_open(vm);
    const char *phase = "ok";
    if (install_host(h, vm) != TARN_OK) {
        phase = "harness";
        goto done;
    }
    for (char *name = strtok(includes, ","); name; name = strtok(NULL, ",")) {
        const Harness *hf = harness_get(h, name);
        if (!hf) {
            fprintf(out, "harness\tError\tcannot read harness file %s\tnone\n", name);
            goto end;
        }
        tarn_scope hs = tarn_scope_open(vm);
        tarn_value r = tarn_eval_value(vm, hf->src, hf->len, hf->name);
        tarn_scope_close(vm, hs);
        if (!r) {
            phase = "harness";
            goto done;
        }
    }
    size_t len = 0;
    char *raw = tarn_read_file(path, &len);
    if (!raw) {
        fprintf(out, "harness\tError\tcannot read %s\tnone\n", path);
        goto end;
    }
    char *src = raw;
    if (strict) {
        static const char directive[] = "\"use strict\";\n";
        src = malloc(len + sizeof directive);
        memcpy(src, directive, sizeof directive - 1);
        memcpy(src + sizeof directive - 1, raw, len + 1);
        len += sizeof directive - 1;
        free(raw);
    }
    /* Parse phase: compile alone first, so an early error is told apart
     * from one thrown while running. */
    FILE *devnull = fopen("/dev/null", "w");
    int parsed = tarn_check(vm, src, len, path, module, devnull);
    fclose(devnull);
    if (parsed != TARN_OK) {
        phase = "parse";
        /* tarn_check printed and cleared the error: compile again for the
         * exception itself */
        int again = module ? tarn_eval_module(vm, src, len, path)
                           : (tarn_eval_value(vm, src, len, path) ? TARN_OK : TARN_ERROR);
        if (again == TARN_OK) {
            free(src);
            fprintf(out, "parse\tSyntaxError\t(check failed, compile passed)\tnone\n");
            goto end;
        }
        free(src);
        goto done;
    }
    int rc = module ? tarn_eval_module_file(vm, path)
                    : (tarn_eval_value(vm, src, len, path) ? TARN_OK : TARN_ERROR);
    free(src);
    if (rc != TARN_OK || tarn_run_loop(vm) != TARN_OK)
        phase = "runtime";
done:
    fputs(phase, out);
    fputc('\t', out);
    if (strcmp(phase, "ok") != 0)
        put_exception(vm, out);
    else
        fputc('\t', out);
    fputc('\t', out);
    if (h->async_result[0])
        put_field(out, h->async_result, 300);
    else
        fputs("none", out);
    fputc('\n', out);
end:
    tarn_scope_close(vm, sc);
    tarn_vm_free(vm);
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        fprintf(stderr, "usage: test262-host HARNESS_DIR [TIME_LIMIT_MS [RESULT_FD]] < jobs\n");
        return 2;
    }
    Host h = {0};
    h.harness_dir = argv[1];
    h.time_limit_ms = argc > 2 ? (unsigned)atoi(argv[2]) : 10000;
    /* results on the runner's pipe (argv[3]), else on stdout (by hand) */
    h.out = argc > 3 ? fdopen(atoi(argv[3]), "w") : stdout;
    if (!h.out)
        return 2;
    char *line = NULL;
    size_t cap = 0;
    ssize_t n;
    while ((n = getline(&line, &cap, stdin)) > 0) {
        if (line[n - 1] == '\n')
            line[--n] = 0;
        char *flags = line, *path = strchr(line, '\t');
        if (!path)
            continue;
        *path++ = 0;
        char *inc = strchr(path, '\t');
        if (inc)
            *inc++ = 0;
        else
            inc = path + strlen(path);
        run_job(&h, flags, path, inc, h.out);
        fflush(h.out);
    }
    free(line);
    return 0;
}
