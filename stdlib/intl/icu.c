/* stdlib/intl/icu.c — the ICU loader (icu.h): dlopen of libicuuc and
 * libicui18n on first use, dlsym of every function of icu_fns.def by its
 * versioned name. Both libraries stay open for the life of the process.
 */
#include <dlfcn.h>
#include <pthread.h>
#include <stddef.h>

#include "icu.h"

#define XSTR_(x) #x
#define XSTR(x) XSTR_(x)

IcuFns icu;

static const struct {
    int lib;
    const char *name;
    size_t off;
} fns[] = {
#define ICU_FN(lib, name) {lib, XSTR(name), offsetof(IcuFns, name)},
#include "icu_fns.def"
#undef ICU_FN
};

static pthread_once_t once[2] = {PTHREAD_ONCE_INIT, PTHREAD_ONCE_INIT};
static bool loaded[2];

const char *icu_library(int lib)
{
    return lib == ICU_UC ? "libicuuc.so." XSTR(U_ICU_VERSION_MAJOR_NUM)
                         : "libicui18n.so." XSTR(U_ICU_VERSION_MAJOR_NUM);
}

/* Resolves lib's functions from h; false if any is missing. */
static bool resolve(void *h, int lib)
{
    for (size_t i = 0; i < sizeof fns / sizeof fns[0]; i++) {
        if (fns[i].lib != lib)
            continue;
        void *p = dlsym(h, fns[i].name);
        if (!p)
            return false;
        *(void **)((char *)&icu + fns[i].off) = p;
    }
    return true;
}

/* RTLD_LAZY: ICU's own calls into its dependencies (thousands of them) are
 * bound at their first use, not all at the first use of Intl; the functions
 * tarn calls are resolved here, so a missing one is still found at once. */
static void open_lib(int lib)
{
    void *h = dlopen(icu_library(lib), RTLD_LAZY | RTLD_LOCAL);
    loaded[lib] = h && resolve(h, lib);
}

static void open_uc(void) { open_lib(ICU_UC); }
static void open_i18n(void) { open_lib(ICU_I18N); }

bool icu_load(int lib)
{
    pthread_once(&once[ICU_UC], open_uc);
    if (lib == ICU_UC || !loaded[ICU_UC])
        return loaded[ICU_UC];
    pthread_once(&once[ICU_I18N], open_i18n);
    return loaded[ICU_I18N];
}
