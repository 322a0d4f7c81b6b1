/**
 * Builds labelled replay cases from real log lines. A faithful case restates (or translates) the
 * facts of one cited line; a content case binds the same authentic excerpt to a claim made false
 * or unsupported by construction: a changed value, another entity, a negation, another event,
 * an added cause or an added clause. Labels follow from the construction, not from a reviewer.
 */
import { containsWholeToken, identifierTokens } from "./checks.js";
import { CAUSES, CLAUSES, changeValue, withCause, withClause } from "./fabrication.js";
import { type Fields, type Language, type Render, tryRender } from "./model.js";
import type { Random } from "./random.js";
import { logClaimCase } from "./replay-case.js";
import type { LoadedSource, ParsedEvent, SourceLine } from "./sources.js";

export const FAMILIES = [
  "real/faithful-restatement",
  "real/faithful-translation",
  "real/changed-value",
  "real/wrong-entity",
  "real/negation",
  "real/wrong-event",
  "real/causal",
  "real/added-clause",
] as const;

export type Family = (typeof FAMILIES)[number];

export function isFaithful(family: Family): boolean {
  return family === "real/faithful-restatement" || family === "real/faithful-translation";
}

export interface PlannedCase {
  readonly family: Family;
  readonly language: Language;
}

interface EvidenceReference {
  readonly raw_path: string;
  readonly text: string;
}

/** One replay case as written to the corpus (one JSON line). */
export interface ReplayCaseRecord {
  readonly case_id: string;
  readonly group: "faithful" | "content";
  readonly family: Family;
  readonly language: Language;
  readonly source: string;
  readonly session_id: string;
  readonly question: string;
  readonly invocations: readonly {
    readonly id: number;
    readonly session_id: string;
    readonly tool_name: string;
    readonly retrieval_details: {
      readonly evidence_status: "ok";
      readonly evidence_refs: readonly EvidenceReference[];
    };
  }[];
  readonly executor_output: {
    readonly claims: readonly {
      readonly claim_id: string;
      readonly text: string;
      readonly kind: "observation";
      readonly status: "confirmed";
      readonly evidence_bindings: readonly {
        readonly tool_name: string;
        readonly source_invocation_id: number;
        readonly raw_path: string;
        readonly evidence_excerpt: string;
      }[];
    }[];
    readonly recommended_actions: readonly string[];
    readonly tool_trace_summary: string;
  };
  readonly expect:
    | { readonly effective_verdict: "PASS"; readonly severity: "none" }
    | { readonly effective_verdict: readonly ["LOW_CONFID", "REJECT"]; readonly severity: "none" };
  readonly note: string;
}

/** A generated case and what the checks need to know about how it was made. */
export interface GeneratedCase {
  readonly record: ReplayCaseRecord;
  readonly event: ParsedEvent;
  readonly records: readonly SourceLine[];
  readonly targetPosition: number;
  /** The value a changed-value or wrong-entity claim states instead of the line's. */
  readonly fabricatedToken: string | null;
}

interface Claim {
  readonly text: string;
  readonly note: string;
  readonly fabricatedToken: string | null;
}

type EntityPools = ReadonlyMap<string, readonly string[]>;

function entityPools(source: LoadedSource): EntityPools {
  const pools = new Map<string, Set<string>>();
  for (const event of source.events) {
    for (const slot of event.type.entities ?? []) {
      const value = event.fields[slot.field];
      if (value === undefined) {
        continue;
      }
      const pool = pools.get(slot.pool) ?? new Set<string>();
      pool.add(value);
      pools.set(slot.pool, pool);
    }
  }
  return new Map([...pools].map(([name, values]) => [name, [...values].sort()]));
}

function faithfulRenders(
  event: ParsedEvent,
  language: Language,
): { index: number; text: string }[] {
  return event.type.faithful[language].flatMap((render, index) => {
    const text = tryRender(render, event.fields);
    return text === null ? [] : [{ index, text }];
  });
}

function eligible(
  event: ParsedEvent,
  family: Family,
  language: Language,
  pools: EntityPools,
): boolean {
  if (faithfulRenders(event, language).length === 0) {
    return false;
  }
  const type = event.type;
  switch (family) {
    case "real/faithful-restatement":
      return language === "en";
    case "real/faithful-translation":
      return language === "zh";
    case "real/changed-value":
      return (type.values ?? []).some((slot) => event.fields[slot.field] !== undefined);
    case "real/wrong-entity":
      return (type.entities ?? []).some(
        (slot) => event.fields[slot.field] !== undefined && (pools.get(slot.pool)?.length ?? 0) > 1,
      );
    case "real/negation":
      return (
        type.negation !== undefined && tryRender(type.negation[language], event.fields) !== null
      );
    case "real/wrong-event":
      return (
        type.wrongEvent !== undefined && tryRender(type.wrongEvent[language], event.fields) !== null
      );
    case "real/causal":
    case "real/added-clause":
      return true;
  }
}

function invocationWindow(random: Random, line: SourceLine, lines: readonly SourceLine[]) {
  const extra = random.integer(0, 4);
  const before = random.integer(0, extra);
  const start = Math.max(0, line.index - before);
  const end = Math.min(lines.length - 1, start + extra);
  const window = lines.slice(start, end + 1);
  return { records: window, targetPosition: line.index - start };
}

/**
 * The authentic excerpt: the line's message, widened to cover every number and identifier the
 * faithful restatement uses, and to at least 20 characters, starting at a word boundary.
 */
export function excerptFor(event: ParsedEvent, faithfulText: string): string {
  const text = event.line.text;
  let [start, end] = event.message;
  for (const token of identifierTokens(faithfulText)) {
    let at = text.indexOf(token, event.message[0]);
    if (at < 0) {
      at = text.indexOf(token);
    }
    if (at >= 0) {
      start = Math.min(start, at);
      end = Math.max(end, at + token.length);
    }
  }
  while (end - start < 20 && end < text.length) {
    end += 1;
  }
  while (end - start < 20 && start > 0) {
    start -= 1;
  }
  while (start > 0 && !/\s/.test(text.charAt(start - 1)) && !/\s/.test(text.charAt(start))) {
    start -= 1;
  }
  while (/\s/.test(text.charAt(start))) {
    start += 1;
  }
  return text.slice(start, end);
}

/**
 * Whether a record other than the cited one shares an identifier with the claim. A wrong-event
 * claim about the same instance, session or block could be true of such a neighbour (a wrong
 * citation rather than wrong content), so wrong-event cases avoid these windows.
 */
function neighbourSharesIdentifier(
  claim: string,
  records: readonly SourceLine[],
  target: number,
): boolean {
  const identifiers = identifierTokens(claim).filter((token) => token.length >= 4);
  return records.some(
    (record, position) =>
      position !== target && identifiers.some((token) => record.text.includes(token)),
  );
}

function absentFromRecords(records: readonly SourceLine[], token: string): boolean {
  return records.every((record) => !containsWholeToken(record.text, token));
}

function changedValueClaim(
  random: Random,
  event: ParsedEvent,
  render: Render,
  faithfulText: string,
  records: readonly SourceLine[],
): Claim | null {
  for (const slot of random.shuffle(event.type.values ?? [])) {
    const old = event.fields[slot.field];
    if (old === undefined || !faithfulText.includes(old)) {
      continue;
    }
    for (let attempt = 0; attempt < 6; attempt++) {
      const changed = changeValue(random, slot.kind, old);
      if (changed === old || !absentFromRecords(records, changed)) {
        continue;
      }
      const fields: Record<string, string> = { ...event.fields, [slot.field]: changed };
      if (old.length >= 6) {
        for (const [name, value] of Object.entries(event.fields)) {
          if (name !== slot.field && value.includes(old)) {
            fields[name] = value.split(old).join(changed);
          }
        }
      }
      const text = tryRender(render, fields);
      if (text === null || text === faithfulText || !text.includes(changed)) {
        continue;
      }
      return {
        text,
        note: `${slot.field} changed from ${old} to ${changed}; the cited line says ${old}`,
        fabricatedToken: changed,
      };
    }
  }
  return null;
}

function wrongEntityClaim(
  random: Random,
  event: ParsedEvent,
  render: Render,
  faithfulText: string,
  records: readonly SourceLine[],
  pools: EntityPools,
): Claim | null {
  for (const slot of random.shuffle(event.type.entities ?? [])) {
    const old = event.fields[slot.field];
    if (old === undefined || !faithfulText.includes(old)) {
      continue;
    }
    const others = (pools.get(slot.pool) ?? []).filter(
      (value) => value !== old && absentFromRecords(records, value),
    );
    if (others.length === 0) {
      continue;
    }
    const other = random.pick(others);
    const fields: Fields = { ...event.fields, [slot.field]: other };
    const text = tryRender(render, fields);
    if (text === null || text === faithfulText || !text.includes(other)) {
      continue;
    }
    return {
      text,
      note: `${slot.field} ${old} replaced by ${other}, another ${slot.pool} value seen elsewhere in the same file`,
      fabricatedToken: other,
    };
  }
  return null;
}

function claimFor(
  random: Random,
  family: Family,
  language: Language,
  event: ParsedEvent,
  faithful: { index: number; text: string },
  records: readonly SourceLine[],
  pools: EntityPools,
): Claim | null {
  const render = event.type.faithful[language][faithful.index];
  if (render === undefined) {
    return null;
  }
  switch (family) {
    case "real/faithful-restatement":
    case "real/faithful-translation":
      return {
        text: faithful.text,
        note: `${language === "en" ? "restatement" : "Chinese rendering"} of ${event.type.name} (template ${faithful.index + 1}) using the line's words, identifiers and numbers`,
        fabricatedToken: null,
      };
    case "real/changed-value":
      return changedValueClaim(random, event, render, faithful.text, records);
    case "real/wrong-entity":
      return wrongEntityClaim(random, event, render, faithful.text, records, pools);
    case "real/negation": {
      const text =
        event.type.negation === undefined
          ? null
          : tryRender(event.type.negation[language], event.fields);
      return text === null
        ? null
        : {
            text,
            note: `the ${event.type.name} event of the cited line negated (or its negation dropped)`,
            fabricatedToken: null,
          };
    }
    case "real/wrong-event": {
      const text =
        event.type.wrongEvent === undefined
          ? null
          : tryRender(event.type.wrongEvent[language], event.fields);
      return text === null
        ? null
        : {
            text,
            note: `a different event or state stated against the line's ${event.type.name}`,
            fabricatedToken: null,
          };
    }
    case "real/causal": {
      const cause = random.pick(CAUSES);
      return {
        text: withCause(language, faithful.text, cause),
        note: `true restatement of ${event.type.name} plus an unsupported cause: "${language === "en" ? cause.en : cause.zh}"`,
        fabricatedToken: null,
      };
    }
    case "real/added-clause": {
      const clause = random.pick(CLAUSES);
      return {
        text: withClause(language, faithful.text, clause),
        note: `true restatement of ${event.type.name} plus an unsupported clause: "${language === "en" ? clause.en : clause.zh}"`,
        fabricatedToken: null,
      };
    }
  }
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): T[][] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const group = groups.get(key(item)) ?? [];
    group.push(item);
    groups.set(key(item), group);
  }
  return [...groups.values()];
}

/** Cases for the plan, in plan order; throws when a planned case cannot be built. */
export function buildCases(
  sources: readonly LoadedSource[],
  random: Random,
  plan: readonly PlannedCase[],
): GeneratedCase[] {
  const poolsBySource = new Map(
    sources.map((source) => [source.definition.file, entityPools(source)]),
  );
  const usedClaims = new Set<string>();
  const cases: GeneratedCase[] = [];
  for (const [position, planned] of plan.entries()) {
    const number = position + 1;
    const candidates = sources.map((source) => {
      const pools = poolsBySource.get(source.definition.file) ?? new Map();
      const events = source.events.filter((event) =>
        eligible(event, planned.family, planned.language, pools),
      );
      return { source, pools, byType: groupBy(events, (event) => event.type.name) };
    });
    const usable = candidates.filter((candidate) => candidate.byType.length > 0);
    let built: GeneratedCase | null = null;
    for (let attempt = 0; attempt < 300 && built === null; attempt++) {
      const candidate = random.pick(usable);
      const event = random.pick(random.pick(candidate.byType));
      const { records, targetPosition } = invocationWindow(
        random,
        event.line,
        candidate.source.lines,
      );
      const faithful = random.pick(faithfulRenders(event, planned.language));
      const claim = claimFor(
        random,
        planned.family,
        planned.language,
        event,
        faithful,
        records,
        candidate.pools,
      );
      if (claim === null) {
        continue;
      }
      if (
        planned.family === "real/wrong-event" &&
        neighbourSharesIdentifier(claim.text, records, targetPosition)
      ) {
        continue;
      }
      const text = `${claim.text}${planned.language === "en" ? "." : "。"}`;
      if (usedClaims.has(text)) {
        continue;
      }
      usedClaims.add(text);
      const invocationId = 7000 + number;
      const sessionId = `sess-real-${number}`;
      const questions = candidate.source.definition.questions[planned.language];
      const record: ReplayCaseRecord = logClaimCase({
        caseId: `real-${String(number).padStart(5, "0")}`,
        faithful: isFaithful(planned.family),
        family: planned.family,
        language: planned.language,
        source: `${candidate.source.definition.file}:${event.line.lineNumber}`,
        sessionId,
        question: random.pick(questions),
        invocationId,
        lines: records.map((line) => line.text),
        target: targetPosition,
        claim: text,
        excerpt: excerptFor(event, faithful.text),
        note: claim.note,
      });
      built = { record, event, records, targetPosition, fabricatedToken: claim.fabricatedToken };
    }
    if (built === null) {
      throw new Error(`could not build case ${number} (${planned.family}, ${planned.language})`);
    }
    cases.push(built);
  }
  return cases;
}
