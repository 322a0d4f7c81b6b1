/**
 * Google Santa (the macOS binary authorization daemon santad) decision log lines from a
 * developer's Mac in December 2018: nine EXEC decisions, all ALLOW, seven for binaries signed by
 * Apple's "Software Signing" certificate (reason=CERT: xpcproxy, newsyslog, systemstats,
 * basename) and two with reason=UNKNOWN (osqueryd from Homebrew, a Google Chrome helper):
 * header layout, event types with English and Chinese claim templates, and fabrication clauses.
 */
import type { EventType, FieldReader, SourceProfile } from "../heldout-real-logs/model.js";
import { sourceName } from "./source-names.js";

function decision(reason: string): RegExp {
  return new RegExp(
    `^action=(?<action>EXEC)\\|decision=(?<decision>ALLOW)\\|reason=(?<reason>${reason})\\|sha256=(?<sha>[0-9a-f]{64})\\|path=(?<path>[^|]+)(?:\\|args=(?<args>[^|]+))?(?:\\|cert_sha256=(?<certsha>[0-9a-f]{64})\\|cert_cn=(?<certcn>[^|]+))?\\|pid=(?<pid>\\d+)\\|ppid=(?<ppid>\\d+)\\|uid=(?<uid>\\d+)\\|user=(?<user>\\w+)\\|gid=(?<gid>\\d+)\\|group=(?<group>\\w+)\\|mode=(?<mode>M)$`,
  );
}

const negation = ({ value: field }: FieldReader) => ({
  english: `santad did not allow the EXEC of ${field("path")} at ${field("timestamp")}.`,
  chinese: `${field("timestamp")}，santad 没有允许执行 ${field("path")}。`,
});

const wrongEvent = ({ value: field }: FieldReader) => ({
  english: `santad blocked the EXEC of ${field("path")} at ${field("timestamp")}.`,
  chinese: `${field("timestamp")}，santad 阻止了 ${field("path")} 的执行。`,
});

const allowedByCertificate: EventType = {
  name: "santa/allow-cert",
  pattern: decision("CERT"),
  numericFields: ["uid"],
  entityFields: ["path", "user"],
  faithful: ({ value: field }) => ({
    english: [
      `At ${field("timestamp")}, santad logged decision=ALLOW for EXEC of ${field("path")} (pid=${field("pid")}, user=${field("user")}).`,
      `santad reported action=EXEC, decision=ALLOW, reason=CERT for path=${field("path")} at ${field("timestamp")}, with cert_cn=${field("certcn")}.`,
      `The EXEC of ${field("path")} by user ${field("user")} (uid ${field("uid")}, group ${field("group")}) got decision ALLOW with reason CERT at ${field("timestamp")}.`,
    ],
    chinese: [
      `${field("timestamp")}，santad 允许执行 ${field("path")}（pid ${field("pid")}，用户 ${field("user")}），reason 是 CERT。`,
      `santad 在 ${field("timestamp")} 对 ${field("path")} 的 EXEC 给出 ALLOW，证书是 ${field("certcn")}。`,
      `${field("timestamp")}，用户 ${field("user")}（uid ${field("uid")}，组 ${field("group")}）执行 ${field("path")}，santad 判定 ALLOW。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation,
  wrongEvent,
};

const allowedUnknown: EventType = {
  name: "santa/allow-unknown",
  pattern: decision("UNKNOWN"),
  numericFields: ["uid"],
  entityFields: ["path", "user"],
  faithful: ({ value: field }) => ({
    english: [
      `At ${field("timestamp")}, santad logged decision=ALLOW with reason=UNKNOWN for EXEC of ${field("path")} (pid=${field("pid")}).`,
      `The EXEC of ${field("path")} by user ${field("user")} (uid ${field("uid")}) got decision ALLOW, reason UNKNOWN, at ${field("timestamp")}.`,
    ],
    chinese: [
      `${field("timestamp")}，santad 允许执行 ${field("path")}（pid ${field("pid")}），reason 是 UNKNOWN。`,
      `santad 在 ${field("timestamp")} 放行了用户 ${field("user")} 执行的 ${field("path")}，decision=ALLOW，reason=UNKNOWN。`,
    ],
  }),
  negationDropsLineNegation: false,
  negation,
  wrongEvent,
};

export const santaProfile: SourceProfile = {
  source: sourceName("Santa"),
  fileName: "santa.log",
  header: /^\[(?<timestamp>[^\]]+)\] (?<level>[A-Z]) (?<process>santad): (?<message>.*)$/,
  derive: () => ({}),
  timeOf: ({ value: field }: FieldReader) => field("timestamp"),
  questionsEnglish: [
    "What did Santa decide about executions on the Mac around {time}?",
    "Which binaries did santad see executed at {time}?",
    "Was anything blocked by Santa around {time}?",
  ],
  questionsChinese: [
    "{time} 前后 Santa 对这台 Mac 上的执行做了什么判定？",
    "{time} 时 santad 看到执行了哪些程序？",
    "{time} 左右 Santa 有没有阻止什么？",
  ],
  causes: [
    {
      english: "because the binary was on the allowlist pushed by the sync server",
      chinese: "原因是同步服务器下发的白名单里有这个程序",
    },
    {
      english: "since Santa was running in monitor mode after an upgrade",
      chinese: "原因是升级后 Santa 处于监控模式",
    },
    {
      english: "because a rule for the signing certificate was added that morning",
      chinese: "原因是当天早上加了一条针对签名证书的规则",
    },
  ],
  additions: [
    {
      english: "and the binary was uploaded to the sync server for review",
      chinese: "并且该程序被上传到同步服务器等待审核",
    },
    {
      english: "and a notification was shown to the user",
      chinese: "并且给用户弹出了通知",
    },
    {
      english: "and the same binary was blocked a minute later",
      chinese: "并且同一个程序一分钟后被阻止了",
    },
  ],
  events: [allowedByCertificate, allowedUnknown],
};
