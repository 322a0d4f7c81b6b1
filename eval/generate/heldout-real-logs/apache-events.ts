/**
 * Apache error-log sample (mod_jk / jk2 connector lines): header layout, event
 * types with English and Chinese claim templates, and fabrication clauses.
 */
import type { EventType, SourceProfile } from "./model.js";

const foundChild: EventType = {
  name: "apache/found-child",
  pattern: /^jk2_init\(\) Found child (?<pid>\d+) in scoreboard slot (?<slot>\d+)$/,
  numericFields: ["slot"],
  entityFields: ["pid"],
  faithful: ({ value: field }) => ({
    english: [
      `jk2_init() found child ${field("pid")} in scoreboard slot ${field("slot")}.`,
      `At ${field("time")}, jk2_init() found child ${field("pid")} in scoreboard slot ${field("slot")}.`,
      `A notice was logged: jk2_init() found child ${field("pid")} in scoreboard slot ${field("slot")}.`,
    ],
    chinese: [
      `jk2_init() 在记分板槽位 ${field("slot")} 中找到了子进程 ${field("pid")}。`,
      `${field("time")}，jk2_init() 在记分板的 ${field("slot")} 号槽位找到子进程 ${field("pid")}（notice 级别）。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `jk2_init() could not find child ${field("pid")} in scoreboard slot ${field("slot")}.`,
    chinese: `jk2_init() 未能在记分板槽位 ${field("slot")} 中找到子进程 ${field("pid")}。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `jk2_init() removed child ${field("pid")} from scoreboard slot ${field("slot")}.`,
    chinese: `jk2_init() 从记分板槽位 ${field("slot")} 中移除了子进程 ${field("pid")}。`,
  }),
};

const workerEnvOk: EventType = {
  name: "apache/worker-env-ok",
  pattern: /^workerEnv\.init\(\) ok (?<path>\S+)$/,
  numericFields: [],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `workerEnv.init() reported ok for ${field("path")}.`,
      `A notice was logged at ${field("time")}: workerEnv.init() ok with ${field("path")}.`,
    ],
    chinese: [
      `workerEnv.init() 对 ${field("path")} 的初始化成功（ok）。`,
      `${field("time")}，workerEnv.init() 报告 ${field("path")} 初始化正常（notice 级别）。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `workerEnv.init() was not ok for ${field("path")}.`,
    chinese: `workerEnv.init() 对 ${field("path")} 的初始化失败。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `workerEnv.init() deleted ${field("path")}.`,
    chinese: `workerEnv.init() 删除了 ${field("path")}。`,
  }),
};

const errorState: EventType = {
  name: "apache/error-state",
  pattern: /^mod_jk child workerEnv in error state (?<state>\d+)$/,
  numericFields: ["state"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `mod_jk child workerEnv is in error state ${field("state")}.`,
      `An error was logged at ${field("time")}: mod_jk child workerEnv in error state ${field("state")}.`,
      `It appears that the mod_jk child workerEnv is in error state ${field("state")}.`,
    ],
    chinese: [
      `mod_jk 子进程的 workerEnv 处于错误状态 ${field("state")}。`,
      `${field("time")}，mod_jk 子进程 workerEnv 报告错误状态 ${field("state")}（error 级别）。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `mod_jk child workerEnv is not in error state ${field("state")}.`,
    chinese: `mod_jk 子进程的 workerEnv 没有处于错误状态 ${field("state")}。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `mod_jk child workerEnv recovered from error state ${field("state")}.`,
    chinese: `mod_jk 子进程的 workerEnv 已从错误状态 ${field("state")} 恢复。`,
  }),
};

const directoryForbidden: EventType = {
  name: "apache/directory-index-forbidden",
  pattern: /^\[client (?<client>[\d.]+)\] Directory index forbidden by rule: (?<path>\S+)$/,
  numericFields: [],
  entityFields: ["client"],
  faithful: ({ value: field }) => ({
    english: [
      `Directory index of ${field("path")} was forbidden by rule for client ${field("client")}.`,
      `At ${field("time")}, client ${field("client")} got directory index forbidden by rule: ${field("path")}.`,
    ],
    chinese: [
      `客户端 ${field("client")} 对 ${field("path")} 的目录索引被规则禁止。`,
      `${field("time")}，规则禁止了客户端 ${field("client")} 的目录索引（${field("path")}）。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `Directory index of ${field("path")} was not forbidden by rule for client ${field("client")}.`,
    chinese: `客户端 ${field("client")} 对 ${field("path")} 的目录索引没有被规则禁止。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `Client ${field("client")} uploaded a file to ${field("path")}.`,
    chinese: `客户端 ${field("client")} 向 ${field("path")} 上传了文件。`,
  }),
};

const cannotFindChild: EventType = {
  name: "apache/cannot-find-child",
  pattern: /^jk2_init\(\) Can't find child (?<pid>\d+) in scoreboard$/,
  numericFields: [],
  entityFields: ["pid"],
  faithful: ({ value: field }) => ({
    english: [
      `jk2_init() can't find child ${field("pid")} in scoreboard.`,
      `An error was logged at ${field("time")}: jk2_init() can't find child ${field("pid")} in scoreboard.`,
    ],
    chinese: [
      `jk2_init() 在记分板中找不到子进程 ${field("pid")}。`,
      `${field("time")}，jk2_init() 报告在记分板中找不到子进程 ${field("pid")}（error 级别）。`,
    ],
  }),
  negationDropsLineNegation: true,
  negation: ({ value: field }) => ({
    english: `jk2_init() found child ${field("pid")} in scoreboard.`,
    chinese: `jk2_init() 在记分板中找到了子进程 ${field("pid")}。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `jk2_init() killed child ${field("pid")} in scoreboard.`,
    chinese: `jk2_init() 终止了记分板中的子进程 ${field("pid")}。`,
  }),
};

const childInit: EventType = {
  name: "apache/child-init",
  pattern: /^mod_jk child init (?<first>-?\d+) (?<second>-?\d+)$/,
  numericFields: ["first", "second"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `An error was logged: mod_jk child init ${field("first")} ${field("second")}.`,
      `At ${field("time")}, mod_jk child init reported ${field("first")} ${field("second")}.`,
    ],
    chinese: [
      `mod_jk 子进程初始化（child init）记录的值为 ${field("first")} ${field("second")}，级别为 error。`,
      `${field("time")}，mod_jk 子进程初始化报告 ${field("first")} ${field("second")}（error 级别）。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `mod_jk child init ${field("first")} ${field("second")} was not an error.`,
    chinese: `mod_jk 子进程初始化 ${field("first")} ${field("second")} 不是错误。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `mod_jk child init completed successfully with ${field("first")} ${field("second")}.`,
    chinese: `mod_jk 子进程初始化 ${field("first")} ${field("second")} 顺利完成。`,
  }),
};

export const apacheProfile: SourceProfile = {
  source: "Apache",
  fileName: "Apache_2k.log",
  header:
    /^\[(?<time>[A-Z][a-z]{2} [A-Z][a-z]{2} \d\d \d\d:\d\d:\d\d \d{4})\] \[(?<level>[a-z]+)\] (?<message>.*)$/,
  derive: () => ({}),
  timeOf: ({ value: field }) => field("time"),
  questionsEnglish: [
    "What did the Apache error log record at {time}?",
    "Is there anything unusual in the Apache error log around {time}?",
    "What happened in the Apache mod_jk connector at {time}?",
  ],
  questionsChinese: [
    "Apache 错误日志在 {time} 记录了什么？",
    "{time} 前后 Apache 错误日志中有没有异常？",
    "{time} 时 Apache 的 mod_jk 连接器发生了什么？",
  ],
  causes: [
    { english: "because the Tomcat backend was unreachable", chinese: "原因是 Tomcat 后端不可达" },
    { english: "because the server ran out of memory", chinese: "原因是服务器内存耗尽" },
    {
      english: "due to a corrupted workers2.properties file",
      chinese: "原因是 workers2.properties 文件已损坏",
    },
    {
      english: "because a previous child process had crashed",
      chinese: "原因是之前的一个子进程已经崩溃",
    },
  ],
  additions: [
    {
      english: "and the httpd service was restarted right afterwards",
      chinese: "并且 httpd 服务随后立即被重启",
    },
    {
      english: "and 12 client requests were dropped during that time",
      chinese: "并且在此期间丢弃了 12 个客户端请求",
    },
    {
      english: "and an alert was sent to the on-call engineer",
      chinese: "并且已向值班工程师发送告警",
    },
  ],
  events: [foundChild, workerEnvOk, errorState, directoryForbidden, cannotFindChild, childInit],
};
