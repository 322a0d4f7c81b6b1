/**
 * Linux syslog lines with RFC 3339 timestamps: a host (rmbkmonitor04) shutting down for system
 * halt and thermald reporting a power-limit constraint exceeded, in the same second of April
 * 1986 (+04:00; a test of time-zone offsets), sudo opening a root session on localhost in June
 * 2019, and a SUSE host's user systemd stopping two targets in August 2018: header layout,
 * event types with English and Chinese claim templates, and fabrication clauses.
 */
import type {
  ClaimPair,
  EventType,
  FieldReader,
  SourceProfile,
} from "../heldout-real-logs/model.js";
import { sourceName } from "./source-names.js";

const shutdownHalt: EventType = {
  name: "syslog/shutdown-halt",
  pattern: /^shutting down for system halt$/,
  numericFields: ["pid"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `At ${field("timestamp")}, ${field("process")}[${field("pid")}] on ${field("host")} logged shutting down for system halt.`,
      `${field("host")} was shutting down for system halt (${field("process")}[${field("pid")}], ${field("timestamp")}).`,
    ],
    chinese: [
      `${field("timestamp")}，${field("host")} 上的 shutdown 进程（${field("pid")}）记录：系统正在关机（halt）。`,
      `${field("host")} 在 ${field("timestamp")} 正在关机，shutdown[${field("pid")}] 报 system halt。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `${field("host")} was not shutting down at ${field("timestamp")}.`,
    chinese: `${field("timestamp")} ${field("host")} 并没有在关机。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `${field("host")} was rebooting after a kernel panic at ${field("timestamp")}.`,
    chinese: `${field("timestamp")} ${field("host")} 因为内核崩溃正在重启。`,
  }),
};

const powerLimit: EventType = {
  name: "syslog/thermald-power-limit",
  pattern: /^(?<constraint>constraint_0_power_limit_uw) exceeded\.$/,
  numericFields: [],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `${field("process")} on ${field("host")} reported ${field("constraint")} exceeded at ${field("timestamp")}.`,
      `At ${field("timestamp")}, ${field("constraint")} was exceeded on ${field("host")}.`,
    ],
    chinese: [
      `${field("timestamp")}，${field("host")} 上的 thermald 报告 ${field("constraint")} 超出了。`,
      `${field("host")} 的 ${field("constraint")} 被超过了（thermald 记录）。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `${field("constraint")} was not exceeded on ${field("host")}.`,
    chinese: `${field("host")} 上的 ${field("constraint")} 没有超出。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `thermald on ${field("host")} reported ${field("constraint")} back under its limit at ${field("timestamp")}.`,
    chinese: `${field("timestamp")}，${field("host")} 上的 thermald 报告 ${field("constraint")} 已经恢复到限制以内。`,
  }),
};

const sudoSession: EventType = {
  name: "syslog/sudo-session-opened",
  pattern:
    /^pam_unix\((?<service>sudo-i):session\): session opened for user (?<user>\w+) by (?<by>\w+)\(uid=(?<uid>\d+)\)$/,
  numericFields: ["uid"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `At ${field("timestamp")}, pam_unix(${field("service")}:session) on ${field("host")} opened a session for user ${field("user")} by ${field("by")}(uid=${field("uid")}).`,
      `${field("process")} on ${field("host")}: session opened for user ${field("user")} by ${field("by")} (uid=${field("uid")}).`,
    ],
    chinese: [
      `${field("timestamp")}，${field("host")} 上 pam_unix（${field("service")}）为 ${field("by")}（uid=${field("uid")}）打开了 ${field("user")} 的会话。`,
      `${field("by")} 通过 sudo 在 ${field("host")} 上打开了 ${field("user")} 用户的会话，uid=${field("uid")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `No session was opened for user ${field("user")} on ${field("host")} at ${field("timestamp")}.`,
    chinese: `${field("timestamp")} ${field("host")} 上没有为 ${field("user")} 打开会话。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `pam_unix(${field("service")}:auth) logged an authentication failure for user ${field("user")} on ${field("host")}.`,
    chinese: `${field("host")} 上 ${field("user")} 用户的 sudo 认证失败了。`,
  }),
};

const targetStopped: EventType = {
  name: "syslog/systemd-target-stopped",
  pattern: /^Stopped target (?<target>[A-Za-z ]+)\.$/,
  numericFields: ["pid"],
  entityFields: ["target"],
  faithful: ({ value: field }) => ({
    english: [
      `${field("process")}[${field("pid")}] on ${field("host")} stopped target ${field("target")} at ${field("timestamp")}.`,
      `At ${field("timestamp")}, ${field("process")} on ${field("host")} logged Stopped target ${field("target")}.`,
    ],
    chinese: [
      `${field("timestamp")}，${field("host")} 上的 systemd（${field("pid")}）停止了 target ${field("target")}。`,
      `${field("host")} 的 systemd[${field("pid")}] 在 ${field("timestamp")} 停掉了 ${field("target")} 这个 target。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `${field("process")} on ${field("host")} did not stop target ${field("target")} at ${field("timestamp")}.`,
    chinese: `${field("timestamp")}，${field("host")} 上的 systemd 没有停止 target ${field("target")}。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `${field("process")} on ${field("host")} reached target ${field("target")} at ${field("timestamp")}.`,
    chinese: `${field("timestamp")}，${field("host")} 上的 systemd 启动了 target ${field("target")}。`,
  }),
};

const causes: readonly ClaimPair[] = [
  {
    english: "because the operator ran a scheduled maintenance job",
    chinese: "原因是运维执行了计划中的维护任务",
  },
  {
    english: "due to overheating of the CPU",
    chinese: "原因是 CPU 过热",
  },
  {
    english: "because the user logged out of the desktop",
    chinese: "原因是用户退出了桌面登录",
  },
];

const additions: readonly ClaimPair[] = [
  {
    english: "and the host came back up two minutes later",
    chinese: "并且该主机两分钟后恢复了",
  },
  {
    english: "and the monitoring agent lost contact with the host",
    chinese: "并且监控代理和该主机失去了联系",
  },
  {
    english: "and the kernel logged a watchdog timeout",
    chinese: "并且内核记录了一次 watchdog 超时",
  },
];

const header =
  /^(?<timestamp>\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d+(?:[+-]\d\d:?\d\d)?) (?<host>\S+) (?<process>[\w-]+)(?:\[(?<pid>\d+)\])?: (?<message>.*)$/;

export const syslogTzOffsetProfile: SourceProfile = {
  source: sourceName("SyslogTzOffset"),
  fileName: "syslog-tz-offset.log",
  header,
  derive: () => ({}),
  timeOf: ({ value: field }: FieldReader) => field("timestamp"),
  questionsEnglish: [
    "What happened on the host around {time}?",
    "What did syslog record at {time}?",
    "Why did the machine go down around {time}?",
  ],
  questionsChinese: [
    "{time} 前后这台主机上发生了什么？",
    "{time} 时 syslog 记录了什么？",
    "{time} 左右机器为什么停了？",
  ],
  causes,
  additions,
  events: [shutdownHalt, powerLimit, sudoSession],
};

export const syslogSuseProfile: SourceProfile = {
  source: sourceName("SyslogSuse"),
  fileName: "syslog-suse.log",
  header,
  derive: () => ({}),
  timeOf: ({ value: field }: FieldReader) => field("timestamp"),
  questionsEnglish: [
    "What did systemd do on the SUSE host around {time}?",
    "What did syslog record at {time}?",
    "Which targets were stopped around {time}?",
  ],
  questionsChinese: [
    "{time} 前后 SUSE 主机上的 systemd 做了什么？",
    "{time} 时 syslog 记录了什么？",
    "{time} 左右哪些 target 被停止了？",
  ],
  causes,
  additions,
  events: [targetStopped],
};
