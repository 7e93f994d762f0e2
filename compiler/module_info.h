/* compiler/module_info.h — what the compiler tells the module loader about
 * one ES module (vm/module.c): its import and export entries and the layout
 * of its environment.
 *
 * A module's environment — its imports, exports, function declarations and
 * the top-level bindings its functions capture (the rest stay frame locals of
 * the body) — is the upvalues of the module's top-level closure, one Box
 * each, in the order of env[]: the loader creates the Boxes of the module's own bindings and
 * shares the exporter's Box for an import, so an importer reads the
 * exporter's later assignments (live bindings). Everything here is malloc'd
 * and owned by the ModInfo (module_info_free). Names are UTF-8.
 */
#ifndef TARN_MODULE_INFO_H
#define TARN_MODULE_INFO_H

#include <stdbool.h>
#include <stdint.h>

enum {
    MENV_VAR,      /* var / function: starts undefined (functions are set by the instantiate call) */
    MENV_LEXICAL,  /* let / const / class: starts in TDZ */
    MENV_IMPORT,   /* a named or default import: the exporter's Box */
    MENV_NAMESPACE,/* import * as ns: holds the namespace object */
    MENV_META,     /* import.meta */
};

/* An import's phase (import source x, import.source()). import defer is not
 * parsed: node 26 rejects it as a SyntaxError too. */
enum { IMPORT_PHASE_EVALUATION, IMPORT_PHASE_SOURCE };

typedef struct ModImport {
    const char *spec;      /* module specifier as written */
    const char *name;      /* imported name ("default" for default imports), NULL for a namespace
                            * or a source-phase import */
    int phase;             /* IMPORT_PHASE_* */
    const char *local;
    uint32_t line, col;    /* of the imported name (for "does not provide an export named") */
} ModImport;

typedef struct ModExport {
    const char *name;      /* exported name; NULL for `export * from` */
    const char *local;     /* local export: the local binding; NULL for a re-export */
    const char *spec;      /* re-export: the module; NULL for a local export */
    const char *import;    /* re-export: the imported name; NULL for `export * as name` / `export *` */
    uint32_t line, col;
} ModExport;

typedef struct ModRequest {
    const char *spec;
    const char *type;      /* the import attribute `with { type: '...' }`, or NULL */
    uint32_t line, col;    /* of the specifier string */
} ModRequest;

typedef struct ModInfo {
    ModImport *imports;
    uint32_t nimports;
    ModExport *exports;
    uint32_t nexports;
    ModRequest *requests;  /* distinct specifiers in source order */
    uint32_t nrequests;
    const char **env_names;/* env[i]: binding name */
    uint8_t *env_kind;     /* MENV_* */
    uint32_t nenv;
    bool has_tla;          /* the body awaits at its top level: its closure is async (ASYNC_START
                              after the instantiate return) and evaluation is the spec's async one */
} ModInfo;

void module_info_free(ModInfo *m);

#endif
