import { describe, expect, it } from "vitest";
import { itJudges, named, recordOf, row } from "./judging.js";

const CPU_LOG = "2024-06-07 10:00:12 [cpu] db-1 user 71% sys 22% iowait 4%";
const LATENCY_LOG =
  "2024-03-03 10:58:00 INFO [latency] GET /api/cart latency: 3ms min, 912ms max, 41ms avg";
const CACHE_LOG = "2024-03-03 12:24:00 INFO [缓存] 命中 88231 次，未命中 1204 次";
const CEPH_LOG = "2024-06-03 08:00:18 [ceph] 读 210 MB/s，写 45 MB/s，IOPS 读 3100 写 880";
const NET_LOG =
  "2024-06-07 10:00:16 [net] eth2: RX errors 0 dropped 418 overruns 0; TX errors 77 dropped 0";
const LIMIT_LOG =
  "2024-03-03 12:09:00 WARN [ratelimit] client 10.1.1.9 exceeded 100 req/s, 37 requests rejected";
const RATE_LOG = "2024-06-03 08:00:09 [es] 索引速率 3200 docs/s，查询速率 410 次/s，拒绝 17 次";

interface LabelRow {
  readonly condition: string;
  readonly record: string;
  /** Each figure of the record with its label and heading, as `value:label{heading}`. */
  readonly labels: string;
}

/** The figures of a record as `value:label{heading}`, `value:-` outside a run. */
function labelsOf(record: string): string {
  return recordOf(record)
    .values.map((value) => {
      const label = value.runLabel;
      return label === undefined
        ? `${value.value}:-`
        : `${value.value}:${[...label.names, ...label.han].join("+")}{${[...label.headingNames, ...label.headingHan].join("+")}}`;
    })
    .join(" ");
}

describe("runs of labelled figures", () => {
  describe("the label each figure of a run is given", () => {
    it.each(
      named<LabelRow>([
        {
          condition:
            "labels before figures, one pair after another; the first one's extra words are the heading",
          record: "db-1 user 71% sys 22% iowait 4%",
          labels: "71%:user{db} 22%:sy{db} 4%:iowait{db}",
        },
        {
          condition: "labels after figures, pairs apart; the key before the first is the heading",
          record: "GET /api/cart latency: 3ms min, 912ms max, 41ms avg",
          labels: "3ms:min{api+cart} 912ms:max{api+cart} 41ms:avg{api+cart}",
        },
        {
          condition: "Chinese pairs apart, a classifier after each figure",
          record: "命中 88231 次，未命中 1204 次",
          labels: "88231:命中{} 1204:未命中{}",
        },
        {
          condition: "two runs in two stretches, each with its heading",
          record: "eth2: RX errors 0 dropped 418; TX errors 77 dropped 0",
          labels: "0:error{eth2+eth+rx} 418:drop{eth2+eth+rx} 77:error{tx} 0:drop{tx}",
        },
        {
          condition: "a first figure with its label before it, the next ones after",
          record: "client 10.1.1.9 exceeded 100 req/s, 37 requests rejected",
          labels: "100:exceed{} 37:request+reject{}",
        },
        {
          condition: "a change from one figure to another is no run",
          record: "堆内存使用率从 60% 上升到 96%",
          labels: "60%:- 96%:-",
        },
        {
          condition: "pairs one after another amid other words are no run",
          record: "RAS KERNEL INFO 1 tree receiver 2 in re-synch state event(s)",
          labels: "1:- 2:-",
        },
        {
          condition: "a date is no run",
          record: "OpenSSL version: OpenSSL 1.0.2l  25 May 2017",
          labels: "25:- 2017:-",
        },
        {
          condition: "keys alone are no run: each figure has its key",
          record: "活跃连接=60/60, 空闲=0, 等待线程=89",
          labels: "60/60:- 0:- 89:-",
        },
      ]),
    )("%s", (_condition, labelRow) => {
      expect(labelsOf(labelRow.record)).toBe(labelRow.labels);
    });
  });

  describe("a claimed figure given another figure's label", () => {
    itJudges([
      row("the right label passes", "db-1 sys cpu 22%.", [CPU_LOG], "PASS"),
      row("the label of another figure is a conflict", "db-1 sys cpu 71%.", [CPU_LOG], "REJECT", [
        "fact_conflict",
      ]),
      row("the whole run restated passes", "db-1 user 71%, sys 22%, iowait 4%.", [CPU_LOG], "PASS"),
      row(
        "a label after the figure: the right one passes",
        "GET /api/cart 的最小延迟为 3ms。",
        [LATENCY_LOG],
        "PASS",
      ),
      row(
        "a label after the figure: another one's is a conflict",
        "GET /api/cart 的最大延迟为 3ms。",
        [LATENCY_LOG],
        "REJECT",
        ["fact_conflict"],
      ),
      row("命中 is not 未命中", "缓存命中 1204 次。", [CACHE_LOG], "REJECT", ["fact_conflict"]),
      row("未命中 restated passes", "缓存命中 88231 次，未命中 1204 次。", [CACHE_LOG], "PASS"),
      row(
        "the heading names both figures; the label decides",
        "ceph 写 IOPS 3100。",
        [CEPH_LOG],
        "REJECT",
        ["fact_conflict"],
      ),
      row("the heading and the right label pass", "ceph 读 IOPS 3100。", [CEPH_LOG], "PASS"),
      row("the heading of another run is a conflict", "eth2 RX errors 77.", [NET_LOG], "REJECT", [
        "fact_conflict",
      ]),
      row("the run's own heading passes", "eth2 TX errors 77.", [NET_LOG], "PASS"),
      row(
        "the words after a figure name the next figure of a run",
        "Client 10.1.1.9 had 100 requests rejected.",
        [LIMIT_LOG],
        "REJECT",
        ["fact_conflict"],
      ),
      row(
        "the first figure with its own words passes",
        "client 10.1.1.9 exceeded 100 req/s.",
        [LIMIT_LOG],
        "PASS",
      ),
      row(
        "a word in both labels decides nothing; the other word does",
        "查询速率 3200 docs/s。",
        [RATE_LOG],
        "REJECT",
        ["fact_conflict"],
      ),
      row(
        "a device before a colon heads its run",
        "eth1 RX was 812 Mbps.",
        ["2024-07-02 10:10:11 [net] eth0: RX 812 Mbps TX 96 Mbps; eth1: RX 96 Mbps TX 5 Mbps"],
        "REJECT",
        ["fact_conflict"],
      ),
      row(
        "a figure stated twice is the one whose label the claim gives",
        "eth1 RX was 96 Mbps.",
        ["2024-07-02 10:10:11 [net] eth0: RX 812 Mbps TX 96 Mbps; eth1: RX 96 Mbps TX 5 Mbps"],
        "PASS",
      ),
      row(
        "a figure in brackets shares its figure's label",
        "redis misses were 1204 (98.6%).",
        ["2024-07-02 10:10:32 redis hits 88231 (98.6%), misses 1204 (1.4%)"],
        "REJECT",
        ["fact_conflict"],
      ),
      row(
        "a rate glued to its unit is a figure of the run",
        "sda write was 1.2GB/s.",
        ["2024-07-02 10:10:12 [iostat] sda read 1.2GB/s write 310MB/s"],
        "REJECT",
        ["fact_conflict"],
      ),
      row(
        "an English word does not name a negated Chinese label",
        "The cache had 1204 hits this hour.",
        [CACHE_LOG],
        "REJECT",
        ["fact_conflict"],
      ),
      row(
        "a compound Chinese label is not its head (数据节点 is not 节点)",
        "es 集群 prod 数据节点 12 个。",
        ["2024-07-02 10:10:26 es 集群 prod：节点 12 个，数据节点 3 个"],
        "REJECT",
        ["fact_conflict"],
      ),
      row(
        "a conjunction ends a run: pid 4412 is not the one aborted",
        "pid 4412 was aborted.",
        [
          "2024-05-11 14:09:00 ERROR [pg] deadlock detected between pid 4412 and pid 4419; pid 4419 aborted",
        ],
        "LOW_CONFID",
        ["fact_unsupported"],
      ),
      row(
        "a colon ends a figure's phrase",
        "After Scheduling: PendingReds 0, CompletedMaps 1, ContAlloc 11.",
        [
          "After Scheduling: PendingReds:0 ScheduledMaps:0 ScheduledReds:1 AssignedMaps:10 AssignedReds:0 CompletedMaps:1 CompletedReds:0 ContAlloc:11 ContRel:1",
        ],
        "PASS",
      ),
    ]);
  });
});
