/**
 * OpenSSH server sample (sshd on host LabSZ: invalid users, failed and accepted passwords,
 * pam_unix authentication failures, disconnects, sessions, "too many authentication
 * failures"): header layout, event types with English and Chinese claim templates, and
 * fabrication clauses.
 */
import type { EventType, SourceProfile } from "../heldout-real-logs/model.js";

const invalidUser: EventType = {
  name: "openssh/invalid-user",
  pattern: /^Invalid user (?<user>\S+) from (?<ip>[\d.]+)$/,
  numericFields: [],
  entityFields: ["user", "ip"],
  faithful: ({ value: field }) => ({
    english: [
      `sshd[${field("pid")}] reported an invalid user ${field("user")} from ${field("ip")}.`,
      `At ${field("time")}, sshd on ${field("host")} logged Invalid user ${field("user")} from ${field("ip")}.`,
    ],
    chinese: [
      `${field("ip")} 尝试用不存在的用户 ${field("user")} 登录 sshd。`,
      `${field("month")} ${field("day")} ${field("time")}，${field("host")} 上的 sshd[${field("pid")}] 报告来自 ${field("ip")} 的无效用户 ${field("user")}。`,
    ],
  }),
  negationDropsLineNegation: true,
  negation: ({ value: field }) => ({
    english: `The user ${field("user")} from ${field("ip")} was a valid user.`,
    chinese: `来自 ${field("ip")} 的用户 ${field("user")} 是合法用户。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `sshd accepted a login for user ${field("user")} from ${field("ip")}.`,
    chinese: `sshd 接受了 ${field("ip")} 上用户 ${field("user")} 的登录。`,
  }),
};

const userauthInvalid: EventType = {
  name: "openssh/userauth-request-invalid-user",
  pattern: /^input_userauth_request: invalid user (?<user>\S+) \[preauth\]$/,
  numericFields: [],
  entityFields: ["user"],
  faithful: ({ value: field }) => ({
    english: [
      `The input_userauth_request for user ${field("user")} was invalid [preauth].`,
      `At ${field("time")}, sshd[${field("pid")}] logged input_userauth_request: invalid user ${field("user")} in preauth.`,
    ],
    chinese: [
      `认证前阶段（preauth），sshd[${field("pid")}] 的 input_userauth_request 收到了无效用户 ${field("user")}。`,
      `${field("time")}，用户 ${field("user")} 的认证请求（input_userauth_request）被判定为无效用户。`,
    ],
  }),
  negationDropsLineNegation: true,
  negation: ({ value: field }) => ({
    english: `The input_userauth_request for user ${field("user")} was valid.`,
    chinese: `用户 ${field("user")} 的 input_userauth_request 是有效的。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `The input_userauth_request for user ${field("user")} timed out.`,
    chinese: `用户 ${field("user")} 的 input_userauth_request 超时了。`,
  }),
};

const checkPassUnknown: EventType = {
  name: "openssh/check-pass-user-unknown",
  pattern: /^pam_unix\(sshd:auth\): check pass; user unknown$/,
  numericFields: [],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `pam_unix(sshd:auth) check pass for sshd[${field("pid")}]: user unknown.`,
      `At ${field("time")}, pam_unix(sshd:auth) reported the user unknown on check pass for sshd[${field("pid")}].`,
    ],
    chinese: [
      `sshd[${field("pid")}] 的 pam_unix(sshd:auth) 做密码检查时发现用户不存在。`,
      `${field("time")}，pam_unix(sshd:auth) 检查密码（check pass）时报告用户未知，进程为 sshd[${field("pid")}]。`,
    ],
  }),
  negationDropsLineNegation: true,
  negation: ({ value: field }) => ({
    english: `For sshd[${field("pid")}], pam_unix(sshd:auth) found the user on check pass.`,
    chinese: `sshd[${field("pid")}] 的 pam_unix(sshd:auth) 检查密码时用户是存在的。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `pam_unix(sshd:auth) locked the account for sshd[${field("pid")}].`,
    chinese: `pam_unix(sshd:auth) 锁定了 sshd[${field("pid")}] 对应的账户。`,
  }),
};

const authFailureForUser: EventType = {
  name: "openssh/pam-auth-failure-user",
  pattern:
    /^pam_unix\(sshd:auth\): authentication failure; logname= uid=(?<uid>\d+) euid=(?<euid>\d+) tty=(?<tty>\S+) ruser= rhost=(?<rhost>\S+) {2}user=(?<user>\S+)$/,
  numericFields: ["uid"],
  entityFields: ["rhost"],
  faithful: ({ value: field }) => ({
    english: [
      `pam_unix(sshd:auth) logged an authentication failure for user ${field("user")} with rhost=${field("rhost")}.`,
      `At ${field("time")}, sshd[${field("pid")}] had an authentication failure for ${field("user")} with rhost=${field("rhost")}, uid=${field("uid")} and tty=${field("tty")}.`,
    ],
    chinese: [
      `pam_unix(sshd:auth) 记录到用户 ${field("user")} 认证失败，rhost=${field("rhost")}。`,
      `${field("time")}，来自 ${field("rhost")} 的 ${field("user")} 用户认证失败（uid=${field("uid")}，tty=${field("tty")}）。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `Authentication for user ${field("user")} from ${field("rhost")} succeeded.`,
    chinese: `来自 ${field("rhost")} 的用户 ${field("user")} 认证成功。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `The ${field("user")} account was locked after requests from ${field("rhost")}.`,
    chinese: `来自 ${field("rhost")} 的请求导致 ${field("user")} 账户被锁定。`,
  }),
};

const authFailureNoUser: EventType = {
  name: "openssh/pam-auth-failure",
  pattern:
    /^pam_unix\(sshd:auth\): authentication failure; logname= uid=(?<uid>\d+) euid=(?<euid>\d+) tty=(?<tty>\S+) ruser= rhost=(?<rhost>\S+) $/,
  numericFields: ["euid"],
  entityFields: ["rhost"],
  faithful: ({ value: field }) => ({
    english: [
      `pam_unix(sshd:auth) logged an authentication failure with rhost=${field("rhost")}, uid=${field("uid")} and euid=${field("euid")}.`,
      `At ${field("time")}, sshd[${field("pid")}] reported an authentication failure; rhost=${field("rhost")}, tty=${field("tty")}.`,
    ],
    chinese: [
      `pam_unix(sshd:auth) 报告来自 ${field("rhost")} 的认证失败（uid=${field("uid")}，euid=${field("euid")}，tty=${field("tty")}）。`,
      `${field("time")}，sshd[${field("pid")}] 记录了一次认证失败，远程主机为 ${field("rhost")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `The authentication from ${field("rhost")} succeeded.`,
    chinese: `来自 ${field("rhost")} 的认证成功了。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `pam_unix(sshd:auth) blacklisted the host ${field("rhost")}.`,
    chinese: `pam_unix(sshd:auth) 把主机 ${field("rhost")} 加入了黑名单。`,
  }),
};

const failedPasswordInvalidUser: EventType = {
  name: "openssh/failed-password-invalid-user",
  pattern:
    /^Failed password for invalid user (?<user>\S+) from (?<ip>[\d.]+) port (?<port>\d+) (?<protocol>ssh2)$/,
  numericFields: ["port"],
  entityFields: ["user", "ip"],
  faithful: ({ value: field }) => ({
    english: [
      `Failed password for invalid user ${field("user")} from ${field("ip")} port ${field("port")} ${field("protocol")}.`,
      `At ${field("time")}, sshd[${field("pid")}] logged a failed password for invalid user ${field("user")} from ${field("ip")} on port ${field("port")}.`,
    ],
    chinese: [
      `来自 ${field("ip")}（端口 ${field("port")}）的无效用户 ${field("user")} 密码验证失败，协议 ${field("protocol")}。`,
      `${field("time")}，sshd[${field("pid")}] 记录到无效用户 ${field("user")} 从 ${field("ip")} 的 ${field("port")} 端口登录时密码错误。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `The password for invalid user ${field("user")} from ${field("ip")} was accepted.`,
    chinese: `来自 ${field("ip")} 的无效用户 ${field("user")} 密码验证通过。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `sshd[${field("pid")}] refused the connection from ${field("ip")} port ${field("port")} before any password was sent.`,
    chinese: `sshd[${field("pid")}] 在收到密码之前就拒绝了 ${field("ip")} 端口 ${field("port")} 的连接。`,
  }),
};

const failedNone: EventType = {
  name: "openssh/failed-none-invalid-user",
  pattern:
    /^Failed none for invalid user (?<user>\S+) from (?<ip>[\d.]+) port (?<port>\d+) (?<protocol>ssh2)$/,
  numericFields: ["port"],
  entityFields: ["ip"],
  faithful: ({ value: field }) => ({
    english: [
      `Failed none for invalid user ${field("user")} from ${field("ip")} port ${field("port")} ${field("protocol")}.`,
      `At ${field("time")}, sshd[${field("pid")}] logged that none failed for invalid user ${field("user")} from ${field("ip")}, port ${field("port")}.`,
    ],
    chinese: [
      `来自 ${field("ip")} 端口 ${field("port")} 的无效用户 ${field("user")} 用 none 方式认证失败。`,
      `${field("time")}，sshd[${field("pid")}] 记录：无效用户 ${field("user")}（来源 ${field("ip")}，端口 ${field("port")}，${field("protocol")}）的 none 认证失败。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `The none attempt for invalid user ${field("user")} from ${field("ip")} succeeded.`,
    chinese: `无效用户 ${field("user")} 从 ${field("ip")} 用 none 方式认证成功。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `sshd[${field("pid")}] accepted a password for user ${field("user")} from ${field("ip")} port ${field("port")}.`,
    chinese: `sshd[${field("pid")}] 接受了用户 ${field("user")} 从 ${field("ip")} 端口 ${field("port")} 的密码登录。`,
  }),
};

const failedPassword: EventType = {
  name: "openssh/failed-password",
  pattern:
    /^Failed password for (?<user>\S+) from (?<ip>[\d.]+) port (?<port>\d+) (?<protocol>ssh2)$/,
  numericFields: ["port"],
  entityFields: ["ip"],
  faithful: ({ value: field }) => ({
    english: [
      `Failed password for ${field("user")} from ${field("ip")} port ${field("port")} ${field("protocol")}.`,
      `At ${field("time")}, sshd[${field("pid")}] logged a failed password for ${field("user")} from ${field("ip")}, port ${field("port")}.`,
    ],
    chinese: [
      `${field("ip")} 以 ${field("user")} 身份登录，密码错误（端口 ${field("port")}，${field("protocol")}）。`,
      `${field("time")}，sshd[${field("pid")}] 记录 ${field("user")} 用户密码验证失败，来源 ${field("ip")}，端口 ${field("port")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `The password for ${field("user")} from ${field("ip")} port ${field("port")} was accepted.`,
    chinese: `${field("ip")} 端口 ${field("port")} 上 ${field("user")} 的密码验证成功。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `sshd[${field("pid")}] accepted a public key for ${field("user")} from ${field("ip")} port ${field("port")}.`,
    chinese: `sshd[${field("pid")}] 接受了 ${field("ip")} 端口 ${field("port")} 上 ${field("user")} 的公钥认证。`,
  }),
};

const byeByeDisconnect: EventType = {
  name: "openssh/received-disconnect-preauth",
  pattern: /^Received disconnect from (?<ip>[\d.]+): (?<code>\d+): Bye Bye \[preauth\]$/,
  numericFields: ["code"],
  entityFields: ["ip"],
  faithful: ({ value: field }) => ({
    english: [
      `sshd[${field("pid")}] received disconnect from ${field("ip")}: ${field("code")}: Bye Bye [preauth].`,
      `At ${field("time")}, ${field("ip")} disconnected with ${field("code")}: Bye Bye in preauth.`,
    ],
    chinese: [
      `${field("ip")} 在认证前主动断开了连接（${field("code")}: Bye Bye）。`,
      `${field("time")}，sshd[${field("pid")}] 收到 ${field("ip")} 的断开请求，原因码 ${field("code")}，处于 preauth 阶段。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `sshd received no disconnect from ${field("ip")}.`,
    chinese: `sshd 没有收到 ${field("ip")} 的断开请求。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `The connection from ${field("ip")} was reset by a timeout.`,
    chinese: `来自 ${field("ip")} 的连接因超时被重置。`,
  }),
};

const connectionClosed: EventType = {
  name: "openssh/connection-closed-preauth",
  pattern: /^Connection closed by (?<ip>[\d.]+) \[preauth\]$/,
  numericFields: [],
  entityFields: ["ip"],
  faithful: ({ value: field }) => ({
    english: [
      `Connection closed by ${field("ip")} [preauth].`,
      `At ${field("time")}, ${field("ip")} closed the connection to sshd[${field("pid")}] in preauth.`,
    ],
    chinese: [
      `${field("ip")} 在认证前关闭了连接。`,
      `${field("time")}，sshd[${field("pid")}] 的连接被 ${field("ip")} 关闭（preauth）。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `The connection from ${field("ip")} stayed open.`,
    chinese: `来自 ${field("ip")} 的连接一直保持着，没有关闭。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `sshd[${field("pid")}] dropped the connection to ${field("ip")} after a timeout.`,
    chinese: `sshd[${field("pid")}] 因超时主动断开了与 ${field("ip")} 的连接。`,
  }),
};

const acceptedPassword: EventType = {
  name: "openssh/accepted-password",
  pattern:
    /^Accepted password for (?<user>\S+) from (?<ip>[\d.]+) port (?<port>\d+) (?<protocol>ssh2)$/,
  numericFields: ["port"],
  entityFields: ["user", "ip"],
  faithful: ({ value: field }) => ({
    english: [
      `Accepted password for ${field("user")} from ${field("ip")} port ${field("port")} ${field("protocol")}.`,
      `At ${field("time")}, sshd[${field("pid")}] accepted the password for ${field("user")} from ${field("ip")} on port ${field("port")}.`,
    ],
    chinese: [
      `${field("user")} 从 ${field("ip")}（端口 ${field("port")}）用密码登录成功。`,
      `${field("time")}，sshd[${field("pid")}] 接受了 ${field("user")} 的密码登录，来源 ${field("ip")}，端口 ${field("port")}，协议 ${field("protocol")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `The password for ${field("user")} from ${field("ip")} was rejected.`,
    chinese: `${field("user")} 从 ${field("ip")} 登录时密码被拒绝。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `sshd[${field("pid")}] accepted a publickey for ${field("user")} from ${field("ip")} port ${field("port")}.`,
    chinese: `sshd[${field("pid")}] 接受了 ${field("user")} 从 ${field("ip")} 用公钥登录。`,
  }),
};

const sessionOpened: EventType = {
  name: "openssh/session-opened",
  pattern:
    /^pam_unix\(sshd:session\): session opened for user (?<user>\S+) by \(uid=(?<uid>\d+)\)$/,
  numericFields: ["uid"],
  entityFields: ["user"],
  faithful: ({ value: field }) => ({
    english: [
      `pam_unix(sshd:session) opened a session for user ${field("user")} by (uid=${field("uid")}).`,
      `At ${field("time")}, a session was opened for user ${field("user")} (sshd[${field("pid")}]).`,
    ],
    chinese: [
      `pam_unix(sshd:session) 为用户 ${field("user")} 打开了会话（uid=${field("uid")}）。`,
      `${field("time")}，用户 ${field("user")} 的 SSH 会话已建立，进程 sshd[${field("pid")}]。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `No session was opened for user ${field("user")}.`,
    chinese: `没有为用户 ${field("user")} 打开会话。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `pam_unix(sshd:session) refused a session for user ${field("user")}.`,
    chinese: `pam_unix(sshd:session) 拒绝为用户 ${field("user")} 打开会话。`,
  }),
};

const disconnectedByUser: EventType = {
  name: "openssh/disconnected-by-user",
  pattern: /^Received disconnect from (?<ip>[\d.]+): (?<code>\d+): disconnected by user$/,
  numericFields: ["code"],
  entityFields: ["ip"],
  faithful: ({ value: field }) => ({
    english: [
      `sshd[${field("pid")}] received disconnect from ${field("ip")}: ${field("code")}: disconnected by user.`,
      `At ${field("time")}, sshd[${field("pid")}] logged that ${field("ip")} disconnected by user with ${field("code")}.`,
    ],
    chinese: [
      `${field("ip")} 的用户主动断开了连接（${field("code")}: disconnected by user）。`,
      `${field("time")}，sshd[${field("pid")}] 收到 ${field("ip")} 的断开消息，是用户自己断开的。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `The disconnect from ${field("ip")} was not by the user.`,
    chinese: `来自 ${field("ip")} 的断开并不是用户主动发起的。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `The connection from ${field("ip")} dropped because of a network error.`,
    chinese: `来自 ${field("ip")} 的连接因网络错误中断。`,
  }),
};

const sessionClosed: EventType = {
  name: "openssh/session-closed",
  pattern: /^pam_unix\(sshd:session\): session closed for user (?<user>\S+)$/,
  numericFields: [],
  entityFields: ["user"],
  faithful: ({ value: field }) => ({
    english: [
      `pam_unix(sshd:session) closed the session for user ${field("user")}.`,
      `At ${field("time")}, the session for user ${field("user")} was closed (sshd[${field("pid")}]).`,
    ],
    chinese: [
      `pam_unix(sshd:session) 关闭了用户 ${field("user")} 的会话。`,
      `${field("time")}，sshd[${field("pid")}] 上用户 ${field("user")} 的会话已关闭。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `The session for user ${field("user")} was not closed.`,
    chinese: `用户 ${field("user")} 的会话没有关闭。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `The session for user ${field("user")} was killed by an idle timeout.`,
    chinese: `用户 ${field("user")} 的会话因空闲超时被强制终止。`,
  }),
};

const noIdentification: EventType = {
  name: "openssh/no-identification-string",
  pattern: /^Did not receive identification string from (?<ip>[\d.]+)$/,
  numericFields: [],
  entityFields: ["ip"],
  faithful: ({ value: field }) => ({
    english: [
      `sshd[${field("pid")}] did not receive an identification string from ${field("ip")}.`,
      `At ${field("time")}, sshd on ${field("host")} did not receive the identification string from ${field("ip")}.`,
    ],
    chinese: [
      `sshd[${field("pid")}] 没有收到 ${field("ip")} 发来的标识字符串。`,
      `${field("time")}，${field("ip")} 连上 ${field("host")} 后始终没有发送 SSH 标识串。`,
    ],
  }),
  negationDropsLineNegation: true,
  negation: ({ value: field }) => ({
    english: `sshd[${field("pid")}] received the identification string from ${field("ip")}.`,
    chinese: `sshd[${field("pid")}] 收到了 ${field("ip")} 的标识字符串。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `sshd[${field("pid")}] received a malformed identification string from ${field("ip")}.`,
    chinese: `sshd[${field("pid")}] 收到了 ${field("ip")} 发来的格式错误的标识字符串。`,
  }),
};

const tooManyFailures: EventType = {
  name: "openssh/too-many-authentication-failures",
  pattern: /^Disconnecting: Too many authentication failures for (?<user>\S+) \[preauth\]$/,
  numericFields: [],
  entityFields: ["user"],
  faithful: ({ value: field }) => ({
    english: [
      `sshd[${field("pid")}] is disconnecting: too many authentication failures for ${field("user")} [preauth].`,
      `At ${field("time")}, sshd was disconnecting ${field("user")}: too many authentication failures.`,
    ],
    chinese: [
      `因认证失败次数过多，sshd[${field("pid")}] 正在断开 ${field("user")} 的连接（preauth）。`,
      `${field("time")}，用户 ${field("user")} 认证失败太多次，sshd 断开了连接。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `sshd[${field("pid")}] did not disconnect ${field("user")}.`,
    chinese: `sshd[${field("pid")}] 没有断开 ${field("user")} 的连接。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `sshd[${field("pid")}] locked the ${field("user")} account.`,
    chinese: `sshd[${field("pid")}] 锁定了 ${field("user")} 账户。`,
  }),
};

const pamMoreFailures: EventType = {
  name: "openssh/pam-more-authentication-failures",
  pattern:
    /^PAM (?<count>\d+) more authentication failures; logname= uid=(?<uid>\d+) euid=(?<euid>\d+) tty=(?<tty>\S+) ruser= rhost=(?<rhost>\S+) $/,
  numericFields: ["count"],
  entityFields: ["rhost"],
  faithful: ({ value: field }) => ({
    english: [
      `PAM logged ${field("count")} more authentication failures with rhost=${field("rhost")}.`,
      `At ${field("time")}, sshd[${field("pid")}] reported PAM ${field("count")} more authentication failures with rhost=${field("rhost")} and tty=${field("tty")}.`,
    ],
    chinese: [
      `PAM 又记录了 ${field("count")} 次认证失败，rhost=${field("rhost")}。`,
      `${field("time")}，sshd[${field("pid")}] 报告来自 ${field("rhost")} 的认证又失败了 ${field("count")} 次。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `PAM logged no more authentication failures from ${field("rhost")}.`,
    chinese: `PAM 没有再记录来自 ${field("rhost")} 的认证失败。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `PAM logged ${field("count")} more successful logins from ${field("rhost")}.`,
    chinese: `PAM 又记录了来自 ${field("rhost")} 的 ${field("count")} 次成功登录。`,
  }),
};

const ignoringMaxRetries: EventType = {
  name: "openssh/pam-ignoring-max-retries",
  pattern: /^PAM service\(sshd\) ignoring max retries; (?<count>\d+) > (?<max>\d+)$/,
  numericFields: ["count", "max"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `PAM service(sshd) is ignoring max retries; ${field("count")} > ${field("max")}.`,
      `At ${field("time")}, sshd[${field("pid")}] logged PAM service(sshd) ignoring max retries with ${field("count")} > ${field("max")}.`,
    ],
    chinese: [
      `PAM service(sshd) 忽略了最大重试次数限制：${field("count")} > ${field("max")}。`,
      `${field("time")}，sshd[${field("pid")}] 的重试次数 ${field("count")} 已超过上限 ${field("max")}，PAM service(sshd) 不再理会最大重试次数。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: () => ({
    english: "PAM service(sshd) is not ignoring max retries.",
    chinese: "PAM service(sshd) 并没有忽略最大重试次数。",
  }),
  wrongEvent: ({ value: field }) => ({
    english: `PAM service(sshd) raised max retries to ${field("count")}.`,
    chinese: `PAM service(sshd) 把最大重试次数调高到 ${field("count")}。`,
  }),
};

export const openSshProfile: SourceProfile = {
  source: "OpenSSH",
  fileName: "OpenSSH_2k.log",
  header:
    /^(?<month>[A-Z][a-z]{2}) +(?<day>\d{1,2}) (?<time>\d\d:\d\d:\d\d) (?<host>\S+) sshd\[(?<pid>\d+)\]: (?<message>.*)$/,
  derive: () => ({}),
  timeOf: ({ value: field }) => `${field("month")} ${field("day")} ${field("time")}`,
  questionsEnglish: [
    "Who was trying to log in over SSH around {time}?",
    "What did sshd on LabSZ log at {time}?",
    "Were there SSH authentication failures near {time}?",
  ],
  questionsChinese: [
    "{time} 前后有谁在尝试 SSH 登录？",
    "{time} 时 LabSZ 上的 sshd 记录了什么？",
    "{time} 左右有没有 SSH 认证失败？",
  ],
  causes: [
    {
      english: "because the password had expired the day before",
      chinese: "原因是该密码前一天已经过期",
    },
    {
      english: "due to a misconfigured firewall rule on LabSZ",
      chinese: "原因是 LabSZ 上的防火墙规则配置错误",
    },
    {
      english: "because fail2ban had already banned the address",
      chinese: "原因是 fail2ban 已经封禁了该地址",
    },
  ],
  additions: [
    {
      english: "and the address was added to the firewall blocklist",
      chinese: "随后该地址被加入防火墙黑名单",
    },
    {
      english: "and sshd restarted a minute later",
      chinese: "并且 sshd 一分钟后重启了",
    },
    {
      english: "and an alert was sent to the on-call engineer",
      chinese: "并且已向值班工程师发送了告警",
    },
  ],
  events: [
    invalidUser,
    userauthInvalid,
    checkPassUnknown,
    authFailureForUser,
    authFailureNoUser,
    failedPasswordInvalidUser,
    failedNone,
    failedPassword,
    byeByeDisconnect,
    connectionClosed,
    acceptedPassword,
    sessionOpened,
    disconnectedByUser,
    sessionClosed,
    noIdentification,
    tooManyFailures,
    pamMoreFailures,
    ignoringMaxRetries,
  ],
};
