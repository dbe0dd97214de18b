"""Scoring answers against an evaluation set (the format of ``shared/eval/README.md``).

Items whose rule needs a judgement pass only when a check confirms it:

* ``answer_with_correction``: the answer cites a gold page, states a key fact (the book's
  correction) in its own text — not only in a cited passage — and no sentence of it repeats
  the question's false premise (``presupposition.presupposition`` + ``restating.restates``, and
  the item's own ``asserts`` phrases when it has them, outside the book's quoted words);
* ``answer_in_scope_part_only``: the in-scope part passes as an ``answer`` item does, and the
  result names the other part as not covered (``uncovered``) in its text.

An answered item of these kinds that the checks cannot confirm is *needs reading*: never
counted as a pass, listed by id so someone reads it.
"""

from __future__ import annotations

import json
import re
import statistics
import unicodedata
from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from tutorapp.core.errors import TutorError
from tutorapp.core.presupposition import presupposition
from tutorapp.core.results import AnswerResult, Status, ValidationPath
from tutorapp.core.validation.restating import restates
from tutorapp.core.validation.split import split_answer

ANSWER_KINDS = ("answer", "answer_with_correction", "answer_in_scope_part_only")


@dataclass(frozen=True)
class GoldPage:
    file: str
    printed_page: int


@dataclass(frozen=True, kw_only=True)
class EvalItem:
    id: str
    kind: str
    question: str
    expected: str
    gold: tuple[GoldPage, ...]
    key_facts: tuple[str, ...]
    # phrases that say the false premise (optional, ``bench/data/premises.jsonl``): an
    # answer with one outside the book's quoted words asserts it, whatever the checks say
    asserts: tuple[str, ...] = ()


@dataclass(frozen=True, kw_only=True)
class ItemScore:
    item: EvalItem
    passed: bool
    gold_cited: bool
    key_fact: bool
    needs_reading: bool  # answered, but no check could confirm the judgement: not a pass
    note: str = ""  # what the checks found, for the report

    @property
    def mark(self) -> str:
        return "ok " if self.passed else ("READ" if self.needs_reading else "BAD")


def load_items(path: Path) -> list[EvalItem]:
    """Read a JSONL evaluation set; a malformed line is a clear error naming the line."""
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except OSError as exc:
        raise TutorError(f"Cannot read the evaluation file {path} ({exc.strerror}).") from exc
    items = []
    for number, line in enumerate(lines, start=1):
        if not line.strip():
            continue
        try:
            raw = json.loads(line)
            items.append(
                EvalItem(
                    id=str(raw["id"]),
                    kind=str(raw["kind"]),
                    question=str(raw["question"]),
                    expected=str(raw["expected"]),
                    gold=tuple(
                        GoldPage(file=str(g["file"]), printed_page=int(g["printed_page"]))
                        for g in raw.get("gold", [])
                    ),
                    key_facts=tuple(str(f) for f in raw.get("key_facts", [])),
                    asserts=tuple(str(a) for a in raw.get("asserts", [])),
                )
            )
        except (ValueError, KeyError, TypeError) as exc:
            raise TutorError(
                f"{path.name}, line {number}: not a valid evaluation item ({exc}). "
                "See shared/eval/README.md for the format."
            ) from exc
    return items


# a word the tutor filled into a quote ("this [primary] sector"); not a citation ("[1]")
_FILLED = re.compile(r"\[([^\[\]\d]+)\]")


def normalise(text: str) -> str:
    """Case and spacing folded, a word filled into a quote read as written."""
    text = _FILLED.sub(r"\1", unicodedata.normalize("NFC", text))
    return " ".join(text.casefold().split())


_MATHS = re.compile(r"[+=−–×()]")


def _compact(text: str) -> str:
    """A formula however it is spaced or its minus written: "a + (n – 1) d" and the
    answer's "aₙ = a + (n − 1)d" both hold "a+(n-1)d"."""
    text = re.sub(r"[−–—]", "-", unicodedata.normalize("NFKC", normalise(text)))
    return re.sub(r"\s+", "", text)


def holds(text: str, fact: str) -> bool:
    """``text`` states ``fact`` (a formula in any spacing)."""
    if normalise(fact) in normalise(text):
        return True
    return bool(_MATHS.search(fact)) and _compact(fact) in _compact(text)


def score(item: EvalItem, result: AnswerResult) -> ItemScore:
    gold_cited = any(
        c.source_file == g.file
        and c.printed_page is not None
        and abs(c.printed_page - g.printed_page) <= 1
        for c in result.citations
        for g in item.gold
    )
    said = normalise(result.answer)
    haystack = " ".join([result.answer, *(c.text for c in result.citations)])
    key_fact = any(holds(haystack, fact) for fact in item.key_facts)
    answered = result.status is Status.ANSWERED
    reading, note = False, ""
    if item.expected == "refuse":
        passed = result.status.refused
    elif item.expected == "smalltalk":
        passed = result.status is Status.SMALLTALK and not result.citations
    elif item.expected == "answer_with_correction":
        stated = any(holds(result.answer, fact) for fact in item.key_facts)
        repeated = repeats_premise(item.question, result.answer) or asserts(item, result.answer)
        passed = answered and gold_cited and stated and not repeated
        note = _correction_note(gold_cited, stated, repeated)
        reading = answered and not passed and not repeated
    else:  # answer, answer_in_scope_part_only
        passed = answered and gold_cited and (key_fact or not item.key_facts)
        if item.expected == "answer_in_scope_part_only":
            named = bool(result.uncovered) and "not cover" in said
            note = "names the part not covered" if named else "does not name a part not covered"
            reading = passed and not named
            passed = passed and named
    return ItemScore(
        item=item,
        passed=passed,
        gold_cited=gold_cited,
        key_fact=key_fact,
        needs_reading=reading,
        note=note,
    )


_QUOTED = re.compile(r"“[^”]*”")


def repeats_premise(question: str, answer: str) -> bool:
    """Some sentence of the answer, outside the book's words it quotes (“…”: the
    correction), says what the question wrongly takes for granted, or what it asks "why" of
    on it."""
    found = presupposition(question)
    if found is None:
        return False
    own = split_answer(_QUOTED.sub("“”", answer))
    # (or what it asks "why" of on that claim: "people were buying fewer books then")
    said = [found.claim, *([] if found.then is None else [found.then])]
    return any(restates(s.plain, claim) for s in own for claim in said)


def asserts(item: EvalItem, answer: str) -> bool:
    """The answer, outside the book's words it quotes (“…”), has one of the item's phrases
    that say the false premise."""
    own = _british(normalise(_QUOTED.sub(" ", answer)))
    return any(_british(normalise(phrase)) in own for phrase in item.asserts)


def _british(text: str) -> str:
    """ "criticized" as "criticised": the item's phrases and the answer spelt alike."""
    return re.sub(r"(?<=[a-z]{3})iz(?=(?:e|es|ed|ing|ation)\b)", "is", text)


def _correction_note(gold_cited: bool, stated: bool, repeated: bool) -> str:
    if repeated:
        return "repeats the false premise"
    missing = [
        what for what, ok in (("a gold page", gold_cited), ("the correction", stated)) if not ok
    ]
    return "corrects the premise" if not missing else "no " + " or ".join(missing)


@dataclass(frozen=True)
class Summary:
    lines: tuple[str, ...]


def summarise(scores: Sequence[ItemScore], results: Sequence[AnswerResult]) -> Summary:
    by_kind: dict[str, list[ItemScore]] = defaultdict(list)
    for s in scores:
        by_kind[s.item.kind].append(s)
    lines = []
    for kind, group in sorted(by_kind.items()):
        passed = sum(s.passed for s in group)
        reading = [s.item.id for s in group if s.needs_reading]
        note = f"  (not passed, need reading: {', '.join(reading)})" if reading else ""
        lines.append(f"{kind:<13} {passed:>3}/{len(group):<3} {passed / len(group):6.0%}{note}")
    total = sum(s.passed for s in scores)
    lines.append(f"{'all':<13} {total:>3}/{len(scores):<3} {total / max(1, len(scores)):6.0%}")
    wrongly_answered = [
        s.item.id
        for s, r in zip(scores, results, strict=True)
        if s.item.expected == "refuse" and r.status is Status.ANSWERED
    ]
    wrongly_refused = [
        s.item.id
        for s, r in zip(scores, results, strict=True)
        if s.item.expected in ANSWER_KINDS and r.status.refused
    ]
    lines.append(f"answered when it should refuse: {len(wrongly_answered)} {wrongly_answered}")
    lines.append(f"refused when it should answer: {len(wrongly_refused)} {wrongly_refused}")
    leaks = [s.item.id for s, r in zip(scores, results, strict=True) if r.leaked]
    lines.append(f"reasoning leaks: {len(leaks)} {leaks}")
    answer_items = [s for s in scores if s.item.expected in ANSWER_KINDS and s.item.gold]
    gold = sum(s.gold_cited for s in answer_items)
    lines.append(f"citation on a gold page: {gold}/{len(answer_items)}")
    lines.extend(_validation_lines(results))
    lines.append(_latency("preview", [r.timings.preview_ms for r in results]))
    lines.append(_latency("first token", [r.timings.first_token_ms for r in results]))
    lines.append(_latency("total", [r.timings.total_ms for r in results]))
    lines.append(_prompt_line(results))
    return Summary(tuple(lines))


def _prompt_line(results: Sequence[AnswerResult]) -> str:
    """Prompt tokens the model evaluated per question (its cache held the rest)."""
    fresh = sorted(r.tokens.prompt_new for r in results if r.tokens.prompt_new is not None)
    if not fresh:
        return "new prompt tokens: no measurements"
    total = [r.tokens.prompt for r in results if r.tokens.prompt_new is not None]
    return (
        f"new prompt tokens: median {statistics.median(fresh):.0f}, max {fresh[-1]} "
        f"(of median {statistics.median(total):.0f} prompt tokens; n={len(fresh)})"
    )


def _validation_lines(results: Sequence[AnswerResult]) -> list[str]:
    """Supported-sentence ratio, how often each validation path was taken, and its costs."""
    checked = [r for r in results if r.validation is not None]
    if not checked:
        return []
    sentences = [s for r in results if r.status is Status.ANSWERED for s in r.sentences]
    supported = sum(s.supported for s in sentences)
    paths = {
        p.value: sum(r.validation is not None and r.validation.path is p for r in results)
        for p in ValidationPath
    }
    lines = [
        f"supported sentences: {supported}/{len(sentences)}"
        + (f" ({supported / len(sentences):.0%})" if sentences else ""),
        "validation paths: " + ", ".join(f"{p} {n}" for p, n in paths.items()),
        _latency("validation", [r.timings.validation_ms for r in checked]),
    ]
    retried = [r.timings.retry_ms for r in checked if r.validation and r.validation.retried]
    continued = [r.timings.continuation_ms for r in checked if r.timings.continuation_ms]
    if retried:
        lines.append(_latency("retry", list(retried)))
    if continued:
        lines.append(_latency("continuation", list(continued)))
    return lines


def _latency(label: str, values: Sequence[float | None]) -> str:
    present = sorted(v for v in values if v is not None)
    if not present:
        return f"{label}: no measurements"
    p90 = present[min(len(present) - 1, int(0.9 * len(present)))]
    median = statistics.median(present)
    if median < 1000:
        return (
            f"{label} latency: median {median:.0f} ms, p90 {p90:.0f} ms, "
            f"max {present[-1]:.0f} ms (n={len(present)})"
        )
    return (
        f"{label} latency: median {median / 1000:.1f} s, "
        f"p90 {p90 / 1000:.1f} s, max {present[-1] / 1000:.1f} s (n={len(present)})"
    )
