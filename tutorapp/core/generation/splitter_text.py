"""Per-channel text clean-up for the stream splitter: whitespace and loop suppression.

Both classes are incremental and cut-proof: they behave as if fed one character at a time,
so where the stream was cut never changes what comes out.

:class:`WhitespaceNormaliser` turns every run of whitespace between two non-blank characters
into one separator: a space, a newline, or one blank line (two newlines) at most. Whitespace
at the start and at the end of a channel is dropped. Only whitespace is ever held back, so
the space between two words can never be lost, whatever the cuts.

:class:`LoopGuard` drops an answer's repetitions once the model loops. It works on words
(split at whitespace, compared case-folded) and fires on either:

* a periodic repeat: a block of ``P`` words written twice in a row and then ``n`` (default 6)
  more words of a third copy. For ``P >= n`` that is "the same ``n`` words for the third
  time"; for short blocks it is three overlapping copies of the same ``n`` words. The block
  must contain a letter, so table rules ("| --- | --- |") and number runs never count.
  Legitimate repeats pass: "a + d, a + 2d, a + 3d" never repeats six words, and a phrase
  that recurs with different text in between ("the sum of the first n terms") is no loop;
* the same sentence (two words or more) written twice in a row.

To drop the whole third copy, words are held back while they could still be part of one:
at most ``n - 1`` words for the periodic rule, and a sentence while it repeats the previous
one word for word. Otherwise a word goes out as soon as it is known to be complete.
"""

from __future__ import annotations

import re
from collections import deque

_RUNS = re.compile(r"(?P<space>\s+)|(?P<text>\S+)")
_SENTENCE_END = re.compile(r"[.!?][\"'”’)\]*_]*$")


class WhitespaceNormaliser:
    """Collapses whitespace runs; see the module docstring."""

    def __init__(self) -> None:
        self._started = False
        self._gap = False
        self._newlines = 0

    @property
    def gap_pending(self) -> bool:
        """True when whitespace is held: the last non-blank text ended a word."""
        return self._gap

    def soft_break(self) -> None:
        """Something removed stood between words here: treat it as a space."""
        self._gap = self._gap or self._started

    def feed(self, text: str) -> str:
        out: list[str] = []
        for run in _RUNS.finditer(text):
            if run.lastgroup == "space":
                self._gap = self._started
                self._newlines += run.group().count("\n")
                continue
            if self._gap:
                out.append("\n" * min(self._newlines, 2) if self._newlines else " ")
            self._gap, self._newlines, self._started = False, 0, True
            out.append(run.group())
        return "".join(out)

    def finish(self) -> str:
        self._gap, self._newlines = False, 0
        return ""


class LoopGuard:
    """Suppresses looping repetitions in normalised text; ``looping`` turns True on the first."""

    def __init__(self, ngram_words: int = 6) -> None:
        self._n = ngram_words
        self.looping = False
        self._sep = ""  # separator before the word being read
        self._word: list[str] = []  # parts of the word being read
        self._words: list[str] = []  # every word seen (case-folded), dropped ones included
        self._held: deque[tuple[int, str]] = deque()  # (word index, separator + word)
        self._last_end: dict[tuple[str, ...], int] = {}  # n words -> index of their last word
        self._runs: dict[int, int] = {}  # period -> how many words in a row repeat with it
        self._lettered: dict[int, bool] = {}  # period -> does the repeated block hold a letter
        self._sentence_start = 0
        self._previous: tuple[str, ...] = ()  # the last finished sentence
        self._echoing = True  # the current sentence so far equals the start of the previous

    def feed(self, text: str, word_ended: bool = False) -> str:
        """Words known to be final; ``word_ended`` says the text ended at a word boundary."""
        out: list[str] = []
        for run in _RUNS.finditer(text):
            if run.lastgroup == "space":
                self._complete(out)
                self._sep += run.group()
            else:
                self._word.append(run.group())
        if word_ended:
            self._complete(out)
        return "".join(out)

    def finish(self) -> str:
        out: list[str] = []
        self._complete(out)
        if self._sentence_start < len(self._words):
            self._end_sentence(len(self._words))
        out.extend(text for _, text in self._held)
        self._held.clear()
        self._sep = ""
        return "".join(out)

    def _complete(self, out: list[str]) -> None:
        if not self._word:
            return
        word, sep = "".join(self._word), self._sep
        self._word, self._sep = [], ""
        if "\n" in sep and self._sentence_start < len(self._words):
            self._end_sentence(len(self._words))
        index = len(self._words)
        key = word.casefold()
        self._words.append(key)
        hold, drop = self._track_periods(index)
        if drop:
            self.looping = True
            while self._held and self._held[-1][0] > index - drop:
                self._held.pop()
        else:
            self._held.append((index, sep + word))
        position = index - self._sentence_start
        self._echoing = (
            self._echoing and position < len(self._previous) and self._previous[position] == key
        )
        hold_from = index + 1 - hold
        if _SENTENCE_END.search(word):
            self._end_sentence(index + 1)
        elif self._echoing and len(self._previous) >= 2:
            hold_from = min(hold_from, self._sentence_start)
        while self._held and self._held[0][0] < hold_from:
            out.append(self._held.popleft()[1])

    def _track_periods(self, index: int) -> tuple[int, int]:
        """(words to hold, words to drop) at the newest word."""
        words, runs, n = self._words, self._runs, self._n
        for period in list(runs):
            if words[index - period] == words[index]:
                runs[period] += 1
            else:
                del runs[period]
                self._lettered.pop(period, None)
        for period in range(1, min(n, index + 1)):
            if period not in runs and words[index - period] == words[index]:
                runs[period] = 1
        if index + 1 >= n:
            gram = tuple(words[index + 1 - n : index + 1])
            last = self._last_end.get(gram)
            self._last_end[gram] = index
            if last is not None and index - last not in runs:
                runs[index - last] = n  # the last n words repeat with this period
        hold = drop = 0
        for period, run in runs.items():
            extra = run - period  # words of the third copy so far
            if extra >= n and self._has_letter(period, index):
                drop = max(drop, extra)
            elif 0 < extra < n:
                hold = max(hold, extra)
        return hold, drop

    def _has_letter(self, period: int, index: int) -> bool:
        known = self._lettered.get(period)
        if known is None:
            block = self._words[index + 1 - period : index + 1]
            known = self._lettered[period] = any(ch.isalpha() for w in block for ch in w)
        return known

    def _end_sentence(self, end: int) -> None:
        sentence = tuple(self._words[self._sentence_start : end])
        if len(sentence) >= 2 and sentence == self._previous:
            self.looping = True
            while self._held and self._held[-1][0] >= self._sentence_start:
                self._held.pop()
        else:
            self._previous = sentence
        self._sentence_start = end
        self._echoing = True
