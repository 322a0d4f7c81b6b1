/**
 * Generates the synthetic evaluation corpus for the Verifier: incident cases whose claims
 * bind recorded tool evidence, each labelled by construction (faithful restatements expected
 * to PASS, broken bindings expected to be REJECTed, fabricated content expected not to
 * PASS). Labels come from the mutation applied, never from running Vouch, so the corpus can
 * measure any Verifier. Deterministic for a seed; writes one JSON case per line.
 *
 *   npx tsx eval/generate/synthetic-corpus.ts [--seed N] [--out PATH]
 */
import { mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { assembleCase } from "./synthetic/assemble.js";
import { checkCorpus } from "./synthetic/checks.js";
import { CONTENT_FAMILIES } from "./synthetic/content-families.js";
import { beginIncident } from "./synthetic/entities.js";
import { FAITHFUL_FAMILIES } from "./synthetic/faithful-families.js";
import type { Family } from "./synthetic/family-kit.js";
import { createRandom } from "./synthetic/random.js";
import { STRUCTURAL_FAMILIES } from "./synthetic/structural-families.js";
import type { CaseOutput, Language } from "./synthetic/types.js";
import { vocabularyLint } from "./synthetic/vocabulary.js";

const DEFAULT_SEED = 20261201;
const DEFAULT_OUT = resolve(dirname(fileURLToPath(import.meta.url)), "../corpus/synthetic.jsonl");

/** Cases per family: 45% faithful, 15% structural, 40% content of 2,640 cases. */
const CASES_PER_FAMILY: Readonly<Record<CaseOutput["group"], number>> = {
  faithful: 108,
  structural: 66,
  content: 88,
};

const FAMILIES: readonly Family[] = [
  ...FAITHFUL_FAMILIES,
  ...STRUCTURAL_FAMILIES,
  ...CONTENT_FAMILIES,
];

function readOptions(): { seed: number; out: string } {
  const { values } = parseArgs({
    options: { seed: { type: "string" }, out: { type: "string" } },
    strict: true,
  });
  const seed = values.seed === undefined ? DEFAULT_SEED : Number(values.seed);
  if (!Number.isInteger(seed)) {
    throw new Error(`--seed must be an integer, got ${values.seed ?? ""}`);
  }
  return { seed, out: values.out === undefined ? DEFAULT_OUT : resolve(values.out) };
}

function generate(seed: number): CaseOutput[] {
  const random = createRandom(seed);
  const cases: CaseOutput[] = [];
  const claimTexts = new Set<string>();
  for (const family of FAMILIES) {
    const wanted = CASES_PER_FAMILY[family.group];
    for (let index = 0; index < wanted; index++) {
      const language: Language = index % 2 === 0 ? "en" : "zh";
      let built: CaseOutput | null = null;
      for (let attempt = 0; attempt < 30 && built === null; attempt++) {
        beginIncident(random);
        const plan = family.build(random, language);
        const texts = plan.claims.map((claim) => claim.text);
        if (texts.some((text) => claimTexts.has(text)) || new Set(texts).size !== texts.length) {
          continue;
        }
        built = assembleCase(random, plan, {
          caseId: `syn-${String(cases.length + 1).padStart(5, "0")}`,
          group: family.group,
          family: family.name,
          language,
        });
      }
      if (built === null) {
        throw new Error(`${family.name}: could not build a case with new claim texts`);
      }
      for (const claim of built.executor_output.claims) {
        claimTexts.add(claim.text);
      }
      cases.push(built);
    }
  }
  return cases;
}

function printTable(cases: readonly CaseOutput[]): void {
  const rows = new Map<string, { en: number; zh: number }>();
  const add = (key: string, language: Language) => {
    const row = rows.get(key) ?? { en: 0, zh: 0 };
    row[language]++;
    rows.set(key, row);
  };
  for (const item of cases) {
    add(item.family, item.language);
  }
  for (const item of cases) {
    add(`${item.group} (group)`, item.language);
  }
  for (const item of cases) {
    add("total", item.language);
  }
  const width = Math.max(...[...rows.keys()].map((key) => key.length));
  console.log(`${"family".padEnd(width)}    en    zh  total`);
  for (const [key, row] of rows) {
    console.log(
      `${key.padEnd(width)} ${String(row.en).padStart(5)} ${String(row.zh).padStart(5)} ${String(row.en + row.zh).padStart(6)}`,
    );
  }
}

function main(): void {
  const { seed, out } = readOptions();
  const cases = generate(seed);
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, `${cases.map((item) => JSON.stringify(item)).join("\n")}\n`);
  printTable(cases);
  const lines = readFileSync(out, "utf8")
    .split("\n")
    .filter((line) => line.length > 0);
  const report = checkCorpus(lines, vocabularyLint);
  const claims = cases.reduce((sum, item) => sum + item.executor_output.claims.length, 0);
  console.log(
    `\n${lines.length} cases, ${claims} claims, ${statSync(out).size} bytes -> ${out} (seed ${seed})`,
  );
  console.log(`vocabulary warnings on faithful claims: ${report.warnings.length}`);
  for (const warning of report.warnings.slice(0, 20)) {
    console.log(`  ${warning}`);
  }
  if (report.errors.length > 0) {
    console.error(`${report.errors.length} check errors:`);
    for (const error of report.errors.slice(0, 40)) {
      console.error(`  ${error}`);
    }
    process.exitCode = 1;
    return;
  }
  console.log("checks passed");
}

main();
