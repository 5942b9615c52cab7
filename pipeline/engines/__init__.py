"""Engines: the local process pool (``engines/local.py``) that run the same stages.

Every engine reuses ``pipeline.engines.bookkeeping.shards`` (read + sentences, same shard keys),
``pipeline.process.process`` (prefilter -> parse -> extract -> rewrite) and
``pipeline.engines.bookkeeping.write_shard`` (atomic Parquet), so engines differ only in where work runs and
produce identical rows.
"""
