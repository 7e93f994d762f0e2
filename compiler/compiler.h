/* compiler/compiler.h — source text to FuncProto.
 *
 * The compiler stops at the first error (as node does) and reports it in a
 * CompileError: kind, message, file, line, column (1-based). It never touches
 * the JS heap while parsing; the emitter creates atoms and numbers only into
 * prototypes that are already linked into vm->protos (so they are roots).
 */
#ifndef TARN_COMPILER_H
#define TARN_COMPILER_H

#include "../vm/vm.h"

typedef struct CompileError {
    int kind;               /* ERR_SYNTAX (or ERR_RANGE for nesting/size limits) */
    char msg[256];          /* e.g. "Unexpected token ')'" — node's wording where it has one */
    const char *file;
    uint32_t line, col;
} CompileError;

enum {
    COMPILE_MODULE = 2,     /* an ES module: see compile_module */
    COMPILE_SCRIPT = 0,     /* a file: top-level declarations are locals of the script body (like node's CommonJS) */
    COMPILE_GLOBAL = 1,     /* REPL: top-level declarations are global bindings (DECL_GLOBAL); the
                               completion value of the last expression statement is returned */
    COMPILE_CJS = 32,       /* or'ed into COMPILE_SCRIPT: the program is the body of node's CommonJS
                               wrapper, its top-level function takes the parameters
                               (exports, require, module, __filename, __dirname) */
    COMPILE_EVAL = 3,       /* eval code (vm/eval.c, compile_eval): the completion value is returned;
                               let/const are locals, vars per Compiler.eval_global / eval_desc */
    COMPILE_STRICT = 16,    /* or'ed into a mode: the program is strict mode code even without a
                               "use strict" directive (modules always are) */
    COMPILE_AWAIT = 64,     /* or'ed into COMPILE_GLOBAL: `await` is allowed at the top level (node's
                               REPL). A program that uses it is asynchronous: its prototype has
                               FP_ASYNC, and its call declares the global bindings, then returns a
                               promise of [completion value] (in an array: a promise value
                               is the result, not adopted) */
    COMPILE_LAZY = 128,     /* or'ed into COMPILE_GLOBAL: nested functions are compiled at their first
                               call, as a script's are (the library's embedded JavaScript,
                               vm_compile_embedded_js; the text must outlive the VM) */
    COMPILE_WTF8 = 256,     /* or'ed into any mode: the text is a JavaScript string's (eval code, a
                               Function body) in vm_str_to_wtf8's form, so a lone surrogate's 3-byte
                               sequence is that code unit, not ill-formed UTF-8 as in a file */
};

/* Returns the top-level prototype (nparams 0), finished for running
 * (vm_proto_finish: the compiler is the one place that does it), or NULL
 * with *err filled. file is kept by every prototype as it is: the VM passes
 * a name it interned (vm_compile, vm_intern_file), which outlives them.
 * src is the text, which the compile reads in place: the parser (again at
 * a lazy function's first call) and the prototypes (for toString) take
 * holds on it; the caller keeps its own. */
FuncProto *compile_source(Vm *vm, SourceBuf *src, const char *file, int mode, CompileError *err);

/* Only the early errors of src (tarn --check): parses and analyses it as
 * compile_source (or compile_module, mode COMPILE_MODULE) would, without
 * making bytecode. 0, or -1 with *err filled. Limits a compile meets while
 * emitting (constants, upvalues or nested functions per function) are not
 * checked, as node's --check does not check them. */
int compile_check(Vm *vm, SourceBuf *src, const char *file, int mode, CompileError *err);

/* Lazy compilation (compiler/emit_lazy.c). A script's or module's nested
 * functions are compiled at load only as far as making their closures
 * needs (FP_LAZY prototypes); compile_lazy emits, links and finishes p's
 * body at its first call: 0, or -1 with *err filled (a limit the body
 * exceeds, or out of memory). compile_lazy_release drops p's hold on the
 * compile's tree, when the VM frees a prototype still lazy. */
int compile_lazy(Vm *vm, FuncProto *p, CompileError *err);
void compile_lazy_release(FuncProto *p);

/* The parameters of a COMPILE_CJS program, in order. */
extern const char *const compile_cjs_params[];
enum { COMPILE_CJS_NPARAMS = 5 };

/* Compile eval code. desc: the caller's bindings for a direct eval (see
 * vm/eval.c), NULL for an indirect one; global_vars: sloppy var
 * declarations become configurable properties of the global object.
 * The result's upvalues are the descriptor's Boxes, in its order. */
FuncProto *compile_eval(Vm *vm, SourceBuf *src, const char *file, bool strict, const char *desc, bool global_vars,
                        CompileError *err);

/* Compile an ES module. The result's upvalues are the module's environment
 * (compiler/module_info.h), which *info_out describes (malloc'd: free with
 * module_info_free). The top-level closure is called twice by the loader:
 * with `this` true it only instantiates the hoisted function declarations;
 * with `this` undefined it runs the body. NULL with *err filled on error. */
struct ModInfo;
FuncProto *compile_module(Vm *vm, SourceBuf *src, const char *file, CompileError *err, struct ModInfo **info_out);

/* True when src ends inside an unfinished construct (open bracket, string,
 * template or comment): the REPL then asks for another line. */
bool compile_is_incomplete(const char *src, size_t len);

/* Human-readable bytecode listing (tarn --disasm). */
void compile_disasm(FILE *out, const FuncProto *p);

#endif
