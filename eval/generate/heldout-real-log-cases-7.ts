/**
 * Generates the seventh held-out evaluation corpus of claims about real public log lines
 * (a Cassandra JVM GC log quoted in the Apache Cassandra documentation, Apache-2.0; and test
 * fixtures of Elastic Beats' Filebeat modules, Apache-2.0: Linux auth logs, Linux audit logs of
 * three hosts, nginx access and error logs, Logstash plain and JSON logs, Icinga 2 main and
 * debug logs), labelled by construction: faithful English restatements and Chinese renderings
 * that must pass, and content fabrications (changed value, wrong entity, negation, wrong
 * event, added cause, added clause) that must not.
 *
 * Reads:  eval/data/public-logs-heldout-7/{SOURCES.md,*.log}
 *         eval/generate/heldout-real-log-zh-terms-7.txt
 * Writes: eval/corpus/heldout-real-logs-7.jsonl (one case per line)
 *
 * Usage: npx tsx eval/generate/heldout-real-log-cases-7.ts [--seed 7177] [--out PATH]
 */
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { FIVE_HUNDRED_CLAIMS, generateCorpus } from "./heldout-real-logs/corpus.js";
import {
  auditdNodeProfile,
  auditdRhel6Profile,
  auditdRhel7Profile,
} from "./heldout-real-logs-7/auditd-events.js";
import { cassandraGcProfile } from "./heldout-real-logs-7/cassandra-events.js";
import { icingaDebugProfile, icingaMainProfile } from "./heldout-real-logs-7/icinga-events.js";
import { linuxAuthProfile, linuxSecureProfile } from "./heldout-real-logs-7/linux-auth-events.js";
import {
  logstashJsonProfile,
  logstashPlain74Profile,
  logstashPlainProfile,
  logstashSlowlogProfile,
} from "./heldout-real-logs-7/logstash-events.js";
import { nginxAccessProfile, nginxErrorProfile } from "./heldout-real-logs-7/nginx-events.js";

const HERE = dirname(fileURLToPath(import.meta.url));
const REPOSITORY_ROOT = resolve(HERE, "..", "..");

generateCorpus(
  {
    profiles: [
      cassandraGcProfile,
      linuxAuthProfile,
      linuxSecureProfile,
      auditdRhel6Profile,
      auditdNodeProfile,
      auditdRhel7Profile,
      nginxAccessProfile,
      nginxErrorProfile,
      logstashPlainProfile,
      logstashPlain74Profile,
      logstashSlowlogProfile,
      logstashJsonProfile,
      icingaMainProfile,
      icingaDebugProfile,
    ],
    dataDirectory: join(REPOSITORY_ROOT, "eval", "data", "public-logs-heldout-7"),
    termsPath: join(HERE, "heldout-real-log-zh-terms-7.txt"),
    defaultOutput: join(REPOSITORY_ROOT, "eval", "corpus", "heldout-real-logs-7.jsonl"),
    defaultSeed: 7177,
    caseIdPrefix: "hr7-",
    sessionPrefix: "s-r7-",
    firstInvocationId: 18001,
    targets: FIVE_HUNDRED_CLAIMS,
  },
  process.argv.slice(2),
);
