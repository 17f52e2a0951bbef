import { addressFields, type AddressField } from '@oja/shared/address-rules';

/** What was typed in the checkout's address form, kept for the browser tab (a refresh keeps it). */
export const draftKey = 'oja:checkout-address';

export type AddressDraft = Partial<Record<AddressField, string>>;

export function readDraft(): AddressDraft | undefined {
  try {
    const raw = sessionStorage.getItem(draftKey);
    if (!raw) return undefined;
    const parsed = JSON.parse(raw) as Record<string, unknown>;
    const draft: AddressDraft = {};
    for (const f of addressFields) if (typeof parsed[f] === 'string') draft[f] = parsed[f];
    return draft;
  } catch {
    return undefined; // storage refused (private mode, full) or damaged: start empty
  }
}

export function saveDraft(form: HTMLFormElement) {
  const data = new FormData(form);
  const draft = Object.fromEntries(addressFields.map((f) => [f, String(data.get(f) ?? '')]));
  try {
    sessionStorage.setItem(draftKey, JSON.stringify(draft));
  } catch {
    // Not kept: the form still works.
  }
}

export function clearDraft() {
  try {
    sessionStorage.removeItem(draftKey);
  } catch {
    // Nothing to clear.
  }
}
