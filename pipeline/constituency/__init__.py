"""Constituency backends (``--parser``), each registered in ``pipeline.registry.parsers``."""
