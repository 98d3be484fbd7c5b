#!/bin/bash
# Usage: hostile_name.sh PLUGIN MODULE DIR
# Compiles MODULE under a file name with line feeds and a command
# substitution, writing requirements=req.sh, then sources req.sh in bash:
# prints the variables it set and whether the command ran (issue 46).
set -euo pipefail
plugin=$1 module=$2 dir=$3
rm -rf "$dir" && mkdir -p "$dir" && cd "$dir"
name=$'in\n$(touch pwned)\n`touch pwned2`\'x\'\n.ll'
cp "$module" "$name"
opt -load-pass-plugin "$plugin" -passes='spirv-inline-attrs<requirements=req.sh>' "$name" -disable-output
head -n 1 req.sh
env -i bash -c '. ./req.sh && printf "EXT=%s\nCAPS=%s\nARG=%s\n" "$SPIRV_EXTENSIONS" "$SPIRV_CAPABILITIES" "$LLVM_SPIRV_EXT_ARG"'
if [ -e pwned ] || [ -e pwned2 ]; then echo "command ran"; else echo "no command ran"; fi
