#!/usr/bin/env python3
"""Writes OUT/repo30k for make bench: a git repository of 30,000 tracked files laid out as a team keeps an app in
a bigger repository: the Xcode project in ios/ (TestProjects/Clean as ios/App.xcodeproj, with 9,000 Swift files
under ios/Client/Sources) and 21,000 other files (backend/, web/, docs/) in folders of 100. The last commit is
followed by a staged change to the project file (what the hooks lint) and one unstaged edit elsewhere, so the plain
hook cannot lint the working tree in place. Prints the repository's path. Reuses the repository when it exists."""
import os
import shutil
import subprocess
import sys

here = os.path.dirname(os.path.abspath(__file__))
repo = os.path.join(os.path.abspath(sys.argv[1]), "repo30k")
total, ios_sources = 30_000, 9_000


def git(*args):
    subprocess.run(["git", "-C", repo, *args], check=True, stdout=subprocess.DEVNULL)


if not os.path.isdir(os.path.join(repo, ".git")):
    shutil.rmtree(repo, ignore_errors=True)
    shutil.copytree(os.path.join(here, "..", "TestProjects", "Clean"), os.path.join(repo, "ios"))
    os.rename(os.path.join(repo, "ios", "Clean.xcodeproj"), os.path.join(repo, "ios", "App.xcodeproj"))
    written = sum(len(files) for _, _, files in os.walk(repo))
    for i in range(ios_sources):
        folder = os.path.join(repo, "ios", "Client", "Sources", f"Feature{i // 100}")
        os.makedirs(folder, exist_ok=True)
        with open(os.path.join(folder, f"View{i}.swift"), "w") as f:
            f.write(f"struct View{i} {{ let id = {i} }}\n")
    written += ios_sources
    for i in range(total - written):
        area = ("backend", "web", "docs")[i % 3]
        folder = os.path.join(repo, area, f"module{i // 300}")
        os.makedirs(folder, exist_ok=True)
        with open(os.path.join(folder, f"file{i}.{('py', 'ts', 'md')[i % 3]}"), "w") as f:
            f.write(f"{i}\n")
    subprocess.run(["git", "init", "-q", repo], check=True)
    git("config", "user.email", "bench@pbxlint")
    git("config", "user.name", "bench")
    git("add", "-A")
    git("commit", "-q", "--no-verify", "-m", "initial")
    # The staged change: two alternates swapped (lints clean). The unstaged edit: a note in docs.
    project = os.path.join(repo, "ios", "App.xcodeproj", "project.pbxproj")
    text = open(project).read().replace('"AppIcon-Green AppIcon-Blue"', '"AppIcon-Blue AppIcon-Green"')
    open(project, "w").write(text)
    git("add", "ios/App.xcodeproj/project.pbxproj")
    with open(os.path.join(repo, "docs", "module0", "file2.md"), "a") as f:
        f.write("unstaged\n")
print(repo)
