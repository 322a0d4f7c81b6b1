/**
 * Linux authentication logs (syslog's auth facility): ten lines of several Vagrant and test
 * machines (sshd accepting a public key and a password, an invalid user, a failed password,
 * sudo commands, a user not in sudoers, a missing identification string, a new group and user)
 * and three stretches of a RHEL 7 host, slave22, on 22 February under a password-guessing run
 * against root from two addresses (sshd's failed passwords, the pam_unix and pam_succeed_if
 * records, PAM's failure summaries, resets and disconnects), with one public-key login by drewr
 * and its session opened and closed: header layout, event types with English and Chinese claim
 * templates, and fabrication clauses.
 */
import type {
  ClaimPair,
  EventType,
  FieldValues,
  SourceProfile,
} from "../heldout-real-logs/model.js";

/** "Feb 22 16:45:20": the moment a line carries. */
function deriveWhen(values: FieldValues): FieldValues {
  const { month, day, time } = values;
  return month !== undefined && day !== undefined && time !== undefined
    ? { when: `${month} ${day} ${time}` }
    : {};
}

const accepted: EventType = {
  name: "linux-auth/sshd-accepted",
  pattern:
    /^Accepted (?<method>publickey|password) for (?<user>\S+) from (?<ip>\S+) port (?<port>\d+) ssh2(?:: RSA (?<fingerprint>\S+))?$/,
  numericFields: ["port", "pid"],
  entityFields: ["user", "ip"],
  faithful: ({ value: field }) => ({
    english: [
      `${field("process")}[${field("pid")}] on ${field("host")} accepted ${field("method")} for ${field("user")} from ${field("ip")} port ${field("port")}.`,
      `At ${field("when")}, ${field("user")} logged in with ${field("method")} from ${field("ip")} (port ${field("port")}).`,
      `Accepted ${field("method")} for ${field("user")} from ${field("ip")} at ${field("time")} on ${field("host")}.`,
    ],
    chinese: [
      `${field("when")}，${field("host")} 上的 sshd 接受了 ${field("user")} 从 ${field("ip")} 端口 ${field("port")} 发起的 ${field("method")} 认证。`,
      `${field("user")} 通过 ${field("method")} 从 ${field("ip")} 登录成功（sshd[${field("pid")}]）。`,
      `${field("time")} ${field("user")} 从 ${field("ip")} 用 ${field("method")} 登录 ${field("host")}，认证通过。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `sshd did not accept ${field("user")} from ${field("ip")}.`,
    chinese: `sshd 没有接受 ${field("user")} 从 ${field("ip")} 的登录。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `${field("user")} failed ${field("method")} authentication from ${field("ip")} and was disconnected.`,
    chinese: `${field("user")} 从 ${field("ip")} 的 ${field("method")} 认证失败，连接被断开。`,
  }),
};

const invalidUser: EventType = {
  name: "linux-auth/sshd-invalid-user",
  pattern: /^Invalid user (?<user>\S+) from (?<ip>\S+)$/,
  numericFields: ["pid"],
  entityFields: ["user", "ip"],
  faithful: ({ value: field }) => ({
    english: [
      `sshd[${field("pid")}] on ${field("host")} logged an invalid user ${field("user")} from ${field("ip")}.`,
      `At ${field("when")}, sshd reported invalid user ${field("user")} from ${field("ip")}.`,
    ],
    chinese: [
      `${field("when")}，${field("host")} 上的 sshd 记录到来自 ${field("ip")} 的无效用户 ${field("user")}。`,
      `sshd[${field("pid")}] 报告：${field("ip")} 用了一个无效的用户名 ${field("user")}。`,
    ],
  }),
  negationDropsLineNegation: true,
  negation: ({ value: field }) => ({
    english: `${field("user")} from ${field("ip")} was a valid user on ${field("host")}.`,
    chinese: `来自 ${field("ip")} 的 ${field("user")} 是 ${field("host")} 上的有效用户。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `${field("user")} from ${field("ip")} logged in successfully.`,
    chinese: `${field("user")} 从 ${field("ip")} 成功登录了。`,
  }),
};

const failedPassword: EventType = {
  name: "linux-auth/sshd-failed-password",
  pattern: /^Failed password for (?<user>\S+) from (?<ip>\S+) port (?<port>\d+) ssh2$/,
  numericFields: ["port", "pid"],
  entityFields: ["ip", "user"],
  faithful: ({ value: field }) => ({
    english: [
      `Failed password for ${field("user")} from ${field("ip")} port ${field("port")} (sshd[${field("pid")}] on ${field("host")}).`,
      `At ${field("when")}, the password for ${field("user")} from ${field("ip")} failed.`,
      `sshd[${field("pid")}] logged a failed password for ${field("user")} from ${field("ip")}, port ${field("port")}.`,
    ],
    chinese: [
      `${field("time")}，${field("user")} 从 ${field("ip")} 端口 ${field("port")} 登录时密码验证失败（sshd[${field("pid")}]）。`,
      `${field("host")} 上 sshd[${field("pid")}] 记录 ${field("user")} 的密码认证失败，来源 ${field("ip")}。`,
      `${field("when")} 来自 ${field("ip")} 的 ${field("user")} 密码验证没通过。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `The password for ${field("user")} from ${field("ip")} was accepted.`,
    chinese: `${field("user")} 从 ${field("ip")} 的密码认证通过了。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `${field("user")} from ${field("ip")} was locked out after too many attempts.`,
    chinese: `${field("user")} 因为尝试次数过多被锁定了。`,
  }),
};

const SUDO_TAIL = /TTY=(?<tty>\S+) ; PWD=(?<pwd>\S+) ; USER=(?<runas>\S+) ; COMMAND=(?<command>.+)$/
  .source;

const sudoDenied: EventType = {
  name: "linux-auth/sudo-not-in-sudoers",
  pattern: new RegExp(`^\\s*(?<user>\\S+) : user NOT in sudoers ; ${SUDO_TAIL}`),
  numericFields: [],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `On ${field("host")}, ${field("user")} is NOT in sudoers; the sudo COMMAND was ${field("command")} with USER=${field("runas")}.`,
      `sudo logged user ${field("user")} NOT in sudoers at ${field("when")} (TTY=${field("tty")}, PWD=${field("pwd")}, COMMAND=${field("command")}).`,
    ],
    chinese: [
      `${field("host")} 上的用户 ${field("user")} 不在 sudoers 里，sudo 记录的命令是 ${field("command")}，USER=${field("runas")}。`,
      `${field("when")}，sudo 报告 ${field("user")} 不在 sudoers 中（TTY=${field("tty")}，COMMAND=${field("command")}）。`,
    ],
  }),
  negationDropsLineNegation: true,
  negation: ({ value: field }) => ({
    english: `${field("user")} is in sudoers on ${field("host")}.`,
    chinese: `${field("user")} 在 ${field("host")} 的 sudoers 里。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `${field("user")} ran ${field("command")} as ${field("runas")} through sudo without any problem.`,
    chinese: `${field("user")} 通过 sudo 顺利以 ${field("runas")} 身份执行了 ${field("command")}。`,
  }),
};

const sudoCommand: EventType = {
  name: "linux-auth/sudo-command",
  pattern: new RegExp(`^\\s*(?<user>\\S+) : ${SUDO_TAIL}`),
  numericFields: [],
  entityFields: ["command", "tty"],
  faithful: ({ value: field }) => ({
    english: [
      `The sudo COMMAND of ${field("user")} at ${field("time")} was ${field("command")} with USER=${field("runas")} and TTY=${field("tty")}.`,
      `sudo on ${field("host")}: ${field("user")} with COMMAND=${field("command")}, USER=${field("runas")}, PWD=${field("pwd")}.`,
      `At ${field("when")}, sudo logged ${field("user")} in PWD=${field("pwd")} for COMMAND=${field("command")} with USER=${field("runas")}.`,
    ],
    chinese: [
      `${field("time")}，${field("user")} 在 ${field("host")} 上通过 sudo 以 ${field("runas")} 身份执行了 ${field("command")}（TTY=${field("tty")}，PWD=${field("pwd")}）。`,
      `${field("user")} 用 sudo 运行了 ${field("command")}，目标用户 ${field("runas")}，终端 ${field("tty")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `${field("user")} did not run ${field("command")} with sudo.`,
    chinese: `${field("user")} 并没有用 sudo 执行 ${field("command")}。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `sudo refused ${field("command")} for ${field("user")} because of a wrong password.`,
    chinese: `sudo 因为密码错误拒绝了 ${field("user")} 执行 ${field("command")}。`,
  }),
};

const noIdentification: EventType = {
  name: "linux-auth/sshd-no-identification",
  pattern: /^Did not receive identification string from (?<ip>\S+)$/,
  numericFields: ["pid"],
  entityFields: ["ip"],
  faithful: ({ value: field }) => ({
    english: [
      `sshd[${field("pid")}] did not receive identification string from ${field("ip")}.`,
      `At ${field("when")} on ${field("host")}, sshd did not receive an identification string from ${field("ip")}.`,
    ],
    chinese: [
      `${field("when")}，sshd 没有收到 ${field("ip")} 发来的标识字符串。`,
      `${field("host")} 上 sshd[${field("pid")}] 没等到 ${field("ip")} 的 identification string。`,
    ],
  }),
  negationDropsLineNegation: true,
  negation: ({ value: field }) => ({
    english: `sshd received the identification string from ${field("ip")}.`,
    chinese: `sshd 收到了 ${field("ip")} 发来的标识字符串。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `${field("ip")} was banned by sshd after a port scan.`,
    chinese: `${field("ip")} 因为端口扫描被 sshd 封禁了。`,
  }),
};

const newGroup: EventType = {
  name: "linux-auth/groupadd-new-group",
  pattern: /^new group: name=(?<name>\w+), GID=(?<gid>\d+)$/,
  numericFields: ["gid", "pid"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `groupadd[${field("pid")}] on ${field("host")} logged new group: name=${field("name")}, GID=${field("gid")}.`,
      `At ${field("when")}, a new group was logged by groupadd: ${field("name")}, GID=${field("gid")}.`,
    ],
    chinese: [
      `${field("when")}，${field("host")} 上新建了用户组 ${field("name")}，GID 为 ${field("gid")}。`,
      `groupadd[${field("pid")}] 创建了组 ${field("name")}（GID=${field("gid")}）。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `No group ${field("name")} was created on ${field("host")}.`,
    chinese: `${field("host")} 上没有创建 ${field("name")} 组。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `Group ${field("name")} (GID=${field("gid")}) was deleted from ${field("host")}.`,
    chinese: `${field("name")} 组（GID=${field("gid")}）被从 ${field("host")} 上删除了。`,
  }),
};

const newUser: EventType = {
  name: "linux-auth/useradd-new-user",
  pattern:
    /^new user: name=(?<name>\w+), UID=(?<uid>\d+), GID=(?<gid>\d+), home=(?<home>\S+), shell=(?<shell>\S+)$/,
  numericFields: ["uid", "gid", "pid"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `useradd[${field("pid")}] logged new user: name=${field("name")}, UID=${field("uid")}, GID=${field("gid")}, home=${field("home")}, shell=${field("shell")}.`,
      `At ${field("when")} on ${field("host")}, useradd logged a new user ${field("name")} with UID=${field("uid")}, home=${field("home")} and shell=${field("shell")}.`,
    ],
    chinese: [
      `${field("when")}，${field("host")} 上新建了用户 ${field("name")}，UID ${field("uid")}，GID ${field("gid")}，主目录 ${field("home")}，shell 为 ${field("shell")}。`,
      `useradd 添加了用户 ${field("name")}（UID=${field("uid")}，GID=${field("gid")}），登录 shell 是 ${field("shell")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `No user ${field("name")} was added on ${field("host")}.`,
    chinese: `${field("host")} 上没有添加用户 ${field("name")}。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `User ${field("name")} was deleted together with ${field("home")}.`,
    chinese: `用户 ${field("name")} 连同 ${field("home")} 一起被删除了。`,
  }),
};

const pamSucceedIf: EventType = {
  name: "linux-auth/pam-succeed-if-not-met",
  pattern:
    /^pam_succeed_if\(sshd:auth\): requirement "uid >= 1000" not met by user "(?<user>\w+)"$/,
  numericFields: ["pid"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `pam_succeed_if(sshd:auth): requirement "uid >= 1000" not met by user "${field("user")}".`,
      `At ${field("when")}, the requirement uid >= 1000 was not met by user ${field("user")} (sshd[${field("pid")}]).`,
    ],
    chinese: [
      `${field("time")}，sshd[${field("pid")}] 的 pam_succeed_if 检查没有通过：用户 ${field("user")} 不满足 "uid >= 1000"。`,
      `用户 ${field("user")} 不符合 pam_succeed_if 的要求 uid >= 1000（${field("when")}）。`,
    ],
  }),
  negationDropsLineNegation: true,
  negation: ({ value: field }) => ({
    english: `User ${field("user")} met the requirement uid >= 1000.`,
    chinese: `用户 ${field("user")} 满足 uid >= 1000 的要求。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `pam_succeed_if locked the ${field("user")} account after repeated failures.`,
    chinese: `pam_succeed_if 在多次失败后锁定了 ${field("user")} 账户。`,
  }),
};

const fatalRead: EventType = {
  name: "linux-auth/sshd-read-reset-by-peer",
  pattern: /^fatal: Read from socket failed: Connection reset by peer \[preauth\]$/,
  numericFields: ["pid"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `sshd[${field("pid")}] on ${field("host")}: fatal: read from socket failed, connection reset by peer [preauth].`,
      `At ${field("when")}, a read from socket failed for sshd[${field("pid")}] with connection reset by peer.`,
    ],
    chinese: [
      `${field("time")}，sshd[${field("pid")}] 在认证前从 socket 读取失败，连接被对端重置。`,
      `sshd[${field("pid")}] 报 fatal：Read from socket failed，Connection reset by peer [preauth]。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `sshd[${field("pid")}] read from the socket without errors.`,
    chinese: `sshd[${field("pid")}] 从 socket 读取一切正常。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `sshd[${field("pid")}] closed the connection after a login grace timeout.`,
    chinese: `sshd[${field("pid")}] 因为登录超时主动关闭了连接。`,
  }),
};

const PAM_FIELDS =
  /logname= uid=(?<uid>\d+) euid=(?<euid>\d+) tty=(?<tty>\w+) ruser= rhost=(?<rhost>\S+) {2}user=(?<user>\w+)$/
    .source;

const pamMoreFailures: EventType = {
  name: "linux-auth/pam-more-failures",
  pattern: new RegExp(`^PAM (?<count>\\d+) more authentication failures; ${PAM_FIELDS}`),
  numericFields: ["count", "pid"],
  entityFields: ["rhost"],
  faithful: ({ value: field }) => ({
    english: [
      `PAM logged ${field("count")} more authentication failures; rhost=${field("rhost")}, user=${field("user")}.`,
      `At ${field("when")}, sshd[${field("pid")}] on ${field("host")} had ${field("count")} more authentication failures for ${field("user")} (rhost=${field("rhost")}).`,
    ],
    chinese: [
      `${field("time")}，PAM 又记录了 ${field("count")} 次认证失败，来源 ${field("rhost")}，用户 ${field("user")}。`,
      `sshd[${field("pid")}] 上 ${field("user")} 的认证又失败了 ${field("count")} 次（rhost=${field("rhost")}）。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `There were no more authentication failures for ${field("user")} from ${field("rhost")}.`,
    chinese: `来自 ${field("rhost")} 的 ${field("user")} 没有再出现认证失败。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `PAM locked the ${field("user")} account after ${field("count")} failures from ${field("rhost")}.`,
    chinese: `PAM 在来自 ${field("rhost")} 的 ${field("count")} 次失败后锁定了 ${field("user")} 账户。`,
  }),
};

const ignoringMaxRetries: EventType = {
  name: "linux-auth/pam-ignoring-max-retries",
  pattern: /^PAM service\(sshd\) ignoring max retries; (?<tries>\d+) > (?<max>\d+)$/,
  numericFields: ["tries", "max", "pid"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `PAM service(sshd) ignoring max retries; ${field("tries")} > ${field("max")}.`,
      `At ${field("when")}, sshd[${field("pid")}] logged that PAM service(sshd) is ignoring max retries (${field("tries")} > ${field("max")}).`,
    ],
    chinese: [
      `${field("time")}，PAM service(sshd) 忽略了最大重试次数（${field("tries")} > ${field("max")}）。`,
      `sshd[${field("pid")}] 报告 PAM 服务忽略 max retries：${field("tries")} > ${field("max")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: () => ({
    english: "PAM service(sshd) enforced the max retries.",
    chinese: "PAM service(sshd) 遵守了最大重试次数限制。",
  }),
  wrongEvent: ({ value: field }) => ({
    english: `PAM service(sshd) raised max retries to ${field("tries")}.`,
    chinese: `PAM service(sshd) 把最大重试次数调成了 ${field("tries")}。`,
  }),
};

const pamUnixAuthFailure: EventType = {
  name: "linux-auth/pam-unix-authentication-failure",
  pattern: new RegExp(`^pam_unix\\(sshd:auth\\): authentication failure; ${PAM_FIELDS}`),
  numericFields: ["pid"],
  entityFields: ["rhost"],
  faithful: ({ value: field }) => ({
    english: [
      `pam_unix(sshd:auth): authentication failure for user=${field("user")}, rhost=${field("rhost")}.`,
      `At ${field("when")}, sshd[${field("pid")}] on ${field("host")} logged an authentication failure for ${field("user")} (rhost=${field("rhost")}, tty=${field("tty")}).`,
    ],
    chinese: [
      `${field("when")}，${field("host")} 上 sshd[${field("pid")}] 的 pam_unix 认证失败，用户 ${field("user")}，来源 ${field("rhost")}。`,
      `来自 ${field("rhost")} 的 ${field("user")} 认证失败（pam_unix，tty=${field("tty")}）。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `Authentication for ${field("user")} from ${field("rhost")} succeeded.`,
    chinese: `${field("user")} 从 ${field("rhost")} 的认证成功了。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `pam_unix opened a session for ${field("user")} from ${field("rhost")}.`,
    chinese: `pam_unix 为来自 ${field("rhost")} 的 ${field("user")} 打开了会话。`,
  }),
};

const disconnectPreauth: EventType = {
  name: "linux-auth/sshd-disconnect-preauth",
  pattern: /^Received disconnect from (?<ip>\S+): (?<code>\d+): {2}\[preauth\]$/,
  numericFields: ["code", "pid"],
  entityFields: ["ip"],
  faithful: ({ value: field }) => ({
    english: [
      `sshd[${field("pid")}] received disconnect from ${field("ip")}: ${field("code")} [preauth].`,
      `At ${field("when")}, a disconnect was received from ${field("ip")} [preauth].`,
    ],
    chinese: [
      `${field("time")}，sshd[${field("pid")}] 在认证前收到 ${field("ip")} 的断开连接（${field("code")}）。`,
      `${field("ip")} 在认证前断开了与 sshd[${field("pid")}] 的连接。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `${field("ip")} stayed connected to sshd[${field("pid")}].`,
    chinese: `${field("ip")} 一直保持着与 sshd[${field("pid")}] 的连接。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `sshd[${field("pid")}] dropped ${field("ip")} because of a protocol error.`,
    chinese: `sshd[${field("pid")}] 因为协议错误踢掉了 ${field("ip")}。`,
  }),
};

const disconnectByUser: EventType = {
  name: "linux-auth/sshd-disconnected-by-user",
  pattern: /^Received disconnect from (?<ip>\S+): (?<code>\d+): disconnected by user$/,
  numericFields: ["code", "pid"],
  entityFields: ["ip"],
  faithful: ({ value: field }) => ({
    english: [
      `Received disconnect from ${field("ip")}: ${field("code")}: disconnected by user.`,
      `At ${field("when")}, sshd[${field("pid")}] received disconnect from ${field("ip")}, disconnected by user.`,
    ],
    chinese: [
      `${field("time")}，${field("ip")} 由用户主动断开连接（sshd[${field("pid")}]，代码 ${field("code")}）。`,
      `sshd 收到 ${field("ip")} 的断开请求：disconnected by user。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `${field("ip")} was not disconnected.`,
    chinese: `${field("ip")} 并没有断开连接。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `sshd[${field("pid")}] disconnected ${field("ip")} after an idle timeout.`,
    chinese: `sshd[${field("pid")}] 因为空闲超时断开了 ${field("ip")}。`,
  }),
};

const sessionOpened: EventType = {
  name: "linux-auth/pam-session-opened",
  pattern:
    /^pam_unix\(sshd:session\): session opened for user (?<user>\w+) by \(uid=(?<uid>\d+)\)$/,
  numericFields: ["pid", "uid"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `pam_unix(sshd:session): session opened for user ${field("user")} by (uid=${field("uid")}).`,
      `At ${field("when")}, a session was opened for user ${field("user")} on ${field("host")}.`,
    ],
    chinese: [
      `${field("when")}，${field("host")} 上为用户 ${field("user")} 打开了 SSH 会话。`,
      `sshd[${field("pid")}] 给 ${field("user")} 开了一个会话（uid=${field("uid")}）。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `No session was opened for ${field("user")}.`,
    chinese: `没有为 ${field("user")} 打开会话。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `pam_unix refused to open a session for ${field("user")}.`,
    chinese: `pam_unix 拒绝为 ${field("user")} 打开会话。`,
  }),
};

const sessionClosed: EventType = {
  name: "linux-auth/pam-session-closed",
  pattern: /^pam_unix\(sshd:session\): session closed for user (?<user>\w+)$/,
  numericFields: ["pid"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `pam_unix(sshd:session): session closed for user ${field("user")}.`,
      `At ${field("when")}, the session for user ${field("user")} was closed (sshd[${field("pid")}]).`,
    ],
    chinese: [
      `${field("time")}，用户 ${field("user")} 的会话关闭了。`,
      `sshd[${field("pid")}] 关闭了 ${field("user")} 的会话。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `The session for ${field("user")} was still open.`,
    chinese: `${field("user")} 的会话还开着。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `The session for ${field("user")} was killed by the OOM killer.`,
    chinese: `${field("user")} 的会话被 OOM killer 杀掉了。`,
  }),
};

const header =
  /^(?<month>[A-Z][a-z]{2}) (?<day>\d\d) (?<time>\d\d:\d\d:\d\d) (?<host>\S+) (?<process>[a-z]+)(?:\[(?<pid>\d+)\])?: (?<message>.*)$/;

const questionsEnglish = [
  "Who logged in around {time}?",
  "Were there failed logins or sudo problems around {time}?",
  "What did the auth log record at {time}?",
];
const questionsChinese = [
  "{time} 前后有谁登录了？",
  "{time} 左右有没有登录失败或者 sudo 的问题？",
  "{time} 时 auth 日志记录了什么？",
];
const causes: readonly ClaimPair[] = [
  {
    english: "because the password had expired",
    chinese: "原因是密码已经过期",
  },
  {
    english: "due to a brute-force attack from a botnet",
    chinese: "原因是来自僵尸网络的暴力破解",
  },
  {
    english: "because fail2ban was not running",
    chinese: "原因是 fail2ban 没有在运行",
  },
];
const additions: readonly ClaimPair[] = [
  {
    english: "and the account was locked right after",
    chinese: "随后该账户立即被锁定",
  },
  {
    english: "and the same address logged in a minute later",
    chinese: "并且同一个地址一分钟后登录成功",
  },
  {
    english: "and an intrusion alert was raised",
    chinese: "并且触发了入侵告警",
  },
];

export const linuxAuthProfile: SourceProfile = {
  source: "LinuxAuth",
  fileName: "linux-auth.log",
  header,
  derive: deriveWhen,
  timeOf: ({ value: field }) => field("when"),
  questionsEnglish,
  questionsChinese,
  causes,
  additions,
  events: [
    accepted,
    invalidUser,
    failedPassword,
    sudoDenied,
    sudoCommand,
    noIdentification,
    newGroup,
    newUser,
  ],
};

export const linuxSecureProfile: SourceProfile = {
  source: "LinuxSecure",
  fileName: "linux-secure-rhel7.log",
  header,
  derive: deriveWhen,
  timeOf: ({ value: field }) => field("when"),
  questionsEnglish,
  questionsChinese,
  causes,
  additions,
  events: [
    failedPassword,
    pamSucceedIf,
    fatalRead,
    pamMoreFailures,
    ignoringMaxRetries,
    pamUnixAuthFailure,
    disconnectPreauth,
    disconnectByUser,
    accepted,
    sessionOpened,
    sessionClosed,
  ],
};
