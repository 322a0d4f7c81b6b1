/**
 * Linux audit daemon logs (auditd's raw format): a RHEL 6 host in March 2017 (sudo's PAM
 * session and credential records, a sudo command, an IPsec policy added by charon with its
 * syscall, an SSH login's session key destroyed, authentication and accounting records), a
 * CentOS 7 node in July 2020 (auditd starting, two configuration changes, systemd units started,
 * the boot record) and the start of a RHEL 7 boot in December 2016 (auditd starting, units
 * started and stopped, netfilter tables registered by modprobe and filled by iptables):
 * header layouts, event types with English and Chinese claim templates, and fabrication clauses.
 */
import type {
  ClaimPair,
  EventType,
  FieldReader,
  SourceProfile,
} from "../heldout-real-logs/model.js";

/** A record of the given type(s) whose body after "msg=audit(...): " matches body. */
function audit(type: string, body: RegExp): RegExp {
  return new RegExp(`^type=(?:${type}) msg=audit\\(\\d+\\.\\d{3}:\\d+\\): ${body.source}`);
}

const PAM_BODY =
  /user pid=(?<pid>\d+) uid=(?<uid>\d+) auid=(?<auid>\d+) ses=(?<ses>\d+) msg='op=PAM:(?<op>\w+) acct="(?<acct>[^"]+)" exe="(?<exe>[^"]+)" hostname=\? addr=\? terminal=(?<terminal>\S+) res=(?<res>\w+)'$/;

function pamFaithfulEnglish({ value: field }: FieldReader): string[] {
  return [
    `${field("type")} for pid=${field("pid")}: op=PAM:${field("op")} acct="${field("acct")}" exe="${field("exe")}" res=${field("res")}.`,
    `${field("exe")} logged PAM:${field("op")} for acct ${field("acct")} with res=${field("res")} (pid=${field("pid")}, auid=${field("auid")}, ses=${field("ses")}).`,
  ];
}

function pamRecordChinese({ value: field }: FieldReader): string {
  return `审计记录 ${field("serial")}：${field("type")}，op=PAM:${field("op")}，acct="${field("acct")}"，exe="${field("exe")}"，res=${field("res")}。`;
}

const pamNegation = ({ value: field }: FieldReader): ClaimPair => ({
  english: `PAM:${field("op")} for acct ${field("acct")} failed.`,
  chinese: `${field("exe")} 对 ${field("acct")} 的 PAM:${field("op")} 失败了。`,
});

const pamWrongEvent = ({ value: field }: FieldReader): ClaimPair => ({
  english: `SELinux denied ${field("exe")} access for acct ${field("acct")}.`,
  chinese: `SELinux 拒绝了 ${field("exe")} 对 ${field("acct")} 的访问。`,
});

const pamSession: EventType = {
  name: "auditd/pam-session",
  pattern: audit("USER_START|USER_END", PAM_BODY),
  numericFields: ["pid", "ses", "auid"],
  entityFields: ["exe", "acct"],
  faithful: (fields) => {
    const { value: field } = fields;
    const action = field("op") === "session_open" ? "打开了" : "关闭了";
    return {
      english: pamFaithfulEnglish(fields),
      chinese: [
        `${field("exe")} ${action} ${field("acct")} 的 PAM 会话（pid ${field("pid")}，ses ${field("ses")}），res=${field("res")}。`,
        pamRecordChinese(fields),
      ],
    };
  },
  negationDropsLineNegation: false,
  negation: pamNegation,
  wrongEvent: pamWrongEvent,
};

const pamCredentials: EventType = {
  name: "auditd/pam-setcred",
  pattern: audit("CRED_ACQ|CRED_DISP", PAM_BODY),
  numericFields: ["pid", "ses", "auid"],
  entityFields: ["exe", "acct"],
  faithful: (fields) => {
    const { value: field } = fields;
    return {
      english: pamFaithfulEnglish(fields),
      chinese: [
        `${field("exe")}（pid ${field("pid")}）为 ${field("acct")} 执行了 PAM:setcred，记录类型 ${field("type")}，res=${field("res")}。`,
        pamRecordChinese(fields),
      ],
    };
  },
  negationDropsLineNegation: false,
  negation: pamNegation,
  wrongEvent: pamWrongEvent,
};

const pamAuthentication: EventType = {
  name: "auditd/pam-authentication-accounting",
  pattern: audit("USER_AUTH|USER_ACCT", PAM_BODY),
  numericFields: ["pid", "ses", "auid"],
  entityFields: ["exe", "acct"],
  faithful: (fields) => {
    const { value: field } = fields;
    const check = field("op") === "authentication" ? "认证" : "账户检查";
    return {
      english: pamFaithfulEnglish(fields),
      chinese: [
        `${field("exe")} 对 ${field("acct")} 做了 PAM ${check}，结果 ${field("res")}，终端 ${field("terminal")}，pid ${field("pid")}。`,
        pamRecordChinese(fields),
      ],
    };
  },
  negationDropsLineNegation: false,
  negation: pamNegation,
  wrongEvent: pamWrongEvent,
};

const userCommand: EventType = {
  name: "auditd/user-cmd",
  pattern: audit(
    "USER_CMD",
    /user pid=(?<pid>\d+) uid=(?<uid>\d+) auid=(?<auid>\d+) ses=(?<ses>\d+) msg='cwd="(?<cwd>[^"]*)" cmd=(?<cmd>[0-9A-F]+) terminal=\? res=(?<res>\w+)'$/,
  ),
  numericFields: ["pid", "uid", "ses"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `USER_CMD for pid=${field("pid")} (uid=${field("uid")}, auid=${field("auid")}, ses=${field("ses")}) with cwd="${field("cwd")}" and res=${field("res")}.`,
      `At ${field("epoch")}, uid=${field("uid")} logged a USER_CMD in cwd="${field("cwd")}", res=${field("res")}.`,
    ],
    chinese: [
      `审计记录 ${field("serial")}：pid ${field("pid")}（uid=${field("uid")}，auid=${field("auid")}）在 cwd="${field("cwd")}" 下执行了一条命令，res=${field("res")}。`,
      `${field("epoch")}，uid ${field("uid")} 的用户命令被记录为 USER_CMD，ses=${field("ses")}，结果 ${field("res")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `No command was run by pid=${field("pid")}.`,
    chinese: `pid ${field("pid")} 没有执行任何命令。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `The command of pid=${field("pid")} was blocked by auditd.`,
    chinese: `pid ${field("pid")} 的命令被 auditd 拦截了。`,
  }),
};

const ipsecPolicy: EventType = {
  name: "auditd/ipsec-spd-add",
  pattern: audit(
    "MAC_IPSEC_EVENT",
    /op=(?<op>SPD-add) auid=(?<auid>\d+) ses=(?<ses>\d+) res=(?<res>\d) src=(?<src>\S+) src_prefixlen=(?<srcPrefix>\d+) dst=(?<dst>\S+) dst_prefixlen=(?<dstPrefix>\d+)$/,
  ),
  numericFields: ["srcPrefix", "dstPrefix"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `MAC_IPSEC_EVENT op=${field("op")}: src=${field("src")} src_prefixlen=${field("srcPrefix")}, dst=${field("dst")} dst_prefixlen=${field("dstPrefix")}, res=${field("res")}.`,
      `At ${field("epoch")}, MAC_IPSEC_EVENT ${field("op")} with src=${field("src")}, src_prefixlen=${field("srcPrefix")}, dst=${field("dst")} and dst_prefixlen=${field("dstPrefix")}.`,
    ],
    chinese: [
      `${field("epoch")} 记录了 IPsec ${field("op")}：源 ${field("src")}（前缀长度 ${field("srcPrefix")}），目的 ${field("dst")}（前缀长度 ${field("dstPrefix")}），res=${field("res")}。`,
      `审计记录 ${field("serial")} 是一条 MAC_IPSEC_EVENT，op=${field("op")}，dst=${field("dst")}，dst_prefixlen=${field("dstPrefix")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `No IPsec policy was added for ${field("dst")}.`,
    chinese: `没有为 ${field("dst")} 添加 IPsec 策略。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `The IPsec tunnel to ${field("dst")} went down.`,
    chinese: `到 ${field("dst")} 的 IPsec 隧道断开了。`,
  }),
};

const syscall: EventType = {
  name: "auditd/syscall",
  pattern: audit(
    "SYSCALL",
    /arch=(?<arch>\w+) syscall=(?<syscall>\d+) success=(?<success>yes|no) exit=(?<exit>-?\d+) a0=\w+ a1=\w+ a2=\w+ a3=\w+ items=(?<items>\d+) ppid=(?<ppid>\d+) pid=(?<pid>\d+) auid=(?<auid>\d+) uid=(?<uid>\d+) .* comm="(?<comm>[^"]+)" exe=(?<exe>"[^"]+"|[0-9A-F]+)(?: subj=(?<subj>\S+))? key=\(null\)$/,
  ),
  numericFields: ["syscall", "pid", "ppid", "exit"],
  entityFields: ["comm"],
  faithful: ({ value: field }) => ({
    english: [
      `SYSCALL for comm="${field("comm")}": syscall=${field("syscall")} success=${field("success")} exit=${field("exit")}, pid=${field("pid")}, ppid=${field("ppid")}.`,
      `At ${field("epoch")}, ${field("comm")} (pid=${field("pid")}, ppid=${field("ppid")}) got success=${field("success")} on syscall=${field("syscall")}, exit=${field("exit")}.`,
    ],
    chinese: [
      `进程 ${field("comm")}（pid ${field("pid")}，ppid ${field("ppid")}）调用了 ${field("syscall")} 号系统调用，success=${field("success")}，exit=${field("exit")}。`,
      `${field("epoch")} 的 SYSCALL 记录：comm="${field("comm")}"，syscall=${field("syscall")}，success=${field("success")}，exit=${field("exit")}，uid=${field("uid")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `The syscall ${field("syscall")} of ${field("comm")} failed.`,
    chinese: `${field("comm")} 的 ${field("syscall")} 号系统调用失败了。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `${field("comm")} (pid=${field("pid")}) was killed by SIGSEGV.`,
    chinese: `${field("comm")}（pid ${field("pid")}）收到 SIGSEGV 被杀掉了。`,
  }),
};

const login: EventType = {
  name: "auditd/login",
  pattern: audit(
    "LOGIN",
    /pid=(?<pid>\d+) uid=(?<uid>\d+) old auid=(?<oldAuid>\d+) new auid=(?<newAuid>\d+) old ses=(?<oldSes>\d+) new ses=(?<newSes>\d+)$/,
  ),
  numericFields: ["pid", "oldSes", "newSes"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `LOGIN for pid=${field("pid")}: old auid=${field("oldAuid")}, new auid=${field("newAuid")}, old ses=${field("oldSes")}, new ses=${field("newSes")}.`,
      `At ${field("epoch")}, pid=${field("pid")} (uid=${field("uid")}) logged a LOGIN with new ses=${field("newSes")}.`,
    ],
    chinese: [
      `pid ${field("pid")} 的 LOGIN 记录：旧 auid=${field("oldAuid")}，新 auid=${field("newAuid")}；旧 ses=${field("oldSes")}，新 ses=${field("newSes")}。`,
      `${field("epoch")}，pid ${field("pid")} 登录，会话号从 ${field("oldSes")} 变成了 ${field("newSes")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `No new session was started for pid=${field("pid")}.`,
    chinese: `pid ${field("pid")} 没有开始新的会话。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `pid=${field("pid")} logged out and ses=${field("oldSes")} was closed.`,
    chinese: `pid ${field("pid")} 注销了，会话 ${field("oldSes")} 被关闭。`,
  }),
};

const sessionKeyDestroyed: EventType = {
  name: "auditd/crypto-session-key-destroyed",
  pattern: audit(
    "CRYPTO_KEY_USER",
    /user pid=(?<pid>\d+) uid=(?<uid>\d+) auid=(?<auid>\d+) ses=(?<ses>\d+) msg='op=(?<op>destroy) kind=(?<kind>session) fp=\? direction=(?<direction>\w+) spid=(?<spid>\d+) suid=(?<suid>\d+) rport=(?<rport>\d+) laddr=(?<laddr>\S+) lport=(?<lport>\d+) {2}exe="(?<exe>[^"]+)" hostname=\? addr=(?<addr>\S+) terminal=\? res=(?<res>\w+)'$/,
  ),
  numericFields: ["rport", "lport", "pid"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `CRYPTO_KEY_USER op=${field("op")} kind=${field("kind")} for addr=${field("addr")} rport=${field("rport")}, laddr=${field("laddr")} lport=${field("lport")}, res=${field("res")}.`,
      `At ${field("epoch")}, ${field("exe")} logged op=${field("op")} of a ${field("kind")} key with direction=${field("direction")} for addr=${field("addr")}.`,
    ],
    chinese: [
      `${field("exe")} 记录 op=${field("op")} kind=${field("kind")}：对端 ${field("addr")} 端口 ${field("rport")}，本地 ${field("laddr")} 端口 ${field("lport")}，res=${field("res")}。`,
      `pid ${field("pid")} 销毁了与 ${field("addr")} 的 ${field("kind")} 密钥（direction=${field("direction")}，spid=${field("spid")}）。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `No session key was destroyed for ${field("addr")}.`,
    chinese: `没有销毁与 ${field("addr")} 相关的会话密钥。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `${field("exe")} failed the key exchange with ${field("addr")}.`,
    chinese: `${field("exe")} 与 ${field("addr")} 的密钥交换失败了。`,
  }),
};

const authenticationSuccess: EventType = {
  name: "auditd/user-auth-success",
  pattern: audit(
    "USER_AUTH",
    /user pid=(?<pid>\d+) uid=(?<uid>\d+) auid=(?<auid>\d+) ses=(?<ses>\d+) msg='op=success acct="(?<acct>[^"]+)" exe="(?<exe>[^"]+)" hostname=\? addr=(?<addr>\S+) terminal=(?<terminal>\w+) res=(?<res>\w+)'$/,
  ),
  numericFields: ["pid", "ses"],
  entityFields: ["acct"],
  faithful: ({ value: field }) => ({
    english: [
      `USER_AUTH op=success for acct "${field("acct")}" with addr=${field("addr")}, exe="${field("exe")}" and terminal=${field("terminal")}.`,
      `At ${field("epoch")}, ${field("exe")} logged a USER_AUTH success for acct ${field("acct")} (addr=${field("addr")}, pid=${field("pid")}).`,
    ],
    chinese: [
      `${field("exe")} 对来自 ${field("addr")} 的账户 ${field("acct")} 认证成功（terminal=${field("terminal")}）。`,
      `${field("epoch")}，账户 ${field("acct")} 通过 sshd 认证成功，地址 ${field("addr")}，ses=${field("ses")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `Authentication of acct ${field("acct")} from ${field("addr")} failed.`,
    chinese: `来自 ${field("addr")} 的 ${field("acct")} 认证失败了。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `${field("acct")} from ${field("addr")} was rejected for an expired password.`,
    chinese: `来自 ${field("addr")} 的 ${field("acct")} 因为密码过期被拒绝了。`,
  }),
};

const daemonStart: EventType = {
  name: "auditd/daemon-start",
  pattern: audit(
    "DAEMON_START",
    /(?:auditd start,|op=start) ver=(?<ver>[\d.]+) format=(?<format>\w+) kernel=(?<kernel>\S+) auid=(?<auid>\d+) pid=(?<pid>\d+)(?: uid=\d+ ses=\d+)? subj=(?<subj>\S+) res=(?<res>\w+)$/,
  ),
  numericFields: ["pid"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `DAEMON_START: auditd ${field("ver")} started with format=${field("format")} on kernel=${field("kernel")}, pid=${field("pid")}, res=${field("res")}.`,
      `At ${field("epoch")}, auditd ver=${field("ver")} started (pid=${field("pid")}, kernel=${field("kernel")}).`,
    ],
    chinese: [
      `${field("epoch")}，auditd ${field("ver")} 启动，内核 ${field("kernel")}，pid ${field("pid")}，res=${field("res")}。`,
      `审计守护进程 auditd 已启动（ver=${field("ver")}，format=${field("format")}）。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: () => ({
    english: "auditd did not start.",
    chinese: "auditd 没有启动。",
  }),
  wrongEvent: ({ value: field }) => ({
    english: `auditd ${field("ver")} failed to start because the backlog limit was exceeded.`,
    chinese: `auditd ${field("ver")} 启动失败：超出了 backlog 限制。`,
  }),
};

const configChange: EventType = {
  name: "auditd/config-change",
  pattern: audit(
    "CONFIG_CHANGE",
    /(?<key>audit_backlog_limit|audit_failure)=(?<value>\d+) old=(?<old>\d+) auid=(?<auid>\d+) ses=(?<ses>\d+) subj=(?<subj>\S+) res=(?<res>\d)$/,
  ),
  numericFields: ["value", "old"],
  entityFields: ["key"],
  faithful: ({ value: field }) => ({
    english: [
      `CONFIG_CHANGE: ${field("key")}=${field("value")} (old=${field("old")}), res=${field("res")}.`,
      `At ${field("epoch")}, CONFIG_CHANGE logged ${field("key")}=${field("value")} with old=${field("old")}.`,
    ],
    chinese: [
      `${field("epoch")}，配置变更：${field("key")} 设为 ${field("value")}（原值 ${field("old")}），res=${field("res")}。`,
      `审计配置 ${field("key")} 设为 ${field("value")}，原值 ${field("old")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `${field("key")} was not changed.`,
    chinese: `${field("key")} 没有被修改。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `The kernel rejected setting ${field("key")} to ${field("value")}.`,
    chinese: `内核拒绝把 ${field("key")} 设为 ${field("value")}。`,
  }),
};

const SERVICE_BODY =
  /pid=(?<pid>\d+) uid=(?<uid>\d+) auid=(?<auid>\d+) ses=(?<ses>\d+) subj=(?<subj>\S+) msg='unit=(?<unit>\S+) comm="(?<comm>[^"]+)" exe="(?<exe>[^"]+)" hostname=\? addr=\? terminal=\? res=(?<res>\w+)'$/;

const serviceStart: EventType = {
  name: "auditd/service-start",
  pattern: audit("SERVICE_START", SERVICE_BODY),
  numericFields: ["epoch"],
  entityFields: ["unit"],
  faithful: ({ value: field }) => ({
    english: [
      `systemd started unit=${field("unit")} (res=${field("res")}).`,
      `SERVICE_START for unit=${field("unit")} at ${field("epoch")}, res=${field("res")}.`,
      `At ${field("epoch")}, systemd started ${field("unit")} with res=${field("res")}.`,
    ],
    chinese: [
      `${field("epoch")}，systemd 启动了 ${field("unit")}，结果 ${field("res")}。`,
      `${field("unit")} 已由 systemd 启动（SERVICE_START，res=${field("res")}）。`,
      `systemd 拉起了 ${field("unit")} 这个 unit。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `systemd did not start ${field("unit")}.`,
    chinese: `systemd 没有启动 ${field("unit")}。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `${field("unit")} failed to start (res=failed).`,
    chinese: `${field("unit")} 启动失败了（res=failed）。`,
  }),
};

const serviceStop: EventType = {
  name: "auditd/service-stop",
  pattern: audit("SERVICE_STOP", SERVICE_BODY),
  numericFields: ["epoch"],
  entityFields: ["unit"],
  faithful: ({ value: field }) => ({
    english: [
      `SERVICE_STOP for unit=${field("unit")} at ${field("epoch")}, res=${field("res")}.`,
      `At ${field("epoch")}, systemd logged SERVICE_STOP of ${field("unit")} (res=${field("res")}).`,
    ],
    chinese: [
      `${field("epoch")}，systemd 停止了 ${field("unit")}，结果 ${field("res")}。`,
      `${field("unit")} 被 systemd 停掉了（SERVICE_STOP）。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `${field("unit")} was not stopped.`,
    chinese: `${field("unit")} 没有被停止。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `${field("unit")} crashed with a segmentation fault.`,
    chinese: `${field("unit")} 因为段错误崩溃了。`,
  }),
};

const systemBoot: EventType = {
  name: "auditd/system-boot",
  pattern: audit(
    "SYSTEM_BOOT",
    /pid=(?<pid>\d+) uid=(?<uid>\d+) auid=(?<auid>\d+) ses=(?<ses>\d+) subj=(?<subj>\S+) msg=' comm="(?<comm>[^"]+)" exe="(?<exe>[^"]+)" hostname=\? addr=\? terminal=\? res=(?<res>\w+)'$/,
  ),
  numericFields: ["pid"],
  entityFields: [],
  faithful: ({ value: field }) => ({
    english: [
      `SYSTEM_BOOT logged by ${field("comm")} (pid=${field("pid")}), res=${field("res")}.`,
      `At ${field("epoch")}, ${field("exe")} logged SYSTEM_BOOT with res=${field("res")}.`,
    ],
    chinese: [
      `${field("epoch")}，${field("comm")}（pid ${field("pid")}）记录了一次 SYSTEM_BOOT，res=${field("res")}。`,
      `系统启动事件由 ${field("exe")} 写入（pid ${field("pid")}）。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: () => ({
    english: "No SYSTEM_BOOT was recorded.",
    chinese: "没有记录到 SYSTEM_BOOT。",
  }),
  wrongEvent: ({ value: field }) => ({
    english: `${field("comm")} logged a SYSTEM_SHUTDOWN.`,
    chinese: `${field("comm")} 记录了一次系统关机（SYSTEM_SHUTDOWN）。`,
  }),
};

const netfilterConfig: EventType = {
  name: "auditd/netfilter-cfg",
  pattern: audit(
    "NETFILTER_CFG",
    /table=(?<table>\w+) family=(?<family>\d+) entries=(?<entries>\d+)$/,
  ),
  numericFields: ["entries", "family"],
  entityFields: ["table"],
  faithful: ({ value: field }) => ({
    english: [
      `NETFILTER_CFG: table=${field("table")} family=${field("family")} entries=${field("entries")}.`,
      `At ${field("epoch")}, the netfilter ${field("table")} table had entries=${field("entries")} (family=${field("family")}).`,
    ],
    chinese: [
      `${field("epoch")}，netfilter 的 ${field("table")} 表配置有变更，family=${field("family")}，entries=${field("entries")}。`,
      `netfilter ${field("table")} 表（family=${field("family")}）的条目数是 ${field("entries")}。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation: ({ value: field }) => ({
    english: `The netfilter ${field("table")} table was not changed.`,
    chinese: `netfilter 的 ${field("table")} 表没有变化。`,
  }),
  wrongEvent: ({ value: field }) => ({
    english: `The netfilter ${field("table")} table was flushed and all rules dropped.`,
    chinese: `netfilter ${field("table")} 表被清空，所有规则都丢了。`,
  }),
};

const header =
  /^(?:node=(?<node>\S+) )?(?<message>type=(?<type>[A-Z_]+) msg=audit\((?<epoch>\d+\.\d{3}):(?<serial>\d+)\): .*)$/;

const questionsEnglish = [
  "What did auditd record around {time}?",
  "Who ran privileged commands around {time}?",
  "Which services started around {time}?",
];
const questionsChinese = [
  "{time} 前后 auditd 记录了什么？",
  "{time} 左右有谁执行了特权命令？",
  "{time} 时启动了哪些服务？",
];
const causes: readonly ClaimPair[] = [
  {
    english: "because a configuration management run changed the host",
    chinese: "原因是配置管理工具刚改过这台主机",
  },
  {
    english: "due to an operator debugging a failed deploy",
    chinese: "原因是运维在排查一次失败的发布",
  },
  {
    english: "because the host had just been rebooted by a kernel update",
    chinese: "原因是主机刚因为内核升级重启过",
  },
];
const additions: readonly ClaimPair[] = [
  {
    english: "and the audit backlog overflowed a second later",
    chinese: "并且一秒后审计 backlog 溢出",
  },
  {
    english: "and a security alert was sent to the on-call engineer",
    chinese: "并且给值班工程师发了安全告警",
  },
  {
    english: "and the same command was repeated on two other hosts",
    chinese: "并且同样的命令在另外两台主机上也执行了",
  },
];

const shared = {
  derive: () => ({}),
  timeOf: ({ value: field }: FieldReader) => field("epoch"),
  questionsEnglish,
  questionsChinese,
  causes,
  additions,
} as const;

export const auditdRhel6Profile: SourceProfile = {
  ...shared,
  source: "AuditdRhel6",
  fileName: "auditd-rhel6.log",
  header,
  events: [
    pamSession,
    pamCredentials,
    pamAuthentication,
    userCommand,
    ipsecPolicy,
    syscall,
    login,
    sessionKeyDestroyed,
    authenticationSuccess,
  ],
};

export const auditdNodeProfile: SourceProfile = {
  ...shared,
  source: "AuditdNode",
  fileName: "auditd-centos7-node.log",
  header,
  events: [daemonStart, configChange, serviceStart, systemBoot],
};

export const auditdRhel7Profile: SourceProfile = {
  ...shared,
  source: "AuditdRhel7",
  fileName: "auditd-rhel7.log",
  header,
  events: [daemonStart, serviceStart, serviceStop, systemBoot, netfilterConfig, syscall],
};
