/**
 * Shared steps of the case families: finding a record that suits a claim language, choosing
 * facts, phrasing them, citing the spans they rest on, and wrapping claims into a case plan.
 */
import {
  EVIDENCE_TEMPLATES,
  findRecord,
  INJECTED_TEMPLATES,
  RUNBOOK_TEMPLATES,
} from "./catalog.js";
import { hasForms, recordValue, renderFact, sentence, usableFacts } from "./compose.js";
import { randomProfile } from "./profiles.js";
import { isWordable } from "./quantities.js";
import type { Random } from "./random.js";
import type {
  EvidenceRecord,
  Fact,
  Language,
  Plan,
  PlannedCitation,
  PlannedClaim,
  Template,
} from "./types.js";

const TEMPLATE_BY_ID = new Map<string, Template>(
  [...EVIDENCE_TEMPLATES, ...RUNBOOK_TEMPLATES, ...INJECTED_TEMPLATES].map((template) => [
    template.id,
    template,
  ]),
);

export function templateOf(record: EvidenceRecord): Template {
  const template = TEMPLATE_BY_ID.get(record.template);
  if (!template) {
    throw new Error(`unknown template ${record.template}`);
  }
  return template;
}

export interface Piece {
  readonly record: EvidenceRecord;
  readonly fact: Fact;
  readonly phrase: string;
}

function other(language: Language): Language {
  return language === "en" ? "zh" : "en";
}

/** English claims rest on English records; Chinese claims on Chinese records or English ones. */
export function recordLanguageFor(random: Random, language: Language, cross: boolean): Language {
  if (cross) {
    return other(language);
  }
  return language === "en" ? "en" : random.chance(0.55) ? "zh" : "en";
}

export interface EvidenceOptions {
  readonly cross?: boolean;
  readonly recordLanguage?: Language;
  readonly templates?: readonly Template[];
  readonly exclude?: readonly string[];
}

export function claimable(record: EvidenceRecord, language: Language): boolean {
  return record.subject[language].length > 0 && usableFacts(record, language).length > 0;
}

export function evidenceFor(
  random: Random,
  language: Language,
  accept: (record: EvidenceRecord) => boolean,
  options: EvidenceOptions = {},
): EvidenceRecord {
  const recordLanguage =
    options.recordLanguage ?? recordLanguageFor(random, language, options.cross ?? false);
  return findRecord(
    random,
    {
      templates: options.templates ?? EVIDENCE_TEMPLATES,
      language: recordLanguage,
      ...(options.exclude ? { exclude: options.exclude } : {}),
    },
    (record) => claimable(record, language) && accept(record),
  );
}

export function subjectPhrase(
  random: Random,
  record: EvidenceRecord,
  language: Language,
  paraphrase: boolean,
): string {
  const forms = record.subject[language];
  const form = paraphrase ? random.pick(forms) : forms[0];
  if (form === undefined) {
    throw new Error(`record of ${record.template} has no ${language} subject`);
  }
  return form;
}

/** Whether two facts rest on a common piece of the record (the same key, say). */
function overlaps(one: Fact, two: Fact): boolean {
  return one.spans.some((left) =>
    two.spans.some((right) => left.includes(right) || right.includes(left)),
  );
}

/** Up to `count` usable facts, `required` first; in record order unless paraphrased. */
export function pickFacts(
  random: Random,
  record: EvidenceRecord,
  language: Language,
  count: number,
  options: { readonly required?: Fact; readonly paraphrase?: boolean; readonly avoid?: Fact } = {},
): Fact[] {
  const pool = usableFacts(record, language).filter(
    (fact) =>
      fact !== options.required && (options.avoid === undefined || !overlaps(fact, options.avoid)),
  );
  const chosen = random.sample(pool, Math.max(0, count - (options.required ? 1 : 0)));
  const all = options.required ? [options.required, ...chosen] : chosen;
  if (options.paraphrase) {
    return random.shuffle(all);
  }
  return all.sort((left, right) => record.facts.indexOf(left) - record.facts.indexOf(right));
}

export function faithfulPieces(
  random: Random,
  record: EvidenceRecord,
  facts: readonly Fact[],
  language: Language,
  paraphrase: boolean,
): Piece[] {
  return facts.map((fact) => ({
    record,
    fact,
    phrase: renderFact(random, fact, language, { paraphrase }),
  }));
}

export function citationsOf(
  pieces: readonly Piece[],
  subjects: readonly EvidenceRecord[] = [],
): PlannedCitation[] {
  const order: EvidenceRecord[] = [];
  const spans = new Map<EvidenceRecord, string[]>();
  const touch = (record: EvidenceRecord): string[] => {
    let list = spans.get(record);
    if (!list) {
      list = [record.subject.span];
      spans.set(record, list);
      order.push(record);
    }
    return list;
  };
  for (const record of subjects) {
    touch(record);
  }
  for (const piece of pieces) {
    touch(piece.record).push(...piece.fact.spans);
  }
  return order.map((record) => ({ record, spans: spans.get(record) ?? [] }));
}

export function claimOf(
  random: Random,
  language: Language,
  subject: string,
  pieces: readonly Piece[],
  options: { readonly paraphrase: boolean; readonly hedge?: boolean },
): PlannedClaim {
  const first = pieces[0];
  if (!first) {
    throw new Error("a claim needs at least one fact");
  }
  return {
    text: sentence(
      random,
      language,
      subject,
      pieces.map((piece) => piece.phrase),
      { paraphrase: options.paraphrase, hedge: options.hedge ?? false, tool: first.record.tool },
    ),
    citations: citationsOf(pieces),
  };
}

export function question(random: Random, language: Language, subject: string): string {
  return language === "en"
    ? random.pick([
        `Why is ${subject} alerting?`,
        `What is going on with ${subject}?`,
        `Is ${subject} degraded right now?`,
        `What do the logs say about ${subject}?`,
        `Can you check ${subject} for me?`,
        `${subject} looks unhappy, what happened?`,
      ])
    : random.pick([
        `${subject} 为什么告警？`,
        `${subject} 现在是什么情况？`,
        `帮我看看 ${subject} 出了什么问题`,
        `${subject} 有异常吗？`,
        `${subject} 的日志里有什么？`,
      ]);
}

export function plan(
  random: Random,
  language: Language,
  subject: string,
  claims: readonly PlannedClaim[],
  note: string,
  background: readonly EvidenceRecord[] = [],
): Plan {
  return { question: question(random, language, subject), claims, background, note };
}

export interface SimpleClaim {
  readonly claim: PlannedClaim;
  readonly record: EvidenceRecord;
  readonly facts: readonly Fact[];
}

/** A faithful claim of one to two facts of one record. */
export function simpleFaithful(
  random: Random,
  language: Language,
  options: {
    readonly record?: EvidenceRecord;
    readonly hedge?: boolean;
    readonly exclude?: readonly string[];
  } = {},
): SimpleClaim {
  const record =
    options.record ??
    evidenceFor(random, language, () => true, options.exclude ? { exclude: options.exclude } : {});
  const paraphrase = random.chance(0.5);
  const facts = pickFacts(random, record, language, random.integer(1, 2), { paraphrase });
  const pieces = faithfulPieces(random, record, facts, language, paraphrase);
  const claim = claimOf(
    random,
    language,
    subjectPhrase(random, record, language, paraphrase),
    pieces,
    {
      paraphrase,
      hedge: options.hedge ?? false,
    },
  );
  return { claim, record, facts };
}

/** Adds, with the given probability, a faithful claim about another record. */
export function withSibling(
  random: Random,
  language: Language,
  built: Plan,
  probability: number,
): Plan {
  if (!random.chance(probability)) {
    return built;
  }
  const sibling = simpleFaithful(random, language).claim;
  const claims = [...built.claims];
  claims.splice(random.integer(0, claims.length), 0, sibling);
  return { ...built, claims, note: `${built.note}; plus one faithful claim` };
}

/** Puts `clause` before the closing full stop of a claim sentence. */
export function appendClause(text: string, clause: string): string {
  const last = text.slice(-1);
  if (last === "." || last === "。") {
    return `${text.slice(0, -1)}${clause}${last}`;
  }
  return `${text}${clause}`;
}

export function textsOf(claim: PlannedClaim): string {
  return claim.citations.map((citation) => citation.record.text.toLowerCase()).join("\n");
}

/**
 * Whether another cited record of the subject states a different value for a claimed quantity
 * (same kind of quantity, or same key), which would make two records of one subject disagree.
 */
export function disagrees(pieces: readonly Piece[], records: readonly EvidenceRecord[]): boolean {
  return pieces.some((piece) => {
    const amount = piece.fact.quantity ?? piece.fact.ratio;
    if (amount === undefined) {
      return false;
    }
    const claimed = recordValue(piece.fact, "en");
    return records.some(
      (record) =>
        record !== piece.record &&
        record.facts.some(
          (fact) =>
            (fact.name === piece.fact.name ||
              (fact.quantity !== undefined &&
                piece.fact.quantity !== undefined &&
                fact.quantity.group === piece.fact.quantity.group)) &&
            recordValue(fact, "en") !== claimed,
        ),
    );
  });
}

export function convertible(fact: Fact, language: Language): boolean {
  const amount = fact.quantity;
  if (!amount || !(amount.unit === "ms" || amount.unit === "s" || amount.unit === "min")) {
    return false;
  }
  if (amount.unit === "ms" && amount.value < 100) {
    return false;
  }
  return hasForms(fact, language) || (fact.converted?.[language].length ?? 0) > 0;
}

/** A claim of `required` rendered with `value`, plus up to one more faithful fact. */
export function focusedClaim(
  random: Random,
  language: Language,
  record: EvidenceRecord,
  required: Fact,
  phrase: string,
  options: { readonly hedge?: boolean; readonly extra?: number } = {},
): PlannedClaim {
  const paraphrased = random.chance(0.5);
  const extra = options.extra ?? random.integer(0, 1);
  const others = faithfulPieces(
    random,
    record,
    pickFacts(random, record, language, extra, { avoid: required, paraphrase: paraphrased }),
    language,
    paraphrased,
  );
  const pieces = [{ record, fact: required, phrase }, ...others];
  return claimOf(
    random,
    language,
    subjectPhrase(random, record, language, paraphrased),
    paraphrased ? random.shuffle(pieces) : pieces,
    { paraphrase: paraphrased, hedge: options.hedge ?? false },
  );
}

export function wordable(fact: Fact, language: Language): boolean {
  const amount = fact.quantity;
  return (
    amount !== undefined &&
    amount.unit === "count" &&
    isWordable(amount.value) &&
    hasForms(fact, language)
  );
}

export function backgroundFor(
  random: Random,
  domain: string,
  language: Language,
): EvidenceRecord[] {
  if (!random.chance(0.6)) {
    return [];
  }
  const templates = EVIDENCE_TEMPLATES.filter(
    (template) => template.domain === domain && template.language === language,
  );
  if (templates.length === 0) {
    return [];
  }
  return [random.pick(templates).build(random, randomProfile(random))];
}
