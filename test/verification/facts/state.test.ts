import { describe, expect, it } from "vitest";
import { judgeTransition, stateKey, transitionsIn } from "../../../src/verification/facts/state.js";
import {
  BREAKER_LOG,
  CHINESE_ALERT,
  CHINESE_BREAKER_LOG,
  grammar,
  itJudges,
  LAG_LOG,
  MEMORY_ALERT,
  named,
  POOL_LOG,
  row,
} from "./judging.js";

const RESOLVED_ALERT = "HighMemoryUsage resolved, service=order-service, current=61%, duration=15m";
const ZOOKEEPER_FOLLOWER_LOG =
  "2015-07-29 19:04:12,394 - INFO  [QuorumPeer[myid=3]/0:0:0:0:0:0:0:0:2181:QuorumPeer@738] - FOLLOWING";

type Transition = readonly [string, string];

describe("state", () => {
  describe("state keys", () => {
    it.each(
      named([
        { condition: "an upper-case state compares by its stem", word: "OPEN", key: "open" },
        { condition: "closed and CLOSED are one state", word: "Closed", key: "close" },
        { condition: "firing and fired are one state", word: "fired", key: "fire" },
        { condition: "HALF_OPEN keeps its underscore", word: "HALF_OPEN", key: "half_open" },
        { condition: "1,300 is the number 1300", word: "1,300", key: "1300" },
        { condition: "一千三百 is the number 1300", word: "一千三百", key: "1300" },
        { condition: "91.0% is the percentage 91%", word: "91.0%", key: "91%" },
        { condition: "a Chinese state is kept as written", word: "打开", key: "打开" },
      ]),
    )("%s", (_condition, { word, key }) => {
      expect(stateKey(word)).toBe(key);
    });
  });

  describe("transitions in a text", () => {
    it.each(
      named<{ condition: string; text: string; transitions: Transition[] }>([
        {
          condition: "from closed to open",
          text: "circuitbreaker 'inventory-service' changed state from closed to open",
          transitions: [["close", "open"]],
        },
        {
          condition: "from 'closed' to 'open' with quotes",
          text: "state changed from 'closed' to 'open'",
          transitions: [["close", "open"]],
        },
        {
          condition: "an arrow between numbers",
          text: "lag 1088 -> 28635",
          transitions: [["1088", "28635"]],
        },
        { condition: "a unicode arrow", text: "closed→open", transitions: [["close", "open"]] },
        {
          condition: "a fat arrow",
          text: "leader => follower",
          transitions: [["leader", "follow"]],
        },
        {
          condition: "从 关闭 变为 打开",
          text: "熔断器状态从关闭变为打开",
          transitions: [["关闭", "打开"]],
        },
        { condition: "由 3 降至 1", text: "副本数由3降至1", transitions: [["3", "1"]] },
        {
          condition: "Chinese numerals compare by value",
          text: "从 一千三百 增加到 两千",
          transitions: [["1300", "2000"]],
        },
        {
          condition: "a text without a transition has none",
          text: "pool exhausted",
          transitions: [],
        },
      ]),
    )("%s", (_condition, { text, transitions }) => {
      expect(transitionsIn(grammar, text)).toEqual(transitions);
    });
  });

  describe("judging a transition", () => {
    it.each(
      named<{
        condition: string;
        claimed: Transition;
        recorded: Transition[];
        outcome: "supported" | "conflict" | "unknown";
      }>([
        {
          condition: "the record's order is supported",
          claimed: ["close", "open"],
          recorded: [["close", "open"]],
          outcome: "supported",
        },
        {
          condition: "the reversed order is a conflict",
          claimed: ["open", "close"],
          recorded: [["close", "open"]],
          outcome: "conflict",
        },
        {
          condition: "another end state from the same start is a conflict",
          claimed: ["close", "half_open"],
          recorded: [["close", "open"]],
          outcome: "conflict",
        },
        {
          condition: "unrelated states are unknown",
          claimed: ["a", "b"],
          recorded: [["c", "d"]],
          outcome: "unknown",
        },
        {
          condition: "a record without transitions is unknown",
          claimed: ["close", "open"],
          recorded: [],
          outcome: "unknown",
        },
        {
          condition: "one matching transition among several is supported",
          claimed: ["half_open", "close"],
          recorded: [
            ["close", "open"],
            ["half_open", "close"],
          ],
          outcome: "supported",
        },
      ]),
    )("%s", (_condition, { claimed, recorded, outcome }) => {
      expect(judgeTransition(claimed, recorded)).toBe(outcome);
    });
  });

  describe("claims judged by their transitions", () => {
    itJudges([
      row(
        "from CLOSED to OPEN passes against from CLOSED to OPEN",
        "cart-service CircuitBreaker inventory-service changed state from CLOSED to OPEN",
        [BREAKER_LOG],
        "PASS",
      ),
      row(
        "from OPEN to CLOSED against from CLOSED to OPEN is a conflict",
        "cart-service CircuitBreaker inventory-service changed state from OPEN to CLOSED",
        [BREAKER_LOG],
        "REJECT",
        ["state_conflict"],
      ),
      row(
        "CLOSED -> OPEN passes against from CLOSED to OPEN",
        "cart-service CircuitBreaker inventory-service changed state CLOSED -> OPEN",
        [BREAKER_LOG],
        "PASS",
      ),
      row(
        "OPEN -> CLOSED against from CLOSED to OPEN is a conflict",
        "cart-service CircuitBreaker inventory-service changed state OPEN -> CLOSED",
        [BREAKER_LOG],
        "REJECT",
        ["state_conflict"],
      ),
      row(
        "from CLOSED to HALF_OPEN against from CLOSED to OPEN is a conflict",
        "cart-service CircuitBreaker inventory-service changed state from CLOSED to HALF_OPEN",
        [BREAKER_LOG],
        "REJECT",
        ["state_conflict"],
      ),
      row(
        "从 CLOSED 变为 OPEN passes against from CLOSED to OPEN",
        "cart-service 熔断器 inventory-service 从 CLOSED 变为 OPEN",
        [BREAKER_LOG],
        "PASS",
      ),
      row(
        "从 OPEN 变为 CLOSED against from CLOSED to OPEN is a conflict",
        "cart-service 熔断器 inventory-service 从 OPEN 变为 CLOSED",
        [BREAKER_LOG],
        "REJECT",
        ["state_conflict"],
      ),
      row(
        "从关闭变为打开 passes against 从关闭变为打开",
        "cart-service 熔断器状态从关闭变为打开",
        [CHINESE_BREAKER_LOG],
        "PASS",
      ),
      row(
        "从打开变为关闭 against 从关闭变为打开 is a conflict",
        "cart-service 熔断器状态从打开变为关闭",
        [CHINESE_BREAKER_LOG],
        "REJECT",
        ["state_conflict"],
      ),
      row(
        "numbers from 1088 to 28635 pass against lag_from and lag_to",
        "order-service consumer lag from 1088 to 28635",
        [LAG_LOG],
        "PASS",
      ),
      row(
        "numbers with thousands separators pass against lag_from and lag_to",
        "order-service consumer lag from 1,088 to 28,635",
        [LAG_LOG],
        "PASS",
      ),
      row(
        "numbers from 28635 to 1088 against lag_from=1088 lag_to=28635 are a conflict",
        "order-service consumer lag from 28635 to 1088",
        [LAG_LOG],
        "REJECT",
        ["state_conflict"],
      ),
      row(
        "从 1088 到 28635 passes against lag_from and lag_to",
        "order-service 消费积压从 1088 到 28635",
        [LAG_LOG],
        "PASS",
      ),
      row(
        "从 28635 到 1088 against lag_from and lag_to is a conflict",
        "order-service 消费积压从 28635 到 1088",
        [LAG_LOG],
        "REJECT",
        ["state_conflict"],
      ),
      row(
        "a transition no record states is unsupported (and idle=0 makes idle a dropped negation)",
        "order-service HikariPool-1 changed from idle to active",
        [POOL_LOG],
        "REJECT",
        ["unit_unsupported", "negation_conflict"],
      ),
      row(
        "a transition against a record that states only its end is not PASS",
        "cart-service CircuitBreaker inventory-service changed state from CLOSED to OPEN",
        ["2026-11-28T22:45:03Z INFO cart-service CircuitBreaker 'inventory-service' is OPEN"],
        "REJECT",
        ["state_conflict"],
      ),
    ]);
  });

  describe("claims judged by opposite states", () => {
    itJudges([
      row(
        "firing passes against firing",
        "order-service HighMemoryUsage is firing",
        [MEMORY_ALERT],
        "PASS",
      ),
      row(
        "resolved against firing is a conflict",
        "order-service HighMemoryUsage is resolved",
        [MEMORY_ALERT],
        "REJECT",
        ["state_conflict"],
      ),
      row(
        "pending against firing is a conflict",
        "order-service HighMemoryUsage is pending",
        [MEMORY_ALERT],
        "REJECT",
        ["state_conflict"],
      ),
      row(
        "firing against resolved is a conflict",
        "order-service HighMemoryUsage is firing",
        [RESOLVED_ALERT],
        "REJECT",
        ["state_conflict"],
      ),
      row(
        "OPEN passes against a breaker that went to OPEN",
        "cart-service CircuitBreaker inventory-service is OPEN",
        [BREAKER_LOG],
        "PASS",
      ),
      row(
        "up against down is a conflict",
        "order-service HikariPool-1 connection is up",
        ["WARN order-service HikariPool-1 connection down"],
        "REJECT",
        ["state_conflict"],
      ),
      row(
        "unhealthy against healthy is a conflict",
        "inventory-service is unhealthy",
        ["INFO inventory-service readiness probe: healthy"],
        "REJECT",
        ["state_conflict"],
      ),
      row(
        "LEADING against FOLLOWING is a conflict",
        "myid=3 is LEADING",
        [ZOOKEEPER_FOLLOWER_LOG],
        "REJECT",
        ["state_conflict"],
      ),
      row(
        "FOLLOWING passes against FOLLOWING",
        "myid=3 is FOLLOWING",
        [ZOOKEEPER_FOLLOWER_LOG],
        "PASS",
      ),
      row(
        "触发 passes against firing in a Chinese alert",
        "order-service 告警 数据库连接池耗尽 触发",
        [CHINESE_ALERT],
        "PASS",
      ),
      row(
        "已恢复 against firing is a conflict",
        "order-service 告警 数据库连接池耗尽 已恢复",
        [CHINESE_ALERT],
        "REJECT",
        ["state_conflict"],
      ),
      row(
        "已恢复 against an English firing alert is a conflict",
        "order-service HighMemoryUsage 告警 已恢复",
        [MEMORY_ALERT],
        "REJECT",
        ["state_conflict"],
      ),
      row(
        "关闭 against 打开 is a conflict",
        "cart-service 熔断器 inventory-service 状态 关闭",
        ["2026-11-28T22:45:03Z INFO cart-service 熔断器 inventory-service 状态 打开"],
        "REJECT",
        ["state_conflict"],
      ),
      row(
        "离线 against 在线 is a conflict",
        "order-service 服务 离线",
        ["WARN order-service 服务 在线"],
        "REJECT",
        ["state_conflict"],
      ),
      row(
        "a state inside a compound is not lost (认证成功 against authentication failure)",
        "order-service 认证成功",
        ["WARN order-service authentication failure for user=42"],
        "REJECT",
        ["state_conflict"],
      ),
      row(
        "认证失败 passes against authentication failure",
        "order-service 认证失败",
        ["WARN order-service authentication failure for user=42"],
        "PASS",
      ),
    ]);
  });
});

describe("a transition written at a sentence's end or in brackets", () => {
  itJudges([
    row(
      "a full stop after the last state is no part of it",
      "CircuitBreaker 'tax-calculator-client' changed state from CLOSED to OPEN.",
      [
        "2026-03-14T06:00:05.208Z WARN 1 --- [route-planner] [pool-4-thread-3] i.g.r.c.i.CircuitBreakerStateMachine : CircuitBreaker 'tax-calculator-client' changed state from CLOSED to OPEN, failure_rate=47.5%",
      ],
      "PASS",
    ),
    row(
      "states in brackets are read, and the order still counts",
      "es-master-0 cluster health status changed from YELLOW to RED.",
      [
        "[2026-03-19T12:19:33,885][INFO ][o.e.c.r.a.AllocationService] [es-master-0] Cluster health status changed from [RED] to [YELLOW]",
      ],
      "REJECT",
      ["state_conflict"],
    ),
  ]);
});

describe("two figures joined by to", () => {
  const FULL_GC =
    "2026-11-28T22:43:52Z INFO order-service [VM Thread] jvm.gc - GC(1871) Pause Full (G1 Compaction Pause) 4012M->3702M(4096M) 2310.447ms";
  itJudges([
    row(
      "in the record's order pass",
      "order-service GC(1871) Pause Full 4012M to 3702M",
      [FULL_GC],
      "PASS",
    ),
    row(
      "turned round are a state conflict",
      "order-service GC(1871) Pause Full 3702M to 4012M",
      [FULL_GC],
      "REJECT",
      ["state_conflict"],
    ),
  ]);
});

describe("an opposite state written as a phrase", () => {
  itJudges([
    row(
      "needs the whole phrase: 超过 against older than is no conflict with 低于 (lower than)",
      "SQM 正在清理超过 10 天的报告文件",
      [
        "2016-09-28 04:30:31, Info                  CBS    SQM: Cleaning up report files older than 10 days.",
      ],
      "LOW_CONFID",
      ["unit_unsupported"],
    ),
  ]);
});

describe("a transition the record gives a quoted name", () => {
  const BREAKER =
    "2026-11-28T22:48:02Z WARN api-gateway [parallel-3] com.example.gateway.resilience.CircuitBreakerEventLogger - CircuitBreaker 'order-service' changed state from CLOSED to OPEN (failure rate 62.5% >= threshold 50.0%)";
  itJudges([
    row(
      "said of the service that logged it",
      "api-gateway 从 CLOSED 变为 OPEN",
      [BREAKER],
      "LOW_CONFID",
      ["unit_unsupported"],
    ),
    row(
      "said of the name passes",
      "api-gateway CircuitBreaker 'order-service' changed state from CLOSED to OPEN",
      [BREAKER],
      "PASS",
    ),
  ]);
});

describe("a hit ratio for a miss ratio", () => {
  const CACHE_LOG =
    "2026-11-28T22:42:33Z WARN inventory-service [lettuce-nioEventLoop-4-1] com.example.inventory.cache.StockCacheMetrics - Cache miss ratio 0.14 above 0.10 for key prefix stock:FRA-2 after the 22:35 stock sync";
  itJudges([
    row(
      "hit against miss is a state conflict",
      "inventory-service Cache hit ratio 0.14 above 0.10",
      [CACHE_LOG],
      "REJECT",
      ["state_conflict"],
    ),
    row(
      "the miss ratio passes",
      "inventory-service Cache miss ratio 0.14 above 0.10",
      [CACHE_LOG],
      "PASS",
    ),
  ]);
});

describe("an action a line says is under way", () => {
  const STOPPING_NODE =
    "[2018-03-14T10:22:41,128][INFO ][o.e.n.Node               ] [node-1] stopping ...";
  const STOPPING_NGINX =
    "Dec  7 11:03:05 web01 systemd[1]: Stopping A high performance web server and a reverse proxy server...";
  itJudges([
    row("said done, it is not accounted for", "node-1 stopped.", [STOPPING_NODE], "LOW_CONFID", [
      "relational_wording",
    ]),
    row("已 says it was done", "node-1 已停止。", [STOPPING_NODE], "LOW_CONFID", [
      "relational_wording",
    ]),
    row(
      "a unit systemd was stopping is not said stopped",
      "systemd[1] on web01 stopped A high performance web server and a reverse proxy server.",
      [STOPPING_NGINX],
      "LOW_CONFID",
      ["relational_wording"],
    ),
    row("said under way, it passes", "node-1 is stopping.", [STOPPING_NODE], "PASS"),
    row(
      "an ellipsis after a unit's name with dots still ends the clause",
      "nginx.service stopped.",
      [
        "Mar  3 11:20:01 web01 systemd[1]: Stopping nginx.service - A high performance web server...",
      ],
      "LOW_CONFID",
      ["relational_wording"],
    ),
    row(
      "a process verb begun is not the state it ends in (was shut down)",
      "Kafka broker 2 was shut down.",
      ["2024-03-03 11:23:00,100 INFO [kafka-server] Shutting down Kafka broker 2"],
      "LOW_CONFID",
      ["relational_wording"],
    ),
    row(
      "in Chinese too (已关闭)",
      "Kafka broker 2 已关闭。",
      ["2024-03-03 11:23:00,100 INFO [kafka-server] Shutting down Kafka broker 2"],
      "LOW_CONFID",
      ["relational_wording"],
    ),
    row(
      "the action taken on something says more than the line too (启动了 X against Starting X)",
      "2018-02-05T13:44:56.724+0100 启动了 hostname canonicalization worker。",
      [
        "2018-02-05T13:44:56.724+0100 I NETWORK  [HostnameCanonicalizationWorker] Starting hostname canonicalization worker",
      ],
      "LOW_CONFID",
      ["relational_wording"],
    ),
    row(
      "a pod being evicted is not evicted (Chinese 驱逐中)",
      "pod cart-7d9f 已被驱逐。",
      ["2024-05-11 10:35:00 INFO [kubelet] pod cart-7d9f 驱逐中"],
      "LOW_CONFID",
      ["relational_wording"],
    ),
    row(
      "rebalancing is not rebalanced",
      "The consumer group rebalanced.",
      ["2024-05-11 10:36:00 INFO [kafka] Rebalancing consumer group billing"],
      "LOW_CONFID",
      ["relational_wording"],
    ),
    row(
      "kubectl drained a node it was draining",
      "kubectl drained node k8s-w4.",
      ["2024-05-11 10:34:00 INFO [kubectl] Draining node k8s-w4"],
      "LOW_CONFID",
      ["relational_wording"],
    ),
    row(
      "the end state of a process begun (is up against is starting up)",
      "etcd member 3f1a is up.",
      ["2024-05-11 10:39:00 INFO [etcd] etcd member 3f1a is starting up"],
      "LOW_CONFID",
      ["relational_wording"],
    ),
    row(
      "is down against Shutting down",
      "Backend app-2 is down.",
      ["2024-05-11 10:41:00 INFO [haproxy] Shutting down backend app-2 gracefully"],
      "LOW_CONFID",
      ["relational_wording"],
    ),
    row(
      "is down where the line says so passes",
      "Server quote_backend/quote-engine-5 is DOWN.",
      [
        "Mar 18 10:11:34 lb-01 haproxy[6139]: Server quote_backend/quote-engine-5 is DOWN, reason: Layer4 timeout",
      ],
      "PASS",
    ),
    row(
      "the progressive (is starting up) is under way",
      "The database system started up.",
      ["2024-03-03 12:02:00.000 UTC [4411] FATAL:  the database system is starting up"],
      "LOW_CONFID",
      ["relational_wording"],
    ),
    row(
      "a Chinese line's 正在 is under way",
      "nginx 服务已停止。",
      ["2024-03-03 12:20:00 INFO [部署] 正在停止 nginx 服务..."],
      "LOW_CONFID",
      ["relational_wording"],
    ),
    row(
      "a process's name before took is no action under way",
      "Application threads were stopped for 0.0309578 seconds; stopping threads took 0.0006832 seconds.",
      [
        "2018-08-29T00:19:55.452+0000: 3022679.521: Total time for which application threads were stopped: 0.0309578 seconds, Stopping threads took: 0.0006832 seconds",
      ],
      "PASS",
    ),
    row(
      "an -ing that opens no ellipsis is no action begun (Ignoring ...; 6 > 3)",
      "sshd ignored max retries: 6 > 3.",
      ["Dec  7 11:03:05 web01 sshd[4410]: PAM service(sshd) ignoring max retries; 6 > 3"],
      "PASS",
    ),
  ]);
});

describe("work a line says was done in part", () => {
  const PARTIAL_SNAPSHOT =
    "2024-03-03 02:10:44,120 WARN [backup] snapshot partially saved: 3 of 5 volumes, 2 failed";
  const MOVED = "2024-03-03 12:40:00 INFO [kafka-reassign] 18 of 24 partitions moved";
  itJudges([
    row(
      "said done, it is not accounted for",
      "The backup snapshot was saved.",
      [PARTIAL_SNAPSHOT],
      "LOW_CONFID",
      ["fact_unsupported"],
    ),
    row(
      "with its part kept, it passes",
      "The backup snapshot was partially saved: 3 of 5 volumes.",
      [PARTIAL_SNAPSHOT],
      "PASS",
    ),
    row(
      "the whole said moved, where a part was",
      "kafka 24 个分区已移动。",
      [MOVED],
      "LOW_CONFID",
      ["fact_unsupported"],
    ),
    row("the part said moved passes", "18 of 24 partitions moved.", [MOVED], "PASS"),
    row(
      "flushed 3 of 8 is not flushed 8",
      "flushed 8 memtables.",
      ["2024-05-11 02:09:00,000 WARN [flush] flushed 3 of 8 memtables before timeout"],
      "LOW_CONFID",
      ["fact_unsupported"],
    ),
    row(
      "written with errors is not written",
      "etcd snapshot was written.",
      ["2024-05-11 02:08:00,000 WARN [snapshot] etcd snapshot written with errors"],
      "LOW_CONFID",
      ["fact_unsupported"],
    ),
    row(
      "a count that says what a word means is no part (saturated: 15 out of 16 workers busy)",
      "quote-engine: worker pool saturated.",
      [
        "2026-03-09 01:35:58,219 WARNING [quote-engine] worker pool saturated: 15 out of 16 workers busy, queue_depth=951",
      ],
      "PASS",
    ),
    row(
      "a completion word against a line done with errors",
      "pg_basebackup 已完成备份。",
      [
        "2024-03-03 03:00:00 WARN [pg_basebackup] backup finished with errors, 2 tablespaces skipped",
      ],
      "LOW_CONFID",
      ["fact_unsupported"],
    ),
  ]);
});

describe("a printing verb before a file's name", () => {
  itJudges([
    row(
      "says the file was produced: a line that failed to produce it does not support it",
      "report-job 输出了 monthly-2024-02.pdf。",
      [
        "2024-03-03 10:09:10,555 ERROR [report-job] failed to generate report monthly-2024-02.pdf: disk full",
      ],
      "LOW_CONFID",
      ["unit_unsupported"],
    ),
    row(
      "a line that produced it does",
      "report-job 输出了 monthly-2024-02.pdf。",
      ["2024-03-03 10:09:10,555 INFO [report-job] generated report monthly-2024-02.pdf"],
      "PASS",
    ),
  ]);
});

describe("a state word whose opposite is another key of the line", () => {
  itJudges([
    row(
      "is no conflict where the line writes the word as a key too",
      "OPA allowed 9021 decisions and denied 77.",
      ["2024-05-11 10:04:00 INFO [opa] decisions allowed=9021 denied=77"],
      "PASS",
    ),
    row(
      "a word only inside a name is no key (WWEN enabled against platformWoWEnable: WWEN[disable])",
      "AirPort_Brcm43xx::platformWoWEnable reported WWEN enabled.",
      [
        "Jul  1 09:39:57 authorMacBook-Pro kernel[0]: ARPT: 621492.770239: AirPort_Brcm43xx::platformWoWEnable: WWEN[disable]",
      ],
      "REJECT",
      ["state_conflict"],
    ),
  ]);
});

describe("work a Chinese line says was done in part", () => {
  itJudges([
    row(
      "完成 41/50 is not 已完成",
      "数据迁移已完成。",
      ["2024-05-11 02:07:00,000 WARN [迁移] 数据迁移完成 41/50 张表，9 张表失败"],
      "LOW_CONFID",
      ["fact_unsupported"],
    ),
    row(
      "the part kept passes",
      "数据迁移完成了 41/50 张表，9 张表失败。",
      ["2024-05-11 02:07:00,000 WARN [迁移] 数据迁移完成 41/50 张表，9 张表失败"],
      "PASS",
    ),
    row(
      "部分完成 is not 完成, aspect word or not",
      "orders 库备份完成。",
      ["2024-06-05 03:10:09 [备份] orders 库备份部分完成，失败表 4 张"],
      "LOW_CONFID",
      ["fact_unsupported"],
    ),
    row(
      "a ratio before the verb is a part",
      "分片迁移完成。",
      ["2024-06-05 03:10:10 [迁移] 分片迁移 18/24 完成"],
      "LOW_CONFID",
      ["fact_unsupported"],
    ),
    row(
      "3 succeeded, 2 failed is not succeeded",
      "job nightly-export succeeded.",
      ["2024-06-05 03:10:02 [batch] job nightly-export: 3 succeeded, 2 failed"],
      "LOW_CONFID",
      ["fact_unsupported"],
    ),
    row(
      "除 X 外 is not all",
      "orders 库备份已完成。",
      ["2024-05-11 02:06:00,000 WARN [备份] mysql 全量备份部分成功：除 orders 库外均已完成"],
      "LOW_CONFID",
      ["fact_unsupported"],
    ),
  ]);
});

describe("a change or a task a line gives as under way in other words", () => {
  const SCALING = "2024-06-04 02:00:04 [hpa] Scaling deployment/search from 4 to 12 replicas";
  itJudges([
    row(
      "the figure it goes to is not yet the value",
      "deployment/search has 12 replicas.",
      [SCALING],
      "LOW_CONFID",
      ["fact_unsupported"],
    ),
    row(
      "given as where it goes, it passes",
      "hpa is scaling deployment/search from 4 to 12 replicas.",
      [SCALING],
      "PASS",
    ),
    row(
      "in progress is under way",
      "public.events was vacuumed.",
      ["2024-06-04 02:00:29 [pg] vacuum of table public.events in progress: 41% scanned"],
      "LOW_CONFID",
      ["relational_wording"],
    ),
    row(
      "开始 with a word between is under way",
      "orders 库已备份。",
      ["2024-06-04 02:00:21 [备份] 开始全量备份 orders 库"],
      "LOW_CONFID",
      ["relational_wording"],
    ),
    row(
      "X 集群中 is under way",
      "node-4 已加入集群。",
      ["2024-06-07 11:00:16 [k8s] 节点 node-4 加入集群中"],
      "LOW_CONFID",
      ["relational_wording"],
    ),
  ]);
});
