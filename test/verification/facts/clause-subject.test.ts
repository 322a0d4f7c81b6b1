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
      "Readiness probe failed against Liveness probe failed; Readiness probe succeeded",
      "Readiness probe failed for pod web-2.",
      [PROBE_LOG],
      "LOW_CONFID",
      ["fact_unsupported"],
    ),
  ]);
});
