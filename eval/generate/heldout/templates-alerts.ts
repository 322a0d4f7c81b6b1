/**
 * English alert templates in the shapes Prometheus and Alertmanager emit
 * (`<AlertName> firing, service=..., key=value` and `alertname=... severity=... instance=...`),
 * each returning the record text and the facts it states, with claim phrasings.
 */
import {
  alertState,
  alertStatus,
  defineTemplate,
  keyValue,
  ratioFact,
  serviceSubject,
  statement,
  subject,
} from "./facts.js";
import { count, formatNumber, quantity, roundTo, suffixed } from "./quantities.js";
import type { Fact, Phrase, Template } from "./types.js";

const plain = (value: number): string => formatNumber(value);
const gigabytes = suffixed("gb");
const milliseconds = suffixed("ms");
const seconds = suffixed("s");
const minutes = suffixed("m");
const percent = suffixed("%");

const redisMemoryAlert = defineTemplate(
  {
    id: "redis-memory-alert",
    tool: "query_metrics",
    language: "en",
    domain: "redis",
    subjectKind: "service",
  },
  (random, profile) => {
    const state = alertState(random);
    const maxmemory = random.pick([2, 4, 6, 8, 16]);
    const used = Math.min(
      roundTo(maxmemory * (0.85 + random.next() * 0.14), 1),
      roundTo(maxmemory - 0.1, 1),
    );
    const duration = count(random, 4, 45);
    const instance = `${profile.cacheHost}:9121`;
    const alertmanager = random.chance(0.4);
    const text = alertmanager
      ? `alertname=RedisMemoryHigh severity=warning instance=${instance} service=${profile.name} used_memory=${gigabytes(used)} maxmemory=${gigabytes(maxmemory)} state=${state}`
      : `RedisMemoryHigh ${state}, service=${profile.name}, instance=${instance}, used_memory=${gigabytes(used)}, maxmemory=${gigabytes(maxmemory)}, duration=${duration}m`;
    const facts: Fact[] = [
      alertStatus(
        "RedisMemoryHigh",
        state,
        alertmanager
          ? ["alertname=RedisMemoryHigh", `state=${state}`]
          : [`RedisMemoryHigh ${state}`],
      ),
      statement(
        "instance",
        `instance=${instance}`,
        [`instance=${instance}`, `on instance ${instance}`],
        [`实例 ${instance}`, `实例 ${instance} 上`],
      ),
      keyValue("used_memory", quantity(used, "gb", "memory", gigabytes)),
      keyValue("maxmemory", quantity(maxmemory, "gb", "memory", gigabytes)),
    ];
    if (!alertmanager) {
      facts.push(
        keyValue("duration", quantity(duration, "min", "minutes", minutes), {
          zh: [(value) => `持续 ${value}`],
        }),
      );
    }
    return {
      text,
      subject: serviceSubject(profile.name, `service=${profile.name}`, true),
      facts,
    };
  },
);

const postgresReplicationAlert = defineTemplate(
  {
    id: "postgres-replication-alert",
    tool: "query_metrics",
    language: "en",
    domain: "postgres",
    subjectKind: "service",
  },
  (random, profile) => {
    const state = alertState(random);
    const threshold = random.pick([10, 30, 60]);
    const lag = count(random, threshold + 5, 900);
    const duration = count(random, 3, 40);
    const replica = `pg-${profile.short}-replica-${random.integer(1, 3)}`;
    const instance = `${profile.databaseHost}:9187`;
    const alertmanager = random.chance(0.4);
    const replicaFact = statement(
      "replica",
      `replica=${replica}`,
      [`replica=${replica}`, `replica ${replica}`],
      [`replica ${replica}`, `副本 ${replica}`],
    );
    const thresholdChinese: Phrase[] = [(value) => `阈值 ${value}`, (value) => `阈值为 ${value}`];
    if (alertmanager) {
      const text = `alertname=PostgresReplicationLag severity=critical instance=${instance} service=${profile.name} replica=${replica} replication_lag_seconds=${lag} threshold_seconds=${threshold} state=${state}`;
      return {
        text,
        subject: serviceSubject(profile.name, `service=${profile.name}`, true),
        facts: [
          alertStatus("PostgresReplicationLag", state, [
            "alertname=PostgresReplicationLag",
            `state=${state}`,
          ]),
          replicaFact,
          keyValue("replication_lag_seconds", quantity(lag, "s", "seconds", plain), {
            converted: {
              en: [(value) => `replication lag ${value}`],
              zh: [(value) => `replication lag ${value}`],
            },
          }),
          keyValue("threshold_seconds", quantity(threshold, "s", "seconds", plain), {
            zh: thresholdChinese,
          }),
        ],
      };
    }
    const text = `PostgresReplicationLag ${state}, service=${profile.name}, instance=${instance}, replica=${replica}, replication_lag=${lag}s, threshold=${threshold}s, duration=${duration}m`;
    return {
      text,
      subject: serviceSubject(profile.name, `service=${profile.name}`, true),
      facts: [
        alertStatus("PostgresReplicationLag", state, [`PostgresReplicationLag ${state}`]),
        replicaFact,
        statement(
          "instance",
          `instance=${instance}`,
          [`instance ${instance}`, `on instance ${instance}`],
          [`实例 ${instance}`],
        ),
        keyValue("replication_lag", quantity(lag, "s", "seconds", seconds)),
        keyValue("threshold", quantity(threshold, "s", "seconds", seconds), {
          en: [(value) => `a threshold of ${value}`],
          zh: thresholdChinese,
        }),
        keyValue("duration", quantity(duration, "min", "minutes", minutes), {
          zh: [(value) => `持续 ${value}`],
        }),
      ],
    };
  },
);

const rabbitBacklogAlert = defineTemplate(
  {
    id: "rabbitmq-backlog-alert",
    tool: "query_metrics",
    language: "en",
    domain: "queue",
    subjectKind: "service",
  },
  (random, profile) => {
    const state = alertState(random);
    const ready = count(random, 1200, 25000);
    const unacked = count(random, 20, 900);
    const consumers = count(random, 1, 12);
    const alertmanager = random.chance(0.4);
    const text = alertmanager
      ? `alertname=RabbitMQQueueBacklog severity=warning service=${profile.name} queue=${profile.queue} vhost=/prod messages_ready=${ready} messages_unacknowledged=${unacked} consumers=${consumers} state=${state}`
      : `RabbitMQQueueBacklog ${state}, service=${profile.name}, queue=${profile.queue}, vhost=/prod, messages_ready=${ready}, messages_unacknowledged=${unacked}, consumers=${consumers}`;
    return {
      text,
      subject: serviceSubject(profile.name, `service=${profile.name}`, true),
      facts: [
        alertStatus(
          "RabbitMQQueueBacklog",
          state,
          alertmanager
            ? ["alertname=RabbitMQQueueBacklog", `state=${state}`]
            : [`RabbitMQQueueBacklog ${state}`],
        ),
        statement(
          "queue",
          `queue=${profile.queue}`,
          [`queue ${profile.queue}`, `queue=${profile.queue}`],
          [`队列 ${profile.queue}`],
        ),
        keyValue("messages_ready", quantity(ready, "count", "messages", plain)),
        keyValue("messages_unacknowledged", quantity(unacked, "count", "messages", plain)),
        keyValue("consumers", quantity(consumers, "count", "consumers", plain), {
          en: [(value) => `${value} consumers`],
          zh: [(value) => `消费者 ${value} 个`, (value) => `${value} 个消费者`],
          negated: {
            en: ["has no consumers", "lacks consumers", "consumers are absent"],
            zh: ["没有消费者", "无消费者"],
          },
        }),
      ],
    };
  },
);

const podCrashLoopAlert = defineTemplate(
  {
    id: "pod-crashloop-alert",
    tool: "query_metrics",
    language: "en",
    domain: "kube",
    subjectKind: "pod",
  },
  (random, profile) => {
    const state = alertState(random);
    const restarts = count(random, 3, 60);
    const duration = count(random, 5, 50);
    const alertmanager = random.chance(0.4);
    const text = alertmanager
      ? `alertname=KubePodCrashLooping severity=warning namespace=${profile.namespace} pod=${profile.pod} container=${profile.container} restarts=${restarts} state=${state}`
      : `KubePodCrashLooping ${state}, namespace=${profile.namespace}, pod=${profile.pod}, container=${profile.container}, restarts=${restarts}, duration=${duration}m`;
    const facts: Fact[] = [
      alertStatus(
        "KubePodCrashLooping",
        state,
        alertmanager
          ? ["alertname=KubePodCrashLooping", `state=${state}`]
          : [`KubePodCrashLooping ${state}`],
      ),
      statement(
        "namespace",
        `namespace=${profile.namespace}`,
        [`in namespace ${profile.namespace}`, `namespace=${profile.namespace}`],
        [`namespace ${profile.namespace}`],
      ),
      keyValue("restarts", quantity(restarts, "count", "restarts", plain), {
        en: [(value) => `${value} restarts`],
        zh: [(value) => `重启 ${value} 次`],
        negated: { en: ["has not restarted", "never restarted"], zh: ["没有重启", "未重启"] },
      }),
    ];
    if (!alertmanager) {
      facts.push(
        keyValue("duration", quantity(duration, "min", "minutes", minutes), {
          zh: [(value) => `持续 ${value}`],
        }),
      );
    }
    return {
      text,
      subject: subject(
        profile.pod,
        "pod",
        `pod=${profile.pod}`,
        [profile.pod, `pod ${profile.pod}`],
        [profile.pod, `pod ${profile.pod}`],
      ),
      facts,
    };
  },
);

const filesystemAlert = defineTemplate(
  {
    id: "filesystem-alert",
    tool: "query_metrics",
    language: "en",
    domain: "disk",
    subjectKind: "host",
  },
  (random, profile) => {
    const state = alertState(random);
    const available = roundTo(1 + random.next() * 8.8, 1);
    const mountpoint = random.pick([
      "/var/lib/postgresql",
      "/data",
      "/var/lib/docker",
      "/srv/media",
      "/var/log",
    ]);
    const device = random.pick(["nvme1n1", "sdb1", "xvdf", "nvme0n1p2"]);
    const instance = `${profile.host}:9100`;
    const alertmanager = random.chance(0.5);
    const text = alertmanager
      ? `alertname=NodeFilesystemAlmostFull severity=critical instance=${instance} mountpoint=${mountpoint} device=${device} fstype=ext4 avail_percent=${formatNumber(available)} state=${state}`
      : `NodeFilesystemAlmostFull ${state}, instance=${instance}, mountpoint=${mountpoint}, device=${device}, avail_percent=${formatNumber(available)}, threshold=10`;
    const facts: Fact[] = [
      alertStatus(
        "NodeFilesystemAlmostFull",
        state,
        alertmanager
          ? ["alertname=NodeFilesystemAlmostFull", `state=${state}`]
          : [`NodeFilesystemAlmostFull ${state}`],
      ),
      statement(
        "mountpoint",
        `mountpoint=${mountpoint}`,
        [`mountpoint ${mountpoint}`, `mountpoint=${mountpoint}`],
        [`mountpoint ${mountpoint}`],
      ),
      statement("device", `device=${device}`, [`device ${device}`], [`device ${device}`]),
      keyValue("avail_percent", quantity(available, "plain", "percent", plain)),
    ];
    if (!alertmanager) {
      facts.push(
        keyValue("threshold", quantity(10, "plain", "percent", plain), {
          zh: [(value) => `阈值 ${value}`],
        }),
      );
    }
    return {
      text,
      subject: subject(
        instance,
        "host",
        `instance=${instance}`,
        [instance, `instance ${instance}`],
        [instance, `实例 ${instance}`],
      ),
      facts,
    };
  },
);

const requestLatencyAlert = defineTemplate(
  {
    id: "request-latency-alert",
    tool: "query_metrics",
    language: "en",
    domain: "http",
    subjectKind: "service",
  },
  (random, profile) => {
    const state = alertState(random);
    const threshold = random.pick([500, 800, 1000, 1500]);
    const firing = state !== "resolved";
    const tail = firing
      ? roundTo(threshold / 1000 + 0.3 + random.next() * 4, 1)
      : roundTo(0.1 + random.next() * (threshold / 1000 - 0.2), 2);
    let median = random.integer(6, 48) * 10;
    if (median === threshold) {
      median += 10;
    }
    const direction = firing ? "above" : "back below";
    const text = `HighRequestLatency ${state}, service=${profile.name}, route=${profile.route}, p99=${formatNumber(tail)}s, p50=${median}ms, threshold=${threshold}ms, summary="p99 latency ${direction} threshold"`;
    const summary = `p99 latency ${direction} threshold`;
    return {
      text,
      subject: serviceSubject(profile.name, `service=${profile.name}`, true),
      facts: [
        alertStatus("HighRequestLatency", state, [`HighRequestLatency ${state}`]),
        statement(
          "route",
          `route=${profile.route}`,
          [`route ${profile.route}`, `on route ${profile.route}`],
          [`route ${profile.route}`],
        ),
        keyValue("p99", quantity(tail, "s", "p99", seconds), {
          en: [(value) => `latency p99 ${value}`],
          zh: [(value) => `延迟 p99 ${value}`, (value) => `延迟 p99 为 ${value}`],
        }),
        keyValue("p50", quantity(median, "ms", "milliseconds", milliseconds), {
          zh: [(value) => `延迟 p50 为 ${value}`],
        }),
        keyValue("threshold", quantity(threshold, "ms", "milliseconds", milliseconds), {
          zh: [(value) => `阈值 ${value}`, (value) => `阈值为 ${value}`],
        }),
        statement(
          "summary",
          summary,
          firing
            ? [summary, "p99 latency is above threshold"]
            : [summary, "p99 latency below threshold"],
          firing ? ["p99 延迟超过阈值", "p99 延迟高于阈值"] : ["p99 延迟低于阈值"],
          {
            antonym: firing
              ? { en: ["p99 latency below threshold"], zh: ["p99 延迟低于阈值"] }
              : { en: ["p99 latency above threshold"], zh: ["p99 延迟超过阈值"] },
          },
        ),
      ],
    };
  },
);

const envoyOutlierAlert = defineTemplate(
  {
    id: "envoy-outlier-alert",
    tool: "query_metrics",
    language: "en",
    domain: "http",
    subjectKind: "service",
  },
  (random, profile) => {
    const state = alertState(random);
    const total = random.integer(3, 12);
    const ejected = random.integer(1, Math.max(1, Math.floor(total / 2)));
    const consecutive = count(random, 5, 40);
    const summaryStyle = random.chance(0.5);
    const head = `EnvoyOutlierEjection ${state}, service=${profile.name}, envoy_cluster=${profile.cluster}`;
    const text = summaryStyle
      ? `${head}, consecutive_5xx=${consecutive}, summary="${ejected} of ${total} hosts ejected"`
      : `${head}, ejected_hosts=${ejected}/${total}, consecutive_5xx=${consecutive}`;
    const ratio = summaryStyle
      ? ratioFact(
          "ejected",
          `${ejected} of ${total} hosts ejected`,
          { part: ejected, whole: total, style: "of" },
          [(value) => `${value} hosts ejected`],
          [(value) => `${value} hosts ejected`, (value) => `${value} 个 hosts ejected`],
          { negated: { en: ["no hosts ejected"], zh: ["没有 hosts ejected"] } },
        )
      : ratioFact(
          "ejected_hosts",
          `ejected_hosts=${ejected}/${total}`,
          { part: ejected, whole: total, style: "slash" },
          [
            (value) => `ejected_hosts=${value}`,
            (value) => `ejected_hosts ${value}`,
            (value) => `${value} ejected_hosts`,
          ],
          [(value) => `ejected_hosts ${value}`, (value) => `ejected_hosts 为 ${value}`],
        );
    return {
      text,
      subject: serviceSubject(profile.name, `service=${profile.name}`, true),
      facts: [
        alertStatus("EnvoyOutlierEjection", state, [`EnvoyOutlierEjection ${state}`]),
        statement(
          "envoy_cluster",
          `envoy_cluster=${profile.cluster}`,
          [`envoy_cluster=${profile.cluster}`, `envoy_cluster ${profile.cluster}`],
          [`envoy_cluster ${profile.cluster}`],
        ),
        ratio,
        keyValue("consecutive_5xx", quantity(consecutive, "count", "count", plain)),
      ],
    };
  },
);

const kafkaLagAlert = defineTemplate(
  {
    id: "kafka-lag-alert",
    tool: "query_metrics",
    language: "en",
    domain: "queue",
    subjectKind: "service",
  },
  (random, profile) => {
    const state = alertState(random);
    const partition = random.integer(0, 23);
    const lag = count(random, 500, 90000);
    const duration = count(random, 3, 50);
    const group = `${profile.short}-consumers`;
    const text = `KafkaConsumerLagHigh ${state}, service=${profile.name}, consumer_group=${group}, topic=${profile.topic}, partition=${partition}, lag=${lag}, duration=${duration}m`;
    return {
      text,
      subject: serviceSubject(profile.name, `service=${profile.name}`, true),
      facts: [
        alertStatus("KafkaConsumerLagHigh", state, [`KafkaConsumerLagHigh ${state}`]),
        statement(
          "consumer_group",
          `consumer_group=${group}`,
          [`consumer_group ${group}`, `consumer_group=${group}`],
          [`consumer_group ${group}`],
        ),
        statement(
          "topic",
          `topic=${profile.topic}`,
          [`topic ${profile.topic}`, `topic=${profile.topic}`],
          [`topic ${profile.topic}`],
        ),
        statement(
          "partition",
          `partition=${partition}`,
          [`partition ${partition}`, `partition=${partition}`],
          [`分区 ${partition}`, `partition ${partition}`],
        ),
        keyValue("lag", quantity(lag, "count", "lag", plain), {
          en: [(value) => `a lag of ${value}`],
          zh: [(value) => `积压 ${value}`],
        }),
        keyValue("duration", quantity(duration, "min", "minutes", minutes), {
          zh: [(value) => `持续 ${value}`],
        }),
      ],
    };
  },
);

const deploymentReplicasAlert = defineTemplate(
  {
    id: "deployment-replicas-alert",
    tool: "query_metrics",
    language: "en",
    domain: "kube",
    subjectKind: "service",
  },
  (random, profile) => {
    const state = alertState(random);
    const desired = random.integer(3, 12);
    const available = random.integer(1, desired - 1);
    const summaryStyle = random.chance(0.55);
    const text = summaryStyle
      ? `KubeDeploymentReplicasMismatch ${state}, namespace=${profile.namespace}, deployment=${profile.name}, summary="${available} of ${desired} replicas available"`
      : `alertname=KubeDeploymentReplicasMismatch severity=warning namespace=${profile.namespace} deployment=${profile.name} available=${available}/${desired} state=${state}`;
    const ratio = summaryStyle
      ? ratioFact(
          "available",
          `${available} of ${desired} replicas available`,
          { part: available, whole: desired, style: "of" },
          [(value) => `${value} replicas available`, (value) => `replicas available ${value}`],
          [(value) => `可用副本 ${value}`, (value) => `${value} 副本可用`],
          { negated: { en: ["has no replicas available"], zh: ["没有可用副本", "无可用副本"] } },
        )
      : ratioFact(
          "available",
          `available=${available}/${desired}`,
          { part: available, whole: desired, style: "slash" },
          [
            (value) => `available=${value}`,
            (value) => `${value} available`,
            (value) => `available ${value}`,
          ],
          [(value) => `可用 ${value}`, (value) => `available=${value}`],
          { negated: { en: ["has none available"], zh: ["没有可用", "无可用"] } },
        );
    return {
      text,
      subject: subject(
        profile.name,
        "service",
        `deployment=${profile.name}`,
        [profile.name, `deployment ${profile.name}`],
        [profile.name, `deployment ${profile.name}`],
      ),
      facts: [
        alertStatus(
          "KubeDeploymentReplicasMismatch",
          state,
          summaryStyle
            ? [`KubeDeploymentReplicasMismatch ${state}`]
            : ["alertname=KubeDeploymentReplicasMismatch", `state=${state}`],
        ),
        statement(
          "namespace",
          `namespace=${profile.namespace}`,
          [`in namespace ${profile.namespace}`, `namespace=${profile.namespace}`],
          [`namespace ${profile.namespace}`],
        ),
        ratio,
      ],
    };
  },
);

const elasticShardsAlert = defineTemplate(
  {
    id: "elasticsearch-shards-alert",
    tool: "query_metrics",
    language: "en",
    domain: "search",
    subjectKind: "host",
  },
  (random, profile) => {
    const state = alertState(random);
    const instance = `es-${profile.short}-${random.integer(0, 2)}:9114`;
    const cluster = `${profile.short}-search-prod`;
    const unassigned = count(random, 2, 240);
    const active = roundTo(60 + random.next() * 38, 1);
    const total = random.integer(3, 9);
    const up = random.integer(1, total - 1);
    const text = `ElasticsearchUnassignedShards ${state}, instance=${instance}, cluster=${cluster}, unassigned_shards=${unassigned}, active_shards_percent=${formatNumber(active)}%, data_nodes=${up}/${total}`;
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
        alertStatus("ElasticsearchUnassignedShards", state, [
          `ElasticsearchUnassignedShards ${state}`,
        ]),
        statement(
          "cluster",
          `cluster=${cluster}`,
          [`cluster ${cluster}`, `cluster=${cluster}`],
          [`集群 ${cluster}`, `cluster ${cluster}`],
        ),
        keyValue("unassigned_shards", quantity(unassigned, "count", "shards", plain)),
        keyValue("active_shards_percent", quantity(active, "percent", "percent", percent)),
        ratioFact(
          "data_nodes",
          `data_nodes=${up}/${total}`,
          { part: up, whole: total, style: "slash" },
          [
            (value) => `data_nodes=${value}`,
            (value) => `data_nodes ${value}`,
            (value) => `${value} data_nodes`,
          ],
          [(value) => `data_nodes ${value}`, (value) => `data_nodes 为 ${value}`],
        ),
      ],
    };
  },
);

const etcdLeaderAlert = defineTemplate(
  {
    id: "etcd-leader-alert",
    tool: "query_metrics",
    language: "en",
    domain: "etcd",
    subjectKind: "member",
  },
  (random) => {
    const state = alertState(random);
    const instance = `etcd-${random.integer(0, 4)}.infra.internal:2379`;
    const changes = count(random, 4, 40);
    const window = random.pick([10, 15, 30]);
    const alertmanager = random.chance(0.5);
    const text = alertmanager
      ? `alertname=etcdHighNumberOfLeaderChanges severity=warning job=etcd instance=${instance} leader_changes=${changes} window=${window}m state=${state}`
      : `etcdHighNumberOfLeaderChanges ${state}, instance=${instance}, job=etcd, leader_changes=${changes}, window=${window}m`;
    return {
      text,
      subject: subject(
        instance,
        "member",
        `instance=${instance}`,
        [instance, `instance ${instance}`],
        [instance, `实例 ${instance}`],
      ),
      facts: [
        alertStatus(
          "etcdHighNumberOfLeaderChanges",
          state,
          alertmanager
            ? ["alertname=etcdHighNumberOfLeaderChanges", `state=${state}`]
            : [`etcdHighNumberOfLeaderChanges ${state}`],
        ),
        keyValue("leader_changes", quantity(changes, "count", "changes", plain), {
          en: [(value) => `${value} leader_changes`],
        }),
        keyValue("window", quantity(window, "min", "minutes", minutes)),
      ],
    };
  },
);

export const ENGLISH_ALERT_TEMPLATES: readonly Template[] = [
  redisMemoryAlert,
  postgresReplicationAlert,
  rabbitBacklogAlert,
  podCrashLoopAlert,
  filesystemAlert,
  requestLatencyAlert,
  envoyOutlierAlert,
  kafkaLagAlert,
  deploymentReplicasAlert,
  elasticShardsAlert,
  etcdLeaderAlert,
];
