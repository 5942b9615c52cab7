"""nli-mine: mine natural text for NLI diagnostic data.

Data flows one way, one record type per stage (see ``pipeline.records``)::

    source -> Document -> Sentence -> (prefilter) -> parsed Doc -> Candidate -> Pair -> warehouse
"""

__version__ = "0.1.0"


class _NoTorch:
    """A meta-path finder that makes ``import torch`` fail like a missing package.

    Unlike ``sys.modules["torch"] = None`` it leaves no entry in ``sys.modules``, which libraries
    such as scipy's array-API helpers probe.
    """

    @staticmethod
    def find_spec(name: str, path: object = None, target: object = None) -> None:
        if name == "torch" or name.startswith("torch."):
            raise ModuleNotFoundError(
                "torch is disabled in this process (MINE_NO_TORCH=1)", name=name
            )
        return None


def without_torch() -> None:
    """Keep torch out of this process (and, through ``MINE_NO_TORCH=1``, its spawned workers).

    thinc imports torch whenever it is installed, which costs each process about 190 MB of RSS
    (measured: 344 -> 155 MB for a loaded en_core_web_sm pipeline) although no spaCy CPU pipeline
    we load uses it. ``mine run`` calls this when no torch backend (benepar, stanza) was asked
    for; thinc then simply reports torch as unavailable.
    """
    import os
    import sys

    os.environ["MINE_NO_TORCH"] = "1"
    if "torch" not in sys.modules and not any(isinstance(f, _NoTorch) for f in sys.meta_path):
        sys.meta_path.insert(0, _NoTorch())


if __import__("os").environ.get("MINE_NO_TORCH") == "1":
    without_torch()
