import { deviceParts } from '@oja/shared/devices';

/**
 * "Chrome on Android", "Safari on iPhone": a short, readable name for a session's device, from its
 * User-Agent (the API's English `device`; the web says the same parts in the page's language).
 * Only for showing; nothing is decided on it.
 */
export function deviceSummary(userAgent: string | null): string {
  const { browser, system, client } = deviceParts(userAgent);
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? client ?? 'Unknown device';
}
