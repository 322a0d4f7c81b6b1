/**
 * ZooKeeper quorum member sample (myid=2, August 2015: client connections and sessions,
 * session expiry and termination, old clients, election notifications, quorum start-up,
 * snapshots and DIFF sync, settings): header layout, event types with English and
 * Chinese claim templates, and fabrication clauses.
 */
import type { EventType, FieldValues, SourceProfile } from "../heldout-real-logs/model.js";

const cannotOpenChannel: EventType = {
  name: "zookeeper/cannot-open-channel",
  pattern: /^Cannot open channel to (?<sid>\d+) at election address \/(?<ip>[\d.]+):(?<port>\d+)$/,
  numericFields: ["sid", "port"],
  entityFields: ["ip"],
  faithful: ({ value: field }) => ({
    english: [
      `QuorumCnxManager cannot open channel to ${field("sid")} at election address /${field("ip")}:${field("port")}.`,
      `At ${field("time")}, QuorumPeer[myid=2] logged a ${field("level")}: cannot open channel to ${field("sid")} at /${field("ip")}:${field("port")}.`,
    ],
    chinese: [
      `QuorumCnxManager 无法打开到服务器 ${field("sid")} 的通道，选举地址为 ${field("ip")}:${field("port")}。`,
      `${field("date")} ${field("time")}，myid=2 的节点连不上 ${field("sid")} 号服务器的选举端口 ${field("ip")}:${field("port")}。`,
    ],
  }),
  negationDropsLineNegation: true,
  negation: ({ value: field }) => ({
    english: `QuorumCnxManager opened the channel to ${field("sid")} at /${field("ip")}:${field("port")}.`,
    chinese: `QuorumCnxManager 成功打开了到 ${field("sid")} 的通道（${field("ip")}:${field("port")}）。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `Server ${field("sid")} at /${field("ip")}:${field("port")} was removed from the quorum.`,
    chinese: `地址为 ${field("ip")}:${field("port")} 的服务器 ${field("sid")} 被移出了 quorum。`,
  }),
};

const oldClient: EventType = {
  name: "zookeeper/old-client-connection-request",
  pattern:
    /^Connection request from old client \/(?<ip>[\d.]+):(?<port>\d+); will be dropped if server is in r-o mode$/,
  numericFields: ["port"],
  entityFields: ["ip"],
  faithful: ({ value: field }) => ({
    english: [
      `ZooKeeperServer got a connection request from old client /${field("ip")}:${field("port")}; it will be dropped if server is in r-o mode.`,
      `At ${field("time")}, ZooKeeperServer logged a connection request from old client /${field("ip")}:${field("port")} that will be dropped if server is in r-o mode.`,
    ],
    chinese: [
      `收到旧版客户端 ${field("ip")}:${field("port")} 的连接请求；如果服务器处于只读（r-o）模式，这个连接会被丢弃。`,
      `${field("date")} ${field("time")}，ZooKeeperServer 发出 ${field("level")}：旧客户端 ${field("ip")}:${field("port")} 请求连接，服务器若是只读模式将丢弃该请求。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `The connection request from /${field("ip")}:${field("port")} was not from an old client.`,
    chinese: `来自 ${field("ip")}:${field("port")} 的连接请求并非来自旧版客户端。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `ZooKeeperServer dropped the connection from old client /${field("ip")}:${field("port")} because the server was read-only.`,
    chinese: `服务器处于只读模式，因此丢弃了旧版客户端 ${field("ip")}:${field("port")} 的连接。`,
  }),
};

const endOfStream: EventType = {
  name: "zookeeper/end-of-stream-exception",
  pattern: /^caught end of stream exception$/,
  numericFields: [],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `NIOServerCnxn caught end of stream exception.`,
      `At ${field("time")}, NIOServerCnxn@${field("codeLine")} caught an end of stream exception.`,
    ],
    chinese: [
      `NIOServerCnxn 捕获到流结束异常（end of stream exception）。`,
      `${field("date")} ${field("time")}，NIOServerCnxn 遇到 end of stream 异常（${field("level")}）。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `NIOServerCnxn caught no exception at ${field("time")}.`,
    chinese: `${field("time")} 时 NIOServerCnxn 没有捕获到任何异常。`,
  }),
  wrongEvent: () => ({
    english: "NIOServerCnxn caught an out of memory exception.",
    chinese: "NIOServerCnxn 捕获到内存溢出异常。",
  }),
};

const newSessionAttempt: EventType = {
  name: "zookeeper/client-establishing-new-session",
  pattern: /^Client attempting to establish new session at \/(?<ip>[\d.]+):(?<port>\d+)$/,
  numericFields: ["port"],
  entityFields: ["ip"],
  faithful: ({ value: field }) => ({
    english: [
      `A client is attempting to establish a new session at /${field("ip")}:${field("port")}.`,
      `At ${field("time")}, ZooKeeperServer logged a client attempting to establish new session at /${field("ip")}:${field("port")}.`,
    ],
    chinese: [
      `客户端 ${field("ip")}:${field("port")} 正在尝试建立新会话。`,
      `${field("date")} ${field("time")}，ZooKeeperServer 记录到 ${field("ip")}:${field("port")} 的客户端想要建立一个新会话。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `No client attempted to establish a new session at /${field("ip")}:${field("port")}.`,
    chinese: `${field("ip")}:${field("port")} 没有客户端尝试建立新会话。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `The client at /${field("ip")}:${field("port")} attempted to renew an existing session.`,
    chinese: `${field("ip")}:${field("port")} 的客户端尝试续订一个已有会话。`,
  }),
};

const sessionEstablished: EventType = {
  name: "zookeeper/session-established",
  pattern:
    /^Established session (?<session>0x[0-9a-f]+) with negotiated timeout (?<timeout>\d+) for client \/(?<ip>[\d.]+):(?<port>\d+)$/,
  numericFields: ["timeout", "port"],
  entityFields: ["session", "ip"],
  faithful: ({ value: field }) => ({
    english: [
      `Established session ${field("session")} with negotiated timeout ${field("timeout")} for client /${field("ip")}:${field("port")}.`,
      `At ${field("time")}, ZooKeeperServer established session ${field("session")} for client /${field("ip")}:${field("port")}; the negotiated timeout is ${field("timeout")}.`,
    ],
    chinese: [
      `已为客户端 ${field("ip")}:${field("port")} 建立会话 ${field("session")}，协商超时为 ${field("timeout")}。`,
      `${field("date")} ${field("time")}，会话 ${field("session")} 建立成功，客户端 ${field("ip")}:${field("port")}，协商出的超时时间是 ${field("timeout")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `Session ${field("session")} was not established for /${field("ip")}:${field("port")}.`,
    chinese: `没有为 ${field("ip")}:${field("port")} 建立会话 ${field("session")}。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `At ${field("time")}, session ${field("session")} for client /${field("ip")}:${field("port")} expired.`,
    chinese: `${field("time")}，客户端 ${field("ip")}:${field("port")} 的会话 ${field("session")} 已过期。`,
  }),
};

const revalidatingClient: EventType = {
  name: "zookeeper/revalidating-client",
  pattern: /^Revalidating client: (?<session>0x[0-9a-f]+)$/,
  numericFields: [],
  entityFields: ["session"],
  faithful: ({ value: field }) => ({
    english: [
      `Learner is revalidating client ${field("session")}.`,
      `At ${field("time")}, the Learner logged Revalidating client: ${field("session")}.`,
    ],
    chinese: [
      `Learner 正在重新验证客户端 ${field("session")}。`,
      `${field("date")} ${field("time")}，Learner 对客户端 ${field("session")} 做重新验证。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `Learner did not revalidate client ${field("session")}.`,
    chinese: `Learner 没有重新验证客户端 ${field("session")}。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `At ${field("time")}, Learner disconnected client ${field("session")}.`,
    chinese: `${field("time")}，Learner 断开了客户端 ${field("session")}。`,
  }),
};

const purgeInterval: EventType = {
  name: "zookeeper/autopurge-purge-interval",
  pattern: /^autopurge\.purgeInterval set to (?<value>\d+)$/,
  numericFields: ["value"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `DatadirCleanupManager set autopurge.purgeInterval to ${field("value")}.`,
      `At ${field("date")} ${field("time")}, autopurge.purgeInterval was set to ${field("value")}.`,
    ],
    chinese: [
      `DatadirCleanupManager 把 autopurge.purgeInterval 设为 ${field("value")}。`,
      `${field("date")} ${field("time")}，autopurge.purgeInterval 被设置成 ${field("value")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: () => ({
    english: "autopurge.purgeInterval was not set.",
    chinese: "autopurge.purgeInterval 没有被设置。",
  }),
  wrongEvent: () => ({
    english: "DatadirCleanupManager purged the old snapshots.",
    chinese: "DatadirCleanupManager 清理了旧的快照。",
  }),
};

const maxSessionTimeout: EventType = {
  name: "zookeeper/max-session-timeout",
  pattern: /^maxSessionTimeout set to (?<value>-?\d+)$/,
  numericFields: ["value"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `QuorumPeer set maxSessionTimeout to ${field("value")}.`,
      `At ${field("time")}, maxSessionTimeout was set to ${field("value")}.`,
    ],
    chinese: [
      `QuorumPeer 将 maxSessionTimeout 设置为 ${field("value")}。`,
      `${field("date")} ${field("time")}，maxSessionTimeout 被设成 ${field("value")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: () => ({
    english: "maxSessionTimeout was not set.",
    chinese: "maxSessionTimeout 没有被设置。",
  }),
  wrongEvent: () => ({
    english: "QuorumPeer rejected the maxSessionTimeout setting.",
    chinese: "QuorumPeer 拒绝了 maxSessionTimeout 的设置。",
  }),
};

const listenerConnectionRequest: EventType = {
  name: "zookeeper/election-connection-request",
  pattern: /^Received connection request \/(?<ip>[\d.]+):(?<port>\d+)$/,
  numericFields: ["port"],
  entityFields: ["ip"],
  faithful: ({ value: field }) => ({
    english: [
      `QuorumCnxManager$Listener received connection request /${field("ip")}:${field("port")}.`,
      `At ${field("time")}, the Listener on /${field("listener")} received connection request /${field("ip")}:${field("port")}.`,
    ],
    chinese: [
      `QuorumCnxManager$Listener 收到来自 ${field("ip")}:${field("port")} 的连接请求。`,
      `${field("date")} ${field("time")}，${field("listener")} 上的 QuorumCnxManager 监听器收到 ${field("ip")}:${field("port")} 发来的连接请求。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `No connection request was received from /${field("ip")}:${field("port")}.`,
    chinese: `没有收到 ${field("ip")}:${field("port")} 的连接请求。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `QuorumCnxManager$Listener refused the connection request /${field("ip")}:${field("port")}.`,
    chinese: `QuorumCnxManager$Listener 拒绝了 ${field("ip")}:${field("port")} 的连接请求。`,
  }),
};

const peerState: EventType = {
  name: "zookeeper/peer-state",
  pattern: /^(?<state>FOLLOWING|LOOKING)$/,
  numericFields: [],
  entityFields: ["state"],
  faithful: ({ value: field }) => ({
    english: [
      `QuorumPeer[myid=2] is ${field("state")}.`,
      `At ${field("date")} ${field("time")}, QuorumPeer logged ${field("state")}.`,
    ],
    chinese: [
      `QuorumPeer[myid=2] 进入 ${field("state")} 状态。`,
      `${field("date")} ${field("time")}，myid=2 的节点状态变为 ${field("state")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `QuorumPeer[myid=2] is not ${field("state")}.`,
    chinese: `QuorumPeer[myid=2] 并不处于 ${field("state")} 状态。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `At ${field("date")} ${field("time")}, QuorumPeer[myid=2] became the leader (LEADING).`,
    chinese: `${field("date")} ${field("time")}，QuorumPeer[myid=2] 成为了 leader（LEADING）。`,
  }),
};

const acceptedSocket: EventType = {
  name: "zookeeper/accepted-socket-connection",
  pattern: /^Accepted socket connection from \/(?<ip>[\d.]+):(?<port>\d+)$/,
  numericFields: ["port"],
  entityFields: ["ip"],
  faithful: ({ value: field }) => ({
    english: [
      `NIOServerCnxnFactory accepted a socket connection from /${field("ip")}:${field("port")}.`,
      `At ${field("time")}, NIOServerCxn.Factory on 0.0.0.0/0.0.0.0:2181 accepted socket connection from /${field("ip")}:${field("port")}.`,
    ],
    chinese: [
      `NIOServerCnxnFactory 接受了来自 ${field("ip")}:${field("port")} 的 socket 连接。`,
      `${field("date")} ${field("time")}，2181 端口接受了 ${field("ip")}:${field("port")} 的连接。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `NIOServerCnxnFactory rejected the socket connection from /${field("ip")}:${field("port")}.`,
    chinese: `NIOServerCnxnFactory 拒绝了来自 ${field("ip")}:${field("port")} 的 socket 连接。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `NIOServerCnxnFactory timed out the socket connection from /${field("ip")}:${field("port")}.`,
    chinese: `来自 ${field("ip")}:${field("port")} 的 socket 连接在 NIOServerCnxnFactory 中超时。`,
  }),
};

const renewSession: EventType = {
  name: "zookeeper/client-renewing-session",
  pattern:
    /^Client attempting to renew session (?<session>0x[0-9a-f]+) at \/(?<ip>[\d.]+):(?<port>\d+)$/,
  numericFields: ["port"],
  entityFields: ["session", "ip"],
  faithful: ({ value: field }) => ({
    english: [
      `A client is attempting to renew session ${field("session")} at /${field("ip")}:${field("port")}.`,
      `At ${field("time")}, ZooKeeperServer logged a client at /${field("ip")}:${field("port")} attempting to renew session ${field("session")}.`,
    ],
    chinese: [
      `${field("ip")}:${field("port")} 上的客户端正在尝试续订会话 ${field("session")}。`,
      `${field("date")} ${field("time")}，客户端 ${field("ip")}:${field("port")} 想要恢复会话 ${field("session")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `No client attempted to renew session ${field("session")}.`,
    chinese: `没有客户端尝试续订会话 ${field("session")}。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `At ${field("time")}, the client at /${field("ip")}:${field("port")} closed session ${field("session")}.`,
    chinese: `${field("time")}，${field("ip")}:${field("port")} 的客户端关闭了会话 ${field("session")}。`,
  }),
};

const closedWithSession: EventType = {
  name: "zookeeper/closed-socket-with-session",
  pattern:
    /^Closed socket connection for client \/(?<ip>[\d.]+):(?<port>\d+) which had sessionid (?<session>0x[0-9a-f]+)$/,
  numericFields: ["port"],
  entityFields: ["ip", "session"],
  faithful: ({ value: field }) => ({
    english: [
      `NIOServerCnxn closed the socket connection for client /${field("ip")}:${field("port")}, which had sessionid ${field("session")}.`,
      `At ${field("time")}, the socket connection for client /${field("ip")}:${field("port")} with sessionid ${field("session")} was closed.`,
    ],
    chinese: [
      `NIOServerCnxn 关闭了客户端 ${field("ip")}:${field("port")} 的 socket 连接，该连接的会话 ID 为 ${field("session")}。`,
      `${field("date")} ${field("time")}，会话 ${field("session")} 对应的客户端 ${field("ip")}:${field("port")} 的连接已关闭。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `The socket connection for client /${field("ip")}:${field("port")} stayed open.`,
    chinese: `客户端 ${field("ip")}:${field("port")} 的 socket 连接仍然保持打开。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `Session ${field("session")} of client /${field("ip")}:${field("port")} was moved to another server.`,
    chinese: `客户端 ${field("ip")}:${field("port")} 的会话 ${field("session")} 被迁移到另一台服务器。`,
  }),
};

const closedWithoutSession: EventType = {
  name: "zookeeper/closed-socket-no-session",
  pattern:
    /^Closed socket connection for client \/(?<ip>[\d.]+):(?<port>\d+) \(no session established for client\)$/,
  numericFields: ["port"],
  entityFields: ["ip"],
  faithful: ({ value: field }) => ({
    english: [
      `NIOServerCnxn closed the socket connection for client /${field("ip")}:${field("port")} (no session established for client).`,
      `At ${field("time")}, the socket connection for client /${field("ip")}:${field("port")} was closed; no session was established for the client.`,
    ],
    chinese: [
      `NIOServerCnxn 关闭了客户端 ${field("ip")}:${field("port")} 的 socket 连接，该客户端还没有建立会话。`,
      `${field("date")} ${field("time")}，客户端 ${field("ip")}:${field("port")} 的连接被关闭，当时没有为它建立会话。`,
    ],
  }),
  negationDropsLineNegation: true,
  negation: ({ value: field }) => ({
    english: `The client /${field("ip")}:${field("port")} had an established session.`,
    chinese: `客户端 ${field("ip")}:${field("port")} 已经建立了会话。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `The client /${field("ip")}:${field("port")} was blocked by the firewall.`,
    chinese: `客户端 ${field("ip")}:${field("port")} 被防火墙拦截了。`,
  }),
};

const serverEnvironment: EventType = {
  name: "zookeeper/server-environment-class-path",
  pattern: /^Server environment:(?<key>java\.class\.path)=(?<first>[^:]+):.*:(?<last>[^:]+)$/,
  numericFields: [],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `The server environment ${field("key")} has ${field("first")} and ${field("last")}.`,
      `At ${field("time")}, Environment logged the server environment ${field("key")} with ${field("last")}.`,
    ],
    chinese: [
      `服务器环境中的 ${field("key")} 包含 ${field("first")} 和 ${field("last")}。`,
      `${field("date")} ${field("time")}，Environment 打印的 ${field("key")} 以 ${field("first")} 开头，以 ${field("last")} 结尾。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `The server environment ${field("key")} does not include ${field("last")}.`,
    chinese: `${field("key")} 中没有 ${field("last")}。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `The server environment ${field("key")} was reset to its default.`,
    chinese: `服务器环境 ${field("key")} 被重置为默认值。`,
  }),
};

const quorumOfSupporters: EventType = {
  name: "zookeeper/have-quorum-of-supporters",
  pattern:
    /^Have quorum of supporters; starting up and setting last processed zxid: (?<zxid>0x[0-9a-f]+)$/,
  numericFields: ["zxid"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `The leader has quorum of supporters; it is starting up and setting last processed zxid ${field("zxid")}.`,
      `At ${field("time")}, Leader logged that it has quorum of supporters and is setting the last processed zxid to ${field("zxid")}.`,
    ],
    chinese: [
      `Leader 已获得 quorum 的支持，正在启动，并把最后处理的 zxid 设为 ${field("zxid")}。`,
      `${field("date")} ${field("time")}，支持者已达到法定人数，Leader 开始启动，last processed zxid 设置为 ${field("zxid")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: () => ({
    english: "The leader did not have quorum of supporters.",
    chinese: "Leader 没有获得 quorum 的支持。",
  }),
  wrongEvent: () => ({
    english: "The leader lost quorum of supporters and shut down.",
    chinese: "Leader 失去了 quorum 的支持并关闭。",
  }),
};

const notification: EventType = {
  name: "zookeeper/election-notification",
  pattern:
    /^Notification: (?<leader>\d+) \(n\.leader\), (?<zxid>0x[0-9a-f]+) \(n\.zxid\), (?<round>0x[0-9a-f]+) \(n\.round\), (?<peerState>[A-Z]+) \(n\.state\), (?<sid>\d+) \(n\.sid\), (?<epoch>0x[0-9a-f]+) \(n\.peerEPoch\), (?<myState>[A-Z]+) \(my state\)$/,
  numericFields: ["leader", "sid", "zxid"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `FastLeaderElection got a notification: n.leader ${field("leader")}, n.zxid ${field("zxid")}, n.round ${field("round")}, n.state ${field("peerState")}, n.sid ${field("sid")}, my state ${field("myState")}.`,
      `At ${field("time")}, WorkerReceiver[myid=2] logged a notification with n.sid ${field("sid")}, n.leader ${field("leader")} and n.state ${field("peerState")}; my state was ${field("myState")}.`,
    ],
    chinese: [
      `FastLeaderElection 收到通知：n.leader 为 ${field("leader")}，n.zxid 为 ${field("zxid")}，n.round 为 ${field("round")}，对方状态 ${field("peerState")}，n.sid 为 ${field("sid")}，本机状态 ${field("myState")}。`,
      `${field("date")} ${field("time")}，myid=2 收到 sid ${field("sid")} 的选举通知，对方推举 ${field("leader")} 为 leader，对方处于 ${field("peerState")}，本机处于 ${field("myState")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `FastLeaderElection got no notification from n.sid ${field("sid")}.`,
    chinese: `FastLeaderElection 没有收到 sid ${field("sid")} 的通知。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `Server ${field("sid")} rejected the notification and left the election.`,
    chinese: `服务器 ${field("sid")} 拒绝了这条通知并退出了选举。`,
  }),
};

const expiringSession: EventType = {
  name: "zookeeper/expiring-session",
  pattern: /^Expiring session (?<session>0x[0-9a-f]+), timeout of (?<timeout>\d+)ms exceeded$/,
  numericFields: ["timeout"],
  entityFields: ["session"],
  faithful: ({ value: field }) => ({
    english: [
      `ZooKeeperServer is expiring session ${field("session")}: timeout of ${field("timeout")}ms exceeded.`,
      `At ${field("time")}, SessionTracker is expiring session ${field("session")}; the timeout of ${field("timeout")}ms was exceeded.`,
    ],
    chinese: [
      `会话 ${field("session")} 超过 ${field("timeout")}ms 的超时时间，正在过期。`,
      `${field("date")} ${field("time")}，SessionTracker 因超时（${field("timeout")}ms）让会话 ${field("session")} 过期。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `Session ${field("session")} did not exceed its timeout.`,
    chinese: `会话 ${field("session")} 没有超时。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `At ${field("time")}, session ${field("session")} was renewed by its client.`,
    chinese: `${field("time")}，会话 ${field("session")} 被客户端续期了。`,
  }),
};

const sessionTermination: EventType = {
  name: "zookeeper/processed-session-termination",
  pattern: /^Processed session termination for sessionid: (?<session>0x[0-9a-f]+)$/,
  numericFields: [],
  entityFields: ["session"],
  faithful: ({ value: field }) => ({
    english: [
      `PrepRequestProcessor processed session termination for sessionid ${field("session")}.`,
      `At ${field("time")}, the session termination for sessionid ${field("session")} was processed.`,
    ],
    chinese: [
      `PrepRequestProcessor 处理了会话 ${field("session")} 的终止请求。`,
      `${field("date")} ${field("time")}，会话 ${field("session")} 的终止已处理完成。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `The termination of session ${field("session")} was not processed.`,
    chinese: `会话 ${field("session")} 的终止请求没有被处理。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `At ${field("time")}, PrepRequestProcessor created session ${field("session")}.`,
    chinese: `${field("time")}，PrepRequestProcessor 创建了会话 ${field("session")}。`,
  }),
};

const processorShutdown: EventType = {
  name: "zookeeper/request-processor-shutdown",
  pattern: /^shutdown of request processor complete$/,
  numericFields: [],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      "The shutdown of the request processor is complete.",
      `At ${field("time")}, FinalRequestProcessor logged shutdown of request processor complete.`,
    ],
    chinese: [
      "FinalRequestProcessor 报告请求处理器已经关闭完毕。",
      `${field("date")} ${field("time")}，请求处理器的关闭已完成。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: () => ({
    english: "The request processor shutdown did not complete.",
    chinese: "请求处理器没有完成关闭。",
  }),
  wrongEvent: () => ({
    english: "The request processor was restarted.",
    chinese: "请求处理器被重启了。",
  }),
};

const serverNotRunning: EventType = {
  name: "zookeeper/close-session-server-not-running",
  pattern:
    /^Exception causing close of session (?<session>0x[0-9a-f]+) due to java\.io\.IOException: ZooKeeperServer not running$/,
  numericFields: [],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `An exception caused close of session ${field("session")} due to java.io.IOException: ZooKeeperServer not running.`,
      `At ${field("time")}, session ${field("session")} was closed due to java.io.IOException: ZooKeeperServer not running.`,
    ],
    chinese: [
      `由于 java.io.IOException（ZooKeeperServer not running），会话 ${field("session")} 因异常被关闭。`,
      `${field("date")} ${field("time")}，ZooKeeperServer 没有在运行，抛出 java.io.IOException，会话 ${field("session")} 因此被关闭。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `Session ${field("session")} was not closed.`,
    chinese: `会话 ${field("session")} 没有被关闭。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `Session ${field("session")} was closed because the client timed out.`,
    chinese: `会话 ${field("session")} 因客户端超时被关闭。`,
  }),
};

const firstIs: EventType = {
  name: "zookeeper/leader-first-is",
  pattern: /^First is (?<value>0x[0-9a-f]+)$/,
  numericFields: [],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `The Leader warned: First is ${field("value")}.`,
      `At ${field("time")}, the leader logged a ${field("level")} that First is ${field("value")}.`,
    ],
    chinese: [
      `Leader 发出警告：First 的值是 ${field("value")}。`,
      `${field("date")} ${field("time")}，Leader 的 ${field("level")} 日志显示 First 为 ${field("value")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `First is not ${field("value")}.`,
    chinese: `First 的值不是 ${field("value")}。`,
  }),
  wrongEvent: () => ({
    english: "The Leader aborted the sync with its LearnerHandler.",
    chinese: "Leader 中止了与 LearnerHandler 的同步。",
  }),
};

const readingSnapshot: EventType = {
  name: "zookeeper/reading-snapshot",
  pattern: /^Reading snapshot (?<path>\/\S+)$/,
  numericFields: [],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `FileSnap is reading snapshot ${field("path")}.`,
      `At ${field("time")}, FileSnap was reading snapshot ${field("path")}.`,
    ],
    chinese: [
      `FileSnap 正在读取快照 ${field("path")}。`,
      `${field("date")} ${field("time")}，ZooKeeper 开始读取快照文件 ${field("path")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `FileSnap did not read snapshot ${field("path")}.`,
    chinese: `FileSnap 没有读取快照 ${field("path")}。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `FileSnap deleted snapshot ${field("path")}.`,
    chinese: `FileSnap 删除了快照 ${field("path")}。`,
  }),
};

const sendingDiff: EventType = {
  name: "zookeeper/sending-diff",
  pattern: /^Sending DIFF$/,
  numericFields: [],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      "LearnerHandler is sending DIFF.",
      `At ${field("time")}, the LearnerHandler for /${field("peer")} logged Sending DIFF.`,
    ],
    chinese: [
      "LearnerHandler 正在发送 DIFF。",
      `${field("date")} ${field("time")}，负责 ${field("peer")} 的 LearnerHandler 开始发送 DIFF。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: () => ({
    english: "LearnerHandler did not send DIFF.",
    chinese: "LearnerHandler 没有发送 DIFF。",
  }),
  wrongEvent: () => ({
    english: "LearnerHandler is sending a full SNAP.",
    chinese: "LearnerHandler 正在发送完整快照（SNAP）。",
  }),
};

const snapshotFromLeader: EventType = {
  name: "zookeeper/getting-snapshot-from-leader",
  pattern: /^Getting a snapshot from leader$/,
  numericFields: [],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      "The Learner is getting a snapshot from leader.",
      `At ${field("time")}, QuorumPeer[myid=2] logged Getting a snapshot from leader.`,
    ],
    chinese: [
      "Learner 正在从 leader 获取快照。",
      `${field("date")} ${field("time")}，myid=2 的节点开始从 leader 拉取快照。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: () => ({
    english: "The Learner did not get a snapshot from leader.",
    chinese: "Learner 没有从 leader 获取快照。",
  }),
  wrongEvent: () => ({
    english: "The Learner is sending a snapshot to the leader.",
    chinese: "Learner 正在向 leader 发送快照。",
  }),
};

/** The class and source line at the end of the thread part, and the thread's own prefix. */
function threadParts(values: FieldValues): FieldValues {
  const thread = values.thread ?? "";
  const code = /(?<className>[\w$]+)@(?<codeLine>\d+)$/.exec(thread);
  const listener = /^\/(?<listener>[\d.]+:\d+):QuorumCnxManager\$Listener@/.exec(thread);
  const peer = /^LearnerHandler-\/(?<peer>[\d.]+:\d+):/.exec(thread);
  return {
    className: code?.groups?.className ?? "",
    codeLine: code?.groups?.codeLine ?? "",
    listener: listener?.groups?.listener ?? "",
    peer: peer?.groups?.peer ?? "",
  };
}

export const zookeeperProfile: SourceProfile = {
  source: "Zookeeper",
  fileName: "Zookeeper_2k.log",
  header:
    /^(?<date>\d{4}-\d\d-\d\d) (?<time>\d\d:\d\d:\d\d,\d{3}) - (?<level>[A-Z]+) +\[(?<thread>.+?)\] - (?<message>.*)$/,
  derive: threadParts,
  timeOf: ({ value: field }) => `${field("date")} ${field("time")}`,
  questionsEnglish: [
    "What was the ZooKeeper server doing around {time}?",
    "Did ZooKeeper report client or session problems at {time}?",
    "What did the ZooKeeper quorum member log at {time}?",
  ],
  questionsChinese: [
    "{time} 前后 ZooKeeper 服务器在做什么？",
    "{time} 时 ZooKeeper 有没有报告客户端或会话的问题？",
    "{time} 左右这个 ZooKeeper 节点记录了什么？",
  ],
  causes: [
    {
      english: "because the leader had run out of disk space",
      chinese: "原因是 leader 的磁盘空间用完了",
    },
    {
      english: "due to a long garbage collection pause on the server",
      chinese: "原因是服务器上出现了长时间的 GC 停顿",
    },
    {
      english: "because the network between the racks was partitioned",
      chinese: "原因是机架之间发生了网络分区",
    },
  ],
  additions: [
    {
      english: "and the ensemble elected a new leader shortly after",
      chinese: "随后集群很快选出了新的 leader",
    },
    {
      english: "and all client sessions on the server were dropped",
      chinese: "并且该服务器上的所有客户端会话都被断开",
    },
    {
      english: "and the server was restarted by the operator",
      chinese: "并且运维人员重启了这台服务器",
    },
  ],
  events: [
    cannotOpenChannel,
    oldClient,
    endOfStream,
    newSessionAttempt,
    sessionEstablished,
    revalidatingClient,
    purgeInterval,
    maxSessionTimeout,
    listenerConnectionRequest,
    peerState,
    acceptedSocket,
    renewSession,
    closedWithSession,
    closedWithoutSession,
    serverEnvironment,
    quorumOfSupporters,
    notification,
    expiringSession,
    sessionTermination,
    processorShutdown,
    serverNotRunning,
    firstIs,
    readingSnapshot,
    sendingDiff,
    snapshotFromLeader,
  ],
};
