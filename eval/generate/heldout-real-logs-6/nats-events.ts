/**
 * NATS server 1.3.0 log with debug and trace on (process 1 in Docker): start-up and one
 * benchmark client connecting, subscribing and pinging (6 February 2019), then a request and
 * reply between two clients and a published stats message (4 February 2019, in the fixture's
 * own order): header layout, event types with English and Chinese claim templates, and
 * fabrication clauses.
 */
import type { EventType, SourceProfile } from "../heldout-real-logs/model.js";

const PEER = /^(?<client>\d+\.\d+\.\d+\.\d+:\d+) - cid:(?<cid>\d+) - /.source;

function peer(rest: string): RegExp {
  return new RegExp(`${PEER}${rest}`);
}

const starting: EventType = {
  name: "nats/starting",
  pattern: /^Starting nats-server version (?<version>\d+\.\d+\.\d+)$/,
  numericFields: [],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `Starting nats-server version ${field("version")}.`,
      `At ${field("date")} ${field("time")}, [${field("pid")}] logged starting nats-server version ${field("version")}.`,
    ],
    chinese: [
      `${field("date")} ${field("time")} 启动 nats-server，版本 ${field("version")}。`,
      `nats-server ${field("version")} 开始启动。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `nats-server ${field("version")} did not start.`,
    chinese: `nats-server ${field("version")} 没有启动。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `nats-server ${field("version")} failed to start.`,
    chinese: `nats-server ${field("version")} 启动失败了。`,
  }),
};

const gitCommit: EventType = {
  name: "nats/git-commit",
  pattern: /^Git commit \[(?<commit>[0-9a-f]+)\]$/,
  numericFields: [],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `The Git commit is ${field("commit")}.`,
      `At ${field("date")} ${field("time")}, INF logged Git commit [${field("commit")}].`,
    ],
    chinese: [
      `构建对应的 Git commit 是 ${field("commit")}。`,
      `${field("date")} ${field("time")} 打印了 Git commit [${field("commit")}]。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: () => ({
    english: "No Git commit was logged at startup.",
    chinese: "启动时没有打印 Git commit。",
  }),
  wrongEvent: ({ value: field }) => ({
    english: `The build at Git commit ${field("commit")} was rejected as unsigned.`,
    chinese: `Git commit ${field("commit")} 的构建因为没有签名被拒绝了。`,
  }),
};

const listening: EventType = {
  name: "nats/listening-for-clients",
  pattern: /^Listening for client connections on (?<address>\d+\.\d+\.\d+\.\d+):(?<port>\d+)$/,
  numericFields: ["port"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `Listening for client connections on ${field("address")}:${field("port")}.`,
      `At ${field("date")} ${field("time")}, it was listening for client connections on ${field("address")}:${field("port")}.`,
    ],
    chinese: [
      `开始在 ${field("address")}:${field("port")} 上监听客户端连接。`,
      `${field("date")} ${field("time")}，客户端端口 ${field("port")} 开始监听（${field("address")}）。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `Nothing was listening for client connections on port ${field("port")}.`,
    chinese: `${field("port")} 端口上并没有在监听客户端连接。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `Listening on ${field("address")}:${field("port")} failed: address already in use.`,
    chinese: `在 ${field("address")}:${field("port")} 上监听失败：地址已被占用。`,
  }),
};

const ready: EventType = {
  name: "nats/server-ready",
  pattern: /^Server is ready$/,
  numericFields: [],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `Server is ready at ${field("date")} ${field("time")}.`,
      `[${field("pid")}] logged that the server is ready.`,
    ],
    chinese: [`${field("date")} ${field("time")} 服务器已就绪。`, "服务已经 ready 了。"],
  }),
  negationDropsLineNegation: false,
  negation: () => ({
    english: "The server was not ready.",
    chinese: "服务器还没有就绪。",
  }),
  wrongEvent: () => ({
    english: "The server failed its readiness check.",
    chinese: "服务器的就绪检查失败了。",
  }),
};

const clientCreated: EventType = {
  name: "nats/client-connection-created",
  pattern: peer(/Client connection created$/.source),
  numericFields: ["cid"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `Client connection created for ${field("client")} (cid:${field("cid")}).`,
      `At ${field("time")}, ${field("client")} - cid:${field("cid")} - client connection created.`,
    ],
    chinese: [
      `${field("time")}，${field("client")} 建立了客户端连接，cid 为 ${field("cid")}。`,
      `新的 client 连接已创建：${field("client")}，cid:${field("cid")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `No client connection was created for ${field("client")}.`,
    chinese: `${field("client")} 没有建立客户端连接。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `The client connection from ${field("client")} was rejected for an authorization violation.`,
    chinese: `${field("client")} 的客户端连接因为授权错误被拒绝。`,
  }),
};

const connect: EventType = {
  name: "nats/connect",
  pattern: peer(
    /->> \[CONNECT \{"verbose":(?<verbose>true|false),"pedantic":(?<pedantic>true|false),"tls_required":(?<tls>true|false),"name":"(?<name>[^"]+)","lang":"(?<lang>\w+)","version":"(?<version>[\d.]+)","protocol":(?<protocol>\d+),"echo":(?<echo>true|false)\}\]$/
      .source,
  ),
  numericFields: ["cid"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `${field("client")} - cid:${field("cid")} - ->> CONNECT with name ${field("name")}, lang ${field("lang")}, version ${field("version")}, tls_required ${field("tls")}.`,
      `At ${field("time")}, cid:${field("cid")} logged CONNECT with verbose ${field("verbose")}, pedantic ${field("pedantic")} and echo ${field("echo")}.`,
    ],
    chinese: [
      `${field("time")}，客户端 ${field("client")}（cid:${field("cid")}）发来 CONNECT，name 为 "${field("name")}"，lang 为 ${field("lang")}，版本 ${field("version")}，没有要求 TLS。`,
      `cid:${field("cid")} 的 CONNECT 参数：verbose 为 ${field("verbose")}，pedantic 为 ${field("pedantic")}，protocol 为 ${field("protocol")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `cid:${field("cid")} never sent CONNECT.`,
    chinese: `cid:${field("cid")} 没有发送 CONNECT。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `The CONNECT of cid:${field("cid")} was rejected with an authorization violation.`,
    chinese: `cid:${field("cid")} 的 CONNECT 因为授权错误被拒绝了。`,
  }),
};

const subscribe: EventType = {
  name: "nats/subscribe",
  pattern: peer(/->> \[SUB (?<subject>\S+) (?<sid>\d+)\]$/.source),
  numericFields: ["cid", "sid"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `${field("client")} - cid:${field("cid")} - ->> [SUB ${field("subject")} ${field("sid")}].`,
      `At ${field("time")}, cid:${field("cid")} logged SUB ${field("subject")} ${field("sid")}.`,
    ],
    chinese: [
      `${field("time")}，cid:${field("cid")} 订阅了主题 ${field("subject")}，订阅编号为 ${field("sid")}。`,
      `客户端 ${field("client")} 发起 SUB，订阅 ${field("subject")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `cid:${field("cid")} did not subscribe to ${field("subject")}.`,
    chinese: `cid:${field("cid")} 没有订阅 ${field("subject")}。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `cid:${field("cid")} unsubscribed from ${field("subject")}.`,
    chinese: `cid:${field("cid")} 取消了对 ${field("subject")} 的订阅。`,
  }),
};

const ping: EventType = {
  name: "nats/ping",
  pattern: peer(/->> \[PING\]$/.source),
  numericFields: ["cid"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `cid:${field("cid")} ->> [PING] at ${field("time")}.`,
      `At ${field("time")}, ${field("client")} - cid:${field("cid")} logged PING.`,
    ],
    chinese: [
      `${field("time")}，cid:${field("cid")} 的客户端发来 PING。`,
      `客户端 ${field("client")} 向服务端发送了 PING。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `cid:${field("cid")} sent no PING.`,
    chinese: `cid:${field("cid")} 没有发送 PING。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `cid:${field("cid")} timed out waiting for PONG.`,
    chinese: `cid:${field("cid")} 等待 PONG 超时了。`,
  }),
};

const pong: EventType = {
  name: "nats/pong",
  pattern: peer(/<<- \[PONG\]$/.source),
  numericFields: ["cid"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `cid:${field("cid")} <<- [PONG] at ${field("time")}.`,
      `At ${field("time")}, ${field("client")} - cid:${field("cid")} got PONG.`,
    ],
    chinese: [
      `${field("time")}，服务端给 cid:${field("cid")} 回了 PONG。`,
      `服务器向 ${field("client")} 回复了 PONG。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `No PONG was sent to cid:${field("cid")}.`,
    chinese: `服务端没有给 cid:${field("cid")} 回 PONG。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `cid:${field("cid")} was disconnected as a stale connection.`,
    chinese: `cid:${field("cid")} 被当作 stale connection 断开了。`,
  }),
};

const publishWithReply: EventType = {
  name: "nats/publish-with-reply",
  pattern: peer(/->> \[PUB (?<subject>\S+) (?<reply>_INBOX\.\S+) (?<size>\d+)\]$/.source),
  numericFields: ["size", "cid"],
  entityFields: ["subject"],
  faithful: ({ value: field }) => ({
    english: [
      `At ${field("time")}, cid:${field("cid")} logged PUB ${field("subject")} ${field("reply")} ${field("size")}.`,
      `${field("client")} - cid:${field("cid")} - ->> PUB ${field("subject")} ${field("reply")} ${field("size")}.`,
    ],
    chinese: [
      `${field("time")}，cid:${field("cid")}（${field("client")}）向 ${field("subject")} 发布了一条 ${field("size")} 字节的请求，回复地址是 ${field("reply")}。`,
      `客户端 ${field("client")} PUB 到 ${field("subject")}，消息大小 ${field("size")} 字节，回复地址为 ${field("reply")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `cid:${field("cid")} did not publish to ${field("subject")}.`,
    chinese: `cid:${field("cid")} 没有向 ${field("subject")} 发布消息。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `The PUB to ${field("subject")} by cid:${field("cid")} was rejected as a permissions violation.`,
    chinese: `cid:${field("cid")} 向 ${field("subject")} 的 PUB 因为权限不足被拒绝。`,
  }),
};

const publish: EventType = {
  name: "nats/publish",
  pattern: peer(/->> \[PUB (?<subject>\S+) (?<size>\d+)\]$/.source),
  numericFields: ["size", "cid"],
  entityFields: ["client"],
  faithful: ({ value: field }) => ({
    english: [
      `At ${field("time")}, cid:${field("cid")} logged PUB ${field("subject")} ${field("size")}.`,
      `${field("client")} - cid:${field("cid")} - ->> [PUB ${field("subject")} ${field("size")}].`,
    ],
    chinese: [
      `${field("time")}，cid:${field("cid")}（${field("client")}）向 ${field("subject")} 发布了一条 ${field("size")} 字节的消息。`,
      `客户端 ${field("client")} PUB 到 ${field("subject")}，消息大小 ${field("size")} 字节。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `cid:${field("cid")} did not publish to ${field("subject")}.`,
    chinese: `cid:${field("cid")} 没有向 ${field("subject")} 发布消息。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `The PUB to ${field("subject")} by cid:${field("cid")} was rejected as a permissions violation.`,
    chinese: `cid:${field("cid")} 向 ${field("subject")} 的 PUB 因为权限不足被拒绝。`,
  }),
};

const payload: EventType = {
  name: "nats/message-payload",
  pattern: peer(/->> MSG_PAYLOAD: \[(?<payload>[^\]]+)\]$/.source),
  numericFields: ["cid"],
  entityFields: ["payload"],
  faithful: ({ value: field }) => ({
    english: [
      `cid:${field("cid")} ->> MSG_PAYLOAD: [${field("payload")}]`,
      `At ${field("time")}, the MSG_PAYLOAD of cid:${field("cid")} was "${field("payload")}"`,
    ],
    chinese: [
      `${field("time")}，cid:${field("cid")} 发送的消息内容是 "${field("payload")}"`,
      `${field("client")} 的 MSG_PAYLOAD 为 [${field("payload")}]`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `cid:${field("cid")} sent no payload.`,
    chinese: `cid:${field("cid")} 没有发送任何消息内容。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `The payload from cid:${field("cid")} was dropped as too large.`,
    chinese: `cid:${field("cid")} 的消息因为太大被丢弃了。`,
  }),
};

const deliverWithReply: EventType = {
  name: "nats/deliver-with-reply",
  pattern: peer(
    /<<- \[MSG (?<subject>\S+) (?<sid>\d+) (?<reply>_INBOX\.\S+) (?<size>\d+)\]$/.source,
  ),
  numericFields: ["size", "sid"],
  entityFields: ["subject"],
  faithful: ({ value: field }) => ({
    english: [
      `At ${field("time")}, ${field("client")} - cid:${field("cid")} got MSG ${field("subject")}, ${field("size")}.`,
      `cid:${field("cid")} <<- MSG ${field("subject")} ${field("sid")} ${field("reply")} ${field("size")}.`,
    ],
    chinese: [
      `${field("time")}，服务端把 ${field("subject")} 上的一条消息（${field("size")} 字节）投递给 cid:${field("cid")}，回复地址 ${field("reply")}。`,
      `cid:${field("cid")}（${field("client")}）收到了 ${field("subject")} 的 MSG，订阅编号 ${field("sid")}，大小 ${field("size")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `No MSG on ${field("subject")} was delivered to cid:${field("cid")}.`,
    chinese: `${field("subject")} 的消息没有投递给 cid:${field("cid")}。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `Delivery of ${field("subject")} to cid:${field("cid")} failed because it is a slow consumer.`,
    chinese: `cid:${field("cid")} 是 slow consumer，${field("subject")} 的消息投递失败。`,
  }),
};

const deliver: EventType = {
  name: "nats/deliver",
  pattern: peer(/<<- \[MSG (?<subject>\S+) (?<sid>\d+) (?<size>\d+)\]$/.source),
  numericFields: ["size", "sid"],
  entityFields: ["subject"],
  faithful: ({ value: field }) => ({
    english: [
      `At ${field("time")}, ${field("client")} - cid:${field("cid")} got MSG ${field("subject")}, ${field("size")}.`,
      `cid:${field("cid")} <<- [MSG ${field("subject")} ${field("sid")} ${field("size")}].`,
    ],
    chinese: [
      `${field("time")}，服务端把 ${field("subject")} 上的一条消息（${field("size")} 字节）投递给 cid:${field("cid")}。`,
      `cid:${field("cid")}（${field("client")}）收到了 ${field("subject")} 的 MSG，订阅编号 ${field("sid")}，大小 ${field("size")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `No MSG on ${field("subject")} was delivered to cid:${field("cid")}.`,
    chinese: `${field("subject")} 的消息没有投递给 cid:${field("cid")}。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `Delivery of ${field("subject")} to cid:${field("cid")} failed because it is a slow consumer.`,
    chinese: `cid:${field("cid")} 是 slow consumer，${field("subject")} 的消息投递失败。`,
  }),
};

export const natsProfile: SourceProfile = {
  source: "NATS",
  fileName: "nats-server-1.3.0.log",
  header:
    /^\[(?<pid>\d+)\] (?<date>\d{4}\/\d\d\/\d\d) (?<time>\d\d:\d\d:\d\d\.\d{6}) \[(?<level>[A-Z]{3})\] (?<message>.*)$/,
  derive: () => ({}),
  timeOf: ({ value: field }) => `${field("date")} ${field("time")}`,
  questionsEnglish: [
    "What did the NATS server log around {time}?",
    "Which clients talked to NATS around {time}?",
    "Were messages delivered through NATS at {time}?",
  ],
  questionsChinese: [
    "{time} 前后 NATS 服务器记录了什么？",
    "{time} 左右有哪些客户端连到了 NATS？",
    "{time} 时 NATS 的消息有没有投递出去？",
  ],
  causes: [
    {
      english: "because the cluster route to the other server was down",
      chinese: "原因是到另一台服务器的 cluster route 断了",
    },
    {
      english: "due to a slow consumer on the subject",
      chinese: "原因是该主题上有一个 slow consumer",
    },
    {
      english: "because the client reconnected after a network blip",
      chinese: "原因是客户端在网络抖动后重新连接",
    },
  ],
  additions: [
    {
      english: "and the server dropped messages for cid:4 right after",
      chinese: "随后服务端立即丢弃了 cid:4 的消息",
    },
    {
      english: "and the subscription was removed a second later",
      chinese: "并且该订阅一秒后被移除",
    },
    {
      english: "and the monitoring endpoint reported 3 slow consumers",
      chinese: "并且监控端点报告了 3 个 slow consumer",
    },
  ],
  events: [
    starting,
    gitCommit,
    listening,
    ready,
    clientCreated,
    connect,
    subscribe,
    ping,
    pong,
    publishWithReply,
    publish,
    payload,
    deliverWithReply,
    deliver,
  ],
};
