#!/usr/bin/env bash
# Checks Formula/pbxlint.rb without Homebrew: installs with the command its `install` runs (`make install
# PREFIX=…`, into a temporary prefix), then runs the commands of its `test do` block against that prefix and checks
# what the block asserts. Also checks the formula's Swift requirement against Package.swift's tools version.
# With Homebrew at hand, `brew install --HEAD ./Formula/pbxlint.rb && brew test pbxlint` is the real test.
# Usage: scripts/test-formula.sh [PREFIX]   (default: a temporary folder; an existing install is reused)
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
prefix="${1:-$(mktemp -d)}"
fail() { echo "test-formula: $*" >&2; exit 1; }
formula="$here/Formula/pbxlint.rb"

grep -q '^  head "' "$formula" || fail "no head URL: the formula cannot be installed before a release"
! grep -qE '^\s*(url|sha256) ' "$formula" || fail "a url or sha256 without a release tarball is a placeholder"
grep -q 'swift-tools-version' "$formula" || fail "the formula does not read the Swift requirement from Package.swift"

[ -x "$prefix/bin/pbxlint" ] || make -C "$here" install PREFIX="$prefix" > /dev/null
bin="$prefix/bin"
test="$(mktemp -d)"
trap 'rm -rf "$test"' EXIT
# The `test do` block, command by command.
"$bin/pbxlint" --version | grep -qE '^[0-9]+\.[0-9]+\.[0-9]+' || fail "--version"
mkdir -p "$test/Empty.xcodeproj" && printf '{ a = b }' > "$test/Empty.xcodeproj/project.pbxproj"
set +e
out="$("$bin/pbxlint" "$test/Empty.xcodeproj" 2>&1)"
status=$?
set -e
[ "$status" = 1 ] || fail "a broken project: exit $status, not 1"
grep -q "expected ';'" <<< "$out" || fail "a broken project: no \"expected ';'\" in: $out"
"$bin/pbxlint" completion fish | grep -q "complete -c pbxlint" || fail "completion fish"
# generate_completions_from_executable runs `pbxlint completion SHELL` for each shell.
for shell in bash zsh fish; do "$bin/pbxlint" completion "$shell" > /dev/null || fail "completion $shell"; done
[ -s "$prefix/share/man/man1/pbxlint.1" ] || fail "no man page installed"
echo "test-formula: the install and the test block's commands work"
