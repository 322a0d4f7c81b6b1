import { describe } from "vitest";
import { itJudges, row } from "./judging.js";

describe("qualifiers a claim must keep", () => {
  itJudges([
    row(
      "a verb the line gives as failed, claimed done",
      "nginx 已启动。",
      [
        "2024-08-14 03:12:09 [nginx] nginx 启动失败：bind() to 0.0.0.0:80 failed (98: Address already in use)",
      ],
      "LOW_CONFID",
      ["fact_unsupported"],
    ),
    row(
      "kept, it passes",
      "nginx 启动失败。",
      [
        "2024-08-14 03:12:09 [nginx] nginx 启动失败：bind() to 0.0.0.0:80 failed (98: Address already in use)",
      ],
      "PASS",
    ),
    row(
      "an attempt claimed done",
      "order-svc connected to broker-3:9092.",
      ["2024-08-14 03:12:09 [order-svc] Attempting to connect to broker-3:9092 (attempt 4)"],
      "LOW_CONFID",
      ["fact_unsupported"],
    ),
    row(
      "a possible event claimed certain",
      "SYN flooding on port 443.",
      [
        "Aug 14 03:12:09 edge1 kernel: [88231.2] TCP: request_sock_TCP: Possible SYN flooding on port 443. Sending cookies.",
      ],
      "LOW_CONFID",
      ["fact_unsupported"],
    ),
    row(
      "kept as possible, it passes",
      "Possible SYN flooding on port 443.",
      [
        "Aug 14 03:12:09 edge1 kernel: [88231.2] TCP: request_sock_TCP: Possible SYN flooding on port 443. Sending cookies.",
      ],
      "PASS",
    ),
    row(
      "a dry run claimed real",
      "deployment.apps/api deleted.",
      ["2024-08-14 03:12:09 [kubectl] deployment.apps/api deleted (dry run)"],
      "LOW_CONFID",
      ["fact_unsupported"],
    ),
    row(
      "a drill claimed real, in Chinese",
      "db-1 宕机，流量切换到 db-2。",
      ["2024-08-14 03:12:09 [演练] 模拟 db-1 宕机，流量切换到 db-2"],
      "LOW_CONFID",
      ["fact_unsupported"],
    ),
    row(
      "a cancelled action claimed done",
      "deployment/web 已扩容。",
      ["2024-08-14 03:12:09 [hpa] deployment/web 扩容已取消"],
      "LOW_CONFID",
      ["fact_unsupported"],
    ),
    row(
      "a word the line also writes outside the qualifier's reach",
      "image-resizer.service: restart counter is at 26.",
      [
        "Aug 14 03:12:09 ip-10-14-167-39 systemd[1]: image-resizer.service: Scheduled restart job, restart counter is at 26.",
      ],
      "PASS",
    ),
    row(
      "a key's name is no qualifier (canceled false)",
      "interceptKeyTq got keycode=4, down false.",
      [
        "16:13:45.361  1702  3137 D WindowManager: interceptKeyTq keycode=4 interactive=true policyFlags=2b000002 down false canceled false",
      ],
      "PASS",
    ),
  ]);
});
