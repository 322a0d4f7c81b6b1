/**
 * Proxifier sample (connections relayed through an HTTPS proxy): header layout,
 * event types with English and Chinese claim templates, and fabrication clauses.
 */
import type { EventType, SourceProfile } from "./model.js";

function lifetimeInChinese(lifetime: string): string {
  return lifetime === "<1 sec" ? "不到 1 秒" : lifetime;
}

const proxyOpen: EventType = {
  name: "proxifier/open-through-proxy",
  pattern: /^open through proxy (?<proxy>[\w.-]+):(?<proxyPort>\d+) (?<protocol>HTTPS|SOCKS5)$/,
  numericFields: ["port"],
  entityFields: ["target", "program"],
  faithful: ({ value: field }) => ({
    english: [
      `${field("program")} opened ${field("target")}:${field("port")} through proxy ${field("proxy")}:${field("proxyPort")} with ${field("protocol")}.`,
      `At ${field("date")} ${field("time")}, ${field("target")}:${field("port")} was open through proxy ${field("proxy")}:${field("proxyPort")} for ${field("program")}.`,
    ],
    chinese: [
      `${field("program")} 通过代理 ${field("proxy")}:${field("proxyPort")}（${field("protocol")}）打开了到 ${field("target")}:${field("port")} 的连接。`,
      `${field("date")} ${field("time")}，${field("program")} 经 ${field("protocol")} 代理 ${field("proxy")}:${field("proxyPort")} 连接 ${field("target")}:${field("port")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `${field("program")} did not open ${field("target")}:${field("port")} through proxy ${field("proxy")}:${field("proxyPort")}.`,
    chinese: `${field("program")} 没有通过代理 ${field("proxy")}:${field("proxyPort")} 打开到 ${field("target")}:${field("port")} 的连接。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `${field("program")} was blocked from ${field("target")}:${field("port")} by proxy ${field("proxy")}:${field("proxyPort")}.`,
    chinese: `代理 ${field("proxy")}:${field("proxyPort")} 阻止了 ${field("program")} 访问 ${field("target")}:${field("port")}。`,
  }),
};

const proxyCloseEmpty: EventType = {
  name: "proxifier/close-without-data",
  pattern: /^close, 0 bytes sent, 0 bytes received, lifetime (?<lifetime><1 sec|[\d:]+)$/,
  numericFields: ["lifetime"],
  entityFields: ["target", "program"],
  faithful: ({ value: field }) => ({
    english: [
      `${field("program")} closed ${field("target")}:${field("port")} with 0 bytes sent and 0 bytes received, lifetime ${field("lifetime")}.`,
      `${field("target")}:${field("port")} close for ${field("program")}: 0 bytes sent, 0 bytes received, lifetime ${field("lifetime")}.`,
    ],
    chinese: [
      `${field("program")} 关闭了到 ${field("target")}:${field("port")} 的连接，发送和接收均为 0 字节，存活时间 ${lifetimeInChinese(field("lifetime"))}。`,
      `${field("date")} ${field("time")}，${field("program")} 的 ${field("target")}:${field("port")} 连接关闭，收发均为 0 字节。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `${field("program")} did not close ${field("target")}:${field("port")}.`,
    chinese: `${field("program")} 没有关闭到 ${field("target")}:${field("port")} 的连接。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `${field("program")} timed out on ${field("target")}:${field("port")} with 0 bytes sent.`,
    chinese: `${field("program")} 到 ${field("target")}:${field("port")} 的连接超时，发送了 0 字节。`,
  }),
};

const proxyClose: EventType = {
  name: "proxifier/close-with-traffic",
  pattern:
    /^close, (?<sent>\d+) bytes(?: \((?<sentShort>[\d.]+ [KM]B)\))? sent, (?<received>\d+) bytes(?: \((?<receivedShort>[\d.]+ [KM]B)\))? received, lifetime (?<lifetime><1 sec|[\d:]+)$/,
  numericFields: ["sent", "received", "lifetime"],
  entityFields: ["target", "program"],
  faithful: ({ value: field }) => ({
    english: [
      `${field("program")} closed ${field("target")}:${field("port")} with ${field("sent")} bytes sent and ${field("received")} bytes received, lifetime ${field("lifetime")}.`,
      `At ${field("time")}, ${field("program")} logged ${field("target")}:${field("port")} close, ${field("sent")} bytes sent, ${field("received")} bytes received.`,
    ],
    chinese: [
      `${field("program")} 关闭了到 ${field("target")}:${field("port")} 的连接，发送 ${field("sent")} 字节，接收 ${field("received")} 字节，存活时间 ${lifetimeInChinese(field("lifetime"))}。`,
      `${field("date")} ${field("time")}，${field("program")} 与 ${field("target")}:${field("port")} 的连接关闭，共发送 ${field("sent")} 字节、接收 ${field("received")} 字节。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `${field("program")} did not close ${field("target")}:${field("port")}.`,
    chinese: `${field("program")} 没有关闭到 ${field("target")}:${field("port")} 的连接。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `${field("program")} reset ${field("target")}:${field("port")} after ${field("sent")} bytes sent.`,
    chinese: `${field("program")} 在发送 ${field("sent")} 字节后重置了到 ${field("target")}:${field("port")} 的连接。`,
  }),
};

const requestCanceled: EventType = {
  name: "proxifier/request-canceled",
  pattern: /^error : A connection request was canceled before the completion\. ?$/,
  numericFields: [],
  entityFields: ["target", "program"],
  faithful: ({ value: field }) => ({
    english: [
      `${field("program")} reported an error for ${field("target")}:${field("port")}: a connection request was canceled before the completion.`,
      `At ${field("date")} ${field("time")}, a connection request to ${field("target")}:${field("port")} was canceled before the completion.`,
    ],
    chinese: [
      `${field("program")} 到 ${field("target")}:${field("port")} 的连接请求在完成前被取消（error）。`,
      `${field("date")} ${field("time")}，${field("program")} 对 ${field("target")}:${field("port")} 的连接请求未完成即被取消。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `The connection request of ${field("program")} to ${field("target")}:${field("port")} was not canceled.`,
    chinese: `${field("program")} 到 ${field("target")}:${field("port")} 的连接请求没有被取消。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `${field("program")} completed the connection request to ${field("target")}:${field("port")}.`,
    chinese: `${field("program")} 完成了到 ${field("target")}:${field("port")} 的连接请求。`,
  }),
};

const statusCodeError: EventType = {
  name: "proxifier/target-status-code",
  pattern:
    /^error : Could not connect through proxy (?<proxy>[\w.-]+):(?<proxyPort>\d+) - Proxy server cannot establish a connection with the target, status code (?<status>\d+)$/,
  numericFields: ["status"],
  entityFields: ["target", "program"],
  faithful: ({ value: field }) => ({
    english: [
      `${field("program")} could not connect to ${field("target")}:${field("port")} through proxy ${field("proxy")}:${field("proxyPort")}; status code ${field("status")}.`,
      `Proxy server cannot establish a connection with the target ${field("target")}:${field("port")}, status code ${field("status")}.`,
    ],
    chinese: [
      `${field("program")} 无法通过代理 ${field("proxy")}:${field("proxyPort")} 连接 ${field("target")}:${field("port")}，代理服务器无法与目标建立连接，状态码 ${field("status")}。`,
      `${field("date")} ${field("time")}，代理服务器无法与目标 ${field("target")}:${field("port")} 建立连接（状态码 ${field("status")}）。`,
    ],
  }),
  negationDropsLineNegation: true,
  negation: ({ value: field }) => ({
    english: `${field("program")} connected to ${field("target")}:${field("port")} through proxy ${field("proxy")}:${field("proxyPort")}.`,
    chinese: `${field("program")} 成功通过代理 ${field("proxy")}:${field("proxyPort")} 连接到 ${field("target")}:${field("port")}。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `Proxy ${field("proxy")}:${field("proxyPort")} timed out while connecting ${field("program")} to ${field("target")}:${field("port")}.`,
    chinese: `代理 ${field("proxy")}:${field("proxyPort")} 在为 ${field("program")} 连接 ${field("target")}:${field("port")} 时超时。`,
  }),
};

const proxyClosedUnexpectedly: EventType = {
  name: "proxifier/proxy-closed-unexpectedly",
  pattern:
    /^error : Could not connect through proxy (?<proxy>[\w.-]+):(?<proxyPort>\d+) - Proxy closed the connection unexpectedly\.$/,
  numericFields: ["port"],
  entityFields: ["target", "program"],
  faithful: ({ value: field }) => ({
    english: [
      `${field("program")} could not connect to ${field("target")}:${field("port")} through proxy ${field("proxy")}:${field("proxyPort")}; proxy closed the connection unexpectedly.`,
      `At ${field("date")} ${field("time")}, proxy ${field("proxy")}:${field("proxyPort")} closed the connection unexpectedly for ${field("program")}.`,
    ],
    chinese: [
      `${field("program")} 无法通过代理 ${field("proxy")}:${field("proxyPort")} 连接 ${field("target")}:${field("port")}，代理意外关闭了连接。`,
      `${field("date")} ${field("time")}，代理 ${field("proxy")}:${field("proxyPort")} 意外关闭了 ${field("program")} 的连接。`,
    ],
  }),
  negationDropsLineNegation: true,
  negation: ({ value: field }) => ({
    english: `${field("program")} connected to ${field("target")}:${field("port")} through proxy ${field("proxy")}:${field("proxyPort")}.`,
    chinese: `${field("program")} 成功通过代理 ${field("proxy")}:${field("proxyPort")} 连接到 ${field("target")}:${field("port")}。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `Proxy ${field("proxy")}:${field("proxyPort")} refused the connection from ${field("program")} to ${field("target")}:${field("port")}.`,
    chinese: `代理 ${field("proxy")}:${field("proxyPort")} 拒绝了 ${field("program")} 到 ${field("target")}:${field("port")} 的连接。`,
  }),
};

export const proxifierProfile: SourceProfile = {
  source: "Proxifier",
  fileName: "Proxifier_2k.log",
  header:
    /^\[(?<date>\d\d\.\d\d) (?<time>\d\d:\d\d:\d\d)\] (?<program>.+?) - (?<target>[^\s:]+):(?<port>\d+) (?<message>.+)$/,
  derive: () => ({}),
  timeOf: ({ value: field }) => `${field("date")} ${field("time")}`,
  questionsEnglish: [
    "Which connections did Proxifier handle at {time}?",
    "Were there any proxy errors around {time}?",
    "What did the Proxifier log show at {time}?",
  ],
  questionsChinese: [
    "Proxifier 在 {time} 处理了哪些连接？",
    "{time} 前后有没有代理错误？",
    "{time} 时 Proxifier 日志显示了什么？",
  ],
  causes: [
    { english: "because the proxy server was overloaded", chinese: "原因是代理服务器过载" },
    { english: "because the DNS lookup timed out", chinese: "原因是 DNS 查询超时" },
    {
      english: "due to a firewall rule on the campus network",
      chinese: "原因是校园网的防火墙规则",
    },
  ],
  additions: [
    {
      english: "and the application retried the request three times",
      chinese: "并且该应用程序重试了三次请求",
    },
    {
      english: "and the user was disconnected from the VPN",
      chinese: "并且用户随后从 VPN 断开",
    },
    {
      english: "and the traffic was flagged as suspicious",
      chinese: "并且该流量被标记为可疑",
    },
  ],
  events: [
    proxyOpen,
    proxyCloseEmpty,
    proxyClose,
    requestCanceled,
    statusCodeError,
    proxyClosedUnexpectedly,
  ],
};
