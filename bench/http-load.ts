/**
 * One phase of HTTP load with autocannon, driven from code: a fixed number of keep-alive
 * connections send one request after another (no pipelining, no rate limit) for a fixed
 * time, and the phase is summed up as completed requests per second, latency percentiles and
 * every kind of failure. A closed loop like this measures what the server sustains at that
 * concurrency, not how it behaves when offered more than it can take.
 */
import autocannon from "autocannon";

export interface LoadPhase {
  readonly title: string;
  /** The whole URL, on 127.0.0.1. */
  readonly url: string;
  readonly method: "GET" | "POST";
  /** A JSON body, sent with `content-type: application/json`. */
  readonly jsonBody?: unknown;
  readonly connections: number;
  readonly durationSeconds: number;
}

export interface LoadSummary {
  readonly title: string;
  readonly connections: number;
  readonly durationSeconds: number;
  /** Responses received, of any status. */
  readonly responses: number;
  /** Mean of autocannon's per-second counts of responses. */
  readonly requestsPerSecond: number;
  readonly latencyMs: { readonly p50: number; readonly p99: number; readonly max: number };
  readonly successes: number;
  /** Responses with a status other than 2xx. */
  readonly non2xx: number;
  /** Connection errors and timeouts. */
  readonly errors: number;
  readonly timeouts: number;
}

/** Responses that took longer than this count as timeouts. */
const REQUEST_TIMEOUT_SECONDS = 30;

/** True when every response of the phase was a 2xx and no connection failed. */
export function loadSucceeded(summary: LoadSummary): boolean {
  return summary.responses > 0 && summary.non2xx === 0 && summary.errors === 0;
}

export async function runLoad(phase: LoadPhase): Promise<LoadSummary> {
  const target = new URL(phase.url);
  if (target.hostname !== "127.0.0.1") {
    throw new Error(`load is only sent to 127.0.0.1, not to ${target.hostname}`);
  }
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    autocannon(
      {
        url: phase.url,
        method: phase.method,
        connections: phase.connections,
        duration: phase.durationSeconds,
        timeout: REQUEST_TIMEOUT_SECONDS,
        // One sample a second, so that the mean of the samples is requests per second.
        sampleInt: 1000,
        ...(phase.jsonBody === undefined
          ? {}
          : {
              body: JSON.stringify(phase.jsonBody),
              headers: { "content-type": "application/json" },
            }),
      },
      (error: unknown, outcome: autocannon.Result) => {
        if (error === null || error === undefined) resolve(outcome);
        else reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
  return {
    title: phase.title,
    connections: phase.connections,
    durationSeconds: result.duration,
    responses: result.requests.total,
    requestsPerSecond: result.requests.average,
    latencyMs: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
    successes: result["2xx"],
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}
