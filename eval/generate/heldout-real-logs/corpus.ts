/**
 * The shared generator behind the held-out real-log corpora: reads the verbatim
 * sample lines named in a SOURCES.md table, matches them to the event types of
 * each source profile, and writes cases labelled by construction (faithful
 * restatements and translations, and content fabrications of six families).
 * Each corpus entry script supplies its sources, term list, seed and ids.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { Random } from "../real-logs/random.js";
import { logClaimCase } from "../real-logs/replay-case.js";
import {
  citedTokens,
  excerptFor,
  excerptSitsOnWordBoundaries,
  MINIMUM_EXCERPT_LENGTH,
  parseChineseTerms,
  termsUsedIn,
  unlistedChinese,
  unsupportedEnglishWords,
  unsupportedLatinTokens,
} from "./checks.js";
import {
  buildClaim,
  type EntityPools,
  type Family,
  type Language,
  type MatchedLine,
  readerFor,
} from "./claims.js";
import type { EventType, FieldValues, LogRecord, SourceName, SourceProfile } from "./model.js";
import { parseSourcesTable, readRecords } from "./sources.js";

/** How many cases of one family and language to produce. */
export interface FamilyTarget {
  readonly family: Family;
  readonly language: Language;
  readonly count: number;
}

/** What one held-out real-log corpus is made from and how its cases are named. */
/**
 * The families of a 500-claim real-log set: 125 faithful claims per language and about 21
 * fabrications per content family and language.
 */
export const FIVE_HUNDRED_CLAIMS: readonly FamilyTarget[] = [
  { family: "real/faithful-restatement", language: "en", count: 125 },
  { family: "real/faithful-translation", language: "zh", count: 125 },
  ...(["en", "zh"] as const).flatMap((language) => [
    { family: "real/changed-value" as const, language, count: 21 },
    { family: "real/wrong-entity" as const, language, count: 20 },
    { family: "real/negation" as const, language, count: 21 },
    { family: "real/wrong-event" as const, language, count: 21 },
    { family: "real/causal" as const, language, count: 21 },
    { family: "real/added-clause" as const, language, count: 21 },
  ]),
];

export interface CorpusConfig {
  readonly profiles: readonly SourceProfile[];
  /** Folder holding SOURCES.md and the sample files. */
  readonly dataDirectory: string;
  /** The list of Chinese words the claims and questions may use. */
  readonly termsPath: string;
  readonly defaultOutput: string;
  readonly defaultSeed: number;
  /** Case ids are this prefix and a five-digit number ("hr-00001"). */
  readonly caseIdPrefix: string;
  /** Session ids are this prefix and the case number ("s-r1"). */
  readonly sessionPrefix: string;
  readonly firstInvocationId: number;
  readonly targets: readonly FamilyTarget[];
}

interface Options {
  readonly seed: number;
  readonly output: string;
}

function parseOptions(config: CorpusConfig, argumentsList: readonly string[]): Options {
  let seed = config.defaultSeed;
  let output = config.defaultOutput;
  for (let index = 0; index < argumentsList.length; index += 1) {
    const name = argumentsList[index];
    const value = argumentsList[index + 1];
    if (name === "--seed" && value !== undefined && /^\d+$/.test(value)) {
      seed = Number.parseInt(value, 10);
      index += 1;
    } else if (name === "--out" && value !== undefined) {
      output = resolve(value);
      index += 1;
    } else {
      throw new Error(`unknown or incomplete argument: ${name ?? ""}`);
    }
  }
  return { seed, output };
}

function definedGroups(groups: Readonly<Record<string, string | undefined>>): FieldValues {
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(groups)) {
    if (value !== undefined) {
      values[name] = value;
    }
  }
  return values;
}

/** Splits a line into header fields and message, then finds its event type. */
function matchLine(profile: SourceProfile, record: LogRecord): MatchedLine | undefined {
  const header = profile.header.exec(record.text);
  if (header?.groups === undefined) {
    throw new Error(`${record.fileName}:${record.originalLine} does not fit the header layout`);
  }
  const headerValues = definedGroups(header.groups);
  const message = headerValues.message;
  if (message === undefined) {
    throw new Error(`${record.fileName}:${record.originalLine} has no message part`);
  }
  for (const eventType of profile.events) {
    const event = eventType.pattern.exec(message);
    if (event !== null) {
      return {
        record,
        profile,
        eventType,
        values: {
          ...headerValues,
          ...profile.derive(headerValues),
          ...definedGroups(event.groups ?? {}),
        },
        messageStart: record.text.length - message.length,
      };
    }
  }
  return undefined;
}

/** Checks every template against every matched line, so no unchecked rendering can be sampled. */
function validateTemplates(
  profiles: readonly SourceProfile[],
  matchedLines: readonly MatchedLine[],
  terms: ReadonlyMap<string, string>,
): string[] {
  const problems: string[] = [];
  const place = (matched: MatchedLine): string =>
    `${matched.record.fileName}:${matched.record.originalLine} ${matched.eventType.name}`;
  for (const matched of matchedLines) {
    const line = matched.record.text;
    const reader = readerFor(matched.values);
    const faithful = matched.eventType.faithful(reader);
    for (const claim of faithful.english) {
      const unsupported = unsupportedEnglishWords(claim, line);
      if (unsupported.length > 0) {
        problems.push(`${place(matched)}: English words not in line: ${unsupported.join(", ")}`);
      }
    }
    for (const claim of faithful.chinese) {
      const foreign = unsupportedLatinTokens(claim, line);
      if (foreign.length > 0) {
        problems.push(`${place(matched)}: Chinese claim cites ${foreign.join(", ")}`);
      }
    }
    const chinese = [
      ...faithful.chinese,
      matched.eventType.negation(reader).chinese,
      matched.eventType.wrongEvent(reader).chinese,
    ];
    for (const claim of chinese) {
      for (const run of unlistedChinese(claim, terms)) {
        problems.push(`${place(matched)}: unlisted Chinese "${run}" in ${claim}`);
      }
    }
    for (const pair of [matched.eventType.wrongEvent(reader)]) {
      if (unsupportedEnglishWords(pair.english, line).length === 0) {
        problems.push(`${place(matched)}: wrong-event claim adds no new word: ${pair.english}`);
      }
    }
  }
  for (const profile of profiles) {
    const texts = [
      ...profile.questionsChinese,
      ...profile.causes.map((cause) => cause.chinese),
      ...profile.additions.map((addition) => addition.chinese),
    ];
    for (const text of texts) {
      for (const run of unlistedChinese(text, terms)) {
        problems.push(`${profile.source}: unlisted Chinese "${run}" in ${text}`);
      }
    }
  }
  return problems;
}

function buildEntityPools(matchedLines: readonly MatchedLine[]): EntityPools {
  const pools = new Map<SourceName, Map<string, Set<string>>>();
  for (const matched of matchedLines) {
    const bySource = pools.get(matched.record.source) ?? new Map<string, Set<string>>();
    pools.set(matched.record.source, bySource);
    for (const field of matched.eventType.entityFields) {
      const value = matched.values[field];
      if (value !== undefined) {
        const values = bySource.get(field) ?? new Set<string>();
        values.add(value);
        bySource.set(field, values);
      }
    }
  }
  const frozen = new Map<SourceName, ReadonlyMap<string, readonly string[]>>();
  for (const [source, fields] of pools) {
    frozen.set(
      source,
      new Map([...fields].map(([field, values]) => [field, [...values].sort()] as const)),
    );
  }
  return frozen;
}

/** Up to five consecutive upstream lines around the matched one, from the same copied range. */
function chooseWindow(
  records: readonly LogRecord[],
  target: LogRecord,
  random: Random,
): LogRecord[] {
  const block = records.filter((record) => record.block === target.block);
  const position = block.indexOf(target);
  const size = Math.min(random.integer(1, 5), block.length);
  const earliest = Math.max(0, position - size + 1);
  const latest = Math.min(position, block.length - size);
  const start = random.integer(earliest, Math.max(earliest, latest));
  return block.slice(start, start + size);
}

interface DraftCase {
  readonly family: Family;
  readonly language: Language;
  readonly matched: MatchedLine;
  readonly window: readonly LogRecord[];
  readonly claim: string;
  readonly excerptBasis: string;
  readonly note: string;
}

function appliesTo(family: Family, eventType: EventType): boolean {
  if (family === "real/changed-value") {
    return eventType.numericFields.length > 0;
  }
  if (family === "real/wrong-entity") {
    return eventType.entityFields.length > 0;
  }
  return true;
}

function generateDrafts(
  targets: readonly FamilyTarget[],
  matchedLines: readonly MatchedLine[],
  recordsBySource: ReadonlyMap<SourceName, readonly LogRecord[]>,
  entityPools: EntityPools,
  random: Random,
): DraftCase[] {
  const byType = new Map<EventType, MatchedLine[]>();
  for (const matched of matchedLines) {
    const list = byType.get(matched.eventType) ?? [];
    list.push(matched);
    byType.set(matched.eventType, list);
  }
  const drafts: DraftCase[] = [];
  const seenClaims = new Set<string>();
  for (const target of targets) {
    const types = random.shuffle(
      [...byType.keys()].filter((type) => appliesTo(target.family, type)),
    );
    const usedLines = new Set<MatchedLine>();
    let produced = 0;
    let turns = 0;
    while (produced < target.count) {
      const eventType = types[turns % types.length];
      turns += 1;
      if (eventType === undefined || turns > types.length * 60) {
        throw new Error(`could not produce ${target.count} ${target.family} ${target.language}`);
      }
      const candidates = random.shuffle(byType.get(eventType) ?? []);
      const fresh = candidates.filter((matched) => !usedLines.has(matched));
      for (const matched of fresh.length > 0 ? fresh : candidates) {
        const records = recordsBySource.get(matched.record.source) ?? [];
        const window = chooseWindow(records, matched.record, random);
        const draft = buildClaim(target.family, {
          matched,
          language: target.language,
          window,
          random,
          entityPools,
        });
        const key = `${target.family}|${target.language}|${draft?.claim ?? ""}`;
        if (draft === undefined || seenClaims.has(key)) {
          continue;
        }
        seenClaims.add(key);
        usedLines.add(matched);
        drafts.push({ ...target, matched, window, ...draft });
        produced += 1;
        break;
      }
    }
  }
  return drafts;
}

function isFaithful(family: Family): boolean {
  return family === "real/faithful-restatement" || family === "real/faithful-translation";
}

/** Checks one finished case; returns the problems found. */
function checkDraft(
  draft: DraftCase,
  excerpt: string,
  terms: ReadonlyMap<string, string>,
): string[] {
  const line = draft.matched.record.text;
  const problems: string[] = [];
  if (!line.includes(excerpt)) {
    problems.push("excerpt is not a substring of the bound line");
  }
  if (excerpt.length < MINIMUM_EXCERPT_LENGTH) {
    problems.push(`excerpt shorter than ${MINIMUM_EXCERPT_LENGTH} characters`);
  }
  if (!excerptSitsOnWordBoundaries(line, excerpt)) {
    problems.push("excerpt does not sit on word boundaries");
  }
  const missing = citedTokens(draft.excerptBasis, line, draft.matched.messageStart).filter(
    (token) => !excerpt.includes(token),
  );
  if (missing.length > 0) {
    problems.push(`excerpt lacks ${missing.join(", ")}`);
  }
  if (draft.language === "zh") {
    for (const run of unlistedChinese(draft.claim, terms)) {
      problems.push(`unlisted Chinese "${run}"`);
    }
  }
  if (isFaithful(draft.family)) {
    const unsupported =
      draft.language === "en"
        ? unsupportedEnglishWords(draft.claim, line)
        : unsupportedLatinTokens(draft.claim, line);
    if (unsupported.length > 0) {
      problems.push(`faithful claim cites what the line lacks: ${unsupported.join(", ")}`);
    }
  } else if (
    draft.language === "en" &&
    ["real/wrong-event", "real/causal", "real/added-clause"].includes(draft.family) &&
    unsupportedEnglishWords(draft.claim, line).length === 0
  ) {
    problems.push("fabrication adds no word the line lacks");
  }
  return problems;
}

function questionFor(draft: DraftCase, random: Random): string {
  const { profile, values } = draft.matched;
  const templates = draft.language === "en" ? profile.questionsEnglish : profile.questionsChinese;
  return random.pick(templates).replace("{time}", profile.timeOf(readerFor(values)));
}

function toCase(
  config: CorpusConfig,
  draft: DraftCase,
  index: number,
  excerpt: string,
  question: string,
): object {
  const number = index + 1;
  const sessionId = `${config.sessionPrefix}${number}`;
  const invocationId = config.firstInvocationId + index;
  return logClaimCase({
    caseId: `${config.caseIdPrefix}${String(number).padStart(5, "0")}`,
    faithful: isFaithful(draft.family),
    family: draft.family,
    language: draft.language,
    source: `${draft.matched.record.fileName}:${draft.matched.record.originalLine}`,
    sessionId,
    question,
    invocationId,
    lines: draft.window.map((record) => record.text),
    target: draft.window.indexOf(draft.matched.record),
    claim: draft.claim,
    excerpt,
    note: draft.note,
  });
}

function countBy<Item>(items: readonly Item[], key: (item: Item) => string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) {
    counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  }
  return new Map([...counts].sort(([left], [right]) => left.localeCompare(right)));
}

function printCounts(title: string, counts: ReadonlyMap<string, number>): void {
  console.log(title);
  for (const [name, count] of counts) {
    console.log(`  ${name.padEnd(44)} ${String(count).padStart(4)}`);
  }
}

/** Generates one corpus; argumentsList takes "--seed N" and "--out PATH". */
export function generateCorpus(config: CorpusConfig, argumentsList: readonly string[]): void {
  const options = parseOptions(config, argumentsList);
  const profiles = config.profiles;
  const random = new Random(options.seed);
  const terms = parseChineseTerms(readFileSync(config.termsPath, "utf8"));
  const entries = parseSourcesTable(readFileSync(join(config.dataDirectory, "SOURCES.md"), "utf8"));

  const recordsBySource = new Map<SourceName, readonly LogRecord[]>();
  const matchedLines: MatchedLine[] = [];
  for (const profile of profiles) {
    const entry = entries.find((candidate) => candidate.fileName === profile.fileName);
    if (entry === undefined) {
      throw new Error(`SOURCES.md has no row for ${profile.fileName}`);
    }
    const records = readRecords(config.dataDirectory, profile, entry);
    recordsBySource.set(profile.source, records);
    for (const record of records) {
      const matched = matchLine(profile, record);
      if (matched !== undefined) {
        matchedLines.push(matched);
      }
    }
  }

  const unmatchedTypes = profiles
    .flatMap((profile) => profile.events)
    .filter((eventType) => !matchedLines.some((matched) => matched.eventType === eventType));
  const templateProblems = [
    ...unmatchedTypes.map((eventType) => `${eventType.name}: matches no line`),
    ...validateTemplates(profiles, matchedLines, terms),
  ];
  if (templateProblems.length > 0) {
    console.error(templateProblems.join("\n"));
    throw new Error(`${templateProblems.length} template problem(s)`);
  }

  const drafts = random.shuffle(
    generateDrafts(
      config.targets,
      matchedLines,
      recordsBySource,
      buildEntityPools(matchedLines),
      random,
    ),
  );
  const problems: string[] = [];
  const cases = drafts.map((draft, index) => {
    const line = draft.matched.record.text;
    const excerpt = excerptFor(line, draft.excerptBasis, draft.matched.messageStart);
    for (const problem of checkDraft(draft, excerpt, terms)) {
      problems.push(
        `${draft.matched.record.fileName}:${draft.matched.record.originalLine} ${draft.family} ${draft.language}: ${problem} -- ${draft.claim}`,
      );
    }
    return toCase(config, draft, index, excerpt, questionFor(draft, random));
  });
  if (problems.length > 0) {
    console.error(problems.join("\n"));
    throw new Error(`${problems.length} case problem(s)`);
  }

  mkdirSync(dirname(options.output), { recursive: true });
  writeFileSync(options.output, `${cases.map((item) => JSON.stringify(item)).join("\n")}\n`);

  const chineseClaims = drafts
    .filter((draft) => draft.language === "zh")
    .map((draft) => draft.claim)
    .join("\n");
  const allChinese = [
    chineseClaims,
    ...profiles.flatMap((profile) => profile.questionsChinese),
  ].join("\n");
  const unusedTerms = [...terms.keys()].filter(
    (term) => !termsUsedIn(allChinese, terms).includes(term),
  );
  const faithfulCount = drafts.filter((draft) => isFaithful(draft.family)).length;
  const chineseCount = drafts.filter((draft) => draft.language === "zh").length;

  console.log(`Wrote ${cases.length} cases to ${options.output} (seed ${options.seed}).`);
  console.log(
    `Faithful ${faithfulCount} (${((100 * faithfulCount) / drafts.length).toFixed(1)}%), content ${drafts.length - faithfulCount}; Chinese ${chineseCount}, English ${drafts.length - chineseCount}.`,
  );
  printCounts(
    "Cases per family and language:",
    countBy(drafts, (draft) => `${draft.family} ${draft.language}`),
  );
  printCounts(
    "Cases per source:",
    countBy(drafts, (draft) => draft.matched.record.source),
  );
  const typesUsed = new Set(drafts.map((draft) => draft.matched.eventType.name));
  console.log(
    `Event types: ${profiles.flatMap((profile) => profile.events).length} defined, ${typesUsed.size} used; ${matchedLines.length} of ${[...recordsBySource.values()].reduce((sum, records) => sum + records.length, 0)} lines matched an event type.`,
  );
  console.log(
    "Checks passed: excerpts are verbatim, whole-word substrings of at least 20 characters covering the cited identifiers; faithful claims cite only what the line holds.",
  );
  if (unusedTerms.length > 0) {
    console.log(
      `Listed Chinese terms that this seed's cases do not use (other templates do): ${unusedTerms.join(" ")}`,
    );
  }
}
