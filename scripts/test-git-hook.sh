#!/usr/bin/env bash
# Tests hooks/pre-commit (the plain git hook) in throw-away git repositories, with the pbxlint binary given as $1
# (default: the debug build). Each case commits through the real hook and checks that it is stopped or let
# through, with which finding:
#   clean commit                         → passes, prints nothing
#   staged typo fixed only in the tree   → stopped (the index is linted, not the working tree)
#   icon set deleted with git rm         → stopped (the deletion maps to the project that lists it)
#   new alternate whose icon set is untracked (forgotten `git add`) → stopped
#   paths with spaces everywhere         → all of the above run in "My App/My App.xcodeproj"
#   staged code naming a missing icon, fixed only in the tree → stopped (staged sources are read)
#   unrelated change                     → passes without running pbxlint
#   deletes and renames, with and without unstaged edits (the snapshot), the project in a subfolder:
#     a deleted image no project reads, a deleted source, the project folder renamed, the project deleted
#                                        → pass (a deletion is never an error by itself)
#   the snapshot lints like the working tree: every TestProjects fixture (and ../shared's corpora when present)
#     committed, its project files staged, an untracked file → same findings and status as pbxlint in place
#   PBXLINT_ARGS empty, unset or set     → the hook runs (bash 3.2 treats an empty array under set -u as unbound:
#                                          every array the script expands is non-empty or guarded; shellcheck)
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
bin="${1:-$here/.build/debug/pbxlint}"
[ -x "$bin" ] || { echo "test-git-hook: no pbxlint at $bin (swift build first)" >&2; exit 1; }
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
fail() { echo "test-git-hook: $*" >&2; [ -f "$work/out" ] && cat "$work/out" >&2; exit 1; }

new_repo() {  # → $repo, with TestProjects/Clean committed as "My App/…" and the hook installed
    repo="$work/repo $1"
    mkdir -p "$repo/My App"
    cp -R "$here/TestProjects/Clean/." "$repo/My App/"
    mv "$repo/My App/Clean.xcodeproj" "$repo/My App/My App.xcodeproj"
    mkdir -p "$repo/docs" && echo notes > "$repo/docs/notes.txt" && cp "$repo/My App/Client/Assets.xcassets/AppIcon.appiconset/AppIcon.png" "$repo/docs/diagram.png"
    git -C "$repo" init -q
    git -C "$repo" config user.email hook@pbxlint && git -C "$repo" config user.name hook
    git -C "$repo" add -A && git -C "$repo" commit -q --no-verify -m initial
    cp "$here/hooks/pre-commit" "$repo/.git/hooks/pre-commit"
}
commit() {  # → status of `git commit` through the hook, output in $work/out
    set +e
    (cd "$repo" && PBXLINT="$bin" git commit -q -m change) > "$work/out" 2>&1
    status=$?
    set -e
}
passes() {  # description: the commit goes through, silently
    commit
    [ "$status" = 0 ] || fail "$1 was stopped (status $status)"
    [ ! -s "$work/out" ] || fail "$1 printed something"
    echo "ok: $1 passes"
}
project="My App/My App.xcodeproj/project.pbxproj"
icons="My App/Client/Assets.xcassets"

new_repo clean
sed -i.bak 's/"AppIcon-Green AppIcon-Blue"/"AppIcon-Blue AppIcon-Green"/' "$repo/$project" && rm "$repo/$project.bak"
git -C "$repo" add -A
commit
[ "$status" = 0 ] || fail "a clean change was stopped"
[ ! -s "$work/out" ] || fail "a clean change printed something"
echo "ok: clean change passes silently"

new_repo typo
sed -i.bak '181s/AppIcon-Green AppIcon-Blue/AppIcon-Gren AppIcon-Blue/' "$repo/$project" && rm "$repo/$project.bak"
git -C "$repo" add -A
sed -i.bak '181s/AppIcon-Gren/AppIcon-Green/' "$repo/$project" && rm "$repo/$project.bak"   # fixed, not staged
commit
[ "$status" = 1 ] || fail "a staged typo fixed only in the working tree was let through (status $status)"
grep -q 'AppIcon-Gren' "$work/out" && grep -q 'alternate-icon-missing' "$work/out" || fail "no finding for the typo"
grep -q "^My App/My App.xcodeproj/project.pbxproj:181:" "$work/out" || fail "the finding is not at the repository path"
echo "ok: staged typo caught although the working tree is fixed"

new_repo deletion
git -C "$repo" rm -q -r "$icons/AppIcon-Blue.appiconset"
commit
[ "$status" = 1 ] || fail "deleting a listed icon set was let through (status $status)"
grep -q 'AppIcon-Blue' "$work/out" && grep -q 'alternate-icon-missing' "$work/out" || fail "no finding for the deleted icon set"
echo "ok: deleted icon set caught"

new_repo untracked
sed -i.bak 's/"AppIcon-Blue AppIcon-Green"/"AppIcon-Blue AppIcon-Green AppIcon-Red"/; s/"AppIcon-Green AppIcon-Blue"/"AppIcon-Green AppIcon-Blue AppIcon-Red"/' "$repo/$project" && rm "$repo/$project.bak"
git -C "$repo" add -A
cp -R "$repo/$icons/AppIcon-Blue.appiconset" "$repo/$icons/AppIcon-Red.appiconset"   # created, never added
sed -i.bak 's/AppIcon-Blue/AppIcon-Red/g' "$repo/$icons/AppIcon-Red.appiconset/Contents.json" && rm "$repo/$icons/AppIcon-Red.appiconset/Contents.json.bak"
mv "$repo/$icons/AppIcon-Red.appiconset/AppIcon-Blue.png" "$repo/$icons/AppIcon-Red.appiconset/AppIcon-Red.png"
(cd "$repo" && "$bin" --quiet "My App" > /dev/null) || fail "the working tree itself should lint clean"
commit
[ "$status" = 1 ] || fail "an alternate whose icon set is not staged was let through (status $status)"
grep -q 'AppIcon-Red' "$work/out" || fail "no finding for the unstaged icon set"
echo "ok: icon set left out of the commit caught"

new_repo code
delegate="My App/Client/AppDelegate.swift"
printf 'func pick() { UIApplication.shared.setAlternateIconName("AppIcon-Blu") }\n' >> "$repo/$delegate"
git -C "$repo" add -A
sed -i.bak 's/AppIcon-Blu"/AppIcon-Blue"/' "$repo/$delegate" && rm "$repo/$delegate.bak"   # fixed, not staged
commit
[ "$status" = 1 ] || fail "staged code naming a missing icon was let through (status $status)"
grep -q 'alternate-icon-name-in-code' "$work/out" && grep -q 'AppIcon-Blu"' "$work/out" || fail "no finding for the code"
grep -q "^My App/Client/AppDelegate.swift:5:" "$work/out" || fail "the code finding is not at the source line"
echo "ok: staged code naming a missing icon caught although the working tree is fixed"

new_repo unrelated
echo "note" >> "$repo/README.md"
git -C "$repo" add -A
commit
[ "$status" = 0 ] && [ ! -s "$work/out" ] || fail "an unrelated change was stopped or printed something"
echo "ok: unrelated change passes"
# Deletes and renames. Each twice: with the working tree equal to the index (pbxlint runs in place), and with an
# unstaged edit (pbxlint runs on the snapshot of the index).
for tree in clean dirty; do
    dirty() { [ "$tree" = clean ] || echo "unstaged" >> "$repo/docs/notes.txt"; }
    new_repo "delete-image-$tree"
    git -C "$repo" rm -q docs/diagram.png && dirty
    passes "deleting an image no project reads ($tree tree)"
    new_repo "delete-source-$tree"
    git -C "$repo" rm -q "My App/Client/AppDelegate.swift" && dirty
    passes "deleting a source file ($tree tree)"
    new_repo "rename-$tree"
    git -C "$repo" mv "My App" "Our App" && dirty
    passes "renaming the project folder ($tree tree)"
    new_repo "delete-project-$tree"
    git -C "$repo" rm -q -r "My App" && dirty
    passes "deleting the project ($tree tree)"
    new_repo "delete-icon-set-$tree"
    git -C "$repo" rm -q -r "$icons/AppIcon-Blue.appiconset" && dirty
    commit
    [ "$status" = 1 ] && grep -q 'alternate-icon-missing' "$work/out" || fail "deleting a listed icon set was let through ($tree tree)"
    echo "ok: deleting a listed icon set is caught ($tree tree)"
done

# The project in ios/ (no spaces), renamed to client/, then an edit under the new name.
new_repo ios
git -C "$repo" mv "My App" ios && git -C "$repo" mv "ios/My App.xcodeproj" ios/App.xcodeproj
git -C "$repo" commit -q --no-verify -m "into ios/"
git -C "$repo" mv ios client
passes "moving ios/ to client/"
sed -i.bak 's/"AppIcon-Green AppIcon-Blue"/"AppIcon-Gren AppIcon-Blue"/' "$repo/client/App.xcodeproj/project.pbxproj" && rm "$repo/client/App.xcodeproj/project.pbxproj.bak"
git -C "$repo" add -A
commit
[ "$status" = 1 ] && grep -q '^client/App.xcodeproj/project.pbxproj:' "$work/out" || fail "a typo after the move was let through"
echo "ok: a typo in the moved project is caught"

# The snapshot holds only what pbxlint looks at: on every fixture, and the corpora when present, it must lint
# exactly like the working tree.
for dir in "$here"/TestProjects/*/ "$here"/TestProjects/Model/*/ "$here"/TestProjects/Xcproj/*/ \
           "$here"/../shared/corpus/*/ "$here"/../shared/corpus-xcproj/*/; do
    [ -d "$dir" ] || continue
    repo="$work/same-$(basename "$dir")"
    rm -rf "$repo" && cp -R "$dir" "$repo"
    git -C "$repo" init -q && git -C "$repo" add -A && git -C "$repo" -c user.email=h@p -c user.name=h commit -q --no-verify -m i
    projects=()
    while IFS= read -r -d '' path; do projects+=("$path"); done \
        < <(git -C "$repo" ls-files -z -- '*.xcodeproj/project.pbxproj' '*.xcodeproj/project.xcproj')
    [ ${#projects[@]} -gt 0 ] || continue
    for path in "${projects[@]}"; do printf '\n' >> "$repo/$path"; done
    git -C "$repo" add -A && echo untracked > "$repo/untracked file.txt"
    in_place="$(cd "$repo" && { "$bin" --quiet -- "${projects[@]}" 2>&1; echo "status $?"; } | sort)"
    hooked="$(cd "$repo" && { PBXLINT="$bin" bash "$here/hooks/pre-commit" 2>&1; echo "status $?"; } | sort)"
    [ "$in_place" = "$hooked" ] || { diff <(echo "$in_place") <(echo "$hooked") >&2; fail "the snapshot lints $(basename "$dir") differently from the working tree"; }
done
echo "ok: the snapshot lints every fixture (and corpus project) like the working tree"

# Options from the environment: unset, empty, blank, and set (bash 3.2 expands none of them into an empty array).
for args in unset "" " " "--strict"; do
    new_repo "args-$(echo "$args" | tr -c 'a-z' _)"
    sed -i.bak 's/"AppIcon-Green AppIcon-Blue"/"AppIcon-Blue AppIcon-Green"/' "$repo/$project" && rm "$repo/$project.bak"
    git -C "$repo" add -A
    echo "unstaged" >> "$repo/docs/notes.txt"
    set +e
    if [ "$args" = unset ]; then
        (cd "$repo" && unset PBXLINT_ARGS && PBXLINT="$bin" git commit -q -m change) > "$work/out" 2>&1
    else
        (cd "$repo" && PBXLINT_ARGS="$args" PBXLINT="$bin" git commit -q -m change) > "$work/out" 2>&1
    fi
    status=$?
    set -e
    [ "$status" = 0 ] || fail "PBXLINT_ARGS='$args' stopped a clean commit (status $status)"
done
echo "ok: PBXLINT_ARGS unset, empty, blank or set"

# Bash 3.2 (macOS's /bin/bash) treats "${a[@]}" of an empty array as unbound under set -u. Every array the hook
# expands must be one it creates non-empty, or be guarded by a length test on the same line.
hook="$here/hooks/pre-commit"
nonempty="$(grep -oE '^[a-z_]+=\([^)]' "$hook" | cut -d= -f1 | sort -u)"
while IFS= read -r line; do
    for name in $(echo "$line" | grep -oE '"\$\{[a-z_]+\[@\]\}"' | sed -E 's/"\$\{([a-z_]+).*/\1/'); do
        echo "$nonempty" | grep -qx "$name" && continue
        echo "$line" | grep -qF "\${#$name[@]}" && continue
        fail "hooks/pre-commit expands the array '$name', which may be empty: $line"
    done
done < <(grep -vE '^\s*#' "$hook")
echo "ok: no array the hook expands can be empty"
if command -v shellcheck > /dev/null; then
    shellcheck --shell=bash "$hook" || fail "shellcheck found problems in hooks/pre-commit"
    echo "ok: shellcheck --shell=bash hooks/pre-commit"
else
    echo "skipped: shellcheck is not installed"
fi
echo "test-git-hook: all cases passed"
