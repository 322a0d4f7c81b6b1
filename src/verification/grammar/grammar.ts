/**
 * The claim grammar, compiled: the vocabularies of `vocabulary.ts` and the bilingual glossary
 * (`glossary.json`, merged with a scenario's glossary) turned into the lookups the Verifier
 * runs on every word. Built once per process (or per scenario) and shared by every turn.
 */
import { stemmer } from "stemmer";
import glossaryData from "./glossary.json" with { type: "json" };
import {
  ACTIVITY_NEGATORS,
  ATTRIBUTION_VERBS,
  BINDING_STOPPERS,
  CLASSIFIERS,
  CODE_KEYS,
  COMPARISONS,
  CONJUNCTIONS,
  type Dimension,
  ENTITY_SUFFIXES,
  FORBIDDEN_WORDS,
  type ForbiddenCategory,
  FRAMING_WORDS,
  HEDGES,
  INSTRUCTION_PATTERNS,
  IRREGULAR_FORMS,
  KEY_UNIT_SUFFIXES,
  LAYOUT_KIND_NOUNS,
  type LayoutKind,
  LINKING_WORDS,
  NEGATION_SPELLINGS,
  NEGATORS,
  NEXT_STEP_VERBS,
  type NegatorReach,
  NUMERAL_BEARING_WORDS,
  POLAR_PREDICATES,
  POSTPOSED_NEGATORS,
  PRESCRIBING_WORDS,
  QUOTE_ATTRIBUTION_VERBS,
  REMEDIATION_PATTERNS,
  ROLE_KEYS,
  ROLE_MARKERS,
  RUNBOOK_NAMES,
  STATE_OPPOSITES,
  SUBJECT_KEYS,
  SYNONYMS,
  TRANSITION_PATTERNS,
  TYPE_NOUNS,
  UNITS,
  type UnitDefinition,
  type WordLists,
} from "./vocabulary.js";

/** A glossary as a scenario file gives it: a term and the words it stands for. */
export type GlossaryInput = Readonly<Record<string, readonly string[]>>;

/** One glossary entry: a Chinese term and its English renderings, each a list of words. */
export interface GlossaryEntry {
  readonly term: string;
  readonly english: readonly (readonly string[])[];
}

/** A synonym group member: a phrase of words, or a Chinese term. */
export interface SynonymMember {
  readonly words: readonly string[];
  readonly han: string | null;
}

const HAN = /[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}]/u;

export function hasHan(value: string): boolean {
  return HAN.test(value);
}

const STEM_CACHE_LIMIT = 50_000;
const stemCache = new Map<string, string>();

/**
 * The stem an English word is compared by: irregular forms mapped to their base, then the
 * Porter stemmer (the `stemmer` package). Memoized: records repeat their words.
 */
export function wordStem(word: string): string {
  const cached = stemCache.get(word);
  if (cached !== undefined) {
    return cached;
  }
  const lower = word.toLowerCase();
  const stemmed = stemmer(IRREGULAR_FORMS.get(lower) ?? lower);
  if (stemCache.size >= STEM_CACHE_LIMIT) {
    stemCache.clear();
  }
  stemCache.set(word, stemmed);
  return stemmed;
}

/** What every form of an English word starts with (`protects` -> `protect`, `expires` -> `expire`). */
export function wordPrefix(word: string): string {
  const lower = word.toLowerCase();
  const stem = wordStem(lower);
  let length = 0;
  while (length < stem.length && stem[length] === lower[length]) {
    length += 1;
  }
  return length >= 3 ? lower.slice(0, length) : lower;
}

/** The base a word is indexed by before stemming (irregular forms mapped). */
export function wordBase(word: string): string {
  return IRREGULAR_FORMS.get(word) ?? word;
}

function stemSet(words: readonly string[]): Set<string> {
  return new Set(words.map(wordStem));
}

function splitPhrase(phrase: string): string[] {
  return phrase
    .toLowerCase()
    .split(/[\s_]+/u)
    .filter((word) => word !== "");
}

/** The compiled grammar. Everything the Verifier knows about language is reached through here. */
export interface Grammar {
  /** English framing stems and Chinese framing words. */
  readonly framingStems: ReadonlySet<string>;
  /** Nouns naming the kind of the identifier or number beside them (`node`, `进程`). */
  readonly typeNounStems: ReadonlySet<string>;
  readonly typeNounHan: ReadonlySet<string>;
  /** Nouns (stems, Chinese as written) naming a layout kind (`进程` -> process). */
  readonly layoutKindNouns: ReadonlyMap<string, LayoutKind>;
  readonly framingHan: ReadonlySet<string>;
  /** Hedge phrases (English, lower-case) and Chinese hedges. */
  readonly hedgePhrases: readonly string[];
  readonly hedgeHan: ReadonlySet<string>;
  readonly attributionStems: ReadonlySet<string>;
  readonly attributionHan: ReadonlySet<string>;
  readonly runbookStems: ReadonlySet<string>;
  readonly runbookHan: ReadonlySet<string>;
  /** Forbidden category of an English stem or Chinese word. */
  readonly forbidden: ReadonlyMap<string, ForbiddenCategory>;
  /** Negators (lower-case words, Chinese words) and their reach. */
  readonly negators: ReadonlyMap<string, NegatorReach>;
  /** Words that negate what they follow (`absent`, `missing`), as written. */
  readonly postposedNegators: ReadonlySet<string>;
  /** Keys whose value is a code (`SQL Error: 0`): a zero there negates nothing. */
  readonly codeKeys: ReadonlySet<string>;
  /** Predicates whose dropped negation is a conflict (English stems and Chinese words). */
  readonly polarPredicates: ReadonlySet<string>;
  readonly negationSpellings: ReadonlyArray<{
    readonly pattern: RegExp;
    readonly replacement: string;
    readonly hints: readonly string[];
  }>;
  /** Synonym groups by member key (English stem of a one-word member, or a Chinese term). */
  readonly synonyms: ReadonlyMap<string, readonly SynonymMember[]>;
  /** Glossary by Chinese term. */
  readonly glossary: ReadonlyMap<string, GlossaryEntry>;
  /** Chinese terms by the stem of an English word they render. */
  readonly glossaryByStem: ReadonlyMap<string, readonly string[]>;
  /** Every Chinese word the segmenter should keep whole, longest first per starting character. */
  readonly lexiconByFirstCharacter: ReadonlyMap<string, readonly string[]>;
  readonly units: ReadonlyMap<string, UnitDefinition>;
  readonly keyUnitSuffixes: ReadonlyMap<string, UnitDefinition>;
  readonly classifiers: ReadonlySet<string>;
  /** Opposites of an English stem or a Chinese word. */
  readonly opposites: ReadonlyMap<string, ReadonlySet<string>>;
  readonly comparisons: ReadonlyMap<string, ">" | "<">;
  readonly transitionPatterns: readonly RegExp[];
  readonly subjectKeys: ReadonlySet<string>;
  readonly roleKeys: ReadonlySet<string>;
  /** The role a marker word gives the entity after it (by English stem or Chinese word). */
  readonly roleMarkers: ReadonlyMap<string, string>;
  readonly entitySuffixes: ReadonlySet<string>;
  readonly instructionPatterns: readonly RegExp[];
  /** The English instruction patterns in one expression, and the Chinese ones. */
  readonly anyInstruction: RegExp;
  readonly anyChineseInstruction: RegExp;
  readonly nextStepStems: ReadonlySet<string>;
  readonly nextStepHan: readonly string[];
  readonly remediationPatterns: ReadonlyArray<{ readonly term: string; readonly pattern: RegExp }>;
  /** Every remediation pattern in one expression: a single pass tells whether any can match. */
  readonly anyRemediation: RegExp;
  readonly prescribingStems: ReadonlySet<string>;
  readonly prescribingHan: ReadonlySet<string>;
  readonly linkingStems: ReadonlySet<string>;
  readonly linkingHan: ReadonlySet<string>;
  /** Words that join two statements in one clause (`and`, `和`). */
  readonly conjunctionStems: ReadonlySet<string>;
  readonly conjunctionHan: ReadonlySet<string>;
  readonly stopperStems: ReadonlySet<string>;
  readonly stopperHan: ReadonlySet<string>;
  readonly quoteAttributionStems: ReadonlySet<string>;
  readonly quoteAttributionHan: ReadonlySet<string>;
  /** Size of the shipped glossary and of the merged one (for the documentation). */
  readonly glossarySize: { readonly shipped: number; readonly merged: number };
}

interface GlossaryFile {
  readonly terms: ReadonlyArray<{ readonly zh: string; readonly en: readonly string[] }>;
}

/** The shipped bilingual SRE glossary. */
export function shippedGlossary(): readonly GlossaryEntry[] {
  const file = glossaryData as GlossaryFile;
  return file.terms.map((entry) => ({
    term: entry.zh.normalize("NFKC"),
    english: entry.en.map(splitPhrase),
  }));
}

function mergeGlossary(extra: GlossaryInput | undefined): Map<string, GlossaryEntry> {
  const merged = new Map<string, { term: string; english: (readonly string[])[] }>();
  const add = (term: string, english: readonly (readonly string[])[]): void => {
    const existing = merged.get(term);
    if (existing === undefined) {
      merged.set(term, { term, english: [...english] });
    } else {
      existing.english.push(...english);
    }
  };
  for (const entry of shippedGlossary()) {
    add(entry.term, entry.english);
  }
  // A scenario's glossary is a search glossary: only its Chinese terms are translations, and
  // only of terms the shipped glossary does not translate (数据库 is "database", whatever
  // a search for it should also find: HikariPool, JDBC; 延迟 is latency, not any p99).
  const shipped = new Set(merged.keys());
  for (const [term, renderings] of Object.entries(extra ?? {})) {
    const normalized = term.normalize("NFKC").toLowerCase();
    if (hasHan(normalized) && !shipped.has(normalized) && !hasHan(renderings.join(" "))) {
      add(normalized, renderings.map(splitPhrase));
    }
  }
  return merged;
}

function addToMultiMap<Value>(map: Map<string, Value[]>, key: string, value: Value): void {
  const values = map.get(key);
  if (values === undefined) {
    map.set(key, [value]);
  } else if (!values.includes(value)) {
    values.push(value);
  }
}

function compileSynonyms(): Map<string, SynonymMember[]> {
  const byKey = new Map<string, SynonymMember[]>();
  for (const group of SYNONYMS) {
    const members: SynonymMember[] = group.map((member) =>
      hasHan(member) ? { words: [], han: member } : { words: splitPhrase(member), han: null },
    );
    for (const member of members) {
      const key =
        member.han ?? (member.words.length === 1 ? wordStem(member.words[0] ?? "") : null);
      if (key === null) {
        continue;
      }
      const existing = byKey.get(key) ?? [];
      for (const other of members) {
        if (other !== member && !existing.includes(other)) {
          existing.push(other);
        }
      }
      byKey.set(key, existing);
    }
  }
  return byKey;
}

function compileOpposites(): Map<string, Set<string>> {
  const opposites = new Map<string, Set<string>>();
  const key = (word: string): string => (hasHan(word) ? word : wordStem(word.replace("_", "-")));
  for (const [left, right] of STATE_OPPOSITES) {
    for (const [from, to] of [
      [left, right],
      [right, left],
    ] as const) {
      const set = opposites.get(key(from)) ?? new Set<string>();
      set.add(key(to));
      opposites.set(key(from), set);
    }
  }
  return opposites;
}

function compileRoleMarkers(): Map<string, string> {
  const markers = new Map<string, string>();
  for (const { role, words } of ROLE_MARKERS) {
    for (const word of words.en) {
      markers.set(wordStem(word), role);
    }
    for (const word of words.zh) {
      markers.set(word, role);
    }
  }
  return markers;
}

function languageSets(lists: WordLists): { stems: Set<string>; han: Set<string> } {
  return { stems: stemSet(lists.en), han: new Set(lists.zh) };
}

function compileLexicon(
  glossary: ReadonlyMap<string, GlossaryEntry>,
  chineseWords: readonly string[],
): Map<string, string[]> {
  const byFirst = new Map<string, string[]>();
  for (const word of [...glossary.keys(), ...chineseWords]) {
    const first = word[0];
    if (first === undefined || !hasHan(first)) {
      continue;
    }
    addToMultiMap(byFirst, first, word);
  }
  for (const words of byFirst.values()) {
    words.sort((left, right) => right.length - left.length);
  }
  return byFirst;
}

/** The English renderings of one word a glossary gives a Chinese term (`已删除` -> deleted). */
export function oneWordRenderings(grammar: Grammar, term: string): string[] {
  return (grammar.glossary.get(term)?.english ?? [])
    .filter((words) => words.length === 1)
    .map((words) => words[0] as string);
}

/** Builds a grammar; `glossary` is a scenario's glossary to merge with the shipped one. */
export function createGrammar(options: { readonly glossary?: GlossaryInput } = {}): Grammar {
  const glossary = mergeGlossary(options.glossary);
  const glossaryByStem = new Map<string, string[]>();
  for (const entry of glossary.values()) {
    for (const phrase of entry.english) {
      for (const word of phrase) {
        addToMultiMap(glossaryByStem, wordStem(word), entry.term);
      }
    }
  }
  const framing = languageSets(FRAMING_WORDS);
  const typeNouns = languageSets(TYPE_NOUNS);
  const layoutKindNouns = new Map<string, LayoutKind>();
  for (const { kind, words } of LAYOUT_KIND_NOUNS) {
    for (const word of words.en) {
      layoutKindNouns.set(wordStem(word), kind);
    }
    for (const word of words.zh) {
      layoutKindNouns.set(word, kind);
    }
  }
  const attribution = languageSets(ATTRIBUTION_VERBS);
  const runbook = languageSets(RUNBOOK_NAMES);
  const prescribing = languageSets(PRESCRIBING_WORDS);
  const linking = languageSets(LINKING_WORDS);
  const conjunctions = languageSets(CONJUNCTIONS);
  const stoppers = languageSets(BINDING_STOPPERS);
  const quoteAttribution = languageSets(QUOTE_ATTRIBUTION_VERBS);
  const nextSteps = languageSets(NEXT_STEP_VERBS);
  const forbidden = new Map<string, ForbiddenCategory>();
  for (const [category, lists] of Object.entries(FORBIDDEN_WORDS) as [
    ForbiddenCategory,
    WordLists,
  ][]) {
    // By the word as written: stems collide (`response` and `responsible`, `like` and `likely`).
    for (const word of lists.en) {
      forbidden.set(word, category);
    }
    for (const word of lists.zh) {
      forbidden.set(word, category);
    }
  }
  const negators = new Map<string, NegatorReach>();
  for (const negator of NEGATORS) {
    negators.set(negator.word, negator.reach);
  }
  const units = new Map<string, UnitDefinition>();
  for (const unit of UNITS) {
    for (const name of unit.names) {
      units.set(name, unit);
    }
  }
  const keyUnitSuffixes = new Map<string, UnitDefinition>();
  for (const [suffix, unitName] of KEY_UNIT_SUFFIXES) {
    const unit = units.get(unitName);
    if (unit !== undefined) {
      keyUnitSuffixes.set(suffix, unit);
    }
  }
  const comparisons = new Map<string, ">" | "<">();
  for (const comparison of COMPARISONS) {
    comparisons.set(
      hasHan(comparison.word) ? comparison.word : wordStem(comparison.word),
      comparison.relation,
    );
  }
  const chineseWords = [
    ...FRAMING_WORDS.zh,
    ...HEDGES.zh,
    ...ATTRIBUTION_VERBS.zh,
    ...RUNBOOK_NAMES.zh,
    ...Object.values(FORBIDDEN_WORDS).flatMap((lists) => lists.zh),
    ...NEGATORS.filter((negator) => negator.language === "zh").map((negator) => negator.word),
    ...PRESCRIBING_WORDS.zh,
    ...POLAR_PREDICATES.zh,
    ...LINKING_WORDS.zh,
    ...CONJUNCTIONS.zh,
    ...TYPE_NOUNS.zh,
    ...LAYOUT_KIND_NOUNS.flatMap(({ words }) => words.zh),
    ...BINDING_STOPPERS.zh,
    ...QUOTE_ATTRIBUTION_VERBS.zh,
    ...NEXT_STEP_VERBS.zh,
    ...CLASSIFIERS,
    ...NUMERAL_BEARING_WORDS,
    ...SYNONYMS.flat().filter(hasHan),
    ...STATE_OPPOSITES.flat().filter(hasHan),
    ...COMPARISONS.map((comparison) => comparison.word).filter(hasHan),
    ...SUBJECT_KEYS.filter(hasHan),
    ...ROLE_KEYS.filter(hasHan),
    ...ROLE_MARKERS.flatMap((marker) => marker.words.zh),
    ...UNITS.flatMap((unit) => unit.names).filter(hasHan),
  ];
  return {
    framingStems: framing.stems,
    typeNounStems: typeNouns.stems,
    typeNounHan: typeNouns.han,
    layoutKindNouns,
    framingHan: framing.han,
    hedgePhrases: [...HEDGES.en].sort((left, right) => right.length - left.length),
    hedgeHan: new Set(HEDGES.zh),
    attributionStems: attribution.stems,
    attributionHan: attribution.han,
    runbookStems: runbook.stems,
    runbookHan: runbook.han,
    forbidden,
    negators,
    postposedNegators: new Set(POSTPOSED_NEGATORS),
    codeKeys: new Set(CODE_KEYS),
    polarPredicates: new Set([...stemSet(POLAR_PREDICATES.en), ...POLAR_PREDICATES.zh]),
    negationSpellings: NEGATION_SPELLINGS.map(({ pattern, replacement, hint }) => ({
      pattern: new RegExp(pattern, "giu"),
      replacement,
      hints: hint.split("|"),
    })),
    synonyms: compileSynonyms(),
    glossary,
    glossaryByStem,
    lexiconByFirstCharacter: compileLexicon(glossary, chineseWords),
    units,
    keyUnitSuffixes,
    classifiers: new Set(CLASSIFIERS),
    opposites: compileOpposites(),
    comparisons,
    transitionPatterns: TRANSITION_PATTERNS.map((pattern) => new RegExp(pattern, "gu")),
    subjectKeys: new Set(SUBJECT_KEYS),
    roleKeys: new Set(ROLE_KEYS),
    roleMarkers: compileRoleMarkers(),
    entitySuffixes: new Set(ENTITY_SUFFIXES),
    instructionPatterns: INSTRUCTION_PATTERNS.map(({ pattern }) => new RegExp(pattern, "iu")),
    // English patterns without the `u` flag (many times faster on long records); Chinese ones
    // with it, tested only on text that has Chinese.
    anyInstruction: new RegExp(
      INSTRUCTION_PATTERNS.filter(({ pattern }) => !hasHan(pattern))
        .map(({ pattern }) => `(?:${pattern})`)
        .join("|"),
      "i",
    ),
    anyChineseInstruction: new RegExp(
      INSTRUCTION_PATTERNS.filter(({ pattern }) => hasHan(pattern))
        .map(({ pattern }) => `(?:${pattern})`)
        .join("|"),
      "iu",
    ),
    nextStepStems: nextSteps.stems,
    nextStepHan: [...NEXT_STEP_VERBS.zh].sort((left, right) => right.length - left.length),
    remediationPatterns: REMEDIATION_PATTERNS.map(({ term, pattern }) => ({
      term,
      pattern: new RegExp(pattern, "gu"),
    })),
    anyRemediation: new RegExp(
      REMEDIATION_PATTERNS.map(({ pattern }) => `(?:${pattern})`).join("|"),
      "u",
    ),
    prescribingStems: prescribing.stems,
    prescribingHan: prescribing.han,
    linkingStems: linking.stems,
    linkingHan: linking.han,
    conjunctionStems: conjunctions.stems,
    conjunctionHan: conjunctions.han,
    stopperStems: stoppers.stems,
    stopperHan: stoppers.han,
    quoteAttributionStems: quoteAttribution.stems,
    quoteAttributionHan: quoteAttribution.han,
    glossarySize: { shipped: shippedGlossary().length, merged: glossary.size },
  };
}

let defaultGrammar: Grammar | undefined;

/** The grammar with the shipped glossary only, built on first use. */
export function getDefaultGrammar(): Grammar {
  defaultGrammar ??= createGrammar();
  return defaultGrammar;
}

/** The dimension and factor of a unit name, or undefined. */
export function unitNamed(grammar: Grammar, name: string): UnitDefinition | undefined {
  return grammar.units.get(name);
}

const ACTIVITY_NEGATOR_WORDS: ReadonlySet<string> = new Set(ACTIVITY_NEGATORS);

/**
 * The reach of an English word as a negator, given the word after it, or undefined when it
 * negates nothing there: `stopped` negates `responding`, not `target`.
 */
export function negatorReachBefore(
  grammar: Grammar,
  word: string,
  next: string | undefined,
): NegatorReach | undefined {
  const reach = grammar.negators.get(word);
  if (reach !== undefined && ACTIVITY_NEGATOR_WORDS.has(word) && !next?.endsWith("ing")) {
    return undefined;
  }
  return reach;
}

export type { Dimension, ForbiddenCategory, LayoutKind, NegatorReach, UnitDefinition };
