/**
 * PostgreSQL 9.5 server log from Ubuntu (April 2017, database mydb: client connections
 * reset by peer, unexpected EOF in an open transaction, SQL errors with their HINT,
 * DETAIL and STATEMENT lines, fast shutdowns and restarts, incomplete startup packets, a
 * missing database): header layout, event types with English and Chinese claim
 * templates, and fabrication clauses.
 */
import type { EventType, SourceProfile } from "../heldout-real-logs/model.js";

const connectionReset: EventType = {
  name: "postgresql/connection-reset-by-peer",
  pattern: /^could not receive data from client: Connection reset by peer$/,
  numericFields: ["pid"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `[${field("pid")}] ${field("user")}@${field("db")} could not receive data from the client; the connection was reset by peer.`,
      `At ${field("time")} ${field("zone")}, the ${field("user")}@${field("db")} connection [${field("pid")}] was reset by peer.`,
    ],
    chinese: [
      `${field("user")}@${field("db")} 的进程 [${field("pid")}] 无法从客户端接收数据：连接被对端重置。`,
      `${field("date")} ${field("time")}，${field("db")} 库上 ${field("user")} 用户的连接（进程 ${field("pid")}）被对方重置（Connection reset by peer）。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `The client connection of ${field("user")}@${field("db")} [${field("pid")}] was not reset.`,
    chinese: `${field("user")}@${field("db")} 的客户端连接（进程 ${field("pid")}）没有被重置。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `The ${field("user")}@${field("db")} connection [${field("pid")}] was terminated by an administrator.`,
    chinese: `${field("user")}@${field("db")} 的连接（进程 ${field("pid")}）被管理员终止了。`,
  }),
};

const unexpectedEof: EventType = {
  name: "postgresql/unexpected-eof-open-transaction",
  pattern: /^unexpected EOF on client connection with an open transaction$/,
  numericFields: ["pid"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `[${field("pid")}] ${field("user")}@${field("db")} logged an unexpected EOF on client connection with an open transaction.`,
      `At ${field("time")} ${field("zone")}, the ${field("user")}@${field("db")} client connection [${field("pid")}] had an unexpected EOF with an open transaction.`,
    ],
    chinese: [
      `${field("user")}@${field("db")} 的客户端连接（进程 ${field("pid")}）在还有打开的事务时意外遇到 EOF。`,
      `${field("date")} ${field("time")}，进程 ${field("pid")} 的客户端连接出现 unexpected EOF，当时还有一个打开的事务。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `The ${field("user")}@${field("db")} connection [${field("pid")}] closed with no open transaction.`,
    chinese: `进程 ${field("pid")} 的连接关闭时没有打开的事务。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `The open transaction on ${field("user")}@${field("db")} [${field("pid")}] was committed before the client disconnected.`,
    chinese: `进程 ${field("pid")} 上打开的事务在客户端断开前已提交。`,
  }),
};

const operatorMissing: EventType = {
  name: "postgresql/operator-does-not-exist",
  pattern: /^operator does not exist: (?<operator>jsonb @>) at character (?<character>\d+)$/,
  numericFields: ["character"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `[${field("pid")}] ${field("user")}@${field("db")} got an ERROR: operator does not exist: ${field("operator")}, at character ${field("character")}.`,
      `At ${field("time")} ${field("zone")}, ${field("user")}@${field("db")} [${field("pid")}] reported operator does not exist: ${field("operator")} at character ${field("character")}.`,
    ],
    chinese: [
      `进程 ${field("pid")}（${field("user")}@${field("db")}）报错：运算符 ${field("operator")} 不存在，位置在第 ${field("character")} 个字符。`,
      `${field("date")} ${field("time")}，${field("db")} 报 ERROR：找不到 ${field("operator")} 这个运算符（character ${field("character")}）。`,
    ],
  }),
  negationDropsLineNegation: true,
  negation: ({ value: field }) => ({
    english: `The operator ${field("operator")} exists.`,
    chinese: `运算符 ${field("operator")} 是存在的。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `[${field("pid")}] ${field("user")}@${field("db")} got a permission denied error for operator ${field("operator")}.`,
    chinese: `进程 ${field("pid")} 使用运算符 ${field("operator")} 时报权限不足。`,
  }),
};

const explicitCastHint: EventType = {
  name: "postgresql/hint-explicit-type-casts",
  pattern:
    /^No operator matches the given name and argument type\(s\)\. You might need to add explicit type casts\.$/,
  numericFields: [],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `The HINT for [${field("pid")}]: no operator matches the given name and argument type(s); you might need to add explicit type casts.`,
      `At ${field("time")} ${field("zone")}, ${field("user")}@${field("db")} [${field("pid")}] logged a HINT: no operator matches the given name and argument type(s).`,
    ],
    chinese: [
      `提示（HINT）：没有与给定名称和参数类型匹配的运算符，可能需要添加显式类型转换。`,
      `${field("date")} ${field("time")}，进程 ${field("pid")} 收到 HINT，建议加上显式的类型转换（explicit type casts）。`,
    ],
  }),
  negationDropsLineNegation: true,
  negation: () => ({
    english: "The HINT said an operator matches the given name and argument type(s).",
    chinese: "HINT 表示有运算符与给定名称和参数类型匹配。",
  }),
  wrongEvent: ({ value: field }) => ({
    english: `The HINT for [${field("pid")}] said to install the missing extension.`,
    chinese: `进程 ${field("pid")} 的 HINT 建议安装缺少的扩展。`,
  }),
};

const statement: EventType = {
  name: "postgresql/statement",
  pattern: /^(?<verb>SELECT|INSERT)(?: id, user FROM| INTO) (?<table>users) .*$/,
  numericFields: ["pid"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `The STATEMENT logged for [${field("pid")}] ${field("user")}@${field("db")} was a ${field("verb")} on ${field("table")}.`,
      `At ${field("time")} ${field("zone")}, the ${field("verb")} STATEMENT of [${field("pid")}] was logged for ${field("user")}@${field("db")} on ${field("table")}.`,
    ],
    chinese: [
      `进程 ${field("pid")} 对应的语句（STATEMENT）是针对 ${field("table")} 表的 ${field("verb")}。`,
      `${field("date")} ${field("time")}，日志记录了 ${field("user")}@${field("db")} 的一条 ${field("verb")} 语句，涉及 ${field("table")} 表。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `No STATEMENT was logged for [${field("pid")}].`,
    chinese: `进程 ${field("pid")} 没有记录任何语句。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `The ${field("verb")} on ${field("table")} from [${field("pid")}] completed and was committed.`,
    chinese: `进程 ${field("pid")} 对 ${field("table")} 的 ${field("verb")} 已执行完成并提交。`,
  }),
};

const columnMissing: EventType = {
  name: "postgresql/column-does-not-exist",
  pattern: /^column "(?<column>[a-z]+)" does not exist at character (?<character>\d+)$/,
  numericFields: ["character"],
  entityFields: ["column"],
  faithful: ({ value: field }) => ({
    english: [
      `[${field("pid")}] ${field("user")}@${field("db")} got an ERROR: column "${field("column")}" does not exist, at character ${field("character")}.`,
      `At ${field("time")} ${field("zone")}, ${field("user")}@${field("db")} [${field("pid")}] reported that column ${field("column")} does not exist at character ${field("character")}.`,
    ],
    chinese: [
      `进程 ${field("pid")} 报错：列 "${field("column")}" 不存在，位置在第 ${field("character")} 个字符。`,
      `${field("date")} ${field("time")}，${field("db")} 中找不到列 ${field("column")}（character ${field("character")}）。`,
    ],
  }),
  negationDropsLineNegation: true,
  negation: ({ value: field }) => ({
    english: `The column "${field("column")}" exists.`,
    chinese: `列 "${field("column")}" 是存在的。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `Column "${field("column")}" was dropped by [${field("pid")}].`,
    chinese: `列 "${field("column")}" 被进程 ${field("pid")} 删除了。`,
  }),
};

const syntaxError: EventType = {
  name: "postgresql/syntax-error",
  pattern: /^syntax error at or near "\{" at character (?<character>\d+)$/,
  numericFields: ["character"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `[${field("pid")}] ${field("user")}@${field("db")} got a syntax error at or near "{" at character ${field("character")}.`,
      `At ${field("time")} ${field("zone")}, ${field("user")}@${field("db")} [${field("pid")}] logged an ERROR: syntax error at or near "{", character ${field("character")}.`,
    ],
    chinese: [
      `进程 ${field("pid")} 报语法错误：在第 ${field("character")} 个字符的 "{" 附近。`,
      `${field("date")} ${field("time")}，${field("user")}@${field("db")} 提交的语句在 "{" 附近有语法错误（character ${field("character")}）。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `The statement of [${field("pid")}] had no syntax error.`,
    chinese: `进程 ${field("pid")} 的语句没有语法错误。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `The statement of [${field("pid")}] was cancelled by a statement timeout.`,
    chinese: `进程 ${field("pid")} 的语句因语句超时被取消了。`,
  }),
};

const duplicateKey: EventType = {
  name: "postgresql/duplicate-key",
  pattern: /^duplicate key value violates unique constraint "(?<constraint>\w+)"$/,
  numericFields: ["pid"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `[${field("pid")}] ${field("user")}@${field("db")} got an ERROR: duplicate key value violates unique constraint "${field("constraint")}".`,
      `At ${field("time")} ${field("zone")}, a duplicate key value violated the unique constraint ${field("constraint")}.`,
    ],
    chinese: [
      `进程 ${field("pid")} 报错：重复的键值违反了唯一约束 "${field("constraint")}"。`,
      `${field("date")} ${field("time")}，${field("db")} 出现重复键值，违反了唯一约束 ${field("constraint")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `No unique constraint was violated by [${field("pid")}].`,
    chinese: `进程 ${field("pid")} 没有违反任何唯一约束。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `A deadlock was detected on "${field("constraint")}" for [${field("pid")}].`,
    chinese: `进程 ${field("pid")} 在 "${field("constraint")}" 上检测到死锁。`,
  }),
};

const keyExists: EventType = {
  name: "postgresql/detail-key-already-exists",
  pattern: /^Key \((?<column>\w+)\)=\((?<value>\d+)\) already exists\.$/,
  numericFields: ["value"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `DETAIL for [${field("pid")}]: Key (${field("column")})=(${field("value")}) already exists.`,
      `At ${field("time")} ${field("zone")}, the DETAIL was that the key (${field("column")})=(${field("value")}) already exists.`,
    ],
    chinese: [
      `DETAIL：键 (${field("column")})=(${field("value")}) 已经存在。`,
      `${field("date")} ${field("time")}，进程 ${field("pid")} 的详情显示键 (${field("column")})=(${field("value")}) 已存在。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `Key (${field("column")})=(${field("value")}) did not exist yet.`,
    chinese: `键 (${field("column")})=(${field("value")}) 之前并不存在。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `Key (${field("column")})=(${field("value")}) was deleted by [${field("pid")}].`,
    chinese: `键 (${field("column")})=(${field("value")}) 被进程 ${field("pid")} 删除了。`,
  }),
};

const fastShutdownRequest: EventType = {
  name: "postgresql/fast-shutdown-request",
  pattern: /^received fast shutdown request$/,
  numericFields: ["pid"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `[${field("pid")}] received a fast shutdown request.`,
      `At ${field("date")} ${field("time")} ${field("zone")}, [${field("pid")}] logged received fast shutdown request.`,
    ],
    chinese: [
      `进程 ${field("pid")} 收到了快速关闭（fast shutdown）请求。`,
      `${field("date")} ${field("time")}，进程 ${field("pid")} 收到 fast shutdown 请求。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `[${field("pid")}] received no shutdown request.`,
    chinese: `进程 ${field("pid")} 没有收到关闭请求。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `[${field("pid")}] received a smart shutdown request.`,
    chinese: `进程 ${field("pid")} 收到了 smart shutdown 请求。`,
  }),
};

const abortingTransactions: EventType = {
  name: "postgresql/aborting-active-transactions",
  pattern: /^aborting any active transactions$/,
  numericFields: ["pid"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `[${field("pid")}] is aborting any active transactions.`,
      `At ${field("time")} ${field("zone")}, [${field("pid")}] logged that it was aborting any active transactions.`,
    ],
    chinese: [
      `进程 ${field("pid")} 正在中止所有活动事务。`,
      `${field("date")} ${field("time")}，所有进行中的事务都在被中止（进程 ${field("pid")}）。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `[${field("pid")}] did not abort the active transactions.`,
    chinese: `进程 ${field("pid")} 没有中止活动事务。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `[${field("pid")}] is committing all active transactions.`,
    chinese: `进程 ${field("pid")} 正在提交所有活动事务。`,
  }),
};

const autovacuumShuttingDown: EventType = {
  name: "postgresql/autovacuum-launcher-shutting-down",
  pattern: /^autovacuum launcher shutting down$/,
  numericFields: ["pid"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `The autovacuum launcher [${field("pid")}] is shutting down.`,
      `At ${field("time")} ${field("zone")}, autovacuum launcher [${field("pid")}] was shutting down.`,
    ],
    chinese: [
      `autovacuum launcher（进程 ${field("pid")}）正在关闭。`,
      `${field("date")} ${field("time")}，autovacuum 启动器开始关闭。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `The autovacuum launcher [${field("pid")}] is not shutting down.`,
    chinese: `autovacuum launcher（进程 ${field("pid")}）没有关闭。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `The autovacuum launcher [${field("pid")}] crashed.`,
    chinese: `autovacuum launcher（进程 ${field("pid")}）崩溃了。`,
  }),
};

const shuttingDown: EventType = {
  name: "postgresql/shutting-down",
  pattern: /^shutting down$/,
  numericFields: ["pid"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `[${field("pid")}] is shutting down.`,
      `At ${field("date")} ${field("time")} ${field("zone")}, [${field("pid")}] logged shutting down.`,
    ],
    chinese: [
      `进程 ${field("pid")} 正在关闭。`,
      `${field("date")} ${field("time")}，进程 ${field("pid")} 开始关闭。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `[${field("pid")}] is not shutting down.`,
    chinese: `进程 ${field("pid")} 并没有在关闭。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `[${field("pid")}] is restarting.`,
    chinese: `进程 ${field("pid")} 正在重启。`,
  }),
};

const systemShutDown: EventType = {
  name: "postgresql/database-system-shut-down",
  pattern: /^database system is shut down$/,
  numericFields: [],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      "The database system is shut down.",
      `At ${field("date")} ${field("time")} ${field("zone")}, [${field("pid")}] logged that the database system is shut down.`,
    ],
    chinese: [
      "数据库系统已关闭。",
      `${field("date")} ${field("time")}，数据库系统已经关闭（进程 ${field("pid")}）。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: () => ({
    english: "The database system is not shut down.",
    chinese: "数据库系统没有关闭。",
  }),
  wrongEvent: () => ({
    english: "The database system crashed and entered recovery mode.",
    chinese: "数据库系统崩溃并进入了恢复模式。",
  }),
};

const wasShutDownAt: EventType = {
  name: "postgresql/database-system-was-shut-down-at",
  pattern:
    /^database system was shut down at (?<shutdownDate>\d{4}-\d\d-\d\d) (?<shutdownTime>\d\d:\d\d:\d\d) (?<shutdownZone>[A-Z]+)$/,
  numericFields: ["shutdownTime"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `The database system was shut down at ${field("shutdownDate")} ${field("shutdownTime")} ${field("shutdownZone")}.`,
      `At ${field("time")} ${field("zone")}, [${field("pid")}] logged that the database system was shut down at ${field("shutdownTime")}.`,
    ],
    chinese: [
      `数据库系统是在 ${field("shutdownDate")} ${field("shutdownTime")} ${field("shutdownZone")} 关闭的。`,
      `${field("date")} ${field("time")}，进程 ${field("pid")} 报告数据库系统于 ${field("shutdownTime")} 关闭。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `The database system was not shut down at ${field("shutdownDate")} ${field("shutdownTime")}.`,
    chinese: `数据库系统并没有在 ${field("shutdownDate")} ${field("shutdownTime")} 关闭。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `The database system was interrupted at ${field("shutdownDate")} ${field("shutdownTime")}.`,
    chinese: `数据库系统在 ${field("shutdownDate")} ${field("shutdownTime")} 被中断。`,
  }),
};

const multixactProtections: EventType = {
  name: "postgresql/multixact-wraparound-protections",
  pattern: /^MultiXact member wraparound protections are now enabled$/,
  numericFields: [],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      "MultiXact member wraparound protections are now enabled.",
      `At ${field("time")} ${field("zone")}, [${field("pid")}] logged that MultiXact member wraparound protections are now enabled.`,
    ],
    chinese: [
      "MultiXact 成员回卷保护现已启用。",
      `${field("date")} ${field("time")}，进程 ${field("pid")} 启用了 MultiXact member wraparound 保护。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: () => ({
    english: "MultiXact member wraparound protections are disabled.",
    chinese: "MultiXact 成员回卷保护处于禁用状态。",
  }),
  wrongEvent: () => ({
    english: "MultiXact member wraparound was detected and a vacuum was forced.",
    chinese: "检测到 MultiXact 成员回卷，并强制执行了 vacuum。",
  }),
};

const readyToAccept: EventType = {
  name: "postgresql/ready-to-accept-connections",
  pattern: /^database system is ready to accept connections$/,
  numericFields: [],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      "The database system is ready to accept connections.",
      `At ${field("date")} ${field("time")} ${field("zone")}, [${field("pid")}] reported the database system ready to accept connections.`,
    ],
    chinese: [
      "数据库系统已经可以接受连接。",
      `${field("date")} ${field("time")}，数据库系统准备就绪，可以接受连接（进程 ${field("pid")}）。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: () => ({
    english: "The database system is not ready to accept connections.",
    chinese: "数据库系统还不能接受连接。",
  }),
  wrongEvent: () => ({
    english: "The database system is rejecting new connections during recovery.",
    chinese: "数据库系统在恢复期间拒绝新的连接。",
  }),
};

const autovacuumStarted: EventType = {
  name: "postgresql/autovacuum-launcher-started",
  pattern: /^autovacuum launcher started$/,
  numericFields: ["pid"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `The autovacuum launcher [${field("pid")}] started.`,
      `At ${field("date")} ${field("time")} ${field("zone")}, [${field("pid")}] logged autovacuum launcher started.`,
    ],
    chinese: [
      `autovacuum launcher 已启动（进程 ${field("pid")}）。`,
      `${field("date")} ${field("time")}，autovacuum 启动器开始运行。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: () => ({
    english: "The autovacuum launcher did not start.",
    chinese: "autovacuum launcher 没有启动。",
  }),
  wrongEvent: ({ value: field }) => ({
    english: `The autovacuum launcher [${field("pid")}] failed to start.`,
    chinese: `autovacuum launcher（进程 ${field("pid")}）启动失败。`,
  }),
};

const incompleteStartupPacket: EventType = {
  name: "postgresql/incomplete-startup-packet",
  pattern: /^incomplete startup packet$/,
  numericFields: ["pid"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `[${field("pid")}] ${field("user")}@${field("db")} got an incomplete startup packet.`,
      `At ${field("time")} ${field("zone")}, [${field("pid")}] logged an incomplete startup packet.`,
    ],
    chinese: [
      `进程 ${field("pid")} 收到一个不完整的启动包（startup packet）。`,
      `${field("date")} ${field("time")}，收到不完整的 startup packet，用户和数据库均为 ${field("user")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `The startup packet for [${field("pid")}] was complete.`,
    chinese: `进程 ${field("pid")} 收到的启动包是完整的。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `[${field("pid")}] got a startup packet with an unsupported protocol version.`,
    chinese: `进程 ${field("pid")} 收到的启动包使用了不支持的协议版本。`,
  }),
};

const databaseMissing: EventType = {
  name: "postgresql/database-does-not-exist",
  pattern: /^database "(?<database>\w+)" does not exist$/,
  numericFields: ["pid"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `For [${field("pid")}] ${field("user")}@${field("db")}, the database "${field("database")}" does not exist (FATAL).`,
      `At ${field("time")} ${field("zone")}, [${field("pid")}] logged FATAL: database "${field("database")}" does not exist.`,
    ],
    chinese: [
      `进程 ${field("pid")} 报 FATAL：数据库 "${field("database")}" 不存在。`,
      `${field("date")} ${field("time")}，${field("user")} 要连接的数据库 ${field("database")} 不存在（FATAL）。`,
    ],
  }),
  negationDropsLineNegation: true,
  negation: ({ value: field }) => ({
    english: `The database "${field("database")}" exists.`,
    chinese: `数据库 "${field("database")}" 是存在的。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `The database "${field("database")}" was dropped by ${field("user")}.`,
    chinese: `数据库 "${field("database")}" 被 ${field("user")} 删除了。`,
  }),
};

export const postgresqlProfile: SourceProfile = {
  source: "PostgreSQL",
  fileName: "postgresql-ubuntu-9.5.log",
  header:
    /^(?<date>\d{4}-\d\d-\d\d) (?<time>\d\d:\d\d:\d\d\.\d{3}) (?<zone>[A-Z]+) \[(?<pid>\d+)\] (?:(?<user>\S+)@(?<db>\S+) )?(?<level>[A-Z]+): {2}(?<message>.*)$/,
  derive: () => ({}),
  timeOf: ({ value: field }) => `${field("date")} ${field("time")} ${field("zone")}`,
  questionsEnglish: [
    "What happened on the PostgreSQL server around {time}?",
    "Were there database errors for mydb at {time}?",
    "What did PostgreSQL log at {time}?",
  ],
  questionsChinese: [
    "{time} 前后 PostgreSQL 服务器上发生了什么？",
    "{time} 时 mydb 有没有数据库报错？",
    "{time} 左右 PostgreSQL 记录了什么？",
  ],
  causes: [
    {
      english: "because max_connections had been reached",
      chinese: "原因是连接数已经达到 max_connections 上限",
    },
    {
      english: "due to a network partition between the app servers and the database",
      chinese: "原因是应用服务器和数据库之间发生了网络分区",
    },
    {
      english: "because the disk holding the WAL was full",
      chinese: "原因是存放 WAL 的磁盘已满",
    },
  ],
  additions: [
    {
      english: "and the replica fell 5 minutes behind",
      chinese: "并且从库延迟了 5 分钟",
    },
    {
      english: "and pgbouncer restarted right after",
      chinese: "并且 pgbouncer 随后立即重启",
    },
    {
      english: "and the on-call engineer was paged",
      chinese: "并且已呼叫值班工程师",
    },
  ],
  events: [
    connectionReset,
    unexpectedEof,
    operatorMissing,
    explicitCastHint,
    statement,
    columnMissing,
    syntaxError,
    duplicateKey,
    keyExists,
    fastShutdownRequest,
    abortingTransactions,
    autovacuumShuttingDown,
    shuttingDown,
    systemShutDown,
    wasShutDownAt,
    multixactProtections,
    readyToAccept,
    autovacuumStarted,
    incompleteStartupPacket,
    databaseMissing,
  ],
};
