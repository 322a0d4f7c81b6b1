/**
 * Generates the fourth held-out evaluation corpus of claims about real public log lines
 * (LogHub samples: line ranges of OpenSSH, BGL, Zookeeper, Mac and Android that no other
 * set uses), labelled by construction: faithful English restatements and Chinese
 * renderings that must pass, and content fabrications (changed value, wrong entity,
 * negation, wrong event, added cause, added clause) that must not.
 *
 * Reads:  eval/data/public-logs-heldout-4/{SOURCES.md,*.log}
 *         eval/generate/heldout-real-log-zh-terms-4.txt
 * Writes: eval/corpus/heldout-real-logs-4.jsonl (one case per line)
 *
 * Usage: npx tsx eval/generate/heldout-real-log-cases-4.ts [--seed 4041] [--out PATH]
 */
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { FIVE_HUNDRED_CLAIMS, generateCorpus } from "./heldout-real-logs/corpus.js";
import { androidProfile } from "./heldout-real-logs-4/android-events.js";
import { bglProfile } from "./heldout-real-logs-4/bgl-events.js";
import { macProfile } from "./heldout-real-logs-4/mac-events.js";
import { openSshProfile } from "./heldout-real-logs-4/openssh-events.js";
import { zookeeperProfile } from "./heldout-real-logs-4/zookeeper-events.js";

const HERE = dirname(fileURLToPath(import.meta.url));
const REPOSITORY_ROOT = resolve(HERE, "..", "..");

generateCorpus(
  {
    profiles: [openSshProfile, bglProfile, zookeeperProfile, macProfile, androidProfile],
    dataDirectory: join(REPOSITORY_ROOT, "eval", "data", "public-logs-heldout-4"),
    termsPath: join(HERE, "heldout-real-log-zh-terms-4.txt"),
    defaultOutput: join(REPOSITORY_ROOT, "eval", "corpus", "heldout-real-logs-4.jsonl"),
    defaultSeed: 4041,
    caseIdPrefix: "hr4-",
    sessionPrefix: "s-r4-",
    firstInvocationId: 15001,
    targets: FIVE_HUNDRED_CLAIMS,
  },
  process.argv.slice(2),
);
