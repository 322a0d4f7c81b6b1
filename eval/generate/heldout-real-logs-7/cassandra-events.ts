/**
 * Cassandra JVM GC log lines quoted in the Cassandra documentation (troubleshooting, "Cassandra
 * Logs"): the safepoint pauses of three nodes, each "Total time for which application threads
 * were stopped" with the time it took to stop them; ten short pauses late on 29 August 2018, ten
 * from the first seconds after a start on 28 August 2018, and ten pauses of six to eleven
 * seconds in July and August 2018, four of them with stopping times as long as the pauses:
 * header layout, event types with English and Chinese claim templates, and fabrication clauses.
 */
import type { EventType, FieldReader, SourceProfile } from "../heldout-real-logs/model.js";

/** "Total time ... stopped: X seconds, Stopping threads took: Y seconds", X and Y as given. */
function pause(stopped: string, stopping: string): RegExp {
  return new RegExp(
    `^Total time for which application threads were stopped: (?<stopped>${stopped}) seconds, Stopping threads took: (?<stopping>${stopping}) seconds$`,
  );
}

const negation = ({ value: field }: FieldReader) => ({
  english: `Application threads were not stopped at ${field("timestamp")}.`,
  chinese: `${field("timestamp")} 应用线程没有被暂停过。`,
});

const shortPause: EventType = {
  name: "cassandra-gc/pause-under-a-second",
  pattern: pause("0\\.\\d+", "0\\.\\d+"),
  numericFields: ["stopped", "stopping"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `At ${field("timestamp")}, application threads were stopped for ${field("stopped")} seconds.`,
      `Application threads were stopped for a total time of ${field("stopped")} seconds at ${field("uptime")}; stopping threads took ${field("stopping")} seconds.`,
      `Stopping threads took ${field("stopping")} seconds, and the application threads were stopped for ${field("stopped")} seconds in total (${field("timestamp")}).`,
    ],
    chinese: [
      `${field("timestamp")}，应用线程总共停顿了 ${field("stopped")} 秒，停止线程用了 ${field("stopping")} 秒。`,
      `应用线程在 ${field("timestamp")} 被暂停 ${field("stopped")} 秒。`,
      `${field("timestamp")} 的记录显示：应用线程停了 ${field("stopped")} 秒，停止线程花了 ${field("stopping")} 秒。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation,
  wrongEvent: ({ value: field }) => ({
    english: `At ${field("timestamp")}, the JVM crashed with an OutOfMemoryError.`,
    chinese: `${field("timestamp")} JVM 因为 OutOfMemoryError 崩溃了。`,
  }),
};

const longPause: EventType = {
  name: "cassandra-gc/pause-of-seconds",
  pattern: pause("[1-9]\\d*\\.\\d+", "0\\.\\d+"),
  numericFields: ["stopped", "stopping"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `At ${field("timestamp")}, application threads were stopped for ${field("stopped")} seconds.`,
      `Application threads were stopped for ${field("stopped")} seconds in total at ${field("timestamp")}, and stopping threads took ${field("stopping")} seconds.`,
      `The total time for which application threads were stopped at ${field("uptime")} was ${field("stopped")} seconds.`,
    ],
    chinese: [
      `${field("timestamp")}，应用线程被停住了 ${field("stopped")} 秒，停止线程用了 ${field("stopping")} 秒。`,
      `${field("timestamp")} 有一次 ${field("stopped")} 秒的应用线程停顿。`,
      `应用线程在 ${field("timestamp")} 总共停了 ${field("stopped")} 秒。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation,
  wrongEvent: ({ value: field }) => ({
    english: `At ${field("timestamp")}, the node was marked down by gossip and restarted.`,
    chinese: `${field("timestamp")} 这个节点被 gossip 标记为 down 并重启了。`,
  }),
};

const slowSafepoint: EventType = {
  name: "cassandra-gc/pause-with-slow-stopping",
  pattern: pause("[1-9]\\d*\\.\\d+", "[1-9]\\d*\\.\\d+"),
  numericFields: ["stopped", "stopping"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `At ${field("timestamp")}, application threads were stopped for ${field("stopped")} seconds, and stopping threads took ${field("stopping")} seconds.`,
      `Stopping threads took ${field("stopping")} seconds at ${field("timestamp")}; the total time application threads were stopped was ${field("stopped")} seconds.`,
    ],
    chinese: [
      `${field("timestamp")}，应用线程停顿 ${field("stopped")} 秒，停止线程用了 ${field("stopping")} 秒。`,
      `停止线程耗时 ${field("stopping")} 秒，应用线程总共被暂停 ${field("stopped")} 秒（${field("timestamp")}）。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation,
  wrongEvent: ({ value: field }) => ({
    english: `At ${field("timestamp")}, a full GC freed the heap in ${field("stopped")} seconds without stopping threads.`,
    chinese: `${field("timestamp")} 一次 full GC 用 ${field("stopped")} 秒回收了堆内存，期间没有停止任何线程。`,
  }),
};

export const cassandraGcProfile: SourceProfile = {
  source: "CassandraGC",
  fileName: "cassandra-gc.log",
  header:
    /^(?<timestamp>\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}[+-]\d{4}): (?<uptime>\d+\.\d{3}): (?<message>.*)$/,
  derive: () => ({}),
  timeOf: ({ value: field }) => field("timestamp"),
  questionsEnglish: [
    "Were there long GC pauses on the Cassandra node around {time}?",
    "How long were application threads stopped at {time}?",
    "What does the Cassandra gc.log show around {time}?",
  ],
  questionsChinese: [
    "{time} 前后 Cassandra 节点有没有长时间的 GC 停顿？",
    "{time} 时应用线程被停了多久？",
    "{time} 左右 Cassandra 的 gc.log 里记录了什么？",
  ],
  causes: [
    {
      english: "because the heap was almost full",
      chinese: "原因是堆内存几乎用满了",
    },
    {
      english: "due to slow disks behind the memory-mapped reads",
      chinese: "原因是内存映射读取背后的磁盘太慢",
    },
    {
      english: "because a large compaction was running at that moment",
      chinese: "原因是当时正在跑一个很大的 compaction",
    },
  ],
  additions: [
    {
      english: "and the coordinator timed out 40 read requests",
      chinese: "并且协调节点有 40 个读请求超时",
    },
    {
      english: "and the node was marked down by its peers",
      chinese: "并且该节点被其他节点标记为 down",
    },
    {
      english: "and an alert fired for p99 read latency",
      chinese: "并且触发了 p99 读延迟告警",
    },
  ],
  events: [shortPause, longPause, slowSafepoint],
};
