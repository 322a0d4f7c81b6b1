/**
 * Chinese text in claims, segmented into words: the grammar's lexicon (glossary terms, framing,
 * negators, units, classifiers ...) longest first, Chinese numerals read as numbers
 * (三十七, 两千, 十分钟, 百分之九十), and what is left segmented with
 * `Intl.Segmenter("zh", {granularity: "word"})`. Single characters the segmenter leaves side by
 * side are joined back into one word (调|用 -> 调用): a lone character is never a unit of its
 * own unless the lexicon knows it.
 */
import type { Grammar } from "../grammar/grammar.js";
import { CHINESE_DIGITS, CHINESE_MULTIPLIERS } from "../grammar/vocabulary.js";

/** A piece of a Chinese run: a word, or a number (with the value it stands for). */
export interface ChinesePiece {
  readonly text: string;
  /** Offset within the run. */
  readonly offset: number;
  readonly number: number | null;
  /** True when the lexicon knows the word (glossary, framing, negator ...). */
  readonly known: boolean;
}

const segmenter = new Intl.Segmenter("zh", { granularity: "word" });

function isNumeral(character: string | undefined): boolean {
  return (
    character !== undefined && (CHINESE_DIGITS.has(character) || CHINESE_MULTIPLIERS.has(character))
  );
}

/**
 * The value of a Chinese numeral (二十七 -> 27, 两千 -> 2000, 一万五千 -> 15000, 十 -> 10), or
 * null when it is not one.
 */
export function chineseNumeralValue(numeral: string): number | null {
  let total = 0;
  let section = 0;
  let digit: number | null = null;
  for (const character of numeral) {
    const value = CHINESE_DIGITS.get(character);
    if (value !== undefined) {
      digit = value;
      continue;
    }
    const multiplier = CHINESE_MULTIPLIERS.get(character);
    if (multiplier === undefined) {
      return null;
    }
    if (multiplier >= 10_000) {
      section += digit ?? 0;
      total += (section === 0 ? 1 : section) * multiplier;
      section = 0;
    } else {
      section += (digit ?? 1) * multiplier;
    }
    digit = null;
  }
  return total + section + (digit ?? 0);
}

/** Words that follow a numeral and make it a quantity (units and classifiers). */
function followsAsCount(grammar: Grammar, run: string, position: number): boolean {
  const next = run[position];
  if (next === undefined) {
    return true;
  }
  if (grammar.classifiers.has(next) || isNumeral(next)) {
    return true;
  }
  for (const length of [2, 1]) {
    if (grammar.units.has(run.slice(position, position + length))) {
      return true;
    }
  }
  return false;
}

function lexiconMatch(grammar: Grammar, run: string, position: number): string | null {
  const first = run[position];
  if (first === undefined) {
    return null;
  }
  for (const word of grammar.lexiconByFirstCharacter.get(first) ?? []) {
    if (run.startsWith(word, position)) {
      return word;
    }
  }
  return null;
}

function numeralAt(grammar: Grammar, run: string, position: number): string | null {
  if (run.startsWith("百分之", position)) {
    let end = position + 3;
    while (isNumeral(run[end])) {
      end += 1;
    }
    return end > position + 3 ? run.slice(position, end) : null;
  }
  let end = position;
  while (isNumeral(run[end])) {
    end += 1;
  }
  if (end === position) {
    return null;
  }
  const numeral = run.slice(position, end);
  const known = lexiconMatch(grammar, run, position);
  if (known !== null && known.length > numeral.length) {
    return null;
  }
  return numeral.length >= 2 || followsAsCount(grammar, run, end) ? numeral : null;
}

function numeralPiece(numeral: string, offset: number): ChinesePiece {
  const percent = numeral.startsWith("百分之");
  const value = chineseNumeralValue(percent ? numeral.slice(3) : numeral);
  return { text: numeral, offset, number: value, known: true };
}

/** Segments text no lexicon word covers, joining adjacent single characters. */
function segmentUnknown(text: string, offset: number, pieces: ChinesePiece[]): void {
  let pending: { text: string; offset: number } | null = null;
  const flush = (): void => {
    if (pending !== null) {
      pieces.push({ text: pending.text, offset: pending.offset, number: null, known: false });
      pending = null;
    }
  };
  for (const segment of segmenter.segment(text)) {
    const word = segment.segment;
    if ([...word].length === 1) {
      if (pending === null) {
        pending = { text: word, offset: offset + segment.index };
      } else {
        pending.text += word;
      }
      continue;
    }
    flush();
    pieces.push({ text: word, offset: offset + segment.index, number: null, known: false });
  }
  flush();
}

/**
 * The parts of a compound of two lexicon words (认证成功 -> 认证 | 成功, 连接池耗尽 -> 连接池 |
 * 耗尽), or the word alone. A compound aligns as a whole (断开连接 is "disconnect"), but its parts
 * are checked for states and negations too: a state inside a compound is not lost in the
 * compound's English rendering (认证成功 rendered "authenticated" still states 成功).
 */
export function compoundParts(grammar: Grammar, word: string): string[] {
  if (word.length < 3) {
    return [word];
  }
  for (let cut = 1; cut <= word.length - 1; cut++) {
    const head = word.slice(0, cut);
    const tail = word.slice(cut);
    if (isLexiconWord(grammar, head) && isLexiconWord(grammar, tail)) {
      return [head, tail];
    }
  }
  return [word];
}

function isLexiconWord(grammar: Grammar, word: string): boolean {
  return (
    (word.length >= 2 || grammar.opposites.has(word)) &&
    (grammar.lexiconByFirstCharacter.get(word[0] ?? "") ?? []).includes(word)
  );
}

/** Segments one run of Chinese characters into words and numbers. */
export function segmentChinese(grammar: Grammar, run: string): ChinesePiece[] {
  const pieces: ChinesePiece[] = [];
  let unknownStart = -1;
  let position = 0;
  const flushUnknown = (end: number): void => {
    if (unknownStart >= 0) {
      segmentUnknown(run.slice(unknownStart, end), unknownStart, pieces);
      unknownStart = -1;
    }
  };
  while (position < run.length) {
    const numeral = numeralAt(grammar, run, position);
    if (numeral !== null) {
      flushUnknown(position);
      pieces.push(numeralPiece(numeral, position));
      position += numeral.length;
      continue;
    }
    const word = lexiconMatch(grammar, run, position);
    if (word !== null) {
      flushUnknown(position);
      // `在线程`: the longest word (在线) would leave 程 alone where giving its last character
      // to the next word (线程) leaves a framing character (在) instead.
      const next = position + word.length;
      const later =
        word.length === 2 && next < run.length ? lexiconMatch(grammar, run, next - 1) : null;
      const head = run.slice(position, next - 1);
      if (
        later !== null &&
        later.length > 1 &&
        lexiconMatch(grammar, run, next) === null &&
        grammar.framingHan.has(head)
      ) {
        pieces.push({ text: head, offset: position, number: null, known: true });
        position = next - 1;
        continue;
      }
      pieces.push({ text: word, offset: position, number: null, known: true });
      position = next;
      continue;
    }
    if (unknownStart < 0) {
      unknownStart = position;
    }
    position += 1;
  }
  flushUnknown(run.length);
  return pieces;
}
