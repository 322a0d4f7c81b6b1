/**
 * HPC cluster sample (component state changes, node actions, boot commands,
 * power supply and temperature alarms, cluster file system domains): header
 * layout, event types with English and Chinese claim templates, and
 * fabrication clauses.
 */
import type { EventType, SourceProfile } from "../heldout-real-logs/model.js";

const componentUnavailable: EventType = {
  name: "hpc/component-unavailable",
  pattern:
    /^Component State Change: Component \\042(?<hwComponent>[^\\]+)\\042 is in the unavailable state \(HWID=(?<hwid>\d+)\)$/,
  numericFields: ["hwid"],
  entityFields: ["node"],
  faithful: ({ value: field }) => ({
    english: [
      `On ${field("node")}, component ${field("hwComponent")} is in the unavailable state (HWID=${field("hwid")}).`,
      `${field("node")} reported a component state change: ${field("hwComponent")} is in the unavailable state with HWID=${field("hwid")}.`,
    ],
    chinese: [
      `节点 ${field("node")} 上的组件 ${field("hwComponent")} 处于不可用状态（HWID=${field("hwid")}）。`,
      `时间戳 ${field("epoch")}，${field("node")} 报告组件状态变化：${field("hwComponent")} 变为不可用（HWID=${field("hwid")}）。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `On ${field("node")}, component ${field("hwComponent")} is not in the unavailable state.`,
    chinese: `节点 ${field("node")} 上的组件 ${field("hwComponent")} 并未处于不可用状态。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `On ${field("node")}, component ${field("hwComponent")} was replaced (HWID=${field("hwid")}).`,
    chinese: `节点 ${field("node")} 上的组件 ${field("hwComponent")} 已被更换（HWID=${field("hwid")}）。`,
  }),
};

const actionStart: EventType = {
  name: "hpc/action-start",
  pattern: /^(?<action>\w+) {2}\(command (?<command>\d+)\)$/,
  numericFields: ["command"],
  entityFields: ["node"],
  faithful: ({ value: field }) => ({
    english: [
      `${field("node")} logged action start: ${field("action")} (command ${field("command")}).`,
      `Action ${field("action")} started on ${field("node")} for command ${field("command")}.`,
    ],
    chinese: [
      `节点 ${field("node")} 开始执行动作 ${field("action")}（命令 ${field("command")}）。`,
      `时间戳 ${field("epoch")}，${field("node")} 启动了 ${field("action")} 操作（command ${field("command")}）。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `${field("node")} did not start ${field("action")} for command ${field("command")}.`,
    chinese: `节点 ${field("node")} 没有开始执行 ${field("action")}（命令 ${field("command")}）。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `${field("node")} aborted ${field("action")} for command ${field("command")}.`,
    chinese: `节点 ${field("node")} 中止了 ${field("action")}（命令 ${field("command")}）。`,
  }),
};

const commandSucceeded: EventType = {
  name: "hpc/command-completed",
  pattern: /^Command has completed successfully$/,
  numericFields: ["commandId"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `Command ${field("commandId")} has completed successfully.`,
      `${field("component")} ${field("commandId")} reported success: command has completed successfully.`,
    ],
    chinese: [
      `命令 ${field("commandId")} 已成功完成。`,
      `时间戳 ${field("epoch")}，${field("component")} 命令 ${field("commandId")} 执行成功。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `Command ${field("commandId")} has not completed successfully.`,
    chinese: `命令 ${field("commandId")} 没有成功完成。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `Command ${field("commandId")} was cancelled.`,
    chinese: `命令 ${field("commandId")} 被取消。`,
  }),
};

const targetingChild: EventType = {
  name: "hpc/targeting-child-command",
  pattern:
    /^Targeting domains:(?<domains>\S+) and nodes:(?<nodes>\S+) child of command (?<parent>\d+)$/,
  numericFields: ["commandId", "parent"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `Command ${field("commandId")} is targeting domains:${field("domains")} and nodes:${field("nodes")}, child of command ${field("parent")}.`,
      `${field("component")} ${field("commandId")} targeting nodes:${field("nodes")} is a child of command ${field("parent")}.`,
    ],
    chinese: [
      `命令 ${field("commandId")} 的目标为域 ${field("domains")} 和节点 ${field("nodes")}，是命令 ${field("parent")} 的子命令。`,
      `时间戳 ${field("epoch")}，新的 ${field("component")} 命令 ${field("commandId")} 针对节点 ${field("nodes")}（父命令 ${field("parent")}）。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `Command ${field("commandId")} is not a child of command ${field("parent")}.`,
    chinese: `命令 ${field("commandId")} 不是命令 ${field("parent")} 的子命令。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `Command ${field("commandId")} excluded nodes:${field("nodes")} from command ${field("parent")}.`,
    chinese: `命令 ${field("commandId")} 将节点 ${field("nodes")} 从命令 ${field("parent")} 中排除。`,
  }),
};

const targeting: EventType = {
  name: "hpc/targeting",
  pattern: /^Targeting domains:(?<domains>\S+) and nodes:(?<nodes>.+)$/,
  numericFields: ["commandId"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `${field("component")} ${field("commandId")} is targeting domains:${field("domains")} and nodes:${field("nodes")}.`,
      `New ${field("component")} ${field("commandId")} targeting nodes:${field("nodes")}.`,
    ],
    chinese: [
      `${field("component")} 命令 ${field("commandId")} 的目标为域 ${field("domains")} 和节点 ${field("nodes")}。`,
      `时间戳 ${field("epoch")}，新命令 ${field("commandId")} 针对节点 ${field("nodes")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `Command ${field("commandId")} is not targeting nodes:${field("nodes")}.`,
    chinese: `命令 ${field("commandId")} 并不针对节点 ${field("nodes")}。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `Command ${field("commandId")} released nodes:${field("nodes")}.`,
    chinese: `命令 ${field("commandId")} 释放了节点 ${field("nodes")}。`,
  }),
};

const psuFailure: EventType = {
  name: "hpc/psu-failure",
  pattern: /^psu failure\\ ambient=(?<ambient>\d+)$/,
  numericFields: ["ambient"],
  entityFields: ["node"],
  faithful: ({ value: field }) => ({
    english: [
      `${field("node")} reported psu failure with ambient=${field("ambient")}.`,
      `A psu failure on ${field("node")} was logged with ambient=${field("ambient")}.`,
    ],
    chinese: [
      `节点 ${field("node")} 报告电源（psu）故障，ambient=${field("ambient")}。`,
      `时间戳 ${field("epoch")}，${field("node")} 出现电源故障，ambient 值为 ${field("ambient")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `${field("node")} reported no psu failure.`,
    chinese: `节点 ${field("node")} 没有报告电源故障。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `${field("node")} replaced its psu at ambient=${field("ambient")}.`,
    chinese: `节点 ${field("node")} 更换了电源（ambient=${field("ambient")}）。`,
  }),
};

const temperatureHigh: EventType = {
  name: "hpc/temperature-warning",
  pattern: /^Temperature \((?<celsius>\d+)C\) exceeds warning threshold$/,
  numericFields: ["celsius"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `${field("node")} reported temperature (${field("celsius")}C) exceeds warning threshold.`,
      `The ${field("component")} ${field("node")} temperature of ${field("celsius")}C exceeds the warning threshold.`,
    ],
    chinese: [
      `${field("node")} 的温度（${field("celsius")}C）超过了警告阈值。`,
      `时间戳 ${field("epoch")}，交换模块 ${field("node")} 的温度为 ${field("celsius")} 摄氏度，超出警告阈值。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `${field("node")} temperature (${field("celsius")}C) does not exceed the warning threshold.`,
    chinese: `${field("node")} 的温度（${field("celsius")}C）没有超过警告阈值。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `${field("node")} shut down after temperature (${field("celsius")}C) exceeded the critical threshold.`,
    chinese: `${field("node")} 在温度（${field("celsius")}C）超过临界阈值后关机。`,
  }),
};

const noServer: EventType = {
  name: "hpc/cluster-file-system-no-server",
  pattern: /^ClusterFileSystem: There is no server for ServerFileSystem domain (?<storage>\w+)$/,
  numericFields: [],
  entityFields: ["storage", "node"],
  faithful: ({ value: field }) => ({
    english: [
      `${field("node")} reported ClusterFileSystem: there is no server for ServerFileSystem domain ${field("storage")}.`,
      `There is no server for the ServerFileSystem domain ${field("storage")} on ${field("node")}.`,
    ],
    chinese: [
      `${field("node")} 报告 ClusterFileSystem 中 ServerFileSystem 域 ${field("storage")} 没有服务器。`,
      `时间戳 ${field("epoch")}，${field("node")} 上没有服务器为 ServerFileSystem 域 ${field("storage")} 提供服务。`,
    ],
  }),
  negationDropsLineNegation: true,
  negation: ({ value: field }) => ({
    english: `There is a server for ServerFileSystem domain ${field("storage")}.`,
    chinese: `ServerFileSystem 域 ${field("storage")} 有服务器。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `The server for ServerFileSystem domain ${field("storage")} crashed on ${field("node")}.`,
    chinese: `${field("node")} 上 ServerFileSystem 域 ${field("storage")} 的服务器崩溃了。`,
  }),
};

export const hpcProfile: SourceProfile = {
  source: "HPC",
  fileName: "HPC_2k.log",
  header:
    /^(?<logId>\d+) (?<node>\S+) (?<component>\S+) (?<state>\S+) (?<epoch>\d+) (?<flag>\d) (?<message>.*)$/,
  derive: (values) => {
    const node = values.node ?? "";
    return /^\d+$/.test(node) ? { commandId: node } : {};
  },
  timeOf: ({ value: field }) => field("epoch"),
  questionsEnglish: [
    "What did the HPC cluster log at timestamp {time}?",
    "Were there any hardware or command problems on the cluster around timestamp {time}?",
    "What happened on the HPC cluster at timestamp {time}?",
  ],
  questionsChinese: [
    "HPC 集群在时间戳 {time} 记录了什么？",
    "时间戳 {time} 前后集群上有没有硬件或命令问题？",
    "时间戳 {time} 时 HPC 集群上发生了什么？",
  ],
  causes: [
    {
      english: "because the node's power supply had overheated",
      chinese: "原因是该节点的电源过热",
    },
    {
      english: "because the storage server was rebooted for maintenance",
      chinese: "原因是存储服务器因维护而重启",
    },
    { english: "due to a faulty interconnect cable", chinese: "原因是互连线缆故障" },
  ],
  additions: [
    {
      english: "and the node was then removed from the cluster",
      chinese: "并且该节点随后被移出集群",
    },
    {
      english: "and the operator replaced the power supply afterwards",
      chinese: "并且运维人员随后更换了电源",
    },
    {
      english: "and all jobs on the node were requeued",
      chinese: "并且该节点上的所有作业被重新排队",
    },
  ],
  events: [
    componentUnavailable,
    actionStart,
    commandSucceeded,
    targetingChild,
    targeting,
    psuFailure,
    temperatureHigh,
    noServer,
  ],
};
