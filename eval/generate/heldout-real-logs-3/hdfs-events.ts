/**
 * HDFS DataNode and NameNode sample (packet responders, blocks received and being received,
 * block allocation, blockMap updates, block deletion, block verification): header layout,
 * event types with English and Chinese claim templates, and fabrication clauses.
 */
import type { EventType, SourceProfile } from "../heldout-real-logs/model.js";

const responderTerminating: EventType = {
  name: "hdfs/packet-responder-terminating",
  pattern: /^PacketResponder (?<responder>\d+) for block (?<block>blk_-?\d+) terminating$/,
  numericFields: ["responder"],
  entityFields: ["block"],
  faithful: ({ value: field }) => ({
    english: [
      `PacketResponder ${field("responder")} for block ${field("block")} is terminating.`,
      `At ${field("date")} ${field("time")}, the DataNode logged that PacketResponder ${field("responder")} of block ${field("block")} was terminating.`,
    ],
    chinese: [
      `块 ${field("block")} 的 PacketResponder ${field("responder")} 正在终止。`,
      `${field("date")} ${field("time")}，DataNode 上负责块 ${field("block")} 的 PacketResponder ${field("responder")} 正在结束。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `PacketResponder ${field("responder")} for block ${field("block")} kept running.`,
    chinese: `块 ${field("block")} 的 PacketResponder ${field("responder")} 仍在运行。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `PacketResponder ${field("responder")} for block ${field("block")} crashed.`,
    chinese: `块 ${field("block")} 的 PacketResponder ${field("responder")} 崩溃。`,
  }),
};

const receivedBlock: EventType = {
  name: "hdfs/received-block",
  pattern: /^Received block (?<block>blk_-?\d+) of size (?<size>\d+) from \/(?<source>[\d.]+)$/,
  numericFields: ["size"],
  entityFields: ["block", "source"],
  faithful: ({ value: field }) => ({
    english: [
      `The DataNode received block ${field("block")} of size ${field("size")} from /${field("source")}.`,
      `Block ${field("block")} (size ${field("size")}) was received from ${field("source")}.`,
    ],
    chinese: [
      `DataNode 从 ${field("source")} 收到块 ${field("block")}，大小为 ${field("size")}。`,
      `${field("date")} ${field("time")}，块 ${field("block")} 已从 ${field("source")} 接收完毕，大小 ${field("size")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `Block ${field("block")} was not received from /${field("source")}.`,
    chinese: `没有从 ${field("source")} 收到块 ${field("block")}。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `Block ${field("block")} from /${field("source")} failed its checksum.`,
    chinese: `来自 ${field("source")} 的块 ${field("block")} 校验和失败。`,
  }),
};

const allocateBlock: EventType = {
  name: "hdfs/allocate-block",
  pattern: /^BLOCK\* NameSystem\.allocateBlock: (?<path>\/\S+\/part-\d+)\. (?<block>blk_-?\d+)$/,
  numericFields: [],
  entityFields: ["block", "path"],
  faithful: ({ value: field }) => ({
    english: [
      `NameSystem.allocateBlock logged block ${field("block")} for ${field("path")}.`,
      `At ${field("date")} ${field("time")}, the FSNamesystem logged NameSystem.allocateBlock: ${field("path")} with block ${field("block")}.`,
    ],
    chinese: [
      `NameSystem 为 ${field("path")} 分配了块 ${field("block")}。`,
      `${field("date")} ${field("time")}，FSNamesystem 的 allocateBlock 给 ${field("path")} 分配块 ${field("block")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `No block was allocated for ${field("path")}.`,
    chinese: `没有为 ${field("path")} 分配块。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `NameSystem.allocateBlock could not allocate a block for ${field("path")}.`,
    chinese: `NameSystem 无法为 ${field("path")} 分配块。`,
  }),
};

const receivingBlock: EventType = {
  name: "hdfs/receiving-block",
  pattern:
    /^Receiving block (?<block>blk_-?\d+) src: \/(?<source>[\d.]+):(?<sourcePort>\d+) dest: \/(?<destination>[\d.]+):(?<destinationPort>\d+)$/,
  numericFields: ["sourcePort", "destinationPort"],
  entityFields: ["block"],
  faithful: ({ value: field }) => ({
    english: [
      `DataXceiver is receiving block ${field("block")} with src /${field("source")}:${field("sourcePort")} and dest /${field("destination")}:${field("destinationPort")}.`,
      `At ${field("date")} ${field("time")}, the DataNode was receiving block ${field("block")} (src: /${field("source")}:${field("sourcePort")}, dest: /${field("destination")}:${field("destinationPort")}).`,
    ],
    chinese: [
      `DataXceiver 正在接收块 ${field("block")}，源地址 ${field("source")}:${field("sourcePort")}，目标地址 ${field("destination")}:${field("destinationPort")}。`,
      `${field("date")} ${field("time")}，DataNode 开始接收块 ${field("block")}（src ${field("source")}:${field("sourcePort")} → dest ${field("destination")}:${field("destinationPort")}）。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `The DataNode was not receiving block ${field("block")}.`,
    chinese: `DataNode 没有在接收块 ${field("block")}。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `The DataNode was sending block ${field("block")} to /${field("destination")}:${field("destinationPort")}.`,
    chinese: `DataNode 正在把块 ${field("block")} 发送到 ${field("destination")}:${field("destinationPort")}。`,
  }),
};

const addStoredBlock: EventType = {
  name: "hdfs/add-stored-block",
  pattern:
    /^BLOCK\* NameSystem\.addStoredBlock: blockMap updated: (?<node>[\d.]+):(?<port>\d+) is added to (?<block>blk_-?\d+) size (?<size>\d+)$/,
  numericFields: ["size", "port"],
  entityFields: ["block", "node"],
  faithful: ({ value: field }) => ({
    english: [
      `The blockMap was updated: ${field("node")}:${field("port")} is added to ${field("block")} (size ${field("size")}).`,
      `At ${field("date")} ${field("time")}, NameSystem.addStoredBlock added ${field("node")}:${field("port")} to block ${field("block")} of size ${field("size")}.`,
    ],
    chinese: [
      `blockMap 已更新：${field("node")}:${field("port")} 被加入块 ${field("block")}，大小 ${field("size")}。`,
      `${field("date")} ${field("time")}，NameSystem.addStoredBlock 把 ${field("node")}:${field("port")} 添加到块 ${field("block")}（size ${field("size")}）。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `${field("node")}:${field("port")} was not added to ${field("block")}.`,
    chinese: `${field("node")}:${field("port")} 没有被加入块 ${field("block")}。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `${field("node")}:${field("port")} was removed from ${field("block")}.`,
    chinese: `${field("node")}:${field("port")} 被从块 ${field("block")} 中移除。`,
  }),
};

const deletingBlock: EventType = {
  name: "hdfs/deleting-block",
  pattern: /^Deleting block (?<block>blk_-?\d+) file (?<file>\/\S+)$/,
  numericFields: [],
  entityFields: ["block"],
  faithful: ({ value: field }) => ({
    english: [
      `FSDataset is deleting block ${field("block")} file ${field("file")}.`,
      `At ${field("date")} ${field("time")}, the FSDataset logged deleting block ${field("block")} (file ${field("file")}).`,
    ],
    chinese: [
      `FSDataset 正在删除块 ${field("block")} 的文件 ${field("file")}。`,
      `${field("date")} ${field("time")}，FSDataset 删除块 ${field("block")}，对应文件为 ${field("file")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `Block ${field("block")} was not deleted.`,
    chinese: `块 ${field("block")} 没有被删除。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `Block ${field("block")} was moved to a new volume.`,
    chinese: `块 ${field("block")} 被迁移到新的卷。`,
  }),
};

const verificationSucceeded: EventType = {
  name: "hdfs/verification-succeeded",
  pattern: /^Verification succeeded for (?<block>blk_-?\d+)$/,
  numericFields: [],
  entityFields: ["block"],
  faithful: ({ value: field }) => ({
    english: [
      `DataBlockScanner verification succeeded for ${field("block")}.`,
      `At ${field("date")} ${field("time")}, the DataBlockScanner logged Verification succeeded for ${field("block")}.`,
    ],
    chinese: [
      `DataBlockScanner 对块 ${field("block")} 的校验成功。`,
      `${field("date")} ${field("time")}，块 ${field("block")} 校验通过（DataBlockScanner）。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `Verification of ${field("block")} did not succeed.`,
    chinese: `块 ${field("block")} 的校验没有成功。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `Verification failed for ${field("block")}.`,
    chinese: `块 ${field("block")} 校验失败。`,
  }),
};

export const hdfsProfile: SourceProfile = {
  source: "HDFS",
  fileName: "HDFS_2k.log",
  header:
    /^(?<date>\d{6}) (?<time>\d{6}) (?<pid>\d+) (?<level>[A-Z]+) (?<component>\S+): (?<message>.*)$/,
  derive: () => ({}),
  timeOf: ({ value: field }) => `${field("date")} ${field("time")}`,
  questionsEnglish: [
    "What were the HDFS DataNodes doing at {time}?",
    "Did HDFS report any block problem around {time}?",
    "What did the NameNode and DataNodes log at {time}?",
  ],
  questionsChinese: [
    "{time} 时 HDFS 的 DataNode 在做什么？",
    "{time} 前后 HDFS 有没有报告块的问题？",
    "{time} 时 NameNode 和 DataNode 记录了什么？",
  ],
  causes: [
    {
      english: "because the DataNode disk was nearly full",
      chinese: "原因是 DataNode 磁盘快满了",
    },
    {
      english: "because the replication factor had been lowered",
      chinese: "原因是副本数被调低了",
    },
    {
      english: "due to a network switch failure in the rack",
      chinese: "原因是机架内的网络交换机故障",
    },
  ],
  additions: [
    {
      english: "and the NameNode then entered safe mode",
      chinese: "随后 NameNode 进入了安全模式",
    },
    {
      english: "and the block was marked as corrupt afterwards",
      chinese: "并且该块随后被标记为损坏",
    },
    {
      english: "and the balancer moved the block to another rack",
      chinese: "并且均衡器把该块移到了另一个机架",
    },
  ],
  events: [
    responderTerminating,
    receivedBlock,
    allocateBlock,
    receivingBlock,
    addStoredBlock,
    deletingBlock,
    verificationSucceeded,
  ],
};
