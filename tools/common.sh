# Shared by the tools/ scripts: paths and a root-or-sudo runner.
# shellcheck shell=bash
PARLOR_ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
PARLOR_CACHE=${PARLOR_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/parlor}
export NODE_PATH=${NODE_PATH:-/usr/share/nodejs}   # emcc's acorn-optimizer needs Debian's node-acorn

# Compiles are cached outside the clone (ccache, in PARLOR_CACHE beside the wasm libraries), so a
# fresh clone, as in CI, compiles again only what changed. Paths are taken relative to the clone
# and its folder is left out of the hash: any clone's path finds the same entries.
export CCACHE_DIR=${CCACHE_DIR:-$PARLOR_CACHE/ccache}
export CCACHE_BASEDIR=${CCACHE_BASEDIR:-$PARLOR_ROOT}
export CCACHE_NOHASHDIR=${CCACHE_NOHASHDIR:-true}
export CCACHE_MAXSIZE=${CCACHE_MAXSIZE:-4G}
# The CMake flags that put ccache in front of the C and C++ compilers, when it is installed.
compiler_cache_flags() {
  command -v ccache >/dev/null 2>&1 || return 0
  printf '%s\n' -DCMAKE_C_COMPILER_LAUNCHER=ccache -DCMAKE_CXX_COMPILER_LAUNCHER=ccache
}

say() { printf '\033[1m[parlor]\033[0m %s\n' "$*" >&2; }
die() { printf '\033[1;31m[parlor] %s\033[0m\n' "$*" >&2; exit 1; }

# Run a command as root: directly when we are root, through sudo when it is there (without a
# terminal, as in CI, sudo may not ask for a password: it fails at once instead of waiting).
as_root() {
  if [ "$(id -u)" = 0 ]; then "$@"
  elif command -v sudo >/dev/null 2>&1; then
    if [ -t 0 ] || sudo -n true 2>/dev/null; then sudo "$@"
    else die "sudo needs a password and there is no terminal to ask for it; run: sudo $*"
    fi
  else die "Need root to run: $*  (run it as root, or install sudo), then run this command again."
  fi
}
