"""What the Python harnesses under bench/ share: finding a repository's mirror."""
import os, sys


def git_dir(mirrors, repo):
    """The git directory of `repo`'s mirror under `mirrors` (the `fetch` tool's layout,
    owner+repo/repo, with or without a work tree), or exit naming what to fetch."""
    base = os.path.join(mirrors, repo.replace("/", "+"))
    for d in (base, os.path.join(base, "repo"), os.path.join(base, "repo", ".git"), os.path.join(base, ".git")):
        if os.path.exists(os.path.join(d, "HEAD")) and os.path.isdir(os.path.join(d, "objects")):
            return d
    sys.exit(f"make.py: no mirror of {repo} in {mirrors} (fetch github:{repo})")
