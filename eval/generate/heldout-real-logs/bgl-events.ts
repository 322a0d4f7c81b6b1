/**
 * BlueGene/L RAS sample (kernel and ciod events on compute and I/O nodes):
 * header layout, event types with English and Chinese claim templates, and
 * fabrication clauses.
 */
import type { EventType, SourceProfile } from "./model.js";

const parityCorrected: EventType = {
  name: "bgl/instruction-cache-parity-corrected",
  pattern: /^instruction cache parity error corrected$/,
  numericFields: [],
  entityFields: ["node"],
  faithful: ({ value: field }) => ({
    english: [
      `On ${field("node")}, the ${field("component")} reported instruction cache parity error corrected.`,
      `${field("node")} got an instruction cache parity error corrected at ${field("stamp")}.`,
      `RAS ${field("component")} ${field("level")} on ${field("node")}: instruction cache parity error corrected.`,
    ],
    chinese: [
      `节点 ${field("node")} 上的指令缓存奇偶校验错误已被纠正（${field("component")} ${field("level")}）。`,
      `${field("stamp")}，${field("node")} 报告指令缓存奇偶校验错误已纠正。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `On ${field("node")}, the instruction cache parity error was not corrected.`,
    chinese: `节点 ${field("node")} 上的指令缓存奇偶校验错误未被纠正。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `On ${field("node")}, the instruction cache was disabled after a parity error.`,
    chinese: `节点 ${field("node")} 在奇偶校验错误后禁用了指令缓存。`,
  }),
};

const doubleHummer: EventType = {
  name: "bgl/double-hummer-alignment",
  pattern: /^(?<count>\d+) double-hummer alignment exceptions$/,
  numericFields: ["count"],
  entityFields: ["node"],
  faithful: ({ value: field }) => ({
    english: [
      `${field("node")} reported ${field("count")} double-hummer alignment exceptions.`,
      `At ${field("stamp")}, the ${field("component")} on ${field("node")} logged ${field("count")} double-hummer alignment exceptions.`,
    ],
    chinese: [
      `节点 ${field("node")} 报告了 ${field("count")} 次 double-hummer 对齐异常。`,
      `${field("stamp")}，${field("node")} 上出现 ${field("count")} 次 double-hummer 对齐异常（${field("level")}）。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `${field("node")} reported no double-hummer alignment exceptions.`,
    chinese: `节点 ${field("node")} 没有报告 double-hummer 对齐异常。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `${field("node")} suppressed ${field("count")} double-hummer alignment exceptions.`,
    chinese: `节点 ${field("node")} 屏蔽了 ${field("count")} 次 double-hummer 对齐异常。`,
  }),
};

const correctableError: EventType = {
  name: "bgl/ce-sym",
  pattern: /^CE sym (?<sym>\d+), at (?<address>0x[0-9a-f]+), mask (?<mask>0x[0-9a-f]+)$/,
  numericFields: ["sym", "address", "mask"],
  entityFields: ["node"],
  faithful: ({ value: field }) => ({
    english: [
      `${field("node")} reported CE sym ${field("sym")} at ${field("address")} with mask ${field("mask")}.`,
      `At ${field("stamp")}, ${field("node")} logged CE sym ${field("sym")}, at ${field("address")}, mask ${field("mask")}.`,
    ],
    chinese: [
      `节点 ${field("node")} 报告 CE sym ${field("sym")}，地址为 ${field("address")}，掩码为 ${field("mask")}。`,
      `${field("stamp")}，${field("node")} 在地址 ${field("address")} 处记录了 CE（sym ${field("sym")}，mask ${field("mask")}）。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `${field("node")} reported no CE at ${field("address")}.`,
    chinese: `节点 ${field("node")} 在地址 ${field("address")} 没有报告 CE。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `${field("node")} reported an uncorrectable error at ${field("address")} with mask ${field("mask")}.`,
    chinese: `节点 ${field("node")} 在地址 ${field("address")} 报告了不可纠正的错误（掩码 ${field("mask")}）。`,
  }),
};

const ciodReadFailed: EventType = {
  name: "bgl/ciod-read-failed",
  pattern:
    /^ciod: failed to read message prefix on control stream \(CioStream socket to (?<address>[\d.]+):(?<socketPort>\d+)$/,
  numericFields: ["socketPort"],
  entityFields: ["node"],
  faithful: ({ value: field }) => ({
    english: [
      `ciod failed to read message prefix on control stream, CioStream socket to ${field("address")}:${field("socketPort")}.`,
      `On ${field("node")}, ciod: failed to read message prefix on control stream to ${field("address")}:${field("socketPort")}.`,
    ],
    chinese: [
      `ciod 在控制流上读取消息前缀失败（CioStream 套接字连接 ${field("address")}:${field("socketPort")}）。`,
      `${field("stamp")}，${field("node")} 上的 ciod 从连接 ${field("address")}:${field("socketPort")} 的控制流读取消息前缀失败（${field("component")} ${field("level")}）。`,
    ],
  }),
  negationDropsLineNegation: true,
  negation: ({ value: field }) => ({
    english: `ciod read the message prefix on control stream to ${field("address")}:${field("socketPort")}.`,
    chinese: `ciod 成功读取了到 ${field("address")}:${field("socketPort")} 的控制流上的消息前缀。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `ciod closed the control stream to ${field("address")}:${field("socketPort")}.`,
    chinese: `ciod 关闭了到 ${field("address")}:${field("socketPort")} 的控制流。`,
  }),
};

const generatingCore: EventType = {
  name: "bgl/generating-core",
  pattern: /^generating core\.(?<core>\d+)$/,
  numericFields: ["core"],
  entityFields: ["node"],
  faithful: ({ value: field }) => ({
    english: [
      `${field("node")} is generating core.${field("core")}.`,
      `${field("component")} ${field("level")} on ${field("node")}: generating core.${field("core")}.`,
    ],
    chinese: [
      `节点 ${field("node")} 正在生成 core.${field("core")} 核心转储文件。`,
      `${field("stamp")}，${field("node")} 正在生成 core.${field("core")}（${field("component")} ${field("level")}）。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `${field("node")} is not generating core.${field("core")}.`,
    chinese: `节点 ${field("node")} 没有生成 core.${field("core")}。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `${field("node")} deleted core.${field("core")}.`,
    chinese: `节点 ${field("node")} 删除了 core.${field("core")}。`,
  }),
};

const ciodMessageCode: EventType = {
  name: "bgl/ciod-message-code",
  pattern: /^ciod: Message code (?<code>\d+) is not (?<first>\d+) or (?<second>\d+)$/,
  numericFields: ["code", "first", "second"],
  entityFields: ["node"],
  faithful: ({ value: field }) => ({
    english: [
      `ciod reported message code ${field("code")} is not ${field("first")} or ${field("second")}.`,
      `On ${field("node")}, ciod: message code ${field("code")} is not ${field("first")} or ${field("second")}.`,
    ],
    chinese: [
      `ciod 报告消息代码 ${field("code")} 既不是 ${field("first")} 也不是 ${field("second")}。`,
      `${field("stamp")}，${field("node")} 上的 ciod 记录消息代码 ${field("code")} 不是 ${field("first")} 或 ${field("second")}。`,
    ],
  }),
  negationDropsLineNegation: true,
  negation: ({ value: field }) => ({
    english: `ciod reported message code ${field("code")} is ${field("first")}.`,
    chinese: `ciod 报告消息代码 ${field("code")} 等于 ${field("first")}。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `ciod accepted message code ${field("code")}.`,
    chinese: `ciod 接受了消息代码 ${field("code")}。`,
  }),
};

const dataStorageInterrupt: EventType = {
  name: "bgl/data-storage-interrupt",
  pattern: /^data storage interrupt$/,
  numericFields: [],
  entityFields: ["node"],
  faithful: ({ value: field }) => ({
    english: [
      `${field("node")} reported a ${field("level")} data storage interrupt.`,
      `${field("label")} on ${field("node")}: data storage interrupt at ${field("stamp")}.`,
    ],
    chinese: [
      `节点 ${field("node")} 发生数据存储中断（${field("level")}，${field("label")}）。`,
      `${field("stamp")}，${field("node")} 上的 ${field("component")} 报告了数据存储中断。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `${field("node")} reported no data storage interrupt.`,
    chinese: `节点 ${field("node")} 没有发生数据存储中断。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `${field("node")} reported a data storage write completed.`,
    chinese: `节点 ${field("node")} 报告数据存储写入已完成。`,
  }),
};

const instructionAddress: EventType = {
  name: "bgl/instruction-address",
  pattern: /^instruction address: (?<address>0x[0-9a-f]+)$/,
  numericFields: ["address"],
  entityFields: ["node"],
  faithful: ({ value: field }) => ({
    english: [
      `${field("node")} reported instruction address ${field("address")}.`,
      `${field("component")} ${field("level")} on ${field("node")}: instruction address ${field("address")}.`,
    ],
    chinese: [
      `节点 ${field("node")} 报告指令地址为 ${field("address")}（${field("level")}）。`,
      `${field("stamp")}，${field("node")} 的内核记录指令地址 ${field("address")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `The instruction address on ${field("node")} is not ${field("address")}.`,
    chinese: `节点 ${field("node")} 的指令地址不是 ${field("address")}。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `${field("node")} set a breakpoint at instruction address ${field("address")}.`,
    chinese: `节点 ${field("node")} 在指令地址 ${field("address")} 设置了断点。`,
  }),
};

const dataAddress: EventType = {
  name: "bgl/data-address",
  pattern: /^data address: (?<address>0x[0-9a-f]+)$/,
  numericFields: ["address"],
  entityFields: ["node"],
  faithful: ({ value: field }) => ({
    english: [
      `${field("node")} reported data address ${field("address")}.`,
      `${field("component")} ${field("level")} on ${field("node")}: data address ${field("address")}.`,
    ],
    chinese: [
      `节点 ${field("node")} 报告数据地址为 ${field("address")}（${field("level")}）。`,
      `${field("stamp")}，${field("node")} 的内核记录数据地址 ${field("address")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `The data address on ${field("node")} is not ${field("address")}.`,
    chinese: `节点 ${field("node")} 的数据地址不是 ${field("address")}。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `${field("node")} wrote to data address ${field("address")}.`,
    chinese: `节点 ${field("node")} 向数据地址 ${field("address")} 写入了数据。`,
  }),
};

const exceptionSyndrome: EventType = {
  name: "bgl/exception-syndrome-register",
  pattern: /^exception syndrome register: (?<register>0x[0-9a-f]+)$/,
  numericFields: ["register"],
  entityFields: ["node"],
  faithful: ({ value: field }) => ({
    english: [
      `${field("node")} reported exception syndrome register ${field("register")}.`,
      `${field("component")} ${field("level")} on ${field("node")}: exception syndrome register ${field("register")}.`,
    ],
    chinese: [
      `节点 ${field("node")} 的异常综合寄存器值为 ${field("register")}。`,
      `${field("stamp")}，${field("node")} 报告异常综合寄存器（exception syndrome register）为 ${field("register")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `The exception syndrome register on ${field("node")} is not ${field("register")}.`,
    chinese: `节点 ${field("node")} 的异常综合寄存器不是 ${field("register")}。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `${field("node")} cleared the exception syndrome register to ${field("register")}.`,
    chinese: `节点 ${field("node")} 将异常综合寄存器清除为 ${field("register")}。`,
  }),
};

function interruptKindInChinese(kind: string): string {
  const names: Readonly<Record<string, string>> = {
    "illegal instruction": "非法指令",
    "privileged instruction": "特权指令",
    "trap instruction": "陷阱指令",
    "imprecise exception": "不精确异常",
  };
  const name = names[kind];
  if (name === undefined) {
    throw new Error(`no Chinese name for program interrupt kind ${kind}`);
  }
  return name;
}

const programInterrupt: EventType = {
  name: "bgl/program-interrupt",
  pattern:
    /^program interrupt: (?<kind>illegal instruction|privileged instruction|trap instruction|imprecise exception)\.+(?<flag>\d)$/,
  numericFields: ["flag"],
  entityFields: ["node"],
  faithful: ({ value: field }) => ({
    english: [
      `On ${field("node")}, program interrupt: ${field("kind")} is ${field("flag")}.`,
      `${field("node")} reported program interrupt ${field("kind")} ${field("flag")}.`,
    ],
    chinese: [
      `节点 ${field("node")} 报告程序中断：${interruptKindInChinese(field("kind"))}，取值为 ${field("flag")}。`,
      `${field("stamp")}，${field("node")} 记录程序中断（${field("kind")}），取值 ${field("flag")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `${field("node")} reported no program interrupt.`,
    chinese: `节点 ${field("node")} 没有报告程序中断。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `${field("node")} recovered from program interrupt: ${field("kind")}.`,
    chinese: `节点 ${field("node")} 从程序中断（${interruptKindInChinese(field("kind"))}）中恢复。`,
  }),
};

const machineCheck: EventType = {
  name: "bgl/machine-check-i-fetch",
  pattern: /^machine check: i-fetch\.+(?<flag>\d)$/,
  numericFields: ["flag"],
  entityFields: ["node"],
  faithful: ({ value: field }) => ({
    english: [
      `On ${field("node")}, machine check: i-fetch is ${field("flag")}.`,
      `${field("node")} reported machine check i-fetch ${field("flag")} at ${field("stamp")}.`,
    ],
    chinese: [
      `节点 ${field("node")} 报告机器检查：i-fetch，取值为 ${field("flag")}。`,
      `${field("stamp")}，${field("node")} 记录机器检查 i-fetch 为 ${field("flag")}（${field("level")}）。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `${field("node")} reported no machine check.`,
    chinese: `节点 ${field("node")} 没有报告机器检查。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `${field("node")} passed the machine check.`,
    chinese: `节点 ${field("node")} 通过了机器检查。`,
  }),
};

const dcbfInterrupt: EventType = {
  name: "bgl/data-store-interrupt-dcbf",
  pattern: /^data store interrupt caused by dcbf\.+(?<flag>\d)$/,
  numericFields: ["flag"],
  entityFields: ["node"],
  faithful: ({ value: field }) => ({
    english: [
      `On ${field("node")}, data store interrupt caused by dcbf is ${field("flag")}.`,
      `${field("node")} reported data store interrupt caused by dcbf ${field("flag")}.`,
    ],
    chinese: [
      `节点 ${field("node")} 报告由 dcbf 引起的数据存储中断，取值为 ${field("flag")}。`,
      `${field("stamp")}，${field("node")} 记录 dcbf 引起的数据存储中断为 ${field("flag")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `On ${field("node")}, no data store interrupt was caused by dcbf.`,
    chinese: `节点 ${field("node")} 没有由 dcbf 引起的数据存储中断。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `On ${field("node")}, data store interrupt caused by icbi is ${field("flag")}.`,
    chinese: `节点 ${field("node")} 报告由 icbi 引起的数据存储中断，取值为 ${field("flag")}。`,
  }),
};

export const bglProfile: SourceProfile = {
  source: "BGL",
  fileName: "BGL_2k.log",
  header:
    /^(?<label>\S+) (?<epoch>\d+) (?<date>\d{4}\.\d\d\.\d\d) (?<node>\S+) (?<stamp>\S+) (?<repeat>\S+) (?<type>RAS) (?<component>[A-Z]+) (?<level>[A-Z]+) (?<message>.*)$/,
  derive: () => ({}),
  timeOf: ({ value: field }) => field("stamp"),
  questionsEnglish: [
    "What did the BlueGene/L RAS log report at {time}?",
    "Which nodes had hardware or kernel problems around {time}?",
    "What happened on the BlueGene/L system at {time}?",
  ],
  questionsChinese: [
    "BlueGene/L 的 RAS 日志在 {time} 报告了什么？",
    "{time} 前后哪些节点出现了硬件或内核问题？",
    "{time} 时 BlueGene/L 系统发生了什么？",
  ],
  causes: [
    {
      english: "because of a cosmic-ray induced bit flip",
      chinese: "原因是宇宙射线导致的比特翻转",
    },
    { english: "due to overheating in the midplane", chinese: "原因是中板过热" },
    {
      english: "because the job exceeded its memory limit",
      chinese: "原因是作业超出了内存限制",
    },
    { english: "due to a faulty link card", chinese: "原因是链路卡故障" },
  ],
  additions: [
    {
      english: "and the node card was replaced afterwards",
      chinese: "并且该节点卡随后被更换",
    },
    { english: "and the running job was terminated", chinese: "并且正在运行的作业被终止" },
    {
      english: "and the rack was powered off for service",
      chinese: "并且该机架被断电以进行维护",
    },
  ],
  events: [
    parityCorrected,
    doubleHummer,
    correctableError,
    ciodReadFailed,
    generatingCore,
    ciodMessageCode,
    dataStorageInterrupt,
    instructionAddress,
    dataAddress,
    exceptionSyndrome,
    programInterrupt,
    machineCheck,
    dcbfInterrupt,
  ],
};
