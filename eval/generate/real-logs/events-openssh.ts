/**
 * OpenSSH sshd event types (LogHub OpenSSH_2k): invalid users, failed passwords, PAM
 * authentication failures, disconnects, reverse-mapping warnings and missing identification.
 */
import { type EventType, linePattern } from "./model.js";

const prefix = String.raw`(?<month>[A-Z][a-z]{2}) +(?<day>\d+) (?<clock>[\d:]+) (?<host>\S+) sshd\[(?<pid>\d+)\]: `;
const ip = String.raw`(?<ip>\d+\.\d+\.\d+\.\d+)`;

function sshd(message: string): RegExp {
  return linePattern(prefix, message);
}

export const OPENSSH_EVENTS: readonly EventType[] = [
  {
    name: "openssh.invalid-user",
    pattern: sshd(String.raw`Invalid user (?<user>\S+) from ${ip}`),
    faithful: {
      en: [
        (v) => `sshd[${v("pid")}] reported invalid user ${v("user")} from ${v("ip")}`,
        (v) => `${v("host")} sshd logged invalid user ${v("user")} from ${v("ip")}`,
      ],
      zh: [
        (v) => `${v("host")} 上的 sshd 报告来自 ${v("ip")} 的无效用户 ${v("user")}`,
        (v) => `sshd[${v("pid")}] 记录到无效用户 ${v("user")}，来自 ${v("ip")}`,
      ],
    },
    values: [{ field: "ip", kind: "ip" }],
    entities: [
      { field: "user", pool: "openssh.user" },
      { field: "ip", pool: "openssh.ip" },
    ],
    negation: {
      en: (v) => `User ${v("user")} from ${v("ip")} is a valid user`,
      zh: (v) => `来自 ${v("ip")} 的用户 ${v("user")} 是有效用户`,
    },
    wrongEvent: {
      en: (v) => `sshd accepted user ${v("user")} from ${v("ip")}`,
      zh: (v) => `sshd 接受了来自 ${v("ip")} 的用户 ${v("user")}`,
    },
  },
  {
    name: "openssh.failed-password-invalid-user",
    pattern: sshd(
      String.raw`Failed password for invalid user (?<user>\S+) from ${ip} port (?<port>\d+) ssh2`,
    ),
    faithful: {
      en: [
        (v) =>
          `sshd[${v("pid")}] logged failed password for invalid user ${v("user")} from ${v("ip")} port ${v("port")}`,
        (v) =>
          `Failed password was logged for invalid user ${v("user")} from ${v("ip")} port ${v("port")} with ssh2`,
      ],
      zh: [
        (v) => `来自 ${v("ip")} 端口 ${v("port")} 的无效用户 ${v("user")} 密码验证失败`,
        (v) =>
          `sshd[${v("pid")}]：无效用户 ${v("user")}（${v("ip")} 端口 ${v("port")}）密码验证失败`,
      ],
    },
    values: [
      { field: "port", kind: "digits" },
      { field: "ip", kind: "ip" },
    ],
    entities: [
      { field: "user", pool: "openssh.user" },
      { field: "ip", pool: "openssh.ip" },
    ],
    negation: {
      en: (v) =>
        `The password for invalid user ${v("user")} from ${v("ip")} port ${v("port")} did not fail`,
      zh: (v) => `来自 ${v("ip")} 端口 ${v("port")} 的无效用户 ${v("user")} 密码验证没有失败`,
    },
    wrongEvent: {
      en: (v) => `sshd accepted the password for ${v("user")} from ${v("ip")} port ${v("port")}`,
      zh: (v) => `sshd 接受了来自 ${v("ip")} 端口 ${v("port")} 的用户 ${v("user")} 的密码`,
    },
  },
  {
    name: "openssh.failed-password",
    pattern: sshd(String.raw`Failed password for (?<user>\w+) from ${ip} port (?<port>\d+) ssh2`),
    faithful: {
      en: [
        (v) => `sshd logged failed password for ${v("user")} from ${v("ip")} port ${v("port")}`,
        (v) =>
          `sshd[${v("pid")}] reported a failed password for ${v("user")} from ${v("ip")} port ${v("port")} ssh2`,
      ],
      zh: [
        (v) => `来自 ${v("ip")} 端口 ${v("port")} 的 ${v("user")} 密码验证失败`,
        (v) =>
          `sshd[${v("pid")}] 记录到 ${v("user")} 从 ${v("ip")} 端口 ${v("port")} 的密码验证失败`,
      ],
    },
    values: [
      { field: "port", kind: "digits" },
      { field: "ip", kind: "ip" },
    ],
    entities: [{ field: "ip", pool: "openssh.ip" }],
    negation: {
      en: (v) => `The password for ${v("user")} from ${v("ip")} port ${v("port")} did not fail`,
      zh: (v) => `来自 ${v("ip")} 端口 ${v("port")} 的 ${v("user")} 密码验证没有失败`,
    },
    wrongEvent: {
      en: (v) => `sshd accepted the password for ${v("user")} from ${v("ip")} port ${v("port")}`,
      zh: (v) => `sshd 接受了来自 ${v("ip")} 端口 ${v("port")} 的 ${v("user")} 的密码`,
    },
  },
  {
    name: "openssh.received-disconnect",
    pattern: sshd(String.raw`Received disconnect from ${ip}: (?<code>\d+): Bye Bye \[preauth\]`),
    faithful: {
      en: [
        (v) => `sshd received disconnect from ${v("ip")} with ${v("code")}: Bye Bye [preauth]`,
        (v) => `A disconnect was received from ${v("ip")}: ${v("code")}: Bye Bye`,
      ],
      zh: [
        (v) => `sshd 收到来自 ${v("ip")} 的断开连接：${v("code")}: Bye Bye [preauth]`,
        (v) => `sshd[${v("pid")}] 收到 ${v("ip")} 的断开连接（${v("code")}: Bye Bye）`,
      ],
    },
    values: [{ field: "ip", kind: "ip" }],
    entities: [{ field: "ip", pool: "openssh.ip" }],
    negation: {
      en: (v) => `sshd did not receive a disconnect from ${v("ip")}`,
      zh: (v) => `sshd 没有收到来自 ${v("ip")} 的断开连接`,
    },
    wrongEvent: {
      en: (v) => `sshd sent a disconnect to ${v("ip")}`,
      zh: (v) => `sshd 向 ${v("ip")} 发送了断开连接`,
    },
  },
  {
    name: "openssh.connection-closed",
    pattern: sshd(String.raw`Connection closed by ${ip} \[preauth\]`),
    faithful: {
      en: [
        (v) => `The connection was closed by ${v("ip")} [preauth]`,
        (v) => `sshd[${v("pid")}] logged connection closed by ${v("ip")}`,
      ],
      zh: [
        (v) => `连接被 ${v("ip")} 关闭 [preauth]`,
        (v) => `sshd[${v("pid")}] 的连接被 ${v("ip")} 关闭`,
      ],
    },
    values: [{ field: "ip", kind: "ip" }],
    entities: [{ field: "ip", pool: "openssh.ip" }],
    negation: {
      en: (v) => `The connection was not closed by ${v("ip")}`,
      zh: (v) => `连接没有被 ${v("ip")} 关闭`,
    },
    wrongEvent: {
      en: (v) => `The connection was opened by ${v("ip")} and authenticated`,
      zh: (v) => `连接由 ${v("ip")} 打开并通过了认证`,
    },
  },
  {
    name: "openssh.authentication-failure",
    pattern: sshd(
      String.raw`pam_unix\(sshd:auth\): authentication failure; logname= uid=(?<uid>\d+) euid=\d+ tty=ssh ruser= rhost=(?<rhost>\S+)(?:  user=(?<user>\w+))?`,
    ),
    faithful: {
      en: [
        (v) =>
          `pam_unix reported authentication failure for rhost=${v("rhost")} and user=${v("user")}`,
        (v) => `pam_unix reported an authentication failure with rhost=${v("rhost")}`,
      ],
      zh: [
        (v) => `pam_unix 报告 rhost=${v("rhost")}、user=${v("user")} 的认证失败`,
        (v) => `pam_unix 报告 rhost=${v("rhost")} 的认证失败`,
      ],
    },
    entities: [{ field: "rhost", pool: "openssh.rhost" }],
    negation: {
      en: (v) => `There was no authentication failure for rhost=${v("rhost")}`,
      zh: (v) => `rhost=${v("rhost")} 没有认证失败`,
    },
    wrongEvent: {
      en: (v) => `pam_unix reported authentication success for rhost=${v("rhost")}`,
      zh: (v) => `pam_unix 报告 rhost=${v("rhost")} 认证成功`,
    },
  },
  {
    name: "openssh.reverse-mapping-failed",
    pattern: sshd(
      String.raw`reverse mapping checking getaddrinfo for (?<name>\S+) \[${ip}\] failed - POSSIBLE BREAK-IN ATTEMPT!`,
    ),
    faithful: {
      en: [
        (v) =>
          `Reverse mapping checking getaddrinfo for ${v("name")} [${v("ip")}] failed, a possible break-in attempt`,
      ],
      zh: [(v) => `对 ${v("name")} [${v("ip")}] 的反向映射检查 getaddrinfo 失败，可能是入侵尝试`],
    },
    values: [{ field: "ip", kind: "ip" }],
    entities: [{ field: "ip", pool: "openssh.ip" }],
    negation: {
      en: (v) => `Reverse mapping checking getaddrinfo for ${v("name")} [${v("ip")}] did not fail`,
      zh: (v) => `对 ${v("name")} [${v("ip")}] 的反向映射检查 getaddrinfo 没有失败`,
    },
  },
  {
    name: "openssh.message-repeated",
    pattern: sshd(
      String.raw`message repeated (?<count>\d+) times: \[ Failed password for (?<user>\w+) from ${ip} port (?<port>\d+) ssh2\]`,
    ),
    faithful: {
      en: [
        (v) =>
          `Failed password for ${v("user")} from ${v("ip")} port ${v("port")} was repeated ${v("count")} times`,
      ],
      zh: [
        (v) =>
          `来自 ${v("ip")} 端口 ${v("port")} 的 ${v("user")} 密码验证失败消息重复了 ${v("count")} 次`,
      ],
    },
    values: [
      { field: "count", kind: "digits" },
      { field: "port", kind: "digits" },
    ],
    negation: {
      en: (v) =>
        `Failed password for ${v("user")} from ${v("ip")} port ${v("port")} was not repeated`,
      zh: (v) => `来自 ${v("ip")} 端口 ${v("port")} 的 ${v("user")} 密码验证失败消息没有重复`,
    },
  },
  {
    name: "openssh.too-many-failures",
    pattern: sshd(
      String.raw`Disconnecting: Too many authentication failures for (?<user>\w+) \[preauth\]`,
    ),
    faithful: {
      en: [
        (v) =>
          `sshd[${v("pid")}] is disconnecting: too many authentication failures for ${v("user")}`,
      ],
      zh: [(v) => `sshd[${v("pid")}] 正在断开连接：${v("user")} 的认证失败次数过多`],
    },
    negation: {
      en: (v) => `sshd[${v("pid")}] is not disconnecting ${v("user")}`,
      zh: (v) => `sshd[${v("pid")}] 没有断开 ${v("user")} 的连接`,
    },
  },
  {
    name: "openssh.pam-more-failures",
    pattern: sshd(
      String.raw`PAM (?<count>\d+) more authentication failures; logname= uid=\d+ euid=\d+ tty=ssh ruser= rhost=(?<rhost>\S+)  user=(?<user>\w+)`,
    ),
    faithful: {
      en: [
        (v) =>
          `PAM logged ${v("count")} more authentication failures for rhost=${v("rhost")} and user=${v("user")}`,
      ],
      zh: [
        (v) => `PAM 记录了 rhost=${v("rhost")}、user=${v("user")} 的另外 ${v("count")} 次认证失败`,
      ],
    },
    values: [{ field: "count", kind: "digits" }],
    negation: {
      en: (v) => `PAM logged no more authentication failures for rhost=${v("rhost")}`,
      zh: (v) => `PAM 没有记录 rhost=${v("rhost")} 的更多认证失败`,
    },
  },
  {
    name: "openssh.ignoring-max-retries",
    pattern: sshd(
      String.raw`PAM service\(sshd\) ignoring max retries; (?<attempts>\d+) > (?<limit>\d+)`,
    ),
    faithful: {
      en: [(v) => `PAM service(sshd) is ignoring max retries: ${v("attempts")} > ${v("limit")}`],
      zh: [(v) => `PAM service(sshd) 忽略了最大重试次数：${v("attempts")} > ${v("limit")}`],
    },
    values: [{ field: "attempts", kind: "digits" }],
    negation: {
      en: (v) => `PAM service(sshd) is enforcing max retries: ${v("attempts")} > ${v("limit")}`,
      zh: (v) => `PAM service(sshd) 没有忽略最大重试次数：${v("attempts")} > ${v("limit")}`,
    },
  },
  {
    name: "openssh.no-identification",
    pattern: sshd(`Did not receive identification string from ${ip}`),
    faithful: {
      en: [
        (v) => `sshd did not receive identification string from ${v("ip")}`,
        (v) => `sshd[${v("pid")}] did not receive an identification string from ${v("ip")}`,
      ],
      zh: [
        (v) => `sshd 未收到来自 ${v("ip")} 的标识字符串`,
        (v) => `sshd[${v("pid")}] 没有收到 ${v("ip")} 的标识字符串`,
      ],
    },
    values: [{ field: "ip", kind: "ip" }],
    entities: [{ field: "ip", pool: "openssh.ip" }],
    negation: {
      en: (v) => `sshd received the identification string from ${v("ip")}`,
      zh: (v) => `sshd 收到了来自 ${v("ip")} 的标识字符串`,
    },
    wrongEvent: {
      en: (v) => `sshd rejected the identification string from ${v("ip")}`,
      zh: (v) => `sshd 拒绝了来自 ${v("ip")} 的标识字符串`,
    },
  },
  {
    name: "openssh.userauth-invalid-user",
    pattern: sshd(String.raw`input_userauth_request: invalid user (?<user>\S+) \[preauth\]`),
    faithful: {
      en: [
        (v) =>
          `input_userauth_request reported invalid user ${v("user")} [preauth] in sshd[${v("pid")}]`,
      ],
      zh: [
        (v) => `sshd[${v("pid")}] 的 input_userauth_request 报告无效用户 ${v("user")} [preauth]`,
      ],
    },
    entities: [{ field: "user", pool: "openssh.user" }],
    negation: {
      en: (v) =>
        `input_userauth_request reported ${v("user")} as a valid user in sshd[${v("pid")}]`,
      zh: (v) => `sshd[${v("pid")}] 的 input_userauth_request 报告 ${v("user")} 是有效用户`,
    },
  },
];
