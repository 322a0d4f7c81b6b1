import { describe, expect, it } from "vitest";
import {
  isRemediationStep,
  remediationTerm,
  triageActions,
} from "../../src/composer/remediation.js";

describe("remediation", () => {
  describe("a step that changes the system", () => {
    it.each([
      ["Restart order-service", "restart"],
      ["restarting the pods of order-service", "restart"],
      ["Reboot the database host", "restart"],
      ["Roll back the last deploy of order-service", "rollback"],
      ["Rollback to v1.4.2", "rollback"],
      ["Revert the config change", "rollback"],
      ["Scale order-service to 6 replicas", "scale"],
      ["Scale out the consumer group", "scale"],
      ["Redeploy checkout-service", "redeploy"],
      ["Apply a hotfix for the query", "redeploy"],
      ["Kill the long-running queries", "kill"],
      ["Terminate the stuck pod", "kill"],
      ["Fail over to the replica database", "failover"],
      ["Drain traffic from zone a", "failover"],
      ["Increase maximumPoolSize to 100", "change a setting"],
      ["Raise the connection limit", "change a setting"],
      ["Bump the heap to 4g", "change a setting"],
      ["Set maximumPoolSize to 100", "set a value"],
      ["set pool.max to 80", "set a value"],
      ["Add more replicas to order-service", "add capacity"],
      ["Flush the Redis cache", "flush"],
      ["Disable the feature flag new-checkout", "shut down"],
      ["Delete the pod order-service-7f9", "delete"],
      ["ＲＥＳＴＡＲＴ order-service", "restart"],
      ["重启 order-service", "重启"],
      ["重新启动订单服务", "重启"],
      ["回滚到上一个版本", "回滚"],
      ["扩容到 6 个副本", "扩容"],
      ["缩容 consumer", "扩容"],
      ["重新部署 checkout-service", "重新部署"],
      ["杀掉慢查询", "杀掉"],
      ["切换到备库", "切换"],
      ["把连接池调大到 100", "调大"],
      ["增加连接池大小到 100", "修改配置"],
      ["提高内存上限", "修改配置"],
      ["清理缓存", "清理缓存"],
      ["对 order-service 限流", "降级"],
      ["删除 pod order-service-7f9", "删除"],
    ])("%j is remediation (%s)", (step, term) => {
      expect(remediationTerm(step)).toBe(term);
      expect(isRemediationStep(step)).toBe(true);
    });
  });

  describe("an evidence-collection step", () => {
    it.each([
      ["query_logs for checkout-service slow queries in the last 30m"],
      [
        'Read runbook "Kafka consumer lag" and collect the evidence its evidence-collection steps list',
      ],
      [
        'Check query_metrics {"service":"order-service"} for related alerts, or search the logs again with other terms',
      ],
      ['查阅 runbook "数据库连接池耗尽排查", 按其中的证据收集步骤收集下一批证据'],
      [
        '用 query_metrics {"service":"order-service"} 查看相关告警, 或换用其他关键词再次 query_logs',
      ],
      ["Compare p99 latency with hikaricp_connections_pending on the JVM / HikariCP dashboard"],
      ["Collect a thread dump of order-service with jstack"],
      ["Look for OOMKilled events in the pod status"],
      ["查看 Grafana 的 JVM / HikariCP 看板"],
      ["查询连接泄漏日志: query_logs leak detection"],
    ])("%j is kept", (step) => {
      expect(remediationTerm(step)).toBeNull();
      expect(isRemediationStep(step)).toBe(false);
    });
  });

  describe("triage", () => {
    it("keeps the order and the positions of both lists, and skips blank actions", () => {
      const triage = triageActions([
        "Restart order-service",
        "query_logs for HikariPool in the last 30m",
        "  ",
        "回滚到上一个版本",
        "查看连接池告警",
      ]);

      expect(triage.collection).toEqual([
        { index: 1, action: "query_logs for HikariPool in the last 30m" },
        { index: 4, action: "查看连接池告警" },
      ]);
      expect(triage.remediation).toEqual([
        { index: 0, action: "Restart order-service", term: "restart" },
        { index: 3, action: "回滚到上一个版本", term: "回滚" },
      ]);
    });

    it.each([
      ["Root cause is a connection leak; confirm with query_logs"],
      ["The pool looks exhausted"],
      ["用 query_logs 确认"],
      ["order-service 的连接池看起来耗尽了"],
    ])("puts a step that starts with no evidence-collection verb among the others: %j", (step) => {
      expect(triageActions([step])).toEqual({
        collection: [],
        remediation: [],
        other: [{ index: 0, action: step }],
      });
    });

    it("returns empty lists for no actions", () => {
      expect(triageActions([])).toEqual({ collection: [], remediation: [], other: [] });
    });
  });
});
