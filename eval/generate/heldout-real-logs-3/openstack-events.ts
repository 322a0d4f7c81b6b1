/**
 * OpenStack Nova sample (nova-api requests and nova-compute instance lifecycles: claims,
 * image creation, spawn, termination, image cache and resource tracker): header layout,
 * event types with English and Chinese claim templates, and fabrication clauses.
 */
import type { EventType, FieldValues, SourceProfile } from "../heldout-real-logs/model.js";

const INSTANCE = String.raw`\[instance: (?<instance>[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\]`;

/** A pattern over a message that starts with "[instance: <uuid>] ". */
function onInstance(rest: string): RegExp {
  return new RegExp(`^${INSTANCE} ${rest}$`);
}

const tookToDestroy: EventType = {
  name: "openstack/took-to-destroy",
  pattern: onInstance(
    String.raw`Took (?<seconds>\d+\.\d+) seconds to destroy the instance on the hypervisor\.`,
  ),
  numericFields: ["seconds"],
  entityFields: ["instance"],
  faithful: ({ value: field }) => ({
    english: [
      `Destroying instance ${field("instance")} on the hypervisor took ${field("seconds")} seconds.`,
      `${field("service")} took ${field("seconds")} seconds to destroy instance ${field("instance")} on the hypervisor.`,
    ],
    chinese: [
      `在 hypervisor 上销毁实例 ${field("instance")} 耗时 ${field("seconds")} 秒。`,
      `${field("date")} ${field("time")}，${field("service")} 销毁实例 ${field("instance")} 用了 ${field("seconds")} 秒。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `Instance ${field("instance")} was not destroyed on the hypervisor.`,
    chinese: `实例 ${field("instance")} 没有在 hypervisor 上被销毁。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `Destroying instance ${field("instance")} on the hypervisor failed after ${field("seconds")} seconds.`,
    chinese: `在 hypervisor 上销毁实例 ${field("instance")} 在 ${field("seconds")} 秒后失败。`,
  }),
};

const tookToDeallocate: EventType = {
  name: "openstack/took-to-deallocate-network",
  pattern: onInstance(
    String.raw`Took (?<seconds>\d+\.\d+) seconds to deallocate network for instance\.`,
  ),
  numericFields: ["seconds"],
  entityFields: ["instance"],
  faithful: ({ value: field }) => ({
    english: [
      `Deallocating the network for instance ${field("instance")} took ${field("seconds")} seconds.`,
      `${field("service")} took ${field("seconds")} seconds to deallocate network for instance ${field("instance")}.`,
    ],
    chinese: [
      `释放实例 ${field("instance")} 的网络耗时 ${field("seconds")} 秒。`,
      `${field("date")} ${field("time")}，${field("service")} 用 ${field("seconds")} 秒完成了实例 ${field("instance")} 的网络释放。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `The network for instance ${field("instance")} was not deallocated.`,
    chinese: `实例 ${field("instance")} 的网络没有被释放。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `Deallocating the network for instance ${field("instance")} timed out after ${field("seconds")} seconds.`,
    chinese: `释放实例 ${field("instance")} 的网络在 ${field("seconds")} 秒后超时。`,
  }),
};

const apiRequest: EventType = {
  name: "openstack/api-request",
  pattern:
    /^(?<client>[\d.,]+) "(?<method>GET|POST|DELETE) (?<path>\S+) HTTP\/1\.1" status: (?<status>\d+) len: (?<len>\d+) time: (?<seconds>\d+\.\d+)$/,
  numericFields: ["status", "len", "seconds"],
  entityFields: ["path"],
  faithful: ({ value: field }) => ({
    english: [
      `${field("service")} logged ${field("method")} ${field("path")} with status ${field("status")}, len ${field("len")} and time ${field("seconds")}.`,
      `The ${field("component")} logged "${field("method")} ${field("path")} HTTP/1.1" for ${field("client")}: status ${field("status")}, len ${field("len")}, time ${field("seconds")}.`,
    ],
    chinese: [
      `${field("service")} 处理了 ${field("method")} ${field("path")} 请求，返回状态码 ${field("status")}，len ${field("len")}，time ${field("seconds")}。`,
      `${field("date")} ${field("time")}，来自 ${field("client")} 的 ${field("method")} ${field("path")} 请求返回 ${field("status")}，响应长度 ${field("len")}，耗时 ${field("seconds")} 秒。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `${field("service")} did not handle ${field("method")} ${field("path")}.`,
    chinese: `${field("service")} 没有处理 ${field("method")} ${field("path")} 请求。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `${field("method")} ${field("path")} failed with status 500.`,
    chinese: `${field("method")} ${field("path")} 请求失败，返回 500。`,
  }),
};

const noInstancesForEvent: EventType = {
  name: "openstack/http-exception-no-instances",
  pattern: /^HTTP exception thrown: No instances found for any event$/,
  numericFields: [],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `${field("service")} logged HTTP exception thrown: No instances found for any event.`,
      `An HTTP exception was thrown by ${field("component")}: No instances found for any event.`,
    ],
    chinese: [
      `${field("service")} 抛出 HTTP 异常：No instances found for any event。`,
      `${field("date")} ${field("time")}，${field("component")} 抛出 HTTP 异常，没有找到与任何事件对应的实例。`,
    ],
  }),
  negationDropsLineNegation: true,
  negation: () => ({
    english: "Instances were found for the event.",
    chinese: "已为该事件找到对应的实例。",
  }),
  wrongEvent: ({ value: field }) => ({
    english: `${field("service")} crashed while handling the external event.`,
    chinese: `${field("service")} 在处理外部事件时崩溃。`,
  }),
};

const unknownBaseFile: EventType = {
  name: "openstack/unknown-base-file",
  pattern: /^Unknown base file: (?<path>\S+)$/,
  numericFields: [],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `${field("component")} logged a WARNING: unknown base file ${field("path")}.`,
      `At ${field("time")}, ${field("component")} reported Unknown base file: ${field("path")}.`,
    ],
    chinese: [
      `镜像缓存告警：未知的 base 文件 ${field("path")}。`,
      `${field("date")} ${field("time")}，${field("component")} 发出 WARNING：base 文件 ${field("path")} 未知。`,
    ],
  }),
  negationDropsLineNegation: true,
  negation: ({ value: field }) => ({
    english: `The base file ${field("path")} was known to the image cache.`,
    chinese: `${field("path")} 是镜像缓存已知的 base 文件。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `The base file ${field("path")} was found corrupted.`,
    chinese: `base 文件 ${field("path")} 已损坏。`,
  }),
};

const removableBaseFile: EventType = {
  name: "openstack/removable-base-file",
  pattern: /^Removable base files: (?<path>\S+)$/,
  numericFields: [],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `Removable base files: ${field("path")}, logged by ${field("component")}.`,
      `At ${field("time")}, ${field("component")} reported removable base files: ${field("path")}.`,
    ],
    chinese: [
      `镜像缓存将 ${field("path")} 列为可删除的 base 文件。`,
      `${field("date")} ${field("time")}，可删除的 base 文件：${field("path")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `${field("path")} was not removable.`,
    chinese: `${field("path")} 不可删除。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `${field("path")} was marked as an active base file.`,
    chinese: `${field("path")} 被标记为正在使用的 base 文件。`,
  }),
};

const removingBaseFile: EventType = {
  name: "openstack/removing-base-file",
  pattern: /^Removing base or swap file: (?<path>\S+)$/,
  numericFields: [],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `${field("component")} is removing base or swap file ${field("path")}.`,
      `At ${field("time")}, ${field("service")} logged removing base or swap file ${field("path")}.`,
    ],
    chinese: [
      `镜像缓存正在删除 base 或 swap 文件 ${field("path")}。`,
      `${field("date")} ${field("time")}，${field("service")} 删除 base 或 swap 文件：${field("path")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `${field("path")} was not removed.`,
    chinese: `${field("path")} 没有被删除。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `Removing base file ${field("path")} failed.`,
    chinese: `删除 base 文件 ${field("path")} 失败。`,
  }),
};

const auditingResources: EventType = {
  name: "openstack/auditing-compute-resources",
  pattern: /^Auditing locally available compute resources for node (?<node>\S+)$/,
  numericFields: [],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `${field("component")} was auditing locally available compute resources for node ${field("node")}.`,
      `At ${field("time")}, ${field("service")} audited the locally available compute resources for node ${field("node")}.`,
    ],
    chinese: [
      `resource_tracker 正在审计节点 ${field("node")} 上本地可用的计算资源。`,
      `${field("date")} ${field("time")}，${field("service")} 对节点 ${field("node")} 的本地可用计算资源进行审计。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `No audit of compute resources was run for node ${field("node")}.`,
    chinese: `没有对节点 ${field("node")} 的计算资源进行审计。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `The resource tracker found node ${field("node")} out of compute resources.`,
    chinese: `资源跟踪器发现节点 ${field("node")} 的计算资源已耗尽。`,
  }),
};

const usableVcpus: EventType = {
  name: "openstack/usable-vcpus",
  pattern: /^Total usable vcpus: (?<usable>\d+), total allocated vcpus: (?<allocated>\d+)$/,
  numericFields: ["usable", "allocated"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `Total usable vcpus: ${field("usable")}, total allocated vcpus: ${field("allocated")}.`,
      `The resource tracker reported ${field("usable")} usable vcpus in total, with ${field("allocated")} allocated.`,
    ],
    chinese: [
      `可用 vCPU 总数为 ${field("usable")}，已分配 vCPU 总数为 ${field("allocated")}。`,
      `${field("date")} ${field("time")}，${field("service")} 报告共有 ${field("usable")} 个可用 vCPU，已分配 ${field("allocated")} 个。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `The resource tracker did not report ${field("usable")} usable vcpus.`,
    chinese: `资源跟踪器没有报告 ${field("usable")} 个可用 vCPU。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `All ${field("usable")} vcpus were allocated.`,
    chinese: `${field("usable")} 个 vCPU 已全部分配。`,
  }),
};

const finalResourceView: EventType = {
  name: "openstack/final-resource-view",
  pattern:
    /^Final resource view: name=(?<node>\S+) phys_ram=(?<physRam>\d+)MB used_ram=(?<usedRam>\d+)MB phys_disk=(?<physDisk>\d+)GB used_disk=(?<usedDisk>\d+)GB total_vcpus=(?<totalVcpus>\d+) used_vcpus=(?<usedVcpus>\d+) pci_stats=\[\]$/,
  numericFields: ["usedRam", "physRam", "usedDisk", "usedVcpus"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `Final resource view for ${field("node")}: phys_ram=${field("physRam")}MB, used_ram=${field("usedRam")}MB, phys_disk=${field("physDisk")}GB, used_disk=${field("usedDisk")}GB, total_vcpus=${field("totalVcpus")}, used_vcpus=${field("usedVcpus")}.`,
      `The final resource view of ${field("node")} had ${field("usedRam")}MB of ${field("physRam")}MB phys_ram used, ${field("usedDisk")}GB of ${field("physDisk")}GB phys_disk used and ${field("usedVcpus")} of ${field("totalVcpus")} vcpus used.`,
    ],
    chinese: [
      `节点 ${field("node")} 的最终资源视图：物理内存 ${field("physRam")}MB，已用内存 ${field("usedRam")}MB，物理磁盘 ${field("physDisk")}GB，已用磁盘 ${field("usedDisk")}GB，vCPU 共 ${field("totalVcpus")} 个，已用 ${field("usedVcpus")} 个。`,
      `${field("date")} ${field("time")}，${field("node")} 的资源视图显示：内存已用 ${field("usedRam")}MB（共 ${field("physRam")}MB），磁盘已用 ${field("usedDisk")}GB（共 ${field("physDisk")}GB），vCPU 已用 ${field("usedVcpus")} 个（共 ${field("totalVcpus")} 个）。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `No final resource view was reported for ${field("node")}.`,
    chinese: `没有报告 ${field("node")} 的最终资源视图。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `The final resource view showed node ${field("node")} with all ${field("totalVcpus")} vcpus in use.`,
    chinese: `最终资源视图显示节点 ${field("node")} 的 ${field("totalVcpus")} 个 vCPU 全部在用。`,
  }),
};

const computeServiceUpdated: EventType = {
  name: "openstack/compute-service-record-updated",
  pattern: /^Compute_service record updated for (?<node>\S+)$/,
  numericFields: [],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `The Compute_service record was updated for ${field("node")}.`,
      `At ${field("time")}, ${field("component")} updated the Compute_service record for ${field("node")}.`,
    ],
    chinese: [
      `${field("node")} 的 Compute_service 记录已更新。`,
      `${field("date")} ${field("time")}，resource_tracker 更新了 ${field("node")} 的 Compute_service 记录。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `The Compute_service record for ${field("node")} was not updated.`,
    chinese: `${field("node")} 的 Compute_service 记录没有更新。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `The Compute_service record for ${field("node")} was deleted.`,
    chinese: `${field("node")} 的 Compute_service 记录被删除。`,
  }),
};

const attemptingClaim: EventType = {
  name: "openstack/attempting-claim",
  pattern: onInstance(
    String.raw`Attempting claim: memory (?<memory>\d+) MB, disk (?<disk>\d+) GB, vcpus (?<vcpus>\d+) CPU`,
  ),
  numericFields: ["memory", "disk", "vcpus"],
  entityFields: ["instance"],
  faithful: ({ value: field }) => ({
    english: [
      `${field("component")} attempted a claim for instance ${field("instance")}: memory ${field("memory")} MB, disk ${field("disk")} GB, vcpus ${field("vcpus")} CPU.`,
      `At ${field("time")}, ${field("service")} was attempting a claim of ${field("memory")} MB memory, ${field("disk")} GB disk and ${field("vcpus")} CPU for instance ${field("instance")}.`,
    ],
    chinese: [
      `${field("service")} 尝试为实例 ${field("instance")} 申请资源：内存 ${field("memory")} MB，磁盘 ${field("disk")} GB，vCPU ${field("vcpus")} 个。`,
      `${field("date")} ${field("time")}，为实例 ${field("instance")} 尝试 claim：${field("memory")} MB 内存、${field("disk")} GB 磁盘、${field("vcpus")} 个 CPU。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `No claim was attempted for instance ${field("instance")}.`,
    chinese: `没有为实例 ${field("instance")} 尝试申请资源。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `The claim for instance ${field("instance")} (memory ${field("memory")} MB, disk ${field("disk")} GB) was rejected.`,
    chinese: `实例 ${field("instance")} 的资源申请（内存 ${field("memory")} MB，磁盘 ${field("disk")} GB）被拒绝。`,
  }),
};

const claimTotalMemory: EventType = {
  name: "openstack/claim-total-memory",
  pattern: onInstance(String.raw`Total memory: (?<total>\d+) MB, used: (?<used>\d+\.\d+) MB`),
  numericFields: ["total", "used"],
  entityFields: ["instance"],
  faithful: ({ value: field }) => ({
    english: [
      `Total memory: ${field("total")} MB, used: ${field("used")} MB for instance ${field("instance")}.`,
      `The claim for instance ${field("instance")} logged total memory ${field("total")} MB with ${field("used")} MB used.`,
    ],
    chinese: [
      `实例 ${field("instance")} 的资源申请中：内存总量 ${field("total")} MB，已用 ${field("used")} MB。`,
      `${field("date")} ${field("time")}，${field("component")} 记录内存总计 ${field("total")} MB，已使用 ${field("used")} MB（实例 ${field("instance")}）。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `Total memory was not ${field("total")} MB.`,
    chinese: `内存总量不是 ${field("total")} MB。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `The host had used all ${field("total")} MB of memory.`,
    chinese: `主机已用尽全部 ${field("total")} MB 内存。`,
  }),
};

const claimMemoryLimit: EventType = {
  name: "openstack/claim-memory-limit",
  pattern: onInstance(String.raw`memory limit: (?<limit>\d+\.\d+) MB, free: (?<free>\d+\.\d+) MB`),
  numericFields: ["limit", "free"],
  entityFields: ["instance"],
  faithful: ({ value: field }) => ({
    english: [
      `Memory limit: ${field("limit")} MB, free: ${field("free")} MB for instance ${field("instance")}.`,
      `The claim for instance ${field("instance")} had a memory limit of ${field("limit")} MB with ${field("free")} MB free.`,
    ],
    chinese: [
      `实例 ${field("instance")} 的内存上限为 ${field("limit")} MB，空闲 ${field("free")} MB。`,
      `${field("date")} ${field("time")}，资源申请时内存上限 ${field("limit")} MB，剩余可用 ${field("free")} MB（实例 ${field("instance")}）。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `The memory limit for instance ${field("instance")} was not ${field("limit")} MB.`,
    chinese: `实例 ${field("instance")} 的内存上限不是 ${field("limit")} MB。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `The memory limit of ${field("limit")} MB was exceeded for instance ${field("instance")}.`,
    chinese: `实例 ${field("instance")} 超出了 ${field("limit")} MB 的内存上限。`,
  }),
};

const claimTotalDisk: EventType = {
  name: "openstack/claim-total-disk",
  pattern: onInstance(String.raw`Total disk: (?<total>\d+) GB, used: (?<used>\d+\.\d+) GB`),
  numericFields: ["total", "used"],
  entityFields: ["instance"],
  faithful: ({ value: field }) => ({
    english: [
      `Total disk: ${field("total")} GB, used: ${field("used")} GB for instance ${field("instance")}.`,
      `The claim for instance ${field("instance")} logged ${field("total")} GB of total disk with ${field("used")} GB used.`,
    ],
    chinese: [
      `实例 ${field("instance")} 的资源申请中：磁盘总量 ${field("total")} GB，已用 ${field("used")} GB。`,
      `${field("date")} ${field("time")}，${field("component")} 记录磁盘总计 ${field("total")} GB，已使用 ${field("used")} GB。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `Total disk was not ${field("total")} GB.`,
    chinese: `磁盘总量不是 ${field("total")} GB。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `The disk on the host was full with ${field("total")} GB used.`,
    chinese: `主机磁盘已满，已用 ${field("total")} GB。`,
  }),
};

function limitResourceInChinese(resource: string): string {
  return resource === "disk" ? "磁盘" : " vCPU ";
}

const limitNotSpecified: EventType = {
  name: "openstack/limit-not-specified",
  pattern: onInstance("(?<resource>disk|vcpu) limit not specified, defaulting to unlimited"),
  numericFields: [],
  entityFields: ["instance"],
  faithful: ({ value: field }) => ({
    english: [
      `The ${field("resource")} limit was not specified for instance ${field("instance")} and is defaulting to unlimited.`,
      `${field("resource")} limit not specified for instance ${field("instance")}; defaulting to unlimited.`,
    ],
    chinese: [
      `实例 ${field("instance")} 未指定${limitResourceInChinese(field("resource"))}上限，默认不限制。`,
      `${field("date")} ${field("time")}，实例 ${field("instance")} 的 ${field("resource")} limit 未指定，默认为 unlimited。`,
    ],
  }),
  negationDropsLineNegation: true,
  negation: ({ value: field }) => ({
    english: `A ${field("resource")} limit was specified for instance ${field("instance")}.`,
    chinese: `实例 ${field("instance")} 指定了${limitResourceInChinese(field("resource"))}上限。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `The ${field("resource")} limit for instance ${field("instance")} defaulted to zero.`,
    chinese: `实例 ${field("instance")} 的${limitResourceInChinese(field("resource"))}上限默认为 0。`,
  }),
};

const claimTotalVcpu: EventType = {
  name: "openstack/claim-total-vcpu",
  pattern: onInstance(String.raw`Total vcpu: (?<total>\d+) VCPU, used: (?<used>\d+\.\d+) VCPU`),
  numericFields: ["total", "used"],
  entityFields: ["instance"],
  faithful: ({ value: field }) => ({
    english: [
      `Total vcpu: ${field("total")} VCPU, used: ${field("used")} VCPU for instance ${field("instance")}.`,
      `The claim for instance ${field("instance")} logged ${field("total")} VCPU in total with ${field("used")} VCPU used.`,
    ],
    chinese: [
      `实例 ${field("instance")} 的资源申请中：vCPU 总数 ${field("total")} 个，已用 ${field("used")} 个。`,
      `${field("date")} ${field("time")}，${field("component")} 记录共 ${field("total")} 个 VCPU，已使用 ${field("used")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `Total vcpu was not ${field("total")} VCPU.`,
    chinese: `vCPU 总数不是 ${field("total")} 个。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `All ${field("total")} VCPU on the host were in use.`,
    chinese: `主机上全部 ${field("total")} 个 VCPU 都已被占用。`,
  }),
};

const claimSuccessful: EventType = {
  name: "openstack/claim-successful",
  pattern: onInstance("Claim successful"),
  numericFields: [],
  entityFields: ["instance"],
  faithful: ({ value: field }) => ({
    english: [
      `The claim for instance ${field("instance")} was successful.`,
      `At ${field("time")}, ${field("component")} logged Claim successful for instance ${field("instance")}.`,
    ],
    chinese: [
      `实例 ${field("instance")} 的资源申请成功。`,
      `${field("date")} ${field("time")}，实例 ${field("instance")} 的 claim 成功。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `The claim for instance ${field("instance")} was not successful.`,
    chinese: `实例 ${field("instance")} 的资源申请没有成功。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `The claim for instance ${field("instance")} was rolled back.`,
    chinese: `实例 ${field("instance")} 的资源申请被回滚。`,
  }),
};

const creatingImage: EventType = {
  name: "openstack/creating-image",
  pattern: onInstance("Creating image"),
  numericFields: [],
  entityFields: ["instance"],
  faithful: ({ value: field }) => ({
    english: [
      `${field("component")} was creating image for instance ${field("instance")}.`,
      `At ${field("time")}, ${field("service")} logged Creating image for instance ${field("instance")}.`,
    ],
    chinese: [
      `libvirt 驱动正在为实例 ${field("instance")} 创建镜像。`,
      `${field("date")} ${field("time")}，${field("service")} 开始为实例 ${field("instance")} 创建镜像。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `No image was created for instance ${field("instance")}.`,
    chinese: `没有为实例 ${field("instance")} 创建镜像。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `Image creation failed for instance ${field("instance")}.`,
    chinese: `实例 ${field("instance")} 的镜像创建失败。`,
  }),
};

const LIFECYCLE_IN_CHINESE: Readonly<Record<string, { state: string; verb: string }>> = {
  Stopped: { state: "已停止", verb: "停止" },
  Started: { state: "已启动", verb: "启动" },
  Paused: { state: "已暂停", verb: "暂停" },
  Resumed: { state: "已恢复", verb: "恢复" },
};

function lifecycleInChinese(state: string): { state: string; verb: string } {
  const found = LIFECYCLE_IN_CHINESE[state];
  if (found === undefined) {
    throw new Error(`no Chinese wording for lifecycle state ${state}`);
  }
  return found;
}

const vmLifecycle: EventType = {
  name: "openstack/vm-lifecycle-event",
  pattern: onInstance(String.raw`VM (?<state>Stopped|Started|Paused|Resumed) \(Lifecycle Event\)`),
  numericFields: [],
  entityFields: ["instance"],
  faithful: ({ value: field }) => ({
    english: [
      `Instance ${field("instance")} had a VM ${field("state")} lifecycle event.`,
      `At ${field("time")}, ${field("service")} logged VM ${field("state")} (Lifecycle Event) for instance ${field("instance")}.`,
    ],
    chinese: [
      `实例 ${field("instance")} 触发生命周期事件：虚拟机${lifecycleInChinese(field("state")).state}。`,
      `${field("date")} ${field("time")}，${field("service")} 记录到实例 ${field("instance")} 的 VM ${field("state")} 生命周期事件。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `The VM of instance ${field("instance")} was not ${field("state").toLowerCase()}.`,
    chinese: `实例 ${field("instance")} 的虚拟机没有${lifecycleInChinese(field("state")).verb}。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `The VM of instance ${field("instance")} was deleted.`,
    chinese: `实例 ${field("instance")} 的虚拟机被删除。`,
  }),
};

const vifPluggedEvent: EventType = {
  name: "openstack/creating-vif-plugged-event",
  pattern:
    /^Creating event network-vif-plugged:(?<port>[0-9a-f-]{36}) for instance (?<instance>[0-9a-f-]{36})$/,
  numericFields: [],
  entityFields: ["instance"],
  faithful: ({ value: field }) => ({
    english: [
      `${field("service")} was creating event network-vif-plugged:${field("port")} for instance ${field("instance")}.`,
      `At ${field("time")}, a network-vif-plugged event (${field("port")}) was created for instance ${field("instance")}.`,
    ],
    chinese: [
      `${field("service")} 正在为实例 ${field("instance")} 创建 network-vif-plugged 事件（${field("port")}）。`,
      `${field("date")} ${field("time")}，${field("component")} 为实例 ${field("instance")} 创建事件 network-vif-plugged:${field("port")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `No network-vif-plugged event was created for instance ${field("instance")}.`,
    chinese: `没有为实例 ${field("instance")} 创建 network-vif-plugged 事件。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `The network-vif-plugged:${field("port")} event for instance ${field("instance")} was dropped.`,
    chinese: `实例 ${field("instance")} 的 network-vif-plugged:${field("port")} 事件被丢弃。`,
  }),
};

const spawnedSuccessfully: EventType = {
  name: "openstack/instance-spawned",
  pattern: onInstance(String.raw`Instance spawned successfully\.`),
  numericFields: [],
  entityFields: ["instance"],
  faithful: ({ value: field }) => ({
    english: [
      `Instance ${field("instance")} spawned successfully.`,
      `At ${field("time")}, ${field("component")} logged that instance ${field("instance")} was spawned successfully.`,
    ],
    chinese: [
      `实例 ${field("instance")} 已成功 spawn。`,
      `${field("date")} ${field("time")}，libvirt 驱动报告实例 ${field("instance")} 生成成功。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `Instance ${field("instance")} did not spawn successfully.`,
    chinese: `实例 ${field("instance")} 没有成功 spawn。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `Instance ${field("instance")} was rescheduled to another host.`,
    chinese: `实例 ${field("instance")} 被重新调度到另一台主机。`,
  }),
};

const tookToSpawn: EventType = {
  name: "openstack/took-to-spawn",
  pattern: onInstance(
    String.raw`Took (?<seconds>\d+\.\d+) seconds to spawn the instance on the hypervisor\.`,
  ),
  numericFields: ["seconds"],
  entityFields: ["instance"],
  faithful: ({ value: field }) => ({
    english: [
      `Spawning instance ${field("instance")} on the hypervisor took ${field("seconds")} seconds.`,
      `${field("service")} took ${field("seconds")} seconds to spawn instance ${field("instance")} on the hypervisor.`,
    ],
    chinese: [
      `在 hypervisor 上 spawn 实例 ${field("instance")} 耗时 ${field("seconds")} 秒。`,
      `${field("date")} ${field("time")}，实例 ${field("instance")} 在 hypervisor 上的 spawn 用了 ${field("seconds")} 秒。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `Instance ${field("instance")} was not spawned on the hypervisor.`,
    chinese: `实例 ${field("instance")} 没有在 hypervisor 上 spawn。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `Spawning instance ${field("instance")} failed after ${field("seconds")} seconds.`,
    chinese: `实例 ${field("instance")} 在 ${field("seconds")} 秒后 spawn 失败。`,
  }),
};

const tookToBuild: EventType = {
  name: "openstack/took-to-build",
  pattern: onInstance(String.raw`Took (?<seconds>\d+\.\d+) seconds to build instance\.`),
  numericFields: ["seconds"],
  entityFields: ["instance"],
  faithful: ({ value: field }) => ({
    english: [
      `It took ${field("seconds")} seconds to build instance ${field("instance")}.`,
      `${field("service")} took ${field("seconds")} seconds to build instance ${field("instance")}.`,
    ],
    chinese: [
      `构建实例 ${field("instance")} 耗时 ${field("seconds")} 秒。`,
      `${field("date")} ${field("time")}，实例 ${field("instance")} 的构建用时 ${field("seconds")} 秒。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `Instance ${field("instance")} was not built.`,
    chinese: `实例 ${field("instance")} 没有构建完成。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `Building instance ${field("instance")} was aborted after ${field("seconds")} seconds.`,
    chinese: `实例 ${field("instance")} 的构建在 ${field("seconds")} 秒后被中止。`,
  }),
};

const checkingImage: EventType = {
  name: "openstack/image-cache-checking",
  pattern: /^image (?<image>[0-9a-f-]{36}) at \((?<path>\S+)\): checking$/,
  numericFields: [],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `${field("component")} was checking image ${field("image")} at ${field("path")}.`,
      `At ${field("time")}, ${field("service")} logged checking for image ${field("image")} at ${field("path")}.`,
    ],
    chinese: [
      `镜像缓存正在检查镜像 ${field("image")}（${field("path")}）。`,
      `${field("date")} ${field("time")}，${field("service")} 检查位于 ${field("path")} 的镜像 ${field("image")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `Image ${field("image")} was not checked.`,
    chinese: `镜像 ${field("image")} 没有被检查。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `Image ${field("image")} at ${field("path")} failed its checksum.`,
    chinese: `位于 ${field("path")} 的镜像 ${field("image")} 校验失败。`,
  }),
};

const imageInUse: EventType = {
  name: "openstack/image-cache-in-use",
  pattern:
    /^image (?<image>[0-9a-f-]{36}) at \((?<path>\S+)\): in use: on this node (?<local>\d+) local, (?<other>\d+) on other nodes sharing this instance storage$/,
  numericFields: ["local", "other"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `Image ${field("image")} at ${field("path")} is in use: on this node ${field("local")} local, ${field("other")} on other nodes sharing this instance storage.`,
      `At ${field("time")}, image ${field("image")} was in use on this node (${field("local")} local) and on ${field("other")} other nodes sharing this instance storage.`,
    ],
    chinese: [
      `镜像 ${field("image")} 正在使用：本节点 ${field("local")} 个本地使用，共享该实例存储的其他节点上 ${field("other")} 个。`,
      `${field("date")} ${field("time")}，镜像缓存报告 ${field("image")} 在本节点有 ${field("local")} 个本地使用，共享实例存储的其他节点上有 ${field("other")} 个。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `Image ${field("image")} was not in use.`,
    chinese: `镜像 ${field("image")} 没有在使用。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `Image ${field("image")} was deleted from the cache.`,
    chinese: `镜像 ${field("image")} 被从缓存中删除。`,
  }),
};

const activeBaseFiles: EventType = {
  name: "openstack/active-base-files",
  pattern: /^Active base files: (?<path>\S+)$/,
  numericFields: [],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `Active base files: ${field("path")}, logged by ${field("component")}.`,
      `At ${field("time")}, ${field("service")} reported ${field("path")} in the active base files.`,
    ],
    chinese: [
      `${field("path")} 是正在使用的 base 文件（Active base files）。`,
      `${field("date")} ${field("time")}，镜像缓存列出的活跃 base 文件为 ${field("path")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `${field("path")} was not an active base file.`,
    chinese: `${field("path")} 不是活跃的 base 文件。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `${field("path")} was deleted as an unused base file.`,
    chinese: `${field("path")} 作为未使用的 base 文件被删除。`,
  }),
};

const terminatingInstance: EventType = {
  name: "openstack/terminating-instance",
  pattern: onInstance("Terminating instance"),
  numericFields: [],
  entityFields: ["instance"],
  faithful: ({ value: field }) => ({
    english: [
      `${field("service")} was terminating instance ${field("instance")}.`,
      `At ${field("time")}, ${field("component")} logged Terminating instance for ${field("instance")}.`,
    ],
    chinese: [
      `${field("service")} 正在终止实例 ${field("instance")}。`,
      `${field("date")} ${field("time")}，${field("component")} 开始终止实例 ${field("instance")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `Instance ${field("instance")} was not terminated.`,
    chinese: `实例 ${field("instance")} 没有被终止。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `Instance ${field("instance")} was rebooted.`,
    chinese: `实例 ${field("instance")} 被重启。`,
  }),
};

const destroyedSuccessfully: EventType = {
  name: "openstack/instance-destroyed",
  pattern: onInstance(String.raw`Instance destroyed successfully\.`),
  numericFields: [],
  entityFields: ["instance"],
  faithful: ({ value: field }) => ({
    english: [
      `Instance ${field("instance")} was destroyed successfully.`,
      `At ${field("time")}, the libvirt driver logged that instance ${field("instance")} was destroyed successfully.`,
    ],
    chinese: [
      `实例 ${field("instance")} 已成功销毁。`,
      `${field("date")} ${field("time")}，libvirt 驱动成功销毁了实例 ${field("instance")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `Instance ${field("instance")} was not destroyed.`,
    chinese: `实例 ${field("instance")} 没有被销毁。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `Instance ${field("instance")} could not be destroyed and went into ERROR.`,
    chinese: `实例 ${field("instance")} 无法销毁，进入 ERROR 状态。`,
  }),
};

const deletingInstanceFiles: EventType = {
  name: "openstack/deleting-instance-files",
  pattern: onInstance(String.raw`Deleting instance files (?<path>\S+)`),
  numericFields: [],
  entityFields: ["instance"],
  faithful: ({ value: field }) => ({
    english: [
      `${field("component")} was deleting instance files ${field("path")} for instance ${field("instance")}.`,
      `At ${field("time")}, ${field("service")} logged deleting instance files ${field("path")}.`,
    ],
    chinese: [
      `正在删除实例 ${field("instance")} 的文件 ${field("path")}。`,
      `${field("date")} ${field("time")}，libvirt 驱动删除实例文件 ${field("path")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `The instance files ${field("path")} were not deleted.`,
    chinese: `实例文件 ${field("path")} 没有被删除。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `Deleting instance files ${field("path")} failed with a permission error.`,
    chinese: `删除实例文件 ${field("path")} 失败，权限不足。`,
  }),
};

const deletionComplete: EventType = {
  name: "openstack/deletion-complete",
  pattern: onInstance(String.raw`Deletion of (?<path>\S+) complete`),
  numericFields: [],
  entityFields: ["instance"],
  faithful: ({ value: field }) => ({
    english: [
      `Deletion of ${field("path")} was complete.`,
      `At ${field("time")}, ${field("service")} logged that the deletion of ${field("path")} for instance ${field("instance")} was complete.`,
    ],
    chinese: [
      `${field("path")} 已删除完毕。`,
      `${field("date")} ${field("time")}，实例 ${field("instance")} 的文件 ${field("path")} 删除完成。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `Deletion of ${field("path")} did not complete.`,
    chinese: `${field("path")} 的删除没有完成。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `Deletion of ${field("path")} was rolled back.`,
    chinese: `${field("path")} 的删除被回滚。`,
  }),
};

export const openStackProfile: SourceProfile = {
  source: "OpenStack",
  fileName: "OpenStack_2k.log",
  header:
    /^(?<logfile>\S+) (?<date>\d{4}-\d\d-\d\d) (?<time>\d\d:\d\d:\d\d\.\d{3}) (?<pid>\d+) (?<level>[A-Z]+) (?<component>\S+) \[(?<context>[^\]]*)\] (?<message>.*)$/,
  derive: (values: FieldValues) => ({
    service: /^nova-[a-z]+/.exec(values.logfile ?? "")?.[0] ?? "nova",
  }),
  timeOf: ({ value: field }) => `${field("date")} ${field("time")}`,
  questionsEnglish: [
    "What was happening to instances on the OpenStack compute node around {time}?",
    "Did nova report any error at {time}?",
    "What did nova-api and nova-compute log at {time}?",
  ],
  questionsChinese: [
    "{time} 前后 OpenStack 计算节点上的实例发生了什么？",
    "{time} 时 nova 有没有报错？",
    "{time} 时 nova-api 和 nova-compute 记录了什么？",
  ],
  causes: [
    {
      english: "because the RabbitMQ message queue was backed up",
      chinese: "原因是 RabbitMQ 消息队列积压",
    },
    {
      english: "because the Glance image service was slow to respond",
      chinese: "原因是 Glance 镜像服务响应缓慢",
    },
    { english: "due to a restart of the libvirt daemon", chinese: "原因是 libvirt 守护进程重启" },
  ],
  additions: [
    {
      english: "and the tenant was then notified by email",
      chinese: "并且随后通过邮件通知了租户",
    },
    {
      english: "and the scheduler then moved the instance to another host",
      chinese: "随后调度器把该实例迁移到了另一台主机",
    },
    {
      english: "and the compute node was put into maintenance mode",
      chinese: "并且该计算节点被置为维护模式",
    },
  ],
  events: [
    tookToDestroy,
    tookToDeallocate,
    apiRequest,
    noInstancesForEvent,
    unknownBaseFile,
    removableBaseFile,
    removingBaseFile,
    auditingResources,
    usableVcpus,
    finalResourceView,
    computeServiceUpdated,
    attemptingClaim,
    claimTotalMemory,
    claimMemoryLimit,
    claimTotalDisk,
    limitNotSpecified,
    claimTotalVcpu,
    claimSuccessful,
    creatingImage,
    vmLifecycle,
    vifPluggedEvent,
    spawnedSuccessfully,
    tookToSpawn,
    tookToBuild,
    checkingImage,
    imageInUse,
    activeBaseFiles,
    terminatingInstance,
    destroyedSuccessfully,
    deletingInstanceFiles,
    deletionComplete,
  ],
};
