/**
 * OpenStack nova event types (LogHub OpenStack_2k): nova-api requests with status, len and time;
 * nova-compute instance builds, lifecycle events, claims, resource views and image cache.
 */
import { type EventType, fromTable, type Lookup, linePattern } from "./model.js";

const prefix = String.raw`(?<service>nova-[a-z-]+)\.log\.1\.\S+ (?<date>\d{4}-\d{2}-\d{2}) (?<time>[\d:.]+) (?<pid>\d+) (?<level>[A-Z]+) (?<logger>[\w.]+) \[(?:(?<request>req-[0-9a-f-]{36})[^\]]*|[^\]]*)\] `;
const instance = String.raw`\[instance: (?<instance>[0-9a-f-]{36})\]`;

function openstack(message: string): RegExp {
  return linePattern(prefix, message);
}

const OTHER_METHOD: Readonly<Record<string, string>> = {
  GET: "DELETE",
  POST: "DELETE",
  DELETE: "GET",
};

/** The Chinese phrase for a "Took N seconds to ..." action, with the instance in its place. */
function actionZh(v: Lookup): string {
  const instance = v("instance");
  switch (v("action")) {
    case "build instance":
      return `构建实例 ${instance}`;
    case "spawn the instance on the hypervisor":
      return `在虚拟机管理程序上生成实例 ${instance}`;
    case "destroy the instance on the hypervisor":
      return `在虚拟机管理程序上销毁实例 ${instance}`;
    default:
      return `为实例 ${instance} 释放网络`;
  }
}

const ACTION_VERB: Readonly<Record<string, string>> = {
  "build instance": "build instance",
  "spawn the instance on the hypervisor": "spawn instance",
  "destroy the instance on the hypervisor": "destroy instance",
  "deallocate network for instance": "deallocate network for instance",
};

const STATE_ZH: Readonly<Record<string, string>> = {
  Started: "已启动",
  Paused: "已暂停",
  Resumed: "已恢复",
  Stopped: "已停止",
};
const STATE_NOT_ZH: Readonly<Record<string, string>> = {
  Started: "未启动",
  Paused: "未暂停",
  Resumed: "未恢复",
  Stopped: "未停止",
};
const OTHER_STATE: Readonly<Record<string, string>> = {
  Started: "Stopped",
  Stopped: "Started",
  Paused: "Resumed",
  Resumed: "Paused",
};
const RESULT_ZH: Readonly<Record<string, string>> = { spawned: "生成", destroyed: "销毁" };
const OTHER_RESULT: Readonly<Record<string, string>> = {
  spawned: "destroyed",
  destroyed: "spawned",
};
const RESOURCE_ZH: Readonly<Record<string, string>> = {
  memory: "内存",
  disk: "磁盘",
  vcpu: "vcpu",
};
const BASE_FILE_ZH: Readonly<Record<string, string>> = {
  "Active base files": "活跃的基础文件",
  "Removable base files": "可移除的基础文件",
  "Unknown base file": "未知的基础文件",
  "Removing base or swap file": "正在移除基础文件或交换文件",
};
const OTHER_BASE_FILE: Readonly<Record<string, string>> = {
  "Active base files": "Removable base files",
  "Removable base files": "Active base files",
  "Unknown base file": "Active base files",
  "Removing base or swap file": "Active base files",
};

export const OPENSTACK_EVENTS: readonly EventType[] = [
  {
    name: "openstack.api-request",
    pattern: openstack(
      String.raw`(?<client>[\d.,]+) "(?<method>GET|POST|DELETE) (?<path>\S+) HTTP\/1\.1" status: (?<status>\d+) len: (?<length>\d+) time: (?<duration>[\d.]+)`,
    ),
    faithful: {
      en: [
        (v) =>
          `${v("service")} ${v("method")} ${v("path")} got status ${v("status")} with len ${v("length")} and time ${v("duration")}`,
        (v) =>
          `${v("request")} for ${v("method")} ${v("path")} had status ${v("status")}, len ${v("length")} and time ${v("duration")}`,
      ],
      zh: [
        (v) =>
          `${v("service")} 的 ${v("method")} ${v("path")} 请求状态为 ${v("status")}，len 为 ${v("length")}，耗时 ${v("duration")}`,
        (v) =>
          `请求 ${v("request")}（${v("method")} ${v("path")}）的状态为 ${v("status")}，耗时 ${v("duration")}`,
      ],
    },
    values: [
      { field: "status", kind: "digits" },
      { field: "duration", kind: "digits" },
      { field: "length", kind: "digits" },
    ],
    entities: [{ field: "request", pool: "openstack.request" }],
    negation: {
      en: (v) => `${v("service")} ${v("method")} ${v("path")} did not get status ${v("status")}`,
      zh: (v) => `${v("service")} 的 ${v("method")} ${v("path")} 请求状态不是 ${v("status")}`,
    },
    wrongEvent: {
      en: (v) =>
        `${v("service")} ${fromTable(OTHER_METHOD, v("method"))} ${v("path")} got status ${v("status")} with len ${v("length")} and time ${v("duration")}`,
      zh: (v) =>
        `${v("service")} 的 ${fromTable(OTHER_METHOD, v("method"))} ${v("path")} 请求状态为 ${v("status")}，耗时 ${v("duration")}`,
    },
  },
  {
    name: "openstack.took-seconds",
    pattern: openstack(
      String.raw`${instance} Took (?<seconds>[\d.]+) seconds to (?<action>build instance|spawn the instance on the hypervisor|destroy the instance on the hypervisor|deallocate network for instance)\.`,
    ),
    faithful: {
      en: [
        (v) =>
          `Instance ${v("instance")}: ${v("service")} took ${v("seconds")} seconds to ${v("action")}`,
        (v) =>
          `It appears that ${v("service")} took ${v("seconds")} seconds to ${v("action")} for instance ${v("instance")}`,
      ],
      zh: [(v) => `${v("service")} ${actionZh(v)} 耗时 ${v("seconds")} 秒`],
    },
    values: [
      { field: "seconds", kind: "digits" },
      { field: "instance", kind: "hex" },
    ],
    entities: [{ field: "instance", pool: "openstack.instance" }],
    negation: {
      en: (v) => `${v("service")} did not ${fromTable(ACTION_VERB, v("action"))} ${v("instance")}`,
      zh: (v) => `${v("service")} 未能${actionZh(v)}`,
    },
    wrongEvent: {
      en: (v) =>
        `${v("service")} failed to ${fromTable(ACTION_VERB, v("action"))} ${v("instance")} after ${v("seconds")} seconds`,
      zh: (v) => `${v("service")} ${actionZh(v)} 失败（${v("seconds")} 秒后）`,
    },
  },
  {
    name: "openstack.lifecycle-event",
    pattern: openstack(
      String.raw`${instance} VM (?<state>Started|Paused|Resumed|Stopped) \(Lifecycle Event\)`,
    ),
    faithful: {
      en: [
        (v) => `Instance ${v("instance")} had a Lifecycle Event: VM ${v("state")}`,
        (v) =>
          `${v("service")} logged VM ${v("state")} (Lifecycle Event) for instance ${v("instance")}`,
      ],
      zh: [
        (v) => `实例 ${v("instance")} 的生命周期事件：VM ${fromTable(STATE_ZH, v("state"))}`,
        (v) =>
          `${v("service")} 记录到实例 ${v("instance")} 的 VM ${fromTable(STATE_ZH, v("state"))}（生命周期事件）`,
      ],
    },
    values: [{ field: "instance", kind: "hex" }],
    entities: [{ field: "instance", pool: "openstack.instance" }],
    negation: {
      en: (v) => `The VM of instance ${v("instance")} was not ${v("state").toLowerCase()}`,
      zh: (v) => `实例 ${v("instance")} 的 VM ${fromTable(STATE_NOT_ZH, v("state"))}`,
    },
    wrongEvent: {
      en: (v) =>
        `Instance ${v("instance")} had a Lifecycle Event: VM ${fromTable(OTHER_STATE, v("state"))}`,
      zh: (v) =>
        `实例 ${v("instance")} 的生命周期事件：VM ${fromTable(STATE_ZH, fromTable(OTHER_STATE, v("state")))}`,
    },
  },
  {
    name: "openstack.instance-result",
    pattern: openstack(
      String.raw`${instance} Instance (?<result>spawned|destroyed) successfully\.`,
    ),
    faithful: {
      en: [
        (v) => `Instance ${v("instance")} ${v("result")} successfully`,
        (v) => `${v("service")} reported instance ${v("instance")} ${v("result")} successfully`,
      ],
      zh: [(v) => `实例 ${v("instance")} 已成功${fromTable(RESULT_ZH, v("result"))}`],
    },
    values: [{ field: "instance", kind: "hex" }],
    entities: [{ field: "instance", pool: "openstack.instance" }],
    negation: {
      en: (v) => `Instance ${v("instance")} was not ${v("result")} successfully`,
      zh: (v) => `实例 ${v("instance")} 未能成功${fromTable(RESULT_ZH, v("result"))}`,
    },
    wrongEvent: {
      en: (v) => `Instance ${v("instance")} ${fromTable(OTHER_RESULT, v("result"))} successfully`,
      zh: (v) =>
        `实例 ${v("instance")} 已成功${fromTable(RESULT_ZH, fromTable(OTHER_RESULT, v("result")))}`,
    },
  },
  {
    name: "openstack.terminating-instance",
    pattern: openstack(`${instance} Terminating instance`),
    faithful: {
      en: [(v) => `${v("service")} is terminating instance ${v("instance")}`],
      zh: [(v) => `${v("service")} 正在终止实例 ${v("instance")}`],
    },
    values: [{ field: "instance", kind: "hex" }],
    entities: [{ field: "instance", pool: "openstack.instance" }],
    negation: {
      en: (v) => `${v("service")} is not terminating instance ${v("instance")}`,
      zh: (v) => `${v("service")} 没有终止实例 ${v("instance")}`,
    },
    wrongEvent: {
      en: (v) => `${v("service")} is building instance ${v("instance")}`,
      zh: (v) => `${v("service")} 正在构建实例 ${v("instance")}`,
    },
  },
  {
    name: "openstack.creating-image",
    pattern: openstack(`${instance} Creating image`),
    faithful: {
      en: [(v) => `${v("service")} is creating image for instance ${v("instance")}`],
      zh: [(v) => `${v("service")} 正在为实例 ${v("instance")} 创建镜像`],
    },
    values: [{ field: "instance", kind: "hex" }],
    entities: [{ field: "instance", pool: "openstack.instance" }],
    negation: {
      en: (v) => `${v("service")} is not creating an image for instance ${v("instance")}`,
      zh: (v) => `${v("service")} 没有为实例 ${v("instance")} 创建镜像`,
    },
    wrongEvent: {
      en: (v) => `${v("service")} is deleting the image of instance ${v("instance")}`,
      zh: (v) => `${v("service")} 正在删除实例 ${v("instance")} 的镜像`,
    },
  },
  {
    name: "openstack.claim-attempt",
    pattern: openstack(
      String.raw`${instance} Attempting claim: memory (?<memory>\d+) MB, disk (?<disk>\d+) GB, vcpus (?<vcpus>\d+) CPU`,
    ),
    faithful: {
      en: [
        (v) =>
          `Instance ${v("instance")} is attempting claim with memory ${v("memory")} MB, disk ${v("disk")} GB and vcpus ${v("vcpus")} CPU`,
      ],
      zh: [
        (v) =>
          `实例 ${v("instance")} 正在尝试申领：内存 ${v("memory")} MB，磁盘 ${v("disk")} GB，vcpus ${v("vcpus")} CPU`,
      ],
    },
    values: [
      { field: "memory", kind: "digits" },
      { field: "disk", kind: "digits" },
      { field: "instance", kind: "hex" },
    ],
    entities: [{ field: "instance", pool: "openstack.instance" }],
    negation: {
      en: (v) => `Instance ${v("instance")} did not attempt a claim for memory ${v("memory")} MB`,
      zh: (v) => `实例 ${v("instance")} 没有尝试申领 ${v("memory")} MB 内存`,
    },
    wrongEvent: {
      en: (v) =>
        `Instance ${v("instance")} released memory ${v("memory")} MB, disk ${v("disk")} GB and vcpus ${v("vcpus")} CPU`,
      zh: (v) =>
        `实例 ${v("instance")} 释放了内存 ${v("memory")} MB、磁盘 ${v("disk")} GB 和 vcpus ${v("vcpus")} CPU`,
    },
  },
  {
    name: "openstack.claim-successful",
    pattern: openstack(`${instance} Claim successful`),
    faithful: {
      en: [(v) => `Claim successful for instance ${v("instance")}`],
      zh: [(v) => `实例 ${v("instance")} 申领成功`],
    },
    values: [{ field: "instance", kind: "hex" }],
    entities: [{ field: "instance", pool: "openstack.instance" }],
    negation: {
      en: (v) => `The claim for instance ${v("instance")} was not successful`,
      zh: (v) => `实例 ${v("instance")} 申领未成功`,
    },
    wrongEvent: {
      en: (v) => `The claim for instance ${v("instance")} failed`,
      zh: (v) => `实例 ${v("instance")} 申领失败`,
    },
  },
  {
    name: "openstack.claim-total",
    pattern: openstack(
      String.raw`${instance} Total (?<resource>memory|disk|vcpu): (?<total>\d+) (?<unit>MB|GB|VCPU), used: (?<used>[\d.]+) (?:MB|GB|VCPU)`,
    ),
    faithful: {
      en: [
        (v) =>
          `For instance ${v("instance")}, total ${v("resource")} is ${v("total")} ${v("unit")} with ${v("used")} ${v("unit")} used`,
      ],
      zh: [
        (v) =>
          `实例 ${v("instance")}：总${fromTable(RESOURCE_ZH, v("resource"))} ${v("total")} ${v("unit")}，已用 ${v("used")} ${v("unit")}`,
      ],
    },
    values: [
      { field: "total", kind: "digits" },
      { field: "used", kind: "digits" },
    ],
    entities: [{ field: "instance", pool: "openstack.instance" }],
  },
  {
    name: "openstack.memory-limit",
    pattern: openstack(
      String.raw`${instance} memory limit: (?<limit>[\d.]+) MB, free: (?<free>[\d.]+) MB`,
    ),
    faithful: {
      en: [
        (v) =>
          `For instance ${v("instance")}, memory limit is ${v("limit")} MB with ${v("free")} MB free`,
      ],
      zh: [(v) => `实例 ${v("instance")} 的内存限制为 ${v("limit")} MB，空闲 ${v("free")} MB`],
    },
    values: [
      { field: "limit", kind: "digits" },
      { field: "free", kind: "digits" },
    ],
    entities: [{ field: "instance", pool: "openstack.instance" }],
  },
  {
    name: "openstack.limit-unspecified",
    pattern: openstack(
      `${instance} (?<resource>disk|vcpu) limit not specified, defaulting to unlimited`,
    ),
    faithful: {
      en: [
        (v) =>
          `The ${v("resource")} limit is not specified for instance ${v("instance")}, defaulting to unlimited`,
      ],
      zh: [
        (v) =>
          `实例 ${v("instance")} 未指定${fromTable(RESOURCE_ZH, v("resource"))}限制，默认为无限制`,
      ],
    },
    values: [{ field: "instance", kind: "hex" }],
    entities: [{ field: "instance", pool: "openstack.instance" }],
    negation: {
      en: (v) => `A ${v("resource")} limit is specified for instance ${v("instance")}`,
      zh: (v) => `实例 ${v("instance")} 已指定${fromTable(RESOURCE_ZH, v("resource"))}限制`,
    },
  },
  {
    name: "openstack.deleting-instance-files",
    pattern: openstack(String.raw`${instance} Deleting instance files (?<path>\S+)`),
    faithful: {
      en: [(v) => `${v("service")} is deleting instance files ${v("path")}`],
      zh: [(v) => `${v("service")} 正在删除实例文件 ${v("path")}`],
    },
    values: [{ field: "instance", kind: "hex" }],
    entities: [{ field: "instance", pool: "openstack.instance" }],
    negation: {
      en: (v) => `${v("service")} is not deleting instance files ${v("path")}`,
      zh: (v) => `${v("service")} 没有删除实例文件 ${v("path")}`,
    },
    wrongEvent: {
      en: (v) => `${v("service")} is creating instance files ${v("path")}`,
      zh: (v) => `${v("service")} 正在创建实例文件 ${v("path")}`,
    },
  },
  {
    name: "openstack.deletion-complete",
    pattern: openstack(String.raw`${instance} Deletion of (?<path>\S+) complete`),
    faithful: {
      en: [(v) => `Deletion of ${v("path")} is complete for instance ${v("instance")}`],
      zh: [(v) => `实例 ${v("instance")} 的 ${v("path")} 删除完成`],
    },
    values: [{ field: "instance", kind: "hex" }],
    entities: [{ field: "instance", pool: "openstack.instance" }],
    negation: {
      en: (v) => `Deletion of ${v("path")} is not complete for instance ${v("instance")}`,
      zh: (v) => `实例 ${v("instance")} 的 ${v("path")} 删除未完成`,
    },
    wrongEvent: {
      en: (v) => `Deletion of ${v("path")} failed for instance ${v("instance")}`,
      zh: (v) => `实例 ${v("instance")} 的 ${v("path")} 删除失败`,
    },
  },
  {
    name: "openstack.vif-plugged-event",
    pattern: openstack(
      `Creating event network-vif-plugged:(?<port>[0-9a-f-]{36}) for instance (?<instance>[0-9a-f-]{36})`,
    ),
    faithful: {
      en: [
        (v) =>
          `${v("service")} is creating event network-vif-plugged:${v("port")} for instance ${v("instance")}`,
      ],
      zh: [
        (v) =>
          `${v("service")} 正在为实例 ${v("instance")} 创建事件 network-vif-plugged:${v("port")}`,
      ],
    },
    values: [
      { field: "port", kind: "hex" },
      { field: "instance", kind: "hex" },
    ],
    entities: [{ field: "instance", pool: "openstack.instance" }],
    negation: {
      en: (v) =>
        `${v("service")} is not creating event network-vif-plugged for instance ${v("instance")}`,
      zh: (v) => `${v("service")} 没有为实例 ${v("instance")} 创建事件 network-vif-plugged`,
    },
    wrongEvent: {
      en: (v) =>
        `${v("service")} is creating event network-vif-unplugged:${v("port")} for instance ${v("instance")}`,
      zh: (v) =>
        `${v("service")} 正在为实例 ${v("instance")} 创建事件 network-vif-unplugged:${v("port")}`,
    },
  },
  {
    name: "openstack.no-instances-for-event",
    pattern: openstack(`HTTP exception thrown: No instances found for any event`),
    faithful: {
      en: [
        (v) => `An HTTP exception was thrown in ${v("service")}: no instances found for any event`,
      ],
      zh: [(v) => `${v("service")} 抛出 HTTP 异常：没有为任何事件找到实例`],
    },
    negation: {
      en: (v) => `${v("service")} found instances for the event and threw no HTTP exception`,
      zh: (v) => `${v("service")} 为事件找到了实例，没有抛出 HTTP 异常`,
    },
  },
  {
    name: "openstack.vcpu-totals",
    pattern: openstack(
      String.raw`Total usable vcpus: (?<usable>\d+), total allocated vcpus: (?<allocated>\d+)`,
    ),
    faithful: {
      en: [
        (v) =>
          `Total usable vcpus is ${v("usable")} and total allocated vcpus is ${v("allocated")}`,
      ],
      zh: [(v) => `可用 vcpus 总数为 ${v("usable")}，已分配 vcpus 总数为 ${v("allocated")}`],
    },
    values: [{ field: "usable", kind: "digits" }],
  },
  {
    name: "openstack.final-resource-view",
    pattern: openstack(
      String.raw`Final resource view: name=(?<node>\S+) phys_ram=(?<physRam>\d+MB) used_ram=(?<usedRam>\d+MB) phys_disk=(?<physDisk>\d+GB) used_disk=(?<usedDisk>\d+GB) total_vcpus=(?<totalVcpus>\d+) used_vcpus=(?<usedVcpus>\d+) pci_stats=\[\]`,
    ),
    faithful: {
      en: [
        (v) =>
          `Final resource view for ${v("node")}: phys_ram=${v("physRam")}, used_ram=${v("usedRam")}, used_disk=${v("usedDisk")}`,
      ],
      zh: [
        (v) =>
          `${v("node")} 的最终资源视图：phys_ram=${v("physRam")}，used_ram=${v("usedRam")}，used_disk=${v("usedDisk")}`,
      ],
    },
    values: [
      { field: "physRam", kind: "digits" },
      { field: "usedRam", kind: "digits" },
      { field: "usedDisk", kind: "digits" },
    ],
  },
  {
    name: "openstack.auditing-resources",
    pattern: openstack(
      String.raw`Auditing locally available compute resources for node (?<node>\S+)`,
    ),
    faithful: {
      en: [
        (v) =>
          `${v("service")} is auditing locally available compute resources for node ${v("node")}`,
      ],
      zh: [(v) => `${v("service")} 正在审计节点 ${v("node")} 上本地可用的计算资源`],
    },
    negation: {
      en: (v) => `${v("service")} is not auditing compute resources for node ${v("node")}`,
      zh: (v) => `${v("service")} 没有审计节点 ${v("node")} 的计算资源`,
    },
  },
  {
    name: "openstack.compute-record-updated",
    pattern: openstack(String.raw`Compute_service record updated for (?<node>\S+)`),
    faithful: {
      en: [(v) => `The Compute_service record was updated for ${v("node")}`],
      zh: [(v) => `${v("node")} 的 Compute_service 记录已更新`],
    },
    negation: {
      en: (v) => `The Compute_service record was not updated for ${v("node")}`,
      zh: (v) => `${v("node")} 的 Compute_service 记录未更新`,
    },
    wrongEvent: {
      en: (v) => `The Compute_service record was deleted for ${v("node")}`,
      zh: (v) => `${v("node")} 的 Compute_service 记录被删除`,
    },
  },
  {
    name: "openstack.image-checking",
    pattern: openstack(String.raw`image (?<image>[0-9a-f-]{36}) at \((?<path>[^)]+)\): checking`),
    faithful: {
      en: [(v) => `The imagecache is checking image ${v("image")} at ${v("path")}`],
      zh: [(v) => `imagecache 正在检查镜像 ${v("image")}（${v("path")}）`],
    },
    values: [{ field: "image", kind: "hex" }],
    negation: {
      en: (v) => `The imagecache is not checking image ${v("image")}`,
      zh: (v) => `imagecache 没有检查镜像 ${v("image")}`,
    },
    wrongEvent: {
      en: (v) => `The imagecache is removing image ${v("image")} at ${v("path")}`,
      zh: (v) => `imagecache 正在移除镜像 ${v("image")}（${v("path")}）`,
    },
  },
  {
    name: "openstack.image-in-use",
    pattern: openstack(
      String.raw`image (?<image>[0-9a-f-]{36}) at \((?<path>[^)]+)\): in use: on this node (?<local>\d+) local, (?<other>\d+) on other nodes sharing this instance storage`,
    ),
    faithful: {
      en: [
        (v) =>
          `Image ${v("image")} is in use: on this node ${v("local")} local and ${v("other")} on other nodes sharing this instance storage`,
      ],
      zh: [
        (v) =>
          `镜像 ${v("image")} 正在使用：本节点 ${v("local")} 个本地，共享该实例存储的其他节点上 ${v("other")} 个`,
      ],
    },
    values: [{ field: "image", kind: "hex" }],
    negation: {
      en: (v) => `Image ${v("image")} is not in use on this node`,
      zh: (v) => `镜像 ${v("image")} 在本节点上未被使用`,
    },
  },
  {
    name: "openstack.base-files",
    pattern: openstack(
      String.raw`(?<kind>Active base files|Removable base files|Unknown base file|Removing base or swap file): (?<path>\S+)`,
    ),
    faithful: {
      en: [(v) => `The imagecache reported ${v("kind").toLowerCase()}: ${v("path")}`],
      zh: [(v) => `imagecache 报告${fromTable(BASE_FILE_ZH, v("kind"))}：${v("path")}`],
    },
    values: [{ field: "path", kind: "hex" }],
    wrongEvent: {
      en: (v) =>
        `The imagecache reported ${fromTable(OTHER_BASE_FILE, v("kind")).toLowerCase()}: ${v("path")}`,
      zh: (v) =>
        `imagecache 报告${fromTable(BASE_FILE_ZH, fromTable(OTHER_BASE_FILE, v("kind")))}：${v("path")}`,
    },
  },
  {
    name: "openstack.usage-audit",
    pattern: openstack(
      String.raw`Running instance usage audit for host (?<host>\S+) from (?<from>[\d-]+ [\d:]+) to (?<to>[\d-]+ [\d:]+)\. (?<count>\d+) instances\.`,
    ),
    faithful: {
      en: [
        (v) =>
          `${v("service")} is running instance usage audit for host ${v("host")} from ${v("from")} to ${v("to")}, with ${v("count")} instances`,
      ],
      zh: [
        (v) =>
          `${v("service")} 正在对主机 ${v("host")} 运行实例使用量审计，时间从 ${v("from")} 到 ${v("to")}，共 ${v("count")} 个实例`,
      ],
    },
    values: [{ field: "count", kind: "digits" }],
    negation: {
      en: (v) => `${v("service")} is not running an instance usage audit for host ${v("host")}`,
      zh: (v) => `${v("service")} 没有对主机 ${v("host")} 运行实例使用量审计`,
    },
  },
  {
    name: "openstack.instances-synced",
    pattern: openstack(String.raw`Successfully synced instances from host '(?<host>[^']+)'\.`),
    faithful: {
      en: [(v) => `${v("service")} successfully synced instances from host ${v("host")}`],
      zh: [(v) => `${v("service")} 成功同步了来自主机 ${v("host")} 的实例`],
    },
    negation: {
      en: (v) => `${v("service")} did not sync instances from host ${v("host")}`,
      zh: (v) => `${v("service")} 未能同步来自主机 ${v("host")} 的实例`,
    },
    wrongEvent: {
      en: (v) => `The instance sync for host ${v("host")} did not match`,
      zh: (v) => `主机 ${v("host")} 的实例同步不匹配`,
    },
  },
  {
    name: "openstack.pending-task",
    pattern: openstack(
      String.raw`${instance} During sync_power_state the instance has a pending task \(spawning\)\. Skip\.`,
    ),
    faithful: {
      en: [
        (v) => `Instance ${v("instance")} has a pending task (spawning) during sync_power_state`,
      ],
      zh: [
        (v) =>
          `在 sync_power_state 期间，实例 ${v("instance")} 有一个待处理任务（spawning），已跳过`,
      ],
    },
    values: [{ field: "instance", kind: "hex" }],
    entities: [{ field: "instance", pool: "openstack.instance" }],
    negation: {
      en: (v) => `Instance ${v("instance")} has no pending task during sync_power_state`,
      zh: (v) => `在 sync_power_state 期间，实例 ${v("instance")} 没有待处理任务`,
    },
  },
];
