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
 *  - a quantity written in prose must match the value of the key next to it; without such a
 *    key, only a number standing alone in an excerpt, or the value of a key the claim names,
 *    supports it (`37 connections active` is not `waiting=37`);
 *  - negations: "no connections waiting" against `waiting=9`, "not firing" against `firing`,
 *    "pool is not exhausted" against a firing `DBConnectionPoolExhausted`: REJECT; a negated
 *    term no excerpt negates too: LOW_CONFID;
 *  - causal or root-cause wording in English or Chinese, hedged or not: LOW_CONFID;
 *  - current-incident facts resting only on lookup_knowledge (runbook) evidence: LOW_CONFID,
 *    unless the claim attributes what it says to a runbook ("the runbook advises ...");
 *  - a claim most of whose words (Chinese characters included) are in no observation
 *    excerpt: LOW_CONFID;
 *  - a claim with no content ("No.", "是的。", empty): LOW_CONFID;
 *  - text a person would read differently from what was checked (bidi controls, a word mixing
 *    Latin with Cyrillic or Greek letters, superscript digits): LOW_CONFID.
 * At most MAXIMUM_KEPT facts and reasons are kept per claim, with a count of the rest.
 */
import type { ToolName } from "../tools/tool-contract.js";
import {
  assertedNameParts,
  candidateKeys,
  contentStems,
  evidenceStems,
  ideographUnits,
  isIdeographNegator,
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
  ratioOf,
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
const CAUSAL_ENGLISH_PHRASES = [
  "root[\\s-]?causes?|the cause|causes? of|caused by|causing|causes|due to|because|led to",
  "leads? to|leading to|resulted in|resulting in|as a result|as the result of|results? of",
  "responsible for|triggered by|attributed to|attributable to|owing to|stems? from",
  "stemming from|contribut(?:ed|es|ing) to|thanks to|therefore|hence|thus|consequently",
  "which is why|that is why|this is why|that's why|driven by|drives|explains?|explained by",
  "culprits?|the reason|reasons? (?:is|was|for|being)|on account of|in turn",
  // "since" is causal unless a time follows it (`since 22:41`, `since yesterday`).
  "since(?!\\s+(?:\\d|then\\b|yesterday|today|last\\b|the (?:start|beginning|deploy)|morning|noon|midnight))",
];
const CAUSAL_ENGLISH = new RegExp(`\\b(?:${CAUSAL_ENGLISH_PHRASES.join("|")})\\b`, "u");
/** `so` is causal when it joins clauses (`..., so the pool ran out`); not in `so far`. */
const CAUSAL_SO = /(?:^|[,;:\u2014-]\s*|\band\s+)so\b(?!\s+far\b)|\bso that\b/u;
/** Simplified and traditional forms. */
const CAUSAL_CHINESE =
  /(根因|根本原因|导致|導致|由于|由於|因为|因為|造成|引起|引发|引發|所致|源于|源於|归因|歸因|起因|原因是|致使|所以|因此|因而|从而|從而|于是|於是|以致|以至于|以至於|的结果|的結果|结果是|結果是|是因|归咎|歸咎|罪魁)/u;

/**
 * A claim that attributes what it says to a runbook may rest on lookup_knowledge evidence:
 * "the runbook says/advises/recommends ...", "according to the runbook", "根据手册 ...",
 * "手册建议 ...". A runbook word elsewhere (`(SOP)` appended) attributes nothing.
 */
const RUNBOOK_SOURCE =
  "(?:runbooks?|playbooks?|knowledge base|sops?|standard operating procedures?|documentation|docs|guides?|guidelines?|wiki)";
const RUNBOOK_ATTRIBUTION = new RegExp(
  [
    `\\b${RUNBOOK_SOURCE}(?:\\s+\\S+){0,3}?\\s+(?:says?|said|advises?|advised|recommends?|recommended|suggests?|suggested|states?|stated|describes?|described|notes?|noted|warns?|warned|instructs?|instructed|lists?|listed|mentions?|mentioned|explains?|explained|requires?|required|calls? for|tells?|reads?)\\b`,
    `\\b(?:according to|as per|per|as described in|as stated in|as noted in|as recommended by|as advised by)\\s+(?:the|our|this|a)?\\s*(?:\\S+\\s+){0,2}?${RUNBOOK_SOURCE}\\b`,
    "(?:根据|按照|依据|依照|参照|参考|据)[^，。；,;]{0,12}?(?:手册|知识库|预案|文档|规范|指南|runbook|sop)",
    "(?:手册|知识库|预案|文档|规范|指南|runbook|sop)[^，。；,;]{0,6}?(?:建议|指出|说明|要求|提到|写道|称|描述|规定|表示|提示|推荐|指导|记载|中提到|中写道)",
  ].join("|"),
  "u",
);

/** Terms whose polarity is a fact: `firing` and `not firing` cannot both hold. */
const STATE_STEMS = new Set(
  "firing available reachable healthy running exhausted saturated responding".split(" ").map(stem),
);

/** Below this share of covered content words a claim is not derivable. */
export const MINIMUM_COVERAGE = 0.5;

/** At most this many facts and this many reasons are kept per claim; the rest are counted. */
export const MAXIMUM_KEPT = 100;

/** Words that answer without stating anything: a claim of only these has no content. */
const ANSWER_STEMS = new Set(
  "yes yeah yep ok okay true false correct right indeed confirmed sure".split(" ").map(stem),
);

/** Controls that reorder what a person sees (RLO, LRI, ...): the display is not the text. */
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;
const LETTER_RUN = /[\p{L}\p{M}]+/gu;
const LATIN = /\p{sc=Latin}/u;
const CYRILLIC_OR_GREEK = /[\p{sc=Cyrillic}\p{sc=Greek}]/u;
/** Number characters that are not plain digits (superscripts, circled digits, fractions). */
const COMPATIBILITY_NUMBER = /(?!\p{Nd})\p{N}/gu;
/** Printable ASCII only: nothing in it can display otherwise than it reads. */
const PLAIN_ASCII = /^[\u0020-\u007e\t\n\r]*$/u;

/** An excerpt prepared once per judge, however many claims rest on it. */
interface ExcerptAnalysis {
  readonly label: string;
  readonly knowledge: boolean;
  readonly prepared: PreparedText;
  readonly pairs: readonly KeyValue[];
  /** Quantities written on their own, not as the value of a `key=value`. */
  readonly standalone: readonly Quantity[];
  /** Terms with their polarity, and the name parts of a firing alert (stated). */
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
  const ordered = excerpts.filter((excerpt) => !excerpt.knowledge);
  for (const excerpt of excerpts) {
    if (excerpt.knowledge) {
      ordered.push(excerpt);
    }
  }
  return ordered;
}

/** The facts and reasons of one claim, at most MAXIMUM_KEPT of each, with the rest counted. */
class ClaimFacts {
  readonly facts: FactCheck[] = [];
  readonly reasons: VerdictReason[] = [];
  private omittedFacts = 0;
  private omittedReasons = 0;
  private omittedVerdict: Verdict = "PASS";
  private omittedCode: VerdictReason["code"] | null = null;

  constructor(private readonly mayRestOnKnowledge: boolean) {}

  private fact(fact: FactCheck): void {
    if (this.facts.length < MAXIMUM_KEPT) {
      this.facts.push(fact);
    } else {
      this.omittedFacts += 1;
    }
  }

  reason(reason: VerdictReason): void {
    if (this.reasons.length < MAXIMUM_KEPT) {
      this.reasons.push(reason);
      return;
    }
    this.omittedReasons += 1;
    this.omittedVerdict = lowerVerdict(this.omittedVerdict, reason.verdict);
    this.omittedCode ??= reason.code;
  }

  /** The kept reasons, and one that counts the omitted ones (with their lowest verdict). */
  allReasons(): VerdictReason[] {
    if (this.omittedReasons === 0 || this.omittedCode === null) {
      return this.reasons;
    }
    return this.reasons.concat({
      code: this.omittedCode,
      verdict: this.omittedVerdict,
      message: `${this.omittedReasons} more reasons and ${this.omittedFacts} more facts not listed`,
    });
  }

  supported(kind: FactCheck["kind"], fact: string, excerpt: ExcerptAnalysis, detail: string): void {
    this.fact({ kind, fact, outcome: "supported", evidence: excerpt.label, detail });
    if (excerpt.knowledge && !this.mayRestOnKnowledge) {
      this.reason({
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
    this.fact({ kind, fact, outcome: "conflict", evidence: excerpt.label, detail });
    this.reason({
      code,
      verdict: "REJECT",
      message: `${quote(fact)}: ${detail} (${excerpt.label})`,
    });
  }

  unsupported(kind: FactCheck["kind"], fact: string, detail: string): void {
    this.fact({ kind, fact, outcome: "unsupported", evidence: null, detail });
    this.reason({
      code: "fact_unsupported",
      verdict: "LOW_CONFID",
      message: `${quote(fact)}: ${detail}`,
    });
  }
}

/** `active=50/50` is supported by `active=50` with `total=50` in one excerpt. */
function supportsRatio(pair: KeyValue, excerpt: ExcerptAnalysis): KeyValue | null {
  const ratio = ratioOf(pair.value);
  if (ratio === null) {
    return null;
  }
  const numerator = excerpt.pairs.find(
    (other) => other.keyStem === pair.keyStem && other.value === ratio.numerator,
  );
  const denominator = excerpt.pairs.find(
    (other) =>
      (other.key === "total" || other.key === "max" || other.key === "maximum") &&
      other.value === ratio.denominator,
  );
  return numerator !== undefined && denominator !== undefined ? numerator : null;
}

function checkKeyValue(
  pair: KeyValue,
  excerpts: readonly ExcerptAnalysis[],
  facts: ClaimFacts,
): void {
  let contradiction: { excerpt: ExcerptAnalysis; other: KeyValue } | undefined;
  for (const excerpt of excerpts) {
    const ratio = supportsRatio(pair, excerpt);
    if (ratio !== null) {
      facts.supported("key_value", pair.raw, excerpt, `stated as ${quote(ratio.raw)} of a total`);
      return;
    }
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

/**
 * A quantity in prose. With a key next to it that the evidence gives (`p99 latency is 2.4s`,
 * `37 connections active`), it must be that key's value. Otherwise only a quantity standing
 * alone in an excerpt (`timed out after 30000ms`), or the value of a key the claim names
 * elsewhere, supports it; a quantity with a unit and no word next to it at all (`at 91% for
 * 15 minutes`) may also be the value of any key, of the same dimension.
 */
function checkQuantity(
  quantity: Quantity,
  keys: readonly string[],
  claimStems: () => ReadonlySet<string>,
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
  if (keyed) {
    facts.unsupported("quantity", quantity.raw, "the key next to it has another kind of value");
    return;
  }
  for (const excerpt of excerpts) {
    const same = excerpt.standalone.find((other) => sameQuantity(quantity, other));
    if (same !== undefined) {
      facts.supported("quantity", quantity.raw, excerpt, `stated as ${quote(same.raw)}`);
      return;
    }
  }
  const anyKey = keys.length === 0 && quantity.dimension !== "count";
  for (const excerpt of excerpts) {
    for (const pair of excerpt.pairs) {
      if (
        pair.quantity !== null &&
        (anyKey || claimStems().has(pair.keyStem)) &&
        sameQuantity(quantity, pair.quantity)
      ) {
        facts.supported("quantity", quantity.raw, excerpt, `stated as ${quote(pair.raw)}`);
        return;
      }
    }
  }
  facts.unsupported(
    "quantity",
    quantity.raw,
    "no verified excerpt states this quantity on its own or as the value of a key the claim names",
  );
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

/** A negated key: `no connections waiting` is `waiting=0`. Returns whether the evidence gives the key. */
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

/**
 * The terms one negator reaches (`no connection leak`, `not exhausted`, `未耗尽`). A term
 * that is a key of the evidence is compared with its value (`no waiting` is `waiting=0`).
 * Otherwise an excerpt negating one of the terms supports the negation; an excerpt stating
 * one of them (an alert name part of a firing alert included) is contradicted: REJECT; and a
 * negation no excerpt states either way is unsupported: LOW_CONFID.
 */
function checkNegatedScope(
  terms: readonly PolarizedTerm[],
  explicitKeys: ReadonlySet<string>,
  excerpts: readonly ExcerptAnalysis[],
  facts: ClaimFacts,
): void {
  let keyed = false;
  for (const term of terms) {
    keyed = explicitKeys.has(term.stem) || checkNegatedKey(term, excerpts, facts) || keyed;
  }
  if (keyed) {
    return;
  }
  const fact = `not ${[...new Set(terms.map((term) => term.word))].join(" ")}`;
  let contradiction: { excerpt: ExcerptAnalysis; term: PolarizedTerm } | undefined;
  for (const excerpt of excerpts) {
    for (const other of excerpt.polarity) {
      const term = terms.find((candidate) => candidate.stem === other.stem);
      if (term === undefined) {
        continue;
      }
      if (other.negated) {
        facts.supported("negation", fact, excerpt, `the evidence negates ${quote(other.word)} too`);
        return;
      }
      contradiction ??= { excerpt, term };
    }
  }
  if (contradiction !== undefined) {
    facts.conflict(
      "negation_conflict",
      "negation",
      fact,
      contradiction.excerpt,
      `the claim negates ${quote(contradiction.term.word)}, which the evidence states`,
    );
    return;
  }
  facts.unsupported("negation", fact, "no verified excerpt states this negation");
}

/** A state term stated unnegated (`firing`, `available`): the evidence must not negate it. */
function checkState(
  term: PolarizedTerm,
  excerpts: readonly ExcerptAnalysis[],
  facts: ClaimFacts,
): void {
  let contradiction: ExcerptAnalysis | undefined;
  for (const excerpt of excerpts) {
    for (const other of excerpt.polarity) {
      if (other.stem !== term.stem) {
        continue;
      }
      if (!other.negated) {
        facts.supported("state", term.word, excerpt, "the evidence says the same");
        return;
      }
      contradiction ??= excerpt;
    }
  }
  if (contradiction !== undefined) {
    facts.conflict(
      "negation_conflict",
      "state",
      term.word,
      contradiction,
      "the evidence negates it",
    );
  }
}

/** Judges every polarized term of the claim: negation scopes, and stated state terms. */
function checkPolarity(
  prepared: PreparedText,
  explicitKeys: ReadonlySet<string>,
  excerpts: readonly ExcerptAnalysis[],
  facts: ClaimFacts,
): void {
  const scopes = new Map<number, PolarizedTerm[]>();
  const judgedStates = new Set<string>();
  for (const term of polarizedTerms(prepared.folded)) {
    if (term.negated) {
      const scope = scopes.get(term.scope);
      if (scope === undefined) {
        scopes.set(term.scope, [term]);
      } else {
        scope.push(term);
      }
    } else if (STATE_STEMS.has(term.stem) && !judgedStates.has(term.stem)) {
      judgedStates.add(term.stem);
      checkState(term, excerpts, facts);
    }
  }
  const judgedScopes = new Set<string>();
  for (const terms of scopes.values()) {
    const signature = terms.map((term) => term.stem).join(" ");
    if (!judgedScopes.has(signature)) {
      judgedScopes.add(signature);
      checkNegatedScope(terms, explicitKeys, excerpts, facts);
    }
  }
}

/** Every stem the claim names: its words, CamelCase parts and glossary terms. */
function claimStemsOf(prepared: PreparedText): Set<string> {
  const stems = evidenceStems(prepared);
  for (const unit of ideographUnits(prepared.folded)) {
    for (const english of unit.stems) {
      stems.add(english);
    }
  }
  return stems;
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
  // Chinese outside the glossary counts too: English evidence cannot cover it.
  for (const unit of ideographUnits(claim.folded)) {
    if (isIdeographNegator(unit)) {
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
    message: `only ${total - missing.length} of ${total} content words occur in the verified observation excerpts (missing: ${missing.slice(0, 8).join(", ")})`,
  };
}

function causalWordingIn(folded: string): string | null {
  const match =
    CAUSAL_ENGLISH.exec(folded) ?? CAUSAL_SO.exec(folded) ?? CAUSAL_CHINESE.exec(folded);
  return match === null ? null : match[0].trim();
}

/**
 * The root-cause or causal wording in a text (English or Chinese), or null. The Composer
 * uses it too: a next step may not slip in the cause a claim was not allowed to state.
 */
export function findCausalWording(text: string): string | null {
  return causalWordingIn(prepareText(text).folded);
}

function causalReason(folded: string): VerdictReason | null {
  const wording = causalWordingIn(folded);
  if (wording === null) {
    return null;
  }
  return {
    code: "causal_wording",
    verdict: "LOW_CONFID",
    message: `${quote(wording)} states a cause; an observation states what was seen, not why`,
  };
}

/** "No.", "是的。", "It is so.", "": nothing a person could check. */
function contentlessReason(prepared: PreparedText): VerdictReason | null {
  const hasContent =
    prepared.tokens.some((token) => token.significant) ||
    contentStems(prepared).some((word) => !ANSWER_STEMS.has(word)) ||
    ideographUnits(prepared.folded).some((unit) => !isIdeographNegator(unit));
  if (hasContent) {
    return null;
  }
  return {
    code: "claim_not_covered",
    verdict: "LOW_CONFID",
    message: "the claim states nothing that evidence could support",
  };
}

/**
 * Text a person would read differently from what was checked: bidi controls that reorder the
 * display, a word mixing Latin with Cyrillic or Greek letters (`nоt` with a Cyrillic о), or
 * number characters that normalization turns into other digits (`3⁰⁰⁰⁰ms`).
 */
function deceptiveTextReason(text: string): VerdictReason | null {
  if (PLAIN_ASCII.test(text)) {
    return null;
  }
  let found: string | null = null;
  if (BIDI_CONTROLS.test(text)) {
    found = "a bidirectional control character reorders what is displayed";
  }
  if (found === null) {
    for (const match of text.normalize("NFKC").matchAll(LETTER_RUN)) {
      if (LATIN.test(match[0]) && CYRILLIC_OR_GREEK.test(match[0])) {
        found = `${quote(match[0])} mixes Latin with Cyrillic or Greek letters`;
        break;
      }
    }
  }
  if (found === null) {
    for (const match of text.matchAll(COMPATIBILITY_NUMBER)) {
      if (match[0].normalize("NFKC") !== match[0]) {
        found = `${quote(match[0])} is displayed as another number than the one checked`;
        break;
      }
    }
  }
  if (found === null) {
    return null;
  }
  return {
    code: "fact_unsupported",
    verdict: "LOW_CONFID",
    message: `the claim's text is not displayed as it was verified: ${found}`,
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
    const polarity = polarizedTerms(prepared.folded);
    for (const part of assertedNameParts(prepared)) {
      polarity.push(part);
    }
    const analysis: ExcerptAnalysis = {
      label,
      knowledge: excerpt.tool_name === KNOWLEDGE_TOOL,
      prepared,
      pairs: keyValuesOf(prepared),
      standalone: quantitiesIn(prepared.folded).filter(
        (quantity) => prepared.folded[quantity.start - 1] !== "=",
      ),
      polarity,
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
    const runbookStatement = RUNBOOK_ATTRIBUTION.test(prepared.folded);
    const facts = new ClaimFacts(runbookStatement);
    const reasons: VerdictReason[] = [];
    const observations = excerpts.filter((excerpt) => !excerpt.knowledge);

    const contentless = contentlessReason(prepared);
    if (contentless !== null) {
      reasons.push(contentless);
    }
    const deceptive = deceptiveTextReason(claim.text);
    if (deceptive !== null) {
      reasons.push(deceptive);
    }
    if (!runbookStatement && observations.length === 0) {
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
    let stemsOfClaim: Set<string> | undefined;
    const claimStems = (): Set<string> => {
      stemsOfClaim ??= claimStemsOf(prepared);
      return stemsOfClaim;
    };
    for (const quantity of quantitiesIn(prepared.folded)) {
      if (prepared.folded[quantity.start - 1] === "=") {
        continue;
      }
      checkQuantity(
        quantity,
        candidateKeys(prepared.folded, quantity.start, quantity.end),
        claimStems,
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
    checkPolarity(prepared, new Set(pairs.map((pair) => pair.keyStem)), excerpts, facts);

    const causal = causalReason(prepared.folded);
    if (causal !== null) {
      reasons.push(causal);
    }
    // Runbook words cover only a claim that says what the runbook says.
    const coverage = coverageReason(prepared, runbookStatement ? excerpts : observations);
    if (coverage !== null && (runbookStatement || observations.length > 0)) {
      reasons.push(coverage);
    }
    const allReasons = facts.allReasons().concat(reasons);
    let verdict: Verdict = "PASS";
    for (const reason of allReasons) {
      verdict = lowerVerdict(verdict, reason.verdict);
    }
    return { verdict, reasons: allReasons, facts: facts.facts };
  }

  return { name: "deterministic", judge };
}
