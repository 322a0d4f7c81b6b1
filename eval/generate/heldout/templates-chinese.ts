/**
 * Chinese evidence templates: alerts and application logs written in Chinese, as Chinese teams'
 * monitoring and services emit them, with English keys and identifiers mixed in.
 */
import { defineTemplate, keyValue, proseNumber, ratioFact, statement, subject } from "./facts.js";
import { plainTime } from "./profiles.js";
import {
  bilingualQuantity,
  count,
  formatNumber,
  quantity,
  roundTo,
  suffixed,
} from "./quantities.js";
import type { Fact, Renderings, Subject, Template } from "./types.js";

const plain = (value: number): string => formatNumber(value);
const milliseconds = suffixed("ms");
const percent = suffixed("%");
const minutesQuantity = (value: number, group: string) =>
  bilingualQuantity(
    value,
    "min",
    group,
    (written) => `${formatNumber(written)} minutes`,
    (written) => `${formatNumber(written)} 分钟`,
  );

type ChineseState = "触发" | "恢复";

function chineseState(firing: boolean): ChineseState {
  return firing ? "触发" : "恢复";
}

/** State phrasings for a Chinese alert (`状态：触发`, `内存告警恢复`); `about` names what alerts. */
function chineseStateFact(
  state: ChineseState,
  span: string,
  about: { readonly en: string; readonly zh: string } = { en: "", zh: "" },
): Fact {
  const firing = state === "触发";
  const english = (text: string): string => `${about.en} ${text}`.trim();
  const englishFiring = [english("alert firing"), english("alert is firing")];
  const englishResolved = [english("alert resolved"), english("alert is resolved")];
  const chineseFiring = [`${about.zh}告警触发`, `${about.zh}告警正在触发`];
  const chineseResolved = [`${about.zh}告警恢复`, `${about.zh}告警已恢复`];
  const negated: Renderings = firing
    ? {
        en: [english("alert not firing")],
        zh: [`${about.zh}告警未触发`, `${about.zh}告警没有触发`],
      }
    : {
        en: [english("alert not resolved")],
        zh: [`${about.zh}告警未恢复`, `${about.zh}告警没有恢复`],
      };
  return statement(
    "state",
    span,
    firing ? englishFiring : englishResolved,
    firing ? chineseFiring : chineseResolved,
    {
      negated,
      antonym: firing
        ? { en: englishResolved, zh: chineseResolved }
        : { en: englishFiring, zh: chineseFiring },
    },
  );
}

function bracketService(name: string): Subject {
  return subject(name, "service", `[${name}]`, [name], [name]);
}

const latencyAlert = defineTemplate(
  {
    id: "zh-latency-alert",
    tool: "query_metrics",
    language: "zh",
    domain: "http",
    subjectKind: "service",
  },
  (random, profile) => {
    const firing = random.chance(0.75);
    const state = chineseState(firing);
    const threshold = random.pick([500, 800, 1000]);
    const tail = roundTo(threshold / 1000 + 0.4 + random.next() * 3, 1);
    const duration = count(random, 3, 45);
    const text = `【告警】服务 ${profile.name} 请求延迟超过阈值，p99=${formatNumber(tail)}s，阈值=${threshold}ms，持续 ${duration} 分钟，状态：${state}`;
    return {
      text,
      subject: subject(
        profile.name,
        "service",
        `服务 ${profile.name}`,
        [profile.name, `service ${profile.name}`, `the ${profile.name} service`],
        [`服务 ${profile.name}`, `${profile.name} 服务`, profile.name],
      ),
      facts: [
        chineseStateFact(state, `状态：${state}`),
        statement(
          "over-threshold",
          "请求延迟超过阈值",
          ["request latency above threshold", "request latency above the threshold"],
          ["请求延迟超过阈值", "请求延迟超过了阈值"],
          {
            negated: {
              en: ["request latency not above threshold"],
              zh: ["请求延迟没有超过阈值", "请求延迟未超过阈值"],
            },
            antonym: { en: ["request latency below threshold"], zh: ["请求延迟低于阈值"] },
          },
        ),
        keyValue("p99", quantity(tail, "s", "p99", suffixed("s")), {
          only: true,
          en: [
            (value) => `p99=${value}`,
            (value) => `p99 ${value}`,
            (value) => `latency p99 ${value}`,
          ],
          zh: [
            (value) => `p99=${value}`,
            (value) => `p99 为 ${value}`,
            (value) => `延迟 p99 为 ${value}`,
          ],
        }),
        keyValue("阈值", quantity(threshold, "ms", "threshold", milliseconds), {
          only: true,
          en: [(value) => `threshold ${value}`, (value) => `threshold=${value}`],
          zh: [
            (value) => `阈值=${value}`,
            (value) => `阈值为 ${value}`,
            (value) => `阈值 ${value}`,
          ],
        }),
        proseNumber(
          "duration",
          `持续 ${duration} 分钟`,
          minutesQuantity(duration, "minutes"),
          [(value) => `for ${value}`, (value) => `duration ${value}`],
          [(value) => `持续 ${value}`, (value) => `已持续 ${value}`],
        ),
      ],
    };
  },
);

const diskAlert = defineTemplate(
  {
    id: "zh-disk-alert",
    tool: "query_metrics",
    language: "zh",
    domain: "disk",
    subjectKind: "host",
  },
  (random, profile) => {
    const usage = random.integer(86, 99);
    const mountpoint = random.pick(["/data", "/var/lib/mysql", "/export", "/var/log"]);
    if (random.chance(0.5)) {
      const duration = count(random, 5, 90);
      const device = random.pick(["vdb", "sdc", "nvme1n1"]);
      const text = `[P1] 主机 ${profile.host} 磁盘使用率 ${usage}%，挂载点 ${mountpoint}，设备 ${device}，已持续 ${duration} 分钟`;
      return {
        text,
        subject: subject(
          profile.host,
          "host",
          `主机 ${profile.host}`,
          [profile.host, `host ${profile.host}`],
          [`主机 ${profile.host}`, profile.host],
        ),
        facts: [
          proseNumber(
            "disk-usage",
            `磁盘使用率 ${usage}%`,
            quantity(usage, "percent", "percent", percent),
            [(value) => `disk usage ${value}`, (value) => `disk usage at ${value}`],
            [(value) => `磁盘使用率 ${value}`, (value) => `磁盘使用率为 ${value}`],
          ),
          statement(
            "mountpoint",
            `挂载点 ${mountpoint}`,
            [`on ${mountpoint}`],
            [`挂载点 ${mountpoint}`],
          ),
          statement("device", `设备 ${device}`, [device], [`设备 ${device}`]),
          proseNumber(
            "duration",
            `已持续 ${duration} 分钟`,
            minutesQuantity(duration, "minutes"),
            [(value) => `for ${value}`],
            [(value) => `已持续 ${value}`, (value) => `持续 ${value}`],
          ),
        ],
      };
    }
    const firing = random.chance(0.75);
    const state = chineseState(firing);
    const instance = `${profile.host}:9100`;
    const text = `alertname=主机磁盘空间不足 severity=critical instance=${instance} 挂载点=${mountpoint} 磁盘使用率=${usage}% 状态=${state}`;
    return {
      text,
      subject: subject(
        instance,
        "host",
        `instance=${instance}`,
        [instance, `instance ${instance}`],
        [instance, `实例 ${instance}`],
      ),
      facts: [
        chineseStateFact(state, `状态=${state}`),
        proseNumber(
          "disk-usage",
          `磁盘使用率=${usage}%`,
          quantity(usage, "percent", "percent", percent),
          [(value) => `disk usage ${value}`],
          [(value) => `磁盘使用率=${value}`, (value) => `磁盘使用率 ${value}`],
        ),
        statement(
          "mountpoint",
          `挂载点=${mountpoint}`,
          [`on ${mountpoint}`],
          [`挂载点 ${mountpoint}`],
        ),
      ],
    };
  },
);

const memoryAlert = defineTemplate(
  {
    id: "zh-memory-alert",
    tool: "query_metrics",
    language: "zh",
    domain: "host",
    subjectKind: "node",
  },
  (random, profile) => {
    const firing = random.chance(0.5);
    const state = chineseState(firing);
    const threshold = random.pick([80, 85, 90]);
    const usage = firing ? random.integer(threshold + 1, 99) : random.integer(40, threshold - 1);
    const node = `k8s-node-${random.integer(1, 40)}`;
    const instance = `${profile.address}:9100`;
    const text = `告警${state}：节点 ${node} 内存使用率 ${usage}%，阈值 ${threshold}%，实例 ${instance}`;
    return {
      text,
      subject: subject(
        node,
        "node",
        `节点 ${node}`,
        [node, `node ${node}`],
        [`节点 ${node}`, node],
      ),
      facts: [
        chineseStateFact(state, `告警${state}`),
        proseNumber(
          "memory-usage",
          `内存使用率 ${usage}%`,
          quantity(usage, "percent", "percent", percent),
          [(value) => `memory usage ${value}`, (value) => `memory usage at ${value}`],
          [(value) => `内存使用率 ${value}`, (value) => `内存使用率为 ${value}`],
        ),
        proseNumber(
          "threshold",
          `阈值 ${threshold}%`,
          quantity(threshold, "percent", "percent", percent),
          [(value) => `threshold ${value}`],
          [(value) => `阈值 ${value}`, (value) => `阈值为 ${value}`],
        ),
        statement("instance", `实例 ${instance}`, [`instance ${instance}`], [`实例 ${instance}`]),
      ],
    };
  },
);

const consumerFailureLog = defineTemplate(
  {
    id: "zh-consumer-log",
    tool: "query_logs",
    language: "zh",
    domain: "queue",
    subjectKind: "service",
  },
  (random, profile) => {
    const consumer = `${profile.short}-c${random.integer(1, 9)}`;
    const retries = count(random, 3, 9);
    const backlog = count(random, 1000, 25000);
    const failure = `消费者 ${consumer} 处理消息失败`;
    const text = `${plainTime(random)} ERROR [${profile.name}] ${failure}，重试 ${retries} 次后放弃，队列 ${profile.queue} 积压 ${backlog} 条`;
    return {
      text,
      subject: bracketService(profile.name),
      facts: [
        statement(
          "consumer-failed",
          failure,
          [`consumer ${consumer} failed`],
          [failure, `消费者 ${consumer} 失败`],
          {
            negated: {
              en: [`consumer ${consumer} did not fail`],
              zh: [`消费者 ${consumer} 处理消息没有失败`, `消费者 ${consumer} 并未失败`],
            },
            antonym: {
              en: [`consumer ${consumer} succeeded`],
              zh: [`消费者 ${consumer} 处理消息成功`],
            },
          },
        ),
        proseNumber(
          "retries",
          `重试 ${retries} 次后放弃`,
          quantity(retries, "count", "retries", plain),
          [(value) => `retried ${value} times`, (value) => `${value} retries`],
          [(value) => `重试 ${value} 次后放弃`, (value) => `重试 ${value} 次`],
          { negated: { en: ["never retried"], zh: ["没有重试"] } },
        ),
        proseNumber(
          "backlog",
          `队列 ${profile.queue} 积压 ${backlog} 条`,
          quantity(backlog, "count", "backlog", plain),
          [
            (value) => `queue ${profile.queue} lag ${value}`,
            (value) => `queue ${profile.queue} backlog ${value}`,
          ],
          [
            (value) => `队列 ${profile.queue} 积压 ${value} 条`,
            (value) => `队列 ${profile.queue} 积压 ${value}`,
          ],
        ),
      ],
    };
  },
);

const searchTimeoutLog = defineTemplate(
  {
    id: "zh-search-timeout-log",
    tool: "query_logs",
    language: "zh",
    domain: "search",
    subjectKind: "service",
  },
  (random, profile) => {
    const cluster = `${profile.short}-search-prod`;
    const elapsed = random.pick([1500, 3000, 5000, 10000, 30000]);
    const attempt = random.integer(2, 5);
    const timeout = `连接 Elasticsearch 集群 ${cluster} 超时`;
    const text = `${plainTime(random)} WARN [${profile.name}] ${timeout}，耗时 ${elapsed}ms，第 ${attempt} 次重试`;
    return {
      text,
      subject: bracketService(profile.name),
      facts: [
        statement(
          "timeout",
          timeout,
          [
            `connection to Elasticsearch cluster ${cluster} timed out`,
            `Elasticsearch cluster ${cluster} connection timeout`,
          ],
          [timeout, `连接 Elasticsearch 集群 ${cluster} 时超时`],
          {
            negated: {
              en: [`connection to Elasticsearch cluster ${cluster} did not time out`],
              zh: [`连接 Elasticsearch 集群 ${cluster} 没有超时`],
            },
          },
        ),
        proseNumber(
          "elapsed",
          `耗时 ${elapsed}ms`,
          quantity(elapsed, "ms", "elapsed", milliseconds),
          [(value) => `took ${value}`, (value) => `elapsed ${value}`],
          [(value) => `耗时 ${value}`],
        ),
        proseNumber(
          "attempt",
          `第 ${attempt} 次重试`,
          quantity(attempt, "count", "attempt", plain),
          [(value) => `retry ${value}`],
          [(value) => `第 ${value} 次重试`],
        ),
      ],
    };
  },
);

const pushFailureLog = defineTemplate(
  {
    id: "zh-push-failure-log",
    tool: "query_logs",
    language: "zh",
    domain: "http",
    subjectKind: "service",
  },
  (random, profile) => {
    const code = random.pick([502, 503, 504]);
    const window = random.pick([5, 10, 15]);
    const failures = count(random, 3, 400);
    const upstream = `${profile.upstream}`;
    const text = `${plainTime(random)} ERROR [${profile.name}] 推送请求失败：上游 ${upstream} 返回 ${code}，最近 ${window} 分钟失败 ${failures} 次`;
    return {
      text,
      subject: bracketService(profile.name),
      facts: [
        statement("push-failed", "推送请求失败", ["push requests failed"], ["推送请求失败"], {
          negated: {
            en: ["push requests did not fail"],
            zh: ["推送请求没有失败", "推送请求未失败"],
          },
          antonym: { en: ["push requests succeeded"], zh: ["推送请求成功"] },
        }),
        statement(
          "upstream",
          `上游 ${upstream} 返回 ${code}`,
          [],
          [`上游 ${upstream} 返回 ${code}`],
        ),
        proseNumber(
          "failures",
          `失败 ${failures} 次`,
          quantity(failures, "count", "failures", plain),
          [(value) => `failed ${value} times`, (value) => `${value} failures`],
          [(value) => `失败 ${value} 次`, (value) => `失败了 ${value} 次`],
          { negated: { en: ["no failures"], zh: ["没有失败"] } },
        ),
      ],
    };
  },
);

const cacheHitLog = defineTemplate(
  {
    id: "zh-cache-hit-log",
    tool: "query_logs",
    language: "zh",
    domain: "redis",
    subjectKind: "service",
  },
  (random, profile) => {
    const falling = random.chance(0.7);
    const direction = falling ? "下降" : "上升";
    const opposite = falling ? "上升" : "下降";
    const rate = random.integer(31, 97);
    const maximum = random.pick([200, 500, 1000]);
    const connections = random.integer(Math.floor(maximum * 0.8), maximum);
    const instance = `${profile.cacheHost}:6379`;
    const hit = `缓存命中率${direction}至 ${rate}%`;
    const text = `${plainTime(random)} INFO [${profile.name}] ${hit}，Redis 实例 ${instance} 连接数 ${connections}/${maximum}`;
    return {
      text,
      subject: bracketService(profile.name),
      facts: [
        proseNumber(
          "hit-rate",
          hit,
          quantity(rate, "percent", "percent", percent),
          [],
          [(value) => `缓存命中率${direction}至 ${value}`],
          {
            antonym: {
              en: [`cache hit rate ${falling ? "increased" : "decreased"} to ${rate}%`],
              zh: [`缓存命中率${opposite}至 ${rate}%`],
            },
          },
        ),
        statement(
          "instance",
          `Redis 实例 ${instance}`,
          [`Redis instance ${instance}`],
          [`Redis 实例 ${instance}`],
        ),
        ratioFact(
          "connections",
          `连接数 ${connections}/${maximum}`,
          { part: connections, whole: maximum, style: "slash" },
          [(value) => `connections ${value}`, (value) => `${value} connections`],
          [(value) => `连接数 ${value}`],
        ),
      ],
    };
  },
);

const kubeletRestartLog = defineTemplate(
  { id: "zh-kubelet-log", tool: "query_logs", language: "zh", domain: "kube", subjectKind: "pod" },
  (random, profile) => {
    const restarts = count(random, 3, 60);
    const podSpan = `Pod ${profile.namespace}/${profile.pod}`;
    const text = `${plainTime(random)} kubelet[${random.integer(900, 4200)}]: ${podSpan} 容器 ${profile.container} 重启 ${restarts} 次，状态 CrashLoopBackOff`;
    return {
      text,
      subject: subject(
        profile.pod,
        "pod",
        podSpan,
        [`pod ${profile.pod}`, profile.pod],
        [`Pod ${profile.pod}`, profile.pod, podSpan],
      ),
      facts: [
        proseNumber(
          "restarts",
          `重启 ${restarts} 次`,
          quantity(restarts, "count", "restarts", plain),
          [(value) => `${value} restarts`, (value) => `restarted ${value} times`],
          [(value) => `重启 ${value} 次`, (value) => `重启了 ${value} 次`],
          { negated: { en: ["has not restarted"], zh: ["没有重启", "未重启"] } },
        ),
        statement(
          "crashloop",
          "状态 CrashLoopBackOff",
          ["CrashLoopBackOff", "in CrashLoopBackOff"],
          ["状态 CrashLoopBackOff", "处于 CrashLoopBackOff"],
          { negated: { en: ["not in CrashLoopBackOff"], zh: ["没有处于 CrashLoopBackOff"] } },
        ),
        statement("container", `容器 ${profile.container}`, [], [`容器 ${profile.container}`]),
      ],
    };
  },
);

const callTimeoutLog = defineTemplate(
  {
    id: "zh-call-timeout-log",
    tool: "query_logs",
    language: "zh",
    domain: "http",
    subjectKind: "service",
  },
  (random, profile) => {
    const timeout = random.pick([800, 1000, 2000, 3000, 5000]);
    const retries = count(random, 2, 6);
    const call = `调用 ${profile.upstream} 失败`;
    const text = `${plainTime(random)} ERROR [${profile.name}] ${call}：请求超时 (timeout=${timeout}ms)，已重试 ${retries} 次`;
    return {
      text,
      subject: bracketService(profile.name),
      facts: [
        statement("call-failed", call, [], [call], {
          negated: {
            en: [],
            zh: [`调用 ${profile.upstream} 没有失败`, `调用 ${profile.upstream} 并未失败`],
          },
          antonym: { en: [], zh: [`调用 ${profile.upstream} 成功`] },
        }),
        statement(
          "request-timeout",
          "请求超时",
          ["request timed out", "request timeout"],
          ["请求超时"],
          {
            negated: { en: ["request did not time out"], zh: ["请求没有超时", "请求未超时"] },
          },
        ),
        keyValue("timeout", quantity(timeout, "ms", "timeout", milliseconds), {
          only: true,
          en: [(value) => `timeout=${value}`, (value) => `timeout ${value}`],
          zh: [(value) => `timeout=${value}`, (value) => `超时 ${value}`],
        }),
        proseNumber(
          "retries",
          `已重试 ${retries} 次`,
          quantity(retries, "count", "retries", plain),
          [(value) => `retried ${value} times`, (value) => `${value} retries`],
          [(value) => `已重试 ${value} 次`, (value) => `重试 ${value} 次`],
          { negated: { en: ["never retried"], zh: ["没有重试", "未重试"] } },
        ),
      ],
    };
  },
);

const poolFullLog = defineTemplate(
  {
    id: "zh-pool-full-log",
    tool: "query_logs",
    language: "zh",
    domain: "postgres",
    subjectKind: "service",
  },
  (random, profile) => {
    const maximum = random.pick([20, 30, 40, 50, 64]);
    const waiting = count(random, 3, 90);
    const timeout = random.pick([3000, 5000, 10000, 30000]);
    const text = `${plainTime(random)} ERROR [${profile.name}] 数据库连接池已满：活跃连接 ${maximum}/${maximum}，等待请求 ${waiting} 个，获取连接超时 ${timeout}ms`;
    return {
      text,
      subject: bracketService(profile.name),
      facts: [
        statement("pool-full", "数据库连接池已满", [], ["数据库连接池已满"], {
          negated: { en: [], zh: ["数据库连接池未满", "数据库连接池没有满"] },
        }),
        ratioFact(
          "active",
          `活跃连接 ${maximum}/${maximum}`,
          { part: maximum, whole: maximum, style: "slash" },
          [(value) => `connections ${value}`],
          [(value) => `活跃连接 ${value}`],
        ),
        proseNumber(
          "waiting",
          `等待请求 ${waiting} 个`,
          quantity(waiting, "count", "waiting", plain),
          [],
          [(value) => `等待请求 ${value} 个`, (value) => `${value} 个等待请求`],
        ),
        proseNumber(
          "timeout",
          `获取连接超时 ${timeout}ms`,
          quantity(timeout, "ms", "timeout", milliseconds),
          [(value) => `connection timeout ${value}`],
          [(value) => `获取连接超时 ${value}`, (value) => `连接超时 ${value}`],
        ),
      ],
    };
  },
);

const etcdElectionLog = defineTemplate(
  { id: "zh-etcd-log", tool: "query_logs", language: "zh", domain: "etcd", subjectKind: "member" },
  (random) => {
    const member = `etcd-${random.integer(0, 4)}`;
    const changes = count(random, 4, 30);
    const term = random.integer(100, 9000);
    const text = `${plainTime(random)} WARN etcd 成员 ${member} 选主超时，最近 15 分钟 leader 变更 ${changes} 次，当前 term=${term}`;
    return {
      text,
      subject: subject(member, "member", `成员 ${member}`, [member], [`成员 ${member}`, member]),
      facts: [
        statement("election-timeout", "选主超时", [], ["选主超时"], {
          negated: { en: [], zh: ["没有选主超时", "未选主超时"] },
        }),
        proseNumber(
          "leader-changes",
          `leader 变更 ${changes} 次`,
          quantity(changes, "count", "changes", plain),
          [],
          [(value) => `leader 变更 ${value} 次`, (value) => `leader 变更了 ${value} 次`],
        ),
        statement("term", `term=${term}`, [`term=${term}`], [`term=${term}`]),
      ],
    };
  },
);

const rabbitMemoryAlert = defineTemplate(
  {
    id: "zh-rabbit-memory-alert",
    tool: "query_metrics",
    language: "zh",
    domain: "queue",
    subjectKind: "node",
  },
  (random, profile) => {
    const firing = random.chance(0.7);
    const state = chineseState(firing);
    const watermark = random.pick([3.2, 6.4, 12.8]);
    const used = firing
      ? roundTo(watermark * (0.96 + random.next() * 0.03), 1)
      : roundTo(watermark * 0.6, 1);
    const node = `rabbit@${profile.broker.split(".")[0] ?? "rabbitmq-0"}`;
    const gigabytes = suffixed("GB");
    const text = `RabbitMQ 节点 ${node} 内存告警${state}，内存使用 ${formatNumber(used)}GB，高水位 ${formatNumber(watermark)}GB`;
    return {
      text,
      subject: subject(
        node,
        "node",
        `节点 ${node}`,
        [`node ${node}`, node],
        [`节点 ${node}`, node],
      ),
      facts: [
        chineseStateFact(state, `内存告警${state}`, { en: "memory", zh: "内存" }),
        proseNumber(
          "memory-used",
          `内存使用 ${formatNumber(used)}GB`,
          quantity(used, "gb", "memory", gigabytes),
          [(value) => `memory ${value}`, (value) => `memory used ${value}`],
          [(value) => `内存使用 ${value}`],
        ),
        proseNumber(
          "watermark",
          `高水位 ${formatNumber(watermark)}GB`,
          quantity(watermark, "gb", "memory", gigabytes),
          [],
          [(value) => `高水位 ${value}`],
        ),
      ],
    };
  },
);

const kafkaIsrLog = defineTemplate(
  {
    id: "zh-kafka-isr-log",
    tool: "query_logs",
    language: "zh",
    domain: "queue",
    subjectKind: "service",
  },
  (random, profile) => {
    const partition = random.integer(0, 23);
    const replicas = random.pick([3, 5]);
    const inSync = random.integer(1, replicas - 1);
    const backlog = count(random, 2000, 25000);
    const text = `${plainTime(random)} ERROR [${profile.name}] 主题 ${profile.topic} 分区 ${partition} 副本同步失败，ISR ${inSync}/${replicas}，积压 ${backlog} 条消息`;
    return {
      text,
      subject: bracketService(profile.name),
      facts: [
        statement(
          "partition",
          `分区 ${partition}`,
          [`partition ${partition}`],
          [`分区 ${partition}`],
        ),
        statement("sync-failed", "副本同步失败", [], ["副本同步失败"], {
          negated: { en: [], zh: ["副本同步没有失败", "副本同步未失败"] },
          antonym: { en: [], zh: ["副本同步成功"] },
        }),
        ratioFact(
          "isr",
          `ISR ${inSync}/${replicas}`,
          { part: inSync, whole: replicas, style: "slash" },
          [(value) => `ISR ${value}`],
          [(value) => `ISR ${value}`],
        ),
        proseNumber(
          "backlog",
          `积压 ${backlog} 条消息`,
          quantity(backlog, "count", "backlog", plain),
          [(value) => `lag ${value}`, (value) => `a lag of ${value} messages`],
          [(value) => `积压 ${value} 条消息`, (value) => `积压 ${value} 条`],
        ),
      ],
    };
  },
);

const noReplicasLog = defineTemplate(
  {
    id: "zh-no-replicas-log",
    tool: "query_logs",
    language: "zh",
    domain: "kube",
    subjectKind: "service",
  },
  (random, profile) => {
    const desired = random.integer(2, 12);
    const text = `${plainTime(random)} WARN [${profile.name}] 无可用副本，期望副本数 ${desired}，当前可用 0`;
    return {
      text,
      subject: bracketService(profile.name),
      facts: [
        statement(
          "no-replicas",
          "无可用副本",
          ["no available replicas", "no replicas available"],
          ["无可用副本", "没有可用副本"],
          {
            dropped: {
              en: ["has available replicas", "replicas available"],
              zh: ["有可用副本", "副本可用"],
            },
          },
        ),
        proseNumber(
          "desired",
          `期望副本数 ${desired}`,
          quantity(desired, "count", "replicas", plain),
          [],
          [(value) => `期望副本数 ${value}`, (value) => `期望副本数为 ${value}`],
        ),
      ],
    };
  },
);

const healthCheckLog = defineTemplate(
  {
    id: "zh-health-check-log",
    tool: "query_logs",
    language: "zh",
    domain: "http",
    subjectKind: "service",
  },
  (random, profile) => {
    const failures = count(random, 3, 20);
    const instance = `${profile.address}:8080`;
    const text = `${plainTime(random)} ERROR [${profile.name}] 实例 ${instance} 健康检查未通过，连续失败 ${failures} 次，已从负载均衡摘除`;
    return {
      text,
      subject: bracketService(profile.name),
      facts: [
        statement("instance", `实例 ${instance}`, [`instance ${instance}`], [`实例 ${instance}`]),
        statement("not-passed", "健康检查未通过", [], ["健康检查未通过"], {
          dropped: { en: ["health check passed"], zh: ["健康检查通过", "健康检查已通过"] },
        }),
        proseNumber(
          "failures",
          `连续失败 ${failures} 次`,
          quantity(failures, "count", "failures", plain),
          [(value) => `failed ${value} times`, (value) => `${value} failures`],
          [(value) => `连续失败 ${value} 次`, (value) => `失败 ${value} 次`],
          { negated: { en: ["no failures"], zh: ["没有失败"] } },
        ),
        statement("removed", "已从负载均衡摘除", [], ["已从负载均衡摘除"]),
      ],
    };
  },
);

export const CHINESE_TEMPLATES: readonly Template[] = [
  latencyAlert,
  diskAlert,
  memoryAlert,
  consumerFailureLog,
  searchTimeoutLog,
  pushFailureLog,
  cacheHitLog,
  kubeletRestartLog,
  callTimeoutLog,
  poolFullLog,
  etcdElectionLog,
  rabbitMemoryAlert,
  kafkaIsrLog,
  noReplicasLog,
  healthCheckLog,
];
