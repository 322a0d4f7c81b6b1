/**
 * HDFS DataNode / NameSystem event types (LogHub HDFS_2k): block received, receiving, served,
 * deleted, added to the blockMap or invalidSet, allocated, verified, and serving exceptions.
 */
import { type EventType, linePattern } from "./model.js";

const prefix = String.raw`(?<date>\d{6}) (?<time>\d{6}) (?<pid>\d+) (?<level>[A-Z]+) (?<logger>[\w.$]+): `;
const block = String.raw`(?<block>blk_-?\d+)`;

function hdfs(message: string): RegExp {
  return linePattern(prefix, message);
}

export const HDFS_EVENTS: readonly EventType[] = [
  {
    name: "hdfs.packet-responder-terminating",
    pattern: hdfs(String.raw`PacketResponder (?<responder>\d+) for block ${block} terminating`),
    faithful: {
      en: [
        (v) => `PacketResponder ${v("responder")} for block ${v("block")} is terminating`,
        (v) =>
          `The DataNode reported PacketResponder ${v("responder")} for block ${v("block")} terminating`,
      ],
      zh: [
        (v) => `数据块 ${v("block")} 的 PacketResponder ${v("responder")} 正在终止`,
        (v) => `DataNode 报告数据块 ${v("block")} 的 PacketResponder ${v("responder")} 正在终止`,
      ],
    },
    values: [{ field: "block", kind: "digits" }],
    entities: [{ field: "block", pool: "hdfs.block" }],
    negation: {
      en: (v) => `PacketResponder ${v("responder")} for block ${v("block")} is not terminating`,
      zh: (v) => `数据块 ${v("block")} 的 PacketResponder ${v("responder")} 没有终止`,
    },
    wrongEvent: {
      en: (v) => `PacketResponder ${v("responder")} for block ${v("block")} is starting`,
      zh: (v) => `数据块 ${v("block")} 的 PacketResponder ${v("responder")} 正在启动`,
    },
  },
  {
    name: "hdfs.blockmap-added",
    pattern: hdfs(
      String.raw`BLOCK\* NameSystem\.addStoredBlock: blockMap updated: (?<node>[\d.]+:\d+) is added to ${block} size (?<size>\d+)`,
    ),
    faithful: {
      en: [
        (v) =>
          `NameSystem updated the blockMap: ${v("node")} is added to ${v("block")} with size ${v("size")}`,
        (v) => `${v("node")} was added to ${v("block")} of size ${v("size")} in the blockMap`,
      ],
      zh: [
        (v) =>
          `NameSystem 更新了 blockMap：${v("node")} 被添加到 ${v("block")}，大小为 ${v("size")}`,
        (v) => `blockMap 已更新，${v("node")} 已加入 ${v("block")}，大小 ${v("size")}`,
      ],
    },
    values: [
      { field: "size", kind: "digits" },
      { field: "node", kind: "ipPort" },
      { field: "block", kind: "digits" },
    ],
    entities: [
      { field: "node", pool: "hdfs.datanode" },
      { field: "block", pool: "hdfs.block" },
    ],
    negation: {
      en: (v) => `${v("node")} was not added to ${v("block")} with size ${v("size")}`,
      zh: (v) => `${v("node")} 未被添加到 ${v("block")}（大小 ${v("size")}）`,
    },
    wrongEvent: {
      en: (v) => `NameSystem removed ${v("node")} from ${v("block")} with size ${v("size")}`,
      zh: (v) => `NameSystem 将 ${v("node")} 从 ${v("block")} 中移除，大小为 ${v("size")}`,
    },
  },
  {
    name: "hdfs.block-received",
    pattern: hdfs(String.raw`Received block ${block} of size (?<size>\d+) from \/(?<peer>[\d.]+)`),
    faithful: {
      en: [
        (v) => `The DataNode received block ${v("block")} of size ${v("size")} from /${v("peer")}`,
        (v) => `Block ${v("block")} of size ${v("size")} was received from /${v("peer")}`,
      ],
      zh: [
        (v) => `DataNode 从 /${v("peer")} 收到数据块 ${v("block")}，大小为 ${v("size")}`,
        (v) => `数据块 ${v("block")}（大小 ${v("size")}）已从 ${v("peer")} 接收`,
      ],
    },
    values: [
      { field: "size", kind: "digits" },
      { field: "peer", kind: "ip" },
      { field: "block", kind: "digits" },
    ],
    entities: [
      { field: "block", pool: "hdfs.block" },
      { field: "peer", pool: "hdfs.host" },
    ],
    negation: {
      en: (v) =>
        `The DataNode did not receive block ${v("block")} of size ${v("size")} from /${v("peer")}`,
      zh: (v) => `DataNode 未收到来自 /${v("peer")} 的数据块 ${v("block")}（大小 ${v("size")}）`,
    },
    wrongEvent: {
      en: (v) => `The DataNode deleted block ${v("block")} of size ${v("size")} from /${v("peer")}`,
      zh: (v) => `DataNode 删除了来自 /${v("peer")} 的数据块 ${v("block")}，大小为 ${v("size")}`,
    },
  },
  {
    name: "hdfs.block-receiving",
    pattern: hdfs(
      String.raw`Receiving block ${block} src: \/(?<src>[\d.]+:\d+) dest: \/(?<dest>[\d.]+:\d+)`,
    ),
    faithful: {
      en: [
        (v) =>
          `The DataNode is receiving block ${v("block")} with src /${v("src")} and dest /${v("dest")}`,
        (v) =>
          `Receiving block ${v("block")} was logged with src /${v("src")} and dest /${v("dest")}`,
      ],
      zh: [
        (v) => `DataNode 正在接收数据块 ${v("block")}，源 /${v("src")}，目标 /${v("dest")}`,
        (v) => `DataNode 在目标 /${v("dest")} 接收来自源 /${v("src")} 的数据块 ${v("block")}`,
      ],
    },
    values: [
      { field: "src", kind: "ipPort" },
      { field: "block", kind: "digits" },
    ],
    entities: [{ field: "block", pool: "hdfs.block" }],
    negation: {
      en: (v) =>
        `The DataNode is not receiving block ${v("block")} with src /${v("src")} and dest /${v("dest")}`,
      zh: (v) => `DataNode 没有接收数据块 ${v("block")}（源 /${v("src")}，目标 /${v("dest")}）`,
    },
    wrongEvent: {
      en: (v) =>
        `The DataNode is sending block ${v("block")} with src /${v("src")} and dest /${v("dest")}`,
      zh: (v) => `DataNode 正在发送数据块 ${v("block")}，源 /${v("src")}，目标 /${v("dest")}`,
    },
  },
  {
    name: "hdfs.block-allocated",
    pattern: hdfs(
      String.raw`BLOCK\* NameSystem\.allocateBlock: (?<path>\/\S+\/(?<part>part-\d+))\. ${block}`,
    ),
    faithful: {
      en: [
        (v) => `NameSystem.allocateBlock reported ${v("block")} for ${v("path")}`,
        (v) => `NameSystem allocateBlock logged ${v("block")} for ${v("part")}`,
      ],
      zh: [
        (v) => `NameSystem 为 ${v("path")} 分配了数据块 ${v("block")}`,
        (v) => `NameSystem 为 ${v("part")} 分配数据块 ${v("block")}`,
      ],
    },
    values: [
      { field: "block", kind: "digits" },
      { field: "part", kind: "digits" },
    ],
    entities: [{ field: "block", pool: "hdfs.block" }],
    negation: {
      en: (v) => `NameSystem did not allocate ${v("block")} for ${v("part")}`,
      zh: (v) => `NameSystem 没有为 ${v("part")} 分配数据块 ${v("block")}`,
    },
    wrongEvent: {
      en: (v) => `NameSystem deleted ${v("block")} for ${v("part")}`,
      zh: (v) => `NameSystem 删除了 ${v("part")} 的数据块 ${v("block")}`,
    },
  },
  {
    name: "hdfs.verification-succeeded",
    pattern: hdfs(`Verification succeeded for ${block}`),
    faithful: {
      en: [
        (v) => `Verification succeeded for ${v("block")}`,
        (v) => `The DataBlockScanner reported that verification succeeded for ${v("block")}`,
      ],
      zh: [(v) => `DataBlockScanner 对 ${v("block")} 的校验成功`, (v) => `${v("block")} 校验成功`],
    },
    values: [{ field: "block", kind: "digits" }],
    entities: [{ field: "block", pool: "hdfs.block" }],
    negation: {
      en: (v) => `Verification did not succeed for ${v("block")}`,
      zh: (v) => `${v("block")} 校验未成功`,
    },
    wrongEvent: {
      en: (v) => `Verification failed for ${v("block")}`,
      zh: (v) => `${v("block")} 校验失败`,
    },
  },
  {
    name: "hdfs.block-deleting",
    pattern: hdfs(String.raw`Deleting block ${block} file (?<file>\S+)`),
    faithful: {
      en: [
        (v) => `FSDataset is deleting block ${v("block")} with file ${v("file")}`,
        (v) => `The FSDataset reported deleting block ${v("block")}`,
      ],
      zh: [
        (v) => `FSDataset 正在删除数据块 ${v("block")}，文件为 ${v("file")}`,
        (v) => `FSDataset 删除数据块 ${v("block")}`,
      ],
    },
    values: [{ field: "block", kind: "digits" }],
    entities: [{ field: "block", pool: "hdfs.block" }],
    negation: {
      en: (v) => `FSDataset is not deleting block ${v("block")}`,
      zh: (v) => `FSDataset 没有删除数据块 ${v("block")}`,
    },
    wrongEvent: {
      en: (v) => `FSDataset is creating block ${v("block")} with file ${v("file")}`,
      zh: (v) => `FSDataset 正在创建数据块 ${v("block")}，文件为 ${v("file")}`,
    },
  },
  {
    name: "hdfs.block-served",
    pattern: hdfs(String.raw`(?<node>[\d.]+:\d+) Served block ${block} to \/(?<peer>[\d.]+)`),
    faithful: {
      en: [
        (v) => `DataNode ${v("node")} served block ${v("block")} to /${v("peer")}`,
        (v) => `The DataXceiver at ${v("node")} served block ${v("block")} to /${v("peer")}`,
      ],
      zh: [
        (v) => `DataNode ${v("node")} 向 /${v("peer")} 提供了数据块 ${v("block")}`,
        (v) => `数据块 ${v("block")} 由 DataNode ${v("node")} 提供给 ${v("peer")}`,
      ],
    },
    values: [
      { field: "node", kind: "ipPort" },
      { field: "peer", kind: "ip" },
      { field: "block", kind: "digits" },
    ],
    entities: [
      { field: "node", pool: "hdfs.datanode" },
      { field: "peer", pool: "hdfs.host" },
      { field: "block", pool: "hdfs.block" },
    ],
    negation: {
      en: (v) => `DataNode ${v("node")} did not serve block ${v("block")} to /${v("peer")}`,
      zh: (v) => `DataNode ${v("node")} 没有向 /${v("peer")} 提供数据块 ${v("block")}`,
    },
    wrongEvent: {
      en: (v) =>
        `DataNode ${v("node")} got an exception while serving ${v("block")} to /${v("peer")}`,
      zh: (v) => `DataNode ${v("node")} 在向 /${v("peer")} 提供 ${v("block")} 时出现异常`,
    },
  },
  {
    name: "hdfs.serving-exception",
    pattern: hdfs(
      String.raw`(?<node>[\d.]+:\d+):Got exception while serving ${block} to \/(?<peer>[\d.]+):`,
    ),
    faithful: {
      en: [
        (v) =>
          `DataNode ${v("node")} got an exception while serving ${v("block")} to /${v("peer")}`,
        (v) =>
          `The DataXceiver at ${v("node")} got an exception while serving ${v("block")} to /${v("peer")}`,
      ],
      zh: [
        (v) => `DataNode ${v("node")} 在向 /${v("peer")} 提供 ${v("block")} 时出现异常`,
        (v) => `DataXceiver ${v("node")} 向 ${v("peer")} 提供 ${v("block")} 时发生异常（WARN）`,
      ],
    },
    values: [
      { field: "node", kind: "ipPort" },
      { field: "peer", kind: "ip" },
      { field: "block", kind: "digits" },
    ],
    entities: [
      { field: "node", pool: "hdfs.datanode" },
      { field: "peer", pool: "hdfs.host" },
      { field: "block", pool: "hdfs.block" },
    ],
    negation: {
      en: (v) =>
        `DataNode ${v("node")} served ${v("block")} to /${v("peer")} without any exception`,
      zh: (v) => `DataNode ${v("node")} 向 /${v("peer")} 提供 ${v("block")} 时没有出现异常`,
    },
    wrongEvent: {
      en: (v) => `DataNode ${v("node")} received ${v("block")} from /${v("peer")}`,
      zh: (v) => `DataNode ${v("node")} 从 /${v("peer")} 收到了 ${v("block")}`,
    },
  },
  {
    name: "hdfs.invalidset-added",
    pattern: hdfs(
      String.raw`BLOCK\* NameSystem\.delete: ${block} is added to invalidSet of (?<node>[\d.]+:\d+)`,
    ),
    faithful: {
      en: [
        (v) => `NameSystem.delete added ${v("block")} to the invalidSet of ${v("node")}`,
        (v) => `${v("block")} is added to the invalidSet of ${v("node")}`,
      ],
      zh: [
        (v) => `NameSystem.delete 将 ${v("block")} 添加到 ${v("node")} 的 invalidSet`,
        (v) => `${v("block")} 已被加入 ${v("node")} 的 invalidSet`,
      ],
    },
    values: [
      { field: "node", kind: "ipPort" },
      { field: "block", kind: "digits" },
    ],
    entities: [
      { field: "node", pool: "hdfs.datanode" },
      { field: "block", pool: "hdfs.block" },
    ],
    negation: {
      en: (v) => `${v("block")} was not added to the invalidSet of ${v("node")}`,
      zh: (v) => `${v("block")} 没有被添加到 ${v("node")} 的 invalidSet`,
    },
    wrongEvent: {
      en: (v) => `NameSystem added ${v("block")} to the blockMap of ${v("node")}`,
      zh: (v) => `NameSystem 将 ${v("block")} 添加到 ${v("node")} 的 blockMap`,
    },
  },
];
