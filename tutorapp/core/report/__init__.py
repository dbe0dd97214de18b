"""The class report: what students asked, per chapter, and what the books could not answer.

``records`` turns stored results into ``QuestionRecord``s (question, status, nearest chapter;
never an answer, never reasoning); ``build`` counts them per chapter; ``render`` prints the
report as text, JSON or CSV; ``exchange`` writes and reads the per-laptop export files that
a teacher merges into one report for a lab.
"""
