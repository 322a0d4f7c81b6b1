import { describe, expect, it } from "vitest";
import { parseQuantity, type Quantity } from "../../../src/verification/facts/quantity.js";
import {
  CATEGORY_CODES,
  comparisonHolds,
  comparisonOf,
  forbiddenCategory,
} from "../../../src/verification/facts/relation.js";
import type { ForbiddenCategory } from "../../../src/verification/grammar/grammar.js";
import {
  CHINESE_POOL_LOG,
  claimOf,
  grammar,
  itJudges,
  LATENCY_ALERT,
  MEMORY_ALERT,
  named,
  POOL_LOG,
  row,
  runbook,
} from "./judging.js";

const LIMIT_ALERT =
  "HighMemoryUsage firing, service=order-service, current=91%, limit=90%, duration=15m";

function quantity(text: string): Quantity {
  const parsed = parseQuantity(grammar, text);
  if (parsed === null) {
    throw new Error(`${JSON.stringify(text)} is not a quantity`);
  }
  return parsed;
}

/** The category of a claim made of one word. */
function categoryOf(word: string): ForbiddenCategory | null {
  const unit = claimOf(word).units[0];
  return unit === undefined ? null : forbiddenCategory(grammar, unit);
}

const LEDGER_ALERT =
  "RabbitMQQueueBacklog firing, service=ledger-api, queue=ledger.events, vhost=/prod, messages_ready=8000, messages_unacknowledged=849, consumers=12";
const LEDGER_PUSH_LOG =
  "2026-03-17 07:08:17 ERROR [ledger-api] 推送请求失败：上游 billing-sync 返回 504，最近 10 分钟失败 89 次";

describe("relation", () => {
  describe("words that are never framing", () => {
    it.each(
      named<{ condition: string; word: string; category: ForbiddenCategory | null }>([
        { condition: "because is causal", word: "because", category: "causal" },
        { condition: "caused is causal", word: "caused", category: "causal" },
        { condition: "triggered is causal", word: "triggered", category: "causal" },
        { condition: "导致 is causal", word: "导致", category: "causal" },
        { condition: "根因 is causal", word: "根因", category: "causal" },
        { condition: "after is relational", word: "after", category: "relational" },
        { condition: "then is relational", word: "then", category: "relational" },
        { condition: "之后 is relational", word: "之后", category: "relational" },
        { condition: "all is quantifying", word: "all", category: "quantifying" },
        { condition: "every is quantifying", word: "every", category: "quantifying" },
        { condition: "所有 is quantifying", word: "所有", category: "quantifying" },
        { condition: "severe is evaluative", word: "severe", category: "evaluative" },
        { condition: "normal is evaluative", word: "normal", category: "evaluative" },
        { condition: "严重 is evaluative", word: "严重", category: "evaluative" },
        { condition: "正常 is evaluative", word: "正常", category: "evaluative" },
        { condition: "may is modal", word: "may", category: "modal" },
        { condition: "可能 is modal", word: "可能", category: "modal" },
        { condition: "restart is remediating", word: "restart", category: "remediating" },
        { condition: "扩容 is remediating", word: "扩容", category: "remediating" },
        { condition: "not is negating", word: "not", category: "negating" },
        { condition: "没有 is negating", word: "没有", category: "negating" },
        { condition: "pool is in no category", word: "pool", category: null },
        { condition: "连接池 is in no category", word: "连接池", category: null },
        { condition: "also is in no category", word: "also", category: null },
      ]),
    )("%s", (_condition, { word, category }) => {
      expect(categoryOf(word)).toBe(category);
    });

    it("names each category by its own reason code", () => {
      expect(CATEGORY_CODES).toMatchObject({
        causal: "causal_wording",
        relational: "relational_wording",
        quantifying: "quantifier_wording",
        evaluative: "evaluative_wording",
        modal: "modal_wording",
        remediating: "remediation_in_claim",
        negating: "negation_unsupported",
        other: "unit_unsupported",
      });
    });
  });

  describe("comparison words", () => {
    it.each(
      named([
        { condition: "above states greater than", word: "above", relation: ">" },
        { condition: "exceeds states greater than", word: "exceeds", relation: ">" },
        { condition: "超过 states greater than", word: "超过", relation: ">" },
        { condition: "高于 states greater than", word: "高于", relation: ">" },
        { condition: "below states less than", word: "below", relation: "<" },
        { condition: "under states less than", word: "under", relation: "<" },
        { condition: "低于 states less than", word: "低于", relation: "<" },
        { condition: "pool states no comparison", word: "pool", relation: null },
      ]),
    )("%s", (_condition, { word, relation }) => {
      const unit = claimOf(word).units[0];
      expect(unit === undefined ? null : comparisonOf(grammar, unit)).toBe(relation);
    });

    it.each(
      named<{
        condition: string;
        left: string;
        relation: ">" | "<";
        right: string;
        holds: boolean | null;
      }>([
        {
          condition: "2.4s is above 800ms",
          left: "2.4s",
          relation: ">",
          right: "800ms",
          holds: true,
        },
        {
          condition: "2.4s is not below 800ms",
          left: "2.4s",
          relation: "<",
          right: "800ms",
          holds: false,
        },
        {
          condition: "800ms is below 2.4s",
          left: "800ms",
          relation: "<",
          right: "2.4s",
          holds: true,
        },
        { condition: "91% is above 90%", left: "91%", relation: ">", right: "90%", holds: true },
        {
          condition: "30 s is not above 30000ms",
          left: "30 s",
          relation: ">",
          right: "30000ms",
          holds: false,
        },
        {
          condition: "a duration and a percentage cannot be compared",
          left: "2.4s",
          relation: ">",
          right: "90%",
          holds: null,
        },
        {
          condition: "a ratio cannot be compared",
          left: "50/50",
          relation: ">",
          right: "40",
          holds: null,
        },
      ]),
    )("%s", (_condition, { left, relation, right, holds }) => {
      expect(comparisonHolds(quantity(left), relation, quantity(right))).toBe(holds);
    });
  });

  describe("claims judged by arithmetic", () => {
    itJudges([
      row(
        "above the 800ms threshold holds for 2.4s",
        "checkout-service p99 is 2.4s, above the 800ms threshold",
        [LATENCY_ALERT],
        "PASS",
      ),
      row(
        "below the 800ms threshold is false for 2.4s",
        "checkout-service p99 is 2.4s, below the 800ms threshold",
        [LATENCY_ALERT],
        "REJECT",
        ["fact_conflict"],
      ),
      row(
        "2400ms exceeds a 0.8 s threshold after conversion",
        "checkout-service p99 of 2400ms exceeds the 0.8 s threshold",
        [LATENCY_ALERT],
        "PASS",
      ),
      row(
        "a threshold above the p99 is false",
        "checkout-service threshold 800ms is above p99 2.4s",
        [LATENCY_ALERT],
        "REJECT",
        ["fact_conflict"],
      ),
      row(
        "超过 800ms holds for 2.4s",
        "checkout-service p99 2.4s 超过 800ms 阈值",
        [LATENCY_ALERT],
        "PASS",
      ),
      row(
        "低于 800ms is false for 2.4s",
        "checkout-service p99 2.4s 低于 800ms 阈值",
        [LATENCY_ALERT],
        "REJECT",
        ["fact_conflict"],
      ),
      row(
        "高于阈值 800 毫秒 holds for 2.4 秒",
        "checkout-service p99 延迟 2.4 秒，高于阈值 800 毫秒",
        [LATENCY_ALERT],
        "PASS",
      ),
      row(
        "大于 holds for 2.4s against 800ms",
        "checkout-service p99 2.4s 大于 阈值 800ms",
        [LATENCY_ALERT],
        "PASS",
      ),
      row(
        "小于 is false for 2.4s against 800ms",
        "checkout-service p99 2.4s 小于 阈值 800ms",
        [LATENCY_ALERT],
        "REJECT",
        ["fact_conflict"],
      ),
      row(
        "阈值 800ms 低于 p99 2.4s holds",
        "checkout-service 阈值 800ms 低于 p99 2.4s",
        [LATENCY_ALERT],
        "PASS",
      ),
      row(
        "91% over a 90% limit holds",
        "order-service memory current 91% is over the 90% limit",
        [LIMIT_ALERT],
        "PASS",
      ),
      row(
        "91% under a 90% limit is false",
        "order-service memory current 91% is under the 90% limit",
        [LIMIT_ALERT],
        "REJECT",
        ["fact_conflict"],
      ),
      row(
        "a comparison without a second quantity is unsupported",
        "checkout-service p99 is above the threshold",
        [LATENCY_ALERT],
        "LOW_CONFID",
        ["unit_unsupported"],
      ),
    ]);
  });

  describe("claims judged by their wording", () => {
    itJudges([
      row(
        "after passes where the record says after",
        "order-service requests timed out after 30000ms",
        [POOL_LOG],
        "PASS",
      ),
      row(
        "后 passes where the record says after",
        "order-service 请求在 30000ms 后超时",
        [POOL_LOG],
        "PASS",
      ),
      row(
        "root cause is causal wording",
        "The root cause of the checkout-service latency is the HighLatencyP99",
        [LATENCY_ALERT],
        "LOW_CONFID",
        ["causal_wording"],
      ),
      row(
        "because is causal wording",
        "checkout-service latency is 2.4s because of HighLatencyP99",
        [LATENCY_ALERT],
        "LOW_CONFID",
        ["causal_wording"],
      ),
      row(
        "导致 is causal wording",
        "order-service HikariPool-1 连接池耗尽 导致 请求超时",
        [CHINESE_POOL_LOG],
        "LOW_CONFID",
        ["causal_wording"],
      ),
      row(
        "由于 is causal wording",
        "order-service HikariPool-1 连接池 耗尽 由于 等待",
        [CHINESE_POOL_LOG],
        "LOW_CONFID",
        ["causal_wording"],
      ),
      row(
        "the same facts side by side pass",
        "order-service HikariPool-1 连接池耗尽，请求超时",
        [CHINESE_POOL_LOG],
        "PASS",
      ),
      row(
        "之后 the record does not state is relational wording",
        "order-service HikariPool-1 连接池耗尽 之后 请求超时",
        [CHINESE_POOL_LOG],
        "LOW_CONFID",
        ["relational_wording"],
      ),
      row(
        "after a deploy the record does not state is relational wording",
        "checkout-service HighLatencyP99 fired after a deploy",
        [LATENCY_ALERT],
        "LOW_CONFID",
        ["relational_wording"],
      ),
      row(
        "all is quantifier wording",
        "All order-service requests timed out",
        [POOL_LOG],
        "LOW_CONFID",
        ["quantifier_wording"],
      ),
      row(
        "所有 and 都 are quantifier wording",
        "order-service 所有 请求 都 超时",
        [CHINESE_POOL_LOG],
        "LOW_CONFID",
        ["quantifier_wording"],
      ),
      row(
        "severe is evaluative wording",
        "checkout-service HighLatencyP99 is a severe alert",
        [LATENCY_ALERT],
        "LOW_CONFID",
        ["evaluative_wording"],
      ),
      row(
        "很 严重 is evaluative wording",
        "order-service HikariPool-1 连接池耗尽 很 严重",
        [CHINESE_POOL_LOG],
        "LOW_CONFID",
        ["evaluative_wording"],
      ),
      row(
        "may is modal wording",
        "checkout-service p99 may be 2.4s",
        [LATENCY_ALERT],
        "LOW_CONFID",
        ["modal_wording"],
      ),
      row(
        "might is modal wording",
        "order-service HikariPool-1 might be exhausted",
        [CHINESE_POOL_LOG],
        "LOW_CONFID",
        ["modal_wording"],
      ),
      row(
        "可能 is modal wording",
        "order-service HikariPool-1 连接池 可能 耗尽",
        [CHINESE_POOL_LOG],
        "LOW_CONFID",
        ["modal_wording"],
      ),
    ]);
  });

  describe("claims relating facts of different records", () => {
    itJudges([
      row(
        "after joining an alert and a log line is relational wording",
        "order-service HikariPool-1 timed out after HighMemoryUsage fired",
        [MEMORY_ALERT, POOL_LOG],
        "REJECT",
        ["relational_wording", "records_crossed"],
      ),
      row(
        "after within the one record that says it passes",
        "order-service HikariPool-1 request timed out after 30000ms",
        [MEMORY_ALERT, POOL_LOG],
        "PASS",
      ),
      row(
        "a state counted by a figure only the second record has starts its own statement",
        "ledger-api：队列 ledger.events，messages_ready=8000，失败 89 次。",
        [LEDGER_ALERT, LEDGER_PUSH_LOG],
        "PASS",
      ),
      row(
        "the second record's figure under the first record's key is a conflict",
        "ledger-api：队列 ledger.events，messages_ready=8000，consumers 89",
        [LEDGER_ALERT, LEDGER_PUSH_LOG],
        "REJECT",
        ["fact_conflict"],
      ),
    ]);
  });
});

/** A Spring log line naming a wrapped exception and, after `root cause`, what caused it. */
const ROOT_CAUSE_LOG =
  "2026-11-28T22:41:17Z ERROR order-service [http-nio-8080-exec-7] org.apache.catalina.core.ContainerBase.[Tomcat] - Request processing failed: CannotCreateTransactionException: Could not open JPA EntityManager for transaction] with root cause java.sql.SQLTransientConnectionException: HikariPool-1 - Connection is not available";

describe("what a claim calls the root cause", () => {
  itJudges([
    row(
      "caused by before what the record names after root cause passes",
      "order-service request processing failed, caused by SQLTransientConnectionException",
      [ROOT_CAUSE_LOG],
      "PASS",
    ),
    row(
      "导致 after what the record names after root cause passes",
      "order-service: SQLTransientConnectionException 导致请求处理失败",
      [ROOT_CAUSE_LOG],
      "PASS",
    ),
    row(
      "caused by before a word standing before the record's root cause is causal wording",
      "order-service: HikariPool-1 connection is not available, caused by JPA EntityManager",
      [ROOT_CAUSE_LOG],
      "LOW_CONFID",
      ["causal_wording"],
    ),
    row(
      "导致 after a word standing before the record's root cause is causal wording",
      "Tomcat 导致 order-service 请求处理失败",
      [ROOT_CAUSE_LOG],
      "LOW_CONFID",
      ["causal_wording"],
    ),
    row(
      "a cleft names the cause after its was: turned round is causal wording",
      "what caused Connection is not available was Could not open JPA EntityManager",
      [ROOT_CAUSE_LOG],
      "LOW_CONFID",
      ["causal_wording"],
    ),
    row(
      "a cleft in the record's order passes",
      "what caused request processing to fail was SQLTransientConnectionException",
      [ROOT_CAUSE_LOG],
      "PASS",
    ),
    row(
      "导致 X 的是 Y names Y as the cause",
      "导致连接不可用的是无法打开 JPA EntityManager",
      [ROOT_CAUSE_LOG],
      "LOW_CONFID",
      ["causal_wording"],
    ),
    row(
      "a relative clause names only the words next to 引起 as the cause",
      "2005-06-14-10.26.37.865134，R26-M0-N2-C:J05-U01 记录 dcbf 引起的数据存储中断为 0。",
      [
        "- 1118769997 2005.06.14 R26-M0-N2-C:J05-U01 2005-06-14-10.26.37.865134 R26-M0-N2-C:J05-U01 RAS KERNEL FATAL data store interrupt caused by dcbf.........0",
      ],
      "PASS",
    ),
    row(
      "what the record names after root cause passes",
      "order-service root cause: SQLTransientConnectionException",
      [ROOT_CAUSE_LOG],
      "PASS",
    ),
    row(
      "a word standing before the record's root cause is not the cause",
      "order-service root cause: JPA could not open transaction",
      [ROOT_CAUSE_LOG],
      "LOW_CONFID",
      ["causal_wording"],
    ),
    row(
      "the cause named before the phrase is read too",
      "Tomcat is the root cause",
      [ROOT_CAUSE_LOG],
      "LOW_CONFID",
      ["causal_wording"],
    ),
    row(
      "a Chinese root cause naming what the record names passes",
      "订单服务的根因是 SQLTransientConnectionException",
      [ROOT_CAUSE_LOG],
      "PASS",
    ),
    row(
      "a Chinese root cause is read the same way",
      "订单服务的根因是 Tomcat",
      [ROOT_CAUSE_LOG],
      "LOW_CONFID",
      ["causal_wording"],
    ),
  ]);
});

/** The same line with the pool's readings in parentheses after its root cause. */
const ROOT_CAUSE_FIGURES_LOG = `${ROOT_CAUSE_LOG}, request timed out after 30000ms (total=50, active=50, idle=0, waiting=37)`;

describe("what a claim says was caused", () => {
  itJudges([
    row(
      "what the record writes before its root cause, caused by what follows, passes",
      "order-service request processing failed, caused by HikariPool-1 connection is not available",
      [ROOT_CAUSE_FIGURES_LOG],
      "PASS",
    ),
    row(
      "two parts of one cause said to cause each other are causal wording",
      "order-service HikariPool-1 waiting=37 seemingly caused Connection is not available",
      [ROOT_CAUSE_FIGURES_LOG],
      "LOW_CONFID",
      ["causal_wording"],
    ),
    row(
      "导致 with what was caused standing in the record's cause is causal wording",
      "HikariPool-1 Connection is not available 似乎导致了 idle=0",
      [ROOT_CAUSE_FIGURES_LOG],
      "LOW_CONFID",
      ["causal_wording"],
    ),
    row(
      "引起 from a reading to the timeout it is read with is causal wording",
      "idle=0 引起 order-service HikariPool-1 request timed out",
      [ROOT_CAUSE_FIGURES_LOG],
      "LOW_CONFID",
      ["causal_wording"],
    ),
    row(
      "the root cause of a reading is causal wording",
      "order-service: the root cause of idle=0 was HikariPool-1 request timed out after 30000ms",
      [ROOT_CAUSE_FIGURES_LOG],
      "LOW_CONFID",
      ["causal_wording"],
    ),
    row(
      "X 的根因是 Y with X in the record's cause is causal wording",
      "order-service 的 idle=0 的根因是 request timed out after 30000ms",
      [ROOT_CAUSE_FIGURES_LOG],
      "LOW_CONFID",
      ["causal_wording"],
    ),
    row(
      "the root cause of what the record says failed passes",
      "the root cause of the order-service request processing failure was SQLTransientConnectionException",
      [ROOT_CAUSE_FIGURES_LOG],
      "PASS",
    ),
    row(
      "a reading in parentheses after the root cause is not the root cause",
      "the root cause of the order-service failure is waiting=37",
      [ROOT_CAUSE_FIGURES_LOG],
      "LOW_CONFID",
      ["causal_wording"],
    ),
    row(
      "a bare figure named as the root cause is causal wording",
      "The root cause was 30000ms",
      [ROOT_CAUSE_FIGURES_LOG],
      "LOW_CONFID",
      ["causal_wording"],
    ),
    row(
      "a bare figure as 根因 is causal wording",
      "Request processing failed 的根因是 30000ms",
      [ROOT_CAUSE_FIGURES_LOG],
      "LOW_CONFID",
      ["causal_wording"],
    ),
    row(
      "a figure with what it measures may be named with the cause",
      "the root cause of the order-service request processing failure was SQLTransientConnectionException: request timed out after 30000ms",
      [ROOT_CAUSE_FIGURES_LOG],
      "PASS",
    ),
    row(
      "a leading because says nothing of where the effect stands",
      "由于连接池耗尽，order-service 请求失败",
      ["由于连接池耗尽，order-service 请求失败 (waiting=37)"],
      "PASS",
    ),
  ]);
});

const HEAP_78_LOG =
  "2026-11-28T22:34:00Z INFO order-service [heap-monitor] c.e.HeapUsageMonitor - Heap usage 78% (3195MiB/4096MiB) after GC, old gen 2761MiB";
const HEAP_87_LOG =
  "2026-11-28T22:40:00Z WARN order-service [heap-monitor] c.e.HeapUsageMonitor - Heap usage 87% (3563MiB/4096MiB) after GC, old gen 3236MiB, above the 85% threshold";

const CACHE_MISS_LOG =
  "2026-11-28T22:42:33Z WARN inventory-service [lettuce-nioEventLoop-4-1] com.example.inventory.cache.StockCacheMetrics - Cache miss ratio 0.14 above 0.10 for key prefix stock:FRA-2 after the 22:35 stock sync";

describe("a comparison with one figure", () => {
  itJudges([
    row(
      "above a figure the record compares with another is relational wording",
      "inventory-service cache miss ratio above 0.14",
      [CACHE_MISS_LOG],
      "LOW_CONFID",
      ["relational_wording"],
    ),
    row(
      "above the figure the record compares with passes",
      "inventory-service cache miss ratio above 0.10",
      [CACHE_MISS_LOG],
      "PASS",
    ),
    row(
      "超过 a limit the record says was exceeded passes",
      "会话 0x14f05578bd80006 正在过期，已超过 10000ms 的超时。",
      [
        "2015-08-10 17:53:16,001 - INFO  [SessionTracker:ZooKeeperServer@325] - Expiring session 0x14f05578bd80006, timeout of 10000ms exceeded",
      ],
      "PASS",
    ),
    row(
      "and before a comparison with no subject of its own still compares the figure before it",
      "order-service heap usage 78% after GC and above the threshold",
      [HEAP_78_LOG, HEAP_87_LOG],
      "REJECT",
      ["fact_conflict"],
    ),
    row(
      "compares the figure of its own record",
      "order-service heap usage 87% after GC, above the threshold",
      [HEAP_87_LOG],
      "PASS",
    ),
    row(
      "does not compare a figure of one record with another record's threshold",
      "order-service heap usage 78% after GC, above the threshold",
      [HEAP_78_LOG, HEAP_87_LOG],
      "REJECT",
      ["relational_wording", "records_crossed"],
    ),
  ]);
});

const SCHEDULING_LOG =
  "2015-10-18 18:04:51,114 INFO [RMCommunicator Allocator] org.apache.hadoop.mapreduce.v2.app.rm.RMContainerAllocator: After Scheduling: PendingReds:0 ScheduledMaps:0 CompletedMaps:1";

describe("the order after and before keep", () => {
  itJudges([
    row(
      "the record's order passes",
      "order-service heap usage 78% after GC",
      [HEAP_78_LOG],
      "PASS",
    ),
    row(
      "the order turned round is a conflict",
      "order-service GC after heap usage 78%",
      [HEAP_78_LOG],
      "REJECT",
      ["fact_conflict"],
    ),
    row(
      "之后 puts what comes first before it: GC 之后 is the record's order",
      "order-service GC 之后堆使用率 78%",
      [HEAP_78_LOG],
      "PASS",
    ),
    row(
      "堆使用率 78% 之后 GC turns the record's order round",
      "order-service 堆使用率 78% 之后 GC",
      [HEAP_78_LOG],
      "REJECT",
      ["fact_conflict"],
    ),
    row(
      "在 X 之后 puts what stands before 在 after X: the record's order passes",
      "order-service 堆使用率 78% 在 GC 之后",
      [HEAP_78_LOG],
      "PASS",
    ),
    row(
      "在 X 之后 turned round is a conflict",
      "order-service GC 在 堆使用率 78% 之后",
      [HEAP_78_LOG],
      "REJECT",
      ["fact_conflict"],
    ),
    row(
      "after between Chinese words keeps the record's order too",
      "order-service 垃圾回收 after heap usage 78%",
      [HEAP_78_LOG],
      "REJECT",
      ["fact_conflict"],
    ),
    row(
      "后 after a duration is time elapsed, not an order of facts",
      "order-service 调用 wallet-service 失败，8000ms 后读取超时",
      [
        "2026-11-29T23:19:27Z ERROR order-service [reactor-http-epoll-8] c.e.order.WalletClient - Call to wallet-service failed after 8000ms: java.net.SocketTimeoutException: Read timed out",
      ],
      "PASS",
    ),
    row(
      "a record clause opening with After puts the earlier fact right after it",
      "调度后的统计：PendingReds 为 0，CompletedMaps 为 1",
      [SCHEDULING_LOG],
      "PASS",
    ),
    row(
      "the earlier fact of an opening After is not the later one",
      "order-service 堆使用率 78% 之后 GC",
      [
        "2026-11-28T22:34:00Z INFO order-service [heap-monitor] HeapUsageMonitor - After GC: heap usage 78%",
      ],
      "REJECT",
      ["fact_conflict"],
    ),
    row(
      "the later fact of an opening After follows the earlier one",
      "order-service GC 之后堆使用率 78%",
      [
        "2026-11-28T22:34:00Z INFO order-service [heap-monitor] HeapUsageMonitor - After GC: heap usage 78%",
      ],
      "PASS",
    ),
  ]);
});

const CERTIFICATE_LOG =
  "2026-11-28T22:46:15Z WARN payment-service [scheduling-2] c.e.CertificateExpiryChecker - TLS client certificate for the card provider expires in 21 days (2026-12-19T00:00:00Z)";

describe("a date said of an event", () => {
  itJudges([
    row(
      "the date the record gives the event passes",
      "payment-service TLS client certificate expires on 2026-12-19",
      [CERTIFICATE_LOG],
      "PASS",
    ),
    row(
      "the line's own time stamp is not the event's date",
      "payment-service TLS client certificate expires on 2026-11-28",
      [CERTIFICATE_LOG],
      "REJECT",
      ["fact_conflict"],
    ),
    row(
      "a date the message names is not when the line was written (warned)",
      "On 2026-12-19 payment-service warned that the TLS client certificate for the card provider expires in 21 days",
      [CERTIFICATE_LOG],
      "REJECT",
      ["fact_conflict"],
    ),
    row(
      "a date the message names is not when the line was written (发出)",
      "payment-service 于 2026-12-19T00:00:00Z 发出 WARN：TLS client certificate for the card provider expires in 21 days",
      [CERTIFICATE_LOG],
      "REJECT",
      ["fact_conflict"],
    ),
    row(
      "the line's own date on its writing passes",
      "payment-service 在 2026-11-28 记录了一条 WARN",
      [CERTIFICATE_LOG],
      "PASS",
    ),
    row(
      "the date the message names on its writing is a conflict",
      "payment-service 在 2026-12-19 记录了一条 WARN",
      [CERTIFICATE_LOG],
      "REJECT",
      ["fact_conflict"],
    ),
  ]);
});

describe("a time of day said of an event", () => {
  itJudges([
    row(
      "the record's own time for what it logs passes",
      "inventory-service cache miss ratio 0.14 at 22:42:33",
      [CACHE_MISS_LOG],
      "PASS",
    ),
    row(
      "the message's time for the event beside it passes",
      "inventory-service stock sync at 22:35",
      [CACHE_MISS_LOG],
      "PASS",
    ),
    row(
      "the message's time for another event is a conflict",
      "inventory-service cache miss ratio 0.14 at 22:35",
      [CACHE_MISS_LOG],
      "REJECT",
      ["fact_conflict"],
    ),
    row(
      "the record's own time for the message's timed event is a conflict",
      "inventory-service stock sync at 22:42:33",
      [CACHE_MISS_LOG],
      "REJECT",
      ["fact_conflict"],
    ),
    row(
      "在 22:35 before another event is a conflict",
      "库存服务在 22:35 缓存未命中率为 0.14",
      [CACHE_MISS_LOG],
      "REJECT",
      ["fact_conflict"],
    ),
  ]);
});

describe("what a claim attributes to a runbook", () => {
  const POOL_RUNBOOK = runbook(
    "Runbook: HikariCP connection pool exhaustion / Reading the evidence: - `active` equal to `total` with `idle=0` and a growing `waiting` means demand exceeds what the pool returns, not that the database refuses connections. - Long `usage` times with normal `acquire` times before the incident point at slow queries or transactions that hold connections.",
  );
  const JVM_READING_RUNBOOK = runbook(
    "Runbook: JVM memory pressure and long GC pauses / Reading the evidence: - Full collections that reclaim little (`4012M->3702M(4096M)`) mean the old generation is nearly full of live objects. - During a long pause every thread stops: connection pools, HTTP clients and schedulers all report timeouts that are symptoms of the pause.",
  );
  const GATEWAY_RUNBOOK = runbook(
    "Runbook: High latency and 5xx on a gateway route / Reading the evidence: - Latency at exactly the timeout on one route, with the other routes normal, is an upstream problem, not a gateway problem.",
  );
  const HEAP_RUNBOOK = runbook(
    "Runbook: JVM memory pressure / Evidence collection: 5. If the service is still up and the heap keeps growing, take a heap histogram before restarting it; a restart destroys the evidence.",
  );
  itJudges([
    row(
      "one sentence in its order passes",
      "The runbook says long usage times point at slow queries",
      [POOL_RUNBOOK],
      "PASS",
    ),
    row(
      "the sentence turned round is relational wording",
      "The runbook says slow queries point at long usage times",
      [POOL_RUNBOOK],
      "LOW_CONFID",
      ["relational_wording"],
    ),
    row(
      "what the pool returns exceeding demand turns the runbook round",
      "The runbook says a growing waiting means what the pool returns exceeds demand",
      [POOL_RUNBOOK],
      "LOW_CONFID",
      ["relational_wording"],
    ),
    row(
      "before between two steps keeps their order",
      "The runbook says take a heap histogram before restarting it",
      [HEAP_RUNBOOK],
      "PASS",
    ),
    row(
      "before between two steps turned round is relational wording",
      "The runbook says restart the service before taking a heap histogram",
      [HEAP_RUNBOOK],
      "LOW_CONFID",
      ["relational_wording"],
    ),
    row(
      "what the runbook's sentence says only negated is a dropped negation when claimed",
      "The runbook says latency at exactly the timeout is a gateway problem",
      [GATEWAY_RUNBOOK],
      "REJECT",
      ["negation_conflict"],
    ),
    row(
      "what the runbook's sentence says affirmed passes",
      "The runbook says latency at exactly the timeout on a route, with the other routes normal, is an upstream problem",
      [GATEWAY_RUNBOOK],
      "PASS",
    ),
    row(
      "dropping what qualifies the runbook's words before them is unit_unsupported",
      "The JVM memory runbook says every thread stops",
      [JVM_READING_RUNBOOK],
      "LOW_CONFID",
      ["unit_unsupported"],
    ),
    row(
      "dropping a relative clause between the runbook's words is unit_unsupported",
      "The JVM memory runbook says full collections mean the old generation is nearly full of live objects",
      [JVM_READING_RUNBOOK],
      "LOW_CONFID",
      ["unit_unsupported"],
    ),
    row(
      "keeping the qualifier passes",
      "The JVM memory runbook says during a long pause every thread stops",
      [JVM_READING_RUNBOOK],
      "PASS",
    ),
    row(
      "the runbook's name before the attribution verb is not held to a sentence",
      "The HikariCP connection pool exhaustion runbook says long usage times point at slow queries",
      [POOL_RUNBOOK],
      "PASS",
    ),
  ]);
});

describe("what a claim attributes to a runbook written in the other language", () => {
  const JVM_READING_RUNBOOK = runbook(
    "Runbook: JVM memory pressure and long GC pauses / Reading the evidence: - Full collections that reclaim little (`4012M->3702M(4096M)`) mean the old generation is nearly full of live objects. - Humongous allocations point at very large arrays or collections, typically a query that loads tens of thousands of rows into memory. - During a long pause every thread stops: connection pools, HTTP clients and schedulers all report timeouts that are symptoms of the pause.",
  );
  const GATEWAY_RUNBOOK = runbook(
    "Runbook: High latency and 5xx on a gateway route / Reading the evidence: - Latency at exactly the timeout on one route, with the other routes normal, is an upstream problem, not a gateway problem. - A circuit breaker that opens protects the upstream; its 503s are a consequence, count them separately from the upstream's own errors.",
  );
  const JVM_USE_RUNBOOK = runbook(
    "Runbook: JVM memory pressure and long GC pauses / JVM memory pressure and long GC pauses: Use this runbook when `HighMemoryUsage` or `JvmGcPauseHigh` fires for a JVM service, or when requests stall for seconds at a time without a downstream cause.",
  );
  const CHINESE_POOL_RUNBOOK = runbook(
    "Runbook: 数据库连接池耗尽排查 / 如何判断: - `active` 等于 `total`、`idle=0` 且 `waiting` 持续上升，说明连接被占用的时间过长，而不一定是数据库拒绝连接。",
  );
  const CHINESE_USE_RUNBOOK = runbook(
    "Runbook: 数据库连接池耗尽排查 / 数据库连接池耗尽排查: 当服务日志出现 `Connection is not available, request timed out after 30000ms`，或者 `DBConnectionPoolExhausted` 告警触发时，按本手册排查数据库连接池（HikariCP）耗尽问题。",
  );
  itJudges([
    row(
      "both sides of the relation kept pass",
      "JVM 手册指出 Full GC 说明老年代被存活对象占满。",
      [JVM_READING_RUNBOOK],
      "PASS",
    ),
    row(
      "the relation noun kept on its sides passes",
      "JVM 手册指出超时是停顿的症状。",
      [JVM_READING_RUNBOOK],
      "PASS",
    ),
    row(
      "the relation noun turned round is relational wording",
      "JVM 手册指出停顿是超时的症状。",
      [JVM_READING_RUNBOOK],
      "LOW_CONFID",
      ["relational_wording"],
    ),
    row(
      "what protects what kept passes",
      "网关路由手册指出打开的熔断器保护上游。",
      [GATEWAY_RUNBOOK],
      "PASS",
    ),
    row(
      "what protects what turned round is relational wording",
      "网关路由手册指出上游保护熔断器。",
      [GATEWAY_RUNBOOK],
      "LOW_CONFID",
      ["relational_wording"],
    ),
    row(
      "words of two sentences joined are relational wording",
      "JVM 手册指出老年代占满说明 Humongous 分配。",
      [JVM_READING_RUNBOOK],
      "LOW_CONFID",
      ["relational_wording"],
    ),
    row(
      "what the sentence says only negated is a negation conflict",
      "网关路由手册指出是网关问题。",
      [GATEWAY_RUNBOOK],
      "REJECT",
      ["negation_conflict"],
    ),
    row(
      "the condition a runbook is used on, claimed as said, is modal wording",
      "JVM memory pressure and long GC pauses 手册指出请求停滞",
      [JVM_USE_RUNBOOK],
      "LOW_CONFID",
      ["modal_wording"],
    ),
    row(
      "a Chinese runbook's condition (告警触发时), claimed in English as said, is modal wording",
      "The 数据库连接池耗尽排查 runbook says the DBConnectionPoolExhausted alert fired",
      [CHINESE_USE_RUNBOOK],
      "LOW_CONFID",
      ["modal_wording"],
    ),
    row(
      "a relation whose one side only the runbook's title holds is relational wording",
      "JVM 手册说明 humongous allocations 指向 GC pauses",
      [JVM_READING_RUNBOOK],
      "LOW_CONFID",
      ["relational_wording"],
    ),
    row(
      "words resting on a runbook and its translation still need one sentence",
      "HikariCP 手册说明 slow queries 说明 JVM 本身发生了停顿",
      [
        runbook(
          "Runbook: HikariCP connection pool exhaustion / Reading the evidence: - Long `usage` times with normal `acquire` times before the incident point at slow queries or transactions that hold connections. - `Thread starvation or clock leap detected` from the housekeeper means the JVM itself stalled, usually a long GC pause.",
        ),
        runbook(
          "Runbook: 数据库连接池耗尽排查 / 如何判断: - 连接占用时间变长通常来自慢查询、大结果集或事务中的远程调用。 - 出现 `Thread starvation or clock leap detected` 说明 JVM 本身发生了停顿，应先排查内存压力和 GC。",
        ),
      ],
      "REJECT",
      ["relational_wording"],
    ),
    row(
      "what 说明 concludes, claimed in English without its ground, is relational wording",
      "The 数据库连接池耗尽排查 runbook says connections were occupied too long",
      [CHINESE_POOL_RUNBOOK],
      "LOW_CONFID",
      ["relational_wording"],
    ),
  ]);
});

describe("what a record says would happen", () => {
  const OLD_CLIENT_LOG =
    "2015-07-29 23:52:07,913 - WARN  [NIOServerCxn.Factory:0.0.0.0/0.0.0.0:2181:ZooKeeperServer@793] - Connection request from old client /10.10.34.12:54643; will be dropped if server is in r-o mode";
  itJudges([
    row(
      "keeping the condition passes",
      "收到来自旧客户端 /10.10.34.12:54643 的连接请求；如果服务器处于只读模式，该请求将被丢弃。",
      [OLD_CLIENT_LOG],
      "PASS",
    ),
    row(
      "stating it happened is modal wording",
      "the connection request from old client /10.10.34.12:54643 was dropped",
      [OLD_CLIENT_LOG],
      "LOW_CONFID",
      ["modal_wording"],
    ),
    row(
      "stating it happened in Chinese is modal wording",
      "来自旧客户端 /10.10.34.12:54643 的连接请求被丢弃",
      [OLD_CLIENT_LOG],
      "LOW_CONFID",
      ["modal_wording"],
    ),
    row(
      "could not says what did not happen, not what would",
      "Skype.exe could not connect through proxy proxy.cse.cuhk.edu.hk:5070",
      [
        "[10.30 18:04:14] Skype.exe - 86.99.222.235:443 error : Could not connect through proxy proxy.cse.cuhk.edu.hk:5070 - Proxy closed the connection unexpectedly.",
      ],
      "PASS",
    ),
  ]);
});

describe("what a record says only as one of alternatives", () => {
  const FILL_LOG =
    "2026-11-28T22:42:00Z DEBUG order-service [HikariPool-1 housekeeper] com.zaxxer.hikari.pool.HikariPool - HikariPool-1 - Fill pool skipped, pool has sufficient level or currently being filled (queueDepth=0).";
  const STARVATION_LOG =
    "2026-11-28T22:44:22Z WARN order-service [HikariPool-1 housekeeper] com.zaxxer.hikari.pool.HikariPool - HikariPool-1 - Thread starvation or clock leap detected (housekeeper delta=32s411ms).";
  itJudges([
    row(
      "keeping the alternative passes",
      "HikariPool-1 skipped filling the pool: the pool has sufficient level or is currently being filled",
      [FILL_LOG],
      "PASS",
    ),
    row(
      "one alternative stated alone is modal wording",
      "order-service HikariPool-1 pool filled",
      [FILL_LOG],
      "LOW_CONFID",
      ["modal_wording"],
    ),
    row(
      "the other alternative stated alone is modal wording",
      "HikariPool-1 pool has sufficient level",
      [FILL_LOG],
      "LOW_CONFID",
      ["modal_wording"],
    ),
    row(
      "both alternatives kept pass",
      "HikariPool-1 detected thread starvation or clock leap (housekeeper delta=32s411ms)",
      [STARVATION_LOG],
      "PASS",
    ),
    row(
      "a quote cut out of an alternative is modal wording",
      'order-service logged "clock leap detected"',
      [STARVATION_LOG],
      "LOW_CONFID",
      ["modal_wording"],
    ),
    row(
      "the whole alternative quoted passes",
      'HikariPool-1 logged "Thread starvation or clock leap detected"',
      [STARVATION_LOG],
      "PASS",
    ),
    row(
      "one cause of the detection alone is modal wording",
      "HikariPool-1 detected thread starvation",
      [STARVATION_LOG],
      "LOW_CONFID",
      ["modal_wording"],
    ),
    row(
      "the skipped fill claimed as done is a dropped negation",
      "order-service HikariPool-1: fill pool",
      [FILL_LOG],
      "REJECT",
      ["negation_conflict"],
    ),
    row("the skip kept passes", "HikariPool-1 Fill pool skipped", [FILL_LOG], "PASS"),
  ]);
});

describe("equalities and comparisons between named figures", () => {
  const HEAP_ABOVE_LOG =
    "2026-11-28T22:40:00Z WARN order-service [heap-monitor] com.example.order.monitoring.HeapUsageMonitor - Heap usage 87% (3563MiB/4096MiB) after GC, old gen 3236MiB, above the 85% threshold";
  const GATEWAY_TIMEOUT_LOG =
    "2026-11-28T22:52:41Z ERROR api-gateway [reactor-http-epoll-3] c.e.gateway.filter.TimeoutFilter - 504 GATEWAY_TIMEOUT for GET /api/orders/ORD-20261128-104871: Response took longer than timeout: PT30S";
  const RATE_ALERT =
    "High5xxRate firing, service=api-gateway, current=18.7%, threshold=5%, duration=7m";
  itJudges([
    row(
      "one key said to equal another of a different value is a conflict",
      "order-service HikariPool-1 waiting equal to total",
      [POOL_LOG],
      "REJECT",
      ["fact_conflict"],
    ),
    row(
      "a key said to have reached a larger one is a conflict",
      "order-service HikariPool-1 的 waiting 达到 total",
      [POOL_LOG],
      "REJECT",
      ["fact_conflict"],
    ),
    row(
      "a key equal to another of the same value passes",
      "order-service HikariPool-1 active equal to total",
      [POOL_LOG],
      "PASS",
    ),
    row(
      "a framing word that is a key is a side (current)",
      "api-gateway High5xxRate current equals threshold",
      [RATE_ALERT],
      "REJECT",
      ["fact_conflict"],
    ),
    row(
      "between a key and its own number the word only links",
      "order-service HikariPool-1 waiting equals 37",
      [POOL_LOG],
      "PASS",
    ),
    row(
      "a comparison between named figures is checked by arithmetic",
      "order-service threshold above heap usage",
      [HEAP_ABOVE_LOG],
      "REJECT",
      ["fact_conflict"],
    ),
    row(
      "a comparison between figures of different kinds says nothing the record states",
      "order-service old gen above heap usage",
      [HEAP_ABOVE_LOG],
      "LOW_CONFID",
      ["relational_wording"],
    ),
    row(
      "the record's own comparison in its order passes",
      "api-gateway Response took longer than timeout",
      [GATEWAY_TIMEOUT_LOG],
      "PASS",
    ),
    row(
      "the sides of a comparison swapped are relational wording",
      "api-gateway timeout took longer than Response",
      [GATEWAY_TIMEOUT_LOG],
      "LOW_CONFID",
      ["relational_wording"],
    ),
  ]);
});

describe("linking words, within and operators between two figures", () => {
  const LATENCY_LINE =
    "HighRequestLatency firing, service=api-gateway, p99=30.4s, threshold=2s, duration=9m";
  itJudges([
    row(
      "at between two keys of different values is a conflict",
      "api-gateway HighRequestLatency p99 at threshold",
      [LATENCY_LINE],
      "REJECT",
      ["fact_conflict"],
    ),
    row(
      "为 between two keys of different values is a conflict",
      "api-gateway HighRequestLatency 的 p99 为 threshold",
      [LATENCY_LINE],
      "REJECT",
      ["fact_conflict"],
    ),
    row(
      "at linking a named figure to a figure of another kind is relational wording",
      "order-service old gen at the 85% threshold",
      [
        "2026-11-28T22:40:00Z WARN order-service [heap-monitor] com.example.order.monitoring.HeapUsageMonitor - Heap usage 87% (3563MiB/4096MiB) after GC, old gen 3236MiB, above the 85% threshold",
      ],
      "LOW_CONFID",
      ["relational_wording"],
    ),
    row(
      "为 between two figures the record names in prose is a conflict",
      "熔断器 'order-service' failure rate 为 threshold",
      [
        "2026-11-28T22:48:02Z WARN api-gateway [parallel-3] com.example.gateway.resilience.CircuitBreakerEventLogger - CircuitBreaker 'order-service' changed state from CLOSED to OPEN (failure rate 62.5% >= threshold 50.0%)",
      ],
      "REJECT",
      ["fact_conflict"],
    ),
    row(
      "为 between two written figures of one kind that differ is a conflict",
      "库存服务 Cache miss ratio 0.14 为 0.10",
      [
        "2026-11-28T22:42:33Z WARN inventory-service [lettuce-nioEventLoop-4-1] com.example.inventory.cache.StockCacheMetrics - Cache miss ratio 0.14 above 0.10 for key prefix stock:FRA-2 after the 22:35 stock sync",
      ],
      "REJECT",
      ["fact_conflict"],
    ),
    row(
      "为 between a key and its figure only links",
      "api-gateway HighRequestLatency 的 p99 为 30.4s",
      [LATENCY_LINE],
      "PASS",
    ),
    row(
      "在 X 以内 with a larger figure before it is a conflict",
      "api-gateway HighRequestLatency 的 p99 30.4s 在 threshold 2s 以内",
      [LATENCY_LINE],
      "REJECT",
      ["fact_conflict"],
    ),
    row(
      "a spaced == the record does not write is unsupported",
      "api-gateway HighRequestLatency p99 == threshold",
      [LATENCY_LINE],
      "LOW_CONFID",
      ["fact_unsupported"],
    ),
  ]);
});

describe("Chinese completion words", () => {
  const COMMITTED_LOG =
    "17/06/09 20:10:58 INFO mapred.SparkHadoopMapRedUtil: attempt_201706092018_0024_m_000161_1156: Committed";
  const STARTED_LOG =
    "17/06/09 20:10:58 INFO broadcast.TorrentBroadcast: Started reading broadcast variable 34";
  itJudges([
    row(
      "完成 against a record that states the completed action passes",
      "SparkHadoopMapRedUtil 记录 attempt_201706092018_0024_m_000161_1156 提交完成",
      [COMMITTED_LOG],
      "PASS",
    ),
    row(
      "完成 against a record that states only a start is unsupported",
      "TorrentBroadcast 读取广播变量 34 完成",
      [STARTED_LOG],
      "LOW_CONFID",
      ["unit_unsupported"],
    ),
  ]);
});

describe("words a translation adds to a log line", () => {
  itJudges([
    row(
      "完成 against a record's past participle (initialized) passes",
      "CSI Store 4991456 初始化完成",
      [
        "2016-09-28 04:30:31, Info                  CSI    00000008 CSI Store 4991456 (0x00000000004c29e0) initialized",
      ],
      "PASS",
    ),
    row(
      "调用 beside a method name the record writes says only that it ran",
      "ActivityManager 调用 getRecentTasks，num=10",
      [
        "03-17 16:16:04.574  1702 17283 I ActivityManager: getRecentTasks: num=10 flags=0x1 userId=0",
      ],
      "PASS",
    ),
    row(
      "调用 beside no method name is unsupported",
      "ActivityManager 调用 num=10",
      [
        "03-17 16:16:04.574  1702 17283 I ActivityManager: getRecentTasks: num=10 flags=0x1 userId=0",
      ],
      "LOW_CONFID",
      ["unit_unsupported"],
    ),
    row(
      "来自 before the record's rhost passes",
      "pam_unix(sshd:auth) 报告来自 ec2-52-80-34-196.cn-north-1.compute.amazonaws.com.cn 的认证失败",
      [
        "Dec 10 09:32:35 LabSZ sshd[24787]: pam_unix(sshd:auth): authentication failure; logname= uid=0 euid=0 tty=ssh ruser= rhost=ec2-52-80-34-196.cn-north-1.compute.amazonaws.com.cn",
      ],
      "PASS",
    ),
    row(
      "第 before a number is an ordinal marker",
      "TorrentBroadcast 开始读取第 34 号广播变量",
      ["17/06/09 20:10:58 INFO broadcast.TorrentBroadcast: Started reading broadcast variable 34"],
      "PASS",
    ),
    row(
      "a word in mixed case aligns to its record's word (vCPU, vcpus)",
      "nova-compute 报告共有 16 个可用 vCPU",
      [
        "nova-compute.log.1.2017-05-16_13:55:31 2017-05-16 00:07:17.507 2931 INFO nova.compute.resource_tracker Total usable vcpus: 16, total allocated vcpus: 0",
      ],
      "PASS",
    ),
  ]);
});

describe("numbers of names and durations", () => {
  const GC_LOG =
    "2026-11-28T22:43:52Z INFO order-service [VM Thread] jvm.gc - GC(1871) Pause Full (G1 Compaction Pause) 4012M->3702M(4096M) 2310.447ms";
  itJudges([
    row(
      "a number glued into a name's brackets is that name's, not a count",
      "order-service 1871 Pause Full",
      [GC_LOG],
      "LOW_CONFID",
      ["fact_unsupported"],
    ),
    row(
      "the same number with its name passes",
      "order-service GC 1871 was a Pause Full (G1 Compaction Pause)",
      [GC_LOG],
      "PASS",
    ),
    row(
      "took before the record's duration passes",
      "order-service GC(1871) Pause Full took 2310.447ms",
      [GC_LOG],
      "PASS",
    ),
    row(
      "耗时 before the record's duration passes",
      "订单服务 GC(1871) 发生 Pause Full，耗时 2310.447ms",
      [GC_LOG],
      "PASS",
    ),
    row(
      "took before a size is unsupported",
      "order-service GC(1871) Pause Full took 4012M",
      [GC_LOG],
      "LOW_CONFID",
      ["fact_unsupported"],
    ),
  ]);
});

describe("necessity and order made of framing words", () => {
  const HEAP_LOG =
    "2026-11-28T22:34:00Z INFO order-service [heap-monitor] com.example.order.monitoring.HeapUsageMonitor - Heap usage 78% (3195MiB/4096MiB) after GC, old gen 2761MiB";
  itJudges([
    row(
      "has to states a necessity",
      "order-service HikariPool-1 has to time out after 30000ms",
      [POOL_LOG],
      "LOW_CONFID",
      ["modal_wording"],
    ),
    row(
      "has without to is framing",
      "order-service HikariPool-1 has active=50",
      [POOL_LOG],
      "PASS",
    ),
    row(
      "an order word with nothing after it is relational wording",
      "order-service heap usage 78% and a GC after",
      [HEAP_LOG],
      "LOW_CONFID",
      ["relational_wording"],
    ),
    row(
      "after it is an order word with nothing after it too",
      "order-service heap usage 78% and a GC after it",
      [HEAP_LOG],
      "LOW_CONFID",
      ["relational_wording"],
    ),
    row(
      "其后 opening a clause relates it to the one before",
      "订单服务堆使用率 78%，其后 GC",
      [HEAP_LOG],
      "LOW_CONFID",
      ["relational_wording"],
    ),
    row(
      "the record's own order keeps passing",
      "order-service heap usage 78% after GC",
      [HEAP_LOG],
      "PASS",
    ),
  ]);
});

describe("what a record says is to come", () => {
  const CERTIFICATE =
    "2026-11-28T22:46:15Z WARN payment-service [scheduling-2] c.e.CertificateExpiryChecker - TLS client certificate for the card provider expires in 21 days (2026-12-19T00:00:00Z)";
  itJudges([
    row(
      "in the present passes",
      "payment-service TLS client certificate for the card provider expires in 21 days",
      [CERTIFICATE],
      "PASS",
    ),
    row(
      "in the past is modal wording",
      "payment-service TLS client certificate for the card provider has expired",
      [CERTIFICATE],
      "LOW_CONFID",
      ["modal_wording"],
    ),
    row("已过期 is modal wording", "支付服务的 TLS 客户端证书已过期", [CERTIFICATE], "LOW_CONFID", [
      "modal_wording",
    ]),
  ]);
});

describe("what holds now", () => {
  const POOL_STATS =
    "2026-11-28T22:32:00Z DEBUG order-service [HikariPool-1 housekeeper] com.zaxxer.hikari.pool.HikariPool - HikariPool-1 - Pool stats (total=50, active=31, idle=19, waiting=0)";
  itJudges([
    row(
      "当前 beside a resolved alert's figure is unsupported",
      "payment-service 当前 p99=1.9s，高于 threshold=1.5s (PaymentProviderLatencyHigh)",
      [
        "PaymentProviderLatencyHigh resolved, service=payment-service, p99=1.9s, threshold=1.5s, duration=6m",
      ],
      "LOW_CONFID",
      ["relational_wording"],
    ),
    row(
      "the resolved alert's own 当前 key names its figure",
      "告警显示 audit-service 内存使用率过高，当前 86%",
      ["告警 内存使用率过高 resolved, service=audit-service, 当前=86%, 持续=18m"],
      "PASS",
    ),
    row(
      "a log line's figures without now pass",
      "order-service HikariPool-1 active=31, idle=19, waiting=0",
      [POOL_STATS],
      "PASS",
    ),
    row(
      "currently on a log line's figures is relational wording",
      "order-service HikariPool-1 currently active=31, idle=19, waiting=0",
      [POOL_STATS],
      "LOW_CONFID",
      ["relational_wording"],
    ),
    row(
      "目前 on a log line's figures is relational wording",
      "订单服务 HikariPool-1 目前 idle=19，waiting=0",
      [POOL_STATS],
      "LOW_CONFID",
      ["relational_wording"],
    ),
    row(
      "currently beside a firing alert passes",
      "order-service HighMemoryUsage is currently firing at 91%",
      [MEMORY_ALERT],
      "PASS",
    ),
  ]);
});

describe("what a claim says is in progress or to come", () => {
  const CAMPAIGN =
    "2026-11-28T22:30:00Z INFO order-service [scheduling-1] com.example.order.promo.CampaignScheduler - Campaign BF-NIGHT-2026 activated: 40% off on 1200 SKUs, expected peak 3x baseline order rate";
  const STOCK_SYNC =
    "2026-11-28T22:35:30Z INFO inventory-service [scheduling-1] com.example.inventory.sync.StockSyncJob - Stock sync for warehouse FRA-2 finished in 4.2s: 1284 SKUs updated";
  const BREAKER =
    "2026-11-28T22:49:40Z WARN api-gateway [parallel-2] com.example.gateway.resilience.CircuitBreakerEventLogger - CircuitBreaker 'order-service' changed state from HALF_OPEN to OPEN (failure rate 80.0% >= threshold 50.0%)";
  itJudges([
    row(
      "is activating where the record says activated",
      "order-service Campaign BF-NIGHT-2026 is activating",
      [CAMPAIGN],
      "LOW_CONFID",
      ["relational_wording"],
    ),
    row(
      "正在 where the record says it finished (a thread's name in -ing says nothing)",
      "inventory-service 仓库 FRA-2 的库存同步正在进行",
      [STOCK_SYNC],
      "LOW_CONFID",
      ["relational_wording"],
    ),
    row(
      "即将 where the record says it happened",
      "order-service 的 Campaign BF-NIGHT-2026 即将激活",
      [CAMPAIGN],
      "LOW_CONFID",
      ["modal_wording"],
    ),
    row(
      "将 before a transition says it will happen",
      "CircuitBreaker 'order-service' 将从 HALF_OPEN 变为 OPEN",
      [BREAKER],
      "LOW_CONFID",
      ["modal_wording"],
    ),
    row(
      "正在 for a verb the record has in -ing passes",
      "20771 正在关闭",
      ["2017-04-08 21:54:37.622 CEST [20771] LOG:  shutting down"],
      "PASS",
    ),
    row(
      "正在 for a state that holds while reported passes (Active base files)",
      "/var/lib/nova/instances/_base/a489c868f0c37da93b76227c91bb03908ac0e742 是正在使用的 base 文件（Active base files）",
      [
        "2017-05-16 00:07:45.547 2931 INFO nova.virt.libvirt.imagecache [req-addc1839-2ed5-4778-b57e-5854eb7b8b09 - - - - -] Active base files: /var/lib/nova/instances/_base/a489c868f0c37da93b76227c91bb03908ac0e742",
      ],
      "PASS",
    ),
    row(
      "将 that says what is done to what is not the future",
      "NameSystem.delete 将 blk_5668137923110942035 添加到 10.251.91.229:50010 的 invalidSet",
      [
        "081111 023013 27 INFO dfs.FSNamesystem: BLOCK* NameSystem.delete: blk_5668137923110942035 is added to invalidSet of 10.251.91.229:50010",
      ],
      "PASS",
    ),
  ]);
});

describe("what a runbook instructs, said to be done", () => {
  const ESCALATION = runbook(
    "Runbook: HikariCP connection pool exhaustion / Escalation: Page the owning team with the alert, the pool statistics lines and the leak-detection stack trace. Include the time the `waiting` count first rose above zero.",
  );
  const NOTE_ZH = runbook(
    "Runbook: 数据库连接池耗尽排查 / 注意: 连接池耗尽本身并不能证明连接池太小。在确认连接占用时间之前，不要直接调大 `maximumPoolSize`。",
  );
  itJudges([
    row(
      "a verb in the past over the runbook's imperative",
      "The HikariCP connection pool exhaustion runbook says it paged the owning team with the alert",
      [ESCALATION],
      "LOW_CONFID",
      ["relational_wording"],
    ),
    row(
      "已 over a runbook's instruction",
      "数据库连接池耗尽排查手册指出已确认连接占用时间",
      [NOTE_ZH],
      "LOW_CONFID",
      ["relational_wording"],
    ),
    row(
      "the instruction reported as one passes",
      "The HikariCP connection pool exhaustion runbook says to page the owning team with the alert",
      [ESCALATION],
      "PASS",
    ),
  ]);
});

describe("since a time, and the latest of several", () => {
  const BREAKER =
    "2026-11-28T22:48:02Z WARN api-gateway [parallel-3] com.example.gateway.resilience.CircuitBreakerEventLogger - CircuitBreaker 'order-service' changed state from CLOSED to OPEN (failure rate 62.5% >= threshold 50.0%)";
  const SLOW_QUERY =
    "2026-11-28T22:33:24Z WARN order-service [http-nio-8080-exec-14] com.example.order.persistence.SlowQueryLogger - Slow query 4812ms: OrderRepository.findRecentByCustomerWithItems(customerId=C-5512093) returned 18402 rows";
  itJudges([
    row(
      "自 X 起 says the state held on since then, which a transition's from does not",
      "CircuitBreaker 'order-service' 自 22:48:02 起 OPEN",
      [BREAKER],
      "LOW_CONFID",
      ["relational_wording"],
    ),
    row(
      "recent is a word of a method's name there, not said of the query",
      "order-service's recent slow query took 4812ms",
      [SLOW_QUERY],
      "LOW_CONFID",
      ["quantifier_wording"],
    ),
    row(
      "最近一次 says it is the latest, which one line cannot say",
      "order-service 最近一次慢查询返回 18402 行",
      [SLOW_QUERY],
      "LOW_CONFID",
      ["quantifier_wording"],
    ),
  ]);
});

describe("an event a record only names", () => {
  itJudges([
    row(
      "started from a GC phase's label",
      "order-service started at 2026-11-28T22:39:31Z",
      [
        "2026-11-28T22:39:31Z INFO order-service [VM Thread] jvm.gc - GC(1857) Pause Young (Concurrent Start) (G1 Humongous Allocation) 3610M->3488M(4096M) 612.408ms",
      ],
      "LOW_CONFID",
      ["unit_unsupported"],
    ),
    row(
      "debugged from a DEBUG line's level",
      "order-service debugged HikariPool-1 at 22:46:00",
      [
        "2026-11-28T22:46:00Z DEBUG order-service [HikariPool-1 housekeeper] com.zaxxer.hikari.pool.HikariPool - HikariPool-1 - Pool stats (total=50, active=50, idle=0, waiting=37)",
      ],
      "LOW_CONFID",
      ["unit_unsupported"],
    ),
    row(
      "调试 as a verb from the level, where 调试日志 names it",
      "order-service 在 22:46:00 对 HikariPool-1 进行了调试",
      [
        "2026-11-28T22:46:00Z DEBUG order-service [HikariPool-1 housekeeper] com.zaxxer.hikari.pool.HikariPool - HikariPool-1 - Pool stats (total=50, active=50, idle=0, waiting=37)",
      ],
      "LOW_CONFID",
      ["unit_unsupported"],
    ),
    row(
      "the record's own bracketed word copied passes",
      "AirPort reported Link Down on awdl0 with Reason 1 (Unspecified)",
      [
        "Jul  1 09:23:26 calvisitor-10-105-160-95 kernel[0]: AirPort: Link Down on awdl0. Reason 1 (Unspecified).",
      ],
      "PASS",
    ),
  ]);
});

describe("an alert said to be going off", () => {
  itJudges([
    row(
      "is alerting against pending",
      "order-service JvmGcPauseHigh is alerting",
      ["JvmGcPauseHigh pending, service=order-service, p99=2.3s, threshold=1s, duration=3m"],
      "REJECT",
      ["state_conflict"],
    ),
    row(
      "在报警 against resolved",
      "payment-service 的 PaymentProviderLatencyHigh 在报警",
      [
        "PaymentProviderLatencyHigh resolved, service=payment-service, p99=1.9s, threshold=1.5s, duration=6m",
      ],
      "REJECT",
      ["state_conflict"],
    ),
    row(
      "在报警 against firing passes",
      "order-service 的 HighMemoryUsage 在报警",
      ["HighMemoryUsage firing, service=order-service, current=91%, duration=15m"],
      "PASS",
    ),
  ]);
});

describe("a month named May", () => {
  itJudges([
    row(
      "the month of a time stamp makes nothing hypothetical",
      "Open data file dump.rdb: No such file or directory.",
      ["[2932] 31 May 04:32:08 # Open data file dump.rdb: No such file or directory"],
      "PASS",
    ),
    row(
      "may as a modal still does",
      "the pool was exhausted",
      ["WARN order-service the pool may be exhausted"],
      "LOW_CONFID",
      ["modal_wording"],
    ),
  ]);
});

describe("开始 before a verb the record writes in -ing", () => {
  itJudges([
    row(
      "开始监听 for Listening on passes",
      "listener 开始监听 /tmp/mongodb-27017.sock。",
      [
        '{"t":{"$date":"2021-03-22T21:21:26.460+00:00"},"s":"I",  "c":"NETWORK",  "id":23015,   "ctx":"listener","msg":"Listening on","attr":{"address":"/tmp/mongodb-27017.sock"}}',
      ],
      "PASS",
    ),
    row(
      "开始关闭 for closing passes",
      "2018-05-17T08:29:25,598，vWNJsZ3 开始关闭。",
      ["[2018-05-17T08:29:25,598][INFO ][o.e.n.Node               ] [vWNJsZ3] closing ..."],
      "PASS",
    ),
    row(
      "开始 before a key in -ing (waiting=37) is unsupported",
      "http-nio-8080-exec-48 在 22:56:12 开始等待连接",
      [
        "2026-11-28T22:56:12Z ERROR order-service [http-nio-8080-exec-48] com.zaxxer.hikari.pool.HikariPool - HikariPool-1 - Connection is not available, request timed out after 30000ms (total=50, active=50, idle=0, waiting=37)",
      ],
      "LOW_CONFID",
      ["unit_unsupported"],
    ),
    row(
      "开始 before what the record says is done is unsupported",
      "order-service 连接池开始耗尽",
      [
        "2026-11-28T22:38:40Z WARN order-service HikariPool-1 - pool exhausted, waiting for connections",
      ],
      "LOW_CONFID",
      ["unit_unsupported"],
    ),
  ]);
});

describe("用 and 通过 before what one record names", () => {
  const CALORIES =
    "20171223-22:15:29:645|Step_ExtSDM|30002312|calculateCaloriesWithCache totalCalories=126775";
  const ELECTED =
    "[2018-05-17T08:19:48,816][INFO ][o.e.c.s.MasterService    ] [vWNJsZ3] zen-disco-elected-as-master ([0] nodes joined), reason: new_master {vWNJsZ3}";
  itJudges([
    row(
      "通过 before a word of the record passes",
      "Step_ExtSDM 通过缓存计算出总卡路里 totalCalories=126775。",
      [CALORIES],
      "PASS",
    ),
    row(
      "通过 before a name of the record passes",
      "2018-05-17T08:19:48,816，vWNJsZ3 通过 zen-disco 当选 master。",
      [ELECTED],
      "PASS",
    ),
    row(
      "通过 before what the record does not name is unsupported",
      "Step_ExtSDM 通过数据库计算出总卡路里 totalCalories=126775。",
      [CALORIES],
      "LOW_CONFID",
      ["unit_unsupported"],
    ),
    row(
      "通过 between what two records say is unsupported",
      "Step_ExtSDM 通过 zen-disco 计算出 totalCalories=126775。",
      [CALORIES, ELECTED],
      "REJECT",
      ["records_crossed", "unit_unsupported"],
    ),
    row(
      "通过 as a verb (passed) is unsupported",
      "sshd[2754] 的 pam_succeed_if 检查没有通过。",
      [
        'Feb 22 16:46:02 slave22 sshd[2754]: pam_succeed_if(sshd:auth): requirement "uid >= 1000" not met by user "root"',
      ],
      "LOW_CONFID",
      ["unit_unsupported"],
    ),
  ]);
});

describe("through, via and over (before a protocol) before what one record names", () => {
  const NESTED =
    "[2019-12-26 17:39:25,646] {{logging_mixin.py:112}} INFO - [2019-12-26 17:39:25,646] {{settings.py:211}} DEBUG - Setting up DB connection pool (PID 711)";
  const DNS =
    '[INFO] 127.0.0.1:50759 - 29008 "A IN example.org. udp 41 false 4096" NOERROR qr,rd,ra,ad 68 0.037990251s';
  itJudges([
    row(
      "through a name of the record passes",
      "At 2019-12-26 17:39:25,646 settings.py:211 logged, through logging_mixin.py:112, that it was setting up the DB connection pool for PID 711.",
      [NESTED],
      "PASS",
    ),
    row(
      "over a protocol the record names passes",
      "An A query for example.org. from 127.0.0.1:50759 over udp got NOERROR.",
      [DNS],
      "PASS",
    ),
    row(
      "over before anything else still compares",
      "An A query for example.org. took over 0.03s.",
      [DNS],
      "LOW_CONFID",
      ["unit_unsupported"],
    ),
  ]);
});

describe("a comparison word with a place or a time after it", () => {
  const THERMALD =
    "1986-04-26T01:23:45.388424+04:00 rmbkmonitor04 thermald: constraint_0_power_limit_uw exceeded.";
  itJudges([
    row(
      "exceeded on a host, as the record says it of the same name, passes",
      "At 1986-04-26T01:23:45.388424+04:00, constraint_0_power_limit_uw was exceeded on rmbkmonitor04.",
      [THERMALD],
      "PASS",
    ),
    row(
      "exceeded of another name is unsupported",
      "At 1986-04-26T01:23:45.388424+04:00, the power limit was exceeded on rmbkmonitor04.",
      [THERMALD],
      "LOW_CONFID",
      ["relational_wording"],
    ),
  ]);
});

describe("完成 before a verb the record writes in the past", () => {
  itJudges([
    row(
      "完成启动 for started passes",
      "Redis 1.2.6 在 30 May 10:04:45 完成启动。",
      ["30 May 10:04:45 - Server started, Redis version 1.2.6"],
      "PASS",
    ),
    row(
      "完成启动 where the line is starting is unsupported",
      "Redis 1.2.6 在 30 May 10:04:45 完成启动。",
      ["30 May 10:04:45 - Server starting, Redis version 1.2.6"],
      "LOW_CONFID",
      ["unit_unsupported"],
    ),
  ]);
});

describe("时 inside what one record says", () => {
  itJudges([
    row(
      "时 between two parts of one line passes",
      "2016-12-09T12:08:33.402433Z，InnoDB 恢复时扫描到了日志序列号 2498872。",
      [
        "2016-12-09T12:08:33.402433Z 0 [Note] InnoDB: Doing recovery: scanned up to log sequence number 2498872",
      ],
      "PASS",
    ),
    row(
      "时 timing one record by another is relational wording",
      "order-service 请求超时时，payment-service 出现请求超时",
      [
        "2026-11-29T10:02:11Z ERROR order-service [pool-3-thread-7] HikariPool-1 - Connection is not available, request timed out after 30000ms",
        "2026-11-29T10:02:12Z ERROR payment-service request timed out after 5000ms",
      ],
      "LOW_CONFID",
      ["relational_wording"],
    ),
  ]);
});

describe("a comparison between figures of different kinds", () => {
  const HEAP_LOG =
    "2026-11-28T22:45:00Z WARN order-service [heap-monitor] com.example.order.monitoring.HeapUsageMonitor - Heap usage 90% (3686MiB/4096MiB) after GC, old gen 3390MiB, above the 85% threshold";
  itJudges([
    row(
      "a size said to be above a percentage is relational wording",
      "order-service old gen 3390MiB above the 85% threshold",
      [HEAP_LOG],
      "LOW_CONFID",
      ["relational_wording"],
    ),
    row(
      "in Chinese too",
      "order-service old gen 3390MiB，超过 85% 阈值",
      [HEAP_LOG],
      "LOW_CONFID",
      ["relational_wording"],
    ),
    row(
      "the percentage the record compares passes",
      "order-service heap usage 90% after GC, above the 85% threshold",
      [HEAP_LOG],
      "PASS",
    ),
  ]);
});

describe("时 on a line that orders its own parts", () => {
  itJudges([
    row(
      "时 where the line says after is relational wording",
      "order-service GC 时 Heap usage 90%",
      [
        "2026-11-28T22:45:00Z WARN order-service [heap-monitor] com.example.order.monitoring.HeapUsageMonitor - Heap usage 90% (3686MiB/4096MiB) after GC, old gen 3390MiB, above the 85% threshold",
      ],
      "LOW_CONFID",
      ["relational_wording"],
    ),
  ]);
});

describe("a quote of a runbook out of its clause", () => {
  const STARVATION_RUNBOOK = runbook(
    "Runbook: HikariCP connection pool exhaustion / Reading the evidence: - `Thread starvation or clock leap detected` from the housekeeper means the JVM itself stalled, usually a long GC pause; check JVM memory pressure before tuning the pool.",
  );
  itJudges([
    row(
      "the consequence of means, quoted alone, is relational wording",
      'The runbook says "the JVM itself stalled"',
      [STARVATION_RUNBOOK],
      "LOW_CONFID",
      ["relational_wording"],
    ),
    row(
      "quoted with its ground, it passes",
      'The runbook says "Thread starvation or clock leap detected" from the housekeeper means "the JVM itself stalled"',
      [STARVATION_RUNBOOK],
      "PASS",
    ),
  ]);
});

describe("what a claim says was caused, read by whole words", () => {
  itJudges([
    row(
      "a name inside a longer name of the cause is not written in the cause",
      "At 17:12:45 ZooKeeper closed session 0x0 due to java.io.IOException: ZooKeeperServer not running.",
      [
        "2015-08-20 17:12:45,757 - WARN  [NIOServerCxn.Factory:0.0.0.0/0.0.0.0:2181:NIOServerCnxn@354] - Exception causing close of session 0x0 due to java.io.IOException: ZooKeeperServer not running",
      ],
      "PASS",
    ),
    row(
      "a Caused by line writes no effect of its own",
      "The exception was caused by java.net.ConnectException: connection refused to /10.160.113.58:39941.",
      ["Caused by: java.net.ConnectException: Connection refused: /10.160.113.58:39941 "],
      "PASS",
    ),
    row(
      "由 X 引起 on a Caused by line passes",
      "该异常由 java.net.ConnectException 引起：连接 /10.160.113.58:39941 被拒绝。",
      ["Caused by: java.net.ConnectException: Connection refused: /10.160.113.58:39941 "],
      "PASS",
    ),
  ]);
});
