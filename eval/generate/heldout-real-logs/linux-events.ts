/**
 * Linux syslog sample (sshd/su PAM messages, ftpd, services and a kernel boot):
 * header layout, event types with English and Chinese claim templates, and
 * fabrication clauses.
 */
import type { EventType, SourceProfile } from "./model.js";

const authenticationFailure: EventType = {
  name: "linux/authentication-failure",
  pattern:
    /^authentication failure; logname= uid=0 euid=0 tty=NODEVssh ruser= rhost=(?<rhost>\S+) ?$/,
  numericFields: [],
  entityFields: ["pid", "rhost"],
  faithful: ({ value: field }) => ({
    english: [
      `${field("process")}[${field("pid")}] reported authentication failure for rhost=${field("rhost")}.`,
      `At ${field("month")} ${field("day")} ${field("time")}, ${field("host")} reported authentication failure with rhost=${field("rhost")} and uid=0.`,
    ],
    chinese: [
      `${field("process")}[${field("pid")}] 报告认证失败，远程主机为 ${field("rhost")}。`,
      `${field("month")} ${field("day")} ${field("time")}，主机 ${field("host")} 上的 ${field("process")} 进程 ${field("pid")} 记录了一次认证失败（rhost=${field("rhost")}）。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `${field("process")}[${field("pid")}] reported no authentication failure for rhost=${field("rhost")}.`,
    chinese: `${field("process")}[${field("pid")}] 对 rhost=${field("rhost")} 的认证没有失败。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `${field("process")}[${field("pid")}] reported authentication success for rhost=${field("rhost")}.`,
    chinese: `${field("process")}[${field("pid")}] 报告来自 ${field("rhost")} 的认证成功。`,
  }),
};

const authenticationFailureForUser: EventType = {
  name: "linux/authentication-failure-user",
  pattern:
    /^authentication failure; logname= uid=0 euid=0 tty=NODEVssh ruser= rhost=(?<rhost>\S+) {2}user=(?<user>\w+)$/,
  numericFields: [],
  entityFields: ["pid", "rhost", "user"],
  faithful: ({ value: field }) => ({
    english: [
      `${field("process")}[${field("pid")}] reported authentication failure for user=${field("user")} with rhost=${field("rhost")}.`,
      `Authentication failure for user ${field("user")} with rhost=${field("rhost")} was logged by ${field("process")}[${field("pid")}].`,
    ],
    chinese: [
      `${field("process")}[${field("pid")}] 报告用户 ${field("user")} 认证失败，远程主机为 ${field("rhost")}。`,
      `${field("month")} ${field("day")} ${field("time")}，用户 ${field("user")} 的认证失败（rhost=${field("rhost")}，进程 ${field("pid")}）。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `${field("process")}[${field("pid")}] reported no authentication failure for user=${field("user")}.`,
    chinese: `用户 ${field("user")} 的认证没有失败（${field("process")}[${field("pid")}]）。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `${field("process")}[${field("pid")}] opened a session for user ${field("user")} from rhost=${field("rhost")}.`,
    chinese: `${field("process")}[${field("pid")}] 为来自 ${field("rhost")} 的用户 ${field("user")} 打开了会话。`,
  }),
};

const checkPassUnknown: EventType = {
  name: "linux/check-pass-user-unknown",
  pattern: /^check pass; user unknown$/,
  numericFields: [],
  entityFields: ["pid"],
  faithful: ({ value: field }) => ({
    english: [
      `${field("process")}[${field("pid")}] reported check pass with user unknown.`,
      `On ${field("host")}, ${field("process")}[${field("pid")}] logged check pass; user unknown.`,
    ],
    chinese: [
      `${field("process")}[${field("pid")}] 的 check pass 结果为用户未知。`,
      `${field("month")} ${field("day")} ${field("time")}，${field("process")} 进程 ${field("pid")} 在 check pass 时报告用户未知。`,
    ],
  }),
  negationDropsLineNegation: true,
  negation: ({ value: field }) => ({
    english: `${field("process")}[${field("pid")}] reported check pass with a known user.`,
    chinese: `${field("process")}[${field("pid")}] 的 check pass 结果为用户已知。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `${field("process")}[${field("pid")}] locked the user account after check pass.`,
    chinese: `${field("process")}[${field("pid")}] 在 check pass 后锁定了该用户账户。`,
  }),
};

const sessionOpened: EventType = {
  name: "linux/session-opened",
  pattern: /^session opened for user (?<user>\w+) by \(uid=(?<uid>\d+)\)$/,
  numericFields: ["uid"],
  entityFields: ["pid", "user"],
  faithful: ({ value: field }) => ({
    english: [
      `${field("process")}[${field("pid")}] reported session opened for user ${field("user")} by uid=${field("uid")}.`,
      `Session opened for user ${field("user")} by (uid=${field("uid")}) on ${field("host")}.`,
    ],
    chinese: [
      `${field("process")}[${field("pid")}] 由 uid=${field("uid")} 为用户 ${field("user")} 打开了会话。`,
      `${field("month")} ${field("day")} ${field("time")}，${field("host")} 上用户 ${field("user")} 的会话已打开（uid=${field("uid")}）。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `${field("process")}[${field("pid")}] did not open a session for user ${field("user")}.`,
    chinese: `${field("process")}[${field("pid")}] 没有为用户 ${field("user")} 打开会话。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `${field("process")}[${field("pid")}] rejected a session for user ${field("user")} by uid=${field("uid")}.`,
    chinese: `${field("process")}[${field("pid")}] 拒绝了用户 ${field("user")} 的会话（uid=${field("uid")}）。`,
  }),
};

const sessionClosed: EventType = {
  name: "linux/session-closed",
  pattern: /^session closed for user (?<user>\w+)$/,
  numericFields: [],
  entityFields: ["pid", "user"],
  faithful: ({ value: field }) => ({
    english: [
      `${field("process")}[${field("pid")}] reported session closed for user ${field("user")}.`,
      `Session closed for user ${field("user")} on ${field("host")} at ${field("time")}.`,
    ],
    chinese: [
      `${field("process")}[${field("pid")}] 关闭了用户 ${field("user")} 的会话。`,
      `${field("month")} ${field("day")} ${field("time")}，${field("host")} 上用户 ${field("user")} 的会话已关闭。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `Session for user ${field("user")} was not closed by ${field("process")}[${field("pid")}].`,
    chinese: `用户 ${field("user")} 的会话没有被 ${field("process")}[${field("pid")}] 关闭。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `${field("process")}[${field("pid")}] reported session expired for user ${field("user")}.`,
    chinese: `${field("process")}[${field("pid")}] 报告用户 ${field("user")} 的会话已过期。`,
  }),
};

const logrotateAlert: EventType = {
  name: "linux/logrotate-alert",
  pattern: /^ALERT exited abnormally with \[(?<code>\d+)\]$/,
  numericFields: ["code"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `${field("process")} reported ALERT exited abnormally with [${field("code")}].`,
      `At ${field("month")} ${field("day")} ${field("time")}, ${field("process")} logged that ALERT exited abnormally with ${field("code")}.`,
    ],
    chinese: [
      `${field("process")} 报告 ALERT 异常退出，退出码为 [${field("code")}]。`,
      `${field("month")} ${field("day")} ${field("time")}，${field("host")} 上的 ${field("process")} 记录 ALERT 异常退出（[${field("code")}]）。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `${field("process")} reported ALERT did not exit abnormally.`,
    chinese: `${field("process")} 报告 ALERT 没有异常退出。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `${field("process")} reported ALERT was restarted with [${field("code")}].`,
    chinese: `${field("process")} 报告 ALERT 已重启（[${field("code")}]）。`,
  }),
};

const ftpConnection: EventType = {
  name: "linux/ftp-connection",
  pattern: /^connection from (?<ip>[\d.]+) \((?<peer>[^)]*)\) at (?<when>.+?) ?$/,
  numericFields: [],
  entityFields: ["pid", "ip"],
  faithful: ({ value: field }) => ({
    english: [
      `${field("process")}[${field("pid")}] logged a connection from ${field("ip")} at ${field("when")}.`,
      `Connection from ${field("ip")} was logged by ${field("process")}[${field("pid")}] on ${field("host")}.`,
    ],
    chinese: [
      `${field("process")}[${field("pid")}] 记录了一个来自 ${field("ip")} 的连接，时间为 ${field("when")}。`,
      `${field("month")} ${field("day")} ${field("time")}，${field("host")} 上的 ${field("process")} 进程 ${field("pid")} 记录到来自 ${field("ip")} 的连接。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `${field("process")}[${field("pid")}] logged no connection from ${field("ip")}.`,
    chinese: `${field("process")}[${field("pid")}] 没有记录来自 ${field("ip")} 的连接。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `${field("process")}[${field("pid")}] refused a connection from ${field("ip")} at ${field("when")}.`,
    chinese: `${field("process")}[${field("pid")}] 拒绝了来自 ${field("ip")} 的连接。`,
  }),
};

const ftpTimeout: EventType = {
  name: "linux/ftp-user-timeout",
  pattern: /^User unknown timed out after (?<seconds>\d+) seconds at (?<when>.+?) ?$/,
  numericFields: ["seconds"],
  entityFields: ["pid"],
  faithful: ({ value: field }) => ({
    english: [
      `${field("process")}[${field("pid")}] reported user unknown timed out after ${field("seconds")} seconds.`,
      `An unknown user timed out after ${field("seconds")} seconds at ${field("when")}.`,
    ],
    chinese: [
      `${field("process")}[${field("pid")}] 报告未知用户在 ${field("seconds")} 秒后超时。`,
      `${field("when")}，${field("process")}[${field("pid")}] 记录未知用户在 ${field("seconds")} 秒后超时。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `${field("process")}[${field("pid")}] reported user unknown did not time out.`,
    chinese: `${field("process")}[${field("pid")}] 报告未知用户没有超时。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `${field("process")}[${field("pid")}] reported the unknown user authenticated successfully after ${field("seconds")} seconds.`,
    chinese: `${field("process")}[${field("pid")}] 报告未知用户在 ${field("seconds")} 秒后认证成功。`,
  }),
};

function actionInChinese(action: string): string {
  return action === "startup" ? "启动" : "关闭";
}

const serviceSucceeded: EventType = {
  name: "linux/service-action-succeeded",
  pattern: /^(?<service>[\w.]+) (?<action>startup|shutdown) succeeded$/,
  numericFields: [],
  entityFields: ["service"],
  faithful: ({ value: field }) => ({
    english: [
      `${field("service")} ${field("action")} succeeded on ${field("host")}.`,
      `${field("process")} reported ${field("service")} ${field("action")} succeeded at ${field("time")}.`,
    ],
    chinese: [
      `${field("service")} ${actionInChinese(field("action"))}成功（由 ${field("process")} 记录）。`,
      `${field("month")} ${field("day")} ${field("time")}，${field("host")} 上的 ${field("service")} ${actionInChinese(field("action"))}成功。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `${field("service")} ${field("action")} did not succeed.`,
    chinese: `${field("service")} ${actionInChinese(field("action"))}没有成功。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `${field("service")} ${field("action")} failed on ${field("host")}.`,
    chinese: `${field("service")} ${actionInChinese(field("action"))}失败。`,
  }),
};

const snmpPacket: EventType = {
  name: "linux/snmp-packet-received",
  pattern: /^Received SNMP packet\(s\) from (?<ip>[\d.]+) ?$/,
  numericFields: [],
  entityFields: ["ip"],
  faithful: ({ value: field }) => ({
    english: [
      `${field("process")}[${field("pid")}] received SNMP packet(s) from ${field("ip")}.`,
      `At ${field("time")}, ${field("host")} received SNMP packet(s) from ${field("ip")}.`,
    ],
    chinese: [
      `${field("process")}[${field("pid")}] 收到了来自 ${field("ip")} 的 SNMP 数据包。`,
      `${field("month")} ${field("day")} ${field("time")}，${field("host")} 上的 ${field("process")} 收到来自 ${field("ip")} 的 SNMP 数据包。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `${field("process")}[${field("pid")}] received no SNMP packets from ${field("ip")}.`,
    chinese: `${field("process")}[${field("pid")}] 没有收到来自 ${field("ip")} 的 SNMP 数据包。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `${field("process")}[${field("pid")}] sent SNMP packet(s) to ${field("ip")}.`,
    chinese: `${field("process")}[${field("pid")}] 向 ${field("ip")} 发送了 SNMP 数据包。`,
  }),
};

const memoryAvailable: EventType = {
  name: "linux/kernel-memory-available",
  pattern: /^(?<megabytes>\d+)MB (?<memoryKind>HIGHMEM|LOWMEM) available\.$/,
  numericFields: ["megabytes"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `The kernel reported ${field("megabytes")}MB ${field("memoryKind")} available.`,
      `At ${field("time")}, the kernel reported ${field("megabytes")}MB ${field("memoryKind")} available.`,
    ],
    chinese: [
      `内核报告可用的 ${field("memoryKind")} 为 ${field("megabytes")}MB。`,
      `${field("month")} ${field("day")} ${field("time")}，内核显示 ${field("memoryKind")} 可用 ${field("megabytes")}MB。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `The kernel reported ${field("megabytes")}MB ${field("memoryKind")} not available.`,
    chinese: `内核报告 ${field("megabytes")}MB 的 ${field("memoryKind")} 不可用。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `The kernel reported ${field("megabytes")}MB ${field("memoryKind")} exhausted.`,
    chinese: `内核报告 ${field("megabytes")}MB 的 ${field("memoryKind")} 已耗尽。`,
  }),
};

const zonePages: EventType = {
  name: "linux/kernel-zone-pages",
  pattern: /^\s*(?<zone>DMA|Normal|HighMem) zone: (?<pages>\d+) pages, LIFO batch:(?<batch>\d+)$/,
  numericFields: ["pages", "batch"],
  entityFields: ["zone"],
  faithful: ({ value: field }) => ({
    english: [
      `The kernel reported ${field("zone")} zone: ${field("pages")} pages, LIFO batch:${field("batch")}.`,
      `${field("zone")} zone has ${field("pages")} pages with LIFO batch ${field("batch")}.`,
    ],
    chinese: [
      `内核报告 ${field("zone")} 区有 ${field("pages")} 个页面，LIFO 批量为 ${field("batch")}。`,
      `${field("month")} ${field("day")} ${field("time")}，${field("zone")} 区共 ${field("pages")} 页，LIFO batch 为 ${field("batch")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `${field("zone")} zone does not have ${field("pages")} pages.`,
    chinese: `${field("zone")} 区没有 ${field("pages")} 个页面。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `The kernel freed ${field("pages")} pages in ${field("zone")} zone.`,
    chinese: `内核释放了 ${field("zone")} 区的 ${field("pages")} 个页面。`,
  }),
};

function rangeKindInChinese(kind: string): string {
  return kind === "usable" ? "可用" : "保留";
}

const biosMap: EventType = {
  name: "linux/kernel-bios-e820",
  pattern:
    /^\s*BIOS-e820: (?<start>[0-9a-f]{16}) - (?<end>[0-9a-f]{16}) \((?<kind>usable|reserved)\)$/,
  numericFields: ["end", "start"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `BIOS-e820: ${field("start")} - ${field("end")} is ${field("kind")}.`,
      `The kernel logged BIOS-e820 ${field("start")} - ${field("end")} (${field("kind")}).`,
    ],
    chinese: [
      `BIOS-e820 报告 ${field("start")} - ${field("end")} 为${rangeKindInChinese(field("kind"))}。`,
      `${field("month")} ${field("day")} ${field("time")}，内核记录 BIOS-e820 区段 ${field("start")} - ${field("end")}，类型为${rangeKindInChinese(field("kind"))}（${field("kind")}）。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `BIOS-e820: ${field("start")} - ${field("end")} is not ${field("kind")}.`,
    chinese: `BIOS-e820 报告 ${field("start")} - ${field("end")} 不是${rangeKindInChinese(field("kind"))}。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `BIOS-e820: ${field("start")} - ${field("end")} is faulty.`,
    chinese: `BIOS-e820 报告 ${field("start")} - ${field("end")} 为故障区段。`,
  }),
};

const acpiDisabled: EventType = {
  name: "linux/kernel-acpi-disabled",
  pattern: /^ACPI disabled because your bios is from (?<year>\d+) and too old$/,
  numericFields: ["year"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `ACPI disabled because the bios is from ${field("year")} and too old.`,
      `The kernel reported ACPI disabled because your bios is from ${field("year")} and too old.`,
    ],
    chinese: [
      `内核禁用了 ACPI，因为 BIOS 是 ${field("year")} 年的，太旧了。`,
      `${field("month")} ${field("day")} ${field("time")}，由于 BIOS 来自 ${field("year")} 年且过旧，ACPI 被禁用。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `ACPI was not disabled, with the bios from ${field("year")}.`,
    chinese: `内核没有禁用 ACPI（BIOS 来自 ${field("year")} 年）。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `ACPI was enabled because the bios is from ${field("year")}.`,
    chinese: `内核启用了 ACPI（BIOS 来自 ${field("year")} 年）。`,
  }),
};

const processorDetected: EventType = {
  name: "linux/kernel-processor-detected",
  pattern: /^Detected (?<mhz>[\d.]+) MHz processor\.$/,
  numericFields: ["mhz"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `The kernel detected ${field("mhz")} MHz processor.`,
      `At ${field("time")}, a ${field("mhz")} MHz processor was detected by the kernel.`,
    ],
    chinese: [
      `内核检测到 ${field("mhz")} MHz 的处理器。`,
      `${field("month")} ${field("day")} ${field("time")}，内核检测到一颗 ${field("mhz")} MHz 处理器。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `The kernel did not detect a ${field("mhz")} MHz processor.`,
    chinese: `内核没有检测到 ${field("mhz")} MHz 的处理器。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `The kernel overclocked the processor to ${field("mhz")} MHz.`,
    chinese: `内核将处理器超频到 ${field("mhz")} MHz。`,
  }),
};

const cacheEntries: EventType = {
  name: "linux/kernel-cache-hash-entries",
  pattern:
    /^(?<cache>Dentry cache|Inode-cache|Mount-cache) hash table entries: (?<entries>\d+) \(order: (?<order>\d+), (?<bytes>\d+) bytes\)$/,
  numericFields: ["entries", "order", "bytes"],
  entityFields: ["cache"],
  faithful: ({ value: field }) => ({
    english: [
      `${field("cache")} hash table entries: ${field("entries")} (order: ${field("order")}, ${field("bytes")} bytes).`,
      `The kernel reported the ${field("cache")} hash table has ${field("entries")} entries, order ${field("order")}, with ${field("bytes")} bytes.`,
    ],
    chinese: [
      `${field("cache")} 哈希表有 ${field("entries")} 个条目（order 为 ${field("order")}，共 ${field("bytes")} 字节）。`,
      `${field("month")} ${field("day")} ${field("time")}，内核报告 ${field("cache")} 哈希表条目数为 ${field("entries")}，大小 ${field("bytes")} 字节。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `The ${field("cache")} hash table does not have ${field("entries")} entries.`,
    chinese: `${field("cache")} 哈希表没有 ${field("entries")} 个条目。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `The kernel flushed ${field("entries")} entries from the ${field("cache")} hash table.`,
    chinese: `内核清空了 ${field("cache")} 哈希表中的 ${field("entries")} 个条目。`,
  }),
};

export const linuxProfile: SourceProfile = {
  source: "Linux",
  fileName: "Linux_2k.log",
  header:
    /^(?<month>[A-Z][a-z]{2}) +(?<day>\d{1,2}) (?<time>\d\d:\d\d:\d\d) (?<host>\S+) (?<process>[^:[]+?)(?:\[(?<pid>\d+)\])?: (?<message>.*)$/,
  derive: () => ({}),
  timeOf: ({ value: field }) => `${field("month")} ${field("day")} ${field("time")}`,
  questionsEnglish: [
    "What did the syslog on combo record at {time}?",
    "Were there any security or system problems on combo around {time}?",
    "What happened on host combo at {time}?",
  ],
  questionsChinese: [
    "主机 combo 的系统日志在 {time} 记录了什么？",
    "{time} 前后 combo 上有没有安全或系统问题？",
    "{time} 时主机 combo 上发生了什么？",
  ],
  causes: [
    {
      english: "because of a brute-force attack from the same address",
      chinese: "原因是来自同一地址的暴力破解攻击",
    },
    { english: "because the disk was full", chinese: "原因是磁盘已满" },
    { english: "because the cron job was misconfigured", chinese: "原因是定时任务配置错误" },
    { english: "due to a faulty memory module", chinese: "原因是内存条故障" },
  ],
  additions: [
    {
      english: "and the address was then blocked by the firewall",
      chinese: "并且该地址随后被防火墙封禁",
    },
    {
      english: "and the disk was remounted read-only afterwards",
      chinese: "并且磁盘随后被重新挂载为只读",
    },
    {
      english: "and the root password was changed afterwards",
      chinese: "并且 root 密码随后被修改",
    },
  ],
  events: [
    authenticationFailure,
    authenticationFailureForUser,
    checkPassUnknown,
    sessionOpened,
    sessionClosed,
    logrotateAlert,
    ftpConnection,
    ftpTimeout,
    serviceSucceeded,
    snmpPacket,
    memoryAvailable,
    zonePages,
    biosMap,
    acpiDisabled,
    processorDetected,
    cacheEntries,
  ],
};
