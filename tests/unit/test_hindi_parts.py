"""A Hindi question of two parts ("…, है ना? और … क्या है?") has every part answered: a part
no sentence for the whole question answers brings its own (``hindi_answer.by_parts``). On the
Hindi pairs of heldout43–47, 19 of 40 questions were refused for want of a sentence holding a
third of the whole question's words, 10 once each part brought its own."""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from tests.unit.test_prompt_sources import hit
from tutorapp.core.hindi_answer import by_parts
from tutorapp.core.retrieval.embedder import Vectors
from tutorapp.core.types import Source
from tutorapp.core.validation.extractive import best_sentences

KIDNEY = (
    "उदाहरण के लिए शल्यक्रिया (सर्जरी) में अधिक प्रोटीन लेना, गुर्दा (किडनी) ख़राब हो जाने पर कम "
    "प्रोटीन लेना, कम वसा लेना, सोडियम लेने पर रोक।"
)
SURGERY = (
    "जिन मरीज़ों को सर्जरी करानी होती है, उन्हें सर्जरी से पहले और बाद में पोषण हस्तक्षेप / पूरक "
    "आहार की आवश्यकता होती है।"
)
OTHER = "फ़ैशन चक्र के पाँच स्तर होते हैं: परिचय, बढ़ती लोकप्रियता, चरम, घटती लोकप्रियता और अस्वीकृति।"
QUESTION = (
    "गुर्दा (किडनी) ख़राब होने पर मरीज़ को ज़्यादा प्रोटीन वाला आहार दिया जाता है, है ना? और सर्जरी "
    "वाले मरीज़ों के लिए पूरक आहार की क्या सलाह है?"
)


class Alike:
    """multilingual-e5 rates every Hindi sentence of a chapter close to its questions (0.8 and
    more): here all alike, so the words each sentence holds decide."""

    model_id = "test/alike"
    dim = 4

    def embed(self, texts: Sequence[str]) -> Vectors:
        return np.full((len(texts), self.dim), 0.5, dtype=np.float32)

    def embed_queries(self, texts: Sequence[str]) -> Vectors:
        return self.embed(texts)


def sources() -> list[Source]:
    return [Source(1, hit(f"{KIDNEY} {OTHER}", n=1)), Source(2, hit(SURGERY, n=2))]


def test_a_part_the_whole_question_s_sentences_leave_brings_its_own() -> None:
    embedder = Alike()
    # the kidney sentence holds a third of the whole question's words; the surgery part is left
    assert [e.sentence for e in best_sentences(QUESTION, sources(), embedder)] == [KIDNEY]
    found = by_parts(QUESTION, sources(), embedder)
    assert [e.sentence for e in found] == [KIDNEY, SURGERY]
    assert [e.n for e in found] == [1, 2]


def test_each_part_brings_its_sentences_when_none_answers_the_whole() -> None:
    embedder = Alike()
    longer = (
        "डॉक्टर कहते हैं गुर्दा (किडनी) ख़राब होने पर मरीज़ को रोज़ ज़्यादा प्रोटीन वाला आहार दिया "
        "जाता है, है ना? और सर्जरी वाले बुज़ुर्ग मरीज़ों के लिए अस्पताल में पूरक आहार की क्या "
        "सलाह है?"
    )
    assert best_sentences(longer, sources(), embedder) == []  # a third of both parts' words
    found = by_parts(longer, sources(), embedder)
    assert [e.sentence for e in found] == [KIDNEY, SURGERY]


def test_everyday_hindi_words_are_read_as_the_book_s() -> None:
    # "ज़रूरत" for the book's "आवश्यकता", "लोगों" for its "व्यक्तियों"
    book = "खाद्य गुणवत्ता और निरापदता में प्रशिक्षित व्यक्तियों की आवश्यकता होती है।"
    asked = "निरापदता के लिए किन लोगों की ज़रूरत होती है?"
    found = best_sentences(asked, [Source(1, hit(book, n=1))], Alike())
    assert [e.sentence for e in found] == [book]


def test_a_question_of_one_part_is_not_cut() -> None:
    one = "गुर्दा (किडनी) ख़राब होने पर मरीज़ को कितना प्रोटीन दिया जाता है?"
    assert by_parts(one, sources(), Alike()) == best_sentences(one, sources(), Alike())


def test_a_premise_part_adds_nothing_to_what_answers_the_whole() -> None:
    # the nearest sentence to a false premise may only seem to grant it: "only the rich could
    # buy fashionable clothes" was said of the years before the 19th century's fairs
    shops = (
        "यात्री व्यापारी इन बाज़ारों में कपड़े लाते थे और खरीदने वाले और बेचने वाले, दोनों अकसर "
        "मोलभाव करते थे, क्योंकि अधिक संख्या में लोग शहरों में बस गए थे, अत: उनकी आवश्यकताओं "
        "को पूरा करने के लिए बड़ी दुकानें स्थापित की गईं।"
    )
    rich = "केवल अमीर ही फ़ैशन वाले कपड़े खरीदने में समर्थ थे।"
    asked = (
        "19वीं सदी में मेलों और बाज़ारों में सिर्फ़ अमीरों के लिए महँगे फ़ैशन वाले कपड़े बिकते थे, "
        "है ना? और शहरों में बड़ी दुकानें क्यों खोली गईं?"
    )
    book = [Source(1, hit(shops, n=1)), Source(2, hit(rich, n=2))]
    assert best_sentences("सिर्फ़ अमीरों के लिए फ़ैशन वाले कपड़े बिकते थे", book, Alike())
    assert [e.sentence for e in by_parts(asked, book, Alike())] == [shops]
