/**
 * `query_metrics` records with Chinese alert names and keys (`告警 数据库连接池耗尽 firing,
 * service=..., 活跃连接=50/50`), with their faithful restatements in both languages and the
 * contrary statements fabrications use.
 */
import { MOUNTPOINTS, NAMESPACES, pickConsumerGroup, pickHost, pickPod } from "./entities.js";
import {
  alertNegations,
  alertState,
  count,
  duration,
  entity,
  genericRemediations,
  literal,
  makeRecord,
  merged,
  percent,
  pickState,
  ratio,
} from "./record-kit.js";
import {
  alertTemplate,
  lagFigures,
  latencyFigures,
  minutes,
  serviceFor,
} from "./template-helpers.js";
import type { RecordTemplate } from "./types.js";

const poolExhaustedChinese = alertTemplate(
  { id: "alert-zh/pool-exhausted", language: "zh", topic: "pool" },
  true,
  (random, options, meta) => {
    const service = serviceFor(random, options);
    const state = pickState(random, options.state);
    const size = random.pick([10, 20, 30, 40, 50, 60, 80, 100]);
    const waiting = random.int(2, 150);
    const length = minutes(random);
    return makeRecord(meta, {
      text: `告警 数据库连接池耗尽 ${state}, service=${service}, 活跃连接=${size}/${size}, 空闲=0, 等待线程=${waiting}, 持续=${length}m`,
      subjectField: "service",
      service,
      fields: {
        alert: literal(
          "数据库连接池耗尽",
          "database connection pool exhausted",
          "数据库连接池耗尽",
        ),
        state: alertState(state, `数据库连接池耗尽 ${state}`),
        service: entity("service", service, `service=${service}`),
        active: ratio(size, size, `活跃连接=${size}/${size}`),
        idle: count(0, "空闲=0"),
        waiting: count(waiting, `等待线程=${waiting}`),
        duration: duration(length, "m", `持续=${length}m`),
      },
      patterns: {
        en: [
          "{service} has a {alert} alert {state} with active connections {active} and {waiting} waiting threads",
          "The connection pool of {service} is exhausted: active connections {active}, idle {idle}, waiting threads {waiting}",
          "{service} database connection pool exhausted alert is {state}, duration {duration}",
        ],
        zh: [
          "{service} 数据库连接池耗尽告警{state}，活跃连接 {active}，等待线程 {waiting}",
          "{service} 的连接池已耗尽，活跃连接为 {active}，空闲 {idle}，持续 {duration}",
          "告警显示 {service} 数据库连接池耗尽，等待线程 {waiting} 个",
        ],
      },
      negations: merged(alertNegations("{service}", "{service}"), {
        en: ["The database connection pool of {service} is not exhausted"],
        zh: ["{service} 的数据库连接池并未耗尽"],
      }),
      swaps: [["idle", "waiting"]],
      remediations: merged(genericRemediations("{service}"), {
        en: ["raise maximumPoolSize of {service} to 200"],
        zh: ["应将 {service} 的 maximumPoolSize 调大到 200"],
      }),
    });
  },
);

const memoryChinese = alertTemplate(
  { id: "alert-zh/high-memory", language: "zh", topic: "memory" },
  true,
  (random, options, meta) => {
    const service = serviceFor(random, options);
    const state = pickState(random, options.state);
    const current = random.int(82, 99);
    const length = minutes(random);
    return makeRecord(meta, {
      text: `告警 内存使用率过高 ${state}, service=${service}, 当前=${current}%, 持续=${length}m`,
      subjectField: "service",
      service,
      fields: {
        alert: literal("内存使用率过高", "high memory usage", "内存使用率过高"),
        state: alertState(state, `内存使用率过高 ${state}`),
        service: entity("service", service, `service=${service}`),
        current: percent(current, `当前=${current}%`),
        duration: duration(length, "m", `持续=${length}m`),
      },
      patterns: {
        en: [
          "{service} has a {alert} alert {state}, current {current}, duration {duration}",
          "Memory usage of {service} is high at {current}",
        ],
        zh: [
          "{service} 内存使用率过高告警{state}，当前 {current}",
          "{service} 的内存使用率为 {current}，持续 {duration}",
          "告警显示 {service} 内存使用率过高，当前 {current}",
        ],
      },
      negations: merged(alertNegations("{service}", "{service}"), {
        en: ["Memory usage of {service} is not high"],
        zh: ["{service} 的内存使用率并不高"],
      }),
      antonyms: {
        en: ["Memory usage of {service} is low at {current}"],
        zh: ["{service} 内存使用率偏低，为 {current}"],
      },
      remediations: genericRemediations("{service}"),
    });
  },
);

const diskChinese = alertTemplate(
  { id: "alert-zh/disk-low", language: "zh", topic: "disk" },
  false,
  (random, options, meta) => {
    const state = pickState(random, options.state);
    const host = pickHost(random);
    const mount = random.pick(MOUNTPOINTS);
    const free = random.int(1, 9);
    const threshold = random.pick([10, 15, 20]);
    return makeRecord(meta, {
      text: `告警 磁盘空间不足 ${state}, 主机=${host}, 挂载点=${mount}, 剩余=${free}%, 阈值=${threshold}%`,
      subjectField: "host",
      service: null,
      fields: {
        alert: literal("磁盘空间不足", "disk space low", "磁盘空间不足"),
        state: alertState(state, `磁盘空间不足 ${state}`),
        host: entity("host", host, `主机=${host}`),
        mount: literal(`挂载点=${mount}`, mount),
        free: percent(free, `剩余=${free}%`),
        threshold: percent(threshold, `阈值=${threshold}%`),
      },
      patterns: {
        en: [
          "Host {host} has a {alert} alert {state}: mountpoint {mount}, free {free}, threshold {threshold}",
          "Disk space of host {host} is low, free {free} at {mount}",
        ],
        zh: [
          "主机 {host} 磁盘空间不足告警{state}，挂载点 {mount} 剩余 {free}",
          "{host} 的磁盘剩余 {free}，阈值 {threshold}",
        ],
      },
      negations: alertNegations("host {host}", "主机 {host}"),
      antonyms: {
        en: ["Free space of host {host} is {free}, above threshold {threshold}"],
        zh: ["主机 {host} 剩余 {free}，高于阈值 {threshold}"],
      },
      swaps: [["free", "threshold"]],
      remediations: genericRemediations("host {host}"),
    });
  },
);

const latencyChinese = alertTemplate(
  { id: "alert-zh/high-latency", language: "zh", topic: "latency" },
  true,
  (random, options, meta) => {
    const service = serviceFor(random, options);
    const state = pickState(random, options.state);
    const { p99, threshold, thresholdUnit } = latencyFigures(random);
    const length = minutes(random);
    return makeRecord(meta, {
      text: `告警 请求延迟过高 ${state}, service=${service}, p99=${p99.toFixed(1)}s, 阈值=${threshold}${thresholdUnit}, 持续=${length}m`,
      subjectField: "service",
      service,
      fields: {
        alert: literal("请求延迟过高", "high request latency", "请求延迟过高"),
        state: alertState(state, `请求延迟过高 ${state}`),
        service: entity("service", service, `service=${service}`),
        p99: duration(p99, "s", `p99=${p99.toFixed(1)}s`, 1),
        threshold: duration(threshold, thresholdUnit, `阈值=${threshold}${thresholdUnit}`),
        duration: duration(length, "m", `持续=${length}m`),
      },
      patterns: {
        en: [
          "{service} has a {alert} alert {state} with p99 {p99} and threshold {threshold}",
          "Request latency of {service} is high: p99 {p99}, duration {duration}",
        ],
        zh: [
          "{service} 请求延迟过高告警{state}，p99 为 {p99}，阈值 {threshold}",
          "{service} 的 p99 延迟 {p99}，持续 {duration}",
        ],
      },
      negations: alertNegations("{service}", "{service}"),
      antonyms: {
        en: ["The p99 {p99} of {service} is below threshold {threshold}"],
        zh: ["{service} 的 p99 {p99} 低于阈值 {threshold}"],
      },
      swaps: [["p99", "threshold"]],
      remediations: genericRemediations("{service}"),
    });
  },
);

const crashLoopingChinese = alertTemplate(
  { id: "alert-zh/crash-looping", language: "zh", topic: "crashloop" },
  true,
  (random, options, meta) => {
    const service = serviceFor(random, options);
    const state = pickState(random, options.state);
    const namespace = random.pick(NAMESPACES);
    const pod = pickPod(random, service);
    const restarts = random.int(3, 60);
    const length = minutes(random);
    return makeRecord(meta, {
      text: `告警 Pod 频繁重启 ${state}, 命名空间=${namespace}, pod=${pod}, 重启次数=${restarts}, 持续=${length}m`,
      subjectField: "pod",
      service,
      fields: {
        alert: literal("Pod 频繁重启", "frequent pod restarts", "Pod 频繁重启"),
        state: alertState(state, `频繁重启 ${state}`),
        namespace: literal(`命名空间=${namespace}`, namespace),
        pod: entity("pod", pod, `pod=${pod}`),
        restarts: count(restarts, `重启次数=${restarts}`),
        duration: duration(length, "m", `持续=${length}m`),
      },
      patterns: {
        en: [
          "Pod {pod} in namespace {namespace} restarted {restarts} times",
          "Pod {pod} has a {alert} alert {state} with {restarts} restarts, duration {duration}",
        ],
        zh: [
          "命名空间 {namespace} 的 pod {pod} 频繁重启告警{state}，重启次数 {restarts}",
          "pod {pod} 已重启 {restarts} 次，持续 {duration}",
        ],
      },
      negations: merged(alertNegations("pod {pod}", "pod {pod}"), {
        en: ["Pod {pod} never restarted"],
        zh: ["pod {pod} 从未重启"],
      }),
      remediations: genericRemediations("pod {pod}"),
    });
  },
);

const kafkaLagChinese = alertTemplate(
  { id: "alert-zh/kafka-lag", language: "zh", topic: "kafka" },
  true,
  (random, options, meta) => {
    const service = serviceFor(random, options);
    const state = pickState(random, options.state);
    const group = pickConsumerGroup(random, service);
    const { lag, threshold } = lagFigures(random);
    return makeRecord(meta, {
      text: `告警 消费积压 ${state}, service=${service}, 消费者组=${group}, 积压=${lag}, 阈值=${threshold}`,
      subjectField: "service",
      service,
      fields: {
        alert: literal("消费积压", "consumer lag", "消费积压"),
        state: alertState(state, `消费积压 ${state}`),
        service: entity("service", service, `service=${service}`),
        group: entity("group", group, `消费者组=${group}`),
        lag: count(lag, `积压=${lag}`),
        threshold: count(threshold, `阈值=${threshold}`),
      },
      patterns: {
        en: [
          "{service} has a {alert} alert {state}: group {group}, lag {lag}, threshold {threshold}",
          "Consumer group {group} of {service} has lag {lag}",
        ],
        zh: [
          "{service} 消费积压告警{state}，消费者组 {group} 积压 {lag}",
          "消费者组 {group} 的积压为 {lag}，阈值 {threshold}",
        ],
      },
      negations: merged(alertNegations("{service}", "{service}"), {
        en: ["Consumer group {group} has no lag"],
        zh: ["消费者组 {group} 没有积压"],
      }),
      antonyms: {
        en: ["Lag {lag} of group {group} is below threshold {threshold}"],
        zh: ["消费者组 {group} 积压 {lag}，低于阈值 {threshold}"],
      },
      swaps: [["lag", "threshold"]],
      remediations: genericRemediations("{service}"),
    });
  },
);

const replicasChinese = alertTemplate(
  { id: "alert-zh/replicas-mismatch", language: "zh", topic: "replicas" },
  true,
  (random, options, meta) => {
    const service = serviceFor(random, options);
    const state = pickState(random, options.state);
    const namespace = random.pick(NAMESPACES);
    const desired = random.int(2, 12);
    const available = random.int(0, desired - 1);
    const length = minutes(random);
    return makeRecord(meta, {
      text: `告警 副本数不足 ${state}, 命名空间=${namespace}, deployment=${service}, 可用副本=${available}/${desired}, 持续=${length}m`,
      subjectField: "deployment",
      service,
      fields: {
        alert: literal("副本数不足", "insufficient replicas", "副本数不足"),
        state: alertState(state, `副本数不足 ${state}`),
        namespace: literal(`命名空间=${namespace}`, namespace),
        deployment: entity("service", service, `deployment=${service}`),
        available: ratio(available, desired, `可用副本=${available}/${desired}`),
        duration: duration(length, "m", `持续=${length}m`),
      },
      patterns: {
        en: [
          "Deployment {deployment} in namespace {namespace} has available replicas {available}",
          "{available} replicas of deployment {deployment} are available, duration {duration}",
        ],
        zh: [
          "命名空间 {namespace} 的 deployment {deployment} 副本数不足告警{state}，可用副本 {available}",
          "deployment {deployment} 可用副本为 {available}，持续 {duration}",
        ],
      },
      negations: alertNegations("deployment {deployment}", "deployment {deployment}"),
      antonyms: {
        en: ["All replicas of deployment {deployment} are available"],
        zh: ["deployment {deployment} 的副本全部可用"],
      },
      remediations: genericRemediations("{deployment}"),
    });
  },
);

export const CHINESE_ALERT_TEMPLATES: readonly RecordTemplate[] = [
  poolExhaustedChinese,
  memoryChinese,
  diskChinese,
  latencyChinese,
  crashLoopingChinese,
  kafkaLagChinese,
  replicasChinese,
];
