"""Engines other than the local process pool (``pipeline/run.py``) that run the same stages.

Every engine reuses ``pipeline.run.shards`` (read + sentences, same shard keys),
``pipeline.process.process`` (prefilter -> parse -> extract -> rewrite) and
``pipeline.run.write_shard`` (atomic Parquet), so engines differ only in where work runs and
produce identical rows.
"""
