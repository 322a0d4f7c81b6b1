import { describe, expect, it } from "vitest";
import {
  englishNumberAt,
  keySuffixUnit,
  parseQuantity,
  type Quantity,
  ratioOf,
  sameQuantity,
  withUnit,
} from "../../../src/verification/facts/quantity.js";
import type { Dimension } from "../../../src/verification/grammar/grammar.js";
import {
  CHINESE_ALERT,
  grammar,
  itJudges,
  LATENCY_ALERT,
  MEMORY_ALERT,
  named,
  POOL_LOG,
  row,
  UPSTREAM_LOG,
} from "./judging.js";

/** A quantity that must parse. */
function quantity(text: string, defaultUnit: string | null = null): Quantity {
  const parsed = parseQuantity(grammar, text, defaultUnit);
  if (parsed === null) {
    throw new Error(`${JSON.stringify(text)} is not a quantity`);
  }
  return parsed;
}

const HEAP_LOG = "WARN order-service GC overhead heap_used=2048MiB max=4096MiB";
const REQUESTS_LOG = "INFO order-service handled requests=15000 in window=5m";
const TIMEOUTS_LOG = "WARN order-service 2000 requests timed out in 5m";
const POOL_STATS_LOG = "WARN order-service pool connections active=20 total=20 idle=0";

describe("quantity", () => {
  describe("parsing", () => {
    it.each(
      named([
        {
          condition: "30000ms is 30000 milliseconds",
          text: "30000ms",
          dimension: "duration",
          canonical: 30_000,
        },
        {
          condition: "30 s is 30000 milliseconds",
          text: "30 s",
          dimension: "duration",
          canonical: 30_000,
        },
        {
          condition: "30秒 is 30000 milliseconds",
          text: "30秒",
          dimension: "duration",
          canonical: 30_000,
        },
        {
          condition: "16 分钟 is 960000 milliseconds",
          text: "16 分钟",
          dimension: "duration",
          canonical: 960_000,
        },
        {
          condition: "2.4s is 2400 milliseconds",
          text: "2.4s",
          dimension: "duration",
          canonical: 2400,
        },
        {
          condition: "100µs is a tenth of a millisecond",
          text: "100µs",
          dimension: "duration",
          canonical: 0.1,
        },
        {
          condition: "7 days is a week in milliseconds",
          text: "7 days",
          dimension: "duration",
          canonical: 604_800_000,
        },
        { condition: "16m is minutes", text: "16m", dimension: "duration", canonical: 960_000 },
        {
          condition: "2048M is mebibytes",
          text: "2048M",
          dimension: "size",
          canonical: 2048 * 1024 ** 2,
        },
        { condition: "4G is gibibytes", text: "4G", dimension: "size", canonical: 4 * 1024 ** 3 },
        { condition: "512K is kibibytes", text: "512K", dimension: "size", canonical: 512 * 1024 },
        {
          condition: "2048mb is decimal megabytes",
          text: "2048mb",
          dimension: "size",
          canonical: 2_048_000_000,
        },
        { condition: "1Gi is a gibibyte", text: "1Gi", dimension: "size", canonical: 1024 ** 3 },
        { condition: "91% is a percentage", text: "91%", dimension: "percent", canonical: 91 },
        { condition: "37 is a count", text: "37", dimension: "count", canonical: 37 },
      ] satisfies ReadonlyArray<{
        condition: string;
        text: string;
        dimension: Dimension;
        canonical: number;
      }>),
    )("%s", (_condition, { text, dimension, canonical }) => {
      const parsed = quantity(text);
      expect(parsed.dimension).toBe(dimension);
      expect(parsed.canonical).toBeCloseTo(canonical, 9);
    });

    it("reads 50/50 as a ratio of two counts", () => {
      expect(quantity("50/50")).toMatchObject({
        dimension: "count",
        canonical: 50,
        ratio: { numerator: 50, denominator: 50 },
        hasUnit: false,
      });
    });

    it("marks a bare count as having no unit and a written unit as having one", () => {
      expect(quantity("37").hasUnit).toBe(false);
      expect(quantity("37ms").hasUnit).toBe(true);
    });

    it.each(
      named([
        { condition: "a word is not a quantity", text: "waiting" },
        { condition: "a number glued to an unknown word is not a quantity", text: "12apples" },
        { condition: "an empty text is not a quantity", text: "" },
      ]),
    )("%s", (_condition, { text }) => {
      expect(parseQuantity(grammar, text)).toBeNull();
    });

    it.each(
      named([
        {
          condition: "a key's ms suffix makes 3480 a duration",
          text: "3480",
          unit: "ms",
          dimension: "duration",
          canonical: 3480,
        },
        {
          condition: "a key's pct suffix makes 12 a percentage",
          text: "12",
          unit: "%",
          dimension: "percent",
          canonical: 12,
        },
        {
          condition: "a written unit wins over the key's suffix",
          text: "5s",
          unit: "ms",
          dimension: "duration",
          canonical: 5000,
        },
      ] satisfies ReadonlyArray<{
        condition: string;
        text: string;
        unit: string;
        dimension: Dimension;
        canonical: number;
      }>),
    )("%s", (_condition, { text, unit, dimension, canonical }) => {
      const parsed = quantity(text, unit);
      expect(parsed.dimension).toBe(dimension);
      expect(parsed.canonical).toBe(canonical);
    });
  });

  describe("a unit written after the number", () => {
    it.each(
      named([
        {
          condition: "30 then 秒 is 30000 milliseconds",
          text: "30",
          unit: "秒",
          canonical: 30_000,
        },
        {
          condition: "30 then seconds is 30000 milliseconds",
          text: "30",
          unit: "seconds",
          canonical: 30_000,
        },
        {
          condition: "15 then 分钟 is 900000 milliseconds",
          text: "15",
          unit: "分钟",
          canonical: 900_000,
        },
        {
          condition: "2 then 小时 is 7200000 milliseconds",
          text: "2",
          unit: "小时",
          canonical: 7_200_000,
        },
      ]),
    )("%s", (_condition, { text, unit, canonical }) => {
      expect(withUnit(grammar, quantity(text), unit)?.canonical).toBe(canonical);
    });

    it.each(
      named([
        { condition: "a number that has a unit takes no second one", text: "30ms", unit: "s" },
        { condition: "a ratio takes no unit", text: "50/50", unit: "s" },
        { condition: "a word that is no unit is not applied", text: "30", unit: "apples" },
      ]),
    )("%s", (_condition, { text, unit }) => {
      expect(withUnit(grammar, quantity(text), unit)).toBeNull();
    });
  });

  describe("unit conversion", () => {
    it.each(
      named([
        { condition: "30 s equals 30000ms", claimed: "30 s", recorded: "30000ms", same: true },
        { condition: "30000ms equals 30s", claimed: "30000ms", recorded: "30s", same: true },
        { condition: "30秒 equals 30000ms", claimed: "30秒", recorded: "30000ms", same: true },
        { condition: "0.5m equals 30s", claimed: "0.5m", recorded: "30s", same: true },
        { condition: "16m equals 960s", claimed: "16m", recorded: "960s", same: true },
        {
          condition: "2048M equals 2147483648 bytes",
          claimed: "2048M",
          recorded: "2147483648b",
          same: true,
        },
        { condition: "2048M equals 2048MiB", claimed: "2048M", recorded: "2048MiB", same: true },
        {
          condition: "2048M (mebibytes) is not 2048mb (megabytes)",
          claimed: "2048M",
          recorded: "2048mb",
          same: false,
        },
        { condition: "1gb equals 1000mb", claimed: "1gb", recorded: "1000mb", same: true },
        { condition: "1gi equals 1024mi", claimed: "1gi", recorded: "1024mi", same: true },
        {
          condition: "16m (minutes) is not 16M (mebibytes)",
          claimed: "16m",
          recorded: "16M",
          same: false,
        },
        { condition: "91% is not the count 91", claimed: "91%", recorded: "91", same: false },
        { condition: "a rounded 90% is not 90.6%", claimed: "90%", recorded: "90.6%", same: false },
        { condition: "3.5s is not 3480ms", claimed: "3.5s", recorded: "3480ms", same: false },
        { condition: "37 equals 37.0", claimed: "37", recorded: "37.0", same: true },
        {
          condition: "a ten-digit count one off is another count",
          claimed: "3027675105",
          recorded: "3027675106",
          same: false,
        },
        { condition: "0.1s equals 100ms", claimed: "0.1s", recorded: "100ms", same: true },
        { condition: "30.4s equals 30400ms", claimed: "30.4s", recorded: "30400ms", same: true },
      ]),
    )("%s", (_condition, { claimed, recorded, same }) => {
      expect(sameQuantity(quantity(claimed), quantity(recorded))).toBe(same);
    });
  });

  describe("ratios", () => {
    it.each(
      named([
        {
          condition: "a count agrees with the numerator of a recorded ratio",
          claimed: "50",
          recorded: "50/50",
          same: true,
        },
        {
          condition: "a claimed ratio needs a recorded ratio",
          claimed: "50/50",
          recorded: "50",
          same: false,
        },
        { condition: "20/20 equals 20/20", claimed: "20/20", recorded: "20/20", same: true },
        { condition: "20/20 is not 20/50", claimed: "20/20", recorded: "20/50", same: false },
      ]),
    )("%s", (_condition, { claimed, recorded, same }) => {
      expect(sameQuantity(quantity(claimed), quantity(recorded))).toBe(same);
    });

    it("makes 20 of 20 a ratio of two counts", () => {
      const ratio = ratioOf(quantity("20"), quantity("20"), "20 of 20");
      expect(ratio).toMatchObject({ canonical: 20, ratio: { numerator: 20, denominator: 20 } });
      expect(ratio !== null && sameQuantity(ratio, quantity("20/20"))).toBe(true);
    });

    it.each(
      named([
        { condition: "a duration makes no ratio", numerator: "20ms", denominator: "20" },
        { condition: "a ratio makes no ratio of ratios", numerator: "1/2", denominator: "20" },
      ]),
    )("%s", (_condition, { numerator, denominator }) => {
      expect(ratioOf(quantity(numerator), quantity(denominator), "x")).toBeNull();
    });
  });

  describe("English number words", () => {
    it.each(
      named([
        {
          condition: "thirty-seven is 37 in one word",
          words: "thirty-seven",
          value: 37,
          length: 1,
        },
        {
          condition: "thirty seven is 37 in two words",
          words: "thirty seven",
          value: 37,
          length: 2,
        },
        { condition: "ninety before a noun is 90", words: "ninety threads", value: 90, length: 1 },
        { condition: "a hundred is 100", words: "a hundred", value: 100, length: 2 },
        {
          condition: "two hundred and five is 205",
          words: "two hundred and five",
          value: 205,
          length: 4,
        },
        { condition: "three thousand is 3000", words: "three thousand", value: 3000, length: 2 },
        {
          condition: "seven hundred thousand is 700000",
          words: "seven hundred thousand",
          value: 700_000,
          length: 3,
        },
        { condition: "a dozen is 12", words: "a dozen", value: 12, length: 2 },
        { condition: "zero is 0", words: "zero", value: 0, length: 1 },
      ]),
    )("%s", (_condition, { words, value, length }) => {
      expect(englishNumberAt(words.split(" "), 0)).toEqual({ value, length });
    });

    it.each(
      named([
        { condition: "a word that is no number reads as nothing", words: "waiting threads" },
        { condition: "an article alone reads as nothing", words: "a" },
      ]),
    )("%s", (_condition, { words }) => {
      expect(englishNumberAt(words.split(" "), 0)).toBeNull();
    });
  });

  describe("units carried by a key's suffix", () => {
    it.each(
      named([
        { condition: "latency_ms carries ms", key: "latency_ms", unit: "ms" },
        { condition: "latency-ms carries ms", key: "latency-ms", unit: "ms" },
        { condition: "Latency_MS carries ms whatever its case", key: "Latency_MS", unit: "ms" },
        { condition: "gc.pause_seconds carries seconds", key: "gc.pause_seconds", unit: "seconds" },
        { condition: "heap_bytes carries bytes", key: "heap_bytes", unit: "bytes" },
        { condition: "usage_pct carries pct", key: "usage_pct", unit: "pct" },
        { condition: "uptime_hours carries hours", key: "uptime_hours", unit: "hours" },
        { condition: "a key that is only a unit carries none", key: "ms", unit: null },
        { condition: "duration carries no unit", key: "duration", unit: null },
        { condition: "p99 carries no unit", key: "p99", unit: null },
      ]),
    )("%s", (_condition, { key, unit }) => {
      expect(keySuffixUnit(grammar, key)).toBe(unit);
    });
  });

  describe("claims judged after unit conversion", () => {
    itJudges([
      row(
        "30 s equals the recorded 30000ms",
        "order-service requests timed out after 30 s",
        [POOL_LOG],
        "PASS",
      ),
      row("30 秒 equals the recorded 30000ms", "order-service 请求超时 30 秒", [POOL_LOG], "PASS"),
      row(
        "三十秒 equals the recorded 30000ms",
        "order-service 请求超时 三十秒",
        [POOL_LOG],
        "PASS",
      ),
      row(
        "thirty seconds equals the recorded 30000ms",
        "order-service requests timed out after thirty seconds",
        [POOL_LOG],
        "PASS",
      ),
      row(
        "0.5 minutes equals the recorded 30000ms",
        "order-service requests timed out after 0.5 minutes",
        [POOL_LOG],
        "PASS",
      ),
      row(
        "15 分钟 equals duration=15m",
        "order-service HighMemoryUsage duration 15 分钟",
        [MEMORY_ALERT],
        "PASS",
      ),
      row(
        "持续 十五分钟 equals duration=15m",
        "order-service HighMemoryUsage 持续 十五分钟",
        [MEMORY_ALERT],
        "PASS",
      ),
      row(
        "900 s equals duration=15m",
        "order-service HighMemoryUsage duration 900 s",
        [MEMORY_ALERT],
        "PASS",
      ),
      row(
        "900000ms equals duration=15m",
        "order-service HighMemoryUsage duration 900000ms",
        [MEMORY_ALERT],
        "PASS",
      ),
      row(
        "16m against duration=15m is a conflict",
        "order-service HighMemoryUsage duration 16m",
        [MEMORY_ALERT],
        "REJECT",
        ["fact_conflict"],
      ),
      row(
        "持续 16 分钟 against duration=15m is a conflict",
        "order-service HighMemoryUsage 持续 16 分钟",
        [MEMORY_ALERT],
        "REJECT",
        ["fact_conflict"],
      ),
      row(
        "3.48 s equals latency_ms=3480",
        "pricing-service latency was 3.48 s",
        [UPSTREAM_LOG],
        "PASS",
      ),
      row(
        "3480ms equals latency_ms=3480",
        "pricing-service latency was 3480ms",
        [UPSTREAM_LOG],
        "PASS",
      ),
      row(
        "延迟 3480 毫秒 equals latency_ms=3480",
        "pricing-service 延迟 3480 毫秒",
        [UPSTREAM_LOG],
        "PASS",
      ),
      row(
        "3.5 s rounds latency_ms=3480 and is a conflict",
        "pricing-service latency was 3.5 s",
        [UPSTREAM_LOG],
        "REJECT",
        ["fact_conflict"],
      ),
      row(
        "91 percent equals current=91%",
        "order-service HighMemoryUsage current 91 percent",
        [MEMORY_ALERT],
        "PASS",
      ),
      row(
        "百分之九十一 equals current=91%",
        "order-service HighMemoryUsage 百分之九十一",
        [MEMORY_ALERT],
        "PASS",
      ),
      row(
        "2048M in a claim is mebibytes, as 2048MiB in the record",
        "order-service heap is 2048M",
        [HEAP_LOG],
        "PASS",
      ),
      row(
        "p99 2400ms exceeds a 0.8 s threshold",
        "checkout-service p99 of 2400ms exceeds the 0.8 s threshold",
        [LATENCY_ALERT],
        "PASS",
      ),
    ]);
  });

  describe("claims judged with number words", () => {
    itJudges([
      row(
        "thirty-seven equals waiting=37",
        "order-service HikariPool-1 has thirty-seven waiting",
        [POOL_LOG],
        "PASS",
      ),
      row("三十七 equals 等待线程=37", "order-service 等待线程三十七个", [CHINESE_ALERT], "PASS"),
      row("两千 equals 2000 requests", "order-service 有 两千 个请求 超时", [TIMEOUTS_LOG], "PASS"),
      row(
        "two thousand equals 2000 requests",
        "order-service had two thousand requests time out",
        [TIMEOUTS_LOG],
        "PASS",
      ),
      row(
        "2,000 equals 2000 requests",
        "order-service had 2,000 requests time out",
        [TIMEOUTS_LOG],
        "PASS",
      ),
      row("1.5万 equals requests=15000", "order-service 请求 1.5万", [REQUESTS_LOG], "PASS"),
      row("一万五千 equals requests=15000", "order-service 请求 一万五千", [REQUESTS_LOG], "PASS"),
      row(
        "1.5万 against requests=1500 is a conflict",
        "order-service 请求 1.5万",
        ["INFO order-service handled requests=1500 in window=5m"],
        "REJECT",
        ["fact_conflict"],
      ),
      row(
        "a hundred equals requests=100",
        "order-service handled a hundred requests",
        ["INFO order-service handled requests=100 in window=5m"],
        "PASS",
      ),
      row(
        "a dozen equals 12 requests",
        "order-service had a dozen requests time out",
        ["WARN order-service 12 requests timed out in 5m"],
        "PASS",
      ),
      row(
        "ninety against waiting=37 is a conflict",
        "order-service HikariPool-1 has ninety threads waiting",
        [POOL_LOG],
        "REJECT",
        ["fact_conflict"],
      ),
    ]);
  });

  describe("claims judged with ratios", () => {
    itJudges([
      row(
        "20 of 20 is active=20 with total=20",
        "order-service has 20 of 20 connections active",
        [POOL_STATS_LOG],
        "PASS",
      ),
      row(
        "20 out of 20 is active=20/20",
        "order-service has 20 out of 20 connections active",
        ["WARN order-service pool connections active=20/20 idle=0"],
        "PASS",
      ),
      row(
        "20/20 is active=20 with max=20",
        "order-service has 20/20 connections active",
        ["WARN order-service pool connections active=20 max=20 idle=0"],
        "PASS",
      ),
      row(
        "50 of 50 is the pool log's active=50 with total=50",
        "order-service HikariPool-1 has 50 of 50 connections active",
        [POOL_LOG],
        "PASS",
      ),
      row(
        "活跃连接 50/50 is 活跃连接=50/50",
        "order-service 活跃连接 50/50",
        [CHINESE_ALERT],
        "PASS",
      ),
      row(
        "活跃连接 50/50 个 is 活跃连接=50/50",
        "order-service 活跃连接 50/50 个",
        [CHINESE_ALERT],
        "PASS",
      ),
      row(
        "20 of 25 against active=20 with total=20 is a conflict",
        "order-service has 20 of 25 connections active",
        [POOL_STATS_LOG],
        "REJECT",
        ["fact_conflict"],
      ),
      row(
        "20 of 50 against active=50 is a conflict",
        "order-service HikariPool-1 has 20 of 50 connections active",
        [POOL_LOG],
        "REJECT",
        ["fact_conflict"],
      ),
    ]);
  });

  describe("claims judged with signed numbers", () => {
    const HEADROOM_LOG =
      "2015-10-18 18:04:51,114 INFO [RMCommunicator Allocator] org.apache.hadoop.mapreduce.v2.app.rm.RMContainerAllocator: Recalculating schedule, headroom=<memory:0, vCores:-27>";
    itJudges([
      row(
        "vCores -27 is the glued vCores:-27",
        "RMContainerAllocator is recalculating schedule with headroom memory 0 and vCores -27",
        [HEADROOM_LOG],
        "PASS",
      ),
      row(
        "vCores 为 -27 is vCores:-27",
        "RMContainerAllocator 正在重新计算调度，vCores 为 -27",
        [HEADROOM_LOG],
        "PASS",
      ),
      row(
        "vCores 27 drops the sign of vCores:-27",
        "RMContainerAllocator is recalculating schedule with vCores 27",
        [HEADROOM_LOG],
        "LOW_CONFID",
        ["fact_unsupported"],
      ),
      row(
        "offset -3 against offset=3 is a conflict",
        "order-service clock offset is -3",
        ["WARN order-service clock drift offset=3"],
        "REJECT",
        ["fact_conflict"],
      ),
    ]);
  });
});

describe("figures glued together or named by a unit", () => {
  const AUDIT_LINE =
    'type=SERVICE_STOP msg=audit(1481076984.534:16): pid=1 uid=0 auid=4294967295 ses=4294967295 msg=\'unit=irqbalance comm="systemd" exe="/usr/lib/systemd/systemd" hostname=? addr=? terminal=? res=success\'';
  const CMS_LINE =
    "64901.445: [CMS-concurrent-mark: 1.542/2.492 secs] [Times: user=10.49 sys=0.33, real=2.49 secs]";
  itJudges([
    row(
      "an audit line's time stamp before its serial number is a figure of its own",
      "At 1481076984.534, systemd logged SERVICE_STOP of irqbalance (res=success).",
      [AUDIT_LINE],
      "PASS",
    ),
    row(
      "another time stamp is not the line's",
      "At 1481076984.535, systemd logged SERVICE_STOP of irqbalance (res=success).",
      [AUDIT_LINE],
      "LOW_CONFID",
      ["fact_unsupported"],
    ),
    row(
      "a unit word names no key: the uptime stamp is not said of secs",
      "CMS-concurrent-mark at 64901.445 was 1.542/2.492 secs (user=10.49 sys=0.33).",
      [CMS_LINE],
      "PASS",
    ),
  ]);
});

describe("a number with thousands separators before a comma", () => {
  const ARTEMIS_LINE =
    "2021-02-09 16:01:22,540 INFO  [org.apache.activemq.artemis.core.server] AMQ221057: Global Max Size is being adjusted to 1/2 of the JVM max size (-Xmx). being defined as 1,073,741,824";
  itJudges([
    row(
      "is one number",
      "AMQ221057: Global Max Size is being defined as 1,073,741,824, 1/2 of the JVM max size.",
      [ARTEMIS_LINE],
      "PASS",
    ),
    row(
      "and another number is not it",
      "AMQ221057: Global Max Size is being defined as 1,073,741,825, 1/2 of the JVM max size.",
      [ARTEMIS_LINE],
      "LOW_CONFID",
      ["fact_unsupported"],
    ),
  ]);
});
