#!/usr/bin/env bash
# Turns `pbxlint --help` into a man page (roff), so the man page and --help never disagree.
# Usage: scripts/help-to-man.sh path/to/pbxlint > pbxlint.1
set -euo pipefail
bin="$1"
version="$("$bin" --version)"
echo ".TH PBXLINT 1 \"\" \"pbxlint $version\" \"User Commands\""
echo ".SH NAME"
echo "pbxlint \\- a build-settings linter for Xcode projects"
"$bin" --help | tail -n +2 | awk '
    /^[A-Z][A-Z ]+$/ { print ".SH " $0; next }         # section headings
    /^$/ { print ".PP"; next }
    { gsub(/\\/, "\\\\"); sub(/^  /, ""); if ($0 ~ /^[.\x27]/) $0 = "\\&" $0; print ".br"; print }
'
