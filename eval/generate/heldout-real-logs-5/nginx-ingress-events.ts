/**
 * Kubernetes ingress-nginx controller access log (7 February 2020, one client calling a
 * products service and a v2 service through the default-web-8080 and default-web2-8080
 * upstreams with curl, Wget, python-requests and browsers, and two malformed requests
 * answered 400): header layout, event types with English and Chinese claim templates, and
 * fabrication clauses.
 */
import type { EventType, FieldReader, SourceProfile } from "../heldout-real-logs/model.js";

/** The fields after the user agent: request length, time, upstream, its reply and the id. */
const PROXIED_TAIL =
  / (?<reqlen>\d+) (?<reqtime>\d+\.\d+) \[(?<upstream>[^\]]+)\] \[\] (?<upaddr>[\d.]+:\d+) (?<uplen>\d+) (?<uptime>\d+\.\d+) (?<upstatus>\d{3}) (?<reqid>[0-9a-f]{32})$/
    .source;

function proxied(head: string): RegExp {
  return new RegExp(`${head}${PROXIED_TAIL}`);
}

/** The Chinese sentence most on-call engineers would write for a proxied request. */
function proxiedChinese(field: FieldReader["value"]): string {
  return `${field("client")} 的 ${field("method")} ${field("path")} 请求返回 ${field("status")}，响应体 ${field("bytes")} 字节，由上游 ${field("upstream")}（${field("upaddr")}）处理，上游返回 ${field("upstatus")}。`;
}

const writeRequest: EventType = {
  name: "nginx-ingress/write-request",
  pattern: proxied(
    /^"(?<method>POST|DELETE|PATCH) (?<path>\S+) (?<protocol>HTTP\/1\.1)" (?<status>\d{3}) (?<bytes>\d+) "-" "(?<agent>[^"]+)"/
      .source,
  ),
  numericFields: ["status", "bytes", "reqtime"],
  entityFields: ["path", "upstream"],
  faithful: ({ value: field }) => ({
    english: [
      `${field("method")} ${field("path")} by ${field("client")} got ${field("status")} in ${field("reqtime")}; ${field("upstream")} at ${field("upaddr")} had ${field("upstatus")} in ${field("uptime")}.`,
      `At ${field("time")}, ${field("client")} (${field("agent")}) got ${field("status")} for "${field("method")} ${field("path")} ${field("protocol")}" on ${field("upstream")}.`,
    ],
    chinese: [
      proxiedChinese(field),
      `${field("time")}，${field("client")} 用 ${field("agent")} 发起 ${field("method")} ${field("path")}，转发到 ${field("upstream")}，返回 ${field("status")}，耗时 ${field("reqtime")} 秒。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `${field("method")} ${field("path")} from ${field("client")} was not proxied to ${field("upstream")}.`,
    chinese: `${field("client")} 的 ${field("method")} ${field("path")} 请求没有被转发到 ${field("upstream")}。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `${field("method")} ${field("path")} from ${field("client")} timed out with 504 at ${field("upstream")}.`,
    chinese: `${field("client")} 的 ${field("method")} ${field("path")} 请求在 ${field("upstream")} 上超时，返回 504。`,
  }),
};

const toolGet: EventType = {
  name: "nginx-ingress/get-from-command-line-client",
  pattern: proxied(
    /^"(?<method>GET) (?<path>\S+) (?<protocol>HTTP\/1\.1)" (?<status>\d{3}) (?<bytes>\d+) "-" "(?<agent>(?:curl|Wget|python-requests)[^"]*)"/
      .source,
  ),
  numericFields: ["status", "bytes", "reqtime"],
  entityFields: ["path", "upstream"],
  faithful: ({ value: field }) => ({
    english: [
      `${field("method")} ${field("path")} with ${field("agent")} got ${field("status")} (${field("bytes")}) in ${field("reqtime")} on ${field("upstream")}.`,
      `At ${field("time")}, ${field("client")} got ${field("status")} for ${field("method")} ${field("path")}, and ${field("upaddr")} had ${field("upstatus")} in ${field("uptime")}.`,
    ],
    chinese: [
      proxiedChinese(field),
      `${field("time")}，${field("agent")} 对 ${field("path")} 发起的 ${field("method")} 请求得到 ${field("status")}，上游 ${field("upaddr")} 耗时 ${field("uptime")} 秒。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `${field("method")} ${field("path")} from ${field("agent")} never reached ${field("upstream")}.`,
    chinese: `${field("agent")} 的 ${field("method")} ${field("path")} 请求没有到达 ${field("upstream")}。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `${field("method")} ${field("path")} from ${field("agent")} was redirected with 301 to HTTPS.`,
    chinese: `${field("agent")} 的 ${field("method")} ${field("path")} 请求被 301 重定向到了 HTTPS。`,
  }),
};

const browserGet: EventType = {
  name: "nginx-ingress/get-from-browser",
  pattern: proxied(
    /^"(?<method>GET) (?<path>\S+) (?<protocol>HTTP\/1\.1)" (?<status>\d{3}) (?<bytes>\d+) "-" "(?<agent>Mozilla\/5\.0 [^"]*?(?<browser>Chrome|Firefox|Safari)\/[^"]+)"/
      .source,
  ),
  numericFields: ["status", "bytes", "uptime"],
  entityFields: ["path", "upstream", "upaddr"],
  faithful: ({ value: field }) => ({
    english: [
      `${field("browser")} on ${field("client")} got ${field("status")} for ${field("method")} ${field("path")}, with ${field("bytes")}, by ${field("upstream")} (${field("upaddr")}).`,
      `At ${field("time")}, ${field("method")} ${field("path")} ${field("protocol")} got ${field("status")} in ${field("reqtime")}; ${field("upaddr")} had ${field("upstatus")} in ${field("uptime")}.`,
    ],
    chinese: [
      proxiedChinese(field),
      `${field("time")}，${field("client")} 上的 ${field("browser")} 浏览器请求 ${field("path")}，被转给 ${field("upstream")}（${field("upaddr")}），结果 ${field("status")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `${field("method")} ${field("path")} from ${field("browser")} was not answered by ${field("upstream")}.`,
    chinese: `${field("browser")} 对 ${field("path")} 的请求没有得到 ${field("upstream")} 的响应。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `${field("method")} ${field("path")} from ${field("browser")} was served from the ingress cache without reaching ${field("upstream")}.`,
    chinese: `${field("browser")} 对 ${field("path")} 的请求直接由 ingress 缓存返回，没有到达 ${field("upstream")}。`,
  }),
};

const referredGet: EventType = {
  name: "nginx-ingress/get-with-referer",
  pattern: proxied(
    /^"(?<method>GET) (?<path>\S+) (?<protocol>HTTP\/1\.1)" (?<status>\d{3}) (?<bytes>\d+) "(?<referer>http[^"]+)" "(?<agent>Mozilla\/5\.0 [^"]*?(?<browser>Chrome|Firefox|Safari)\/[^"]+)"/
      .source,
  ),
  numericFields: ["status", "bytes", "reqtime"],
  entityFields: ["upstream", "upaddr"],
  faithful: ({ value: field }) => ({
    english: [
      `${field("method")} ${field("path")} (${field("referer")}) got ${field("status")} by ${field("upstream")} at ${field("upaddr")}.`,
      `At ${field("time")}, ${field("browser")} on ${field("client")} got ${field("status")} for ${field("path")} (${field("bytes")}) in ${field("reqtime")}, with ${field("referer")}.`,
    ],
    chinese: [
      proxiedChinese(field),
      `${field("time")}，从 ${field("referer")} 页面发出的 ${field("path")} 请求由 ${field("upstream")} 返回 ${field("status")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `The request for ${field("path")} from ${field("referer")} did not get a response.`,
    chinese: `从 ${field("referer")} 发出的 ${field("path")} 请求没有得到响应。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `The request for ${field("path")} from ${field("referer")} was blocked by the web application firewall.`,
    chinese: `从 ${field("referer")} 发出的 ${field("path")} 请求被 Web 应用防火墙拦截了。`,
  }),
};

const badRequest: EventType = {
  name: "nginx-ingress/bad-request",
  pattern:
    /^"(?<request>\S+ \S+ HTTP\/1\.1)" (?<status>400) (?<bytes>\d+) "-" "-" (?<reqlen>\d+) (?<reqtime>\d+\.\d+) \[\] \[\] - - - - (?<reqid>[0-9a-f]{32})$/,
  numericFields: ["status", "bytes"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `"${field("request")}" by ${field("client")} got ${field("status")} at ${field("time")}.`,
      `${field("client")} got ${field("status")} for "${field("request")}" (${field("bytes")}, ${field("reqtime")}, ${field("reqid")}).`,
    ],
    chinese: [
      `${field("client")} 发来的 "${field("request")}" 请求返回 ${field("status")}，没有转发给任何上游。`,
      `${field("time")}，${field("client")} 的 "${field("request")}" 得到 ${field("status")}，响应 ${field("bytes")} 字节。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `The "${field("request")}" from ${field("client")} was not rejected.`,
    chinese: `${field("client")} 的 "${field("request")}" 请求没有被拒绝。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `"${field("request")}" from ${field("client")} was proxied to default-web-8080 and got 200.`,
    chinese: `${field("client")} 的 "${field("request")}" 被转发到 default-web-8080，并返回 200。`,
  }),
};

export const nginxIngressProfile: SourceProfile = {
  source: "NginxIngress",
  fileName: "nginx-ingress-controller.log",
  header:
    /^(?<client>\S+) - (?<ruser>\S+) \[(?<day>\d\d)\/(?<month>[A-Z][a-z]{2})\/(?<year>\d{4}):(?<time>\d\d:\d\d:\d\d) (?<offset>\+0000)\] (?<message>.*)$/,
  derive: () => ({}),
  timeOf: ({ value: field }) =>
    `${field("day")}/${field("month")}/${field("year")}:${field("time")} ${field("offset")}`,
  questionsEnglish: [
    "What requests did the ingress controller log around {time}?",
    "Did any request through the ingress fail around {time}?",
    "Which upstream served the requests at {time}?",
  ],
  questionsChinese: [
    "{time} 前后 ingress controller 记录了哪些请求？",
    "{time} 左右经过 ingress 的请求有没有失败？",
    "{time} 时请求是由哪个上游处理的？",
  ],
  causes: [
    {
      english: "because the default-web pod was restarting",
      chinese: "原因是 default-web 的 Pod 正在重启",
    },
    {
      english: "due to a misconfigured Ingress rule",
      chinese: "原因是 Ingress 规则配置错误",
    },
    {
      english: "because the upstream connection pool was exhausted",
      chinese: "原因是上游连接池已经耗尽",
    },
  ],
  additions: [
    {
      english: "and the ingress controller reloaded its configuration right after",
      chinese: "随后 ingress controller 立即重新加载了配置",
    },
    {
      english: "and the same client was rate-limited a minute later",
      chinese: "并且该客户端一分钟后被限流",
    },
    {
      english: "and an alert fired for the default namespace",
      chinese: "并且 default 命名空间触发了告警",
    },
  ],
  events: [writeRequest, toolGet, browserGet, referredGet, badRequest],
};
