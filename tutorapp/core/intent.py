"""Small talk: greetings, thanks and "what books do you have?", answered without retrieval.

Replies never invent content: the book list is built from the library itself.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum

from tutorapp.core.format import book_label, page_range
from tutorapp.core.types import Book


class Intent(StrEnum):
    GREETING = "greeting"
    THANKS = "thanks"
    BOOKS = "books"
    HELP = "help"
    QUESTION = "question"


_FILLER = r"(?:\s+(?:there|tutor|tutorapp|sir|madam|ma'?am|friend|everyone|ji))*"
_GREETING = re.compile(
    r"^(?:hi+|hello+|hey+|hii+|namaste|namaskar|good\s+(?:morning|afternoon|evening)|"
    r"greetings|yo|नमस्ते|नमस्कार|हेलो|हाय)" + _FILLER + r"[\s!.,?🙂😊👋]*$",
    re.IGNORECASE,
)
_THANKS = re.compile(
    r"^(?:(?:ok(?:ay)?|great|nice|cool)[\s,!.]*)?(?:thanks?(?:\s+you)?|thank\s*u|thx|ty|"
    r"dhanyavaa?d|shukriya|धन्यवाद|शुक्रिया)" + _FILLER + r"(?:\s+(?:so|very)\s+much)?[\s!.,🙂😊]*$",
    re.IGNORECASE,
)
_BOOKS = re.compile(
    r"^(?:(?:so|ok|and)\s+)?(?:what|which)\s+(?:books?|textbooks?|chapters?|subjects?|topics?)\s+"
    r"(?:do|can|have|are|did)\s+(?:you|u)\b.*|"
    r"^(?:list|show)\s+(?:me\s+)?(?:your|the|all)?\s*(?:books?|chapters?|textbooks?)\b.*|"
    r"^what\s+(?:do|can)\s+(?:you|u)\s+(?:know|cover|teach)\b.*|"
    r".*कौन\s*(?:सी|से)\s*(?:किताब|पुस्तक|अध्याय).*",
    re.IGNORECASE,
)
_HELP = re.compile(
    r"^(?:who|what)\s+are\s+(?:you|u)\b.*|^how\s+(?:do|can)\s+i\s+use\s+(?:you|this)\b.*|"
    r"^help\W*$",
    re.IGNORECASE,
)

REFUSAL = "I don't know based on NCERT textbooks."


def classify(question: str) -> Intent:
    text = " ".join(question.strip().split())
    if _GREETING.match(text):
        return Intent.GREETING
    if _THANKS.match(text):
        return Intent.THANKS
    if _BOOKS.match(text):
        return Intent.BOOKS
    if _HELP.match(text):
        return Intent.HELP
    return Intent.QUESTION


@dataclass(frozen=True)
class SmallTalk:
    intent: Intent
    reply: str


def reply_for(intent: Intent, books: Sequence[Book]) -> SmallTalk:
    """A short reply; lists only the books actually loaded."""
    example = _example_question(books)
    if intent is Intent.GREETING:
        text = f"Hello! Ask me a question about your textbooks{example}."
    elif intent is Intent.THANKS:
        text = "You're welcome! Ask another question whenever you like."
    elif intent is Intent.HELP:
        text = (
            "I am TutorApp. I answer questions using only the textbooks loaded here, and I "
            "show the page each answer comes from. If the books do not cover a question, "
            f"I say so{example}."
        )
    elif not books:
        text = "No textbooks are loaded yet. Ask your teacher to add NCERT PDF chapters."
    else:
        lines = [f"- {book_label(b)} ({page_range(b)})" for b in books]
        text = f"I can answer from these {len(books)} textbook chapter(s):\n" + "\n".join(lines)
    return SmallTalk(intent, text)


def _example_question(books: Sequence[Book]) -> str:
    for book in books:
        if book.meta.chapter_title and book.meta.language == "en":
            return f" — for example, something about “{book.meta.chapter_title}”"
    return ""
