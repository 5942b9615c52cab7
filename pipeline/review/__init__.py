"""Expert review of mined candidates: a local web page, an append-only ``reviews`` table.

The seeds' teams reviewed candidates by hand before any crowd annotation (NOPE Sec. 3 and App. C:
six linguists, appropriateness, edits, flags; ConjNLI Sec. 3.4: grammaticality check, then two
experts labelling). ``store`` reads and writes the decisions, ``server`` serves the page.
"""
