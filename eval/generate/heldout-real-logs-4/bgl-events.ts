/**
 * Blue Gene/L RAS sample, August 2005 (node card discovery status and VPD checks, ido chip
 * status, CE symbols and DDR errors, ciod program loading and core files, kernel
 * terminations, a service action): header layout, event types with English and Chinese
 * claim templates, and fabrication clauses.
 */
import type { EventType, SourceProfile } from "../heldout-real-logs/model.js";

const nodeCardStatus: EventType = {
  name: "bgl/node-card-status-pgood",
  pattern:
    /^Node card status: no ALERTs are active\. Clock Mode is Low\. Clock Select is Midplane\. Phy JTAG Reset is asserted\. ASIC JTAG Reset is asserted\. Temperature Mask is not active\. No temperature error\. Temperature Limit Error Latch is clear\. PGOOD IS NOT ASSERTED\. PGOOD ERROR LATCH IS ACTIVE\. MPGOOD IS NOT OK\. MPGOOD ERROR LATCH IS ACTIVE\. The (?<railA>\d\.\d) volt rail is OK\. The (?<railB>\d\.\d) volt rail is OK\.$/,
  numericFields: ["railA", "railB"],
  entityFields: ["node"],
  faithful: ({ value: field }) => ({
    english: [
      `Node card status for ${field("node")}: no ALERTs are active, PGOOD is not asserted and MPGOOD is not OK.`,
      `At ${field("stamp")}, ${field("node")} logged a ${field("component")} ${field("level")}: PGOOD error latch is active, MPGOOD error latch is active, and the ${field("railA")} volt rail is OK.`,
    ],
    chinese: [
      `${field("node")} 的节点卡状态：没有处于激活状态的 ALERT，但 PGOOD 未置位，MPGOOD 不正常。`,
      `${field("stamp")}，${field("node")} 报告 ${field("component")} ${field("level")}：PGOOD 和 MPGOOD 的错误锁存都处于激活状态，${field("railA")} 伏和 ${field("railB")} 伏电压轨正常。`,
    ],
  }),
  negationDropsLineNegation: true,
  negation: ({ value: field }) => ({
    english: `On ${field("node")}, PGOOD was asserted and MPGOOD was OK.`,
    chinese: `${field("node")} 的 PGOOD 已置位，MPGOOD 也正常。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `The temperature on node card ${field("node")} exceeded its limit.`,
    chinese: `${field("node")} 节点卡的温度超过了上限。`,
  }),
};

const vpdMismatch: EventType = {
  name: "bgl/node-card-vpd-mismatch",
  pattern:
    /^Node card VPD check: (?<unit>U\d+) node in processor card slot (?<slot>J\d+) do not match\. VPD ecid (?<ecid>[0-9A-F]+), found (?<found>[0-9A-F]+)$/,
  numericFields: [],
  entityFields: ["node", "slot"],
  faithful: ({ value: field }) => ({
    english: [
      `Node card VPD check on ${field("node")}: the ${field("unit")} node in processor card slot ${field("slot")} do not match.`,
      `At ${field("stamp")}, the VPD check for ${field("unit")} in slot ${field("slot")} of ${field("node")} logged VPD ecid ${field("ecid")}, found ${field("found")}.`,
    ],
    chinese: [
      `${field("node")} 节点卡 VPD 检查不一致：处理器卡槽 ${field("slot")} 中的 ${field("unit")} 节点对不上。`,
      `${field("stamp")}，${field("node")} 的 VPD 检查发现槽位 ${field("slot")} 的 ${field("unit")} 节点不匹配，VPD 中的 ecid 为 ${field("ecid")}，实际读到 ${field("found")}。`,
    ],
  }),
  negationDropsLineNegation: true,
  negation: ({ value: field }) => ({
    english: `The VPD check for ${field("unit")} in slot ${field("slot")} on ${field("node")} matched.`,
    chinese: `${field("node")} 上槽位 ${field("slot")} 的 ${field("unit")} 节点 VPD 检查一致。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `The ${field("unit")} node in slot ${field("slot")} on ${field("node")} was replaced.`,
    chinese: `${field("node")} 槽位 ${field("slot")} 中的 ${field("unit")} 节点被更换了。`,
  }),
};

const notFullyFunctional: EventType = {
  name: "bgl/node-card-not-fully-functional",
  pattern: /^Node card is not fully functional$/,
  numericFields: [],
  entityFields: ["node"],
  faithful: ({ value: field }) => ({
    english: [
      `The node card ${field("node")} is not fully functional.`,
      `At ${field("stamp")}, ${field("component")} logged a ${field("level")}: node card ${field("node")} is not fully functional.`,
    ],
    chinese: [
      `节点卡 ${field("node")} 没有完全正常工作。`,
      `${field("stamp")}，${field("component")} 发出 ${field("level")}：${field("node")} 节点卡功能不完整。`,
    ],
  }),
  negationDropsLineNegation: true,
  negation: ({ value: field }) => ({
    english: `The node card ${field("node")} is fully functional.`,
    chinese: `${field("node")} 节点卡功能完全正常。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `The node card ${field("node")} was powered off.`,
    chinese: `${field("node")} 节点卡被断电了。`,
  }),
};

const idoChipStatus: EventType = {
  name: "bgl/ido-chip-status-changed",
  pattern:
    /^Ido chip status changed: (?<chip>[0-9A-F:]+) ip=(?<ip>[\d.]+) v=(?<version>\d+) t=(?<chipType>\d+) status=(?<status>\w+) (?<changedAt>.+)$/,
  numericFields: ["version", "chipType"],
  entityFields: ["ip", "chip"],
  faithful: ({ value: field }) => ({
    english: [
      `The status of ido chip ${field("chip")} at ip=${field("ip")} changed to status=${field("status")}.`,
      `At ${field("stamp")}, ${field("component")} logged that the ido chip status changed for ${field("chip")} (ip=${field("ip")}, v=${field("version")}, t=${field("chipType")}).`,
    ],
    chinese: [
      `ido 芯片 ${field("chip")}（ip=${field("ip")}）的状态发生变化，status=${field("status")}。`,
      `${field("stamp")}，${field("component")} 记录 IP 为 ${field("ip")} 的 ido 芯片状态变更，v=${field("version")}，t=${field("chipType")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `The status of ido chip ${field("chip")} did not change.`,
    chinese: `ido 芯片 ${field("chip")} 的状态没有变化。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `Ido chip ${field("chip")} at ip=${field("ip")} was removed from the database.`,
    chinese: `IP 为 ${field("ip")} 的 ido 芯片 ${field("chip")} 被从数据库中删除。`,
  }),
};

const ceSymbol: EventType = {
  name: "bgl/ce-symbol",
  pattern: /^CE sym (?<sym>\d+), at (?<address>0x[0-9a-f]+), mask (?<mask>0x[0-9a-f]+)$/,
  numericFields: ["sym", "address", "mask"],
  entityFields: ["node"],
  faithful: ({ value: field }) => ({
    english: [
      `${field("node")} logged CE sym ${field("sym")} at ${field("address")} with mask ${field("mask")}.`,
      `At ${field("stamp")}, the ${field("component")} on ${field("node")} reported CE sym ${field("sym")}, at ${field("address")}, mask ${field("mask")}.`,
    ],
    chinese: [
      `${field("node")} 的内核记录了 CE sym ${field("sym")}，地址 ${field("address")}，mask 为 ${field("mask")}。`,
      `${field("stamp")}，${field("node")} 在地址 ${field("address")} 上报 CE，sym ${field("sym")}，mask ${field("mask")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `${field("node")} logged no CE at ${field("address")}.`,
    chinese: `${field("node")} 在地址 ${field("address")} 没有记录到 CE。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `${field("node")} logged an uncorrectable error at ${field("address")}.`,
    chinese: `${field("node")} 在地址 ${field("address")} 出现了不可纠正的错误。`,
  }),
};

const prepareForService: EventType = {
  name: "bgl/prepare-for-service",
  pattern:
    /^PrepareForService shutting down NodeCard\(mLctn\((?<card>[\w-]+)\), mCardSernum\((?<serial>\w+)\), mLp\((?<lp>[0-9A-F:]+)\), mIp\((?<ip>[\d.]+)\), mType\((?<cardType>\d+)\)\) as part of Service Action (?<action>\d+)$/,
  numericFields: ["action", "cardType"],
  entityFields: ["ip"],
  faithful: ({ value: field }) => ({
    english: [
      `PrepareForService is shutting down NodeCard ${field("card")} as part of Service Action ${field("action")}.`,
      `At ${field("stamp")}, PrepareForService was shutting down the NodeCard at mIp ${field("ip")} (mType ${field("cardType")}) as part of Service Action ${field("action")}.`,
    ],
    chinese: [
      `作为服务操作 ${field("action")} 的一部分，PrepareForService 正在关闭节点卡 ${field("card")}。`,
      `${field("stamp")}，因 Service Action ${field("action")}，PrepareForService 正在关停 IP 为 ${field("ip")} 的 NodeCard（mType ${field("cardType")}）。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `PrepareForService did not shut down NodeCard ${field("card")}.`,
    chinese: `PrepareForService 没有关闭节点卡 ${field("card")}。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `PrepareForService restarted NodeCard ${field("card")} as part of Service Action ${field("action")}.`,
    chinese: `PrepareForService 在服务操作 ${field("action")} 中重启了节点卡 ${field("card")}。`,
  }),
};

const noAssemblyInformation: EventType = {
  name: "bgl/no-assembly-information",
  pattern: /^Can not get assembly information for node card$/,
  numericFields: [],
  entityFields: ["node"],
  faithful: ({ value: field }) => ({
    english: [
      `Can not get assembly information for the node card ${field("node")}.`,
      `At ${field("stamp")}, ${field("component")} logged ${field("level")}: can not get assembly information for node card ${field("node")}.`,
    ],
    chinese: [
      `无法获取节点卡 ${field("node")} 的组装信息。`,
      `${field("stamp")}，${field("component")} 报 ${field("level")}：拿不到 ${field("node")} 节点卡的组装信息。`,
    ],
  }),
  negationDropsLineNegation: true,
  negation: ({ value: field }) => ({
    english: `The assembly information for node card ${field("node")} was available.`,
    chinese: `节点卡 ${field("node")} 的组装信息可以正常获取。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `Node card ${field("node")} failed its temperature check.`,
    chinese: `节点卡 ${field("node")} 温度检查失败。`,
  }),
};

const linkTrainingFailed: EventType = {
  name: "bgl/link-training-failed",
  pattern: /^rts tree\/torus link training failed: wanted: (?<wanted>.+?) got: (?<got>.+)$/,
  numericFields: [],
  entityFields: ["node"],
  faithful: ({ value: field }) => ({
    english: [
      `rts tree/torus link training failed on ${field("node")}.`,
      `At ${field("stamp")}, ${field("node")} logged ${field("level")} in ${field("component")}: rts tree/torus link training failed.`,
    ],
    chinese: [
      `${field("node")} 上 rts tree/torus 链路训练失败：期望 ${field("wanted")}，实际得到 ${field("got")}。`,
      `${field("stamp")}，${field("node")} 记录了一条 ${field("level")} 级内核日志：rts tree/torus 链路训练失败。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `rts tree/torus link training on ${field("node")} succeeded.`,
    chinese: `${field("node")} 上的 rts tree/torus 链路训练成功。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `The rts tree/torus link on ${field("node")} was disabled by an operator.`,
    chinese: `${field("node")} 上的 rts tree/torus 链路被操作员禁用。`,
  }),
};

const treeReceiverResynch: EventType = {
  name: "bgl/tree-receiver-resynch",
  pattern:
    /^(?<count>\d+) tree receiver (?<receiver>\d+) in re-synch state event\(s\) \(dcr (?<dcr>0x[0-9a-f]+)\) detected$/,
  numericFields: ["count", "receiver", "dcr"],
  entityFields: ["node"],
  faithful: ({ value: field }) => ({
    english: [
      `${field("node")} detected ${field("count")} tree receiver ${field("receiver")} in re-synch state event(s) (dcr ${field("dcr")}).`,
      `At ${field("stamp")}, the ${field("component")} on ${field("node")} logged ${field("count")} re-synch state event(s) for tree receiver ${field("receiver")}, dcr ${field("dcr")}.`,
    ],
    chinese: [
      `${field("node")} 检测到 ${field("count")} 次 tree receiver ${field("receiver")} 处于 re-synch 状态的事件（dcr ${field("dcr")}）。`,
      `${field("stamp")}，${field("node")} 的 tree receiver ${field("receiver")} 出现 ${field("count")} 次重新同步（re-synch）事件，dcr 为 ${field("dcr")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `No tree receiver re-synch state event was detected on ${field("node")}.`,
    chinese: `${field("node")} 没有检测到 tree receiver 的 re-synch 事件。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `Tree receiver ${field("receiver")} on ${field("node")} failed permanently.`,
    chinese: `${field("node")} 上的 tree receiver ${field("receiver")} 永久失效。`,
  }),
};

const ddrTotal: EventType = {
  name: "bgl/ddr-errors-total",
  pattern: /^total of (?<count>\d+) ddr error\(s\) detected and corrected$/,
  numericFields: ["count"],
  entityFields: ["node"],
  faithful: ({ value: field }) => ({
    english: [
      `${field("node")} detected and corrected a total of ${field("count")} ddr error(s).`,
      `At ${field("stamp")}, the ${field("component")} on ${field("node")} logged a total of ${field("count")} ddr error(s) detected and corrected.`,
    ],
    chinese: [
      `${field("node")} 共检测并纠正了 ${field("count")} 个 DDR 错误。`,
      `${field("stamp")}，${field("node")} 报告总共 ${field("count")} 个 ddr 错误，均已检测到并纠正。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `No ddr errors were detected on ${field("node")}.`,
    chinese: `${field("node")} 没有检测到 DDR 错误。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `${field("count")} ddr error(s) on ${field("node")} could not be corrected.`,
    chinese: `${field("node")} 上有 ${field("count")} 个 DDR 错误无法纠正。`,
  }),
};

const ddrRank: EventType = {
  name: "bgl/ddr-errors-rank-symbol",
  pattern:
    /^(?<count>\d+) ddr errors\(s\) detected and corrected on rank (?<rank>\d+), symbol (?<symbol>\d+), bit (?<bit>\d+)$/,
  numericFields: ["count", "rank", "symbol", "bit"],
  entityFields: ["node"],
  faithful: ({ value: field }) => ({
    english: [
      `${field("node")}: ${field("count")} ddr errors(s) detected and corrected on rank ${field("rank")}, symbol ${field("symbol")}, bit ${field("bit")}.`,
      `At ${field("stamp")}, ${field("node")} detected and corrected ${field("count")} ddr errors(s) on rank ${field("rank")} (symbol ${field("symbol")}, bit ${field("bit")}).`,
    ],
    chinese: [
      `${field("node")} 在 rank ${field("rank")}、symbol ${field("symbol")}、bit ${field("bit")} 上检测并纠正了 ${field("count")} 个 DDR 错误。`,
      `${field("stamp")}，${field("node")} 的内存 rank ${field("rank")} 出现 ${field("count")} 个 ddr 错误并已纠正，位置是 symbol ${field("symbol")}、bit ${field("bit")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `No ddr error was corrected on rank ${field("rank")} of ${field("node")}.`,
    chinese: `${field("node")} 的 rank ${field("rank")} 上没有纠正任何 DDR 错误。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `${field("node")} marked rank ${field("rank")} as failed.`,
    chinese: `${field("node")} 把 rank ${field("rank")} 标记为故障。`,
  }),
};

const errorLoadingProgram: EventType = {
  name: "bgl/ciod-error-loading-program",
  pattern:
    /^ciod: Error loading (?<path>\/\S+): invalid or missing program image, (?<reason>Exec format error|No such file or directory)$/,
  numericFields: [],
  entityFields: ["node", "path"],
  faithful: ({ value: field }) => ({
    english: [
      `ciod: Error loading ${field("path")} on ${field("node")}: invalid or missing program image, ${field("reason")}.`,
      `At ${field("stamp")}, ciod on ${field("node")} logged an error loading ${field("path")}, an invalid or missing program image (${field("reason")}).`,
    ],
    chinese: [
      `${field("node")} 上 ciod 加载 ${field("path")} 出错：程序映像无效或缺失，${field("reason")}。`,
      `${field("stamp")}，${field("node")} 的 ciod 无法加载 ${field("path")}，程序映像无效或不存在（${field("reason")}）。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `ciod loaded ${field("path")} on ${field("node")} without error.`,
    chinese: `${field("node")} 上的 ciod 成功加载了 ${field("path")}。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `The program ${field("path")} crashed on ${field("node")} after it started.`,
    chinese: `${field("path")} 在 ${field("node")} 上启动后崩溃。`,
  }),
};

const loginChdirFailed: EventType = {
  name: "bgl/ciod-login-chdir-failed",
  pattern: /^ciod: LOGIN chdir\((?<directory>[^)]+)\) failed: No such file or directory$/,
  numericFields: [],
  entityFields: ["node", "directory"],
  faithful: ({ value: field }) => ({
    english: [
      `ciod: LOGIN chdir(${field("directory")}) failed on ${field("node")}: No such file or directory.`,
      `At ${field("stamp")}, ciod on ${field("node")} logged ${field("level")}: LOGIN chdir(${field("directory")}) failed, no such file or directory.`,
    ],
    chinese: [
      `${field("node")} 上 ciod 在 LOGIN 时 chdir(${field("directory")}) 失败：No such file or directory。`,
      `${field("stamp")}，${field("node")} 的 ciod 登录时切换到目录 ${field("directory")} 失败，该目录不存在。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `LOGIN chdir(${field("directory")}) succeeded on ${field("node")}.`,
    chinese: `${field("node")} 上 LOGIN 时 chdir(${field("directory")}) 成功。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `LOGIN chdir(${field("directory")}) on ${field("node")} failed with permission denied.`,
    chinese: `${field("node")} 上 LOGIN chdir(${field("directory")}) 因权限不足而失败。`,
  }),
};

const messagePrefixSevered: EventType = {
  name: "bgl/ciod-message-prefix-link-severed",
  pattern:
    /^ciod: Error reading message prefix after LOAD_MESSAGE on CioStream socket to (?<ip>[\d.]+):(?<port>\d+): Link has been severed$/,
  numericFields: ["port"],
  entityFields: ["node"],
  faithful: ({ value: field }) => ({
    english: [
      `ciod on ${field("node")} had an error reading message prefix after LOAD_MESSAGE on CioStream socket to ${field("ip")}:${field("port")}: link has been severed.`,
      `At ${field("stamp")}, ciod on ${field("node")} logged that the link has been severed on the CioStream socket to ${field("ip")}:${field("port")} after LOAD_MESSAGE.`,
    ],
    chinese: [
      `${field("node")} 的 ciod 在 LOAD_MESSAGE 之后从 CioStream 套接字（${field("ip")}:${field("port")}）读取消息前缀出错：链路已被切断。`,
      `${field("stamp")}，${field("node")} 上的 ciod 读取消息前缀失败，到 ${field("ip")}:${field("port")} 的 CioStream 连接已断开。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `ciod on ${field("node")} read the message prefix from ${field("ip")}:${field("port")} without error.`,
    chinese: `${field("node")} 的 ciod 成功读取了 ${field("ip")}:${field("port")} 的消息前缀。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `The CioStream socket to ${field("ip")}:${field("port")} timed out on ${field("node")}.`,
    chinese: `${field("node")} 到 ${field("ip")}:${field("port")} 的 CioStream 连接超时。`,
  }),
};

const nodeMapInvalid: EventType = {
  name: "bgl/ciod-node-map-invalid-fields",
  pattern:
    /^ciod: Missing or invalid fields on line (?<lineNo>\d+) of node map file (?<file>\/\S+)$/,
  numericFields: ["lineNo"],
  entityFields: ["node"],
  faithful: ({ value: field }) => ({
    english: [
      `ciod on ${field("node")}: missing or invalid fields on line ${field("lineNo")} of node map file ${field("file")}.`,
      `At ${field("stamp")}, ciod logged missing or invalid fields on line ${field("lineNo")} of the node map file ${field("file")}.`,
    ],
    chinese: [
      `${field("node")} 上的 ciod 报告节点映射文件 ${field("file")} 第 ${field("lineNo")} 行有字段缺失或无效。`,
      `${field("stamp")}，ciod 发现 node map 文件 ${field("file")} 的第 ${field("lineNo")} 行字段缺失或不合法。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `The node map file ${field("file")} had no missing or invalid fields.`,
    chinese: `节点映射文件 ${field("file")} 没有缺失或无效的字段。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `ciod on ${field("node")} could not open the node map file ${field("file")}.`,
    chinese: `${field("node")} 上的 ciod 无法打开节点映射文件 ${field("file")}。`,
  }),
};

const kernelTerminated: EventType = {
  name: "bgl/rts-kernel-terminated",
  pattern: /^rts: kernel terminated for reason (?<reason>\d+)$/,
  numericFields: ["reason"],
  entityFields: ["node"],
  faithful: ({ value: field }) => ({
    english: [
      `The rts kernel on ${field("node")} terminated for reason ${field("reason")}.`,
      `At ${field("stamp")}, ${field("node")} logged ${field("label")} (${field("level")}): rts: kernel terminated for reason ${field("reason")}.`,
    ],
    chinese: [
      `${field("node")} 的 rts 内核因原因码 ${field("reason")} 终止（${field("level")}）。`,
      `${field("stamp")}，${field("node")} 上的内核终止了，原因码 ${field("reason")}（${field("label")}）。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `The kernel on ${field("node")} was not terminated.`,
    chinese: `${field("node")} 的内核没有被终止。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `The kernel on ${field("node")} was rebooted for reason ${field("reason")}.`,
    chinese: `${field("node")} 的内核因原因码 ${field("reason")} 被重启。`,
  }),
};

const coreFilesGenerated: EventType = {
  name: "bgl/ciod-core-files-generated",
  pattern: /^ciod: generated (?<count>\d+) core files for program (?<program>\S+)$/,
  numericFields: ["count"],
  entityFields: ["node", "program"],
  faithful: ({ value: field }) => ({
    english: [
      `ciod on ${field("node")} generated ${field("count")} core files for program ${field("program")}.`,
      `At ${field("stamp")}, ciod generated ${field("count")} core files for program ${field("program")} on ${field("node")}.`,
    ],
    chinese: [
      `${field("node")} 上的 ciod 为程序 ${field("program")} 生成了 ${field("count")} 个 core 文件。`,
      `${field("stamp")}，${field("program")} 在 ${field("node")} 上产生了 ${field("count")} 个 core 文件（ciod）。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `ciod on ${field("node")} generated no core files for ${field("program")}.`,
    chinese: `${field("node")} 上的 ciod 没有为 ${field("program")} 生成 core 文件。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `ciod on ${field("node")} deleted ${field("count")} core files of program ${field("program")}.`,
    chinese: `${field("node")} 上的 ciod 删除了程序 ${field("program")} 的 ${field("count")} 个 core 文件。`,
  }),
};

export const bglProfile: SourceProfile = {
  source: "BGL",
  fileName: "BGL_2k.log",
  header:
    /^(?<label>\S+) (?<epoch>\d+) (?<date>\d{4}\.\d\d\.\d\d) (?<node>\S+) (?<stamp>\d{4}-\d\d-\d\d-\d\d\.\d\d\.\d\d\.\d+) (?<repeat>\S+) (?<type>RAS|NULL) (?<component>[A-Z]+) (?<level>[A-Z]+) (?<message>.*)$/,
  derive: () => ({}),
  timeOf: ({ value: field }) => field("stamp"),
  questionsEnglish: [
    "What did the Blue Gene/L RAS log report around {time}?",
    "Was any node card or compute node in trouble at {time}?",
    "What happened on the BG/L system near {time}?",
  ],
  questionsChinese: [
    "{time} 前后 Blue Gene/L 的 RAS 日志报告了什么？",
    "{time} 时有没有节点卡或计算节点出问题？",
    "{time} 左右 BG/L 系统上发生了什么？",
  ],
  causes: [
    {
      english: "because the midplane had overheated",
      chinese: "原因是中板（midplane）过热",
    },
    {
      english: "due to a failing power supply in the rack",
      chinese: "原因是机架中的电源即将损坏",
    },
    {
      english: "because the job scheduler had killed the partition",
      chinese: "原因是作业调度器终止了该分区",
    },
  ],
  additions: [
    {
      english: "and the partition was rebooted right afterwards",
      chinese: "随后该分区被立即重启",
    },
    {
      english: "and the node was drained by the administrator",
      chinese: "并且管理员把该节点下线了",
    },
    {
      english: "and a service ticket was opened with IBM",
      chinese: "并且已经向 IBM 提交了维修工单",
    },
  ],
  events: [
    nodeCardStatus,
    vpdMismatch,
    notFullyFunctional,
    idoChipStatus,
    ceSymbol,
    prepareForService,
    noAssemblyInformation,
    linkTrainingFailed,
    treeReceiverResynch,
    ddrTotal,
    ddrRank,
    errorLoadingProgram,
    loginChdirFailed,
    messagePrefixSevered,
    nodeMapInvalid,
    kernelTerminated,
    coreFilesGenerated,
  ],
};
