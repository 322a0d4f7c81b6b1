/**
 * macOS system log sample (kernel Wi-Fi and Thunderbolt messages, AWDL, mDNSResponder,
 * the CTS job scheduler, sandbox denials, configd, netbiosd): header layout, event types
 * with English and Chinese claim templates, and fabrication clauses.
 */
import type { EventType, FieldValues, SourceProfile } from "../heldout-real-logs/model.js";

const thunderboltHotPlug: EventType = {
  name: "mac/thunderbolt-hpd-packet",
  pattern:
    /^IOThunderboltSwitch<0>\(0x0\)::listenerCallback - Thunderbolt HPD packet for route = (?<route>0x[0-9a-f]+) port = (?<port>\d+) unplug = (?<unplug>\d+)$/,
  numericFields: ["port", "unplug"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `IOThunderboltSwitch<0>(0x0)::listenerCallback logged a Thunderbolt HPD packet for route = ${field("route")} port = ${field("port")} unplug = ${field("unplug")}.`,
      `At ${field("time")}, the kernel logged a Thunderbolt HPD packet on port ${field("port")} (route ${field("route")}, unplug = ${field("unplug")}).`,
    ],
    chinese: [
      `内核的 IOThunderboltSwitch<0>(0x0)::listenerCallback 收到一个 Thunderbolt HPD 包：route = ${field("route")}，port = ${field("port")}，unplug = ${field("unplug")}。`,
      `${field("time")}，内核记录了端口 ${field("port")} 上的 Thunderbolt HPD 包（route ${field("route")}，unplug = ${field("unplug")}）。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `No Thunderbolt HPD packet was logged for port ${field("port")}.`,
    chinese: `端口 ${field("port")} 没有收到 Thunderbolt HPD 包。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `The Thunderbolt device on port ${field("port")} was unplugged.`,
    chinese: `端口 ${field("port")} 上的 Thunderbolt 设备被拔出。`,
  }),
};

const pressureState: EventType = {
  name: "mac/pressure-state",
  pattern: /^Thermal pressure state: (?<thermal>\d+) Memory pressure state: (?<memory>\d+)$/,
  numericFields: ["thermal", "memory"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `${field("process")} reported thermal pressure state ${field("thermal")} and memory pressure state ${field("memory")}.`,
      `At ${field("time")}, the thermal pressure state was ${field("thermal")} and the memory pressure state was ${field("memory")}.`,
    ],
    chinese: [
      `${field("process")} 报告热压力状态为 ${field("thermal")}，内存压力状态为 ${field("memory")}。`,
      `${field("time")}，${field("process")} 记录的热压力状态是 ${field("thermal")}，内存压力状态是 ${field("memory")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `${field("process")} did not report a thermal pressure state of ${field("thermal")}.`,
    chinese: `${field("process")} 没有报告热压力状态 ${field("thermal")}。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `${field("process")} reported critical thermal pressure and throttled the CPU.`,
    chinese: `${field("process")} 报告热压力达到临界并对 CPU 降频。`,
  }),
};

const qqDealloc: EventType = {
  name: "mac/qq-task-dealloc",
  pattern: /^FA\|\|Url\|\|taskID\[(?<taskId>\d+)\] dealloc$/,
  numericFields: ["taskId"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `QQ[${field("pid")}] logged dealloc for FA||Url||taskID[${field("taskId")}].`,
      `At ${field("time")}, QQ logged FA||Url||taskID[${field("taskId")}] dealloc.`,
    ],
    chinese: [
      `QQ（进程 ${field("pid")}）记录了 FA||Url||taskID[${field("taskId")}] 的 dealloc。`,
      `${field("time")}，QQ 释放了 FA||Url||taskID[${field("taskId")}]（dealloc）。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `QQ did not dealloc FA||Url||taskID[${field("taskId")}].`,
    chinese: `QQ 没有释放 FA||Url||taskID[${field("taskId")}]。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `QQ crashed while handling FA||Url||taskID[${field("taskId")}].`,
    chinese: `QQ 在处理 FA||Url||taskID[${field("taskId")}] 时崩溃。`,
  }),
};

function oppositeWwen(state: string): string {
  return state.startsWith("disable") ? "enabled" : "disabled";
}

const wakeOnWlan: EventType = {
  name: "mac/wwen-state",
  pattern: /^ARPT: (?<arpt>\d+\.\d+): AirPort_Brcm43xx::(?<function>\w+): WWEN\[(?<state>\w+)\]$/,
  numericFields: ["arpt"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `AirPort_Brcm43xx::${field("function")} logged WWEN[${field("state")}].`,
      `At ARPT ${field("arpt")}, the kernel logged AirPort_Brcm43xx::${field("function")} with WWEN[${field("state")}].`,
    ],
    chinese: [
      `AirPort_Brcm43xx::${field("function")} 记录的 WWEN 状态为 ${field("state")}。`,
      `${field("time")}，内核日志（ARPT ${field("arpt")}）出现 AirPort_Brcm43xx::${field("function")}: WWEN[${field("state")}]。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `AirPort_Brcm43xx::${field("function")} did not log WWEN[${field("state")}].`,
    chinese: `AirPort_Brcm43xx::${field("function")} 没有记录 WWEN[${field("state")}]。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `AirPort_Brcm43xx::${field("function")} reported WWEN ${oppositeWwen(field("state"))}.`,
    chinese: `AirPort_Brcm43xx::${field("function")} 报告 WWEN 为 ${oppositeWwen(field("state"))}。`,
  }),
};

const mdnsTransitions: EventType = {
  name: "mac/mdns-frequent-transitions",
  pattern:
    /^(?<call>mDNS_(?:Deregister|Register)Interface): Frequent transitions for interface (?<iface>\w+) \((?<address>[0-9A-F:]+)\)$/,
  numericFields: [],
  entityFields: ["address"],
  faithful: ({ value: field }) => ({
    english: [
      `mDNSResponder reported frequent transitions for interface ${field("iface")} (${field("address")}).`,
      `In ${field("call")}, mDNSResponder reported frequent transitions for interface ${field("iface")} (${field("address")}).`,
    ],
    chinese: [
      `mDNSResponder 报告接口 ${field("iface")}（${field("address")}）频繁切换。`,
      `${field("time")}，mDNSResponder 在 ${field("call")} 中记录到接口 ${field("iface")}（${field("address")}）状态频繁变化。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `mDNSResponder reported no frequent transitions for interface ${field("iface")}.`,
    chinese: `mDNSResponder 没有报告接口 ${field("iface")} 频繁切换。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `mDNSResponder disabled interface ${field("iface")} after repeated errors.`,
    chinese: `mDNSResponder 因反复出错禁用了接口 ${field("iface")}。`,
  }),
};

const powerSourceOnSleep: EventType = {
  name: "mac/power-source-on-sleep",
  pattern:
    /^ARPT: (?<arpt>\d+\.\d+): IOPMPowerSource Information: onSleep, {2}SleepType: (?<sleepType>Normal Sleep), {2}'ExternalConnected': (?<external>Yes|No), 'TimeRemaining': (?<remaining>\d+),$/,
  numericFields: ["remaining", "arpt"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `IOPMPowerSource Information was logged onSleep: SleepType ${field("sleepType")}, ExternalConnected ${field("external")}, TimeRemaining ${field("remaining")}.`,
      `At ARPT ${field("arpt")}, IOPMPowerSource reported SleepType: ${field("sleepType")} with 'ExternalConnected': ${field("external")} and 'TimeRemaining': ${field("remaining")}.`,
    ],
    chinese: [
      `进入睡眠时 IOPMPowerSource 报告：睡眠类型 ${field("sleepType")}，ExternalConnected 为 ${field("external")}，TimeRemaining 为 ${field("remaining")}。`,
      `${field("time")}，IOPMPowerSource 信息（onSleep，ARPT ${field("arpt")}）：SleepType 为 ${field("sleepType")}，'ExternalConnected': ${field("external")}，'TimeRemaining': ${field("remaining")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: () => ({
    english: "IOPMPowerSource reported that external power was not connected.",
    chinese: "IOPMPowerSource 报告外接电源没有连接。",
  }),
  wrongEvent: () => ({
    english: "IOPMPowerSource reported the battery as critically low before sleep.",
    chinese: "IOPMPowerSource 在睡眠前报告电池电量严重不足。",
  }),
};

const keepaliveOriginal: EventType = {
  name: "mac/tcpkeep-original-seq",
  pattern:
    /^ARPT: (?<arpt>\d+\.\d+): wl0: wl_update_tcpkeep_seq: Original Seq: (?<seq>\d+), Ack: (?<ack>\d+), Win size: (?<win>\d+)$/,
  numericFields: ["seq", "ack", "win"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `wl0 wl_update_tcpkeep_seq logged Original Seq ${field("seq")}, Ack ${field("ack")}, Win size ${field("win")}.`,
      `At ${field("time")}, wl_update_tcpkeep_seq on wl0 had Original Seq: ${field("seq")}, Ack: ${field("ack")} and a Win size of ${field("win")}.`,
    ],
    chinese: [
      `wl0 的 wl_update_tcpkeep_seq 记录：原始 Seq ${field("seq")}，Ack ${field("ack")}，窗口大小 ${field("win")}。`,
      `${field("time")}，wl0 上 wl_update_tcpkeep_seq 的 Original Seq 为 ${field("seq")}，Ack 为 ${field("ack")}，Win size 为 ${field("win")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `wl_update_tcpkeep_seq did not log Seq ${field("seq")}.`,
    chinese: `wl_update_tcpkeep_seq 没有记录 Seq ${field("seq")}。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `wl0 dropped the TCP keepalive with Seq ${field("seq")} after a timeout.`,
    chinese: `wl0 在超时后丢弃了 Seq 为 ${field("seq")} 的 TCP 保活包。`,
  }),
};

const keepaliveUpdated: EventType = {
  name: "mac/tcpkeep-updated-from-userclient",
  pattern:
    /^ARPT: (?<arpt>\d+\.\d+): wl0: wl_update_tcpkeep_seq: Updated seq\/ack\/win from UserClient Seq (?<seq>\d+), Ack (?<ack>\d+), Win size (?<win>\d+)$/,
  numericFields: ["seq", "ack", "win"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `wl_update_tcpkeep_seq updated seq/ack/win from UserClient: Seq ${field("seq")}, Ack ${field("ack")}, Win size ${field("win")}.`,
      `At ${field("time")}, wl0 updated seq/ack/win from UserClient to Seq ${field("seq")}, Ack ${field("ack")} and Win size ${field("win")}.`,
    ],
    chinese: [
      `wl_update_tcpkeep_seq 从 UserClient 更新了 seq/ack/win：Seq ${field("seq")}，Ack ${field("ack")}，窗口大小 ${field("win")}。`,
      `${field("time")}，wl0 根据 UserClient 更新 seq/ack/win，Seq 为 ${field("seq")}，Ack 为 ${field("ack")}，Win size 为 ${field("win")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: () => ({
    english: "wl0 did not update seq/ack/win from UserClient.",
    chinese: "wl0 没有从 UserClient 更新 seq/ack/win。",
  }),
  wrongEvent: () => ({
    english: "wl0 rejected the seq/ack/win update from UserClient.",
    chinese: "wl0 拒绝了来自 UserClient 的 seq/ack/win 更新。",
  }),
};

const wakeReason: EventType = {
  name: "mac/wake-reason",
  pattern: /^ARPT: (?<arpt>\d+\.\d+): ARPT: Wake Reason: (?<reason>.+)$/,
  numericFields: ["arpt"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `The wake reason logged by ARPT was ${field("reason")}.`,
      `At ${field("time")}, ${field("host")} logged Wake Reason: ${field("reason")} (ARPT ${field("arpt")}).`,
    ],
    chinese: [
      `唤醒原因为 ${field("reason")}。`,
      `${field("time")}，${field("host")} 的 ARPT 记录唤醒原因：${field("reason")}（${field("arpt")}）。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `The wake reason was not ${field("reason")}.`,
    chinese: `唤醒原因不是 ${field("reason")}。`,
  }),
  wrongEvent: () => ({
    english: "The Mac was woken by the power button.",
    chinese: "这台 Mac 是被电源键唤醒的。",
  }),
};

const unexpectedSwitch: EventType = {
  name: "mac/symptomsd-unexpected-switch",
  pattern:
    /^__73-\[NetworkAnalyticsEngine observeValueForKeyPath:ofObject:change:context:\]_block_invoke unexpected switch value (?<value>\d+)$/,
  numericFields: ["value"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `symptomsd[${field("pid")}] logged unexpected switch value ${field("value")} in NetworkAnalyticsEngine observeValueForKeyPath:ofObject:change:context:.`,
      `At ${field("time")}, symptomsd reported an unexpected switch value of ${field("value")} in the NetworkAnalyticsEngine block.`,
    ],
    chinese: [
      `symptomsd（进程 ${field("pid")}）记录：NetworkAnalyticsEngine 的 observeValueForKeyPath:ofObject:change:context: 中出现意外的 switch 值 ${field("value")}。`,
      `${field("time")}，symptomsd 在 NetworkAnalyticsEngine 中遇到意外的 switch 值 ${field("value")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: () => ({
    english: "symptomsd did not hit an unexpected switch value.",
    chinese: "symptomsd 没有遇到意外的 switch 值。",
  }),
  wrongEvent: ({ value: field }) => ({
    english: `symptomsd crashed in NetworkAnalyticsEngine on switch value ${field("value")}.`,
    chinese: `symptomsd 在 NetworkAnalyticsEngine 中因 switch 值 ${field("value")} 崩溃。`,
  }),
};

const awdlResuming: EventType = {
  name: "mac/awdl-resuming",
  pattern: /^IO80211AWDLPeerManager::setAwdlAutoMode Resuming AWDL$/,
  numericFields: [],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      "IO80211AWDLPeerManager::setAwdlAutoMode resumed AWDL.",
      `At ${field("time")}, the kernel on ${field("host")} logged Resuming AWDL in IO80211AWDLPeerManager::setAwdlAutoMode.`,
    ],
    chinese: [
      "IO80211AWDLPeerManager::setAwdlAutoMode 正在恢复 AWDL。",
      `${field("time")}，${field("host")} 的内核恢复了 AWDL（setAwdlAutoMode）。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: () => ({
    english: "AWDL was not resumed.",
    chinese: "AWDL 没有恢复。",
  }),
  wrongEvent: () => ({
    english: "IO80211AWDLPeerManager::setAwdlAutoMode suspended AWDL.",
    chinese: "IO80211AWDLPeerManager::setAwdlAutoMode 暂停了 AWDL。",
  }),
};

const mdnsRecords: EventType = {
  name: "mac/mdns-record-counts",
  pattern: /^ARPT: (?<arpt>\d+\.\d+): wl0: MDNS: (?<srv>\d+) SRV Recs, (?<txt>\d+) TXT Recs$/,
  numericFields: ["srv", "txt"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `wl0 MDNS reported ${field("srv")} SRV Recs and ${field("txt")} TXT Recs.`,
      `At ${field("time")}, the wl0 MDNS had ${field("srv")} SRV Recs, ${field("txt")} TXT Recs.`,
    ],
    chinese: [
      `wl0 的 MDNS 报告 SRV 记录 ${field("srv")} 条、TXT 记录 ${field("txt")} 条。`,
      `${field("time")}，wl0 MDNS 记录了 ${field("srv")} 条 SRV 记录和 ${field("txt")} 条 TXT 记录。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `wl0 MDNS did not report ${field("srv")} SRV Recs, ${field("txt")} TXT Recs.`,
    chinese: `wl0 的 MDNS 并没有报告 ${field("srv")} 条 SRV 记录和 ${field("txt")} 条 TXT 记录。`,
  }),
  wrongEvent: () => ({
    english: "wl0 MDNS failed to register its SRV and TXT records.",
    chinese: "wl0 的 MDNS 注册 SRV 和 TXT 记录失败。",
  }),
};

const cameraWakeCall: EventType = {
  name: "mac/camera-system-wake-call",
  pattern: /^AppleCamIn::systemWakeCall - messageType = (?<messageType>0x[0-9A-F]+)$/,
  numericFields: [],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `AppleCamIn::systemWakeCall logged messageType = ${field("messageType")}.`,
      `At ${field("time")}, the kernel logged AppleCamIn::systemWakeCall with messageType ${field("messageType")}.`,
    ],
    chinese: [
      `AppleCamIn::systemWakeCall 记录的 messageType 为 ${field("messageType")}。`,
      `${field("time")}，内核记录了 AppleCamIn::systemWakeCall，messageType = ${field("messageType")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `AppleCamIn::systemWakeCall did not get messageType ${field("messageType")}.`,
    chinese: `AppleCamIn::systemWakeCall 没有收到 messageType ${field("messageType")}。`,
  }),
  wrongEvent: () => ({
    english: "AppleCamIn::systemWakeCall failed to wake the camera.",
    chinese: "AppleCamIn::systemWakeCall 唤醒摄像头失败。",
  }),
};

const settingHostname: EventType = {
  name: "mac/configd-setting-hostname",
  pattern: /^setting hostname to "(?<hostname>[^"]+)"$/,
  numericFields: [],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `configd was setting hostname to ${field("hostname")}.`,
      `At ${field("time")}, configd[${field("pid")}] logged setting hostname to "${field("hostname")}".`,
    ],
    chinese: [
      `configd 正在将主机名设置为 ${field("hostname")}。`,
      `${field("time")}，configd（进程 ${field("pid")}）把主机名设为 ${field("hostname")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: () => ({
    english: "configd did not change the hostname.",
    chinese: "configd 没有修改主机名。",
  }),
  wrongEvent: ({ value: field }) => ({
    english: `configd failed to set the hostname to ${field("hostname")}.`,
    chinese: `configd 将主机名设置为 ${field("hostname")} 失败。`,
  }),
};

const jobNotYetDue: EventType = {
  name: "mac/cts-job-not-due",
  pattern:
    /^(?<job>com\.apple\.[\w.]+): scheduler_evaluate_activity told me to run this job; however, but the start time isn't for (?<seconds>\d+) seconds\. {2}Ignoring\.$/,
  numericFields: ["seconds"],
  entityFields: ["job"],
  faithful: ({ value: field }) => ({
    english: [
      `${field("process")} is ignoring ${field("job")}: the start time isn't for ${field("seconds")} seconds.`,
      `scheduler_evaluate_activity told ${field("process")} to run ${field("job")}, but the start time isn't for ${field("seconds")} seconds; ignoring it.`,
    ],
    chinese: [
      `${field("process")} 忽略了任务 ${field("job")}：距开始时间还有 ${field("seconds")} 秒。`,
      `${field("time")}，scheduler_evaluate_activity 要求运行 ${field("job")}，但开始时间还要 ${field("seconds")} 秒后才到，因此 ${field("process")} 将其忽略。`,
    ],
  }),
  negationDropsLineNegation: true,
  negation: ({ value: field }) => ({
    english: `The start time of ${field("job")} had arrived, and ${field("process")} ran the job.`,
    chinese: `${field("job")} 的开始时间已到，${field("process")} 运行了该任务。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `${field("process")} cancelled ${field("job")} permanently.`,
    chinese: `${field("process")} 永久取消了任务 ${field("job")}。`,
  }),
};

const reporterStreams: EventType = {
  name: "mac/corecaptured-registry-streams",
  pattern: /^CCIOReporterFormatter::addRegistryChildToChannelDictionary streams (?<streams>\d+)$/,
  numericFields: ["streams"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `corecaptured logged CCIOReporterFormatter::addRegistryChildToChannelDictionary streams ${field("streams")}.`,
      `At ${field("time")}, corecaptured[${field("pid")}] reported streams ${field("streams")} in CCIOReporterFormatter::addRegistryChildToChannelDictionary.`,
    ],
    chinese: [
      `corecaptured（进程 ${field("pid")}）记录 CCIOReporterFormatter::addRegistryChildToChannelDictionary 的 streams 为 ${field("streams")}。`,
      `${field("time")}，corecaptured 在 addRegistryChildToChannelDictionary 中记录 streams ${field("streams")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `corecaptured did not log streams ${field("streams")}.`,
    chinese: `corecaptured 没有记录 streams ${field("streams")}。`,
  }),
  wrongEvent: () => ({
    english: "corecaptured failed to add the registry child to the channel dictionary.",
    chinese: "corecaptured 向通道字典添加注册表子项失败。",
  }),
};

const flumeHostAvailable: EventType = {
  name: "mac/webkit-flume-host-available",
  pattern:
    /^\[(?<stamp>[\d:.]+)\] <<<< CRABS >>>> crabsFlumeHostAvailable: \[(?<object>0x[0-9a-f]+)\] Byte flume reports host available again\.$/,
  numericFields: ["object"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `${field("process")} reported that the Byte flume host is available again (crabsFlumeHostAvailable, ${field("object")}).`,
      `At ${field("stamp")}, crabsFlumeHostAvailable logged that Byte flume reports host available again for ${field("object")}.`,
    ],
    chinese: [
      `${field("process")} 的 crabsFlumeHostAvailable 报告 Byte flume 主机再次可用（${field("object")}）。`,
      `${field("stamp")}，WebContent 进程 ${field("pid")} 记录：Byte flume 报告主机重新可用，对象 ${field("object")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: () => ({
    english: "The Byte flume host was not available again.",
    chinese: "Byte flume 主机没有恢复可用。",
  }),
  wrongEvent: () => ({
    english: "crabsFlumeHostAvailable reported the Byte flume host unreachable.",
    chinese: "crabsFlumeHostAvailable 报告 Byte flume 主机不可达。",
  }),
};

const linkDown: EventType = {
  name: "mac/airport-link-down",
  pattern: /^AirPort: Link Down on (?<iface>\w+)\. Reason (?<reason>\d+) \((?<reasonText>\w+)\)\.$/,
  numericFields: ["reason"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `AirPort reported Link Down on ${field("iface")} with Reason ${field("reason")} (${field("reasonText")}).`,
      `At ${field("time")}, the AirPort link on ${field("iface")} was down, reason ${field("reason")} (${field("reasonText")}).`,
    ],
    chinese: [
      `AirPort 报告 ${field("iface")} 链路断开，原因码 ${field("reason")}（${field("reasonText")}）。`,
      `${field("time")}，${field("iface")} 上的 AirPort 链路 Down，原因 ${field("reason")}（${field("reasonText")}）。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `The AirPort link on ${field("iface")} did not go down.`,
    chinese: `${field("iface")} 上的 AirPort 链路没有断开。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `AirPort reported Link Up on ${field("iface")}.`,
    chinese: `AirPort 报告 ${field("iface")} 链路 Up。`,
  }),
};

const linkUp: EventType = {
  name: "mac/airport-link-up",
  pattern: /^AirPort: Link Up on (?<iface>\w+)$/,
  numericFields: [],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `AirPort reported Link Up on ${field("iface")}.`,
      `At ${field("time")}, the AirPort link on ${field("iface")} was up.`,
    ],
    chinese: [
      `AirPort 报告 ${field("iface")} 上的链路已 Up。`,
      `${field("time")}，${field("host")} 的 ${field("iface")} 链路 Up（AirPort）。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `The AirPort link on ${field("iface")} did not come up.`,
    chinese: `${field("iface")} 上的 AirPort 链路没有 Up。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `AirPort reported Link Down on ${field("iface")}.`,
    chinese: `AirPort 报告 ${field("iface")} 链路断开（Link Down）。`,
  }),
};

const powerManagementResponse: EventType = {
  name: "mac/pm-response-time",
  pattern: /^PM response took (?<ms>\d+) ms \((?<code>\d+), (?<daemon>\w+)\)$/,
  numericFields: ["ms"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `The PM response took ${field("ms")} ms (${field("code")}, ${field("daemon")}).`,
      `At ${field("time")}, the kernel logged that the PM response took ${field("ms")} ms for ${field("daemon")} (${field("code")}).`,
    ],
    chinese: [
      `PM 响应耗时 ${field("ms")} ms（${field("code")}，${field("daemon")}）。`,
      `${field("time")}，${field("daemon")}（${field("code")}）的 PM 响应用了 ${field("ms")} 毫秒。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `The PM response did not take ${field("ms")} ms.`,
    chinese: `PM 响应并没有耗时 ${field("ms")} ms。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `The PM response from ${field("daemon")} timed out after ${field("ms")} ms.`,
    chinese: `${field("daemon")} 的 PM 响应在 ${field("ms")} ms 后超时。`,
  }),
};

const roamed: EventType = {
  name: "mac/wl0-roamed",
  pattern:
    /^ARPT: (?<arpt>\d+\.\d+): wl0: Roamed or switched channel, reason #(?<reason>\d+), bssid (?<bssid>[0-9a-f:]+), last RSSI (?<rssi>-?\d+)$/,
  numericFields: ["rssi", "reason"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `wl0 roamed or switched channel, reason #${field("reason")}, bssid ${field("bssid")}, last RSSI ${field("rssi")}.`,
      `At ${field("time")}, wl0 logged Roamed or switched channel with reason #${field("reason")} for bssid ${field("bssid")}; the last RSSI was ${field("rssi")}.`,
    ],
    chinese: [
      `wl0 发生漫游或切换信道，原因 #${field("reason")}，bssid ${field("bssid")}，最后 RSSI 为 ${field("rssi")}。`,
      `${field("time")}，wl0 漫游或切换了信道（原因 #${field("reason")}，bssid ${field("bssid")}，last RSSI ${field("rssi")}）。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: () => ({
    english: "wl0 did not roam or switch channel.",
    chinese: "wl0 没有漫游，也没有切换信道。",
  }),
  wrongEvent: ({ value: field }) => ({
    english: `wl0 lost its association with bssid ${field("bssid")}.`,
    chinese: `wl0 与 bssid ${field("bssid")} 的关联丢失。`,
  }),
};

const nat64State: EventType = {
  name: "mac/nat64-ifstate-changed",
  pattern:
    /^nw_nat64_post_new_ifstate successfully changed NAT64 ifstate from (?<from>0x[0-9a-f]+) to (?<to>0x[0-9a-f]+)$/,
  numericFields: [],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `nw_nat64_post_new_ifstate successfully changed NAT64 ifstate from ${field("from")} to ${field("to")}.`,
      `At ${field("time")}, networkd changed the NAT64 ifstate from ${field("from")} to ${field("to")}.`,
    ],
    chinese: [
      `networkd 的 nw_nat64_post_new_ifstate 成功将 NAT64 ifstate 从 ${field("from")} 改为 ${field("to")}。`,
      `${field("time")}，NAT64 ifstate 由 ${field("from")} 变为 ${field("to")}（networkd）。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: () => ({
    english: "networkd did not change the NAT64 ifstate.",
    chinese: "networkd 没有更改 NAT64 ifstate。",
  }),
  wrongEvent: ({ value: field }) => ({
    english: `nw_nat64_post_new_ifstate failed to change the NAT64 ifstate, which stayed ${field("from")}.`,
    chinese: `nw_nat64_post_new_ifstate 更改 NAT64 ifstate 失败，仍为 ${field("from")}。`,
  }),
};

const awdlSuspending: EventType = {
  name: "mac/awdl-suspending",
  pattern:
    /^IO80211AWDLPeerManager::setAwdlSuspendedMode\(\) Suspending AWDL, enterQuietMode\((?<quiet>true|false)\)$/,
  numericFields: [],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `IO80211AWDLPeerManager::setAwdlSuspendedMode() was suspending AWDL with enterQuietMode(${field("quiet")}).`,
      `At ${field("time")}, the kernel logged Suspending AWDL, enterQuietMode(${field("quiet")}).`,
    ],
    chinese: [
      `IO80211AWDLPeerManager::setAwdlSuspendedMode() 正在暂停 AWDL，enterQuietMode(${field("quiet")})。`,
      `${field("time")}，内核正在暂停 AWDL，enterQuietMode(${field("quiet")})。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: () => ({
    english: "AWDL was not suspended.",
    chinese: "AWDL 没有被暂停。",
  }),
  wrongEvent: () => ({
    english: "setAwdlSuspendedMode() resumed AWDL and left quiet mode.",
    chinese: "setAwdlSuspendedMode() 恢复了 AWDL 并退出静默模式。",
  }),
};

const netbiosShutdown: EventType = {
  name: "mac/netbiosd-shutting-down",
  pattern: /^network_reachability_changed : network is not reachable, netbiosd is shutting down$/,
  numericFields: [],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      "network_reachability_changed: the network is not reachable and netbiosd is shutting down.",
      `At ${field("time")}, netbiosd[${field("pid")}] logged that the network is not reachable and it is shutting down.`,
    ],
    chinese: [
      "网络不可达，netbiosd 正在关闭（network_reachability_changed）。",
      `${field("time")}，netbiosd（进程 ${field("pid")}）报告网络不可达，正在关闭。`,
    ],
  }),
  negationDropsLineNegation: true,
  negation: () => ({
    english: "The network was reachable and netbiosd kept running.",
    chinese: "网络可达，netbiosd 继续运行。",
  }),
  wrongEvent: () => ({
    english: "netbiosd crashed after losing the network.",
    chinese: "netbiosd 在断网后崩溃。",
  }),
};

const captureLogExit: EventType = {
  name: "mac/corecaptured-capture-log-exit",
  pattern: /^CCFile::captureLogRun\(\) Exiting CCFile::captureLogRun$/,
  numericFields: [],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      "corecaptured was exiting CCFile::captureLogRun.",
      `At ${field("time")}, CCFile::captureLogRun() logged Exiting CCFile::captureLogRun in corecaptured[${field("pid")}].`,
    ],
    chinese: [
      "corecaptured 正在退出 CCFile::captureLogRun。",
      `${field("time")}，corecaptured（进程 ${field("pid")}）退出 CCFile::captureLogRun。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: () => ({
    english: "corecaptured did not exit CCFile::captureLogRun.",
    chinese: "corecaptured 没有退出 CCFile::captureLogRun。",
  }),
  wrongEvent: () => ({
    english: "CCFile::captureLogRun() crashed in corecaptured.",
    chinese: "corecaptured 中的 CCFile::captureLogRun() 崩溃。",
  }),
};

const sandboxDeny: EventType = {
  name: "mac/sandbox-deny-network-outbound",
  pattern:
    /^(?:Sandbox: )?(?<client>com\.apple\.Addres)\((?<clientPid>\d+)\) deny(?:\(1\))? network-outbound (?<target>\S+)$/,
  numericFields: ["clientPid"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `The sandbox logged deny network-outbound ${field("target")} for ${field("client")}(${field("clientPid")}).`,
      `At ${field("time")}, ${field("process")} logged ${field("client")}(${field("clientPid")}) deny network-outbound ${field("target")}.`,
    ],
    chinese: [
      `沙盒拒绝了 ${field("client")}(${field("clientPid")}) 对 ${field("target")} 的 network-outbound 访问。`,
      `${field("time")}，${field("client")}(${field("clientPid")}) 向 ${field("target")} 的出站网络访问被沙盒拒绝。`,
    ],
  }),
  negationDropsLineNegation: true,
  negation: ({ value: field }) => ({
    english: `${field("client")}(${field("clientPid")}) was allowed network-outbound access to ${field("target")}.`,
    chinese: `沙盒允许了 ${field("client")}(${field("clientPid")}) 对 ${field("target")} 的 network-outbound 访问。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `The sandbox killed ${field("client")}(${field("clientPid")}) for its network-outbound access to ${field("target")}.`,
    chinese: `沙盒因访问 ${field("target")} 杀死了 ${field("client")}(${field("clientPid")})。`,
  }),
};

const mdnsIpv6: EventType = {
  name: "mac/wl0-mdns-ipv6-address",
  pattern: /^ARPT: (?<arpt>\d+\.\d+): wl0: MDNS: IPV6 Addr: (?<ipv6>[0-9a-f:]+)$/,
  numericFields: ["arpt"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `wl0 MDNS logged IPV6 Addr ${field("ipv6")}.`,
      `At ${field("time")} (ARPT ${field("arpt")}), the kernel logged the wl0 MDNS IPV6 Addr ${field("ipv6")}.`,
    ],
    chinese: [
      `wl0 的 MDNS 记录 IPv6 地址 ${field("ipv6")}。`,
      `${field("time")}，内核记录 wl0 MDNS 的 IPV6 地址为 ${field("ipv6")}（ARPT ${field("arpt")}）。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: () => ({
    english: "wl0 MDNS did not log an IPV6 Addr.",
    chinese: "wl0 的 MDNS 没有记录 IPv6 地址。",
  }),
  wrongEvent: ({ value: field }) => ({
    english: `wl0 MDNS reported an address conflict for IPV6 Addr ${field("ipv6")}.`,
    chinese: `wl0 的 MDNS 报告 IPv6 地址 ${field("ipv6")} 冲突。`,
  }),
};

const earlyWake: EventType = {
  name: "mac/thunderbolt-early-wake",
  pattern: /^AppleThunderboltGenericHAL::earlyWake - complete - took (?<ms>\d+) milliseconds$/,
  numericFields: ["ms"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `AppleThunderboltGenericHAL::earlyWake completed and took ${field("ms")} milliseconds.`,
      `At ${field("time")}, the kernel logged earlyWake complete for AppleThunderboltGenericHAL; it took ${field("ms")} milliseconds.`,
    ],
    chinese: [
      `AppleThunderboltGenericHAL::earlyWake 已完成，耗时 ${field("ms")} 毫秒。`,
      `${field("time")}，AppleThunderboltGenericHAL 的 earlyWake 完成，用时 ${field("ms")} 毫秒。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: () => ({
    english: "AppleThunderboltGenericHAL::earlyWake did not complete.",
    chinese: "AppleThunderboltGenericHAL::earlyWake 没有完成。",
  }),
  wrongEvent: ({ value: field }) => ({
    english: `AppleThunderboltGenericHAL::earlyWake timed out after ${field("ms")} milliseconds.`,
    chinese: `AppleThunderboltGenericHAL::earlyWake 在 ${field("ms")} 毫秒后超时。`,
  }),
};

const okToGoRetries: EventType = {
  name: "mac/thunderbolt-wait-retries",
  pattern: /^AppleThunderboltNHIType2::waitForOk2Go2Sx - retries = (?<retries>\d+)$/,
  numericFields: ["retries"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `AppleThunderboltNHIType2::waitForOk2Go2Sx logged retries = ${field("retries")}.`,
      `At ${field("time")}, waitForOk2Go2Sx in AppleThunderboltNHIType2 reported ${field("retries")} retries.`,
    ],
    chinese: [
      `AppleThunderboltNHIType2::waitForOk2Go2Sx 的重试次数为 ${field("retries")}。`,
      `${field("time")}，内核记录 waitForOk2Go2Sx 重试了 ${field("retries")} 次（AppleThunderboltNHIType2）。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: () => ({
    english: "AppleThunderboltNHIType2::waitForOk2Go2Sx did not retry.",
    chinese: "AppleThunderboltNHIType2::waitForOk2Go2Sx 没有重试。",
  }),
  wrongEvent: ({ value: field }) => ({
    english: `AppleThunderboltNHIType2::waitForOk2Go2Sx gave up after ${field("retries")} retries.`,
    chinese: `AppleThunderboltNHIType2::waitForOk2Go2Sx 在重试 ${field("retries")} 次后放弃。`,
  }),
};

const okToGoReporting: EventType = {
  name: "mac/thunderbolt-wait-reporting",
  pattern:
    /^AppleThunderboltNHIType2::waitForOk2Go2Sx - intel_rp = (?<rp>\d+) dlla_reporting_supported = (?<dlla>\d+)$/,
  numericFields: ["rp", "dlla"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `AppleThunderboltNHIType2::waitForOk2Go2Sx logged intel_rp = ${field("rp")} and dlla_reporting_supported = ${field("dlla")}.`,
      `At ${field("time")}, waitForOk2Go2Sx reported intel_rp ${field("rp")}, dlla_reporting_supported ${field("dlla")}.`,
    ],
    chinese: [
      `AppleThunderboltNHIType2::waitForOk2Go2Sx 记录 intel_rp = ${field("rp")}，dlla_reporting_supported = ${field("dlla")}。`,
      `${field("time")}，waitForOk2Go2Sx 报告 intel_rp 为 ${field("rp")}，dlla_reporting_supported 为 ${field("dlla")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `AppleThunderboltNHIType2 did not log intel_rp = ${field("rp")}.`,
    chinese: `AppleThunderboltNHIType2 没有记录 intel_rp = ${field("rp")}。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `waitForOk2Go2Sx failed with intel_rp = ${field("rp")}.`,
    chinese: `waitForOk2Go2Sx 失败，intel_rp = ${field("rp")}。`,
  }),
};

const bssidChanged: EventType = {
  name: "mac/en0-bssid-changed",
  pattern: /^(?<iface>\w+)::IO80211Interface::postMessage bssid changed$/,
  numericFields: [],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `${field("iface")}::IO80211Interface::postMessage reported bssid changed.`,
      `At ${field("time")}, IO80211Interface::postMessage logged that the bssid on ${field("iface")} changed.`,
    ],
    chinese: [
      `${field("iface")} 的 BSSID 已变更（IO80211Interface::postMessage）。`,
      `${field("time")}，IO80211Interface::postMessage 报告 ${field("iface")} 的 bssid 发生变化。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `The bssid on ${field("iface")} did not change.`,
    chinese: `${field("iface")} 的 bssid 没有变化。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `${field("iface")} lost its bssid and disconnected.`,
    chinese: `${field("iface")} 丢失 BSSID 并断开连接。`,
  }),
};

export const macProfile: SourceProfile = {
  source: "Mac",
  fileName: "Mac_2k.log",
  header:
    /^(?<month>[A-Z][a-z]{2}) +(?<day>\d{1,2}) (?<time>\d\d:\d\d:\d\d) (?<host>\S+) (?<process>[^\s[]+)\[(?<pid>\d+)\](?: \(\[\d+\]\))?: (?<message>.*)$/,
  derive: (values: FieldValues) => ({ date: `${values.month ?? ""} ${values.day ?? ""}` }),
  timeOf: ({ value: field }) => `${field("date")} ${field("time")}`,
  questionsEnglish: [
    "What happened on the MacBook around {time}?",
    "Did the Mac's Wi-Fi or Thunderbolt report anything at {time}?",
    "What did the kernel and the system daemons log at {time}?",
  ],
  questionsChinese: [
    "{time} 前后这台 MacBook 上发生了什么？",
    "{time} 时系统日志记录了什么？",
    "{time} 左右 Mac 的网络有没有异常？",
  ],
  causes: [
    {
      english: "because the Wi-Fi access point had rebooted",
      chinese: "原因是无线接入点刚刚重启",
    },
    {
      english: "due to a faulty Thunderbolt cable",
      chinese: "原因是 Thunderbolt 线缆故障",
    },
    {
      english: "because the battery was almost empty",
      chinese: "原因是电池电量几乎耗尽",
    },
  ],
  additions: [
    {
      english: "and the user was logged out shortly afterwards",
      chinese: "随后用户被注销",
    },
    { english: "and the Mac rebooted a minute later", chinese: "并且这台 Mac 一分钟后重启了" },
    { english: "and Time Machine backups were paused", chinese: "并且 Time Machine 备份被暂停" },
  ],
  events: [
    thunderboltHotPlug,
    pressureState,
    qqDealloc,
    wakeOnWlan,
    mdnsTransitions,
    powerSourceOnSleep,
    keepaliveOriginal,
    keepaliveUpdated,
    wakeReason,
    unexpectedSwitch,
    awdlResuming,
    mdnsRecords,
    cameraWakeCall,
    settingHostname,
    jobNotYetDue,
    reporterStreams,
    flumeHostAvailable,
    linkDown,
    linkUp,
    powerManagementResponse,
    roamed,
    nat64State,
    awdlSuspending,
    netbiosShutdown,
    captureLogExit,
    sandboxDeny,
    mdnsIpv6,
    earlyWake,
    okToGoRetries,
    okToGoReporting,
    bssidChanged,
  ],
};
