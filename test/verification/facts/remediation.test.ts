import { describe, expect, it } from "vitest";
import {
  remediationMatches,
  remediationTerm,
  startsWithCollectionVerb,
} from "../../../src/verification/facts/remediation.js";
import {
  CHINESE_ALERT,
  CHINESE_RUNBOOK_TEXT,
  grammar,
  itJudges,
  named,
  POD_LOG,
  POOL_LOG,
  RUNBOOK_TEXT,
  row,
  runbook,
} from "./judging.js";

const CHINESE_POD_LOG = "WARN order-service pod 已重启 14 次";

describe("remediation", () => {
  describe("remediation wording in a text", () => {
    it.each(
      named([
        { condition: "needs a restart names restart", text: "needs a restart", term: "restart" },
        {
          condition: "restarted 14 times names restart too",
          text: "restarted 14 times",
          term: "restart",
        },
        {
          condition: "roll back the deploy names rollback",
          text: "roll back the deploy",
          term: "rollback",
        },
        {
          condition: "rollback to v1.2 names rollback",
          text: "rollback to v1.2",
          term: "rollback",
        },
        { condition: "scale out names scale", text: "scale out to 10 replicas", term: "scale" },
        {
          condition: "increase the pool size names a setting change",
          text: "increase the pool size to 100",
          term: "change a setting",
        },
        {
          condition: "raise connectionTimeout names a setting change",
          text: "raise connectiontimeout",
          term: "change a setting",
        },
        {
          condition: "set maxPoolSize to 100 names setting a value",
          text: "set maxpoolsize to 100",
          term: "set a value",
        },
        {
          condition: "run 10 replicas names running replicas",
          text: "run 10 replicas",
          term: "run replicas",
        },
        { condition: "kill the pod names kill", text: "kill the pod", term: "kill" },
        {
          condition: "fail over names failover",
          text: "fail over to the replica",
          term: "failover",
        },
        { condition: "flush the cache names flush", text: "flush the cache", term: "flush" },
        { condition: "delete the pod names delete", text: "delete the pod", term: "delete" },
        { condition: "重启 names 重启", text: "重启 order-service", term: "重启" },
        { condition: "回滚 names 回滚", text: "回滚到上一个版本", term: "回滚" },
        { condition: "扩容 names 扩容", text: "扩容到 10 个实例", term: "扩容" },
        { condition: "调大 names 调大", text: "调大连接池", term: "调大" },
        {
          condition: "增加连接池大小 names a configuration change",
          text: "增加连接池大小",
          term: "修改配置",
        },
        { condition: "清理缓存 names 清理缓存", text: "清理缓存", term: "清理缓存" },
        { condition: "下线 names 降级", text: "下线该实例", term: "降级" },
      ]),
    )("%s", (_condition, { text, term }) => {
      expect(remediationMatches(grammar, text).map((match) => match.term)).toContain(term);
      expect(remediationTerm(grammar, text)).toBe(term);
    });

    it.each(
      named([
        { condition: "check the logs names no remediation", text: "check the logs" },
        { condition: "pool is exhausted names no remediation", text: "pool is exhausted" },
        { condition: "查看日志 names no remediation", text: "查看 order-service 日志" },
      ]),
    )("%s", (_condition, { text }) => {
      expect(remediationMatches(grammar, text)).toEqual([]);
      expect(remediationTerm(grammar, text)).toBeNull();
    });

    it("gives where each match is", () => {
      const text = "order-service needs a restart";
      const start = text.indexOf("restart");
      expect(remediationMatches(grammar, text)).toEqual([
        { term: "restart", start, end: start + "restart".length },
      ]);
    });
  });

  describe("next steps that start with an evidence-collection verb", () => {
    it.each(
      named([
        { condition: "Check ... is kept", step: "Check the HikariPool-1 metrics", kept: true },
        {
          condition: "a numbered Query ... is kept",
          step: "1. Query logs for order-service",
          kept: true,
        },
        { condition: "a bulleted inspect ... is kept", step: "- inspect thread dumps", kept: true },
        { condition: "Look at ... is kept", step: "Look at GC logs", kept: true },
        { condition: "Compare ... is kept", step: "Compare p99 before and after", kept: true },
        { condition: "查看 ... is kept", step: "查看 order-service 日志", kept: true },
        { condition: "检查 after white space is kept", step: "  检查连接池配置", kept: true },
        { condition: "Restart ... is not kept", step: "Restart order-service", kept: false },
        { condition: "Increase ... is not kept", step: "Increase pool size", kept: false },
        { condition: "Fix ... is not kept", step: "Fix the pool", kept: false },
        { condition: "重启 ... is not kept", step: "重启 order-service", kept: false },
      ]),
    )("%s", (_condition, { step, kept }) => {
      expect(startsWithCollectionVerb(grammar, step)).toBe(kept);
    });
  });

  describe("claims that prescribe an action", () => {
    itJudges([
      row(
        "a prescribing word the record says too reports the record (不需要更改配置)",
        "tbird-sm1 上的 ib_sm.x 报告不需要更改配置",
        [
          "- 1131566474 2005.11.09 tbird-sm1 Nov 9 12:01:14 src@tbird-sm1 ib_sm.x[24904]: [ib_sm_sweep.c:1482]: No configuration change required",
        ],
        "PASS",
      ),
      row(
        "a bare verb opening its clause prescribes (restart the pod)",
        "order-service pod=order-service-7d9f8b-x2k4p，restart the pod",
        [POD_LOG],
        "LOW_CONFID",
        ["remediation_in_claim"],
      ),
      row(
        "an inflected form opening its clause describes (restarts 是 14)",
        "order-service pod=order-service-7d9f8b-x2k4p 处于 CrashLoopBackOff，restarts 是 14",
        [POD_LOG],
        "PASS",
      ),
      row(
        "HikariPool-1 needs a restart is not PASS",
        "order-service HikariPool-1 needs a restart",
        [POOL_LOG],
        "LOW_CONFID",
        ["remediation_in_claim"],
      ),
      row(
        "should be restarted is not PASS",
        "order-service pod should be restarted",
        [POD_LOG],
        "LOW_CONFID",
        ["remediation_in_claim"],
      ),
      row(
        "must be restarted is not PASS even where restarts are recorded",
        "order-service pod must be restarted",
        [POD_LOG],
        "LOW_CONFID",
        ["remediation_in_claim"],
      ),
      row(
        "an imperative Restart is not PASS",
        "Restart the order-service pod",
        [POD_LOG],
        "LOW_CONFID",
        ["remediation_in_claim"],
      ),
      row(
        "should increase the pool size is not PASS",
        "order-service HikariPool-1 should increase the pool size",
        [POOL_LOG],
        "LOW_CONFID",
        ["remediation_in_claim"],
      ),
      row(
        "should raise connectionTimeout is not PASS even where the setting is recorded",
        "order-service should raise connectionTimeout",
        [`${POOL_LOG} connectionTimeout=30000`],
        "LOW_CONFID",
        ["remediation_in_claim"],
      ),
      row(
        "should roll back is not PASS",
        "order-service should roll back the deploy",
        [POD_LOG],
        "LOW_CONFID",
        ["remediation_in_claim"],
      ),
      row(
        "needs to scale out is not PASS",
        "order-service needs to scale out",
        [POD_LOG],
        "LOW_CONFID",
        ["remediation_in_claim"],
      ),
      row("需要重启 is not PASS", "order-service 需要重启", [POD_LOG], "LOW_CONFID", [
        "remediation_in_claim",
      ]),
      row(
        "应该 重启 is not PASS even where restarts are recorded",
        "order-service 应该 重启",
        [CHINESE_POD_LOG],
        "LOW_CONFID",
        ["remediation_in_claim"],
      ),
      row("建议扩容 is not PASS", "order-service 建议扩容", [CHINESE_ALERT], "LOW_CONFID", [
        "remediation_in_claim",
      ]),
      row(
        "需要调大连接池 is not PASS",
        "order-service 需要调大连接池",
        [CHINESE_ALERT],
        "LOW_CONFID",
        ["remediation_in_claim"],
      ),
      row("需要回滚 is not PASS", "order-service 需要回滚", [CHINESE_ALERT], "LOW_CONFID", [
        "remediation_in_claim",
      ]),
    ]);
  });

  describe("claims that describe what a record states", () => {
    itJudges([
      row(
        "an infinitive after the record's own verb reports it (trying to enable)",
        "Found ca.pem in the data directory; trying to enable SSL support using them",
        [
          "2016-12-09T12:08:33.662950Z 0 [Note] Found ca.pem, server-cert.pem and server-key.pem in data directory. Trying to enable SSL support using them.",
        ],
        "PASS",
      ),
      row(
        "a remediation word after an article is a noun (the shutdown ... completed)",
        "The shutdown of ReplicaFetcher leaderId=20 completed",
        [
          "[2018-10-17 12:58:47,602] INFO [ReplicaFetcher replicaId=10, leaderId=20, fetcherId=0] Shutdown completed (kafka.server.ReplicaFetcherThread)",
        ],
        "PASS",
      ),
      row(
        "restarted 14 times passes against restarts=14",
        "order-service pod restarted 14 times",
        [POD_LOG],
        "PASS",
      ),
      row(
        "restarted 15 times against restarts=14 is a conflict",
        "order-service pod restarted 15 times",
        [POD_LOG],
        "REJECT",
        ["fact_conflict"],
      ),
      row(
        "重启 14 次 passes against restarts=14",
        "order-service pod 重启 14 次",
        [POD_LOG],
        "PASS",
      ),
      row(
        "重启了 14 次 passes against restarts=14",
        "order-service pod 重启了 14 次",
        [POD_LOG],
        "PASS",
      ),
      row(
        "重启 14 次 passes against 已重启 14 次",
        "order-service 重启 14 次",
        [CHINESE_POD_LOG],
        "PASS",
      ),
      row("restarts=14 passes as a pair", "order-service pod has restarts=14", [POD_LOG], "PASS"),
      row(
        "CrashLoopBackOff with restarts=14 passes",
        "order-service pod is in CrashLoopBackOff with restarts=14",
        [POD_LOG],
        "PASS",
      ),
    ]);
  });

  describe("remediation a runbook-attributed claim reports", () => {
    itJudges([
      row(
        "the runbook advises ... before restarting passes",
        "The runbook advises collecting thread dumps and slow query logs before restarting",
        [runbook(RUNBOOK_TEXT)],
        "PASS",
      ),
      row("手册建议重启服务 passes", "手册建议重启服务", [runbook(CHINESE_RUNBOOK_TEXT)], "PASS"),
      row(
        "the runbook advises restarting order-service passes",
        "The runbook advises restarting order-service",
        [
          runbook(
            "Runbook: order-service pool exhaustion. Collect thread dumps, then restart order-service.",
          ),
        ],
        "PASS",
      ),
    ]);
  });
});

describe("a remediation word inside a name", () => {
  itJudges([
    row(
      "prescribes nothing (image-resizer is no resize)",
      "It looks like image-resizer reported maxmemory at 4gb.",
      ["RedisMemoryHigh firing, service=image-resizer, used_memory=3.9gb, maxmemory=4gb"],
      "PASS",
    ),
  ]);
});

describe("a remediation word the record writes as a label or a key", () => {
  itJudges([
    row(
      "a label before a colon, as the record writes it, passes",
      "Shutdown: going to close sockets (signalProcessingThread).",
      [
        "2018-02-05T14:49:45.606+0100 I NETWORK  [signalProcessingThread] shutdown: going to close sockets...",
      ],
      "PASS",
    ),
    row(
      "a key of a configuration passes",
      "wiredtiger_open config: cache_size=8G, session_max=20000, eviction=(threads_max=4).",
      [
        "2018-02-05T13:44:56.677+0100 I STORAGE  [initandlisten] wiredtiger_open config: create,cache_size=8G,session_max=20000,eviction=(threads_max=4),config_base=false",
      ],
      "PASS",
    ),
    row(
      "what the record says was increased, with framing between, passes",
      "4961:M increased the maximum number of open files to 10032; it was originally set to 4864.",
      [
        "4961:M 30 May 12:50:13.457 * Increased maximum number of open files to 10032 (it was originally set to 4864).",
      ],
      "PASS",
    ),
  ]);
});

describe("has before a verb in the past is a perfect", () => {
  const PIPELINE =
    '{"level":"INFO","loggerName":"logstash.pipeline","timeMillis":1546896322538,"thread":"[main]>worker7","logEvent":{"message":"Pipeline has terminated","pipeline_id":"main"}}';
  itJudges([
    row(
      "has terminated, as the record says, passes",
      "Pipeline main has terminated.",
      [PIPELINE],
      "PASS",
    ),
    row(
      "has to terminate prescribes",
      "Pipeline main has to terminate.",
      [PIPELINE],
      "LOW_CONFID",
      ["remediation_in_claim"],
    ),
  ]);
});
