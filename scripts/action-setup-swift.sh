#!/usr/bin/env bash
# The "Set up Swift" step of action.yml: makes a Swift toolchain that can build pbxlint the one on PATH.
# pbxlint needs the Swift tools version that Package.swift declares (its first line), the oldest toolchain it is
# built and tested with. The runner's own toolchain is used when it is new enough (no download); otherwise the
# newest Xcode on a macOS runner that has one, otherwise swiftly installs that version (Linux and macOS).
# Outputs: `version` (the toolchain used, for the build cache key), `sources` (a hash of what the build reads) and,
# when the runner's own toolchain is not the one, `developer-dir` (an Xcode's Developer folder) or `bin-dir` (the
# folder of swiftly's `swift`). The build step alone uses those: nothing is written to $GITHUB_ENV or $GITHUB_PATH,
# so the job's later steps (the app's own xcodebuild, its Swift) keep the toolchain the user chose. swiftly is set
# up without touching shell profiles (--no-modify-profile) for the same reason.
# PBXLINT_SETUP_DRY_RUN=1 prints the decision instead of installing (the CI test of this script uses it).
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
output="${GITHUB_OUTPUT:-/dev/null}"

required="$(sed -n '1s/.*swift-tools-version: *\([0-9.]*\).*/\1/p' "$here/Package.swift")"
[ -n "$required" ] || { echo "::error title=pbxlint::cannot read the Swift tools version from Package.swift"; exit 1; }

# "6.3.1" → "6.3.1"; prints the version a `swift --version` banner names, or nothing.
toolchain_version() { { "$@" --version 2>/dev/null || true; } | sed -n 's/.*Swift version \([0-9][0-9.]*\).*/\1/p' | head -n 1; }
# at_least A B: A ≥ B, comparing dotted numbers field by field.
at_least() { [ "$(printf '%s\n%s\n' "$2" "$1" | sort -t. -k1,1n -k2,2n -k3,3n | head -n 1)" = "$2" ]; }

sources_hash() {
    (cd "$here" && find Package.swift Sources -type f -name '*.swift' | LC_ALL=C sort | xargs cat | cksum | cut -d' ' -f1)
}

use() {  # version → outputs
    echo "Using Swift $1 (pbxlint needs $required or newer)"
    { echo "version=$1"; echo "sources=$(sources_hash)"; } >> "$output"
}

current="$(toolchain_version "${SWIFT:-swift}")"
if [ -n "$current" ] && at_least "$current" "$required"; then
    use "$current"
    exit 0
fi
echo "The runner's Swift is ${current:-not installed}; pbxlint needs $required or newer."

if [ "$(uname -s)" = Darwin ]; then
    # Runner images carry several Xcodes; the default one is often not the newest.
    for app in $(ls -d /Applications/Xcode*.app 2>/dev/null | sort -rV); do
        version="$(toolchain_version env DEVELOPER_DIR="$app/Contents/Developer" xcrun swift)"
        if [ -n "$version" ] && at_least "$version" "$required"; then
            echo "Selecting $app"
            echo "developer-dir=$app/Contents/Developer" >> "$output"
            use "$version"
            exit 0
        fi
    done
fi

if [ -n "${PBXLINT_SETUP_DRY_RUN:-}" ]; then
    echo "would install Swift $required with swiftly"
    exit 0
fi
echo "Installing Swift $required with swiftly (https://www.swift.org/install/)"
work="$(mktemp -d)"
cd "$work"
if [ "$(uname -s)" = Darwin ]; then
    curl -fsSLO https://download.swift.org/swiftly/darwin/swiftly.pkg
    installer -pkg swiftly.pkg -target CurrentUserHomeDirectory
    swiftly="$HOME/.swiftly/bin/swiftly"
else
    curl -fsSLO "https://download.swift.org/swiftly/linux/swiftly-$(uname -m).tar.gz"
    tar zxf "swiftly-$(uname -m).tar.gz"
    swiftly=./swiftly
fi
"$swiftly" init --assume-yes --no-modify-profile --quiet-shell-followup --skip-install
home="${SWIFTLY_HOME_DIR:-$([ "$(uname -s)" = Darwin ] && echo "$HOME/.swiftly" || echo "$HOME/.local/share/swiftly")}"
# shellcheck disable=SC1091
. "$home/env.sh"
swiftly install --assume-yes --use "$required"
hash -r
echo "bin-dir=$(dirname "$(command -v swift)")" >> "$output"
version="$(toolchain_version swift)"
[ -n "$version" ] && at_least "$version" "$required" || { echo "::error title=pbxlint::swiftly did not provide Swift $required"; exit 1; }
use "$version"
