"""nli-mine: mine natural text for NLI diagnostic data.

Data flows one way, one record type per stage (see ``pipeline.records``)::

    source -> Document -> Sentence -> (prefilter) -> parsed Doc -> Candidate -> Pair -> warehouse
"""

__version__ = "0.1.0"
