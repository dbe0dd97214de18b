"""The textbook's own answer to a question, in its sentences: what the preview shows at once
and what stands in when the model's answer fails checking.

Best sentences by similarity are right for most questions, but two kinds deserve the book's
exact words: a problem the book works out (its worked solution, not three sentences near it)
and a definition or law (the book's defining sentence in full, "… provided its temperature
remains the same. This is called Ohm's law.", not the sentence "This is called Ohm's law.").
``may_stand_in`` says when those sentences may replace a model answer that failed checking.
"""

from __future__ import annotations

from collections.abc import Sequence

from tutorapp.core.retrieval.embedder import Embedder
from tutorapp.core.retrieval.exercises import asked_item
from tutorapp.core.retrieval.ranking import Asks, supporting, what_it_asks
from tutorapp.core.types import Confidence, Source
from tutorapp.core.validation.completeness import definition_sentence, worked_solution
from tutorapp.core.validation.extractive import Extract, best_sentences, covers
from tutorapp.core.validation.formulas import CHECK, asks_for_formula


def textbook_answer(
    question: str,
    sources: Sequence[Source],
    embedder: Embedder,
    limit: int = 3,
    *,
    posed: str = "",
) -> list[Extract]:
    """The book's sentences that answer ``question`` best (none when none is close); for a
    question about one of the book's exercises named by number, that exercise question (as
    the passage ``posed`` sets it: ``Plan.posed``)."""
    asks = what_it_asks(question)
    eligible = supporting(sources, question)
    usable = [s for s in sources if s.n in eligible]
    posing = [s for s in sources if posed and s.hit.chunk.id == posed]
    named = asked_item(question, [s.hit.chunk.text for s in posing])
    if named is not None:
        # ("Exercise 5.3 Q6 — could you tell me the first term, last term and common difference
        # given there?": the question as the book sets it, not its neighbours' sentences)
        return [Extract(named.text, posing[named.source].n, 1.0, posed=True)]
    if asks is Asks.COMPUTE:
        solution = worked_solution(question, usable)
        if solution:
            return [Extract(step, n, 1.0) for step, n in solution]
    best = best_sentences(question, sources, embedder, limit)
    if asks is Asks.DEFINITION:
        found = definition_sentence(question, usable)
        if found is not None:
            text, n = found
            rest = [e for e in best if e.sentence not in text and text not in e.sentence]
            return [Extract(text, n, 1.0), *rest[: limit - 1]]
    return best


def may_stand_in(
    question: str, extracts: Sequence[Extract], *, level: Confidence, checks: Sequence[str]
) -> bool:
    """Whether the book's sentences (``extracts``) may replace a model answer that failed
    checking with ``checks``, for a question matched at ``level``.

    Not when the question asks for a formula and the model wrote one the books do not give:
    their nearby sentences are no answer (the sum of a GP, from a chapter without it). Not on
    a weak match unless the sentences hold every word asked ("describe the human digestive
    system" got a line on adrenaline). Always when they are the exercise question the question
    names by number: the book sets it, and gives no other answer to check one against.
    """
    if CHECK in checks and asks_for_formula(question):
        return False
    if any(e.posed for e in extracts):
        return True  # (the exercise question asked about, as the book sets it)
    return level is not Confidence.LOW or covers(question, extracts)
