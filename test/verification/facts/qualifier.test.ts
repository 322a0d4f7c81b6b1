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
    row(
      "an English claim takes a qualified Chinese verb by its rendering",
      "nginx started.",
      ["2024-08-14 03:12:09 [systemd] nginx 启动失败：bind() to 0.0.0.0:80 failed"],
      "LOW_CONFID",
      ["fact_unsupported"],
    ),
    row(
      "a Chinese failure after the name the verb acts on",
      "pod api-7d9f 已删除。",
      ["2024-08-14 03:12:09 [k8s] 删除 pod api-7d9f 失败：finalizer 未移除"],
      "LOW_CONFID",
      ["fact_unsupported"],
    ),
    row(
      "what a line was doing when it logged an error",
      "kafka-client sent fetch request to node 3.",
      ["2024-08-14 03:12:09 [kafka-client] Error sending fetch request to node 3: disconnected"],
      "LOW_CONFID",
      ["fact_unsupported"],
    ),
    row(
      "a restart still pending",
      "pod api-7d9f restarted.",
      ["2024-08-14 03:12:09 [k8s] restart pending for pod api-7d9f"],
      "LOW_CONFID",
      ["fact_unsupported"],
    ),
    row(
      "an alert's pending state qualifies none of its figures",
      "Disk space of host kafka-broker-11 is low: free 9%, threshold 10%",
      [
        "DiskSpaceLow pending, host=kafka-broker-11, mountpoint=/var/lib/elasticsearch, free=9%, threshold=10%",
      ],
      "PASS",
    ),
    row(
      "a time inside the scheduled clause does not end it",
      "node-3 已重启。",
      ["2024-08-14 03:12:09 [kured] 计划于 04:00 重启 node-3"],
      "LOW_CONFID",
      ["fact_unsupported"],
    ),
    row(
      "a Chinese claim of an English dry run",
      "deployment.apps/api 已删除。",
      ["2024-08-14 03:12:09 [kubectl] deployment.apps/api deleted (dry run)"],
      "LOW_CONFID",
      ["fact_unsupported"],
    ),
    row(
      "gave up connecting, claimed connected",
      "kafka 已连接 broker-3，尝试 5 次。",
      ["2024-08-14 03:12:09 [kafka] 放弃连接 broker-3，已尝试 5 次"],
      "LOW_CONFID",
      ["fact_unsupported"],
    ),
    row(
      "waiting for a rollout to finish, claimed finished",
      "deployment/api rollout finished.",
      [
        "2024-08-14 03:12:09 [rollout] timed out waiting for deployment/api rollout to finish: 2 of 6 updated replicas are available",
      ],
      "LOW_CONFID",
      ["fact_unsupported"],
    ),
    row(
      "retrying, claimed done",
      "Sent to broker 5.",
      ["2024-08-14 03:12:09 WARN [kafka] Retrying send to broker 5 (attempt 2 of 3)"],
      "LOW_CONFID",
      ["fact_unsupported"],
    ),
    row(
      "a restart requested, claimed done",
      "api-7 restarted by operator alice.",
      ["2024-08-14 03:12:09 INFO [cron] Restart of api-7 requested by operator alice"],
      "LOW_CONFID",
      ["fact_unsupported"],
    ),
    row(
      "an application that requested something did it",
      "Application requested orientation 1.",
      [
        "03-17 16:13:39.207  1702  1815 I WindowManager: Application requested orientation 1, got rotation 0",
      ],
      "PASS",
    ),
    row(
      "a dry run set by a flag",
      "deployment.apps/api scaled to 12 replicas.",
      ["$ kubectl scale --dry-run=server deployment/api --replicas=12: deployment.apps/api scaled"],
      "LOW_CONFID",
      ["fact_unsupported"],
    ),
    row(
      "准备 (about to), claimed done",
      "主库已切换到 pg-2。",
      ["2024-08-14 03:12:09 [operator] 准备切换主库到 pg-2"],
      "LOW_CONFID",
      ["fact_unsupported"],
    ),
    row(
      "跳过 (skipped), claimed done",
      "pod api-7 已重启。",
      ["2024-08-14 03:12:09 [drain] 跳过重启 pod api-7：PDB 不允许中断"],
      "LOW_CONFID",
      ["fact_unsupported"],
    ),
    row(
      "what a line was doing when it timed out",
      "Connected to db-1:5432.",
      ["2024-08-14 03:12:09 ERROR [api] connect to db-1:5432 timed out after 5000ms"],
      "LOW_CONFID",
      ["fact_unsupported"],
    ),
    row(
      "a Chinese timeout reaches the verb before the name",
      "已连接 db-1:5432。",
      ["2024-08-14 03:12:09 [api] 连接 db-1:5432 超时（5000ms）"],
      "LOW_CONFID",
      ["fact_unsupported"],
    ),
    row(
      "who timed out electing is not what timed out",
      "成员 etcd-2 leader 变更 20 次，term=6166。",
      [
        "2026-03-22 07:36:37 WARN etcd 成员 etcd-2 选主超时，最近 15 分钟 leader 变更 20 次，当前 term=6166",
      ],
      "PASS",
    ),
  ]);
});
