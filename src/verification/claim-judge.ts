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
import { type Account, ClaimCheck, quote } from "./claim-accounts.js";
import { analyseClaim, type ClaimAnalysis } from "./claim-analysis.js";
import { checkArgumentOrder, checkDirections } from "./facts/argument-order.js";
import { checkClauseSubjects } from "./facts/clause-subject.js";
import { deceptiveText, unwrittenOperators } from "./facts/display.js";
import { checkFormerNames } from "./facts/former-figure.js";
import {
  checkBareValues,
  checkFiguresOfEmptyKeys,
  checkSettingNames,
  checkValuesOfOtherKeys,
} from "./facts/key-value.js";
import {
  acceptReasonPhrases,
  checkCodeCounts,
  checkCompatibilityTokens,
  checkKindsOfNames,
  checkLayoutFigures,
  checkRequestOutcomes,
  checkSystemScope,
} from "./facts/layout-kind.js";
import {
  checkAtNoTime,
  checkDoubleNegations,
  checkDroppedNegations,
  checkNegatedOfSubject,
  checkNegations,
  checkObjectsOfNegatedVerbs,
} from "./facts/negation.js";
import { checkIndefiniteCounts, checkNumberReadings } from "./facts/number-reading.js";
import { checkDroppedQualifiers } from "./facts/qualifier.js";
import {
  acceptCompletives,
  acceptInceptives,
  acceptInstruments,
  acceptSameTimeWords,
  checkAlertGoingOff,
  checkAlternatives,
  checkCauses,
  checkComparisons,
  checkDanglingOrderWords,
  checkDurationLinks,
  checkEndStates,
  checkEqualities,
  checkEvaluationsAsKinds,
  checkEventDates,
  checkEventsOnlyNamed,
  checkEventTimes,
  checkHypotheticals,
  checkInstructionsAsDone,
  checkNamedComparisons,
  checkNecessity,
  checkNowWords,
  checkPartlyDoneInChinese,
  checkPrintedFiles,
  checkProgressive,
  checkQuotedRunbookConditions,
  checkRelationOrder,
  checkRelationsWithinRecords,
  checkRootCauses,
  checkRunbookSentences,
  checkSince,
  checkTense,
  checkWithin,
  checkWritingDates,
  forbiddenCategory,
} from "./facts/relation.js";
import { checkRemediation } from "./facts/remediation.js";
import {
  checkAccessClients,
  checkBracketedNamesAsServices,
  checkIdentifierRoles,
  checkKindNouns,
  checkLevelWords,
  checkReporters,
  checkResponsibleFor,
  checkRoles,
  checkThreadsOfSeveralServices,
} from "./facts/role.js";
import { acceptLogins, acceptSeparatedTerms } from "./facts/separable.js";
import { checkSources } from "./facts/source.js";
import { checkTransitions } from "./facts/state.js";
import {
  checkAlertDurations,
  checkCompoundKeyNames,
  checkCountsCalledTimes,
  checkKeyLists,
  checkListedSubjects,
  checkNameHeads,
  checkPredicateSubjects,
  checkStatementsWithinRecords,
} from "./facts/statement.js";
import { type Grammar, getDefaultGrammar } from "./grammar/grammar.js";
import { RecordCache } from "./record-cache.js";
import type { RuleCode } from "./rule-codes.js";
import type {
  FactCheck,
  Verdict,
  VerdictReason,
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

/** At most this many facts and reasons are kept per claim; the rest are counted. */
export const MAXIMUM_KEPT = 100;

/** At most this many unaccounted units are named in one reason; the rest are counted. */
const MAXIMUM_NAMED_UNITS = 20;

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
  const recordCache = new RecordCache(grammar);

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
    const analysis = analyseClaim(grammar, claim.text);
    const records = recordCache.recordsFor(claim.verified_excerpts, analysis);
    const check = new ClaimCheck(grammar, analysis, records, claim.kind);
    check.accountUnits();
    acceptInceptives(check);
    acceptCompletives(check);
    acceptSameTimeWords(check);
    acceptInstruments(check);
    acceptSeparatedTerms(check);
    acceptLogins(check);
    acceptReasonPhrases(check);
    checkNegations(check);
    checkDroppedNegations(check);
    checkObjectsOfNegatedVerbs(check);
    checkDoubleNegations(check);
    checkNegatedOfSubject(check);
    checkAtNoTime(check);
    checkTransitions(check);
    checkComparisons(check);
    checkEqualities(check);
    checkNamedComparisons(check);
    checkWithin(check);
    checkRelationsWithinRecords(check);
    checkRootCauses(check);
    checkCauses(check);
    checkRelationOrder(check);
    checkEvaluationsAsKinds(check);
    checkEventDates(check);
    checkWritingDates(check);
    checkEventTimes(check);
    checkHypotheticals(check);
    checkAlternatives(check);
    checkNecessity(check);
    checkDanglingOrderWords(check);
    checkDurationLinks(check);
    checkTense(check);
    checkPrintedFiles(check);
    checkEndStates(check);
    checkPartlyDoneInChinese(check);
    checkFormerNames(check);
    checkProgressive(check);
    checkInstructionsAsDone(check);
    checkSince(check);
    checkEventsOnlyNamed(check);
    checkAlertGoingOff(check);
    checkNowWords(check);
    checkRunbookSentences(check);
    checkQuotedRunbookConditions(check);
    checkNumberReadings(check);
    checkIndefiniteCounts(check);
    checkLayoutFigures(check);
    checkCompatibilityTokens(check);
    checkSystemScope(check);
    checkKindsOfNames(check);
    checkRequestOutcomes(check);
    checkCodeCounts(check);
    checkFiguresOfEmptyKeys(check);
    checkBareValues(check);
    checkSettingNames(check);
    checkValuesOfOtherKeys(check);
    checkStatementsWithinRecords(check);
    checkListedSubjects(check);
    checkPredicateSubjects(check);
    checkClauseSubjects(check);
    checkNameHeads(check);
    checkKeyLists(check);
    checkCompoundKeyNames(check);
    checkAlertDurations(check);
    checkCountsCalledTimes(check);
    checkRoles(check);
    checkIdentifierRoles(check);
    checkBracketedNamesAsServices(check);
    checkThreadsOfSeveralServices(check);
    checkKindNouns(check);
    checkResponsibleFor(check);
    checkAccessClients(check);
    checkReporters(check);
    checkLevelWords(check);
    checkDroppedQualifiers(check);
    checkRemediation(check);
    checkArgumentOrder(check);
    checkDirections(check);
    checkSources(check);
    const reasons = [...reasonsOf(analysis, check.accounts), ...check.reasons];
    for (const operator of unwrittenOperators(
      claim.text,
      records.map((record) => record.excerpt.text),
    )) {
      reasons.push({
        code: "fact_unsupported",
        verdict: "LOW_CONFID",
        message: `not accounted for by the cited records: ${JSON.stringify(operator)} (an operator no cited record writes there)`,
      });
    }
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
