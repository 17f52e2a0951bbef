/**
 * What a back-office form's action answers when it does not redirect: which form it was, whether
 * it worked, a message to show, and errors per field (`form` for the form as a whole).
 */
export interface ActionResult {
  intent: string;
  ok: boolean;
  message?: string;
  errors: Record<string, string>;
  /** What was sent, to fill the form again after a refusal (scripts off: the page is rendered anew). */
  values?: Record<string, string>;
}

/** A form's text fields as a plain object. */
export function textValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of form) if (typeof value === 'string') values[key] = value;
  return values;
}

/** The result for a given form: from its fetcher, or from a plain post when scripts are off. */
export function resultFor(intent: string, ...candidates: (ActionResult | undefined)[]): ActionResult | undefined {
  return candidates.find((r) => r?.intent === intent);
}
