/**
 * MySQL 5.7.10 error log from a Homebrew install on macOS (9 and 10 December 2016:
 * mysqld_safe start, configuration warnings, InnoDB crash recovery after an unclean
 * shutdown, buffer pool and temporary tablespace set-up, SSL files, bind address, ready
 * for connections, then page_cleaner loops far longer than intended): header layout,
 * event types with English and Chinese claim templates, and fabrication clauses.
 */
import type { EventType, FieldValues, SourceProfile } from "../heldout-real-logs/model.js";

const mysqldSafeStarting: EventType = {
  name: "mysql/mysqld-safe-starting",
  pattern: /^Starting mysqld daemon with databases from (?<datadir>\S+)$/,
  numericFields: [],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `${field("process")} is starting the mysqld daemon with databases from ${field("datadir")}.`,
      `At ${field("when")}, ${field("process")} logged Starting mysqld daemon with databases from ${field("datadir")}.`,
    ],
    chinese: [
      `${field("process")} 正在启动 mysqld 守护进程，数据库目录为 ${field("datadir")}。`,
      `${field("when")}，${field("process")} 以 ${field("datadir")} 作为数据库目录启动 mysqld。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `${field("process")} did not start the mysqld daemon.`,
    chinese: `${field("process")} 没有启动 mysqld 守护进程。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `${field("process")} restarted mysqld after a crash.`,
    chinese: `mysqld 崩溃后，${field("process")} 将它重启了。`,
  }),
};

const timestampDeprecated: EventType = {
  name: "mysql/timestamp-implicit-default-deprecated",
  pattern:
    /^TIMESTAMP with implicit DEFAULT value is deprecated\. Please use (?<option>--explicit_defaults_for_timestamp) server option \(see documentation for more details\)\.$/,
  numericFields: [],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `TIMESTAMP with implicit DEFAULT value is deprecated; please use the ${field("option")} server option.`,
      `At ${field("when")}, a [${field("level")}] was logged: TIMESTAMP with implicit DEFAULT value is deprecated.`,
    ],
    chinese: [
      `告警：带隐式 DEFAULT 值的 TIMESTAMP 已被弃用，请改用 ${field("option")} 服务器选项。`,
      `${field("when")}，服务器提示带隐式 DEFAULT 值的 TIMESTAMP 已被弃用（${field("level")}）。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: () => ({
    english: "TIMESTAMP with implicit DEFAULT value is still fully supported and not deprecated.",
    chinese: "带隐式 DEFAULT 值的 TIMESTAMP 仍然完全受支持，没有被弃用。",
  }),
  wrongEvent: () => ({
    english: "TIMESTAMP with implicit DEFAULT value was removed and the server refused to start.",
    chinese: "带隐式 DEFAULT 值的 TIMESTAMP 已被移除，服务器拒绝启动。",
  }),
};

const secureFilePriv: EventType = {
  name: "mysql/insecure-secure-file-priv",
  pattern:
    /^Insecure configuration for (?<option>--secure-file-priv): Current value does not restrict location of generated files\. Consider setting it to a valid, non-empty path\.$/,
  numericFields: [],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `The configuration for ${field("option")} is insecure: the current value does not restrict location of generated files.`,
      `At ${field("when")}, a [${field("level")}] logged an insecure configuration for ${field("option")}; consider setting it to a valid, non-empty path.`,
    ],
    chinese: [
      `${field("option")} 的配置不安全：当前值没有限制生成文件的位置，建议把它设置为一个有效的非空路径。`,
      `${field("when")}，告警提示 ${field("option")} 配置不安全。`,
    ],
  }),
  negationDropsLineNegation: true,
  negation: ({ value: field }) => ({
    english: `The current value of ${field("option")} restricts the location of generated files.`,
    chinese: `${field("option")} 的当前值限制了生成文件的位置。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `${field("option")} was reset to an empty path by the server.`,
    chinese: `服务器把 ${field("option")} 重置成了空路径。`,
  }),
};

const startingAsProcess: EventType = {
  name: "mysql/starting-as-process",
  pattern: /^(?<binary>\S+) \(mysqld (?<version>[\d.]+)\) starting as process (?<pid>\d+) \.\.\.$/,
  numericFields: ["pid"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `${field("binary")} (mysqld ${field("version")}) is starting as process ${field("pid")}.`,
      `At ${field("when")}, mysqld ${field("version")} was starting as process ${field("pid")}.`,
    ],
    chinese: [
      `mysqld ${field("version")} 正在以进程 ${field("pid")} 启动。`,
      `${field("when")}，${field("binary")} 启动，进程号 ${field("pid")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `mysqld ${field("version")} did not start as process ${field("pid")}.`,
    chinese: `mysqld ${field("version")} 没有以进程 ${field("pid")} 启动。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `mysqld ${field("version")} (process ${field("pid")}) is shutting down.`,
    chinese: `mysqld ${field("version")}（进程 ${field("pid")}）正在关闭。`,
  }),
};

const lowerCaseTableNames: EventType = {
  name: "mysql/lower-case-table-names",
  pattern:
    /^Setting lower_case_table_names=(?<value>\d+) because file system for (?<dir>\S+) is case insensitive$/,
  numericFields: ["value"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `Setting lower_case_table_names=${field("value")}, because the file system for ${field("dir")} is case insensitive.`,
      `At ${field("when")}, a [${field("level")}] logged Setting lower_case_table_names=${field("value")} because file system for ${field("dir")} is case insensitive.`,
    ],
    chinese: [
      `因为 ${field("dir")} 所在的文件系统不区分大小写，lower_case_table_names 被设为 ${field("value")}。`,
      `${field("when")}，服务器将 lower_case_table_names 设置为 ${field("value")}，原因是文件系统大小写不敏感。`,
    ],
  }),
  negationDropsLineNegation: true,
  negation: ({ value: field }) => ({
    english: `The file system for ${field("dir")} is case sensitive.`,
    chinese: `${field("dir")} 所在的文件系统是区分大小写的。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `lower_case_table_names=${field("value")} was rejected and the server exited.`,
    chinese: `lower_case_table_names=${field("value")} 被拒绝，服务器退出了。`,
  }),
};

const compressedTables: EventType = {
  name: "mysql/compressed-tables-zlib",
  pattern: /^InnoDB: Compressed tables use zlib (?<zlib>[\d.]+)$/,
  numericFields: [],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `InnoDB compressed tables use zlib ${field("zlib")}.`,
      `At ${field("when")}, InnoDB logged that compressed tables use zlib ${field("zlib")}.`,
    ],
    chinese: [
      `InnoDB 的压缩表使用 zlib ${field("zlib")}。`,
      `${field("when")}，InnoDB 报告压缩表用的是 zlib ${field("zlib")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: () => ({
    english: "InnoDB compressed tables do not use zlib.",
    chinese: "InnoDB 压缩表没有使用 zlib。",
  }),
  wrongEvent: ({ value: field }) => ({
    english: `InnoDB failed to load zlib ${field("zlib")}.`,
    chinese: `InnoDB 加载 zlib ${field("zlib")} 失败。`,
  }),
};

const bufferPoolInitializing: EventType = {
  name: "mysql/buffer-pool-initializing",
  pattern:
    /^InnoDB: Initializing buffer pool, total size = (?<size>\d+)M, instances = (?<instances>\d+), chunk size = (?<chunk>\d+)M$/,
  numericFields: ["size", "instances"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `InnoDB is initializing the buffer pool: total size = ${field("size")}M, instances = ${field("instances")}, chunk size = ${field("chunk")}M.`,
      `At ${field("when")}, InnoDB was initializing a ${field("size")}M buffer pool with ${field("instances")} instances.`,
    ],
    chinese: [
      `InnoDB 正在初始化 buffer pool，总大小 ${field("size")}M，实例数 ${field("instances")}，chunk 大小 ${field("chunk")}M。`,
      `${field("when")}，InnoDB 开始初始化 ${field("size")}M 的缓冲池（${field("instances")} 个实例）。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: () => ({
    english: "InnoDB did not initialize the buffer pool.",
    chinese: "InnoDB 没有初始化 buffer pool。",
  }),
  wrongEvent: ({ value: field }) => ({
    english: `InnoDB resized the buffer pool to ${field("size")}M.`,
    chinese: `InnoDB 把 buffer pool 调整为 ${field("size")}M。`,
  }),
};

const bufferPoolInitialized: EventType = {
  name: "mysql/buffer-pool-initialization-completed",
  pattern: /^InnoDB: Completed initialization of buffer pool$/,
  numericFields: [],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      "InnoDB completed initialization of the buffer pool.",
      `At ${field("when")}, InnoDB logged Completed initialization of buffer pool.`,
    ],
    chinese: [
      "InnoDB 完成了 buffer pool 的初始化。",
      `${field("when")}，InnoDB 缓冲池初始化完成。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: () => ({
    english: "InnoDB did not complete initialization of the buffer pool.",
    chinese: "InnoDB 没有完成 buffer pool 的初始化。",
  }),
  wrongEvent: () => ({
    english: "InnoDB failed to allocate memory for the buffer pool.",
    chinese: "InnoDB 为 buffer pool 分配内存失败。",
  }),
};

const logScanCheckpoint: EventType = {
  name: "mysql/log-scan-past-checkpoint",
  pattern: /^InnoDB: Log scan progressed past the checkpoint lsn (?<lsn>\d+)$/,
  numericFields: ["lsn"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `The InnoDB log scan progressed past the checkpoint lsn ${field("lsn")}.`,
      `At ${field("when")}, the InnoDB log scan got past checkpoint lsn ${field("lsn")}.`,
    ],
    chinese: [
      `InnoDB 日志扫描已越过 checkpoint lsn ${field("lsn")}。`,
      `${field("when")}，InnoDB 的日志扫描进度超过了检查点 lsn ${field("lsn")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `The InnoDB log scan did not reach the checkpoint lsn ${field("lsn")}.`,
    chinese: `InnoDB 日志扫描没有到达 checkpoint lsn ${field("lsn")}。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `InnoDB wrote a new checkpoint at lsn ${field("lsn")}.`,
    chinese: `InnoDB 在 lsn ${field("lsn")} 写入了一个新的 checkpoint。`,
  }),
};

const doingRecovery: EventType = {
  name: "mysql/doing-recovery",
  pattern: /^InnoDB: Doing recovery: scanned up to log sequence number (?<lsn>\d+)$/,
  numericFields: ["lsn"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `InnoDB is doing recovery and scanned up to log sequence number ${field("lsn")}.`,
      `At ${field("when")}, InnoDB recovery scanned up to log sequence number ${field("lsn")}.`,
    ],
    chinese: [
      `InnoDB 正在恢复，已扫描到日志序列号 ${field("lsn")}。`,
      `${field("when")}，InnoDB 恢复时扫描到了日志序列号 ${field("lsn")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: () => ({
    english: "InnoDB did no recovery.",
    chinese: "InnoDB 没有进行恢复。",
  }),
  wrongEvent: ({ value: field }) => ({
    english: `InnoDB recovery stopped on a corrupted page at log sequence number ${field("lsn")}.`,
    chinese: `InnoDB 恢复在日志序列号 ${field("lsn")} 处遇到损坏的页而停止。`,
  }),
};

const notShutdownNormally: EventType = {
  name: "mysql/database-not-shutdown-normally",
  pattern: /^InnoDB: Database was not shutdown normally!$/,
  numericFields: [],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      "InnoDB: the database was not shutdown normally.",
      `At ${field("when")}, InnoDB logged that the database was not shutdown normally!`,
    ],
    chinese: ["InnoDB 报告数据库没有正常关闭。", `${field("when")}，InnoDB 发现数据库未正常关闭。`],
  }),
  negationDropsLineNegation: true,
  negation: () => ({
    english: "The database was shutdown normally.",
    chinese: "数据库是正常关闭的。",
  }),
  wrongEvent: () => ({
    english: "InnoDB found the database files missing.",
    chinese: "InnoDB 发现数据库文件丢失了。",
  }),
};

const crashRecovery: EventType = {
  name: "mysql/starting-crash-recovery",
  pattern: /^InnoDB: Starting crash recovery\.$/,
  numericFields: [],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      "InnoDB is starting crash recovery.",
      `At ${field("when")}, InnoDB logged Starting crash recovery.`,
    ],
    chinese: ["InnoDB 开始崩溃恢复。", `${field("when")}，InnoDB 启动了 crash recovery。`],
  }),
  negationDropsLineNegation: false,
  negation: () => ({
    english: "InnoDB skipped crash recovery.",
    chinese: "InnoDB 跳过了崩溃恢复。",
  }),
  wrongEvent: () => ({
    english: "InnoDB aborted crash recovery.",
    chinese: "InnoDB 中止了崩溃恢复。",
  }),
};

const settingFileSize: EventType = {
  name: "mysql/setting-temporary-file-size",
  pattern:
    /^InnoDB: Setting file '(?<file>[^']+)' size to (?<size>\d+) MB\. Physically writing the file full; Please wait \.\.\.$/,
  numericFields: ["size"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `InnoDB is setting file '${field("file")}' size to ${field("size")} MB and physically writing the file full.`,
      `At ${field("when")}, InnoDB was setting ${field("file")} to ${field("size")} MB.`,
    ],
    chinese: [
      `InnoDB 正在把文件 ${field("file")} 的大小设为 ${field("size")} MB，并把文件实际写满。`,
      `${field("when")}，InnoDB 将 ${field("file")} 设置为 ${field("size")} MB，需要等待写满。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `InnoDB did not change the size of ${field("file")}.`,
    chinese: `InnoDB 没有修改 ${field("file")} 的大小。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `InnoDB truncated ${field("file")} to 0 MB.`,
    chinese: `InnoDB 把 ${field("file")} 截断成了 0 MB。`,
  }),
};

const fileSizeNow: EventType = {
  name: "mysql/temporary-file-size-now",
  pattern: /^InnoDB: File '(?<file>[^']+)' size is now (?<size>\d+) MB\.$/,
  numericFields: ["size"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `InnoDB file '${field("file")}' size is now ${field("size")} MB.`,
      `At ${field("when")}, the size of ${field("file")} was ${field("size")} MB.`,
    ],
    chinese: [
      `InnoDB 文件 ${field("file")} 现在的大小是 ${field("size")} MB。`,
      `${field("when")}，${field("file")} 的大小变为 ${field("size")} MB。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `The file '${field("file")}' size is not ${field("size")} MB.`,
    chinese: `文件 ${field("file")} 的大小不是 ${field("size")} MB。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `InnoDB deleted file '${field("file")}'.`,
    chinese: `InnoDB 删除了文件 ${field("file")}。`,
  }),
};

const redoRollbackSegments: EventType = {
  name: "mysql/redo-rollback-segments",
  pattern:
    /^InnoDB: (?<found>\d+) redo rollback segment\(s\) found\. (?<active>\d+) redo rollback segment\(s\) are active\.$/,
  numericFields: ["found", "active"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `InnoDB found ${field("found")} redo rollback segment(s); ${field("active")} redo rollback segment(s) are active.`,
      `At ${field("when")}, InnoDB had ${field("active")} active redo rollback segment(s).`,
    ],
    chinese: [
      `InnoDB 找到 ${field("found")} 个 redo 回滚段，其中 ${field("active")} 个处于活动状态。`,
      `${field("when")}，InnoDB 有 ${field("active")} 个活跃的 redo rollback segment。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: () => ({
    english: "InnoDB found no redo rollback segments.",
    chinese: "InnoDB 没有找到任何 redo 回滚段。",
  }),
  wrongEvent: ({ value: field }) => ({
    english: `InnoDB dropped ${field("found")} redo rollback segment(s).`,
    chinese: `InnoDB 删除了 ${field("found")} 个 redo 回滚段。`,
  }),
};

const nonRedoRollbackSegments: EventType = {
  name: "mysql/non-redo-rollback-segments",
  pattern: /^InnoDB: (?<count>\d+) non-redo rollback segment\(s\) are active\.$/,
  numericFields: ["count"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `${field("count")} non-redo rollback segment(s) are active in InnoDB.`,
      `At ${field("when")}, InnoDB reported ${field("count")} non-redo rollback segment(s) active.`,
    ],
    chinese: [
      `InnoDB 有 ${field("count")} 个 non-redo 回滚段处于活动状态。`,
      `${field("when")}，InnoDB 的 non-redo rollback segment 有 ${field("count")} 个是活跃的。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: () => ({
    english: "No non-redo rollback segments are active.",
    chinese: "没有任何 non-redo 回滚段处于活动状态。",
  }),
  wrongEvent: ({ value: field }) => ({
    english: `InnoDB created ${field("count")} new non-redo rollback segment(s).`,
    chinese: `InnoDB 新建了 ${field("count")} 个 non-redo 回滚段。`,
  }),
};

const innodbStarted: EventType = {
  name: "mysql/innodb-started",
  pattern: /^InnoDB: (?<version>[\d.]+) started; log sequence number (?<lsn>\d+)$/,
  numericFields: ["lsn"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `InnoDB ${field("version")} started; log sequence number ${field("lsn")}.`,
      `At ${field("when")}, InnoDB ${field("version")} started at log sequence number ${field("lsn")}.`,
    ],
    chinese: [
      `InnoDB ${field("version")} 已启动，日志序列号为 ${field("lsn")}。`,
      `${field("when")}，InnoDB ${field("version")} 启动，log sequence number 是 ${field("lsn")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `InnoDB ${field("version")} did not start.`,
    chinese: `InnoDB ${field("version")} 没有启动。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `InnoDB ${field("version")} failed to start.`,
    chinese: `InnoDB ${field("version")} 启动失败。`,
  }),
};

const loadingBufferPool: EventType = {
  name: "mysql/loading-buffer-pool",
  pattern: /^InnoDB: Loading buffer pool\(s\) from (?<path>\S+)$/,
  numericFields: [],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `InnoDB is loading buffer pool(s) from ${field("path")}.`,
      `At ${field("when")}, InnoDB was loading the buffer pool(s) from ${field("path")}.`,
    ],
    chinese: [
      `InnoDB 正在从 ${field("path")} 加载 buffer pool。`,
      `${field("when")}，InnoDB 开始从 ${field("path")} 载入缓冲池。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `InnoDB did not load the buffer pool(s) from ${field("path")}.`,
    chinese: `InnoDB 没有从 ${field("path")} 加载 buffer pool。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `InnoDB dumped the buffer pool(s) to ${field("path")}.`,
    chinese: `InnoDB 把 buffer pool 导出到了 ${field("path")}。`,
  }),
};

const bufferPoolLoadCompleted: EventType = {
  name: "mysql/buffer-pool-load-completed",
  pattern: /^InnoDB: Buffer pool\(s\) load completed at (?<at>\d{6} \d\d:\d\d:\d\d)$/,
  numericFields: [],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `InnoDB buffer pool(s) load completed at ${field("at")}.`,
      `At ${field("when")}, InnoDB completed the load of buffer pool(s).`,
    ],
    chinese: [
      `InnoDB 的 buffer pool 在 ${field("at")} 加载完成。`,
      `${field("when")}，InnoDB 缓冲池加载完毕。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: () => ({
    english: "The InnoDB buffer pool(s) load did not complete.",
    chinese: "InnoDB 的 buffer pool 没有加载完成。",
  }),
  wrongEvent: ({ value: field }) => ({
    english: `The InnoDB buffer pool(s) load was aborted at ${field("at")}.`,
    chinese: `InnoDB 的 buffer pool 加载在 ${field("at")} 被中止。`,
  }),
};

const pluginDisabled: EventType = {
  name: "mysql/plugin-disabled",
  pattern: /^Plugin '(?<plugin>\w+)' is disabled\.$/,
  numericFields: [],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `Plugin '${field("plugin")}' is disabled.`,
      `At ${field("when")}, the ${field("plugin")} plugin was disabled.`,
    ],
    chinese: [
      `插件 ${field("plugin")} 已禁用。`,
      `${field("when")}，${field("plugin")} 插件处于禁用状态。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `Plugin '${field("plugin")}' is enabled.`,
    chinese: `插件 ${field("plugin")} 已启用。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `Plugin '${field("plugin")}' crashed during load.`,
    chinese: `插件 ${field("plugin")} 在加载时崩溃了。`,
  }),
};

const sslFilesFound: EventType = {
  name: "mysql/ssl-files-found",
  pattern:
    /^Found ca\.pem, server-cert\.pem and server-key\.pem in data directory\. Trying to enable SSL support using them\.$/,
  numericFields: [],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      "Found ca.pem, server-cert.pem and server-key.pem in the data directory; trying to enable SSL support using them.",
      `At ${field("when")}, the server found ca.pem, server-cert.pem and server-key.pem in data directory.`,
    ],
    chinese: [
      "在数据目录中找到了 ca.pem、server-cert.pem 和 server-key.pem，正在尝试用它们启用 SSL 支持。",
      `${field("when")}，服务器在数据目录里发现 ca.pem、server-cert.pem 和 server-key.pem，准备启用 SSL。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: () => ({
    english: "No SSL certificate files were found in the data directory.",
    chinese: "数据目录中没有找到任何 SSL 证书文件。",
  }),
  wrongEvent: () => ({
    english: "The server generated new SSL certificates in the data directory.",
    chinese: "服务器在数据目录中生成了新的 SSL 证书。",
  }),
};

const caSelfSigned: EventType = {
  name: "mysql/ca-certificate-self-signed",
  pattern: /^CA certificate (?<file>\S+) is self signed\.$/,
  numericFields: [],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `CA certificate ${field("file")} is self signed.`,
      `At ${field("when")}, a [${field("level")}] logged that CA certificate ${field("file")} is self signed.`,
    ],
    chinese: [
      `CA 证书 ${field("file")} 是自签名的。`,
      `${field("when")}，告警：CA 证书 ${field("file")} 为自签名证书。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `CA certificate ${field("file")} is signed by a trusted authority.`,
    chinese: `CA 证书 ${field("file")} 由受信任的机构签发。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `CA certificate ${field("file")} has expired.`,
    chinese: `CA 证书 ${field("file")} 已过期。`,
  }),
};

const bindAddress: EventType = {
  name: "mysql/server-bind-address",
  pattern: /^Server hostname \(bind-address\): '(?<bind>[^']+)'; port: (?<port>\d+)$/,
  numericFields: ["port"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `The server bind-address is '${field("bind")}' with port ${field("port")}.`,
      `At ${field("when")}, the server hostname (bind-address) was '${field("bind")}' and port ${field("port")}.`,
    ],
    chinese: [
      `服务器的 bind-address 是 '${field("bind")}'，端口 ${field("port")}。`,
      `${field("when")}，服务器绑定地址为 '${field("bind")}'，端口为 ${field("port")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: () => ({
    english: "The server has no port configured.",
    chinese: "服务器没有配置端口。",
  }),
  wrongEvent: ({ value: field }) => ({
    english: `The server failed to bind port ${field("port")}.`,
    chinese: `服务器绑定端口 ${field("port")} 失败。`,
  }),
};

const eventsLoaded: EventType = {
  name: "mysql/event-scheduler-loaded",
  pattern: /^Event Scheduler: Loaded (?<count>\d+) events$/,
  numericFields: ["count"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `Event Scheduler: loaded ${field("count")} events.`,
      `At ${field("when")}, the Event Scheduler loaded ${field("count")} events.`,
    ],
    chinese: [
      `事件调度器（Event Scheduler）加载了 ${field("count")} 个事件。`,
      `${field("when")}，Event Scheduler 载入了 ${field("count")} 个 events。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: () => ({
    english: "The Event Scheduler did not report how many events it loaded.",
    chinese: "Event Scheduler 没有报告加载了多少个事件。",
  }),
  wrongEvent: () => ({
    english: "The Event Scheduler failed to load events.",
    chinese: "Event Scheduler 加载事件失败。",
  }),
};

const readyForConnections: EventType = {
  name: "mysql/ready-for-connections",
  pattern: /^(?<binary>\S+): ready for connections\.$/,
  numericFields: [],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `${field("binary")} is ready for connections.`,
      `At ${field("when")}, mysqld was ready for connections.`,
    ],
    chinese: ["mysqld 已准备好接受连接。", `${field("when")}，${field("binary")} 可以接受连接了。`],
  }),
  negationDropsLineNegation: false,
  negation: () => ({
    english: "mysqld is not ready for connections.",
    chinese: "mysqld 还不能接受连接。",
  }),
  wrongEvent: () => ({
    english: "mysqld stopped accepting connections.",
    chinese: "mysqld 停止接受连接。",
  }),
};

const pageCleaner: EventType = {
  name: "mysql/page-cleaner-loop-took",
  pattern:
    /^InnoDB: page_cleaner: (?<intended>\d+)ms intended loop took (?<took>\d+)ms\. The settings might not be optimal\. \(flushed=(?<flushed>\d+) and evicted=(?<evicted>\d+), during the time\.\)$/,
  numericFields: ["took"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `The InnoDB page_cleaner ${field("intended")}ms intended loop took ${field("took")}ms; the settings might not be optimal (flushed=${field("flushed")} and evicted=${field("evicted")}).`,
      `At ${field("when")}, the ${field("intended")}ms intended page_cleaner loop took ${field("took")}ms, with flushed=${field("flushed")} and evicted=${field("evicted")}.`,
    ],
    chinese: [
      `InnoDB page_cleaner 预期 ${field("intended")}ms 的循环实际用了 ${field("took")}ms，设置可能不是最优的。`,
      `${field("when")}，page_cleaner 一轮循环耗时 ${field("took")}ms（预期 ${field("intended")}ms），期间 flushed=${field("flushed")}、evicted=${field("evicted")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `The InnoDB page_cleaner loop finished within its intended ${field("intended")}ms.`,
    chinese: `InnoDB page_cleaner 的循环在预期的 ${field("intended")}ms 内完成了。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `InnoDB page_cleaner flushed ${field("took")} pages in one loop.`,
    chinese: `InnoDB page_cleaner 在一轮循环中刷新了 ${field("took")} 个页。`,
  }),
};

/** The moment a line was written, in whichever of the two header layouts it uses. */
function moment(values: FieldValues): FieldValues {
  const when =
    values.date !== undefined && values.time !== undefined
      ? `${values.date}T${values.time}Z`
      : (values.stamp ?? "");
  return { when };
}

export const mysqlProfile: SourceProfile = {
  source: "MySQL",
  fileName: "mysql-darwin-brew-5.7.10.log",
  header:
    /^(?:(?<stamp>\d{6} \d\d:\d\d:\d\d) (?<process>mysqld_safe)|(?<date>\d{4}-\d\d-\d\d)T(?<time>\d\d:\d\d:\d\d\.\d{6})Z (?<thread>\d+) \[(?<level>\w+)\]) (?<message>.*)$/,
  derive: moment,
  timeOf: ({ value: field }) => field("when"),
  questionsEnglish: [
    "What did MySQL log around {time}?",
    "Was the MySQL server healthy at {time}?",
    "What was InnoDB doing at {time}?",
  ],
  questionsChinese: [
    "{time} 前后 MySQL 记录了什么？",
    "{time} 时 MySQL 服务器是否正常？",
    "{time} 左右 InnoDB 在做什么？",
  ],
  causes: [
    {
      english: "because the disk under /usr/local/var/mysql was full",
      chinese: "原因是 /usr/local/var/mysql 所在的磁盘已满",
    },
    {
      english: "due to a kernel panic on the host",
      chinese: "原因是主机发生了内核崩溃",
    },
    {
      english: "because the mysqld process was killed by the OOM killer",
      chinese: "原因是 mysqld 进程被 OOM killer 杀掉了",
    },
  ],
  additions: [
    {
      english: "and replication to the replica broke",
      chinese: "并且到从库的复制中断了",
    },
    {
      english: "and the application saw connection errors for five minutes",
      chinese: "并且应用端出现了五分钟的连接错误",
    },
    {
      english: "and the DBA was paged",
      chinese: "并且已呼叫 DBA",
    },
  ],
  events: [
    mysqldSafeStarting,
    timestampDeprecated,
    secureFilePriv,
    startingAsProcess,
    lowerCaseTableNames,
    compressedTables,
    bufferPoolInitializing,
    bufferPoolInitialized,
    logScanCheckpoint,
    doingRecovery,
    notShutdownNormally,
    crashRecovery,
    settingFileSize,
    fileSizeNow,
    redoRollbackSegments,
    nonRedoRollbackSegments,
    innodbStarted,
    loadingBufferPool,
    bufferPoolLoadCompleted,
    pluginDisabled,
    sslFilesFound,
    caSelfSigned,
    bindAddress,
    eventsLoaded,
    readyForConnections,
    pageCleaner,
  ],
};
