import { describe, expect, it } from "vitest";
import type { ClaimUnit } from "../../../src/verification/claim-analysis.js";
import {
  checkKeyValue,
  negatedKeyOutcome,
  unitNamesValue,
} from "../../../src/verification/facts/key-value.js";
import {
  CHINESE_ALERT,
  claimOf,
  grammar,
  itJudges,
  MEMORY_ALERT,
  NGINX_LOG,
  named,
  POOL_LOG,
  recordOf,
  row,
  UPSTREAM_LOG,
  unitOf,
} from "./judging.js";

const STATUS_LOG = "WARN order-service GET /api/v1/orders/42 status: 404 time: 0.24";
const ENVIRONMENT_LOG = "INFO order-service environment:java.home=/usr/lib/jvm";
const STATS_LOG = "INFO order-service HikariPool-1 stats total=20 active=20";
const MEMORY_LOG = "INFO order-service Total memory: 64172 MB";

/** The first key=value unit of a claim. */
function pairOf(claim: string): ClaimUnit {
  const unit = claimOf(claim).units.find((candidate) => candidate.kind === "keyValue");
  if (unit === undefined) {
    throw new Error(`no key=value pair in ${JSON.stringify(claim)}`);
  }
  return unit;
}

interface PairRow {
  readonly condition: string;
  readonly claim: string;
  readonly record: string;
  readonly outcome: "supported" | "conflict" | "unsupported";
}

interface NamingRow {
  readonly condition: string;
  readonly claim: string;
  readonly word: string;
  readonly record: string;
  readonly named: readonly string[];
}

describe("key-value", () => {
  describe("a claimed pair against a record's pairs", () => {
    it.each(
      named<PairRow>([
        {
          condition: "waiting=37 is stated by waiting=37",
          claim: "waiting=37",
          record: POOL_LOG,
          outcome: "supported",
        },
        {
          condition: "waiting=3 conflicts with waiting=37",
          claim: "waiting=3",
          record: POOL_LOG,
          outcome: "conflict",
        },
        {
          condition: "active=50/50 is stated by active=50 with total=50",
          claim: "active=50/50",
          record: POOL_LOG,
          outcome: "supported",
        },
        {
          condition: "active=50/60 conflicts with active=50 and total=50",
          claim: "active=50/60",
          record: POOL_LOG,
          outcome: "conflict",
        },
        {
          condition: "latency=3.48s is stated by latency_ms=3480",
          claim: "latency=3.48s",
          record: UPSTREAM_LOG,
          outcome: "supported",
        },
        {
          condition: "latency=3.5s conflicts with latency_ms=3480",
          claim: "latency=3.5s",
          record: UPSTREAM_LOG,
          outcome: "conflict",
        },
        {
          condition: "status=503 is stated by status=503",
          claim: "status=503",
          record: UPSTREAM_LOG,
          outcome: "supported",
        },
        {
          condition: "status=500 conflicts with status=503",
          claim: "status=500",
          record: UPSTREAM_LOG,
          outcome: "conflict",
        },
        {
          condition: "level=error is stated by a Go line's level=error",
          claim: "level=error",
          record: UPSTREAM_LOG,
          outcome: "supported",
        },
        {
          condition: "an entity with a port is the entity of the record",
          claim: "upstream=inventory-service:8080",
          record: UPSTREAM_LOG,
          outcome: "supported",
        },
        {
          condition: "a versioned entity is another entity",
          claim: "upstream=inventory-service-v2",
          record: UPSTREAM_LOG,
          outcome: "conflict",
        },
        {
          condition: "等待线程=37 is stated by 等待线程=37",
          claim: "等待线程=37",
          record: CHINESE_ALERT,
          outcome: "supported",
        },
        {
          condition: "等待线程=三十七 is stated by 等待线程=37",
          claim: "等待线程=三十七",
          record: CHINESE_ALERT,
          outcome: "supported",
        },
        {
          condition: "活跃连接=50/50 is stated by 活跃连接=50/50",
          claim: "活跃连接=50/50",
          record: CHINESE_ALERT,
          outcome: "supported",
        },
        {
          condition: "total=二十 is stated by total=20",
          claim: "total=二十",
          record: STATS_LOG,
          outcome: "supported",
        },
        {
          condition: "status=404 is stated by a record's status: 404",
          claim: "status=404",
          record: STATUS_LOG,
          outcome: "supported",
        },
        {
          condition: "time=0.24 is stated by a record's time: 0.24",
          claim: "time=0.24",
          record: STATUS_LOG,
          outcome: "supported",
        },
        {
          condition: "cpu=80% is given by no record",
          claim: "cpu=80%",
          record: POOL_LOG,
          outcome: "unsupported",
        },
      ]),
    )("%s", (_condition, pairRow) => {
      const outcome = checkKeyValue(grammar, pairOf(pairRow.claim), [recordOf(pairRow.record)]);
      expect(outcome.outcome, outcome.detail).toBe(pairRow.outcome);
    });

    it("prefers a record that states the pair to one that contradicts it", () => {
      const outcome = checkKeyValue(grammar, pairOf("waiting=37"), [
        recordOf("WARN order-service HikariPool-1 waiting=12", "query_logs", 0),
        recordOf(POOL_LOG, "query_logs", 1),
      ]);
      expect(outcome.outcome).toBe("supported");
    });
  });

  describe("which record values a claim word names", () => {
    it.each(
      named<NamingRow>([
        {
          condition: "waiting names waiting=37",
          claim: "waiting threads",
          word: "waiting",
          record: POOL_LOG,
          named: ["waiting=37"],
        },
        {
          condition: "latency names latency_ms without its unit suffix",
          claim: "latency",
          word: "latency",
          record: UPSTREAM_LOG,
          named: ["latency_ms=3480"],
        },
        {
          condition: "延迟 names latency_ms through the glossary",
          claim: "延迟",
          word: "延迟",
          record: UPSTREAM_LOG,
          named: ["latency_ms=3480"],
        },
        {
          condition: "等待 names 等待线程",
          claim: "等待",
          word: "等待",
          record: CHINESE_ALERT,
          named: ["等待线程=37"],
        },
        {
          condition: "waiting names 等待线程 through the glossary",
          claim: "waiting",
          word: "waiting",
          record: CHINESE_ALERT,
          named: ["等待线程=37"],
        },
        {
          condition: "the key itself names its value",
          claim: "latency_ms",
          word: "latency_ms",
          record: UPSTREAM_LOG,
          named: ["latency_ms=3480"],
        },
        {
          condition: "a word before a colon pair names it (Total memory: 64172 MB)",
          claim: "memory",
          word: "memory",
          record: MEMORY_LOG,
          named: ["memory=64172"],
        },
        {
          condition: "a pool name names no value",
          claim: "HikariPool-1",
          word: "hikaripool-1",
          record: POOL_LOG,
          named: [],
        },
      ]),
    )("%s", (_condition, namingRow) => {
      const unit = unitOf(claimOf(namingRow.claim), namingRow.word);
      const record = recordOf(namingRow.record);
      const values = record.values
        .filter((value) => unitNamesValue(grammar, unit, value))
        .map((value) => `${value.key}=${value.value}`);
      expect(values).toEqual(namingRow.named);
    });
  });

  describe("a negated key", () => {
    it.each(
      named([
        {
          condition: "no idle is stated by idle=0",
          claim: "no idle connections",
          word: "idle",
          record: POOL_LOG,
          zero: true,
        },
        {
          condition: "no waiting is contradicted by waiting=37",
          claim: "no waiting threads",
          word: "waiting",
          record: POOL_LOG,
          zero: false,
        },
        {
          condition: "没有等待 is contradicted by 等待线程=37",
          claim: "没有等待线程",
          word: "等待",
          record: CHINESE_ALERT,
          zero: false,
        },
        {
          condition: "没有等待 is stated by 等待线程=0",
          claim: "没有等待线程",
          word: "等待",
          record: "告警 数据库连接池耗尽 firing, service=order-service, 等待线程=0",
          zero: true,
        },
      ]),
    )("%s", (_condition, { claim, word, record, zero }) => {
      expect(negatedKeyOutcome(grammar, unitOf(claimOf(claim), word), recordOf(record))?.zero).toBe(
        zero,
      );
    });

    it("names no value for a word no key has", () => {
      const unit = unitOf(claimOf("no errors"), "errors");
      expect(negatedKeyOutcome(grammar, unit, recordOf(POOL_LOG))).toBeNull();
    });
  });

  describe("claims judged by their pairs", () => {
    itJudges([
      row(
        "a Java log's waiting=37 supports waiting=37",
        "order-service HikariPool-1 has waiting=37",
        [POOL_LOG],
        "PASS",
      ),
      row(
        "waiting=3 is not in waiting=37",
        "order-service HikariPool-1 has waiting=3",
        [POOL_LOG],
        "REJECT",
        ["fact_conflict"],
      ),
      row(
        "active=50/50 is active=50 with total=50",
        "order-service HikariPool-1 active=50/50",
        [POOL_LOG],
        "PASS",
      ),
      row(
        "waiting=37/50 is a conflict: active + idle make up the total, waiting is outside it",
        "order-service HikariPool-1 waiting=37/50",
        [POOL_LOG],
        "REJECT",
        ["fact_conflict"],
      ),
      row(
        "so is 37 of 50 connections waiting",
        "order-service HikariPool-1 37 of 50 connections waiting",
        [POOL_LOG],
        "REJECT",
        ["fact_conflict"],
      ),
      row(
        "a part of a total the other parts do not make up passes (3/20 active)",
        "payment-service HikariPool-1 active=3/20",
        [
          "2026-11-28T22:32:00Z DEBUG payment-service [HikariPool-1 housekeeper] com.zaxxer.hikari.pool.HikariPool - HikariPool-1 - Pool stats (total=20, active=3, idle=17, waiting=0)",
        ],
        "PASS",
      ),
      row(
        "a duration bound through a name led by a count's key names neither (waiting duration 16m)",
        "order-service DBConnectionPoolExhausted: waiting duration 16m",
        [
          "DBConnectionPoolExhausted firing, service=order-service, active=50/50, idle=0, waiting=37, duration=16m",
        ],
        "LOW_CONFID",
        ["fact_unsupported"],
      ),
      row(
        "an alert's duration put on what its name describes (GC pause duration=3m)",
        "order-service JvmGcPauseHigh: GC pause duration=3m",
        ["JvmGcPauseHigh pending, service=order-service, p99=2.3s, threshold=1s, duration=3m"],
        "LOW_CONFID",
        ["fact_unsupported"],
      ),
      row(
        "in Chinese too (GC 停顿持续 3 分钟)",
        "order-service 的 JvmGcPauseHigh：GC 停顿持续 3 分钟",
        ["JvmGcPauseHigh pending, service=order-service, p99=2.3s, threshold=1s, duration=3m"],
        "LOW_CONFID",
        ["fact_unsupported"],
      ),
      row(
        "a count named a time (等待 时间 为 37 against waiting=37)",
        "order-service HikariPool-1 等待 时间 为 37",
        [POOL_LOG],
        "LOW_CONFID",
        ["fact_unsupported"],
      ),
      row(
        "another key's figure said to have held for the alert's duration (waiting=37 for 16m)",
        "order-service DBConnectionPoolExhausted: waiting=37 for 16m",
        [
          "DBConnectionPoolExhausted firing, service=order-service, active=50/50, idle=0, waiting=37, duration=16m",
        ],
        "LOW_CONFID",
        ["fact_unsupported"],
      ),
      row(
        "the alert's own duration passes",
        "order-service JvmGcPauseHigh pending, duration=3m",
        ["JvmGcPauseHigh pending, service=order-service, p99=2.3s, threshold=1s, duration=3m"],
        "PASS",
      ),
      row(
        "nor in Chinese (等待时长 16 分钟)",
        "order-service 的 DBConnectionPoolExhausted 告警：等待时长 16 分钟",
        [
          "DBConnectionPoolExhausted firing, service=order-service, active=50/50, idle=0, waiting=37, duration=16m",
        ],
        "LOW_CONFID",
        ["fact_unsupported"],
      ),
      row(
        "active=50/60 against active=50 with total=50 is a conflict",
        "order-service HikariPool-1 active=50/60",
        [POOL_LOG],
        "REJECT",
        ["fact_conflict"],
      ),
      row(
        "current=91% passes against an alert's current=91%",
        "order-service HighMemoryUsage current=91%",
        [MEMORY_ALERT],
        "PASS",
      ),
      row(
        "current=90% against current=90.6% is a conflict (no rounding)",
        "order-service HighMemoryUsage current=90%",
        ["HighMemoryUsage firing, service=order-service, current=90.6%, duration=15m"],
        "REJECT",
        ["fact_conflict"],
      ),
      row(
        "a Go line's latency_ms=3480 supports latency_ms=3480",
        "pricing-service latency_ms=3480",
        [UPSTREAM_LOG],
        "PASS",
      ),
      row(
        "latency=3.48s is latency_ms=3480",
        "pricing-service latency=3.48s",
        [UPSTREAM_LOG],
        "PASS",
      ),
      row(
        "latency=3.5s against latency_ms=3480 is a conflict",
        "pricing-service latency=3.5s",
        [UPSTREAM_LOG],
        "REJECT",
        ["fact_conflict"],
      ),
      row("status=503 passes", "pricing-service status=503", [UPSTREAM_LOG], "PASS"),
      row(
        "level=warn against level=error is a conflict",
        "pricing-service level=warn",
        [UPSTREAM_LOG],
        "REJECT",
        ["fact_conflict"],
      ),
      row(
        'a quoted value passes (msg="upstream request failed")',
        'pricing-service msg="upstream request failed"',
        [UPSTREAM_LOG],
        "PASS",
      ),
      row(
        "an Nginx line's status=502 against status=504 is a conflict",
        "upstream 10.0.5.21:8080 status=502",
        [NGINX_LOG],
        "REJECT",
        ["fact_conflict"],
      ),
      row(
        "an Nginx line's request_time=30.001 passes",
        "upstream 10.0.5.21:8080 status=504 request_time=30.001",
        [NGINX_LOG],
        "PASS",
      ),
      row(
        "a Chinese alert's 等待线程=37 supports 等待线程=37",
        "order-service 等待线程=37",
        [CHINESE_ALERT],
        "PASS",
      ),
      row(
        "等待线程=三十七 is 等待线程=37",
        "order-service 等待线程=三十七",
        [CHINESE_ALERT],
        "PASS",
      ),
      row(
        "等待线程=36 against 等待线程=37 is a conflict",
        "order-service 等待线程=36",
        [CHINESE_ALERT],
        "REJECT",
        ["fact_conflict"],
      ),
      row(
        "a record's status: 404 supports status=404",
        "order-service status=404",
        [STATUS_LOG],
        "PASS",
      ),
      row(
        "status=500 against status: 404 is a conflict",
        "order-service status=500",
        [STATUS_LOG],
        "REJECT",
        ["fact_conflict"],
      ),
      row(
        "a key after environment: is read whole",
        "order-service java.home=/usr/lib/jvm",
        [ENVIRONMENT_LOG],
        "PASS",
      ),
      row(
        "another java.home is a conflict",
        "order-service java.home=/opt/jdk",
        [ENVIRONMENT_LOG],
        "REJECT",
        ["fact_conflict"],
      ),
      row(
        "a key no record gives is unsupported",
        "order-service cpu_usage=80%",
        [MEMORY_ALERT],
        "LOW_CONFID",
        ["fact_unsupported"],
      ),
    ]);
  });
});

describe("a Ruby hash's pairs (Logstash's slowlog)", () => {
  const SLOWLOG =
    '[2017-10-30T09:57:58,243][WARN ][slowlog.logstash.filters.sleep] event processing time {:plugin_params=>{"time"=>3}, :took_in_nanos=>3027675106, :took_in_millis=>3027, :event=>"{}"}';
  itJudges([
    row(
      "the figures with the units their keys carry pass",
      "slowlog.logstash.filters.sleep took 3027 millis (3027675106 nanos)",
      [SLOWLOG],
      "PASS",
    ),
    row(
      "the milliseconds figure given as nanoseconds is a conflict",
      "slowlog.logstash.filters.sleep took 3027 nanos",
      [SLOWLOG],
      "REJECT",
      ["fact_conflict"],
    ),
    row(
      "a nanosecond figure one off is a conflict",
      "slowlog.logstash.filters.sleep took 3027675105 nanos",
      [SLOWLOG],
      "REJECT",
      ["fact_conflict"],
    ),
  ]);
});

describe("pairs separated by pipes", () => {
  const SANTA_LINE =
    "[2018-12-10T06:45:16.802Z] I santad: action=EXEC|decision=ALLOW|reason=CERT|path=/usr/libexec/xpcproxy|pid=29678|ppid=1|uid=0|user=root|gid=0|group=wheel|mode=M";
  itJudges([
    row(
      "each pair between pipes is its own",
      "At 2018-12-10T06:45:16.802Z, santad logged decision=ALLOW for EXEC of /usr/libexec/xpcproxy (pid=29678, user=root).",
      [SANTA_LINE],
      "PASS",
    ),
    row(
      "another value for one of them is a conflict",
      "santad logged decision=ALLOW for /usr/libexec/xpcproxy (pid=29679, user=root).",
      [SANTA_LINE],
      "REJECT",
      ["fact_conflict"],
    ),
  ]);
});

describe("a figure given to a key the record says has none", () => {
  const SQL_LINE =
    "2026-11-28T22:41:17Z WARN order-service [http-nio-8080-exec-7] o.h.engine.jdbc.spi.SqlExceptionHelper - SQL Error: 0, SQLState: null";
  itJudges([
    row(
      "SQLState given the error code is a conflict",
      "SqlExceptionHelper 报 SQLState 为 0",
      [SQL_LINE],
      "REJECT",
      ["fact_conflict"],
    ),
    row(
      "the error code given to SQL Error passes",
      "order-service SqlExceptionHelper logged SQL Error: 0, SQLState: null",
      [SQL_LINE],
      "PASS",
    ),
  ]);
});

describe("a word the record gives only as a key's value", () => {
  const REDIS_LOG =
    "ts=2026-11-28T22:50:00Z level=warn component=redis addr=10.0.0.8:6379 auth=none errors=12";
  const SUPPRESSED_LOG =
    "ts=2026-11-28T22:46:00Z level=warn alertname=DiskPressure node=node-3 state=firing suppressed=false value=93.4";
  itJudges([
    row(
      "said of another key, it is not accounted for",
      "redis 10.0.0.8:6379 errors 为 none。",
      [REDIS_LOG],
      "LOW_CONFID",
      ["fact_unsupported"],
    ),
    row(
      "said of its key, it passes",
      "redis 10.0.0.8:6379 auth 为 none，errors=12。",
      [REDIS_LOG],
      "PASS",
    ),
    row(
      "false said of the alert, where it is suppressed's",
      "node-3 的 DiskPressure 告警是 false 的，value=93.4。",
      [SUPPRESSED_LOG],
      "LOW_CONFID",
      ["fact_unsupported"],
    ),
    row(
      "false said of suppressed passes",
      "node-3 的 DiskPressure 告警 suppressed 为 false。",
      [SUPPRESSED_LOG],
      "PASS",
    ),
    row(
      "the first word of a quoted message is no value of its own",
      "webhook-relay: no healthy upstream.",
      ['ts=2026-11-28T22:46:00Z service=webhook-relay msg="no healthy upstream"'],
      "PASS",
    ),
    row(
      "SQLState: null at the end of its clause is SQLState's",
      "SqlExceptionHelper 报 SQL Error 为 null",
      [
        "2026-11-28T22:40:31Z WARN order-service [http-nio-8080-exec-3] org.hibernate.engine.jdbc.spi.SqlExceptionHelper - SQL Error: 0, SQLState: null",
      ],
      "LOW_CONFID",
      ["fact_unsupported"],
    ),
    row(
      "a directive's value before a separator is its own (gzip off; sendfile on)",
      "nginx gzip on.",
      ["2024-05-11 15:02:00 INFO [nginx] gzip off; sendfile on"],
      "REJECT",
      ["fact_conflict"],
    ),
    row(
      "the directive restated passes",
      "nginx gzip off, sendfile on.",
      ["2024-05-11 15:02:00 INFO [nginx] gzip off; sendfile on"],
      "PASS",
    ),
    row(
      "yes given to the directive whose value is no",
      "sshd 的 PermitRootLogin 为 yes。",
      ["2024-05-11 15:03:00 INFO [sshd] PermitRootLogin no, PasswordAuthentication yes"],
      "REJECT",
      ["fact_conflict"],
    ),
    row(
      "a Chinese word of a switch said of another key (认证已启用 against tls=enabled)",
      "etcd 认证已启用。",
      ["2024-05-11 15:01:00 INFO [etcd] auth=disabled tls=enabled"],
      "REJECT",
      ["fact_conflict"],
    ),
    row(
      "said of its key it passes",
      "etcd 的 tls 已启用。",
      ["2024-05-11 15:01:00 INFO [etcd] auth=disabled tls=enabled"],
      "PASS",
    ),
    row(
      "each key a claim gives a value must have it (sendfile and gzip are on)",
      "nginx sendfile and gzip are on.",
      ["2024-05-11 15:02:00 INFO [nginx] gzip off; sendfile on"],
      "REJECT",
      ["fact_conflict"],
    ),
    row(
      "in Chinese too (sasl 与 tls 已启用)",
      "kafka-1 的 sasl 与 tls 已启用。",
      ["2024-07-05 09:10:00 INFO [kafka] kafka-1 tls=enabled, sasl=disabled"],
      "REJECT",
      ["fact_conflict"],
    ),
    row(
      "each key with its own value passes",
      "nginx gzip off and sendfile on.",
      ["2024-05-11 15:02:00 INFO [nginx] gzip off; sendfile on"],
      "PASS",
    ),
    row(
      "a word before the key qualifies it (screen status unknown)",
      "The screen status was unknown.",
      [
        "20171223-22:15:35:23|Step_StandReportReceiver|30002312|screen status unknown,think screen on",
      ],
      "PASS",
    ),
    row(
      "not enabled in prose is no key's value",
      "Emitting job history data to the timeline server is not enabled.",
      [
        "2015-10-18 18:01:50,728 INFO [main] org.apache.hadoop.mapreduce.jobhistory.JobHistoryEventHandler: Emitting job history data to the timeline server is not enabled",
      ],
      "PASS",
    ),
  ]);
});

describe("a word a line writes only in a setting's name", () => {
  itJudges([
    row(
      "is no event (failureThreshold=3 is not failed 3 times)",
      "pod api-7d9f readiness probe failed 3 times.",
      [
        "2024-08-14 03:12:09 [k8s] pod api-7d9f readinessProbe: periodSeconds=10 failureThreshold=3 timeoutSeconds=5",
      ],
      "LOW_CONFID",
      ["fact_unsupported"],
    ),
    row(
      "in Chinese too (deadlock_timeout is no deadlock)",
      "pg 发生死锁。",
      ["2024-08-14 03:12:09 [pg] settings: deadlock_timeout=1s log_lock_waits=on"],
      "LOW_CONFID",
      ["fact_unsupported"],
    ),
    row(
      "said as the setting it is, it passes",
      "pod api-7d9f readiness probe failureThreshold is 3.",
      [
        "2024-08-14 03:12:09 [k8s] pod api-7d9f readinessProbe: periodSeconds=10 failureThreshold=3 timeoutSeconds=5",
      ],
      "PASS",
    ),
    row(
      "a word the line also writes outside its keys is the line's own",
      "pod api-7d9f readiness probe failed 3 times.",
      ["2024-08-14 03:12:09 [k8s] pod api-7d9f readiness probe failed 3 times, failureThreshold=3"],
      "PASS",
    ),
    row(
      "a key of its own names the word too (attempt=4 max_attempts=10)",
      "image-resizer: attempt 4 of 10.",
      ["2026-11-28T22:41:00Z WARN image-resizer retrying attempt=4 max_attempts=10"],
      "PASS",
    ),
  ]);
});

describe("a word a record gives as one key's value, given to another key", () => {
  const MYSQL_LOG =
    "2024-06-05 04:00:08 [mysql] 配置：binlog_format=ROW，sync_binlog=0，innodb_flush_log_at_trx_commit=2";
  itJudges([
    row(
      "is not accounted for where the record gives that key its own",
      "sync_binlog 为 ROW。",
      [MYSQL_LOG],
      "LOW_CONFID",
      ["fact_unsupported"],
    ),
    row("given to its key it passes", "binlog_format 为 ROW。", [MYSQL_LOG], "PASS"),
    row(
      "a figure of a name is no value moved (p99 of booking-service)",
      "Request latency p99 of booking-service is 6.2s, threshold 1s",
      ["HighRequestLatency firing, service=booking-service, p99=6.2s, threshold=1s, duration=40m"],
      "PASS",
    ),
  ]);
});
