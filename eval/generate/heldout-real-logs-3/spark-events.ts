/**
 * Spark executor sample, output-commit phase (cached blocks found locally, PythonRunner
 * times, FileOutputCommitter saves and commits, finished and assigned tasks, broadcast
 * variables): header layout, event types with English and Chinese claim templates, and
 * fabrication clauses.
 */
import type { EventType, SourceProfile } from "../heldout-real-logs/model.js";

const foundBlockLocally: EventType = {
  name: "spark/found-block-locally",
  pattern: /^Found block (?<block>rdd_\d+_\d+) locally$/,
  numericFields: [],
  entityFields: ["block"],
  faithful: ({ value: field }) => ({
    english: [
      `BlockManager found block ${field("block")} locally.`,
      `At ${field("time")}, block ${field("block")} was found locally by ${field("logger")}.`,
    ],
    chinese: [
      `BlockManager 在本地找到了块 ${field("block")}。`,
      `${field("date")} ${field("time")}，块 ${field("block")} 在本地命中（BlockManager）。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `Block ${field("block")} was not found locally.`,
    chinese: `本地没有找到块 ${field("block")}。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `Block ${field("block")} was fetched from a remote executor.`,
    chinese: `块 ${field("block")} 是从远程执行器拉取的。`,
  }),
};

const pythonRunnerTimes: EventType = {
  name: "spark/python-runner-times",
  pattern:
    /^Times: total = (?<total>-?\d+), boot = (?<boot>-?\d+), init = (?<init>-?\d+), finish = (?<finish>-?\d+)$/,
  numericFields: ["total", "boot", "init"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `PythonRunner reported total = ${field("total")}, boot = ${field("boot")}, init = ${field("init")}, finish = ${field("finish")}.`,
      `At ${field("time")}, PythonRunner logged times of total ${field("total")}, boot ${field("boot")}, init ${field("init")} and finish ${field("finish")}.`,
    ],
    chinese: [
      `PythonRunner 耗时统计：total = ${field("total")}，boot = ${field("boot")}，init = ${field("init")}，finish = ${field("finish")}。`,
      `${field("date")} ${field("time")}，PythonRunner 记录 total 为 ${field("total")}，boot 为 ${field("boot")}，init 为 ${field("init")}，finish 为 ${field("finish")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `PythonRunner did not report total = ${field("total")}.`,
    chinese: `PythonRunner 没有报告 total = ${field("total")}。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `The Python worker crashed after total = ${field("total")}.`,
    chinese: `Python worker 在 total = ${field("total")} 之后崩溃。`,
  }),
};

const committerAlgorithm: EventType = {
  name: "spark/committer-algorithm-version",
  pattern: /^File Output Committer Algorithm version is (?<version>\d+)$/,
  numericFields: ["version"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `The File Output Committer Algorithm version is ${field("version")}.`,
      `At ${field("time")}, FileOutputCommitter logged algorithm version ${field("version")}.`,
    ],
    chinese: [
      `File Output Committer 的算法版本为 ${field("version")}。`,
      `${field("date")} ${field("time")}，FileOutputCommitter 使用第 ${field("version")} 版算法。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `The File Output Committer Algorithm version is not ${field("version")}.`,
    chinese: `File Output Committer 的算法版本不是 ${field("version")}。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `FileOutputCommitter failed to load algorithm version ${field("version")}.`,
    chinese: `FileOutputCommitter 加载第 ${field("version")} 版算法失败。`,
  }),
};

const savedOutput: EventType = {
  name: "spark/saved-task-output",
  pattern: /^Saved output of task '(?<attempt>attempt_\w+)' to (?<destination>hdfs:\/\/\S+)$/,
  numericFields: [],
  entityFields: ["attempt"],
  faithful: ({ value: field }) => ({
    english: [
      `FileOutputCommitter saved output of task ${field("attempt")} to ${field("destination")}.`,
      `At ${field("time")}, the output of task '${field("attempt")}' was saved to ${field("destination")}.`,
    ],
    chinese: [
      `FileOutputCommitter 已将任务 ${field("attempt")} 的输出保存到 ${field("destination")}。`,
      `${field("date")} ${field("time")}，任务 ${field("attempt")} 的输出写入了 ${field("destination")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `The output of task ${field("attempt")} was not saved.`,
    chinese: `任务 ${field("attempt")} 的输出没有保存。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `Saving the output of task ${field("attempt")} to ${field("destination")} failed.`,
    chinese: `保存任务 ${field("attempt")} 的输出到 ${field("destination")} 失败。`,
  }),
};

const attemptCommitted: EventType = {
  name: "spark/attempt-committed",
  pattern: /^(?<attempt>attempt_\w+): Committed$/,
  numericFields: [],
  entityFields: ["attempt"],
  faithful: ({ value: field }) => ({
    english: [
      `Attempt ${field("attempt")} was committed.`,
      `At ${field("time")}, SparkHadoopMapRedUtil logged ${field("attempt")}: Committed.`,
    ],
    chinese: [
      `任务尝试 ${field("attempt")} 已提交。`,
      `${field("date")} ${field("time")}，SparkHadoopMapRedUtil 记录 ${field("attempt")} 提交完成。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `${field("attempt")} was not committed.`,
    chinese: `${field("attempt")} 没有提交。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `${field("attempt")} was aborted.`,
    chinese: `${field("attempt")} 被中止。`,
  }),
};

const finishedTask: EventType = {
  name: "spark/finished-task",
  pattern:
    /^Finished task (?<task>\d+\.\d+) in stage (?<stage>\d+\.\d+) \(TID (?<tid>\d+)\)\. (?<bytes>\d+) bytes result sent to driver$/,
  numericFields: ["tid", "bytes"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `The executor finished task ${field("task")} in stage ${field("stage")} (TID ${field("tid")}) and sent a ${field("bytes")} bytes result to driver.`,
      `Task ${field("task")} in stage ${field("stage")} (TID ${field("tid")}) finished; ${field("bytes")} bytes result sent to driver.`,
    ],
    chinese: [
      `阶段 ${field("stage")} 的任务 ${field("task")}（TID ${field("tid")}）已完成，向 driver 发送了 ${field("bytes")} 字节的结果。`,
      `${field("date")} ${field("time")}，TID ${field("tid")}（stage ${field("stage")} 中的任务 ${field("task")}）执行完毕，结果 ${field("bytes")} 字节已发回 driver。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `Task ${field("task")} (TID ${field("tid")}) did not finish.`,
    chinese: `任务 ${field("task")}（TID ${field("tid")}）没有完成。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `Task ${field("task")} in stage ${field("stage")} (TID ${field("tid")}) failed and was retried.`,
    chinese: `阶段 ${field("stage")} 的任务 ${field("task")}（TID ${field("tid")}）失败并被重试。`,
  }),
};

const assignedTask: EventType = {
  name: "spark/got-assigned-task",
  pattern: /^Got assigned task (?<tid>\d+)$/,
  numericFields: ["tid"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `CoarseGrainedExecutorBackend got assigned task ${field("tid")}.`,
      `At ${field("time")}, the executor got assigned task ${field("tid")}.`,
    ],
    chinese: [
      `CoarseGrainedExecutorBackend 被分配了任务 ${field("tid")}。`,
      `${field("date")} ${field("time")}，executor 收到分配的任务 ${field("tid")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `Task ${field("tid")} was not assigned to this executor.`,
    chinese: `任务 ${field("tid")} 没有分配给这个 executor。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `The executor rejected task ${field("tid")}.`,
    chinese: `executor 拒绝了任务 ${field("tid")}。`,
  }),
};

const runningTask: EventType = {
  name: "spark/running-task",
  pattern: /^Running task (?<task>\d+\.\d+) in stage (?<stage>\d+\.\d+) \(TID (?<tid>\d+)\)$/,
  numericFields: ["tid"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `The executor is running task ${field("task")} in stage ${field("stage")} (TID ${field("tid")}).`,
      `At ${field("time")}, ${field("logger")} was running TID ${field("tid")}, task ${field("task")} of stage ${field("stage")}.`,
    ],
    chinese: [
      `executor 正在运行 stage ${field("stage")} 中的任务 ${field("task")}（TID ${field("tid")}）。`,
      `${field("date")} ${field("time")}，正在执行阶段 ${field("stage")} 的任务 ${field("task")}，TID 为 ${field("tid")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `Task ${field("task")} (TID ${field("tid")}) was not running.`,
    chinese: `任务 ${field("task")}（TID ${field("tid")}）没有在运行。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `Task ${field("task")} in stage ${field("stage")} (TID ${field("tid")}) was killed.`,
    chinese: `阶段 ${field("stage")} 的任务 ${field("task")}（TID ${field("tid")}）被杀掉。`,
  }),
};

const startedReadingBroadcast: EventType = {
  name: "spark/started-reading-broadcast",
  pattern: /^Started reading broadcast variable (?<variable>\d+)$/,
  numericFields: ["variable"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `TorrentBroadcast started reading broadcast variable ${field("variable")}.`,
      `At ${field("time")}, reading of broadcast variable ${field("variable")} started.`,
    ],
    chinese: [
      `TorrentBroadcast 开始读取广播变量 ${field("variable")}。`,
      `${field("date")} ${field("time")}，开始读取第 ${field("variable")} 号广播变量。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `Broadcast variable ${field("variable")} was not read.`,
    chinese: `没有读取广播变量 ${field("variable")}。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `TorrentBroadcast evicted broadcast variable ${field("variable")}.`,
    chinese: `TorrentBroadcast 逐出了广播变量 ${field("variable")}。`,
  }),
};

function formInChinese(form: string): string {
  return form === "bytes" ? "字节" : "对象值";
}

const blockStoredInMemory: EventType = {
  name: "spark/block-stored-in-memory",
  pattern:
    /^Block (?<block>\S+) stored as (?<form>bytes|values) in memory \(estimated size (?<size>\d+\.\d+) (?<sizeUnit>B|KB|MB), free (?<free>\d+\.\d+) (?<freeUnit>B|KB|MB)\)$/,
  numericFields: ["size", "free"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `MemoryStore stored block ${field("block")} as ${field("form")} in memory, estimated size ${field("size")} ${field("sizeUnit")}, free ${field("free")} ${field("freeUnit")}.`,
      `At ${field("time")}, block ${field("block")} was stored in memory as ${field("form")} (estimated size ${field("size")} ${field("sizeUnit")}, with ${field("free")} ${field("freeUnit")} free).`,
    ],
    chinese: [
      `MemoryStore 以${formInChinese(field("form"))}形式把块 ${field("block")} 存入内存，估计大小 ${field("size")} ${field("sizeUnit")}，剩余 ${field("free")} ${field("freeUnit")}。`,
      `${field("date")} ${field("time")}，块 ${field("block")} 已缓存到内存（${field("form")}，约 ${field("size")} ${field("sizeUnit")}，剩余空闲 ${field("free")} ${field("freeUnit")}）。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `Block ${field("block")} was not stored in memory.`,
    chinese: `块 ${field("block")} 没有存入内存。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `Block ${field("block")} was spilled to disk (estimated size ${field("size")} ${field("sizeUnit")}).`,
    chinese: `块 ${field("block")}（估计 ${field("size")} ${field("sizeUnit")}）被溢写到磁盘。`,
  }),
};

const broadcastReadTime: EventType = {
  name: "spark/broadcast-read-time",
  pattern: /^Reading broadcast variable (?<variable>\d+) took (?<ms>\d+) ms$/,
  numericFields: ["ms", "variable"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `Reading broadcast variable ${field("variable")} took ${field("ms")} ms.`,
      `At ${field("time")}, TorrentBroadcast took ${field("ms")} ms reading broadcast variable ${field("variable")}.`,
    ],
    chinese: [
      `读取广播变量 ${field("variable")} 耗时 ${field("ms")} ms。`,
      `${field("date")} ${field("time")}，TorrentBroadcast 用了 ${field("ms")} 毫秒读完广播变量 ${field("variable")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `Reading broadcast variable ${field("variable")} did not take ${field("ms")} ms.`,
    chinese: `读取广播变量 ${field("variable")} 并没有耗时 ${field("ms")} ms。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `Reading broadcast variable ${field("variable")} timed out after ${field("ms")} ms.`,
    chinese: `读取广播变量 ${field("variable")} 在 ${field("ms")} ms 后超时。`,
  }),
};

export const sparkProfile: SourceProfile = {
  source: "Spark",
  fileName: "Spark_2k.log",
  header:
    /^(?<date>\d\d\/\d\d\/\d\d) (?<time>\d\d:\d\d:\d\d) (?<level>[A-Z]+) (?<logger>[\w.]+): (?<message>.*)$/,
  derive: () => ({}),
  timeOf: ({ value: field }) => `${field("date")} ${field("time")}`,
  questionsEnglish: [
    "What was the Spark executor doing at {time}?",
    "Did any Spark task fail to commit around {time}?",
    "What did the executor log while writing the output at {time}?",
  ],
  questionsChinese: [
    "{time} 时 Spark executor 在做什么？",
    "{time} 前后有没有 Spark 任务提交失败？",
    "{time} 写输出时 executor 记录了什么？",
  ],
  causes: [
    {
      english: "because HDFS was running out of space",
      chinese: "原因是 HDFS 空间快用完了",
    },
    {
      english: "because speculative execution was turned on",
      chinese: "原因是开启了推测执行",
    },
    {
      english: "due to a long garbage collection pause on the executor",
      chinese: "原因是 executor 上出现了长时间的 GC 停顿",
    },
  ],
  additions: [
    {
      english: "and the driver then cancelled the job",
      chinese: "随后 driver 取消了该作业",
    },
    {
      english: "and the executor was lost shortly afterwards",
      chinese: "并且该 executor 随后很快丢失",
    },
    {
      english: "and the output directory was deleted by a cleanup job",
      chinese: "并且输出目录被清理任务删除了",
    },
  ],
  events: [
    foundBlockLocally,
    pythonRunnerTimes,
    committerAlgorithm,
    savedOutput,
    attemptCommitted,
    finishedTask,
    assignedTask,
    runningTask,
    startedReadingBroadcast,
    blockStoredInMemory,
    broadcastReadTime,
  ],
};
