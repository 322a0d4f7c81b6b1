import { describe, expect, it } from "vitest";
import {
  chineseClauseNegates,
  judgeNegatedTerms,
  negationScopes,
  type Polarity,
  prefixNegatedStem,
  type ScopeItem,
} from "../../../src/verification/facts/negation.js";
import {
  CHINESE_ALERT,
  CHINESE_UNAVAILABLE_LOG,
  claimOf,
  HDFS_LOG,
  itJudges,
  LEAK_LOG,
  named,
  POOL_ALERT,
  POOL_LOG,
  row,
  ZOOKEEPER_LOG,
} from "./judging.js";

const NEGATOR_WORD: ScopeItem = { role: "negator", reach: "word" };
const NEGATOR_PHRASE: ScopeItem = { role: "negator", reach: "phrase" };
const NEGATOR_CLAUSE: ScopeItem = { role: "negator", reach: "clause" };
const CONTENT: ScopeItem = { role: "content" };
const SKIP: ScopeItem = { role: "skip" };
const STOP: ScopeItem = { role: "stop" };
const BREAK: ScopeItem = { role: "break" };

const AFFIRMED: Polarity = { affirmed: true, negated: false };
const NEGATED: Polarity = { affirmed: false, negated: true };
const BOTH: Polarity = { affirmed: true, negated: true };

/** The words each negator of a claim reaches, as `negator: reached ...`. */
function reachOf(claim: string): string[] {
  const analysis = claimOf(claim);
  return analysis.negations.map(
    (scope) =>
      `${analysis.units[scope.negator]?.text ?? "?"}: ${scope.reached
        .map((index) => analysis.units[index]?.text ?? "?")
        .join(" ")}`,
  );
}

const JDBC_LOG =
  "2026-11-28T22:47:05Z ERROR order-service [http-nio-8080-exec-12] com.example.order.api.GlobalExceptionHandler - POST /api/orders failed for customer C-2231007: Unable to acquire JDBC Connection [HikariPool-1 - Connection is not available, request timed out after 30000ms (total=50, active=50, idle=0, waiting=37)]";

const SQL_ERROR_LOG =
  "2026-11-28T22:40:31Z WARN order-service [http-nio-8080-exec-3] org.hibernate.engine.jdbc.spi.SqlExceptionHelper - SQL Error: 0, SQLState: null";

describe("negation", () => {
  describe("scopes over items", () => {
    it.each(
      named<{ condition: string; items: ScopeItem[]; reached: number[] }>([
        {
          condition: "a word negator reaches the next content word past framing",
          items: [NEGATOR_WORD, SKIP, CONTENT, CONTENT],
          reached: [2],
        },
        {
          condition: "a phrase negator reaches the next two content words",
          items: [NEGATOR_PHRASE, CONTENT, CONTENT, CONTENT],
          reached: [1, 2],
        },
        {
          condition: "a stopper ends a phrase negator's reach once something is reached",
          items: [NEGATOR_PHRASE, CONTENT, STOP, CONTENT],
          reached: [1],
        },
        {
          condition: "a stopper before anything is reached is passed over",
          items: [NEGATOR_PHRASE, STOP, CONTENT, CONTENT],
          reached: [2, 3],
        },
        {
          condition: "a clause negator reaches every content word to the clause's end",
          items: [NEGATOR_CLAUSE, CONTENT, STOP, SKIP, CONTENT, BREAK, CONTENT],
          reached: [1, 4],
        },
        {
          condition: "a clause break ends any reach",
          items: [NEGATOR_WORD, BREAK, CONTENT],
          reached: [],
        },
        { condition: "a negator at the end reaches nothing", items: [NEGATOR_WORD], reached: [] },
        {
          condition: "a word opening a clause carries a word negator to the clause's end",
          items: [NEGATOR_WORD, { role: "skip", opensClause: true }, CONTENT, STOP, CONTENT, BREAK],
          reached: [2, 4],
        },
        {
          condition: "a conjunction ends a clause-wide negation",
          items: [
            NEGATOR_WORD,
            { role: "content", opensClause: true },
            CONTENT,
            { role: "stop", conjunction: true },
            CONTENT,
          ],
          reached: [1, 2],
        },
      ]),
    )("%s", (_condition, { items, reached }) => {
      expect(negationScopes(items)).toEqual([{ negator: 0, reached }]);
    });

    it("finds no scope where there is no negator", () => {
      expect(negationScopes([CONTENT, CONTENT])).toEqual([]);
    });
  });

  describe("what a claim's negators reach", () => {
    it.each(
      named([
        {
          condition: "no reaches two words (no connections waiting)",
          claim: "no connections waiting",
          reach: ["no: connections waiting"],
        },
        {
          condition: "isn't is not and reaches the predicate",
          claim: "Connection isn't available",
          reach: ["not: available"],
        },
        {
          condition: "can't is not and reaches the verb",
          claim: "pod can't start",
          reach: ["not: start"],
        },
        { condition: "no longer is not", claim: "no longer in use", reach: ["not: use"] },
        {
          condition: "a punctuation mark ends the reach",
          claim: "connection not available, request timed out",
          reach: ["not: available"],
        },
        {
          condition: "lacks reaches two words",
          claim: "lacks waiting threads",
          reach: ["lacks: waiting threads"],
        },
        {
          condition: "absent negates the two words before it",
          claim: "waiting threads absent",
          reach: ["absent: threads waiting"],
        },
        {
          condition: "skipped before a phrase reaches it",
          claim: "skipped connection leak detection",
          reach: ["skipped: connection leak"],
        },
        {
          condition: "skipped after a phrase negates the two words before it",
          claim: "fill pool skipped",
          reach: ["skipped: pool fill"],
        },
        {
          condition: "skipped alone in its clause reaches the clause before",
          claim: "connection leak detection, skipped",
          reach: ["skipped: detection leak"],
        },
        {
          condition: "stopped negates the word after it",
          claim: "DBConnectionPoolExhausted stopped firing for order-service",
          reach: ["stopped: firing"],
        },
        {
          condition: "an identifier is never negated",
          claim: "not HikariPool-1 exhausted",
          reach: ["not: exhausted"],
        },
        {
          condition: "无法 reaches its whole clause, past numbers and identifiers",
          claim: "无法在选举地址 10.10.34.13:3888 打开到 3 的通道",
          reach: ["无法: 选举地址 打开 通道"],
        },
        {
          condition: "not that negates the clause it opens",
          claim: "demand exceeds the pool, not that the database refuses connections",
          reach: ["not: database refuses connections"],
        },
        {
          condition: "does not prove negates what it would prove",
          claim: "exhaustion does not prove the pool is too small",
          reach: ["not: prove pool too small"],
        },
        {
          condition: "未 ends at the Chinese comma",
          claim: "连接池未耗尽，请求超时",
          reach: ["未: 耗尽"],
        },
      ]),
    )("%s", (_condition, { claim, reach }) => {
      expect(reachOf(claim)).toEqual(reach);
    });
  });

  describe("negated terms against a record's polarity", () => {
    it.each(
      named<{
        condition: string;
        polarities: (Polarity | null)[];
        outcome: "supported" | "conflict" | "unknown";
      }>([
        {
          condition: "a term the record states only affirmed is a conflict",
          polarities: [AFFIRMED],
          outcome: "conflict",
        },
        {
          condition: "a term the record negates somewhere is supported",
          polarities: [BOTH],
          outcome: "supported",
        },
        {
          condition: "one negated term among absent ones is supported",
          polarities: [null, NEGATED],
          outcome: "supported",
        },
        {
          condition: "the nearest stated term decides (an English phrase)",
          polarities: [AFFIRMED, NEGATED],
          outcome: "conflict",
        },
        {
          condition: "a term the record names only is passed over for the next",
          polarities: [{ affirmed: false, negated: false }, NEGATED],
          outcome: "supported",
        },
        { condition: "terms the record lacks are unknown", polarities: [null], outcome: "unknown" },
        { condition: "no term is unknown", polarities: [], outcome: "unknown" },
      ]),
    )("%s", (_condition, { polarities, outcome }) => {
      expect(judgeNegatedTerms(polarities)).toBe(outcome);
    });

    it("lets any negated term support a Chinese negator, which reaches its clause", () => {
      expect(judgeNegatedTerms([AFFIRMED, NEGATED], false)).toBe("supported");
      expect(judgeNegatedTerms([AFFIRMED, null], false)).toBe("conflict");
    });
  });

  describe("words whose un- prefix negates them", () => {
    it.each(
      named([
        { condition: "unavailable negates available", word: "unavailable", stem: "avail" },
        { condition: "unhealthy negates healthy", word: "unhealthy", stem: "healthi" },
        { condition: "unreachable negates reachable", word: "unreachable", stem: "reachabl" },
        { condition: "unresponsive negates responsive", word: "unresponsive", stem: "respons" },
        { condition: "unresolved negates resolved", word: "unresolved", stem: "resolv" },
        { condition: "under is no negation", word: "under", stem: null },
        {
          condition: "unlocked is a state of its own, not a negation",
          word: "unlocked",
          stem: null,
        },
        { condition: "a word without the prefix negates nothing", word: "available", stem: null },
      ]),
    )("%s", (_condition, { word, stem }) => {
      expect(prefixNegatedStem(word)).toBe(stem);
    });
  });

  describe("Chinese clauses that negate a term", () => {
    it.each(
      named<{
        condition: string;
        before: string;
        after?: string;
        tight: boolean;
        negates: boolean;
      }>([
        {
          condition: "未 earlier in the clause negates",
          before: "连接池未",
          tight: false,
          negates: true,
        },
        {
          condition: "a clause without a negator does not",
          before: "连接池",
          tight: false,
          negates: false,
        },
        {
          condition: "未 right before the term negates it tightly",
          before: "令牌校验未",
          tight: true,
          negates: true,
        },
        {
          condition: "无法 far before the term does not negate it tightly",
          before: "无法在选举地址 ",
          tight: true,
          negates: false,
        },
        {
          condition: "无法 anywhere earlier in the clause negates loosely",
          before: "无法在选举地址 10.10.34.13:3888 ",
          tight: false,
          negates: true,
        },
        {
          condition: "不过 before 来 negates (处理不过来: cannot keep up)",
          before: "消费者处理不过",
          after: "来",
          tight: false,
          negates: true,
        },
        {
          condition: "不过 meaning but does not",
          before: "不过",
          after: "服务",
          tight: false,
          negates: false,
        },
        {
          condition: "a negator's character that starts the term itself does not",
          before: "磁盘空间",
          after: "不足",
          tight: true,
          negates: false,
        },
      ]),
    )("%s", (_condition, { before, after, tight, negates }) => {
      expect(chineseClauseNegates(before, tight, after)).toBe(negates);
    });
  });

  describe("claims judged by their negations", () => {
    itJudges([
      row(
        "lacks waiting threads against waiting=37 is a conflict",
        "order-service HikariPool-1 lacks waiting threads",
        [POOL_LOG],
        "REJECT",
        ["negation_conflict"],
      ),
      row(
        "no waiting threads against waiting=37 is a conflict",
        "order-service HikariPool-1 has no waiting threads",
        [POOL_LOG],
        "REJECT",
        ["negation_conflict"],
      ),
      row(
        "waiting threads are absent against waiting=37 is a conflict",
        "order-service waiting threads are absent",
        [POOL_LOG],
        "REJECT",
        ["negation_conflict"],
      ),
      row(
        "no idle connections passes against idle=0",
        "order-service HikariPool-1 has no idle connections",
        [POOL_LOG],
        "PASS",
      ),
      row(
        "zero idle connections passes against idle=0",
        "order-service HikariPool-1 has zero idle connections",
        [POOL_LOG],
        "PASS",
      ),
      row(
        "what a record negates of one subject is not affirmed of it by another's",
        "On R26-M0-N7, PGOOD was asserted and MPGOOD was OK.",
        [
          "- 1118786433 2005.06.14 R26-M0-N7 2005-06-14-15.00.33.937221 R26-M0-N7 NULL DISCOVERY WARNING Node card status: no ALERTs are active. Clock Mode is Low. Clock Select is Midplane. Phy JTAG Reset is asserted. ASIC JTAG Reset is not asserted. Temperature Mask is not active. No temperature error. Temperature Limit Error Latch is clear. PGOOD IS NOT ASSERTED. PGOOD ERROR LATCH IS ACTIVE. MPGOOD IS NOT OK. MPGOOD ERROR LATCH IS ACTIVE. The 2.5 volt rail is OK. The 1.5 volt rail is OK.",
        ],
        "REJECT",
        ["negation_conflict"],
      ),
      row(
        "never over one line's zero says more than the line",
        "order-service HikariPool-1 connections never idle",
        [POOL_LOG],
        "LOW_CONFID",
        ["quantifier_wording"],
      ),
      row(
        "two negations in a row are unsupported",
        "order-service HikariPool-1 Connection is not not available",
        [POOL_LOG],
        "LOW_CONFID",
        ["negation_unsupported"],
      ),
      row(
        "无法不 is two negations",
        "订单服务无法不获取 JDBC Connection",
        [JDBC_LOG],
        "LOW_CONFID",
        ["negation_unsupported"],
      ),
      row(
        "failed to read is the record's own wording, not two negations",
        "ciod: failed to read message prefix on control stream",
        [
          "APPREAD 1117869872 2005.06.04 R04-M1-N4-I:J18-U11 2005-06-04-00.24.32.432192 R04-M1-N4-I:J18-U11 RAS APP FATAL ciod: failed to read message prefix on control stream (CioStream socket to 172.16.96.116:33569",
        ],
        "PASS",
      ),
      row(
        "what a negated verb acts on, claimed as had, drops the negation",
        "order-service got JDBC Connection for customer C-2231007",
        [JDBC_LOG],
        "REJECT",
        ["negation_conflict"],
      ),
      row(
        "有 before what a negated verb acts on drops the negation",
        "订单服务有 JDBC Connection",
        [JDBC_LOG],
        "REJECT",
        ["negation_conflict"],
      ),
      row(
        "the negated verb kept passes",
        "order-service was Unable to acquire JDBC Connection for customer C-2231007",
        [JDBC_LOG],
        "PASS",
      ),
      row(
        "the failure kept passes",
        "order-service POST /api/orders failed for customer C-2231007: Unable to acquire JDBC Connection",
        [JDBC_LOG],
        "PASS",
      ),
      row(
        "a SQL error passes against SQL Error: 0, a code and not a count",
        "order-service hit a SQL error",
        [SQL_ERROR_LOG],
        "PASS",
      ),
      row(
        "no SQL error against SQL Error: 0 is a conflict",
        "order-service had no SQL error",
        [SQL_ERROR_LOG],
        "REJECT",
        ["negation_conflict"],
      ),
      row(
        "0 SQL errors reads the code as a count",
        "order-service logged 0 SQL errors",
        [SQL_ERROR_LOG],
        "LOW_CONFID",
        ["fact_unsupported"],
      ),
      row(
        "0 个 SQL 错误 reads the code as a count",
        "订单服务出现 0 个 SQL 错误",
        [SQL_ERROR_LOG],
        "LOW_CONFID",
        ["fact_unsupported"],
      ),
      row(
        "没有 SQL 错误 against SQL Error: 0 is a conflict",
        "order-service 没有 SQL 错误",
        [SQL_ERROR_LOG],
        "REJECT",
        ["negation_conflict"],
      ),
      row(
        "idle connections are absent passes against idle=0",
        "order-service idle connections are absent",
        [POOL_LOG],
        "PASS",
      ),
      row(
        "connection is not available passes against Connection is not available",
        "order-service HikariPool-1 connection is not available",
        [POOL_LOG],
        "PASS",
      ),
      row(
        "connection isn't available passes against Connection is not available",
        "order-service HikariPool-1 connection isn't available",
        [POOL_LOG],
        "PASS",
      ),
      row(
        "connection is unavailable passes against Connection is not available",
        "order-service HikariPool-1 connection is unavailable",
        [POOL_LOG],
        "PASS",
      ),
      row(
        "no longer available passes against Connection is not available",
        "order-service HikariPool-1 is no longer available",
        [POOL_LOG],
        "PASS",
      ),
      row(
        "connection is available against Connection is not available drops the negation",
        "order-service HikariPool-1 connection is available",
        [POOL_LOG],
        "REJECT",
        ["negation_conflict"],
      ),
      row(
        "not reachable passes against unreachable",
        "inventory-service is not reachable",
        ["WARN inventory-service health check: unreachable"],
        "PASS",
      ),
      row(
        "reachable against unreachable drops the negation",
        "inventory-service is reachable",
        ["WARN inventory-service health check: unreachable"],
        "REJECT",
        ["negation_conflict"],
      ),
      row(
        "not healthy passes against unhealthy",
        "inventory-service is not healthy",
        ["WARN inventory-service readiness probe: unhealthy"],
        "PASS",
      ),
      row(
        "healthy against unhealthy drops the negation",
        "inventory-service is healthy",
        ["WARN inventory-service readiness probe: unhealthy"],
        "REJECT",
        ["negation_conflict"],
      ),
      row(
        "unavailable passes against is not available",
        "inventory-service is unavailable",
        ["WARN inventory-service is not available"],
        "PASS",
      ),
      row(
        "requests did not time out against timed out is a conflict",
        "order-service HikariPool-1 requests did not time out",
        [POOL_LOG],
        "REJECT",
        ["negation_conflict"],
      ),
      row(
        "timed out without a connection against the pool log is a conflict",
        "order-service HikariPool-1 timed out without a connection",
        [POOL_LOG],
        "REJECT",
        ["negation_conflict"],
      ),
      row(
        "no errors against an ERROR line is a conflict",
        "order-service HikariPool-1 has no errors",
        [POOL_LOG],
        "REJECT",
        ["negation_conflict"],
      ),
      row(
        "no connection leak against a leak detected is a conflict",
        "No connection leak was detected in order-service HikariPool-1",
        [LEAK_LOG],
        "REJECT",
        ["negation_conflict"],
      ),
      row(
        "stopped firing against firing is a conflict",
        "DBConnectionPoolExhausted stopped firing for order-service",
        [POOL_ALERT],
        "REJECT",
        ["negation_conflict"],
      ),
      row(
        "firing: false against firing is a conflict",
        "order-service DBConnectionPoolExhausted firing: false",
        [POOL_ALERT],
        "REJECT",
        ["negation_conflict"],
      ),
      row(
        "never recovered is unsupported where no record speaks of recovery",
        "order-service HikariPool-1 never recovered",
        [POOL_LOG],
        "LOW_CONFID",
        ["negation_unsupported"],
      ),
      row(
        "no disk pressure is unsupported where no record speaks of disks",
        "order-service has no disk pressure",
        [POOL_LOG],
        "LOW_CONFID",
        ["negation_unsupported"],
      ),
      row(
        "没有磁盘压力 is unsupported where no record speaks of disks",
        "order-service 没有磁盘压力",
        [POOL_LOG],
        "LOW_CONFID",
        ["negation_unsupported"],
      ),
      row(
        "got no exception against Got exception is a conflict",
        "10.251.73.220:50010 got no exception while serving blk_-7571492020523929240",
        [HDFS_LOG],
        "REJECT",
        ["negation_conflict"],
      ),
      row(
        "served without exception against Got exception is a conflict",
        "10.251.73.220:50010 served blk_-7571492020523929240 without exception",
        [HDFS_LOG],
        "REJECT",
        ["negation_conflict"],
      ),
    ]);
  });

  describe("Chinese claims judged by their negations", () => {
    itJudges([
      row(
        "无法在选举地址 ... 打开到 3 的通道 passes against the ZooKeeper line",
        "无法在选举地址 10.10.34.13:3888 打开到 3 的通道",
        [ZOOKEEPER_LOG],
        "PASS",
      ),
      row(
        "无法 ... 打开 against Opened channel is a conflict",
        "无法在选举地址 10.10.34.13:3888 打开到 3 的通道",
        [ZOOKEEPER_LOG.replace("Cannot open", "Opened")],
        "REJECT",
        ["negation_conflict"],
      ),
      row(
        "通道无法打开 passes against Cannot open channel",
        "选举地址 10.10.34.13:3888 的通道无法打开",
        [ZOOKEEPER_LOG],
        "PASS",
      ),
      row(
        "通道已打开 against Cannot open channel drops the negation",
        "选举地址 10.10.34.13:3888 的通道已打开",
        [ZOOKEEPER_LOG],
        "REJECT",
        ["negation_conflict"],
      ),
      row(
        "连接不可用 passes against Connection is not available",
        "order-service HikariPool-1 连接不可用",
        [POOL_LOG],
        "PASS",
      ),
      row(
        "连接可用 against Connection is not available drops the negation",
        "order-service HikariPool-1 连接可用",
        [POOL_LOG],
        "REJECT",
        ["negation_conflict"],
      ),
      row(
        "连接不可用 passes against 连接不可用",
        "order-service HikariPool-1 连接不可用",
        [CHINESE_UNAVAILABLE_LOG],
        "PASS",
      ),
      row(
        "连接可用 against 连接不可用 drops the negation",
        "order-service HikariPool-1 连接可用",
        [CHINESE_UNAVAILABLE_LOG],
        "REJECT",
        ["negation_conflict"],
      ),
      row(
        "connection is not available passes against 连接不可用",
        "order-service HikariPool-1 connection is not available",
        [CHINESE_UNAVAILABLE_LOG],
        "PASS",
      ),
      row(
        "connection is available against 连接不可用 drops the negation",
        "order-service HikariPool-1 connection is available",
        [CHINESE_UNAVAILABLE_LOG],
        "REJECT",
        ["negation_conflict"],
      ),
      row(
        "数据库连接池未耗尽 against 耗尽 is a conflict",
        "order-service 数据库连接池未耗尽",
        [CHINESE_ALERT],
        "REJECT",
        ["negation_conflict"],
      ),
      row(
        "没有等待线程 against 等待线程=37 is a conflict",
        "order-service 没有等待线程",
        [CHINESE_ALERT],
        "REJECT",
        ["negation_conflict"],
      ),
      row(
        "并未出现等待线程 against 等待线程=37 is a conflict",
        "order-service 并未出现等待线程",
        [CHINESE_ALERT],
        "REJECT",
        ["negation_conflict"],
      ),
      row(
        "没有等待线程 passes against 等待线程=0",
        "order-service 没有等待线程",
        ["告警 数据库连接池耗尽 firing, service=order-service, 活跃连接=50/50, 等待线程=0"],
        "PASS",
      ),
      row(
        "no waiting threads passes against 等待线程=0",
        "order-service has no waiting threads",
        ["告警 数据库连接池耗尽 firing, service=order-service, 活跃连接=50/50, 等待线程=0"],
        "PASS",
      ),
      row(
        "连接池没有空闲连接 passes against idle=0",
        "order-service 连接池没有空闲连接",
        [POOL_ALERT],
        "PASS",
      ),
      row(
        "没有异常 against Got exception is a conflict",
        "10.251.73.220:50010 在服务 blk_-7571492020523929240 时没有异常",
        [HDFS_LOG],
        "REJECT",
        ["negation_conflict"],
      ),
      row(
        "令牌校验通过 against 令牌校验未通过 drops the negation",
        "order-service 令牌校验通过",
        ["WARN order-service 令牌校验未通过 user=42"],
        "REJECT",
        ["negation_conflict"],
      ),
      row(
        "令牌校验未通过 passes against 令牌校验未通过",
        "order-service 令牌校验未通过",
        ["WARN order-service 令牌校验未通过 user=42"],
        "PASS",
      ),
    ]);
  });
});

const LEASE_LOG =
  "2015-10-18 18:08:53,601 WARN [LeaseRenewer:msrabi@msra-sa-41:9000] org.apache.hadoop.hdfs.LeaseRenewer: Failed to renew lease for [DFSClient_NONMAPREDUCE_1537864556_1] for 236 seconds.";

describe("a verb negated beside its noun stated", () => {
  const PROXY_LOG =
    "[10.30 18:04:14] Skype.exe - 86.99.222.235:443 error : Could not connect through proxy proxy.cse.cuhk.edu.hk:5070 - Proxy closed the connection unexpectedly.";
  itJudges([
    row(
      "the verb's own forms decide: connected drops the negation of could not connect",
      "Skype.exe connected to 86.99.222.235:443 through proxy proxy.cse.cuhk.edu.hk:5070",
      [PROXY_LOG],
      "REJECT",
      ["negation_conflict"],
    ),
    row(
      "could not connect keeps it",
      "Skype.exe could not connect to 86.99.222.235:443 through proxy proxy.cse.cuhk.edu.hk:5070",
      [PROXY_LOG],
      "PASS",
    ),
    row(
      "无法 negates 连接, which the record writes negated as connect",
      "Skype.exe 无法通过代理 proxy.cse.cuhk.edu.hk:5070 连接 86.99.222.235:443，代理意外关闭了连接。",
      [PROXY_LOG],
      "PASS",
    ),
  ]);
});

describe("denying an alert the record has active", () => {
  const REPLICAS_ALERT =
    "告警 副本数不足 firing, 命名空间=prod, deployment=tax-service, 可用副本=0/3, 持续=25m";
  itJudges([
    row(
      "absent after the alert's name is a conflict with a firing alert",
      "The insufficient replicas alert is absent in deployment tax-service",
      [REPLICAS_ALERT],
      "REJECT",
      ["negation_conflict"],
    ),
    row(
      "没有 before the alert is a conflict with a firing alert",
      "deployment tax-service 没有副本数不足告警",
      [REPLICAS_ALERT],
      "REJECT",
      ["negation_conflict"],
    ),
    row(
      "no available replicas, stated as 可用副本=0/3, is no denial of the alert",
      "deployment tax-service has no available replicas",
      [REPLICAS_ALERT],
      "PASS",
    ),
  ]);
});

describe("the word right after a record's negator", () => {
  itJudges([
    row(
      "No configuration change required claimed as required is a dropped negation",
      "ib_sm.x on tbird-sm1 reported a configuration change was required",
      [
        "- 1131566488 2005.11.09 tbird-sm1 Nov 9 12:01:28 src@tbird-sm1 ib_sm.x[24904]: [ib_sm_sweep.c:1482]: No configuration change required",
      ],
      "REJECT",
      ["negation_conflict"],
    ),
    row(
      "got not answer claimed as got an answer is a dropped negation",
      "data_thread() got an answer from the Thunderbird_A2 datasource",
      [
        "- 1131566491 2005.11.09 tbird-admin1 Nov 9 12:01:31 local@tbird-admin1 /apps/x86_64/system/ganglia-3.0.1/sbin/gmetad[1682]: data_thread() got not answer from any [Thunderbird_A2] datasource",
      ],
      "REJECT",
      ["negation_conflict"],
    ),
    row(
      "没有 over a clause ending in what the record states is a conflict, whatever zero it names",
      "crond(pam_unix)[23469] 没有为用户 root 打开会话",
      [
        "- 1131566462 2005.11.09 #8# Nov 9 12:01:02 #8#/#8# crond(pam_unix)[23469]: session opened for user root by (uid=0)",
      ],
      "REJECT",
      ["negation_conflict"],
    ),
  ]);
});

describe("failed to negates what follows", () => {
  itJudges([
    row("failed to, restated", "LeaseRenewer failed to renew the lease", [LEASE_LOG], "PASS"),
    row("could not, for failed to", "LeaseRenewer could not renew the lease", [LEASE_LOG], "PASS"),
    row("未能, for failed to", "LeaseRenewer 已有 236 秒未能续订租约", [LEASE_LOG], "PASS"),
  ]);
});

describe("a failure stated after what failed", () => {
  const CIOD_LOG =
    "APPREAD 1117869876 2005.06.04 R27-M1-N4-I:J18-U01 RAS APP FATAL ciod: failed to read message prefix on control stream";
  itJudges([
    row("keeps the record's negation (读取...失败)", "ciod 读取消息前缀失败", [CIOD_LOG], "PASS"),
    row(
      "without the failure the negation is dropped",
      "ciod 读取了消息前缀",
      [CIOD_LOG],
      "REJECT",
      ["negation_conflict"],
    ),
  ]);
});

describe("Chinese negations of translated lines", () => {
  itJudges([
    row(
      "a subject before 没有 is not stated affirmed (拓扑没有变化 for No topology change)",
      "tbird-sm1 上的 ib_sm.x 报告拓扑没有变化",
      [
        "- 1131566474 2005.11.09 tbird-sm1 Nov 9 12:01:14 src@tbird-sm1 ib_sm.x[24904]: [ib_sm_sweep.c:1455]: No topology change",
      ],
      "PASS",
    ),
    row(
      "无法 over a word the record lacks decides nothing against the record's other words",
      "sendmail[4306] 无法确定自身的完整域名（eadmin1）",
      [
        "- 1131566490 2005.11.09 eadmin1 Nov 9 12:01:30 src@eadmin1 sendmail[4306]: unable to qualify my own domain name (eadmin1) -- using short name",
      ],
      "LOW_CONFID",
      ["negation_unsupported"],
    ),
  ]);
});

describe("a negation that takes in one the record states", () => {
  const TIMEOUT =
    "2026-11-28T22:56:12Z ERROR order-service [http-nio-8080-exec-48] com.zaxxer.hikari.pool.HikariPool - HikariPool-1 - Connection is not available, request timed out after 30000ms (total=50, active=50, idle=0, waiting=37)";
  itJudges([
    row(
      "未出现 before the record's own negated words says the opposite",
      "order-service HikariPool-1 未出现 Connection is not available",
      [TIMEOUT],
      "REJECT",
      ["negation_conflict"],
    ),
    row(
      "so does a bracket holding what the negator negates",
      "order-service HikariPool-1 没有（Connection is not available）",
      [TIMEOUT],
      "REJECT",
      ["negation_conflict"],
    ),
    row(
      "the original of a translation in brackets is no second negation",
      "QQ 的 TCP 连接 23411 失败：3 - 没有网络路由（No network route）",
      [
        "Jul  5 18:20:07 authorMacBook-Pro QQ[10018]: tcp_connection_handle_connect_conditions_bad 23411 failed: 3 - No network route",
      ],
      "PASS",
    ),
  ]);
});

describe("a zero with a unit", () => {
  const LOADED_LOG = "5092:M 30 May 12:52:42.133 * DB loaded from disk: 0.000 seconds";
  itJudges([
    row(
      "a load that took no time passes",
      "5092:M loaded the DB from disk in 0.000 seconds.",
      [LOADED_LOG],
      "PASS",
    ),
    row(
      "a zero duration does not say nothing was loaded",
      "5092:M did not load the DB.",
      [LOADED_LOG],
      "REJECT",
      ["negation_conflict"],
    ),
  ]);
});

describe("a word its prefix negates", () => {
  const ACCESS_LOG =
    '{"t":{"$date":"2021-03-22T21:21:26.345+00:00"},"s":"W","c":"CONTROL","id":22120,"ctx":"initandlisten","msg":"Access control is not enabled for the database. Read and write access to data and configuration is unrestricted"}';
  const CASE_LOG =
    "2016-12-09T12:08:33.345527Z 0 [Warning] Setting lower_case_table_names=2 because file system for /usr/local/var/mysql/ is case insensitive";
  itJudges([
    row(
      "不受限制 for unrestricted passes",
      "对数据和配置的读写访问不受限制。",
      [ACCESS_LOG],
      "PASS",
    ),
    row(
      "受限制 for unrestricted drops the negation",
      "对数据和配置的读写访问受限制。",
      [ACCESS_LOG],
      "REJECT",
      ["negation_conflict"],
    ),
    row("insensitive restated passes", "The file system is case insensitive.", [CASE_LOG], "PASS"),
    row(
      "sensitive for insensitive drops the negation",
      "The file system is case sensitive.",
      [CASE_LOG],
      "REJECT",
      ["negation_conflict"],
    ),
  ]);
});

describe("非 glued to a noun before a figure", () => {
  const POOL_TIMEOUT =
    "2026-11-28T22:41:17Z ERROR order-service [http-nio-8080-exec-7] com.zaxxer.hikari.pool.HikariPool - HikariPool-1 - Connection is not available, request timed out after 30000ms (total=50, active=50, idle=0, waiting=37)";
  itJudges([
    row(
      "non-idle connections said to be 0 where idle=0 is negation_unsupported",
      "HikariPool-1 非空闲连接为 0，total=50，waiting=37",
      [POOL_TIMEOUT],
      "LOW_CONFID",
      ["negation_unsupported"],
    ),
    row(
      "no idle connection, as the line says, passes",
      "HikariPool-1 没有空闲连接，idle=0，waiting=37",
      [POOL_TIMEOUT],
      "PASS",
    ),
  ]);
});

describe("a negation over a list denies every member", () => {
  const TIMEOUT_LOG =
    "2026-11-28T22:41:17Z ERROR order-service [http-nio-8080-exec-7] com.zaxxer.hikari.pool.HikariPool - HikariPool-1 - Connection is not available, request timed out after 30000ms (total=50, active=50, idle=0, waiting=37)";
  itJudges([
    row(
      "no idle and waiting, where waiting=37, is a conflict",
      "order-service HikariPool-1 had no idle and waiting connections, total=50",
      [TIMEOUT_LOG],
      "REJECT",
      ["negation_conflict"],
    ),
    row(
      "无空闲和等待, where waiting=37, is a conflict",
      "HikariPool-1 无空闲和等待线程 (total=50)",
      [TIMEOUT_LOG],
      "REJECT",
      ["negation_conflict"],
    ),
    row(
      "a list joined by 、 is a list too",
      "order-service 的 HikariPool-1 没有 idle、waiting 连接，active=50",
      [TIMEOUT_LOG],
      "REJECT",
      ["negation_conflict"],
    ),
    row(
      "no idle connections alone, where idle=0, passes",
      "order-service HikariPool-1 had no idle connections, total=50",
      [TIMEOUT_LOG],
      "PASS",
    ),
    row(
      "非 before a noun with a space and a figure names the complement",
      "order-service HikariPool-1 非 idle 的连接为 0",
      [TIMEOUT_LOG],
      "LOW_CONFID",
      ["negation_unsupported"],
    ),
  ]);
});

describe("stopped and ceased negate an activity, not an event", () => {
  const SYSTEMD_LINE =
    "2018-08-14T14:30:02.203151+02:00 linux-sqrz systemd[4179]: Stopped target Basic System.";
  const POOL_STOPPED = "2026-11-28T22:41:17Z WARN order-service - consumer stopped responding";
  itJudges([
    row(
      "the event restated passes",
      "2018-08-14T14:30:02.203151+02:00，linux-sqrz 上的 systemd 停止了 target Basic System。",
      [SYSTEMD_LINE],
      "PASS",
    ),
    row(
      "denying the event is a negation conflict",
      "2018-08-14T14:30:02.203151+02:00，linux-sqrz 上的 systemd 没有停止 target Basic System。",
      [SYSTEMD_LINE],
      "REJECT",
      ["negation_conflict"],
    ),
    row(
      "denying it in English is a negation conflict",
      "linux-sqrz systemd did not stop target Basic System",
      [SYSTEMD_LINE],
      "REJECT",
      ["negation_conflict"],
    ),
    row(
      "stopped before a gerund still negates it: saying it responds is a conflict",
      "order-service consumer is responding",
      [POOL_STOPPED],
      "REJECT",
      ["negation_conflict"],
    ),
  ]);
});

describe("a negator after what it negates stops where a record's would", () => {
  const CIOD_LINE =
    "- 1124131896 2005.08.15 R40-M1-N0-I:J18-U11 2005-08-15-11.51.36.375271 R40-M1-N0-I:J18-U11 RAS KERNEL INFO ciod: Missing or invalid fields on line 1 of node map file /home/auselton/bgl/mapfiles/bgl.128mps.f64.map";
  const LOADING_LINE =
    "- 1123915673 2005.08.12 R66-M1-N4-I:J18-U01 2005-08-12-23.47.53.914235 R66-M1-N4-I:J18-U01 RAS APP FATAL ciod: Error loading /bgl/apps/x.rts: invalid or missing program image, Exec format error";
  const FILL_SKIPPED =
    "2026-11-28T22:42:00Z DEBUG order-service [HikariPool-1 housekeeper] com.zaxxer.hikari.pool.HikariPool - HikariPool-1 - Fill pool skipped, pool has sufficient level or currently being filled (queueDepth=0).";
  itJudges([
    row(
      "a colon stops it: missing does not negate ciod",
      "ciod on R40-M1-N0-I:J18-U11: missing or invalid fields on line 1 of node map file /home/auselton/bgl/mapfiles/bgl.128mps.f64.map.",
      [CIOD_LINE],
      "PASS",
    ),
    row(
      "or stops it: missing does not negate invalid",
      "ciod: Error loading /bgl/apps/x.rts on R66-M1-N4-I:J18-U01: invalid or missing program image, Exec format error.",
      [LOADING_LINE],
      "PASS",
    ),
    row(
      "with nothing between, it still negates what stands before it",
      "HikariPool-1 fill pool was not skipped",
      [FILL_SKIPPED],
      "LOW_CONFID",
      ["negation_unsupported"],
    ),
    row(
      "a colon between a failure and the record's own No makes two statements",
      "R61-M1-NC-I:J18-U01 上 ciod 在 LOGIN 时 chdir(pwd) 失败：No such file or directory。",
      [
        "- 1123966497 2005.08.13 R61-M1-NC-I:J18-U01 2005-08-13-13.54.57.564471 R61-M1-NC-I:J18-U01 RAS APP FATAL ciod: LOGIN chdir(pwd) failed: No such file or directory",
      ],
      "PASS",
    ),
    row(
      "a colon ends what a negator reaches: none negates not the bracket's thread",
      "Modules: none (initandlisten).",
      ["2018-02-05T13:44:56.657+0100 I CONTROL  [initandlisten] modules: none"],
      "PASS",
    ),
    row(
      "a skip of what the record does not skip is unsupported",
      "HikariPool-1 connection leak detection skipped",
      [FILL_SKIPPED],
      "LOW_CONFID",
      ["negation_unsupported", "unit_unsupported"],
    ),
  ]);
});

describe("refused to, and a gerund opening a message that failed", () => {
  const REFUSED =
    "2024-03-01T10:00:00Z WARN raft: node n2 refused to enter leader state: term 7 is stale";
  const STOPPING =
    "Mar 01 10:00:00 web1 systemd[1]: Stopping nginx.service failed: Job nginx.service/stop failed with result 'timeout'.";
  itJudges([
    row(
      "entering what the record refused to enter is a conflict",
      "node n2 entered leader state.",
      [REFUSED],
      "REJECT",
      ["negation_conflict"],
    ),
    row("saying it refused passes", "node n2 refused to enter leader state.", [REFUSED], "PASS"),
    row(
      "stopped, where stopping failed, is a conflict",
      "systemd stopped nginx.service.",
      [STOPPING],
      "REJECT",
      ["negation_conflict"],
    ),
    row(
      "停止了, where stopping failed, is not PASS",
      "systemd 停止了 nginx.service。",
      [STOPPING],
      "REJECT",
      ["negation_conflict"],
    ),
    row(
      "a word in -ing inside a message is no gerund that failed",
      "booking-service billing sync failed.",
      [
        "2026-11-29T10:00:00Z WARN booking-service - booking-service billing sync failed, retried 2 times",
      ],
      "PASS",
    ),
  ]);
});

describe("refusing and failing, and an operation that failed anywhere in a line", () => {
  itJudges([
    row(
      "started, where dockerd was refusing to start, is a conflict",
      "dockerd started.",
      [
        'time=2024-03-01T10:00:00Z level=error msg="refusing to start: data root is read-only" component=dockerd',
      ],
      "REJECT",
      ["negation_conflict"],
    ),
    row(
      "拒绝加入 for refused to join passes",
      "节点 n4 拒绝加入集群 prod-east。",
      ["2024-03-01T10:00:00Z WARN node n4 refused to join cluster prod-east: version mismatch"],
      "PASS",
    ),
    row(
      "deleted, where deleting it failed after retries, is a conflict",
      "cleanup deleted snapshot snap-0a1b.",
      ["2024-03-01T10:00:00Z ERROR cleanup: after 3 retries deleting snapshot snap-0a1b failed"],
      "REJECT",
      ["negation_conflict"],
    ),
  ]);
});

describe("a name's part after Non or Not", () => {
  const MONGO_LOG =
    "2024-03-03T10:50:00.100+0000 I STORAGE  [initandlisten] exception in initAndListen: NonExistentPath: Data directory /data/db not found., terminating";
  itJudges([
    row(
      "is stated negated: saying it exists drops the negation",
      "数据目录 /data/db 已存在。",
      [MONGO_LOG],
      "REJECT",
      ["negation_conflict"],
    ),
    row(
      "the negation kept passes",
      "数据目录 /data/db not found (NonExistentPath).",
      [MONGO_LOG],
      "PASS",
    ),
  ]);
});
