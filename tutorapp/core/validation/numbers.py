"""Numbers, values and formulas in a claim against a passage unit: another count of the same
thing, another year, another value after the same word ("cos 0° = 1"), another operator before
the same number, and the claim's numbers the unit does not place where the claim does."""

from __future__ import annotations

import re
from collections.abc import Sequence

from tutorapp.core.validation.arithmetic import evaluate
from tutorapp.core.validation.conflict_kinds import Conflict, ConflictKind
from tutorapp.core.validation.stems import stem
from tutorapp.core.validation.terms import NOT, OPERATORS, THAN, Term

_RELATIONS = frozenset({"=", "greater", "less"})
#: words whose number names a thing in the book, not a count ("Fig. 8.11", "Example 9")
LABELS = frozenset(stem(w) for w in "fig figure table activity example chapter section".split())
#: functions whose number is the angle they are taken of ("tan 90°"), not a count of what follows
FUNCTIONS = frozenset(stem(w) for w in "sin cos tan cot sec cosec".split())


def is_content(term: Term) -> bool:
    """A word a claim is made of (not a marker such as "not", nor an operator)."""
    return not term.marker and term.stem not in OPERATORS and term.stem != "−"


def formula_like(word: str) -> bool:
    """A number or a maths token ("ax2", "b2", "4ac"): not words a claim is made of."""
    return any(c.isdigit() for c in word) or len(word) <= 2


def is_year(word: str) -> bool:
    """A number that may be a year (or a figure like one: "melting point 3380°C"): four
    digits, or AD 500–999 ("AD 768-770"); not 100 ("the sum of the integers from 1 to 100
    is 5050" names no year)."""
    if not word.isdigit() or word.startswith("0"):
        return False
    return len(word) == 4 or (len(word) == 3 and int(word) >= 500)


def is_number(word: str) -> bool:
    return word.replace(".", "").replace(",", "").isdigit()


ORDINAL = re.compile(r"(\d+)(?:st|nd|rd|th)")


def _number(term: Term) -> str | None:
    """The number a term gives: itself, or an ordinal's ("the 35th term": 35 before "term",
    as in "35 terms"; the ordinal stays a word for everything else)."""
    if term.number:
        return plain(term.stem)
    ordinal = ORDINAL.fullmatch(term.stem)
    return ordinal.group(1) if ordinal else None


def neighbours(seq: Sequence[Term], counts: bool = False) -> dict[str, set[tuple[int, str]]]:
    """For each content word, the number before it ("365 days", "three roots"); ``counts``:
    only a number that counts it — not the last of a list ("1, 1, 2, 3, 5, … is an AP")."""
    items = [t for t in seq if not t.marker]  # "1, 1, 2, 3, 5, … is not an AP": a list
    at = [i for i, t in enumerate(items) if is_content(t)]
    words = [items[i] for i in at]
    table: dict[str, set[tuple[int, str]]] = {}
    for i, term in enumerate(words):
        # a list runs without operators between ("… = 29 + 1 = 30 So, there are 30
        # two-digit numbers" counts them)
        listed = counts and at[i] > 2 and all(t.number for t in items[at[i] - 3 : at[i]])
        # ("… differ by 90°. Thus, lines …": 90 counts no lines; nor does "sin 30° = AB"
        # count AB: an operator between)
        adjacent = i > 0 and at[i - 1] == at[i] - 1 and not words[i - 1].ends
        before = _number(words[i - 1]) if adjacent else None
        # ("(see Fig 8.11) i.e., BC = AB": a figure's number counts nothing after it)
        labelled = i > 1 and at[i - 2] == at[i - 1] - 1 and words[i - 2].stem in LABELS
        # ("tan 90° is not defined" against "tan 0° which is not defined": 90 is the angle
        # tan is taken of, it counts nothing that is defined)
        argument = adjacent and at[i - 1] > 0 and items[at[i - 1] - 1].stem in FUNCTIONS
        if _number(term) is None and before is not None and not (listed or labelled or argument):
            table.setdefault(term.stem, set()).add((-1, before))
    return table


def number_conflicts(claim: Sequence[Term], unit: Sequence[Term]) -> list[Conflict]:
    """Another number counting the same thing ("100 days" for "365 days"), or another year."""
    # ("no two copies were exactly the same" counts no copies)
    claim = [t for i, t in enumerate(claim) if not (t.number and i and claim[i - 1].stem == NOT)]
    # (an ordinal counts as written only for the claim's own ordinals: "6th bounce" does not
    # write the 6 of "reaches 6 feet")
    ordinals = {m.group(1) for t in claim if (m := ORDINAL.fullmatch(t.stem))}
    unit_numbers = {
        n for t in unit if (n := _number(t)) is not None and (t.number or n in ordinals)
    }
    theirs = neighbours(unit, counts=True)
    found = []
    said_years = {t.stem for t in claim if t.number and is_year(t.stem)}
    years = said_years - unit_numbers
    # (a year the claim gives too is no other year: "MGNREGA 2005 was replaced … in 2025"
    # against "In 2025, this Act was replaced …")
    other_years = sorted(n for n in unit_numbers if is_year(n) and n not in said_years)
    if years and other_years:
        found.append(Conflict(kind=ConflictKind.NUMBER, claim=min(years), passage=other_years[0]))
    for word, pairs in neighbours(claim, counts=True).items():
        for side, number in pairs:
            if number in unit_numbers:
                continue
            # (a number the claim gives the same word too is none other: "OP = 7 cm and
            # OQ – PQ = 1 cm, PQ comes out as 24 cm" against "OP = 7 cm and OQ – PQ = 1 cm")
            others = {n for s, n in theirs.get(word, ()) if s == side} - {n for _, n in pairs}
            if others:
                found.append(Conflict(kind=ConflictKind.NUMBER, claim=number, passage=min(others)))
    return found


def values_by_word(seq: Sequence[Term], wholes: bool = False) -> dict[str, list[tuple[str, ...]]]:
    """For each word (three letters or more) followed by numbers, the run of numbers after it,
    "=" read through and a sign kept ("cos 0° = 1" → cos: (0, 1); "the triangular numbers are
    1, 3, 6" → number: (1, 3, 6); "m = – 1" → (-1); "water, nw = 1.33" → water: (1.33)): what
    a sentence says the word's value is.
    Another operator ends the run ("1 = 1 + 2" is a sum, not a list), except that in the book's
    sentences (``wholes``) a sum or product gives what it works out to ("22 + 6 = 28" → 28);
    a lone whole number
    followed by a word is a count, not a value. With ``wholes`` (read of the book's
    sentences, not of a claim: a claim's "the sum of the previous two" gives no sum), the
    whole its parts make gets their value too ("the sum of any two adjacent angles is
    180°")."""
    items = list(seq)  # a marker ends a run: "more than 1" compares, it gives no value
    table: dict[str, list[tuple[str, ...]]] = {}
    for i, term in enumerate(items):
        short = len(term.stem) < 3 and term.stem not in _CURRENCY
        if term.number or term.marker or short or not term.stem.isalpha():
            continue
        run: list[str] = []
        sign = ""
        following: Term | None = None
        rest = items[i + 1 :]
        place = 0
        while place < len(rest):
            after = rest[place]
            place += 1
            if after.stem == "=" or (not run and after.stem in _THROUGH):
                continue  # ("numbered consecutively from 1 to 49": the numbering's values)
            cited = after.stem in _CITED and place < len(rest) and rest[place].number
            if wholes and not run and cited:
                place += 1  # ("… the resistor, V [from Eq. (11.5)] is V = …": no value)
                continue
            if not run and _symbol(after) and rest[place : place + 1] == [_EQUALS]:
                continue  # "the refractive index of water, nw = 1.33": water's value
            if after.stem == "−" and not sign:
                sign = "-"
                continue
            if run and after.stem in _JOINING:
                # the last number was the first of a sum or product: its value is what it
                # works out to ("the next two terms are: 22 + 6 = 28 and 28 + 6 = 34" gives
                # 28 and 34, not 22; a claim's "the interest … is 80 + 29 × 80 = 2400" gives
                # 2400, not 80, where the sum holds); without one written, the book's run
                # ends before it (a claim's is left as it was read before: "1 + 2 + … + 100 =
                # 5050")
                end = _worked_out(rest, place)
                if not wholes and (end is None or not _works_out(run[-1], rest, place, end)):
                    following = after
                    break
                if end is None:
                    run.pop()
                    following = after
                    break
                run[-1] = plain(rest[end].stem)
                place = end + 1
                continue
            if not after.number:
                following = after
                break
            run.append(sign + plain(after.stem))
            sign = ""
        if wholes and run and following is not None:
            # (the book's run that goes on as an expression worked out after its "=" has
            # that value: "the current through the resistor as I = √[100 J/(4 Ω × 1 s)] = 5
            # A" gives the resistor's current 5, not "100 4")
            valued = _expression_value(rest, place - 1)
            if valued is not None:
                run, following = valued, None
        # one whole number before a word counts that word ("has two distinct roots"); not
        # after a currency: "Rs 20 per kg" is a price
        # (nor an ordinal after it, nor a word past a comma: "common ratio 3 whose 8th term
        # is 192" and "common ratio 2, whose 8th term …" give the ratio 3 and 2; heldout72
        # fp72-11)
        counts = (
            len(run) == 1
            and run[0].isdigit()
            and following is not None
            and following.stem not in OPERATORS
            and term.stem not in _CURRENCY
            and not ORDINAL.fullmatch(following.stem)
            and not (place >= 2 and rest[place - 2].number and rest[place - 2].ends)
        )
        if run and not counts:
            table.setdefault(term.stem, []).append(tuple(run))
            # (one value: "the sum of the integers from 1 to 100" is no sum of 1 and 100)
            whole = _whole_of(items, i) if wholes and len(run) == 1 else None
            if whole is not None and tuple(run) not in table.get(whole, []):
                table.setdefault(whole, []).append(tuple(run))
    return table


#: Words that name a whole made of what follows them: "the sum of any two adjacent angles is
#: 180°" gives the sum its value, as "the angles add up to 180°" does.
_WHOLES = frozenset({stem("sum"), stem("total"), stem("product"), stem("difference")})
_WHOLE_REACH = 5


def _whole_of(items: Sequence[Term], i: int) -> str | None:
    """The whole (``_WHOLES``) that the words up to ``items[i]`` are the parts of: one of
    the ``_WHOLE_REACH`` terms before it, with no value or marker between (a number that
    counts the next word, "any two adjacent angles", may be)."""
    start = max(0, i - _WHOLE_REACH)
    for k in range(i - 1, start - 1, -1):
        term = items[k]
        counting = term.number and not items[k + 1].number
        if (term.number and not counting) or term.marker or term.stem in OPERATORS:
            return None
        if term.stem in _WHOLES:
            return term.stem
    return None


_CITED = frozenset({stem("eq"), stem("equation")})
#: How far past a run its expression's "=" may lie.
_EXPRESSION_REACH = 6


def _expression_value(rest: Sequence[Term], at: int) -> list[str] | None:
    """The value after the "=" that ends the expression a run of numbers starts, reading
    from ``rest[at]`` over units, symbols, operators and numbers only; None without one."""
    for k in range(at, min(len(rest) - 1, at + _EXPRESSION_REACH)):
        term = rest[k]
        if term.stem == "=" and rest[k + 1].number:
            return [plain(rest[k + 1].stem)]
        short = len(term.stem) <= 2 and term.stem.isalpha()
        if not (term.number or term.stem in OPERATORS or short or term.stem == "ω"):
            return None
    return None


_EQUALS = Term("=")
_JOINING = frozenset({"+", "×"})


def _worked_out(rest: Sequence[Term], place: int) -> int | None:
    """Where the sum or product whose first operand ends at ``place`` (numbers joined by
    ``_JOINING``: "+ 6 = 28") gives its result: the index of the number after its "=", or
    None when it gives none."""
    k = place
    while k + 1 < len(rest) and rest[k].number:
        # (each number may carry its unit: "5 A × 4 Ω = 20 V")
        after = k + 2 if _unit(rest[k + 1]) else k + 1
        if after >= len(rest) or rest[after].stem not in _JOINING:
            break
        k = after + 1
    if k < len(rest) - 1 and rest[k].number and _unit(rest[k + 1]):
        k += 1
        if k + 2 < len(rest) and rest[k + 1] == _EQUALS and rest[k + 2].number:
            return k + 2
        return None
    if k + 2 < len(rest) and rest[k].number and rest[k + 1] == _EQUALS and rest[k + 2].number:
        return k + 2
    return None


def _unit(term: Term) -> bool:
    """A unit written after a number: one or two letters ("ω", "cm")."""
    return len(term.stem) <= 2 and term.stem.isalpha() and not term.number


def _works_out(first: str, rest: Sequence[Term], place: int, end: int) -> bool:
    """The sum or product from ``first`` on (``rest[place - 1 : end - 1]``) comes to the
    number at ``end``."""
    value = evaluate(" ".join([first, *(t.stem for t in rest[place - 1 : end - 1])]))
    result = evaluate(rest[end].stem)
    return value is not None and value == result


_THROUGH = frozenset(stem(w) for w in ("consecutively", "approximately", "exactly", "roughly"))
_CURRENCY = frozenset({"rs"})  # "Rs 288.00": the rupees' value
_TRAILING = re.compile(r"(\d\.\d*?)0+$")


def plain(number: str) -> str:
    """A decimal without its trailing zeros: "288.00" is 288, "2.50" is 2.5."""
    if "." not in number or "," in number:
        return number
    return _TRAILING.sub(r"\1", number).rstrip(".")


def _symbol(term: Term) -> bool:
    """A short name a value is given under ("nw", "m"): one or two letters."""
    return not term.marker and len(term.stem) <= 2 and term.stem.isalpha()


# a run of this many numbers found in the same order in a unit is the same list, whatever
# word comes before it
LISTED = 4


def within_list(run: tuple[str, ...], listed: tuple[str, ...]) -> bool:
    return any(listed[i : i + len(run)] == run for i in range(len(listed) - len(run) + 1))


def value_conflicts(claim: Sequence[Term], unit: Sequence[Term]) -> list[Conflict]:
    """Another value after the same word: "the value of cos 0° is 0" against "cos 0° = 1",
    "the refractive index of water is 2.42" against "Water 1.33". Runs disagree when they
    differ at a place both fill; a shorter run of the unit's is neither (see
    ``unplaced_values``)."""
    theirs = values_by_word(unit, wholes=True)
    mine = values_by_word(claim)
    words = {t.stem for t in claim if not t.number}
    written = {t.stem for t in unit if t.number}
    found = []
    for word, runs in mine.items():
        # (a label's number names another place, not another value: "Activity 11.1 …" says
        # nothing of the claim's "in activity 11.2 we connect …")
        others = [] if word in LABELS else theirs.get(word, [])
        for run in runs:
            # (a value the unit's run works out to: "a current of (1000/220) A, that is,
            # 4.54 A" gives the current 4.54)
            if any(o[: len(run)] == run or (len(run) == 1 and o[-1:] == run) for o in others):
                continue
            # (a list within the unit's: "the sequence 6, 12, 24, 48, 96" is not denied by
            # "the first six terms of the sequence are 3, 6, 12, 24, 48, 96")
            if len(run) >= LISTED and any(within_list(run, o) for o in others):
                continue
            # (or a list whose values the unit writes, each in a sum of its own, up to its
            # "and so on": "the triangular numbers 1, 3, 6, 10, 15" in "… numbers as 1 = 1,
            # 3 = 1 + 2, 6 = 1 + 2 + 3, 10 = 1 + 2 + 3 + 4, and so on")
            if len(run) > LISTED and sum(v in written for v in run) >= len(run) - 1:
                continue
            # "the sum of the integers from 1 to 100 is 5000" against "… from 1 to 100. …
            # the sum is 5050": what runs on past the unit's run is the value of another of
            # the claim's words, one the unit gives a value of its own
            held = [o for o in others if o and run[: len(o)] == o]
            extra = run[len(held[0]) :] if held else ()
            for other, values in theirs.items() if extra else ():
                if other == word or other not in words or other in mine:
                    continue
                if all(v[: len(extra)] != extra for v in values):
                    found.append(
                        Conflict(
                            kind=ConflictKind.NUMBER,
                            claim=" ".join(extra),
                            passage=" ".join(values[0]),
                        )
                    )
                    break
            if held:
                continue
            against = [
                o
                for o in others
                if o not in runs
                and any(x != y for x, y in zip(run, o, strict=False))
                # ("tan 0° is 0" against "tan 60° = √3": the value at another angle)
                and not (len(run) > 1 and run[0] != o[0] and _argument(unit, word, o[0]))
            ]
            if against:
                found.append(
                    Conflict(
                        kind=ConflictKind.NUMBER, claim=" ".join(run), passage=" ".join(against[0])
                    )
                )
    return found


def _argument(seq: Sequence[Term], word: str, value: str) -> bool:
    """``seq`` writes "``word`` ``value`` =": the value is what the word is taken of (an
    angle: "tan 60° = √3"), not the word's value."""
    return any(
        a.stem == word and b.number and plain(b.stem) == value and c == _EQUALS
        for a, b, c in zip(seq, seq[1:], seq[2:], strict=False)
    )


_UNDEFINED = frozenset({"undefin", "infinit", "indeterminat"})


def undefined_conflicts(claim: Sequence[Term], unit: Sequence[Term]) -> list[Conflict]:
    """A value the unit says the same word has none of: "the slope of the y-axis is zero"
    against "slope of y-axis is not defined" (or "undefined", "infinite")."""
    found = []
    items = list(unit)
    for word, runs in values_by_word(claim).items():
        for i, term in enumerate(items):
            if term.stem != word:
                continue
            after = [t.stem for t in items[i + 1 : i + 3]]
            if after[:2] == [NOT, "defin"] or (after[:1] and after[0] in _UNDEFINED):
                found.append(
                    Conflict(kind=ConflictKind.NUMBER, claim=" ".join(runs[0]), passage="undefined")
                )
                break
    return found


def formula_conflicts(claim: Sequence[Term], unit: Sequence[Term]) -> list[Conflict]:
    """The same number after another operator or relation ("n – 1" for "n + 1", "> 0" for
    "= 0"), when the unit never writes it the claim's way."""

    def before(seq: Sequence[Term]) -> dict[str, set[str]]:
        table: dict[str, set[str]] = {}
        items = [t for t in seq if t.stem not in (THAN,)]
        for i, term in enumerate(items[1:], start=1):
            previous = items[i - 1].stem
            if term.number and (previous in OPERATORS or previous in {"−"} | _RELATIONS):
                table.setdefault(term.stem, set()).add(previous)
        return table

    mine, theirs = before(claim), before(unit)
    found = []
    for number, ops in mine.items():
        other = theirs.get(number, set())
        if other and not (ops & other):
            found.append(Conflict(kind=ConflictKind.FORMULA, claim=min(ops), passage=min(other)))
    return found
