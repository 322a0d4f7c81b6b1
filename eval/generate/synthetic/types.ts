/**
 * Shapes shared by the synthetic corpus generator: generated records with their named
 * fields, the sentence patterns that restate (or misstate) them, claim and case plans, and
 * the JSON lines the corpus is made of.
 */
import type { Random } from "./random.js";

export type Language = "en" | "zh";
export type ToolName = "query_metrics" | "query_logs" | "lookup_knowledge";
export type RecordKind = "alert" | "log" | "runbook" | "injection";
export type Group = "faithful" | "structural" | "content";
export type EntityKind = "service" | "host" | "pod" | "instance" | "group" | "address";
export type AlertState = "firing" | "pending" | "resolved";
export type Unit = "ms" | "s" | "m" | "%" | "";
export type QuantityKind = "count" | "percent" | "duration" | "code" | "decimal";

/** A number as a record writes it, and how a claim writes it back by default. */
export interface Quantity {
  readonly value: number;
  readonly unit: Unit;
  readonly kind: QuantityKind;
  /** Digits after the decimal point in the record. */
  readonly decimals: number;
  /** What follows the digits in an English claim ("ms", " ms", "%", ""). */
  readonly enSuffix: string;
  /** What follows the digits in a Chinese claim. */
  readonly zhSuffix: string;
}

export interface Ratio {
  readonly numerator: number;
  readonly denominator: number;
}

/** A named fact of a record: where it is in the text, and how a claim states it. */
export interface Field {
  /** A contiguous part of the record text an excerpt must include; "" when not in the record. */
  readonly anchor: string;
  readonly en: string;
  readonly zh: string;
  readonly quantity?: Quantity;
  readonly ratio?: Ratio;
  /** The contrary value (a state or direction), for antonym fabrications. */
  readonly flip?: { readonly en: string; readonly zh: string };
  readonly entity?: EntityKind;
}

/** A sentence with `{field}` placeholders, and record parts it relies on beyond its fields. */
export interface Pattern {
  readonly text: string;
  readonly anchors: readonly string[];
}

export interface PatternSet {
  readonly en: readonly Pattern[];
  readonly zh: readonly Pattern[];
}

export interface RecordInstance {
  readonly template: string;
  readonly tool: ToolName;
  readonly kind: RecordKind;
  /** Language of the record text. */
  readonly language: Language;
  readonly topic: string;
  readonly text: string;
  /** The field naming what the record is about (a service, host or pod). */
  readonly subjectField: string;
  /** The service the record belongs to, when there is one. */
  readonly service: string | null;
  readonly fields: ReadonlyMap<string, Field>;
  /** Faithful restatements. */
  readonly patterns: PatternSet;
  /** Statements that negate what the record says. */
  readonly negations: PatternSet;
  /** Statements that drop a negation the record has. */
  readonly droppedNegations: PatternSet;
  /** Statements with a contrary state, direction or comparison. */
  readonly antonyms: PatternSet;
  /** Runbook content stated as an incident fact. */
  readonly asFact: PatternSet;
  /** An injected instruction's content restated as a fact. */
  readonly restated: PatternSet;
  /** Pairs of fields whose values a key-swap fabrication exchanges. */
  readonly swaps: ReadonlyArray<readonly [string, string]>;
  /** Remediation phrases about this record's subject. */
  readonly remediations: PatternSet;
}

export interface BuildOptions {
  readonly service?: string;
  readonly state?: AlertState;
  /** Entities a new record must not name (so a fabricated subject stays unsupported). */
  readonly avoid?: ReadonlySet<string>;
}

export interface RecordTemplate {
  readonly id: string;
  readonly tool: ToolName;
  readonly kind: RecordKind;
  readonly language: Language;
  readonly topic: string;
  /** Whether the record belongs to a service (so it can pair with another of the same service). */
  readonly hasService: boolean;
  build(random: Random, options: BuildOptions): RecordInstance;
}

/** How a binding is to be broken, for the structural families. */
export type BindingFault =
  | { readonly kind: "unknown-id"; readonly recordPresent: boolean }
  | { readonly kind: "other-session" }
  | { readonly kind: "wrong-tool" }
  | { readonly kind: "absent-path"; readonly style: "index" | "collection" }
  | { readonly kind: "excerpt-not-in-record"; readonly description: string }
  | { readonly kind: "excerpt-of-another-record"; readonly pointTo: RecordInstance };

export type ExcerptForm = "verbatim" | "truncation" | "elision" | "case" | "whitespace";

export interface BindingPlan {
  /** The record the excerpt (and the claim) was taken from. */
  readonly record: RecordInstance;
  readonly excerpt: string;
  readonly form: ExcerptForm;
  readonly fault: BindingFault | null;
}

export type ClaimKind = "observation" | "negative_observation";

export interface ClaimPlan {
  readonly text: string;
  readonly kind: ClaimKind;
  readonly bindings: readonly BindingPlan[];
  /** Numbers a conversion introduced that the records write differently. */
  readonly convertedNumbers: readonly string[];
  /** Whether this claim is the case's fabrication. */
  readonly fabricated: boolean;
  /** What was done, with `@N` standing for the location of `bindings[N]`'s record. */
  readonly note: string;
}

export interface CasePlan {
  readonly claims: readonly ClaimPlan[];
  /** Records placed in the case without being cited. */
  readonly extraRecords: readonly RecordInstance[];
  /** Records that must sit in another session's invocation. */
  readonly otherSessionRecords: ReadonlySet<RecordInstance>;
  /** Records cited but left out of every invocation. */
  readonly absentRecords: ReadonlySet<RecordInstance>;
  /** The record the case is mainly about, for the question. */
  readonly focus: RecordInstance;
}

export interface EvidenceRefOutput {
  raw_path: string;
  text: string;
}

export interface InvocationOutput {
  id: number;
  session_id: string;
  tool_name: ToolName;
  retrieval_details: { evidence_status: "ok"; evidence_refs: EvidenceRefOutput[] };
}

export interface BindingOutput {
  tool_name: string;
  source_invocation_id: number;
  raw_path: string;
  evidence_excerpt: string;
}

export interface ClaimOutput {
  claim_id: string;
  text: string;
  kind: ClaimKind;
  status: "confirmed";
  evidence_bindings: BindingOutput[];
}

export type Expectation =
  | { effective_verdict: "PASS"; severity: "none" }
  | { effective_verdict: ["LOW_CONFID", "REJECT"]; severity: "none" }
  | { effective_verdict: "REJECT"; severity: "reject" };

export interface CaseOutput {
  case_id: string;
  group: Group;
  family: string;
  language: Language;
  session_id: string;
  question: string;
  invocations: InvocationOutput[];
  executor_output: {
    claims: ClaimOutput[];
    recommended_actions: string[];
    tool_trace_summary: string;
  };
  expect: Expectation;
  note: string;
}
