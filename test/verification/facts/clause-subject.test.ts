import { describe } from "vitest";
import { itJudges, row } from "./judging.js";

const PATRONI_LOG =
  "2024-05-11 13:00:00 WARN [patroni] pg-node-1 role changed leader -> replica; pg-node-2 promoted";
const ETCD_LOG = "2024-05-11 14:01:00 ERROR [etcd] etcd-2 lost leader; etcd-1 is leader at term 9";
const MYSQL_LOG =
  "2024-05-11 14:03:00 ERROR [mysql] replica db-r2 IO thread stopped, SQL thread running";
const PROBE_LOG =
  "2024-06-07 10:00:20 WARN [kubelet] pod web-2: Liveness probe failed; Readiness probe succeeded";

describe("what a line says of each clause's subject", () => {
  itJudges([
    row(
      "a clause's words said of the name another clause opens with",
      "pg-node-2 role changed leader -> replica.",
      [PATRONI_LOG],
      "LOW_CONFID",
      ["fact_unsupported"],
    ),
    row(
      "said of its own name it passes",
      "pg-node-1 role changed leader -> replica.",
      [PATRONI_LOG],
      "PASS",
    ),
    row("the other clause of its own name passes", "pg-node-2 promoted.", [PATRONI_LOG], "PASS"),
    row("in Chinese too", "etcd-2 是 term 9 的 leader。", [ETCD_LOG], "LOW_CONFID", [
      "fact_unsupported",
    ]),
    row("a word both clauses have is said of either", "etcd-2 lost leader.", [ETCD_LOG], "PASS"),
    row(
      "clauses opened by the word before a noun they share (IO thread, SQL thread)",
      "Replica db-r2 SQL thread stopped.",
      [MYSQL_LOG],
      "LOW_CONFID",
      ["fact_unsupported"],
    ),
    row("the right one passes", "Replica db-r2 SQL thread running.", [MYSQL_LOG], "PASS"),
    row(
      "clauses joined by and",
      "etcd-1 lost leader.",
      ["2024-07-05 09:00:01 ERROR [etcd] etcd-2 lost leader and etcd-1 is leader at term 9"],
      "LOW_CONFID",
      ["fact_unsupported"],
    ),
    row(
      "a program before a colon opens the line, not its first clause",
      "pg-node-1 promoted.",
      ["patroni: pg-node-1 role changed leader -> replica; pg-node-2 promoted"],
      "LOW_CONFID",
      ["fact_unsupported"],
    ),
    row(
      "addresses are subjects too",
      "10.0.3.11 is unreachable.",
      ["2024-07-05 09:00:03 WARN [probe] 10.0.3.11 is reachable; 10.0.3.12 is unreachable"],
      "LOW_CONFID",
      ["fact_unsupported"],
    ),
    row(
      "a claim naming both subjects says each word of the one before it",
      "etcd-1 lost leader and etcd-2 is leader at term 9.",
      ["2024-07-05 09:00:01 ERROR [etcd] etcd-2 lost leader; etcd-1 is leader at term 9"],
      "LOW_CONFID",
      ["fact_unsupported"],
    ),
    row(
      "and restated in order passes",
      "etcd-2 lost leader and etcd-1 is leader at term 9.",
      ["2024-07-05 09:00:01 ERROR [etcd] etcd-2 lost leader; etcd-1 is leader at term 9"],
      "PASS",
    ),
    row(
      "a Chinese word inside another clause's run of Chinese",
      "web-1 磁盘已满。",
      ["2024-07-03 09:12:04 web-1 磁盘正常，web-2 磁盘已满"],
      "LOW_CONFID",
      ["fact_unsupported"],
    ),
    row(
      "a negated state of the other subject (NotReady)",
      "node-a NotReady.",
      ["2024-07-03 09:12:04 node-a Ready, node-b NotReady"],
      "LOW_CONFID",
      ["fact_unsupported"],
    ),
    row(
      "its own state passes",
      "node-b NotReady.",
      ["2024-07-03 09:12:04 node-a Ready, node-b NotReady"],
      "PASS",
    ),
    row(
      "a list of names is no clause",
      "Found ca.pem, server-cert.pem and server-key.pem in data directory.",
      [
        "2019-07-25T08:11:51.545913Z 0 [Note] Found ca.pem, server-cert.pem and server-key.pem in data directory. Trying to enable SSL support using them.",
      ],
      "PASS",
    ),
    row(
      "Readiness probe failed against Liveness probe failed; Readiness probe succeeded",
      "Readiness probe failed for pod web-2.",
      [PROBE_LOG],
      "LOW_CONFID",
      ["fact_unsupported"],
    ),
  ]);
});
