/**
 * Generates the sixth held-out evaluation corpus of claims about real public log lines
 * (test fixtures of Elastic Beats' Filebeat modules, Apache-2.0: Redis servers of three
 * versions, MongoDB 3.2 and 4.4 servers, HAProxy, a NATS server and a Kibana server),
 * labelled by construction: faithful English restatements and Chinese renderings that must
 * pass, and content fabrications (changed value, wrong entity, negation, wrong event, added
 * cause, added clause) that must not.
 *
 * Reads:  eval/data/public-logs-heldout-6/{SOURCES.md,*.log}
 *         eval/generate/heldout-real-log-zh-terms-6.txt
 * Writes: eval/corpus/heldout-real-logs-6.jsonl (one case per line)
 *
 * Usage: npx tsx eval/generate/heldout-real-log-cases-6.ts [--seed 6061] [--out PATH]
 */
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { FIVE_HUNDRED_CLAIMS, generateCorpus } from "./heldout-real-logs/corpus.js";
import { haproxyNoServerProfile, haproxyProfile } from "./heldout-real-logs-6/haproxy-events.js";
import { kibanaProfile } from "./heldout-real-logs-6/kibana-events.js";
import {
  mongodbAccessProfile,
  mongodbJsonProfile,
  mongodbProfile,
} from "./heldout-real-logs-6/mongodb-events.js";
import { natsProfile } from "./heldout-real-logs-6/nats-events.js";
import {
  redisDebianProfile,
  redisProfile,
  redisWindowsProfile,
} from "./heldout-real-logs-6/redis-events.js";

const HERE = dirname(fileURLToPath(import.meta.url));
const REPOSITORY_ROOT = resolve(HERE, "..", "..");

generateCorpus(
  {
    profiles: [
      redisProfile,
      redisDebianProfile,
      redisWindowsProfile,
      mongodbProfile,
      mongodbJsonProfile,
      mongodbAccessProfile,
      haproxyProfile,
      haproxyNoServerProfile,
      natsProfile,
      kibanaProfile,
    ],
    dataDirectory: join(REPOSITORY_ROOT, "eval", "data", "public-logs-heldout-6"),
    termsPath: join(HERE, "heldout-real-log-zh-terms-6.txt"),
    defaultOutput: join(REPOSITORY_ROOT, "eval", "corpus", "heldout-real-logs-6.jsonl"),
    defaultSeed: 6061,
    caseIdPrefix: "hr6-",
    sessionPrefix: "s-r6-",
    firstInvocationId: 17001,
    targets: FIVE_HUNDRED_CLAIMS,
  },
  process.argv.slice(2),
);
