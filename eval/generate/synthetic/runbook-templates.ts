/**
 * `lookup_knowledge` runbook blocks in English and Chinese (`Runbook: <title> / <section>:
 * <text>`). Their statements are faithful only when attributed to the runbook (`patterns`);
 * `asFact` states the same guidance as an incident fact, which is a fabrication.
 */
import { MOUNTPOINTS, pickConsumerGroup, pickHost, pickPod, pickService } from "./entities.js";
import type { Random } from "./random.js";
import {
  count,
  duration,
  literal,
  makeRecord,
  type PatternSource,
  percent,
  type RecordMeta,
  relying,
  unanchoredEntity,
} from "./record-kit.js";
import type { BuildOptions, Field, Language, RecordInstance, RecordTemplate } from "./types.js";

function runbookTemplate(
  meta: Omit<RecordMeta, "tool" | "kind">,
  build: (random: Random, options: BuildOptions, meta: RecordMeta) => RecordInstance,
): RecordTemplate {
  const full: RecordMeta = { ...meta, tool: "lookup_knowledge", kind: "runbook" };
  return { ...full, hasService: false, build: (random, options) => build(random, options, full) };
}

function serviceFor(random: Random, options: BuildOptions): string {
  return options.service ?? pickService(random, options.avoid);
}

const TEAMS: readonly string[] = [
  "#sre-core",
  "#team-payments",
  "#checkout-oncall",
  "#platform-db",
  "#edge-team",
  "#data-streaming",
  "#k8s-platform",
  "#orders-oncall",
];

/** The escalation sentence every runbook ends with, its fields and its attributed statement. */
function escalation(
  random: Random,
  language: Language,
): { sentence: string; fields: Record<string, Field>; pattern: PatternSource } {
  const team = random.pick(TEAMS);
  const after = random.pick([10, 15, 20, 30, 45, 60]);
  if (language === "en") {
    return {
      sentence: `Escalate to ${team} after ${after}m.`,
      fields: {
        team: literal(`Escalate to ${team}`, team),
        escalation: duration(after, "m", `after ${after}m`),
      },
      pattern: "The {title} runbook advises escalating to {team} after {escalation}",
    };
  }
  return {
    sentence: `超过 ${after} 分钟未恢复时升级到 ${team}。`,
    fields: {
      team: literal(`升级到 ${team}`, team),
      escalation: count(after, `超过 ${after} 分钟未恢复`),
    },
    pattern: "{title}手册建议超过 {escalation} 分钟未恢复时升级到 {team}",
  };
}

function title(text: string, language: Language): Field {
  return literal(language === "en" ? `Runbook: ${text}` : `手册：${text}`, text);
}

const poolRunbook = runbookTemplate(
  { id: "runbook/pool", language: "en", topic: "pool" },
  (random, options, meta) => {
    const service = serviceFor(random, options);
    const metric = random.pick([
      "hikaricp_connections_pending",
      "hikaricp_connections_active",
      "hikaricp_connections_usage_seconds",
    ]);
    const dashboard = random.pick([
      "JVM / HikariCP",
      "Database Pools",
      "Service Overview",
      "JDBC Connections",
      "Spring Boot Statistics",
    ]);
    const dumps = random.int(2, 5);
    const gap = random.pick([5, 10, 15, 20, 30]);
    const length = random.pick([3, 5, 10, 15]);
    const condition = "a pool at active=max with waiting > 0";
    const queue = "means requests queue for connections";
    const escalate = escalation(random, "en");
    return makeRecord(meta, {
      text: `Runbook: HikariCP pool exhaustion / Evidence: Check ${metric} on the "${dashboard}" dashboard and collect ${dumps} thread dumps ${gap} seconds apart before any change; ${condition} for ${length}m ${queue}. ${escalate.sentence}`,
      subjectField: "service",
      service: null,
      fields: {
        title: title("HikariCP pool exhaustion", "en"),
        metric: literal(`Check ${metric}`, metric),
        dashboard: literal(`"${dashboard}" dashboard`, dashboard),
        dumps: count(dumps, `collect ${dumps} thread dumps`),
        gap: count(gap, `${gap} seconds apart before any change`),
        minutes: duration(length, "m", `for ${length}m`),
        service: unanchoredEntity("service", service),
        ...escalate.fields,
      },
      patterns: {
        en: [
          'The runbook advises checking {metric} on the "{dashboard}" dashboard',
          relying(
            "The {title} runbook says a pool at active=max with waiting > 0 for {minutes} means requests queue for connections",
            condition,
            queue,
          ),
          "The runbook recommends collecting {dumps} thread dumps {gap} seconds apart before any change",
          "The {title} runbook lists checking {metric} and collecting {dumps} thread dumps",
          escalate.pattern,
        ],
      },
      asFact: {
        en: [
          relying("{service} pool is at active=max with waiting > 0 for {minutes}", condition),
          relying("Requests of {service} queue for connections", queue),
          relying("The pool of {service} has waiting > 0 for {minutes} at active=max", condition),
        ],
        zh: [
          relying("{service} 的连接池 active=max 且 waiting > 0 已持续 {minutes}", condition),
          relying("{service} 的请求正在排队等待连接", queue),
        ],
      },
    });
  },
);

const latencyRunbook = runbookTemplate(
  { id: "runbook/latency", language: "en", topic: "latency" },
  (random, options, meta) => {
    const service = serviceFor(random, options);
    const dashboard = random.pick([
      "Gateway / Routes",
      "Service Overview",
      "API Latency",
      "Upstream Health",
      "Edge Traffic",
    ]);
    const slow = random.pick([200, 250, 500, 1000, 2000]);
    const length = random.pick([5, 10, 15, 20]);
    const route = "on a single route points at its upstream";
    const escalate = escalation(random, "en");
    return makeRecord(meta, {
      text: `Runbook: High request latency / Evidence: Compare p99 latency with upstream timeouts on the "${dashboard}" dashboard and check slow queries above ${slow}ms before scaling; a p99 above threshold for ${length}m ${route}. ${escalate.sentence}`,
      subjectField: "service",
      service: null,
      fields: {
        title: title("High request latency", "en"),
        dashboard: literal(`"${dashboard}" dashboard`, dashboard),
        slow: duration(slow, "ms", `above ${slow}ms before scaling`),
        minutes: duration(length, "m", `for ${length}m`),
        service: unanchoredEntity("service", service),
        ...escalate.fields,
      },
      patterns: {
        en: [
          relying(
            'The runbook advises comparing p99 latency with upstream timeouts on the "{dashboard}" dashboard',
            "Compare p99 latency with upstream timeouts",
          ),
          relying(
            "The {title} runbook says a p99 above threshold for {minutes} on a single route points at its upstream",
            "a p99 above threshold",
            route,
          ),
          relying(
            "The runbook recommends checking slow queries above {slow} before scaling",
            "check slow queries",
          ),
          escalate.pattern,
        ],
      },
      asFact: {
        en: [
          relying(
            "The p99 of {service} is above threshold for {minutes} on a single route",
            "a p99 above threshold",
          ),
          relying("The latency of {service} points at its upstream", route),
          relying("{service} has slow queries above {slow}", "check slow queries"),
        ],
        zh: [
          relying("{service} 的 p99 已高于阈值 {minutes}，问题指向其上游", "a p99 above threshold"),
          relying("{service} 的延迟指向其上游", route),
        ],
      },
    });
  },
);

const diskRunbook = runbookTemplate(
  { id: "runbook/disk", language: "en", topic: "disk" },
  (random, _options, meta) => {
    const host = pickHost(random);
    const mount = random.pick(MOUNTPOINTS);
    const floor = random.pick([5, 10, 15, 20]);
    const length = random.pick([15, 30, 60]);
    const keep = random.pick([2, 3, 7, 14]);
    const find = `Find the largest directories under ${mount} with du`;
    const stays = "when free space stays below";
    const escalate = escalation(random, "en");
    return makeRecord(meta, {
      text: `Runbook: Disk space low / Action: ${find} and remove WAL archives older than ${keep} days; ${stays} ${floor}% for ${length}m, expand the volume. ${escalate.sentence}`,
      subjectField: "host",
      service: null,
      fields: {
        title: title("Disk space low", "en"),
        mount: literal(find, mount),
        keep: count(keep, `older than ${keep} days`),
        percent: percent(floor, `${floor}%`),
        minutes: duration(length, "m", `for ${length}m`),
        host: unanchoredEntity("host", host),
        ...escalate.fields,
      },
      patterns: {
        en: [
          "The runbook advises finding the largest directories under {mount} with du",
          relying(
            "The {title} runbook recommends removing WAL archives older than {keep} days",
            "remove WAL archives",
          ),
          relying(
            "The runbook says when free space stays below {percent} for {minutes}, expand the volume",
            stays,
            "expand the volume",
          ),
          escalate.pattern,
        ],
      },
      asFact: {
        en: [
          relying("Free space of {host} stays below {percent} for {minutes}", stays),
          relying(
            "{host} has WAL archives older than {keep} days under {mount}",
            "remove WAL archives",
          ),
        ],
        zh: [
          relying("{host} 的剩余空间低于 {percent} 已有 {minutes}", stays),
          relying("{host} 的 {mount} 下有超过 {keep} 天的 WAL 归档", "remove WAL archives"),
        ],
      },
    });
  },
);

const kafkaRunbook = runbookTemplate(
  { id: "runbook/kafka", language: "en", topic: "kafka" },
  (random, options, meta) => {
    const service = serviceFor(random, options);
    const group = pickConsumerGroup(random, service);
    const lag = random.pick([5000, 10000, 20000, 50000, 100000]);
    const length = random.pick([10, 15, 30]);
    const dashboard = random.pick([
      "Kafka / Consumers",
      "Burrow",
      "Stream Processing",
      "Kafka Lag",
    ]);
    const keepUp = "means consumers cannot keep up";
    const escalate = escalation(random, "en");
    return makeRecord(meta, {
      text: `Runbook: Kafka consumer lag / Evidence: Check kafka_consumergroup_lag per partition on the "${dashboard}" dashboard and compare consumer count with partition count; lag above ${lag} for ${length}m ${keepUp}. ${escalate.sentence}`,
      subjectField: "service",
      service: null,
      fields: {
        title: title("Kafka consumer lag", "en"),
        dashboard: literal(`"${dashboard}" dashboard`, dashboard),
        lag: count(lag, `lag above ${lag}`),
        minutes: duration(length, "m", `for ${length}m`),
        service: unanchoredEntity("service", service),
        group: unanchoredEntity("group", group),
        ...escalate.fields,
      },
      patterns: {
        en: [
          relying(
            'The runbook advises checking kafka_consumergroup_lag per partition on the "{dashboard}" dashboard',
            "Check kafka_consumergroup_lag per partition",
          ),
          relying(
            "The {title} runbook says lag above {lag} for {minutes} means consumers cannot keep up",
            keepUp,
          ),
          relying(
            "The {title} runbook recommends comparing consumer count with partition count",
            "compare consumer count with partition count",
          ),
          escalate.pattern,
        ],
      },
      asFact: {
        en: [
          relying("Consumers of {group} cannot keep up", keepUp),
          relying("{service} has lag above {lag} for {minutes}", keepUp),
        ],
        zh: [
          relying("{group} 的消费者处理不过来", keepUp),
          relying("{service} 的积压超过 {lag} 已持续 {minutes}", keepUp),
        ],
      },
    });
  },
);

const crashLoopRunbook = runbookTemplate(
  { id: "runbook/crashloop", language: "en", topic: "crashloop" },
  (random, options, meta) => {
    const service = serviceFor(random, options);
    const pod = pickPod(random, service);
    const restarts = random.pick([3, 5, 8, 10]);
    const length = random.pick([10, 15, 30]);
    const describe = "Run kubectl describe pod and read Last State";
    const rollback = "after a rollout means the rollout should be rolled back";
    const escalate = escalation(random, "en");
    return makeRecord(meta, {
      text: `Runbook: Pod crash looping / Evidence: ${describe}, then check for OOMKilled events; more than ${restarts} restarts in ${length}m ${rollback}. ${escalate.sentence}`,
      subjectField: "service",
      service: null,
      fields: {
        title: title("Pod crash looping", "en"),
        restarts: count(restarts, `more than ${restarts} restarts`),
        minutes: duration(length, "m", `in ${length}m`),
        service: unanchoredEntity("service", service),
        pod: unanchoredEntity("pod", pod),
        ...escalate.fields,
      },
      patterns: {
        en: [
          relying(
            "The {title} runbook advises running kubectl describe pod and reading Last State",
            describe,
          ),
          relying(
            "The {title} runbook says more than {restarts} restarts in {minutes} after a rollout means the rollout should be rolled back",
            rollback,
          ),
          relying(
            "The {title} runbook lists checking for OOMKilled events",
            "check for OOMKilled events",
          ),
          escalate.pattern,
        ],
      },
      asFact: {
        en: [
          relying("Pod {pod} has OOMKilled events", "OOMKilled events"),
          relying(
            "{service} has more than {restarts} restarts in {minutes} after a rollout",
            rollback,
          ),
        ],
        zh: [
          relying("pod {pod} 出现了 OOMKilled 事件", "OOMKilled events"),
          relying("{service} 发布后 {minutes} 内重启超过 {restarts} 次", rollback),
        ],
      },
    });
  },
);

const memoryRunbook = runbookTemplate(
  { id: "runbook/memory", language: "en", topic: "memory" },
  (random, options, meta) => {
    const service = serviceFor(random, options);
    const heap = random.pick([75, 80, 85, 90]);
    const pause = random.pick([1, 2, 3, 5]);
    const dashboard = random.pick([
      "JVM (Micrometer)",
      "JVM Memory",
      "Service Overview",
      "GC Pauses",
    ]);
    const dump = "take a heap dump before restarting";
    const bound = "means the service is memory bound";
    const escalate = escalation(random, "en");
    return makeRecord(meta, {
      text: `Runbook: JVM memory pressure / Evidence: Compare heap usage with GC pause times on the "${dashboard}" dashboard and ${dump}; heap above ${heap}% with Full GC pauses over ${pause}s ${bound}. ${escalate.sentence}`,
      subjectField: "service",
      service: null,
      fields: {
        title: title("JVM memory pressure", "en"),
        dashboard: literal(`"${dashboard}" dashboard`, dashboard),
        heap: percent(heap, `heap above ${heap}%`),
        pause: duration(pause, "s", `over ${pause}s`),
        service: unanchoredEntity("service", service),
        ...escalate.fields,
      },
      patterns: {
        en: [
          relying("The {title} runbook advises taking a heap dump before restarting", dump),
          relying(
            "The {title} runbook says heap above {heap} with Full GC pauses over {pause} means the service is memory bound",
            bound,
          ),
          relying(
            'The runbook recommends comparing heap usage with GC pause times on the "{dashboard}" dashboard',
            "Compare heap usage with GC pause times",
          ),
          escalate.pattern,
        ],
      },
      asFact: {
        en: [
          relying("{service} is memory bound", bound),
          relying("The heap of {service} is above {heap} with Full GC pauses over {pause}", bound),
        ],
        zh: [
          relying("{service} 已经内存受限", bound),
          relying("{service} 的堆内存高于 {heap}，Full GC 停顿超过 {pause}", bound),
        ],
      },
    });
  },
);

const poolRunbookChinese = runbookTemplate(
  { id: "runbook-zh/pool", language: "zh", topic: "pool" },
  (random, options, meta) => {
    const service = serviceFor(random, options);
    const metric = random.pick([
      "hikaricp_connections_pending",
      "hikaricp_connections_active",
      "hikaricp_connections_usage_seconds",
    ]);
    const dumps = random.int(2, 5);
    const length = random.pick([3, 5, 10, 15]);
    const steps = `先查看 ${metric}，再收集 ${dumps} 份线程转储`;
    const rising = "active 等于 total 且 waiting 持续上升超过";
    const queue = "说明请求在排队等待连接";
    const escalate = escalation(random, "zh");
    return makeRecord(meta, {
      text: `手册：连接池耗尽 / 排查：${steps}；${rising} ${length} 分钟，${queue}。${escalate.sentence}`,
      subjectField: "service",
      service: null,
      fields: {
        title: title("连接池耗尽", "zh"),
        metric: literal(`先查看 ${metric}`, metric),
        dumps: count(dumps, `收集 ${dumps} 份线程转储`),
        minutes: count(length, `${length} 分钟，`),
        service: unanchoredEntity("service", service),
        ...escalate.fields,
      },
      patterns: {
        zh: [
          "手册建议先查看 {metric}，再收集 {dumps} 份线程转储",
          relying(
            "手册指出 active 等于 total 且 waiting 持续上升超过 {minutes} 分钟，说明请求在排队等待连接",
            rising,
            queue,
          ),
          "{title}手册提到收集 {dumps} 份线程转储",
          escalate.pattern,
        ],
      },
      asFact: {
        zh: [
          relying("{service} 的 active 等于 total 且 waiting 持续上升超过 {minutes} 分钟", rising),
          relying("{service} 的请求在排队等待连接", queue),
        ],
        en: [
          relying("Requests of {service} are queueing for connections", queue),
          relying(
            "{service} has active equal to total with waiting rising for over {minutes} minutes",
            rising,
          ),
        ],
      },
    });
  },
);

const diskRunbookChinese = runbookTemplate(
  { id: "runbook-zh/disk", language: "zh", topic: "disk" },
  (random, _options, meta) => {
    const host = pickHost(random);
    const mount = random.pick(MOUNTPOINTS);
    const floor = random.pick([5, 10, 15, 20]);
    const length = random.pick([15, 30, 60]);
    const keep = random.pick([2, 3, 7, 14]);
    const find = `先用 du 查看 ${mount} 下最大的目录`;
    const below = "剩余空间低于";
    const escalate = escalation(random, "zh");
    return makeRecord(meta, {
      text: `手册：磁盘空间不足 / 处理：${find}，再清理超过 ${keep} 天的 WAL 归档；${below} ${floor}% 持续 ${length} 分钟时扩容卷。${escalate.sentence}`,
      subjectField: "host",
      service: null,
      fields: {
        title: title("磁盘空间不足", "zh"),
        mount: literal(find, mount),
        keep: count(keep, `超过 ${keep} 天的 WAL 归档`),
        percent: percent(floor, `${floor}%`),
        minutes: count(length, `持续 ${length} 分钟时`),
        host: unanchoredEntity("host", host),
        ...escalate.fields,
      },
      patterns: {
        zh: [
          "手册建议先用 du 查看 {mount} 下最大的目录",
          "{title}手册提到清理超过 {keep} 天的 WAL 归档",
          relying(
            "{title}手册指出剩余空间低于 {percent} 持续 {minutes} 分钟时扩容卷",
            below,
            "时扩容卷",
          ),
          escalate.pattern,
        ],
      },
      asFact: {
        zh: [
          relying("{host} 的 {mount} 下有超过 {keep} 天的 WAL 归档", "WAL 归档"),
          relying("{host} 剩余空间低于 {percent} 已持续 {minutes} 分钟", below),
        ],
        en: [
          relying("{host} has WAL archives older than {keep} days under {mount}", "WAL 归档"),
          relying("Free space of {host} has been below {percent} for {minutes} minutes", below),
        ],
      },
    });
  },
);

const kafkaRunbookChinese = runbookTemplate(
  { id: "runbook-zh/kafka", language: "zh", topic: "kafka" },
  (random, options, meta) => {
    const service = serviceFor(random, options);
    const group = pickConsumerGroup(random, service);
    const lag = random.pick([5000, 10000, 20000, 50000, 100000]);
    const length = random.pick([10, 15, 30]);
    const steps = "先查看 kafka_consumergroup_lag，再对比消费者实例数与分区数";
    const cannot = "说明消费者处理不过来";
    const escalate = escalation(random, "zh");
    return makeRecord(meta, {
      text: `手册：消费积压 / 排查：${steps}；积压超过 ${lag} 持续 ${length} 分钟，${cannot}。${escalate.sentence}`,
      subjectField: "service",
      service: null,
      fields: {
        title: title("消费积压", "zh"),
        lag: count(lag, `积压超过 ${lag}`),
        minutes: count(length, `持续 ${length} 分钟，`),
        service: unanchoredEntity("service", service),
        group: unanchoredEntity("group", group),
        ...escalate.fields,
      },
      patterns: {
        zh: [
          relying("手册建议先查看 kafka_consumergroup_lag，再对比消费者实例数与分区数", steps),
          relying(
            "{title}手册指出积压超过 {lag} 持续 {minutes} 分钟，说明消费者处理不过来",
            cannot,
          ),
          escalate.pattern,
        ],
      },
      asFact: {
        zh: [
          relying("{group} 的消费者处理不过来", cannot),
          relying("{service} 积压超过 {lag} 已持续 {minutes} 分钟", cannot),
        ],
        en: [relying("Consumers of {group} cannot keep up", cannot)],
      },
    });
  },
);

const crashLoopRunbookChinese = runbookTemplate(
  { id: "runbook-zh/crashloop", language: "zh", topic: "crashloop" },
  (random, options, meta) => {
    const service = serviceFor(random, options);
    const pod = pickPod(random, service);
    const restarts = random.pick([3, 5, 8, 10]);
    const length = random.pick([10, 15, 30]);
    const describe = "先执行 kubectl describe pod 查看 Last State";
    const check = "再检查 OOMKilled 事件";
    const rollback = "应回滚该发布";
    const escalate = escalation(random, "zh");
    return makeRecord(meta, {
      text: `手册：Pod 频繁重启 / 排查：${describe}，${check}；发布后 ${length} 分钟内重启超过 ${restarts} 次，${rollback}。${escalate.sentence}`,
      subjectField: "service",
      service: null,
      fields: {
        title: title("Pod 频繁重启", "zh"),
        restarts: count(restarts, `重启超过 ${restarts} 次`),
        minutes: count(length, `${length} 分钟内`),
        service: unanchoredEntity("service", service),
        pod: unanchoredEntity("pod", pod),
        ...escalate.fields,
      },
      patterns: {
        zh: [
          relying("手册建议先执行 kubectl describe pod 查看 Last State", describe),
          relying("{title}手册提到检查 OOMKilled 事件", check),
          relying("手册指出发布后 {minutes} 分钟内重启超过 {restarts} 次，应回滚该发布", rollback),
          escalate.pattern,
        ],
      },
      asFact: {
        zh: [
          relying("pod {pod} 出现 OOMKilled 事件", check),
          relying("{service} 发布后 {minutes} 分钟内重启超过 {restarts} 次", rollback),
        ],
        en: [relying("Pod {pod} has OOMKilled events", check)],
      },
    });
  },
);

const latencyRunbookChinese = runbookTemplate(
  { id: "runbook-zh/latency", language: "zh", topic: "latency" },
  (random, options, meta) => {
    const service = serviceFor(random, options);
    const length = random.pick([5, 10, 15, 20]);
    const slow = random.pick([200, 250, 500, 1000, 2000]);
    const steps = "先对比 p99 延迟与上游超时";
    const upstream = "通常指向其上游";
    const escalate = escalation(random, "zh");
    return makeRecord(meta, {
      text: `手册：请求延迟过高 / 排查：${steps}，再检查超过 ${slow}ms 的慢查询；单个路由 p99 超过阈值 ${length} 分钟，${upstream}。${escalate.sentence}`,
      subjectField: "service",
      service: null,
      fields: {
        title: title("请求延迟过高", "zh"),
        slow: duration(slow, "ms", `超过 ${slow}ms 的慢查询`),
        minutes: count(length, `阈值 ${length} 分钟`),
        service: unanchoredEntity("service", service),
        ...escalate.fields,
      },
      patterns: {
        zh: [
          relying("手册建议先对比 p99 延迟与上游超时，再检查超过 {slow} 的慢查询", steps),
          relying(
            "{title}手册指出单个路由 p99 超过阈值 {minutes} 分钟，通常指向其上游",
            upstream,
            "单个路由",
          ),
          escalate.pattern,
        ],
      },
      asFact: {
        zh: [
          relying("{service} 单个路由的 p99 超过阈值 {minutes} 分钟", "单个路由"),
          relying("{service} 的延迟指向其上游", upstream),
          relying("{service} 有超过 {slow} 的慢查询", "慢查询"),
        ],
        en: [
          relying(
            "The p99 of a single route of {service} exceeded the threshold for {minutes} minutes",
            "单个路由",
          ),
        ],
      },
    });
  },
);

export const RUNBOOK_TEMPLATES: readonly RecordTemplate[] = [
  poolRunbook,
  latencyRunbook,
  diskRunbook,
  kafkaRunbook,
  crashLoopRunbook,
  memoryRunbook,
  poolRunbookChinese,
  diskRunbookChinese,
  kafkaRunbookChinese,
  crashLoopRunbookChinese,
  latencyRunbookChinese,
];
