/**
 * `query_metrics` records: Prometheus-style alerts with English names and keys, each with
 * the statements that restate it faithfully and the contrary statements fabrications use.
 */
import {
  MOUNTPOINTS,
  NAMESPACES,
  pickConsumerGroup,
  pickHost,
  pickInstance,
  pickPod,
} from "./entities.js";
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

const highMemory = alertTemplate(
  { id: "alert/high-memory", language: "en", topic: "memory" },
  true,
  (random, options, meta) => {
    const service = serviceFor(random, options);
    const state = pickState(random, options.state);
    const current = random.int(82, 99);
    const length = minutes(random);
    return makeRecord(meta, {
      text: `HighMemoryUsage ${state}, service=${service}, current=${current}%, duration=${length}m`,
      subjectField: "service",
      service,
      fields: {
        alert: literal("HighMemoryUsage"),
        state: alertState(state, `HighMemoryUsage ${state}`),
        service: entity("service", service, `service=${service}`),
        current: percent(current, `current=${current}%`),
        duration: duration(length, "m", `duration=${length}m`),
      },
      patterns: {
        en: [
          "{service} has HighMemoryUsage {state} at {current}",
          "The HighMemoryUsage alert of {service} is {state} with current {current} and duration {duration}",
          "Memory usage of {service} is at {current} with HighMemoryUsage {state}",
          "HighMemoryUsage is {state} in {service}: memory usage {current}, duration {duration}",
        ],
        zh: [
          "{service} 的 HighMemoryUsage 告警{state}，内存使用率为 {current}",
          "{service} 出现 HighMemoryUsage 告警，当前 {current}，持续 {duration}",
          "HighMemoryUsage 告警显示 {service} 内存使用率 {current}，持续 {duration}",
        ],
      },
      negations: merged(alertNegations("{service}", "{service}"), {
        en: ["Memory usage of {service} never reached {current}"],
        zh: ["{service} 的内存使用率并未达到 {current}"],
      }),
      antonyms: {
        en: [
          "{service} has low memory usage at {current}",
          "Memory usage of {service} is low at {current}",
        ],
        zh: ["{service} 内存使用率偏低，为 {current}", "{service} 的内存使用率很低，仅 {current}"],
      },
      remediations: merged(genericRemediations("{service}"), {
        en: ["raise the heap of {service} to 8g", "give {service} more memory"],
        zh: ["应将 {service} 的堆内存调大到 8g", "建议给 {service} 增加内存"],
      }),
    });
  },
);

const poolExhausted = alertTemplate(
  { id: "alert/pool-exhausted", language: "en", topic: "pool" },
  true,
  (random, options, meta) => {
    const service = serviceFor(random, options);
    const state = pickState(random, options.state);
    const size = random.pick([10, 20, 30, 40, 50, 60, 80, 100]);
    const waiting = random.weighted<number>([
      [random.int(3, 60), 3],
      [random.int(61, 300), 1],
    ]);
    const length = minutes(random);
    return makeRecord(meta, {
      text: `DBConnectionPoolExhausted ${state}, service=${service}, active=${size}/${size}, idle=0, waiting=${waiting}, duration=${length}m`,
      subjectField: "service",
      service,
      fields: {
        alert: literal("DBConnectionPoolExhausted"),
        state: alertState(state, `DBConnectionPoolExhausted ${state}`),
        service: entity("service", service, `service=${service}`),
        active: ratio(size, size, `active=${size}/${size}`),
        idle: count(0, "idle=0"),
        waiting: count(waiting, `waiting=${waiting}`),
        duration: duration(length, "m", `duration=${length}m`),
      },
      patterns: {
        en: [
          "{service} has DBConnectionPoolExhausted {state} with active {active}, idle {idle} and waiting {waiting}",
          "The connection pool of {service} is exhausted: active {active}, waiting {waiting}",
          "DBConnectionPoolExhausted alert is {state} in {service} with {waiting} waiting and duration {duration}",
          "{service} connection pool has {active} active and {waiting} waiting",
        ],
        zh: [
          "{service} 的 DBConnectionPoolExhausted 告警{state}，活跃连接 {active}，等待 {waiting}",
          "{service} 连接池耗尽：活跃 {active}，空闲 {idle}，等待 {waiting}，持续 {duration}",
          "DBConnectionPoolExhausted 告警显示 {service} 的活跃连接为 {active}，等待 {waiting}",
        ],
      },
      negations: merged(alertNegations("{service}", "{service}"), {
        en: [
          "The connection pool of {service} is not exhausted",
          "{service} has no connections waiting",
        ],
        zh: ["{service} 的连接池并未耗尽", "{service} 连接池没有等待"],
      }),
      swaps: [["idle", "waiting"]],
      remediations: merged(genericRemediations("{service}"), {
        en: [
          "raise maximumPoolSize of {service} to 200",
          "increase connectionTimeout of {service} to 60s",
        ],
        zh: [
          "应将 {service} 的 maximumPoolSize 调大到 200",
          "建议把 connectionTimeout 提高到 60 秒",
        ],
      }),
    });
  },
);

const highLatency = alertTemplate(
  { id: "alert/high-latency", language: "en", topic: "latency" },
  true,
  (random, options, meta) => {
    const service = serviceFor(random, options);
    const state = pickState(random, options.state);
    const { p99, threshold, thresholdUnit } = latencyFigures(random);
    const length = minutes(random);
    return makeRecord(meta, {
      text: `HighRequestLatency ${state}, service=${service}, p99=${p99.toFixed(1)}s, threshold=${threshold}${thresholdUnit}, duration=${length}m`,
      subjectField: "service",
      service,
      fields: {
        alert: literal("HighRequestLatency"),
        state: alertState(state, `HighRequestLatency ${state}`),
        service: entity("service", service, `service=${service}`),
        p99: duration(p99, "s", `p99=${p99.toFixed(1)}s`, 1),
        threshold: duration(threshold, thresholdUnit, `threshold=${threshold}${thresholdUnit}`),
        duration: duration(length, "m", `duration=${length}m`),
      },
      patterns: {
        en: [
          "{service} has HighRequestLatency {state} with p99 {p99} and threshold {threshold}",
          "Request latency p99 of {service} is {p99}, threshold {threshold}",
          "The HighRequestLatency alert of {service} is {state}: p99 {p99}, duration {duration}",
        ],
        zh: [
          "{service} 的 HighRequestLatency 告警{state}，p99 延迟 {p99}，阈值 {threshold}",
          "{service} 请求延迟 p99 为 {p99}，阈值 {threshold}，持续 {duration}",
          "HighRequestLatency 告警显示 {service} 的 p99 为 {p99}",
        ],
      },
      negations: merged(alertNegations("{service}", "{service}"), {
        en: ["Request latency p99 of {service} never exceeded {threshold}"],
        zh: ["{service} 的 p99 延迟没有超过阈值 {threshold}"],
      }),
      antonyms: {
        en: [
          "{service} has low request latency with p99 {p99}",
          "Request latency p99 {p99} of {service} is below threshold {threshold}",
        ],
        zh: ["{service} 请求延迟很低，p99 为 {p99}", "{service} 的 p99 {p99} 低于阈值 {threshold}"],
      },
      swaps: [["p99", "threshold"]],
      remediations: merged(genericRemediations("{service}"), {
        en: ["scale {service} out to 12 replicas"],
        zh: ["建议将 {service} 扩容到 12 个副本"],
      }),
    });
  },
);

const crashLooping = alertTemplate(
  { id: "alert/crash-looping", language: "en", topic: "crashloop" },
  true,
  (random, options, meta) => {
    const service = serviceFor(random, options);
    const state = pickState(random, options.state);
    const namespace = random.pick(NAMESPACES);
    const pod = pickPod(random, service);
    const restarts = random.weighted<number>([
      [random.int(3, 30), 4],
      [random.int(31, 120), 1],
    ]);
    const length = minutes(random);
    return makeRecord(meta, {
      text: `KubePodCrashLooping ${state}, namespace=${namespace}, pod=${pod}, restarts=${restarts}, duration=${length}m`,
      subjectField: "pod",
      service,
      fields: {
        alert: literal("KubePodCrashLooping"),
        state: alertState(state, `KubePodCrashLooping ${state}`),
        namespace: literal(`namespace=${namespace}`, namespace),
        pod: entity("pod", pod, `pod=${pod}`),
        restarts: count(restarts, `restarts=${restarts}`),
        duration: duration(length, "m", `duration=${length}m`),
      },
      patterns: {
        en: [
          "Pod {pod} in namespace {namespace} has KubePodCrashLooping {state} with {restarts} restarts",
          "Pod {pod} restarted {restarts} times in {namespace}",
          "The KubePodCrashLooping alert of pod {pod} is {state}: restarts {restarts}, duration {duration}",
        ],
        zh: [
          "{namespace} 命名空间的 pod {pod} KubePodCrashLooping 告警{state}，重启 {restarts} 次",
          "pod {pod} 已重启 {restarts} 次，持续 {duration}",
          "KubePodCrashLooping 告警显示 pod {pod} 重启 {restarts} 次",
        ],
      },
      negations: merged(alertNegations("pod {pod}", "pod {pod}"), {
        en: ["Pod {pod} never restarted"],
        zh: ["pod {pod} 没有重启过"],
      }),
      remediations: merged(genericRemediations("pod {pod}"), {
        en: ["delete pod {pod}", "roll back the deployment of pod {pod}"],
        zh: ["需要删除 pod {pod}", "建议回滚 pod {pod} 所在的发布"],
      }),
    });
  },
);

const diskLow = alertTemplate(
  { id: "alert/disk-low", language: "en", topic: "disk" },
  false,
  (random, options, meta) => {
    const state = pickState(random, options.state);
    const host = pickHost(random);
    const mount = random.pick(MOUNTPOINTS);
    const free = random.int(1, 9);
    const threshold = random.pick([10, 15, 20]);
    return makeRecord(meta, {
      text: `DiskSpaceLow ${state}, host=${host}, mountpoint=${mount}, free=${free}%, threshold=${threshold}%`,
      subjectField: "host",
      service: null,
      fields: {
        alert: literal("DiskSpaceLow"),
        state: alertState(state, `DiskSpaceLow ${state}`),
        host: entity("host", host, `host=${host}`),
        mount: literal(`mountpoint=${mount}`, mount),
        free: percent(free, `free=${free}%`),
        threshold: percent(threshold, `threshold=${threshold}%`),
      },
      patterns: {
        en: [
          "{host} has DiskSpaceLow {state} with free {free} at mountpoint {mount}",
          "Disk space of host {host} is low: free {free}, threshold {threshold}",
          "The DiskSpaceLow alert of host {host} is {state} with mountpoint {mount}",
        ],
        zh: [
          "主机 {host} 的 DiskSpaceLow 告警{state}，挂载点 {mount} 剩余 {free}",
          "{host} 磁盘空间不足，剩余 {free}，阈值 {threshold}",
          "DiskSpaceLow 告警显示主机 {host} 的 {mount} 剩余 {free}",
        ],
      },
      negations: merged(alertNegations("host {host}", "主机 {host}"), {
        en: ["Disk space of host {host} is not low"],
        zh: ["主机 {host} 的磁盘空间并不紧张"],
      }),
      antonyms: {
        en: [
          "Free space {free} of host {host} is above threshold {threshold}",
          "Disk space of host {host} is high, free {free}",
        ],
        zh: ["主机 {host} 剩余 {free}，高于阈值 {threshold}", "{host} 磁盘空间充足，剩余 {free}"],
      },
      swaps: [["free", "threshold"]],
      remediations: merged(genericRemediations("host {host}"), {
        en: ["expand the volume of {host}", "delete old WAL files on {host}"],
        zh: ["需要清理 {host} 上的 WAL 文件", "建议扩容 {host} 的磁盘"],
      }),
    });
  },
);

const kafkaLag = alertTemplate(
  { id: "alert/kafka-lag", language: "en", topic: "kafka" },
  true,
  (random, options, meta) => {
    const service = serviceFor(random, options);
    const state = pickState(random, options.state);
    const group = pickConsumerGroup(random, service);
    const { lag, threshold } = lagFigures(random);
    return makeRecord(meta, {
      text: `KafkaConsumerLag ${state}, service=${service}, group=${group}, lag=${lag}, threshold=${threshold}`,
      subjectField: "service",
      service,
      fields: {
        alert: literal("KafkaConsumerLag"),
        state: alertState(state, `KafkaConsumerLag ${state}`),
        service: entity("service", service, `service=${service}`),
        group: entity("group", group, `group=${group}`),
        lag: count(lag, `lag=${lag}`),
        threshold: count(threshold, `threshold=${threshold}`),
      },
      patterns: {
        en: [
          "{service} has KafkaConsumerLag {state} with lag {lag} in group {group}",
          "Consumer group {group} of {service} has lag {lag}, threshold {threshold}",
          "The KafkaConsumerLag alert of {service} is {state}: lag {lag}",
        ],
        zh: [
          "{service} 的 KafkaConsumerLag 告警{state}，消费者组 {group} 积压 {lag}",
          "消费者组 {group} 积压 {lag}，阈值 {threshold}",
          "KafkaConsumerLag 告警显示 {service} 积压 {lag}",
        ],
      },
      negations: merged(alertNegations("{service}", "{service}"), {
        en: ["Consumer group {group} has no lag"],
        zh: ["消费者组 {group} 没有积压"],
      }),
      antonyms: {
        en: [
          "Lag {lag} of group {group} is below threshold {threshold}",
          "Consumer lag of {service} decreased to {lag}",
        ],
        zh: [
          "消费者组 {group} 积压 {lag}，低于阈值 {threshold}",
          "{service} 的消费积压已下降到 {lag}",
        ],
      },
      swaps: [["lag", "threshold"]],
      remediations: merged(genericRemediations("{service}"), {
        en: ["add 4 consumers to {group}"],
        zh: ["需要为 {group} 增加 4 个消费者"],
      }),
    });
  },
);

const errorRate = alertTemplate(
  { id: "alert/error-rate", language: "en", topic: "errors" },
  true,
  (random, options, meta) => {
    const service = serviceFor(random, options);
    const state = pickState(random, options.state);
    const threshold = random.pick([1, 2, 5]);
    const rate = Number((threshold + random.int(5, 300) / 10).toFixed(1));
    const length = minutes(random);
    return makeRecord(meta, {
      text: `HighErrorRate ${state}, service=${service}, error_rate=${rate.toFixed(1)}%, threshold=${threshold}%, duration=${length}m`,
      subjectField: "service",
      service,
      fields: {
        alert: literal("HighErrorRate"),
        state: alertState(state, `HighErrorRate ${state}`),
        service: entity("service", service, `service=${service}`),
        rate: percent(rate, `error_rate=${rate.toFixed(1)}%`, 1),
        threshold: percent(threshold, `threshold=${threshold}%`),
        duration: duration(length, "m", `duration=${length}m`),
      },
      patterns: {
        en: [
          "{service} has HighErrorRate {state} with error rate {rate}",
          "Error rate of {service} is {rate}, threshold {threshold}",
          "The HighErrorRate alert of {service} is {state} with duration {duration}",
        ],
        zh: [
          "{service} 的 HighErrorRate 告警{state}，错误率 {rate}",
          "{service} 错误率为 {rate}，阈值 {threshold}，持续 {duration}",
        ],
      },
      negations: merged(alertNegations("{service}", "{service}"), {
        en: ["Error rate of {service} never reached {rate}"],
        zh: ["{service} 的错误率没有达到 {rate}"],
      }),
      antonyms: {
        en: ["Error rate of {service} is {rate}, below threshold {threshold}"],
        zh: ["{service} 错误率 {rate}，低于阈值 {threshold}"],
      },
      swaps: [["rate", "threshold"]],
      remediations: genericRemediations("{service}"),
    });
  },
);

const highCpu = alertTemplate(
  { id: "alert/high-cpu", language: "en", topic: "cpu" },
  false,
  (random, options, meta) => {
    const state = pickState(random, options.state);
    const instance = pickInstance(random);
    const current = random.int(85, 100);
    const length = minutes(random);
    return makeRecord(meta, {
      text: `HighCPUUsage ${state}, instance=${instance}, current=${current}%, duration=${length}m`,
      subjectField: "instance",
      service: null,
      fields: {
        alert: literal("HighCPUUsage"),
        state: alertState(state, `HighCPUUsage ${state}`),
        instance: entity("instance", instance, `instance=${instance}`),
        current: percent(current, `current=${current}%`),
        duration: duration(length, "m", `duration=${length}m`),
      },
      patterns: {
        en: [
          "{instance} has HighCPUUsage {state} at {current}",
          "CPU usage of instance {instance} is at {current} with duration {duration}",
        ],
        zh: [
          "实例 {instance} 的 HighCPUUsage 告警{state}，CPU 使用率 {current}",
          "实例 {instance} CPU 使用率 {current}，持续 {duration}",
        ],
      },
      negations: alertNegations("instance {instance}", "实例 {instance}"),
      antonyms: {
        en: ["{instance} has low CPU usage at {current}"],
        zh: ["实例 {instance} 的 CPU 使用率很低，只有 {current}"],
      },
      remediations: genericRemediations("instance {instance}"),
    });
  },
);

const replicasMismatch = alertTemplate(
  { id: "alert/replicas-mismatch", language: "en", topic: "replicas" },
  true,
  (random, options, meta) => {
    const service = serviceFor(random, options);
    const state = pickState(random, options.state);
    const namespace = random.pick(NAMESPACES);
    const desired = random.int(2, 12);
    const available = random.int(0, desired - 1);
    const length = minutes(random);
    return makeRecord(meta, {
      text: `KubeDeploymentReplicasMismatch ${state}, namespace=${namespace}, deployment=${service}, available=${available}/${desired}, duration=${length}m`,
      subjectField: "deployment",
      service,
      fields: {
        alert: literal("KubeDeploymentReplicasMismatch"),
        state: alertState(state, `KubeDeploymentReplicasMismatch ${state}`),
        namespace: literal(`namespace=${namespace}`, namespace),
        deployment: entity("service", service, `deployment=${service}`),
        available: ratio(available, desired, `available=${available}/${desired}`),
        duration: duration(length, "m", `duration=${length}m`),
      },
      patterns: {
        en: [
          "Deployment {deployment} in {namespace} has KubeDeploymentReplicasMismatch {state} with available {available}",
          "{available} replicas of deployment {deployment} are available",
          "The KubeDeploymentReplicasMismatch alert of {deployment} is {state}: available {available}, duration {duration}",
        ],
        zh: [
          "{namespace} 的 deployment {deployment} KubeDeploymentReplicasMismatch 告警{state}，可用副本 {available}",
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

const threadPoolSaturated = alertTemplate(
  { id: "alert/thread-pool", language: "en", topic: "threads" },
  true,
  (random, options, meta) => {
    const service = serviceFor(random, options);
    const state = pickState(random, options.state);
    const poolName = random.pick(["taskExecutor", "asyncExecutor", "webhookExecutor", "ioPool"]);
    const size = random.pick([16, 32, 64, 100, 128, 200]);
    const queued = random.int(12, 900);
    const length = minutes(random);
    return makeRecord(meta, {
      text: `ThreadPoolSaturated ${state}, service=${service}, pool=${poolName}, busy=${size}/${size}, queued=${queued}, duration=${length}m`,
      subjectField: "service",
      service,
      fields: {
        alert: literal("ThreadPoolSaturated"),
        state: alertState(state, `ThreadPoolSaturated ${state}`),
        service: entity("service", service, `service=${service}`),
        pool: literal(`pool=${poolName}`, poolName),
        busy: ratio(size, size, `busy=${size}/${size}`),
        queued: count(queued, `queued=${queued}`),
        duration: duration(length, "m", `duration=${length}m`),
      },
      patterns: {
        en: [
          "{service} has ThreadPoolSaturated {state} with busy {busy} and {queued} queued",
          "Thread pool {pool} of {service} is saturated: {busy} busy, queued {queued}",
          "The ThreadPoolSaturated alert of {service} is {state} with duration {duration}",
        ],
        zh: [
          "{service} 的 ThreadPoolSaturated 告警{state}，线程池 {pool} 繁忙 {busy}，排队 {queued}",
          "{service} 线程池 {pool} 繁忙 {busy}，持续 {duration}",
        ],
      },
      negations: merged(alertNegations("{service}", "{service}"), {
        en: ["Thread pool {pool} of {service} is not saturated"],
        zh: ["{service} 的线程池 {pool} 并未饱和"],
      }),
      remediations: merged(genericRemediations("{service}"), {
        en: ["raise the size of {pool} to 512"],
        zh: ["建议把 {pool} 调大到 512"],
      }),
    });
  },
);

export const ALERT_TEMPLATES: readonly RecordTemplate[] = [
  highMemory,
  poolExhausted,
  highLatency,
  crashLooping,
  diskLow,
  kafkaLag,
  errorRate,
  highCpu,
  replicasMismatch,
  threadPoolSaturated,
];
