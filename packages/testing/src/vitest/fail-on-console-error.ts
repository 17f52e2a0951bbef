import { afterEach, beforeEach, vi } from 'vitest';

/** A test that makes something log an error fails, unless it expects that error (mock it then). */
let errors: unknown[][] = [];
beforeEach(() => {
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});
afterEach(() => {
  vi.mocked(console.error).mockRestore();
  if (errors.length > 0)
    throw new Error(`Unexpected console.error: ${errors.map((e) => e.map(String).join(' ')).join('\n')}`);
});
