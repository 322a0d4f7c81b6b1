/**
 * nginx logs of a developer's machine: the access log (October and December 2016: a client at
 * 77.179.66.156 and later 127.0.0.1 requesting /, /favicon.ico and made-up paths, answered 200,
 * 304 and 404, and one ranged video request answered 206 on lessons.example.com in June 2020)
 * and two error-log records of files that open() could not find (October 2016): header
 * layouts, event types with English and Chinese claim templates, and fabrication clauses.
 */
import type {
  ClaimPair,
  EventType,
  FieldReader,
  SourceProfile,
} from "../heldout-real-logs/model.js";

function request(status: string): RegExp {
  return new RegExp(
    `^"(?<method>[A-Z]+) (?<path>\\S+) (?<protocol>HTTP\\/1\\.1)" (?<status>${status}) (?<bytes>\\d+) "(?<referrer>[^"]*)" "(?<agent>[^"]*)"$`,
  );
}

const ok: EventType = {
  name: "nginx/access-200",
  pattern: request("200"),
  numericFields: ["status", "bytes"],
  entityFields: ["client"],
  faithful: ({ value: field }) => ({
    english: [
      `${field("client")} got ${field("status")} (${field("bytes")}) for ${field("method")} ${field("path")} at ${field("timestamp")}.`,
      `At ${field("timestamp")}, ${field("client")} got ${field("status")} for ${field("method")} ${field("path")} ${field("protocol")}, ${field("bytes")}.`,
    ],
    chinese: [
      `${field("timestamp")}，${field("client")} 请求 ${field("method")} ${field("path")}，服务器返回 ${field("status")}，响应 ${field("bytes")} 字节。`,
      `${field("client")} 访问 ${field("path")} 成功，状态码 ${field("status")}，大小 ${field("bytes")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `${field("method")} ${field("path")} from ${field("client")} did not succeed.`,
    chinese: `${field("client")} 对 ${field("path")} 的请求没有成功。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `${field("method")} ${field("path")} returned 502 Bad Gateway to ${field("client")}.`,
    chinese: `${field("method")} ${field("path")} 给 ${field("client")} 返回了 502 Bad Gateway。`,
  }),
};

const notFound: EventType = {
  name: "nginx/access-404",
  pattern: request("404"),
  numericFields: ["status", "bytes"],
  entityFields: ["path", "client"],
  faithful: ({ value: field }) => ({
    english: [
      `${field("client")} got ${field("status")} for ${field("method")} ${field("path")} at ${field("timestamp")}.`,
      `At ${field("timestamp")}, ${field("method")} ${field("path")} ${field("protocol")} got ${field("status")} (${field("bytes")}) for ${field("client")}.`,
      `${field("client")} got a ${field("status")} for ${field("path")} (${field("bytes")}).`,
    ],
    chinese: [
      `${field("timestamp")}，${field("client")} 请求的 ${field("path")} 返回 ${field("status")}，响应 ${field("bytes")} 字节。`,
      `${field("client")} 访问 ${field("path")} 时得到 ${field("status")}（找不到）。`,
      `${field("method")} ${field("path")} 的状态码是 ${field("status")}，客户端 ${field("client")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `${field("path")} was found and served to ${field("client")}.`,
    chinese: `${field("path")} 找到了，并且正常返回给了 ${field("client")}。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `${field("method")} ${field("path")} returned 500 Internal Server Error.`,
    chinese: `${field("method")} ${field("path")} 返回了 500 Internal Server Error。`,
  }),
};

const notModified: EventType = {
  name: "nginx/access-304",
  pattern: request("304"),
  numericFields: ["status"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `${field("client")} got ${field("status")} (${field("bytes")}) for ${field("method")} ${field("path")} at ${field("timestamp")}.`,
      `At ${field("timestamp")}, ${field("client")} got ${field("status")} for ${field("method")} ${field("path")}.`,
    ],
    chinese: [
      `${field("timestamp")}，${field("client")} 请求 ${field("path")}，返回 ${field("status")}（未修改），响应 ${field("bytes")} 字节。`,
      `${field("client")} 的 ${field("method")} ${field("path")} 得到 ${field("status")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `${field("method")} ${field("path")} from ${field("client")} got no response.`,
    chinese: `${field("client")} 的 ${field("method")} ${field("path")} 没有得到响应。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `${field("method")} ${field("path")} was served in full with 200.`,
    chinese: `${field("method")} ${field("path")} 返回了完整内容，状态码 200。`,
  }),
};

const partialContent: EventType = {
  name: "nginx/access-206",
  pattern: request("206"),
  numericFields: ["status", "bytes"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `${field("method")} ${field("path")} on ${field("vhost")} got ${field("status")} with ${field("bytes")} for ${field("client")}.`,
      `At ${field("timestamp")}, ${field("client")} got ${field("status")} (${field("bytes")}) on ${field("vhost")}.`,
    ],
    chinese: [
      `${field("timestamp")}，${field("vhost")} 上 ${field("client")} 请求的文件返回 ${field("status")}（部分内容），响应 ${field("bytes")} 字节。`,
      `${field("client")} 在 ${field("vhost")} 上的 ${field("method")} 请求得到 ${field("status")}，大小 ${field("bytes")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `${field("client")} got nothing from ${field("vhost")}.`,
    chinese: `${field("client")} 没有从 ${field("vhost")} 拿到任何内容。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `The range request from ${field("client")} was rejected with 416.`,
    chinese: `${field("client")} 的 Range 请求被拒绝，返回 416。`,
  }),
};

const openFailed: EventType = {
  name: "nginx/error-open-failed",
  pattern:
    /^open\(\) "(?<file>[^"]+)" failed \((?<errno>\d+): No such file or directory\), client: (?<client>\S+), server: (?<server>\w+), request: "(?<method>[A-Z]+) (?<path>\S+) HTTP\/1\.1", host: "(?<host>[^"]+)"(?:, referrer: "(?<referrer>[^"]+)")?$/,
  numericFields: ["errno", "pid"],
  entityFields: ["file", "path"],
  faithful: ({ value: field }) => ({
    english: [
      `open() "${field("file")}" failed (${field("errno")}: No such file or directory) for request: "${field("method")} ${field("path")}".`,
      `At ${field("date")} ${field("time")}, an [${field("level")}] for client ${field("client")}: open() of ${field("file")} failed, no such file or directory.`,
      `For the request ${field("method")} ${field("path")} of client ${field("client")} (server ${field("server")}, host ${field("host")}), open() of ${field("file")} failed: no such file or directory.`,
    ],
    chinese: [
      `${field("date")} ${field("time")}，打开 ${field("file")} 失败（${field("errno")}: 没有这个文件或目录），请求是 ${field("method")} ${field("path")}，客户端 ${field("client")}。`,
      `nginx 进程 ${field("pid")} 报错：${field("file")} 不存在，对应请求 ${field("path")}。`,
    ],
  }),
  negationDropsLineNegation: true,
  negation: ({ value: field }) => ({
    english: `${field("file")} was opened without error.`,
    chinese: `${field("file")} 正常打开了，没有报错。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `open() "${field("file")}" failed with permission denied.`,
    chinese: `打开 ${field("file")} 时权限被拒绝了。`,
  }),
};

const accessQuestionsEnglish = [
  "Which requests failed on the web server around {time}?",
  "What did the nginx access log record at {time}?",
  "Who was requesting pages around {time}?",
];
const accessQuestionsChinese = [
  "{time} 前后 web 服务器上有哪些请求失败了？",
  "{time} 时 nginx 的 access 日志记录了什么？",
  "{time} 左右是谁在请求页面？",
];
const causes: readonly ClaimPair[] = [
  {
    english: "because the document root was missing after a deploy",
    chinese: "原因是发布后 document root 丢了",
  },
  {
    english: "due to a broken link on the home page",
    chinese: "原因是首页上有一个坏链接",
  },
  {
    english: "because the upstream application was restarting",
    chinese: "原因是上游应用正在重启",
  },
];
const additions: readonly ClaimPair[] = [
  {
    english: "and nginx reloaded its configuration right after",
    chinese: "随后 nginx 立即重新加载了配置",
  },
  {
    english: "and the client was rate-limited a minute later",
    chinese: "并且该客户端一分钟后被限流",
  },
  {
    english: "and an uptime check failed at the same time",
    chinese: "并且同一时间可用性检查失败了",
  },
];

export const nginxAccessProfile: SourceProfile = {
  source: "NginxAccess",
  fileName: "nginx-access.log",
  header:
    /^(?:(?<vhost>[a-z]+(?:\.[a-z]+)+) )?(?<client>\d+\.\d+\.\d+\.\d+) - - \[(?<timestamp>[^\]]+)\] (?<message>.*)$/,
  derive: () => ({}),
  timeOf: ({ value: field }: FieldReader) => field("timestamp"),
  questionsEnglish: accessQuestionsEnglish,
  questionsChinese: accessQuestionsChinese,
  causes,
  additions,
  events: [ok, notFound, notModified, partialContent],
};

export const nginxErrorProfile: SourceProfile = {
  source: "NginxError",
  fileName: "nginx-error.log",
  header:
    /^(?<date>\d{4}\/\d\d\/\d\d) (?<time>\d\d:\d\d:\d\d) \[(?<level>\w+)\] (?<pid>\d+)#(?<tid>\d+): \*(?<connection>\d+) (?<message>.*)$/,
  derive: () => ({}),
  timeOf: ({ value: field }: FieldReader) => `${field("date")} ${field("time")}`,
  questionsEnglish: [
    "What errors did nginx log around {time}?",
    "Why did requests fail on nginx at {time}?",
    "What did the nginx error log record around {time}?",
  ],
  questionsChinese: [
    "{time} 前后 nginx 报了哪些错误？",
    "{time} 时 nginx 上的请求为什么失败？",
    "{time} 左右 nginx 的 error 日志记录了什么？",
  ],
  causes,
  additions,
  events: [openFailed],
};
