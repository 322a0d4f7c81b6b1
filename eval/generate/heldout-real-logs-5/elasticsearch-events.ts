/**
 * Elasticsearch 6.2.4 single-node server log (17 May 2018: start-up with data paths, heap
 * and modules, election as master, cluster health from RED to YELLOW, a low disk
 * watermark exceeded every thirty seconds, indices created by bulk requests with their
 * mappings updated, then stop and close): header layout, event types with English and
 * Chinese claim templates, and fabrication clauses.
 */
import type { EventType, SourceProfile } from "../heldout-real-logs/model.js";

const initializing: EventType = {
  name: "elasticsearch/initializing",
  pattern: /^\[\] initializing \.\.\.$/,
  numericFields: [],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `The node (${field("logger")}) is initializing.`,
      `At ${field("time")}, ${field("logger")} logged initializing ...`,
    ],
    chinese: [
      `节点（${field("logger")}）正在初始化。`,
      `${field("date")}T${field("time")}，${field("logger")} 开始初始化。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: () => ({
    english: "The node is not initializing.",
    chinese: "节点并没有在初始化。",
  }),
  wrongEvent: () => ({
    english: "The node failed to initialize.",
    chinese: "节点初始化失败。",
  }),
};

const dataPaths: EventType = {
  name: "elasticsearch/data-paths",
  pattern:
    /^\[(?<node>\w+)\] using \[(?<paths>\d+)\] data paths, mounts \[\[(?<mount>[^\]]+)\]\], net usable_space \[(?<usable>[\d.]+)gb\], net total_space \[(?<total>[\d.]+)gb\], types \[(?<fstype>\w+)\]$/,
  numericFields: ["usable", "total", "paths"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `${field("node")} is using [${field("paths")}] data paths on ${field("mount")}, with net usable_space [${field("usable")}gb] of net total_space [${field("total")}gb], types [${field("fstype")}].`,
      `At ${field("time")}, ${field("node")} had ${field("usable")}gb usable of ${field("total")}gb total space on ${field("fstype")}.`,
    ],
    chinese: [
      `节点 ${field("node")} 使用 ${field("paths")} 个数据路径，可用空间 ${field("usable")}gb，总空间 ${field("total")}gb，文件系统类型 ${field("fstype")}。`,
      `${field("date")}T${field("time")}，${field("node")} 的磁盘 ${field("mount")} 还有 ${field("usable")}gb 可用，总共 ${field("total")}gb。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `Node ${field("node")} had no usable space left on ${field("mount")}.`,
    chinese: `节点 ${field("node")} 在 ${field("mount")} 上已经没有可用空间。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `Node ${field("node")} failed to lock the data path on ${field("mount")}.`,
    chinese: `节点 ${field("node")} 无法锁定 ${field("mount")} 上的数据路径。`,
  }),
};

const heapSize: EventType = {
  name: "elasticsearch/heap-size",
  pattern:
    /^\[(?<node>\w+)\] heap size \[(?<heap>[\d.]+)mb\], compressed ordinary object pointers \[(?<oops>true|false)\]$/,
  numericFields: ["heap"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `${field("node")} has heap size [${field("heap")}mb], with compressed ordinary object pointers [${field("oops")}].`,
      `At ${field("time")}, the heap size of ${field("node")} was ${field("heap")}mb and compressed ordinary object pointers are ${field("oops")}.`,
    ],
    chinese: [
      `节点 ${field("node")} 的堆大小为 ${field("heap")}mb，compressed ordinary object pointers 为 ${field("oops")}。`,
      `${field("date")}T${field("time")}，${field("node")} 的堆内存为 ${field("heap")}mb，压缩普通对象指针为 ${field("oops")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `Node ${field("node")} is not using compressed ordinary object pointers.`,
    chinese: `节点 ${field("node")} 没有使用压缩普通对象指针。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `Node ${field("node")} ran out of heap at ${field("heap")}mb.`,
    chinese: `节点 ${field("node")} 的堆在 ${field("heap")}mb 时耗尽了。`,
  }),
};

const nodeNameDerived: EventType = {
  name: "elasticsearch/node-name-derived",
  pattern:
    /^node name \[(?<node>\w+)\] derived from node ID \[(?<nodeId>[\w-]+)\]; set \[node\.name\] to override$/,
  numericFields: [],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `The node name [${field("node")}] is derived from node ID [${field("nodeId")}]; set [node.name] to override.`,
      `At ${field("time")}, node name ${field("node")} was derived from node ID ${field("nodeId")}.`,
    ],
    chinese: [
      `节点名 ${field("node")} 由节点 ID ${field("nodeId")} 生成，可以设置 node.name 来覆盖。`,
      `${field("date")}T${field("time")}，节点名 ${field("node")} 取自节点 ID ${field("nodeId")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `The node name [${field("node")}] was set in [node.name] and not derived from the node ID.`,
    chinese: `节点名 ${field("node")} 是在 node.name 里设置的，不是由节点 ID 生成的。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `The node ID [${field("nodeId")}] was regenerated after a data path wipe.`,
    chinese: `节点 ID ${field("nodeId")} 在清空数据路径后被重新生成。`,
  }),
};

const versionLine: EventType = {
  name: "elasticsearch/version",
  pattern:
    /^version\[(?<version>[\d.]+)\], pid\[(?<pid>\d+)\], build\[(?<build>[^\]]+)\], OS\[(?<os>[^\]]+)\], JVM\[(?<jvm>[^\]]+)\]$/,
  numericFields: ["pid"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `The node is version[${field("version")}], pid[${field("pid")}], on OS[${field("os")}] and JVM[${field("jvm")}].`,
      `At ${field("time")}, ${field("logger")} logged version[${field("version")}] and pid[${field("pid")}].`,
    ],
    chinese: [
      `节点版本为 ${field("version")}，pid 为 ${field("pid")}，操作系统 ${field("os")}。`,
      `${field("date")}T${field("time")}，节点的版本是 ${field("version")}，pid 是 ${field("pid")}，JVM 为 ${field("jvm")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `The node is not running version ${field("version")}.`,
    chinese: `节点运行的不是 ${field("version")} 版本。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `The node was upgraded to version ${field("version")} during a rolling restart.`,
    chinese: `节点在滚动重启中升级到了 ${field("version")} 版本。`,
  }),
};

const loadedModule: EventType = {
  name: "elasticsearch/loaded-module",
  pattern: /^\[(?<node>\w+)\] loaded module \[(?<module>[\w-]+)\]$/,
  numericFields: [],
  entityFields: ["module"],
  faithful: ({ value: field }) => ({
    english: [
      `PluginsService on ${field("node")} loaded module [${field("module")}].`,
      `At ${field("time")}, ${field("node")} loaded the ${field("module")} module.`,
    ],
    chinese: [
      `节点 ${field("node")} 的 PluginsService 加载了模块 ${field("module")}。`,
      `${field("date")}T${field("time")}，${field("node")} 加载了 ${field("module")} 模块。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `Node ${field("node")} did not load module [${field("module")}].`,
    chinese: `节点 ${field("node")} 没有加载 ${field("module")} 模块。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `Node ${field("node")} failed to load module [${field("module")}].`,
    chinese: `节点 ${field("node")} 加载 ${field("module")} 模块失败。`,
  }),
};

const noPlugins: EventType = {
  name: "elasticsearch/no-plugins-loaded",
  pattern: /^\[(?<node>\w+)\] no plugins loaded$/,
  numericFields: [],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `${field("node")} loaded no plugins.`,
      `At ${field("time")}, PluginsService on ${field("node")} logged no plugins loaded.`,
    ],
    chinese: [
      `节点 ${field("node")} 没有加载任何插件。`,
      `${field("date")}T${field("time")}，${field("node")} 上未加载插件。`,
    ],
  }),
  negationDropsLineNegation: true,
  negation: ({ value: field }) => ({
    english: `Node ${field("node")} loaded plugins.`,
    chinese: `节点 ${field("node")} 加载了插件。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `Node ${field("node")} removed all of its plugins.`,
    chinese: `节点 ${field("node")} 删除了所有插件。`,
  }),
};

const discoveryType: EventType = {
  name: "elasticsearch/discovery-type",
  pattern: /^\[(?<node>\w+)\] using discovery type \[(?<type>\w+)\]$/,
  numericFields: [],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `${field("node")} is using discovery type [${field("type")}].`,
      `At ${field("time")}, ${field("node")} logged using discovery type ${field("type")}.`,
    ],
    chinese: [
      `节点 ${field("node")} 使用 ${field("type")} 发现机制（discovery type）。`,
      `${field("date")}T${field("time")}，${field("node")} 的 discovery type 为 ${field("type")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `Node ${field("node")} is not using discovery type [${field("type")}].`,
    chinese: `节点 ${field("node")} 没有使用 ${field("type")} 发现机制。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `Node ${field("node")} failed to discover any master with [${field("type")}].`,
    chinese: `节点 ${field("node")} 通过 ${field("type")} 没有发现任何 master。`,
  }),
};

const initialized: EventType = {
  name: "elasticsearch/initialized",
  pattern: /^initialized$/,
  numericFields: [],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `The node (${field("logger")}) is initialized.`,
      `At ${field("time")}, ${field("logger")} logged initialized.`,
    ],
    chinese: [
      `节点（${field("logger")}）初始化完成。`,
      `${field("date")}T${field("time")}，节点已完成初始化。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: () => ({
    english: "The node is not initialized.",
    chinese: "节点没有完成初始化。",
  }),
  wrongEvent: () => ({
    english: "The node crashed during startup.",
    chinese: "节点在启动过程中崩溃了。",
  }),
};

const starting: EventType = {
  name: "elasticsearch/starting",
  pattern: /^\[(?<node>\w+)\] starting \.\.\.$/,
  numericFields: [],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `Node ${field("node")} is starting.`,
      `At ${field("time")}, ${field("node")} logged starting ...`,
    ],
    chinese: [
      `节点 ${field("node")} 正在启动。`,
      `${field("date")}T${field("time")}，${field("node")} 开始启动。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `Node ${field("node")} is not starting.`,
    chinese: `节点 ${field("node")} 并没有在启动。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `Node ${field("node")} is shutting down.`,
    chinese: `节点 ${field("node")} 正在关闭。`,
  }),
};

const publishAddress: EventType = {
  name: "elasticsearch/publish-address",
  pattern:
    /^\[(?<node>\w+)\] publish_address \{(?<ip>[\d.]+):(?<port>\d+)\}, bound_addresses \{\[::1\]:\d+\}, \{[\d.]+:\d+\}$/,
  numericFields: ["port"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `${field("logger")} on ${field("node")} has publish_address {${field("ip")}:${field("port")}}, bound_addresses {[::1]:${field("port")}} and {${field("ip")}:${field("port")}}.`,
      `At ${field("time")}, ${field("logger")} published address ${field("ip")}:${field("port")} for ${field("node")}.`,
    ],
    chinese: [
      `${field("logger")} 的发布地址是 ${field("ip")}:${field("port")}，绑定地址为 [::1]:${field("port")} 和 ${field("ip")}:${field("port")}。`,
      `${field("date")}T${field("time")}，${field("node")} 的 publish_address 为 ${field("ip")}:${field("port")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `${field("logger")} on ${field("node")} did not bind to ${field("ip")}:${field("port")}.`,
    chinese: `${field("logger")} 没有绑定到 ${field("ip")}:${field("port")}。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `${field("logger")} on ${field("node")} closed its listener on ${field("ip")}:${field("port")}.`,
    chinese: `${field("logger")} 关闭了 ${field("ip")}:${field("port")} 上的监听。`,
  }),
};

const electedMaster: EventType = {
  name: "elasticsearch/elected-as-master",
  pattern:
    /^\[(?<node>\w+)\] zen-disco-elected-as-master \(\[(?<joined>\d+)\] nodes joined\), reason: new_master \{(?<master>\w+)\}\{[\w-]+\}\{[\w-]+\}\{[\d.]+\}\{[\d.:]+\}$/,
  numericFields: ["joined"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `${field("node")} was elected as master with [${field("joined")}] nodes joined; reason: new_master {${field("master")}}.`,
      `At ${field("time")}, MasterService on ${field("node")} logged zen-disco-elected-as-master with [${field("joined")}] nodes joined.`,
    ],
    chinese: [
      `${field("node")} 当选为 master，加入的节点数为 ${field("joined")}。`,
      `${field("date")}T${field("time")}，${field("node")} 通过 zen-disco 选举成为新的 master（new_master）。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `${field("node")} was not elected as master.`,
    chinese: `${field("node")} 没有当选为 master。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `${field("node")} lost the master election to another node.`,
    chinese: `${field("node")} 在 master 选举中输给了另一个节点。`,
  }),
};

const clusterStateApplied: EventType = {
  name: "elasticsearch/cluster-state-applied",
  pattern:
    /^\[(?<node>\w+)\] new_master \{(?<master>\w+)\}.*, reason: apply cluster state .*committed version \[(?<version>\d+)\].*$/,
  numericFields: ["version"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `ClusterApplierService on ${field("node")} logged apply cluster state with new_master {${field("master")}}, committed version [${field("version")}].`,
      `At ${field("time")}, ${field("node")} got new_master ${field("master")} and committed version [${field("version")}] of the cluster state.`,
    ],
    chinese: [
      `${field("node")} 的 ClusterApplierService 应用了集群状态，新的 master 是 ${field("master")}，committed version 为 ${field("version")}。`,
      `${field("date")}T${field("time")}，${field("node")} 应用了来自 master ${field("master")} 的集群状态（committed version ${field("version")}）。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `${field("node")} did not apply the cluster state from master ${field("master")}.`,
    chinese: `${field("node")} 没有应用来自 master ${field("master")} 的集群状态。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `${field("node")} rejected the cluster state version [${field("version")}] from master ${field("master")}.`,
    chinese: `${field("node")} 拒绝了 master ${field("master")} 发布的集群状态版本 ${field("version")}。`,
  }),
};

const started: EventType = {
  name: "elasticsearch/started",
  pattern: /^\[(?<node>\w+)\] started$/,
  numericFields: [],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `Node ${field("node")} started.`,
      `At ${field("time")}, ${field("logger")} logged that ${field("node")} started.`,
    ],
    chinese: [
      `节点 ${field("node")} 已启动。`,
      `${field("date")}T${field("time")}，${field("node")} 启动完成。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `Node ${field("node")} did not start.`,
    chinese: `节点 ${field("node")} 没有启动。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `Node ${field("node")} stopped.`,
    chinese: `节点 ${field("node")} 停止了。`,
  }),
};

const recoveredIndices: EventType = {
  name: "elasticsearch/recovered-indices",
  pattern: /^\[(?<node>\w+)\] recovered \[(?<count>\d+)\] indices into cluster_state$/,
  numericFields: ["count"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `GatewayService on ${field("node")} recovered [${field("count")}] indices into cluster_state.`,
      `At ${field("time")}, ${field("node")} recovered ${field("count")} indices into cluster_state.`,
    ],
    chinese: [
      `${field("node")} 的 GatewayService 把 ${field("count")} 个索引恢复到 cluster_state 中。`,
      `${field("date")}T${field("time")}，${field("node")} 恢复了 ${field("count")} 个索引。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `${field("node")} recovered no indices.`,
    chinese: `${field("node")} 没有恢复任何索引。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `${field("node")} deleted [${field("count")}] indices from cluster_state.`,
    chinese: `${field("node")} 从 cluster_state 中删除了 ${field("count")} 个索引。`,
  }),
};

const healthChanged: EventType = {
  name: "elasticsearch/cluster-health-changed",
  pattern:
    /^\[(?<node>\w+)\] Cluster health status changed from \[(?<from>[A-Z]+)\] to \[(?<to>[A-Z]+)\] \(reason: \[shards started \[\[(?<index>[\w.-]+)\]\[(?<shard>\d+)\]\] \.\.\.\]\)\.$/,
  numericFields: ["shard"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `Cluster health status changed from [${field("from")}] to [${field("to")}]; reason: shards started [[${field("index")}][${field("shard")}]].`,
      `At ${field("time")}, AllocationService logged cluster health status changed from ${field("from")} to ${field("to")}, with reason shards started.`,
    ],
    chinese: [
      `集群健康状态从 ${field("from")} 变为 ${field("to")}，原因是分片已启动（${field("index")} 的 ${field("shard")} 号分片）。`,
      `${field("date")}T${field("time")}，集群健康状态由 ${field("from")} 转为 ${field("to")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `Cluster health status did not change from [${field("from")}].`,
    chinese: `集群健康状态没有从 ${field("from")} 改变。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `Cluster health status changed from [${field("from")}] to [GREEN].`,
    chinese: `集群健康状态从 ${field("from")} 变为 GREEN。`,
  }),
};

const lowDiskWatermark: EventType = {
  name: "elasticsearch/low-disk-watermark-exceeded",
  pattern:
    /^\[(?<node>\w+)\] low disk watermark \[(?<watermark>\d+)%\] exceeded on \[(?<nodeId>[\w-]+)\]\[\w+\]\[(?<path>[^\]]+)\] free: (?<free>[\d.]+)gb\[(?<freePct>[\d.]+)%\], replicas will not be assigned to this node$/,
  numericFields: ["watermark", "free", "freePct"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `The low disk watermark [${field("watermark")}%] is exceeded on ${field("node")}, free: ${field("free")}gb[${field("freePct")}%]; replicas will not be assigned to this node.`,
      `At ${field("time")}, ${field("node")} exceeded the low disk watermark of ${field("watermark")}% with ${field("free")}gb free (${field("freePct")}%), and replicas will not be assigned to it.`,
    ],
    chinese: [
      `${field("node")} 超过了 ${field("watermark")}% 的低磁盘水位线，剩余 ${field("free")}gb（${field("freePct")}%），副本将不会被分配到这个节点。`,
      `${field("date")}T${field("time")}，${field("node")} 的磁盘可用空间剩 ${field("free")}gb（${field("freePct")}%），超过了 ${field("watermark")}% 的低水位线。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `The low disk watermark [${field("watermark")}%] is not exceeded on ${field("node")}.`,
    chinese: `${field("node")} 没有超过 ${field("watermark")}% 的低磁盘水位线。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `The high disk watermark was exceeded on ${field("node")} and shards were relocated away from it.`,
    chinese: `${field("node")} 超过了高磁盘水位线，分片被迁移走了。`,
  }),
};

const creatingIndex: EventType = {
  name: "elasticsearch/creating-index",
  pattern:
    /^\[(?<node>\w+)\] \[(?<index>[\w.-]+)\] creating index, cause \[(?<cause>[^\]]+)\], templates \[(?<templates>[^\]]+)\], shards \[(?<shards>\d+)\]\/\[(?<replicas>\d+)\], mappings \[(?<mappings>\w+)\]$/,
  numericFields: ["shards"],
  entityFields: ["index"],
  faithful: ({ value: field }) => ({
    english: [
      `${field("node")} is creating index [${field("index")}] with cause [${field("cause")}], templates [${field("templates")}], shards [${field("shards")}]/[${field("replicas")}] and mappings [${field("mappings")}].`,
      `At ${field("time")}, MetaDataCreateIndexService on ${field("node")} is creating index ${field("index")}, with templates [${field("templates")}].`,
    ],
    chinese: [
      `${field("node")} 正在创建索引 ${field("index")}，起因 ${field("cause")}，模板 ${field("templates")}，shards [${field("shards")}]/[${field("replicas")}]，mapping 为 ${field("mappings")}。`,
      `${field("date")}T${field("time")}，${field("node")} 因 ${field("cause")} 创建索引 ${field("index")}，shards 为 [${field("shards")}]/[${field("replicas")}]。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `Index [${field("index")}] was not created.`,
    chinese: `索引 ${field("index")} 没有被创建。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `Index [${field("index")}] was deleted by ${field("node")}.`,
    chinese: `索引 ${field("index")} 被 ${field("node")} 删除了。`,
  }),
};

const updateMapping: EventType = {
  name: "elasticsearch/update-mapping",
  pattern:
    /^\[(?<node>\w+)\] \[(?<index>[\w.-]+)\/(?<uuid>[\w-]+)\] update_mapping \[(?<type>\w+)\]$/,
  numericFields: [],
  entityFields: ["index"],
  faithful: ({ value: field }) => ({
    english: [
      `${field("node")} logged update_mapping [${field("type")}] for [${field("index")}/${field("uuid")}].`,
      `At ${field("time")}, MetaDataMappingService updated mapping [${field("type")}] for ${field("index")}.`,
    ],
    chinese: [
      `${field("node")} 更新了 ${field("index")} 的 ${field("type")} mapping（update_mapping）。`,
      `${field("date")}T${field("time")}，MetaDataMappingService 对 ${field("index")}/${field("uuid")} 执行了 update_mapping [${field("type")}]。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `The mapping [${field("type")}] for ${field("index")} was not updated.`,
    chinese: `${field("index")} 的 ${field("type")} mapping 没有被更新。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `The mapping [${field("type")}] for ${field("index")} was rejected as a conflict.`,
    chinese: `${field("index")} 的 ${field("type")} mapping 因冲突被拒绝。`,
  }),
};

const stopping: EventType = {
  name: "elasticsearch/stopping",
  pattern: /^\[(?<node>\w+)\] stopping \.\.\.$/,
  numericFields: [],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `Node ${field("node")} is stopping.`,
      `At ${field("time")}, ${field("node")} logged stopping ...`,
    ],
    chinese: [
      `节点 ${field("node")} 正在停止。`,
      `${field("date")}T${field("time")}，${field("node")} 开始停止。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `Node ${field("node")} is not stopping.`,
    chinese: `节点 ${field("node")} 并没有在停止。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `Node ${field("node")} is restarting.`,
    chinese: `节点 ${field("node")} 正在重启。`,
  }),
};

const stopped: EventType = {
  name: "elasticsearch/stopped",
  pattern: /^\[(?<node>\w+)\] stopped$/,
  numericFields: [],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `Node ${field("node")} stopped.`,
      `At ${field("time")}, ${field("logger")} logged ${field("node")} stopped.`,
    ],
    chinese: [
      `节点 ${field("node")} 已停止。`,
      `${field("date")}T${field("time")}，${field("node")} 已经停下。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `Node ${field("node")} did not stop.`,
    chinese: `节点 ${field("node")} 没有停止。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `Node ${field("node")} crashed.`,
    chinese: `节点 ${field("node")} 崩溃了。`,
  }),
};

const closing: EventType = {
  name: "elasticsearch/closing",
  pattern: /^\[(?<node>\w+)\] closing \.\.\.$/,
  numericFields: [],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `Node ${field("node")} is closing.`,
      `At ${field("time")}, ${field("node")} logged closing ...`,
    ],
    chinese: [
      `节点 ${field("node")} 正在关闭。`,
      `${field("date")}T${field("time")}，${field("node")} 开始关闭。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `Node ${field("node")} is not closing.`,
    chinese: `节点 ${field("node")} 并没有在关闭。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `Node ${field("node")} is rejoining the cluster.`,
    chinese: `节点 ${field("node")} 正在重新加入集群。`,
  }),
};

const closed: EventType = {
  name: "elasticsearch/closed",
  pattern: /^\[(?<node>\w+)\] closed$/,
  numericFields: [],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `Node ${field("node")} closed.`,
      `At ${field("time")}, ${field("logger")} logged ${field("node")} closed.`,
    ],
    chinese: [
      `节点 ${field("node")} 已关闭。`,
      `${field("date")}T${field("time")}，${field("node")} 关闭完成。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `Node ${field("node")} did not close.`,
    chinese: `节点 ${field("node")} 没有关闭。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `Node ${field("node")} was killed by the operating system.`,
    chinese: `节点 ${field("node")} 被操作系统杀掉了。`,
  }),
};

export const elasticsearchProfile: SourceProfile = {
  source: "Elasticsearch",
  fileName: "elasticsearch-6.2.4.log",
  header:
    /^\[(?<date>\d{4}-\d\d-\d\d)T(?<time>\d\d:\d\d:\d\d,\d{3})\]\[(?<level>[A-Z]+) ?\]\[(?<logger>\S+?) *\] (?<message>.*)$/,
  derive: () => ({}),
  timeOf: ({ value: field }) => `${field("date")}T${field("time")}`,
  questionsEnglish: [
    "What was the Elasticsearch node doing around {time}?",
    "Were there disk or cluster health problems on Elasticsearch at {time}?",
    "What did Elasticsearch log at {time}?",
  ],
  questionsChinese: [
    "{time} 前后 Elasticsearch 节点在做什么？",
    "{time} 时 Elasticsearch 有没有磁盘或集群健康方面的问题？",
    "{time} 左右 Elasticsearch 记录了什么？",
  ],
  causes: [
    {
      english: "because the node was under heavy indexing load",
      chinese: "原因是节点的索引写入负载很高",
    },
    {
      english: "due to a long GC pause on the node",
      chinese: "原因是节点上出现了长时间的 GC 停顿",
    },
    {
      english: "because Filebeat was flooding the cluster with bulk requests",
      chinese: "原因是 Filebeat 用大量 bulk 请求冲击集群",
    },
  ],
  additions: [
    {
      english: "and the node left the cluster a minute later",
      chinese: "并且该节点一分钟后离开了集群",
    },
    {
      english: "and the cluster health then turned RED",
      chinese: "随后集群健康状态变成了 RED",
    },
    {
      english: "and the on-call engineer restarted the node",
      chinese: "并且值班工程师重启了该节点",
    },
  ],
  events: [
    initializing,
    dataPaths,
    heapSize,
    nodeNameDerived,
    versionLine,
    loadedModule,
    noPlugins,
    discoveryType,
    initialized,
    starting,
    publishAddress,
    electedMaster,
    clusterStateApplied,
    started,
    recoveredIndices,
    healthChanged,
    lowDiskWatermark,
    creatingIndex,
    updateMapping,
    stopping,
    stopped,
    closing,
    closed,
  ],
};
