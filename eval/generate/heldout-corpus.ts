/**
 * Writes the held-out evaluation corpus of the Verifier (`eval/corpus/heldout.jsonl`): labelled
 * cases built from their own record templates, services, phrasings and mutations, so that the
 * Verifier's rates can be measured on data its authors did not shape. Each label follows from
 * how the case was built (a faithful restatement, a broken binding, a changed fact), never from
 * running the code under test. Deterministic for a given seed.
 *
 *   npx tsx eval/generate/heldout-corpus.ts [--seed 4242] [--out eval/corpus/heldout.jsonl]
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { assemble, type CorpusCase } from "./heldout/assemble.js";
import { type CheckResult, checkCase } from "./heldout/checks.js";
import { FAMILIES } from "./heldout/families.js";
import { mixSeed, Random } from "./heldout/random.js";
import type { CaseGroup, Language, Plan } from "./heldout/types.js";

const DEFAULT_OUT = fileURLToPath(new URL("../corpus/heldout.jsonl", import.meta.url));

interface Built {
  readonly group: CaseGroup;
  readonly family: string;
  readonly language: Language;
  readonly seed: number;
  readonly plan: Plan;
}

function buildAll(seed: number): Built[] {
  const built: Built[] = [];
  FAMILIES.forEach((family, familyIndex) => {
    for (let index = 0; index < family.count; index += 1) {
      const language: Language = index % 2 === 0 ? "en" : "zh";
      let made: Built | undefined;
      let lastError: unknown;
      for (let attempt = 0; attempt < 20 && !made; attempt += 1) {
        const caseSeed = mixSeed(seed, familyIndex, index, attempt);
        try {
          made = {
            group: family.group,
            family: family.name,
            language,
            seed: caseSeed,
            plan: family.build(new Random(caseSeed), language),
          };
        } catch (error) {
          lastError = error;
        }
      }
      if (!made) {
        throw new Error(`${family.name} #${index}: ${String(lastError)}`);
      }
      built.push(made);
    }
  });
  return built;
}

function main(): void {
  const { values } = parseArgs({
    options: {
      seed: { type: "string", default: "4242" },
      out: { type: "string", default: DEFAULT_OUT },
    },
  });
  const seed = Number.parseInt(values.seed, 10);
  if (!Number.isInteger(seed)) {
    throw new Error(`--seed must be an integer, got ${values.seed}`);
  }
  const out = resolve(values.out);

  const order = new Random(mixSeed(seed, 0x5eed));
  const built = order.shuffle(buildAll(seed));
  const cases: CorpusCase[] = built.map((entry, index) =>
    assemble(new Random(mixSeed(entry.seed, 0xa55e)), entry.plan, {
      caseId: `ho-${String(index + 1).padStart(5, "0")}`,
      group: entry.group,
      family: entry.family,
      language: entry.language,
    }),
  );
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, `${cases.map((entry) => JSON.stringify(entry)).join("\n")}\n`);

  const result: CheckResult = { errors: [], warnings: [] };
  const ids = new Set<string>();
  const counts = new Map<string, { group: string; en: number; zh: number }>();
  const groups = new Map<string, number>();
  const lines = readFileSync(out, "utf8")
    .split("\n")
    .filter((line) => line.length > 0);
  lines.forEach((line, index) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(line);
    } catch {
      result.errors.push(`line ${index + 1} does not parse`);
      return;
    }
    if (typeof parsed !== "object" || parsed === null) {
      result.errors.push(`line ${index + 1} is not an object`);
      return;
    }
    const value = parsed as Record<string, unknown>;
    const id = String(value.case_id);
    if (ids.has(id)) {
      result.errors.push(`duplicate case id ${id}`);
    }
    ids.add(id);
    checkCase(value, result);
    const family = String(value.family);
    const group = String(value.group);
    const row = counts.get(family) ?? { group, en: 0, zh: 0 };
    if (value.language === "en") {
      row.en += 1;
    } else {
      row.zh += 1;
    }
    counts.set(family, row);
    groups.set(group, (groups.get(group) ?? 0) + 1);
  });

  const total = lines.length;
  process.stdout.write(`wrote ${total} cases to ${out} (seed ${seed})\n\n`);
  process.stdout.write("| family | en | zh |\n| --- | ---: | ---: |\n");
  const rows = [...counts].sort(([left], [right]) => left.localeCompare(right));
  for (const [family, row] of rows) {
    process.stdout.write(`| ${family} | ${row.en} | ${row.zh} |\n`);
  }
  process.stdout.write("\n");
  for (const [group, count] of groups) {
    process.stdout.write(`${group}: ${count} (${((100 * count) / total).toFixed(1)}%)\n`);
  }
  for (const warning of result.warnings) {
    process.stdout.write(`warning: ${warning}\n`);
  }
  if (result.errors.length > 0) {
    for (const error of result.errors.slice(0, 50)) {
      process.stderr.write(`error: ${error}\n`);
    }
    process.stderr.write(`${result.errors.length} check errors\n`);
    process.exitCode = 1;
    return;
  }
  process.stdout.write("all checks passed\n");
}

main();
