import { describe, expect, it } from "vitest";
import {
  alignUnit,
  claimEntities,
  framingReason,
  governingEntity,
  recordsInScope,
} from "../../src/verification/alignment.js";
import {
  CHINESE_ALERT,
  CHINESE_POOL_LOG,
  claimOf,
  grammar,
  itJudges,
  LATENCY_ALERT,
  MEMORY_ALERT,
  named,
  POOL_LOG,
  recordOf,
  row,
  UPSTREAM_LOG,
  unitOf,
  ZOOKEEPER_LOG,
} from "./facts/judging.js";

const OOM_LOG = "ERROR order-service java.lang.OutOfMemoryError: Java heap space";
const CART_ALERT = "HighMemoryUsage firing, service=cart-service, current=91%, duration=15m";
const NEUTRAL_LOG = "Connection pool metrics scraped at 10:02";

interface AlignRow {
  readonly condition: string;
  readonly claim: string;
  readonly word: string;
  readonly record: string;
  /** How the word aligns (the start of the explanation), or null when it does not. */
  readonly how: string | null;
}

interface FramingRow {
  readonly condition: string;
  readonly claim: string;
  readonly word: string;
  readonly reason: string | null;
}

const ACPI_LOG =
  "Jul 27 14:41:57 combo kernel: ACPI disabled because your bios is from 2000 and too old";

const CONTACTING_RM_LOG =
  "2015-10-18 18:08:50,398 ERROR [RMCommunicator Allocator] org.apache.hadoop.mapreduce.v2.app.rm.RMContainerAllocator: ERROR IN CONTACTING RM.";

const CLOSE_LOG =
  "[10.30 20:39:44] chrome.exe - proxy.cse.cuhk.edu.hk:5070 close, 0 bytes sent, 0 bytes received, lifetime 00:03";

describe("alignment", () => {
  describe("aligning a unit to a record", () => {
    it.each(
      named<AlignRow>([
        {
          condition: "an English word aligns by its stem",
          claim: "connections failed",
          word: "connections",
          record: POOL_LOG,
          how: "the same word",
        },
        {
          condition: "requests aligns to request",
          claim: "requests timed out",
          word: "requests",
          record: POOL_LOG,
          how: "the same word",
        },
        {
          condition: "timed out aligns to timed out as timeout",
          claim: "the timeout",
          word: "timeout",
          record: POOL_LOG,
          how: "the same word",
        },
        {
          condition: "db aligns to database by synonym",
          claim: "db errors",
          word: "db",
          record: "ERROR order-service database unreachable",
          how: "synonym",
        },
        {
          condition: "oom aligns to OutOfMemoryError by synonym",
          claim: "the OOM",
          word: "oom",
          record: OOM_LOG,
          how: "synonym",
        },
        {
          condition: "latency aligns to 延迟 by synonym",
          claim: "latency",
          word: "latency",
          record: "p99 响应时间 延迟 2.4s",
          how: "synonym",
        },
        {
          condition: "database aligns to 数据库 by synonym",
          claim: "the database",
          word: "database",
          record: CHINESE_ALERT,
          how: "synonym",
        },
        {
          condition: "exhausted aligns to 耗尽 by synonym",
          claim: "pool exhausted",
          word: "exhausted",
          record: CHINESE_ALERT,
          how: "synonym",
        },
        {
          condition: "waiting aligns to 等待 through the glossary",
          claim: "waiting threads",
          word: "waiting",
          record: CHINESE_ALERT,
          how: "glossary",
        },
        {
          condition: "threads aligns to 线程 through the glossary",
          claim: "waiting threads",
          word: "threads",
          record: CHINESE_ALERT,
          how: "glossary",
        },
        {
          condition: "超时 aligns to timeout through the glossary",
          claim: "连接 超时",
          word: "超时",
          record: POOL_LOG,
          how: "glossary",
        },
        {
          condition: "连接 aligns to connection through the glossary",
          claim: "连接 超时",
          word: "连接",
          record: POOL_LOG,
          how: "glossary",
        },
        {
          condition: "内存 aligns to memory through the glossary",
          claim: "内存 告警",
          word: "内存",
          record: MEMORY_ALERT,
          how: "glossary",
        },
        {
          condition: "连接池耗尽 aligns to pool exhausted through the glossary",
          claim: "连接池耗尽",
          word: "连接池耗尽",
          record: "ERROR order-service connection pool exhausted",
          how: "glossary",
        },
        {
          condition: "a compound aligns by its parts (获取连接 in 获取数据库连接失败)",
          claim: "获取连接 失败",
          word: "获取连接",
          record: "ERROR order-service 获取数据库连接失败",
          how: "its parts",
        },
        {
          condition: "an identifier aligns as a whole",
          claim: "HikariPool-1",
          word: "hikaripool-1",
          record: POOL_LOG,
          how: "the same identifier",
        },
        {
          condition: "an alert name aligns to its words written out",
          claim: "HighMemoryUsage",
          word: "highmemoryusage",
          record: "high memory usage on order-service",
          how: "its name parts",
        },
        {
          condition: "memory aligns to a part of HighMemoryUsage",
          claim: "memory",
          word: "memory",
          record: MEMORY_ALERT,
          how: "the same word",
        },
        {
          condition: "another pool number does not align",
          claim: "HikariPool-2",
          word: "hikaripool-2",
          record: POOL_LOG,
          how: null,
        },
        {
          condition: "order-service does not align to order-service-v2",
          claim: "order-service",
          word: "order-service",
          record: "service=order-service-v2",
          how: null,
        },
        {
          condition: "a word the record lacks does not align",
          claim: "unrelated cpu",
          word: "cpu",
          record: POOL_LOG,
          how: null,
        },
      ]),
    )("%s", (_condition, alignRow) => {
      const unit = unitOf(claimOf(alignRow.claim), alignRow.word);
      const how = alignUnit(grammar, unit, recordOf(alignRow.record));
      if (alignRow.how === null) {
        expect(how).toBeNull();
      } else {
        expect(how).toMatch(new RegExp(`^${alignRow.how}`, "u"));
      }
    });
  });

  describe("framing", () => {
    it.each(
      named<FramingRow>([
        {
          condition: "an article is framing",
          claim: "the pool was exhausted",
          word: "the",
          reason: "framing",
        },
        {
          condition: "a copula is framing",
          claim: "the pool was exhausted",
          word: "was",
          reason: "framing",
        },
        {
          condition: "alert is framing",
          claim: "the alert is firing",
          word: "alert",
          reason: "framing",
        },
        {
          condition: "a linking word is framing",
          claim: "waiting reached 37",
          word: "reached",
          reason: "framing",
        },
        {
          condition: "已经 is framing",
          claim: "连接池 已经 耗尽",
          word: "已经",
          reason: "framing",
        },
        {
          condition: "a classifier is framing",
          claim: "37 个 线程",
          word: "个",
          reason: "framing",
        },
        { condition: "达到 is framing", claim: "等待 达到 37", word: "达到", reason: "framing" },
        {
          condition: "appears in it appears that is a hedge",
          claim: "it appears that the pool was exhausted",
          word: "appears",
          reason: "hedge",
        },
        {
          condition: "it in it appears that is a hedge too",
          claim: "it appears that the pool was exhausted",
          word: "it",
          reason: "hedge",
        },
        {
          condition: "seems to be is a hedge",
          claim: "the pool seems to be exhausted",
          word: "be",
          reason: "hedge",
        },
        { condition: "似乎 is a hedge", claim: "连接池 似乎 耗尽", word: "似乎", reason: "hedge" },
        {
          condition: "看起来 is a hedge",
          claim: "看起来 连接池 耗尽",
          word: "看起来",
          reason: "hedge",
        },
        {
          condition: "runbook in a runbook-attributed claim is attribution",
          claim: "The runbook advises collecting thread dumps",
          word: "runbook",
          reason: "runbook attribution",
        },
        {
          condition: "advises in a runbook-attributed claim is attribution",
          claim: "The runbook advises collecting thread dumps",
          word: "advises",
          reason: "runbook attribution",
        },
        {
          condition: "手册 in a runbook-attributed claim is attribution",
          claim: "手册建议收集线程转储",
          word: "手册",
          reason: "runbook attribution",
        },
        {
          condition: "建议 in a runbook-attributed claim is attribution",
          claim: "手册建议收集线程转储",
          word: "建议",
          reason: "runbook attribution",
        },
        {
          condition: "advises without a runbook is not framing",
          claim: "order-service advises collecting thread dumps",
          word: "advises",
          reason: null,
        },
        {
          condition: "a content word is not framing",
          claim: "the pool was exhausted",
          word: "pool",
          reason: null,
        },
        {
          condition: "because is never framing",
          claim: "because of the pool",
          word: "because",
          reason: null,
        },
        {
          condition: "after is never framing",
          claim: "after the restart",
          word: "after",
          reason: null,
        },
      ]),
    )("%s", (_condition, framingRow) => {
      const claim = claimOf(framingRow.claim);
      expect(framingReason(grammar, claim, unitOf(claim, framingRow.word))).toBe(framingRow.reason);
    });
  });

  describe("subjects and scope", () => {
    const records = [
      recordOf(POOL_LOG, "query_logs", 0),
      recordOf(CART_ALERT, "query_metrics", 1),
      recordOf(NEUTRAL_LOG, "query_logs", 2),
      recordOf(ZOOKEEPER_LOG, "query_logs", 3),
    ];

    /** For each listed unit: the entity that governs it and the records it may rest on. */
    function scopes(claimText: string, words: readonly string[]): string[] {
      const claim = claimOf(claimText);
      const entities = claimEntities(grammar, claim, records);
      return words.map((word) => {
        const entity = governingEntity(entities, unitOf(claim, word));
        const scope = recordsInScope(records, entity);
        const indexes = scope.records.map((record) => record.excerpt.binding_index).join(",");
        return `${word} -> ${entity?.key ?? "none"} [${indexes}]`;
      });
    }

    it.each(
      named([
        {
          condition: "a claim names its services, by identifier and by subject key",
          claim: "order-service has waiting=37, service=cart-service current=91%",
          entities: ["order-service", "cart-service"],
        },
        {
          condition: "an address with a port is an entity",
          claim: "election address 10.10.34.13:3888 refused",
          entities: ["10.10.34.13:3888"],
        },
        {
          condition: "a port makes no other service",
          claim: "order-service:8080 timed out",
          entities: ["order-service:8080"],
        },
        { condition: "a thread name is no entity", claim: "pool-3-thread-7 waited", entities: [] },
        {
          condition: "a claim without identifiers names no entity",
          claim: "the pool is exhausted",
          entities: [],
        },
      ]),
    )("%s", (_condition, { claim, entities }) => {
      expect(claimEntities(grammar, claimOf(claim), records).map((entity) => entity.key)).toEqual(
        entities,
      );
    });

    it.each(
      named([
        {
          condition:
            "each clause's units rest on the records of that clause's entity, and on records that mention none",
          claim: "order-service has waiting=37, cart-service memory is 91%",
          words: ["waiting=37", "memory", "91%"],
          scopes: [
            "waiting=37 -> order-service [0,2]",
            "memory -> cart-service [1,2]",
            "91% -> cart-service [1,2]",
          ],
        },
        {
          condition: "an entity after a unit in its clause governs it",
          claim: "HikariPool-1 waiting=37 on order-service",
          words: ["hikaripool-1", "waiting=37"],
          scopes: ["hikaripool-1 -> order-service [0,2]", "waiting=37 -> order-service [0,2]"],
        },
        {
          condition: "a host governs the words about it",
          claim: "election address 10.10.34.13:3888 refused",
          words: ["election"],
          scopes: ["election -> 10.10.34.13:3888 [3,2]"],
        },
        {
          condition: "a claim without entities may rest on every record",
          claim: "the pool is exhausted",
          words: ["pool"],
          scopes: ["pool -> none [0,1,2,3]"],
        },
      ]),
    )("%s", (_condition, { claim, words, scopes: expected }) => {
      expect(scopes(claim, words)).toEqual(expected);
    });

    it("falls back to every record, marked unknown, for an entity no record mentions", () => {
      const claim = claimOf("payment-service timed out");
      const [entity] = claimEntities(grammar, claim, records);
      expect(entity?.key).toBe("payment-service");
      const scope = recordsInScope(records, entity ?? null);
      expect(scope.known).toBe(false);
      expect(scope.records).toHaveLength(records.length);
    });
  });

  describe("English claims judged by alignment", () => {
    const KIBANA_STATUS =
      '{"type":"log","@timestamp":"2018-05-09T10:57:32Z","tags":["status","plugin:ml@6.3.0","info"],"pid":69410,"state":"yellow","message":"Status changed from uninitialized to yellow - Waiting for Elasticsearch"}';
    itJudges([
      row(
        "a framing noun after a naming noun is a name the record must hold",
        "At 2018-05-09T10:57:32Z, plugin metrics was yellow, waiting for Elasticsearch.",
        [KIBANA_STATUS],
        "LOW_CONFID",
        ["unit_unsupported"],
      ),
      row(
        "the plugin the record names passes",
        "At 2018-05-09T10:57:32Z, plugin ml was yellow, waiting for Elasticsearch.",
        [KIBANA_STATUS],
        "PASS",
      ),
      row(
        "a time of day is found in a date-time stamp joined with -",
        "At 22:15:35:104, totalCalories=126989 was logged by Step_ExtSDM",
        [
          "20171223-22:15:35:104|Step_ExtSDM|30002312|calculateCaloriesWithCache totalCalories=126989",
        ],
        "PASS",
      ),
      row(
        "a host written between hashes is a name, not a number",
        "crond(pam_unix)[23469] on #8# reported session opened for user root by (uid=0)",
        [
          "- 1131566462 2005.11.09 #8# Nov 9 12:01:02 #8#/#8# crond(pam_unix)[23469]: session opened for user root by (uid=0)",
        ],
        "PASS",
      ),
      row(
        "an octal-escaped quote is a quote",
        "node-199 reported a component state change: alt0 is in the unavailable state with HWID=2608",
        [
          "460773 node-199 unix.hw state_change.unavailable 1145552100 1 Component State Change: Component \\042alt0\\042 is in the unavailable state (HWID=2608)",
        ],
        "PASS",
      ),
      row(
        "a hyphenated key's false is a value, not a negation of its last part",
        "CBS logged SQM: initializing online with Windows opt-in False",
        [
          "2016-09-28 04:30:31, Info                  CBS    SQM: Initializing online with Windows opt-in: False",
        ],
        "PASS",
      ),
      row(
        "every word aligned or framing passes",
        "order-service HikariPool-1 connection is not available",
        [POOL_LOG],
        "PASS",
      ),
      row(
        "a hedge is framing",
        "It appears that the order-service HikariPool-1 connection is not available",
        [POOL_LOG],
        "PASS",
      ),
      row(
        "it looks like is a hedge",
        "it looks like the order-service HikariPool-1 connection is not available",
        [POOL_LOG],
        "PASS",
      ),
      row(
        "seems to be is a hedge",
        "order-service HikariPool-1 connection seems to be not available",
        [POOL_LOG],
        "PASS",
      ),
      row(
        "a synonym aligns (OOM for OutOfMemoryError)",
        "order-service hit an OOM",
        [OOM_LOG],
        "PASS",
      ),
      row(
        "a phrase synonym aligns (out of memory)",
        "order-service is out of memory",
        [OOM_LOG],
        "PASS",
      ),
      row(
        "a name written out aligns",
        "order-service high memory usage is firing",
        [MEMORY_ALERT],
        "PASS",
      ),
      row(
        "an English claim aligns to a Chinese record",
        "order-service database connection pool exhausted",
        [CHINESE_ALERT],
        "PASS",
      ),
      row("time out aligns to 超时", "order-service requests time out", [CHINESE_POOL_LOG], "PASS"),
      row(
        "words the record lacks are unsupported",
        "order-service HikariPool-1 connections exhausted with cpu throttling",
        [POOL_LOG],
        "LOW_CONFID",
        ["unit_unsupported"],
      ),
      row(
        "an attributed quote the record has verbatim passes",
        'pricing-service logged: "upstream request failed"',
        [UPSTREAM_LOG],
        "PASS",
      ),
      row(
        "a quote the record does not have is unsupported",
        'pricing-service logged: "upstream request exploded"',
        [UPSTREAM_LOG],
        "LOW_CONFID",
        ["unit_unsupported"],
      ),
      row(
        "facts of two subjects each rest on their own record",
        "cart-service memory usage is 91%, order-service has waiting=37",
        [POOL_LOG, CART_ALERT],
        "PASS",
      ),
      row(
        "facts given to the wrong subjects are a conflict",
        "order-service memory usage is 91%, cart-service has waiting=37",
        [POOL_LOG, CART_ALERT],
        "REJECT",
        ["subject_conflict"],
      ),
      row(
        "a fact of another subject's record is a conflict",
        "cart-service HikariPool-1 request timed out",
        [POOL_LOG, CART_ALERT],
        "REJECT",
        ["subject_conflict"],
      ),
      row(
        "a record that names no entity supports any subject",
        "order-service connection pool metrics scraped",
        [POOL_LOG, NEUTRAL_LOG],
        "PASS",
      ),
      row(
        "an alert's words align to its p99",
        "checkout-service p99 latency is 2.4s",
        [LATENCY_ALERT],
        "PASS",
      ),
    ]);
  });

  describe("Chinese claims judged by alignment", () => {
    itJudges([
      row(
        "a translation needs a word, not a package segment (休眠 is not org.hibernate)",
        "订单服务处于休眠状态",
        [
          "2026-11-28T22:41:17Z ERROR order-service [http-nio-8080-exec-7] org.hibernate.engine.jdbc.spi.SqlExceptionHelper - SQL Error: 0, SQLState: null",
        ],
        "LOW_CONFID",
        ["unit_unsupported"],
      ),
      row(
        "the class ending a logger name is what logged (客户端 for ...ipc.Client)",
        "客户端重试连接 msra-sa-41:8030",
        [
          "2015-10-18 18:08:50,398 INFO [RMCommunicator Allocator] org.apache.hadoop.ipc.Client: Retrying connect to server: msra-sa-41:8030.",
        ],
        "PASS",
      ),
      row(
        "年 after the record's year and 且 between two facts are framing",
        "Jul 27 14:41:57，由于 BIOS 来自 2000 年且过旧，ACPI 被禁用。",
        [ACPI_LOG],
        "PASS",
      ),
      row(
        "年 after another year leaves that year unsupported",
        "Jul 27 14:41:57，由于 BIOS 来自 2001 年且过旧，ACPI 被禁用。",
        [ACPI_LOG],
        "LOW_CONFID",
        ["fact_unsupported"],
      ),
      row(
        "时 says what the record's in before a gerund says",
        "RMContainerAllocator 在联系 RM 时出错",
        [CONTACTING_RM_LOG],
        "PASS",
      ),
      row(
        "时 inside what one line says passes without in before the gerund too",
        "RMContainerAllocator 在联系 RM 时出错",
        [CONTACTING_RM_LOG.replace("IN CONTACTING", "CONTACTING")],
        "PASS",
      ),
      row(
        "尚未 negates like 未",
        "order-service 连接尚未建立",
        ["WARN order-service connection not established yet"],
        "PASS",
      ),
      row(
        "尚未 against a stated fact is a conflict",
        "order-service 连接尚未建立",
        ["WARN order-service connection established"],
        "REJECT",
        ["negation_conflict"],
      ),
      row(
        "类型 and 统计 name an attribute and add no fact",
        "调度后的统计：PendingReds 为 0，CompletedMaps 为 1",
        [
          "2015-10-18 18:04:51,114 INFO [RMCommunicator Allocator] org.apache.hadoop.mapreduce.v2.app.rm.RMContainerAllocator: After Scheduling: PendingReds:0 ScheduledMaps:0 CompletedMaps:1",
        ],
        "PASS",
      ),
      row(
        "太旧 is too old",
        "内核禁用了 ACPI，因为 BIOS 是 2000 年的，太旧了。",
        [ACPI_LOG],
        "PASS",
      ),
      row(
        "均 before a figure the record states for both is supported",
        "chrome.exe 关闭了到 proxy.cse.cuhk.edu.hk:5070 的连接，发送和接收均为 0 字节",
        [CLOSE_LOG],
        "PASS",
      ),
      row(
        "均 before a figure the record states once is quantifying wording",
        "chrome.exe 关闭了到 proxy.cse.cuhk.edu.hk:5070 的连接，发送和接收均为 0 字节",
        [CLOSE_LOG.replace("0 bytes received", "12 bytes received")],
        "REJECT",
        ["quantifier_wording", "fact_conflict"],
      ),
      row(
        "号 after a slot number is a classifier",
        "jk2_init() 在记分板的 7 号槽位找到子进程 1512",
        ["[Sun Dec 04 17:36:14 2005] [notice] jk2_init() Found child 1512 in scoreboard slot 7"],
        "PASS",
      ),
      row(
        "a Chinese claim aligns to an English record",
        "order-service 数据库连接池耗尽",
        ["ERROR order-service database connection pool exhausted"],
        "PASS",
      ),
      row("请求超时 aligns to request timed out", "order-service 请求超时", [POOL_LOG], "PASS"),
      row("内存溢出 aligns to OutOfMemoryError", "order-service 内存溢出", [OOM_LOG], "PASS"),
      row(
        "等待线程 37 个 aligns to waiting=37",
        "order-service 等待线程 37 个",
        [POOL_LOG],
        "PASS",
      ),
      row(
        "a Chinese hedge is framing",
        "order-service HikariPool-1 似乎 连接池耗尽",
        [CHINESE_POOL_LOG],
        "PASS",
      ),
      row(
        "Chinese words against Chinese records align",
        "order-service 数据库连接池耗尽",
        [CHINESE_ALERT],
        "PASS",
      ),
      row(
        "Chinese words the record lacks are unsupported",
        "order-service HikariPool-1 连接池 CPU 节流",
        [CHINESE_POOL_LOG],
        "LOW_CONFID",
        ["unit_unsupported"],
      ),
      row(
        "an attributed Chinese quote the record has verbatim passes",
        'order-service 日志显示 "连接池耗尽"',
        [CHINESE_POOL_LOG],
        "PASS",
      ),
      row(
        "the ZooKeeper line in Chinese aligns word by word",
        "无法在选举地址 10.10.34.13:3888 打开到 3 的通道",
        [ZOOKEEPER_LOG],
        "PASS",
      ),
    ]);
  });
});

describe("告警 as the label of a warning line", () => {
  const WARN_LEAK_LOG =
    "2026-11-28T22:38:40Z WARN order-service [HikariPool-1 housekeeper] com.zaxxer.hikari.pool.ProxyLeakTask - Connection leak detection triggered";
  itJudges([
    row(
      "告警： before what a WARN line says passes",
      "order-service 告警：连接泄漏检测被触发",
      [WARN_LEAK_LOG],
      "PASS",
    ),
    row(
      "saying the service is alerting is still unsupported",
      "order-service 处于告警状态，连接泄漏检测被触发",
      [WARN_LEAK_LOG],
      "LOW_CONFID",
      ["unit_unsupported"],
    ),
    row(
      "告警： before what an INFO line says is unsupported",
      "order-service 告警：连接泄漏检测被触发",
      [WARN_LEAK_LOG.replace("WARN", "INFO")],
      "LOW_CONFID",
      ["unit_unsupported"],
    ),
  ]);
});

describe("告警： before a resolved alert", () => {
  const RESOLVED_ALERT =
    "PaymentProviderLatencyHigh resolved, service=payment-service, p99=1.2s, threshold=2s";
  itJudges([
    row(
      "a label presenting a resolved alert as one is a state conflict",
      "告警：PaymentProviderLatencyHigh，payment-service p99=1.2s",
      [RESOLVED_ALERT],
      "REJECT",
      ["state_conflict"],
    ),
    row(
      "告警日志： before a resolved alert is a state conflict too",
      "告警日志：PaymentProviderLatencyHigh，payment-service p99=1.2s",
      [RESOLVED_ALERT],
      "REJECT",
      ["state_conflict"],
    ),
    row(
      "saying it is resolved passes",
      "告警：PaymentProviderLatencyHigh 已恢复，payment-service p99=1.2s",
      [RESOLVED_ALERT],
      "PASS",
    ),
  ]);
});

describe("shipped glossary renderings of everyday log wording", () => {
  const PAM_LINE =
    "Feb 22 16:46:29 slave22 sshd[2762]: PAM 4 more authentication failures; logname= uid=0 euid=0 tty=ssh ruser= rhost=202.109.143.106  user=root";
  const POSTGRES_LINE =
    '2017-05-27 14:08:13.661 UTC [1308] postgres@mydb FATAL:  database "mydb" does not exist';
  const FROZEN_LINE =
    "03-17 16:13:39.070  1702  1815 I WindowManager: Screen frozen for +1s0ms due to Window{ca98d5 u0 com.example/.NewsActivity}";
  const BGL_LINE =
    "- 1123609246 2005.08.09 R51-M1-ND 2005-08-09-10.40.46.749252 R51-M1-ND NULL DISCOVERY WARNING Node card is not fully functional";
  itJudges([
    row(
      "又 renders the record's more",
      "sshd[2762] 上 root 的认证又失败了 4 次（rhost=202.109.143.106）",
      [PAM_LINE],
      "PASS",
    ),
    row(
      "没有再 denies what the record's more states",
      "来自 202.109.143.106 的 root 没有再出现认证失败",
      [PAM_LINE],
      "REJECT",
      ["negation_conflict"],
    ),
    row(
      "报 before a level is a reporting verb and 不存在 renders does not exist",
      '进程 1308 报 FATAL：数据库 "mydb" 不存在',
      [POSTGRES_LINE],
      "PASS",
    ),
    row(
      "因 renders due to",
      "WindowManager 报告屏幕因 com.example/.NewsActivity 窗口冻结了 1s0ms",
      [FROZEN_LINE],
      "PASS",
    ),
    row(
      "因 with no cause in the record is unsupported",
      "WindowManager 报告屏幕因内存不足冻结了 1s0ms",
      ["03-17 16:13:39.070  1702  1815 I WindowManager: Screen frozen for +1s0ms"],
      "LOW_CONFID",
      ["unit_unsupported"],
    ),
    row(
      "不完整 renders not fully",
      "2005-08-09-10.40.46.749252，DISCOVERY 发出 WARNING：R51-M1-ND 节点卡功能不完整",
      [BGL_LINE],
      "PASS",
    ),
  ]);
});

describe("linking words link figures", () => {
  const SYSTEMD_STOPPED =
    "2018-08-14T14:30:02.203251+02:00 linux-sqrz systemd[4179]: Stopped target Paths.";
  itJudges([
    row(
      "reached before a noun is an event the record must state",
      "systemd on linux-sqrz reached target Paths at 2018-08-14T14:30:02.203251+02:00.",
      [SYSTEMD_STOPPED],
      "LOW_CONFID",
      ["unit_unsupported"],
    ),
    row(
      "reached before a figure links it",
      "order-service heap usage reached 91%",
      ["HighMemoryUsage firing, service=order-service, heap usage 91%"],
      "PASS",
    ),
  ]);
});

describe("words the record writes as a verb or a unit of its own", () => {
  const SAFEPOINT_LINE =
    "2018-08-29T00:19:55.452+0000: 3022679.521: Total time for which application threads were stopped: 0.0309578 seconds, Stopping threads took: 0.0006832 seconds";
  const CMS_LINE =
    "64901.445: [CMS-concurrent-mark: 1.542/2.492 secs] [Times: user=10.49 sys=0.33, real=2.49 secs]";
  const SENDMAIL_LINE =
    "Nov 9 12:01:34 cadmin1 sendmail[19391]: jA9J1Wd7019391: from=root, size=1594553, class=0, nrcpts=1";
  const FILL_SKIPPED =
    "2026-11-28T22:42:00Z DEBUG order-service [HikariPool-1 housekeeper] com.zaxxer.hikari.pool.HikariPool - HikariPool-1 - Fill pool skipped, pool has sufficient level or currently being filled (queueDepth=0).";
  itJudges([
    row(
      "停顿 renders stopped with no gerund after it",
      "应用线程停顿了 0.0309578 秒。",
      [SAFEPOINT_LINE],
      "PASS",
    ),
    row(
      "没有停顿 denies what the record states",
      "应用线程没有停顿。",
      [SAFEPOINT_LINE],
      "REJECT",
      ["negation_conflict"],
    ),
    row(
      "未跳过 denies a skip the record states",
      "order-service HikariPool-1 未跳过填充",
      [FILL_SKIPPED],
      "LOW_CONFID",
      ["unit_unsupported"],
    ),
    row(
      "another name of the unit the record writes after a ratio passes",
      "CMS-concurrent-mark took 1.542/2.492 seconds.",
      [CMS_LINE],
      "PASS",
    ),
    row(
      "秒 for the record's secs passes",
      "CMS-concurrent-mark 是 1.542/2.492 秒。",
      [CMS_LINE],
      "PASS",
    ),
    row(
      "a unit of another size is not that unit",
      "CMS-concurrent-mark took 1.542/2.492 ms.",
      [CMS_LINE],
      "LOW_CONFID",
      ["unit_unsupported"],
    ),
    row(
      "a key's whole value is stated, even a word that is never framing",
      "sendmail[19391] logged from root.",
      [SENDMAIL_LINE],
      "PASS",
    ),
    row(
      "root as a cause stays causal wording",
      "the root cause of sendmail[19391] was size=1594553.",
      [SENDMAIL_LINE],
      "LOW_CONFID",
      ["causal_wording"],
    ),
  ]);
});

describe("a word the record writes only as keys' values", () => {
  const HEALTH_LINE =
    "2026-11-28T22:50:00Z level=warn component=healthcheck payments-db=ok orders-db=failed cache=ok overall=degraded";
  const EVENT_LINE =
    'kind=Event type=Normal reason=Killing object=pod/api-7d9f4c-x2k1 message="Stopping container api" exitCode=137';
  const PAM_LINE =
    "Dec 10 10:05:00 LabSZ sshd[24813]: pam_unix(sshd:auth): authentication failure; logname= uid=0 euid=0 tty=ssh ruser= rhost=60.2.12.12  user=root";
  itJudges([
    row("said of its own key it is stated", "payments-db is ok", [HEALTH_LINE], "PASS"),
    row("said of another key it is not", "orders-db is ok", [HEALTH_LINE], "LOW_CONFID", [
      "evaluative_wording",
    ]),
    row(
      "said of a key the record gives another value it is not, in Chinese either",
      "healthcheck 的 overall 是 ok。",
      [HEALTH_LINE],
      "LOW_CONFID",
      ["evaluative_wording"],
    ),
    row(
      "an event's type is no evaluation of its object",
      "pod/api-7d9f4c-x2k1 is normal.",
      [EVENT_LINE],
      "LOW_CONFID",
      ["evaluative_wording"],
    ),
    row(
      "a user called root after 用户 is the user",
      "10:05:00，用户 root 的认证失败（rhost=60.2.12.12，uid=0）。",
      [PAM_LINE],
      "PASS",
    ),
    row(
      "a user called root after for is the user",
      "sshd[24813] had an authentication failure for root with rhost=60.2.12.12.",
      [PAM_LINE],
      "PASS",
    ),
  ]);
});

describe("a dotted name is one name", () => {
  const TEAMCITY_LINE =
    "[2020-09-10 21:21:37,486]   INFO -  jetbrains.buildServer.STARTUP - Current stage: System is ready";
  itJudges([
    row(
      "the logger the line gives passes",
      "jetbrains.buildServer.STARTUP logged Current stage: System is ready.",
      [TEAMCITY_LINE],
      "PASS",
    ),
    row(
      "another logger sharing its parts is not the line's",
      "2020-09-10 21:21:37,486，jetbrains.buildServer.SERVER 日志显示当前阶段为 System is ready。",
      [TEAMCITY_LINE],
      "LOW_CONFID",
      ["fact_unsupported"],
    ),
  ]);
});

describe("结果 names an audit line's res", () => {
  const AUDIT_LINE =
    'type=SERVICE_STOP msg=audit(1481076984.534:16): pid=1 uid=0 msg=\'unit=irqbalance comm="systemd" exe="/usr/lib/systemd/systemd" res=success\'';
  itJudges([
    row(
      "its result restated passes",
      "systemd 停止了 irqbalance，结果 success。",
      [AUDIT_LINE],
      "PASS",
    ),
    row(
      "another result is a conflict",
      "systemd 停止了 irqbalance，结果 failed。",
      [AUDIT_LINE],
      "REJECT",
      ["state_conflict"],
    ),
  ]);
});
