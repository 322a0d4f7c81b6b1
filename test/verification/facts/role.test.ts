import { describe, expect, it } from "vitest";
import { judgeRole, markedRole, roleOfKey } from "../../../src/verification/facts/role.js";
import {
  BREAKER_LOG,
  CART_UPSTREAM_LOG,
  grammar,
  itJudges,
  named,
  POOL_LOG,
  row,
  UPSTREAM_LOG,
} from "./judging.js";

const PROSE_CALL_LOG = "ERROR cart-service call to inventory-service failed status=503";
const DOWNSTREAM_LOG = "ERROR order-service downstream=cart-service status=503";
const CHINESE_UPSTREAM_LOG = "ERROR cart-service 上游 inventory-service 调用失败";
const CHINESE_CALL_LOG =
  "2026-11-28T22:45:03Z ERROR order-service 调用 payment-service 超时 timeout_ms=3000";

describe("role", () => {
  describe("the role a key gives its value", () => {
    it.each(
      named([
        { condition: "service names the subject", key: "service", role: "subject" },
        { condition: "host names the subject", key: "host", role: "subject" },
        { condition: "pod names the subject", key: "pod", role: "subject" },
        { condition: "服务 names the subject", key: "服务", role: "subject" },
        { condition: "upstream names the one called", key: "upstream", role: "callee" },
        { condition: "target names the one called", key: "target", role: "callee" },
        { condition: "peer names the one called", key: "peer", role: "callee" },
        { condition: "to names the one called", key: "to", role: "callee" },
        { condition: "上游 names the one called", key: "上游", role: "callee" },
        { condition: "downstream names the caller", key: "downstream", role: "caller" },
        { condition: "client names the caller", key: "client", role: "caller" },
        { condition: "from names the caller", key: "from", role: "caller" },
        { condition: "下游 names the caller", key: "下游", role: "caller" },
        { condition: "cluster names a cluster", key: "cluster", role: "cluster" },
        { condition: "集群 names a cluster", key: "集群", role: "cluster" },
        { condition: "waiting names no role", key: "waiting", role: null },
      ]),
    )("%s", (_condition, { key, role }) => {
      expect(roleOfKey(grammar, key)).toBe(role);
    });
  });

  describe("the role the words before an entity give it", () => {
    it.each(
      named<{ condition: string; words: string[]; role: string | null }>([
        { condition: "calls marks the one called", words: ["calls"], role: "callee" },
        {
          condition: "call to marks the one called, nearest word first",
          words: ["to", "call"],
          role: "callee",
        },
        { condition: "upstream marks the one called", words: ["upstream"], role: "callee" },
        { condition: "downstream marks the caller", words: ["downstream"], role: "caller" },
        {
          condition: "the CircuitBreaker marks a breaker",
          words: ["the", "circuitbreaker"],
          role: "breaker",
        },
        { condition: "调用 marks the one called", words: ["调用"], role: "callee" },
        { condition: "上游 marks the one called", words: ["上游"], role: "callee" },
        {
          condition: "a Chinese run ending in 连接 marks the one called",
          words: ["无法连接"],
          role: "callee",
        },
        { condition: "熔断器 marks a breaker", words: ["熔断器"], role: "breaker" },
        { condition: "客户端 marks the caller", words: ["客户端"], role: "caller" },
        {
          condition: "a word that marks nothing ends the search",
          words: ["waiting", "calls"],
          role: null,
        },
        {
          condition: "a marker beyond three words is too far",
          words: ["to", "the", "of", "calls"],
          role: null,
        },
      ]),
    )("%s", (_condition, { words, role }) => {
      expect(markedRole(grammar, words)).toBe(role);
    });
  });

  describe("judging a claimed role", () => {
    it.each(
      named<{
        condition: string;
        claimed: string;
        recorded: Set<string>[];
        outcome: "supported" | "conflict" | "unknown";
      }>([
        {
          condition: "the role the record gives is supported",
          claimed: "callee",
          recorded: [new Set(["callee"])],
          outcome: "supported",
        },
        {
          condition: "another role than the record gives is a conflict",
          claimed: "subject",
          recorded: [new Set(["callee"])],
          outcome: "conflict",
        },
        {
          condition: "a merely mentioned entity has no role to contradict",
          claimed: "subject",
          recorded: [new Set(["mentioned"])],
          outcome: "unknown",
        },
        {
          condition: "an entity no record names is unknown",
          claimed: "subject",
          recorded: [],
          outcome: "unknown",
        },
        {
          condition: "one record giving the claimed role is enough",
          claimed: "callee",
          recorded: [new Set(["subject"]), new Set(["callee"])],
          outcome: "supported",
        },
      ]),
    )("%s", (_condition, { claimed, recorded, outcome }) => {
      expect(judgeRole(claimed, recorded)).toBe(outcome);
    });
  });

  describe("claims judged by their roles", () => {
    itJudges([
      row(
        "the caller calling its upstream passes",
        "cart-service calls to inventory-service failed",
        [CART_UPSTREAM_LOG],
        "PASS",
      ),
      row(
        "the upstream named as the caller is a conflict",
        "inventory-service calls to cart-service failed",
        [CART_UPSTREAM_LOG],
        "REJECT",
        ["role_conflict"],
      ),
      row(
        "upstream before the upstream passes",
        "cart-service upstream inventory-service failed",
        [CART_UPSTREAM_LOG],
        "PASS",
      ),
      row(
        "upstream before the caller is a conflict",
        "inventory-service upstream cart-service failed",
        [CART_UPSTREAM_LOG],
        "REJECT",
        ["role_conflict"],
      ),
      row(
        "the record's own pairs pass",
        "cart-service upstream=inventory-service status=503",
        [CART_UPSTREAM_LOG],
        "PASS",
      ),
      row(
        "swapped service= and upstream= values are a conflict",
        "service=inventory-service upstream=cart-service status=503",
        [CART_UPSTREAM_LOG],
        "REJECT",
        ["role_conflict"],
      ),
      row(
        "downstream for an upstream is a conflict",
        "cart-service downstream inventory-service failed",
        [CART_UPSTREAM_LOG],
        "REJECT",
        ["role_conflict"],
      ),
      row(
        "an upstream the record does not name is unsupported",
        "cart-service upstream pricing-service failed",
        [CART_UPSTREAM_LOG],
        "LOW_CONFID",
        ["fact_unsupported"],
      ),
      row(
        "the breaker's name after CircuitBreaker passes",
        "cart-service CircuitBreaker inventory-service is OPEN",
        [BREAKER_LOG],
        "PASS",
      ),
      row(
        "the breaker's owner named as the breaker is a conflict",
        "inventory-service CircuitBreaker cart-service is OPEN",
        [BREAKER_LOG],
        "REJECT",
        ["role_conflict"],
      ),
      row(
        "a record's call to gives the one called its role",
        "cart-service calls inventory-service",
        [PROSE_CALL_LOG],
        "PASS",
      ),
      row(
        "calls reversed against a record's call to is a conflict",
        "inventory-service calls cart-service",
        [PROSE_CALL_LOG],
        "REJECT",
        ["role_conflict"],
      ),
      row(
        "downstream before the caller passes",
        "order-service downstream cart-service status=503",
        [DOWNSTREAM_LOG],
        "PASS",
      ),
      row(
        "downstream reversed is a conflict",
        "cart-service downstream order-service",
        [DOWNSTREAM_LOG],
        "REJECT",
        ["role_conflict"],
      ),
      row(
        "a Go line's caller with its upstream and latency passes",
        "pricing-service upstream inventory-service status=503 latency_ms=3480",
        [UPSTREAM_LOG],
        "PASS",
      ),
    ]);
  });

  describe("Chinese claims judged by their roles", () => {
    itJudges([
      row(
        "调用 the upstream passes",
        "cart-service 调用 inventory-service 失败",
        [CART_UPSTREAM_LOG],
        "PASS",
      ),
      row(
        "the upstream 调用 the caller is a conflict",
        "inventory-service 调用 cart-service 失败",
        [CART_UPSTREAM_LOG],
        "REJECT",
        ["role_conflict"],
      ),
      row(
        "上游 before the upstream passes",
        "cart-service 上游 inventory-service status=503",
        [CART_UPSTREAM_LOG],
        "PASS",
      ),
      row(
        "上游 before the caller is a conflict",
        "inventory-service 上游 cart-service status=503",
        [CART_UPSTREAM_LOG],
        "REJECT",
        ["role_conflict"],
      ),
      row(
        "下游 before the caller passes",
        "order-service 下游 cart-service status=503",
        [DOWNSTREAM_LOG],
        "PASS",
      ),
      row(
        "上游 before a caller is a conflict",
        "order-service 上游 cart-service status=503",
        [DOWNSTREAM_LOG],
        "REJECT",
        ["role_conflict"],
      ),
      row(
        "a Chinese record's 上游 passes in its order",
        "cart-service 上游 inventory-service 失败",
        [CHINESE_UPSTREAM_LOG],
        "PASS",
      ),
      row(
        "a Chinese record's 上游 reversed is a conflict",
        "inventory-service 上游 cart-service 失败",
        [CHINESE_UPSTREAM_LOG],
        "REJECT",
        ["role_conflict"],
      ),
      row(
        "a Chinese record's 调用 passes in its order",
        "order-service 调用 payment-service 超时",
        [CHINESE_CALL_LOG],
        "PASS",
      ),
      row(
        "a Chinese record's 调用 reversed is a conflict",
        "payment-service 调用 order-service 超时",
        [CHINESE_CALL_LOG],
        "REJECT",
        ["role_conflict"],
      ),
    ]);
  });
});

describe("an entity named in another role", () => {
  const GO_UPSTREAM_LOG =
    '{"level":"error","service":"fraud-scorer","msg":"upstream request failed","upstream":"auth-proxy","attempt":3,"latency_ms":3060}';
  const REDIS_LOG =
    "2026-03-27T08:10:55.534Z ERROR 1 --- [fraud-scorer] [http-nio-8080-exec-1] c.fraud.cache.SessionStore : Redis read failed: JedisConnectionException: Read timed out (remote=redis-fraud-0:6379, timeout=3000ms)";
  const AUTH_PROXY_LOG =
    "2026-03-27T08:10:55.534Z ERROR 1 --- [auth-proxy] [http-nio-8080-exec-1] c.auth.Handler : Read timed out (remote=redis-auth-0:6379, timeout=3000ms)";
  itJudges([
    row(
      "does not govern the facts after it: they stay the subject's",
      "fraud-scorer: upstream auth-proxy, attempt 3 and Read timed out.",
      [GO_UPSTREAM_LOG, REDIS_LOG],
      "PASS",
    ),
    row(
      "a fact only the other entity's own record states is still another subject's",
      "fraud-scorer: upstream auth-proxy, attempt 3 and Read timed out.",
      [GO_UPSTREAM_LOG, AUTH_PROXY_LOG],
      "REJECT",
      ["subject_conflict"],
    ),
  ]);
});

describe("the preposition before a role noun", () => {
  const FAILED_FOR_CUSTOMER =
    "2026-11-28T22:47:05Z ERROR order-service [http-nio-8080-exec-12] com.example.order.api.GlobalExceptionHandler - POST /api/orders failed for customer C-2231007: Unable to acquire JDBC Connection";
  itJudges([
    row(
      "the record's preposition passes",
      "order-service POST /api/orders failed for customer C-2231007",
      [FAILED_FOR_CUSTOMER],
      "PASS",
    ),
    row(
      "another preposition gives the customer another role",
      "order-service POST /api/orders failed by customer C-2231007",
      [FAILED_FOR_CUSTOMER],
      "REJECT",
      ["role_conflict"],
    ),
  ]);
});

describe("an identifier claimed as what logged the line", () => {
  const THREAD_LEAK_LOG =
    "2026-11-28T22:38:40Z WARN order-service [HikariPool-1 housekeeper] com.zaxxer.hikari.pool.ProxyLeakTask - Connection leak detection triggered for org.postgresql.jdbc.PgConnection@6d4f1a2b on thread http-nio-8080-exec-22, stack trace follows java.lang.Exception: Apparent connection leak detected";
  itJudges([
    row(
      "a thread the message names after on did not log it",
      "http-nio-8080-exec-22 logged Connection leak detection triggered",
      [THREAD_LEAK_LOG],
      "REJECT",
      ["role_conflict"],
    ),
    row(
      "a kind noun before the thread changes nothing",
      "thread http-nio-8080-exec-22 logged Connection leak detection triggered",
      [THREAD_LEAK_LOG],
      "REJECT",
      ["role_conflict"],
    ),
    row(
      "a word between the thread and the verb changes nothing",
      "http-nio-8080-exec-22 had logged Connection leak detection triggered",
      [THREAD_LEAK_LOG],
      "REJECT",
      ["role_conflict"],
    ),
    row(
      "nor did a provider the line names as a key's value",
      "adyen reported Payment authorized for order ORD-20261128-104871",
      [
        "2026-11-28T22:37:19Z INFO payment-service [http-nio-8080-exec-9] com.example.payment.api.PaymentController - Payment authorized for order ORD-20261128-104871: amount=54.00 EUR, provider=adyen, took 388ms",
      ],
      "REJECT",
      ["role_conflict"],
    ),
    row(
      "nor a customer the line names after for, with 显示",
      "客户 C-2231007 显示 POST /api/orders 失败",
      [
        "2026-11-28T22:47:05Z ERROR order-service [http-nio-8080-exec-12] com.example.order.api.GlobalExceptionHandler - POST /api/orders failed for customer C-2231007: Unable to acquire JDBC Connection",
      ],
      "REJECT",
      ["role_conflict"],
    ),
    row(
      "the logger class a line ends with in brackets logged it",
      "At 12:57:18,400, ReplicaFetcherThread reported an error for partition test-3-0 at offset 0 (leaderId=30)",
      [
        "[2018-10-17 12:57:18,400] ERROR [ReplicaFetcher replicaId=10, leaderId=30, fetcherId=0] Error for partition test-3-0 at offset 0 (kafka.server.ReplicaFetcherThread)",
      ],
      "PASS",
    ),
    row(
      "the service in the header logged it",
      "order-service logged Connection leak detection triggered on thread http-nio-8080-exec-22",
      [THREAD_LEAK_LOG],
      "PASS",
    ),
    row(
      "the thread in the header logged it",
      "http-nio-8080-exec-7 logged Connection is not available",
      [POOL_LOG.replace("pool-3-thread-7", "http-nio-8080-exec-7")],
      "PASS",
    ),
  ]);
});

describe("a list of subjects", () => {
  const PAYMENT_POOL_STATS =
    "2026-11-28T22:32:00Z DEBUG payment-service [HikariPool-1 housekeeper] com.zaxxer.hikari.pool.HikariPool - HikariPool-1 - Pool stats (total=20, active=3, idle=17, waiting=0)";
  itJudges([
    row(
      "puts the fact after it on every subject listed",
      "payment-service and order-service HikariPool-1 waiting=37",
      [PAYMENT_POOL_STATS, POOL_LOG],
      "REJECT",
      ["subject_conflict"],
    ),
    row(
      "in Chinese with 、 too",
      "payment-service、order-service HikariPool-1 waiting=37",
      [PAYMENT_POOL_STATS, POOL_LOG],
      "REJECT",
      ["subject_conflict"],
    ),
    row(
      "a name the only record holds in another role is no subject of it",
      "api-gateway and order-service CircuitBreaker changed state from CLOSED to OPEN",
      [
        "2026-11-28T22:48:02Z WARN api-gateway [parallel-3] com.example.gateway.resilience.CircuitBreakerEventLogger - CircuitBreaker 'order-service' changed state from CLOSED to OPEN (failure rate 62.5% >= threshold 50.0%)",
      ],
      "REJECT",
      ["subject_conflict"],
    ),
    row(
      "passes when each subject's record states it",
      "payment-service and order-service HikariPool-1 Pool stats",
      [
        PAYMENT_POOL_STATS,
        "2026-11-28T22:32:00Z DEBUG order-service [HikariPool-1 housekeeper] com.zaxxer.hikari.pool.HikariPool - HikariPool-1 - Pool stats (total=50, active=31, idle=19, waiting=0)",
      ],
      "PASS",
    ),
  ]);
});

describe("the role the word before an identifier gives it", () => {
  const RESERVATION_LOG =
    "2026-11-28T22:42:33Z INFO inventory-service [http-nio-8082-exec-3] c.e.inventory.ReservationService - Reserved 2 units of SKU-88213 for order ORD-20261128-104233 (warehouse FRA-2)";
  const HDFS_RECEIVING =
    "081109 203518 143 INFO dfs.DataNode$DataXceiver: Receiving block blk_5792489080791696128 src: /10.251.30.6:33145 dest: /10.251.30.6:50010";
  itJudges([
    row(
      "the record's order passes",
      "inventory-service Reserved 2 units of SKU-88213 for order ORD-20261128-104233",
      [RESERVATION_LOG],
      "PASS",
    ),
    row(
      "two ids swapped between of and for order is a role conflict",
      "inventory-service Reserved 2 units of ORD-20261128-104233 for order SKU-88213",
      [RESERVATION_LOG],
      "REJECT",
      ["role_conflict"],
    ),
    row(
      "from before the record's dest is a role conflict",
      "Receiving block blk_5792489080791696128 from /10.251.30.6:50010",
      [HDFS_RECEIVING],
      "REJECT",
      ["role_conflict"],
    ),
    row(
      "from before the record's src passes",
      "Receiving block blk_5792489080791696128 from /10.251.30.6:33145",
      [HDFS_RECEIVING],
      "PASS",
    ),
  ]);
});

describe("the role a Chinese word before an identifier gives it", () => {
  const LEAK_LOG =
    "2026-11-28T22:38:40Z WARN order-service [HikariPool-1 housekeeper] com.zaxxer.hikari.pool.ProxyLeakTask - Connection leak detection triggered for org.postgresql.jdbc.PgConnection@6d4f1a2b on thread http-nio-8080-exec-22, stack trace follows java.lang.Exception";
  const NAT64 =
    "Jul  1 09:26:43 calvisitor-10-105-160-95 networkd[195]: nw_nat64_post_new_ifstate successfully changed NAT64 ifstate from 0x4 to 0x8000000000000000";
  const INVALID_SET =
    "081111 023013 27 INFO dfs.FSNamesystem: BLOCK* NameSystem.delete: blk_5668137923110942035 is added to invalidSet of 10.251.91.229:50010";
  itJudges([
    row(
      "由 before what the record names after for is a role conflict",
      "由 PgConnection@6d4f1a2b 触发的 Connection leak detection",
      [LEAK_LOG],
      "REJECT",
      ["role_conflict"],
    ),
    row(
      "so is 由 before a role noun the record puts after on",
      "订单服务连接泄漏检测由线程 http-nio-8080-exec-22 发出",
      [LEAK_LOG],
      "REJECT",
      ["role_conflict"],
    ),
    row(
      "the tail of a qualified name has the whole name's role in English too",
      "Connection leak detection triggered by PgConnection@6d4f1a2b",
      [LEAK_LOG],
      "REJECT",
      ["role_conflict"],
    ),
    row(
      "由 also reads from (由 A 变为 B)",
      "09:26:43，NAT64 ifstate 由 0x4 变为 0x8000000000000000（networkd）",
      [NAT64],
      "PASS",
    ),
    row(
      "a preposition before X 的 Y governs Y, not X",
      "NameSystem.delete 将 blk_5668137923110942035 添加到 10.251.91.229:50010 的 invalidSet",
      [INVALID_SET],
      "PASS",
    ),
  ]);
});

describe("a bracketed field of a line called a service", () => {
  const HEAP_LOG =
    "2026-11-28T22:50:00Z WARN order-service [heap-monitor] com.example.order.monitoring.HeapUsageMonitor - Heap usage 91% (3741MiB/4096MiB) after GC, old gen 3455MiB, above the 85% threshold";
  const GC_LOG =
    "2026-11-28T22:43:52Z INFO order-service [VM Thread] jvm.gc - GC(1871) Pause Full (G1 Compaction Pause) 4012M->3702M(4096M) 2310.447ms";
  itJudges([
    row(
      "a thread is not a service",
      "heap-monitor service Heap usage 91% after GC",
      [HEAP_LOG],
      "REJECT",
      ["role_conflict"],
    ),
    row(
      "nor in Chinese, over several words",
      "VM Thread 服务出现 GC(1871) Pause Full",
      [GC_LOG],
      "REJECT",
      ["role_conflict"],
    ),
    row(
      "the service of the line is one",
      "order-service service Heap usage 91% after GC",
      [HEAP_LOG],
      "PASS",
    ),
    row(
      "a thread named as a thread passes",
      "order-service thread heap-monitor logged Heap usage 91% after GC",
      [HEAP_LOG],
      "PASS",
    ),
  ]);
});

describe("a thread name two services share", () => {
  const CAMPAIGN =
    "2026-11-28T22:30:00Z INFO order-service [scheduling-1] com.example.order.promo.CampaignScheduler - Campaign BF-NIGHT-2026 activated: 40% off on 1200 SKUs, expected peak 3x baseline order rate";
  const STOCK_SYNC =
    "2026-11-28T22:35:30Z INFO inventory-service [scheduling-1] com.example.inventory.sync.StockSyncJob - Stock sync for warehouse FRA-2 finished in 4.2s: 1284 SKUs updated";
  itJudges([
    row(
      "names two threads as one actor",
      "scheduling-1 activated Campaign BF-NIGHT-2026 and finished Stock sync for warehouse FRA-2 in 4.2s",
      [CAMPAIGN, STOCK_SYNC],
      "REJECT",
      ["records_crossed"],
    ),
    row(
      "in Chinese too",
      "scheduling-1 线程激活了 Campaign BF-NIGHT-2026，并完成了 FRA-2 仓库的 Stock sync",
      [CAMPAIGN, STOCK_SYNC],
      "REJECT",
      ["records_crossed"],
    ),
    row(
      "passes when each service is named with its thread",
      "order-service scheduling-1 activated Campaign BF-NIGHT-2026; inventory-service scheduling-1 finished Stock sync for warehouse FRA-2 in 4.2s",
      [CAMPAIGN, STOCK_SYNC],
      "PASS",
    ),
  ]);
});

describe("a kind noun beside a name the record calls something else", () => {
  const CUSTOMER_FAILURE_LOG =
    "2026-11-28T22:47:05Z ERROR order-service [http-nio-8080-exec-12] com.example.order.api.GlobalExceptionHandler - POST /api/orders failed for customer C-2231007: Unable to acquire JDBC Connection [HikariPool-1 - Connection is not available, request timed out after 30000ms (total=50, active=50, idle=0, waiting=37)]";
  itJudges([
    row(
      "request for a customer's id",
      "order-service request C-5512093 returned 18402 rows",
      [
        "2026-11-28T22:33:24Z WARN order-service [http-nio-8080-exec-14] com.example.order.persistence.SlowQueryLogger - Slow query 4812ms: OrderRepository.findRecentByCustomerWithItems(customerId=C-5512093) returned 18402 rows",
      ],
      "REJECT",
      ["role_conflict"],
    ),
    row(
      "节点 for a warehouse",
      "inventory-service 节点 FRA-2 预留 SKU-10442",
      [
        "2026-11-28T22:47:30Z INFO inventory-service [http-nio-8080-exec-6] com.example.inventory.reservation.ReservationService - Reserved 1 unit of SKU-10442 for order ORD-20261128-105016 (warehouse FRA-2)",
      ],
      "REJECT",
      ["role_conflict"],
    ),
    row(
      "请求 for a customer's id, although the record says request elsewhere",
      "order-service 请求 C-2231007 的 POST /api/orders 失败",
      [CUSTOMER_FAILURE_LOG],
      "REJECT",
      ["role_conflict"],
    ),
    row(
      "device for a key prefix glued with a colon",
      "inventory-service device stock:FRA-2 cache miss ratio 0.14",
      [
        "2026-11-28T22:42:33Z WARN inventory-service [lettuce-nioEventLoop-4-1] com.example.inventory.cache.StockCacheMetrics - Cache miss ratio 0.14 above 0.10 for key prefix stock:FRA-2 after the 22:35 stock sync",
      ],
      "REJECT",
      ["role_conflict"],
    ),
  ]);
});

describe("what a claim says of the record's subject", () => {
  const CERTIFICATE_LOG =
    "2026-11-28T22:46:15Z WARN payment-service [scheduling-2] com.example.payment.security.CertificateExpiryChecker - TLS client certificate for the card provider expires in 21 days (2026-12-19T00:00:00Z)";
  const SYNC_LOG =
    "2026-11-28T22:57:05Z INFO inventory-service [scheduling-1] com.example.inventory.sync.StockSyncJob - Stock sync for warehouse FRA-2 finished in 3.9s: 1102 SKUs updated";
  itJudges([
    row(
      "what the certificate does, said of the service, is unit_unsupported",
      "payment-service expires in 21 days",
      [CERTIFICATE_LOG],
      "LOW_CONFID",
      ["unit_unsupported"],
    ),
    row(
      "said of the certificate, it passes",
      "payment-service TLS client certificate for the card provider expires in 21 days",
      [CERTIFICATE_LOG],
      "PASS",
    ),
    row(
      "what the sync did, said of the service, is unit_unsupported",
      "inventory-service finished in 3.9s",
      [SYNC_LOG],
      "LOW_CONFID",
      ["unit_unsupported"],
    ),
    row(
      "a verb opening the message is the subject's own",
      "inventory-service stock sync for warehouse FRA-2 finished in 3.9s",
      [SYNC_LOG],
      "PASS",
    ),
    row(
      "a request's timeout said of the service is unit_unsupported",
      "order-service timed out after 30000ms",
      [POOL_LOG],
      "LOW_CONFID",
      ["unit_unsupported"],
    ),
    row(
      "a figure named after the subject and a colon is no predicate",
      "etcd-3.infra.internal: took 1763ms.",
      [
        '{"level":"warn","ts":"2026-03-14T09:35:58.605Z","host":"etcd-3.infra.internal","caller":"etcdserver/util.go:170","msg":"apply request took too long","took":"1.763s","expected-duration":"100ms"}',
      ],
      "PASS",
    ),
  ]);
});

describe("负责 for what the record writes after for", () => {
  const LEAK_FOR_LOG =
    "2026-11-28T22:38:40Z WARN order-service [HikariPool-1 housekeeper] com.zaxxer.hikari.pool.ProxyLeakTask - Connection leak detection triggered for org.postgresql.jdbc.PgConnection@6d4f1a2b on thread http-nio-8080-exec-22, stack trace follows";
  itJudges([
    row(
      "a time between the name and 负责 still makes the name responsible",
      "ProxyLeakTask 在 22:38:40 负责 org.postgresql.jdbc.PgConnection@6d4f1a2b 的 connection leak",
      [LEAK_FOR_LOG],
      "REJECT",
      ["role_conflict"],
    ),
    row(
      "已 between the name and 负责 still makes the name responsible",
      "HikariPool-1 housekeeper 已负责 org.postgresql.jdbc.PgConnection@6d4f1a2b 的泄漏",
      [LEAK_FOR_LOG],
      "REJECT",
      ["role_conflict"],
    ),
    row(
      "负责 before the name the record writes after for passes",
      "081110 104018，DataNode 上负责块 blk_-3452734573703603740 的 PacketResponder 0 正在结束。",
      [
        "081110 104018 2295 INFO dfs.DataNode$PacketResponder: PacketResponder 0 for block blk_-3452734573703603740 terminating",
      ],
      "PASS",
    ),
    row(
      "the name put before 负责 is made responsible: a role conflict",
      "PgConnection@6d4f1a2b 负责连接泄漏检测",
      [LEAK_FOR_LOG],
      "REJECT",
      ["role_conflict"],
    ),
    row(
      "a name before 负责 with the for-object after it is still made responsible",
      "HikariPool-1 housekeeper 负责 org.postgresql.jdbc.PgConnection@6d4f1a2b 的泄漏",
      [LEAK_FOR_LOG],
      "REJECT",
      ["role_conflict"],
    ),
    row(
      "对 ... 负责 with the customer a request failed for is a role conflict",
      "客户 C-2231007 对 POST /api/orders 失败负责",
      [
        "2026-11-28T22:47:05Z ERROR order-service [http-nio-8080-exec-12] com.example.order.api.GlobalExceptionHandler - POST /api/orders failed for customer C-2231007: Unable to acquire JDBC Connection",
      ],
      "REJECT",
      ["role_conflict"],
    ),
  ]);
});

describe("a thread the claim names", () => {
  const POOL_TIMEOUT_LOG =
    "2026-11-28T22:56:12Z ERROR order-service [http-nio-8080-exec-48] com.zaxxer.hikari.pool.HikariPool - HikariPool-1 - Connection is not available, request timed out after 30000ms (total=50, active=50, idle=0, waiting=37)";
  const LEAK_ON_THREAD_LOG =
    "2026-11-28T22:38:40Z WARN order-service [HikariPool-1 housekeeper] com.zaxxer.hikari.pool.ProxyLeakTask - Connection leak detection triggered for org.postgresql.jdbc.PgConnection@6d4f1a2b on thread http-nio-8080-exec-22, stack trace follows";
  itJudges([
    row(
      "the line's thread passes",
      "order-service thread http-nio-8080-exec-48 logged Connection is not available",
      [POOL_TIMEOUT_LOG],
      "PASS",
    ),
    row(
      "the line's thread before 线程 passes",
      "order-service http-nio-8080-exec-48 线程报告连接不可用",
      [POOL_TIMEOUT_LOG],
      "PASS",
    ),
    row(
      "the pool called the thread is a role conflict",
      "order-service thread HikariPool-1 logged Connection is not available",
      [POOL_TIMEOUT_LOG],
      "REJECT",
      ["role_conflict"],
    ),
    row(
      "a request id in the message called 线程 is a role conflict",
      "api-gateway 线程 3f9c2e71-2204 出现 504 Server Error",
      [
        '2026-11-28T22:41:47Z ERROR api-gateway [reactor-http-epoll-1] org.springframework.boot.autoconfigure.web.reactive.error.AbstractErrorWebExceptionHandler - [3f9c2e71-2204] 504 Server Error for HTTP POST "/api/orders": Response took longer than timeout: PT30S',
      ],
      "REJECT",
      ["role_conflict"],
    ),
    row(
      "a thread the message names as one is a thread too",
      "HikariPool-1 housekeeper detected a connection leak for PgConnection@6d4f1a2b on thread http-nio-8080-exec-22",
      [LEAK_ON_THREAD_LOG],
      "PASS",
    ),
  ]);
});

describe("the level a claim gives a line", () => {
  const ERROR_LINE =
    "2026-11-28T22:56:12Z ERROR order-service [http-nio-8080-exec-48] com.zaxxer.hikari.pool.HikariPool - HikariPool-1 - Connection is not available, request timed out after 30000ms (total=50, active=50, idle=0, waiting=37)";
  itJudges([
    row(
      "信息日志 of an ERROR line",
      "order-service 在 22:56:12 记录了一条信息日志：HikariPool-1 - Connection is not available",
      [ERROR_LINE],
      "REJECT",
      ["fact_conflict"],
    ),
    row(
      "错误日志 of an ERROR line passes",
      "order-service 在 22:56:12 记录了一条错误日志：HikariPool-1 - Connection is not available",
      [ERROR_LINE],
      "PASS",
    ),
    row(
      "ERROR level of a WARN line that mentions an error",
      "order-svc logged at ERROR level.",
      ["2024-08-14 03:12:09 WARN [order-svc] retrying payment call after error: connection reset"],
      "REJECT",
      ["fact_conflict"],
    ),
    row(
      "WARN level of it passes",
      "order-svc logged at WARN level: retrying payment call after error.",
      ["2024-08-14 03:12:09 WARN [order-svc] retrying payment call after error: connection reset"],
      "PASS",
    ),
  ]);
});

describe("a kind noun only where a record shows the name is of that kind", () => {
  const CIRCUIT_LOG =
    "2026-11-28T22:45:03Z WARN api-gateway [parallel-3] io.github.resilience4j.circuitbreaker.CircuitBreaker - CircuitBreaker 'order-service' changed state from CLOSED to OPEN";
  const LEAK_TRACE_LOG =
    "2026-11-28T22:53:06Z WARN order-service [HikariPool-1 housekeeper] com.zaxxer.hikari.pool.ProxyLeakTask - Connection leak detection triggered for org.postgresql.jdbc.PgConnection@1b7e90c4 on thread http-nio-8080-exec-35, stack trace follows java.lang.Exception: Apparent connection leak detected at com.example.order.persistence.OrderRepository.findRecentByCustomerWithItems(OrderRepository.java:87) at com.example.order.history.OrderHistoryService.loadHistory(OrderHistoryService.java:54)";
  const ACCESS_LOG =
    '2026-11-28T22:41:47Z INFO api-gateway [reactor-http-epoll-1] reactor.netty.http.server.AccessLog - 10.42.5.81 - - [28/Nov/2026:22:41:17 +0000] "POST /api/orders HTTP/1.1" 500 213 30044 ms';
  itJudges([
    row(
      "a stack frame's file and line are no host and port",
      "order-service logged Apparent connection leak detected at host OrderRepository.java, port 87",
      [LEAK_TRACE_LOG],
      "LOW_CONFID",
      ["unit_unsupported"],
    ),
    row(
      "a stack frame is no address (地址)",
      "地址 OrderHistoryService.java:54 上出现 Apparent connection leak detected",
      [LEAK_TRACE_LOG],
      "LOW_CONFID",
      ["unit_unsupported"],
    ),
    row(
      "a logger class is no node",
      "node reactor.netty.http.server.AccessLog logged POST /api/orders 500 in 30044 ms",
      [ACCESS_LOG],
      "LOW_CONFID",
      ["unit_unsupported"],
    ),
    row(
      "a logger class with its package abbreviated is no node",
      "节点 c.e.g.r.CircuitBreakerEventLogger 记录 CircuitBreaker 'order-service' changed state from CLOSED to OPEN",
      [
        "2026-11-28T22:45:03Z WARN api-gateway [parallel-3] c.e.g.r.CircuitBreakerEventLogger - CircuitBreaker 'order-service' changed state from CLOSED to OPEN",
      ],
      "LOW_CONFID",
      ["unit_unsupported"],
    ),
    row(
      "an exception class is no connection",
      "order-service connection java.sql.SQLTransientConnectionException timed out after 30000ms",
      [
        "2026-11-28T22:41:17Z ERROR order-service [http-nio-8080-exec-7] org.apache.catalina.core.ContainerBase - Servlet.service() threw exception with root cause java.sql.SQLTransientConnectionException: HikariPool-1 - Connection is not available, request timed out after 30000ms",
      ],
      "LOW_CONFID",
      ["unit_unsupported"],
    ),
    row(
      "an IPv4 address is no file",
      "api-gateway 文件 10.42.5.81 出现 POST /api/orders 500",
      [ACCESS_LOG],
      "LOW_CONFID",
      ["unit_unsupported"],
    ),
    row(
      "a hexadecimal address after at is an address",
      "R16-M1-N2-C:J17-U01 在地址 0x0b85eee0 处记录了 CE（sym 2，mask 0x05）。",
      [
        "- 1117848119 2005.06.03 R16-M1-N2-C:J17-U01 2005-06-03-18.21.59.871925 R16-M1-N2-C:J17-U01 RAS KERNEL INFO CE sym 2, at 0x0b85eee0, mask 0x05",
      ],
      "PASS",
    ),
    row(
      "节点 beside the line's thread is a role conflict",
      "api-gateway 节点 parallel-3 记录 CircuitBreaker 'order-service' changed state from CLOSED to OPEN",
      [CIRCUIT_LOG],
      "REJECT",
      ["role_conflict"],
    ),
    row(
      "节点 beside a name no record shows is a node is unsupported",
      "inventory-service 节点 SKU-10442 已预留 1 unit",
      [
        "2026-11-28T22:47:30Z INFO inventory-service [http-nio-8080-exec-6] com.example.inventory.reservation.ReservationService - Reserved 1 unit of SKU-10442 for order ORD-20261128-105016 (warehouse FRA-2)",
      ],
      "LOW_CONFID",
      ["unit_unsupported"],
    ),
    row(
      "连接 beside the line's thread, though the line says Connection elsewhere, is a role conflict",
      "连接 http-nio-8080-exec-29 Connection is not available, request timed out after 30000ms",
      [
        "2026-11-28T22:51:38Z ERROR order-service [http-nio-8080-exec-29] org.hibernate.engine.jdbc.spi.SqlExceptionHelper - HikariPool-1 - Connection is not available, request timed out after 30000ms (total=50, active=50, idle=0, waiting=37)",
      ],
      "REJECT",
      ["role_conflict"],
    ),
    row(
      "线程 beside the line's thread passes",
      "api-gateway 线程 parallel-3 记录 CircuitBreaker 'order-service' changed state from CLOSED to OPEN",
      [CIRCUIT_LOG],
      "PASS",
    ),
    row(
      "节点 beside a host the layout gives passes",
      "节点 dn700 上的 crond[2913] 以 root 身份执行命令 run-parts /etc/cron.hourly。",
      [
        "- 1131566461 2005.11.09 dn700 Nov 9 12:01:01 dn700/dn700 crond[2913]: (root) CMD (run-parts /etc/cron.hourly)",
      ],
      "PASS",
    ),
    row(
      "地址 beside a memory address passes",
      "R30-M1-NC-C:J02-U01 的内核记录了 CE sym 20，地址 0x180462c0，mask 为 0x02。",
      [
        "- 1124611166 2005.08.21 R30-M1-NC-C:J02-U01 2005-08-21-00.59.26.072269 R30-M1-NC-C:J02-U01 RAS KERNEL INFO CE sym 20, at 0x180462c0, mask 0x02",
      ],
      "PASS",
    ),
  ]);
});

describe("a predicate said of the service in other words", () => {
  const CERTIFICATE_LOG =
    "2026-11-28T22:46:15Z WARN payment-service [scheduling-2] com.example.payment.security.CertificateExpiryChecker - TLS client certificate for the card provider expires in 21 days (2026-12-19T00:00:00Z)";
  const BREAKER_STATE_LOG =
    "2026-11-28T22:49:02Z WARN api-gateway [parallel-1] com.example.gateway.resilience.CircuitBreakerEventLogger - CircuitBreaker 'order-service' changed state from OPEN to HALF_OPEN";
  const SLOW_QUERY_LOG =
    "2026-11-28T22:38:14Z WARN order-service [http-nio-8080-exec-22] com.example.order.persistence.SlowQueryLogger - Slow query 9377ms: OrderRepository.findRecentByCustomerWithItems(customerId=C-7730215) returned 41760 rows";
  const RESERVED_LOG =
    "2026-11-28T22:31:10Z INFO inventory-service [http-nio-8080-exec-3] com.example.inventory.reservation.ReservationService - Reserved 2 units of SKU-88213 for order ORD-20261128-104233 (warehouse FRA-2)";
  itJudges([
    row(
      "also between the service and the predicate",
      "payment-service also expires in 21 days",
      [CERTIFICATE_LOG],
      "LOW_CONFID",
      ["unit_unsupported"],
    ),
    row(
      "the object of for, said to expire, is not what the line says expires",
      "payment-service card provider expires in 21 days",
      [CERTIFICATE_LOG],
      "LOW_CONFID",
      ["unit_unsupported"],
    ),
    row(
      "the certificate for the card provider, said to expire, passes",
      "payment-service TLS client certificate expires in 21 days",
      [CERTIFICATE_LOG],
      "PASS",
    ),
    row(
      "a relative clause after the service",
      "payment-service, which expires in 21 days, logged a WARN",
      [CERTIFICATE_LOG],
      "LOW_CONFID",
      ["unit_unsupported"],
    ),
    row(
      "a Chinese predicate after a time",
      "payment-service 于 2026-12-19T00:00:00Z 过期",
      [CERTIFICATE_LOG],
      "LOW_CONFID",
      ["unit_unsupported"],
    ),
    row(
      "变为 said of the gateway where the breaker changed",
      "api-gateway 已变为 HALF_OPEN",
      [BREAKER_STATE_LOG],
      "LOW_CONFID",
      ["unit_unsupported"],
    ),
    row(
      "the breaker's change said of the breaker passes",
      "api-gateway 的 CircuitBreaker 'order-service' 已从 OPEN 变为 HALF_OPEN",
      [BREAKER_STATE_LOG],
      "PASS",
    ),
    row(
      "a passive said of the service where the line says it of a campaign",
      "order-service was activated",
      [
        "2026-11-28T22:30:00Z INFO order-service [scheduling-1] com.example.order.promo.CampaignScheduler - Campaign BF-NIGHT-2026 activated: 40% off on 1200 SKUs, expected peak 3x baseline order rate",
      ],
      "LOW_CONFID",
      ["unit_unsupported"],
    ),
    row(
      "a Chinese predicate is compared with what the claim puts before it, not with a quote after a colon",
      "order-service 已满：Pause Full (G1 Compaction Pause) 4012M->3702M(4096M)",
      [
        "2026-11-28T22:43:52Z INFO order-service [VM Thread] jvm.gc - GC(1871) Pause Full (G1 Compaction Pause) 4012M->3702M(4096M) 2310.447ms",
      ],
      "LOW_CONFID",
      ["unit_unsupported"],
    ),
    row(
      "what a call returned, said of the service, is unit_unsupported",
      "order-service 已返回 41760 rows，Slow query 9377ms",
      [SLOW_QUERY_LOG],
      "LOW_CONFID",
      ["unit_unsupported"],
    ),
    row(
      "what a call returned, said of the call, passes",
      "order-service OrderRepository.findRecentByCustomerWithItems returned 41760 rows",
      [SLOW_QUERY_LOG],
      "PASS",
    ),
    row(
      "被 makes the service what the verb opening its message is done to",
      "inventory-service 被预留 2 units（SKU-88213，warehouse FRA-2）",
      [RESERVED_LOG],
      "LOW_CONFID",
      ["role_conflict"],
    ),
    row(
      "the service doing what opens its message passes",
      "inventory-service 预留了 2 units（SKU-88213，warehouse FRA-2）",
      [RESERVED_LOG],
      "PASS",
    ),
    row(
      "被 passes where the record itself says it was done to the service",
      "inventory-service 被 evicted",
      [
        "2026-11-28T22:31:10Z WARN inventory-service [main] c.e.Lifecycle - was evicted from node-7",
      ],
      "PASS",
    ),
    row(
      "what a service has is an object, not a predicate",
      "order-service has 20/20 connections active",
      ["WARN order-service pool connections active=20 max=20 idle=0"],
      "PASS",
    ),
  ]);
});

describe("what reported a line", () => {
  const SERVLET_LOG =
    "2026-11-28T22:41:17Z ERROR order-service [http-nio-8080-exec-7] org.apache.catalina.core.ContainerBase.[Tomcat].[localhost].[/].[dispatcherServlet] - Servlet.service() for servlet [dispatcherServlet] in context with path [] threw exception [Request processing failed: org.springframework.transaction.CannotCreateTransactionException: Could not open JPA EntityManager for transaction] with root cause java.sql.SQLTransientConnectionException: HikariPool-1 - Connection is not available, request timed out after 30000ms (total=50, active=50, idle=0, waiting=37)";
  const CERTIFICATE_LOG =
    "2026-11-28T22:46:15Z WARN payment-service [scheduling-2] com.example.payment.security.CertificateExpiryChecker - TLS client certificate for the card provider expires in 21 days (2026-12-19T00:00:00Z)";
  const CUSTOMER_LOG =
    "2026-11-28T22:47:05Z ERROR order-service [http-nio-8080-exec-12] com.example.order.api.GlobalExceptionHandler - POST /api/orders failed for customer C-2231007: Unable to acquire JDBC Connection";
  itJudges([
    row(
      "a customer the request failed for did not report it",
      "客户 C-2231007 上报 POST /api/orders 失败",
      [CUSTOMER_LOG],
      "REJECT",
      ["role_conflict"],
    ),
    row(
      "the card provider a certificate is for reported nothing",
      "the card provider reported that the TLS client certificate expires in 21 days",
      [CERTIFICATE_LOG],
      "REJECT",
      ["role_conflict"],
    ),
    row(
      "the card provider a certificate is for warned nobody",
      "the card provider warned that the TLS client certificate expires in 21 days",
      [CERTIFICATE_LOG],
      "REJECT",
      ["role_conflict"],
    ),
    row(
      "what the reported progress is of reports it",
      "2015-10-18 18:02:24,543，attempt_1445144423722_0020_m_000000_0 上报进度 0.10004553。",
      [
        "2015-10-18 18:02:24,543 INFO [IPC Server handler 18 on 62270] org.apache.hadoop.mapred.TaskAttemptListenerImpl: Progress of TaskAttempt attempt_1445144423722_0020_m_000000_0 is : 0.10004553",
      ],
      "PASS",
    ),
    row(
      "a class the line names only inside a qualified name did not log it (记录了)",
      "OrderRepository 记录了 Slow query 9377ms",
      [
        "2026-11-28T22:38:14Z WARN order-service [http-nio-8080-exec-22] com.example.order.persistence.SlowQueryLogger - Slow query 9377ms: OrderRepository.findRecentByCustomerWithItems(customerId=C-7730215) returned 41760 rows",
      ],
      "REJECT",
      ["role_conflict"],
    ),
    row(
      "an exception thrown, before its message, recorded nothing (记录了)",
      "CannotCreateTransactionException 记录了 Request processing failed",
      [SERVLET_LOG],
      "REJECT",
      ["role_conflict"],
    ),
    row(
      "an exception thrown logged nothing (English)",
      "java.sql.SQLTransientConnectionException logged Could not open JPA EntityManager for transaction",
      [SERVLET_LOG],
      "REJECT",
      ["role_conflict"],
    ),
    row(
      "the rows a query returned reported nothing",
      "18402 rows reported Slow query 4812ms for customer C-5512093",
      [
        "2026-11-28T22:33:24Z WARN order-service [http-nio-8080-exec-14] com.example.order.persistence.SlowQueryLogger - Slow query 4812ms: OrderRepository.findRecentByCustomerWithItems(customerId=C-5512093) returned 18402 rows",
      ],
      "REJECT",
      ["role_conflict"],
    ),
    row(
      "a module labelling its message with a call reported it",
      "pam_unix reported an authentication failure with rhost=112.95.230.3.",
      [
        "Dec 10 07:27:58 LabSZ sshd[24241]: pam_unix(sshd:auth): authentication failure; logname= uid=0 euid=0 tty=ssh ruser= rhost=112.95.230.3  user=root",
      ],
      "PASS",
    ),
    row(
      "a component of a dotted logger reported it (报告)",
      "DataNode 报告数据块 blk_38865049064139660 的 PacketResponder 1 正在终止。",
      [
        "081109 203615 148 INFO dfs.DataNode$PacketResponder: PacketResponder 1 for block blk_38865049064139660 terminating",
      ],
      "PASS",
    ),
    row(
      "logged in is a login, not a report",
      "At Feb 22 16:48:04, drewr logged in with publickey from 69.245.39.97 (port 34202).",
      [
        "Feb 22 16:48:04 slave22 sshd[2805]: Accepted publickey for drewr from 69.245.39.97 port 34202 ssh2: RSA 01:67:32:d9:b3:20:5d:2d:5f:b4:35:c5:a5:8b:0a:5e",
      ],
      "PASS",
    ),
    row(
      "the logger class before its colon logged it (记录了)",
      "RMContainerAllocator 记录了一条错误：联系 RM 时出错。",
      [
        "2015-10-18 18:08:50,398 ERROR [RMCommunicator Allocator] org.apache.hadoop.mapreduce.v2.app.rm.RMContainerAllocator: ERROR IN CONTACTING RM. ",
      ],
      "PASS",
    ),
    row(
      "a component between pipes reports its line",
      "Step_StandReportReceiver 上报 REPORT：7007 5002 150089 240。",
      ["20171223-22:15:29:649|Step_StandReportReceiver|30002312|REPORT : 7007 5002 150089 240"],
      "PASS",
    ),
  ]);
});

describe("kind shapes and the client of an access line answering", () => {
  const ACCESS_LINE =
    '2026-11-28T22:40:45Z INFO api-gateway [reactor-http-epoll-4] reactor.netty.http.server.AccessLog - 10.42.5.81 - - [28/Nov/2026:22:40:45 +0000] "POST /api/orders HTTP/1.1" 500 212 30044 ms';
  itJudges([
    row(
      "文件 beside a request path is unsupported",
      "api-gateway 文件 /api/orders 返回 500",
      [ACCESS_LINE],
      "LOW_CONFID",
      ["unit_unsupported"],
    ),
    row(
      "the client said to return the status is a role conflict",
      "10.42.5.81 返回 500",
      [ACCESS_LINE],
      "REJECT",
      ["role_conflict"],
    ),
    row(
      "地址 beside a logger name is unsupported",
      "order-service 地址 jvm.gc 记录 GC(1871) Pause Full",
      [
        "2026-11-28T22:43:52Z INFO order-service [VM Thread] jvm.gc - GC(1871) Pause Full (G1 Compaction Pause) 4012M->3702M(4096M) 2310.447ms",
      ],
      "LOW_CONFID",
      ["unit_unsupported"],
    ),
  ]);
});

describe("the last word of a name run together is said of the word before it", () => {
  const POOL_ALERT_RECORD =
    "DBConnectionPoolExhausted firing, service=order-service, active=50/50, idle=0, waiting=37, duration=16m";
  itJudges([
    row(
      "exhausted said of the database the pool belongs to is unit_unsupported",
      "order-service database exhausted",
      [POOL_ALERT_RECORD],
      "LOW_CONFID",
      ["unit_unsupported"],
    ),
    row(
      "耗尽 said of 数据库 is unit_unsupported",
      "order-service 数据库已耗尽",
      [POOL_ALERT_RECORD],
      "LOW_CONFID",
      ["unit_unsupported"],
    ),
    row(
      "exhausted said of the pool passes",
      "order-service DB connection pool is exhausted",
      [POOL_ALERT_RECORD],
      "PASS",
    ),
    row(
      "耗尽 said of the pool passes",
      "order-service 数据库连接池已耗尽",
      [POOL_ALERT_RECORD],
      "PASS",
    ),
    row(
      "the two words written together in the record's prose pass",
      "Sessions collection is not set up; waiting until next sessions reap interval.",
      [
        '{"t":{"$date":"2021-03-22T21:21:26.473+00:00"},"s":"I",  "c":"CONTROL",  "id":20712,   "ctx":"LogicalSessionCacheReap","msg":"Sessions collection is not set up; waiting until next sessions reap interval"}',
      ],
      "PASS",
    ),
  ]);
});

describe("the round-10 rules leave these shapes as they were", () => {
  const CERTIFICATE_LOG =
    "2026-11-28T22:46:15Z WARN payment-service [scheduling-2] c.e.CertificateExpiryChecker - TLS client certificate for the card provider expires in 21 days (2026-12-19T00:00:00Z)";
  itJudges([
    row(
      "a date after the writing verb is the message's, not the writing's",
      "payment-service logged that the TLS client certificate for the card provider expires in 21 days (2026-12-19T00:00:00Z)",
      [CERTIFICATE_LOG],
      "PASS",
    ),
    row(
      "reported in the logs is still a report held to the line's layout",
      "the card provider reported in the logs that the TLS client certificate expires in 21 days",
      [CERTIFICATE_LOG],
      "REJECT",
      ["role_conflict"],
    ),
    row(
      "a call before the message's separator is where the line was logged from",
      "OrderService logged Order ORD-1 created",
      ["2026-11-28T22:46:15Z INFO [main] OrderService(OrderService.java:42) - Order ORD-1 created"],
      "PASS",
    ),
    row(
      "a name and a parenthesis with a space is no call",
      "order-service started in 3.2 seconds",
      ["2026-11-28T22:46:15Z INFO order-service (pid 4711) started in 3.2 seconds"],
      "PASS",
    ),
    row(
      "a joining word after a comma starts another clause, not a list",
      "order-service pool had no idle, and waiting requests timed out after 30000ms",
      [
        "2026-11-29T10:02:11Z ERROR order-service [pool-3-thread-7] HikariPool-1 - Connection is not available, request timed out after 30000ms (total=50, active=50, idle=0, waiting=37)",
      ],
      "PASS",
    ),
    row(
      "被 with a participle and its agent in the line is said of the service",
      "kafka-consumer-2 被断开",
      [
        "2026-11-28T22:46:15Z WARN kafka-consumer-2 [main] c.e.Consumer - Disconnected from broker kafka-1:9092",
      ],
      "PASS",
    ),
    row(
      "a rotated log's name is a file",
      "logrotate renamed file app.log.1",
      ["Nov 28 22:46:15 host1 logrotate[99]: renamed file app.log.1"],
      "PASS",
    ),
    row(
      "the word right before a name's head may carry its last word",
      "order-service database connections exhausted",
      [
        "DBConnectionPoolExhausted firing, service=order-service, active=50/50, idle=0, waiting=37, duration=16m",
      ],
      "PASS",
    ),
    row(
      "a thirteen-digit offset one off is another value",
      "order-service offset=1732833497124",
      ["2026-11-28T22:46:15Z INFO order-service [main] c.e.C - committed offset=1732833497123"],
      "REJECT",
      ["fact_conflict"],
    ),
  ]);
});

describe("what code, a logger or a thread is said to do", () => {
  const FULL_LEAK_LOG =
    "2026-11-28T22:38:40Z WARN order-service [HikariPool-1 housekeeper] com.zaxxer.hikari.pool.ProxyLeakTask - Connection leak detection triggered for org.postgresql.jdbc.PgConnection@6d4f1a2b on thread http-nio-8080-exec-22, stack trace follows java.lang.Exception: Apparent connection leak detected at com.example.order.persistence.OrderRepository.findRecentByCustomerWithItems(OrderRepository.java:87) at com.example.order.history.OrderHistoryService.loadHistory(OrderHistoryService.java:54)";
  const HEAP_LOG =
    "2026-11-28T22:40:00Z WARN order-service [heap-monitor] com.example.order.monitoring.HeapUsageMonitor - Heap usage 87% (3563MiB/4096MiB) after GC, old gen 3236MiB, above the 85% threshold";
  const SPECULATOR_LOG =
    "2015-10-18 18:04:51,755 INFO [DefaultSpeculator background processing] org.apache.hadoop.mapreduce.v2.app.speculate.DefaultSpeculator: We launched 1 speculations.  Sleeping 15000 milliseconds.";
  const ES_LOG = "[2018-05-17T08:19:45,090][INFO ][o.e.n.Node               ] initialized";
  itJudges([
    row(
      "a stack frame said to detect what the line detected is unsupported",
      "OrderHistoryService.loadHistory detected Apparent connection leak",
      [FULL_LEAK_LOG],
      "LOW_CONFID",
      ["unit_unsupported"],
    ),
    row(
      "a source line said to detect it is unsupported",
      "OrderRepository.java:87 detected a connection leak",
      [FULL_LEAK_LOG],
      "LOW_CONFID",
      ["unit_unsupported"],
    ),
    row(
      "a quoted method said to detect it in Chinese is unsupported",
      "OrderRepository.findRecentByCustomerWithItems 检测到 Apparent connection leak",
      [FULL_LEAK_LOG],
      "LOW_CONFID",
      ["unit_unsupported"],
    ),
    row(
      "the logger doing what opens its message passes",
      "order-service ProxyLeakTask triggered connection leak detection for org.postgresql.jdbc.PgConnection@6d4f1a2b",
      [FULL_LEAK_LOG],
      "PASS",
    ),
    row(
      "the logger said to be what a later clause says of heap usage is unsupported",
      "order-service HeapUsageMonitor is above the 85% threshold",
      [HEAP_LOG],
      "LOW_CONFID",
      ["unit_unsupported"],
    ),
    row(
      "the thread said to be above the threshold is unsupported",
      "order-service heap-monitor is above the 85% threshold",
      [HEAP_LOG],
      "LOW_CONFID",
      ["unit_unsupported"],
    ),
    row(
      "a logger speaking of itself as we passes",
      "DefaultSpeculator launched 1 speculations and is sleeping 15000 milliseconds.",
      [SPECULATOR_LOG],
      "PASS",
    ),
    row(
      "code named as a passive's agent is held to what the line says of it",
      "The connection leak was detected by OrderRepository.java:87",
      [FULL_LEAK_LOG],
      "LOW_CONFID",
      ["unit_unsupported"],
    ),
    row(
      "the logger as a passive's agent of what opens its message passes",
      "order-service connection leak detection was triggered by ProxyLeakTask",
      [FULL_LEAK_LOG],
      "PASS",
    ),
    row(
      "the record's own agent after by passes",
      "sudo on localhost: session opened for user root by userauth3 (uid=0).",
      [
        "2019-06-14T10:40:20.912134 localhost sudo: pam_unix(sudo-i:session): session opened for user root by userauth3(uid=0)",
      ],
      "PASS",
    ),
    row(
      "a bracketed logger doing what its message says passes",
      "The node (o.e.n.Node) is initialized.",
      [ES_LOG],
      "PASS",
    ),
  ]);
});

describe("an id the line gives only as what it is about", () => {
  const RESERVATION_LOG =
    "2026-11-28T22:47:30Z INFO inventory-service [http-nio-8080-exec-6] com.example.inventory.reservation.ReservationService - Reserved 2 units of SKU-88213 for order ORD-20261128-104233 (warehouse FRA-2)";
  const PAYMENT_LOG =
    "2026-11-28T22:44:10Z INFO payment-service [http-nio-8080-exec-3] com.example.payment.PaymentService - Payment authorized for order ORD-20261128-104871: amount=54.00 EUR, provider=adyen, took 388ms";
  const SLOW_QUERY =
    "2026-11-28T22:33:24Z WARN order-service [http-nio-8080-exec-14] com.example.order.persistence.SlowQueryLogger - Slow query 4812ms: OrderRepository.findRecentByCustomerWithItems(customerId=C-5512093) returned 18402 rows";
  itJudges([
    row(
      "the order said to reserve is unsupported",
      "order ORD-20261128-104233 reserved 2 units of SKU-88213",
      [RESERVATION_LOG],
      "LOW_CONFID",
      ["unit_unsupported"],
    ),
    row(
      "the warehouse said to reserve is unsupported",
      "warehouse FRA-2 reserved 2 units of SKU-88213",
      [RESERVATION_LOG],
      "LOW_CONFID",
      ["unit_unsupported"],
    ),
    row(
      "the service reserving for the order passes",
      "inventory-service reserved 2 units of SKU-88213 for order ORD-20261128-104233 (warehouse FRA-2)",
      [RESERVATION_LOG],
      "PASS",
    ),
    row(
      "订单 said to authorize is unsupported",
      "订单 ORD-20261128-104871 授权了 amount=54.00 EUR",
      [PAYMENT_LOG],
      "LOW_CONFID",
      ["unit_unsupported"],
    ),
    row(
      "the payment for the order authorized passes",
      "payment-service: payment authorized for order ORD-20261128-104871, amount=54.00 EUR",
      [PAYMENT_LOG],
      "PASS",
    ),
    row(
      "a key's value said to return the rows is unsupported",
      "customer C-5512093 returned 18402 rows",
      [SLOW_QUERY],
      "LOW_CONFID",
      ["unit_unsupported"],
    ),
  ]);
});

describe("an id that only qualifies the claim's subject", () => {
  itJudges([
    row(
      "the record's own subject named between the id and the verb passes",
      "FRA-2 stock sync finished in 4.2s and updated 1284 SKUs.",
      [
        "2026-11-28T22:35:30Z INFO inventory-service [scheduling-1] com.example.inventory.sync.StockSyncJob - Stock sync for warehouse FRA-2 finished in 4.2s: 1284 SKUs updated",
      ],
      "PASS",
    ),
    row(
      "a word after the claim's own preposition is its object",
      "分区 test-3-0 在 offset 0 出错。",
      [
        "[2018-10-17 12:57:18,400] ERROR [ReplicaFetcher replicaId=10, leaderId=30, fetcherId=0] Error for partition test-3-0 at offset 0 (kafka.server.ReplicaFetcherThread)",
      ],
      "PASS",
    ),
    row(
      "a key in the line's leading context bracket names what the message is about",
      "Partition test-3-2 is loading producer state till offset 0.",
      [
        "[2018-10-17 12:57:17,809] INFO [Log partition=test-3-2, dir=/tmp/kafka-logs-10] Loading producer state till offset 0 with message format version 2 (kafka.log.Log)",
      ],
      "PASS",
    ),
  ]);
});

describe("an id said to act in Chinese, wherever the line writes the verb", () => {
  const SYNC_LOG =
    "2026-11-28T22:35:30Z INFO inventory-service [scheduling-1] com.example.inventory.sync.StockSyncJob - Stock sync for warehouse FRA-2 finished in 4.2s: 1284 SKUs updated";
  itJudges([
    row(
      "the warehouse said to update what the line says was updated is unsupported",
      "仓库 FRA-2 更新了 1284 个 SKU",
      [SYNC_LOG],
      "LOW_CONFID",
      ["unit_unsupported"],
    ),
    row(
      "after its service and 的 too",
      "inventory-service 的仓库 FRA-2 更新了 1284 个 SKU",
      [SYNC_LOG],
      "LOW_CONFID",
      ["unit_unsupported"],
    ),
    row(
      "the sync the line says finished passes",
      "inventory-service：仓库 FRA-2 的库存同步用时 4.2s 完成，更新了 1284 个 SKU",
      [SYNC_LOG],
      "PASS",
    ),
  ]);
});

describe("打印了 and 输出了 say what a line logged", () => {
  const MONGO_LINE = "2018-02-05T13:44:56.657+0100 I CONTROL  [initandlisten] build environment:";
  const LEAK_LINE =
    "2026-11-28T22:38:40Z WARN order-service [HikariPool-1 housekeeper] com.zaxxer.hikari.pool.ProxyLeakTask - Connection leak detection triggered for org.postgresql.jdbc.PgConnection@6d4f1a2b on thread http-nio-8080-exec-22";
  itJudges([
    row(
      "a line printed is a line logged",
      "2018-02-05T13:44:56.657+0100 打印了 build environment 信息。",
      [MONGO_LINE],
      "PASS",
    ),
    row(
      "the thread the line names did not print it",
      "http-nio-8080-exec-22 打印了 Connection leak detection triggered",
      [LEAK_LINE],
      "REJECT",
      ["role_conflict"],
    ),
    row(
      "denying what the line printed is a conflict",
      "2018-02-05T13:44:56.657+0100 没有打印 build environment。",
      [MONGO_LINE],
      "REJECT",
      ["negation_conflict"],
    ),
  ]);
});

describe("an entity right after to", () => {
  const POSTFIX_LINE =
    "Jul 2 12:24:48 username postfix/smtp[12345]: 1234567890A: to=user@example.com, relay=198.51.100.0[198.51.100.0]:25, delay=5.3, dsn=1.2.3, status=sent";
  itJudges([
    row(
      "is where the line sends, not its subject",
      "postfix/smtp[12345] sent 1234567890A to user@example.com, status=sent.",
      [POSTFIX_LINE],
      "PASS",
    ),
    row(
      "as the subject it takes the recipient's role from it",
      "user@example.com sent 1234567890A, status=sent.",
      [POSTFIX_LINE],
      "REJECT",
      ["role_conflict"],
    ),
  ]);
});
