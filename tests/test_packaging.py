"""The built wheel carries word lists, patterns, SQL and samples, and works outside the repo."""

from __future__ import annotations

import os
import subprocess
import sys
import venv
import zipfile
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]


@pytest.fixture(scope="module")
def wheel(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("dist")
    res = subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(out), str(REPO)],
        capture_output=True,
        text=True,
        timeout=600,
    )
    if res.returncode != 0:
        pytest.fail(f"building the wheel failed:\n{res.stderr}")
    return next(out.glob("nli_mine-*.whl"))


def test_wheel_contains_resources(wheel):
    names = set(zipfile.ZipFile(wheel).namelist())
    assert "pipeline/_resources/warehouse/tables/candidates.sql" in names
    assert "pipeline/samples/wikipedia.xml" in names
    assert any(n.startswith("pipeline/_resources/wordlists/") and n.endswith(".txt") for n in names)
    assert not any(n.startswith("tests/") for n in names)


def test_installed_wheel_runs_outside_the_repo(wheel, tmp_path):
    env_dir = tmp_path / "venv"
    venv.create(env_dir, system_site_packages=True, with_pip=False)
    py = env_dir / "bin" / "python"
    subprocess.run(
        [
            sys.executable,
            "-m",
            "pip",
            "--python",
            str(py),
            "install",
            "-q",
            "--no-deps",
            str(wheel),
        ],
        check=True,
        capture_output=True,
        timeout=600,
    )
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    code = (
        "import pipeline, pipeline.resources as r; "
        "print(pipeline.__file__); print(r.resource_dir('wordlists')); "
        "from pipeline.cli import main; import sys; sys.argv=['mine','run','--source','text','--phenomenon',"
        "'conjunction','--warehouse','wh','--workers','1']; main()"
    )
    res = subprocess.run(
        [str(py), "-c", code], capture_output=True, text=True, cwd=tmp_path, env=env, timeout=600
    )
    assert res.returncode == 0, res.stderr
    lines = res.stdout.splitlines()
    assert str(env_dir) in lines[0] and "_resources" in lines[1]
    assert (tmp_path / "wh" / "mine.duckdb").exists()
