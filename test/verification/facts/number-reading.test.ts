import { describe } from "vitest";
import { itJudges, row } from "./judging.js";

describe("Chinese indefinite counts", () => {
  itJudges([
    row(
      "一次 as an article passes where the line counts nothing",
      "容器 api 发生了一次重启。",
      ["2024-08-14 03:12:09 [kubelet] 容器 api 已重启"],
      "PASS",
    ),
    row(
      "一次 against a line that counts 5 次",
      "容器 api 重启了一次。",
      ["2024-08-14 03:12:09 [kubelet] 容器 api 重启 5 次"],
      "LOW_CONFID",
      ["fact_unsupported"],
    ),
    row(
      "the line's own count passes",
      "容器 api 重启了 5 次。",
      ["2024-08-14 03:12:09 [kubelet] 容器 api 重启 5 次"],
      "PASS",
    ),
    row(
      "一条 against a line that counts 1200 条",
      "消费者 c-7 丢弃了一条消息。",
      ["2024-08-14 03:12:09 [kafka] 消费者 c-7 丢弃 1200 条消息"],
      "LOW_CONFID",
      ["fact_unsupported"],
    ),
    row(
      "一次 against a count in Chinese numerals",
      "容器 api 重启了一次。",
      ["2024-08-14 03:12:09 [kubelet] 容器 api 重启五次后进入 CrashLoopBackOff"],
      "LOW_CONFID",
      ["fact_unsupported"],
    ),
    row(
      "一次 against an English line's times",
      "容器 api 重启了一次。",
      ["2024-08-14 03:12:09 [kubelet] container api restarted 5 times, back-off 5m0s"],
      "LOW_CONFID",
      ["fact_unsupported"],
    ),
    row(
      "一条 against 1.2万 条",
      "消费者 c-7 丢弃了一条消息。",
      ["2024-08-14 03:12:09 [kafka] 消费者 c-7 丢弃 1.2万 条消息"],
      "LOW_CONFID",
      ["fact_unsupported"],
    ),
  ]);
});
