/**
 * Helpers the record templates are written with: typed field constructors and `makeRecord`,
 * which turns a template's text, fields and sentence patterns into a record and checks that
 * every anchor is really in the text and every placeholder names a field.
 */
import type {
  AlertState,
  EntityKind,
  Field,
  Language,
  Pattern,
  PatternSet,
  Quantity,
  QuantityKind,
  RecordInstance,
  RecordKind,
  ToolName,
  Unit,
} from "./types.js";

/** A pattern as templates write it: bare text, or text with the record parts it relies on. */
export type PatternSource = string | Pattern;

export interface PatternSources {
  readonly en?: readonly PatternSource[];
  readonly zh?: readonly PatternSource[];
}

/** A pattern that also relies on the given literal parts of the record. */
export function relying(text: string, ...anchors: string[]): Pattern {
  return { text, anchors };
}

export function entity(kind: EntityKind, value: string, anchor = value): Field {
  return { anchor, en: value, zh: value, entity: kind };
}

/** An entity a statement names although the record does not (runbook content made a fact). */
export function unanchoredEntity(kind: EntityKind, value: string): Field {
  return { anchor: "", en: value, zh: value, entity: kind };
}

export function literal(anchor: string, en = anchor, zh = en): Field {
  return { anchor, en, zh };
}

const CHINESE_STATES: Readonly<Record<AlertState, string>> = {
  firing: "已触发",
  pending: "为 pending",
  resolved: "已恢复",
};

export function alertState(state: AlertState, anchor: string): Field {
  const contrary: AlertState = state === "resolved" ? "firing" : "resolved";
  return {
    anchor,
    en: state,
    zh: CHINESE_STATES[state],
    flip: { en: contrary, zh: CHINESE_STATES[contrary] },
  };
}

interface QuantityOptions {
  readonly kind?: QuantityKind;
  readonly unit?: Unit;
  readonly decimals?: number;
  readonly enSuffix?: string;
  readonly zhSuffix?: string;
}

export function quantity(value: number, anchor: string, options: QuantityOptions = {}): Field {
  const unit = options.unit ?? "";
  const decimals = options.decimals ?? 0;
  const enSuffix = options.enSuffix ?? unit;
  const zhSuffix = options.zhSuffix ?? unit;
  const described: Quantity = {
    value,
    unit,
    kind: options.kind ?? (unit === "%" ? "percent" : unit === "" ? "count" : "duration"),
    decimals,
    enSuffix,
    zhSuffix,
  };
  const digits = value.toFixed(decimals);
  return { anchor, en: digits + enSuffix, zh: digits + zhSuffix, quantity: described };
}

export function count(value: number, anchor: string): Field {
  return quantity(value, anchor, { kind: "count" });
}

export function percent(value: number, anchor: string, decimals = 0): Field {
  return quantity(value, anchor, { kind: "percent", unit: "%", decimals });
}

export function duration(value: number, unit: "ms" | "s" | "m", anchor: string, decimals = 0) {
  return quantity(value, anchor, { kind: "duration", unit, decimals });
}

export function statusCode(value: number, anchor: string): Field {
  return quantity(value, anchor, { kind: "code" });
}

export function ratio(numerator: number, denominator: number, anchor: string): Field {
  const written = `${numerator}/${denominator}`;
  return { anchor, en: written, zh: written, ratio: { numerator, denominator } };
}

export interface RecordMeta {
  readonly id: string;
  readonly tool: ToolName;
  readonly kind: RecordKind;
  readonly language: Language;
  readonly topic: string;
}

export interface RecordSpec {
  readonly text: string;
  readonly subjectField: string;
  readonly service: string | null;
  readonly fields: Readonly<Record<string, Field>>;
  readonly patterns: PatternSources;
  readonly negations?: PatternSources;
  readonly droppedNegations?: PatternSources;
  readonly antonyms?: PatternSources;
  readonly asFact?: PatternSources;
  readonly restated?: PatternSources;
  readonly remediations?: PatternSources;
  readonly swaps?: ReadonlyArray<readonly [string, string]>;
}

const PLACEHOLDER = /\{(\w+)\}/g;

export function placeholdersOf(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((match) => match[1] ?? "");
}

function toPattern(source: PatternSource): Pattern {
  return typeof source === "string" ? { text: source, anchors: [] } : source;
}

function toPatternSet(
  sources: PatternSources | undefined,
  meta: RecordMeta,
  text: string,
  fields: ReadonlyMap<string, Field>,
): PatternSet {
  const convert = (list: readonly PatternSource[] | undefined): Pattern[] =>
    (list ?? []).map((source) => {
      const pattern = toPattern(source);
      for (const name of placeholdersOf(pattern.text)) {
        if (!fields.has(name)) {
          throw new Error(`${meta.id}: pattern "${pattern.text}" names no field "${name}"`);
        }
      }
      for (const anchor of pattern.anchors) {
        if (!text.includes(anchor)) {
          throw new Error(`${meta.id}: anchor "${anchor}" is not in "${text}"`);
        }
      }
      return pattern;
    });
  return { en: convert(sources?.en), zh: convert(sources?.zh) };
}

export function makeRecord(meta: RecordMeta, spec: RecordSpec): RecordInstance {
  const fields = new Map(Object.entries(spec.fields));
  for (const [name, field] of fields) {
    if (field.anchor !== "" && !spec.text.includes(field.anchor)) {
      throw new Error(`${meta.id}: field ${name} anchor "${field.anchor}" not in "${spec.text}"`);
    }
  }
  if (!fields.has(spec.subjectField)) {
    throw new Error(`${meta.id}: no subject field ${spec.subjectField}`);
  }
  const set = (sources: PatternSources | undefined) =>
    toPatternSet(sources, meta, spec.text, fields);
  for (const [left, right] of spec.swaps ?? []) {
    if (!fields.has(left) || !fields.has(right)) {
      throw new Error(`${meta.id}: swap names an unknown field`);
    }
  }
  return {
    template: meta.id,
    tool: meta.tool,
    kind: meta.kind,
    language: meta.language,
    topic: meta.topic,
    text: spec.text,
    subjectField: spec.subjectField,
    service: spec.service,
    fields,
    patterns: set(spec.patterns),
    negations: set(spec.negations),
    droppedNegations: set(spec.droppedNegations),
    antonyms: set(spec.antonyms),
    asFact: set(spec.asFact),
    restated: set(spec.restated),
    remediations: set(spec.remediations),
    swaps: spec.swaps ?? [],
  };
}

/** Negations every alert supports, about the subject phrase (`{service}`, `host {host}`). */
export function alertNegations(subjectEn: string, subjectZh: string): PatternSources {
  return {
    en: [
      `${subjectEn} has no {alert} alert firing`,
      `{alert} is not firing in ${subjectEn}`,
      `${subjectEn} lacks any {alert} alert`,
      `The {alert} alert is absent in ${subjectEn}`,
      `${subjectEn} no longer has {alert} firing`,
      `{alert} never fired in ${subjectEn}`,
    ],
    zh: [
      `${subjectZh} 没有 {alert} 告警`,
      `${subjectZh} 的 {alert} 告警并未触发`,
      `${subjectZh} 未出现 {alert} 告警`,
      `${subjectZh} 无 {alert} 告警触发`,
      `${subjectZh} 的 {alert} 告警从未触发`,
    ],
  };
}

/** Joins pattern lists (a template's own and shared ones). */
export function merged(...sources: PatternSources[]): PatternSources {
  return {
    en: sources.flatMap((source) => source.en ?? []),
    zh: sources.flatMap((source) => source.zh ?? []),
  };
}

/** Remediations any subject can be given. */
export function genericRemediations(subject: string): PatternSources {
  return {
    en: [
      `${subject} needs a restart`,
      `${subject} should scale out`,
      `restart ${subject} now`,
      `roll back the last deploy of ${subject}`,
    ],
    zh: [
      `需要重启 ${subject}`,
      `建议扩容 ${subject}`,
      `应立即重启 ${subject}`,
      `建议回滚 ${subject} 的上一次发布`,
    ],
  };
}

export function pickState(
  random: { weighted<T>(entries: ReadonlyArray<readonly [T, number]>): T },
  requested: AlertState | undefined,
): AlertState {
  return (
    requested ??
    random.weighted<AlertState>([
      ["firing", 7],
      ["pending", 1.5],
      ["resolved", 1.5],
    ])
  );
}
