/**
 * Redis server logs from three installations: Redis 3.0.2 on macOS (30 May, two runs of
 * processes 4961 and 5092: the open-files limit raised, start, DB loaded, ready on port 6379,
 * SIGINT, final RDB snapshot saved, exit), Redis 1.2.6 on Debian (30 May: three starts with the
 * overcommit_memory warning, the periodic client and memory report, one client accepted and
 * later closed as idle) and Redis 2.4.6 on Windows (31 May: start with no dump.rdb, ready, the
 * periodic report): header layouts, event types with English and Chinese claim templates, and
 * fabrication clauses.
 */
import type {
  ClaimPair,
  EventType,
  FieldValues,
  SourceProfile,
} from "../heldout-real-logs/model.js";

/** "30 May 12:50:13.463": the moment a line carries, when it carries one. */
function deriveWhen(values: FieldValues): FieldValues {
  const { day, month, time } = values;
  return day !== undefined && month !== undefined && time !== undefined
    ? { when: `${day} ${month} ${time}` }
    : {};
}

const serverStarted: EventType = {
  name: "redis/server-started",
  pattern: /^Server started, Redis version (?<version>\d+\.\d+\.\d+)$/,
  numericFields: [],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `Server started at ${field("when")}, Redis version ${field("version")}.`,
      `The Redis ${field("version")} server started at ${field("when")}.`,
    ],
    chinese: [
      `${field("when")} Redis 服务启动了，版本是 ${field("version")}。`,
      `Redis ${field("version")} 在 ${field("when")} 完成启动。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `The Redis ${field("version")} server did not start at ${field("when")}.`,
    chinese: `Redis ${field("version")} 在 ${field("when")} 并没有启动。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `The Redis ${field("version")} server crashed during startup at ${field("when")}.`,
    chinese: `Redis ${field("version")} 在 ${field("when")} 启动过程中崩溃了。`,
  }),
};

const readyToAccept: EventType = {
  name: "redis/ready-to-accept-connections",
  pattern: /^The server is now ready to accept connections on port (?<port>\d+)$/,
  numericFields: ["port"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `The server is now ready to accept connections on port ${field("port")}.`,
      `At ${field("when")}, the server was ready to accept connections on port ${field("port")}.`,
    ],
    chinese: [
      `服务已经就绪，可以在 ${field("port")} 端口上接受连接了。`,
      `${field("when")}，server 开始在端口 ${field("port")} 上接受连接。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `The server was not accepting connections on port ${field("port")} at ${field("when")}.`,
    chinese: `${field("when")} 时服务并没有在 ${field("port")} 端口上接受连接。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `The server failed to bind port ${field("port")} at ${field("when")}.`,
    chinese: `${field("when")} 服务绑定 ${field("port")} 端口失败。`,
  }),
};

const maxOpenFiles: EventType = {
  name: "redis/max-open-files-increased",
  pattern:
    /^Increased maximum number of open files to (?<limit>\d+) \(it was originally set to (?<original>\d+)\)\.$/,
  numericFields: ["limit", "original"],
  entityFields: ["pid"],
  faithful: ({ value: field }) => ({
    english: [
      `${field("pid")}:M increased the maximum number of open files to ${field("limit")}; it was originally set to ${field("original")}.`,
      `At ${field("when")}, the maximum number of open files was increased to ${field("limit")} (originally ${field("original")}).`,
    ],
    chinese: [
      `进程 ${field("pid")} 把最大打开文件数从 ${field("original")} 调高到了 ${field("limit")}。`,
      `${field("when")}，open files 上限被提高到 ${field("limit")}，原先设置的是 ${field("original")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `Process ${field("pid")} did not change the maximum number of open files.`,
    chinese: `进程 ${field("pid")} 没有调整最大打开文件数。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `Process ${field("pid")} failed to raise the open files limit and kept ${field("original")}.`,
    chinese: `进程 ${field("pid")} 提高打开文件数上限失败，仍然是 ${field("original")}。`,
  }),
};

const dbLoaded: EventType = {
  name: "redis/db-loaded-from-disk",
  pattern: /^DB loaded from disk: (?<seconds>\d+\.\d+) seconds$/,
  numericFields: ["seconds"],
  entityFields: ["pid"],
  faithful: ({ value: field }) => ({
    english: [
      `${field("pid")}:M loaded the DB from disk in ${field("seconds")} seconds.`,
      `At ${field("when")}, the DB was loaded from disk: ${field("seconds")} seconds.`,
    ],
    chinese: [
      `进程 ${field("pid")} 从磁盘加载 DB 用了 ${field("seconds")} 秒。`,
      `${field("when")}，DB 从磁盘加载完成，耗时 ${field("seconds")} 秒。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `Process ${field("pid")} did not load the DB from disk.`,
    chinese: `进程 ${field("pid")} 没有从磁盘加载 DB。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `Process ${field("pid")} gave up loading the DB from disk after ${field("seconds")} seconds.`,
    chinese: `进程 ${field("pid")} 从磁盘加载 DB ${field("seconds")} 秒后放弃了。`,
  }),
};

const sigint: EventType = {
  name: "redis/sigint-scheduling-shutdown",
  pattern: /^Received SIGINT scheduling shutdown\.\.\.$/,
  numericFields: ["epoch"],
  entityFields: ["pid"],
  faithful: ({ value: field }) => ({
    english: [
      `${field("pid")} received SIGINT, scheduling shutdown.`,
      `The signal-handler (${field("epoch")}) of ${field("pid")} received SIGINT and is scheduling shutdown.`,
    ],
    chinese: [
      `进程 ${field("pid")} 收到 SIGINT，开始安排关闭。`,
      `${field("pid")} 的 signal-handler（${field("epoch")}）收到了 SIGINT 信号，准备关闭服务。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `Process ${field("pid")} did not receive SIGINT.`,
    chinese: `进程 ${field("pid")} 并没有收到 SIGINT。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `Process ${field("pid")} received SIGKILL and was killed immediately.`,
    chinese: `进程 ${field("pid")} 收到 SIGKILL，被立即杀掉了。`,
  }),
};

const userShutdown: EventType = {
  name: "redis/user-requested-shutdown",
  pattern: /^User requested shutdown\.\.\.$/,
  numericFields: [],
  entityFields: ["pid"],
  faithful: ({ value: field }) => ({
    english: [
      `User requested shutdown at ${field("when")}.`,
      `${field("pid")}:M logged that the user requested shutdown.`,
    ],
    chinese: [
      `${field("when")} 用户请求关闭服务。`,
      `进程 ${field("pid")} 记录到用户发起了 shutdown 请求。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `No user requested shutdown of process ${field("pid")}.`,
    chinese: `没有用户请求关闭进程 ${field("pid")}。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `The user cancelled the shutdown of process ${field("pid")} at ${field("when")}.`,
    chinese: `用户在 ${field("when")} 取消了进程 ${field("pid")} 的关闭。`,
  }),
};

const savingFinalSnapshot: EventType = {
  name: "redis/saving-final-rdb-snapshot",
  pattern: /^Saving the final RDB snapshot before exiting\.$/,
  numericFields: [],
  entityFields: ["pid"],
  faithful: ({ value: field }) => ({
    english: [
      `${field("pid")}:M is saving the final RDB snapshot before exiting.`,
      `At ${field("when")}, it logged saving the final RDB snapshot before exiting.`,
    ],
    chinese: [
      `进程 ${field("pid")} 在退出前保存最后一次 RDB 快照。`,
      `${field("when")}，退出之前先保存最终的 RDB snapshot。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `Process ${field("pid")} exited without saving a final RDB snapshot.`,
    chinese: `进程 ${field("pid")} 退出前没有保存最后的 RDB 快照。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `Process ${field("pid")} skipped the final RDB snapshot and rewrote the AOF instead.`,
    chinese: `进程 ${field("pid")} 跳过了最后的 RDB 快照，改为重写 AOF。`,
  }),
};

const dbSaved: EventType = {
  name: "redis/db-saved-on-disk",
  pattern: /^DB saved on disk$/,
  numericFields: [],
  entityFields: ["pid"],
  faithful: ({ value: field }) => ({
    english: [`DB saved on disk at ${field("when")}.`, `${field("pid")}:M saved the DB on disk.`],
    chinese: [`${field("when")} DB 已经保存到磁盘。`, `进程 ${field("pid")} 把 DB 存到了磁盘上。`],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `The DB was not saved on disk by process ${field("pid")}.`,
    chinese: `进程 ${field("pid")} 没有把 DB 保存到磁盘。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `Saving the DB on disk failed with an I/O error at ${field("when")}.`,
    chinese: `${field("when")} 保存 DB 到磁盘时出现 I/O 错误，保存失败。`,
  }),
};

const readyToExit: EventType = {
  name: "redis/ready-to-exit",
  pattern: /^Redis is now ready to exit, bye bye\.\.\.$/,
  numericFields: [],
  entityFields: ["pid"],
  faithful: ({ value: field }) => ({
    english: [
      `Redis is now ready to exit (${field("pid")}:M).`,
      `At ${field("when")}, Redis logged that it is ready to exit, bye bye.`,
    ],
    chinese: [
      `进程 ${field("pid")} 的 Redis 已经准备好退出了。`,
      `${field("when")}，Redis 准备退出（bye bye）。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `Redis process ${field("pid")} was not ready to exit.`,
    chinese: `Redis 进程 ${field("pid")} 还没有准备好退出。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `Redis process ${field("pid")} hung during shutdown and never exited.`,
    chinese: `Redis 进程 ${field("pid")} 在关闭过程中卡住，一直没有退出。`,
  }),
};

const overcommitWarning: EventType = {
  name: "redis/overcommit-memory-warning",
  pattern:
    /^WARNING overcommit_memory is set to (?<value>0)! Background save may fail under low condition memory\. To fix this issue add '(?<setting>vm\.overcommit_memory = 1)' to (?<file>\S+) and then reboot or run the command '(?<command>[^']+)' for this to take effect\.$/,
  numericFields: ["value"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `WARNING: overcommit_memory is set to ${field("value")}, and background save may fail under low condition memory.`,
      `At ${field("when")}, it warned that overcommit_memory is set to ${field("value")}; to fix this issue, add '${field("setting")}' to ${field("file")}.`,
    ],
    chinese: [
      `${field("when")} 出现告警：overcommit_memory 被设为 ${field("value")}，内存不足时后台保存可能会失败。`,
      `告警提示 overcommit_memory 为 ${field("value")}，建议在 ${field("file")} 里加上 '${field("setting")}'，然后重启或执行 '${field("command")}' 使其生效。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `No warning about overcommit_memory was logged at ${field("when")}.`,
    chinese: `${field("when")} 没有出现 overcommit_memory 相关的告警。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `At ${field("when")}, a background save already failed with an out-of-memory error.`,
    chinese: `${field("when")} 一次后台保存已经因为内存不足报错失败了。`,
  }),
};

const clientsReport: EventType = {
  name: "redis/clients-and-memory-report",
  pattern:
    /^(?<clients>\d+) clients connected \((?<slaves>\d+) slaves\), (?<bytes>\d+) bytes in use(?:, (?<shared>\d+) shared objects)?$/,
  numericFields: ["clients", "bytes"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `${field("clients")} clients connected (${field("slaves")} slaves), ${field("bytes")} bytes in use at ${field("when")}.`,
      `At ${field("when")}, ${field("clients")} clients connected and ${field("bytes")} bytes in use.`,
    ],
    chinese: [
      `${field("when")} 有 ${field("clients")} 个客户端连接（${field("slaves")} 个 slave），内存占用 ${field("bytes")} 字节。`,
      `${field("when")} 的统计：连接数 ${field("clients")}，已用内存 ${field("bytes")} bytes。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `At ${field("when")}, no memory was in use.`,
    chinese: `${field("when")} 没有任何内存占用。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `At ${field("when")}, a replica was attached and syncing.`,
    chinese: `${field("when")} 有一个从库已经连上并且正在同步。`,
  }),
};

const clientAccepted: EventType = {
  name: "redis/client-accepted",
  pattern: /^Accepted (?<ip>\d+\.\d+\.\d+\.\d+):(?<port>\d+)$/,
  numericFields: ["port"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `Accepted ${field("ip")}:${field("port")} at ${field("when")}.`,
      `At ${field("when")}, ${field("ip")}:${field("port")} was accepted.`,
    ],
    chinese: [
      `${field("when")} 接受了来自 ${field("ip")}:${field("port")} 的连接。`,
      `${field("ip")}:${field("port")} 这个客户端的连接被接受了。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `The connection from ${field("ip")}:${field("port")} was not accepted.`,
    chinese: `${field("ip")}:${field("port")} 的连接没有被接受。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `The connection from ${field("ip")}:${field("port")} was closed after an authentication failure.`,
    chinese: `${field("ip")}:${field("port")} 的连接因为认证失败被关闭了。`,
  }),
};

const closingIdleClient: EventType = {
  name: "redis/closing-idle-client",
  pattern: /^Closing idle client$/,
  numericFields: [],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `Closing idle client at ${field("when")}.`,
      `At ${field("when")}, it logged closing idle client.`,
    ],
    chinese: [
      `${field("when")} 关闭了一个空闲的客户端连接。`,
      `${field("when")} 空闲的 client 被关掉了。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `No idle client was closed at ${field("when")}.`,
    chinese: `${field("when")} 没有关闭任何空闲客户端。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `At ${field("when")}, a client was disconnected for exceeding the output buffer limit.`,
    chinese: `${field("when")} 有客户端因为超出输出缓冲区限制被断开。`,
  }),
};

const dataFileMissing: EventType = {
  name: "redis/open-data-file-missing",
  pattern: /^Open data file (?<file>\S+): No such file or directory$/,
  numericFields: [],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `Open data file ${field("file")}: No such file or directory.`,
      `At ${field("when")}, ${field("pid")} got No such file or directory for data file ${field("file")}.`,
    ],
    chinese: [
      `${field("when")} 打开数据文件 ${field("file")} 失败：No such file or directory。`,
      `进程 ${field("pid")} 找不到数据文件 ${field("file")}（No such file or directory）。`,
    ],
  }),
  negationDropsLineNegation: true,
  negation: ({ value: field }) => ({
    english: `The data file ${field("file")} was found and opened.`,
    chinese: `数据文件 ${field("file")} 已找到并成功打开。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `The data file ${field("file")} was corrupted and could not be loaded.`,
    chinese: `数据文件 ${field("file")} 已损坏，无法加载。`,
  }),
};

const questionsEnglish = [
  "What did Redis log around {time}?",
  "Was the Redis server healthy around {time}?",
  "Did Redis restart or shut down around {time}?",
];
const questionsChinese = [
  "{time} 前后 Redis 记录了什么？",
  "{time} 左右 Redis 服务是否正常？",
  "{time} 前后 Redis 有没有重启或者关闭？",
];
const causes: readonly ClaimPair[] = [
  {
    english: "because the host ran out of memory",
    chinese: "原因是主机内存耗尽",
  },
  {
    english: "due to a failover triggered by Sentinel",
    chinese: "原因是 Sentinel 触发了主从切换",
  },
  {
    english: "because a deploy restarted the container",
    chinese: "原因是一次发布重启了容器",
  },
];
const additions: readonly ClaimPair[] = [
  {
    english: "and the replicas lost their connection right after",
    chinese: "随后从库的连接立即断开了",
  },
  {
    english: "and the latency alert fired a minute later",
    chinese: "并且一分钟后触发了延迟告警",
  },
  {
    english: "and the keyspace was flushed afterwards",
    chinese: "之后 keyspace 被清空了",
  },
];

export const redisProfile: SourceProfile = {
  source: "Redis",
  fileName: "redis-3.0.2-darwin.log",
  header:
    /^(?<pid>\d+):(?:(?<role>[MSCX]) (?<day>\d\d) (?<month>[A-Z][a-z]{2}) (?<time>\d\d:\d\d:\d\d\.\d{3}) (?<level>[.\-*#])|signal-handler \((?<epoch>\d+)\)) (?<message>.*)$/,
  derive: deriveWhen,
  timeOf: ({ value: field }) => {
    try {
      return field("when");
    } catch {
      return `signal-handler (${field("epoch")})`;
    }
  },
  questionsEnglish,
  questionsChinese,
  causes,
  additions,
  events: [
    maxOpenFiles,
    serverStarted,
    dbLoaded,
    readyToAccept,
    sigint,
    userShutdown,
    savingFinalSnapshot,
    dbSaved,
    readyToExit,
  ],
};

export const redisDebianProfile: SourceProfile = {
  source: "RedisDebian",
  fileName: "redis-1.2.6-debian.log",
  header:
    /^(?<day>\d\d) (?<month>[A-Z][a-z]{2}) (?<time>\d\d:\d\d:\d\d) (?<level>[.\-*#]) (?<message>.*)$/,
  derive: deriveWhen,
  timeOf: ({ value: field }) => field("when"),
  questionsEnglish,
  questionsChinese,
  causes,
  additions,
  events: [
    serverStarted,
    overcommitWarning,
    readyToAccept,
    clientsReport,
    clientAccepted,
    closingIdleClient,
  ],
};

export const redisWindowsProfile: SourceProfile = {
  source: "RedisWindows",
  fileName: "redis-2.4.6-windows.log",
  header:
    /^\[(?<pid>\d+)\] (?<day>\d\d) (?<month>[A-Z][a-z]{2}) (?<time>\d\d:\d\d:\d\d) (?<level>[.\-*#]) (?<message>.*)$/,
  derive: deriveWhen,
  timeOf: ({ value: field }) => field("when"),
  questionsEnglish,
  questionsChinese,
  causes,
  additions,
  events: [serverStarted, dataFileMissing, readyToAccept, clientsReport],
};
