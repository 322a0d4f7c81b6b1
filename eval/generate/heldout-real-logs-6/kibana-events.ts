/**
 * Kibana 6.3.0 server log in JSON (process 69410, 9 May 2018): every plugin's status going
 * from uninitialized to green or to yellow while waiting for Elasticsearch and then to green,
 * random encryption keys and an insecure-cookie warning, the server listening on port 5601,
 * licence information imported for two clusters, monitoring collectors started, then the
 * first browser requests answered 200 and 304: header layout, event types with English and
 * Chinese claim templates, and fabrication clauses.
 */
import type { EventType, FieldValues, SourceProfile } from "../heldout-real-logs/model.js";

/** The plugin a status line is tagged with ("plugin:kibana@6.3.0"). */
function derivePlugin(values: FieldValues): FieldValues {
  const match = /"plugin:(?<plugin>\w+)@(?<version>\d+\.\d+\.\d+)"/.exec(values.tags ?? "");
  const plugin = match?.groups?.plugin;
  const version = match?.groups?.version;
  return plugin !== undefined && version !== undefined ? { plugin, pluginVersion: version } : {};
}

const STATUS =
  /^"state":"(?<state>\w+)","message":"Status changed from (?<from>\w+) to (?<to>\w+) - (?<detail>[^"]+)","prevState":"(?<prev>\w+)","prevMsg":"(?<prevMsg>[^"]+)"\}$/;

function status(from: string, to: string): RegExp {
  return new RegExp(
    STATUS.source
      .replace("(?<from>\\w+)", `(?<from>${from})`)
      .replace("(?<to>\\w+)", `(?<to>${to})`),
  );
}

const readyFromStart: EventType = {
  name: "kibana/status-uninitialized-to-green",
  pattern: status("uninitialized", "green"),
  numericFields: [],
  entityFields: ["plugin"],
  faithful: ({ value: field }) => ({
    english: [
      `Status of plugin:${field("plugin")}@${field("pluginVersion")} changed from ${field("from")} to ${field("to")} - ${field("detail")}.`,
      `At ${field("timestamp")}, plugin ${field("plugin")} changed status from ${field("from")} to ${field("to")} (${field("detail")}).`,
    ],
    chinese: [
      `${field("timestamp")}，插件 ${field("plugin")}@${field("pluginVersion")} 的状态从 ${field("from")} 变为 ${field("to")}（${field("detail")}）。`,
      `${field("plugin")} 插件已经就绪，状态变成了 ${field("to")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `Plugin ${field("plugin")} did not become ${field("to")}.`,
    chinese: `${field("plugin")} 插件没有变成 ${field("to")}。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `Plugin ${field("plugin")} changed status to red because Elasticsearch was unreachable.`,
    chinese: `${field("plugin")} 插件的状态变成了 red，连不上 Elasticsearch。`,
  }),
};

const waitingForElasticsearch: EventType = {
  name: "kibana/status-waiting-for-elasticsearch",
  pattern: status("uninitialized", "yellow"),
  numericFields: [],
  entityFields: ["plugin"],
  faithful: ({ value: field }) => ({
    english: [
      `Status of plugin:${field("plugin")}@${field("pluginVersion")} changed from ${field("from")} to ${field("to")} - ${field("detail")}.`,
      `At ${field("timestamp")}, plugin ${field("plugin")} was ${field("to")}, waiting for Elasticsearch.`,
    ],
    chinese: [
      `${field("timestamp")}，插件 ${field("plugin")} 的状态从 ${field("from")} 变成 ${field("to")}，正在等待 Elasticsearch。`,
      `${field("plugin")}@${field("pluginVersion")} 还在等 Elasticsearch，状态为 ${field("to")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `Plugin ${field("plugin")} was not waiting for Elasticsearch.`,
    chinese: `${field("plugin")} 插件并没有在等待 Elasticsearch。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `Plugin ${field("plugin")} gave up waiting for Elasticsearch and turned red.`,
    chinese: `${field("plugin")} 插件放弃等待 Elasticsearch，状态变成了 red。`,
  }),
};

const readyAfterWaiting: EventType = {
  name: "kibana/status-yellow-to-green",
  pattern: status("yellow", "green"),
  numericFields: [],
  entityFields: ["plugin"],
  faithful: ({ value: field }) => ({
    english: [
      `Status of plugin:${field("plugin")}@${field("pluginVersion")} changed from ${field("from")} to ${field("to")} - ${field("detail")}; prevMsg was ${field("prevMsg")}.`,
      `At ${field("timestamp")}, plugin ${field("plugin")} changed from ${field("from")} to ${field("to")}.`,
    ],
    chinese: [
      `${field("timestamp")}，${field("plugin")} 插件从 ${field("from")} 恢复到 ${field("to")}，之前一直在等待 Elasticsearch。`,
      `插件 ${field("plugin")}@${field("pluginVersion")} 状态由 ${field("from")} 变为 ${field("to")}，已经 ${field("detail")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `Plugin ${field("plugin")} stayed ${field("from")}.`,
    chinese: `${field("plugin")} 插件一直停留在 ${field("from")}。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `Plugin ${field("plugin")} went from ${field("from")} to red.`,
    chinese: `${field("plugin")} 插件从 ${field("from")} 变成了 red。`,
  }),
};

const randomKey: EventType = {
  name: "kibana/random-encryption-key",
  pattern:
    /^"message":"Generating a random key for (?<key>xpack\.(?<feature>security|reporting)\.encryptionKey)\. To prevent (?<risk>[^,]+), please set \k<key> in kibana\.yml"\}$/,
  numericFields: [],
  entityFields: ["key"],
  faithful: ({ value: field }) => ({
    english: [
      `Generating a random key for ${field("key")}; to prevent ${field("risk")}, please set ${field("key")} in kibana.yml.`,
      `At ${field("timestamp")}, Kibana logged a ${field("feature")} warning: generating a random key for ${field("key")}.`,
    ],
    chinese: [
      `${field("timestamp")} Kibana 告警：为 ${field("key")} 生成了随机 key，为了避免重启后${field("feature") === "security" ? "会话失效" : "待生成的报表失败"}，需要在 kibana.yml 里设置 ${field("key")}。`,
      `Kibana 为 ${field("key")} 随机生成了一个 key，建议在 kibana.yml 里显式配置。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `No random key was generated for ${field("key")}.`,
    chinese: `没有为 ${field("key")} 生成随机 key。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `Kibana failed to read ${field("key")} from kibana.yml and refused to start.`,
    chinese: `Kibana 从 kibana.yml 读取 ${field("key")} 失败，拒绝启动。`,
  }),
};

const insecureCookies: EventType = {
  name: "kibana/insecure-session-cookies",
  pattern:
    /^"message":"Session cookies will be transmitted over insecure connections\. This is not recommended\."\}$/,
  numericFields: [],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      "Session cookies will be transmitted over insecure connections; this is not recommended.",
      `At ${field("timestamp")}, a security warning: session cookies will be transmitted over insecure connections.`,
    ],
    chinese: [
      "Session cookie 会通过不安全的连接传输，不推荐这样做。",
      `${field("timestamp")} security 告警：会话 cookie 将通过非加密连接传输。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: () => ({
    english: "Session cookies will only be transmitted over secure connections.",
    chinese: "Session cookie 只会通过安全连接传输。",
  }),
  wrongEvent: () => ({
    english: "Session cookies were rejected by the browser as insecure.",
    chinese: "浏览器以不安全为由拒绝了 session cookie。",
  }),
};

const serverRunning: EventType = {
  name: "kibana/server-running",
  pattern: /^"message":"Server running at (?<url>http:\/\/[^"]+)"\}$/,
  numericFields: [],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `Server running at ${field("url")}.`,
      `At ${field("timestamp")}, pid ${field("pid")} logged server running at ${field("url")} (listening).`,
    ],
    chinese: [
      `${field("timestamp")}，服务已经在 ${field("url")} 上跑起来了。`,
      `进程 ${field("pid")} 开始监听，地址是 ${field("url")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `The server was not running at ${field("url")}.`,
    chinese: `服务没有在 ${field("url")} 上运行。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `The server failed to bind ${field("url")}.`,
    chinese: `服务绑定 ${field("url")} 失败。`,
  }),
};

const licenseImported: EventType = {
  name: "kibana/license-imported",
  pattern:
    /^"message":"Imported license information from Elasticsearch for the \[(?<cluster>\w+)\] cluster: mode: (?<mode>\w+) \| status: (?<status>\w+) \| expiry date: (?<expiry>[^"]+)"\}$/,
  numericFields: [],
  entityFields: ["cluster"],
  faithful: ({ value: field }) => ({
    english: [
      `Imported license information from Elasticsearch for the [${field("cluster")}] cluster: mode ${field("mode")}, status ${field("status")}, expiry date ${field("expiry")}.`,
      `At ${field("timestamp")}, license information for the ${field("cluster")} cluster was imported: mode ${field("mode")}, status ${field("status")}.`,
    ],
    chinese: [
      `从 Elasticsearch 导入了 [${field("cluster")}] 集群的 license 信息：mode 为 ${field("mode")}，status 为 ${field("status")}，expiry date 是 ${field("expiry")}。`,
      `${field("timestamp")}，${field("cluster")} 集群的许可证是 ${field("mode")}，状态 ${field("status")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `License information for the ${field("cluster")} cluster could not be imported.`,
    chinese: `${field("cluster")} 集群的 license 信息没能导入。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `The license of the ${field("cluster")} cluster expired.`,
    chinese: `${field("cluster")} 集群的 license 已经过期了。`,
  }),
};

const monitoringCollectors: EventType = {
  name: "kibana/monitoring-collectors-started",
  pattern: /^"message":"Starting all Kibana monitoring collectors"\}$/,
  numericFields: [],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `Starting all Kibana monitoring collectors at ${field("timestamp")}.`,
      `Pid ${field("pid")} logged starting all Kibana monitoring collectors.`,
    ],
    chinese: [
      `${field("timestamp")} 启动了所有 Kibana monitoring collector。`,
      "Kibana 的监控采集器全部开始启动。",
    ],
  }),
  negationDropsLineNegation: false,
  negation: () => ({
    english: "The Kibana monitoring collectors were not started.",
    chinese: "Kibana 的监控采集器没有启动。",
  }),
  wrongEvent: () => ({
    english: "The Kibana monitoring collectors failed to start.",
    chinese: "Kibana 的监控采集器启动失败。",
  }),
};

function response(statusCode: string): RegExp {
  return new RegExp(
    `^"method":"get","statusCode":(?<status>${statusCode}),"req":\\{"url":"(?<url>[^"]+)",.*"res":\\{"statusCode":\\d{3},"responseTime":(?<ms>\\d+),"contentLength":(?<length>\\d+)\\},"message":"GET \\S+ \\d{3} \\d+ms - (?<size>[\\d.]+B)"\\}$`,
  );
}

const responseOk: EventType = {
  name: "kibana/response-200",
  pattern: response("200"),
  numericFields: ["status", "ms"],
  entityFields: ["url"],
  faithful: ({ value: field }) => ({
    english: [
      `GET ${field("url")} got ${field("status")} in ${field("ms")}ms, ${field("size")}.`,
      `At ${field("timestamp")}, the response to GET ${field("url")} was ${field("status")} (responseTime ${field("ms")}).`,
    ],
    chinese: [
      `${field("timestamp")}，GET ${field("url")} 返回 ${field("status")}，耗时 ${field("ms")}ms，响应 ${field("size")}。`,
      `对 ${field("url")} 的请求响应 ${field("status")}，responseTime 为 ${field("ms")} 毫秒。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `GET ${field("url")} got no response.`,
    chinese: `GET ${field("url")} 没有得到响应。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `GET ${field("url")} failed with 500.`,
    chinese: `GET ${field("url")} 失败，返回了 500。`,
  }),
};

const responseNotModified: EventType = {
  name: "kibana/response-304",
  pattern: response("304"),
  numericFields: ["status", "ms"],
  entityFields: ["url"],
  faithful: ({ value: field }) => ({
    english: [
      `GET ${field("url")} got ${field("status")} in ${field("ms")}ms, ${field("size")}.`,
      `At ${field("timestamp")}, the response to GET ${field("url")} was ${field("status")} (responseTime ${field("ms")}).`,
    ],
    chinese: [
      `${field("timestamp")}，GET ${field("url")} 返回 ${field("status")}（未修改），耗时 ${field("ms")}ms。`,
      `浏览器请求 ${field("url")}，Kibana 回了 ${field("status")}，responseTime 为 ${field("ms")} 毫秒。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `GET ${field("url")} got no response.`,
    chinese: `GET ${field("url")} 没有得到响应。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `GET ${field("url")} returned 404 Not Found.`,
    chinese: `GET ${field("url")} 返回了 404 Not Found。`,
  }),
};

export const kibanaProfile: SourceProfile = {
  source: "Kibana",
  fileName: "kibana-6.3.0.log",
  header:
    /^\{"type":"(?<type>log|response)","@timestamp":"(?<timestamp>[^"]+)","tags":\[(?<tags>[^\]]*)\],"pid":(?<pid>\d+),(?<message>.*)$/,
  derive: derivePlugin,
  timeOf: ({ value: field }) => field("timestamp"),
  questionsEnglish: [
    "What did Kibana log around {time}?",
    "Was Kibana ready to serve requests at {time}?",
    "Were there warnings from Kibana around {time}?",
  ],
  questionsChinese: [
    "{time} 前后 Kibana 记录了什么？",
    "{time} 时 Kibana 是否已经可以处理请求？",
    "{time} 左右 Kibana 有没有告警？",
  ],
  causes: [
    {
      english: "because Elasticsearch was still recovering its shards",
      chinese: "原因是 Elasticsearch 还在恢复分片",
    },
    {
      english: "due to a misconfigured elasticsearch.url in kibana.yml",
      chinese: "原因是 kibana.yml 里的 elasticsearch.url 配置错误",
    },
    {
      english: "because the .kibana index was being migrated",
      chinese: "原因是 .kibana 索引正在迁移",
    },
  ],
  additions: [
    {
      english: "and Kibana restarted a minute later",
      chinese: "并且 Kibana 一分钟后重启了",
    },
    {
      english: "and the browser showed a login error",
      chinese: "并且浏览器上出现了登录错误",
    },
    {
      english: "and an uptime alert fired for port 5601",
      chinese: "并且针对 5601 端口触发了可用性告警",
    },
  ],
  events: [
    readyFromStart,
    waitingForElasticsearch,
    readyAfterWaiting,
    randomKey,
    insecureCookies,
    serverRunning,
    licenseImported,
    monitoringCollectors,
    responseOk,
    responseNotModified,
  ],
};
