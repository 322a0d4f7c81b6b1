/**
 * Builders for templates: facts with their faithful and misstating phrasings, subjects, and the
 * wrapper that checks every span a fact rests on is verbatim in the record text.
 */
import type { Random } from "./random.js";
import type {
  Advice,
  EvidenceRecord,
  Fact,
  Injection,
  Language,
  Phrase,
  Quantity,
  Ratio,
  RecordRole,
  Renderings,
  ServiceProfile,
  Subject,
  SubjectKind,
  Template,
  ToolName,
} from "./types.js";

export type AlertState = "firing" | "pending" | "resolved";

interface Extras {
  readonly negated?: Renderings;
  readonly antonym?: Renderings;
  readonly dropped?: Renderings;
  readonly swapped?: Renderings;
  readonly converted?: { readonly en: readonly Phrase[]; readonly zh: readonly Phrase[] };
}

function withExtras(fact: Fact, extras: Extras): Fact {
  return {
    ...fact,
    ...(extras.negated ? { negated: extras.negated } : {}),
    ...(extras.antonym ? { antonym: extras.antonym } : {}),
    ...(extras.dropped ? { dropped: extras.dropped } : {}),
    ...(extras.swapped ? { swapped: extras.swapped } : {}),
    ...(extras.converted ? { converted: extras.converted } : {}),
  };
}

const constant =
  (text: string): Phrase =>
  () =>
    text;

/** A fact without a number: a label, a state or a message the record states. */
export function statement(
  name: string,
  spans: string | readonly string[],
  en: readonly string[],
  zh: readonly string[],
  extras: Extras = {},
): Fact {
  return withExtras(
    {
      name,
      spans: typeof spans === "string" ? [spans] : spans,
      en: en.map(constant),
      zh: zh.map(constant),
    },
    extras,
  );
}

interface KeyValueOptions extends Extras {
  readonly name?: string;
  readonly span?: string;
  readonly en?: readonly Phrase[];
  readonly zh?: readonly Phrase[];
  /** Use only the given phrasings, not the key=value defaults. */
  readonly only?: boolean;
}

/** A `key=value` number; the defaults restate it as `key=v`, `key v`, `key 为 v`. */
export function keyValue(key: string, amount: Quantity, options: KeyValueOptions = {}): Fact {
  const defaultsEnglish: Phrase[] = [
    (value) => `${key}=${value}`,
    (value) => `${key} ${value}`,
    (value) => `${key} is ${value}`,
    (value) => `${key} at ${value}`,
  ];
  const defaultsChinese: Phrase[] = [
    (value) => `${key}=${value}`,
    (value) => `${key} 为 ${value}`,
    (value) => `${key} 是 ${value}`,
    (value) => `${key} 达到 ${value}`,
  ];
  const english = options.only
    ? (options.en ?? [])
    : [...defaultsEnglish.slice(0, 1), ...(options.en ?? []), ...defaultsEnglish.slice(1)];
  const chinese = options.only
    ? (options.zh ?? [])
    : [...defaultsChinese.slice(0, 1), ...(options.zh ?? []), ...defaultsChinese.slice(1)];
  return withExtras(
    {
      name: options.name ?? key,
      spans: [options.span ?? `${key}=${amount.format(amount.value, "en")}`],
      en: english,
      zh: chinese,
      quantity: amount,
    },
    options,
  );
}

/** A number stated in prose; phrasings are given in full. */
export function proseNumber(
  name: string,
  span: string,
  amount: Quantity,
  en: readonly Phrase[],
  zh: readonly Phrase[],
  extras: Extras = {},
): Fact {
  return withExtras({ name, spans: [span], en, zh, quantity: amount }, extras);
}

export function ratioFact(
  name: string,
  spans: string | readonly string[],
  ratio: Ratio,
  en: readonly Phrase[],
  zh: readonly Phrase[],
  extras: Extras = {},
): Fact {
  return withExtras(
    { name, spans: typeof spans === "string" ? [spans] : spans, en, zh, ratio },
    extras,
  );
}

const STATE_ENGLISH: Record<AlertState, (alert: string) => string[]> = {
  firing: (alert) => [
    `${alert} is firing`,
    `${alert} firing`,
    `the ${alert} alert is firing`,
    `${alert} alert firing`,
  ],
  pending: (alert) => [`${alert} is pending`, `${alert} pending`, `the ${alert} alert is pending`],
  resolved: (alert) => [
    `${alert} resolved`,
    `${alert} is resolved`,
    `${alert} has resolved`,
    `the ${alert} alert resolved`,
  ],
};

const STATE_CHINESE: Record<AlertState, (alert: string) => string[]> = {
  firing: (alert) => [`${alert} 告警触发`, `${alert} 告警正在触发`, `${alert} 已触发`],
  pending: (alert) => [`${alert} 处于 pending`, `${alert} 告警处于 pending`],
  resolved: (alert) => [`${alert} 告警已恢复`, `${alert} 已恢复`, `${alert} 告警恢复`],
};

const STATE_NEGATED: Record<AlertState, (alert: string) => Renderings> = {
  firing: (alert) => ({
    en: [`${alert} is not firing`, `${alert} is no longer firing`, `${alert} never fired`],
    zh: [`${alert} 告警没有触发`, `${alert} 告警并未触发`, `${alert} 未触发`],
  }),
  pending: (alert) => ({
    en: [`${alert} is not pending`],
    zh: [`${alert} 并未 pending`],
  }),
  resolved: (alert) => ({
    en: [`${alert} has not resolved`, `${alert} is not resolved`],
    zh: [`${alert} 告警未恢复`, `${alert} 没有恢复`],
  }),
};

/** The state of a Prometheus alert (`RedisMemoryHigh firing`). */
export function alertStatus(alert: string, state: AlertState, spans: readonly string[]): Fact {
  const opposite: AlertState = state === "resolved" ? "firing" : "resolved";
  return statement("state", spans, STATE_ENGLISH[state](alert), STATE_CHINESE[state](alert), {
    negated: STATE_NEGATED[state](alert),
    antonym: { en: STATE_ENGLISH[opposite](alert), zh: STATE_CHINESE[opposite](alert) },
  });
}

export function alertState(random: Random): AlertState {
  const roll = random.next();
  return roll < 0.7 ? "firing" : roll < 0.9 ? "resolved" : "pending";
}

/** A service named by a `service=` key (or another field that does not say "service"). */
export function serviceSubject(name: string, span: string, serviceWord: boolean): Subject {
  return {
    name,
    kind: "service",
    span,
    en: serviceWord ? [name, `service ${name}`, `the ${name} service`] : [name],
    zh: serviceWord ? [name, `${name} 服务`, `服务 ${name}`] : [name],
  };
}

export function subject(
  name: string,
  kind: SubjectKind,
  span: string,
  en: readonly string[],
  zh: readonly string[],
): Subject {
  return { name, kind, span, en, zh };
}

export interface TemplateMeta {
  readonly id: string;
  readonly tool: ToolName;
  readonly language: Language;
  readonly domain: string;
  readonly role?: RecordRole;
  readonly subjectKind: SubjectKind;
}

export interface RecordBody {
  readonly text: string;
  readonly subject: Subject;
  readonly facts: readonly Fact[];
  readonly advice?: readonly Advice[];
  readonly injection?: Injection;
}

/** Declares a template; each record it builds is checked: every span verbatim in the text. */
export function defineTemplate(
  meta: TemplateMeta,
  body: (random: Random, profile: ServiceProfile) => RecordBody,
): Template {
  const role = meta.role ?? "evidence";
  return {
    id: meta.id,
    tool: meta.tool,
    language: meta.language,
    domain: meta.domain,
    role,
    subjectKind: meta.subjectKind,
    build: (random, profile) => {
      const built = body(random, profile);
      const spans = [
        built.subject.span,
        ...built.facts.flatMap((fact) => fact.spans),
        ...(built.advice ?? []).map((advice) => advice.span),
        ...(built.injection ? [built.injection.span] : []),
      ];
      for (const span of spans) {
        if (!built.text.includes(span)) {
          throw new Error(`template ${meta.id}: span "${span}" is not in "${built.text}"`);
        }
      }
      const record: EvidenceRecord = {
        template: meta.id,
        tool: meta.tool,
        language: meta.language,
        domain: meta.domain,
        role,
        text: built.text,
        subject: built.subject,
        facts: built.facts,
        advice: built.advice ?? [],
        ...(built.injection ? { injection: built.injection } : {}),
      };
      return record;
    },
  };
}
