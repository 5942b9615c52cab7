"""Phenomenon extractors: one module per phenomenon, each registering a ``Phenomenon`` subclass.

Modules here are discovered automatically (``pipeline.registry.phenomena``); modules whose names
start with ``_`` hold shared helpers and are not phenomena.
"""
