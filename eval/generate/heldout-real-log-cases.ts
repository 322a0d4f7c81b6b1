/**
 * Generates the held-out evaluation corpus of claims about real public log lines
 * (LogHub samples: Apache, Hadoop, Linux, Proxifier, BGL), labelled by
 * construction: faithful English restatements and Chinese renderings that must
 * pass, and content fabrications (changed value, wrong entity, negation, wrong
 * event, added cause, added clause) that must not.
 *
 * Reads:  eval/data/public-logs-heldout/{SOURCES.md,*.log}
 *         eval/generate/heldout-real-log-zh-terms.txt
 * Writes: eval/corpus/heldout-real-logs.jsonl (one case per line)
 *
 * Usage: npx tsx eval/generate/heldout-real-log-cases.ts [--seed 777] [--out PATH]
 */
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { apacheProfile } from "./heldout-real-logs/apache-events.js";
import { bglProfile } from "./heldout-real-logs/bgl-events.js";
import { generateCorpus } from "./heldout-real-logs/corpus.js";
import { hadoopProfile } from "./heldout-real-logs/hadoop-events.js";
import { linuxProfile } from "./heldout-real-logs/linux-events.js";
import { proxifierProfile } from "./heldout-real-logs/proxifier-events.js";

const HERE = dirname(fileURLToPath(import.meta.url));
const REPOSITORY_ROOT = resolve(HERE, "..", "..");

generateCorpus(
  {
    profiles: [apacheProfile, hadoopProfile, linuxProfile, proxifierProfile, bglProfile],
    dataDirectory: join(REPOSITORY_ROOT, "eval", "data", "public-logs-heldout"),
    termsPath: join(HERE, "heldout-real-log-zh-terms.txt"),
    defaultOutput: join(REPOSITORY_ROOT, "eval", "corpus", "heldout-real-logs.jsonl"),
    defaultSeed: 777,
    caseIdPrefix: "hr-",
    sessionPrefix: "s-r",
    firstInvocationId: 9001,
    targets: [
      { family: "real/faithful-restatement", language: "en", count: 121 },
      { family: "real/faithful-translation", language: "zh", count: 121 },
      ...(["en", "zh"] as const).flatMap((language) => [
        { family: "real/changed-value" as const, language, count: 17 },
        { family: "real/wrong-entity" as const, language, count: 16 },
        { family: "real/negation" as const, language, count: 17 },
        { family: "real/wrong-event" as const, language, count: 17 },
        { family: "real/causal" as const, language, count: 16 },
        { family: "real/added-clause" as const, language, count: 16 },
      ]),
    ],
  },
  process.argv.slice(2),
);
