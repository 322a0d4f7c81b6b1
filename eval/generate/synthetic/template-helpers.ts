/**
 * Helpers the alert and log templates share: the template factories, and the random figures
 * (durations, latency and lag values, pool sizes, breaker transitions, called services)
 * several templates draw the same way.
 */
import { EXTERNAL_UPSTREAMS, type Moment, pickOther, pickService, SERVICES } from "./entities.js";
import type { Random } from "./random.js";
import { literal, type RecordMeta } from "./record-kit.js";
import type { BuildOptions, Field, RecordInstance, RecordTemplate } from "./types.js";

export function alertTemplate(
  meta: Omit<RecordMeta, "tool" | "kind">,
  hasService: boolean,
  build: (random: Random, options: BuildOptions, meta: RecordMeta) => RecordInstance,
): RecordTemplate {
  const full: RecordMeta = { ...meta, tool: "query_metrics", kind: "alert" };
  return { ...full, hasService, build: (random, options) => build(random, options, full) };
}

export function logTemplate(
  meta: Omit<RecordMeta, "tool" | "kind">,
  hasService: boolean,
  build: (random: Random, options: BuildOptions, meta: RecordMeta) => RecordInstance,
): RecordTemplate {
  const full: RecordMeta = { ...meta, tool: "query_logs", kind: "log" };
  return { ...full, hasService, build: (random, options) => build(random, options, full) };
}

export function serviceFor(random: Random, options: BuildOptions): string {
  return options.service ?? pickService(random, options.avoid);
}

/** A service or external endpoint the service calls. */
export function upstreamOf(random: Random, service: string, options: BuildOptions): string {
  const avoid = new Set([service, ...(options.avoid ?? [])]);
  return random.chance(0.7)
    ? pickOther(random, SERVICES, avoid)
    : pickOther(random, EXTERNAL_UPSTREAMS, avoid);
}

export function clock(moment: Moment): Field {
  return literal(moment.clock);
}

export function minutes(random: Random): number {
  return random.pick([3, 5, 7, 8, 10, 12, 15, 16, 18, 20, 25, 30, 35, 40, 45, 60]);
}

export function latencyFigures(random: Random): {
  p99: number;
  threshold: number;
  thresholdUnit: "ms" | "s";
} {
  const thresholdUnit = random.chance(0.6) ? "ms" : "s";
  const threshold =
    thresholdUnit === "ms" ? random.pick([250, 300, 500, 800, 1200, 1500]) : random.pick([1, 2, 3]);
  const floor = thresholdUnit === "ms" ? threshold / 1000 : threshold;
  const p99 = Number((floor + random.int(3, 90) / 10).toFixed(1));
  return { p99, threshold, thresholdUnit };
}

export function lagFigures(random: Random): { lag: number; threshold: number } {
  const threshold = random.pick([5000, 10000, 20000, 50000]);
  const lag = random.chance(0.5)
    ? threshold + random.int(2, 90) * 1000
    : threshold + random.int(1001, 95000);
  return { lag, threshold };
}

export function poolFigures(random: Random): { total: number; waiting: number } {
  const total = random.pick([10, 20, 30, 40, 50, 60, 80, 100]);
  let waiting = random.int(2, 140);
  if (waiting === total) {
    waiting += 1;
  }
  return { total, waiting };
}

export function breakerTransition(random: Random): readonly [string, string] {
  return random.weighted<readonly [string, string]>([
    [["CLOSED", "OPEN"], 5],
    [["OPEN", "HALF_OPEN"], 2],
    [["HALF_OPEN", "OPEN"], 1],
    [["HALF_OPEN", "CLOSED"], 1],
  ]);
}
