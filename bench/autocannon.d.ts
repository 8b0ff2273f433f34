// The part of autocannon's programmatic API that bench/run.ts uses (the package ships no types).
// See node_modules/autocannon/README.md.
declare module "autocannon" {
  import type { EventEmitter } from "node:events";

  export type Options = {
    url: string;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    connections?: number;
    pipelining?: number;
    /** Seconds. */
    duration?: number;
    /** Seconds before a request counts as a timeout (and an error). */
    timeout?: number;
  };

  /** A histogram summary; latency values are in ms (recorded as whole ms by autocannon). */
  export type Histogram = {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total: number;
    p50: number;
    p99: number;
  };

  export type Result = {
    url: string;
    /** Per-second samples of completed requests. */
    requests: Histogram;
    latency: Histogram;
    throughput: Histogram;
    /** Seconds. */
    duration: number;
    /** Connection errors, timeouts included. */
    errors: number;
    timeouts: number;
    mismatches: number;
    non2xx: number;
    resets: number;
    statusCodeStats: Record<string, { count: number }>;
  };

  /** Emitted for every completed response; responseTime in ms (fractional). */
  export type ResponseListener = (
    client: unknown,
    statusCode: number,
    resBytes: number,
    responseTime: number,
  ) => void;

  export type Instance = EventEmitter & PromiseLike<Result>;

  export default function autocannon(options: Options): Instance;
}
