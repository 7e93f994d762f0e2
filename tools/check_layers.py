#!/usr/bin/env python3
"""tools/check_layers.py — the include graph and the link graph are the
architecture (docs/architecture.md, "Folders and what each owns"); this
check fails when a folder reaches one it must not.

Two checks per folder:
  includes  every `#include "..."` of its .c and .h files, resolved against
            the including file, lands in a folder it may use;
  symbols   every symbol its object files (BUILD/<folder>/*.o) leave
            undefined is not defined by the object files of a folder it must
            not use (nm), so a call through a local prototype or an `extern`
            is caught as well as an include.

The rules (FORBIDDEN below) say what each folder must not reach:
  vm/, gc/     the core knows no builtins: nothing of stdlib/, regex/, cli/
               (the library reaches it through vm/library.h's hook table);
               gc/ not the compiler either
  compiler/    not stdlib/ or cli/ (it may use regex/, a leaf below it:
               compiler/parser_regexp.c reports a bad regex literal as an
               early SyntaxError with the engine's own parser)
  regex/       only its own code and unicode/: not gc/, vm/, stdlib/,
               compiler/ or cli/. Its one declared interface to the host is
               the allocator: vm/alloc.h is force-included into every
               library object by the Makefile, so regex/ objects call
               vm_hmalloc & co. (ALLOWED_SYMBOLS); RxScratch, the budget and
               the poll callback are passed in (regex/rx.h)
  unicode/     nothing above it
  stdlib/      not cli/
And a folder's private headers are its own: vm/frame.h (the interpreter's
frames and opcode helpers), vm/object_int.h, vm/string_int.h and
vm/module_int.h are
included only from vm/; the builtins use vm/vm.h and the other public
headers of vm/ (PRIVATE_HEADERS).
There is no list of tolerated exceptions: a violation is fixed, not listed.

Usage: tools/check_layers.py [--build build] [--summary FILE]
Prints each violation, then "layers: N passed, N failed" (one count per
folder and check); with --summary, appends that line to FILE. Exit 1 on
any failure.
"""
import argparse
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

FOLDERS = ["gc", "vm", "compiler", "unicode", "regex", "stdlib", "cli"]
ABOVE_CORE = {"stdlib", "regex", "cli"}
FORBIDDEN = {
    "vm": ABOVE_CORE,
    "gc": ABOVE_CORE | {"compiler"},
    "compiler": {"stdlib", "cli"},
    "regex": {"gc", "vm", "stdlib", "compiler", "cli"},
    "unicode": {"gc", "vm", "stdlib", "compiler", "regex", "cli"},
    "stdlib": {"cli"},
    "cli": set(),
}
# The declared interfaces a rule lets through: (folder, reached folder) ->
# included files / symbol patterns.
ALLOWED_INCLUDES = {("regex", "vm"): {"vm/alloc.h"}}
ALLOWED_SYMBOLS = {("regex", "vm"): re.compile(r"^vm_h(malloc|calloc|realloc|free)$")}
# Headers only their own folder may include.
PRIVATE_HEADERS = {"vm/frame.h": "vm", "vm/object_int.h": "vm", "vm/string_int.h": "vm",
                   "vm/module_int.h": "vm"}
# Generated sources (BUILD/gen/*.o) and the folder that owns each.
GEN_OWNER = {"lexer": "compiler", "unicode_data": "unicode"}


def folder_of(path):
    rel = os.path.relpath(os.path.normpath(path), ROOT)
    top = rel.split(os.sep)[0]
    return top, rel


def sources(folder, exts):
    """Every file of a folder and its subfolders (stdlib/web, stdlib/node,
    ... belong to their top folder's layer), as paths relative to ROOT."""
    out = []
    for top, dirs, files in os.walk(os.path.join(ROOT, folder)):
        dirs.sort()
        out += [os.path.relpath(os.path.join(top, n), ROOT) for n in sorted(files) if n.endswith(exts)]
    return out


def check_includes(folder):
    bad = []
    for name in sources(folder, (".c", ".h", ".re", ".def")):
        path = os.path.join(ROOT, name)
        with open(path, encoding="utf-8", errors="replace") as f:
            for lineno, line in enumerate(f, 1):
                m = re.match(r'\s*#\s*include\s+"([^"]+)"', line)
                if not m:
                    continue
                target = os.path.join(os.path.dirname(path), m.group(1))
                top, rel = folder_of(target)
                if top in FORBIDDEN[folder] and rel not in ALLOWED_INCLUDES.get((folder, top), ()):
                    bad.append("%s:%d includes %s (%s/ must not reach %s/)"
                               % (name, lineno, rel, folder, top))
                elif PRIVATE_HEADERS.get(rel, folder) != folder:
                    bad.append("%s:%d includes %s (private to %s/)"
                               % (name, lineno, rel, PRIVATE_HEADERS[rel]))
    return bad


def nm(args, path):
    out = subprocess.run(["nm"] + args + [path], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                         universal_newlines=True, check=False).stdout
    return out.splitlines()


def objects(build):
    """{folder: [object paths]} from BUILD/<folder>/*.o and BUILD/gen/*.o."""
    objs = {}
    for folder in FOLDERS:
        # only objects of sources that exist: a stale object left by a
        # moved or deleted file would speak for code that is gone
        objs[folder] = [os.path.join(build, c[:-2] + ".o") for c in sources(folder, (".c",))
                        if os.path.exists(os.path.join(build, c[:-2] + ".o"))]
    gen = os.path.join(build, "gen")
    if os.path.isdir(gen):
        for n in sorted(os.listdir(gen)):
            stem = n[:-2]
            if n.endswith(".o") and stem in GEN_OWNER:
                owner = GEN_OWNER[stem]
                if owner == "unicode" and not os.path.isdir(os.path.join(ROOT, "unicode")):
                    owner = "stdlib"  # the tables' users until unicode/ exists
                objs.setdefault(owner, []).append(os.path.join(gen, n))
    return objs


def check_symbols(folder, objs, definer):
    bad = []
    for o in objs.get(folder, []):
        for line in nm(["-u"], o):
            parts = line.split()
            if not parts:
                continue
            sym = parts[-1]
            top = definer.get(sym)
            if top is None or top not in FORBIDDEN[folder]:
                continue
            allow = ALLOWED_SYMBOLS.get((folder, top))
            if allow and allow.match(sym):
                continue
            bad.append("%s calls %s, defined in %s/ (%s/ must not reach %s/)"
                       % (os.path.relpath(o, ROOT), sym, top, folder, top))
    return bad


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--build", default="build")
    ap.add_argument("--summary")
    args = ap.parse_args()
    build = os.path.join(ROOT, args.build) if not os.path.isabs(args.build) else args.build
    objs = objects(build)
    definer = {}
    for folder, paths in objs.items():
        for o in paths:
            for line in nm(["--defined-only", "-g"], o):
                parts = line.split()
                if len(parts) == 3:
                    definer[parts[2]] = folder
    passed = failed = 0
    for folder in FOLDERS:
        if not os.path.isdir(os.path.join(ROOT, folder)):
            continue
        checks = [("includes", check_includes(folder))]
        if folder in objs:
            checks.append(("symbols", check_symbols(folder, objs, definer)))
        else:
            checks.append(("symbols", ["%s/: no objects under %s (build first)" % (folder, args.build)]))
        for kind, bad in checks:
            if bad:
                failed += 1
                print("FAIL layers %s/ %s" % (folder, kind))
                for b in bad:
                    print("  " + b)
            else:
                passed += 1
    line = "layers: %d passed, %d failed" % (passed, failed)
    print(line)
    if args.summary:
        with open(args.summary, "a") as f:
            f.write(line + "\n")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
