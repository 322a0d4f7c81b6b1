/**
 * MongoDB server logs: a 3.2.11 mongod on Debian (5 February 2018, in the fixture's own
 * order: start-up details, WiredTiger and FTDC set-up, local connections accepted and ended,
 * then signal 15 and the shutdown steps), a 4.4.4 mongod in Docker writing structured JSON
 * (22 March 2021: TLS 1.0 disabled, start-up warnings, collections and indexes created,
 * listeners, one shell connection, a slow serverStatus) and three ACCESS records of 4.4
 * servers (a failed and a successful SCRAM authentication, a failed authorization check):
 * header layouts, event types with English and Chinese claim templates, and fabrication
 * clauses.
 */
import type {
  ClaimPair,
  EventType,
  FieldValues,
  SourceProfile,
} from "../heldout-real-logs/model.js";

function deriveStamp(values: FieldValues): FieldValues {
  const { date, time, zone } = values;
  return date !== undefined && time !== undefined && zone !== undefined
    ? { stamp: `${date}T${time}${zone}` }
    : {};
}

// ---------------------------------------------------------------------------------------
// MongoDB 3.2.11, plain text

const gitVersion: EventType = {
  name: "mongodb/git-version",
  pattern: /^git version: (?<hash>[0-9a-f]{40})$/,
  numericFields: [],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `The git version is ${field("hash")} (${field("context")}).`,
      `At ${field("stamp")}, CONTROL logged git version ${field("hash")}.`,
    ],
    chinese: [
      `这个构建的 git version 是 ${field("hash")}。`,
      `${field("stamp")}，[${field("context")}] 打印了 git 版本号 ${field("hash")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: () => ({
    english: "No git version was logged at startup.",
    chinese: "启动时没有打印 git 版本。",
  }),
  wrongEvent: ({ value: field }) => ({
    english: `The server refused to start because git version ${field("hash")} is unsupported.`,
    chinese: `服务因为 git 版本 ${field("hash")} 不受支持而拒绝启动。`,
  }),
};

const modulesNone: EventType = {
  name: "mongodb/modules-none",
  pattern: /^modules: none$/,
  numericFields: [],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `Modules: none (${field("context")}).`,
      `At ${field("stamp")}, CONTROL logged modules: none.`,
    ],
    chinese: [
      `没有加载任何 modules（modules: none）。`,
      `${field("stamp")} 启动时 modules 为 none。`,
    ],
  }),
  negationDropsLineNegation: true,
  negation: () => ({
    english: "Enterprise modules were loaded at startup.",
    chinese: "启动时加载了企业版 modules。",
  }),
  wrongEvent: () => ({
    english: "A module failed to load at startup.",
    chinese: "启动时有一个 module 加载失败。",
  }),
};

const opensslVersion: EventType = {
  name: "mongodb/openssl-version",
  pattern:
    /^OpenSSL version: OpenSSL (?<openssl>\d+\.\d+\.\d+[a-z]) {2}(?<built>\d+ [A-Z][a-z]+ \d{4})$/,
  numericFields: [],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `The OpenSSL version is OpenSSL ${field("openssl")}, ${field("built")}.`,
      `At ${field("stamp")}, ${field("context")} logged OpenSSL version ${field("openssl")}.`,
    ],
    chinese: [
      `使用的 OpenSSL 版本是 ${field("openssl")}（${field("built")}）。`,
      `${field("stamp")}，[${field("context")}] 报告 OpenSSL 版本为 OpenSSL ${field("openssl")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: () => ({
    english: "No OpenSSL version was reported at startup.",
    chinese: "启动时没有报告 OpenSSL 版本。",
  }),
  wrongEvent: ({ value: field }) => ({
    english: `OpenSSL ${field("openssl")} failed to initialize.`,
    chinese: `OpenSSL ${field("openssl")} 初始化失败。`,
  }),
};

const wiredtigerOpen: EventType = {
  name: "mongodb/wiredtiger-open-config",
  pattern:
    /^wiredtiger_open config: create,cache_size=(?<cache>\d+)G,session_max=(?<sessions>\d+),eviction=\(threads_max=(?<threads>\d+)\),.*compressor=(?<compressor>\w+)\),.*checkpoint=\(wait=(?<wait>\d+),log_size=(?<logsize>\d+)GB\).*$/,
  numericFields: ["cache", "sessions", "threads"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `wiredtiger_open config: cache_size=${field("cache")}G, session_max=${field("sessions")}, eviction=(threads_max=${field("threads")}).`,
      `At ${field("stamp")}, STORAGE logged the wiredtiger_open config with cache_size=${field("cache")}G and session_max=${field("sessions")}.`,
    ],
    chinese: [
      `WiredTiger 的打开配置：cache_size=${field("cache")}G，session_max=${field("sessions")}，eviction 的 threads_max=${field("threads")}。`,
      `${field("stamp")} STORAGE 以 cache_size=${field("cache")}G 打开 wiredtiger，日志用 ${field("compressor")} 压缩。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: () => ({
    english: "WiredTiger was opened without a cache size.",
    chinese: "WiredTiger 打开时没有设置 cache 大小。",
  }),
  wrongEvent: ({ value: field }) => ({
    english: `wiredtiger_open failed with cache_size=${field("cache")}G.`,
    chinese: `wiredtiger_open 在 cache_size=${field("cache")}G 时打开失败。`,
  }),
};

const ftdcInitPlain: EventType = {
  name: "mongodb/ftdc-initializing",
  pattern: /^Initializing full-time diagnostic data capture with directory '(?<dir>[^']+)'$/,
  numericFields: [],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `FTDC is initializing full-time diagnostic data capture with directory '${field("dir")}'.`,
      `At ${field("stamp")}, full-time diagnostic data capture was initialized with directory ${field("dir")}.`,
    ],
    chinese: [
      `FTDC 开始初始化 full-time diagnostic data capture，目录是 ${field("dir")}。`,
      `${field("stamp")}，全时诊断数据采集（FTDC）初始化，数据目录为 ${field("dir")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: () => ({
    english: "Full-time diagnostic data capture was disabled.",
    chinese: "全时诊断数据采集被禁用了。",
  }),
  wrongEvent: ({ value: field }) => ({
    english: `FTDC failed to create the directory ${field("dir")}.`,
    chinese: `FTDC 创建目录 ${field("dir")} 失败。`,
  }),
};

const canonicalizationWorker: EventType = {
  name: "mongodb/hostname-canonicalization-worker",
  pattern: /^Starting hostname canonicalization worker$/,
  numericFields: [],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `Starting hostname canonicalization worker (${field("context")}).`,
      `At ${field("stamp")}, NETWORK logged starting hostname canonicalization worker.`,
    ],
    chinese: [
      `${field("stamp")} 启动了 hostname canonicalization worker。`,
      `NETWORK 组件开始启动主机名规范化的 worker。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: () => ({
    english: "The hostname canonicalization worker was not started.",
    chinese: "主机名规范化的 worker 没有启动。",
  }),
  wrongEvent: () => ({
    english: "The hostname canonicalization worker crashed.",
    chinese: "hostname canonicalization worker 崩溃了。",
  }),
};

const waitingForConnections: EventType = {
  name: "mongodb/waiting-for-connections",
  pattern: /^waiting for connections on port (?<port>\d+)$/,
  numericFields: ["port"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `${field("context")} is waiting for connections on port ${field("port")}.`,
      `At ${field("stamp")}, NETWORK logged waiting for connections on port ${field("port")}.`,
    ],
    chinese: [
      `${field("stamp")} 开始在 ${field("port")} 端口等待连接。`,
      `服务已在端口 ${field("port")} 上监听，等待客户端连接。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `Nothing was listening on port ${field("port")}.`,
    chinese: `${field("port")} 端口上没有在监听。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `Binding to port ${field("port")} failed: address already in use.`,
    chinese: `绑定 ${field("port")} 端口失败：地址已被占用。`,
  }),
};

const endConnection: EventType = {
  name: "mongodb/end-connection",
  pattern:
    /^end connection (?<remote>\d+\.\d+\.\d+\.\d+:\d+) \((?<open>\d+) connections? now open\)$/,
  numericFields: ["open"],
  entityFields: ["remote", "context"],
  faithful: ({ value: field }) => ({
    english: [
      `${field("context")} ended connection ${field("remote")}; ${field("open")} connections now open.`,
      `At ${field("stamp")}, end connection ${field("remote")} (${field("open")} connections now open).`,
    ],
    chinese: [
      `${field("context")} 上来自 ${field("remote")} 的连接结束了，当前打开的连接数为 ${field("open")}。`,
      `${field("stamp")}，${field("remote")} 的连接结束，现在还剩 ${field("open")} 个连接。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `The connection from ${field("remote")} stayed open.`,
    chinese: `${field("remote")} 的连接一直保持打开，没有结束。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `The connection from ${field("remote")} was killed by an operator.`,
    chinese: `${field("remote")} 的连接被运维人员手动 kill 掉了。`,
  }),
};

const connectionAcceptedPlain: EventType = {
  name: "mongodb/connection-accepted",
  pattern:
    /^connection accepted from (?<remote>\d+\.\d+\.\d+\.\d+:\d+) #(?<number>\d+) \((?<open>\d+) connections? now open\)$/,
  numericFields: ["number", "open"],
  entityFields: ["remote"],
  faithful: ({ value: field }) => ({
    english: [
      `Connection accepted from ${field("remote")} #${field("number")} (${field("open")} connection now open).`,
      `At ${field("stamp")}, ${field("context")} accepted connection #${field("number")} from ${field("remote")}.`,
    ],
    chinese: [
      `${field("stamp")} 接受了来自 ${field("remote")} 的连接 #${field("number")}，当前打开 ${field("open")} 个连接。`,
      `${field("remote")} 连上来了，连接编号 #${field("number")}，此时共有 ${field("open")} 个连接。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `The connection from ${field("remote")} was refused.`,
    chinese: `${field("remote")} 的连接被拒绝了。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `The connection from ${field("remote")} was rejected because the connection limit was reached.`,
    chinese: `${field("remote")} 的连接因为达到连接数上限被拒绝。`,
  }),
};

const nowExiting: EventType = {
  name: "mongodb/now-exiting",
  pattern: /^now exiting$/,
  numericFields: [],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `At ${field("stamp")}, ${field("context")} logged now exiting.`,
      `CONTROL logged now exiting (${field("context")}).`,
    ],
    chinese: [
      `${field("stamp")}，进程开始退出（now exiting）。`,
      `${field("context")} 打印了 now exiting，服务正在退出。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: () => ({
    english: "The process did not exit.",
    chinese: "进程并没有退出。",
  }),
  wrongEvent: () => ({
    english: "The process was restarted by systemd.",
    chinese: "进程被 systemd 重启了。",
  }),
};

const closingListeningSocket: EventType = {
  name: "mongodb/closing-listening-socket",
  pattern: /^closing listening socket: (?<fd>\d+)$/,
  numericFields: ["fd"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `Closing listening socket: ${field("fd")}.`,
      `At ${field("stamp")}, ${field("context")} was closing listening socket ${field("fd")}.`,
    ],
    chinese: [
      `${field("stamp")} 关闭监听 socket ${field("fd")}。`,
      `${field("context")} 正在关闭编号为 ${field("fd")} 的监听套接字。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `Listening socket ${field("fd")} was left open.`,
    chinese: `监听 socket ${field("fd")} 没有被关闭。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `Listening socket ${field("fd")} could not be closed and leaked.`,
    chinese: `监听 socket ${field("fd")} 关闭失败，发生了泄漏。`,
  }),
};

const removingSocketFile: EventType = {
  name: "mongodb/removing-socket-file",
  pattern: /^removing socket file: (?<file>\S+)$/,
  numericFields: [],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `Removing socket file: ${field("file")}.`,
      `At ${field("stamp")}, ${field("context")} removed socket file ${field("file")}.`,
    ],
    chinese: [
      `${field("stamp")} 删除了 socket 文件 ${field("file")}。`,
      `正在移除 socket 文件 ${field("file")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `The socket file ${field("file")} was not removed.`,
    chinese: `socket 文件 ${field("file")} 没有被删除。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `Removing socket file ${field("file")} failed with permission denied.`,
    chinese: `删除 socket 文件 ${field("file")} 时权限不足，删除失败。`,
  }),
};

const shutdownStep: EventType = {
  name: "mongodb/shutdown-going-to",
  pattern:
    /^shutdown: going to (?<step>flush diaglog|close sockets|close listening sockets)\.\.\.$/,
  numericFields: [],
  entityFields: ["step"],
  faithful: ({ value: field }) => ({
    english: [
      `Shutdown: going to ${field("step")} (${field("context")}).`,
      `At ${field("stamp")}, the shutdown was going to ${field("step")}.`,
    ],
    chinese: [
      `${field("stamp")} 关闭流程：准备 ${field("step")}。`,
      `shutdown 过程中，下一步要 ${field("step")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `The shutdown did not ${field("step")}.`,
    chinese: `关闭过程中没有执行 ${field("step")}。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `The shutdown hung while trying to ${field("step")}.`,
    chinese: `shutdown 在 ${field("step")} 这一步卡住了。`,
  }),
};

const removingFsLock: EventType = {
  name: "mongodb/shutdown-removing-fs-lock",
  pattern: /^shutdown: removing fs lock\.\.\.$/,
  numericFields: [],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `Shutdown: removing fs lock at ${field("stamp")}.`,
      `${field("context")} was removing the fs lock at shutdown.`,
    ],
    chinese: [
      `${field("stamp")} 关闭时移除 fs lock。`,
      `shutdown 阶段正在删除文件系统锁（fs lock）。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: () => ({
    english: "The fs lock was not removed at shutdown.",
    chinese: "关闭时没有移除 fs lock。",
  }),
  wrongEvent: () => ({
    english: "The fs lock could not be removed because another mongod held it.",
    chinese: "fs lock 被另一个 mongod 占用，无法删除。",
  }),
};

const dbVersion: EventType = {
  name: "mongodb/db-version",
  pattern: /^db version (?<version>v\d+\.\d+\.\d+)$/,
  numericFields: [],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `The db version is ${field("version")}.`,
      `At ${field("stamp")}, CONTROL logged db version ${field("version")}.`,
    ],
    chinese: [
      `数据库版本是 ${field("version")}。`,
      `${field("stamp")} 启动日志显示 db version 为 ${field("version")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: () => ({
    english: "The db version was not logged at startup.",
    chinese: "启动时没有打印 db 版本。",
  }),
  wrongEvent: ({ value: field }) => ({
    english: `The db was upgraded to ${field("version")} at ${field("stamp")}.`,
    chinese: `${field("stamp")} 数据库被升级到了 ${field("version")}。`,
  }),
};

const buildEnvironment: EventType = {
  name: "mongodb/build-environment",
  pattern: /^build environment:$/,
  numericFields: [],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `${field("context")} logged the build environment.`,
      `At ${field("stamp")}, CONTROL logged build environment.`,
    ],
    chinese: [
      `${field("stamp")} 打印了 build environment 信息。`,
      `启动时输出了构建环境（build environment）。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: () => ({
    english: "No build environment was logged.",
    chinese: "没有输出构建环境信息。",
  }),
  wrongEvent: () => ({
    english: "The build environment check failed.",
    chinese: "构建环境检查失败。",
  }),
};

const buildDetail: EventType = {
  name: "mongodb/build-architecture",
  pattern: /^ {4}(?<key>distarch|target_arch): (?<arch>\w+)$/,
  numericFields: [],
  entityFields: ["key"],
  faithful: ({ value: field }) => ({
    english: [
      `${field("key")}: ${field("arch")} (${field("context")}).`,
      `At ${field("stamp")}, CONTROL logged ${field("key")} ${field("arch")}.`,
    ],
    chinese: [
      `构建环境里的 ${field("key")} 是 ${field("arch")}。`,
      `${field("stamp")}，${field("key")} 为 ${field("arch")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `The ${field("key")} is not ${field("arch")}.`,
    chinese: `${field("key")} 不是 ${field("arch")}。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `The binary for ${field("key")} ${field("arch")} failed to load.`,
    chinese: `${field("key")} ${field("arch")} 的二进制加载失败。`,
  }),
};

const startupOptions: EventType = {
  name: "mongodb/startup-options",
  pattern:
    /^options: \{ config: "(?<config>[^"]+)", net: \{ bindIp: "(?<bindIp>[^"]+)", unixDomainSocket: \{ pathPrefix: "(?<socketPrefix>[^"]+)" \} \}, storage: \{ dbPath: "(?<dbPath>[^"]+)", journal: \{ enabled: true \} \}, systemLog: \{ destination: "file", logAppend: true, path: "(?<logPath>[^"]+)" \} \}$/,
  numericFields: [],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `The options are config "${field("config")}", bindIp "${field("bindIp")}" and dbPath "${field("dbPath")}", with journal enabled.`,
      `At ${field("stamp")}, the options had bindIp ${field("bindIp")} and systemLog path ${field("logPath")}.`,
    ],
    chinese: [
      `启动参数：配置文件 ${field("config")}，bindIp 为 ${field("bindIp")}，数据目录 ${field("dbPath")}，journal 已开启。`,
      `${field("stamp")} 的启动参数里 systemLog 路径是 ${field("logPath")}，bindIp 是 ${field("bindIp")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: () => ({
    english: "The journal was not enabled in the options.",
    chinese: "启动参数里 journal 没有开启。",
  }),
  wrongEvent: () => ({
    english: "The options were rejected as invalid at startup.",
    chinese: "启动参数被判定为无效而被拒绝。",
  }),
};

const wiredTigerShuttingDown: EventType = {
  name: "mongodb/wiredtiger-shutting-down",
  pattern: /^WiredTigerKVEngine shutting down$/,
  numericFields: [],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      "WiredTigerKVEngine is shutting down.",
      `At ${field("stamp")}, STORAGE logged WiredTigerKVEngine shutting down.`,
    ],
    chinese: [
      "WiredTigerKVEngine 正在关闭。",
      `${field("stamp")}，存储引擎 WiredTigerKVEngine 开始关闭。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: () => ({
    english: "WiredTigerKVEngine kept running and did not shut down.",
    chinese: "WiredTigerKVEngine 并没有关闭。",
  }),
  wrongEvent: () => ({
    english: "WiredTigerKVEngine crashed with a checksum error.",
    chinese: "WiredTigerKVEngine 因校验和错误崩溃。",
  }),
};

const dbexit: EventType = {
  name: "mongodb/dbexit",
  pattern: /^dbexit: {2}rc: (?<rc>\d+)$/,
  numericFields: ["rc"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `dbexit with rc: ${field("rc")}.`,
      `At ${field("stamp")}, ${field("context")} logged dbexit, rc ${field("rc")}.`,
    ],
    chinese: [
      `${field("stamp")} 数据库退出，返回码 rc 为 ${field("rc")}。`,
      `进程以 rc: ${field("rc")} 退出（dbexit）。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: () => ({
    english: "The process never reached dbexit.",
    chinese: "进程没有走到 dbexit。",
  }),
  wrongEvent: () => ({
    english: "The process aborted with a core dump.",
    chinese: "进程异常中止并生成了 core dump。",
  }),
};

const mongodbStarting: EventType = {
  name: "mongodb/starting",
  pattern:
    /^MongoDB starting : pid=(?<pid>\d+) port=(?<port>\d+) dbpath=(?<dbpath>\S+) (?<bits>64-bit) host=(?<host>\S+)$/,
  numericFields: ["pid", "port"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `MongoDB starting: pid=${field("pid")} port=${field("port")} dbpath=${field("dbpath")} host=${field("host")}.`,
      `At ${field("stamp")}, MongoDB was starting with pid=${field("pid")}, port=${field("port")}, ${field("bits")}.`,
    ],
    chinese: [
      `MongoDB 在 ${field("host")} 上启动，pid=${field("pid")}，端口 ${field("port")}，数据目录 ${field("dbpath")}。`,
      `${field("stamp")}，MongoDB（${field("bits")}）开始启动，进程号 ${field("pid")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `MongoDB did not start on ${field("host")}.`,
    chinese: `MongoDB 没有在 ${field("host")} 上启动。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `MongoDB on ${field("host")} failed to start because port ${field("port")} was in use.`,
    chinese: `${field("host")} 上的 MongoDB 因 ${field("port")} 端口被占用而启动失败。`,
  }),
};

const allocator: EventType = {
  name: "mongodb/allocator",
  pattern: /^allocator: (?<allocator>\w+)$/,
  numericFields: [],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `The allocator is ${field("allocator")}.`,
      `At ${field("stamp")}, CONTROL logged allocator: ${field("allocator")}.`,
    ],
    chinese: [
      `内存分配器用的是 ${field("allocator")}。`,
      `${field("stamp")}，allocator 为 ${field("allocator")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `The allocator is not ${field("allocator")}.`,
    chinese: `分配器不是 ${field("allocator")}。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `The ${field("allocator")} allocator ran out of memory.`,
    chinese: `${field("allocator")} 分配器内存耗尽了。`,
  }),
};

const gotSignal: EventType = {
  name: "mongodb/got-signal",
  pattern: /^got signal (?<signal>\d+) \((?<signame>\w+)\), will terminate after current cmd ends$/,
  numericFields: ["signal"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `Got signal ${field("signal")} (${field("signame")}); will terminate after current cmd ends.`,
      `At ${field("stamp")}, ${field("context")} got signal ${field("signal")} (${field("signame")}).`,
    ],
    chinese: [
      `${field("stamp")} 收到 signal ${field("signal")}（${field("signame")}），会在当前命令执行完后终止。`,
      `进程收到 ${field("signal")} 号信号（${field("signame")}），等当前 cmd 结束后退出。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: () => ({
    english: "The process received no signal.",
    chinese: "进程没有收到任何信号。",
  }),
  wrongEvent: ({ value: field }) => ({
    english: `Got signal ${field("signal")} and terminated immediately, aborting the current cmd.`,
    chinese: `收到 ${field("signal")} 号信号后立即终止，当前命令被中断。`,
  }),
};

const ftdcShutdown: EventType = {
  name: "mongodb/ftdc-shutting-down",
  pattern: /^Shutting down full-time diagnostic data capture$/,
  numericFields: [],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `Shutting down full-time diagnostic data capture (${field("context")}).`,
      `At ${field("stamp")}, FTDC logged shutting down full-time diagnostic data capture.`,
    ],
    chinese: [
      `${field("stamp")} 关闭全时诊断数据采集（FTDC）。`,
      "FTDC 正在关闭 full-time diagnostic data capture。",
    ],
  }),
  negationDropsLineNegation: false,
  negation: () => ({
    english: "Full-time diagnostic data capture kept running.",
    chinese: "全时诊断数据采集没有关闭。",
  }),
  wrongEvent: () => ({
    english: "Full-time diagnostic data capture failed to flush its last file.",
    chinese: "FTDC 最后一个文件写入失败。",
  }),
};

// ---------------------------------------------------------------------------------------
// MongoDB 4.4.4, structured JSON

const tlsDisabled: EventType = {
  name: "mongodb-json/tls-1.0-disabled",
  pattern:
    /^"msg":"Automatically disabling TLS 1\.0, to force-enable TLS 1\.0 specify --sslDisabledProtocols 'none'"\}$/,
  numericFields: [],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      "Automatically disabling TLS 1.0 (to force-enable TLS 1.0, specify --sslDisabledProtocols).",
      `At ${field("stamp")}, ${field("component")} (id ${field("id")}) logged automatically disabling TLS 1.0.`,
    ],
    chinese: [
      "启动时自动禁用了 TLS 1.0，如果要强制启用，需要指定 --sslDisabledProtocols 'none'。",
      `${field("stamp")}，${field("component")} 自动禁用了 TLS 1.0。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: () => ({
    english: "TLS 1.0 was left enabled.",
    chinese: "TLS 1.0 仍然是启用状态。",
  }),
  wrongEvent: () => ({
    english: "A client was rejected for using TLS 1.0.",
    chinese: "有客户端因为使用 TLS 1.0 被拒绝了。",
  }),
};

const noTransportLayer: EventType = {
  name: "mongodb-json/no-transport-layer",
  pattern: /^"msg":"No TransportLayer configured during NetworkInterface startup"\}$/,
  numericFields: [],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `No TransportLayer was configured during NetworkInterface startup (${field("component")}, ${field("ctx")}).`,
      `At ${field("stamp")}, ${field("component")} logged no TransportLayer configured during NetworkInterface startup.`,
    ],
    chinese: [
      `${field("stamp")} ${field("component")} 告警：NetworkInterface 启动时没有配置 TransportLayer。`,
      "NetworkInterface 启动期间未配置 TransportLayer（W 级别）。",
    ],
  }),
  negationDropsLineNegation: true,
  negation: () => ({
    english: "A TransportLayer was configured during NetworkInterface startup.",
    chinese: "NetworkInterface 启动时已经配置了 TransportLayer。",
  }),
  wrongEvent: ({ value: field }) => ({
    english: `NetworkInterface startup failed and ${field("component")} aborted.`,
    chinese: `NetworkInterface 启动失败，${field("component")} 中止了。`,
  }),
};

const tcpFastOpen: EventType = {
  name: "mongodb-json/tcp-fastopen-unavailable",
  pattern:
    /^"msg":"Implicit TCP FastOpen unavailable\. If TCP FastOpen is required, set tcpFastOpenServer, tcpFastOpenClient, and tcpFastOpenQueueSize\."\}$/,
  numericFields: [],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      "Implicit TCP FastOpen is unavailable; if TCP FastOpen is required, set tcpFastOpenServer, tcpFastOpenClient, and tcpFastOpenQueueSize.",
      `At ${field("stamp")}, ${field("component")} logged implicit TCP FastOpen unavailable.`,
    ],
    chinese: [
      "隐式 TCP FastOpen 不可用；如果需要 TCP FastOpen，要设置 tcpFastOpenServer、tcpFastOpenClient 和 tcpFastOpenQueueSize。",
      `${field("stamp")} ${field("component")} 提示 TCP FastOpen 不可用。`,
    ],
  }),
  negationDropsLineNegation: true,
  negation: () => ({
    english: "Implicit TCP FastOpen is available.",
    chinese: "隐式 TCP FastOpen 是可用的。",
  }),
  wrongEvent: () => ({
    english: "TCP FastOpen was enabled on every listener.",
    chinese: "所有监听端口都启用了 TCP FastOpen。",
  }),
};

const mongodbStartingJson: EventType = {
  name: "mongodb-json/starting",
  pattern:
    /^"msg":"MongoDB starting","attr":\{"pid":(?<pid>\d+),"port":(?<port>\d+),"dbPath":"(?<dbPath>[^"]+)","architecture":"(?<arch>[^"]+)","host":"(?<host>[^"]+)"\}\}$/,
  numericFields: ["port"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `MongoDB starting: pid ${field("pid")}, port ${field("port")}, dbPath ${field("dbPath")}, host ${field("host")}.`,
      `At ${field("stamp")}, MongoDB was starting on host ${field("host")} (${field("arch")}).`,
    ],
    chinese: [
      `MongoDB 在 ${field("host")} 上启动，pid 为 ${field("pid")}，端口 ${field("port")}，数据目录 ${field("dbPath")}。`,
      `${field("stamp")}，MongoDB 开始启动（${field("arch")}，主机 ${field("host")}）。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `MongoDB did not start on host ${field("host")}.`,
    chinese: `MongoDB 没有在 ${field("host")} 上启动。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `MongoDB on host ${field("host")} failed to start because port ${field("port")} was in use.`,
    chinese: `${field("host")} 上的 MongoDB 因为 ${field("port")} 端口被占用而启动失败。`,
  }),
};

const buildInfo: EventType = {
  name: "mongodb-json/build-info",
  pattern:
    /^"msg":"Build Info","attr":\{"buildInfo":\{"version":"(?<version>\d+\.\d+\.\d+)","gitVersion":"(?<git>[0-9a-f]{40})","openSSLVersion":"OpenSSL (?<openssl>[\d.]+[a-z]?) {2}[^"]+","modules":\[\],"allocator":"(?<allocator>\w+)","environment":\{"distmod":"(?<distmod>\w+)","distarch":"(?<distarch>\w+)","target_arch":"\w+"\}\}\}\}$/,
  numericFields: [],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `Build Info: version ${field("version")}, gitVersion ${field("git")}, distmod ${field("distmod")}.`,
      `At ${field("stamp")}, the Build Info had version ${field("version")} and allocator ${field("allocator")}.`,
    ],
    chinese: [
      `构建信息：版本 ${field("version")}，gitVersion 为 ${field("git")}，发行包 ${field("distmod")}。`,
      `${field("stamp")} 打印 Build Info，版本 ${field("version")}，使用 ${field("allocator")} 分配器，OpenSSL ${field("openssl")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: () => ({
    english: "No Build Info was logged at startup.",
    chinese: "启动时没有打印 Build Info。",
  }),
  wrongEvent: ({ value: field }) => ({
    english: `Build ${field("version")} failed its startup self-test.`,
    chinese: `${field("version")} 版本启动自检失败。`,
  }),
};

const xfsRecommended: EventType = {
  name: "mongodb-json/xfs-recommended",
  pattern:
    /^"msg":"Using the XFS filesystem is strongly recommended with the WiredTiger storage engine\. See (?<url>\S+)","tags":\["startupWarnings"\]\}$/,
  numericFields: [],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      "Using the XFS filesystem is strongly recommended with the WiredTiger storage engine (startupWarnings).",
      `At ${field("stamp")}, ${field("component")} logged that using the XFS filesystem is strongly recommended with the WiredTiger storage engine.`,
    ],
    chinese: [
      "启动告警：WiredTiger 存储引擎强烈建议使用 XFS 文件系统。",
      `${field("stamp")}，${field("component")} 提示用 WiredTiger 时最好使用 XFS 文件系统，详见 ${field("url")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: () => ({
    english: "No filesystem recommendation was logged at startup.",
    chinese: "启动时没有关于文件系统的建议。",
  }),
  wrongEvent: () => ({
    english: "The WiredTiger storage engine refused to start on a non-XFS filesystem.",
    chinese: "WiredTiger 存储引擎拒绝在非 XFS 文件系统上启动。",
  }),
};

const recoveryTimestamp: EventType = {
  name: "mongodb-json/recovery-timestamp",
  pattern:
    /^"msg":"WiredTiger recoveryTimestamp","attr":\{"recoveryTimestamp":\{"\$timestamp":\{"t":(?<t>\d+),"i":(?<i>\d+)\}\}\}\}$/,
  numericFields: ["t"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `WiredTiger recoveryTimestamp is t ${field("t")}, i ${field("i")}.`,
      `At ${field("stamp")}, ${field("component")} logged the WiredTiger recoveryTimestamp.`,
    ],
    chinese: [
      `WiredTiger recoveryTimestamp 的 t 为 ${field("t")}，i 为 ${field("i")}。`,
      `${field("stamp")} ${field("component")} 记录了 WiredTiger 的 recoveryTimestamp。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: () => ({
    english: "No WiredTiger recoveryTimestamp was logged.",
    chinese: "没有记录 WiredTiger 的 recoveryTimestamp。",
  }),
  wrongEvent: ({ value: field }) => ({
    english: `WiredTiger recovery failed at ${field("stamp")}.`,
    chinese: `${field("stamp")} WiredTiger 恢复失败。`,
  }),
};

const tableLogging: EventType = {
  name: "mongodb-json/table-logging-unchanged",
  pattern:
    /^"msg":"No table logging settings modifications are required for existing WiredTiger tables","attr":\{"loggingEnabled":(?<enabled>true|false)\}\}$/,
  numericFields: [],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `No table logging settings modifications are required for existing WiredTiger tables (loggingEnabled ${field("enabled")}).`,
      `At ${field("stamp")}, ${field("component")} logged that no table logging settings modifications are required.`,
    ],
    chinese: [
      `现有的 WiredTiger 表不需要修改 table logging 设置，loggingEnabled 为 ${field("enabled")}。`,
      `${field("stamp")}，${field("component")} 表示已有 WiredTiger 表的 logging 设置无需调整。`,
    ],
  }),
  negationDropsLineNegation: true,
  negation: () => ({
    english: "Table logging settings had to be modified for existing WiredTiger tables.",
    chinese: "现有 WiredTiger 表的 logging 设置需要修改。",
  }),
  wrongEvent: () => ({
    english: "Modifying table logging settings failed for existing WiredTiger tables.",
    chinese: "修改现有 WiredTiger 表的 logging 设置失败。",
  }),
};

const accessControlOff: EventType = {
  name: "mongodb-json/access-control-not-enabled",
  pattern:
    /^"msg":"Access control is not enabled for the database\. Read and write access to data and configuration is unrestricted","tags":\["startupWarnings"\]\}$/,
  numericFields: [],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      "Access control is not enabled for the database; read and write access to data and configuration is unrestricted.",
      `At ${field("stamp")}, ${field("component")} logged that access control is not enabled for the database (startupWarnings).`,
    ],
    chinese: [
      "数据库没有启用访问控制，对数据和配置的读写访问不受限制。",
      `${field("stamp")} 启动告警：未开启 access control，数据和配置的读写都不受限。`,
    ],
  }),
  negationDropsLineNegation: true,
  negation: () => ({
    english: "Access control is enabled for the database.",
    chinese: "数据库已经启用了访问控制。",
  }),
  wrongEvent: () => ({
    english: "An unauthorized client was blocked by access control.",
    chinese: "一个未授权的客户端被访问控制拦截了。",
  }),
};

const createCollection: EventType = {
  name: "mongodb-json/create-collection",
  pattern:
    /^"msg":"createCollection","attr":\{"namespace":"(?<namespace>[^"]+)","uuidDisposition":"(?<disposition>\w+)","uuid":\{"uuid":\{"\$uuid":"(?<uuid>[0-9a-f-]{36})"\}\},"options":\{.*\}\}$/,
  numericFields: [],
  entityFields: ["namespace", "uuid"],
  faithful: ({ value: field }) => ({
    english: [
      `createCollection ${field("namespace")} with uuid ${field("uuid")} (${field("disposition")}).`,
      `At ${field("stamp")}, ${field("ctx")} logged createCollection for ${field("namespace")}.`,
    ],
    chinese: [
      `创建了集合 ${field("namespace")}，uuid 为 ${field("uuid")}。`,
      `${field("stamp")}，${field("ctx")} 新建 collection ${field("namespace")}（uuidDisposition：${field("disposition")}）。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `The collection ${field("namespace")} was not created.`,
    chinese: `集合 ${field("namespace")} 没有被创建。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `The collection ${field("namespace")} was dropped.`,
    chinese: `集合 ${field("namespace")} 被删除了。`,
  }),
};

const indexBuilt: EventType = {
  name: "mongodb-json/index-build-done",
  pattern:
    /^"msg":"Index build: done building","attr":\{"buildUUID":null,"namespace":"(?<namespace>[^"]+)","index":"(?<index>[^"]+)","commitTimestamp":\{"\$timestamp":\{"t":\d+,"i":\d+\}\}\}\}$/,
  numericFields: [],
  entityFields: ["namespace", "index"],
  faithful: ({ value: field }) => ({
    english: [
      `Index build: done building ${field("index")} on ${field("namespace")}.`,
      `At ${field("stamp")}, the index ${field("index")} of ${field("namespace")} was done building.`,
    ],
    chinese: [
      `${field("namespace")} 上的索引 ${field("index")} 已构建完成。`,
      `${field("stamp")}，${field("ctx")} 完成了 ${field("namespace")} 的 ${field("index")} 索引构建。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `The index ${field("index")} on ${field("namespace")} was not built.`,
    chinese: `${field("namespace")} 上的 ${field("index")} 索引没有建好。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `The index build for ${field("index")} on ${field("namespace")} failed with a duplicate key.`,
    chinese: `${field("namespace")} 的 ${field("index")} 索引构建因为重复键失败了。`,
  }),
};

const featureCompatibility: EventType = {
  name: "mongodb-json/feature-compatibility-version",
  pattern:
    /^"msg":"Setting featureCompatibilityVersion","attr":\{"newVersion":"(?<version>\d+\.\d+)"\}\}$/,
  numericFields: ["version"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `Setting featureCompatibilityVersion to ${field("version")} (newVersion).`,
      `At ${field("stamp")}, ${field("component")} logged setting featureCompatibilityVersion, newVersion ${field("version")}.`,
    ],
    chinese: [
      `featureCompatibilityVersion 被设置为 ${field("version")}。`,
      `${field("stamp")}，${field("component")} 将 featureCompatibilityVersion 设为 ${field("version")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: () => ({
    english: "featureCompatibilityVersion was not changed.",
    chinese: "featureCompatibilityVersion 没有变化。",
  }),
  wrongEvent: ({ value: field }) => ({
    english: `Setting featureCompatibilityVersion to ${field("version")} failed.`,
    chinese: `设置 featureCompatibilityVersion 为 ${field("version")} 失败了。`,
  }),
};

const flowControl: EventType = {
  name: "mongodb-json/flow-control-enabled",
  pattern: /^"msg":"Flow Control is enabled on this deployment"\}$/,
  numericFields: [],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      "Flow Control is enabled on this deployment.",
      `At ${field("stamp")}, ${field("component")} logged that Flow Control is enabled.`,
    ],
    chinese: ["这个部署开启了 Flow Control。", `${field("stamp")}，Flow Control 处于启用状态。`],
  }),
  negationDropsLineNegation: false,
  negation: () => ({
    english: "Flow Control is disabled on this deployment.",
    chinese: "该部署上 Flow Control 是关闭的。",
  }),
  wrongEvent: () => ({
    english: "Flow Control throttled writes on this deployment.",
    chinese: "Flow Control 对该部署的写入进行了限流。",
  }),
};

const ftdcInitJson: EventType = {
  name: "mongodb-json/ftdc-initializing",
  pattern:
    /^"msg":"Initializing full-time diagnostic data capture","attr":\{"dataDirectory":"(?<dir>[^"]+)"\}\}$/,
  numericFields: [],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `Initializing full-time diagnostic data capture in ${field("dir")}.`,
      `At ${field("stamp")}, ${field("component")} was initializing full-time diagnostic data capture, dataDirectory ${field("dir")}.`,
    ],
    chinese: [
      `FTDC 在 ${field("dir")} 目录下初始化全时诊断数据采集。`,
      `${field("stamp")} 开始初始化 full-time diagnostic data capture，数据目录 ${field("dir")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: () => ({
    english: "Full-time diagnostic data capture was disabled.",
    chinese: "全时诊断数据采集被禁用了。",
  }),
  wrongEvent: ({ value: field }) => ({
    english: `FTDC failed to create the directory ${field("dir")}.`,
    chinese: `FTDC 创建目录 ${field("dir")} 失败。`,
  }),
};

const listeningOn: EventType = {
  name: "mongodb-json/listening-on",
  pattern: /^"msg":"Listening on","attr":\{"address":"(?<address>[^"]+)"\}\}$/,
  numericFields: [],
  entityFields: ["address"],
  faithful: ({ value: field }) => ({
    english: [
      `The ${field("ctx")} is listening on ${field("address")}.`,
      `At ${field("stamp")}, ${field("component")} logged Listening on ${field("address")}.`,
    ],
    chinese: [
      `${field("ctx")} 开始监听 ${field("address")}。`,
      `${field("stamp")}，服务在 ${field("address")} 上监听。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `Nothing was listening on ${field("address")}.`,
    chinese: `${field("address")} 上没有在监听。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `The ${field("ctx")} failed to listen on ${field("address")}.`,
    chinese: `${field("ctx")} 在 ${field("address")} 上监听失败。`,
  }),
};

const waitingJson: EventType = {
  name: "mongodb-json/waiting-for-connections",
  pattern: /^"msg":"Waiting for connections","attr":\{"port":(?<port>\d+),"ssl":"(?<ssl>\w+)"\}\}$/,
  numericFields: ["port"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `Waiting for connections on port ${field("port")}, with ssl ${field("ssl")}.`,
      `At ${field("stamp")}, the ${field("ctx")} was waiting for connections (port ${field("port")}, ssl ${field("ssl")}).`,
    ],
    chinese: [
      `开始在 ${field("port")} 端口等待连接，ssl 为 ${field("ssl")}。`,
      `${field("stamp")}，${field("ctx")} 在端口 ${field("port")} 上等待连接，没有启用 ssl。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `Nothing was waiting for connections on port ${field("port")}.`,
    chinese: `${field("port")} 端口上并没有在等待连接。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `Connections on port ${field("port")} were refused because ssl is required.`,
    chinese: `因为要求 ssl，${field("port")} 端口上的连接被拒绝了。`,
  }),
};

const sessionsNotSetUp: EventType = {
  name: "mongodb-json/sessions-collection-not-set-up",
  pattern:
    /^"msg":"Sessions collection is not set up; waiting until next sessions reap interval","attr":\{"error":"(?<error>NamespaceNotFound): (?<ns>\S+) does not exist"\}\}$/,
  numericFields: [],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      "Sessions collection is not set up; waiting until next sessions reap interval.",
      `At ${field("stamp")}, ${field("ctx")} got ${field("error")}: ${field("ns")} does not exist.`,
    ],
    chinese: [
      `Sessions collection 还没建好，要等下一个 sessions reap 周期（${field("error")}：${field("ns")} 不存在）。`,
      `${field("stamp")}，${field("ctx")} 报 ${field("error")}，${field("ns")} 不存在。`,
    ],
  }),
  negationDropsLineNegation: true,
  negation: ({ value: field }) => ({
    english: `The sessions collection ${field("ns")} exists and is set up.`,
    chinese: `sessions 集合 ${field("ns")} 已经存在并且设置好了。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `The sessions collection ${field("ns")} was dropped by ${field("ctx")}.`,
    chinese: `sessions 集合 ${field("ns")} 被 ${field("ctx")} 删除了。`,
  }),
};

const connectionAcceptedJson: EventType = {
  name: "mongodb-json/connection-accepted",
  pattern:
    /^"msg":"Connection accepted","attr":\{"remote":"(?<remote>[^"]+)","connectionId":(?<connectionId>\d+),"connectionCount":(?<count>\d+)\}\}$/,
  numericFields: ["connectionId", "count"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `Connection accepted: remote ${field("remote")}, connectionId ${field("connectionId")}, connectionCount ${field("count")}.`,
      `At ${field("stamp")}, the ${field("ctx")} accepted a connection (remote ${field("remote")}).`,
    ],
    chinese: [
      `${field("stamp")} 接受了 ${field("remote")} 的连接，connectionId 为 ${field("connectionId")}，当前连接数 ${field("count")}。`,
      `来自 ${field("remote")} 的连接已被接受，connectionCount 为 ${field("count")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `The connection from ${field("remote")} was refused.`,
    chinese: `${field("remote")} 的连接被拒绝了。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `The connection from ${field("remote")} was rejected because the connection limit was reached.`,
    chinese: `${field("remote")} 的连接因为达到连接数上限被拒绝。`,
  }),
};

const clientMetadata: EventType = {
  name: "mongodb-json/client-metadata",
  pattern:
    /^"msg":"client metadata","attr":\{"remote":"(?<remote>[^"]+)","client":"(?<client>\w+)","doc":\{"application":\{"name":"(?<app>[^"]+)"\},"driver":\{"name":"(?<driver>[^"]+)","version":"(?<driverVersion>[^"]+)"\},"os":\{"type":"(?<osType>\w+)","name":"(?<osName>\w+)","architecture":"(?<osArch>\w+)","version":"(?<osVersion>[\d.]+)"\}\}\}\}$/,
  numericFields: [],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `${field("client")} client metadata: application ${field("app")}, driver ${field("driver")} ${field("driverVersion")}, os ${field("osName")} ${field("osVersion")}.`,
      `At ${field("stamp")}, the client metadata of ${field("remote")} had application name ${field("app")}.`,
    ],
    chinese: [
      `${field("client")}（${field("remote")}）的客户端是 ${field("app")}，驱动 ${field("driver")} ${field("driverVersion")}，系统 ${field("osName")} ${field("osVersion")}。`,
      `${field("stamp")} 连上来的是 ${field("app")}，运行在 ${field("osName")} ${field("osVersion")} 上。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `No client metadata was sent by ${field("remote")}.`,
    chinese: `${field("remote")} 没有发送客户端元数据。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `The client ${field("remote")} was disconnected for sending invalid metadata.`,
    chinese: `客户端 ${field("remote")} 因为发送的元数据无效被断开。`,
  }),
};

const serverStatusSlow: EventType = {
  name: "mongodb-json/server-status-slow",
  pattern:
    /^"msg":"serverStatus was very slow","attr":\{"timeStats":\{.*"after wiredTiger":(?<wt>\d+),"at end":(?<end>\d+)\}\}\}$/,
  numericFields: ["wt", "end"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `serverStatus was very slow: at end ${field("end")}, after wiredTiger ${field("wt")}.`,
      `At ${field("stamp")}, ${field("ctx")} logged that serverStatus was very slow (at end ${field("end")}).`,
    ],
    chinese: [
      `serverStatus 非常慢，总耗时 ${field("end")} 毫秒，其中到 wiredTiger 这一步已经 ${field("wt")} 毫秒。`,
      `${field("stamp")}，${field("ctx")} 报告 serverStatus was very slow，at end 为 ${field("end")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: () => ({
    english: "serverStatus was not slow.",
    chinese: "serverStatus 并不慢。",
  }),
  wrongEvent: () => ({
    english: "serverStatus timed out and returned an error.",
    chinese: "serverStatus 超时并返回了错误。",
  }),
};

// ---------------------------------------------------------------------------------------
// MongoDB 4.4, ACCESS records

const authenticationFailed: EventType = {
  name: "mongodb-access/authentication-failed",
  pattern:
    /^"msg":"Authentication failed","attr":\{"mechanism":"(?<mechanism>[^"]+)","speculative":(?<speculative>true|false),"principalName":"(?<user>[^"]+)","authenticationDatabase":"(?<authdb>[^"]+)","remote":"(?<remote>[^"]+)","extraInfo":\{\},"error":"(?<error>AuthenticationFailed): (?<detail>[^"]+)"\}\}$/,
  numericFields: [],
  entityFields: ["remote", "authdb"],
  faithful: ({ value: field }) => ({
    english: [
      `Authentication failed for principalName ${field("user")}, authenticationDatabase ${field("authdb")}, remote ${field("remote")}: ${field("detail")}.`,
      `At ${field("stamp")}, ${field("ctx")} logged Authentication failed (${field("mechanism")}) for ${field("user")}: ${field("error")}.`,
    ],
    chinese: [
      `${field("stamp")}，用户 ${field("user")} 从 ${field("remote")} 登录 ${field("authdb")} 库认证失败（${field("mechanism")}）：${field("detail")}。`,
      `${field("ctx")} 上 ${field("user")} 认证失败，错误信息是 ${field("error")}：${field("detail")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `Authentication succeeded for ${field("user")} from ${field("remote")}.`,
    chinese: `${field("user")} 从 ${field("remote")} 认证成功了。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `The account ${field("user")} was locked after too many failed attempts.`,
    chinese: `账号 ${field("user")} 因为失败次数过多被锁定了。`,
  }),
};

const authorizationFailed: EventType = {
  name: "mongodb-access/authorization-failed",
  pattern:
    /^"msg":"Checking authorization failed","attr":\{"error":\{"code":(?<code>\d+),"codeName":"(?<codeName>\w+)","errmsg":"not authorized on (?<db>\w+) to execute command \{ (?<command>\w+): \\"(?<collection>[^\\]+)\\".*"\}\}\}$/,
  numericFields: ["code"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `Checking authorization failed: ${field("codeName")} (code ${field("code")}), not authorized on ${field("db")} to execute command ${field("command")}.`,
      `At ${field("stamp")}, ${field("ctx")} got ${field("codeName")}: not authorized on ${field("db")} to execute command ${field("command")}.`,
    ],
    chinese: [
      `${field("stamp")}，${field("ctx")} 鉴权失败（${field("codeName")}，code ${field("code")}）：没有权限在 ${field("db")} 上执行 ${field("command")} 命令。`,
      `连接 ${field("ctx")} 对 ${field("db")} 库执行 ${field("command")} 被拒绝，报 ${field("codeName")}。`,
    ],
  }),
  negationDropsLineNegation: true,
  negation: ({ value: field }) => ({
    english: `${field("ctx")} was authorized on ${field("db")} to execute ${field("command")}.`,
    chinese: `${field("ctx")} 有权限在 ${field("db")} 上执行 ${field("command")}。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `The ${field("command")} command on ${field("db")} timed out.`,
    chinese: `${field("db")} 上的 ${field("command")} 命令超时了。`,
  }),
};

const authenticationSucceeded: EventType = {
  name: "mongodb-access/authentication-succeeded",
  pattern:
    /^"msg":"Authentication succeeded","attr":\{"mechanism":"(?<mechanism>[^"]+)","speculative":(?<speculative>true|false),"principalName":"(?<user>[^"]+)","authenticationDatabase":"(?<authdb>[^"]+)","remote":"(?<remote>[^"]+)","extraInfo":\{\}\}\}$/,
  numericFields: [],
  entityFields: ["remote", "authdb"],
  faithful: ({ value: field }) => ({
    english: [
      `Authentication succeeded for ${field("user")} on ${field("authdb")} (${field("mechanism")}), remote ${field("remote")}.`,
      `At ${field("stamp")}, ${field("ctx")} logged Authentication succeeded, principalName ${field("user")}.`,
    ],
    chinese: [
      `${field("user")} 从 ${field("remote")} 登录 ${field("authdb")} 认证成功（${field("mechanism")}）。`,
      `${field("stamp")}，${field("ctx")} 上 ${field("user")} 认证通过。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `Authentication failed for ${field("user")} from ${field("remote")}.`,
    chinese: `${field("user")} 从 ${field("remote")} 认证失败了。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `${field("user")} was logged out after the session expired.`,
    chinese: `${field("user")} 的会话过期后被登出了。`,
  }),
};

const questionsEnglish = [
  "What did MongoDB log around {time}?",
  "Were there connection or authentication problems on MongoDB at {time}?",
  "Was mongod starting or stopping around {time}?",
];
const questionsChinese = [
  "{time} 前后 MongoDB 记录了什么？",
  "{time} 时 MongoDB 有没有连接或者认证方面的问题？",
  "{time} 左右 mongod 是在启动还是在关闭？",
];
const causes: readonly ClaimPair[] = [
  {
    english: "because the replica set lost its primary",
    chinese: "原因是副本集失去了 primary",
  },
  {
    english: "due to a disk full on the data volume",
    chinese: "原因是数据盘已经写满",
  },
  {
    english: "because the kernel OOM killer stopped mongod",
    chinese: "原因是内核 OOM killer 杀掉了 mongod",
  },
];
const additions: readonly ClaimPair[] = [
  {
    english: "and the application reported connection timeouts right after",
    chinese: "随后应用立即报出了连接超时",
  },
  {
    english: "and a secondary started an initial sync",
    chinese: "并且一个 secondary 开始了 initial sync",
  },
  {
    english: "and the on-call engineer was paged",
    chinese: "并且已经呼叫了值班工程师",
  },
];

const jsonHeader =
  /^\{"t":\{"\$date":"(?<date>\d{4}-\d\d-\d\d)T(?<time>\d\d:\d\d:\d\d\.\d{3})(?<zone>[+-]\d\d:\d\d)"\},"s":"(?<severity>[A-Z])", +"c":"(?<component>[A-Z]+)", +"id":(?<id>\d+), +"ctx":"(?<ctx>[^"]+)",(?<message>"msg":.*)$/;

export const mongodbProfile: SourceProfile = {
  source: "MongoDB",
  fileName: "mongodb-3.2.11-debian.log",
  header:
    /^(?<date>\d{4}-\d\d-\d\d)T(?<time>\d\d:\d\d:\d\d\.\d{3})(?<zone>[+-]\d{4}) (?<severity>[IWEF]) (?<component>[A-Z]+) +\[(?<context>[^\]]+)\] (?<message>.*)$/,
  derive: deriveStamp,
  timeOf: ({ value: field }) => field("stamp"),
  questionsEnglish,
  questionsChinese,
  causes,
  additions,
  events: [
    gitVersion,
    modulesNone,
    opensslVersion,
    wiredtigerOpen,
    ftdcInitPlain,
    canonicalizationWorker,
    waitingForConnections,
    endConnection,
    connectionAcceptedPlain,
    nowExiting,
    closingListeningSocket,
    removingSocketFile,
    shutdownStep,
    removingFsLock,
    dbVersion,
    buildEnvironment,
    buildDetail,
    startupOptions,
    wiredTigerShuttingDown,
    dbexit,
    mongodbStarting,
    allocator,
    gotSignal,
    ftdcShutdown,
  ],
};

export const mongodbJsonProfile: SourceProfile = {
  source: "MongoDBJson",
  fileName: "mongodb-4.4.4-debian-json.log",
  header: jsonHeader,
  derive: deriveStamp,
  timeOf: ({ value: field }) => field("stamp"),
  questionsEnglish,
  questionsChinese,
  causes,
  additions,
  events: [
    tlsDisabled,
    noTransportLayer,
    tcpFastOpen,
    mongodbStartingJson,
    buildInfo,
    xfsRecommended,
    recoveryTimestamp,
    tableLogging,
    accessControlOff,
    createCollection,
    indexBuilt,
    featureCompatibility,
    flowControl,
    ftdcInitJson,
    listeningOn,
    waitingJson,
    sessionsNotSetUp,
    connectionAcceptedJson,
    clientMetadata,
    serverStatusSlow,
  ],
};

export const mongodbAccessProfile: SourceProfile = {
  source: "MongoDBAccess",
  fileName: "mongodb-4.4.4-access-json.log",
  header: jsonHeader,
  derive: deriveStamp,
  timeOf: ({ value: field }) => field("stamp"),
  questionsEnglish,
  questionsChinese,
  causes,
  additions,
  events: [authenticationFailed, authorizationFailed, authenticationSucceeded],
};
