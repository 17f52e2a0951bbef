import pino, { type DestinationStream } from 'pino';

/**
 * Where production logs go: stdout, in writes of 4 KB at least once a second and at exit, as pino
 * advises for high throughput ("asynchronous logging"): one write per line cost about 8 % of a
 * cached catalogue answer (decision 0015). A crash that skips the exit handlers (SIGKILL, power
 * loss) can lose the last second of lines.
 *
 * Logging is never worth a stuck process. A destination whose write fails (the pipe's reader is
 * gone, a full disk, any other error) is abandoned: later lines are dropped, and nothing waits on
 * it. That matters at exit: pino flushes the buffer synchronously in an exit handler, and
 * sonic-boom retries a failed synchronous write forever (it sleeps and tries again on EPIPE), so a
 * process whose supervisor had gone never exited. `close()` flushes with a deadline, then
 * abandons the destination, so `process.exit()` always returns.
 */
export interface LogDestination {
  stream: DestinationStream;
  /** Whether writes failed or `close()` ran: lines are dropped from then on. */
  readonly abandoned: boolean;
  /** Writes what is buffered, waiting at most `deadlineMs`, then stops writing. Never throws. */
  close(deadlineMs: number): Promise<void>;
  /** Stops writing at once: buffered and later lines are dropped. */
  abandon(): void;
}

const ignore = () => {};

export function bufferedStdout(fd = 1): LogDestination {
  const stream = pino.destination({ dest: fd, minLength: 4096, sync: false, periodicFlush: 1000 });
  let abandoned = false;
  const abandon = () => {
    if (abandoned) return;
    abandoned = true;
    // The same switch pino makes on EPIPE, for every failure: the exit handler's flushSync and
    // every later write become no-ops.
    stream.write = () => true;
    stream.flushSync = ignore;
    stream.end = ignore;
    stream.flush = (callback?: (error?: Error) => void) => callback?.();
  };
  // Listening also keeps a write error from becoming an uncaught 'error' event.
  stream.on('error', abandon);
  return {
    stream,
    get abandoned() {
      return abandoned;
    },
    abandon,
    close: (deadlineMs) =>
      new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          abandon();
          resolve();
        };
        const timer = setTimeout(done, deadlineMs);
        try {
          stream.flush(done);
          // Keep writing until the buffer is empty: otherwise 'drain' (and so the callback) comes
          // as soon as less than `minLength` is left, and those last lines would be dropped.
          (stream as unknown as { minLength: number }).minLength = 0;
        } catch {
          done();
        }
      }),
  };
}

/**
 * Console output (start-up warnings) goes to the same pipes: a write that fails there must not
 * become an uncaught exception either.
 */
export function ignoreConsoleWriteErrors() {
  process.stdout.on('error', ignore);
  process.stderr.on('error', ignore);
}
