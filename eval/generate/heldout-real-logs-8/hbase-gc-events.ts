/**
 * JVM garbage-collection log lines (Java 8, concurrent mark-sweep) quoted in the Apache HBase
 * reference guide's troubleshooting chapter: a CMS cycle of a RegionServer from its initial mark
 * at 64898.952 seconds of uptime to the end of its sweep at 64904.953, with the ParNew minor
 * collections in between (about 5.5 MB of young generation each, 6 to 12 ms), the concurrent
 * mark, preclean and abortable-preclean phases, and the remark pause of 0.0049380 seconds:
 * header layout, event types with English and Chinese claim templates, and fabrication clauses.
 */
import type {
  ClaimPair,
  EventType,
  FieldReader,
  SourceProfile,
} from "../heldout-real-logs/model.js";
import { sourceName } from "./source-names.js";

const TIMES =
  "\\[Times: user=(?<user>\\d+\\.\\d\\d) sys=(?<sys>\\d+\\.\\d\\d), real=(?<real>\\d+\\.\\d\\d) secs\\]";

const parNew: EventType = {
  name: "hbase-gc/parnew",
  pattern: new RegExp(
    `^\\[GC (?<gcStart>\\d+\\.\\d{3}): \\[ParNew: (?<youngBefore>\\d+)K->(?<youngAfter>\\d+)K\\((?<youngTotal>\\d+)K\\), (?<youngSecs>\\d\\.\\d+) secs\\] (?<heapBefore>\\d+)K->(?<heapAfter>\\d+)K\\((?<heapTotal>\\d+)K\\), (?<secs>\\d\\.\\d+) secs\\] ${TIMES}$`,
  ),
  numericFields: ["youngBefore", "youngAfter", "youngSecs", "heapAfter", "secs"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `At ${field("uptime")}, a GC with ParNew: ${field("youngBefore")}K->${field("youngAfter")}K(${field("youngTotal")}K) in ${field("youngSecs")} secs.`,
      `The ParNew GC at ${field("uptime")} was ${field("youngSecs")} secs, with real=${field("real")} secs.`,
      `GC at ${field("uptime")}: ${field("heapBefore")}K->${field("heapAfter")}K(${field("heapTotal")}K) in ${field("secs")} secs, user=${field("user")} sys=${field("sys")}.`,
    ],
    chinese: [
      `${field("uptime")} 的这次 GC 中，ParNew 从 ${field("youngBefore")}K 降到 ${field("youngAfter")}K（共 ${field("youngTotal")}K），用时 ${field("youngSecs")} 秒。`,
      `${field("uptime")} 的 GC：整体从 ${field("heapBefore")}K 变为 ${field("heapAfter")}K（总共 ${field("heapTotal")}K），耗时 ${field("secs")} 秒。`,
      `${field("uptime")} 有一次 ParNew GC，用时 ${field("youngSecs")} 秒，real=${field("real")} 秒。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `No GC ran at ${field("uptime")}.`,
    chinese: `${field("uptime")} 没有发生 GC。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `At ${field("uptime")}, a promotion failure triggered a Full GC.`,
    chinese: `${field("uptime")} 发生了 promotion failure，触发了一次 Full GC。`,
  }),
};

const initialMark: EventType = {
  name: "hbase-gc/cms-initial-mark",
  pattern: new RegExp(
    `^\\[GC \\[1 CMS-initial-mark: (?<oldUsed>\\d+)K\\((?<oldTotal>\\d+)K\\)\\] (?<heapUsed>\\d+)K\\((?<heapTotal>\\d+)K\\), (?<secs>\\d\\.\\d+) secs\\] ${TIMES}$`,
  ),
  numericFields: ["oldUsed", "heapUsed", "secs"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `At ${field("uptime")}, CMS-initial-mark: ${field("oldUsed")}K(${field("oldTotal")}K), ${field("secs")} secs.`,
      `The CMS-initial-mark GC at ${field("uptime")} was ${field("secs")} secs (real=${field("real")} secs), ${field("heapUsed")}K(${field("heapTotal")}K).`,
    ],
    chinese: [
      `${field("uptime")} 的 CMS-initial-mark 用时 ${field("secs")} 秒，CMS-initial-mark 为 ${field("oldUsed")}K（${field("oldTotal")}K）。`,
      `${field("uptime")} 有一次 CMS 初始标记（CMS-initial-mark），整体 ${field("heapUsed")}K（${field("heapTotal")}K），耗时 ${field("secs")} 秒。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `No CMS-initial-mark ran at ${field("uptime")}.`,
    chinese: `${field("uptime")} 没有发生 CMS-initial-mark。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `At ${field("uptime")}, CMS-initial-mark failed with a concurrent mode failure.`,
    chinese: `${field("uptime")} 的 CMS-initial-mark 因为 concurrent mode failure 失败了。`,
  }),
};

const PHASE = "(?<phase>mark|preclean|abortable-preclean|sweep)";

const phaseStart: EventType = {
  name: "hbase-gc/cms-phase-start",
  pattern: new RegExp(`^\\[CMS-concurrent-${PHASE}-start\\]$`),
  numericFields: [],
  entityFields: ["phase"],
  faithful: ({ value: field }) => ({
    english: [
      `At ${field("uptime")}, CMS-concurrent-${field("phase")}-start.`,
      `CMS-concurrent-${field("phase")}-start was logged at ${field("uptime")}.`,
    ],
    chinese: [
      `${field("uptime")} CMS 并发 ${field("phase")} 阶段开始（CMS-concurrent-${field("phase")}-start）。`,
      `${field("uptime")} 时开始了 CMS-concurrent-${field("phase")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `CMS-concurrent-${field("phase")} did not start at ${field("uptime")}.`,
    chinese: `${field("uptime")} CMS-concurrent-${field("phase")} 没有开始。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `At ${field("uptime")}, CMS-concurrent-${field("phase")} failed.`,
    chinese: `${field("uptime")} CMS-concurrent-${field("phase")} 失败了。`,
  }),
};

const phaseDone: EventType = {
  name: "hbase-gc/cms-phase-done",
  pattern: new RegExp(
    `^\\[CMS-concurrent-${PHASE}: (?<cpu>\\d+\\.\\d+)\\/(?<wall>\\d+\\.\\d+) secs\\] ${TIMES}$`,
  ),
  numericFields: ["cpu", "wall", "real"],
  entityFields: ["phase"],
  faithful: ({ value: field }) => ({
    english: [
      `At ${field("uptime")}, CMS-concurrent-${field("phase")}: ${field("cpu")}/${field("wall")} secs, real=${field("real")} secs.`,
      `CMS-concurrent-${field("phase")} at ${field("uptime")} was ${field("cpu")}/${field("wall")} secs (user=${field("user")} sys=${field("sys")}).`,
    ],
    chinese: [
      `${field("uptime")} CMS 并发 ${field("phase")} 阶段结束，用时 ${field("cpu")}/${field("wall")} 秒，real=${field("real")} 秒。`,
      `${field("uptime")} 记录的 CMS-concurrent-${field("phase")} 是 ${field("cpu")}/${field("wall")} 秒。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `CMS-concurrent-${field("phase")} did not finish at ${field("uptime")}.`,
    chinese: `${field("uptime")} CMS 并发 ${field("phase")} 阶段没有完成。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `At ${field("uptime")}, CMS-concurrent-${field("phase")} was interrupted by a Full GC.`,
    chinese: `${field("uptime")} CMS-concurrent-${field("phase")} 被一次 Full GC 打断了。`,
  }),
};

const remark: EventType = {
  name: "hbase-gc/cms-remark",
  pattern: new RegExp(
    `^\\[GC\\[YG occupancy: (?<ygUsed>\\d+) K \\((?<ygTotal>\\d+) K\\)\\](?<rescanAt>\\d+\\.\\d{3}): \\[Rescan \\(parallel\\) , (?<rescan>\\d\\.\\d+) secs\\](?<weakAt>\\d+\\.\\d{3}): \\[weak refs processing, (?<weak>\\d\\.\\d+) secs\\] \\[1 CMS-remark: (?<oldUsed>\\d+)K\\((?<oldTotal>\\d+)K\\)\\] (?<heapUsed>\\d+)K\\((?<heapTotal>\\d+)K\\), (?<secs>\\d\\.\\d+) secs\\] ${TIMES}$`,
  ),
  numericFields: ["secs", "rescan", "weak", "ygUsed"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `At ${field("uptime")}, CMS-remark: ${field("oldUsed")}K(${field("oldTotal")}K), ${field("secs")} secs, with Rescan (parallel) ${field("rescan")} secs and weak refs processing ${field("weak")} secs.`,
      `YG occupancy was ${field("ygUsed")} K (${field("ygTotal")} K) at the CMS-remark GC at ${field("uptime")}.`,
    ],
    chinese: [
      `${field("uptime")} 的 CMS-remark 用时 ${field("secs")} 秒，其中 Rescan (parallel) ${field("rescan")} 秒，weak refs processing ${field("weak")} 秒。`,
      `${field("uptime")} 做 CMS-remark 时 YG occupancy 为 ${field("ygUsed")} K（共 ${field("ygTotal")} K）。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `No CMS-remark ran at ${field("uptime")}.`,
    chinese: `${field("uptime")} 没有做 CMS-remark。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `At ${field("uptime")}, CMS-remark was skipped and a Full GC ran instead.`,
    chinese: `${field("uptime")} 跳过了 CMS-remark，改为执行了一次 Full GC。`,
  }),
};

const causes: readonly ClaimPair[] = [
  {
    english: "because the MemStore flushes filled the heap",
    chinese: "原因是 MemStore 刷写把堆占满了",
  },
  {
    english: "due to a large scan from a MapReduce job",
    chinese: "原因是一个 MapReduce 任务在做大范围扫描",
  },
  {
    english: "because the block cache was set too large",
    chinese: "原因是 block cache 设得太大",
  },
];

const additions: readonly ClaimPair[] = [
  {
    english: "and the RegionServer lost its ZooKeeper session",
    chinese: "并且该 RegionServer 丢失了 ZooKeeper 会话",
  },
  {
    english: "and client requests timed out during the pause",
    chinese: "并且停顿期间客户端请求超时了",
  },
  {
    english: "and the master reassigned the server's regions",
    chinese: "并且 master 重新分配了该服务器上的 region",
  },
];

export const hbaseGcProfile: SourceProfile = {
  source: sourceName("HBaseGC"),
  fileName: "hbase-gc.log",
  header: /^(?<uptime>\d+\.\d{3}): (?<message>.*)$/,
  derive: () => ({}),
  timeOf: ({ value: field }: FieldReader) => field("uptime"),
  questionsEnglish: [
    "What did the RegionServer's GC log show around {time}?",
    "Were there long GC pauses on the RegionServer around {time}?",
    "How far had the CMS cycle got at {time}?",
  ],
  questionsChinese: [
    "{time} 前后 RegionServer 的 GC 日志显示了什么？",
    "{time} 左右 RegionServer 有没有长时间的 GC 停顿？",
    "{time} 时 CMS 回收进行到哪一步了？",
  ],
  causes,
  additions,
  events: [initialMark, remark, phaseStart, phaseDone, parNew],
};
