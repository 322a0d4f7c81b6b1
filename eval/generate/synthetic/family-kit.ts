/**
 * Building blocks shared by the case families: faithful statements with their bindings,
 * hedges, joins, companion claims and the small checks fabrications need (a changed value
 * must not occur in the cited record).
 */
import {
  anchorsOf,
  type ExcerptWidth,
  lowerFirst,
  render,
  tidy,
  verbatimExcerpt,
} from "./claims.js";
import { type Drawn, draw, RUNBOOK_TEMPLATES } from "./draw.js";
import type { Random } from "./random.js";
import { placeholdersOf } from "./record-kit.js";
import type {
  BindingPlan,
  BuildOptions,
  CasePlan,
  ClaimKind,
  ClaimPlan,
  Field,
  Group,
  Language,
  Pattern,
  RecordInstance,
} from "./types.js";

export interface Family {
  readonly name: string;
  readonly group: Group;
  build(random: Random, language: Language): CasePlan;
}

export function faithfulBinding(
  random: Random,
  record: RecordInstance,
  anchors: readonly string[],
  width?: ExcerptWidth,
): BindingPlan {
  return {
    record,
    excerpt: verbatimExcerpt(random, record.text, anchors, width),
    form: "verbatim",
    fault: null,
  };
}

interface ClaimParts {
  readonly text: string;
  readonly bindings: readonly BindingPlan[];
  readonly note: string;
  readonly kind?: ClaimKind;
  readonly fabricated?: boolean;
  readonly convertedNumbers?: readonly string[];
}

export function claimPlan(parts: ClaimParts): ClaimPlan {
  return {
    text: parts.text,
    kind: parts.kind ?? "observation",
    bindings: parts.bindings,
    convertedNumbers: parts.convertedNumbers ?? [],
    fabricated: parts.fabricated ?? false,
    note: parts.note,
  };
}

export function casePlan(
  claims: readonly ClaimPlan[],
  focus: RecordInstance,
  extra: Partial<Omit<CasePlan, "claims" | "focus">> = {},
): CasePlan {
  return {
    claims,
    focus,
    extraRecords: extra.extraRecords ?? [],
    otherSessionRecords: extra.otherSessionRecords ?? new Set(),
    absentRecords: extra.absentRecords ?? new Set(),
  };
}

/** A drawn pattern rendered, with a binding whose excerpt covers what it relies on. */
export function statement(
  random: Random,
  drawn: Drawn,
  language: Language,
  overrides: ReadonlyMap<string, string> = new Map(),
): { text: string; binding: BindingPlan } {
  return {
    text: render(drawn.record, drawn.pattern, language, overrides),
    binding: faithfulBinding(random, drawn.record, anchorsOf(drawn.record, drawn.pattern)),
  };
}

export function fieldsOf(record: RecordInstance, pattern: Pattern): Array<[string, Field]> {
  const result: Array<[string, Field]> = [];
  for (const name of new Set(placeholdersOf(pattern.text))) {
    const field = record.fields.get(name);
    if (field !== undefined) {
      result.push([name, field]);
    }
  }
  return result;
}

export function numbersIn(text: string): Set<string> {
  return new Set([...text.matchAll(/\d+(?:\.\d+)?/g)].map((match) => match[0]));
}

/** A value written as `digits + suffix` in the claim's language. */
export function writtenValue(field: Field, value: number, language: Language): string {
  const quantity = field.quantity;
  if (quantity === undefined) {
    return String(value);
  }
  const suffix = language === "en" ? quantity.enSuffix : quantity.zhSuffix;
  return value.toFixed(quantity.decimals) + suffix;
}

export function hedge(random: Random, text: string, language: Language): string {
  if (language === "en") {
    return random.pick([
      `It appears that ${lowerFirst(text)}`,
      `It seems that ${lowerFirst(text)}`,
      `${text}, it seems`,
      `${text}, it appears`,
    ]);
  }
  return tidy(random.pick([`似乎${text}`, `看起来${text}`, `看起来，${text}`]), "zh");
}

/** Two statements about the same subject in one claim. */
export function joinStatements(
  random: Random,
  language: Language,
  first: string,
  second: string,
): string {
  if (language === "en") {
    return random.pick([`${first}, and ${lowerFirst(second)}`, `${first}; ${second}`]);
  }
  return tidy(random.pick([`${first}；${second}`, `${first}，${second}`]), "zh");
}

export type FaithfulStyle = "paraphrase" | "cross" | "verbatim" | "hedged" | "runbook";

const VERBATIM_PREFIXES: Readonly<Record<Language, Record<"alert" | "log", readonly string[]>>> = {
  en: {
    alert: ["", "Alert: ", "The alert reported: "],
    log: ["", "Log: ", "Logged: ", "The log reported: "],
  },
  zh: {
    alert: ["告警：", "告警显示：", "告警记录："],
    log: ["日志：", "日志显示：", "日志记录："],
  },
};

const HAN = /\p{sc=Han}/u;
/** `<timestamp> <level> <service> [<thread>] <logger> - <message>` */
const JAVA_LAYOUT = /^\d{4}-\d{2}-\d{2}T\S+ (?:ERROR|WARN|INFO|DEBUG) \S+ \[[^\]]*\] \S+ - /;

/** The part of a record a verbatim claim repeats: all of it, or its message. */
function verbatimChunk(random: Random, record: RecordInstance): string {
  const text = record.text;
  if (record.kind === "log" && JAVA_LAYOUT.test(text) && random.chance(0.5)) {
    const dash = text.indexOf(" - ");
    if (dash > 0) {
      const message = text.slice(dash + 3);
      if (message.length >= 20 && (record.language === "en" || HAN.test(message))) {
        return message;
      }
    }
  }
  if (record.kind === "alert" && random.chance(0.4)) {
    const commas = [...text.matchAll(/, /g)].map((match) => match.index ?? 0);
    const cut = commas[random.int(Math.min(2, commas.length - 1), commas.length - 1)];
    if (cut !== undefined && cut >= 20) {
      return text.slice(0, cut);
    }
  }
  return text;
}

/** A claim that repeats (part of) a record in its own words, with framing in front. */
export function verbatimClaim(
  random: Random,
  record: RecordInstance,
  language: Language,
): {
  text: string;
  binding: BindingPlan;
} {
  const chunk = verbatimChunk(random, record);
  const prefixes = VERBATIM_PREFIXES[language][record.kind === "alert" ? "alert" : "log"];
  return {
    text: `${random.pick(prefixes)}${chunk}`,
    binding: { record, excerpt: chunk, form: "verbatim", fault: null },
  };
}

/** One faithful claim of a plain style, for several-claims cases, companions and bases. */
export function simpleFaithful(
  random: Random,
  language: Language,
  style: FaithfulStyle,
  options: BuildOptions = {},
): { claim: ClaimPlan; record: RecordInstance } {
  if (style === "verbatim") {
    const drawn = draw(random, { language, recordLanguage: "same", options });
    const { text, binding } = verbatimClaim(random, drawn.record, language);
    return {
      claim: claimPlan({ text, bindings: [binding], note: "restates @0 word for word" }),
      record: drawn.record,
    };
  }
  if (style === "runbook") {
    const drawn = draw(random, {
      language,
      recordLanguage: "same",
      templates: RUNBOOK_TEMPLATES,
      options,
    });
    const { text, binding } = statement(random, drawn, language);
    return {
      claim: claimPlan({ text, bindings: [binding], note: "attributes @0 to the runbook" }),
      record: drawn.record,
    };
  }
  const drawn = draw(random, {
    language,
    recordLanguage: style === "paraphrase" ? "same" : style === "cross" ? "cross" : "any",
    options,
  });
  const { text, binding } = statement(random, drawn, language);
  const hedged = style === "hedged";
  return {
    claim: claimPlan({
      text: hedged ? hedge(random, text, language) : text,
      bindings: [binding],
      note: hedged
        ? "restates @0 with a hedge"
        : style === "cross"
          ? "restates @0 across languages"
          : "paraphrases @0",
    }),
    record: drawn.record,
  };
}

/** Faithful claims that go with a fabrication, about the same service where possible. */
function companions(random: Random, language: Language, service: string | null): ClaimPlan[] {
  const wanted = random.weighted<number>([
    [0, 62],
    [1, 30],
    [2, 8],
  ]);
  const result: ClaimPlan[] = [];
  for (let index = 0; index < wanted; index++) {
    const style = random.weighted<FaithfulStyle>([
      ["paraphrase", 5],
      ["cross", 2],
      ["hedged", 1],
      ["verbatim", 1],
    ]);
    const options: BuildOptions = service !== null && random.chance(0.6) ? { service } : {};
    result.push(simpleFaithful(random, language, style, options).claim);
  }
  return result;
}

/** The fabricated claim placed among its companions. */
export function withCompanions(
  random: Random,
  language: Language,
  fabricated: ClaimPlan,
  service: string | null,
): ClaimPlan[] {
  const others = companions(random, language, service);
  const position = random.int(0, others.length);
  return [...others.slice(0, position), fabricated, ...others.slice(position)];
}

/** Entity names mentioned by any of the records (so a substitute can avoid them). */
export function mentionedIn(records: readonly RecordInstance[], candidates: readonly string[]) {
  return new Set(
    candidates.filter((candidate) => records.some((record) => record.text.includes(candidate))),
  );
}
