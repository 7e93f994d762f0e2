/* compiler/parser.h — source text to AST (compiler/ast.h).
 *
 * The parser owns an arena holding the whole tree and every decoded string;
 * parser_free releases it. It never allocates on the JS heap. Strictness is
 * tracked while parsing (Parser.strict) and recorded as F_STRICT on every
 * N_FUNC and the N_PROGRAM. It stops at the first error and fills CompileError (node's
 * wording; ERR_RANGE for nesting deeper than COMPILE_MAX_DEPTH, compiler/ast.h).
 */
#ifndef TARN_PARSER_H
#define TARN_PARSER_H

#ifndef TARN_TOKEN_H
#define T__COUNT T_TOKEN__COUNT
#include "ast.h"
#undef T__COUNT
#else
#include "ast.h"
#endif
#include "compiler.h"

typedef struct Parser Parser;

Parser *parser_new(const char *src, size_t len, const char *file);
Node *parser_parse(Parser *p, CompileError *err);   /* N_PROGRAM or NULL */
/* A parser over a NUL-terminated source it does not copy (a compile's
 * SourceBuf), which must outlive it; parser_free leaves it alone. */
Parser *parser_new_borrowed(const char *copy, size_t len, const char *file);
/* Sizes the parser's first arena chunk for len bytes of source, when it
 * parses a part of the text it was given (a function parsed again at its
 * first call); before the parse. */
void parser_size_arena(Parser *p, size_t len);
/* One plain function (not an arrow or a method) of a source parsed whole
 * before without an error, again: the N_FUNC starting at byte start, on
 * line `line` whose first byte is line_start; flags: the N_FUNC's flags
 * from that parse (F_STRICT, F_ASYNC); module: the source is module code.
 * NULL with *err filled if it is not there. */
Node *parser_parse_function_at(Parser *p, uint32_t start, uint32_t line, uint32_t line_start,
                               uint32_t flags, bool is_decl, bool module, CompileError *err);
/* Parse the program as strict mode code (modules, eval from strict code);
 * otherwise it is sloppy unless it starts with a "use strict" directive. */
void parser_set_strict(Parser *p, bool strict);
/* Drop the trees of the plain functions the parser can, leaving F_STUB
 * nodes (compiler/lazy_discard.c); mode: the compile's (COMPILE_*). */
void parser_set_discard(Parser *p, int mode);
/* After the parse: some tree was discarded that the file needs (a direct
 * eval or `with` was met): parse it again without discarding. */
bool parser_discard_undone(const Parser *p);
/* The text is a JavaScript string's in WTF-8 (COMPILE_WTF8). */
void parser_set_wtf8(Parser *p);
/* Eval code called from a method: `super.x` is allowed outside functions. */
void parser_set_super_prop(Parser *p);
void parser_set_super_call(Parser *p);
/* Eval code called from inside a class: `#x` names are read as references
 * that scope analysis checks against the caller's private names. */
void parser_set_private(Parser *p);
/* Global code or eval code (not a CommonJS-style file): `return` outside a
 * function is an error, and so is `new.target` unless new_target (eval
 * code called from a function). */
void parser_set_script(Parser *p, bool new_target);
/* The REPL's global code: `await` is allowed at the top level, as in a
 * module (node's REPL); parser_top_await says whether the program used it. */
void parser_set_top_await(Parser *p);
bool parser_top_await(const Parser *p);
void parser_free(Parser *p);
/* The program is a function body with these NULL-terminated parameters
 * (COMPILE_CJS): a lexical declaration of the same name is an early error. */
void parser_set_params(Parser *p, const char *const *names);
/* Parse module code: import/export allowed at the top level, entries go to m. */
struct ModInfo;
void parser_set_module(Parser *p, struct ModInfo *m);                        /* frees the arena: the whole AST */

#endif
