/**
 * Builds one claim for a held-out real-log case: a faithful restatement or
 * translation of a matched line, or a content fabrication of a given family
 * (changed value, wrong entity, negation, wrong event, added cause, added clause).
 */

import type { Random } from "../real-logs/random.js";
import { alterValue } from "./checks.js";
import type {
  EventType,
  FieldReader,
  FieldValues,
  LogRecord,
  SourceName,
  SourceProfile,
} from "./model.js";

export type Language = "en" | "zh";

export type Family =
  | "real/faithful-restatement"
  | "real/faithful-translation"
  | "real/changed-value"
  | "real/wrong-entity"
  | "real/negation"
  | "real/wrong-event"
  | "real/causal"
  | "real/added-clause";

/** A line whose message matched one of its source's event types. */
export interface MatchedLine {
  readonly record: LogRecord;
  readonly profile: SourceProfile;
  readonly eventType: EventType;
  readonly values: FieldValues;
  /** Offset of the message part within the line. */
  readonly messageStart: number;
}

/** Distinct identifier values per source and field name, for wrong-entity swaps. */
export type EntityPools = ReadonlyMap<SourceName, ReadonlyMap<string, readonly string[]>>;

export interface ClaimDraft {
  readonly claim: string;
  /** Text whose identifiers and numbers the evidence excerpt must cover. */
  readonly excerptBasis: string;
  readonly note: string;
}

export interface ClaimContext {
  readonly matched: MatchedLine;
  readonly language: Language;
  /** Every line shown in the invocation, the matched one included. */
  readonly window: readonly LogRecord[];
  readonly random: Random;
  readonly entityPools: EntityPools;
}

export function readerFor(values: FieldValues): FieldReader {
  return {
    value: (name) => {
      const found = values[name];
      if (found === undefined) {
        throw new Error(`field "${name}" is not set`);
      }
      return found;
    },
  };
}

function renderings(eventType: EventType, values: FieldValues, language: Language): string[] {
  const faithful = eventType.faithful(readerFor(values));
  return [...(language === "en" ? faithful.english : faithful.chinese)];
}

function withoutFinalStop(text: string): string {
  return text.replace(/[.。]$/, "");
}

/** Renders the faithful variants with one field replaced, keeping a variant that changed. */
function substituted(
  context: ClaimContext,
  field: string,
  replacement: string,
): { claim: string; basis: string } | undefined {
  const { matched, language, random } = context;
  const original = renderings(matched.eventType, matched.values, language);
  const changed = renderings(
    matched.eventType,
    { ...matched.values, [field]: replacement },
    language,
  );
  const differing = changed
    .map((claim, index) => ({ claim, basis: original[index] }))
    .filter(
      (pair): pair is { claim: string; basis: string } =>
        pair.basis !== undefined && pair.basis !== pair.claim,
    );
  return differing.length === 0 ? undefined : random.pick(differing);
}

function changedValue(context: ClaimContext): ClaimDraft | undefined {
  const { matched, random, window } = context;
  const windowText = window.map((record) => record.text).join("\n");
  for (const field of random.shuffle(matched.eventType.numericFields)) {
    const original = matched.values[field];
    if (original === undefined) {
      continue;
    }
    const replacement = alterValue(original, random, windowText);
    if (replacement === undefined) {
      continue;
    }
    const result = substituted(context, field, replacement);
    if (result !== undefined) {
      return {
        claim: result.claim,
        excerptBasis: result.basis,
        note: `Changed ${field} from ${original} to ${replacement} (${matched.eventType.name}).`,
      };
    }
  }
  return undefined;
}

function wrongEntity(context: ClaimContext): ClaimDraft | undefined {
  const { matched, random, window, entityPools } = context;
  const windowText = window.map((record) => record.text).join("\n");
  for (const field of random.shuffle(matched.eventType.entityFields)) {
    const original = matched.values[field];
    const pool = entityPools.get(matched.record.source)?.get(field);
    if (original === undefined || pool === undefined) {
      continue;
    }
    const candidates = pool.filter(
      (candidate) =>
        !candidate.includes(original) &&
        !original.includes(candidate) &&
        !windowText.includes(candidate),
    );
    if (candidates.length === 0) {
      continue;
    }
    const replacement = random.pick(candidates);
    const result = substituted(context, field, replacement);
    if (result !== undefined) {
      return {
        claim: result.claim,
        excerptBasis: result.basis,
        note: `Replaced ${field} ${original} with ${replacement}, taken from another line of ${matched.record.fileName} (${matched.eventType.name}).`,
      };
    }
  }
  return undefined;
}

function pairText(pair: { english: string; chinese: string }, language: Language): string {
  return language === "en" ? pair.english : pair.chinese;
}

/** Builds the claim for one family, or undefined when the family does not apply to the line. */
export function buildClaim(family: Family, context: ClaimContext): ClaimDraft | undefined {
  const { matched, language, random } = context;
  const { eventType, profile } = matched;
  const reader = readerFor(matched.values);
  switch (family) {
    case "real/faithful-restatement":
    case "real/faithful-translation": {
      const claim = random.pick(renderings(eventType, matched.values, language));
      const kind = language === "en" ? "English restatement" : "Chinese rendering";
      return { claim, excerptBasis: claim, note: `Faithful ${kind} (${eventType.name}).` };
    }
    case "real/changed-value":
      return changedValue(context);
    case "real/wrong-entity":
      return wrongEntity(context);
    case "real/negation": {
      const claim = pairText(eventType.negation(reader), language);
      const note = eventType.negationDropsLineNegation
        ? `Dropped the negation the line carries (${eventType.name}).`
        : `Negated the recorded event (${eventType.name}).`;
      return { claim, excerptBasis: claim, note };
    }
    case "real/wrong-event": {
      const claim = pairText(eventType.wrongEvent(reader), language);
      return {
        claim,
        excerptBasis: claim,
        note: `States a different event or state than the line records (${eventType.name}).`,
      };
    }
    case "real/causal": {
      const base = random.pick(renderings(eventType, matched.values, language));
      const cause = random.pick(profile.causes);
      const claim =
        language === "en"
          ? `${withoutFinalStop(base)} ${cause.english}.`
          : `${withoutFinalStop(base)}，${cause.chinese}。`;
      return {
        claim,
        excerptBasis: base,
        note: `True restatement with an unsupported cause: "${cause.english}" (${eventType.name}).`,
      };
    }
    case "real/added-clause": {
      const base = random.pick(renderings(eventType, matched.values, language));
      const addition = random.pick(profile.additions);
      const claim =
        language === "en"
          ? `${withoutFinalStop(base)} ${addition.english}.`
          : `${withoutFinalStop(base)}，${addition.chinese}。`;
      return {
        claim,
        excerptBasis: base,
        note: `True restatement plus an unsupported clause: "${addition.english}" (${eventType.name}).`,
      };
    }
  }
}
