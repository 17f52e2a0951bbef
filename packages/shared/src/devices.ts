/**
 * A session's device in a few words, from its User-Agent: the browser and the system ("Chrome",
 * "Android"), or the client's own name for an API client or script. Only for showing; nothing is
 * decided on it. The server writes it in English as `device` ("Chrome on Android"); the web says
 * it in the page's language from these parts (issue 31).
 */
export interface DeviceParts {
  browser: string | null;
  system: string | null;
  /** An API client's or script's own name, when neither browser nor system is known. */
  client: string | null;
}

export function deviceParts(userAgent: string | null): DeviceParts {
  if (!userAgent) return { browser: null, system: null, client: null };
  const ua = userAgent;
  const browser = /Edg(e|A|iOS)?\//.test(ua)
    ? 'Edge'
    : /OPR\/|Opera/.test(ua)
      ? 'Opera'
      : /SamsungBrowser\//.test(ua)
        ? 'Samsung Internet'
        : /Firefox\/|FxiOS\//.test(ua)
          ? 'Firefox'
          : /Chrome\/|CriOS\/|Chromium\//.test(ua)
            ? 'Chrome'
            : /Safari\//.test(ua)
              ? 'Safari'
              : null;
  const system = /Android/.test(ua)
    ? 'Android'
    : /iPhone/.test(ua)
      ? 'iPhone'
      : /iPad/.test(ua)
        ? 'iPad'
        : /Windows/.test(ua)
          ? 'Windows'
          : /Mac OS X|Macintosh/.test(ua)
            ? 'Mac'
            : /CrOS/.test(ua)
              ? 'ChromeOS'
              : /Linux/.test(ua)
                ? 'Linux'
                : null;
  const client = browser || system ? null : ua.split(/[\s/;(]/)[0]!.slice(0, 40) || null;
  return { browser, system, client };
}
