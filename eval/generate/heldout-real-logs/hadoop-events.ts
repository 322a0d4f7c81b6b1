/**
 * Hadoop MapReduce application-master sample: header layout, event types with
 * English and Chinese claim templates, and fabrication clauses.
 */
import type { EventType, FieldValues, SourceProfile } from "./model.js";

/** A state the line does not reach, used by wrong-event claims about transitions. */
function otherState(state: string): string {
  const replacements: Readonly<Record<string, string>> = {
    NEW: "KILLED",
    INITED: "FAILED",
    SETUP: "KILLED",
    SCHEDULED: "KILLED",
    UNASSIGNED: "KILLED",
    ASSIGNED: "KILLED",
    RUNNING: "FAILED",
    SUCCESS_CONTAINER_CLEANUP: "FAIL_CONTAINER_CLEANUP",
    SUCCEEDED: "FAILED",
  };
  return replacements[state] ?? "FAILED";
}

const progress: EventType = {
  name: "hadoop/attempt-progress",
  pattern: /^Progress of TaskAttempt (?<attempt>attempt_\w+) is : (?<progress>[\d.]+)$/,
  numericFields: ["progress"],
  entityFields: ["attempt"],
  faithful: ({ value: field }) => ({
    english: [
      `Progress of TaskAttempt ${field("attempt")} is ${field("progress")}.`,
      `${field("component")} reported progress of TaskAttempt ${field("attempt")} at ${field("progress")}.`,
      `${field("thread")} reported progress ${field("progress")} for TaskAttempt ${field("attempt")}.`,
    ],
    chinese: [
      `任务尝试 ${field("attempt")} 的进度为 ${field("progress")}。`,
      `${field("component")} 报告任务尝试 ${field("attempt")} 的进度是 ${field("progress")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `Progress of TaskAttempt ${field("attempt")} is not ${field("progress")}.`,
    chinese: `任务尝试 ${field("attempt")} 的进度不是 ${field("progress")}。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `TaskAttempt ${field("attempt")} failed at progress ${field("progress")}.`,
    chinese: `任务尝试 ${field("attempt")} 在进度 ${field("progress")} 时失败。`,
  }),
};

const attemptTransition: EventType = {
  name: "hadoop/attempt-transition",
  pattern:
    /^(?<attempt>attempt_\w+) TaskAttempt Transitioned from (?<from>[A-Z_]+) to (?<to>[A-Z_]+)$/,
  numericFields: [],
  entityFields: ["attempt"],
  faithful: ({ value: field }) => ({
    english: [
      `TaskAttempt ${field("attempt")} transitioned from ${field("from")} to ${field("to")}.`,
      `At ${field("time")}, ${field("attempt")} TaskAttempt transitioned from ${field("from")} to ${field("to")}.`,
    ],
    chinese: [
      `任务尝试 ${field("attempt")} 的状态从 ${field("from")} 转换为 ${field("to")}。`,
      `${field("time")}，TaskAttemptImpl 记录任务尝试 ${field("attempt")} 从 ${field("from")} 转为 ${field("to")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `TaskAttempt ${field("attempt")} did not transition from ${field("from")} to ${field("to")}.`,
    chinese: `任务尝试 ${field("attempt")} 没有从 ${field("from")} 转换为 ${field("to")}。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `TaskAttempt ${field("attempt")} transitioned from ${field("from")} to ${otherState(field("to"))}.`,
    chinese: `任务尝试 ${field("attempt")} 的状态从 ${field("from")} 转换为 ${otherState(field("to"))}。`,
  }),
};

const taskTransition: EventType = {
  name: "hadoop/task-transition",
  pattern: /^(?<task>task_\w+) Task Transitioned from (?<from>[A-Z_]+) to (?<to>[A-Z_]+)$/,
  numericFields: [],
  entityFields: ["task"],
  faithful: ({ value: field }) => ({
    english: [
      `Task ${field("task")} transitioned from ${field("from")} to ${field("to")}.`,
      `TaskImpl reported task ${field("task")} transitioned from ${field("from")} to ${field("to")}.`,
    ],
    chinese: [
      `任务 ${field("task")} 的状态从 ${field("from")} 转换为 ${field("to")}。`,
      `TaskImpl 报告任务 ${field("task")} 从 ${field("from")} 转为 ${field("to")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `Task ${field("task")} did not transition from ${field("from")} to ${field("to")}.`,
    chinese: `任务 ${field("task")} 没有从 ${field("from")} 转换为 ${field("to")}。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `Task ${field("task")} transitioned from ${field("from")} to ${otherState(field("to"))}.`,
    chinese: `任务 ${field("task")} 的状态从 ${field("from")} 转换为 ${otherState(field("to"))}。`,
  }),
};

const jobTransition: EventType = {
  name: "hadoop/job-transition",
  pattern: /^(?<job>job_\d+_\d+)Job Transitioned from (?<from>[A-Z_]+) to (?<to>[A-Z_]+)$/,
  numericFields: [],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `Job ${field("job")} transitioned from ${field("from")} to ${field("to")}.`,
      `JobImpl reported job ${field("job")} transitioned from ${field("from")} to ${field("to")}.`,
    ],
    chinese: [
      `作业 ${field("job")} 的状态从 ${field("from")} 转换为 ${field("to")}。`,
      `JobImpl 报告作业 ${field("job")} 从 ${field("from")} 转为 ${field("to")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `Job ${field("job")} did not transition from ${field("from")} to ${field("to")}.`,
    chinese: `作业 ${field("job")} 没有从 ${field("from")} 转换为 ${field("to")}。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `Job ${field("job")} transitioned from ${field("from")} to ${otherState(field("to"))}.`,
    chinese: `作业 ${field("job")} 的状态从 ${field("from")} 转换为 ${otherState(field("to"))}。`,
  }),
};

const assignedContainer: EventType = {
  name: "hadoop/assigned-container",
  pattern: /^Assigned container (?<container>container_\w+) to (?<attempt>attempt_\w+)$/,
  numericFields: [],
  entityFields: ["container", "attempt"],
  faithful: ({ value: field }) => ({
    english: [
      `Container ${field("container")} was assigned to ${field("attempt")}.`,
      `RMContainerAllocator assigned container ${field("container")} to ${field("attempt")}.`,
    ],
    chinese: [
      `容器 ${field("container")} 被分配给 ${field("attempt")}。`,
      `RMContainerAllocator 将容器 ${field("container")} 分配给任务尝试 ${field("attempt")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `Container ${field("container")} was not assigned to ${field("attempt")}.`,
    chinese: `容器 ${field("container")} 没有被分配给 ${field("attempt")}。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `Container ${field("container")} was released by ${field("attempt")}.`,
    chinese: `容器 ${field("container")} 被 ${field("attempt")} 释放。`,
  }),
};

function phaseInChinese(phase: string): string {
  return phase === "Before" ? "前" : "后";
}

const schedulingSummary: EventType = {
  name: "hadoop/scheduling-summary",
  pattern:
    /^(?<phase>Before|After) Scheduling: PendingReds:(?<pendingReds>\d+) ScheduledMaps:(?<scheduledMaps>\d+) ScheduledReds:(?<scheduledReds>\d+) AssignedMaps:(?<assignedMaps>\d+) AssignedReds:(?<assignedReds>\d+) CompletedMaps:(?<completedMaps>\d+) CompletedReds:(?<completedReds>\d+) ContAlloc:(?<contAlloc>\d+) ContRel:(?<contRel>\d+) HostLocal:(?<hostLocal>\d+) RackLocal:(?<rackLocal>\d+)$/,
  numericFields: [
    "scheduledMaps",
    "assignedMaps",
    "pendingReds",
    "completedMaps",
    "contAlloc",
    "hostLocal",
    "rackLocal",
  ],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `${field("phase")} Scheduling, ScheduledMaps was ${field("scheduledMaps")} and AssignedMaps was ${field("assignedMaps")}.`,
      `${field("phase")} Scheduling: PendingReds ${field("pendingReds")}, CompletedMaps ${field("completedMaps")}, ContAlloc ${field("contAlloc")}.`,
      `RMContainerAllocator reported ${field("phase")} Scheduling with HostLocal ${field("hostLocal")} and RackLocal ${field("rackLocal")}.`,
    ],
    chinese: [
      `调度${phaseInChinese(field("phase"))}，ScheduledMaps 为 ${field("scheduledMaps")}，AssignedMaps 为 ${field("assignedMaps")}。`,
      `调度${phaseInChinese(field("phase"))}的统计：PendingReds 为 ${field("pendingReds")}，CompletedMaps 为 ${field("completedMaps")}，ContAlloc 为 ${field("contAlloc")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `${field("phase")} Scheduling, AssignedMaps was not ${field("assignedMaps")}.`,
    chinese: `调度${phaseInChinese(field("phase"))}，AssignedMaps 不是 ${field("assignedMaps")}。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `${field("phase")} Scheduling, ${field("assignedMaps")} map tasks had failed.`,
    chinese: `调度${phaseInChinese(field("phase"))}，有 ${field("assignedMaps")} 个 map 任务失败。`,
  }),
};

const headroom: EventType = {
  name: "hadoop/headroom",
  pattern: /^Recalculating schedule, headroom=<memory:(?<memory>\d+), vCores:(?<vcores>-?\d+)>$/,
  numericFields: ["memory", "vcores"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `RMContainerAllocator is recalculating schedule with headroom memory ${field("memory")} and vCores ${field("vcores")}.`,
      `Recalculating schedule, headroom was memory:${field("memory")}, vCores:${field("vcores")}.`,
    ],
    chinese: [
      `重新计算调度时的余量（headroom）为内存 ${field("memory")}、vCores ${field("vcores")}。`,
      `RMContainerAllocator 正在重新计算调度，headroom 内存为 ${field("memory")}，vCores 为 ${field("vcores")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `Recalculating schedule, headroom memory was not ${field("memory")}.`,
    chinese: `重新计算调度时，余量内存不是 ${field("memory")}。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `RMContainerAllocator reserved memory ${field("memory")} and vCores ${field("vcores")} for the schedule.`,
    chinese: `RMContainerAllocator 为调度预留了内存 ${field("memory")} 和 vCores ${field("vcores")}。`,
  }),
};

const slowStartNotMet: EventType = {
  name: "hadoop/slow-start-not-met",
  pattern: /^Reduce slow start threshold not met\. completedMapsForReduceSlowstart (?<count>\d+)$/,
  numericFields: ["count"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `Reduce slow start threshold not met, with completedMapsForReduceSlowstart ${field("count")}.`,
      `The reduce slow start threshold is not met; completedMapsForReduceSlowstart is ${field("count")}.`,
    ],
    chinese: [
      `Reduce 慢启动阈值尚未达到，completedMapsForReduceSlowstart 为 ${field("count")}。`,
      `RMContainerAllocator 报告 reduce 慢启动阈值未达到（completedMapsForReduceSlowstart ${field("count")}）。`,
    ],
  }),
  negationDropsLineNegation: true,
  negation: ({ value: field }) => ({
    english: `Reduce slow start threshold was met, with completedMapsForReduceSlowstart ${field("count")}.`,
    chinese: `Reduce 慢启动阈值已经达到，completedMapsForReduceSlowstart 为 ${field("count")}。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `Reduce slow start threshold was lowered to completedMapsForReduceSlowstart ${field("count")}.`,
    chinese: `Reduce 慢启动阈值被调低为 ${field("count")}。`,
  }),
};

const inputSize: EventType = {
  name: "hadoop/input-size",
  pattern:
    /^Input size for job (?<job>job_\d+_\d+) = (?<size>\d+)\. Number of splits = (?<splits>\d+)$/,
  numericFields: ["size", "splits"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `Input size for job ${field("job")} is ${field("size")}, with ${field("splits")} splits.`,
      `Job ${field("job")} has input size ${field("size")} and number of splits ${field("splits")}.`,
    ],
    chinese: [
      `作业 ${field("job")} 的输入大小为 ${field("size")}，分片数为 ${field("splits")}。`,
      `JobImpl 报告作业 ${field("job")} 输入大小 ${field("size")}，共 ${field("splits")} 个分片。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `Input size for job ${field("job")} is not ${field("size")}.`,
    chinese: `作业 ${field("job")} 的输入大小不是 ${field("size")}。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `Job ${field("job")} wrote ${field("size")} bytes of output in ${field("splits")} splits.`,
    chinese: `作业 ${field("job")} 在 ${field("splits")} 个分片中写出了 ${field("size")} 字节的输出。`,
  }),
};

const ipcListener: EventType = {
  name: "hadoop/ipc-listener-starting",
  pattern: /^IPC Server listener on (?<port>\d+): starting$/,
  numericFields: ["port"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `IPC Server listener on ${field("port")} is starting.`,
      `At ${field("time")}, the IPC Server listener on ${field("port")} was starting.`,
    ],
    chinese: [
      `端口 ${field("port")} 上的 IPC Server 监听器正在启动。`,
      `${field("time")}，${field("port")} 上的 IPC Server listener 正在启动。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `IPC Server listener on ${field("port")} is not starting.`,
    chinese: `端口 ${field("port")} 上的 IPC Server 监听器没有启动。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `IPC Server listener on ${field("port")} is stopping.`,
    chinese: `端口 ${field("port")} 上的 IPC Server 监听器正在停止。`,
  }),
};

const openingProxy: EventType = {
  name: "hadoop/opening-proxy",
  pattern: /^Opening proxy : (?<host>[\w.-]+):(?<port>\d+)$/,
  numericFields: ["port"],
  entityFields: ["host"],
  faithful: ({ value: field }) => ({
    english: [
      `ContainerManagementProtocolProxy is opening proxy ${field("host")}:${field("port")}.`,
      `${field("thread")} logged opening proxy ${field("host")}:${field("port")}.`,
    ],
    chinese: [
      `ContainerManagementProtocolProxy 正在打开到 ${field("host")}:${field("port")} 的代理。`,
      `${field("thread")} 正在打开到 ${field("host")}:${field("port")} 的代理连接。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `ContainerManagementProtocolProxy is not opening proxy ${field("host")}:${field("port")}.`,
    chinese: `ContainerManagementProtocolProxy 没有打开到 ${field("host")}:${field("port")} 的代理。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `ContainerManagementProtocolProxy is closing proxy ${field("host")}:${field("port")}.`,
    chinese: `ContainerManagementProtocolProxy 正在关闭到 ${field("host")}:${field("port")} 的代理。`,
  }),
};

const shufflePort: EventType = {
  name: "hadoop/shuffle-port",
  pattern: /^Shuffle port returned by ContainerManager for (?<attempt>attempt_\w+) : (?<port>\d+)$/,
  numericFields: ["port"],
  entityFields: ["attempt"],
  faithful: ({ value: field }) => ({
    english: [
      `Shuffle port ${field("port")} was returned by ContainerManager for ${field("attempt")}.`,
      `ContainerLauncherImpl reported shuffle port returned by ContainerManager for ${field("attempt")} is ${field("port")}.`,
    ],
    chinese: [
      `ContainerManager 为 ${field("attempt")} 返回的 Shuffle 端口是 ${field("port")}。`,
      `${field("attempt")} 的 Shuffle 端口为 ${field("port")}（由 ContainerManager 返回）。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `Shuffle port ${field("port")} was not returned by ContainerManager for ${field("attempt")}.`,
    chinese: `ContainerManager 没有为 ${field("attempt")} 返回 Shuffle 端口 ${field("port")}。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `ContainerManager closed shuffle port ${field("port")} for ${field("attempt")}.`,
    chinese: `ContainerManager 为 ${field("attempt")} 关闭了 Shuffle 端口 ${field("port")}。`,
  }),
};

const speculations: EventType = {
  name: "hadoop/speculations-launched",
  pattern: /^We launched (?<count>\d+) speculations\. {2}Sleeping (?<sleep>\d+) milliseconds\.$/,
  numericFields: ["count", "sleep"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `DefaultSpeculator launched ${field("count")} speculations and is sleeping ${field("sleep")} milliseconds.`,
      `DefaultSpeculator reported ${field("count")} speculations launched and sleeping ${field("sleep")} milliseconds.`,
    ],
    chinese: [
      `DefaultSpeculator 启动了 ${field("count")} 个推测执行，并休眠 ${field("sleep")} 毫秒。`,
      `DefaultSpeculator 报告已启动 ${field("count")} 个推测任务，接下来休眠 ${field("sleep")} 毫秒。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `DefaultSpeculator did not launch ${field("count")} speculations.`,
    chinese: `DefaultSpeculator 没有启动 ${field("count")} 个推测执行。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `DefaultSpeculator killed ${field("count")} speculations after ${field("sleep")} milliseconds.`,
    chinese: `DefaultSpeculator 在 ${field("sleep")} 毫秒后终止了 ${field("count")} 个推测执行。`,
  }),
};

const containerKilled: EventType = {
  name: "hadoop/container-killed-report",
  pattern:
    /^Diagnostics report from (?<attempt>attempt_\w+): Container killed by the ApplicationMaster\.$/,
  numericFields: [],
  entityFields: ["attempt"],
  faithful: ({ value: field }) => ({
    english: [
      `Diagnostics report from ${field("attempt")}: container killed by the ApplicationMaster.`,
      `A diagnostics report from ${field("attempt")} reported the container killed by the ApplicationMaster.`,
    ],
    chinese: [
      `${field("attempt")} 的诊断报告显示容器被 ApplicationMaster 终止。`,
      `TaskAttemptImpl 记录了 ${field("attempt")} 的诊断报告：容器已被 ApplicationMaster 杀死。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `Diagnostics report from ${field("attempt")}: container not killed by the ApplicationMaster.`,
    chinese: `${field("attempt")} 的诊断报告显示容器没有被 ApplicationMaster 终止。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `Diagnostics report from ${field("attempt")}: container restarted by the ApplicationMaster.`,
    chinese: `${field("attempt")} 的诊断报告显示容器被 ApplicationMaster 重启。`,
  }),
};

const leaseRenewFailed: EventType = {
  name: "hadoop/lease-renew-failed",
  pattern:
    /^Failed to renew lease for \[(?<client>DFSClient_\w+)\] for (?<seconds>\d+) seconds\. {2}Will retry shortly \.\.\.$/,
  numericFields: ["seconds"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `LeaseRenewer failed to renew lease for ${field("client")} for ${field("seconds")} seconds and will retry shortly.`,
      `A WARN at ${field("time")}: failed to renew lease for ${field("client")} for ${field("seconds")} seconds.`,
    ],
    chinese: [
      `LeaseRenewer 在 ${field("seconds")} 秒内未能为 ${field("client")} 续订租约，稍后将重试。`,
      `${field("time")}，LeaseRenewer 已有 ${field("seconds")} 秒未能续订 ${field("client")} 的租约（WARN 级别）。`,
    ],
  }),
  negationDropsLineNegation: true,
  negation: ({ value: field }) => ({
    english: `LeaseRenewer renewed the lease for ${field("client")} after ${field("seconds")} seconds.`,
    chinese: `LeaseRenewer 在 ${field("seconds")} 秒后成功为 ${field("client")} 续订了租约。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `LeaseRenewer released the lease for ${field("client")} after ${field("seconds")} seconds.`,
    chinese: `LeaseRenewer 在 ${field("seconds")} 秒后释放了 ${field("client")} 的租约。`,
  }),
};

const retryConnect: EventType = {
  name: "hadoop/retry-connect",
  pattern:
    /^Retrying connect to server: (?<server>[\w.-]+):(?<port>\d+)\. Already tried (?<tried>\d+) time\(s\); retry policy is RetryUpToMaximumCountWithFixedSleep\(maxRetries=(?<maxRetries>\d+), sleepTime=(?<sleepTime>\d+) MILLISECONDS\)$/,
  numericFields: ["port", "tried", "maxRetries", "sleepTime"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `Retrying connect to server ${field("server")}:${field("port")}; already tried ${field("tried")} times, with maxRetries=${field("maxRetries")} and sleepTime=${field("sleepTime")} MILLISECONDS.`,
      `The client is retrying connect to server ${field("server")}:${field("port")} with retry policy maxRetries=${field("maxRetries")}.`,
    ],
    chinese: [
      `正在重试连接服务器 ${field("server")}:${field("port")}，已尝试 ${field("tried")} 次，重试策略为最多重试 ${field("maxRetries")} 次、每次间隔 ${field("sleepTime")} 毫秒。`,
      `${field("time")}，客户端重试连接 ${field("server")}:${field("port")}（已尝试 ${field("tried")} 次，maxRetries=${field("maxRetries")}）。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `The client is not retrying connect to server ${field("server")}:${field("port")}.`,
    chinese: `客户端没有重试连接服务器 ${field("server")}:${field("port")}。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `The client connected to server ${field("server")}:${field("port")} successfully.`,
    chinese: `客户端已成功连接到服务器 ${field("server")}:${field("port")}。`,
  }),
};

const contactError: EventType = {
  name: "hadoop/contacting-rm-error",
  pattern: /^ERROR IN CONTACTING RM\. ?$/,
  numericFields: [],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `RMContainerAllocator logged ERROR IN CONTACTING RM at ${field("time")}.`,
      `An ERROR in contacting RM was reported by RMContainerAllocator.`,
    ],
    chinese: [
      `RMContainerAllocator 在 ${field("time")} 报告联系 RM 时出错（ERROR 级别）。`,
      `RMContainerAllocator 记录了一条错误：联系 RM 时出错。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `RMContainerAllocator had no error in contacting RM at ${field("time")}.`,
    chinese: `RMContainerAllocator 在 ${field("time")} 联系 RM 时没有出错。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `RMContainerAllocator registered with RM at ${field("time")}.`,
    chinese: `RMContainerAllocator 在 ${field("time")} 成功注册到 RM。`,
  }),
};

function deriveComponent(values: FieldValues): FieldValues {
  const logger = values.logger ?? "";
  return { component: logger.slice(logger.lastIndexOf(".") + 1) };
}

export const hadoopProfile: SourceProfile = {
  source: "Hadoop",
  fileName: "Hadoop_2k.log",
  header:
    /^(?<date>\d{4}-\d\d-\d\d) (?<time>\d\d:\d\d:\d\d,\d{3}) (?<level>[A-Z]+) \[(?<thread>[^\]]+)\] (?<logger>[\w.$]+): (?<message>.*)$/,
  derive: deriveComponent,
  timeOf: ({ value: field }) => `${field("date")} ${field("time")}`,
  questionsEnglish: [
    "What did the MapReduce application master log at {time}?",
    "Was anything going wrong with the Hadoop job around {time}?",
    "What was the Hadoop job doing at {time}?",
  ],
  questionsChinese: [
    "Hadoop 作业在 {time} 发生了什么？",
    "{time} 前后 Hadoop 日志中有没有异常？",
    "{time} 时 MapReduce 任务的状态如何？",
  ],
  causes: [
    { english: "because the NameNode was in safe mode", chinese: "原因是 NameNode 处于安全模式" },
    {
      english: "due to a network partition between the racks",
      chinese: "原因是机架之间发生了网络分区",
    },
    { english: "because the node ran out of disk space", chinese: "原因是该节点磁盘空间耗尽" },
    {
      english: "because the JVM hit a long garbage-collection pause",
      chinese: "原因是 JVM 出现了长时间的垃圾回收停顿",
    },
  ],
  additions: [
    {
      english: "and the job was later marked as FAILED",
      chinese: "并且该作业随后被标记为 FAILED",
    },
    {
      english: "and the ResourceManager was restarted at the same moment",
      chinese: "并且 ResourceManager 同时被重启",
    },
    {
      english: "and 3 map tasks were rescheduled on another node",
      chinese: "并且有 3 个 map 任务被重新调度到另一个节点",
    },
  ],
  events: [
    progress,
    attemptTransition,
    taskTransition,
    jobTransition,
    assignedContainer,
    schedulingSummary,
    headroom,
    slowStartNotMet,
    inputSize,
    ipcListener,
    openingProxy,
    shufflePort,
    speculations,
    containerKilled,
    leaseRenewFailed,
    retryConnect,
    contactError,
  ],
};
