/**
 * Generates the second held-out evaluation corpus of claims about real public log
 * lines (LogHub samples: Spark, Thunderbird, HPC, Android, HealthApp, Windows;
 * none of them used by the other real-log sets), labelled by construction:
 * faithful English restatements and Chinese renderings that must pass, and
 * content fabrications (changed value, wrong entity, negation, wrong event,
 * added cause, added clause) that must not.
 *
 * Reads:  eval/data/public-logs-heldout-2/{SOURCES.md,*.log}
 *         eval/generate/heldout-real-log-zh-terms-2.txt
 * Writes: eval/corpus/heldout-real-logs-2.jsonl (one case per line)
 *
 * Usage: npx tsx eval/generate/heldout-real-log-cases-2.ts [--seed 2024] [--out PATH]
 */
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { FIVE_HUNDRED_CLAIMS, generateCorpus } from "./heldout-real-logs/corpus.js";
import { androidProfile } from "./heldout-real-logs-2/android-events.js";
import { healthAppProfile } from "./heldout-real-logs-2/healthapp-events.js";
import { hpcProfile } from "./heldout-real-logs-2/hpc-events.js";
import { sparkProfile } from "./heldout-real-logs-2/spark-events.js";
import { thunderbirdProfile } from "./heldout-real-logs-2/thunderbird-events.js";
import { windowsProfile } from "./heldout-real-logs-2/windows-events.js";

const HERE = dirname(fileURLToPath(import.meta.url));
const REPOSITORY_ROOT = resolve(HERE, "..", "..");

generateCorpus(
  {
    profiles: [
      sparkProfile,
      thunderbirdProfile,
      hpcProfile,
      androidProfile,
      healthAppProfile,
      windowsProfile,
    ],
    dataDirectory: join(REPOSITORY_ROOT, "eval", "data", "public-logs-heldout-2"),
    termsPath: join(HERE, "heldout-real-log-zh-terms-2.txt"),
    defaultOutput: join(REPOSITORY_ROOT, "eval", "corpus", "heldout-real-logs-2.jsonl"),
    defaultSeed: 2024,
    caseIdPrefix: "hr2-",
    sessionPrefix: "s-r2-",
    firstInvocationId: 13001,
    targets: FIVE_HUNDRED_CLAIMS,
  },
  process.argv.slice(2),
);
