/**
 * Thunderbird supercomputer syslog sample (cron sessions, ntpd, ganglia gmetad,
 * InfiniBand subnet manager sweeps, sendmail): header layout, event types with
 * English and Chinese claim templates, and fabrication clauses.
 */
import type { EventType, SourceProfile } from "../heldout-real-logs/model.js";

const sessionClosed: EventType = {
  name: "thunderbird/session-closed",
  pattern: /^session closed for user (?<user>\w+)$/,
  numericFields: [],
  entityFields: ["node", "pid"],
  faithful: ({ value: field }) => ({
    english: [
      `${field("process")}[${field("pid")}] on ${field("node")} reported session closed for user ${field("user")}.`,
      `Session closed for user ${field("user")} on ${field("node")} at ${field("time")}.`,
    ],
    chinese: [
      `${field("node")} 上的 ${field("process")}[${field("pid")}] 关闭了用户 ${field("user")} 的会话。`,
      `${field("month")} ${field("day")} ${field("time")}，节点 ${field("node")} 上用户 ${field("user")} 的会话已关闭。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `Session for user ${field("user")} on ${field("node")} was not closed.`,
    chinese: `节点 ${field("node")} 上用户 ${field("user")} 的会话没有关闭。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `Session for user ${field("user")} on ${field("node")} expired.`,
    chinese: `节点 ${field("node")} 上用户 ${field("user")} 的会话已过期。`,
  }),
};

const sessionOpened: EventType = {
  name: "thunderbird/session-opened",
  pattern: /^session opened for user (?<user>\w+) by \(uid=(?<uid>\d+)\)$/,
  numericFields: ["uid"],
  entityFields: ["node", "pid"],
  faithful: ({ value: field }) => ({
    english: [
      `${field("process")}[${field("pid")}] on ${field("node")} reported session opened for user ${field("user")} by (uid=${field("uid")}).`,
      `Session opened for user ${field("user")} by uid=${field("uid")} on ${field("node")}.`,
    ],
    chinese: [
      `${field("node")} 上的 ${field("process")}[${field("pid")}] 由 uid=${field("uid")} 为用户 ${field("user")} 打开了会话。`,
      `${field("month")} ${field("day")} ${field("time")}，节点 ${field("node")} 上用户 ${field("user")} 的会话已打开（uid=${field("uid")}）。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `${field("process")}[${field("pid")}] did not open a session for user ${field("user")} on ${field("node")}.`,
    chinese: `${field("node")} 上的 ${field("process")}[${field("pid")}] 没有为用户 ${field("user")} 打开会话。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `${field("process")}[${field("pid")}] refused a session for user ${field("user")} on ${field("node")}.`,
    chinese: `${field("node")} 上的 ${field("process")}[${field("pid")}] 拒绝了用户 ${field("user")} 的会话。`,
  }),
};

const cronCommand: EventType = {
  name: "thunderbird/cron-command",
  pattern: /^\((?<user>\w+)\) CMD \((?<command>[^)]+)\)$/,
  numericFields: [],
  entityFields: ["node", "pid"],
  faithful: ({ value: field }) => ({
    english: [
      `On ${field("node")}, ${field("process")}[${field("pid")}] logged (${field("user")}) CMD (${field("command")}).`,
      `At ${field("time")}, ${field("node")} logged CMD (${field("command")}) for ${field("user")}.`,
    ],
    chinese: [
      `节点 ${field("node")} 上的 ${field("process")}[${field("pid")}] 以 ${field("user")} 身份执行命令 ${field("command")}。`,
      `${field("month")} ${field("day")} ${field("time")}，${field("node")} 上的 ${field("process")} 为用户 ${field("user")} 运行了 ${field("command")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `${field("process")}[${field("pid")}] on ${field("node")} did not run ${field("command")}.`,
    chinese: `节点 ${field("node")} 上的 ${field("process")}[${field("pid")}] 没有执行 ${field("command")}。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `${field("process")}[${field("pid")}] on ${field("node")} reported that ${field("command")} failed.`,
    chinese: `节点 ${field("node")} 上的 ${field("process")}[${field("pid")}] 报告 ${field("command")} 执行失败。`,
  }),
};

const gmetadNoAnswer: EventType = {
  name: "thunderbird/gmetad-no-answer",
  pattern: /^data_thread\(\) got not answer from any \[(?<datasource>\w+)\] datasource$/,
  numericFields: [],
  entityFields: ["datasource"],
  faithful: ({ value: field }) => ({
    english: [
      `gmetad[${field("pid")}] data_thread() got not answer from any [${field("datasource")}] datasource.`,
      `On ${field("node")}, gmetad logged data_thread() got not answer from any ${field("datasource")} datasource.`,
    ],
    chinese: [
      `${field("node")} 上 gmetad 的 data_thread() 没有收到任何 ${field("datasource")} 数据源的应答。`,
      `${field("month")} ${field("day")} ${field("time")}，gmetad[${field("pid")}] 报告数据源 ${field("datasource")} 无应答。`,
    ],
  }),
  negationDropsLineNegation: true,
  negation: ({ value: field }) => ({
    english: `data_thread() got an answer from the ${field("datasource")} datasource.`,
    chinese: `data_thread() 收到了 ${field("datasource")} 数据源的应答。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `gmetad removed the ${field("datasource")} datasource.`,
    chinese: `gmetad 移除了 ${field("datasource")} 数据源。`,
  }),
};

const ntpSynchronized: EventType = {
  name: "thunderbird/ntp-synchronized",
  pattern: /^synchronized to (?<server>[\d.]+), stratum (?<stratum>\d+)$/,
  numericFields: ["stratum"],
  entityFields: ["node", "server"],
  faithful: ({ value: field }) => ({
    english: [
      `${field("process")}[${field("pid")}] on ${field("node")} synchronized to ${field("server")}, stratum ${field("stratum")}.`,
      `At ${field("time")}, ${field("node")} synchronized to ${field("server")} at stratum ${field("stratum")}.`,
    ],
    chinese: [
      `节点 ${field("node")} 上的 ntpd 已同步到 ${field("server")}，层级（stratum）为 ${field("stratum")}。`,
      `${field("month")} ${field("day")} ${field("time")}，${field("node")} 的 ${field("process")}[${field("pid")}] 与 ${field("server")} 完成同步（stratum ${field("stratum")}）。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `${field("node")} did not synchronize to ${field("server")}.`,
    chinese: `节点 ${field("node")} 没有同步到 ${field("server")}。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `${field("node")} lost synchronization with ${field("server")}.`,
    chinese: `节点 ${field("node")} 与 ${field("server")} 失去同步。`,
  }),
};

const newSweep: EventType = {
  name: "thunderbird/ib-new-sweep",
  pattern: /^\[ib_sm_sweep\.c:(?<sourceLine>\d+)\]: \*+ NEW SWEEP \*+$/,
  numericFields: [],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `${field("process")}[${field("pid")}] on ${field("node")} logged NEW SWEEP at ib_sm_sweep.c:${field("sourceLine")}.`,
      `At ${field("time")}, ${field("node")} logged a NEW SWEEP.`,
    ],
    chinese: [
      `${field("node")} 上的 ${field("process")} 开始了一次新的扫描（NEW SWEEP）。`,
      `${field("month")} ${field("day")} ${field("time")}，${field("process")}[${field("pid")}] 记录 NEW SWEEP（ib_sm_sweep.c:${field("sourceLine")}）。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `${field("process")} on ${field("node")} logged no NEW SWEEP.`,
    chinese: `${field("node")} 上的 ${field("process")} 没有开始新的扫描。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `${field("process")} on ${field("node")} aborted the sweep.`,
    chinese: `${field("node")} 上的 ${field("process")} 中止了扫描。`,
  }),
};

const noTopologyChange: EventType = {
  name: "thunderbird/ib-no-topology-change",
  pattern: /^\[ib_sm_sweep\.c:(?<sourceLine>\d+)\]: No topology change$/,
  numericFields: [],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `${field("process")}[${field("pid")}] on ${field("node")} reported no topology change.`,
      `At ${field("time")}, ${field("node")} logged No topology change.`,
    ],
    chinese: [
      `${field("node")} 上的 ${field("process")} 报告拓扑没有变化。`,
      `${field("month")} ${field("day")} ${field("time")}，${field("process")}[${field("pid")}] 记录：拓扑无变化。`,
    ],
  }),
  negationDropsLineNegation: true,
  negation: ({ value: field }) => ({
    english: `${field("process")} on ${field("node")} reported a topology change.`,
    chinese: `${field("node")} 上的 ${field("process")} 报告拓扑发生了变化。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `${field("process")} on ${field("node")} reported a link failure.`,
    chinese: `${field("node")} 上的 ${field("process")} 报告链路故障。`,
  }),
};

const noConfigurationChange: EventType = {
  name: "thunderbird/ib-no-configuration-change",
  pattern: /^\[ib_sm_sweep\.c:(?<sourceLine>\d+)\]: No configuration change required$/,
  numericFields: [],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `${field("process")}[${field("pid")}] on ${field("node")} reported no configuration change required.`,
      `At ${field("time")}, ${field("node")} logged that no configuration change was required.`,
    ],
    chinese: [
      `${field("node")} 上的 ${field("process")} 报告不需要更改配置。`,
      `${field("month")} ${field("day")} ${field("time")}，${field("process")}[${field("pid")}] 记录无需配置变更。`,
    ],
  }),
  negationDropsLineNegation: true,
  negation: ({ value: field }) => ({
    english: `${field("process")} on ${field("node")} reported a configuration change was required.`,
    chinese: `${field("node")} 上的 ${field("process")} 报告需要更改配置。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `${field("process")} on ${field("node")} applied a configuration change.`,
    chinese: `${field("node")} 上的 ${field("process")} 应用了配置变更。`,
  }),
};

const sendmailUnqualified: EventType = {
  name: "thunderbird/sendmail-unqualified-domain",
  pattern: /^unable to qualify my own domain name \((?<short>\w+)\) -- using short name$/,
  numericFields: [],
  entityFields: ["short"],
  faithful: ({ value: field }) => ({
    english: [
      `sendmail[${field("pid")}] on ${field("node")} reported unable to qualify own domain name (${field("short")}), using short name.`,
      `At ${field("time")}, sendmail logged unable to qualify my own domain name (${field("short")}) -- using short name.`,
    ],
    chinese: [
      `${field("node")} 上的 sendmail[${field("pid")}] 无法确定自身的完整域名（${field("short")}），改用短名称。`,
      `${field("month")} ${field("day")} ${field("time")}，sendmail 报告无法限定本机域名 ${field("short")}，将使用短主机名。`,
    ],
  }),
  negationDropsLineNegation: true,
  negation: ({ value: field }) => ({
    english: `sendmail[${field("pid")}] qualified its own domain name (${field("short")}).`,
    chinese: `sendmail[${field("pid")}] 成功确定了自身的完整域名（${field("short")}）。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `sendmail[${field("pid")}] rejected the domain name (${field("short")}).`,
    chinese: `sendmail[${field("pid")}] 拒绝了域名 ${field("short")}。`,
  }),
};

const sendmailFrom: EventType = {
  name: "thunderbird/sendmail-from",
  pattern:
    /^(?<queueId>\w+): from=(?<sender>\w+), size=(?<size>\d+), class=0, nrcpts=(?<nrcpts>\d+), msgid=<[^>]+>, relay=\S+$/,
  numericFields: ["size"],
  entityFields: ["queueId"],
  faithful: ({ value: field }) => ({
    english: [
      `sendmail[${field("pid")}] logged ${field("queueId")}: from=${field("sender")}, size=${field("size")}, nrcpts=${field("nrcpts")}.`,
      `On ${field("node")}, sendmail logged ${field("queueId")} from ${field("sender")} with size=${field("size")}.`,
    ],
    chinese: [
      `${field("node")} 上的 sendmail[${field("pid")}] 记录邮件 ${field("queueId")}：发件人 ${field("sender")}，大小 ${field("size")} 字节，收件人数 ${field("nrcpts")}。`,
      `${field("month")} ${field("day")} ${field("time")}，sendmail 收到来自 ${field("sender")} 的邮件 ${field("queueId")}（size=${field("size")}）。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `sendmail[${field("pid")}] logged no message from=${field("sender")} for ${field("queueId")}.`,
    chinese: `sendmail[${field("pid")}] 没有记录来自 ${field("sender")} 的邮件 ${field("queueId")}。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `sendmail[${field("pid")}] rejected ${field("queueId")} from=${field("sender")} with size=${field("size")}.`,
    chinese: `sendmail[${field("pid")}] 拒收了来自 ${field("sender")} 的邮件 ${field("queueId")}（size=${field("size")}）。`,
  }),
};

const sendmailDeferred: EventType = {
  name: "thunderbird/sendmail-deferred",
  pattern:
    /^(?<queueId>\w+): to=(?<recipient>\w+), ctladdr=\w+ \(0\/0\), delay=(?<delay>[\d:]+), xdelay=[\d:]+, mailer=\w+, pri=(?<pri>\d+), relay=\[(?<relayAddress>[\d.]+)\] \[[\d.]+\], dsn=(?<dsn>[\d.]+), stat=Deferred: Connection refused by \[[\d.]+\]$/,
  numericFields: ["delay", "pri"],
  entityFields: ["queueId"],
  faithful: ({ value: field }) => ({
    english: [
      `sendmail[${field("pid")}] deferred ${field("queueId")} to=${field("recipient")}: Connection refused by [${field("relayAddress")}].`,
      `On ${field("node")}, ${field("queueId")} to ${field("recipient")} got stat=Deferred with delay=${field("delay")} and dsn=${field("dsn")}.`,
    ],
    chinese: [
      `${field("node")} 上的 sendmail[${field("pid")}] 投递邮件 ${field("queueId")} 给 ${field("recipient")} 被推迟：连接被 ${field("relayAddress")} 拒绝。`,
      `${field("month")} ${field("day")} ${field("time")}，发往 ${field("recipient")} 的邮件 ${field("queueId")} 状态为 Deferred（delay=${field("delay")}，pri=${field("pri")}）。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `${field("queueId")} to=${field("recipient")} was not deferred.`,
    chinese: `发往 ${field("recipient")} 的邮件 ${field("queueId")} 没有被推迟。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `${field("queueId")} to=${field("recipient")} was delivered with delay=${field("delay")}.`,
    chinese: `邮件 ${field("queueId")} 已成功投递给 ${field("recipient")}（delay=${field("delay")}）。`,
  }),
};

export const thunderbirdProfile: SourceProfile = {
  source: "Thunderbird",
  fileName: "Thunderbird_2k.log",
  header:
    /^- (?<epoch>\d+) (?<date>\d{4}\.\d\d\.\d\d) (?<node>\S+) (?<month>[A-Z][a-z]{2}) (?<day>\d+) (?<time>\d\d:\d\d:\d\d) (?<origin>\S+) (?<process>[^:[]+?)(?:\[(?<pid>\d+)\])?: (?<message>.*)$/,
  derive: () => ({}),
  timeOf: ({ value: field }) => `${field("month")} ${field("day")} ${field("time")}`,
  questionsEnglish: [
    "What did the Thunderbird nodes log at {time}?",
    "Were there any node or service problems on Thunderbird around {time}?",
    "What happened on the cluster at {time}?",
  ],
  questionsChinese: [
    "Thunderbird 各节点在 {time} 记录了什么？",
    "{time} 前后 Thunderbird 上有没有节点或服务问题？",
    "{time} 时集群上发生了什么？",
  ],
  causes: [
    {
      english: "because the node had lost its network link",
      chinese: "原因是该节点的网络链路中断",
    },
    { english: "because the cron daemon was overloaded", chinese: "原因是 cron 守护进程过载" },
    { english: "due to a failing disk on the admin node", chinese: "原因是管理节点上的磁盘故障" },
  ],
  additions: [
    {
      english: "and the node was then rebooted by the operator",
      chinese: "并且该节点随后被运维人员重启",
    },
    {
      english: "and the job scheduler drained the node afterwards",
      chinese: "并且作业调度器随后清空了该节点",
    },
    {
      english: "and an alert was sent to the on-call engineer",
      chinese: "并且已向值班工程师发送告警",
    },
  ],
  events: [
    sessionClosed,
    sessionOpened,
    cronCommand,
    gmetadNoAnswer,
    ntpSynchronized,
    newSweep,
    noTopologyChange,
    noConfigurationChange,
    sendmailUnqualified,
    sendmailFrom,
    sendmailDeferred,
  ],
};
