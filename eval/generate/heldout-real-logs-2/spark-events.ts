/**
 * Spark executor sample (service start-up, task assignment, broadcast variables,
 * block storage, input splits, PythonRunner times): header layout, event types
 * with English and Chinese claim templates, and fabrication clauses.
 */
import type { EventType, SourceProfile } from "../heldout-real-logs/model.js";

const serviceStarted: EventType = {
  name: "spark/service-started",
  pattern: /^Successfully started service '(?<service>[^']+)' on port (?<port>\d+)\.$/,
  numericFields: ["port"],
  entityFields: ["service"],
  faithful: ({ value: field }) => ({
    english: [
      `${field("logger")} successfully started service '${field("service")}' on port ${field("port")}.`,
      `At ${field("time")}, service '${field("service")}' was started on port ${field("port")}.`,
    ],
    chinese: [
      `服务 ${field("service")} 已在端口 ${field("port")} 上成功启动。`,
      `${field("date")} ${field("time")}，${field("logger")} 在端口 ${field("port")} 上成功启动了服务 ${field("service")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `Service '${field("service")}' did not start on port ${field("port")}.`,
    chinese: `服务 ${field("service")} 没有在端口 ${field("port")} 上启动。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `Service '${field("service")}' failed to bind to port ${field("port")}.`,
    chinese: `服务 ${field("service")} 绑定端口 ${field("port")} 失败。`,
  }),
};

const memoryStoreStarted: EventType = {
  name: "spark/memorystore-capacity",
  pattern: /^MemoryStore started with capacity (?<capacity>[\d.]+) GB$/,
  numericFields: ["capacity"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `MemoryStore started with capacity ${field("capacity")} GB.`,
      `At ${field("time")}, the MemoryStore started with a capacity of ${field("capacity")} GB.`,
    ],
    chinese: [
      `MemoryStore 已启动，容量为 ${field("capacity")} GB。`,
      `${field("date")} ${field("time")}，MemoryStore 启动，容量 ${field("capacity")} GB。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `MemoryStore did not start with capacity ${field("capacity")} GB.`,
    chinese: `MemoryStore 没有启动（容量 ${field("capacity")} GB）。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `MemoryStore ran out of its ${field("capacity")} GB capacity.`,
    chinese: `MemoryStore 的 ${field("capacity")} GB 容量已耗尽。`,
  }),
};

const connectingToDriver: EventType = {
  name: "spark/connecting-to-driver",
  pattern:
    /^Connecting to driver: spark:\/\/CoarseGrainedScheduler@(?<address>[\d.]+):(?<driverPort>\d+)$/,
  numericFields: ["driverPort"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `${field("logger")} is connecting to driver spark://CoarseGrainedScheduler@${field("address")}:${field("driverPort")}.`,
      `At ${field("time")}, ${field("logger")} logged connecting to driver at ${field("address")}:${field("driverPort")}.`,
    ],
    chinese: [
      `${field("logger")} 正在连接 Driver spark://CoarseGrainedScheduler@${field("address")}:${field("driverPort")}。`,
      `${field("date")} ${field("time")}，执行器正在连接位于 ${field("address")}:${field("driverPort")} 的 Driver。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `${field("logger")} did not connect to driver ${field("address")}:${field("driverPort")}.`,
    chinese: `${field("logger")} 没有连接 Driver ${field("address")}:${field("driverPort")}。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `${field("logger")} lost its connection to driver ${field("address")}:${field("driverPort")}.`,
    chinese: `${field("logger")} 与 Driver ${field("address")}:${field("driverPort")} 的连接已断开。`,
  }),
};

const registeredWithDriver: EventType = {
  name: "spark/registered-with-driver",
  pattern: /^Successfully registered with driver$/,
  numericFields: [],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `${field("logger")} successfully registered with driver.`,
      `At ${field("time")}, the executor successfully registered with driver.`,
    ],
    chinese: [
      `${field("logger")} 已成功向 Driver 注册。`,
      `${field("date")} ${field("time")}，执行器成功向 Driver 注册。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: () => ({
    english: "The executor did not register with driver.",
    chinese: "执行器没有向 Driver 注册。",
  }),
  wrongEvent: () => ({
    english: "The executor was rejected by driver.",
    chinese: "执行器被 Driver 拒绝。",
  }),
};

const startingExecutor: EventType = {
  name: "spark/starting-executor",
  pattern: /^Starting executor ID (?<executorId>\d+) on host (?<executorHost>\S+)$/,
  numericFields: ["executorId"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `Starting executor ID ${field("executorId")} on host ${field("executorHost")}.`,
      `${field("logger")} reported starting executor ${field("executorId")} on host ${field("executorHost")}.`,
    ],
    chinese: [
      `正在主机 ${field("executorHost")} 上启动 ID 为 ${field("executorId")} 的执行器。`,
      `${field("date")} ${field("time")}，${field("logger")} 在 ${field("executorHost")} 上启动执行器（ID ${field("executorId")}）。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `Executor ${field("executorId")} was not started on host ${field("executorHost")}.`,
    chinese: `执行器 ${field("executorId")} 没有在主机 ${field("executorHost")} 上启动。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `Executor ${field("executorId")} was killed on host ${field("executorHost")}.`,
    chinese: `主机 ${field("executorHost")} 上的执行器 ${field("executorId")} 被杀死。`,
  }),
};

const serverCreated: EventType = {
  name: "spark/server-created",
  pattern: /^Server created on (?<port>\d+)$/,
  numericFields: ["port"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `${field("logger")} reported server created on ${field("port")}.`,
      `At ${field("time")}, a server was created on ${field("port")}.`,
    ],
    chinese: [
      `${field("logger")} 在端口 ${field("port")} 上创建了服务器。`,
      `${field("date")} ${field("time")}，服务器已在 ${field("port")} 端口创建。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `No server was created on ${field("port")}.`,
    chinese: `没有在端口 ${field("port")} 上创建服务器。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `The server on ${field("port")} was shut down.`,
    chinese: `端口 ${field("port")} 上的服务器被关闭。`,
  }),
};

const assignedTask: EventType = {
  name: "spark/assigned-task",
  pattern: /^Got assigned task (?<task>\d+)$/,
  numericFields: ["task"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `${field("logger")} got assigned task ${field("task")}.`,
      `At ${field("time")}, the executor got assigned task ${field("task")}.`,
    ],
    chinese: [
      `${field("logger")} 被分配了任务 ${field("task")}。`,
      `${field("date")} ${field("time")}，执行器收到分配的任务 ${field("task")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `The executor was not assigned task ${field("task")}.`,
    chinese: `执行器没有被分配任务 ${field("task")}。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `The executor rejected task ${field("task")}.`,
    chinese: `执行器拒绝了任务 ${field("task")}。`,
  }),
};

const runningTask: EventType = {
  name: "spark/running-task",
  pattern: /^Running task (?<task>\d+\.\d+) in stage (?<stage>\d+\.\d+) \(TID (?<tid>\d+)\)$/,
  numericFields: ["tid", "task"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `Running task ${field("task")} in stage ${field("stage")} (TID ${field("tid")}).`,
      `${field("logger")} is running task ${field("task")} in stage ${field("stage")} with TID ${field("tid")}.`,
    ],
    chinese: [
      `执行器正在运行阶段 ${field("stage")} 中的任务 ${field("task")}（TID ${field("tid")}）。`,
      `${field("date")} ${field("time")}，${field("logger")} 正在运行 stage ${field("stage")} 的任务 ${field("task")}，TID 为 ${field("tid")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `Task ${field("task")} in stage ${field("stage")} (TID ${field("tid")}) is not running.`,
    chinese: `阶段 ${field("stage")} 中的任务 ${field("task")}（TID ${field("tid")}）没有在运行。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `Task ${field("task")} in stage ${field("stage")} (TID ${field("tid")}) was killed.`,
    chinese: `阶段 ${field("stage")} 中的任务 ${field("task")}（TID ${field("tid")}）被杀死。`,
  }),
};

const finishedTask: EventType = {
  name: "spark/finished-task",
  pattern:
    /^Finished task (?<task>\d+\.\d+) in stage (?<stage>\d+\.\d+) \(TID (?<tid>\d+)\)\. (?<bytes>\d+) bytes result sent to driver$/,
  numericFields: ["bytes", "tid"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `Finished task ${field("task")} in stage ${field("stage")} (TID ${field("tid")}); ${field("bytes")} bytes result sent to driver.`,
      `${field("logger")} finished task ${field("task")} (TID ${field("tid")}) and sent a ${field("bytes")} bytes result to driver.`,
    ],
    chinese: [
      `执行器完成了阶段 ${field("stage")} 中的任务 ${field("task")}（TID ${field("tid")}），向 Driver 发送了 ${field("bytes")} 字节的结果。`,
      `${field("date")} ${field("time")}，任务 ${field("task")}（TID ${field("tid")}）完成，${field("bytes")} 字节的结果已发送给 Driver。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `Task ${field("task")} (TID ${field("tid")}) did not finish.`,
    chinese: `任务 ${field("task")}（TID ${field("tid")}）没有完成。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `Task ${field("task")} in stage ${field("stage")} (TID ${field("tid")}) failed and its ${field("bytes")} bytes were lost.`,
    chinese: `阶段 ${field("stage")} 中的任务 ${field("task")}（TID ${field("tid")}）失败，${field("bytes")} 字节的结果丢失。`,
  }),
};

const startedReadingBroadcast: EventType = {
  name: "spark/started-reading-broadcast",
  pattern: /^Started reading broadcast variable (?<variable>\d+)$/,
  numericFields: ["variable"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `${field("logger")} started reading broadcast variable ${field("variable")}.`,
      `At ${field("time")}, reading of broadcast variable ${field("variable")} started.`,
    ],
    chinese: [
      `${field("logger")} 开始读取广播变量 ${field("variable")}。`,
      `${field("date")} ${field("time")}，开始读取广播变量 ${field("variable")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `Broadcast variable ${field("variable")} was not read.`,
    chinese: `没有读取广播变量 ${field("variable")}。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `${field("logger")} deleted broadcast variable ${field("variable")}.`,
    chinese: `${field("logger")} 删除了广播变量 ${field("variable")}。`,
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
      `${field("logger")} took ${field("ms")} ms reading broadcast variable ${field("variable")}.`,
    ],
    chinese: [
      `读取广播变量 ${field("variable")} 耗时 ${field("ms")} ms。`,
      `${field("date")} ${field("time")}，${field("logger")} 读取广播变量 ${field("variable")} 用了 ${field("ms")} 毫秒。`,
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

function storedFormInChinese(form: string): string {
  return form === "bytes" ? "字节" : "值";
}

const blockStored: EventType = {
  name: "spark/block-stored",
  pattern:
    /^Block (?<block>\S+) stored as (?<form>bytes|values) in memory \(estimated size (?<size>[\d.]+) (?<sizeUnit>K?B), free (?<free>[\d.]+) (?<freeUnit>K?B)\)$/,
  numericFields: ["size", "free"],
  entityFields: ["block"],
  faithful: ({ value: field }) => ({
    english: [
      `Block ${field("block")} stored as ${field("form")} in memory, estimated size ${field("size")} ${field("sizeUnit")}, free ${field("free")} ${field("freeUnit")}.`,
      `${field("logger")} stored block ${field("block")} as ${field("form")} in memory (estimated size ${field("size")} ${field("sizeUnit")}).`,
    ],
    chinese: [
      `块 ${field("block")} 以${storedFormInChinese(field("form"))}形式存入内存，估计大小 ${field("size")} ${field("sizeUnit")}，剩余 ${field("free")} ${field("freeUnit")}。`,
      `${field("date")} ${field("time")}，${field("logger")} 将块 ${field("block")} 以${storedFormInChinese(field("form"))}形式存入内存（估计 ${field("size")} ${field("sizeUnit")}，剩余 ${field("free")} ${field("freeUnit")}）。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `Block ${field("block")} was not stored in memory.`,
    chinese: `块 ${field("block")} 没有存入内存。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `Block ${field("block")} was evicted from memory (estimated size ${field("size")} ${field("sizeUnit")}).`,
    chinese: `块 ${field("block")}（估计大小 ${field("size")} ${field("sizeUnit")}）被逐出内存。`,
  }),
};

const partitionNotFound: EventType = {
  name: "spark/partition-not-found",
  pattern: /^Partition (?<partition>rdd_\d+_\d+) not found, computing it$/,
  numericFields: [],
  entityFields: ["partition"],
  faithful: ({ value: field }) => ({
    english: [
      `Partition ${field("partition")} not found, computing it.`,
      `${field("logger")} reported partition ${field("partition")} not found and is computing it.`,
    ],
    chinese: [
      `未找到分区 ${field("partition")}，正在计算该分区。`,
      `${field("date")} ${field("time")}，${field("logger")} 报告分区 ${field("partition")} 未找到，正在进行计算。`,
    ],
  }),
  negationDropsLineNegation: true,
  negation: ({ value: field }) => ({
    english: `Partition ${field("partition")} was found in the cache.`,
    chinese: `分区 ${field("partition")} 已在缓存中找到。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `Partition ${field("partition")} was evicted from the cache.`,
    chinese: `分区 ${field("partition")} 被逐出缓存。`,
  }),
};

const inputSplit: EventType = {
  name: "spark/input-split",
  pattern: /^Input split: (?<path>\S+):(?<offset>\d+)\+(?<length>\d+)$/,
  numericFields: ["offset", "length"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `Input split: ${field("path")}:${field("offset")}+${field("length")}.`,
      `${field("logger")} logged input split ${field("path")}:${field("offset")}+${field("length")}.`,
    ],
    chinese: [
      `输入分片为 ${field("path")}:${field("offset")}+${field("length")}。`,
      `${field("date")} ${field("time")}，${field("logger")} 的输入分片为 ${field("path")}，起始偏移 ${field("offset")}，长度 ${field("length")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `${field("logger")} logged no input split for ${field("path")}:${field("offset")}+${field("length")}.`,
    chinese: `${field("logger")} 没有记录输入分片 ${field("path")}:${field("offset")}+${field("length")}。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `${field("logger")} failed to read input split ${field("path")}:${field("offset")}+${field("length")}.`,
    chinese: `${field("logger")} 读取输入分片 ${field("path")}:${field("offset")}+${field("length")} 失败。`,
  }),
};

const pythonTimes: EventType = {
  name: "spark/python-runner-times",
  pattern:
    /^Times: total = (?<total>\d+), boot = (?<boot>\d+), init = (?<init>\d+), finish = (?<finish>\d+)$/,
  numericFields: ["total", "boot", "init"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `${field("logger")} reported times: total = ${field("total")}, boot = ${field("boot")}, init = ${field("init")}, finish = ${field("finish")}.`,
      `The PythonRunner logged total = ${field("total")}, boot = ${field("boot")}, init = ${field("init")}, finish = ${field("finish")}.`,
    ],
    chinese: [
      `PythonRunner 记录的耗时：total = ${field("total")}，boot = ${field("boot")}，init = ${field("init")}，finish = ${field("finish")}。`,
      `${field("date")} ${field("time")}，PythonRunner 报告总耗时 ${field("total")}，boot 为 ${field("boot")}，init 为 ${field("init")}，finish 为 ${field("finish")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `The PythonRunner did not report a total of ${field("total")}.`,
    chinese: `PythonRunner 没有报告总耗时 ${field("total")}。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `The PythonRunner timed out after total = ${field("total")}.`,
    chinese: `PythonRunner 在总耗时 ${field("total")} 后超时。`,
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
    "What did the Spark executor log at {time}?",
    "Did the Spark executor run into any problem around {time}?",
    "What was the executor on mesos-slave-07 doing at {time}?",
  ],
  questionsChinese: [
    "Spark 执行器在 {time} 记录了什么？",
    "{time} 前后 Spark 执行器有没有出现问题？",
    "{time} 时 mesos-slave-07 上的执行器在做什么？",
  ],
  causes: [
    { english: "because the executor ran out of heap memory", chinese: "原因是执行器堆内存不足" },
    {
      english: "because the HDFS namenode was slow to respond",
      chinese: "原因是 HDFS 名称节点响应缓慢",
    },
    {
      english: "due to a network partition between the executor and the driver",
      chinese: "原因是执行器与 Driver 之间出现网络分区",
    },
  ],
  additions: [
    {
      english: "and the job was then resubmitted by the driver",
      chinese: "并且该作业随后被 Driver 重新提交",
    },
    {
      english: "and the executor was blacklisted afterwards",
      chinese: "并且该执行器随后被列入黑名单",
    },
    { english: "and the stage was retried three times", chinese: "并且该阶段被重试了三次" },
  ],
  events: [
    serviceStarted,
    memoryStoreStarted,
    connectingToDriver,
    registeredWithDriver,
    startingExecutor,
    serverCreated,
    assignedTask,
    runningTask,
    finishedTask,
    startedReadingBroadcast,
    broadcastReadTime,
    blockStored,
    partitionNotFound,
    inputSplit,
    pythonTimes,
  ],
};
