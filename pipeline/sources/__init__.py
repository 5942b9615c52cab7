"""Source readers (``--source``), each registered in ``pipeline.registry.sources``."""
