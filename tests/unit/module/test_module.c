/* tests/unit/module/test_module.c — the module embedding API (include/tarn.h):
 * tarn_eval_module_file / tarn_eval_module, evaluation once per VM, errors
 * pending as exceptions, module parsing rules. Output goes to a temp file
 * that each test reads back. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../../../include/tarn.h"

static char dir[64];

static void put(const char *name, const char *text)
{
    char p[128];
    snprintf(p, sizeof p, "%s/%s", dir, name);
    FILE *f = fopen(p, "w");
    cr_assert(f);
    fputs(text, f);
    fclose(f);
}

static char *get(const char *name)
{
    char p[128];
    snprintf(p, sizeof p, "%s/%s", dir, name);
    FILE *f = fopen(p, "r");
    if (!f)
        return strdup("");
    static char buf[4096];
    size_t n = fread(buf, 1, sizeof buf - 1, f);
    buf[n] = 0;
    fclose(f);
    return strdup(buf);
}

static void setup(void)
{
    snprintf(dir, sizeof dir, "/tmp/tarn_mod_XXXXXX");
    cr_assert(mkdtemp(dir));
}

static void teardown(void)
{
    char cmd[128];
    snprintf(cmd, sizeof cmd, "rm -rf %s", dir);
    cr_assert(system(cmd) == 0);
}

TestSuite(module, .init = setup, .fini = teardown);

Test(module, file_graph_evaluates_each_module_once)
{
    put("counter.mjs", "import { writeFileSync, readFileSync, existsSync } from 'tarn:fs';\n"
                       "const log = import.meta.url.slice(7).slice(0, -'counter.mjs'.length) + 'log.txt';\n"
                       "writeFileSync(log, (existsSync(log) ? readFileSync(log, 'utf8') : '') + 'counter;');\n"
                       "export let n = 1; export function bump() { n++; }\n");
    tarn_vm *vm = tarn_vm_new();
    cr_assert(vm);
    char main[128];
    snprintf(main, sizeof main, "%s/main.mjs", dir);
    put("main.mjs", "import { n, bump } from './counter.mjs';\nimport './counter.mjs';\nbump();\n"
                    "import { writeFileSync } from 'tarn:fs';\n"
                    "writeFileSync(import.meta.url.slice(7, -'main.mjs'.length) + 'out.txt', String(n));\n");
    int rc = tarn_eval_module_file(vm, main);
    if (rc != TARN_OK)
        tarn_report_error(vm, stderr);
    cr_assert_eq(rc, TARN_OK);
    /* the second evaluation of a loaded module does nothing */
    cr_assert_eq(tarn_eval_module_file(vm, main), TARN_OK);
    char *out = get("out.txt"), *log = get("log.txt");
    cr_assert_str_eq(out, "2");
    cr_assert_str_eq(log, "counter;");
    free(out);
    free(log);
    tarn_vm_free(vm);
}

Test(module, source_with_a_name_resolves_next_to_it)
{
    put("lib.mjs", "export default 'from lib';\n");
    tarn_vm *vm = tarn_vm_new();
    char name[128];
    snprintf(name, sizeof name, "%s/generated.mjs", dir);
    const char *src = "import v from './lib.mjs';\nimport { writeFileSync } from 'tarn:fs';\n"
                      "writeFileSync(import.meta.url.slice(7, -'generated.mjs'.length) + 'out.txt', v + ' ' + typeof this);\n";
    cr_assert_eq(tarn_eval_module(vm, src, strlen(src), name), TARN_OK);
    char *out = get("out.txt");
    cr_assert_str_eq(out, "from lib undefined");
    free(out);
    /* the same name again is an error, pending until cleared */
    cr_assert_eq(tarn_eval_module(vm, src, strlen(src), name), TARN_ERROR);
    tarn_clear_error(vm);
    tarn_vm_free(vm);
}

Test(module, link_and_compile_errors_are_pending_exceptions)
{
    put("lib.mjs", "export const a = 1;\n");
    tarn_vm *vm = tarn_vm_new();
    char name[128];
    snprintf(name, sizeof name, "%s/bad.mjs", dir);
    const char *src = "import { b } from './lib.mjs';\n";
    cr_assert_eq(tarn_eval_module(vm, src, strlen(src), name), TARN_ERROR);
    char ep[128];
    snprintf(ep, sizeof ep, "%s/err.txt", dir);
    FILE *f = fopen(ep, "w");
    tarn_report_error(vm, f);
    fclose(f);
    char *err = get("err.txt");
    cr_assert(strstr(err, "SyntaxError: The requested module './lib.mjs' does not provide an export named 'b'"),
              "%s", err);
    cr_assert(strstr(err, "bad.mjs:1"), "%s", err);
    free(err);
    /* the VM stays usable: a failed name may be evaluated again */
    const char *ok = "import { a } from './lib.mjs';\nif (a !== 1) throw new Error('a');\n";
    cr_assert_eq(tarn_eval_module(vm, ok, strlen(ok), name), TARN_OK);
    const char *syn = "export { nope };\n";
    snprintf(name, sizeof name, "%s/syn.mjs", dir);
    cr_assert_eq(tarn_eval_module(vm, syn, strlen(syn), name), TARN_ERROR);
    tarn_clear_error(vm);
    /* scripts still reject import */
    const char *script = "import { a } from './lib.mjs';\n";
    cr_assert_eq(tarn_eval(vm, script, strlen(script), "s.js"), TARN_ERROR);
    tarn_clear_error(vm);
    tarn_vm_free(vm);
}
