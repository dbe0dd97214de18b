"""The stream splitter: routing, service tokens, whitespace, loops, the cap, counts, leaks.

The key property: however the stream is cut into pieces, each channel gets the same text
as when the whole reply is fed in one piece.
"""

from __future__ import annotations

import dataclasses
import itertools
import re
from collections.abc import Sequence

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tutorapp.core.generation.splitter import (
    DEFAULT_CONFIG,
    Delta,
    SplitStats,
    SplitterConfig,
    StreamSplitter,
    leak_check,
)
from tutorapp.core.generation.splitter_tags import TagLexer


def split(
    pieces: Sequence[str], config: SplitterConfig = DEFAULT_CONFIG
) -> tuple[str, str, SplitStats]:
    """(answer, reasoning, stats) after feeding ``pieces`` and finishing."""
    splitter = StreamSplitter(config)
    deltas: list[Delta] = []
    for piece in pieces:
        deltas += splitter.feed(piece)
    deltas += splitter.finish()
    answer = "".join(d.text for d in deltas if d.channel == "answer")
    reasoning = "".join(d.text for d in deltas if d.channel == "reasoning")
    assert (answer, reasoning) == (splitter.answer, splitter.reasoning)
    return answer, reasoning, splitter.stats


def whole(text: str, config: SplitterConfig = DEFAULT_CONFIG) -> tuple[str, str]:
    answer, reasoning, _ = split([text], config)
    return answer, reasoning


def every_cut(text: str) -> list[list[str]]:
    """The text cut once at every position, and cut into single characters."""
    return [[text[:i], text[i:]] for i in range(len(text) + 1)] + [list(text)]


# --- routing -------------------------------------------------------------------------------


def test_think_block_goes_to_reasoning() -> None:
    text = "<think>\nThe AP has d = 3.\n</think>\n\nThe 10th term is 30."
    assert whole(text) == ("The 10th term is 30.", "The AP has d = 3.")


@pytest.mark.parametrize(
    ("open_tag", "close_tag"),
    [("<think>", "</think>"), ("<thinking>", "</thinking>"), ("<THINK>", "</Think>")],
)
def test_tags_cut_anywhere(open_tag: str, close_tag: str) -> None:
    text = f"{open_tag}plan it{close_tag}Photosynthesis makes food."
    for pieces in every_cut(text):
        assert split(pieces)[:2] == ("Photosynthesis makes food.", "plan it"), pieces


def test_unclosed_think_is_all_reasoning() -> None:
    assert whole("Sure. <think>still thinking about it") == ("Sure.", "still thinking about it")


def test_unmarked_output_is_all_answer() -> None:
    text = "Ohm's law: V = IR, where I is the current."
    assert whole(text) == (text, "")


def test_stray_closing_tag_is_dropped_and_counts_as_a_leak() -> None:
    answer, reasoning, stats = split(["I should check.</think>V = IR."])
    assert (answer, reasoning) == ("I should check. V = IR.", "")
    assert stats.leaked


def test_template_opened_think_block() -> None:
    # the engine streams the <think> a chat template put at the end of the prompt
    assert whole("<think>weigh options</think>\nAnswer.") == ("Answer.", "weigh options")
    assert whole("<think>never closed") == ("", "never closed")


def test_think_block_inside_the_answer() -> None:
    assert whole("First. <think>hmm</think> Second.") == ("First. Second.", "hmm")


# --- service tokens ------------------------------------------------------------------------


@pytest.mark.parametrize(
    "token",
    [
        "<|im_end|>",
        "<|endoftext|>",
        "<|im_start|>assistant",
        "<|eot_id|>",
        "<|start_header_id|>assistant<|end_header_id|>",
        "<｜end▁of▁sentence｜>",
        "<end_of_turn>",
        "<start_of_turn>model",
        "</s>",
        "<s>",
        "[INST]",
        "[/INST]",
        "<eos>",
    ],
)
def test_service_tokens_are_removed(token: str) -> None:
    text = f"Mass is conserved.{token}\nIt is."
    for pieces in every_cut(text):
        assert split(pieces)[:2] == ("Mass is conserved.\nIt is.", ""), pieces


def test_role_word_must_be_a_whole_word() -> None:
    assert whole("<|im_end|>users agree") == ("users agree", "")
    assert whole("end<|im_end|>") == ("end", "")


@pytest.mark.parametrize(
    "text",
    [
        "a < b and b > c",
        "x<y",
        "if |x| < 3",
        "<s",
        "[Source 1] says so",
        "<|not a token",
        "3 <| 4",
        "array[i] < n",
        "<thinker>",
        "<",
        "[",
        "||>",
    ],
)
def test_ordinary_angle_brackets_come_through(text: str) -> None:
    for pieces in every_cut(text):
        assert split(pieces)[:2] == (text, ""), pieces


def test_a_lone_angle_bracket_is_not_held_for_long() -> None:
    splitter = StreamSplitter()
    out = splitter.feed("so a <") + splitter.feed(" b")
    assert "".join(d.text for d in out) == "so a <"  # "b" may still grow


@given(st.lists(st.sampled_from(["<", "|", "[", "a", " ", "<|", "|>", "think>", "</"])))
def test_lexer_holds_back_a_bounded_tail(chars: list[str]) -> None:
    lexer = TagLexer()
    fed = seen = 0
    for char in chars:
        fed += len(char)
        seen += sum(len(t.text) for t in lexer.feed(char))
        assert fed - seen <= lexer.lookahead
    seen += sum(len(t.text) for t in lexer.finish())
    assert seen == fed


# --- whitespace ----------------------------------------------------------------------------


def test_whitespace_is_normalised() -> None:
    text = "\n  Force \t = mass  ×\tacceleration.\n\n\n\nNext   line.\n \n"
    assert whole(text) == ("Force = mass × acceleration.\n\nNext line.", "")


def test_space_between_words_survives_any_cut() -> None:
    text = "hello world, a + b"
    for pieces in every_cut(text):
        assert split(pieces)[0] == text, pieces
    assert split(["hello", " ", "world"])[0] == "hello world"
    assert split(["hello ", "", " world"])[0] == "hello world"


def test_removed_tokens_never_leave_double_spaces() -> None:
    assert whole("one <|im_end|> two <eos>  three") == ("one two three", "")


# --- loops ---------------------------------------------------------------------------------


def test_repeated_sentence_is_dropped() -> None:
    answer, _, stats = split(["The sum is 10. The sum is 10. The sum is 10."])
    assert answer == "The sum is 10."
    assert stats.looping


def test_repeated_line_is_dropped() -> None:
    answer, _, stats = split(["- velocity is speed\n- velocity is speed\n- next"])
    assert answer == "- velocity is speed\n- next"
    assert stats.looping


def test_third_copy_of_a_block_is_dropped_even_when_streamed() -> None:
    block = "Cells divide by mitosis and each daughter cell gets the chromosomes; "
    text = "Intro: " + block * 5 + "end"
    answer, _, stats = split(re.findall(r"\S+|\s+", text))
    assert answer == "Intro: " + block * 2 + "end"
    assert stats.looping


def test_looping_is_visible_while_streaming() -> None:
    splitter = StreamSplitter()
    streamed = ""
    for word in ("la di da " * 10).split(" "):
        streamed += "".join(d.text for d in splitter.feed(word + " "))
        if splitter.stats.looping:
            break
    assert splitter.stats.looping
    assert streamed.count("la di da") <= 2


def test_degenerate_word_loop() -> None:
    answer, _, stats = split(["the " * 20])
    assert stats.looping
    assert answer.split() == ["the", "the"]


@pytest.mark.parametrize(
    "text",
    [
        "a, a + d, a + 2d, a + 3d, a + 4d, a + 5d, a + 6d, a + 7d, a + 8d, a + 9d",
        "2, 4, 6, 8, 10, 12, 14, 16, 18, 20",
        "1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1",
        "Step by step, step by step, step by step.",
        "Yes. Yes. No.",
        "| a | b | c | d | e | f |\n| --- | --- | --- | --- | --- | --- |",
        "The sum of the first n terms of an AP is S. The sum of the first n terms of a GP "
        "is T. Here the sum of the first n terms of both is 10.",
        "The number of students in class A is 20. The number of students in class B is "
        "25. The number of students in class C is 30.",
    ],
)
def test_legitimate_repeats_pass(text: str) -> None:
    answer, _, stats = split(re.findall(r"\S+|\s+", text))
    assert answer == text
    assert not stats.looping


def test_reasoning_is_not_loop_checked() -> None:
    reasoning = "hmm. " * 5
    assert whole(f"<think>{reasoning}</think>ok") == ("ok", reasoning.strip())


# --- reasoning cap -------------------------------------------------------------------------


def test_reasoning_past_the_cap_is_dropped_never_answered() -> None:
    config = SplitterConfig(max_reasoning_chars=12)
    answer, reasoning, stats = split(["<think>abcdefghijklmnop qrs</think> tail"], config)
    assert reasoning == "abcdefghijkl"
    assert answer == "tail"  # the overflow is not routed to the answer
    assert stats.reasoning_capped
    assert not stats.leaked


def test_think_blocks_after_the_cap_are_dropped() -> None:
    config = SplitterConfig(max_reasoning_chars=3)
    assert whole("<think>abcd</think>x <think>more</think> y", config) == ("x y", "abc")


def test_reasoning_below_the_cap_is_whole() -> None:
    config = SplitterConfig(max_reasoning_chars=5)
    _, reasoning, stats = split(["<think>abcde</think>"], config)
    assert reasoning == "abcde"
    assert not stats.reasoning_capped


# --- counts and stats ----------------------------------------------------------------------


def test_pieces_are_counted_per_channel() -> None:
    pieces = ["<think>", "a", " b", "</think>", "The", " answer", "."]
    stats = split(pieces)[2]
    assert (stats.reasoning_tokens, stats.answer_tokens) == (3, 4)


def test_stats_is_a_frozen_snapshot() -> None:
    splitter = StreamSplitter()
    before = splitter.stats
    splitter.feed("word ")
    assert before == SplitStats()
    with pytest.raises(dataclasses.FrozenInstanceError):
        before.looping = True  # type: ignore[misc]


def test_deltas_are_merged_and_never_empty() -> None:
    splitter = StreamSplitter()
    out = splitter.feed("<think>a</think>b <|im_end|>c <think>d</think>e ")
    assert [d.channel for d in out] == ["reasoning", "answer", "reasoning", "answer"]
    assert all(d.text for d in out + splitter.finish())


def test_feed_after_finish_is_an_error() -> None:
    splitter = StreamSplitter()
    splitter.finish()
    assert splitter.finish() == []
    with pytest.raises(RuntimeError):
        splitter.feed("late")


@pytest.mark.parametrize("kwargs", [{"max_reasoning_chars": -1}, {"loop_ngram_words": 1}])
def test_bad_config_is_refused(kwargs: dict[str, object]) -> None:
    with pytest.raises(ValueError, match="must"):
        SplitterConfig(**kwargs)  # type: ignore[arg-type]


# --- leak check ----------------------------------------------------------------------------


def test_leak_check_finds_tag_remnants() -> None:
    assert leak_check("The answer </think> is 5", "")
    assert leak_check("<thinking", "")
    assert not leak_check("I think it is 5", "")


def test_leak_check_finds_long_runs_of_reasoning() -> None:
    reasoning = "First I recall that the sum of angles in a triangle is 180 degrees."
    assert leak_check("As shown, OF ANGLES in a triangle is 180; degrees!", reasoning)  # 8 words
    assert not leak_check("Angles in a triangle is 180 degrees.", reasoning)  # 7 words


def test_finish_sets_leaked() -> None:
    thought = "one two three four five six seven eight"
    assert split([f"<think>{thought}</think>{thought}"])[2].leaked
    assert not split([f"<think>{thought}</think>nine ten"])[2].leaked


# --- properties ----------------------------------------------------------------------------

ALPHABET = [
    "word",
    "Cell",
    "the",
    "sum",
    " ",
    " ",
    "  ",
    "\t",
    "\n",
    "\n\n",
    "<think>",
    "</think>",
    "<thinking>",
    "</Think>",
    "<|im_end|>",
    "<|im_start|>",
    "assistant",
    "<eos>",
    "</s>",
    "<",
    ">",
    "|",
    "[",
    "]",
    "[INST]",
    "a + d, ",
    "a + 2d",
    "x < y",
    ". ",
    "Final answer:",
    "final",
    ":",
    "la la la ",
]
CONFIGS = [
    SplitterConfig(),
    SplitterConfig(max_reasoning_chars=15),
    SplitterConfig(max_reasoning_chars=10, loop_ngram_words=3),
    SplitterConfig(loop_ngram_words=2),
]


@st.composite
def cut_text(draw: st.DrawFn, parts: st.SearchStrategy[str]) -> tuple[str, list[str]]:
    text = "".join(draw(st.lists(parts, max_size=40)))
    cuts = sorted(draw(st.lists(st.integers(0, len(text)), max_size=12)))
    bounds = [0, *cuts, len(text)]
    return text, [text[a:b] for a, b in itertools.pairwise(bounds)]


@settings(max_examples=400)
@given(cut_text(st.sampled_from(ALPHABET)), st.sampled_from(CONFIGS))
def test_any_cut_splits_like_the_whole(case: tuple[str, list[str]], config: SplitterConfig) -> None:
    text, pieces = case
    answer, reasoning, stats = split(pieces, config)
    one_answer, one_reasoning, one_stats = split([text], config)
    assert (answer, reasoning) == (one_answer, one_reasoning)
    flags = ("looping", "reasoning_capped", "leaked")
    assert [getattr(stats, f) for f in flags] == [getattr(one_stats, f) for f in flags]


@given(cut_text(st.text()), st.sampled_from(CONFIGS))
def test_arbitrary_text_never_raises_and_is_tidy(
    case: tuple[str, list[str]], config: SplitterConfig
) -> None:
    text, pieces = case
    for channel in split(pieces, config)[:2]:
        assert channel == channel.strip()
        assert "  " not in channel and "\t" not in channel and "\n\n\n" not in channel
        assert " \n" not in channel and "\n " not in channel
    assert split(pieces, config)[:2] == split([text], config)[:2]


WORD = st.text(
    st.characters(categories=["L", "N", "P", "S"], exclude_characters="<[｜"), min_size=1
)


@given(st.lists(WORD, unique_by=str.casefold, max_size=40), st.sampled_from([" ", "\n", "\n\n"]))
def test_tidy_text_without_repeats_passes_unchanged(words: list[str], sep: str) -> None:
    text = sep.join(words)
    for pieces in ([text], list(text)):
        assert split(pieces)[:2] == (text, ""), text
