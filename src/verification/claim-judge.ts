/**
 * The Verifier's judges: whether a claim's text follows from its verified excerpts.
 *
 * `ClaimJudge` is the small interface every judge implements. The deterministic judge here is
 * the default and always runs first; a later judge (an LLM, say) plugs in as a reviewer of the
 * Verifier and can only lower a PASS.
 *
 * The deterministic judge applies alignment, not coverage: a claim PASSes only if every unit of
 * its text is accounted for, against the system-side texts of its cited records (never the
 * model's excerpts):
 *  - aligned to a cited record of the unit's subject, directly or through a documented
 *    equivalence (units, number words, ratios, glossary both ways, synonyms), or
 *  - framing vocabulary that carries no incident fact, or
 *  - inside a quote the claim attributes to its source and that a record has verbatim.
 * Anything else is unsupported (LOW_CONFID, each unit named); anything that contradicts the
 * record is REJECT: another value for the same key, a negation of what it states or a dropped
 * negation, an opposite state or a reversed transition, a false comparison, a fact of another
 * subject, an entity in another role. On top: remediation in an observation, facts resting
 * only on runbooks or only on records that read like instructions, text displayed otherwise
 * than it was checked, and a claim that states nothing, are LOW_CONFID.
 */
import {
  alignUnit,
  type ClaimEntity,
  claimEntities,
  entityRoles,
  framingReason,
  governingEntity,
  recordsInScope,
} from "./alignment.js";
import { analyseClaim, type ClaimAnalysis, type ClaimUnit } from "./claim-analysis.js";
import { entityKindOf } from "./facts/identifier.js";
import { checkKeyValue, hanNameStems, negatedKeyOutcome } from "./facts/key-value.js";
import { judgeNegatedTerms, type Polarity } from "./facts/negation.js";
import { bindQuantity, checkQuantity } from "./facts/quantity-binding.js";
import {
  CATEGORY_CODES,
  comparisonHolds,
  comparisonOf,
  forbiddenCategory,
} from "./facts/relation.js";
import { remediationMatches } from "./facts/remediation.js";
import { judgeRole, markedRole, roleOfKey, SUBJECT_ROLE } from "./facts/role.js";
import { judgeTransition, oppositesOf, stateKey } from "./facts/state.js";
import { type Grammar, getDefaultGrammar, wordStem } from "./grammar/grammar.js";
import { analyseRecord, type RecordAnalysis } from "./record-analysis.js";
import type { RuleCode } from "./rule-codes.js";
import { compoundParts } from "./text/chinese.js";
import type {
  FactCheck,
  Verdict,
  VerdictReason,
  VerifiedExcerpt,
  VerifierClaimInput,
} from "./verification-contract.js";
import { lowerVerdict } from "./verification-contract.js";

/** What a judge concludes about one claim. */
export interface ClaimJudgement {
  readonly verdict: Verdict;
  /** Every reason that lowered the verdict; empty for a PASS. */
  readonly reasons: readonly VerdictReason[];
  /** Each unit of the claim and how it is accounted for. */
  readonly facts: readonly FactCheck[];
}

/** A judge of derivability. Judges are pure functions of the claim and its verified excerpts. */
export interface ClaimJudge {
  /** Reported in `judged_by`. */
  readonly name: string;
  judge(claim: VerifierClaimInput): ClaimJudgement;
}

/** Auxiliaries that form one negation with the `not` after them (`can not` is cannot). */
const NEGATED_AUXILIARIES = new Set(["can", "could", "will", "would", "do", "does", "did"]);

/** At most this many facts and reasons are kept per claim; the rest are counted. */
export const MAXIMUM_KEPT = 100;

/** At most this many unaccounted units are named in one reason; the rest are counted. */
const MAXIMUM_NAMED_UNITS = 20;

/** How one unit is accounted for. */
interface Account {
  outcome: FactCheck["outcome"];
  kind: FactCheck["kind"];
  record: RecordAnalysis | null;
  detail: string;
  /** The code of an unsupported or conflicting unit. */
  code: RuleCode | null;
}

function quote(value: string): string {
  return JSON.stringify(value.length > 60 ? `${value.slice(0, 57)}...` : value);
}

/** Observation before runbook, plain before suspect: the order records are tried in. */
function preferenceOrder(records: readonly RecordAnalysis[]): RecordAnalysis[] {
  const rank = (record: RecordAnalysis): number =>
    (record.knowledge ? 2 : 0) + (record.suspect ? 1 : 0);
  return [...records].sort((left, right) => rank(left) - rank(right));
}

function factKindOf(unit: ClaimUnit): FactCheck["kind"] {
  switch (unit.kind) {
    case "quantity":
      return "quantity";
    case "keyValue":
      return "key_value";
    case "identifier":
      return "identifier";
    case "negator":
      return "negation";
    default:
      return "word";
  }
}

/** The polarity of a claim unit's term in a record, or null when the record lacks it. */
function polarityIn(grammar: Grammar, unit: ClaimUnit, record: RecordAnalysis): Polarity | null {
  if (unit.kind === "word") {
    const direct = record.polarityOf(unit.stem);
    if (direct !== null || !record.han) {
      return direct;
    }
    // An English claim word on a Chinese record: the polarity of the terms that render it.
    let combined: Polarity | null = null;
    for (const term of grammar.glossaryByStem.get(unit.stem) ?? []) {
      const polarity = record.hanPolarityOf(term);
      if (polarity !== null) {
        combined ??= { affirmed: false, negated: false };
        combined.affirmed ||= polarity.affirmed;
        combined.negated ||= polarity.negated;
      }
    }
    return combined;
  }
  if (unit.kind === "han") {
    const direct = record.hanPolarityOf(unit.text);
    if (direct !== null) {
      return direct;
    }
    let combined: Polarity | null = null;
    for (const stem of hanNameStems(grammar, unit.text)) {
      const polarity = record.polarityOf(stem);
      if (polarity !== null) {
        combined ??= { affirmed: false, negated: false };
        combined.affirmed ||= polarity.affirmed;
        combined.negated ||= polarity.negated;
      }
    }
    return combined;
  }
  return null;
}

/** Text a person would read otherwise than it was checked. */
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;
const LETTER_RUN = /[\p{L}\p{M}]+/gu;
const LATIN = /\p{sc=Latin}/u;
const CYRILLIC_OR_GREEK = /[\p{sc=Cyrillic}\p{sc=Greek}]/u;
const COMPATIBILITY_NUMBER = /(?!\p{Nd})\p{N}/gu;
const PLAIN_ASCII = /^[\u0020-\u007e\t\n\r]*$/u;

function deceptiveText(text: string): string | null {
  if (PLAIN_ASCII.test(text)) {
    return null;
  }
  if (BIDI_CONTROLS.test(text)) {
    return "a bidirectional control character reorders what is displayed";
  }
  for (const match of text.normalize("NFKC").matchAll(LETTER_RUN)) {
    if (LATIN.test(match[0]) && CYRILLIC_OR_GREEK.test(match[0])) {
      return `${quote(match[0])} mixes Latin with Cyrillic or Greek letters`;
    }
  }
  for (const match of text.matchAll(COMPATIBILITY_NUMBER)) {
    if (match[0].normalize("NFKC") !== match[0]) {
      return `${quote(match[0])} is displayed as another number than the one checked`;
    }
  }
  return null;
}

/** Everything one claim's judgement needs, built once per claim. */
class ClaimCheck {
  readonly accounts: Array<Account | null>;
  readonly reasons: VerdictReason[] = [];
  private readonly entities: readonly ClaimEntity[];
  private readonly quotedUnits = new Set<number>();
  /** Units that name the key of a claimed number (`healthy 0/3`): names, not states. */
  private readonly keyWords = new Set<number>();
  private validQuote = false;

  constructor(
    private readonly grammar: Grammar,
    private readonly claim: ClaimAnalysis,
    private readonly records: readonly RecordAnalysis[],
    private readonly kind: VerifierClaimInput["kind"],
  ) {
    this.accounts = claim.units.map(() => null);
    this.entities = claimEntities(grammar, claim, records);
  }

  /** The records a unit may rest on, preferred first, and whether its entity is known. */
  private scopeOf(unit: ClaimUnit): { records: RecordAnalysis[]; known: boolean } {
    const scope = recordsInScope(this.records, governingEntity(this.entities, unit));
    return { records: preferenceOrder(scope.records), known: scope.known };
  }

  private outOfScope(inScope: readonly RecordAnalysis[]): RecordAnalysis[] {
    return preferenceOrder(this.records.filter((record) => !inScope.includes(record)));
  }

  private set(unit: ClaimUnit, account: Account): void {
    this.accounts[unit.index] = account;
  }

  private supported(
    unit: ClaimUnit,
    record: RecordAnalysis,
    detail: string,
    kind = factKindOf(unit),
  ): void {
    this.set(unit, { outcome: "supported", kind, record, detail, code: null });
  }

  private unsupported(
    unit: ClaimUnit,
    code: RuleCode,
    detail: string,
    kind = factKindOf(unit),
  ): void {
    this.set(unit, { outcome: "unsupported", kind, record: null, detail, code });
  }

  private conflict(
    unit: ClaimUnit,
    code: RuleCode,
    record: RecordAnalysis,
    detail: string,
    kind = factKindOf(unit),
  ): void {
    this.set(unit, { outcome: "conflict", kind, record, detail, code });
  }

  run(): void {
    this.resolveQuotes();
    for (const unit of this.claim.units) {
      if (this.quotedUnits.has(unit.index)) {
        this.set(unit, {
          outcome: "quoted",
          kind: "quote",
          record: null,
          detail: "inside a quote a cited record has verbatim",
          code: null,
        });
        continue;
      }
      this.account(unit);
    }
    this.checkNegations();
    this.checkDroppedNegations();
    this.checkTransitions();
    this.checkComparisons();
    this.checkRelationsWithinRecords();
    this.checkRoles();
    this.checkRemediation();
    this.checkSources();
  }

  /** Quotes attributed to their source (`logged: "..."`) that a cited record has verbatim. */
  private resolveQuotes(): void {
    for (const passage of this.claim.quotes) {
      const compact = passage.text.replace(/\s+/gu, " ");
      const found = this.records.some((record) => record.text.includes(compact));
      const attributed = this.claim.units.some(
        (unit) =>
          unit.end <= passage.start &&
          ((unit.kind === "word" && this.grammar.quoteAttributionStems.has(unit.stem)) ||
            (unit.kind === "han" && this.grammar.quoteAttributionHan.has(unit.text))),
      );
      if (!found || !attributed) {
        continue;
      }
      this.validQuote = true;
      for (const unit of this.claim.units) {
        if (unit.start >= passage.start && unit.end <= passage.end) {
          this.quotedUnits.add(unit.index);
        }
      }
    }
  }

  private account(unit: ClaimUnit): void {
    if (unit.kind === "quantity") {
      this.accountQuantity(unit);
    } else if (unit.kind === "keyValue") {
      this.accountKeyValue(unit);
    } else if (unit.kind !== "negator") {
      // Negators are accounted for by checkNegations.
      this.accountWord(unit);
    }
  }

  private accountQuantity(unit: ClaimUnit): void {
    const scope = this.scopeOf(unit);
    for (const keyUnit of bindQuantity(this.grammar, this.claim, unit, scope.records).keyUnits) {
      this.keyWords.add(keyUnit.index);
    }
    const outcome = checkQuantity(this.grammar, this.claim, unit, scope.records);
    if (outcome.outcome === "supported") {
      this.supported(unit, outcome.record, outcome.detail);
    } else if (outcome.outcome === "conflict") {
      this.conflict(unit, "fact_conflict", outcome.record, outcome.detail);
    } else {
      const elsewhere = checkQuantity(
        this.grammar,
        this.claim,
        unit,
        this.outOfScope(scope.records),
      );
      if (elsewhere.outcome === "supported") {
        this.conflict(
          unit,
          "subject_conflict",
          elsewhere.record,
          `${elsewhere.detail}, in a record of another subject`,
        );
      } else {
        this.unsupported(unit, "fact_unsupported", outcome.detail);
      }
    }
  }

  private accountKeyValue(unit: ClaimUnit): void {
    const scope = this.scopeOf(unit);
    const outcome = checkKeyValue(this.grammar, unit, scope.records);
    if (outcome.outcome === "supported") {
      this.supported(unit, outcome.record, outcome.detail);
    } else if (outcome.outcome === "conflict") {
      this.conflict(unit, "fact_conflict", outcome.record, outcome.detail);
    } else {
      const elsewhere = checkKeyValue(this.grammar, unit, this.outOfScope(scope.records));
      if (elsewhere.outcome === "supported") {
        this.conflict(
          unit,
          "subject_conflict",
          elsewhere.record,
          `${elsewhere.detail}, in a record of another subject`,
        );
      } else {
        this.unsupported(unit, "fact_unsupported", outcome.detail);
      }
    }
  }

  private accountWord(unit: ClaimUnit): void {
    const scope = this.scopeOf(unit);
    // Framing carries no fact, so it needs no record; matching first matters only for words
    // that are never framing (`after` is fine where the record says "after").
    const framingFirst = framingReason(this.grammar, this.claim, unit);
    if (framingFirst !== null) {
      this.set(unit, {
        outcome: "framing",
        kind: "word",
        record: null,
        detail: framingFirst,
        code: null,
      });
      return;
    }
    for (const record of scope.records) {
      const how = alignUnit(this.grammar, unit, record);
      if (how !== null) {
        if (!this.compoundStateConflict(unit, record)) {
          this.supported(unit, record, how);
        }
        return;
      }
    }
    const framing = framingReason(this.grammar, this.claim, unit);
    if (framing !== null) {
      this.set(unit, {
        outcome: "framing",
        kind: "word",
        record: null,
        detail: framing,
        code: null,
      });
      return;
    }
    if (this.accountOpposite(unit, scope.records)) {
      return;
    }
    for (const record of this.outOfScope(scope.records)) {
      const how = alignUnit(this.grammar, unit, record);
      if (how !== null) {
        this.conflict(
          unit,
          "subject_conflict",
          record,
          `stated only by a record of another subject (${how})`,
        );
        return;
      }
    }
    if (unit.kind === "identifier") {
      const otherSubject = entityKindOf(this.grammar, unit.text) !== null && !scope.known;
      this.unsupported(
        unit,
        "fact_unsupported",
        otherSubject
          ? "no cited record names this entity"
          : "occurs in no cited record of this subject",
      );
      return;
    }
    const category = forbiddenCategory(this.grammar, unit);
    this.unsupported(
      unit,
      CATEGORY_CODES[category ?? "other"],
      category === null
        ? "in no cited record of this subject, and not framing"
        : `${category} wording the cited records do not state`,
    );
  }

  /**
   * A Chinese compound aligned as a whole (认证成功 as "authenticated") whose state part the
   * record contradicts (`authentication failure`): a conflict.
   */
  private compoundStateConflict(unit: ClaimUnit, record: RecordAnalysis): boolean {
    if (unit.kind !== "han") {
      return false;
    }
    const parts = compoundParts(this.grammar, unit.text);
    if (parts.length < 2) {
      return false;
    }
    for (const part of parts) {
      const partUnit: ClaimUnit = { ...unit, text: part, stem: part };
      if (
        alignUnit(this.grammar, partUnit, record) === null &&
        this.accountOpposite(partUnit, [record])
      ) {
        this.accounts[unit.index] = { ...(this.accounts[unit.index] as Account), kind: "state" };
        return true;
      }
    }
    return false;
  }

  /** A state word whose opposite the record states: a conflict. */
  private accountOpposite(unit: ClaimUnit, records: readonly RecordAnalysis[]): boolean {
    if (unit.kind !== "word" && unit.kind !== "han") {
      return false;
    }
    const opposites = oppositesOf(
      this.grammar,
      stateKey(unit.kind === "word" ? unit.text : unit.text),
    );
    if (opposites.size === 0) {
      return false;
    }
    for (const record of records) {
      for (const opposite of opposites) {
        const present = /\p{sc=Han}/u.test(opposite)
          ? record.hasHanTerm(opposite) ||
            hanNameStems(this.grammar, opposite).some((stem) => record.hasStem(stem))
          : record.hasStem(opposite) ||
            (record.han &&
              (this.grammar.glossaryByStem.get(opposite) ?? []).some((term) =>
                record.hasHanTerm(term),
              ));
        if (present) {
          this.conflict(
            unit,
            "state_conflict",
            record,
            `the record states the opposite (${opposite})`,
            "state",
          );
          return true;
        }
      }
    }
    return false;
  }

  private checkNegations(): void {
    for (const scope of this.claim.negations) {
      const negator = this.claim.units[scope.negator];
      if (negator === undefined || this.quotedUnits.has(negator.index)) {
        continue;
      }
      const reached = scope.reached
        .map((index) => this.claim.units[index])
        .filter((unit): unit is ClaimUnit => unit !== undefined);
      const records = this.scopeOf(negator).records;
      if (reached.length === 0) {
        // A negator that reaches nothing is a word like any other (`pod stopped`).
        const record = records.find(
          (candidate) =>
            candidate.hasStem(wordStem(negator.text)) || candidate.hasHanTerm(negator.text),
        );
        if (record === undefined) {
          this.unsupported(
            negator,
            "negation_unsupported",
            "negates nothing the Verifier can check",
            "negation",
          );
        } else {
          this.supported(negator, record, "the same word", "negation");
        }
        continue;
      }
      let conflict: { record: RecordAnalysis; detail: string } | null = null;
      let supported: { record: RecordAnalysis; detail: string } | null = null;
      for (const record of records) {
        for (const unit of reached) {
          const keyed = negatedKeyOutcome(this.grammar, unit, record);
          if (keyed === null) {
            continue;
          }
          const stated = `${keyed.value.key}=${keyed.value.value}`;
          if (keyed.zero) {
            supported ??= { record, detail: `stated as ${stated}` };
          } else {
            conflict ??= {
              record,
              detail: `the claim negates ${quote(unit.text)}, but the record says ${stated}`,
            };
          }
        }
        if (supported !== null) {
          break;
        }
        const judged = judgeNegatedTerms(
          reached.map((unit) => polarityIn(this.grammar, unit, record)),
        );
        if (judged === "supported") {
          supported = { record, detail: "the record negates it too" };
          break;
        }
        if (judged === "conflict") {
          conflict ??= {
            record,
            detail: `the claim negates ${reached.map((unit) => quote(unit.text)).join(" ")}, which the record states`,
          };
        }
      }
      if (supported !== null) {
        this.supported(negator, supported.record, supported.detail, "negation");
        // `can not` (cannot), `did not`: the auxiliary belongs to the negation.
        const auxiliary = this.claim.units[negator.index - 1];
        if (auxiliary !== undefined && NEGATED_AUXILIARIES.has(auxiliary.text)) {
          this.supported(auxiliary, supported.record, "part of the negation", "negation");
        }
        for (const unit of reached) {
          const account = this.accounts[unit.index];
          if (account?.outcome === "conflict" && account.code === "state_conflict") {
            this.supported(unit, supported.record, "negated, as the record negates it", "negation");
          }
        }
      } else if (conflict !== null) {
        this.conflict(negator, "negation_conflict", conflict.record, conflict.detail, "negation");
      } else {
        this.unsupported(
          negator,
          "negation_unsupported",
          `no cited record states ${reached.map((unit) => quote(unit.text)).join(" ")} either way`,
          "negation",
        );
      }
    }
  }

  /** A predicate the claim states where its record states it only negated. */
  private checkDroppedNegations(): void {
    const reached = new Set<number>();
    for (const scope of this.claim.negations) {
      reached.add(scope.negator);
      for (const index of scope.reached) {
        reached.add(index);
      }
    }
    for (const unit of this.claim.units) {
      const account = this.accounts[unit.index];
      if (
        reached.has(unit.index) ||
        this.keyWords.has(unit.index) ||
        account?.outcome !== "supported" ||
        account.record === null
      ) {
        continue;
      }
      // English: the predicates whose negation a record fixes. Chinese: any word a negator
      // stands right before in the record (`令牌校验未通过`).
      const checked =
        (unit.kind === "word" && this.grammar.polarPredicates.has(unit.stem)) ||
        (unit.kind === "han" && !this.grammar.framingHan.has(unit.text));
      if (!checked) {
        continue;
      }
      const polarity =
        unit.kind === "han" && account.record.han
          ? account.record.hanPolarityOf(unit.text, true)
          : polarityIn(this.grammar, unit, account.record);
      if (polarity?.negated && !polarity.affirmed) {
        this.conflict(
          unit,
          "negation_conflict",
          account.record,
          `the record states it only negated; the claim drops the negation`,
          "negation",
        );
      }
    }
  }

  private checkTransitions(): void {
    for (const transition of this.claim.transitions) {
      let outcome: "supported" | "conflict" | "unknown" = "unknown";
      let decidingRecord: RecordAnalysis | null = null;
      for (const record of this.records) {
        const judged = judgeTransition(transition, record.transitions);
        if (judged === "supported") {
          outcome = "supported";
          decidingRecord = record;
          break;
        }
        if (judged === "conflict" && outcome === "unknown") {
          outcome = "conflict";
          decidingRecord = record;
        }
      }
      // The transition's states (words or numbers) and the words that join them.
      const units = this.claim.units.filter(
        (unit) =>
          ((unit.kind === "word" || unit.kind === "han" || unit.kind === "quantity") &&
            (stateKey(unit.text) === transition[0] || stateKey(unit.text) === transition[1])) ||
          unit.stem === "from" ||
          unit.text === "从" ||
          unit.text === "由",
      );
      const first = units[0];
      if (outcome === "conflict" && decidingRecord !== null && first !== undefined) {
        this.conflict(
          first,
          "state_conflict",
          decidingRecord,
          `the claim says from ${transition[0]} to ${transition[1]}; the record states another transition`,
          "state",
        );
      } else if (outcome === "unknown" && first !== undefined) {
        const account = this.accounts[first.index];
        if (account?.outcome !== "conflict") {
          this.unsupported(
            first,
            "unit_unsupported",
            `no cited record states the transition from ${transition[0]} to ${transition[1]}`,
            "state",
          );
        }
      } else if (outcome === "supported" && decidingRecord !== null) {
        for (const unit of units) {
          if (this.accounts[unit.index]?.outcome !== "conflict") {
            this.supported(unit, decidingRecord, "part of a transition the record states", "state");
          }
        }
      }
    }
  }

  private checkComparisons(): void {
    for (const unit of this.claim.units) {
      const relation = comparisonOf(this.grammar, unit);
      if (relation === null) {
        continue;
      }
      const left = this.nearestQuantity(unit, -1);
      const right = this.nearestQuantity(unit, 1);
      if (left?.quantity == null || right?.quantity == null) {
        continue;
      }
      const leftAccount = this.accounts[left.index];
      const rightAccount = this.accounts[right.index];
      if (leftAccount?.outcome !== "supported" || rightAccount?.outcome !== "supported") {
        continue;
      }
      const holds = comparisonHolds(left.quantity, relation, right.quantity);
      const record = leftAccount.record ?? rightAccount.record;
      if (holds === true && record !== null) {
        this.supported(
          unit,
          record,
          `${left.text} ${relation} ${right.text} by arithmetic`,
          "relation",
        );
      } else if (holds === false && record !== null) {
        this.conflict(
          unit,
          "fact_conflict",
          record,
          `${left.text} is not ${unit.text} ${right.text}`,
          "relation",
        );
      }
    }
  }

  /**
   * A causal or relational word the records have (`after`) relates only facts of the record it
   * comes from: "X changed state after Y failed" joining two records' facts is not what either
   * record says.
   */
  private checkRelationsWithinRecords(): void {
    for (const unit of this.claim.units) {
      const account = this.accounts[unit.index];
      const category = forbiddenCategory(this.grammar, unit);
      if (
        account?.outcome !== "supported" ||
        account.record === null ||
        (category !== "causal" && category !== "relational")
      ) {
        continue;
      }
      const before = this.neighbourRecord(unit, -1);
      const after = this.neighbourRecord(unit, 1);
      if (
        (before !== null && before !== account.record) ||
        (after !== null && after !== account.record)
      ) {
        this.unsupported(
          unit,
          CATEGORY_CODES[category],
          "relates facts of different records; each record states only its own",
          "relation",
        );
      }
    }
  }

  /** The record of the nearest supported fact on one side of a unit, or null. */
  private neighbourRecord(unit: ClaimUnit, step: number): RecordAnalysis | null {
    const entityUnits = new Set(this.entities.map((entity) => entity.unitIndex));
    for (
      let index = unit.index + step;
      index >= 0 && index < this.claim.units.length;
      index += step
    ) {
      const account = this.accounts[index];
      if (account?.outcome === "supported" && account.record !== null && !entityUnits.has(index)) {
        return account.record;
      }
    }
    return null;
  }

  private nearestQuantity(unit: ClaimUnit, step: number): ClaimUnit | null {
    for (
      let index = unit.index + step;
      index >= 0 && index < this.claim.units.length;
      index += step
    ) {
      const near = this.claim.units[index] as ClaimUnit;
      if (near.clause !== unit.clause && Math.abs(near.clause - unit.clause) > 1) {
        return null;
      }
      if (near.kind === "quantity" || (near.kind === "keyValue" && near.quantity !== null)) {
        return near;
      }
    }
    return null;
  }

  /** Entities in the role their records give them: the caller is not the upstream. */
  private checkRoles(): void {
    const firstEntity = this.entities[0];
    for (const entity of this.entities) {
      const unit = this.claim.units[entity.unitIndex];
      if (unit === undefined || this.quotedUnits.has(unit.index)) {
        continue;
      }
      const claimedRole = this.claimedRole(unit, entity === firstEntity);
      if (claimedRole === null) {
        continue;
      }
      const mentioning: RecordAnalysis[] = [];
      const roles: ReadonlySet<string>[] = [];
      for (const record of this.records) {
        const given = entityRoles(record, entity.key);
        if (given !== null) {
          mentioning.push(record);
          roles.push(given);
        }
      }
      const outcome = judgeRole(claimedRole, roles);
      const record = mentioning[0];
      if (outcome === "supported" && record !== undefined) {
        // `calls X`, `调用 X`, `upstream X`: the marker states the role the record gives X.
        for (const marker of this.roleMarkerUnits(unit)) {
          if (this.accounts[marker.index]?.outcome !== "conflict") {
            this.supported(
              marker,
              record,
              `states the role ${claimedRole} the record gives ${entity.key}`,
              "role",
            );
          }
        }
      }
      if (outcome === "conflict" && record !== undefined) {
        const given = [...new Set(roles.flatMap((set) => [...set]))].join(", ");
        this.conflict(
          unit,
          "role_conflict",
          record,
          `the claim gives ${entity.key} the role ${claimedRole}; its records give it ${given}`,
          "role",
        );
      }
    }
  }

  /** The units before an entity that mark its role (`calls`, `上游`, `CircuitBreaker`). */
  private roleMarkerUnits(unit: ClaimUnit): ClaimUnit[] {
    const markers: ClaimUnit[] = [];
    for (let index = unit.index - 1; index >= 0 && index >= unit.index - 3; index--) {
      const previous = this.claim.units[index];
      if (previous === undefined || previous.clause !== unit.clause) {
        break;
      }
      if (markedRole(this.grammar, [previous.text]) !== null) {
        markers.push(previous);
      } else if (!["to", "the", "of", "的"].includes(previous.text)) {
        break;
      }
    }
    return markers;
  }

  /** The role a claim gives an entity: a role key or marker before it, or subject when named first. */
  private claimedRole(unit: ClaimUnit, first: boolean): string | null {
    if (unit.kind === "keyValue" && unit.key !== null) {
      return roleOfKey(this.grammar, unit.key);
    }
    const before: string[] = [];
    for (let index = unit.index - 1; index >= 0 && before.length < 3; index--) {
      const previous = this.claim.units[index];
      if (previous === undefined || previous.clause !== unit.clause) {
        break;
      }
      before.push(previous.text);
    }
    return markedRole(this.grammar, before) ?? (first ? SUBJECT_ROLE : null);
  }

  private checkRemediation(): void {
    if (
      this.claim.runbookAttributed ||
      (this.kind !== null && this.kind !== "observation" && this.kind !== "negative_observation")
    ) {
      return;
    }
    for (const match of remediationMatches(this.grammar, this.claim.text)) {
      // A remediation word inside a key, a name or a number (`restarts=27`) prescribes nothing.
      const units = this.claim.units.filter(
        (unit) =>
          unit.start < match.end &&
          unit.end > match.start &&
          (unit.kind === "word" || unit.kind === "han"),
      );
      if (units.length === 0 || units.every((unit) => this.quotedUnits.has(unit.index))) {
        continue;
      }
      const first = units[0] as ClaimUnit;
      const aligned = units.every((unit) => this.accounts[unit.index]?.outcome === "supported");
      if (aligned && !this.prescribed(first)) {
        continue;
      }
      this.unsupported(
        first,
        "remediation_in_claim",
        `prescribes an action (${match.term}); an observation states what was seen`,
        "remediation",
      );
    }
  }

  /** Whether a remediation word is prescribed: a modal before it, or it opens its clause. */
  private prescribed(unit: ClaimUnit): boolean {
    let opensClause = true;
    for (let index = unit.index - 1; index >= 0; index--) {
      const previous = this.claim.units[index] as ClaimUnit;
      if (previous.clause !== unit.clause) {
        break;
      }
      const isPrescribing =
        (previous.kind === "word" && this.grammar.prescribingStems.has(previous.stem)) ||
        (previous.kind === "han" && this.grammar.prescribingHan.has(previous.text));
      if (isPrescribing && unit.index - index <= 3) {
        return true;
      }
      if (this.accounts[index]?.outcome !== "framing") {
        opensClause = false;
      }
    }
    return opensClause && unit.kind !== "han";
  }

  /** Facts resting only on runbooks (unattributed) or only on instruction-like records. */
  private checkSources(): void {
    const entityUnits = new Set(this.entities.map((entity) => entity.unitIndex));
    const facts = this.claim.units.filter(
      (unit) =>
        this.accounts[unit.index]?.outcome === "supported" &&
        !entityUnits.has(unit.index) &&
        unit.kind !== "negator",
    );
    if (!this.claim.runbookAttributed) {
      const knowledgeOnly = this.claim.units.filter((unit) => {
        const account = this.accounts[unit.index];
        return (
          account?.outcome === "supported" &&
          account.record?.knowledge === true &&
          !entityUnits.has(unit.index)
        );
      });
      if (knowledgeOnly.length > 0) {
        const record =
          knowledgeOnly[0] === undefined ? null : this.accounts[knowledgeOnly[0].index]?.record;
        this.reasons.push({
          code: "knowledge_as_incident_fact",
          verdict: "LOW_CONFID",
          message: `${knowledgeOnly.map((unit) => quote(unit.text)).join(", ")} rest only on runbook evidence (${record?.label ?? "lookup_knowledge"}); a current-incident fact needs observation evidence, or the claim must attribute it to the runbook`,
        });
      }
    }
    if (!this.validQuote) {
      const suspectOnly = this.claim.units.filter((unit) => {
        const account = this.accounts[unit.index];
        return (
          account?.outcome === "supported" &&
          account.record?.suspect === true &&
          !entityUnits.has(unit.index)
        );
      });
      if (suspectOnly.length > 0) {
        const record =
          suspectOnly[0] === undefined ? null : this.accounts[suspectOnly[0].index]?.record;
        this.reasons.push({
          code: "evidence_suspect_instruction",
          verdict: "LOW_CONFID",
          message: `${suspectOnly.map((unit) => quote(unit.text)).join(", ")} rest only on a record that reads like an instruction to a model (${record?.label ?? "suspect record"}); quote it with attribution instead of stating it as fact`,
        });
      }
    }
    if (facts.length === 0 && !this.validQuote) {
      this.reasons.push({
        code: "claim_not_covered",
        verdict: "LOW_CONFID",
        message: "the claim states nothing that evidence could support",
      });
    }
  }
}

/** Reasons of a claim: one per conflict, and one per code naming every unaccounted unit. */
function reasonsOf(claim: ClaimAnalysis, accounts: readonly (Account | null)[]): VerdictReason[] {
  const reasons: VerdictReason[] = [];
  const unsupportedByCode = new Map<RuleCode, string[]>();
  for (const [index, account] of accounts.entries()) {
    const unit = claim.units[index];
    if (account === null || unit === undefined || account.code === null) {
      continue;
    }
    if (account.outcome === "conflict") {
      reasons.push({
        code: account.code,
        verdict: "REJECT",
        message: `${quote(unit.text)}: ${account.detail} (${account.record?.label ?? "cited record"})`,
      });
    } else if (account.outcome === "unsupported") {
      const list = unsupportedByCode.get(account.code) ?? [];
      list.push(`${quote(unit.text)} (${account.detail})`);
      unsupportedByCode.set(account.code, list);
    }
  }
  for (const [code, units] of unsupportedByCode) {
    const named = units.slice(0, MAXIMUM_NAMED_UNITS).join("; ");
    const more =
      units.length > MAXIMUM_NAMED_UNITS ? ` and ${units.length - MAXIMUM_NAMED_UNITS} more` : "";
    reasons.push({
      code,
      verdict: "LOW_CONFID",
      message: `not accounted for by the cited records: ${named}${more}`,
    });
  }
  return reasons;
}

function factsOf(claim: ClaimAnalysis, accounts: readonly (Account | null)[]): FactCheck[] {
  const facts: FactCheck[] = [];
  for (const [index, account] of accounts.entries()) {
    const unit = claim.units[index];
    if (account === null || unit === undefined) {
      continue;
    }
    facts.push({
      kind: account.kind,
      fact: unit.text,
      outcome: account.outcome,
      evidence: account.record?.label ?? null,
      detail: account.detail,
    });
  }
  return facts;
}

function capped<Item>(items: readonly Item[]): Item[] {
  return items.slice(0, MAXIMUM_KEPT);
}

/** Options of the deterministic judge. */
export interface DeterministicJudgeOptions {
  /** The claim grammar (a scenario's glossary merged in); the shipped one by default. */
  readonly grammar?: Grammar;
}

/**
 * The default judge: deterministic, explains itself unit by unit. One instance analyses each
 * record once, however many claims and bindings cite it.
 */
export function createDeterministicJudge(options: DeterministicJudgeOptions = {}): ClaimJudge {
  const grammar = options.grammar ?? getDefaultGrammar();
  const analyses = new Map<string, RecordAnalysis>();

  function analyse(excerpt: VerifiedExcerpt): RecordAnalysis {
    const key = `${excerpt.tool_name}\u0000${excerpt.source_invocation_id}\u0000${excerpt.raw_path}\u0000${excerpt.text}`;
    let analysis = analyses.get(key);
    if (analysis === undefined) {
      analysis = analyseRecord(grammar, excerpt);
      analyses.set(key, analysis);
    }
    return analysis;
  }

  function judge(claim: VerifierClaimInput): ClaimJudgement {
    if (claim.verified_excerpts.length === 0) {
      return {
        verdict: "LOW_CONFID",
        reasons: [
          {
            code: "no_verified_excerpt",
            verdict: "LOW_CONFID",
            message: "the claim has no verified excerpt to be derived from",
          },
        ],
        facts: [],
      };
    }
    const records = [...new Set(claim.verified_excerpts.map(analyse))];
    const analysis = analyseClaim(grammar, claim.text);
    const check = new ClaimCheck(grammar, analysis, records, claim.kind);
    check.run();
    const reasons = [...reasonsOf(analysis, check.accounts), ...check.reasons];
    const deceptive = deceptiveText(claim.text);
    if (deceptive !== null) {
      reasons.push({
        code: "fact_unsupported",
        verdict: "LOW_CONFID",
        message: `the claim's text is not displayed as it was verified: ${deceptive}`,
      });
    }
    let verdict: Verdict = "PASS";
    for (const reason of reasons) {
      verdict = lowerVerdict(verdict, reason.verdict);
    }
    const kept = capped(reasons);
    if (reasons.length > kept.length) {
      kept.push({
        code: kept.at(-1)?.code ?? "unit_unsupported",
        verdict,
        message: `${reasons.length - kept.length} more reasons not listed`,
      });
    }
    return { verdict, reasons: kept, facts: capped(factsOf(analysis, check.accounts)) };
  }

  return { name: "deterministic", judge };
}

/**
 * The causal or root-cause wording in a text (English or Chinese), or null. The Composer uses
 * it: a next step may not slip in the cause a claim was not allowed to state.
 */
export function findCausalWording(
  text: string,
  grammar: Grammar = getDefaultGrammar(),
): string | null {
  const analysis = analyseClaim(grammar, text);
  for (const unit of analysis.units) {
    if (forbiddenCategory(grammar, unit) === "causal") {
      return unit.text;
    }
  }
  return null;
}
