/**
 * Generates `eval/corpus/real-logs.jsonl`: labelled replay cases whose evidence records are real,
 * published log lines (LogHub excerpts in `eval/data/public-logs`), to measure the Verifier on
 * text written outside this project. Faithful cases restate or translate a cited line and expect
 * PASS; content cases bind the same authentic excerpt to a claim false or unsupported by
 * construction and expect LOW_CONFID or REJECT. Deterministic for a seed; prints counts per
 * family and language and fails when a check on the generated claims does not hold.
 *
 * Usage: npx tsx eval/generate/real-log-cases.ts [--seed N] [--out PATH]
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import {
  buildCases,
  FAMILIES,
  type Family,
  type GeneratedCase,
  isFaithful,
  type PlannedCase,
} from "./real-logs/cases.js";
import {
  containsWholeToken,
  gluedTokens,
  identifierTokens,
  uncoveredChinese,
  unsupportedEnglishWords,
} from "./real-logs/checks.js";
import { CAUSES, CLAUSES } from "./real-logs/fabrication.js";
import { type Language, tryRender } from "./real-logs/model.js";
import { Random } from "./real-logs/random.js";
import { type LoadedSource, loadSources } from "./real-logs/sources.js";

const DEFAULT_SEED = 20261201;
const FAITHFUL_PER_LANGUAGE = 154;
const CONTENT_PER_FAMILY_AND_LANGUAGE = 21;

const dataDirectory = fileURLToPath(new URL("../data/public-logs/", import.meta.url));
const termsFile = fileURLToPath(new URL("./real-log-zh-terms.txt", import.meta.url));
const defaultOut = fileURLToPath(new URL("../corpus/real-logs.jsonl", import.meta.url));

interface Options {
  readonly seed: number;
  readonly out: string;
}

function parseOptions(argv: readonly string[]): Options {
  let seed = DEFAULT_SEED;
  let out = defaultOut;
  for (let index = 0; index < argv.length; index++) {
    const flag = argv[index];
    const value = argv[index + 1];
    if (flag === "--seed" && value !== undefined && /^\d+$/.test(value)) {
      seed = Number(value);
      index += 1;
    } else if (flag === "--out" && value !== undefined) {
      out = value;
      index += 1;
    } else {
      throw new Error(
        `unknown or incomplete argument: ${flag ?? ""} (usage: [--seed N] [--out PATH])`,
      );
    }
  }
  return { seed, out };
}

function planCases(random: Random): PlannedCase[] {
  const plan: PlannedCase[] = [];
  for (let count = 0; count < FAITHFUL_PER_LANGUAGE; count++) {
    plan.push({ family: "real/faithful-restatement", language: "en" });
    plan.push({ family: "real/faithful-translation", language: "zh" });
  }
  for (const family of FAMILIES.filter((candidate) => !isFaithful(candidate))) {
    for (const language of ["en", "zh"] as const) {
      for (let count = 0; count < CONTENT_PER_FAMILY_AND_LANGUAGE; count++) {
        plan.push({ family, language });
      }
    }
  }
  return random.shuffle(plan);
}

function readTerms(): Set<string> {
  const terms = new Set<string>();
  for (const line of readFileSync(termsFile, "utf8").split("\n")) {
    const [term, meaning] = line.split("\t");
    if (
      term !== undefined &&
      term.trim() !== "" &&
      meaning !== undefined &&
      meaning.trim() !== ""
    ) {
      terms.add(term.trim());
    }
  }
  return terms;
}

/** Every problem found in the generated cases; an empty list means all checks hold. */
function checkCases(cases: readonly GeneratedCase[], sources: readonly LoadedSource[]): string[] {
  const problems: string[] = [];
  const published = new Set(sources.flatMap((source) => source.lines.map((line) => line.text)));
  const terms = readTerms();
  for (const generated of cases) {
    const { record } = generated;
    const report = (message: string) =>
      problems.push(`${record.case_id} (${record.family}): ${message}`);
    const claim = record.executor_output.claims[0];
    const binding = claim?.evidence_bindings[0];
    const references = record.invocations[0]?.retrieval_details.evidence_refs ?? [];
    if (claim === undefined || binding === undefined) {
      report("no claim or binding");
      continue;
    }
    for (const reference of references) {
      if (!published.has(reference.text)) {
        report(`record is not a line of the excerpt files: ${reference.text}`);
      }
    }
    const cited = references.find((reference) => reference.raw_path === binding.raw_path);
    if (cited === undefined) {
      report(`binding path ${binding.raw_path} names no record`);
      continue;
    }
    if (!cited.text.includes(binding.evidence_excerpt)) {
      report(`excerpt is not a verbatim substring of its record: ${binding.evidence_excerpt}`);
    }
    if (binding.evidence_excerpt.length < 20) {
      report(`excerpt shorter than 20 characters: ${binding.evidence_excerpt}`);
    }
    const language: Language = record.language;
    if (language === "zh") {
      for (const missing of uncoveredChinese(claim.text, terms)) {
        report(`Chinese word not in the term list: ${missing} (in ${claim.text})`);
      }
      for (const glued of gluedTokens(claim.text)) {
        report(`identifier glued to Chinese text: ${glued}`);
      }
    }
    if (isFaithful(record.family)) {
      for (const token of identifierTokens(claim.text)) {
        if (!cited.text.includes(token)) {
          report(`faithful claim uses ${token}, absent from the cited line`);
        }
        if (!binding.evidence_excerpt.includes(token)) {
          report(`faithful claim uses ${token}, absent from the excerpt`);
        }
      }
      const extraWords = unsupportedEnglishWords(claim.text, [cited.text], language === "en");
      if (extraWords.length > 0) {
        report(
          `faithful claim has words its line lacks: ${extraWords.join(", ")} (in ${claim.text})`,
        );
      }
    }
    if (generated.fabricatedToken !== null) {
      const token = generated.fabricatedToken;
      if (!claim.text.includes(token)) {
        report(`fabricated value ${token} missing from the claim`);
      }
      if (references.some((reference) => containsWholeToken(reference.text, token))) {
        report(`fabricated value ${token} occurs in a record, so the claim may be supported`);
      }
    }
  }
  return problems;
}

/**
 * Checks every template on every line it applies to, sampled or not: faithful English uses only
 * the line's words and framing words, every faithful identifier is in the line, and every Chinese
 * word any template can produce is in the term list.
 */
function checkTemplates(sources: readonly LoadedSource[]): string[] {
  const problems: string[] = [];
  const terms = readTerms();
  const chineseTexts: string[] = [...CAUSES, ...CLAUSES].map((addition) => addition.zh);
  for (const source of sources) {
    for (const event of source.events) {
      const where = `${source.definition.file}:${event.line.lineNumber} ${event.type.name}`;
      for (const language of ["en", "zh"] as const) {
        for (const render of event.type.faithful[language]) {
          const text = tryRender(render, event.fields);
          if (text === null) {
            continue;
          }
          if (language === "zh") {
            chineseTexts.push(text);
          }
          for (const token of identifierTokens(text)) {
            if (!event.line.text.includes(token)) {
              problems.push(`${where}: template uses ${token}, absent from the line`);
            }
          }
          const extraWords = unsupportedEnglishWords(text, [event.line.text], language === "en");
          if (extraWords.length > 0) {
            problems.push(`${where}: template has words the line lacks: ${extraWords.join(", ")}`);
          }
        }
        for (const pair of [event.type.negation, event.type.wrongEvent]) {
          const text = pair === undefined ? null : tryRender(pair.zh, event.fields);
          if (text !== null) {
            chineseTexts.push(text);
          }
        }
      }
    }
  }
  for (const text of chineseTexts) {
    for (const missing of uncoveredChinese(text, terms)) {
      problems.push(`Chinese word not in the term list: ${missing} (in ${text})`);
    }
    for (const glued of gluedTokens(text)) {
      problems.push(`identifier glued to Chinese text: ${glued} (in ${text})`);
    }
  }
  return [...new Set(problems)];
}

function printCounts(cases: readonly GeneratedCase[]): void {
  const counts = new Map<string, number>();
  for (const { record } of cases) {
    const key = `${record.family}\t${record.language}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const rows: string[] = [];
  for (const family of FAMILIES) {
    const en = counts.get(`${family}\ten`) ?? 0;
    const zh = counts.get(`${family}\tzh`) ?? 0;
    rows.push(`${family.padEnd(28)} en ${String(en).padStart(4)}  zh ${String(zh).padStart(4)}`);
  }
  const faithful = cases.filter(({ record }) => record.group === "faithful").length;
  const chinese = cases.filter(({ record }) => record.language === "zh").length;
  const bySource = new Map<string, number>();
  const byEvent = new Map<string, number>();
  for (const { record, event } of cases) {
    const file = record.source.split(":")[0] ?? "";
    bySource.set(file, (bySource.get(file) ?? 0) + 1);
    byEvent.set(event.type.name, (byEvent.get(event.type.name) ?? 0) + 1);
  }
  console.log(rows.join("\n"));
  console.log(
    `total ${cases.length}: faithful ${faithful}, content ${cases.length - faithful}; en ${cases.length - chinese}, zh ${chinese}`,
  );
  console.log(`by source: ${[...bySource].map(([file, count]) => `${file} ${count}`).join(", ")}`);
  console.log(`event types used: ${byEvent.size}`);
}

function familiesWithoutBothLanguages(cases: readonly GeneratedCase[]): Family[] {
  return FAMILIES.filter((family) => {
    if (isFaithful(family)) {
      return false;
    }
    const languages = new Set(
      cases.filter(({ record }) => record.family === family).map(({ record }) => record.language),
    );
    return languages.size < 2;
  });
}

function main(): void {
  const options = parseOptions(process.argv.slice(2));
  const sources = loadSources(dataDirectory);
  const random = new Random(options.seed);
  const cases = buildCases(sources, random, planCases(random));
  const problems = [...checkTemplates(sources), ...checkCases(cases, sources)];
  for (const family of familiesWithoutBothLanguages(cases)) {
    problems.push(`${family} is not present in both languages`);
  }
  mkdirSync(dirname(options.out), { recursive: true });
  writeFileSync(options.out, `${cases.map(({ record }) => JSON.stringify(record)).join("\n")}\n`);
  printCounts(cases);
  console.log(`wrote ${options.out}`);
  if (problems.length > 0) {
    console.error(`${problems.length} check(s) failed:\n${problems.join("\n")}`);
    process.exitCode = 1;
  } else {
    console.log(
      "checks: every excerpt is a verbatim substring (>= 20 characters) of its record; every faithful claim's numbers and identifiers occur in the cited line and excerpt; fabricated values occur in no record; every Chinese word is listed",
    );
  }
}

main();
