/* stdlib/node/node.h — node's module system and core modules: the CommonJS
 * loader (cjs.c over cjs.js), and the core modules require('x') and
 * import 'node:x' reach (core.c's table, one file per module).
 *
 * Most of it is JavaScript embedded at build time (tools/embed_js.py: the
 * file stdlib/node/NAME.js becomes lib_node_NAME_js), each file one function
 * literal that core.c compiles on first use and calls with the natives it
 * needs; the results are kept in the root slots B_NODE_CORE (core modules
 * by name) and B_CJS (the loader).
 */
#ifndef TARN_NODE_H
#define TARN_NODE_H

#include "../lib.h"

/* The exports of core module `name` ("fs", "path/posix", without "node:"):
 * made once, then cached; V_UNDEF when tarn does not have it; V_EXC. */
Value lib_node_core_js(Vm *vm, const char *name);
/* An internal module's exports (core.c's internal_modules: "comparisons",
 * "fs_streams", ...), made once; V_EXC. */
Value lib_node_internal_js(Vm *vm, const char *name);
/* Compile the embedded function literal src (named "node:NAME" in stacks)
 * and call it with natives; its result, or V_EXC. */
Value lib_node_run_embedded_js(Vm *vm, const char *src, size_t len, const char *name, Value *natives);
/* A natives object with what every embedded module may use: cwd(),
 * nodeError(kind, code, message) (0 TypeError, 1 RangeError, 2 Error),
 * received(v) (node's " Received ..." text), inspect(v, depth[, bits]),
 * format(...), core(name), readFile(path), internal(name) (core.c's
 * internal modules, such as comparisons). V_EXC on failure. */
Value lib_node_natives(Vm *vm);
/* lib_node_natives plus a module's own fns (a NULL-named end). V_EXC. */
Value lib_node_natives_with(Vm *vm, const LibFn *fns);
/* Natives the loader (cjs.c) and the core modules share: readFile(path)
 * (the file's UTF-8 text, or undefined when it cannot be read) and
 * core(name) (lib_node_core_js). */
Value lib_js_node_read_file(Vm *vm, Value *argv, int argc, bool construct);
Value lib_js_node_core(Vm *vm, Value *argv, int argc, bool construct);
/* node:fs's natives (fs.c, and fs_fd.c's descriptor calls) on top of
 * lib_node_natives. */
Value lib_node_fs_natives(Vm *vm);
extern const LibFn lib_node_fs_fd_fns[];
/* fs.c: a Stats' numbers from st, as an array (fs.js's Stats reads it). */
struct stat;
Value lib_node_stat_array_js(Vm *vm, const struct stat *st);
/* node:crypto's natives (crypto.c) on top of lib_node_natives. */
Value lib_node_crypto_natives(Vm *vm);
/* node:zlib's natives (zlib.c) on top of lib_node_natives. */
Value lib_node_zlib_natives(Vm *vm);
/* node:vm's natives (vm.c) on top of lib_node_natives. */
Value lib_node_vm_natives(Vm *vm);
/* node:child_process's natives (child_process.c) on top of lib_node_natives. */
Value lib_node_child_process_natives(Vm *vm);
/* A signal's number by its name ("SIGTERM"), -1 for none (os.constants.signals's
 * names); libuv's name of an errno ("ESRCH"; "EIO" for one it does not
 * know). child_process.c. */
int lib_node_signal_number(const char *name);
const char *lib_node_signal_name(int sig); /* NULL for a number without a name */
const char *lib_node_errno_code(int e);
/* node:buffer's and node:string_decoder's natives (buffer.c) on top of
 * lib_node_natives. */
Value lib_node_buffer_natives(Vm *vm);
/* Runs the absolute path abs as node runs its main file (CommonJS or an
 * ES module by node's rules): tarn_run_main's work, and a
 * node:worker_threads Worker's; *module (when not NULL) says whether it ran
 * as an ES module. V_EXC. */
Value lib_node_run_main_js(Vm *vm, const char *abs, bool *module);
/* src as node runs -e and stdin code and a Worker's eval: a script with
 * node's evalScript globals (tarn_set_script_globals(name)), or, when it
 * fails to compile as one and node's syntax detection says so, an ES
 * module named module_name. */
Value lib_node_eval_main_js(Vm *vm, const char *src, size_t len, const char *name, const char *module_name);
/* The loader's object (cjs.js's result), made on first use; V_EXC. */
Value lib_cjs_js(Vm *vm);
/* The ES loader's hooks into it (vm/library.h: resolve_js, foreign_js,
 * foreign_eval_js). */
char *lib_cjs_resolve_js(Vm *vm, const char *spec, const char *importer);
int lib_cjs_foreign_js(Vm *vm, const char *path, char ***names);
Value lib_cjs_foreign_eval_js(Vm *vm, const char *path, bool json);
/* node -e's globals (stdlib/lazy.c's lines, after tarn_set_script_globals). */
int lib_define_script_filename(Vm *vm);
int lib_define_script_module(Vm *vm);
int lib_define_script_exports(Vm *vm);
int lib_define_script_dirname(Vm *vm);
int lib_define_script_require(Vm *vm);
int lib_define_buffer(Vm *vm); /* core.c: the global Buffer */
/* messaging.c: the internal module messaging.js's natives, and the globals
 * MessageChannel, MessagePort, MessageEvent and BroadcastChannel (its). */
Value lib_node_messaging_natives(Vm *vm);
int lib_define_message_channel(Vm *vm);
int lib_define_message_port(Vm *vm);
int lib_define_message_event(Vm *vm);
int lib_define_broadcast_channel(Vm *vm);
int lib_define_blob(Vm *vm);   /* core.c: the global Blob (node:buffer's) */
int lib_define_navigator(Vm *vm);       /* core.c: the navigator getter */
int lib_define_navigator_class(Vm *vm); /* core.c: Navigator */
/* The module loader's promise_settle_js and node_error hooks (vm/library.h). */
Value lib_module_node_error(Vm *vm, int kind, const char *code, const char *text);
int lib_module_promise_settle_js(Vm *vm, Value p, bool reject, Value v);

#endif
