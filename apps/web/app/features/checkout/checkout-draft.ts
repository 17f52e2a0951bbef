/**
 * The checkout's other choices, kept for the browser tab as the address is (addresses/address-draft.ts):
 * the SMS tick and the voucher applied, so a refresh keeps them too (QA E18).
 */
export const choicesKey = 'oja:checkout-choices';

export interface CheckoutChoices {
  sms: boolean;
  voucher: string;
}

export function readChoices(): CheckoutChoices | undefined {
  try {
    const raw = sessionStorage.getItem(choicesKey);
    if (!raw) return undefined;
    const parsed = JSON.parse(raw) as Record<string, unknown>;
    return {
      sms: parsed.sms === true,
      voucher: typeof parsed.voucher === 'string' ? parsed.voucher.trim().slice(0, 40) : '',
    };
  } catch {
    return undefined; // storage refused (private mode, full) or damaged: start empty
  }
}

export function saveChoices(choices: CheckoutChoices) {
  try {
    sessionStorage.setItem(choicesKey, JSON.stringify(choices));
  } catch {
    // Not kept: the form still works.
  }
}

export function clearChoices() {
  try {
    sessionStorage.removeItem(choicesKey);
  } catch {
    // Nothing to clear.
  }
}
