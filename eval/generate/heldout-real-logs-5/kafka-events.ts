/**
 * Apache Kafka 2.0 broker server log (broker 10, 17 October 2018: expired-offset cleanup,
 * replica fetchers removed, added, stopped and failing, leader epochs, ISR expansion, log
 * truncation and loading, a partition error, then SIGTERM and a controlled shutdown):
 * header layout, event types with English and Chinese claim templates, and fabrication
 * clauses.
 */
import type { EventType, SourceProfile } from "../heldout-real-logs/model.js";

const FETCHER =
  /^\[ReplicaFetcher replicaId=(?<replica>\d+), leaderId=(?<leader>\d+), fetcherId=(?<fetcher>\d+)\] /;

/** The replica fetcher prefix followed by the rest of a message. */
function fetcherPattern(rest: string): RegExp {
  return new RegExp(`${FETCHER.source}${rest}`);
}

const expiredOffsetsRemoved: EventType = {
  name: "kafka/expired-offsets-removed",
  pattern:
    /^\[GroupMetadataManager brokerId=(?<broker>\d+)\] Removed (?<count>\d+) expired offsets in (?<ms>\d+) milliseconds\. \(kafka\.coordinator\.group\.GroupMetadataManager\)$/,
  numericFields: ["count", "ms"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `GroupMetadataManager on brokerId=${field("broker")} removed ${field("count")} expired offsets in ${field("ms")} milliseconds.`,
      `At ${field("date")} ${field("time")}, GroupMetadataManager (brokerId=${field("broker")}) logged that it removed ${field("count")} expired offsets in ${field("ms")} milliseconds.`,
    ],
    chinese: [
      `broker ${field("broker")} 的 GroupMetadataManager 清理了 ${field("count")} 个过期 offset，用时 ${field("ms")} 毫秒。`,
      `${field("date")} ${field("time")}，GroupMetadataManager（brokerId=${field("broker")}）在 ${field("ms")} 毫秒内移除了 ${field("count")} 个过期的 offset。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `The expired offsets removal on brokerId=${field("broker")} did not complete.`,
    chinese: `brokerId=${field("broker")} 上的过期 offset 清理没有完成。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `GroupMetadataManager on brokerId=${field("broker")} failed to remove expired offsets.`,
    chinese: `brokerId=${field("broker")} 上的 GroupMetadataManager 清理过期 offset 失败。`,
  }),
};

const fetcherRemoved: EventType = {
  name: "kafka/fetcher-removed",
  pattern:
    /^\[(?<manager>ReplicaFetcherManager|ReplicaAlterLogDirsManager) on broker (?<broker>\d+)\] Removed fetcher for partitions (?<partitions>\S+) \(kafka\.server\.\w+\)$/,
  numericFields: ["broker"],
  entityFields: ["partitions"],
  faithful: ({ value: field }) => ({
    english: [
      `${field("manager")} on broker ${field("broker")} removed the fetcher for partitions ${field("partitions")}.`,
      `At ${field("time")}, ${field("manager")} removed fetcher for partitions ${field("partitions")} on broker ${field("broker")}.`,
    ],
    chinese: [
      `broker ${field("broker")} 上的 ${field("manager")} 移除了分区 ${field("partitions")} 的 fetcher。`,
      `${field("time")}，${field("manager")} 在 broker ${field("broker")} 上删除了 ${field("partitions")} 的 fetcher。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `${field("manager")} on broker ${field("broker")} did not remove the fetcher for partitions ${field("partitions")}.`,
    chinese: `broker ${field("broker")} 上的 ${field("manager")} 没有移除分区 ${field("partitions")} 的 fetcher。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `${field("manager")} on broker ${field("broker")} added a fetcher for partitions ${field("partitions")}.`,
    chinese: `broker ${field("broker")} 上的 ${field("manager")} 为分区 ${field("partitions")} 添加了 fetcher。`,
  }),
};

const leaderEpoch: EventType = {
  name: "kafka/partition-leader-epoch",
  pattern:
    /^\[Partition (?<partition>\S+) broker=(?<broker>\d+)\] \S+ starts at Leader Epoch (?<epoch>\d+) from offset (?<offset>\d+)\. Previous Leader Epoch was: (?<previous>-?\d+) \(kafka\.cluster\.Partition\)$/,
  numericFields: ["epoch", "previous"],
  entityFields: ["partition"],
  faithful: ({ value: field }) => ({
    english: [
      `Partition ${field("partition")} on broker=${field("broker")} starts at Leader Epoch ${field("epoch")} from offset ${field("offset")}; the previous Leader Epoch was ${field("previous")}.`,
      `At ${field("time")}, ${field("partition")} started at Leader Epoch ${field("epoch")} from offset ${field("offset")} (previous Leader Epoch: ${field("previous")}).`,
    ],
    chinese: [
      `分区 ${field("partition")}（broker=${field("broker")}）从 offset ${field("offset")} 开始进入 Leader Epoch ${field("epoch")}，之前的 Leader Epoch 是 ${field("previous")}。`,
      `${field("time")}，${field("partition")} 的 Leader Epoch 变为 ${field("epoch")}，起始 offset 为 ${field("offset")}，上一个 Leader Epoch 为 ${field("previous")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `Partition ${field("partition")} did not start a new Leader Epoch.`,
    chinese: `分区 ${field("partition")} 没有开始新的 Leader Epoch。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `Partition ${field("partition")} on broker=${field("broker")} lost leadership at Leader Epoch ${field("epoch")}.`,
    chinese: `分区 ${field("partition")} 在 broker=${field("broker")} 上于 Leader Epoch ${field("epoch")} 失去了 leader 身份。`,
  }),
};

const fetcherAdded: EventType = {
  name: "kafka/fetcher-added-for-partition",
  pattern:
    /^\[ReplicaFetcherManager on broker (?<broker>\d+)\] Added fetcher for partitions List\(\[(?<partition>\S+), initOffset (?<initOffset>\d+) to broker BrokerEndPoint\((?<leader>\d+),(?<host>[\d.]+),(?<port>\d+)\)\] \) \(kafka\.server\.ReplicaFetcherManager\)$/,
  numericFields: ["leader", "port"],
  entityFields: ["partition"],
  faithful: ({ value: field }) => ({
    english: [
      `ReplicaFetcherManager on broker ${field("broker")} added a fetcher for partition ${field("partition")} at initOffset ${field("initOffset")}, to broker ${field("leader")} (${field("host")},${field("port")}).`,
      `At ${field("time")}, ReplicaFetcherManager added the ${field("partition")} fetcher with initOffset ${field("initOffset")} to BrokerEndPoint(${field("leader")},${field("host")},${field("port")}).`,
    ],
    chinese: [
      `broker ${field("broker")} 上的 ReplicaFetcherManager 为分区 ${field("partition")} 添加了 fetcher，initOffset 为 ${field("initOffset")}，指向 broker ${field("leader")}（${field("host")},${field("port")}）。`,
      `${field("time")}，ReplicaFetcherManager 给 ${field("partition")} 加了一个指向 BrokerEndPoint(${field("leader")},${field("host")},${field("port")}) 的 fetcher，initOffset ${field("initOffset")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `ReplicaFetcherManager on broker ${field("broker")} did not add a fetcher for partition ${field("partition")}.`,
    chinese: `broker ${field("broker")} 上的 ReplicaFetcherManager 没有为分区 ${field("partition")} 添加 fetcher。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `ReplicaFetcherManager on broker ${field("broker")} removed the fetcher for partition ${field("partition")} pointing to broker ${field("leader")}.`,
    chinese: `broker ${field("broker")} 上的 ReplicaFetcherManager 移除了分区 ${field("partition")} 指向 broker ${field("leader")} 的 fetcher。`,
  }),
};

const fetcherAddedEmpty: EventType = {
  name: "kafka/fetcher-added-empty-list",
  pattern:
    /^\[(?<manager>ReplicaFetcherManager|ReplicaAlterLogDirsManager) on broker (?<broker>\d+)\] Added fetcher for partitions List\(\) \(kafka\.server\.\w+\)$/,
  numericFields: ["broker"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `${field("manager")} on broker ${field("broker")} added fetcher for partitions List().`,
      `At ${field("time")}, ${field("manager")} on broker ${field("broker")} logged Added fetcher for partitions List().`,
    ],
    chinese: [
      `broker ${field("broker")} 上的 ${field("manager")} 添加 fetcher 时分区列表为空（List()）。`,
      `${field("time")}，${field("manager")}（broker ${field("broker")}）记录了 Added fetcher for partitions List()，没有任何分区。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `${field("manager")} on broker ${field("broker")} did not add fetcher for partitions at ${field("time")}.`,
    chinese: `${field("time")} 时 broker ${field("broker")} 上的 ${field("manager")} 没有执行添加 fetcher 的操作。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `${field("manager")} on broker ${field("broker")} failed to add fetcher for partitions.`,
    chinese: `broker ${field("broker")} 上的 ${field("manager")} 添加 fetcher 失败。`,
  }),
};

const fetcherShuttingDown: EventType = {
  name: "kafka/replica-fetcher-shutting-down",
  pattern: fetcherPattern(/Shutting down \(kafka\.server\.ReplicaFetcherThread\)$/.source),
  numericFields: ["leader"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `The ReplicaFetcher for leaderId=${field("leader")} (replicaId=${field("replica")}, fetcherId=${field("fetcher")}) is shutting down.`,
      `At ${field("time")}, ReplicaFetcher replicaId=${field("replica")}, leaderId=${field("leader")} was shutting down.`,
    ],
    chinese: [
      `ReplicaFetcher（replicaId=${field("replica")}，leaderId=${field("leader")}，fetcherId=${field("fetcher")}）正在关闭。`,
      `${field("time")}，leaderId=${field("leader")} 对应的 ReplicaFetcher 开始关闭。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `The ReplicaFetcher for leaderId=${field("leader")} kept running and did not shut down.`,
    chinese: `leaderId=${field("leader")} 的 ReplicaFetcher 没有关闭，一直在运行。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `The ReplicaFetcher for leaderId=${field("leader")} crashed.`,
    chinese: `leaderId=${field("leader")} 的 ReplicaFetcher 崩溃了。`,
  }),
};

const fetcherStopped: EventType = {
  name: "kafka/replica-fetcher-stopped",
  pattern: fetcherPattern(/Stopped \(kafka\.server\.ReplicaFetcherThread\)$/.source),
  numericFields: ["leader"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `The ReplicaFetcher with leaderId=${field("leader")} stopped.`,
      `At ${field("time")}, ReplicaFetcher replicaId=${field("replica")}, leaderId=${field("leader")}, fetcherId=${field("fetcher")} logged Stopped.`,
    ],
    chinese: [
      `leaderId=${field("leader")} 的 ReplicaFetcher 已停止。`,
      `${field("time")}，ReplicaFetcher（replicaId=${field("replica")}，leaderId=${field("leader")}）停止了。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `The ReplicaFetcher with leaderId=${field("leader")} did not stop.`,
    chinese: `leaderId=${field("leader")} 的 ReplicaFetcher 没有停止。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `The ReplicaFetcher with leaderId=${field("leader")} restarted.`,
    chinese: `leaderId=${field("leader")} 的 ReplicaFetcher 重启了。`,
  }),
};

const fetcherShutdownCompleted: EventType = {
  name: "kafka/replica-fetcher-shutdown-completed",
  pattern: fetcherPattern(/Shutdown completed \(kafka\.server\.ReplicaFetcherThread\)$/.source),
  numericFields: ["leader"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `The shutdown of ReplicaFetcher leaderId=${field("leader")} completed.`,
      `At ${field("time")}, ReplicaFetcher replicaId=${field("replica")}, leaderId=${field("leader")} logged Shutdown completed.`,
    ],
    chinese: [
      `leaderId=${field("leader")} 的 ReplicaFetcher 已完成关闭。`,
      `${field("time")}，ReplicaFetcher（leaderId=${field("leader")}，fetcherId=${field("fetcher")}）关闭完成。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `The shutdown of ReplicaFetcher leaderId=${field("leader")} did not complete.`,
    chinese: `leaderId=${field("leader")} 的 ReplicaFetcher 没有完成关闭。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `The shutdown of ReplicaFetcher leaderId=${field("leader")} timed out.`,
    chinese: `leaderId=${field("leader")} 的 ReplicaFetcher 关闭超时了。`,
  }),
};

const fetcherStarting: EventType = {
  name: "kafka/replica-fetcher-starting",
  pattern: fetcherPattern(/Starting \(kafka\.server\.ReplicaFetcherThread\)$/.source),
  numericFields: ["leader"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `The ReplicaFetcher with leaderId=${field("leader")} is starting.`,
      `At ${field("time")}, ReplicaFetcher replicaId=${field("replica")}, leaderId=${field("leader")}, fetcherId=${field("fetcher")} was starting.`,
    ],
    chinese: [
      `leaderId=${field("leader")} 的 ReplicaFetcher 正在启动。`,
      `${field("time")}，ReplicaFetcher（replicaId=${field("replica")}，leaderId=${field("leader")}）启动中。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `The ReplicaFetcher with leaderId=${field("leader")} did not start.`,
    chinese: `leaderId=${field("leader")} 的 ReplicaFetcher 没有启动。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `The ReplicaFetcher with leaderId=${field("leader")} failed to start.`,
    chinese: `leaderId=${field("leader")} 的 ReplicaFetcher 启动失败。`,
  }),
};

const fetchRequestError: EventType = {
  name: "kafka/fetch-request-error",
  pattern: fetcherPattern(
    /Error sending fetch request \(sessionId=(?<session>\d+), epoch=(?<epoch>\d+)\) to node (?<node>\d+): (?<exception>java\.nio\.channels\.ClosedSelectorException)\. \(org\.apache\.kafka\.clients\.FetchSessionHandler\)$/
      .source,
  ),
  numericFields: ["epoch", "node"],
  entityFields: ["session"],
  faithful: ({ value: field }) => ({
    english: [
      `The ReplicaFetcher got an error sending a fetch request (sessionId=${field("session")}, epoch=${field("epoch")}) to node ${field("node")}: ${field("exception")}.`,
      `At ${field("time")}, FetchSessionHandler logged an error sending fetch request to node ${field("node")}: ${field("exception")} (sessionId=${field("session")}, epoch=${field("epoch")}).`,
    ],
    chinese: [
      `ReplicaFetcher 向节点 ${field("node")} 发送 fetch 请求时出错（sessionId=${field("session")}，epoch=${field("epoch")}）：${field("exception")}。`,
      `${field("time")}，发往 node ${field("node")} 的 fetch 请求（sessionId=${field("session")}）发送出错，异常为 ${field("exception")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `The fetch request (sessionId=${field("session")}) to node ${field("node")} was sent without error.`,
    chinese: `发往节点 ${field("node")} 的 fetch 请求（sessionId=${field("session")}）发送时没有出错。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `The fetch session ${field("session")} to node ${field("node")} was evicted by the leader.`,
    chinese: `发往节点 ${field("node")} 的 fetch 会话 ${field("session")} 被 leader 驱逐了。`,
  }),
};

const unknownOffset: EventType = {
  name: "kafka/unknown-offset-truncation",
  pattern: fetcherPattern(
    /Based on follower's leader epoch, leader replied with an unknown offset in (?<partition>\S+)\. The initial fetch offset (?<offset>\d+) will be used for truncation\. \(kafka\.server\.ReplicaFetcherThread\)$/
      .source,
  ),
  numericFields: ["leader", "offset"],
  entityFields: ["partition"],
  faithful: ({ value: field }) => ({
    english: [
      `Leader ${field("leader")} replied with an unknown offset in ${field("partition")}; the initial fetch offset ${field("offset")} will be used for truncation.`,
      `At ${field("time")}, the ReplicaFetcher (leaderId=${field("leader")}) warned that, based on the follower's leader epoch, the leader replied with an unknown offset in ${field("partition")}.`,
    ],
    chinese: [
      `根据 follower 的 leader epoch，leader（leaderId=${field("leader")}）对 ${field("partition")} 返回了未知的 offset，将用初始 fetch offset ${field("offset")} 做截断。`,
      `${field("time")} 出现 WARN：leader ${field("leader")} 对 ${field("partition")} 回复了一个未知 offset，初始 fetch offset ${field("offset")} 会被用于截断。`,
    ],
  }),
  negationDropsLineNegation: true,
  negation: ({ value: field }) => ({
    english: `Leader ${field("leader")} replied with a known offset for ${field("partition")}.`,
    chinese: `leader ${field("leader")} 对 ${field("partition")} 返回的是已知的 offset。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `Leader ${field("leader")} rejected the fetch for ${field("partition")} as out of range.`,
    chinese: `leader ${field("leader")} 以超出范围为由拒绝了 ${field("partition")} 的 fetch。`,
  }),
};

const truncationNoEffect: EventType = {
  name: "kafka/truncation-has-no-effect",
  pattern:
    /^\[Log partition=(?<partition>\S+), dir=(?<dir>\S+)\] Truncating to (?<target>\d+) has no effect as the largest offset in the log is (?<largest>-?\d+) \(kafka\.log\.Log\)$/,
  numericFields: ["target", "largest"],
  entityFields: ["partition"],
  faithful: ({ value: field }) => ({
    english: [
      `Truncating ${field("partition")} in ${field("dir")} to ${field("target")} has no effect, as the largest offset in the log is ${field("largest")}.`,
      `At ${field("time")}, Log partition=${field("partition")} (dir=${field("dir")}) logged that truncating to ${field("target")} has no effect; the largest offset in the log is ${field("largest")}.`,
    ],
    chinese: [
      `把 ${field("partition")} 截断到 ${field("target")} 没有任何效果，因为日志里最大的 offset 是 ${field("largest")}。`,
      `${field("time")}，${field("dir")} 下 ${field("partition")} 的日志最大 offset 为 ${field("largest")}，截断到 ${field("target")} 不起作用。`,
    ],
  }),
  negationDropsLineNegation: true,
  negation: ({ value: field }) => ({
    english: `Truncating ${field("partition")} to ${field("target")} had an effect on the log.`,
    chinese: `把 ${field("partition")} 截断到 ${field("target")} 对日志产生了影响。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `The log for ${field("partition")} in ${field("dir")} was deleted.`,
    chinese: `${field("dir")} 下 ${field("partition")} 的日志被删除了。`,
  }),
};

const expandingIsr: EventType = {
  name: "kafka/expanding-isr",
  pattern:
    /^\[Partition (?<partition>\S+) broker=(?<broker>\d+)\] Expanding ISR from (?<from>[\d,]+) to (?<to>[\d,]+) \(kafka\.cluster\.Partition\)$/,
  numericFields: [],
  entityFields: ["partition"],
  faithful: ({ value: field }) => ({
    english: [
      `Partition ${field("partition")} on broker=${field("broker")} is expanding ISR from ${field("from")} to ${field("to")}.`,
      `At ${field("time")}, the ISR of ${field("partition")} was expanding from ${field("from")} to ${field("to")}.`,
    ],
    chinese: [
      `分区 ${field("partition")}（broker=${field("broker")}）的 ISR 从 ${field("from")} 扩展为 ${field("to")}。`,
      `${field("time")}，${field("partition")} 的 ISR 由 ${field("from")} 扩大到 ${field("to")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `The ISR of ${field("partition")} was not expanded.`,
    chinese: `${field("partition")} 的 ISR 没有扩展。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `Partition ${field("partition")} on broker=${field("broker")} is shrinking ISR from ${field("to")} to ${field("from")}.`,
    chinese: `分区 ${field("partition")} 的 ISR 从 ${field("to")} 收缩为 ${field("from")}。`,
  }),
};

const loadingProducerState: EventType = {
  name: "kafka/loading-producer-state",
  pattern:
    /^\[Log partition=(?<partition>\S+), dir=(?<dir>\S+)\] Loading producer state till offset (?<offset>\d+) with message format version (?<version>\d+) \(kafka\.log\.Log\)$/,
  numericFields: ["version"],
  entityFields: ["partition"],
  faithful: ({ value: field }) => ({
    english: [
      `Log partition=${field("partition")} is loading producer state till offset ${field("offset")} with message format version ${field("version")}.`,
      `At ${field("time")}, producer state for ${field("partition")} in ${field("dir")} was loading till offset ${field("offset")} (message format version ${field("version")}).`,
    ],
    chinese: [
      `分区 ${field("partition")} 正在加载 producer 状态，直到 offset ${field("offset")}，消息格式版本 ${field("version")}。`,
      `${field("time")}，${field("dir")} 中 ${field("partition")} 的 producer state 加载到 offset ${field("offset")}，message format version 为 ${field("version")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `Producer state for ${field("partition")} was not loaded.`,
    chinese: `${field("partition")} 的 producer 状态没有加载。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `Producer state for ${field("partition")} was discarded as corrupt.`,
    chinese: `${field("partition")} 的 producer 状态因损坏被丢弃。`,
  }),
};

const completedLoad: EventType = {
  name: "kafka/completed-log-load",
  pattern:
    /^\[Log partition=(?<partition>\S+), dir=(?<dir>\S+)\] Completed load of log with (?<segments>\d+) segments, log start offset (?<start>\d+) and log end offset (?<end>\d+) in (?<ms>\d+) ms \(kafka\.log\.Log\)$/,
  numericFields: ["segments", "ms"],
  entityFields: ["partition"],
  faithful: ({ value: field }) => ({
    english: [
      `The log for ${field("partition")} completed load with ${field("segments")} segments in ${field("ms")} ms; log start offset ${field("start")} and log end offset ${field("end")}.`,
      `At ${field("time")}, Log partition=${field("partition")} completed load of log with ${field("segments")} segments, start offset ${field("start")} and end offset ${field("end")}, in ${field("ms")} ms.`,
    ],
    chinese: [
      `${field("partition")} 的日志加载完成：${field("segments")} 个 segment，起始 offset ${field("start")}，结束 offset ${field("end")}，耗时 ${field("ms")} ms。`,
      `${field("time")}，${field("dir")} 下 ${field("partition")} 的日志用 ${field("ms")} ms 加载完毕，共 ${field("segments")} 个 segments。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `The log for ${field("partition")} did not complete load.`,
    chinese: `${field("partition")} 的日志没有加载完成。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `The log for ${field("partition")} failed to load and was marked offline.`,
    chinese: `${field("partition")} 的日志加载失败，被标记为离线。`,
  }),
};

const noCheckpointedHighWatermark: EventType = {
  name: "kafka/no-checkpointed-highwatermark",
  pattern:
    /^\[Partition (?<partition>\S+) broker=(?<broker>\d+)\] No checkpointed highwatermark is found for partition \S+ \(kafka\.cluster\.Partition\)$/,
  numericFields: [],
  entityFields: ["partition"],
  faithful: ({ value: field }) => ({
    english: [
      `No checkpointed highwatermark is found for partition ${field("partition")} on broker=${field("broker")}.`,
      `At ${field("time")}, broker=${field("broker")} found no checkpointed highwatermark for partition ${field("partition")}.`,
    ],
    chinese: [
      `broker=${field("broker")} 上没有找到分区 ${field("partition")} 已 checkpoint 的高水位（highwatermark）。`,
      `${field("time")}，没有找到分区 ${field("partition")} 已 checkpoint 的 highwatermark。`,
    ],
  }),
  negationDropsLineNegation: true,
  negation: ({ value: field }) => ({
    english: `A checkpointed highwatermark was found for partition ${field("partition")}.`,
    chinese: `找到了分区 ${field("partition")} 已 checkpoint 的高水位。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `The checkpointed highwatermark for partition ${field("partition")} was reset to zero.`,
    chinese: `分区 ${field("partition")} 已 checkpoint 的高水位被重置为零。`,
  }),
};

const replicaLoaded: EventType = {
  name: "kafka/replica-loaded",
  pattern:
    /^Replica loaded for partition (?<partition>\S+) with initial high watermark (?<hw>\d+) \(kafka\.cluster\.Replica\)$/,
  numericFields: ["hw"],
  entityFields: ["partition"],
  faithful: ({ value: field }) => ({
    english: [
      `A replica was loaded for partition ${field("partition")} with initial high watermark ${field("hw")}.`,
      `At ${field("time")}, Replica loaded for partition ${field("partition")}; initial high watermark ${field("hw")}.`,
    ],
    chinese: [
      `分区 ${field("partition")} 的副本已加载，初始高水位为 ${field("hw")}。`,
      `${field("time")}，加载了 ${field("partition")} 的 Replica，initial high watermark 是 ${field("hw")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `No replica was loaded for partition ${field("partition")}.`,
    chinese: `分区 ${field("partition")} 没有加载任何副本。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `A replica for partition ${field("partition")} was removed from the ISR.`,
    chinese: `分区 ${field("partition")} 的一个副本被移出了 ISR。`,
  }),
};

const errorForPartition: EventType = {
  name: "kafka/error-for-partition",
  pattern: fetcherPattern(
    /Error for partition (?<partition>\S+) at offset (?<offset>\d+) \(kafka\.server\.ReplicaFetcherThread\)$/
      .source,
  ),
  numericFields: ["leader", "offset"],
  entityFields: ["partition"],
  faithful: ({ value: field }) => ({
    english: [
      `The ReplicaFetcher (leaderId=${field("leader")}) logged an ERROR for partition ${field("partition")} at offset ${field("offset")}.`,
      `At ${field("time")}, ReplicaFetcherThread reported an error for partition ${field("partition")} at offset ${field("offset")} (leaderId=${field("leader")}).`,
    ],
    chinese: [
      `ReplicaFetcher（leaderId=${field("leader")}）在分区 ${field("partition")} 的 offset ${field("offset")} 处报错。`,
      `${field("time")}，${field("partition")} 在 offset ${field("offset")} 出现 ERROR，来自 ReplicaFetcher replicaId=${field("replica")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `The ReplicaFetcher had no error for partition ${field("partition")}.`,
    chinese: `ReplicaFetcher 在分区 ${field("partition")} 上没有出错。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `The ReplicaFetcher skipped partition ${field("partition")} after a timeout at offset ${field("offset")}.`,
    chinese: `ReplicaFetcher 在 offset ${field("offset")} 超时后跳过了分区 ${field("partition")}。`,
  }),
};

const sigterm: EventType = {
  name: "kafka/terminating-on-sigterm",
  pattern:
    /^Terminating process due to signal (?<signal>SIGTERM) \(org\.apache\.kafka\.common\.utils\.LoggingSignalHandler\)$/,
  numericFields: [],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `The process is terminating due to signal ${field("signal")}.`,
      `At ${field("time")}, LoggingSignalHandler logged Terminating process due to signal ${field("signal")}.`,
    ],
    chinese: [
      `进程因收到 ${field("signal")} 信号正在终止。`,
      `${field("date")} ${field("time")}，Kafka 进程收到 ${field("signal")}，开始终止。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `The process did not terminate on signal ${field("signal")}.`,
    chinese: `进程收到 ${field("signal")} 后没有终止。`,
  }),
  wrongEvent: () => ({
    english: "The process was killed by the kernel OOM killer.",
    chinese: "进程被内核的 OOM killer 杀掉了。",
  }),
};

const serverShuttingDown: EventType = {
  name: "kafka/server-shutting-down",
  pattern: /^\[KafkaServer id=(?<id>\d+)\] shutting down \(kafka\.server\.KafkaServer\)$/,
  numericFields: ["id"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `KafkaServer id=${field("id")} is shutting down.`,
      `At ${field("time")}, the KafkaServer with id=${field("id")} was shutting down.`,
    ],
    chinese: [
      `KafkaServer id=${field("id")} 正在关闭。`,
      `${field("time")}，id 为 ${field("id")} 的 KafkaServer 开始关闭。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `KafkaServer id=${field("id")} is not shutting down.`,
    chinese: `KafkaServer id=${field("id")} 并没有在关闭。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `KafkaServer id=${field("id")} is starting up.`,
    chinese: `KafkaServer id=${field("id")} 正在启动。`,
  }),
};

const controlledShutdownStarting: EventType = {
  name: "kafka/controlled-shutdown-starting",
  pattern:
    /^\[KafkaServer id=(?<id>\d+)\] Starting controlled shutdown \(kafka\.server\.KafkaServer\)$/,
  numericFields: ["id"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `KafkaServer id=${field("id")} is starting controlled shutdown.`,
      `At ${field("time")}, KafkaServer id=${field("id")} started a controlled shutdown.`,
    ],
    chinese: [
      `KafkaServer id=${field("id")} 开始受控关闭（controlled shutdown）。`,
      `${field("time")}，KafkaServer ${field("id")} 启动了 controlled shutdown 流程。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `KafkaServer id=${field("id")} did not start a controlled shutdown.`,
    chinese: `KafkaServer id=${field("id")} 没有发起受控关闭。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `KafkaServer id=${field("id")} started an unclean shutdown.`,
    chinese: `KafkaServer id=${field("id")} 开始了非正常关闭。`,
  }),
};

const controlledShutdownSucceeded: EventType = {
  name: "kafka/controlled-shutdown-succeeded",
  pattern:
    /^\[KafkaServer id=(?<id>\d+)\] Controlled shutdown succeeded \(kafka\.server\.KafkaServer\)$/,
  numericFields: ["id"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `The controlled shutdown of KafkaServer id=${field("id")} succeeded.`,
      `At ${field("time")}, KafkaServer id=${field("id")} logged Controlled shutdown succeeded.`,
    ],
    chinese: [
      `KafkaServer id=${field("id")} 的受控关闭成功了。`,
      `${field("time")}，KafkaServer ${field("id")} 的 controlled shutdown 已成功。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `The controlled shutdown of KafkaServer id=${field("id")} did not succeed.`,
    chinese: `KafkaServer id=${field("id")} 的受控关闭没有成功。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `The controlled shutdown of KafkaServer id=${field("id")} failed and was retried.`,
    chinese: `KafkaServer id=${field("id")} 的受控关闭失败并进行了重试。`,
  }),
};

export const kafkaProfile: SourceProfile = {
  source: "Kafka",
  fileName: "kafka-server-2.0.0.log",
  header:
    /^\[(?<date>\d{4}-\d\d-\d\d) (?<time>\d\d:\d\d:\d\d,\d{3})\] (?<level>[A-Z]+) (?<message>.*)$/,
  derive: () => ({}),
  timeOf: ({ value: field }) => `${field("date")} ${field("time")}`,
  questionsEnglish: [
    "What was Kafka broker 10 doing around {time}?",
    "Were there replication problems on the Kafka broker at {time}?",
    "What did the Kafka server log at {time}?",
  ],
  questionsChinese: [
    "{time} 前后 Kafka broker 10 在做什么？",
    "{time} 时 Kafka broker 上有没有副本同步的问题？",
    "{time} 左右 Kafka 服务端记录了什么？",
  ],
  causes: [
    {
      english: "because the ZooKeeper session had expired",
      chinese: "原因是 ZooKeeper 会话已经过期",
    },
    {
      english: "due to a full disk under /tmp/kafka-logs-10",
      chinese: "原因是 /tmp/kafka-logs-10 所在的磁盘已满",
    },
    {
      english: "because broker 20 was stalled by long GC pauses",
      chinese: "原因是 broker 20 因长时间的 GC 停顿而卡住",
    },
  ],
  additions: [
    {
      english: "and consumers of topic test fell more than 10000 messages behind",
      chinese: "并且 test 主题的消费者积压了超过 10000 条消息",
    },
    {
      english: "and the controller then moved leadership to broker 30",
      chinese: "随后 controller 把 leader 切换到了 broker 30",
    },
    {
      english: "and an alert was paged to the on-call engineer",
      chinese: "并且已向值班工程师发出告警",
    },
  ],
  events: [
    expiredOffsetsRemoved,
    fetcherRemoved,
    leaderEpoch,
    fetcherAdded,
    fetcherAddedEmpty,
    fetcherShuttingDown,
    fetcherStopped,
    fetcherShutdownCompleted,
    fetcherStarting,
    fetchRequestError,
    unknownOffset,
    truncationNoEffect,
    expandingIsr,
    loadingProducerState,
    completedLoad,
    noCheckpointedHighWatermark,
    replicaLoaded,
    errorForPartition,
    sigterm,
    serverShuttingDown,
    controlledShutdownStarting,
    controlledShutdownSucceeded,
  ],
};
