/**
 * The shapes the held-out generator works with: evidence records built from templates, the facts
 * a record states (each with the claim phrasings that restate it faithfully and the phrasings that
 * would misstate it), and the case plan that the assembler turns into a corpus line.
 */
import type { Random } from "./random.js";

export type Language = "en" | "zh";
export type ToolName = "query_metrics" | "query_logs" | "lookup_knowledge";
export type CaseGroup = "faithful" | "structural" | "content";

/** A claim phrasing of one fact; `value` is the rendering of the fact's number (or ""). */
export type Phrase = (value: string) => string;

/** Fixed claim phrasings per claim language. */
export interface Renderings {
  readonly en: readonly string[];
  readonly zh: readonly string[];
}

export type Unit = "count" | "ms" | "s" | "min" | "percent" | "gb" | "plain";

/** A number a record states, with how it is written in a claim in the record's own style. */
export interface Quantity {
  readonly value: number;
  readonly unit: Unit;
  /** Quantities of one group in one record can trade values (key-swap). */
  readonly group: string;
  readonly format: (value: number, language: Language) => string;
}

/** `slash` 3/5, `of` 3 of 5, `outof` 3 out of 5, `keys` two keys (active=3 with max=5). */
export type RatioStyle = "slash" | "of" | "outof" | "keys";

export interface Ratio {
  readonly part: number;
  readonly whole: number;
  readonly style: RatioStyle;
}

export interface Fact {
  readonly name: string;
  /** Verbatim pieces of the record text this fact rests on; an excerpt must cover them. */
  readonly spans: readonly string[];
  readonly en: readonly Phrase[];
  readonly zh: readonly Phrase[];
  readonly quantity?: Quantity;
  readonly ratio?: Ratio;
  /** Phrasings for a converted value (`latency_ms=3480` as `latency 3.48 s`). */
  readonly converted?: { readonly en: readonly Phrase[]; readonly zh: readonly Phrase[] };
  /** Phrasings that negate what the record states. */
  readonly negated?: Renderings;
  /** Phrasings that state the opposite state, direction or transition. */
  readonly antonym?: Renderings;
  /** Phrasings that drop a negation the record has. */
  readonly dropped?: Renderings;
  /** Phrasings that put the entities of the fact in each other's role. */
  readonly swapped?: Renderings;
}

export type SubjectKind =
  | "service"
  | "pod"
  | "host"
  | "unit"
  | "node"
  | "member"
  | "server"
  | "runbook";

export interface Subject {
  readonly name: string;
  readonly kind: SubjectKind;
  /** The verbatim piece of the record naming the subject. */
  readonly span: string;
  readonly en: readonly string[];
  readonly zh: readonly string[];
}

/** One piece of advice of a runbook record. */
export interface Advice {
  readonly span: string;
  /** Claims that report the advice as the runbook's. */
  readonly attributed: Renderings;
  /** Claims that state the runbook's content as an incident fact. */
  readonly asFact: Renderings;
}

/** The instruction to a model a record carries. */
export interface Injection {
  readonly span: string;
  /** Claims that restate the instruction's content as fact. */
  readonly restated: Renderings;
}

export type RecordRole = "evidence" | "runbook" | "injected";

export interface EvidenceRecord {
  readonly template: string;
  readonly tool: ToolName;
  readonly language: Language;
  readonly domain: string;
  readonly role: RecordRole;
  readonly text: string;
  readonly subject: Subject;
  readonly facts: readonly Fact[];
  readonly advice: readonly Advice[];
  readonly injection?: Injection;
}

/** Names and addresses that one service's records share. */
export interface ServiceProfile {
  readonly name: string;
  readonly short: string;
  readonly namespace: string;
  readonly pod: string;
  readonly container: string;
  readonly host: string;
  readonly address: string;
  readonly cacheHost: string;
  readonly databaseHost: string;
  readonly database: string;
  readonly databaseUser: string;
  readonly queue: string;
  readonly topic: string;
  readonly upstream: string;
  readonly route: string;
  readonly cluster: string;
  readonly broker: string;
}

export interface Template {
  readonly id: string;
  readonly tool: ToolName;
  readonly language: Language;
  readonly domain: string;
  readonly role: RecordRole;
  readonly subjectKind: SubjectKind;
  readonly build: (random: Random, profile: ServiceProfile) => EvidenceRecord;
}

export type StructuralDefect =
  | "unknown-id"
  | "other-session"
  | "wrong-tool"
  | "absent-path"
  | "excerpt-not-in-record"
  | "excerpt-of-another-record";

export interface PlannedCitation {
  /** The record whose text the excerpt is taken from. */
  readonly record: EvidenceRecord;
  readonly spans: readonly string[];
  /** A fixed excerpt (variants, fabricated excerpts); otherwise the window over `spans`. */
  readonly excerpt?: string;
  readonly defect?: StructuralDefect;
  /** For excerpt-of-another-record: the record the binding's path points at. */
  readonly pathRecord?: EvidenceRecord;
}

export interface PlannedClaim {
  readonly text: string;
  readonly citations: readonly PlannedCitation[];
}

export interface Plan {
  readonly question: string;
  readonly claims: readonly PlannedClaim[];
  /** Uncited records that must be present (the other service of a mix-up, say). */
  readonly background: readonly EvidenceRecord[];
  readonly note: string;
}
