/**
 * Web access logs in the Common Log Format: six requests to NASA's Kennedy Space Center web
 * server in the first twelve seconds of 1 July 1995 (the public NASA-HTTP trace: Apollo and
 * shuttle pages answered 200, and two 304s for burger.letters.com), and one request through
 * Traefik in October 2017 (a favicon answered 304, with Traefik's request count, frontend,
 * backend and duration after the user agent): header layouts, event types with English and
 * Chinese claim templates, and fabrication clauses.
 */
import type {
  ClaimPair,
  EventType,
  FieldReader,
  SourceProfile,
} from "../heldout-real-logs/model.js";
import { sourceName } from "./source-names.js";

function nasaRequest(status: string): RegExp {
  return new RegExp(
    `^"(?<method>GET) (?<path>\\S+) (?<protocol>HTTP\\/1\\.0)" (?<status>${status}) (?<bytes>\\d+)$`,
  );
}

const nasaOk: EventType = {
  name: "nasa-http/200",
  pattern: nasaRequest("200"),
  numericFields: ["status", "bytes"],
  entityFields: ["path", "client"],
  faithful: ({ value: field }) => ({
    english: [
      `${field("client")} got ${field("status")} with ${field("bytes")} for GET ${field("path")} at ${field("timestamp")}.`,
      `At ${field("timestamp")}, ${field("client")} got a ${field("status")} for GET ${field("path")} ${field("protocol")} (${field("bytes")}).`,
    ],
    chinese: [
      `${field("timestamp")}，${field("client")} 请求 ${field("path")}，服务器返回 ${field("status")}，响应 ${field("bytes")} 字节。`,
      `${field("client")} 在 ${field("timestamp")} 用 GET 访问 ${field("path")} 成功，状态码 ${field("status")}，大小 ${field("bytes")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `GET ${field("path")} from ${field("client")} did not succeed at ${field("timestamp")}.`,
    chinese: `${field("timestamp")}，${field("client")} 对 ${field("path")} 的请求没有成功。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `GET ${field("path")} returned 404 Not Found to ${field("client")} at ${field("timestamp")}.`,
    chinese: `${field("timestamp")}，${field("path")} 给 ${field("client")} 返回了 404 Not Found。`,
  }),
};

const nasaNotModified: EventType = {
  name: "nasa-http/304",
  pattern: nasaRequest("304"),
  numericFields: ["status"],
  entityFields: ["path"],
  faithful: ({ value: field }) => ({
    english: [
      `${field("client")} got ${field("status")} for GET ${field("path")} at ${field("timestamp")}.`,
      `At ${field("timestamp")}, GET ${field("path")} ${field("protocol")} got ${field("status")} ${field("bytes")} for ${field("client")}.`,
    ],
    chinese: [
      `${field("timestamp")}，${field("client")} 请求 ${field("path")}，返回 ${field("status")}（未修改），响应 ${field("bytes")} 字节。`,
      `${field("client")} 在 ${field("timestamp")} 的 GET ${field("path")} 得到 ${field("status")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `GET ${field("path")} from ${field("client")} got no response at ${field("timestamp")}.`,
    chinese: `${field("timestamp")}，${field("client")} 的 GET ${field("path")} 没有得到响应。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `GET ${field("path")} was served in full with 200 to ${field("client")} at ${field("timestamp")}.`,
    chinese: `${field("timestamp")}，${field("path")} 给 ${field("client")} 返回了完整内容，状态码 200。`,
  }),
};

const traefikNotModified: EventType = {
  name: "traefik/access-304",
  pattern:
    /^"(?<method>GET) (?<path>\S+) (?<protocol>HTTP\/1\.1)" (?<status>304) (?<bytes>\d+) "(?<referrer>[^"]*)" "(?<agent>[^"]*)" (?<count>\d+) "(?<frontend>[^"]+)" "(?<backend>[^"]+)" (?<duration>\d+ms)$/,
  numericFields: ["status", "bytes"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `At ${field("timestamp")}, ${field("client")} got ${field("status")} for GET ${field("path")} ${field("protocol")}, ${field("duration")}.`,
      `${field("client")} got ${field("status")} ${field("bytes")} for ${field("path")} (${field("duration")}).`,
    ],
    chinese: [
      `${field("timestamp")}，${field("client")} 请求 ${field("path")}，返回 ${field("status")}（未修改），耗时 ${field("duration")}。`,
      `${field("client")} 的 GET ${field("path")} 得到 ${field("status")}，响应 ${field("bytes")} 字节，用时 ${field("duration")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `GET ${field("path")} from ${field("client")} got no response.`,
    chinese: `${field("client")} 的 GET ${field("path")} 没有得到响应。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `GET ${field("path")} was rejected with 502 Bad Gateway for ${field("client")}.`,
    chinese: `${field("client")} 的 GET ${field("path")} 被拒绝，返回 502 Bad Gateway。`,
  }),
};

const causes: readonly ClaimPair[] = [
  {
    english: "because the page had just been published",
    chinese: "原因是这个页面刚发布",
  },
  {
    english: "due to a cache in front of the web server",
    chinese: "原因是 web 服务器前面有一层缓存",
  },
  {
    english: "because the client was retrying after a timeout",
    chinese: "原因是客户端在超时后重试",
  },
];

const additions: readonly ClaimPair[] = [
  {
    english: "and the client was rate-limited a minute later",
    chinese: "并且该客户端一分钟后被限流",
  },
  {
    english: "and the web server restarted right after",
    chinese: "随后 web 服务器立即重启了",
  },
  {
    english: "and an uptime check failed at the same time",
    chinese: "并且同一时间可用性检查失败了",
  },
];

const questionsEnglish = [
  "Which requests did the web server answer around {time}?",
  "What did the access log record at {time}?",
  "Who was requesting pages around {time}?",
];
const questionsChinese = [
  "{time} 前后 web 服务器应答了哪些请求？",
  "{time} 时 access 日志记录了什么？",
  "{time} 左右是谁在请求页面？",
];

const clfHeader = /^(?<client>\S+) - - \[(?<timestamp>[^\]]+)\] (?<message>.*)$/;

export const nasaHttpProfile: SourceProfile = {
  source: sourceName("NasaHttp"),
  fileName: "nasa-http.log",
  header: clfHeader,
  derive: () => ({}),
  timeOf: ({ value: field }: FieldReader) => field("timestamp"),
  questionsEnglish,
  questionsChinese,
  causes,
  additions,
  events: [nasaOk, nasaNotModified],
};

export const traefikAccessProfile: SourceProfile = {
  source: sourceName("TraefikAccess"),
  fileName: "traefik-access.log",
  header: clfHeader,
  derive: () => ({}),
  timeOf: ({ value: field }: FieldReader) => field("timestamp"),
  questionsEnglish,
  questionsChinese,
  causes,
  additions,
  events: [traefikNotModified],
};
