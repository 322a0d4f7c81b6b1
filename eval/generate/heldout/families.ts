/**
 * The case families of the held-out corpus, with their group and how many cases each gets
 * (about 45% faithful, 15% structural, 40% content; half of every family in Chinese).
 */

import {
  addedClause,
  causal,
  changedNumber,
  excerptNotInRecord,
  excerptOfAnotherRecord,
  injectedRestated,
  keySwap,
  misstated,
  mixedServices,
  numberWordsWrong,
  remediation,
  runbookAsFact,
  structural,
  wrongSubject,
} from "./fabricated.js";
import {
  crossLanguage,
  excerptVariant,
  hedged,
  numberWordsFamily,
  paraphrase,
  ratioFamily,
  runbookAttributed,
  severalClaims,
  twoBindings,
  unitConversion,
  verbatim,
} from "./faithful.js";
import type { Random } from "./random.js";
import type { CaseGroup, Language, Plan } from "./types.js";

export interface Family {
  readonly name: string;
  readonly group: CaseGroup;
  readonly count: number;
  readonly build: (random: Random, language: Language) => Plan;
}

const FAITHFUL_COUNT = 66;

const STRUCTURAL_COUNT = 40;

const CONTENT_COUNT = 54;

export const FAMILIES: readonly Family[] = [
  { name: "faithful/verbatim", group: "faithful", count: FAITHFUL_COUNT, build: verbatim },
  {
    name: "faithful/excerpt-variant",
    group: "faithful",
    count: FAITHFUL_COUNT,
    build: excerptVariant,
  },
  { name: "faithful/paraphrase", group: "faithful", count: FAITHFUL_COUNT, build: paraphrase },
  { name: "faithful/two-bindings", group: "faithful", count: FAITHFUL_COUNT, build: twoBindings },
  {
    name: "faithful/cross-language",
    group: "faithful",
    count: FAITHFUL_COUNT,
    build: crossLanguage,
  },
  {
    name: "faithful/unit-conversion",
    group: "faithful",
    count: FAITHFUL_COUNT,
    build: unitConversion,
  },
  {
    name: "faithful/number-words",
    group: "faithful",
    count: FAITHFUL_COUNT,
    build: numberWordsFamily,
  },
  { name: "faithful/ratio", group: "faithful", count: FAITHFUL_COUNT, build: ratioFamily },
  { name: "faithful/hedged", group: "faithful", count: FAITHFUL_COUNT, build: hedged },
  {
    name: "faithful/runbook-attributed",
    group: "faithful",
    count: FAITHFUL_COUNT,
    build: runbookAttributed,
  },
  {
    name: "faithful/several-claims",
    group: "faithful",
    count: FAITHFUL_COUNT,
    build: severalClaims,
  },
  {
    name: "structural/unknown-id",
    group: "structural",
    count: STRUCTURAL_COUNT,
    build: structural("unknown-id"),
  },
  {
    name: "structural/other-session",
    group: "structural",
    count: STRUCTURAL_COUNT,
    build: structural("other-session"),
  },
  {
    name: "structural/wrong-tool",
    group: "structural",
    count: STRUCTURAL_COUNT,
    build: structural("wrong-tool"),
  },
  {
    name: "structural/absent-path",
    group: "structural",
    count: STRUCTURAL_COUNT,
    build: structural("absent-path"),
  },
  {
    name: "structural/excerpt-not-in-record",
    group: "structural",
    count: STRUCTURAL_COUNT,
    build: excerptNotInRecord,
  },
  {
    name: "structural/excerpt-of-another-record",
    group: "structural",
    count: STRUCTURAL_COUNT,
    build: excerptOfAnotherRecord,
  },
  { name: "content/changed-number", group: "content", count: CONTENT_COUNT, build: changedNumber },
  { name: "content/key-swap", group: "content", count: CONTENT_COUNT, build: keySwap },
  { name: "content/wrong-subject", group: "content", count: CONTENT_COUNT, build: wrongSubject },
  { name: "content/mixed-services", group: "content", count: CONTENT_COUNT, build: mixedServices },
  {
    name: "content/negation",
    group: "content",
    count: CONTENT_COUNT,
    build: misstated(["negated", "dropped"]),
  },
  {
    name: "content/antonym",
    group: "content",
    count: CONTENT_COUNT,
    build: misstated(["antonym"]),
  },
  { name: "content/causal", group: "content", count: CONTENT_COUNT, build: causal },
  { name: "content/added-clause", group: "content", count: CONTENT_COUNT, build: addedClause },
  {
    name: "content/number-words-wrong",
    group: "content",
    count: CONTENT_COUNT,
    build: numberWordsWrong,
  },
  {
    name: "content/injected-restated",
    group: "content",
    count: CONTENT_COUNT,
    build: injectedRestated,
  },
  { name: "content/runbook-as-fact", group: "content", count: CONTENT_COUNT, build: runbookAsFact },
  { name: "content/remediation", group: "content", count: CONTENT_COUNT, build: remediation },
];
