/**
 * Generates the third held-out evaluation corpus of claims about real public log
 * lines (LogHub samples: Mac, none of whose lines any other set uses, and line ranges
 * of OpenStack, Hadoop, Spark and HDFS that no other set uses), labelled by
 * construction: faithful English restatements and Chinese renderings that must pass,
 * and content fabrications (changed value, wrong entity, negation, wrong event, added
 * cause, added clause) that must not.
 *
 * Reads:  eval/data/public-logs-heldout-3/{SOURCES.md,*.log}
 *         eval/generate/heldout-real-log-zh-terms-3.txt
 * Writes: eval/corpus/heldout-real-logs-3.jsonl (one case per line)
 *
 * Usage: npx tsx eval/generate/heldout-real-log-cases-3.ts [--seed 3031] [--out PATH]
 */
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { FIVE_HUNDRED_CLAIMS, generateCorpus } from "./heldout-real-logs/corpus.js";
import { hadoopProfile } from "./heldout-real-logs-3/hadoop-events.js";
import { hdfsProfile } from "./heldout-real-logs-3/hdfs-events.js";
import { macProfile } from "./heldout-real-logs-3/mac-events.js";
import { openStackProfile } from "./heldout-real-logs-3/openstack-events.js";
import { sparkProfile } from "./heldout-real-logs-3/spark-events.js";

const HERE = dirname(fileURLToPath(import.meta.url));
const REPOSITORY_ROOT = resolve(HERE, "..", "..");

generateCorpus(
  {
    profiles: [macProfile, openStackProfile, hadoopProfile, sparkProfile, hdfsProfile],
    dataDirectory: join(REPOSITORY_ROOT, "eval", "data", "public-logs-heldout-3"),
    termsPath: join(HERE, "heldout-real-log-zh-terms-3.txt"),
    defaultOutput: join(REPOSITORY_ROOT, "eval", "corpus", "heldout-real-logs-3.jsonl"),
    defaultSeed: 3031,
    caseIdPrefix: "hr3-",
    sessionPrefix: "s-r3-",
    firstInvocationId: 14001,
    targets: FIVE_HUNDRED_CLAIMS,
  },
  process.argv.slice(2),
);
