"""The import layers of issue #18, enforced by import-linter (contracts in pyproject.toml).

records -> syntax -> lexicon -> rewrite -> phenomena -> process -> engines -> cli: a module may
import from the layers below it only. The second test plants a forbidden import in a copy of the
package to show the contract really fails when the layering is broken.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
LINT_IMPORTS = shutil.which("lint-imports")

pytestmark = pytest.mark.skipif(LINT_IMPORTS is None, reason="import-linter is not installed")


def _lint(root: Path) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, PYTHONPATH=str(root))
    return subprocess.run(
        [sys.executable, "-c", "from importlinter.cli import lint_imports_command as c; c()"],
        cwd=root,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )


def test_the_package_keeps_its_import_layers():
    result = _lint(ROOT)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "2 kept, 0 broken" in result.stdout


def test_a_rewriter_importing_a_phenomenon_breaks_the_contract(tmp_path):
    shutil.copytree(
        ROOT / "pipeline", tmp_path / "pipeline", ignore=shutil.ignore_patterns("*.pyc")
    )
    shutil.copy(ROOT / "pyproject.toml", tmp_path / "pyproject.toml")
    bad = tmp_path / "pipeline" / "rewrite" / "negation.py"
    bad.write_text(bad.read_text() + "\nfrom ..phenomena import _base  # noqa\n")
    result = _lint(tmp_path)
    assert result.returncode != 0
    assert "pipeline.rewrite.negation -> pipeline.phenomena._base" in result.stdout
