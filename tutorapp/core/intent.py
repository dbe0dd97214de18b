"""Small talk and questions about the tutor, answered at once without retrieval or the model.

Greetings, thanks, goodbyes, "how are you", "who are you", "do you use the internet?",
"can I ask in Hindi?", "what can you do?", "can you make mistakes?" and "which books do you
have?" get a short, friendly, true reply in the language of the message (Hindi for
Devanagari or romanised Hindi, else English). Replies never invent content: the book list
and the example topic come from the library itself.

A message is small talk only when it *is* small talk: anchored patterns for the short forms
("thanks!", "ok bye"), and for questions about the tutor a word for the tutor ("you", "this
app", "आप") plus a topic word (internet, language, name…) with nothing left over that could
be a subject ("can you explain photosynthesis?" is a question for the books, and is refused
there if they do not cover it).
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
    GOODBYE = "goodbye"
    WELLBEING = "wellbeing"  # how are you
    ACK = "ack"  # ok, got it, nice
    IDENTITY = "identity"  # who are you, your name, who made you
    INTERNET = "internet"  # do you use the internet
    LANGUAGE = "language"  # can I ask in Hindi
    ACCURACY = "accuracy"  # can you make mistakes
    HELP = "help"  # what can you do, how do I use you
    BOOKS = "books"
    QUESTION = "question"


REFUSAL = "I don't know based on NCERT textbooks."
#: The refusal's Hindi rendering: said after ``REFUSAL`` when the question is in Hindi.
HINDI_REFUSAL = "मुझे NCERT पाठ्यपुस्तकों के आधार पर इसका उत्तर नहीं पता।"

_FILLER = (
    r"(?:\s+(?:there|tutor|tutorapp|sir|madam|ma'?am|mam|teacher|friend|buddy|bro|dear|"
    r"everyone|all|ji|bhaiya|didi|again|a lot|lots|so much|very much|much|for (?:the|your) "
    r"(?:help|answer|explanation)|for helping(?: me)?|yaar))*"
)
_END = r"[\s!.,?🙂😊👋🙏👍❤️]*$"


def _phrase(words: str) -> re.Pattern[str]:
    """A whole message made of one of ``words`` (with polite filler around it)."""
    lead = r"^(?:(?:ok(?:ay)?|oh|ah|hey|hi|well|and|so|great|nice|cool|thanks?)[\s,!.]+)?"
    return re.compile(lead + rf"(?:{words}){_FILLER}{_END}", re.IGNORECASE)


_GREETING = _phrase(
    r"hi+|hello+|hey+|hii+|hiya|namaste|namaskar|good\s+(?:morning|afternoon|evening|day)|"
    r"greetings|yo|sup|नमस्ते|नमस्कार|हेलो|हाय|प्रणाम|राम\s+राम"
)
_THANKS = _phrase(
    r"thanks?(?:\s+you)?|thank\s*u|thankyou|thx|ty|tysm|many\s+thanks|much\s+appreciated|"
    r"(?:that|this|it)(?:'s|\s+was|\s+is)\s+(?:very\s+|really\s+|so\s+)?(?:helpful|useful|great|nice|"
    r"clear|good)|(?:great|nice|good|helpful|perfect)\s+(?:answer|explanation|job|work)|"
    r"you(?:'re| are)\s+(?:great|awesome|helpful|the best|amazing|so helpful)|"
    r"dhanyavaa?d|dhanyawaa?d|shukriya|bahut\s+(?:bahut\s+)?(?:dhanyavaa?d|shukriya)|"
    r"धन्यवाद|शुक्रिया|बहुत\s+(?:बहुत\s+)?(?:धन्यवाद|शुक्रिया)|थैंक\s*यू|आभार"
)
_GOODBYE = _phrase(
    r"(?:good\s*)?bye+(?:\s+bye)?|by+e|goodbye|see\s+(?:you|ya|u)(?:\s+(?:later|soon|tomorrow))?|"
    r"good\s*night|gn|take\s+care|talk\s+(?:to\s+you\s+)?later|ttyl|i(?:'m| am)\s+(?:done|"
    r"leaving|going)(?:\s+now)?|that'?s\s+all(?:\s+for\s+(?:now|today))?|alvida|phir\s+milenge|"
    r"अलविदा|फिर\s+मिलेंगे|शुभ\s+रात्रि|बाय"
)
_WELLBEING = _phrase(
    r"how\s+(?:are|r)\s+(?:you|u)(?:\s+doing)?(?:\s+today)?|how(?:'s| is)\s+it\s+going|"
    r"how\s+do\s+you\s+do|what'?s\s+up|wassup|kaise\s+ho|aap\s+kaise\s+(?:ho|hain)|"
    r"(?:आप|तुम)\s+कैसे\s+(?:हो|हैं)|कैसे\s+हो|क्या\s+हाल\s+(?:है|हैं)"
)
_ACK = _phrase(
    r"ok(?:ay)?|k|kk|alright|all\s+right|got\s+it|understood|i\s+(?:understand|see|get\s+it)|"
    r"(?:very\s+)?(?:nice|cool|great|good|awesome|perfect|wow|fine)|hmm+|oh\s+i\s+see|noted|"
    r"samajh\s+(?:gaya|gayi|aa\s+gaya)|theek\s+hai|ठीक\s+है|समझ\s+(?:गया|गई|आ\s+गया)|अच्छा"
)

# Questions about the tutor: a word for the tutor, a topic word, nothing else of substance.
_YOU = re.compile(
    r"\b(?:you|your|yours|yourself|u|ur|this\s+app|the\s+app|this\s+tutor|tutorapp|"
    r"this\s+(?:program|software|thing))\b|आप|तुम|तुम्हारे|तुम्हारी|आपके|आपकी|आपका|तुम्हारा|"
    r"आपसे|तुमसे|आपको|तुमको|आपने|तुमने",
    re.IGNORECASE,
)
_LANGUAGE = re.compile(
    r"\b(?:hindi|english|languages?)\b|हिंदी|हिन्दी|अंग्रेज़ी|अंग्रेजी|भाषा", re.IGNORECASE
)
_TOPICS: tuple[tuple[Intent, re.Pattern[str]], ...] = (
    (
        Intent.INTERNET,
        re.compile(
            r"internet|online|offline|wi-?fi|network|web|google|connected|connection|"
            r"mobile\s+data|इंटरनेट|ऑनलाइन|ऑफलाइन|नेट",
            re.I,
        ),
    ),
    (Intent.LANGUAGE, _LANGUAGE),
    (
        Intent.ACCURACY,
        re.compile(
            r"mistakes?|wrong|errors?|always\s+right|accurate|correct|trust|reliable|lie|"
            r"गलती|गलत|भरोसा|सही",
            re.I,
        ),
    ),
    (
        Intent.BOOKS,
        re.compile(
            r"\bbooks?\b|textbooks?|chapters?|subjects?|topics?|syllabus|ncert|loaded|"
            r"किताब|किताबें|पुस्तक|पुस्तकें|अध्याय|विषय",
            re.I,
        ),
    ),
    (
        Intent.IDENTITY,
        re.compile(
            r"\bwho\b|\bname\b|\bmade\b|\bbuilt\b|\bcreated\b|\bdeveloped\b|\brobot\b|\bbot\b|"
            r"\bai\b|artificial|\bhuman\b|\bchatgpt\b|\bgpt\b|\bmodel\b|\bperson\b|\breal\b|"
            r"कौन|नाम|किसने|रोबोट",
            re.I,
        ),
    ),
    (
        Intent.HELP,
        re.compile(
            r"\bdo\b|\bwork\b|\bworks\b|\buse\b|\bhelp\b|\bask\b|\bfeatures?\b|\bcapabilit|"
            r"\bcan\b|\bable\b|\bfunction|\bpurpose\b|\banswers?\b|\bknow\b|\bsources?\b|"
            r"क्या\s+कर|मदद|काम|पूछ|सकते|सकती",
            re.I,
        ),
    ),
)
# Words a question about the tutor is made of; anything else may be a subject to look up.
_META_WORDS = frozenset(
    """a an the is are am was were be do does did done doing can could will would shall should
    may might must have has had i me my we our you your yours yourself u ur it its this that
    these those there here what which who whom whose how why when where whether if or and
    but so to of in on at by for from with about into as than then just also really actually
    please tell me us know let kindly hey hi hello ok okay sir madam maam mam tutor tutorapp
    app program software thing tell say said question questions ask asked asking answer
    answers answered reply replies respond use using used work works working need needs
    needed require connect connected connection internet online offline wifi network web
    google data mobile without any anything something all everything language languages
    hindi english type write speak talk understand support supports in able capable
    possible help helps features feature capabilities capability function functions purpose
    do job make made makes mistake mistakes wrong error errors always never right correct
    accurate trust reliable true lie lies sure who name called built created developed
    robot bot ai artificial intelligence human person real chatgpt gpt model machine books
    book textbooks textbook chapters chapter subjects subject topics topic syllabus ncert
    loaded have got cover covers teach know learn study from where come comes get source
    sources information info which kind kinds type types only other else more your's
    आप तुम क्या कौन कैसे हो हैं है हो आपके आपकी आपका तुम्हारे तुम्हारी तुम्हारा पास
    सकते सकती सकता मैं में से का की के को पर और नाम किसने बनाया इंटरनेट ऑनलाइन ऑफलाइन
    हिंदी हिन्दी अंग्रेज़ी अंग्रेजी भाषा भाषाओं पूछ पूछना सवाल प्रश्न उत्तर जवाब मदद काम
    किताब किताबें पुस्तक पुस्तकें अध्याय विषय कौनसी कौन-सी सी से गलती गलत भरोसा सही
    करते करती करता कर चलाते चलता बिना नेट इस्तेमाल उपयोग ना हूँ हूं सकता
    सकूँ सकूं जुड़े जुड़ते जुड़ता चाहिए आपसे तुमसे आपको तुमको आपने तुमने हो
    सकती सकता होती होता""".split()
)
_WORD = re.compile(r"[\u0900-\u097f]+|[\w'-]+")
_ROMAN_HINDI = re.compile(
    r"\b(?:dhanyavaa?d|dhanyawaa?d|shukriya|namaste|namaskar|alvida|phir\s+milenge|kaise|"
    r"aap|tum|theek|samajh|bahut|kya|hai|hain|ho)\b",
    re.I,
)


# Short forms, most telling first: "thanks, bye" is a goodbye, "ok, thanks" thanks.
_SHORT: tuple[tuple[Intent, re.Pattern[str]], ...] = (
    (Intent.GOODBYE, _GOODBYE),
    (Intent.THANKS, _THANKS),
    (Intent.WELLBEING, _WELLBEING),
    (Intent.GREETING, _GREETING),
    (Intent.ACK, _ACK),
)
_PIECES = re.compile(r"\s*(?:[,.!;]+|\s+and\s+|\s+और\s+)\s*", re.IGNORECASE)


def _short(text: str) -> Intent | None:
    for intent, pattern in _SHORT:
        if pattern.match(text):
            return intent
    return None


def classify(question: str) -> Intent:
    # ("you’re great": an apostrophe as phones and word processors write it)
    text = " ".join(question.replace("’", "'").strip().split())
    whole = _short(text)
    if whole is not None:
        return whole
    pieces = [p for p in _PIECES.split(text) if p.strip(" ?!.🙂😊👋🙏👍")]
    found = [_short(p) for p in pieces]
    if len(pieces) > 1 and all(found):
        return next(i for i, _ in _SHORT if i in found)
    return _about_the_tutor(text)


def _about_the_tutor(text: str) -> Intent:
    words = [w.lower() for w in _WORD.findall(text)]
    if not words or len(words) > 16:
        return Intent.QUESTION
    leftover = [w for w in words if w not in _META_WORDS and not w.isdigit()]
    if leftover:
        return Intent.QUESTION
    language = _LANGUAGE.search(text)
    speaker = _YOU.search(text) or re.search(r"\b(?:i|we)\b|मैं|हम", text, re.I)
    if (
        language
        and speaker
        and re.search(
            r"\b(?:ask|type|write|speak|talk|understand|answer|reply|use|support|know|languages?)\b|"
            r"पूछ|समझ|बोल|लिख|भाषा",
            text,
            re.I,
        )
    ):
        return Intent.LANGUAGE  # "can I ask in Hindi?" needs no "you"
    if re.search(r"\b(?:which|what)\s+(?:books?|textbooks?|chapters?|subjects?)\b", text, re.I):
        return Intent.BOOKS  # "which books are loaded?"
    if re.fullmatch(r"(?:help|help me|menu|commands|how does (?:this|it) work)\W*", text, re.I):
        return Intent.HELP
    if not _YOU.search(text):
        return Intent.QUESTION
    for intent, pattern in _TOPICS:
        if pattern.search(text):
            return intent
    return Intent.QUESTION


def is_hindi(text: str) -> bool:
    """Written in Devanagari, or small talk in romanised Hindi ("dhanyavaad", "aap kaise ho")."""
    letters = [c for c in text if c.isalpha()]
    devanagari = sum("\u0900" <= c <= "\u097f" for c in letters)
    return bool(letters) and (devanagari / len(letters) > 0.3 or bool(_ROMAN_HINDI.search(text)))


@dataclass(frozen=True)
class SmallTalk:
    intent: Intent
    reply: str


_EN = {
    Intent.GREETING: "Hello! Ask me a question about your textbooks{example}.",
    Intent.THANKS: "You're welcome! Ask another question whenever you like.",
    Intent.GOODBYE: "Goodbye! Come back whenever you have a question. Happy studying!",
    Intent.WELLBEING: "I'm doing well, thank you! What would you like to learn today{example}?",
    Intent.ACK: "Great! Ask another question whenever you like.",
    Intent.IDENTITY: (
        "I'm TutorApp, a study helper that runs on this computer. I answer questions using "
        "only the textbooks loaded here, and I show the page each answer comes from."
    ),
    Intent.INTERNET: (
        "No — I work completely offline. I never connect to the internet: every answer comes "
        "from the textbooks loaded on this computer."
    ),
    Intent.LANGUAGE: (
        "Yes — you can ask in English or in Hindi. I answer from the textbooks loaded here, "
        "so an answer may quote a Hindi or an English book."
    ),
    Intent.ACCURACY: (
        "I can make mistakes, so I check every sentence of an answer against your textbook "
        "and show the page it comes from — open it to confirm. If the books do not cover a "
        "question, I say so instead of guessing."
    ),
    Intent.HELP: (
        "Ask me a question about your textbooks{example}. I answer only from the books "
        "loaded here, show the page each answer comes from, and tell you when the books do "
        "not cover something."
    ),
}
_HI = {
    Intent.GREETING: "नमस्ते! अपनी पाठ्यपुस्तकों के बारे में कोई भी प्रश्न पूछिए।",
    Intent.THANKS: "आपका स्वागत है! जब चाहें, अगला प्रश्न पूछिए।",
    Intent.GOODBYE: "अलविदा! जब भी कोई प्रश्न हो, फिर आइए। पढ़ाई के लिए शुभकामनाएँ!",
    Intent.WELLBEING: "मैं ठीक हूँ, धन्यवाद! आज आप क्या सीखना चाहेंगे?",
    Intent.ACK: "बहुत अच्छा! जब चाहें, अगला प्रश्न पूछिए।",
    Intent.IDENTITY: (
        "मैं TutorApp हूँ, इसी कंप्यूटर पर चलने वाला पढ़ाई का साथी। मैं केवल यहाँ रखी "
        "पाठ्यपुस्तकों से उत्तर देता हूँ और बताता हूँ कि उत्तर किस पृष्ठ से है।"
    ),
    Intent.INTERNET: (
        "नहीं — मैं पूरी तरह ऑफ़लाइन काम करता हूँ। मैं कभी इंटरनेट से नहीं जुड़ता; हर उत्तर "
        "इसी कंप्यूटर पर रखी पाठ्यपुस्तकों से आता है।"
    ),
    Intent.LANGUAGE: (
        "हाँ — आप हिंदी या अंग्रेज़ी में पूछ सकते हैं। मैं यहाँ रखी पाठ्यपुस्तकों से उत्तर देता "
        "हूँ, इसलिए उत्तर हिंदी या अंग्रेज़ी किताब से हो सकता है।"
    ),
    Intent.ACCURACY: (
        "मुझसे गलती हो सकती है, इसलिए मैं उत्तर का हर वाक्य आपकी पाठ्यपुस्तक से मिलाता हूँ और "
        "पृष्ठ दिखाता हूँ — उसे खोलकर जाँच लीजिए। अगर किताबों में उत्तर नहीं है, तो मैं साफ़ "
        "बता देता हूँ।"
    ),
    Intent.HELP: (
        "अपनी पाठ्यपुस्तकों के बारे में प्रश्न पूछिए। मैं केवल यहाँ रखी किताबों से उत्तर देता "
        "हूँ, पृष्ठ बताता हूँ, और अगर किताबों में उत्तर न हो तो बता देता हूँ।"
    ),
}


def reply_for(intent: Intent, books: Sequence[Book], hindi: bool = False) -> SmallTalk:
    """A short reply (in Hindi when ``hindi``); lists only the books actually loaded."""
    if intent is Intent.BOOKS:
        return SmallTalk(intent, _books_reply(books, hindi))
    if hindi and intent in _HI:
        return SmallTalk(intent, _HI[intent])
    text = _EN.get(intent, _EN[Intent.HELP])
    return SmallTalk(intent, text.format(example=_example_question(books)))


def _books_reply(books: Sequence[Book], hindi: bool) -> str:
    if not books:
        if hindi:
            return "अभी कोई पाठ्यपुस्तक नहीं जोड़ी गई है। अपने शिक्षक से NCERT अध्याय जोड़ने को कहिए।"
        return "No textbooks are loaded yet. Ask your teacher to add NCERT PDF chapters."
    lines = [f"- {book_label(b)} ({page_range(b)})" for b in books]
    if hindi:
        head = f"मैं इन {len(books)} पाठ्यपुस्तक अध्यायों से उत्तर दे सकता हूँ:"
    else:
        head = f"I can answer from these {len(books)} textbook chapter(s):"
    return head + "\n" + "\n".join(lines)


def _example_question(books: Sequence[Book]) -> str:
    for book in books:
        if book.meta.chapter_title and book.meta.language == "en":
            return f" — for example, something about “{book.meta.chapter_title}”"
    return ""
