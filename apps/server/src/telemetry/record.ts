/**
 * What the shop's code tells the metrics about, wherever it happens (a job's run, a payment's
 * outcome, an SMS sent, a cache lookup). Until the process turns metrics on (METRICS_TOKEN or
 * METRICS_PORT, telemetry/metrics.ts) nothing listens and every call here is one null check:
 * metrics off cost nothing. One listener per process, as one process is one shop; the last app
 * built with metrics on is the one that listens (tests build one per file).
 */
export interface MetricsSink {
  jobRun(job: string, outcome: 'success' | 'failure', seconds: number, startedAt: number, intervalMs: number): void;
  paymentOutcome(provider: string, outcome: PaymentOutcome): void;
  refundOutcome(provider: string, outcome: RefundOutcome): void;
  providerCall(provider: string, outcome: 'ok' | 'error', seconds: number): void;
  smsSent(transport: string, parts: number): void;
  cacheLookup(cache: string, hit: boolean): void;
}

/**
 * `succeeded`: verified and the order opened; `failed`: declined; `abandoned`: given up by the
 * customer; `mismatch`: paid another amount or currency (refunded); `late`: paid for an order that
 * could no longer take it (refunded); `confirmed`: a transfer or a payment at the door, by staff.
 */
export type PaymentOutcome = 'succeeded' | 'failed' | 'abandoned' | 'mismatch' | 'late' | 'confirmed';
/** `requested`: recorded as due; then the provider `succeeded`, or it is `retrying`, or `failed` for good. */
export type RefundOutcome = 'requested' | 'succeeded' | 'retrying' | 'failed';

let sink: MetricsSink | null = null;

/** Makes `next` the listener (null: nobody listens); answers a function that undoes it. */
export function listenWith(next: MetricsSink | null): () => void {
  sink = next;
  return () => {
    if (sink === next) sink = null;
  };
}

export const record = {
  jobRun: (job: string, outcome: 'success' | 'failure', seconds: number, startedAt: number, intervalMs: number) =>
    sink?.jobRun(job, outcome, seconds, startedAt, intervalMs),
  paymentOutcome: (provider: string, outcome: PaymentOutcome) => sink?.paymentOutcome(provider, outcome),
  refundOutcome: (provider: string, outcome: RefundOutcome) => sink?.refundOutcome(provider, outcome),
  providerCall: (provider: string, outcome: 'ok' | 'error', seconds: number) =>
    sink?.providerCall(provider, outcome, seconds),
  smsSent: (transport: string, parts: number) => sink?.smsSent(transport, parts),
  cacheLookup: (cache: string, hit: boolean) => sink?.cacheLookup(cache, hit),
  /** Whether anyone listens (to skip work done only for the metrics, such as reading a clock). */
  listening: () => sink !== null,
};
