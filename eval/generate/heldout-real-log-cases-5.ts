/**
 * Generates the fifth held-out evaluation corpus of claims about real public log lines
 * (test fixtures of Elastic Beats' Filebeat modules, Apache-2.0: a Kafka broker, a
 * PostgreSQL server, a Kubernetes ingress-nginx controller, an Elasticsearch node and a
 * MySQL server), labelled by construction: faithful English restatements and Chinese
 * renderings that must pass, and content fabrications (changed value, wrong entity,
 * negation, wrong event, added cause, added clause) that must not.
 *
 * Reads:  eval/data/public-logs-heldout-5/{SOURCES.md,*.log}
 *         eval/generate/heldout-real-log-zh-terms-5.txt
 * Writes: eval/corpus/heldout-real-logs-5.jsonl (one case per line)
 *
 * Usage: npx tsx eval/generate/heldout-real-log-cases-5.ts [--seed 5051] [--out PATH]
 */
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { FIVE_HUNDRED_CLAIMS, generateCorpus } from "./heldout-real-logs/corpus.js";
import { elasticsearchProfile } from "./heldout-real-logs-5/elasticsearch-events.js";
import { kafkaProfile } from "./heldout-real-logs-5/kafka-events.js";
import { mysqlProfile } from "./heldout-real-logs-5/mysql-events.js";
import { nginxIngressProfile } from "./heldout-real-logs-5/nginx-ingress-events.js";
import { postgresqlProfile } from "./heldout-real-logs-5/postgresql-events.js";

const HERE = dirname(fileURLToPath(import.meta.url));
const REPOSITORY_ROOT = resolve(HERE, "..", "..");

generateCorpus(
  {
    profiles: [
      kafkaProfile,
      postgresqlProfile,
      nginxIngressProfile,
      elasticsearchProfile,
      mysqlProfile,
    ],
    dataDirectory: join(REPOSITORY_ROOT, "eval", "data", "public-logs-heldout-5"),
    termsPath: join(HERE, "heldout-real-log-zh-terms-5.txt"),
    defaultOutput: join(REPOSITORY_ROOT, "eval", "corpus", "heldout-real-logs-5.jsonl"),
    defaultSeed: 5051,
    caseIdPrefix: "hr5-",
    sessionPrefix: "s-r5-",
    firstInvocationId: 16001,
    targets: FIVE_HUNDRED_CLAIMS,
  },
  process.argv.slice(2),
);
