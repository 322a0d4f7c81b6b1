/**
 * `query_logs` records written by services that log in Chinese (logback layout, Chinese
 * message), with their faithful restatements in both languages and the contrary statements
 * fabrications use.
 */
import {
  clientClassName,
  pickMoment,
  pickPool,
  pickRequestThread,
  serviceStem,
} from "./entities.js";
import {
  count,
  entity,
  genericRemediations,
  literal,
  makeRecord,
  merged,
  percent,
  quantity,
  relying,
  statusCode,
} from "./record-kit.js";
import {
  breakerTransition,
  clock,
  logTemplate,
  poolFigures,
  serviceFor,
  upstreamOf,
} from "./template-helpers.js";
import type { RecordTemplate } from "./types.js";

const callTimeoutChinese = logTemplate(
  { id: "log-zh/call-timeout", language: "zh", topic: "timeout" },
  true,
  (random, options, meta) => {
    const service = serviceFor(random, options);
    const target = upstreamOf(random, service, options);
    const moment = pickMoment(random);
    const latency = random.int(1200, 9900);
    const retries = random.int(1, 5);
    return makeRecord(meta, {
      text: `${moment.iso} ERROR ${service} [${pickRequestThread(random)}] c.e.${serviceStem(service).replace(/-/g, "")}.${clientClassName(target)} - 调用 ${target} 超时，耗时 ${latency}ms，重试 ${retries} 次`,
      subjectField: "service",
      service,
      fields: {
        service: entity("service", service, `ERROR ${service}`),
        target: entity("service", target, `调用 ${target} 超时`),
        time: clock(moment),
        latency: quantity(latency, `耗时 ${latency}ms`, {
          kind: "duration",
          unit: "ms",
          enSuffix: " ms",
          zhSuffix: "ms",
        }),
        retries: count(retries, `重试 ${retries} 次`),
      },
      patterns: {
        en: [
          "{service} logged a {target} call timeout, took {latency}, with {retries} retries",
          "{service} logged ERROR: {target} call timed out with latency {latency} and {retries} retries",
        ],
        zh: [
          "{service} 调用 {target} 超时，耗时 {latency}，重试 {retries} 次",
          "{service} 调用 {target} 超时，重试了 {retries} 次",
          "日志显示 {service} 调用 {target} 超时，耗时 {latency}",
        ],
      },
      negations: {
        en: ["{service} call to {target} did not time out"],
        zh: [
          "{service} 调用 {target} 没有超时",
          "{service} 调用 {target} 未超时，重试 {retries} 次",
        ],
      },
      antonyms: {
        en: ["{service} call to {target} succeeded, took {latency}"],
        zh: ["{service} 调用 {target} 成功，耗时 {latency}"],
      },
      swaps: [["service", "target"]],
      remediations: genericRemediations("{target}"),
    });
  },
);

const hikariTimeoutChinese = logTemplate(
  { id: "log-zh/hikari-timeout", language: "zh", topic: "pool" },
  true,
  (random, options, meta) => {
    const service = serviceFor(random, options);
    const moment = pickMoment(random);
    const pool = pickPool(random);
    const timeout = random.pick([30000, 30000, 10000, 5000, 20000]);
    const { total, waiting } = poolFigures(random);
    const acquire = "获取数据库连接超时";
    return makeRecord(meta, {
      text: `${moment.iso} ERROR ${service} [${pickRequestThread(random)}] c.z.h.p.HikariPool - ${pool} - 获取数据库连接超时，等待 ${timeout}ms 后失败 (total=${total}, active=${total}, idle=0, waiting=${waiting})`,
      subjectField: "service",
      service,
      fields: {
        service: entity("service", service, `ERROR ${service}`),
        time: clock(moment),
        pool: literal(`${pool} - 获取`, pool),
        timeout: quantity(timeout, `等待 ${timeout}ms 后失败`, {
          kind: "duration",
          unit: "ms",
          enSuffix: " ms",
          zhSuffix: "ms",
        }),
        total: count(total, `total=${total}`),
        active: count(total, `active=${total}`),
        idle: count(0, "idle=0"),
        waiting: count(waiting, `waiting=${waiting}`),
      },
      patterns: {
        en: [
          relying(
            "{service} logged {pool} database connection acquire timeout, failed after waiting {timeout}",
            acquire,
          ),
          relying("{pool} of {service} failed with active {active} and {waiting} waiting", acquire),
        ],
        zh: [
          relying("{service} 的 {pool} 获取数据库连接超时，等待 {timeout} 后失败", acquire),
          relying("{pool} 获取连接超时，活跃 {active}，等待 {waiting}", acquire),
          relying(
            "{service} 日志记录 {pool} 获取数据库连接超时 (total={total}, active={active}, idle={idle}, waiting={waiting})",
            acquire,
          ),
        ],
      },
      negations: {
        en: [relying("{service} {pool} acquired a database connection without timeout", acquire)],
        zh: [relying("{service} 的 {pool} 获取数据库连接没有超时", acquire)],
      },
      antonyms: {
        en: [
          relying(
            "{service} {pool} acquired a database connection successfully after {timeout}",
            acquire,
          ),
        ],
        zh: [relying("{service} 的 {pool} 成功获取数据库连接，等待 {timeout}", acquire)],
      },
      swaps: [
        ["active", "waiting"],
        ["idle", "waiting"],
      ],
      remediations: merged(genericRemediations("{service}"), {
        en: ["raise maximumPoolSize of {pool} to 200"],
        zh: ["应将 {pool} 的 maximumPoolSize 调大到 200"],
      }),
    });
  },
);

const SYNC_JOBS: ReadonlyArray<readonly [string, string]> = [
  ["库存同步", "inventory sync"],
  ["价格同步", "price sync"],
  ["订单同步", "order sync"],
  ["账单同步", "billing sync"],
];

const syncFailedChinese = logTemplate(
  { id: "log-zh/sync-failed", language: "zh", topic: "sync" },
  true,
  (random, options, meta) => {
    const service = serviceFor(random, options);
    const upstream = upstreamOf(random, service, options);
    const moment = pickMoment(random);
    const [jobChinese, jobEnglish] = random.pick(SYNC_JOBS);
    const status = random.pick([500, 502, 503, 504, 429]);
    const retries = random.int(1, 6);
    return makeRecord(meta, {
      text: `${moment.iso} WARN ${service} [scheduler-1] c.e.${serviceStem(service).replace(/-/g, "")}.SyncJob - ${jobChinese}失败，上游 ${upstream} 返回状态码 ${status}，已重试 ${retries} 次`,
      subjectField: "service",
      service,
      fields: {
        service: entity("service", service, `WARN ${service}`),
        time: clock(moment),
        job: literal(`${jobChinese}失败`, jobEnglish, jobChinese),
        upstream: entity("service", upstream, `上游 ${upstream}`),
        status: statusCode(status, `状态码 ${status}`),
        retries: count(retries, `重试 ${retries} 次`),
      },
      patterns: {
        en: [
          "{service} logged a {job} failure: upstream {upstream} returned status {status}",
          "{service} {job} failed, retried {retries} times",
        ],
        zh: [
          "{service} {job}失败，上游 {upstream} 返回状态码 {status}",
          "{service} 已重试 {retries} 次，上游 {upstream} 返回 {status}",
        ],
      },
      negations: {
        en: ["{service} {job} did not fail"],
        zh: ["{service} {job}没有失败"],
      },
      antonyms: {
        en: ["{service} {job} succeeded with status {status}"],
        zh: ["{service} {job}成功，上游 {upstream} 返回 {status}"],
      },
      swaps: [["service", "upstream"]],
      remediations: genericRemediations("{upstream}"),
    });
  },
);

const heapRiseChinese = logTemplate(
  { id: "log-zh/heap-rise", language: "zh", topic: "memory" },
  true,
  (random, options, meta) => {
    const service = serviceFor(random, options);
    const moment = pickMoment(random);
    const from = random.int(40, 75);
    const to = random.int(from + 8, 99);
    const heap = "堆内存使用率";
    return makeRecord(meta, {
      text: `${moment.iso} WARN ${service} [monitor-1] c.e.${serviceStem(service).replace(/-/g, "")}.HeapWatcher - 堆内存使用率从 ${from}% 上升到 ${to}%`,
      subjectField: "service",
      service,
      fields: {
        service: entity("service", service, `WARN ${service}`),
        time: clock(moment),
        from: percent(from, `从 ${from}%`),
        to: percent(to, `上升到 ${to}%`),
      },
      patterns: {
        en: [
          relying("Heap memory usage of {service} increased from {from} to {to}", heap),
          relying("{service} logged heap memory usage increased to {to}", heap),
        ],
        zh: [
          relying("{service} 堆内存使用率从 {from} 上升到 {to}", heap),
          relying("日志显示 {service} 的堆内存使用率上升到 {to}", heap),
        ],
      },
      antonyms: {
        en: ["Heap memory usage of {service} decreased from {from} to {to}"],
        zh: ["{service} 堆内存使用率从 {from} 下降到 {to}"],
      },
      negations: {
        en: ["Heap memory usage of {service} did not increase"],
        zh: ["{service} 堆内存使用率没有上升"],
      },
      swaps: [["from", "to"]],
      remediations: genericRemediations("{service}"),
    });
  },
);

const circuitBreakerChinese = logTemplate(
  { id: "log-zh/circuit-breaker", language: "zh", topic: "circuit" },
  true,
  (random, options, meta) => {
    const service = serviceFor(random, options);
    const target = upstreamOf(random, service, options);
    const moment = pickMoment(random);
    const [from, to] = breakerTransition(random);
    const rate = random.int(200, 1000) / 10;
    return makeRecord(meta, {
      text: `${moment.iso} WARN ${service} [${pickRequestThread(random)}] c.e.${serviceStem(service).replace(/-/g, "")}.BreakerListener - 熔断器 '${target}' 状态从 ${from} 变为 ${to}，失败率 ${rate.toFixed(1)}%`,
      subjectField: "service",
      service,
      fields: {
        service: entity("service", service, `WARN ${service}`),
        target: entity("service", target, `熔断器 '${target}'`),
        time: clock(moment),
        from: literal(`从 ${from}`, from),
        to: literal(`变为 ${to}`, to),
        rate: percent(rate, `失败率 ${rate.toFixed(1)}%`, 1),
      },
      patterns: {
        en: [
          "{service} logged circuit breaker '{target}' state changed from {from} to {to} with failure rate {rate}",
          "Circuit breaker '{target}' of {service} changed from {from} to {to}",
        ],
        zh: [
          "{service} 的熔断器 '{target}' 从 {from} 变为 {to}，失败率 {rate}",
          "日志显示熔断器 '{target}' 状态从 {from} 变为 {to}",
        ],
      },
      antonyms: {
        en: ["Circuit breaker '{target}' of {service} changed from {to} to {from}"],
        zh: ["{service} 的熔断器 '{target}' 从 {to} 变为 {from}，失败率 {rate}"],
      },
      negations: {
        en: ["Circuit breaker '{target}' of {service} did not change state"],
        zh: ["{service} 的熔断器 '{target}' 状态没有变化"],
      },
      swaps: [["service", "target"]],
      remediations: genericRemediations("{target}"),
    });
  },
);

const tokenRejectedChinese = logTemplate(
  { id: "log-zh/token-rejected", language: "zh", topic: "auth" },
  true,
  (random, options, meta) => {
    const service = serviceFor(random, options);
    const target = upstreamOf(random, service, options);
    const moment = pickMoment(random);
    const rejected = random.weighted<number>([
      [random.int(3, 100), 3],
      [random.int(101, 5000), 1],
    ]);
    const failed = "令牌校验未通过";
    return makeRecord(meta, {
      text: `${moment.iso} ERROR ${service} [${pickRequestThread(random)}] c.e.${serviceStem(service).replace(/-/g, "")}.TokenVerifier - 无法连接 ${target}，令牌校验未通过，已拒绝 ${rejected} 个请求`,
      subjectField: "service",
      service,
      fields: {
        service: entity("service", service, `ERROR ${service}`),
        target: entity("service", target, `无法连接 ${target}`),
        time: clock(moment),
        rejected: count(rejected, `已拒绝 ${rejected} 个请求`),
      },
      patterns: {
        en: [
          relying(
            "{service} logged: cannot connect {target}, token verification not passed, {rejected} requests rejected",
            failed,
          ),
          relying("{service} token verification not passed, rejected {rejected} requests", failed),
        ],
        zh: [
          relying("{service} 无法连接 {target}，令牌校验未通过", failed),
          relying("{service} 令牌校验未通过，已拒绝 {rejected} 个请求", failed),
          relying("日志显示 {service} 无法连接 {target}，拒绝了 {rejected} 个请求", failed),
        ],
      },
      droppedNegations: {
        en: [
          relying("{service} connected to {target} and token verification passed", failed),
          relying("Token verification of {service} passed, {rejected} requests rejected", failed),
        ],
        zh: [
          relying("{service} 可以连接 {target}，令牌校验已通过", failed),
          relying("{service} 的令牌校验通过了，拒绝 {rejected} 个请求", failed),
        ],
      },
      swaps: [["service", "target"]],
      remediations: merged(genericRemediations("{service}"), {
        en: ["rotate the signing keys of {target}"],
        zh: ["建议轮换 {target} 的签名密钥"],
      }),
    });
  },
);

export const CHINESE_LOG_TEMPLATES: readonly RecordTemplate[] = [
  callTimeoutChinese,
  hikariTimeoutChinese,
  syncFailedChinese,
  heapRiseChinese,
  circuitBreakerChinese,
  tokenRejectedChinese,
];
