import { describe } from "vitest";
import { itJudges, row } from "./judging.js";

const FENCE = "2024-08-14 03:12:09 [kafka] broker-2 fenced broker-5 (stale epoch)";
const KILL = "2024-08-14 03:12:09 [mysql] thread 4412 killed by thread 4419 (KILL QUERY)";
const CAUSE = "2024-08-14 03:12:09 [jvm] GC pause 4.2s led to zookeeper session timeout";
const CAUSE_ZH = "2024-08-14 03:12:09 [jvm] GC 停顿 4.2s，引发 zookeeper 会话超时";
const REPLICA_ZH = "2024-08-14 03:12:09 [redis] 副本 10.5.0.3:6379 从 10.5.0.2:6379 同步数据";
const THEN =
  "2024-08-14 03:12:09 [app] connection pool exhausted, then requests to /api/cart timed out";

describe("who did what to whom: the sides of a directed relation", () => {
  itJudges([
    row("the record's order passes", "broker-2 fenced broker-5.", [FENCE], "PASS"),
    row("agent and object swapped", "broker-5 fenced broker-2.", [FENCE], "REJECT", [
      "fact_conflict",
    ]),
    row(
      "the passive of the record's active sentence passes",
      "broker-5 was fenced by broker-2.",
      [FENCE],
      "PASS",
    ),
    row(
      "a passive swapped against a passive record",
      "thread 4419 killed by thread 4412.",
      [KILL],
      "REJECT",
      ["fact_conflict"],
    ),
    row("the record's passive kept", "thread 4412 killed by thread 4419.", [KILL], "PASS"),
    row(
      "cause and effect kept",
      "GC pause 4.2s led to zookeeper session timeout.",
      [CAUSE],
      "PASS",
    ),
    row(
      "cause and effect reversed",
      "zookeeper session timeout led to GC pause 4.2s.",
      [CAUSE],
      "REJECT",
      ["fact_conflict"],
    ),
    row(
      "a Chinese verb after a comma takes the clause before: kept",
      "GC 停顿 4.2s，引发 zookeeper 会话超时。",
      [CAUSE_ZH],
      "PASS",
    ),
    row(
      "a Chinese verb after a comma takes the clause before: reversed",
      "zookeeper 会话超时，引发 GC 停顿 4.2s。",
      [CAUSE_ZH],
      "REJECT",
      ["fact_conflict"],
    ),
    row(
      "replication direction kept",
      "10.5.0.3:6379 从 10.5.0.2:6379 同步数据。",
      [REPLICA_ZH],
      "PASS",
    ),
    row(
      "replication direction swapped",
      "10.5.0.2:6379 从 10.5.0.3:6379 同步数据。",
      [REPLICA_ZH],
      "REJECT",
      ["fact_conflict"],
    ),
    row(
      "then keeps the record's order",
      "connection pool exhausted, then requests to /api/cart timed out.",
      [THEN],
      "PASS",
    ),
    row(
      "then with its sides swapped",
      "requests to /api/cart timed out, then connection pool exhausted.",
      [THEN],
      "REJECT",
      ["fact_conflict"],
    ),
    row(
      "a by inside a bracket makes no passive of the verb",
      "Process 4412 killed process 4419.",
      [
        "Aug 14 03:12:09 db01 kernel: oom_reaper: process 4419 (java, started by systemd) killed process 4412 (python3)",
      ],
      "REJECT",
      ["fact_conflict"],
    ),
    row(
      "then after a semicolon still relates to the sentence before",
      "requests to /api/cart timed out; then connection pool exhausted.",
      [THEN],
      "REJECT",
      ["fact_conflict"],
    ),
    row(
      "a Chinese verb between two names against an English line",
      "pod default/batch-3 抢占了 pod default/api-7。",
      [
        "I0814 03:12:09.114 scheduler.go:331] pod default/api-7 preempted pod default/batch-3 on node-4",
      ],
      "REJECT",
      ["fact_conflict"],
    ),
    row(
      "a Chinese relative clause puts what was caused after the verb",
      "R26-M0-N2-C:J05-U01 记录 dcbf 引起的数据存储中断。",
      [
        "2005-06-14-10.26.37.865134 R26-M0-N2-C:J05-U01 RAS KERNEL FATAL data store interrupt caused by dcbf",
      ],
      "PASS",
    ),
    row(
      "a Chinese verb rendered from an English line says nothing of Chinese word order",
      "12:50:23,323，发往 node 20 的 fetch 请求（sessionId=1901923426）发送出错。",
      [
        "[2018-10-17 12:50:23,323] INFO [ReplicaFetcher replicaId=10, leaderId=20, fetcherId=0] Error sending fetch request (sessionId=1901923426, epoch=30531) to node 20: java.nio.channels.ClosedSelectorException.",
      ],
      "PASS",
    ),
  ]);
});

const EVENT = "2024-08-14 03:12:09 Normal  Killing  pod/api-7d9f  Stopping container api";
const MINOR = "2024-08-14 03:12:09 [jvm] GC (Allocation Failure) minor pause 2.3s";

describe("an evaluative word a record writes as a kind judges nothing", () => {
  itJudges([
    row(
      "a Kubernetes event's type claimed as a judgement",
      "killing pod/api-7d9f is normal.",
      [EVENT],
      "LOW_CONFID",
      ["evaluative_wording"],
    ),
    row("in Chinese too", "pod/api-7d9f 被杀是正常的。", [EVENT], "LOW_CONFID", [
      "evaluative_wording",
    ]),
    row("the word kept on its head passes", "a minor pause of 2.3s.", [MINOR], "PASS"),
    row(
      "the word made a judgement of the pause",
      "the 2.3s GC pause was minor.",
      [MINOR],
      "LOW_CONFID",
      ["evaluative_wording"],
    ),
    row(
      "a key's value is a state of its own",
      "healthcheck: payments-db ok, orders-db failed.",
      [
        "ts=2026-11-28T22:42:15Z level=warn component=healthcheck payments-db=ok orders-db=failed cache=ok",
      ],
      "PASS",
    ),
    row(
      "a Chinese claim keeps the word on its rendered head",
      "集群健康状态从 GREEN 变为 YELLOW。",
      [
        "2024-06-02 10:26:00 [elasticsearch] [es-data-3] cluster health status changed from [GREEN] to [YELLOW]",
      ],
      "PASS",
    ),
  ]);
});

const STREAM =
  "2024-08-14 03:12:09 LOG:  standby pg-3 started streaming WAL from primary pg-2 at 0/5A000000";
const SYNC_ZH = "2024-08-14 03:12:09 [repl] 从库 pg-3 从主库 pg-2 同步 WAL";

describe("where a name is claimed to go or come from", () => {
  itJudges([
    row("from kept", "standby pg-3 started streaming WAL from pg-2.", [STREAM], "PASS"),
    row(
      "to for the record's from",
      "standby pg-3 started streaming WAL to pg-2.",
      [STREAM],
      "REJECT",
      ["fact_conflict"],
    ),
    row("向 for the record's 从", "从库 pg-3 向主库 pg-2 同步 WAL。", [SYNC_ZH], "REJECT", [
      "fact_conflict",
    ]),
    row(
      "a verb's 到 before 来自 gives no direction",
      "combo 上的 ftpd 进程 8829 记录到来自 222.33.90.199 的连接。",
      [
        "Jun 20 03:40:59 combo ftpd[8829]: connection from 222.33.90.199 () at Mon Jun 20 03:40:59 2005",
      ],
      "PASS",
    ),
  ]);
});

const EVICT_ZH = "2024-08-14 03:12:09 [kubelet] node-4 驱逐了 pod api-7：内存压力";
const CAUSE_BY_ZH = "2024-08-14 03:12:09 WARN [zk] 会话超时由 GC 停顿导致（停顿 4.2s）";

describe("Chinese sentences with both sides before the verb", () => {
  itJudges([
    row("把 keeps the agent first", "node-4 把 pod api-7 驱逐了。", [EVICT_ZH], "PASS"),
    row("把 with the sides swapped", "pod api-7 把 node-4 驱逐了。", [EVICT_ZH], "REJECT", [
      "fact_conflict",
    ]),
    row("被 puts the agent after it", "pod api-7 被 node-4 驱逐了。", [EVICT_ZH], "PASS"),
    row("由 against a record's 由, kept", "会话超时由 GC 停顿导致。", [CAUSE_BY_ZH], "PASS"),
    row("由 against a record's 由, swapped", "GC 停顿由会话超时导致。", [CAUSE_BY_ZH], "REJECT", [
      "fact_conflict",
    ]),
  ]);
});
