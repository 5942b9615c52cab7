"""Words and what is known about them: word lists and tables, WordNet, inflection, articles.

The layer below the rewriters and extractors (``records -> syntax -> lexicon -> rewrite ->
phenomena``): nothing here imports ``pipeline.rewrite`` or ``pipeline.phenomena``.

- :mod:`.tables`: one loader for ``wordlists/<name>.txt`` (one item a line) and tab-separated
  tables with a header naming the columns;
- :mod:`.wordnet`: Princeton WordNet 3.0 look-ups (``wn``);
- :mod:`.inflection`: verb inflection and agreement (lemminflect);
- :mod:`.articles`: "a" or "an" (the ``inflect`` package).
- :mod:`.closed_class`: closed-class sets read by several phenomena (determiners, person
  pronouns, exceptives, state and permission verbs), each defined once.
"""
