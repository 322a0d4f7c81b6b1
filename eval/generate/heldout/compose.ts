/**
 * Turning facts into claim text and records into excerpts: fact phrasings with their values,
 * sentence shapes in English and Chinese, excerpt windows cut at word boundaries, and the
 * excerpt variants (truncation, elision, case and white-space differences).
 */
import { renderRatio } from "./quantities.js";
import type { Random } from "./random.js";
import type { EvidenceRecord, Fact, Language, RatioStyle, ToolName } from "./types.js";

export function hasForms(fact: Fact, language: Language): boolean {
  return fact[language].length > 0;
}

/** A fact an ordinary claim may restate (key-pair ratios only make sense as ratios). */
export function isPlainFact(fact: Fact): boolean {
  return fact.ratio?.style !== "keys";
}

export function usableFacts(record: EvidenceRecord, language: Language): Fact[] {
  return record.facts.filter((fact) => hasForms(fact, language) && isPlainFact(fact));
}

/** How a fact's number is written in a claim that restates it as the record does. */
export function recordValue(fact: Fact, language: Language): string {
  if (fact.quantity) {
    return fact.quantity.format(fact.quantity.value, language);
  }
  if (fact.ratio) {
    const style: RatioStyle =
      fact.ratio.style === "keys"
        ? "of"
        : language === "zh" && fact.ratio.style !== "slash"
          ? "slash"
          : fact.ratio.style;
    return renderRatio(fact.ratio, style);
  }
  return "";
}

/** The ratio in a spelling other than the record's, or undefined when there is none. */
export function ratioVariant(random: Random, fact: Fact, language: Language): string | undefined {
  const ratio = fact.ratio;
  if (!ratio) {
    return undefined;
  }
  const styles: RatioStyle[] = language === "zh" ? ["slash"] : ["slash", "of", "outof"];
  const choices = styles.filter((style) => style !== ratio.style);
  if (choices.length === 0) {
    return undefined;
  }
  return renderRatio(ratio, random.pick(choices));
}

export interface RenderOptions {
  readonly paraphrase: boolean;
  readonly value?: string;
  /** Use the fact's phrasings for a converted value, where it has them. */
  readonly converted?: boolean;
  /** Avoid `key=value` shapes (number words read badly after `=`). */
  readonly noEquals?: boolean;
}

export function renderFact(
  random: Random,
  fact: Fact,
  language: Language,
  options: RenderOptions,
): string {
  const convertedForms = fact.converted?.[language] ?? [];
  let forms = options.converted && convertedForms.length > 0 ? convertedForms : fact[language];
  if (options.noEquals) {
    const withoutEquals = forms.filter((form) => !form("\u0000").includes("=\u0000"));
    if (withoutEquals.length > 0) {
      forms = withoutEquals;
    }
  }
  const form = options.paraphrase ? random.pick(forms) : forms[0];
  if (!form) {
    throw new Error(`fact ${fact.name} has no ${language} phrasing`);
  }
  return form(options.value ?? recordValue(fact, language));
}

function joinEnglish(random: Random, items: readonly string[], paraphrase: boolean): string {
  if (items.length <= 1) {
    return items[0] ?? "";
  }
  const head = items.slice(0, -1).join(", ");
  const last = items[items.length - 1] ?? "";
  return paraphrase && random.chance(0.3) ? `${head}, ${last}` : `${head} and ${last}`;
}

function joinChinese(random: Random, items: readonly string[], paraphrase: boolean): string {
  if (items.length <= 1) {
    return items[0] ?? "";
  }
  const head = items.slice(0, -1).join("，");
  const last = items[items.length - 1] ?? "";
  return paraphrase && random.chance(0.4) ? `${head} 和 ${last}` : `${head}，${last}`;
}

export interface SentenceOptions {
  readonly paraphrase: boolean;
  readonly hedge: boolean;
  readonly tool: ToolName;
}

/** A claim sentence about `subject` stating `phrases`, in one of several shapes. */
export function sentence(
  random: Random,
  language: Language,
  subject: string,
  phrases: readonly string[],
  options: SentenceOptions,
): string {
  const text = shapedSentence(random, language, subject, phrases, options);
  if (language === "zh" && !CHINESE.test(text)) {
    return chineseFramed(random, subject, phrases, options);
  }
  return LEADING_WORD.test(text) ? `${text.charAt(0).toUpperCase()}${text.slice(1)}` : text;
}

/** A sentence that opens with one of these words (not an identifier) starts with a capital. */
const LEADING_WORD = /^(?:the|service|server|pod|instance|host|node|deployment|app) /;

const CHINESE = /[\u4e00-\u9fff]/;

/** A Chinese sentence whose facts are all identifiers and numbers still reads as Chinese. */
function chineseFramed(
  random: Random,
  subject: string,
  phrases: readonly string[],
  options: SentenceOptions,
): string {
  const list = joinChinese(random, phrases, options.paraphrase);
  if (options.hedge) {
    return random.pick([`${subject} 似乎 ${list}。`, `看起来 ${subject} ${list}。`]);
  }
  const source = options.tool === "query_logs" ? "日志" : "告警";
  return random.pick([
    `${subject} 显示 ${list}。`,
    `在 ${subject} 上，${list}。`,
    `${subject} 记录了 ${list}。`,
    `${source}显示 ${subject} ${list}。`,
  ]);
}

function shapedSentence(
  random: Random,
  language: Language,
  subject: string,
  phrases: readonly string[],
  options: SentenceOptions,
): string {
  if (language === "en") {
    const list = joinEnglish(random, phrases, options.paraphrase);
    if (options.hedge) {
      return random.pick([
        `It appears that ${subject} shows ${list}.`,
        `${subject} apparently shows ${list}.`,
        `It seems that on ${subject}, ${list}.`,
        `It looks like ${subject} reported ${list}.`,
        `Apparently, for ${subject}: ${list}.`,
      ]);
    }
    if (!options.paraphrase) {
      return `${subject}: ${list}.`;
    }
    const shapes = [
      `${subject}: ${list}.`,
      `${subject} shows ${list}.`,
      `On ${subject}, ${list}.`,
      `For ${subject}, ${list}.`,
      `${subject} reported ${list}.`,
    ];
    if (options.tool === "query_logs") {
      shapes.push(`${subject} logged ${list}.`, `The log for ${subject} shows ${list}.`);
    } else if (options.tool === "query_metrics") {
      shapes.push(`The alert for ${subject} shows ${list}.`);
    }
    return random.pick(shapes);
  }
  const list = joinChinese(random, phrases, options.paraphrase);
  if (options.hedge) {
    return random.pick([
      `${subject} 似乎 ${list}。`,
      `看起来 ${subject} ${list}。`,
      `${subject} 看起来 ${list}。`,
      `好像 ${subject} ${list}。`,
      `${subject} 看上去 ${list}。`,
    ]);
  }
  if (!options.paraphrase) {
    return `${subject}：${list}。`;
  }
  const shapes = [
    `${subject} ${list}。`,
    `${subject}：${list}。`,
    `在 ${subject} 上，${list}。`,
    `${subject} 显示 ${list}。`,
    `${subject} 记录了 ${list}。`,
  ];
  if (options.tool === "query_logs") {
    shapes.push(`日志显示 ${subject} ${list}。`);
  } else if (options.tool === "query_metrics") {
    shapes.push(`告警显示 ${subject} ${list}。`);
  }
  return random.pick(shapes);
}

const WORD = /[\p{L}\p{N}_]/u;

function isWord(character: string | undefined): boolean {
  return character !== undefined && WORD.test(character);
}

export interface Window {
  readonly start: number;
  readonly end: number;
}

/** The smallest stretch covering every span, widened to word boundaries and 20 characters. */
export function windowOf(text: string, spans: readonly string[], minimum = 20): Window {
  let start = Number.POSITIVE_INFINITY;
  let end = -1;
  for (const span of spans) {
    const at = text.indexOf(span);
    if (at < 0) {
      throw new Error(`span "${span}" is not in "${text}"`);
    }
    start = Math.min(start, at);
    end = Math.max(end, at + span.length);
  }
  while (start > 0 && isWord(text[start - 1]) && isWord(text[start])) {
    start -= 1;
  }
  while (end < text.length && isWord(text[end - 1]) && isWord(text[end])) {
    end += 1;
  }
  while (end - start < minimum && (start > 0 || end < text.length)) {
    if (end < text.length) {
      while (end < text.length && !isWord(text[end])) {
        end += 1;
      }
      while (end < text.length && isWord(text[end])) {
        end += 1;
      }
    } else {
      while (start > 0 && !isWord(text[start - 1])) {
        start -= 1;
      }
      while (start > 0 && isWord(text[start - 1])) {
        start -= 1;
      }
    }
  }
  while (start < end && /\s/.test(text[start] ?? "")) {
    start += 1;
  }
  while (end > start && /[\s,;，；]/.test(text[end - 1] ?? "")) {
    end -= 1;
  }
  return { start, end };
}

export function excerptOf(text: string, spans: readonly string[]): string {
  const window = windowOf(text, spans);
  return text.slice(window.start, window.end);
}

export type VariantKind = "truncation" | "elision" | "case" | "whitespace";

/** Lower case and one space for each run of white space: how variant excerpts are compared. */
export function loose(text: string): string {
  return text.toLowerCase().replace(/\s+/g, " ").trim();
}

/** Whether an excerpt matches a record up to case, white space and `...` elisions. */
export function looselyMatches(excerpt: string, record: string): boolean {
  const parts = excerpt
    .split(/\s*(?:\.\.\.|…)\s*/)
    .map(loose)
    .filter((part) => part.length > 0);
  const haystack = loose(record);
  let from = 0;
  for (const part of parts) {
    const at = haystack.indexOf(part, from);
    if (at < 0) {
      return false;
    }
    from = at + part.length;
  }
  return parts.length > 0;
}

/**
 * An excerpt that differs from the record only as a person copying it would: cut short at a word
 * boundary, two parts joined by `...`, another case, other white space. Undefined when the
 * record does not allow the kind asked for.
 */
export function variantExcerpt(
  random: Random,
  text: string,
  kind: VariantKind,
  first: readonly string[],
  second: readonly string[],
): string | undefined {
  const all = [...first, ...second];
  const window = windowOf(text, all);
  const exact = text.slice(window.start, window.end);
  switch (kind) {
    case "truncation": {
      const prefix = text.slice(0, window.end).trimStart();
      const suffix = text.slice(window.start).replace(/[\s,;，；]+$/, "");
      const choices = [prefix, suffix].filter(
        (choice) => choice.length >= 20 && choice !== text && choice.length > exact.length,
      );
      return choices.length > 0 ? random.pick(choices) : undefined;
    }
    case "elision": {
      if (second.length === 0) {
        return undefined;
      }
      const one = windowOf(text, first, 8);
      const two = windowOf(text, second, 8);
      const [early, late] = one.start <= two.start ? [one, two] : [two, one];
      const gap = text.slice(early.end, late.start);
      if (late.start <= early.end || gap.trim().length < 3) {
        return undefined;
      }
      return `${text.slice(early.start, early.end)} ... ${text.slice(late.start, late.end)}`;
    }
    case "case": {
      const lower = exact.toLowerCase();
      if (lower !== exact) {
        return lower;
      }
      const upper = exact.toUpperCase();
      return upper !== exact ? upper : undefined;
    }
    case "whitespace": {
      if (/\s{2,}/.test(exact)) {
        return exact.replace(/\s+/g, " ");
      }
      const spaces = [...exact.matchAll(/ /g)].map((match) => match.index ?? 0);
      if (spaces.length === 0) {
        return undefined;
      }
      const at = random.pick(spaces);
      return `${exact.slice(0, at)}${random.pick(["  ", "   ", "\t"])}${exact.slice(at + 1)}`;
    }
  }
}
