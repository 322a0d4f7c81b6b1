/**
 * ZooKeeper quorum and session event types (LogHub Zookeeper_2k): leader election, election
 * channels, notifications, client sessions established, expired, closed and renewed, settings.
 */
import { type EventType, fromTable, linePattern } from "./model.js";

const prefix = String.raw`(?<date>\d{4}-\d{2}-\d{2}) (?<time>[\d:,]+) - (?<level>[A-Z]+) +\[(?<thread>.+?):(?<component>[\w$]+)@(?<lineNumber>\d+)\] - `;
const session = `(?<session>0x[0-9a-f]+)`;
const client = String.raw`\/(?<client>[\d.]+:\d+)`;

function zookeeper(message: string): RegExp {
  return linePattern(prefix, message);
}

const OTHER_STATE: Readonly<Record<string, string>> = {
  LEADING: "FOLLOWING",
  FOLLOWING: "LEADING",
  LOOKING: "LEADING",
};

export const ZOOKEEPER_EVENTS: readonly EventType[] = [
  {
    name: "zookeeper.cannot-open-channel",
    pattern: zookeeper(
      String.raw`Cannot open channel to (?<peer>\d+) at election address \/(?<address>[\d.]+:\d+)`,
    ),
    faithful: {
      en: [
        (v) =>
          `QuorumCnxManager cannot open channel to ${v("peer")} at election address /${v("address")}`,
        (v) =>
          `A WARN was logged: cannot open channel to ${v("peer")} at election address /${v("address")}`,
      ],
      zh: [
        (v) => `无法在选举地址 ${v("address")} 打开到 ${v("peer")} 的通道`,
        (v) => `QuorumCnxManager 无法打开到 ${v("peer")} 的通道（选举地址 /${v("address")}）`,
      ],
    },
    values: [{ field: "address", kind: "ipPort" }],
    entities: [
      { field: "peer", pool: "zookeeper.peer" },
      { field: "address", pool: "zookeeper.election-address" },
    ],
    negation: {
      en: (v) =>
        `QuorumCnxManager can open channel to ${v("peer")} at election address /${v("address")}`,
      zh: (v) => `可以在选举地址 ${v("address")} 打开到 ${v("peer")} 的通道`,
    },
    wrongEvent: {
      en: (v) =>
        `QuorumCnxManager received a connection request from ${v("peer")} at election address /${v("address")}`,
      zh: (v) => `QuorumCnxManager 在选举地址 ${v("address")} 收到了来自 ${v("peer")} 的连接请求`,
    },
  },
  {
    name: "zookeeper.notification-time-out",
    pattern: zookeeper(String.raw`Notification time out: (?<timeout>\d+)`),
    faithful: {
      en: [
        (v) => `FastLeaderElection reported a notification time out of ${v("timeout")}`,
        (v) => `Notification time out: ${v("timeout")} was logged in FastLeaderElection`,
      ],
      zh: [
        (v) => `FastLeaderElection 通知超时：${v("timeout")}`,
        (v) => `FastLeaderElection 报告通知超时 ${v("timeout")}`,
      ],
    },
    values: [{ field: "timeout", kind: "digits" }],
    negation: {
      en: (v) => `FastLeaderElection had no notification time out of ${v("timeout")}`,
      zh: (v) => `FastLeaderElection 的通知没有超时（${v("timeout")}）`,
    },
    wrongEvent: {
      en: (v) => `FastLeaderElection reported that the leader election took ${v("timeout")}`,
      zh: (v) => `FastLeaderElection 报告领导者选举耗时 ${v("timeout")}`,
    },
  },
  {
    name: "zookeeper.session-established",
    pattern: zookeeper(
      String.raw`Established session ${session} with negotiated timeout (?<timeout>\d+) for client ${client}`,
    ),
    faithful: {
      en: [
        (v) =>
          `ZooKeeperServer established session ${v("session")} with negotiated timeout ${v("timeout")} for client /${v("client")}`,
        (v) =>
          `Session ${v("session")} was established for client /${v("client")} with negotiated timeout ${v("timeout")}`,
      ],
      zh: [
        (v) =>
          `ZooKeeperServer 为客户端 /${v("client")} 建立了会话 ${v("session")}，协商超时为 ${v("timeout")}`,
        (v) =>
          `会话 ${v("session")} 已为客户端 ${v("client")} 建立，协商的超时时间为 ${v("timeout")}`,
      ],
    },
    values: [
      { field: "timeout", kind: "digits" },
      { field: "session", kind: "hex" },
      { field: "client", kind: "ipPort" },
    ],
    entities: [
      { field: "session", pool: "zookeeper.session" },
      { field: "client", pool: "zookeeper.client" },
    ],
    negation: {
      en: (v) =>
        `ZooKeeperServer did not establish session ${v("session")} for client /${v("client")}`,
      zh: (v) => `ZooKeeperServer 没有为客户端 /${v("client")} 建立会话 ${v("session")}`,
    },
    wrongEvent: {
      en: (v) =>
        `ZooKeeperServer expired session ${v("session")} of client /${v("client")} after timeout ${v("timeout")}`,
      zh: (v) =>
        `ZooKeeperServer 使客户端 /${v("client")} 的会话 ${v("session")} 过期，超时为 ${v("timeout")}`,
    },
  },
  {
    name: "zookeeper.session-expiring",
    pattern: zookeeper(
      String.raw`Expiring session ${session}, timeout of (?<timeout>\d+)ms exceeded`,
    ),
    faithful: {
      en: [
        (v) =>
          `ZooKeeperServer is expiring session ${v("session")}, timeout of ${v("timeout")}ms exceeded`,
        (v) => `Session ${v("session")} is expiring with the timeout of ${v("timeout")}ms exceeded`,
      ],
      zh: [
        (v) => `会话 ${v("session")} 正在过期，已超过 ${v("timeout")}ms 的超时`,
        (v) => `ZooKeeperServer 使会话 ${v("session")} 过期：超时 ${v("timeout")}ms 已超出`,
      ],
    },
    values: [
      { field: "timeout", kind: "digits" },
      { field: "session", kind: "hex" },
    ],
    entities: [{ field: "session", pool: "zookeeper.session" }],
    negation: {
      en: (v) =>
        `Session ${v("session")} is not expiring and the timeout of ${v("timeout")}ms was not exceeded`,
      zh: (v) => `会话 ${v("session")} 没有过期，${v("timeout")}ms 的超时未被超出`,
    },
    wrongEvent: {
      en: (v) =>
        `ZooKeeperServer established session ${v("session")} with timeout of ${v("timeout")}ms`,
      zh: (v) => `ZooKeeperServer 建立了会话 ${v("session")}，超时为 ${v("timeout")}ms`,
    },
  },
  {
    name: "zookeeper.socket-closed-with-session",
    pattern: zookeeper(
      `Closed socket connection for client ${client} which had sessionid ${session}`,
    ),
    faithful: {
      en: [
        (v) =>
          `NIOServerCnxn closed socket connection for client /${v("client")} which had sessionid ${v("session")}`,
        (v) =>
          `The socket connection for client /${v("client")} with sessionid ${v("session")} was closed`,
      ],
      zh: [
        (v) =>
          `NIOServerCnxn 关闭了客户端 /${v("client")} 的套接字连接，该客户端的 sessionid 为 ${v("session")}`,
        (v) => `客户端 ${v("client")}（sessionid ${v("session")}）的套接字连接已关闭`,
      ],
    },
    values: [
      { field: "session", kind: "hex" },
      { field: "client", kind: "ipPort" },
    ],
    entities: [
      { field: "session", pool: "zookeeper.session" },
      { field: "client", pool: "zookeeper.client" },
    ],
    negation: {
      en: (v) =>
        `NIOServerCnxn did not close the socket connection for client /${v("client")} with sessionid ${v("session")}`,
      zh: (v) =>
        `NIOServerCnxn 没有关闭客户端 /${v("client")}（sessionid ${v("session")}）的套接字连接`,
    },
    wrongEvent: {
      en: (v) =>
        `NIOServerCnxn accepted a socket connection from client /${v("client")} with sessionid ${v("session")}`,
      zh: (v) =>
        `NIOServerCnxn 接受了客户端 /${v("client")}（sessionid ${v("session")}）的套接字连接`,
    },
  },
  {
    name: "zookeeper.socket-closed-without-session",
    pattern: zookeeper(
      String.raw`Closed socket connection for client ${client} \(no session established for client\)`,
    ),
    faithful: {
      en: [
        (v) =>
          `NIOServerCnxn closed socket connection for client /${v("client")} with no session established for client`,
      ],
      zh: [(v) => `NIOServerCnxn 关闭了客户端 /${v("client")} 的套接字连接，未为该客户端建立会话`],
    },
    values: [{ field: "client", kind: "ipPort" }],
    entities: [{ field: "client", pool: "zookeeper.client" }],
    negation: {
      en: (v) =>
        `NIOServerCnxn closed socket connection for client /${v("client")}, which had a session established`,
      zh: (v) => `NIOServerCnxn 关闭了客户端 /${v("client")} 的套接字连接，该客户端已建立会话`,
    },
    wrongEvent: {
      en: (v) => `NIOServerCnxn accepted a socket connection from client /${v("client")}`,
      zh: (v) => `NIOServerCnxn 接受了来自客户端 /${v("client")} 的套接字连接`,
    },
  },
  {
    name: "zookeeper.socket-accepted",
    pattern: zookeeper(`Accepted socket connection from ${client}`),
    faithful: {
      en: [
        (v) => `NIOServerCnxnFactory accepted socket connection from /${v("client")}`,
        (v) => `A socket connection from /${v("client")} was accepted`,
      ],
      zh: [
        (v) => `NIOServerCnxnFactory 接受了来自 /${v("client")} 的套接字连接`,
        (v) => `来自 ${v("client")} 的套接字连接已被接受`,
      ],
    },
    values: [{ field: "client", kind: "ipPort" }],
    entities: [{ field: "client", pool: "zookeeper.client" }],
    negation: {
      en: (v) => `NIOServerCnxnFactory did not accept the socket connection from /${v("client")}`,
      zh: (v) => `NIOServerCnxnFactory 没有接受来自 /${v("client")} 的套接字连接`,
    },
    wrongEvent: {
      en: (v) => `NIOServerCnxnFactory rejected the socket connection from /${v("client")}`,
      zh: (v) => `NIOServerCnxnFactory 拒绝了来自 /${v("client")} 的套接字连接`,
    },
  },
  {
    name: "zookeeper.client-establishing-session",
    pattern: zookeeper(`Client attempting to establish new session at ${client}`),
    faithful: {
      en: [
        (v) => `A client is attempting to establish new session at /${v("client")}`,
        (v) =>
          `ZooKeeperServer logged a client attempting to establish new session at /${v("client")}`,
      ],
      zh: [
        (v) => `客户端正在尝试在 /${v("client")} 建立新会话`,
        (v) => `ZooKeeperServer 记录到客户端尝试在 ${v("client")} 建立新会话`,
      ],
    },
    values: [{ field: "client", kind: "ipPort" }],
    entities: [{ field: "client", pool: "zookeeper.client" }],
    negation: {
      en: (v) => `No client is attempting to establish a new session at /${v("client")}`,
      zh: (v) => `没有客户端尝试在 /${v("client")} 建立新会话`,
    },
    wrongEvent: {
      en: (v) => `A client at /${v("client")} closed its session`,
      zh: (v) => `位于 /${v("client")} 的客户端关闭了会话`,
    },
  },
  {
    name: "zookeeper.old-client-request",
    pattern: zookeeper(
      `Connection request from old client ${client}; will be dropped if server is in r-o mode`,
    ),
    faithful: {
      en: [
        (v) =>
          `ZooKeeperServer got a connection request from old client /${v("client")}; it will be dropped if server is in r-o mode`,
      ],
      zh: [
        (v) =>
          `收到来自旧客户端 /${v("client")} 的连接请求；如果服务器处于只读模式，该请求将被丢弃`,
      ],
    },
    values: [{ field: "client", kind: "ipPort" }],
    entities: [{ field: "client", pool: "zookeeper.client" }],
    negation: {
      en: (v) =>
        `The connection request from old client /${v("client")} will not be dropped if server is in r-o mode`,
      zh: (v) => `来自旧客户端 /${v("client")} 的连接请求在服务器处于只读模式时不会被丢弃`,
    },
    wrongEvent: {
      en: (v) => `ZooKeeperServer rejected the connection request from old client /${v("client")}`,
      zh: (v) => `ZooKeeperServer 拒绝了来自旧客户端 /${v("client")} 的连接请求`,
    },
  },
  {
    name: "zookeeper.end-of-stream",
    pattern: zookeeper(`caught end of stream exception`),
    faithful: {
      en: [(v) => `${v("component")} caught end of stream exception`],
      zh: [(v) => `${v("component")} 捕获到流结束异常`],
    },
    negation: {
      en: (v) => `${v("component")} did not catch an end of stream exception`,
      zh: (v) => `${v("component")} 没有捕获到流结束异常`,
    },
    wrongEvent: {
      en: (v) => `${v("component")} caught a timeout exception`,
      zh: (v) => `${v("component")} 捕获到超时异常`,
    },
  },
  {
    name: "zookeeper.session-termination-processed",
    pattern: zookeeper(`Processed session termination for sessionid: ${session}`),
    faithful: {
      en: [
        (v) => `PrepRequestProcessor processed session termination for sessionid ${v("session")}`,
        (v) => `Session termination was processed for sessionid ${v("session")}`,
      ],
      zh: [
        (v) => `PrepRequestProcessor 处理了会话 ${v("session")} 的终止`,
        (v) => `会话 ${v("session")} 的终止已被处理`,
      ],
    },
    values: [{ field: "session", kind: "hex" }],
    entities: [{ field: "session", pool: "zookeeper.session" }],
    negation: {
      en: (v) =>
        `PrepRequestProcessor did not process session termination for sessionid ${v("session")}`,
      zh: (v) => `PrepRequestProcessor 没有处理会话 ${v("session")} 的终止`,
    },
    wrongEvent: {
      en: (v) => `PrepRequestProcessor established session ${v("session")}`,
      zh: (v) => `PrepRequestProcessor 建立了会话 ${v("session")}`,
    },
  },
  {
    name: "zookeeper.following",
    pattern: zookeeper(String.raw`FOLLOWING - LEADER ELECTION TOOK - (?<took>\d+)`),
    faithful: {
      en: [
        (v) => `The Follower is FOLLOWING and LEADER ELECTION TOOK ${v("took")}`,
        (v) => `It appears that the leader election took ${v("took")} and the peer is FOLLOWING`,
      ],
      zh: [
        (v) => `Follower 处于 FOLLOWING 状态，领导者选举耗时 ${v("took")}`,
        (v) => `领导者选举耗时 ${v("took")}，Follower 处于 FOLLOWING 状态`,
      ],
    },
    values: [{ field: "took", kind: "digits" }],
    negation: {
      en: (v) => `The peer is not FOLLOWING although the leader election took ${v("took")}`,
      zh: (v) => `Follower 没有进入 FOLLOWING 状态，领导者选举耗时 ${v("took")}`,
    },
    wrongEvent: {
      en: (v) => `The peer became the leader (LEADING) and the leader election took ${v("took")}`,
      zh: (v) => `该节点成为领导者（LEADING），领导者选举耗时 ${v("took")}`,
    },
  },
  {
    name: "zookeeper.looking",
    pattern: linePattern(
      String.raw`(?<date>\d{4}-\d{2}-\d{2}) (?<time>[\d:,]+) - (?<level>[A-Z]+) +\[QuorumPeer\[myid=(?<myid>\d+)\][^\]]*:QuorumPeer@\d+\] - `,
      "LOOKING",
    ),
    faithful: {
      en: [(v) => `QuorumPeer myid=${v("myid")} is LOOKING`],
      zh: [(v) => `QuorumPeer（myid=${v("myid")}）处于 LOOKING 状态`],
    },
    negation: {
      en: (v) => `QuorumPeer myid=${v("myid")} is not LOOKING`,
      zh: (v) => `QuorumPeer（myid=${v("myid")}）不处于 LOOKING 状态`,
    },
    wrongEvent: {
      en: (v) => `QuorumPeer myid=${v("myid")} is LEADING`,
      zh: (v) => `QuorumPeer（myid=${v("myid")}）处于 LEADING 状态`,
    },
  },
  {
    name: "zookeeper.new-election",
    pattern: zookeeper(
      String.raw`New election\. My id =  (?<myid>\d+), proposed zxid=(?<zxid>0x[0-9a-f]+)`,
    ),
    faithful: {
      en: [
        (v) =>
          `FastLeaderElection logged a new election with My id = ${v("myid")} and proposed zxid=${v("zxid")}`,
      ],
      zh: [
        (v) => `FastLeaderElection 记录了新选举：My id 为 ${v("myid")}，提议的 zxid=${v("zxid")}`,
      ],
    },
    values: [{ field: "zxid", kind: "hex" }],
    negation: {
      en: (v) => `FastLeaderElection did not start a new election with proposed zxid=${v("zxid")}`,
      zh: (v) => `FastLeaderElection 没有进行新选举（提议的 zxid=${v("zxid")}）`,
    },
    wrongEvent: {
      en: (v) => `FastLeaderElection ended the election and committed zxid=${v("zxid")}`,
      zh: (v) => `FastLeaderElection 结束了选举并提交了 zxid=${v("zxid")}`,
    },
  },
  {
    name: "zookeeper.notification",
    pattern: zookeeper(
      String.raw`Notification: (?<leader>\d+) \(n\.leader\), (?<zxid>0x[0-9a-f]+) \(n\.zxid\), (?<round>0x[0-9a-f]+) \(n\.round\), (?<state>[A-Z]+) \(n\.state\), (?<sid>\d+) \(n\.sid\), (?<epoch>0x[0-9a-f]+) \(n\.peerEPoch\), (?<myState>[A-Z]+) \(my state\)`,
    ),
    faithful: {
      en: [
        (v) =>
          `FastLeaderElection got a notification with n.leader ${v("leader")}, n.zxid ${v("zxid")}, n.state ${v("state")} and my state ${v("myState")}`,
      ],
      zh: [
        (v) =>
          `FastLeaderElection 收到通知：n.leader 为 ${v("leader")}，n.zxid 为 ${v("zxid")}，n.state 为 ${v("state")}，my state 为 ${v("myState")}`,
      ],
    },
    values: [{ field: "zxid", kind: "hex" }],
    negation: {
      en: (v) => `FastLeaderElection got no notification from n.leader ${v("leader")}`,
      zh: (v) => `FastLeaderElection 没有收到来自 n.leader ${v("leader")} 的通知`,
    },
    wrongEvent: {
      en: (v) =>
        `FastLeaderElection got a notification with n.leader ${v("leader")}, n.zxid ${v("zxid")}, n.state ${fromTable(OTHER_STATE, v("state"))} and my state ${v("myState")}`,
      zh: (v) =>
        `FastLeaderElection 收到通知：n.leader 为 ${v("leader")}，n.zxid 为 ${v("zxid")}，n.state 为 ${fromTable(OTHER_STATE, v("state"))}，my state 为 ${v("myState")}`,
    },
  },
  {
    name: "zookeeper.session-closed-by-exception",
    pattern: zookeeper(
      String.raw`Exception causing close of session ${session} due to java\.io\.IOException: ZooKeeperServer not running`,
    ),
    faithful: {
      en: [
        (v) =>
          `An exception caused close of session ${v("session")} due to java.io.IOException: ZooKeeperServer not running`,
      ],
      zh: [
        (v) =>
          `异常导致会话 ${v("session")} 关闭，原因是 java.io.IOException：ZooKeeperServer 未运行`,
      ],
    },
    negation: {
      en: (v) => `Session ${v("session")} was closed while ZooKeeperServer was running`,
      zh: (v) => `会话 ${v("session")} 关闭时 ZooKeeperServer 正在运行`,
    },
    wrongEvent: {
      en: (v) => `ZooKeeperServer renewed session ${v("session")} after a java.io.IOException`,
      zh: (v) => `ZooKeeperServer 在 java.io.IOException 之后续订了会话 ${v("session")}`,
    },
  },
  {
    name: "zookeeper.setting",
    pattern: zookeeper(
      String.raw`(?<setting>tickTime|autopurge\.snapRetainCount|minSessionTimeout) set to (?<value>-?\d+)`,
    ),
    faithful: {
      en: [
        (v) => `${v("setting")} was set to ${v("value")}`,
        (v) => `It appears that ${v("setting")} is set to ${v("value")}`,
      ],
      zh: [(v) => `${v("setting")} 被设置为 ${v("value")}`],
    },
    values: [{ field: "value", kind: "digits" }],
    negation: {
      en: (v) => `${v("setting")} was not set to ${v("value")}`,
      zh: (v) => `${v("setting")} 没有被设置为 ${v("value")}`,
    },
  },
  {
    name: "zookeeper.revalidating-client",
    pattern: zookeeper(`Revalidating client: ${session}`),
    faithful: {
      en: [(v) => `Learner is revalidating client ${v("session")}`],
      zh: [(v) => `Learner 正在重新验证客户端 ${v("session")}`],
    },
    values: [{ field: "session", kind: "hex" }],
    entities: [{ field: "session", pool: "zookeeper.session" }],
    negation: {
      en: (v) => `Learner did not revalidate client ${v("session")}`,
      zh: (v) => `Learner 没有重新验证客户端 ${v("session")}`,
    },
    wrongEvent: {
      en: (v) => `Learner rejected client ${v("session")}`,
      zh: (v) => `Learner 拒绝了客户端 ${v("session")}`,
    },
  },
  {
    name: "zookeeper.client-renewing-session",
    pattern: zookeeper(`Client attempting to renew session ${session} at ${client}`),
    faithful: {
      en: [(v) => `A client is attempting to renew session ${v("session")} at /${v("client")}`],
      zh: [(v) => `客户端正在尝试在 /${v("client")} 续订会话 ${v("session")}`],
    },
    values: [
      { field: "session", kind: "hex" },
      { field: "client", kind: "ipPort" },
    ],
    entities: [
      { field: "session", pool: "zookeeper.session" },
      { field: "client", pool: "zookeeper.client" },
    ],
    negation: {
      en: (v) => `No client is attempting to renew session ${v("session")} at /${v("client")}`,
      zh: (v) => `没有客户端尝试在 /${v("client")} 续订会话 ${v("session")}`,
    },
    wrongEvent: {
      en: (v) => `A client at /${v("client")} closed session ${v("session")}`,
      zh: (v) => `位于 /${v("client")} 的客户端关闭了会话 ${v("session")}`,
    },
  },
  {
    name: "zookeeper.election-connection-request",
    pattern: zookeeper(`Received connection request ${client}`),
    faithful: {
      en: [
        (v) => `QuorumCnxManager Listener received connection request /${v("client")}`,
        (v) => `A connection request /${v("client")} was received`,
      ],
      zh: [
        (v) => `QuorumCnxManager Listener 收到连接请求 /${v("client")}`,
        (v) => `收到来自 ${v("client")} 的连接请求`,
      ],
    },
    values: [{ field: "client", kind: "ipPort" }],
    entities: [{ field: "client", pool: "zookeeper.election-peer" }],
    negation: {
      en: (v) =>
        `QuorumCnxManager Listener did not receive a connection request from /${v("client")}`,
      zh: (v) => `QuorumCnxManager Listener 没有收到来自 /${v("client")} 的连接请求`,
    },
    wrongEvent: {
      en: (v) => `QuorumCnxManager Listener cannot open a channel to /${v("client")}`,
      zh: (v) => `QuorumCnxManager Listener 无法打开到 /${v("client")} 的通道`,
    },
  },
  {
    name: "zookeeper.server-environment",
    pattern: zookeeper(String.raw`Server environment:(?<key>[\w.]+)=(?<setting>.+)`),
    faithful: {
      en: [(v) => `Server environment has ${v("key")}=${v("setting")}`],
      zh: [(v) => `服务器环境：${v("key")}=${v("setting")}`],
    },
    negation: {
      en: (v) => `Server environment does not have ${v("key")}=${v("setting")}`,
      zh: (v) => `服务器环境中没有 ${v("key")}=${v("setting")}`,
    },
  },
  {
    name: "zookeeper.snapshotting",
    pattern: zookeeper(String.raw`Snapshotting: (?<zxid>0x[0-9a-f]+) to (?<file>\S+)`),
    faithful: {
      en: [(v) => `FileTxnSnapLog is snapshotting ${v("zxid")} to ${v("file")}`],
      zh: [(v) => `FileTxnSnapLog 正在将 ${v("zxid")} 快照到 ${v("file")}`],
    },
    values: [{ field: "zxid", kind: "hex" }],
    negation: {
      en: (v) => `FileTxnSnapLog did not snapshot ${v("zxid")}`,
      zh: (v) => `FileTxnSnapLog 没有对 ${v("zxid")} 做快照`,
    },
    wrongEvent: {
      en: (v) => `FileTxnSnapLog is restoring ${v("zxid")} from ${v("file")}`,
      zh: (v) => `FileTxnSnapLog 正在从 ${v("file")} 恢复 ${v("zxid")}`,
    },
  },
  {
    name: "zookeeper.snapshot-from-leader",
    pattern: zookeeper(`Getting a snapshot from leader`),
    faithful: {
      en: [(v) => `${v("component")} is getting a snapshot from leader`],
      zh: [(v) => `${v("component")} 正在从领导者获取快照`],
    },
    negation: {
      en: (v) => `${v("component")} is not getting a snapshot from leader`,
      zh: (v) => `${v("component")} 没有从领导者获取快照`,
    },
    wrongEvent: {
      en: (v) => `${v("component")} is sending a snapshot to the leader`,
      zh: (v) => `${v("component")} 正在向领导者发送快照`,
    },
  },
  {
    name: "zookeeper.starting-quorum-peer",
    pattern: zookeeper(`Starting quorum peer`),
    faithful: {
      en: [(v) => `${v("component")} is starting quorum peer`],
      zh: [(v) => `${v("component")} 正在启动 quorum peer`],
    },
    negation: {
      en: (v) => `${v("component")} is not starting quorum peer`,
      zh: (v) => `${v("component")} 没有启动 quorum peer`,
    },
    wrongEvent: {
      en: (v) => `${v("component")} is shutting down quorum peer`,
      zh: (v) => `${v("component")} 正在关闭 quorum peer`,
    },
  },
];
