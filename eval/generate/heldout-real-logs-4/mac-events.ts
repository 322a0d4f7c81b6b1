/**
 * macOS system log sample, 5 July 2017 afternoon and evening (network reachability and
 * Wi-Fi changes, AWDL modes, DNS and mDNSResponder failures, sandbox denials, capture
 * notices, keepalive and MDNS settings, power source on sleep): header layout, event
 * types with English and Chinese claim templates, and fabrication clauses.
 */
import type { EventType, FieldValues, SourceProfile } from "../heldout-real-logs/model.js";

const awdlSuspended: EventType = {
  name: "mac/awdl-suspended-mode",
  pattern:
    /^IO80211AWDLPeerManager::setAwdlSuspendedMode\(\) Suspending AWDL, enterQuietMode\((?<quiet>true|false)\)$/,
  numericFields: [],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `IO80211AWDLPeerManager is suspending AWDL with enterQuietMode(${field("quiet")}).`,
      `At ${field("time")}, the kernel on ${field("host")} logged setAwdlSuspendedMode() suspending AWDL.`,
    ],
    chinese: [
      `IO80211AWDLPeerManager 暂停了 AWDL，并调用 enterQuietMode(${field("quiet")})。`,
      `${field("date")} ${field("time")}，内核进入 AWDL 挂起模式（setAwdlSuspendedMode），enterQuietMode(${field("quiet")})。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: () => ({
    english: "AWDL was not suspended.",
    chinese: "AWDL 没有被挂起。",
  }),
  wrongEvent: ({ value: field }) => ({
    english: `At ${field("time")}, IO80211AWDLPeerManager resumed AWDL in AUTO mode.`,
    chinese: `${field("time")}，IO80211AWDLPeerManager 以 AUTO 模式恢复了 AWDL。`,
  }),
};

const reachabilityChange: EventType = {
  name: "mac/network-reachability-change",
  pattern: /^Saw change in network reachability \(isReachable=(?<reachable>\d)\)$/,
  numericFields: ["reachable"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `cdpd saw a change in network reachability (isReachable=${field("reachable")}).`,
      `At ${field("time")}, cdpd[${field("pid")}] logged a network reachability change with isReachable=${field("reachable")}.`,
    ],
    chinese: [
      `cdpd 发现网络可达性发生了变化（isReachable=${field("reachable")}）。`,
      `${field("date")} ${field("time")}，cdpd[${field("pid")}] 记录到网络可达性变化，isReachable=${field("reachable")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: () => ({
    english: "cdpd saw no change in network reachability.",
    chinese: "cdpd 没有发现网络可达性的变化。",
  }),
  wrongEvent: () => ({
    english: "cdpd lost its connection to the iCloud server.",
    chinese: "cdpd 与 iCloud 服务器的连接中断了。",
  }),
};

const manualIntervention: EventType = {
  name: "mac/manual-intervention-required",
  pattern: /^(?<interface>en\d): manual intervention required!$/,
  numericFields: [],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `${field("interface")}: manual intervention is required.`,
      `At ${field("time")}, the kernel logged that ${field("interface")} requires manual intervention.`,
    ],
    chinese: [
      `内核提示 ${field("interface")} 需要人工干预。`,
      `${field("date")} ${field("time")}，${field("host")} 的 ${field("interface")} 网卡需要手动处理。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `${field("interface")} does not need manual intervention.`,
    chinese: `${field("interface")} 不需要人工干预。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `${field("interface")} was reset automatically.`,
    chinese: `${field("interface")} 被自动重置了。`,
  }),
};

const dbError: EventType = {
  name: "mac/qq-db-error-no-table",
  pattern: /^DB Error: (?<code>\d+) "no such table: (?<table>\w+)"$/,
  numericFields: ["code"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `QQ logged DB Error ${field("code")}: no such table: ${field("table")}.`,
      `At ${field("time")}, QQ[${field("pid")}] had DB Error ${field("code")}: no such table ${field("table")}.`,
    ],
    chinese: [
      `QQ 数据库报错 ${field("code")}：表 ${field("table")} 不存在。`,
      `${field("date")} ${field("time")}，QQ[${field("pid")}] 出现 DB Error ${field("code")}，找不到表 ${field("table")}。`,
    ],
  }),
  negationDropsLineNegation: true,
  negation: ({ value: field }) => ({
    english: `QQ found the table ${field("table")}.`,
    chinese: `QQ 的数据库里有表 ${field("table")}。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `QQ dropped the table ${field("table")}.`,
    chinese: `QQ 删除了表 ${field("table")}。`,
  }),
};

const softwareUpdateFetch: EventType = {
  name: "mac/software-update-fetch",
  pattern:
    /^\S+ \S+ GoogleSoftwareUpdateAgent\[\S+\] \[lvl=(?<level>\d)\] -\[KSOutOfProcessFetcher beginFetchWithDelegate:\] KSOutOfProcessFetcher fetching from URL: "(?<url>[^"]+)"$/,
  numericFields: [],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `KSOutOfProcessFetcher is fetching from URL ${field("url")}.`,
      `At ${field("time")}, GoogleSoftwareUpdateAgent[${field("pid")}] logged KSOutOfProcessFetcher fetching from ${field("url")}.`,
    ],
    chinese: [
      `GoogleSoftwareUpdateAgent 的 KSOutOfProcessFetcher 正在从 ${field("url")} 拉取数据。`,
      `${field("date")} ${field("time")}，KSOutOfProcessFetcher 开始请求 ${field("url")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `KSOutOfProcessFetcher did not fetch from ${field("url")}.`,
    chinese: `KSOutOfProcessFetcher 没有请求 ${field("url")}。`,
  }),
  wrongEvent: () => ({
    english: "GoogleSoftwareUpdateAgent installed an update for Chrome.",
    chinese: "GoogleSoftwareUpdateAgent 为 Chrome 安装了一个更新。",
  }),
};

const captureNotice: EventType = {
  name: "mac/capture-notice",
  pattern:
    /^CCFile::captureLog Received Capture notice id: (?<noticeId>\d+\.\d+), reason = (?<reason>\S+)$/,
  numericFields: ["noticeId"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `corecaptured received Capture notice id ${field("noticeId")}, reason = ${field("reason")}.`,
      `At ${field("time")}, CCFile::captureLog received a Capture notice with reason ${field("reason")}.`,
    ],
    chinese: [
      `corecaptured 收到抓取通知，id 为 ${field("noticeId")}，原因是 ${field("reason")}。`,
      `${field("date")} ${field("time")}，CCFile::captureLog 收到 Capture notice（id ${field("noticeId")}），reason = ${field("reason")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: () => ({
    english: "corecaptured received no Capture notice.",
    chinese: "corecaptured 没有收到抓取通知。",
  }),
  wrongEvent: ({ value: field }) => ({
    english: `corecaptured discarded Capture notice ${field("noticeId")} without saving it.`,
    chinese: `corecaptured 丢弃了抓取通知 ${field("noticeId")}，没有保存。`,
  }),
};

const saveChannels: EventType = {
  name: "mac/save-channels-write",
  pattern: /^doSaveChannels@(?<codeLine>\d+): Will write to: (?<path>.+)$/,
  numericFields: [],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `corecaptured will write to ${field("path")}.`,
      `At ${field("time")}, doSaveChannels@${field("codeLine")} logged that corecaptured will write to ${field("path")}.`,
    ],
    chinese: [
      `corecaptured 将把数据写入 ${field("path")}。`,
      `${field("date")} ${field("time")}，doSaveChannels 准备写入 ${field("path")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `corecaptured will not write to ${field("path")}.`,
    chinese: `corecaptured 不会写入 ${field("path")}。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `corecaptured deleted ${field("path")}.`,
    chinese: `corecaptured 删除了 ${field("path")}。`,
  }),
};

const buttonReport: EventType = {
  name: "mac/qq-button-report",
  pattern: /^button report: (?<code>0x[0-9a-f]+)$/,
  numericFields: ["code"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `QQ logged button report ${field("code")}.`,
      `At ${field("time")}, QQ[${field("pid")}] on ${field("host")} logged a button report: ${field("code")}.`,
    ],
    chinese: [
      `QQ 记录了一次按键上报：${field("code")}。`,
      `${field("date")} ${field("time")}，QQ[${field("pid")}] 输出 button report ${field("code")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: () => ({
    english: "QQ logged no button report.",
    chinese: "QQ 没有记录按键上报。",
  }),
  wrongEvent: () => ({
    english: "QQ ignored the button press.",
    chinese: "QQ 忽略了这次按键。",
  }),
};

const profileRemoved: EventType = {
  name: "mac/cclogtap-profile-removed",
  pattern: /^CCLogTap::profileRemoved, Owner: (?<owner>\S+), Name: (?<profileName>\S+)$/,
  numericFields: [],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `corecaptured logged CCLogTap::profileRemoved for ${field("profileName")} (Owner: ${field("owner")}).`,
      `At ${field("time")}, CCLogTap::profileRemoved was logged with Owner ${field("owner")} and Name ${field("profileName")}.`,
    ],
    chinese: [
      `corecaptured 的 CCLogTap 移除了配置 ${field("profileName")}，所有者为 ${field("owner")}。`,
      `${field("date")} ${field("time")}，CCLogTap::profileRemoved：Owner ${field("owner")}，Name ${field("profileName")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `The ${field("profileName")} profile was not removed.`,
    chinese: `${field("profileName")} 配置没有被移除。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `CCLogTap added the ${field("profileName")} profile.`,
    chinese: `CCLogTap 添加了 ${field("profileName")} 配置。`,
  }),
};

const aslStatistics: EventType = {
  name: "mac/asl-sender-statistics",
  pattern: /^ASL Sender Statistics$/,
  numericFields: [],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `syslogd logged ASL Sender Statistics.`,
      `At ${field("time")}, syslogd[${field("pid")}] on ${field("host")} logged ASL Sender Statistics.`,
    ],
    chinese: [
      `syslogd 输出了 ASL 发送方统计（ASL Sender Statistics）。`,
      `${field("date")} ${field("time")}，syslogd[${field("pid")}] 打印了 ASL Sender Statistics。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: () => ({
    english: "syslogd logged no ASL Sender Statistics.",
    chinese: "syslogd 没有输出 ASL 发送方统计。",
  }),
  wrongEvent: () => ({
    english: "syslogd dropped ASL messages from a noisy sender.",
    chinese: "syslogd 丢弃了某个发送方的大量 ASL 消息。",
  }),
};

const keychainCode: EventType = {
  name: "mac/keychain-icdp-keychain",
  pattern: /^KeychainGetICDPStatus: keychain: (?<code>-?\d+)$/,
  numericFields: ["code"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `Safari logged KeychainGetICDPStatus: keychain: ${field("code")}.`,
      `At ${field("time")}, Safari[${field("pid")}] got keychain ${field("code")} in KeychainGetICDPStatus.`,
    ],
    chinese: [
      `Safari 调用 KeychainGetICDPStatus 时 keychain 返回 ${field("code")}。`,
      `${field("date")} ${field("time")}，Safari[${field("pid")}] 的 KeychainGetICDPStatus 得到 keychain 值 ${field("code")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: () => ({
    english: "Safari did not log a keychain result from KeychainGetICDPStatus.",
    chinese: "Safari 没有记录 KeychainGetICDPStatus 的 keychain 结果。",
  }),
  wrongEvent: () => ({
    english: "Safari deleted an item from the keychain.",
    chinese: "Safari 从钥匙串中删除了一个条目。",
  }),
};

const keychainStatus: EventType = {
  name: "mac/keychain-icdp-status",
  pattern: /^KeychainGetICDPStatus: status: (?<status>\w+)$/,
  numericFields: [],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `The KeychainGetICDPStatus status is ${field("status")}.`,
      `At ${field("time")}, Safari[${field("pid")}] logged KeychainGetICDPStatus status: ${field("status")}.`,
    ],
    chinese: [
      `Safari 的 KeychainGetICDPStatus 状态为 ${field("status")}。`,
      `${field("date")} ${field("time")}，KeychainGetICDPStatus 返回的 status 是 ${field("status")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `The KeychainGetICDPStatus status is not ${field("status")}.`,
    chinese: `KeychainGetICDPStatus 的状态不是 ${field("status")}。`,
  }),
  wrongEvent: () => ({
    english: "Safari turned on iCloud Keychain.",
    chinese: "Safari 开启了 iCloud 钥匙串。",
  }),
};

const keepaliveLocalIp: EventType = {
  name: "mac/keepalive-local-ip",
  pattern: /^ARPT: (?<arpt>\d+\.\d+): wl0: setup_keepalive: Local IP: (?<ip>[\d.]+)$/,
  numericFields: ["arpt"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `The wl0 setup_keepalive Local IP is ${field("ip")}.`,
      `At ${field("time")}, the kernel logged wl0 setup_keepalive with Local IP ${field("ip")} (ARPT ${field("arpt")}).`,
    ],
    chinese: [
      `wl0 的 setup_keepalive 本地 IP 为 ${field("ip")}。`,
      `${field("date")} ${field("time")}，内核设置 wl0 的 keepalive，本地 IP 是 ${field("ip")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: () => ({
    english: "wl0 setup_keepalive has no Local IP.",
    chinese: "wl0 的 setup_keepalive 没有本地 IP。",
  }),
  wrongEvent: ({ value: field }) => ({
    english: `wl0 lost its Local IP ${field("ip")}.`,
    chinese: `wl0 丢失了本地 IP ${field("ip")}。`,
  }),
};

const dnssdTries: EventType = {
  name: "mac/dnssd-connect-tries",
  pattern: /^dnssd_clientstub ConnectToServer: connect\(\)-> No of tries: (?<tries>\d+)$/,
  numericFields: ["tries"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `dnssd_clientstub ConnectToServer: connect() No of tries ${field("tries")}.`,
      `At ${field("time")}, ${field("process")} logged dnssd_clientstub ConnectToServer connect() with No of tries: ${field("tries")}.`,
    ],
    chinese: [
      `dnssd_clientstub 的 ConnectToServer 调用 connect() 已尝试 ${field("tries")} 次。`,
      `${field("date")} ${field("time")}，${field("process")} 连接 dnssd 服务（ConnectToServer）时 connect() 尝试次数为 ${field("tries")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: () => ({
    english: "ConnectToServer did not try connect().",
    chinese: "ConnectToServer 没有尝试 connect()。",
  }),
  wrongEvent: ({ value: field }) => ({
    english: `dnssd_clientstub ConnectToServer connected successfully after ${field("tries")} tries.`,
    chinese: `dnssd_clientstub 的 ConnectToServer 在尝试 ${field("tries")} 次后连接成功。`,
  }),
};

const cameraWake: EventType = {
  name: "mac/camera-system-wake-call",
  pattern: /^AppleCamIn::systemWakeCall - messageType = (?<messageType>0x[0-9A-F]+)$/,
  numericFields: [],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `AppleCamIn::systemWakeCall got messageType = ${field("messageType")}.`,
      `At ${field("time")}, the kernel on ${field("host")} logged AppleCamIn::systemWakeCall with messageType ${field("messageType")}.`,
    ],
    chinese: [
      `AppleCamIn::systemWakeCall 收到系统唤醒消息，messageType = ${field("messageType")}。`,
      `${field("date")} ${field("time")}，${field("host")} 的内核调用了 AppleCamIn::systemWakeCall，messageType 为 ${field("messageType")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: () => ({
    english: "AppleCamIn::systemWakeCall got no message.",
    chinese: "AppleCamIn::systemWakeCall 没有收到任何消息。",
  }),
  wrongEvent: () => ({
    english: "AppleCamIn failed to wake the camera.",
    chinese: "AppleCamIn 唤醒摄像头失败。",
  }),
};

const keepaliveInterval: EventType = {
  name: "mac/keepalive-interval",
  pattern:
    /^ARPT: (?<arpt>\d+\.\d+): wl0: setup_keepalive: interval (?<interval>\d+), retry_interval (?<retryInterval>\d+), retry_count (?<retryCount>\d+)$/,
  numericFields: ["interval", "retryInterval", "retryCount"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `wl0 setup_keepalive: interval ${field("interval")}, retry_interval ${field("retryInterval")}, retry_count ${field("retryCount")}.`,
      `At ${field("time")}, the kernel logged wl0 setup_keepalive with interval ${field("interval")} and retry_count ${field("retryCount")}.`,
    ],
    chinese: [
      `wl0 的 keepalive 设置：间隔 ${field("interval")}，重试间隔 ${field("retryInterval")}，重试次数 ${field("retryCount")}。`,
      `${field("date")} ${field("time")}，内核为 wl0 设置 keepalive，interval ${field("interval")}，retry_interval ${field("retryInterval")}，retry_count ${field("retryCount")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: () => ({
    english: "wl0 set up no keepalive.",
    chinese: "wl0 没有设置 keepalive。",
  }),
  wrongEvent: ({ value: field }) => ({
    english: `The wl0 keepalive timed out after ${field("retryCount")} retries.`,
    chinese: `wl0 的 keepalive 在重试 ${field("retryCount")} 次后超时。`,
  }),
};

const mdnsIpv4: EventType = {
  name: "mac/mdns-ipv4-address",
  pattern: /^ARPT: (?<arpt>\d+\.\d+): wl0: MDNS: IPV4 Addr: (?<ip>[\d.]+)$/,
  numericFields: ["arpt"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `The wl0 MDNS IPV4 Addr is ${field("ip")}.`,
      `At ${field("time")}, the kernel logged wl0 MDNS with IPV4 Addr ${field("ip")}.`,
    ],
    chinese: [
      `wl0 的 MDNS IPv4 地址为 ${field("ip")}。`,
      `${field("date")} ${field("time")}，内核记录 wl0 在 MDNS 中使用的 IPV4 地址是 ${field("ip")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: () => ({
    english: "wl0 MDNS has no IPV4 Addr.",
    chinese: "wl0 的 MDNS 没有 IPv4 地址。",
  }),
  wrongEvent: ({ value: field }) => ({
    english: `The wl0 MDNS IPV4 Addr ${field("ip")} conflicted with another host.`,
    chinese: `wl0 的 MDNS IPv4 地址 ${field("ip")} 与其他主机冲突。`,
  }),
};

const sandboxDeny: EventType = {
  name: "mac/sandbox-deny",
  pattern:
    /^(?<subject>[\w.]+)\((?<subjectPid>\d+)\) deny (?<operation>network-outbound|mach-lookup) (?<target>\S+)$/,
  numericFields: [],
  entityFields: ["subject"],
  faithful: ({ value: field }) => ({
    english: [
      `Sandbox deny of ${field("operation")} ${field("target")} for ${field("subject")}(${field("subjectPid")}).`,
      `At ${field("time")}, sandboxd logged ${field("subject")}(${field("subjectPid")}) deny ${field("operation")} ${field("target")}.`,
    ],
    chinese: [
      `sandboxd 拒绝了 ${field("subject")}(${field("subjectPid")}) 的 ${field("operation")} 请求（${field("target")}）。`,
      `${field("date")} ${field("time")}，沙箱阻止了 ${field("subject")} 进程 ${field("subjectPid")} 对 ${field("target")} 的 ${field("operation")} 访问。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `sandboxd allowed ${field("operation")} ${field("target")} for ${field("subject")}.`,
    chinese: `sandboxd 允许了 ${field("subject")} 的 ${field("operation")}（${field("target")}）。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `sandboxd killed ${field("subject")}(${field("subjectPid")}).`,
    chinese: `sandboxd 杀掉了 ${field("subject")}(${field("subjectPid")}) 进程。`,
  }),
};

const settingHostname: EventType = {
  name: "mac/setting-hostname",
  pattern: /^setting hostname to "(?<hostname>[^"]+)"$/,
  numericFields: [],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `configd is setting hostname to ${field("hostname")}.`,
      `At ${field("time")}, configd[${field("pid")}] logged setting hostname to "${field("hostname")}".`,
    ],
    chinese: [
      `configd 正在把主机名设为 ${field("hostname")}。`,
      `${field("date")} ${field("time")}，configd[${field("pid")}] 将主机名改成了 "${field("hostname")}"。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `configd is not setting the hostname to ${field("hostname")}.`,
    chinese: `configd 没有把主机名设为 ${field("hostname")}。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `configd failed to resolve ${field("hostname")}.`,
    chinese: `configd 无法解析 ${field("hostname")}。`,
  }),
};

const dnssdConnectFailed: EventType = {
  name: "mac/dnssd-connect-failed",
  pattern:
    /^dnssd_clientstub ConnectToServer: connect\(\) failed path:(?<path>\S+) Socket:(?<socket>\d+) Err:(?<err>-?\d+) Errno:(?<errno>\d+) (?<reason>.+)$/,
  numericFields: ["errno", "socket"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `dnssd_clientstub ConnectToServer connect() failed for path ${field("path")}: Errno ${field("errno")}, ${field("reason")}.`,
      `At ${field("time")}, ${field("process")} logged connect() failed path:${field("path")} with Socket:${field("socket")} and Err:${field("err")}.`,
    ],
    chinese: [
      `${field("process")} 连接 ${field("path")} 失败：connect() 返回 Errno:${field("errno")}，操作不被允许（${field("reason")}）。`,
      `${field("date")} ${field("time")}，dnssd_clientstub 的 ConnectToServer 调用 connect() 连接 ${field("path")} 失败，Socket:${field("socket")}，Err:${field("err")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `connect() to ${field("path")} succeeded.`,
    chinese: `connect() 连接 ${field("path")} 成功了。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `connect() to ${field("path")} timed out.`,
    chinese: `connect() 连接 ${field("path")} 超时。`,
  }),
};

const awdlOperatingMode: EventType = {
  name: "mac/awdl-operating-mode",
  pattern:
    /^IO80211AWDLPeerManager::setAwdlOperatingMode Setting the AWDL operation mode from (?<from>\w+) to (?<to>\w+)$/,
  numericFields: [],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `IO80211AWDLPeerManager is setting the AWDL operation mode from ${field("from")} to ${field("to")}.`,
      `At ${field("time")}, the kernel on ${field("host")} was setting the AWDL operation mode to ${field("to")}.`,
    ],
    chinese: [
      `IO80211AWDLPeerManager 把 AWDL 工作模式从 ${field("from")} 切换为 ${field("to")}。`,
      `${field("date")} ${field("time")}，${field("host")} 的 AWDL 模式由 ${field("from")} 变为 ${field("to")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: () => ({
    english: "The AWDL operation mode was not changed.",
    chinese: "AWDL 的工作模式没有变化。",
  }),
  wrongEvent: () => ({
    english: "AWDL was disabled by the user.",
    chinese: "用户手动禁用了 AWDL。",
  }),
};

const requesterOffline: EventType = {
  name: "mac/pbrequester-offline",
  pattern:
    /^PBRequester failed with Error Error Domain=(?<domain>\w+) Code=(?<code>-?\d+) "(?<description>[^"]+)" .*NSErrorFailingURLKey=(?<url>[^,]+),.*$/,
  numericFields: ["code"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `PBRequester failed with Error Domain=${field("domain")} Code=${field("code")}: ${field("description")}`,
      `At ${field("time")}, com.apple.geod logged that PBRequester failed with Code=${field("code")} for ${field("url")}.`,
    ],
    chinese: [
      `com.apple.geod 的 PBRequester 请求失败：${field("domain")} 错误码 ${field("code")}，网络连接似乎处于离线状态。`,
      `${field("date")} ${field("time")}，PBRequester 请求 ${field("url")} 失败，Code=${field("code")}，提示 Internet 连接似乎已断开。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: () => ({
    english: "PBRequester succeeded.",
    chinese: "PBRequester 请求成功。",
  }),
  wrongEvent: ({ value: field }) => ({
    english: `PBRequester got a certificate error from ${field("url")}.`,
    chinese: `PBRequester 访问 ${field("url")} 时遇到证书错误。`,
  }),
};

const bssidChanged: EventType = {
  name: "mac/bssid-changed-to",
  pattern: /^(?<interface>en\d): BSSID changed to (?<bssid>[0-9a-f:]+)$/,
  numericFields: [],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `The ${field("interface")} BSSID changed to ${field("bssid")}.`,
      `At ${field("time")}, the kernel logged ${field("interface")}: BSSID changed to ${field("bssid")}.`,
    ],
    chinese: [
      `${field("interface")} 的 BSSID 变成了 ${field("bssid")}。`,
      `${field("date")} ${field("time")}，内核记录 ${field("interface")} 切换到 BSSID ${field("bssid")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `The ${field("interface")} BSSID did not change.`,
    chinese: `${field("interface")} 的 BSSID 没有变化。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `${field("interface")} disconnected from BSSID ${field("bssid")}.`,
    chinese: `${field("interface")} 与 BSSID ${field("bssid")} 断开了连接。`,
  }),
};

const unexpectedPayload: EventType = {
  name: "mac/unexpected-payload",
  pattern: /^Unexpected payload found for message (?<messageNumber>\d+), dataLen (?<dataLen>\d+)$/,
  numericFields: ["messageNumber", "dataLen"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `The kernel found an unexpected payload for message ${field("messageNumber")}, dataLen ${field("dataLen")}.`,
      `At ${field("time")}, an unexpected payload was found for message ${field("messageNumber")} with dataLen ${field("dataLen")}.`,
    ],
    chinese: [
      `内核发现消息 ${field("messageNumber")} 带有意外的负载，dataLen 为 ${field("dataLen")}。`,
      `${field("date")} ${field("time")}，消息 ${field("messageNumber")} 出现了预期之外的 payload（dataLen ${field("dataLen")}）。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `No unexpected payload was found for message ${field("messageNumber")}.`,
    chinese: `消息 ${field("messageNumber")} 没有发现意外负载。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `Message ${field("messageNumber")} was dropped as corrupt.`,
    chinese: `消息 ${field("messageNumber")} 因损坏被丢弃。`,
  }),
};

const networkChanged: EventType = {
  name: "mac/network-changed",
  pattern: /^network changed: (?<change>.+)$/,
  numericFields: [],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `configd logged network changed: ${field("change")}.`,
      `At ${field("time")}, configd[${field("pid")}] reported that the network changed (${field("change")}).`,
    ],
    chinese: [
      `configd 报告网络发生变化：${field("change")}。`,
      `${field("date")} ${field("time")}，configd[${field("pid")}] 检测到网络变化，涉及 ${field("change")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: () => ({
    english: "configd reported no network change.",
    chinese: "configd 没有报告网络变化。",
  }),
  wrongEvent: () => ({
    english: "configd reset the DNS configuration to its defaults.",
    chinese: "configd 把 DNS 配置恢复成了默认值。",
  }),
};

const arpTransmitFailed: EventType = {
  name: "mac/arp-client-transmit-failed",
  pattern: /^arp_client_transmit\((?<interface>\w+)\) failed, Network is down \((?<code>\d+)\)$/,
  numericFields: ["code"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `arp_client_transmit(${field("interface")}) failed: Network is down (${field("code")}).`,
      `At ${field("time")}, configd[${field("pid")}] logged arp_client_transmit(${field("interface")}) failed; the network is down (${field("code")}).`,
    ],
    chinese: [
      `configd 的 arp_client_transmit(${field("interface")}) 失败：网络已断开（${field("code")}）。`,
      `${field("date")} ${field("time")}，${field("interface")} 上发送 ARP 失败，原因是 Network is down（${field("code")}）。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `arp_client_transmit(${field("interface")}) succeeded.`,
    chinese: `arp_client_transmit(${field("interface")}) 发送成功。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `arp_client_transmit(${field("interface")}) timed out waiting for a reply.`,
    chinese: `arp_client_transmit(${field("interface")}) 等待应答超时。`,
  }),
};

const bssidChangedMessage: EventType = {
  name: "mac/post-message-bssid-changed",
  pattern: /^(?<interface>en\d)::IO80211Interface::postMessage bssid changed$/,
  numericFields: [],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `${field("interface")}::IO80211Interface::postMessage: bssid changed.`,
      `At ${field("time")}, the kernel logged that the bssid changed on ${field("interface")}.`,
    ],
    chinese: [
      `${field("interface")} 的 IO80211Interface 发出消息：bssid 已变更。`,
      `${field("date")} ${field("time")}，内核通知 ${field("interface")} 的 bssid 变了。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `The bssid of ${field("interface")} did not change.`,
    chinese: `${field("interface")} 的 bssid 没有变化。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `${field("interface")} lost its IP address.`,
    chinese: `${field("interface")} 丢失了 IP 地址。`,
  }),
};

const countryCode: EventType = {
  name: "mac/country-code-set",
  pattern: /^(?<interface>en\d): 802\.11d country code set to '(?<country>\w+)'\.$/,
  numericFields: [],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `The ${field("interface")} 802.11d country code is set to '${field("country")}'.`,
      `At ${field("time")}, the kernel set the 802.11d country code of ${field("interface")} to ${field("country")}.`,
    ],
    chinese: [
      `${field("interface")} 的 802.11d 国家码被设为 '${field("country")}'。`,
      `${field("date")} ${field("time")}，内核把 ${field("interface")} 的 802.11d 国家代码设置成 ${field("country")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `The ${field("interface")} 802.11d country code was not set.`,
    chinese: `${field("interface")} 的 802.11d 国家码没有被设置。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `${field("interface")} rejected country code '${field("country")}'.`,
    chinese: `${field("interface")} 拒绝了国家码 '${field("country")}'。`,
  }),
};

const captivePlugin: EventType = {
  name: "mac/captive-plugin-state",
  pattern: /^Captive: CNPluginHandler (?<interface>en\d): (?<state>\w+)$/,
  numericFields: [],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `UserEventAgent logged Captive: CNPluginHandler ${field("interface")} is ${field("state")}.`,
      `At ${field("time")}, the Captive CNPluginHandler for ${field("interface")} was ${field("state")}.`,
    ],
    chinese: [
      `UserEventAgent 的 Captive 模块（CNPluginHandler）报告 ${field("interface")} 处于 ${field("state")} 状态。`,
      `${field("date")} ${field("time")}，${field("interface")} 的 Captive 处理器 CNPluginHandler 为 ${field("state")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `The Captive CNPluginHandler for ${field("interface")} is not ${field("state")}.`,
    chinese: `${field("interface")} 的 CNPluginHandler 不是 ${field("state")} 状态。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `The captive portal login on ${field("interface")} succeeded.`,
    chinese: `${field("interface")} 上的强制门户登录成功了。`,
  }),
};

const crazyIvan: EventType = {
  name: "mac/crazy-ivan",
  pattern:
    /^-\[NETClientConnection evaluateCrazyIvan46\] CI46 - Perform CrazyIvan46! (?<client>\S+) (?<tc>tc\d+) (?<endpoint>[\d.]+:\d+)$/,
  numericFields: [],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `NETClientConnection evaluateCrazyIvan46: Perform CrazyIvan46! for ${field("client")} ${field("tc")} ${field("endpoint")}.`,
      `At ${field("time")}, networkd[${field("pid")}] logged CI46 - Perform CrazyIvan46 for ${field("client")} to ${field("endpoint")}.`,
    ],
    chinese: [
      `networkd 的 evaluateCrazyIvan46 判定对 ${field("client")} 的连接 ${field("tc")}（${field("endpoint")}）执行 CrazyIvan46。`,
      `${field("date")} ${field("time")}，networkd[${field("pid")}] 对 ${field("client")} 到 ${field("endpoint")} 的连接触发 CI46（Perform CrazyIvan46）。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `networkd did not perform CrazyIvan46 for ${field("client")}.`,
    chinese: `networkd 没有对 ${field("client")} 执行 CrazyIvan46。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `networkd blocked the connection ${field("tc")} to ${field("endpoint")}.`,
    chinese: `networkd 拦截了到 ${field("endpoint")} 的连接 ${field("tc")}。`,
  }),
};

const noNetworkRoute: EventType = {
  name: "mac/tcp-connection-no-route",
  pattern:
    /^tcp_connection_handle_connect_conditions_bad (?<connection>\d+) failed: (?<code>\d+) - No network route$/,
  numericFields: ["connection", "code"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `QQ logged tcp_connection_handle_connect_conditions_bad ${field("connection")} failed: ${field("code")} - No network route.`,
      `At ${field("time")}, QQ[${field("pid")}] tcp connection ${field("connection")} failed with ${field("code")}: no network route.`,
    ],
    chinese: [
      `QQ 的 TCP 连接 ${field("connection")} 失败：${field("code")} - 没有网络路由（No network route）。`,
      `${field("date")} ${field("time")}，QQ[${field("pid")}] 的 tcp 连接 ${field("connection")} 因无网络路由而失败，错误 ${field("code")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `QQ tcp connection ${field("connection")} succeeded.`,
    chinese: `QQ 的 TCP 连接 ${field("connection")} 建立成功。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `QQ tcp connection ${field("connection")} was refused by the server.`,
    chinese: `QQ 的 TCP 连接 ${field("connection")} 被服务器拒绝了。`,
  }),
};

const dnsConfigRead: EventType = {
  name: "mac/dropbox-dns-config",
  pattern:
    /^\[(?<chromeStamp>\S+):WARNING:(?<sourceFile>dns_config_service_posix\.cc\(\d+\))\] Failed to read DnsConfig\.$/,
  numericFields: [],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `Dropbox logged a WARNING in ${field("sourceFile")}: Failed to read DnsConfig.`,
      `At ${field("time")}, Dropbox[${field("pid")}] failed to read DnsConfig.`,
    ],
    chinese: [
      `Dropbox 警告：读取 DnsConfig 失败（${field("sourceFile")}）。`,
      `${field("date")} ${field("time")}，Dropbox[${field("pid")}] 读不到 DNS 配置（DnsConfig）。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: () => ({
    english: "Dropbox read DnsConfig successfully.",
    chinese: "Dropbox 成功读取了 DnsConfig。",
  }),
  wrongEvent: () => ({
    english: "Dropbox failed to write DnsConfig.",
    chinese: "Dropbox 写入 DnsConfig 失败。",
  }),
};

const powerSourceSleep: EventType = {
  name: "mac/power-source-on-sleep",
  pattern:
    /^ARPT: (?<arpt>\d+\.\d+): IOPMPowerSource Information: onSleep, {2}SleepType: (?<sleepType>[^,]+), {2}'ExternalConnected': (?<external>\w+), 'TimeRemaining': (?<remaining>\d+),$/,
  numericFields: ["remaining"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `IOPMPowerSource Information onSleep: SleepType ${field("sleepType")}, ExternalConnected ${field("external")}, TimeRemaining ${field("remaining")}.`,
      `At ${field("time")}, the kernel logged IOPMPowerSource Information on sleep with 'TimeRemaining': ${field("remaining")}.`,
    ],
    chinese: [
      `进入睡眠时的 IOPMPowerSource 信息：SleepType 为 ${field("sleepType")}，ExternalConnected 为 ${field("external")}，TimeRemaining 为 ${field("remaining")}。`,
      `${field("date")} ${field("time")}，${field("host")} 进入 ${field("sleepType")}，当时没有外接电源，TimeRemaining 为 ${field("remaining")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: () => ({
    english: "IOPMPowerSource logged no information on sleep.",
    chinese: "IOPMPowerSource 在睡眠时没有输出任何信息。",
  }),
  wrongEvent: () => ({
    english: "The Mac woke from sleep on external power.",
    chinese: "Mac 接上外接电源后从睡眠中唤醒。",
  }),
};

const mdnsRecords: EventType = {
  name: "mac/mdns-record-counts",
  pattern: /^ARPT: (?<arpt>\d+\.\d+): wl0: MDNS: (?<srv>\d+) SRV Recs, (?<txt>\d+) TXT Recs$/,
  numericFields: ["srv", "txt"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `wl0 MDNS: ${field("srv")} SRV Recs and ${field("txt")} TXT Recs.`,
      `At ${field("time")}, the kernel logged ${field("srv")} SRV Recs, ${field("txt")} TXT Recs for wl0 MDNS.`,
    ],
    chinese: [
      `wl0 的 MDNS 有 ${field("srv")} 条 SRV 记录和 ${field("txt")} 条 TXT 记录。`,
      `${field("date")} ${field("time")}，内核统计 wl0 的 MDNS：SRV 记录 ${field("srv")} 条，TXT 记录 ${field("txt")} 条。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: () => ({
    english: "wl0 MDNS did not log its SRV Recs count.",
    chinese: "wl0 的 MDNS 没有输出 SRV 记录数。",
  }),
  wrongEvent: () => ({
    english: "The wl0 MDNS cache was flushed.",
    chinese: "wl0 的 MDNS 缓存被清空了。",
  }),
};

export const macProfile: SourceProfile = {
  source: "Mac",
  fileName: "Mac_2k.log",
  header:
    /^(?<month>[A-Z][a-z]{2}) +(?<day>\d{1,2}) (?<time>\d\d:\d\d:\d\d) (?<host>\S+) (?<process>\S+?)\[(?<pid>\d+)\](?: \(\[(?<subPid>\d+)\]\))?: (?<message>.*)$/,
  derive: (values: FieldValues) => ({ date: `${values.month ?? ""} ${values.day ?? ""}` }),
  timeOf: ({ value: field }) => `${field("date")} ${field("time")}`,
  questionsEnglish: [
    "What was going on with the MacBook's network around {time}?",
    "What did the Mac's kernel and daemons log at {time}?",
    "Did anything fail on the Mac near {time}?",
  ],
  questionsChinese: [
    "{time} 前后这台 Mac 的网络是什么情况？",
    "{time} 时 Mac 的内核和守护进程记录了什么？",
    "{time} 左右 Mac 上有没有什么失败？",
  ],
  causes: [
    {
      english: "because the campus Wi-Fi controller was being upgraded",
      chinese: "原因是校园无线控制器正在升级",
    },
    {
      english: "due to a VPN client that had taken over the routes",
      chinese: "原因是 VPN 客户端接管了路由",
    },
    {
      english: "because the laptop lid had just been closed",
      chinese: "原因是笔记本的盖子刚被合上",
    },
  ],
  additions: [
    {
      english: "and the Mac kernel panicked a few minutes later",
      chinese: "并且几分钟后 Mac 内核崩溃了",
    },
    {
      english: "and the user switched to a wired connection",
      chinese: "随后用户改用了有线网络",
    },
    {
      english: "and macOS installed a pending system update",
      chinese: "并且 macOS 安装了一个待装的系统更新",
    },
  ],
  events: [
    awdlSuspended,
    reachabilityChange,
    manualIntervention,
    dbError,
    softwareUpdateFetch,
    captureNotice,
    saveChannels,
    buttonReport,
    profileRemoved,
    aslStatistics,
    keychainCode,
    keychainStatus,
    keepaliveLocalIp,
    dnssdTries,
    cameraWake,
    keepaliveInterval,
    mdnsIpv4,
    sandboxDeny,
    settingHostname,
    dnssdConnectFailed,
    awdlOperatingMode,
    requesterOffline,
    bssidChanged,
    unexpectedPayload,
    networkChanged,
    arpTransmitFailed,
    bssidChangedMessage,
    countryCode,
    captivePlugin,
    crazyIvan,
    noNetworkRoute,
    dnsConfigRead,
    powerSourceSleep,
    mdnsRecords,
  ],
};
