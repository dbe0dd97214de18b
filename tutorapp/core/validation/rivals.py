"""The clean units a conflicting one is weighed against (``ContradictionChecker._judge``): a
unit that does not conflict with a claim speaks for it only where it speaks of what the
conflicting units put in question — the claim's subject when it is one of a kind, its object,
its value, the word said the opposite of."""

from __future__ import annotations

from collections.abc import Collection, Sequence

from tutorapp.core.validation.conflict_kinds import ConflictKind
from tutorapp.core.validation.placing import counted, unplaced_values
from tutorapp.core.validation.referents import another_named, refers_to
from tutorapp.core.validation.stems import cut_alike
from tutorapp.core.validation.terms import Term, content, has_alternatives
from tutorapp.core.validation.weighing import ANY_CASE, Comparison, stems

Found = tuple[Comparison, int]  # a unit compared with the claim, and its passage's index


def weighed_against(
    strong: Sequence[Found],
    clean: Sequence[Found],
    claim_terms: tuple[Term, ...],
    *,
    texts: Sequence[str],
    contrasted: Collection[str],
) -> list[Found]:
    """The units of ``clean`` that may outweigh the conflicting units ``strong``."""
    words = [t.stem for t in content(claim_terms)]
    # what a conflicting unit is weighed against: when the claim's subject is one of a
    # kind (concave, series…), clean units that name it too ("a real, inverted image is
    # formed" of a convex lens does not support "a concave lens forms a real image");
    # never a sentence (or pair) that holds a conflicting clause
    subject = [c for c in strong if words[0] in stems(c[0].unit)]
    named = bool(subject) and has_alternatives(words[0])  # "concave", "series"…
    clauses = [x[0].unit.display for x in strong if x[0].unit.display in contrasted]
    # …and when a conflicting unit holds the claim's subject and what it ends on (its
    # object: "Luther" and "printing" of "Luther criticised printing"), clean units that
    # hold the object too ("… criticising many of the practices … of the Church" says
    # nothing of printing)
    # (a short claim only: a long one's last word is seldom what it is about)
    aimed = len(words) <= 5 and any(
        words[-1] in stems(c[0].unit) and set(words[:2]) & stems(c[0].unit) for c in strong
    )
    # …and when a conflicting unit gives the claim's quantity another value ("product of
    # their slopes is –1" against "… is 1"), clean units that do not give the claim's
    # value where it does ("their slopes are negative reciprocals") say nothing for it
    valued = any(x.kind is ConflictKind.NUMBER for c in strong for x in c[0].conflicts)
    # (and "thirty years" against "it took three years": clean units must count years)
    nouns = set().union(*(counted(claim_terms, c[0].unit.terms, c[0].conflicts) for c in strong))
    # …and when a unit that holds in every case says the opposite of a claim's word ("will
    # always give a … diminished image"), clean units without that word say nothing for it
    # (or any unit that says the opposite of a word the claim ends on: "… touches the
    # mirror at its pole like a tangent" against "principal axis is normal to the mirror
    # at its pole", where "This line is called the principal axis" says nothing of it)
    opposed = {
        x.claim
        for c in strong
        for x in c[0].conflicts
        if x.kind is ConflictKind.OPPOSITE
        and (ANY_CASE.search(c[0].unit.display) or x.claim == words[-1])
    }
    return [
        c
        for c in clean
        if not any(d in c[0].unit.display for d in clauses)
        and (not named or words[0] in stems(c[0].unit) or refers_to(texts, c, words[0]))
        and not another_named(texts, c, claim_terms)
        and (not aimed or words[-1] in stems(c[0].unit))
        and (not valued or not unplaced_values(claim_terms, c[0].unit.terms))
        # (a word's other form counts: "cultivation" holds the "cultivate" opposed)
        and all(any(cut_alike(w, x, 7) for x in stems(c[0].unit)) for w in opposed | nouns)
    ]
