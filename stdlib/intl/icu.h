/* stdlib/intl/icu.h — ICU, opened with dlopen on first use, and the one
 * table of the ICU C functions tarn calls (icu_fns.def).
 *
 * ICU is not linked: a process linked with libicuuc runs about 2 million
 * more instructions before main, and tarn's whole start-up is about that.
 * The libraries are those of the ICU the build saw (libicuuc.so.N,
 * libicui18n.so.N); ICU's C symbols carry its major version (ucol_open_72),
 * and the headers' renaming macros give every name below that suffix, so
 * `icu.ucol_open(...)` is the function of the version built against.
 *
 * Invariant: a function of the table is called only after icu_load(lib)
 * answered true for its library (ICU_UC or ICU_I18N); loading is once per
 * process (pthread_once) and the table is never written afterwards, so
 * workers share it.
 */
#ifndef TARN_ICU_H
#define TARN_ICU_H

#include <unicode/ubrk.h>
#include <unicode/ucal.h>
#include <unicode/ucol.h>
#include <unicode/ucurr.h>
#include <unicode/udat.h>
#include <unicode/udateintervalformat.h>
#include <unicode/udatpg.h>
#include <unicode/ufieldpositer.h>
#include <unicode/uformattedvalue.h>
#include <unicode/uidna.h>
#include <unicode/uldnames.h>
#include <unicode/ulistformatter.h>
#include <unicode/uloc.h>
#include <unicode/unum.h>
#include <unicode/unumberformatter.h>
#include <unicode/unumberrangeformatter.h>
#include <unicode/unumsys.h>
#include <unicode/upluralrules.h>
#include <unicode/ureldatefmt.h>
#include <unicode/ustring.h>
#include <unicode/uenum.h>

#include <stdbool.h>

enum { ICU_UC, ICU_I18N };

typedef struct IcuFns {
#define ICU_FN(lib, name) __typeof__(&name) name;
#include "icu_fns.def"
#undef ICU_FN
} IcuFns;

/* The functions; valid once icu_load answered true for their library. */
extern IcuFns icu;

/* Opens ICU's library lib (ICU_I18N opens both) and resolves its
 * functions, once per process; false when it could not be loaded. */
bool icu_load(int lib);
/* The file name of lib ("libicuuc.so.72"), for error messages. */
const char *icu_library(int lib);

#endif
