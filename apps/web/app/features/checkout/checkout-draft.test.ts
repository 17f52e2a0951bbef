import { beforeEach, describe, expect, it } from 'vitest';
import { choicesKey, clearChoices, readChoices, saveChoices } from './checkout-draft';

/** sessionStorage as browsers have it, for Node. */
function fakeStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (i) => [...items.keys()][i] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

describe('the SMS tick and the voucher kept for the tab (E18)', () => {
  beforeEach(() => {
    globalThis.sessionStorage = fakeStorage();
  });

  it('come back as kept, and go when the order is placed', () => {
    expect(readChoices()).toBeUndefined();
    saveChoices({ sms: true, voucher: 'SAVE10' });
    expect(readChoices()).toEqual({ sms: true, voucher: 'SAVE10' });
    clearChoices();
    expect(readChoices()).toBeUndefined();
  });

  it('a damaged entry starts empty', () => {
    sessionStorage.setItem(choicesKey, '{not json');
    expect(readChoices()).toBeUndefined();
    sessionStorage.setItem(choicesKey, JSON.stringify({ sms: 'yes', voucher: 42 }));
    expect(readChoices()).toEqual({ sms: false, voucher: '' });
  });
});
