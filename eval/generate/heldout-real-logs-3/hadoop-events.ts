/**
 * Hadoop MapReduce application master sample (start-up, committer and dispatcher set-up,
 * IPC server, ResourceManager connection, job transitions, task hand-out and progress):
 * header layout, event types with English and Chinese claim templates, and fabrication
 * clauses.
 */
import type { EventType, FieldValues, SourceProfile } from "../heldout-real-logs/model.js";

const createdAppMaster: EventType = {
  name: "hadoop/created-mrappmaster",
  pattern: /^Created MRAppMaster for application (?<attempt>appattempt_\d+_\d+_\d+)$/,
  numericFields: [],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `MRAppMaster was created for application ${field("attempt")}.`,
      `At ${field("time")}, ${field("shortLogger")} logged Created MRAppMaster for application ${field("attempt")}.`,
    ],
    chinese: [
      `已为应用 ${field("attempt")} 创建 MRAppMaster。`,
      `${field("date")} ${field("time")}，应用尝试 ${field("attempt")} 的 MRAppMaster 创建完成。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `No MRAppMaster was created for ${field("attempt")}.`,
    chinese: `没有为 ${field("attempt")} 创建 MRAppMaster。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `The MRAppMaster for ${field("attempt")} failed to start.`,
    chinese: `${field("attempt")} 的 MRAppMaster 启动失败。`,
  }),
};

const executingWithTokens: EventType = {
  name: "hadoop/executing-with-tokens",
  pattern: /^Executing with tokens:$/,
  numericFields: [],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      "MRAppMaster logged Executing with tokens.",
      `At ${field("time")}, the MRAppMaster was executing with tokens.`,
    ],
    chinese: [
      "MRAppMaster 正在使用令牌执行。",
      `${field("date")} ${field("time")}，MRAppMaster 带令牌执行。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: () => ({
    english: "MRAppMaster was executing without any tokens.",
    chinese: "MRAppMaster 在没有任何令牌的情况下执行。",
  }),
  wrongEvent: () => ({
    english: "MRAppMaster rejected its tokens as invalid.",
    chinese: "MRAppMaster 认为令牌无效并拒绝了它们。",
  }),
};

const tokenKind: EventType = {
  name: "hadoop/am-rm-token",
  pattern:
    /^Kind: (?<kind>\w+), Service: , Ident: \(appAttemptId \{ application_id \{ id: (?<appId>\d+) cluster_timestamp: (?<clusterTimestamp>\d+) \} attemptId: (?<attemptId>\d+) \} keyId: (?<keyId>-?\d+)\)$/,
  numericFields: ["appId", "attemptId", "keyId"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `MRAppMaster logged a ${field("kind")} token for application id ${field("appId")} with cluster_timestamp ${field("clusterTimestamp")}, attemptId ${field("attemptId")} and keyId ${field("keyId")}.`,
      `The token Kind was ${field("kind")}; the Ident had application_id id: ${field("appId")}, attemptId: ${field("attemptId")} and keyId: ${field("keyId")}.`,
    ],
    chinese: [
      `令牌类型为 ${field("kind")}，application id 为 ${field("appId")}，cluster_timestamp 为 ${field("clusterTimestamp")}，attemptId 为 ${field("attemptId")}，keyId 为 ${field("keyId")}。`,
      `${field("date")} ${field("time")}，MRAppMaster 记录了 ${field("kind")} 令牌（id: ${field("appId")}，attemptId: ${field("attemptId")}，keyId: ${field("keyId")}）。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `No ${field("kind")} token was logged.`,
    chinese: `没有记录 ${field("kind")} 令牌。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `The ${field("kind")} token with keyId ${field("keyId")} had expired.`,
    chinese: `keyId 为 ${field("keyId")} 的 ${field("kind")} 令牌已过期。`,
  }),
};

const newApiCommitter: EventType = {
  name: "hadoop/new-api-committer",
  pattern: /^Using mapred newApiCommitter\.$/,
  numericFields: [],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      "MRAppMaster is using mapred newApiCommitter.",
      `At ${field("time")}, the MRAppMaster logged Using mapred newApiCommitter.`,
    ],
    chinese: [
      "MRAppMaster 使用 mapred newApiCommitter。",
      `${field("date")} ${field("time")}，MRAppMaster 采用了 mapred 的 newApiCommitter。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: () => ({
    english: "MRAppMaster was not using newApiCommitter.",
    chinese: "MRAppMaster 没有使用 newApiCommitter。",
  }),
  wrongEvent: () => ({
    english: "MRAppMaster fell back to the old API committer.",
    chinese: "MRAppMaster 回退到了旧版 API 的 committer。",
  }),
};

const committerInConfig: EventType = {
  name: "hadoop/output-committer-in-config",
  pattern: /^OutputCommitter set in config (?<value>\S+)$/,
  numericFields: [],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `The OutputCommitter set in config was ${field("value")}.`,
      `At ${field("time")}, MRAppMaster logged OutputCommitter set in config ${field("value")}.`,
    ],
    chinese: [
      `配置中设置的 OutputCommitter 为 ${field("value")}。`,
      `${field("date")} ${field("time")}，MRAppMaster 记录配置里的 OutputCommitter 是 ${field("value")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `The OutputCommitter set in config was not ${field("value")}.`,
    chinese: `配置中设置的 OutputCommitter 不是 ${field("value")}。`,
  }),
  wrongEvent: () => ({
    english: "Reading the OutputCommitter from config threw an exception.",
    chinese: "从配置读取 OutputCommitter 时抛出异常。",
  }),
};

const committerIs: EventType = {
  name: "hadoop/output-committer-class",
  pattern: /^OutputCommitter is (?<committer>\S+)$/,
  numericFields: [],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `The OutputCommitter is ${field("committer")}.`,
      `At ${field("time")}, MRAppMaster reported that the OutputCommitter is ${field("committer")}.`,
    ],
    chinese: [
      `OutputCommitter 为 ${field("committer")}。`,
      `${field("date")} ${field("time")}，MRAppMaster 使用的 OutputCommitter 是 ${field("committer")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `The OutputCommitter is not ${field("committer")}.`,
    chinese: `OutputCommitter 不是 ${field("committer")}。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `${field("committer")} failed to initialise.`,
    chinese: `${field("committer")} 初始化失败。`,
  }),
};

const registeringClass: EventType = {
  name: "hadoop/dispatcher-registering-class",
  pattern: /^Registering class (?<eventClass>\S+) for class (?<handlerClass>\S+)$/,
  numericFields: [],
  entityFields: ["eventClass", "handlerClass"],
  faithful: ({ value: field }) => ({
    english: [
      `AsyncDispatcher registered class ${field("eventClass")} for class ${field("handlerClass")}.`,
      `At ${field("time")}, class ${field("eventClass")} was registered for ${field("handlerClass")} by the AsyncDispatcher.`,
    ],
    chinese: [
      `AsyncDispatcher 将类 ${field("eventClass")} 注册到类 ${field("handlerClass")}。`,
      `${field("date")} ${field("time")}，AsyncDispatcher 为 ${field("handlerClass")} 注册了 ${field("eventClass")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `AsyncDispatcher did not register class ${field("eventClass")}.`,
    chinese: `AsyncDispatcher 没有注册类 ${field("eventClass")}。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `AsyncDispatcher unregistered class ${field("eventClass")} from class ${field("handlerClass")}.`,
    chinese: `AsyncDispatcher 将类 ${field("eventClass")} 从 ${field("handlerClass")} 注销。`,
  }),
};

const defaultFileSystem: EventType = {
  name: "hadoop/default-file-system",
  pattern: /^Default file system \[hdfs:\/\/(?<fsHost>[\w-]+):(?<fsPort>\d+)\]$/,
  numericFields: ["fsPort"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `JobHistoryUtils logged the default file system hdfs://${field("fsHost")}:${field("fsPort")}.`,
      `At ${field("time")}, the default file system was [hdfs://${field("fsHost")}:${field("fsPort")}].`,
    ],
    chinese: [
      `默认文件系统为 hdfs://${field("fsHost")}:${field("fsPort")}。`,
      `${field("date")} ${field("time")}，JobHistoryUtils 记录默认文件系统是 hdfs://${field("fsHost")}:${field("fsPort")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `The default file system was not hdfs://${field("fsHost")}:${field("fsPort")}.`,
    chinese: `默认文件系统不是 hdfs://${field("fsHost")}:${field("fsPort")}。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `JobHistoryUtils could not reach the default file system hdfs://${field("fsHost")}:${field("fsPort")}.`,
    chinese: `JobHistoryUtils 无法连接默认文件系统 hdfs://${field("fsHost")}:${field("fsPort")}。`,
  }),
};

const timelineNotEnabled: EventType = {
  name: "hadoop/timeline-server-not-enabled",
  pattern: /^Emitting job history data to the timeline server is not enabled$/,
  numericFields: [],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      "Emitting job history data to the timeline server is not enabled.",
      `At ${field("time")}, the JobHistoryEventHandler logged that emitting job history data to the timeline server is not enabled.`,
    ],
    chinese: [
      "未启用向时间线服务器发送作业历史数据。",
      `${field("date")} ${field("time")}，JobHistoryEventHandler 记录：向 timeline server 推送作业历史数据的功能未启用。`,
    ],
  }),
  negationDropsLineNegation: true,
  negation: () => ({
    english: "Job history data was emitted to the timeline server.",
    chinese: "作业历史数据已发送到时间线服务器。",
  }),
  wrongEvent: () => ({
    english: "The timeline server rejected the job history data.",
    chinese: "时间线服务器拒绝了作业历史数据。",
  }),
};

const socketReader: EventType = {
  name: "hadoop/starting-socket-reader",
  pattern: /^Starting Socket Reader #(?<reader>\d+) for port (?<port>\d+)$/,
  numericFields: ["port"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `org.apache.hadoop.ipc.Server was starting Socket Reader #${field("reader")} for port ${field("port")}.`,
      `At ${field("time")}, Socket Reader #${field("reader")} was starting for port ${field("port")}.`,
    ],
    chinese: [
      `IPC 服务器正在为端口 ${field("port")} 启动 Socket Reader #${field("reader")}。`,
      `${field("date")} ${field("time")}，端口 ${field("port")} 的 Socket Reader #${field("reader")} 开始启动。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `No Socket Reader was started for port ${field("port")}.`,
    chinese: `没有为端口 ${field("port")} 启动 Socket Reader。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `Socket Reader #${field("reader")} for port ${field("port")} crashed.`,
    chinese: `端口 ${field("port")} 的 Socket Reader #${field("reader")} 崩溃。`,
  }),
};

const ipcListener: EventType = {
  name: "hadoop/ipc-listener-starting",
  pattern: /^IPC Server listener on (?<port>\d+): starting$/,
  numericFields: ["port"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `The IPC Server listener on ${field("port")} is starting.`,
      `At ${field("time")}, ${field("shortLogger")} logged IPC Server listener on ${field("port")}: starting.`,
    ],
    chinese: [
      `端口 ${field("port")} 上的 IPC Server 监听器正在启动。`,
      `${field("date")} ${field("time")}，IPC 服务器开始在 ${field("port")} 端口上监听。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `The IPC Server listener on ${field("port")} was not starting.`,
    chinese: `端口 ${field("port")} 上的 IPC Server 监听器没有启动。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `The IPC Server listener on ${field("port")} was shutting down.`,
    chinese: `端口 ${field("port")} 上的 IPC Server 监听器正在关闭。`,
  }),
};

const ipcResponder: EventType = {
  name: "hadoop/ipc-responder-starting",
  pattern: /^IPC Server Responder: starting$/,
  numericFields: [],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      "The IPC Server Responder is starting.",
      `At ${field("time")}, ${field("logger")} logged IPC Server Responder: starting.`,
    ],
    chinese: [
      "IPC Server Responder 正在启动。",
      `${field("date")} ${field("time")}，IPC 服务器的 Responder 开始启动。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: () => ({
    english: "The IPC Server Responder did not start.",
    chinese: "IPC Server Responder 没有启动。",
  }),
  wrongEvent: () => ({
    english: "The IPC Server Responder stopped after an error.",
    chinese: "IPC Server Responder 出错后停止。",
  }),
};

const connectingToResourceManager: EventType = {
  name: "hadoop/connecting-to-resourcemanager",
  pattern:
    /^Connecting to ResourceManager at (?<rmHost>[\w-]+)\/(?<rmAddress>[\d.]+):(?<rmPort>\d+)$/,
  numericFields: ["rmPort"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `RMProxy is connecting to the ResourceManager at ${field("rmHost")}/${field("rmAddress")}:${field("rmPort")}.`,
      `At ${field("time")}, RMProxy was connecting to ResourceManager ${field("rmHost")} at ${field("rmAddress")}:${field("rmPort")}.`,
    ],
    chinese: [
      `RMProxy 正在连接位于 ${field("rmHost")}/${field("rmAddress")}:${field("rmPort")} 的 ResourceManager。`,
      `${field("date")} ${field("time")}，开始连接 ResourceManager（${field("rmHost")}，${field("rmAddress")}:${field("rmPort")}）。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: () => ({
    english: "RMProxy did not connect to the ResourceManager.",
    chinese: "RMProxy 没有连接 ResourceManager。",
  }),
  wrongEvent: ({ value: field }) => ({
    english: `RMProxy failed to connect to the ResourceManager at ${field("rmHost")}/${field("rmAddress")}:${field("rmPort")}.`,
    chinese: `RMProxy 连接 ${field("rmHost")}/${field("rmAddress")}:${field("rmPort")} 上的 ResourceManager 失败。`,
  }),
};

const maxContainerCapability: EventType = {
  name: "hadoop/max-container-capability",
  pattern: /^maxContainerCapability: <memory:(?<memory>\d+), vCores:(?<vcores>\d+)>$/,
  numericFields: ["memory", "vcores"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `RMContainerAllocator reported maxContainerCapability <memory:${field("memory")}, vCores:${field("vcores")}>.`,
      `At ${field("time")}, the maxContainerCapability was memory ${field("memory")} and vCores ${field("vcores")}.`,
    ],
    chinese: [
      `最大容器规格 maxContainerCapability 为内存 ${field("memory")}、vCores ${field("vcores")}。`,
      `${field("date")} ${field("time")}，RMContainerAllocator 记录单个容器最多 memory ${field("memory")}、vCores ${field("vcores")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `The maxContainerCapability was not memory ${field("memory")}.`,
    chinese: `maxContainerCapability 的内存不是 ${field("memory")}。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `A container request exceeded the maxContainerCapability of memory ${field("memory")}.`,
    chinese: `有容器请求超出了 maxContainerCapability 的内存 ${field("memory")}。`,
  }),
};

const queueName: EventType = {
  name: "hadoop/queue",
  pattern: /^queue: (?<queue>\w+)$/,
  numericFields: [],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `RMContainerAllocator logged queue: ${field("queue")}.`,
      `At ${field("time")}, the queue was ${field("queue")}.`,
    ],
    chinese: [
      `所用队列为 ${field("queue")}。`,
      `${field("date")} ${field("time")}，RMContainerAllocator 记录队列为 ${field("queue")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `The queue was not ${field("queue")}.`,
    chinese: `队列不是 ${field("queue")}。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `The ${field("queue")} queue was full.`,
    chinese: `${field("queue")} 队列已满。`,
  }),
};

const threadPoolLimit: EventType = {
  name: "hadoop/thread-pool-upper-limit",
  pattern: /^Upper limit on the thread pool size is (?<size>\d+)$/,
  numericFields: ["size"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `The upper limit on the thread pool size is ${field("size")}.`,
      `At ${field("time")}, ContainerLauncherImpl logged an upper limit of ${field("size")} on the thread pool size.`,
    ],
    chinese: [
      `线程池大小的上限为 ${field("size")}。`,
      `${field("date")} ${field("time")}，ContainerLauncherImpl 的线程池最多 ${field("size")} 个线程。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `The upper limit on the thread pool size was not ${field("size")}.`,
    chinese: `线程池大小的上限不是 ${field("size")}。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `The thread pool hit its upper limit of ${field("size")} threads.`,
    chinese: `线程池达到了 ${field("size")} 个线程的上限。`,
  }),
};

const cachedProxies: EventType = {
  name: "hadoop/max-cached-nodemanagers-proxies",
  pattern: /^yarn\.client\.max-cached-nodemanagers-proxies : (?<value>\d+)$/,
  numericFields: ["value"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `yarn.client.max-cached-nodemanagers-proxies is ${field("value")}.`,
      `At ${field("time")}, ContainerManagementProtocolProxy logged yarn.client.max-cached-nodemanagers-proxies : ${field("value")}.`,
    ],
    chinese: [
      `yarn.client.max-cached-nodemanagers-proxies 的值为 ${field("value")}。`,
      `${field("date")} ${field("time")}，ContainerManagementProtocolProxy 记录 yarn.client.max-cached-nodemanagers-proxies 为 ${field("value")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `yarn.client.max-cached-nodemanagers-proxies was not ${field("value")}.`,
    chinese: `yarn.client.max-cached-nodemanagers-proxies 不是 ${field("value")}。`,
  }),
  wrongEvent: () => ({
    english: "The NodeManager proxy cache overflowed.",
    chinese: "NodeManager 代理缓存溢出。",
  }),
};

const jobTransition: EventType = {
  name: "hadoop/job-transition",
  pattern: /^(?<job>job_\d+_\d+)Job Transitioned from (?<from>[A-Z]+) to (?<to>[A-Z]+)$/,
  numericFields: [],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `Job ${field("job")} transitioned from ${field("from")} to ${field("to")}.`,
      `At ${field("time")}, JobImpl logged that job ${field("job")} transitioned from ${field("from")} to ${field("to")}.`,
    ],
    chinese: [
      `作业 ${field("job")} 从 ${field("from")} 状态转换为 ${field("to")}。`,
      `${field("date")} ${field("time")}，${field("job")} 的状态由 ${field("from")} 变为 ${field("to")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `Job ${field("job")} did not transition from ${field("from")} to ${field("to")}.`,
    chinese: `作业 ${field("job")} 没有从 ${field("from")} 转换为 ${field("to")}。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `Job ${field("job")} transitioned from ${field("from")} to FAILED.`,
    chinese: `作业 ${field("job")} 从 ${field("from")} 转为 FAILED。`,
  }),
};

const processingEvent: EventType = {
  name: "hadoop/committer-processing-event",
  pattern: /^Processing the event EventType: (?<eventType>\w+)$/,
  numericFields: [],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `CommitterEventHandler was processing the event EventType: ${field("eventType")}.`,
      `At ${field("time")}, ${field("thread")} was processing the ${field("eventType")} event.`,
    ],
    chinese: [
      `CommitterEventHandler 正在处理 ${field("eventType")} 事件。`,
      `${field("date")} ${field("time")}，${field("thread")} 处理事件 EventType: ${field("eventType")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `The ${field("eventType")} event was not processed.`,
    chinese: `${field("eventType")} 事件没有被处理。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `CommitterEventHandler discarded the ${field("eventType")} event.`,
    chinese: `CommitterEventHandler 丢弃了 ${field("eventType")} 事件。`,
  }),
};

const authSuccessful: EventType = {
  name: "hadoop/auth-successful",
  pattern: /^Auth successful for (?<job>job_\d+_\d+) \(auth:(?<auth>\w+)\)$/,
  numericFields: [],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `Auth was successful for ${field("job")} (auth:${field("auth")}).`,
      `At ${field("time")}, SecurityLogger logged Auth successful for ${field("job")} with auth:${field("auth")}.`,
    ],
    chinese: [
      `${field("job")} 认证成功（auth:${field("auth")}）。`,
      `${field("date")} ${field("time")}，${field("job")} 以 ${field("auth")} 方式认证成功。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `Auth was not successful for ${field("job")}.`,
    chinese: `${field("job")} 认证没有成功。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `Auth for ${field("job")} was rejected as expired.`,
    chinese: `${field("job")} 的认证因过期被拒绝。`,
  }),
};

const jvmAskedForTask: EventType = {
  name: "hadoop/jvm-asked-for-task",
  pattern: /^JVM with ID : (?<jvm>jvm_\w+) asked for a task$/,
  numericFields: [],
  entityFields: ["jvm"],
  faithful: ({ value: field }) => ({
    english: [
      `JVM ${field("jvm")} asked for a task.`,
      `At ${field("time")}, TaskAttemptListenerImpl logged that the JVM with ID ${field("jvm")} asked for a task.`,
    ],
    chinese: [
      `JVM ${field("jvm")} 请求分配任务。`,
      `${field("date")} ${field("time")}，ID 为 ${field("jvm")} 的 JVM 向 ${field("thread")} 请求任务。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `JVM ${field("jvm")} did not ask for a task.`,
    chinese: `JVM ${field("jvm")} 没有请求任务。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `JVM ${field("jvm")} exited without asking for a task.`,
    chinese: `JVM ${field("jvm")} 没有请求任务就退出了。`,
  }),
};

const jvmGivenTask: EventType = {
  name: "hadoop/jvm-given-task",
  pattern: /^JVM with ID: (?<jvm>jvm_\w+) given task: (?<attempt>attempt_\w+)$/,
  numericFields: [],
  entityFields: ["jvm", "attempt"],
  faithful: ({ value: field }) => ({
    english: [
      `JVM ${field("jvm")} was given task ${field("attempt")}.`,
      `At ${field("time")}, task ${field("attempt")} was given to the JVM with ID ${field("jvm")}.`,
    ],
    chinese: [
      `JVM ${field("jvm")} 被分配了任务 ${field("attempt")}。`,
      `${field("date")} ${field("time")}，任务 ${field("attempt")} 分配给了 JVM ${field("jvm")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `JVM ${field("jvm")} was not given task ${field("attempt")}.`,
    chinese: `JVM ${field("jvm")} 没有拿到任务 ${field("attempt")}。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `JVM ${field("jvm")} refused task ${field("attempt")}.`,
    chinese: `JVM ${field("jvm")} 拒绝了任务 ${field("attempt")}。`,
  }),
};

const recalculatingSchedule: EventType = {
  name: "hadoop/recalculating-schedule",
  pattern: /^Recalculating schedule, headroom=<memory:(?<memory>-?\d+), vCores:(?<vcores>-?\d+)>$/,
  numericFields: ["memory", "vcores"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `RMContainerAllocator was recalculating the schedule with headroom <memory:${field("memory")}, vCores:${field("vcores")}>.`,
      `At ${field("time")}, the schedule was recalculated; headroom was memory ${field("memory")} and vCores ${field("vcores")}.`,
    ],
    chinese: [
      `RMContainerAllocator 正在重新计算调度，headroom 为 memory ${field("memory")}、vCores ${field("vcores")}。`,
      `${field("date")} ${field("time")}，重新计算调度，剩余资源 headroom=<memory:${field("memory")}, vCores:${field("vcores")}>。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: () => ({
    english: "The schedule was not recalculated.",
    chinese: "调度没有被重新计算。",
  }),
  wrongEvent: ({ value: field }) => ({
    english: `RMContainerAllocator froze the schedule at headroom memory ${field("memory")}.`,
    chinese: `RMContainerAllocator 冻结了调度（headroom memory ${field("memory")}）。`,
  }),
};

const slowStartNotMet: EventType = {
  name: "hadoop/reduce-slow-start-not-met",
  pattern: /^Reduce slow start threshold not met\. completedMapsForReduceSlowstart (?<maps>\d+)$/,
  numericFields: ["maps"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `The reduce slow start threshold was not met; completedMapsForReduceSlowstart is ${field("maps")}.`,
      `At ${field("time")}, RMContainerAllocator logged Reduce slow start threshold not met with completedMapsForReduceSlowstart ${field("maps")}.`,
    ],
    chinese: [
      `未达到 Reduce 慢启动阈值，completedMapsForReduceSlowstart 为 ${field("maps")}。`,
      `${field("date")} ${field("time")}，Reduce 的 slow start 阈值还没满足（completedMapsForReduceSlowstart ${field("maps")}）。`,
    ],
  }),
  negationDropsLineNegation: true,
  negation: () => ({
    english: "The reduce slow start threshold was met.",
    chinese: "已达到 Reduce 慢启动阈值。",
  }),
  wrongEvent: ({ value: field }) => ({
    english: `The reduces were launched with completedMapsForReduceSlowstart ${field("maps")}.`,
    chinese: `Reduce 任务已经启动（completedMapsForReduceSlowstart 为 ${field("maps")}）。`,
  }),
};

const taskProgress: EventType = {
  name: "hadoop/task-attempt-progress",
  pattern: /^Progress of TaskAttempt (?<attempt>attempt_\w+) is : (?<progress>\d+\.\d+)$/,
  numericFields: ["progress"],
  entityFields: ["attempt"],
  faithful: ({ value: field }) => ({
    english: [
      `The progress of TaskAttempt ${field("attempt")} is ${field("progress")}.`,
      `At ${field("time")}, ${field("thread")} reported progress ${field("progress")} for ${field("attempt")}.`,
    ],
    chinese: [
      `任务尝试 ${field("attempt")} 的进度为 ${field("progress")}。`,
      `${field("date")} ${field("time")}，${field("attempt")} 上报进度 ${field("progress")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `TaskAttempt ${field("attempt")} made no progress.`,
    chinese: `任务尝试 ${field("attempt")} 没有任何进度。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `TaskAttempt ${field("attempt")} failed at progress ${field("progress")}.`,
    chinese: `任务尝试 ${field("attempt")} 在进度 ${field("progress")} 时失败。`,
  }),
};

export const hadoopProfile: SourceProfile = {
  source: "Hadoop",
  fileName: "Hadoop_2k.log",
  header:
    /^(?<date>\d{4}-\d\d-\d\d) (?<time>\d\d:\d\d:\d\d,\d{3}) (?<level>[A-Z]+) \[(?<thread>[^\]]+)\] (?<logger>[\w.$]+): (?<message>.*)$/,
  derive: (values: FieldValues) => ({
    shortLogger: (values.logger ?? "").split(".").pop() ?? "",
  }),
  timeOf: ({ value: field }) => `${field("date")} ${field("time")}`,
  questionsEnglish: [
    "What was the MapReduce application master doing at {time}?",
    "Did job_1445144423722_0020 run into trouble around {time}?",
    "What did the Hadoop AM log at {time}?",
  ],
  questionsChinese: [
    "{time} 时 MapReduce 的 ApplicationMaster 在做什么？",
    "{time} 前后 job_1445144423722_0020 有没有出问题？",
    "{time} 时 Hadoop AM 记录了什么？",
  ],
  causes: [
    {
      english: "because the NameNode was in safe mode",
      chinese: "原因是 NameNode 处于安全模式",
    },
    {
      english: "because the cluster had run out of memory",
      chinese: "原因是集群内存已耗尽",
    },
    {
      english: "due to a misconfigured yarn-site.xml",
      chinese: "原因是 yarn-site.xml 配置错误",
    },
  ],
  additions: [
    {
      english: "and the job was killed by the user ten minutes later",
      chinese: "并且该作业十分钟后被用户杀掉",
    },
    {
      english: "and the node was blacklisted afterwards",
      chinese: "并且该节点随后被列入黑名单",
    },
    {
      english: "and the ResourceManager failed over to its standby",
      chinese: "并且 ResourceManager 随后切换到了备用节点",
    },
  ],
  events: [
    createdAppMaster,
    executingWithTokens,
    tokenKind,
    newApiCommitter,
    committerInConfig,
    committerIs,
    registeringClass,
    defaultFileSystem,
    timelineNotEnabled,
    socketReader,
    ipcListener,
    ipcResponder,
    connectingToResourceManager,
    maxContainerCapability,
    queueName,
    threadPoolLimit,
    cachedProxies,
    jobTransition,
    processingEvent,
    authSuccessful,
    jvmAskedForTask,
    jvmGivenTask,
    recalculatingSchedule,
    slowStartNotMet,
    taskProgress,
  ],
};
