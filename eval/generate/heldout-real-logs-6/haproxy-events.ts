/**
 * HAProxy HTTP logs received through syslog: requests through the `www-https~` frontend to
 * the `app` backend's servers (22 June 2021, with anonymised clients and paths) and one
 * through `incoming~` to `docs_microservice/docs` (30 July 2018), answered 200, 302, 304,
 * 403 and 404; and three requests that the `http-webservices` backend could not serve
 * (10 December 2018, `<NOSRV>`, 503, termination state `SC--`): header layout, event types
 * with English and Chinese claim templates, and fabrication clauses.
 */
import type { ClaimPair, EventType, SourceProfile } from "../heldout-real-logs/model.js";

/**
 * The HTTP log format after the syslog header: client, accept date, frontend, backend/server,
 * an optional captured host, the five timers, status, bytes, cookies, termination state,
 * connection counts, queues, captured headers and the request line.
 */
function httpLog(status: string): RegExp {
  return new RegExp(
    `^(?<client>[^\\s:]+):(?<cport>\\d+) \\[(?<accepted>[^\\]]+)\\] (?<frontend>\\S+) (?<backend>[^/\\s]+)\\/(?<server>\\S+) (?:(?<vhost>[a-z]+(?:\\.[a-z]+)+) )?(?<timers>(?<tq>-?\\d+)\\/(?<tw>-?\\d+)\\/(?<tc>-?\\d+)\\/(?<tr>-?\\d+)\\/(?<tt>\\d+)) (?<status>${status}) (?<bytes>\\d+) - - (?<termination>\\S{4}) (?<actconn>\\d+)\\/(?<feconn>\\d+)\\/(?<beconn>\\d+)\\/(?<srvconn>\\d+)\\/(?<retries>\\d+) (?<srvqueue>\\d+)\\/(?<backendqueue>\\d+) (?:\\{[^}]*\\} )*"(?<method>[A-Z]+) (?<path>\\S+) (?<protocol>HTTP\\/1\\.1)"$`,
  );
}

const served: EventType = {
  name: "haproxy/served-200",
  pattern: httpLog("200"),
  numericFields: ["status", "bytes", "tt"],
  entityFields: ["server", "path"],
  faithful: ({ value: field }) => ({
    english: [
      `${field("method")} ${field("path")} got ${field("status")} with ${field("bytes")} by ${field("backend")}/${field("server")} (${field("timers")}).`,
      `At ${field("time")}, haproxy[${field("pid")}] on ${field("host")} logged ${field("status")} for ${field("method")} ${field("path")} by ${field("backend")}/${field("server")}.`,
    ],
    chinese: [
      `${field("time")}，${field("host")} 上的 haproxy 把 ${field("method")} ${field("path")} 转发给 ${field("backend")}/${field("server")}，返回 ${field("status")}，响应 ${field("bytes")} 字节，总耗时 ${field("tt")} 毫秒。`,
      `${field("frontend")} 收到的 ${field("method")} ${field("path")} 请求由 ${field("backend")} 后端的 ${field("server")} 处理，状态码 ${field("status")}，服务器响应时间 ${field("tr")} 毫秒。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `${field("method")} ${field("path")} never reached ${field("backend")}/${field("server")}.`,
    chinese: `${field("method")} ${field("path")} 请求没有到达 ${field("backend")}/${field("server")}。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `${field("backend")}/${field("server")} returned 502 for ${field("method")} ${field("path")}.`,
    chinese: `${field("backend")}/${field("server")} 对 ${field("method")} ${field("path")} 返回了 502。`,
  }),
};

const redirected: EventType = {
  name: "haproxy/redirect-302",
  pattern: httpLog("302"),
  numericFields: ["status", "bytes", "tt"],
  entityFields: ["server"],
  faithful: ({ value: field }) => ({
    english: [
      `${field("method")} ${field("path")} got ${field("status")} (${field("bytes")}) by ${field("backend")}/${field("server")} (${field("timers")}).`,
      `At ${field("time")}, haproxy[${field("pid")}] logged ${field("status")} for ${field("method")} ${field("path")} on ${field("vhost")}.`,
    ],
    chinese: [
      `${field("time")}，${field("method")} ${field("path")} 被 ${field("backend")}/${field("server")} 以 ${field("status")} 重定向，响应 ${field("bytes")} 字节。`,
      `${field("vhost")} 的 ${field("method")} ${field("path")} 请求得到 ${field("status")}，总耗时 ${field("tt")} 毫秒。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `${field("method")} ${field("path")} was not answered by ${field("backend")}/${field("server")}.`,
    chinese: `${field("backend")}/${field("server")} 没有响应 ${field("method")} ${field("path")}。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `${field("method")} ${field("path")} was served directly with 200 by ${field("backend")}/${field("server")}.`,
    chinese: `${field("backend")}/${field("server")} 对 ${field("method")} ${field("path")} 直接返回了 200。`,
  }),
};

const notModified: EventType = {
  name: "haproxy/not-modified-304",
  pattern: httpLog("304"),
  numericFields: ["status", "bytes", "tt"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `${field("method")} ${field("path")} got ${field("status")} (${field("bytes")}) by ${field("backend")}/${field("server")}.`,
      `At ${field("time")}, ${field("client")}:${field("cport")} got ${field("status")} for ${field("method")} ${field("path")} (${field("timers")}).`,
    ],
    chinese: [
      `${field("client")}:${field("cport")} 请求 ${field("path")}，${field("backend")}/${field("server")} 返回 ${field("status")}（未修改），响应 ${field("bytes")} 字节。`,
      `${field("time")}，${field("frontend")} 上的 ${field("method")} ${field("path")} 得到 ${field("status")}，总耗时 ${field("tt")} 毫秒。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `${field("method")} ${field("path")} never reached ${field("backend")}/${field("server")}.`,
    chinese: `${field("method")} ${field("path")} 请求没有到达 ${field("backend")}/${field("server")}。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `${field("method")} ${field("path")} was served from the haproxy cache without reaching ${field("backend")}.`,
    chinese: `${field("method")} ${field("path")} 直接由 haproxy 缓存返回，没有到达 ${field("backend")}。`,
  }),
};

const clientError: EventType = {
  name: "haproxy/client-error-4xx",
  pattern: httpLog("40[34]"),
  numericFields: ["status", "bytes", "tt"],
  entityFields: ["server", "path"],
  faithful: ({ value: field }) => ({
    english: [
      `${field("method")} ${field("path")} got ${field("status")} (${field("bytes")}) by ${field("backend")}/${field("server")} (${field("timers")}).`,
      `At ${field("time")}, haproxy[${field("pid")}] on ${field("host")} logged ${field("status")} for ${field("method")} ${field("path")}.`,
    ],
    chinese: [
      `${field("time")}，${field("method")} ${field("path")} 请求被 ${field("backend")}/${field("server")} 返回 ${field("status")}，响应 ${field("bytes")} 字节。`,
      `${field("vhost")} 上的 ${field("method")} ${field("path")} 得到 ${field("status")}，后端是 ${field("server")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `${field("method")} ${field("path")} succeeded on ${field("backend")}/${field("server")}.`,
    chinese: `${field("method")} ${field("path")} 在 ${field("backend")}/${field("server")} 上请求成功了。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `${field("method")} ${field("path")} was rate-limited by haproxy with 429.`,
    chinese: `${field("method")} ${field("path")} 被 haproxy 限流，返回了 429。`,
  }),
};

const noServer: EventType = {
  name: "haproxy/no-server-503",
  pattern: httpLog("503"),
  numericFields: ["status", "bytes"],
  entityFields: ["pid"],
  faithful: ({ value: field }) => ({
    english: [
      `${field("client")}:${field("cport")} got ${field("status")} for ${field("method")} ${field("path")} on ${field("backend")}/${field("server")} (${field("termination")}).`,
      `At ${field("time")}, haproxy[${field("pid")}] on ${field("host")} logged ${field("status")} ${field("termination")} for ${field("method")} ${field("path")}, ${field("timers")}.`,
    ],
    chinese: [
      `${field("time")}，${field("client")}:${field("cport")} 的 ${field("method")} ${field("path")} 请求在 ${field("backend")} 上没有可用的服务器（${field("server")}），返回 ${field("status")}，终止状态 ${field("termination")}。`,
      `${field("backend")} 后端没有可用服务器，haproxy 直接回了 ${field("status")}（${field("termination")}），响应 ${field("bytes")} 字节。`,
    ],
  }),
  negationDropsLineNegation: true,
  negation: ({ value: field }) => ({
    english: `${field("method")} ${field("path")} was served by a server of ${field("backend")}.`,
    chinese: `${field("method")} ${field("path")} 请求由 ${field("backend")} 的某台 server 正常处理了。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `${field("method")} ${field("path")} timed out in the queue of ${field("backend")}.`,
    chinese: `${field("method")} ${field("path")} 在 ${field("backend")} 的队列里等待超时了。`,
  }),
};

const header =
  /^(?<month>[A-Z][a-z]{2}) (?<day>\d\d) (?<time>\d\d:\d\d:\d\d) (?<host>\S+) haproxy\[(?<pid>\d+)\]: (?<message>.*)$/;

const questionsEnglish = [
  "What did HAProxy log around {time}?",
  "Did any request through HAProxy fail around {time}?",
  "Which backend server handled the requests at {time}?",
];
const questionsChinese = [
  "{time} 前后 HAProxy 记录了哪些请求？",
  "{time} 左右经过 HAProxy 的请求有没有失败？",
  "{time} 时请求是由哪台后端 server 处理的？",
];
const causes: readonly ClaimPair[] = [
  {
    english: "because the backend health checks were failing",
    chinese: "原因是后端健康检查一直失败",
  },
  {
    english: "due to a slow database behind the app servers",
    chinese: "原因是 app 服务器后面的数据库很慢",
  },
  {
    english: "because maxconn was reached on the frontend",
    chinese: "原因是 frontend 的 maxconn 已经用满",
  },
];
const additions: readonly ClaimPair[] = [
  {
    english: "and HAProxy reloaded its configuration right after",
    chinese: "随后 HAProxy 立即重新加载了配置",
  },
  {
    english: "and the same client was blocked a minute later",
    chinese: "并且同一个客户端一分钟后被封禁",
  },
  {
    english: "and an alert fired for the backend",
    chinese: "并且该后端触发了告警",
  },
];

export const haproxyProfile: SourceProfile = {
  source: "HAProxy",
  fileName: "haproxy-http.log",
  header,
  derive: () => ({}),
  timeOf: ({ value: field }) => `${field("month")} ${field("day")} ${field("time")}`,
  questionsEnglish,
  questionsChinese,
  causes,
  additions,
  events: [served, redirected, notModified, clientError],
};

export const haproxyNoServerProfile: SourceProfile = {
  source: "HAProxyNoServer",
  fileName: "haproxy-no-server.log",
  header,
  derive: () => ({}),
  timeOf: ({ value: field }) => `${field("month")} ${field("day")} ${field("time")}`,
  questionsEnglish,
  questionsChinese,
  causes,
  additions,
  events: [noServer],
};
