/** The part of autocannon's API the bench uses (the package ships no types). */
declare module 'autocannon' {
  type Options = {
    url: string;
    connections?: number;
    duration?: number;
    pipelining?: number;
    headers?: Record<string, string>;
  };
  type Histogram = { average: number; mean: number; p50: number; p99: number; max: number; total: number };
  type Result = {
    requests: Histogram;
    latency: Histogram;
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
  };
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
