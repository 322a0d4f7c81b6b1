/**
 * osquery scheduled-query results (osqueryd's JSON results log, one row per line) from two
 * hosts in December 2017: a Mac (192-168-0-4.rdsnet.ro) whose compliance pack added seven
 * application-firewall explicit authorisations and nine firewall services, all with state 0;
 * and an Ubuntu Xenial VM whose system_info query reported its CPU and memory and whose
 * kernel-module query added twelve live modules with their sizes, addresses and users: header
 * layouts, event types with English and Chinese claim templates, and fabrication clauses.
 */
import type {
  ClaimPair,
  EventType,
  FieldReader,
  SourceProfile,
} from "../heldout-real-logs/model.js";
import { sourceName } from "./source-names.js";

const explicitAuth: EventType = {
  name: "osquery/alf-explicit-auth",
  pattern: /^"columns":\{"process":"(?<process>[^"]+)"\},"action":"(?<action>added)"\}$/,
  numericFields: [],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `${field("pack")} added process ${field("process")} on ${field("host")} at ${field("calendar")}.`,
      `At ${field("calendar")}, ${field("host")} (username ${field("username")}) reported ${field("process")} in ${field("pack")}, action added.`,
    ],
    chinese: [
      `${field("calendar")}，主机 ${field("host")} 上的 ${field("pack")} 查询结果新增了一条：process 为 ${field("process")}。`,
      `${field("host")} 的 ${field("pack")} 里新增了 ${field("process")}（action 为 added）。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `${field("process")} was not added to ${field("pack")} on ${field("host")}.`,
    chinese: `${field("process")} 没有被加入 ${field("host")} 的 ${field("pack")}。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `${field("process")} was removed from ${field("pack")} on ${field("host")} at ${field("calendar")}.`,
    chinese: `${field("calendar")}，${field("process")} 从 ${field("host")} 的 ${field("pack")} 里被删除了。`,
  }),
};

const firewallService: EventType = {
  name: "osquery/alf-service",
  pattern:
    /^"columns":\{"process":"(?<process>[^"]+)","service":"(?<service>[^"]+)","state":"(?<state>\d)"\},"action":"added"\}$/,
  numericFields: ["state"],
  entityFields: ["service", "process"],
  faithful: ({ value: field }) => ({
    english: [
      `At ${field("calendar")}, ${field("pack")} added service "${field("service")}" (process ${field("process")}, state ${field("state")}) on ${field("host")}.`,
      `On ${field("host")}, the service ${field("service")} has process ${field("process")} and state ${field("state")}, added by ${field("pack")}.`,
    ],
    chinese: [
      `${field("calendar")}，${field("host")} 上 ${field("pack")} 新增了 service「${field("service")}」，process 为 ${field("process")}，state 为 ${field("state")}。`,
      `${field("host")} 上的 ${field("service")} 对应 process ${field("process")}，state 是 ${field("state")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `${field("pack")} did not add the service ${field("service")} on ${field("host")}.`,
    chinese: `${field("host")} 上的 ${field("pack")} 没有新增 ${field("service")}。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `${field("pack")} removed the service ${field("service")} from ${field("host")}.`,
    chinese: `${field("pack")} 从 ${field("host")} 上删除了 ${field("service")}。`,
  }),
};

const systemInfo: EventType = {
  name: "osquery/system-info",
  pattern:
    /^"columns":\{"cpu_brand":"(?<cpu>[^"]+)","hostname":"(?<hostname>[^"]+)","physical_memory":"(?<memory>\d+)"\},"action":"added"\}$/,
  numericFields: ["memory"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `${field("pack")} on ${field("hostname")} reported physical_memory ${field("memory")} and cpu_brand ${field("cpu")}.`,
      `At ${field("calendar")}, the hostname ${field("hostname")} has physical_memory ${field("memory")}.`,
    ],
    chinese: [
      `${field("calendar")}，${field("pack")} 查询显示 ${field("hostname")} 的 physical_memory 为 ${field("memory")}，CPU 是 ${field("cpu")}。`,
      `${field("hostname")} 的 physical_memory 是 ${field("memory")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `${field("pack")} on ${field("hostname")} did not report any physical_memory.`,
    chinese: `${field("hostname")} 的 ${field("pack")} 没有报告 physical_memory。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `${field("hostname")} ran out of physical_memory and osqueryd was killed by the OOM killer.`,
    chinese: `${field("hostname")} 的内存用完了，osqueryd 被 OOM killer 杀掉了。`,
  }),
};

function kernelModule(usedBy: string): RegExp {
  return new RegExp(
    `^"columns":\\{"address":"(?<address>0x[0-9a-f]+)","name":"(?<module>[^"]+)","size":"(?<size>\\d+)","status":"(?<status>Live)","used_by":"(?<usedBy>${usedBy})"\\},"action":"added"\\}$`,
  );
}

const moduleNegation = ({ value: field }: FieldReader): ClaimPair => ({
  english: `Kernel module ${field("module")} (address ${field("address")}) is not Live on ${field("host")}.`,
  chinese: `${field("host")} 上的内核模块 ${field("module")}（address ${field("address")}）不是 Live 状态。`,
});

const moduleWrongEvent = ({ value: field }: FieldReader): ClaimPair => ({
  english: `Kernel module ${field("module")} (address ${field("address")}) was unloaded from ${field("host")} at ${field("calendar")}.`,
  chinese: `${field("calendar")}，内核模块 ${field("module")}（address ${field("address")}）从 ${field("host")} 上被卸载了。`,
});

const unusedModule: EventType = {
  name: "osquery/kernel-module",
  pattern: kernelModule("-"),
  numericFields: ["size", "address"],
  entityFields: ["module"],
  faithful: ({ value: field }) => ({
    english: [
      `Kernel module ${field("module")} (size ${field("size")}, address ${field("address")}) is Live on ${field("host")}, added by ${field("pack")} at ${field("calendar")}.`,
      `${field("pack")} added ${field("module")} with size ${field("size")} at address ${field("address")}, status Live.`,
    ],
    chinese: [
      `${field("calendar")}，${field("host")} 上的内核模块 ${field("module")} 处于 Live 状态，大小 ${field("size")}，地址 ${field("address")}。`,
      `${field("pack")} 新增了一条：${field("module")}，size ${field("size")}，address ${field("address")}，status 为 Live。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: moduleNegation,
  wrongEvent: moduleWrongEvent,
};

const usedModule: EventType = {
  name: "osquery/kernel-module-used",
  pattern: kernelModule("[a-z_]+(?:,[a-z_]+)*"),
  numericFields: ["size", "address"],
  entityFields: ["module"],
  faithful: ({ value: field }) => ({
    english: [
      `Kernel module ${field("module")} (address ${field("address")}, size ${field("size")}) is Live and used_by ${field("usedBy")} on ${field("host")}.`,
      `${field("pack")} added ${field("module")} at address ${field("address")}: status Live, used_by ${field("usedBy")}.`,
    ],
    chinese: [
      `${field("host")} 上的内核模块 ${field("module")}（address ${field("address")}，大小 ${field("size")}）处于 Live 状态，used_by 是 ${field("usedBy")}。`,
      `${field("calendar")}，${field("pack")} 新增了 ${field("module")}（address ${field("address")}），used_by 为 ${field("usedBy")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: moduleNegation,
  wrongEvent: moduleWrongEvent,
};

const causes: readonly ClaimPair[] = [
  {
    english: "because the osquery configuration had just been reloaded",
    chinese: "原因是 osquery 的配置刚被重新加载",
  },
  {
    english: "due to a compliance pack update pushed that day",
    chinese: "原因是当天下发了合规查询包的更新",
  },
  {
    english: "because the host had been rebooted a few minutes earlier",
    chinese: "原因是这台主机几分钟前刚重启过",
  },
];

const additions: readonly ClaimPair[] = [
  {
    english: "and the fleet manager raised a compliance alert for the host",
    chinese: "并且管理平台对这台主机发出了合规告警",
  },
  {
    english: "and the same row was removed in the next run",
    chinese: "并且下一次执行时同一行又被删除了",
  },
  {
    english: "and osqueryd restarted right after",
    chinese: "随后 osqueryd 立即重启了",
  },
];

export const osqueryDarwinProfile: SourceProfile = {
  source: sourceName("OsqueryDarwin"),
  fileName: "osquery-darwin.log",
  header:
    /^\{"name":"(?<pack>[^"]+)","hostIdentifier":"(?<host>[^"]+)","calendarTime":"(?<calendar>[^"]+)","unixTime":"(?<unix>\d+)","epoch":"0","counter":"0","decorations":\{"host_uuid":"(?<uuid>[^"]+)","username":"(?<username>[^"]+)"\},(?<message>"columns":.*)$/,
  derive: () => ({}),
  timeOf: ({ value: field }: FieldReader) => field("calendar"),
  questionsEnglish: [
    "What did osquery report about the Mac's application firewall around {time}?",
    "Which rows did the compliance pack add at {time}?",
    "What changed in the osquery results around {time}?",
  ],
  questionsChinese: [
    "{time} 前后 osquery 对这台 Mac 的应用防火墙报告了什么？",
    "{time} 时合规查询包新增了哪些行？",
    "{time} 左右 osquery 的结果有什么变化？",
  ],
  causes,
  additions,
  events: [explicitAuth, firewallService],
};

export const osqueryUbuntuProfile: SourceProfile = {
  source: sourceName("OsqueryUbuntu"),
  fileName: "osquery-ubuntu.log",
  header:
    /^\{"name":"(?<pack>[^"]+)","hostIdentifier":"(?<host>[^"]+)","calendarTime":"(?<calendar>[^"]+)","unixTime":"(?<unix>\d+)","epoch":"0","counter":"0","decorations":\{"host_uuid":"(?<uuid>[^"]+)",(?:"name":"(?<daemon>[^"]+)","path":"(?<daemonPath>[^"]+)","pid":"(?<daemonPid>\d+)",)?"username":"(?<username>[^"]+)"\},(?<message>"columns":.*)$/,
  derive: () => ({}),
  timeOf: ({ value: field }: FieldReader) => field("calendar"),
  questionsEnglish: [
    "What did osquery report about the Ubuntu VM around {time}?",
    "Which kernel modules were loaded on the VM at {time}?",
    "What do the osquery results show around {time}?",
  ],
  questionsChinese: [
    "{time} 前后 osquery 对这台 Ubuntu 虚拟机报告了什么？",
    "{time} 时虚拟机上加载了哪些内核模块？",
    "{time} 左右 osquery 的结果显示了什么？",
  ],
  causes,
  additions,
  events: [systemInfo, unusedModule, usedModule],
};
