"""Gold-set evaluations (``mine eval NAME PATH``), one module per gold set.

Each module registers ``@evaluations.register(name)`` a function ``(path: Path, **options) ->
dict`` that returns a JSON-serialisable report (figures with their denominators); the CLI prints it
as tables and can write it as JSON.
"""
