#!/usr/bin/env bash
# Writes pbxlint's man page (roff) from the binary itself: `pbxlint --help` for the synopsis, options, exit status
# and examples, and `pbxlint rules` for the rule list, so the man page never disagrees with the program. The
# description, configuration and files sections are written here.
# Usage: scripts/help-to-man.sh path/to/pbxlint > pbxlint.1      (checked by scripts/test-man.sh)
set -euo pipefail
bin="$1"
version="$("$bin" --version)"
help="$("$bin" --help)"

# esc: roff-escape a line of text (backslashes, leading dots and quotes, hyphens in options).
esc() { sed -e 's/\\/\\e/g' -e "s/^\\([.']\\)/\\\\\\&\\1/" -e 's/-/\\-/g'; }
# section NAME: the lines of one --help section, without the heading and the two-space indent.
section() { printf '%s\n' "$help" | awk -v name="$1" '$0 == name { on = 1; next } /^[A-Z][A-Z ]+$/ { on = 0 } on' \
    | sed -e 's/^  //' -e '/^$/d'; }

cat <<ROFF
.TH PBXLINT 1 "" "pbxlint $version" "User Commands"
.SH NAME
pbxlint \\- a build\\-settings linter for Xcode projects
.SH SYNOPSIS
ROFF
section USAGE | grep '^pbxlint' | sed -E 's/   +.*$//' | esc | sed -e 's/^/.B /' -e 'a\
.br'
cat <<'ROFF'
.SH DESCRIPTION
pbxlint reads Xcode projects (project.pbxproj in its OpenStep, XML or JSON form) with its own parser, resolves
their build settings the way Xcode's build system does (xcconfig files and their includes, $(inherited),
conditions, per SDK) and checks them. Its first rules guard alternate app icons, which break silently: every
configuration of an app target must list the same ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES, each name needs
an icon set in the target's asset catalogs, and Info.plist icons of older projects must resolve. Every finding
names the file, line and column that decided it.
.PP
.I PATH
is
ROFF
section PATH | esc
cat <<'ROFF'
.SH COMMANDS
.TP
.B lint
Lint projects (the default command). See OPTIONS.
.TP
.B fix \fR[\fIoptions\fR] [\fIPATH\fR ...] [\fB\-\-dry\-run\fR] [\fB\-\-rule\fR \fIID\fR ...]
Lint as \fBlint\fR does, apply the fixes that are safe (each rule's page says what its fix does), then lint
again and report what remains, with lint's exit status. With \fB\-\-dry\-run\fR, print the edits as a
unified diff and write nothing. \fBpbxlint fix \-\-help\fR lists its options.
.TP
.B rules \fR[\fIID\fR]
List the rules with their default levels, or explain one rule in full.
.TP
.B settings \fR[\fIPATH\fR] \fB\-\-target\fR \fINAME\fR ...
Print resolved build settings, each with every assignment that contributed (the deciding one first), like
xcodebuild \-showBuildSettings, offline.
.TP
.B dump \fR[\fB\-\-format json\fR] \fIFILE\fR
Print a parsed project file or property list as JSON.
.TP
.B completion \fIbash\fR|\fIzsh\fR|\fIfish\fR
Print a shell completion script, generated from the same option table as \fB\-\-help\fR.
.PP
Every command answers \fB\-\-help\fR.
.SH OPTIONS
ROFF
# "-r, --reporter NAME     text (default)…" → .TP, the option in bold, its text below; continuation lines join.
section OPTIONS | awk '
    /^-/ { if (opt != "") print opt "\n" text; split($0, parts, /   +/); opt = parts[1]; text = substr($0, length(parts[1]) + 1); sub(/^ +/, "", text); next }
    { line = $0; sub(/^ +/, "", line); text = text " " line }
    END { if (opt != "") print opt "\n" text }
' | esc | awk 'NR % 2 == 1 { print ".TP"; print ".B " $0; next } { print }'
echo ".SH RULES"
echo "Each rule has an id that never changes, a default level (error, warning, note or off) and a page in docs/rules/."
"$bin" rules | awk '{ id = $1; level = $2; $1 = ""; $2 = ""; sub(/^ +/, ""); print ".TP\n.B " id " \\fR(" level ")\n" $0 }' | sed -e '/^\.B /!{' -e 's/-/\\-/g' -e '}'
cat <<'ROFF'
.SH CONFIGURATION
A \fI.pbxlint.json\fR next to a project or in a folder above it (or the file given with \fB\-\-config\fR) sets
rule levels and options, \fBonly\fR and \fBdisabled\fR rules, the targets and configurations to check,
\fBexcludedPaths\fR, and suppressions, each with a required reason. Unknown keys, unknown rule options and names
that match nothing are configuration errors (exit status 2) naming the file, line and accepted values.
The reference is docs/configuration.md; the JSON schema docs/pbxlint.schema.json.
.SH EXIT STATUS
ROFF
section "EXIT STATUS" | awk '/^[0-9] / { code = $1; $1 = ""; sub(/^ +/, ""); print ".TP\n.B " code "\n" $0; next } { print ".PP\n" $0 }' | sed 's/-/\\-/g'
echo ".SH EXAMPLES"
section EXAMPLES | esc | sed -e 's/^/.nf\n/' -e 's/$/\n.fi/'
cat <<'ROFF'
.nf
pbxlint rules alternate\-icon\-missing
pbxlint settings App.xcodeproj \-\-target App \-\-configuration Release \e
    ASSETCATALOG_COMPILER_APPICON_NAME
pbxlint \-\-write\-baseline .pbxlint\-baseline.json
pbxlint \-\-baseline .pbxlint\-baseline.json
.fi
.SH FILES
.TP
.I .pbxlint.json
Configuration, looked for next to each project and in the folders above it.
.TP
.I .pbxlint\-baseline.json
A baseline written with \fB\-\-write\-baseline\fR (any name); entries are relative to its own folder.
.SH SEE ALSO
.BR xcodebuild (1),
.BR git (1).
The README and docs/ of the pbxlint repository: rules, configuration, JSON and SARIF output.
ROFF
