/**
 * Generates the eighth held-out evaluation corpus of claims about real public log lines
 * (test fixtures of Elastic Beats' Filebeat, Apache-2.0: Google Santa decisions, osquery
 * results of a Mac and an Ubuntu VM, NASA-HTTP and Traefik access-log lines, and Linux syslog
 * lines; and the JVM GC log of an HBase RegionServer quoted in the Apache HBase reference guide,
 * Apache-2.0), labelled by construction: faithful English restatements and Chinese renderings
 * that must pass, and content fabrications (changed value, wrong entity, negation, wrong event,
 * added cause, added clause) that must not.
 *
 * Reads:  eval/data/public-logs-heldout-8/{SOURCES.md,*.log}
 *         eval/generate/heldout-real-log-zh-terms-8.txt
 * Writes: eval/corpus/heldout-real-logs-8.jsonl (one case per line)
 *
 * Usage: npx tsx eval/generate/heldout-real-log-cases-8.ts [--seed 8288] [--out PATH]
 */
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { FIVE_HUNDRED_CLAIMS, generateCorpus } from "./heldout-real-logs/corpus.js";
import { nasaHttpProfile, traefikAccessProfile } from "./heldout-real-logs-8/access-events.js";
import { hbaseGcProfile } from "./heldout-real-logs-8/hbase-gc-events.js";
import {
  osqueryDarwinProfile,
  osqueryUbuntuProfile,
} from "./heldout-real-logs-8/osquery-events.js";
import { santaProfile } from "./heldout-real-logs-8/santa-events.js";
import { syslogSuseProfile, syslogTzOffsetProfile } from "./heldout-real-logs-8/syslog-events.js";

const HERE = dirname(fileURLToPath(import.meta.url));
const REPOSITORY_ROOT = resolve(HERE, "..", "..");

generateCorpus(
  {
    profiles: [
      santaProfile,
      osqueryDarwinProfile,
      osqueryUbuntuProfile,
      nasaHttpProfile,
      traefikAccessProfile,
      syslogTzOffsetProfile,
      syslogSuseProfile,
      hbaseGcProfile,
    ],
    dataDirectory: join(REPOSITORY_ROOT, "eval", "data", "public-logs-heldout-8"),
    termsPath: join(HERE, "heldout-real-log-zh-terms-8.txt"),
    defaultOutput: join(REPOSITORY_ROOT, "eval", "corpus", "heldout-real-logs-8.jsonl"),
    defaultSeed: 8288,
    caseIdPrefix: "hr8-",
    sessionPrefix: "s-r8-",
    firstInvocationId: 19001,
    targets: FIVE_HUNDRED_CLAIMS,
  },
  process.argv.slice(2),
);
