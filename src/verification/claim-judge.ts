/**
 * The Verifier's judges: whether a claim's text is derivable from its verified excerpts.
 *
 * `ClaimJudge` is the small interface every judge implements. The deterministic judge here is
 * the default and always runs first; it explains itself fact by fact. A later judge (an LLM,
 * say) plugs in as a reviewer of the Verifier and can only lower a PASS, never raise a verdict.
 *
 * What the deterministic judge checks, against the system-side texts only (never the model's
 * excerpts):
 *  - key=value pairs, quantities (numbers with units, percentages, durations and sizes after
 *    unit conversion) and identifiers (service, alert, pool): each must be stated by some
 *    excerpt; a different value for the same key or quantity, with none stating it, is REJECT;
 *  - negations: "no connections waiting" against `waiting=9`, "not firing" against `firing`:
 *    REJECT;
 *  - causal or root-cause wording in English or Chinese, hedged or not: LOW_CONFID;
 *  - current-incident facts resting only on lookup_knowledge (runbook) evidence: LOW_CONFID,
 *    unless the claim says what a runbook says;
 *  - a claim most of whose words are in no excerpt: LOW_CONFID.
 */
import type { ToolName } from "../tools/tool-contract.js";
import {
  candidateKeys,
  contentStems,
  evidenceStems,
  ideographUnits,
  type KeyValue,
  keyValuesOf,
  occursAsToken,
  type PolarizedTerm,
  type PreparedText,
  parseQuantity,
  polarizedTerms,
  prepareText,
  type Quantity,
  quantitiesIn,
  sameQuantity,
  sameValue,
  stem,
} from "./text-analysis.js";
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
  /** Each fact of the claim and what the excerpts say about it. */
  readonly facts: readonly FactCheck[];
}

/** A judge of derivability. Judges are pure functions of the claim and its verified excerpts. */
export interface ClaimJudge {
  /** Reported in `judged_by`. */
  readonly name: string;
  judge(claim: VerifierClaimInput): ClaimJudgement;
}

/** Runbook and skill content: it may say what a runbook says, never what is happening now. */
const KNOWLEDGE_TOOL: ToolName = "lookup_knowledge";

/** Root-cause and causal wording; any of it anywhere in a claim counts, hedged or not. */
const CAUSAL_ENGLISH =
  /\b(root[\s-]?causes?|the cause|causes? of|caused by|causing|causes|due to|because|led to|leads? to|leading to|resulted in|resulting in|as a result of|responsible for|triggered by|attributed to|attributable to|owing to|stems? from|stemming from|contribut(?:ed|es|ing) to|thanks to)\b/u;
const CAUSAL_CHINESE =
  /(根因|根本原因|导致|由于|因为|造成|引起|引发|所致|源于|归因|起因|原因是|致使)/u;

/** A claim about what a runbook says may rest on lookup_knowledge evidence. */
const RUNBOOK_STATEMENT =
  /\b(runbooks?|playbooks?|knowledge base|sops?|standard operating procedures?|documentation|guides?|guidelines?|wiki)\b|手册|知识库|预案|文档|规范|指南/u;

/** Terms whose polarity is a fact: `firing` and `not firing` cannot both hold. */
const STATE_STEMS = new Set(
  "firing available reachable healthy running exhausted saturated responding".split(" ").map(stem),
);

/** Below this share of covered content words a claim is not derivable. */
export const MINIMUM_COVERAGE = 0.5;

/** An excerpt prepared once per judge, however many claims rest on it. */
interface ExcerptAnalysis {
  readonly label: string;
  readonly knowledge: boolean;
  readonly prepared: PreparedText;
  readonly pairs: readonly KeyValue[];
  readonly quantities: readonly Quantity[];
  readonly polarity: readonly PolarizedTerm[];
  readonly stems: ReadonlySet<string>;
}

function labelOf(excerpt: VerifiedExcerpt): string {
  return `${excerpt.tool_name} #${excerpt.source_invocation_id} ${excerpt.raw_path}`;
}

function quote(value: string): string {
  return JSON.stringify(value.length > 60 ? `${value.slice(0, 57)}...` : value);
}

/** Orders excerpts so that observation evidence is preferred to runbook evidence as support. */
function observationsFirst(excerpts: readonly ExcerptAnalysis[]): ExcerptAnalysis[] {
  return [
    ...excerpts.filter((excerpt) => !excerpt.knowledge),
    ...excerpts.filter((excerpt) => excerpt.knowledge),
  ];
}

class ClaimFacts {
  readonly facts: FactCheck[] = [];
  readonly reasons: VerdictReason[] = [];

  constructor(private readonly mayRestOnKnowledge: boolean) {}

  supported(kind: FactCheck["kind"], fact: string, excerpt: ExcerptAnalysis, detail: string): void {
    this.facts.push({ kind, fact, outcome: "supported", evidence: excerpt.label, detail });
    if (excerpt.knowledge && !this.mayRestOnKnowledge) {
      this.reasons.push({
        code: "knowledge_as_incident_fact",
        verdict: "LOW_CONFID",
        message: `${quote(fact)} is stated only by runbook evidence (${excerpt.label}); a current-incident fact needs observation evidence`,
      });
    }
  }

  conflict(
    code: "fact_conflict" | "negation_conflict",
    kind: FactCheck["kind"],
    fact: string,
    excerpt: ExcerptAnalysis,
    detail: string,
  ): void {
    this.facts.push({ kind, fact, outcome: "conflict", evidence: excerpt.label, detail });
    this.reasons.push({
      code,
      verdict: "REJECT",
      message: `${quote(fact)}: ${detail} (${excerpt.label})`,
    });
  }

  unsupported(kind: FactCheck["kind"], fact: string, detail: string): void {
    this.facts.push({ kind, fact, outcome: "unsupported", evidence: null, detail });
    this.reasons.push({
      code: "fact_unsupported",
      verdict: "LOW_CONFID",
      message: `${quote(fact)}: ${detail}`,
    });
  }
}

function checkKeyValue(
  pair: KeyValue,
  excerpts: readonly ExcerptAnalysis[],
  facts: ClaimFacts,
): void {
  let contradiction: { excerpt: ExcerptAnalysis; other: KeyValue } | undefined;
  for (const excerpt of excerpts) {
    for (const other of excerpt.pairs) {
      if (other.keyStem !== pair.keyStem) {
        continue;
      }
      if (sameValue(pair, other)) {
        facts.supported("key_value", pair.raw, excerpt, `stated as ${quote(other.raw)}`);
        return;
      }
      contradiction ??= { excerpt, other };
    }
  }
  if (contradiction !== undefined) {
    facts.conflict(
      "fact_conflict",
      "key_value",
      pair.raw,
      contradiction.excerpt,
      `the evidence says ${quote(contradiction.other.raw)}`,
    );
    return;
  }
  facts.unsupported("key_value", pair.raw, `no verified excerpt gives ${quote(pair.key)}`);
}

function checkQuantity(
  quantity: Quantity,
  keys: readonly string[],
  excerpts: readonly ExcerptAnalysis[],
  facts: ClaimFacts,
): void {
  // Keys are nearest first: the nearest key the evidence gives decides a conflict.
  let keyed = false;
  let contradiction: { excerpt: ExcerptAnalysis; other: KeyValue } | undefined;
  for (const key of keys) {
    for (const excerpt of excerpts) {
      for (const pair of excerpt.pairs) {
        if (pair.keyStem !== key || pair.quantity === null) {
          continue;
        }
        keyed = true;
        if (sameQuantity(quantity, pair.quantity)) {
          facts.supported("quantity", quantity.raw, excerpt, `stated as ${quote(pair.raw)}`);
          return;
        }
        if (pair.quantity.dimension === quantity.dimension) {
          contradiction ??= { excerpt, other: pair };
        }
      }
    }
  }
  if (contradiction !== undefined) {
    facts.conflict(
      "fact_conflict",
      "quantity",
      quantity.raw,
      contradiction.excerpt,
      `the evidence says ${quote(contradiction.other.raw)}`,
    );
    return;
  }
  if (!keyed) {
    for (const excerpt of excerpts) {
      const same = excerpt.quantities.find((other) => sameQuantity(quantity, other));
      if (same !== undefined) {
        facts.supported("quantity", quantity.raw, excerpt, `stated as ${quote(same.raw)}`);
        return;
      }
    }
  }
  facts.unsupported("quantity", quantity.raw, "no verified excerpt states this quantity");
}

function checkIdentifier(
  identifier: string,
  excerpts: readonly ExcerptAnalysis[],
  facts: ClaimFacts,
): void {
  for (const excerpt of excerpts) {
    if (occursAsToken(excerpt.prepared.folded, identifier)) {
      facts.supported("identifier", identifier, excerpt, "occurs in the evidence");
      return;
    }
  }
  facts.unsupported("identifier", identifier, "occurs in no verified excerpt");
}

/** A negated key: `no connections waiting` is `waiting=0`. */
function checkNegatedKey(
  term: PolarizedTerm,
  excerpts: readonly ExcerptAnalysis[],
  facts: ClaimFacts,
): boolean {
  let contradiction: { excerpt: ExcerptAnalysis; other: KeyValue } | undefined;
  let keyed = false;
  for (const excerpt of excerpts) {
    for (const pair of excerpt.pairs) {
      if (pair.keyStem !== term.stem || pair.quantity === null) {
        continue;
      }
      keyed = true;
      if (pair.quantity.canonical === 0) {
        facts.supported("negation", `no ${term.word}`, excerpt, `stated as ${quote(pair.raw)}`);
        return true;
      }
      contradiction ??= { excerpt, other: pair };
    }
  }
  if (contradiction !== undefined) {
    facts.conflict(
      "negation_conflict",
      "negation",
      `no ${term.word}`,
      contradiction.excerpt,
      `the claim negates it, but the evidence says ${quote(contradiction.other.raw)}`,
    );
  }
  return keyed;
}

/** A state term: `firing`, `not available`; its polarity must agree with the evidence. */
function checkState(
  term: PolarizedTerm,
  excerpts: readonly ExcerptAnalysis[],
  facts: ClaimFacts,
): void {
  const fact = term.negated ? `not ${term.word}` : term.word;
  let contradiction: ExcerptAnalysis | undefined;
  for (const excerpt of excerpts) {
    for (const other of excerpt.polarity) {
      if (other.stem !== term.stem) {
        continue;
      }
      if (other.negated === term.negated) {
        facts.supported("state", fact, excerpt, "the evidence says the same");
        return;
      }
      contradiction ??= excerpt;
    }
  }
  if (contradiction !== undefined) {
    facts.conflict(
      "negation_conflict",
      "state",
      fact,
      contradiction,
      term.negated ? "the evidence states it" : "the evidence negates it",
    );
  }
}

function coverageReason(
  claim: PreparedText,
  excerpts: readonly ExcerptAnalysis[],
): VerdictReason | null {
  const available = new Set<string>();
  for (const excerpt of excerpts) {
    for (const word of excerpt.stems) {
      available.add(word);
    }
  }
  const missing: string[] = [];
  let total = 0;
  for (const word of contentStems(claim)) {
    total += 1;
    if (!available.has(word)) {
      missing.push(word);
    }
  }
  // Chinese words outside the glossary can only be compared with Chinese evidence.
  const evidenceHasIdeographs = excerpts.some((excerpt) => excerpt.prepared.ideographs.length > 0);
  for (const unit of ideographUnits(claim.folded)) {
    if (unit.stems.length === 0 && !evidenceHasIdeographs) {
      continue;
    }
    total += 1;
    const covered =
      excerpts.some((excerpt) => excerpt.prepared.folded.includes(unit.text)) ||
      unit.stems.some((english) => available.has(english));
    if (!covered) {
      missing.push(unit.text);
    }
  }
  if (total === 0 || (total - missing.length) / total >= MINIMUM_COVERAGE) {
    return null;
  }
  return {
    code: "claim_not_covered",
    verdict: "LOW_CONFID",
    message: `only ${total - missing.length} of ${total} content words occur in the verified excerpts (missing: ${missing.slice(0, 8).join(", ")})`,
  };
}

function causalReason(folded: string): VerdictReason | null {
  const match = CAUSAL_ENGLISH.exec(folded) ?? CAUSAL_CHINESE.exec(folded);
  if (match === null) {
    return null;
  }
  return {
    code: "causal_wording",
    verdict: "LOW_CONFID",
    message: `${quote(match[0])} states a cause; an observation states what was seen, not why`,
  };
}

/**
 * The default judge: deterministic, explains itself. One instance memoizes excerpt analysis,
 * so a turn whose claims cite the same records prepares each record once.
 */
export function createDeterministicJudge(): ClaimJudge {
  const analyses = new Map<string, ExcerptAnalysis>();

  function analyse(excerpt: VerifiedExcerpt): ExcerptAnalysis {
    const label = labelOf(excerpt);
    const key = `${label}\u0000${excerpt.text}`;
    const cached = analyses.get(key);
    if (cached !== undefined) {
      return cached;
    }
    const prepared = prepareText(excerpt.text);
    const analysis: ExcerptAnalysis = {
      label,
      knowledge: excerpt.tool_name === KNOWLEDGE_TOOL,
      prepared,
      pairs: keyValuesOf(prepared),
      quantities: quantitiesIn(prepared.folded),
      polarity: polarizedTerms(prepared.folded),
      stems: evidenceStems(prepared),
    };
    analyses.set(key, analysis);
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
    const excerpts = observationsFirst(claim.verified_excerpts.map(analyse));
    const prepared = prepareText(claim.text);
    const runbookStatement = RUNBOOK_STATEMENT.test(prepared.folded);
    const facts = new ClaimFacts(runbookStatement);
    const reasons: VerdictReason[] = [];

    if (!runbookStatement && excerpts.every((excerpt) => excerpt.knowledge)) {
      reasons.push({
        code: "knowledge_as_incident_fact",
        verdict: "LOW_CONFID",
        message:
          "the claim rests only on lookup_knowledge (runbook) evidence; runbook content cannot become a current-incident fact",
      });
    }

    const pairs = keyValuesOf(prepared);
    for (const pair of pairs) {
      checkKeyValue(pair, excerpts, facts);
    }
    for (const quantity of quantitiesIn(prepared.folded)) {
      if (prepared.folded[quantity.start - 1] === "=") {
        continue;
      }
      checkQuantity(
        quantity,
        candidateKeys(prepared.folded, quantity.start, quantity.end),
        excerpts,
        facts,
      );
    }
    const seen = new Set<string>();
    for (const token of prepared.tokens) {
      if (!token.significant || token.text.includes("=") || seen.has(token.text)) {
        continue;
      }
      seen.add(token.text);
      if (parseQuantity(token.text) === null) {
        checkIdentifier(token.text, excerpts, facts);
      }
    }
    const explicitKeys = new Set(pairs.map((pair) => pair.keyStem));
    const judgedTerms = new Set<string>();
    for (const term of polarizedTerms(prepared.folded)) {
      const termKey = `${term.stem}:${term.negated}`;
      if (judgedTerms.has(termKey)) {
        continue;
      }
      judgedTerms.add(termKey);
      const keyed =
        term.negated && !explicitKeys.has(term.stem) && checkNegatedKey(term, excerpts, facts);
      if (!keyed && STATE_STEMS.has(term.stem)) {
        checkState(term, excerpts, facts);
      }
    }

    const causal = causalReason(prepared.folded);
    if (causal !== null) {
      reasons.push(causal);
    }
    const coverage = coverageReason(prepared, excerpts);
    if (coverage !== null) {
      reasons.push(coverage);
    }
    const allReasons = [...facts.reasons, ...reasons];
    const verdict = allReasons.reduce<Verdict>(
      (lowest, reason) => lowerVerdict(lowest, reason.verdict),
      "PASS",
    );
    return { verdict, reasons: allReasons, facts: facts.facts };
  }

  return { name: "deterministic", judge };
}
