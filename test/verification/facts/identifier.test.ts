import { describe, expect, it } from "vitest";
import {
  type EntityKind,
  entityKey,
  entityKindOf,
  occursAsIdentifier,
  sameEntity,
} from "../../../src/verification/facts/identifier.js";
import {
  grammar,
  HDFS_LOG,
  itJudges,
  MEMORY_ALERT,
  named,
  POOL_LOG,
  row,
  ZOOKEEPER_LOG,
} from "./judging.js";

const CART_ALERT = "HighCpuUsage firing, service=cart-service, current=40%";
const V2_ALERT = "HighMemoryUsage firing, service=order-service-v2, current=91%, duration=15m";

describe("identifier", () => {
  describe("occurs as a whole identifier", () => {
    it.each(
      named([
        {
          condition: "waiting=37 is in waiting=37",
          text: "waiting=37",
          identifier: "waiting=37",
          occurs: true,
        },
        {
          condition: "a path read from a relative one is in it (/ibtmp1 in './ibtmp1')",
          text: "file './ibtmp1' size",
          identifier: "/ibtmp1",
          occurs: true,
        },
        {
          condition: "but not after a dotted name (/ibtmp1 in data.ibtmp1 is no path)",
          text: "data./ibtmp1",
          identifier: "/ibtmp1",
          occurs: false,
        },
        {
          condition:
            "an address glued on with - is its own name (LearnerHandler-/10.10.34.11:32976)",
          text: "[learnerhandler-/10.10.34.11:32976:learnerhandler@395]",
          identifier: "/10.10.34.11:32976",
          occurs: true,
        },
        {
          condition: "waiting=3 is not in waiting=37",
          text: "waiting=37",
          identifier: "waiting=3",
          occurs: false,
        },
        {
          condition: "order-service is not in order-service-v2",
          text: "service=order-service-v2",
          identifier: "order-service",
          occurs: false,
        },
        {
          condition: "order-service is not in pre-order-service",
          text: "service=pre-order-service",
          identifier: "order-service",
          occurs: false,
        },
        {
          condition: "order-service is in service=order-service,",
          text: "service=order-service, current=91%",
          identifier: "order-service",
          occurs: true,
        },
        {
          condition: "order-service is in order-service at the end of a sentence",
          text: "served by order-service.",
          identifier: "order-service",
          occurs: true,
        },
        {
          condition: "order-service is in order-service:8080",
          text: "served by order-service:8080",
          identifier: "order-service",
          occurs: true,
        },
        {
          condition: "10.10.34.13:3888 is in /10.10.34.13:3888",
          text: "at election address /10.10.34.13:3888",
          identifier: "10.10.34.13:3888",
          occurs: true,
        },
        {
          condition: "10.10.34.13:3888 is not in 10.10.34.13:38880",
          text: "at /10.10.34.13:38880",
          identifier: "10.10.34.13:3888",
          occurs: false,
        },
        {
          condition: "10.251.73.220:50010 is in 10.251.73.220:50010:got",
          text: "10.251.73.220:50010:got exception",
          identifier: "10.251.73.220:50010",
          occurs: true,
        },
        {
          condition: "the tail of an address is not an identifier of its own",
          text: "10.251.73.220:50010",
          identifier: "73.220:50010",
          occurs: false,
        },
        {
          condition: "10.251.73.22 is not in 10.251.73.220",
          text: "10.251.73.220",
          identifier: "10.251.73.22",
          occurs: false,
        },
        {
          condition: "hikaripool-1 is in hikaripool-1 - connection",
          text: "hikaripool-1 - connection",
          identifier: "hikaripool-1",
          occurs: true,
        },
        {
          condition: "hikaripool-1 is not in hikaripool-12",
          text: "hikaripool-12 - connection",
          identifier: "hikaripool-1",
          occurs: false,
        },
        {
          condition: "a block id is in the line that serves it",
          text: "serving blk_-7571 to /10.251.39.179",
          identifier: "blk_-7571",
          occurs: true,
        },
        {
          condition: "a block id is not in a longer block id",
          text: "serving blk_-75712 to",
          identifier: "blk_-7571",
          occurs: false,
        },
        {
          condition: "a name after a dotted package is an identifier",
          text: "dfs.datanode$dataxceiver",
          identifier: "datanode",
          occurs: true,
        },
        {
          condition: "1.2 is not in the version 1.2.3",
          text: "v1.2.3",
          identifier: "1.2",
          occurs: false,
        },
        {
          condition: "the empty identifier occurs nowhere",
          text: "anything",
          identifier: "",
          occurs: false,
        },
      ]),
    )("%s", (_condition, { text, identifier, occurs }) => {
      expect(occursAsIdentifier(text, identifier)).toBe(occurs);
    });
  });

  describe("entity kinds", () => {
    it.each(
      named<{ condition: string; identifier: string; kind: EntityKind | null }>([
        { condition: "order-service is a service", identifier: "order-service", kind: "service" },
        { condition: "inventory-db is a service", identifier: "inventory-db", kind: "service" },
        { condition: "api-gateway is a service", identifier: "api-gateway", kind: "service" },
        {
          condition: "order-service-v2 is a service",
          identifier: "order-service-v2",
          kind: "service",
        },
        {
          condition: "an address with a port is a host",
          identifier: "10.10.34.13:3888",
          kind: "host",
        },
        {
          condition: "an address with a slash and a colon is a host",
          identifier: "/10.251.39.179:",
          kind: "host",
        },
        { condition: "a bare address is a host", identifier: "10.10.34.13", kind: "host" },
        {
          condition: "a UUID is an instance",
          identifier: "3f2504e0-4f89-11d3-9a0c-0305e82c3301",
          kind: "instance",
        },
        {
          condition: "an HDFS block id is a block",
          identifier: "blk_-7571492020523929240",
          kind: "block",
        },
        { condition: "a pool name is no entity", identifier: "hikaripool-1", kind: null },
        { condition: "a thread name is no entity", identifier: "pool-3-thread-7", kind: null },
        { condition: "a plain word is no entity", identifier: "payments", kind: null },
        {
          condition: "a snake_case key naming a queue is no entity",
          identifier: "queue_depth",
          kind: null,
        },
        {
          condition: "a snake_case name ending in a kind of service is a service",
          identifier: "payments_api",
          kind: "service",
        },
      ]),
    )("%s", (_condition, { identifier, kind }) => {
      expect(entityKindOf(grammar, identifier)).toBe(kind);
    });

    it.each(
      named([
        {
          condition: "a leading slash is not part of an entity",
          identifier: "/10.10.34.13:3888",
          key: "10.10.34.13:3888",
        },
        {
          condition: "a trailing colon is not part of an entity",
          identifier: "/10.251.39.179:",
          key: "10.251.39.179",
        },
        {
          condition: "a trailing full stop is not part of an entity",
          identifier: "order-service.",
          key: "order-service",
        },
      ]),
    )("%s", (_condition, { identifier, key }) => {
      expect(entityKey(identifier)).toBe(key);
    });
  });

  describe("one entity", () => {
    it.each(
      named([
        {
          condition: "an address with its port is the host without it",
          left: "10.251.73.220:50010",
          right: "10.251.73.220",
          same: true,
        },
        {
          condition: "a service with its port is the service",
          left: "order-service:8080",
          right: "order-service",
          same: true,
        },
        {
          condition: "a leading slash makes no other entity",
          left: "/10.10.34.13:3888",
          right: "10.10.34.13:3888",
          same: true,
        },
        {
          condition: "two ports of one host are two entities",
          left: "10.10.34.13:3888",
          right: "10.10.34.13:2888",
          same: false,
        },
        {
          condition: "a versioned service is another entity",
          left: "order-service",
          right: "order-service-v2",
          same: false,
        },
        {
          condition: "a shorter address is another host",
          left: "10.10.34.13",
          right: "10.10.34.1",
          same: false,
        },
      ]),
    )("%s", (_condition, { left, right, same }) => {
      expect(sameEntity(left, right)).toBe(same);
      expect(sameEntity(right, left)).toBe(same);
    });
  });

  describe("claims judged by their identifiers", () => {
    itJudges([
      row(
        "HikariPool-1 passes where the record names it",
        "order-service HikariPool-1 has waiting=37",
        [POOL_LOG],
        "PASS",
      ),
      row(
        "HikariPool-2 is not in HikariPool-1",
        "order-service HikariPool-2 has waiting=37",
        [POOL_LOG],
        "LOW_CONFID",
        ["fact_unsupported"],
      ),
      row(
        "order-service is not in order-service-v2",
        "order-service HighMemoryUsage firing",
        [V2_ALERT],
        "LOW_CONFID",
        ["fact_unsupported"],
      ),
      row(
        "order-service-v2 passes against order-service-v2",
        "order-service-v2 HighMemoryUsage firing",
        [V2_ALERT],
        "PASS",
      ),
      row(
        "a CamelCase alert name passes against itself",
        "order-service HighMemoryUsage is firing",
        [MEMORY_ALERT],
        "PASS",
      ),
      row(
        "an alert name written out passes against the name",
        "order-service high memory usage is firing",
        [MEMORY_ALERT],
        "PASS",
      ),
      row(
        "another alert name is unsupported",
        "order-service HighCpuUsage is firing",
        [MEMORY_ALERT],
        "LOW_CONFID",
        ["fact_unsupported"],
      ),
      row(
        "10.10.34.13:3888 is in the ZooKeeper line's /10.10.34.13:3888",
        "10.10.34.13:3888 is the election address",
        [ZOOKEEPER_LOG],
        "PASS",
      ),
      row(
        "another port of the election address is unsupported",
        "election address 10.10.34.13:3889",
        [ZOOKEEPER_LOG],
        "LOW_CONFID",
        ["fact_unsupported"],
      ),
      row(
        "10.251.73.220:50010 is in the HDFS line's 10.251.73.220:50010:Got",
        "10.251.73.220:50010 got exception while serving blk_-7571492020523929240",
        [HDFS_LOG],
        "PASS",
      ),
      row(
        "the HDFS client address without its slash and colon passes",
        "10.251.73.220:50010 got exception serving blk_-7571492020523929240 to 10.251.39.179",
        [HDFS_LOG],
        "PASS",
      ),
      row(
        "the HDFS host without its port passes",
        "DataNode 10.251.73.220 got exception",
        [HDFS_LOG],
        "PASS",
      ),
      row(
        "a block id cut short is unsupported",
        "10.251.73.220:50010 got exception serving blk_-757149202052392924",
        [HDFS_LOG],
        "LOW_CONFID",
        ["fact_unsupported"],
      ),
      row(
        "a host cut short is unsupported",
        "DataXceiver on 10.251.73.22:50010 got exception",
        [HDFS_LOG],
        "LOW_CONFID",
        ["fact_unsupported"],
      ),
      row(
        "a service no cited record names is unsupported",
        "cart-service HighMemoryUsage firing at 91%",
        [MEMORY_ALERT],
        "LOW_CONFID",
        ["fact_unsupported"],
      ),
      row(
        "a fact of another cited subject is a conflict",
        "cart-service HighMemoryUsage firing at 91%",
        [MEMORY_ALERT, CART_ALERT],
        "REJECT",
        ["subject_conflict"],
      ),
      row(
        "HikariPool-1 of another service's record is a conflict",
        "cart-service HikariPool-1 request timed out",
        [POOL_LOG, "HighMemoryUsage firing, service=cart-service, current=91%, duration=15m"],
        "REJECT",
        ["subject_conflict"],
      ),
    ]);
  });
});

describe("a time with milliseconds", () => {
  itJudges([
    row(
      "holds the time to the second",
      "HDFS LeaseRenewer failed to renew the lease at 18:08:53",
      [
        "2015-10-18 18:08:53,601 WARN [LeaseRenewer:msrabi@msra-sa-41:9000] org.apache.hadoop.hdfs.LeaseRenewer: Failed to renew lease for [DFSClient_NONMAPREDUCE_1537864556_1] for 236 seconds.",
      ],
      "PASS",
    ),
    row(
      "is not another second",
      "HDFS LeaseRenewer failed to renew the lease at 18:08:54",
      [
        "2015-10-18 18:08:53,601 WARN [LeaseRenewer:msrabi@msra-sa-41:9000] org.apache.hadoop.hdfs.LeaseRenewer: Failed to renew lease for [DFSClient_NONMAPREDUCE_1537864556_1] for 236 seconds.",
      ],
      "LOW_CONFID",
      ["fact_unsupported"],
    ),
  ]);
});

describe("figures joined by an arrow", () => {
  const PARNEW_LINE =
    "64901.476: [GC 64901.476: [ParNew: 5563K->575K(5568K), 0.0072510 secs] 2869283K->2864837K(3061272K), 0.0073320 secs] [Times: user=0.05 sys=0.01, real=0.01 secs]";
  itJudges([
    row(
      "the figure before the arrow stands alone",
      "GC at 64901.476: 2869283K->2864837K(3061272K) in 0.0073320 secs",
      [PARNEW_LINE],
      "PASS",
    ),
    row(
      "the two figures turned round are a transition the record does not state",
      "heap went from 2864837K to 2869283K",
      [PARNEW_LINE],
      "REJECT",
      ["state_conflict"],
    ),
    row(
      "a hyphen still joins a name",
      "order-service logged 2869283K",
      ["order-service-2 logged 2869283K"],
      "LOW_CONFID",
      ["fact_unsupported"],
    ),
  ]);
});
