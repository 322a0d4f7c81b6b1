/**
 * Icinga 2 logs of a demo host on 4 April 2017: from the main log, a Recovery notification
 * being sent to the on-call user, its notification command ending with exit code 127 because
 * mail is not installed, and the IDO MySQL connection's query queue and rates; from the debug
 * log, a Graphite metric queued and a check_ping command started: header layout, event types
 * with English and Chinese claim templates, and fabrication clauses.
 */
import type {
  ClaimPair,
  EventType,
  FieldReader,
  SourceProfile,
} from "../heldout-real-logs/model.js";

const sendingNotification: EventType = {
  name: "icinga/sending-notification",
  pattern: /^Sending '(?<kind>\w+)' notification '(?<object>[^' ]+) for user '(?<user>[^']+)'$/,
  numericFields: [],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `Sending a notification for user ${field("user")} (${field("object")}) at ${field("timestamp")}.`,
      `At ${field("timestamp")}, ${field("severity")}/${field("component")}: sending a notification for user ${field("user")}.`,
    ],
    chinese: [
      `${field("timestamp")}，正在向用户 ${field("user")} 发送 ${field("kind")} 通知（${field("object")}）。`,
      `${field("user")} 的 ${field("kind")} 通知正在发送，通知对象是 ${field("object")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `Icinga was not sending any ${field("kind")} notification for ${field("user")}.`,
    chinese: `没有给 ${field("user")} 发送 ${field("kind")} 通知。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `The ${field("kind")} notification for ${field("user")} was suppressed by a scheduled downtime.`,
    chinese: `${field("user")} 的 ${field("kind")} 通知因为计划停机被屏蔽了。`,
  }),
};

const notificationCommandFailed: EventType = {
  name: "icinga/notification-command-exit-code",
  pattern:
    /^Notification command for object '(?<object>[^']+)' \(PID: (?<pid>\d+), arguments: '(?<script>[^']+)'\) terminated with exit code (?<code>\d+), output: (?<output>.+)$/,
  numericFields: ["pid", "code"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `The notification command (PID: ${field("pid")}) terminated with exit code ${field("code")}.`,
      `At ${field("timestamp")}, the notification command ${field("script")} terminated with exit code ${field("code")}; output: mail: not found.`,
      `${field("component")}: the notification command with PID: ${field("pid")} terminated with exit code ${field("code")}, output mail: not found.`,
    ],
    chinese: [
      `${field("timestamp")}，对象 ${field("object")} 的通知命令（PID ${field("pid")}）以退出码 ${field("code")} 结束，输出 mail: not found。`,
      `通知脚本 ${field("script")} 退出码 ${field("code")}，报错 mail: not found（对象 ${field("object")}）。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `The notification command for '${field("object")}' finished without an error.`,
    chinese: `${field("object")} 的通知命令没有出错。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `The notification command for '${field("object")}' timed out and was killed.`,
    chinese: `${field("object")} 的通知命令超时被杀掉了。`,
  }),
};

const queryQueue: EventType = {
  name: "icinga/ido-query-queue",
  pattern:
    /^Query queue items: (?<items>\d+), query rate: (?<rate>[\d.]+)\/s \((?<perMinute>\d+)\/min (?<perFive>\d+)\/5min (?<perFifteen>\d+)\/15min\);$/,
  numericFields: ["items", "rate", "perMinute", "perFive", "perFifteen"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `${field("component")}: query queue items ${field("items")}, query rate ${field("rate")}/s (${field("perMinute")}/min, ${field("perFive")}/5min, ${field("perFifteen")}/15min).`,
      `At ${field("timestamp")}, the query rate was ${field("rate")}/s with ${field("items")} query queue items.`,
    ],
    chinese: [
      `${field("timestamp")}，${field("component")} 查询队列有 ${field("items")} 项，查询速率 ${field("rate")}/s（${field("perMinute")}/min，${field("perFive")}/5min，${field("perFifteen")}/15min）。`,
      `IDO 数据库连接的查询队列是空的（${field("items")} 项），最近 15 分钟 ${field("perFifteen")} 次查询。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `The query queue of ${field("component")} was backed up.`,
    chinese: `${field("component")} 的查询队列有积压。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `${field("component")} lost its connection to MySQL.`,
    chinese: `${field("component")} 与 MySQL 的连接断开了。`,
  }),
};

const graphiteMetric: EventType = {
  name: "icinga/graphite-metric",
  pattern: /^Add to metric list:'(?<metric>\S+) (?<value>\d+) (?<epoch>\d+)'\.$/,
  numericFields: ["value", "epoch"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `GraphiteWriter: add to metric list '${field("metric")} ${field("value")} ${field("epoch")}'.`,
      `At ${field("timestamp")}, GraphiteWriter added ${field("metric")} with ${field("value")} to the metric list.`,
    ],
    chinese: [
      `${field("timestamp")}，GraphiteWriter 把指标 ${field("metric")} 加入列表，值 ${field("value")}，时间戳 ${field("epoch")}。`,
      `GraphiteWriter 记录 ${field("metric")} 的值为 ${field("value")}（${field("epoch")}）。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `GraphiteWriter did not add ${field("metric")}.`,
    chinese: `GraphiteWriter 没有添加 ${field("metric")}。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `GraphiteWriter could not connect to Graphite and dropped ${field("metric")}.`,
    chinese: `GraphiteWriter 连不上 Graphite，丢掉了 ${field("metric")}。`,
  }),
};

const runningCommand: EventType = {
  name: "icinga/running-check-command",
  pattern:
    /^Running command '(?<plugin>[^']+)' '-H' '(?<target>[^']+)' '-c' '(?<critical>[^']+)' '-w' '(?<warning>[^']+)': PID (?<pid>\d+)$/,
  numericFields: ["pid"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `Running command ${field("plugin")} -H ${field("target")} -c ${field("critical")} -w ${field("warning")}: PID ${field("pid")}.`,
      `At ${field("timestamp")}, Process logged running command ${field("plugin")} for ${field("target")} with PID ${field("pid")}.`,
    ],
    chinese: [
      `${field("timestamp")}，执行检查命令 ${field("plugin")}，目标 ${field("target")}，-c ${field("critical")}，-w ${field("warning")}，PID ${field("pid")}。`,
      `Icinga 用 check_ping 检查 ${field("target")}，进程 PID ${field("pid")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `check_ping was not run against ${field("target")}.`,
    chinese: `没有对 ${field("target")} 执行 check_ping。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `check_ping against ${field("target")} returned CRITICAL with 100% packet loss.`,
    chinese: `对 ${field("target")} 的 check_ping 返回 CRITICAL，丢包 100%。`,
  }),
};

const header =
  /^\[(?<timestamp>\d{4}-\d\d-\d\d \d\d:\d\d:\d\d [+-]\d{4})\] (?<severity>\w+)\/(?<component>\w+): (?<message>.*)$/;

const questionsEnglish = [
  "What did Icinga log around {time}?",
  "Were notifications delivered around {time}?",
  "Were there monitoring problems at {time}?",
];
const questionsChinese = [
  "{time} 前后 Icinga 记录了什么？",
  "{time} 左右通知有没有发出去？",
  "{time} 时监控有没有出问题？",
];
const causes: readonly ClaimPair[] = [
  {
    english: "because the mail relay was down",
    chinese: "原因是邮件中继挂了",
  },
  {
    english: "due to a misconfigured notification user",
    chinese: "原因是通知用户配置错误",
  },
  {
    english: "because the MySQL server was overloaded",
    chinese: "原因是 MySQL 服务器负载过高",
  },
];
const additions: readonly ClaimPair[] = [
  {
    english: "and the on-call engineer acknowledged it five minutes later",
    chinese: "并且值班工程师五分钟后确认了告警",
  },
  {
    english: "and Icinga retried the notification three times",
    chinese: "并且 Icinga 把通知重试了三次",
  },
  {
    english: "and the host went into a CRITICAL state right after",
    chinese: "随后该主机立即进入 CRITICAL 状态",
  },
];

const shared = {
  header,
  derive: () => ({}),
  timeOf: ({ value: field }: FieldReader) => field("timestamp"),
  questionsEnglish,
  questionsChinese,
  causes,
  additions,
} as const;

export const icingaMainProfile: SourceProfile = {
  ...shared,
  source: "IcingaMain",
  fileName: "icinga-main.log",
  events: [sendingNotification, notificationCommandFailed, queryQueue],
};

export const icingaDebugProfile: SourceProfile = {
  ...shared,
  source: "IcingaDebug",
  fileName: "icinga-debug.log",
  events: [graphiteMetric, runningCommand],
};
