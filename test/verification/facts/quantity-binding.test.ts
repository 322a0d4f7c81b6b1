import { describe, expect, it } from "vitest";
import { bindQuantity, checkQuantity } from "../../../src/verification/facts/quantity-binding.js";
import {
  CHINESE_ALERT,
  claimOf,
  grammar,
  itJudges,
  LATENCY_ALERT,
  MEMORY_ALERT,
  named,
  POOL_LOG,
  recordOf,
  row,
  unitOf,
} from "./judging.js";

const THRESHOLD_LOG = "WARN checkout-service threshold=800ms duration=20m";
const POOL_STATS_LOG = "WARN order-service pool connections active=20 total=20 idle=0";

interface BindingRow {
  readonly condition: string;
  readonly claim: string;
  /** The number's text as the claim analysis keeps it. */
  readonly number: string;
  readonly record: string;
  readonly keyWords: readonly string[];
}

interface OutcomeRow {
  readonly condition: string;
  readonly claim: string;
  readonly number: string;
  readonly record: string;
  readonly outcome: "supported" | "conflict" | "unsupported";
}

function binding(row: BindingRow): ReturnType<typeof bindQuantity> {
  const claim = claimOf(row.claim);
  return bindQuantity(grammar, claim, unitOf(claim, row.number), [recordOf(row.record)]);
}

describe("quantity binding", () => {
  describe("the key words a number binds to", () => {
    it.each(
      named<BindingRow>([
        {
          condition: "37 waiting binds 37 to waiting",
          claim: "37 waiting",
          number: "37",
          record: POOL_LOG,
          keyWords: ["waiting"],
        },
        {
          condition: "waiting 37 binds 37 to waiting",
          claim: "waiting 37",
          number: "37",
          record: POOL_LOG,
          keyWords: ["waiting"],
        },
        {
          condition: "linking words are skipped (waiting is at 37)",
          claim: "waiting is at 37",
          number: "37",
          record: POOL_LOG,
          keyWords: ["waiting"],
        },
        {
          condition: "reached is a linking word (waiting reached 37)",
          claim: "waiting reached 37",
          number: "37",
          record: POOL_LOG,
          keyWords: ["waiting"],
        },
        {
          condition: "等待 37 binds 37 to 等待",
          claim: "等待 37",
          number: "37",
          record: CHINESE_ALERT,
          keyWords: ["等待"],
        },
        {
          condition: "达到 is a linking word (等待线程 达到 37)",
          claim: "等待线程 达到 37",
          number: "37",
          record: CHINESE_ALERT,
          keyWords: ["线程", "等待"],
        },
        {
          condition: "a classifier is skipped (37 个 等待线程)",
          claim: "37 个 等待线程",
          number: "37",
          record: CHINESE_ALERT,
          keyWords: ["等待", "线程"],
        },
        {
          condition: "an English word binds to a Chinese key (waiting 37)",
          claim: "waiting 37",
          number: "37",
          record: CHINESE_ALERT,
          keyWords: ["waiting"],
        },
        {
          condition: "a ratio binds to the words after it (20 of 20 connections active)",
          claim: "20 of 20 connections active",
          number: "20 of 20",
          record: POOL_STATS_LOG,
          keyWords: ["connections", "active"],
        },
        {
          condition: "another number ends the reach (waiting 50 active 37 binds 37 to active only)",
          claim: "waiting 50 active 37",
          number: "37",
          record: POOL_LOG,
          keyWords: ["active"],
        },
        {
          condition: "punctuation ends the reach (waiting, 37)",
          claim: "waiting, 37",
          number: "37",
          record: POOL_LOG,
          keyWords: [],
        },
        {
          condition: "a stopper ends the reach (threshold for 20 minutes)",
          claim: "threshold for 20 minutes",
          number: "20 minutes",
          record: THRESHOLD_LOG,
          keyWords: [],
        },
        {
          condition: "a negator ends the reach (idle 0 not waiting binds 0 to idle)",
          claim: "idle 0 not waiting",
          number: "0",
          record: POOL_LOG,
          keyWords: ["idle"],
        },
      ]),
    )("%s", (_condition, bindingRow) => {
      expect(binding(bindingRow).keyUnits.map((unit) => unit.text)).toEqual(bindingRow.keyWords);
    });

    it("keeps words that name no key apart (HikariPool-1 has 37 connections)", () => {
      const bound = binding({
        condition: "",
        claim: "HikariPool-1 has 37 connections",
        number: "37",
        record: POOL_LOG,
        keyWords: [],
      });
      expect(bound.keyUnits).toEqual([]);
      expect(bound.otherUnits.map((unit) => unit.text)).toEqual(["connections"]);
      expect(bound.nameUnits.map((unit) => unit.text)).toEqual(["hikaripool-1"]);
    });

    it("binds a number next to an alert's name to that name (HighMemoryUsage firing at 91%)", () => {
      const bound = binding({
        condition: "",
        claim: "HighMemoryUsage firing at 91%",
        number: "91%",
        record: MEMORY_ALERT,
        keyWords: [],
      });
      expect(bound.nameUnits.map((unit) => unit.text)).toEqual(["highmemoryusage"]);
    });
  });

  describe("checking a bound number", () => {
    it.each(
      named<OutcomeRow>([
        {
          condition: "37 waiting is waiting=37",
          claim: "37 waiting",
          number: "37",
          record: POOL_LOG,
          outcome: "supported",
        },
        {
          condition: "等待 37 is 等待线程=37",
          claim: "等待 37",
          number: "37",
          record: CHINESE_ALERT,
          outcome: "supported",
        },
        {
          condition: "ninety bound to waiting against waiting=37 conflicts",
          claim: "ninety threads waiting",
          number: "ninety",
          record: POOL_LOG,
          outcome: "conflict",
        },
        {
          condition: "37 bound to active against active=50 conflicts",
          claim: "waiting 50 active 37",
          number: "37",
          record: POOL_LOG,
          outcome: "conflict",
        },
        {
          condition: "37 bound to words naming no key is unsupported",
          claim: "HikariPool-1 has 37 connections",
          number: "37",
          record: POOL_LOG,
          outcome: "unsupported",
        },
        {
          condition: "the alert's own name binds its only percentage",
          claim: "HighMemoryUsage at 91%",
          number: "91%",
          record: MEMORY_ALERT,
          outcome: "supported",
        },
        {
          condition: "a Chinese word of the alert's name binds its only percentage",
          claim: "内存 91%",
          number: "91%",
          record: MEMORY_ALERT,
          outcome: "supported",
        },
        {
          condition: "another value next to the alert's name is unsupported",
          claim: "HighMemoryUsage at 92%",
          number: "92%",
          record: MEMORY_ALERT,
          outcome: "unsupported",
        },
        {
          condition: "a word the record lacks makes 91% unsupported",
          claim: "cpu 91%",
          number: "91%",
          record: MEMORY_ALERT,
          outcome: "unsupported",
        },
        {
          condition: "a bare 37 is supported by waiting=37",
          claim: "37",
          number: "37",
          record: POOL_LOG,
          outcome: "supported",
        },
        {
          condition: "a bare 38 is unsupported",
          claim: "38",
          number: "38",
          record: POOL_LOG,
          outcome: "unsupported",
        },
        {
          condition: "a bare number after a stopper is a value of the text",
          claim: "threshold for 20 minutes",
          number: "20 minutes",
          record: THRESHOLD_LOG,
          outcome: "supported",
        },
      ]),
    )("%s", (_condition, outcomeRow) => {
      const claim = claimOf(outcomeRow.claim);
      const outcome = checkQuantity(grammar, claim, unitOf(claim, outcomeRow.number), [
        recordOf(outcomeRow.record),
      ]);
      expect(outcome.outcome, outcome.detail).toBe(outcomeRow.outcome);
    });
  });

  describe("claims judged by binding", () => {
    itJudges([
      row(
        "37 waiting passes against waiting=37",
        "order-service HikariPool-1 has 37 waiting",
        [POOL_LOG],
        "PASS",
      ),
      row(
        "37 waiting threads passes against 等待线程=37",
        "order-service has 37 waiting threads",
        [CHINESE_ALERT],
        "PASS",
      ),
      row(
        "等待线程 37 passes against 等待线程=37",
        "order-service 等待线程 37",
        [CHINESE_ALERT],
        "PASS",
      ),
      row(
        "等待线程 37 个 passes against waiting=37",
        "order-service 等待线程 37 个",
        [POOL_LOG],
        "PASS",
      ),
      row(
        "HikariPool-1 has 37 connections is not supported by waiting=37",
        "order-service HikariPool-1 has 37 connections",
        [POOL_LOG],
        "LOW_CONFID",
        ["fact_unsupported"],
      ),
      row(
        "ninety threads waiting against waiting=37 is a conflict",
        "order-service HikariPool-1 has ninety threads waiting",
        [POOL_LOG],
        "REJECT",
        ["fact_conflict"],
      ),
      row(
        "等待线程 40 against 等待线程=37 is a conflict",
        "order-service 等待线程 40",
        [CHINESE_ALERT],
        "REJECT",
        ["fact_conflict"],
      ),
      row(
        "HighMemoryUsage at 91% passes on the alert's only percentage",
        "order-service HighMemoryUsage at 91%",
        [MEMORY_ALERT],
        "PASS",
      ),
      row(
        "memory usage is 91% passes on the alert's name parts",
        "order-service memory usage is 91%",
        [MEMORY_ALERT],
        "PASS",
      ),
      row(
        "内存使用率 91% passes on the alert's name in Chinese",
        "order-service 内存使用率 91%",
        [MEMORY_ALERT],
        "PASS",
      ),
      row(
        "HighMemoryUsage firing at 92% is not supported",
        "order-service HighMemoryUsage firing at 92%",
        [MEMORY_ALERT],
        "LOW_CONFID",
        ["fact_unsupported"],
      ),
      row(
        "a percentage bound to a word no key has is not supported",
        "order-service memory 91",
        [MEMORY_ALERT],
        "LOW_CONFID",
        ["fact_unsupported"],
      ),
      row(
        "a duration after a stopper is bound to no key",
        "order-service HighMemoryUsage firing for 15 minutes",
        [MEMORY_ALERT],
        "PASS",
      ),
      row(
        "a number across punctuation is read bare",
        "checkout-service HighLatencyP99 firing, 20 minutes",
        [LATENCY_ALERT],
        "PASS",
      ),
      row(
        "another value bound to the threshold is a conflict",
        "checkout-service p99 is 2.4s, above the 3s threshold",
        [LATENCY_ALERT],
        "REJECT",
        ["fact_conflict"],
      ),
    ]);
  });
});

const WORKER_POOL_LOG =
  "2026-03-07 16:09:39,656 WARNING [dispatch-worker] worker pool saturated: 48 out of 48 workers busy, queue_depth=85, oldest_task_age_seconds=73";
const JSON_UPSTREAM_LOG =
  '{"level":"error","service":"image-resizer","msg":"upstream request failed","latency_ms":8970}';

describe("a bare number after a key's name", () => {
  itJudges([
    row(
      "takes the unit of the key's suffix, as the record's pair does",
      "dispatch-worker logged oldest_task_age_seconds 73",
      [WORKER_POOL_LOG],
      "PASS",
    ),
    row(
      "takes it across a linking word, in Chinese too",
      "image-resizer 的 latency_ms 为 8970",
      [JSON_UPSTREAM_LOG],
      "PASS",
    ),
    row(
      "still has to be the key's value",
      "image-resizer latency_ms 8971",
      [JSON_UPSTREAM_LOG],
      "REJECT",
      ["fact_conflict"],
    ),
  ]);
});

describe("a number beside the noun of its kind", () => {
  const SSHD_LOG =
    "Jun 15 02:04:59 combo sshd(pam_unix)[20898]: authentication failure; logname= uid=0 euid=0 tty=NODEVssh ruser= rhost=220-135-151-1.hinet-ip.hinet.net  user=root";
  itJudges([
    row(
      "is the number wherever the record writes it, and the noun its layout gives (进程 20898 for sshd(pam_unix)[20898])",
      "combo 上用户 root 的认证失败（进程 20898）",
      [SSHD_LOG],
      "PASS",
    ),
    row(
      "is the number wherever the record writes it, while a noun of another kind is unsupported (端口 20898)",
      "combo 上用户 root 的认证失败（端口 20898）",
      [SSHD_LOG],
      "LOW_CONFID",
      ["unit_unsupported"],
    ),
    row(
      "still has to be written in the record",
      "combo 上用户 root 的认证失败（进程 20899）",
      [SSHD_LOG],
      "LOW_CONFID",
      ["fact_unsupported"],
    ),
    row(
      "binds to a key of that name when the record has one",
      "order-service listens on port 9090",
      ["INFO order-service started, port=8080"],
      "REJECT",
      ["fact_conflict"],
    ),
  ]);
});

describe("names of a record's values", () => {
  itJudges([
    row(
      "a CamelCase key is named by its parts (maxRetries: 重试)",
      "msra-sa-41:8030 的重试策略为重试 10 次",
      [
        "2015-10-18 18:08:52,429 INFO [RMCommunicator Allocator] org.apache.hadoop.ipc.Client: Retrying connect to server: msra-sa-41:8030. Already tried 0 time(s); retry policy is RetryUpToMaximumCountWithFixedSleep(maxRetries=10, sleepTime=1000 MILLISECONDS)",
      ],
      "PASS",
    ),
    row(
      "framing between a figure and its name takes no place of a name",
      "R26-M0-N2-C:J05-U01 data store interrupt caused by dcbf is 0",
      [
        "- 1118769997 2005.06.14 R26-M0-N2-C:J05-U01 2005-06-14-10.26.37.865134 R26-M0-N2-C:J05-U01 RAS KERNEL FATAL data store interrupt caused by dcbf.........0",
      ],
      "PASS",
    ),
  ]);
});

describe("a count of events", () => {
  itJudges([
    row(
      "total=50 before requests that timed out counts requests, which the pool's total does not",
      "order-service: total=50 requests timed out",
      [POOL_LOG],
      "LOW_CONFID",
      ["fact_unsupported"],
    ),
    row(
      "共计 50 个请求超时 counts requests, which the pool's total does not",
      "订单服务共计 50 个请求超时",
      [POOL_LOG],
      "LOW_CONFID",
      ["fact_unsupported"],
    ),
    row(
      "total=50 connections counts what the total counts",
      "order-service HikariPool-1 has active=50 of total=50 connections with waiting=37",
      [POOL_LOG],
      "PASS",
    ),
  ]);
});

describe("keys listed before one figure", () => {
  itJudges([
    row(
      "each take the figure, so a key with another value is a conflict",
      "order-service HikariPool-1 idle and active are 50",
      [POOL_LOG],
      "REJECT",
      ["fact_conflict"],
    ),
    row(
      "pass when the record gives each that value",
      "order-service HikariPool-1 total and active are 50",
      [POOL_LOG],
      "PASS",
    ),
    row(
      "a key at 0 stated as a state is a dropped negation",
      "order-service HikariPool-1 has idle connections",
      [POOL_LOG],
      "REJECT",
      ["negation_conflict"],
    ),
  ]);
});

describe("a total after the events it counts", () => {
  itJudges([
    row(
      "a pool's total read as a count of timed-out requests is unsupported",
      "order-service HikariPool-1 timed out requests totaled 50",
      [POOL_LOG],
      "LOW_CONFID",
      ["fact_unsupported"],
    ),
    row(
      "the same in Chinese is unsupported",
      "订单服务 HikariPool-1 超时请求合计 50 个",
      [POOL_LOG],
      "LOW_CONFID",
      ["fact_unsupported"],
    ),
    row(
      "the pool's total beside the timeout passes",
      "order-service HikariPool-1 request timed out with total 50, active 50 and 37 waiting",
      [POOL_LOG],
      "PASS",
    ),
    row(
      "a record that counts the events supports the total",
      "checkout-api failed requests total 12",
      [
        "2026-11-28T22:41:17Z WARN checkout-api [main] c.e.Stats - window=5m failed_requests_total=12 requests_total=400",
      ],
      "PASS",
    ),
  ]);
});

describe("a number beside a program's name and version", () => {
  itJudges([
    row(
      "curl/7.54.0 names no figure: 200 is the line's status",
      'At 11:49:30, 192.168.64.1 (curl/7.54.0) got 200 for "DELETE /products/42 HTTP/1.1" on default-web-8080',
      [
        '192.168.64.1 - - [07/Feb/2020:11:49:30 +0000] "DELETE /products/42 HTTP/1.1" 200 59 "-" "curl/7.54.0" 94 0.000 [default-web-8080] [] 172.17.0.5:8080 59 0.001 200 0be411044cb1cb67580e115413b2da60',
      ],
      "PASS",
    ),
  ]);
});

describe("a number beside a host the layout gives", () => {
  const HAPROXY_LOG =
    'Jun 22 12:02:59 node2 haproxy[23034]: -:47481 [22/Jun/2021:12:02:59.590] www-https~ app/node16 app.domain.com 0/0/3/32/35 403 142 - - ---- 1/1/0/0/0 0/0 "GET /app/event/ HTTP/1.1"';
  itJudges([
    row(
      "the status after the host passes",
      "At 12:02:59, haproxy[23034] on node2 logged 403 for GET /app/event/.",
      [HAPROXY_LOG],
      "PASS",
    ),
    row(
      "another status after the host does not",
      "At 12:02:59, haproxy[23034] on node2 logged 404 for GET /app/event/.",
      [HAPROXY_LOG],
      "LOW_CONFID",
      ["fact_unsupported"],
    ),
  ]);
});

describe("a part said to be more than its whole", () => {
  itJudges([
    row(
      "60 of 50 is no ratio, and no figure of the record",
      "order-service: 60 of 50 connections active",
      ["WARN order-service pool active=50/50"],
      "LOW_CONFID",
      ["fact_unsupported"],
    ),
  ]);
});

describe("a figure right before a key's noun", () => {
  const HEAP_91_LOG =
    "2026-11-28T22:50:00Z WARN order-service [heap-monitor] com.example.order.monitoring.HeapUsageMonitor - Heap usage 91% (3741MiB/4096MiB) after GC, old gen 3455MiB, above the 85% threshold";
  itJudges([
    row(
      "after an article it is that noun's: another threshold is not accounted for",
      "order-service heap usage reached the 91% threshold",
      [HEAP_91_LOG],
      "LOW_CONFID",
      ["fact_unsupported"],
    ),
    row(
      "after 达到 it is the noun's too",
      "order-service Heap usage 达到 91% 阈值",
      [HEAP_91_LOG],
      "LOW_CONFID",
      ["fact_unsupported"],
    ),
    row(
      "the threshold the record gives passes",
      "order-service heap usage 91% is above the 85% threshold",
      [HEAP_91_LOG],
      "PASS",
    ),
  ]);
});

describe("figures in prose, each with its own word", () => {
  const DISK_LOG = "Mar  3 10:52:00 db01 diskmon[550]: /data: 45.2G used, 4.8G left (90%)";
  itJudges([
    row("the figure left passes", "/data has 4.8G left.", [DISK_LOG], "PASS"),
    row("the figure used passes", "/data used 45.2G.", [DISK_LOG], "PASS"),
    row(
      "the figure used is not the one left: a name before the verb is the subject, not the key",
      "/data has 45.2G left.",
      [DISK_LOG],
      "LOW_CONFID",
      ["fact_unsupported"],
    ),
    row(
      "a figure restated in brackets still takes the word after it",
      "web-01 sent 3115 bytes",
      ["2026-11-28T22:50:00Z INFO web-01 3115 bytes (3.04 KB) sent"],
      "PASS",
    ),
  ]);
});

describe("a figure the record gives as what a value was before it changed", () => {
  const LIMIT_LOG =
    "2024-03-03 10:08:44,902 WARN [limiter] rate limit for tenant acme raised from 100 to 500 rps";
  itJudges([
    row(
      "said as the value now, it is not accounted for",
      "tenant acme was limited to 100 rps.",
      [LIMIT_LOG],
      "LOW_CONFID",
      ["fact_unsupported"],
    ),
    row("in Chinese too", "租户 acme 被限制到 100 rps。", [LIMIT_LOG], "LOW_CONFID", [
      "fact_unsupported",
    ]),
    row(
      "said with its change, it passes",
      "tenant acme rate limit raised from 100 to 500 rps.",
      [LIMIT_LOG],
      "PASS",
    ),
    row(
      "从 gives it as former",
      "租户 acme 的 rate limit 从 100 提高到 500 rps。",
      [LIMIT_LOG],
      "PASS",
    ),
    row(
      "was alone gives no figure as former: it also says what a value was when logged",
      "tenant acme rate limit was 100 rps.",
      [LIMIT_LOG],
      "LOW_CONFID",
      ["fact_unsupported"],
    ),
    row("the new figure passes alone", "tenant acme rate limit is 500 rps.", [LIMIT_LOG], "PASS"),
  ]);
});

describe("the key words nearest a figure", () => {
  const IO_LOG = "2024-03-03 12:22:00 INFO [磁盘IO] sda 读取 120MB，写入 860MB";
  const PRODUCER_LOG =
    "2024-03-03 10:56:00 INFO [kafka-client] producer stats: 12034 sent, 11980 received, 54 errors";
  itJudges([
    row(
      "name another figure: the one farther off does not save it",
      "sda 写入 120MB。",
      [IO_LOG],
      "REJECT",
      ["fact_conflict"],
    ),
    row("name the figure: it passes", "sda 读取 120MB。", [IO_LOG], "PASS"),
    row(
      "a verb nearest the figure names another one",
      "The producer received 12034 messages.",
      [PRODUCER_LOG],
      "REJECT",
      ["fact_conflict"],
    ),
    row("the right verb passes", "The producer sent 12034 messages.", [PRODUCER_LOG], "PASS"),
    row(
      "a name's own number is named by the name (boot_cmd 1971 targeting ...)",
      "boot_cmd 1971 targeting nodes:node-[104-127] is a child of command 1963.",
      [
        "2599204 1971 boot_cmd new 1074297378 1 Targeting domains:node-D3 and nodes:node-[104-127] child of command 1963",
      ],
      "PASS",
    ),
    row(
      "Redis's pid:role is one name, not minutes",
      "4961:M loaded the DB from disk in 0.000 seconds.",
      ["5092:M 30 May 12:52:42.133 * DB loaded from disk: 0.000 seconds"],
      "LOW_CONFID",
      ["fact_unsupported"],
    ),
  ]);
});

describe("figures of a change, however the line writes it", () => {
  const ARROW_LOG = "2024-03-03 11:05:00 INFO [nginx] worker_connections changed 1024 -> 4096";
  const WAS_LOG = "2024-03-03 11:07:00 INFO [pg] max_connections reduced to 200 (was 400)";
  const HAN_LOG = "2024-03-03 11:11:00 INFO [redis] maxmemory 由 2gb 调整为 4gb";
  const REVERSED_LOG =
    "2024-03-03 11:09:00 INFO [kafka] topic orders partitions increased to 24 from 12";
  itJudges([
    row(
      "the figure before an arrow is former",
      "worker_connections is 1024.",
      [ARROW_LOG],
      "LOW_CONFID",
      ["fact_unsupported"],
    ),
    row("the figure after it is the value", "worker_connections is 4096.", [ARROW_LOG], "PASS"),
    row("(was 400) gives 400 as former", "max_connections is 400.", [WAS_LOG], "LOW_CONFID", [
      "fact_unsupported",
    ]),
    row("由 X 调整为 Y gives X as former", "redis 的 maxmemory 为 2gb。", [HAN_LOG], "LOW_CONFID", [
      "fact_unsupported",
    ]),
    row(
      "the same change restated passes",
      "redis 的 maxmemory 由 2gb 调整为 4gb。",
      [HAN_LOG],
      "PASS",
    ),
    row(
      "the reversed change is not accounted for",
      "redis 的 maxmemory 由 4gb 调整为 2gb。",
      [HAN_LOG],
      "LOW_CONFID",
      ["fact_unsupported"],
    ),
    row(
      "to 24 from 12: the figure it became is not what it was",
      "Topic orders partitions increased to 12 from 24.",
      [REVERSED_LOG],
      "LOW_CONFID",
      ["fact_unsupported"],
    ),
    row(
      "a figure given again as the value supports it (from 10 to 10,20)",
      "分区 test-2-1（broker=10）的 ISR 从 10 扩展为 10,20。",
      [
        "[2018-10-17 12:51:56,104] INFO [Partition test-2-1 broker=10] Expanding ISR from 10 to 10,20 (kafka.cluster.Partition)",
      ],
      "PASS",
    ),
  ]);
});

describe("the noun right after a figure", () => {
  const PRODUCER_LOG =
    "2024-03-03 10:56:00 INFO [kafka-client] producer stats: 12034 sent, 11980 received, 54 errors";
  const DISK_LOG = "[2024-03-03T11:02:00.000Z] WARN es-node-2 disk watermark: 85% used, 150GB free";
  itJudges([
    row(
      "after have it says what the figure counts",
      "The producer had 12034 errors.",
      [PRODUCER_LOG],
      "LOW_CONFID",
      ["fact_unsupported"],
    ),
    row("the count it names passes", "The producer had 54 errors.", [PRODUCER_LOG], "PASS"),
    row(
      "it names a figure of another dimension: not this one",
      "es-node-2 has 85% free.",
      [DISK_LOG],
      "LOW_CONFID",
      ["fact_unsupported"],
    ),
    row("the figure it names passes", "es-node-2 has 150GB free.", [DISK_LOG], "PASS"),
    row(
      "and the other with its own word",
      "es-node-2 disk watermark: 85% used.",
      [DISK_LOG],
      "PASS",
    ),
  ]);
});

describe("names and states a line gives only as what was there before a change", () => {
  const POLICY_LOG =
    "2024-05-11 09:10:00 INFO [redis] maxmemory-policy allkeys-lru ~> volatile-lru";
  const BACKEND_LOG = "2024-05-11 09:12:00 WARN [haproxy] server backend/app-2 is DOWN, was UP";
  itJudges([
    row(
      "the name before the arrow said as current",
      "redis maxmemory-policy is allkeys-lru.",
      [POLICY_LOG],
      "LOW_CONFID",
      ["fact_unsupported"],
    ),
    row(
      "the change stated passes",
      "redis maxmemory-policy allkeys-lru -> volatile-lru.",
      [POLICY_LOG],
      "PASS",
    ),
    row(
      "the name after the arrow passes",
      "redis maxmemory-policy is volatile-lru.",
      [POLICY_LOG],
      "PASS",
    ),
    row(
      "旧主 gives a name as former",
      "新主为 10.0.5.21:6379。",
      ["2024-06-08 12:30:35 [redis] 主从切换：旧主 10.0.5.21:6379，新主 10.0.5.22:6379"],
      "LOW_CONFID",
      ["fact_unsupported"],
    ),
    row(
      "and the claim may say so",
      "新主为 10.0.5.22:6379，旧主为 10.0.5.21:6379。",
      ["2024-06-08 12:30:35 [redis] 主从切换：旧主 10.0.5.21:6379，新主 10.0.5.22:6379"],
      "PASS",
    ),
    row(
      "replaced by gives the name before it as former",
      "The etcd member is node-a.",
      ["2024-06-08 12:31:00 INFO [etcd] member node-a replaced by node-b"],
      "LOW_CONFID",
      ["fact_unsupported"],
    ),
    row(
      "changed to gives the name before it as former",
      "reviews lb_policy changed to ROUND_ROBIN.",
      [
        "2024-06-02 10:33:00 [envoy] cluster outbound|8080||reviews: lb_policy ROUND_ROBIN changed to LEAST_REQUEST",
      ],
      "LOW_CONFID",
      ["fact_unsupported"],
    ),
    row(
      "a claim restating the change passes (BSSID changed to ...)",
      "en0: BSSID changed to 00:a2:ee:1a:71:8c.",
      ["Sep 30 17:25:08 kernel[0]: en0: BSSID changed to 00:a2:ee:1a:71:8c"],
      "PASS",
    ),
    row(
      "a switch's value before an arrow said as current",
      "feature flag checkout_v2 is on.",
      ["2024-06-02 10:25:00 [flags] feature flag checkout_v2 flipped on -> off"],
      "LOW_CONFID",
      ["fact_unsupported"],
    ),
    row(
      "a Chinese name after 原 said as current",
      "db-c 是主库。",
      ["2024-06-02 10:41:00 [mha] db-c 降级为从库（原主库）"],
      "LOW_CONFID",
      ["fact_unsupported"],
    ),
    row(
      "a figure replaced with another is former",
      "timeout is 30s.",
      ["2024-06-06 09:00:13 [app] config reload: timeout 30s replaced with 5s"],
      "LOW_CONFID",
      ["fact_unsupported"],
    ),
    row(
      'old="X" gives X as former',
      "synchronous_standby_names is pg-b.",
      ['2024-06-02 10:35:00 [patroni] synchronous_standby_names old="pg-b" new="pg-c"'],
      "LOW_CONFID",
      ["fact_unsupported"],
    ),
    row(
      "X replaced Y gives Y as former",
      "etcd 的 leader 为 etcd-1。",
      ["2024-07-05 09:20:00 INFO [etcd] etcd-3 replaced etcd-1 as leader"],
      "LOW_CONFID",
      ["fact_unsupported"],
    ),
    row(
      "X 改为 Y gives X as former",
      "redis-1 maxmemory 为 2gb。",
      ["2024-07-05 09:21:00 INFO [redis] redis-1 maxmemory 2gb 改为 4gb"],
      "LOW_CONFID",
      ["fact_unsupported"],
    ),
    row(
      "old_ and new_ keys are the two sides of a change",
      "hpa web has 4 replicas.",
      ["2024-07-05 09:22:00 INFO [hpa] web old_replicas=4 new_replicas=12"],
      "LOW_CONFID",
      ["fact_unsupported"],
    ),
    row(
      "a state after was said as current",
      "server backend/app-2 is UP.",
      [BACKEND_LOG],
      "LOW_CONFID",
      ["fact_unsupported"],
    ),
    row(
      "heap after GC was 5.9G: was gives no figure as former",
      "heap after GC was 5.9G.",
      ["2024-05-11 09:14:00 INFO [jvm] heap after GC 3.2G (was 5.9G)"],
      "LOW_CONFID",
      ["fact_unsupported"],
    ),
    row(
      "it was 400 does",
      "max_connections was reduced to 200; it was 400.",
      ["2024-03-03 11:12:00 WARN [pg] max_connections reduced to 200 (was 400)"],
      "PASS",
    ),
    row(
      "变更前 gives the figure as former",
      "indices.breaker.total.limit 变更前 70%，变更后 95%。",
      ["2024-05-11 09:19:00 INFO [es] indices.breaker.total.limit 变更前 70%，变更后 95%"],
      "PASS",
    ),
  ]);
});

describe("a word the record writes right beside another figure", () => {
  const NET_LOG = "2024-05-11 10:02:00 INFO [netmon] eth1 rx 812 Mbps tx 96 Mbps";
  const LOGIN_LOG = "2024-05-11 10:05:00 INFO [鉴权] 登录成功 4410 次，失败 237 次";
  itJudges([
    row("says the figure is that one's", "eth1 tx 812 Mbps.", [NET_LOG], "REJECT", [
      "fact_conflict",
    ]),
    row("the figure's own word passes", "eth1 rx 812 Mbps.", [NET_LOG], "PASS"),
    row("both, each with its own, pass", "eth1 rx 812 Mbps, tx 96 Mbps.", [NET_LOG], "PASS"),
    row("in a Chinese line too", "登录成功 237 次。", [LOGIN_LOG], "REJECT", ["fact_conflict"]),
    row("a Chinese list restated passes", "登录成功 4410 次，失败 237 次。", [LOGIN_LOG], "PASS"),
    row(
      "a name's own number is not misled by a column layout (boot_cmd 1971 targeting)",
      "boot_cmd 1971 targeting nodes:node-[104-127] is a child of command 1963.",
      [
        "2599204 1971 boot_cmd new 1074297378 1 Targeting domains:node-D3 and nodes:node-[104-127] child of command 1963",
      ],
      "PASS",
    ),
  ]);
});
