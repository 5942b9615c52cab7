"""Rewriters shared by every phenomenon: one place per operation.

``negation`` (add/remove sentential negation), ``embedding`` (modal, interrogative, conditional
embeddings of IMPPRES), ``conjuncts`` (remove/add/replace a conjunct), ``complement`` (a
verb's complement as a stand-alone sentence), ``presupposition`` (drafts per trigger type).
Phenomenon modules compose them in ``Phenomenon.rewrite``.
"""
