import { describe, expect, it } from 'vitest';
import { addressBookCap, addressBookSchema, savedAddressSchema } from '@oja/shared/addresses';
import { createTestApp } from '@oja/testing/app/test-app';
import { makeSignedInUser } from '@oja/testing/factories/factories';
import { newYorkAddress } from '@oja/testing/factories/order-factories';

const { app, db } = await createTestApp();

type Auth = Record<string, string>;
const url = '/api/account/addresses/';
const lagos = {
  street: '12 Broad Street',
  city: 'Lagos Island',
  state: 'lagos state',
  lga: 'lagos island',
  country: 'Nigeria',
  phone: '0803 123 4567',
};
const add = (auth: Auth, address: object, is_default?: boolean) =>
  app.inject({ method: 'POST', url, payload: { address, is_default }, headers: auth });
const bookOf = async (auth: Auth) => addressBookSchema.parse((await app.inject({ url, headers: auth })).json());
const saved = (res: { json: () => unknown }) => savedAddressSchema.parse(res.json());

describe('the address book', () => {
  it('needs a signed-in customer for every route', async () => {
    expect((await app.inject(url)).statusCode).toBe(401);
    expect((await add({}, lagos)).statusCode).toBe(401);
    expect((await app.inject({ method: 'PUT', url: `${url}1`, payload: { address: lagos } })).statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url: `${url}1/default` })).statusCode).toBe(401);
    expect((await app.inject({ method: 'DELETE', url: `${url}1` })).statusCode).toBe(401);
  });

  it('saves a Nigerian address normalised: state and LGA as listed, phone +234…, no postal code needed', async () => {
    const me = await makeSignedInUser(db);
    const res = await add(me.auth, lagos);
    expect(res.statusCode, res.body).toBe(201);
    expect(saved(res)).toMatchObject({
      state: 'Lagos',
      lga: 'Lagos Island',
      country: 'NG',
      country_name: 'Nigeria',
      postal_code: '',
      phone: '+2348031234567',
      is_default: true, // the first address is the default
    });
    // The same address again is not a second entry.
    const again = await add(me.auth, { ...lagos, phone: '+234 803 123 4567', state: 'Lagos' });
    expect(again.statusCode).toBe(200);
    expect(saved(again).id).toBe(saved(res).id);
    expect((await bookOf(me.auth)).addresses).toHaveLength(1);
  });

  it('adds, edits, sets the default and deletes; the default comes first', async () => {
    const me = await makeSignedInUser(db);
    const home = saved(await add(me.auth, lagos));
    const office = saved(await add(me.auth, newYorkAddress));
    expect(office).toMatchObject({ country: 'US', state: 'NY', lga: '', postal_code: '10118', is_default: false });
    expect((await bookOf(me.auth)).addresses.map((a) => a.id)).toEqual([home.id, office.id]);

    const edited = await app.inject({
      method: 'PUT',
      url: `${url}${office.id}`,
      payload: { address: { ...newYorkAddress, street: '1 Wall Street' }, is_default: true },
      headers: me.auth,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(saved(edited)).toMatchObject({ street: '1 Wall Street', is_default: true });
    let book = await bookOf(me.auth);
    expect(book.addresses.map((a) => [a.id, a.is_default])).toEqual([
      [office.id, true],
      [home.id, false],
    ]);

    const back = await app.inject({ method: 'POST', url: `${url}${home.id}/default`, headers: me.auth });
    expect(saved(back).is_default).toBe(true);
    expect((await bookOf(me.auth)).addresses.filter((a) => a.is_default).map((a) => a.id)).toEqual([home.id]);

    // Deleting the default makes the one left the default.
    const removed = await app.inject({ method: 'DELETE', url: `${url}${home.id}`, headers: me.auth });
    expect(removed.statusCode).toBe(200);
    book = addressBookSchema.parse(removed.json());
    expect(book.addresses.map((a) => [a.id, a.is_default])).toEqual([[office.id, true]]);
    expect((await app.inject({ method: 'DELETE', url: `${url}${home.id}`, headers: me.auth })).statusCode).toBe(404);
  });

  it(`keeps at most ${addressBookCap} addresses per account`, async () => {
    const me = await makeSignedInUser(db);
    for (let i = 0; i < addressBookCap; i++) {
      expect((await add(me.auth, { ...lagos, street: `${i + 1} Broad Street` })).statusCode).toBe(201);
    }
    const full = await add(me.auth, { ...lagos, street: 'One too many' });
    expect(full.statusCode).toBe(409);
    expect(full.json()).toMatchObject({ code: 'conflict', detail: expect.stringContaining('address book is full') });
    expect((await bookOf(me.auth)).addresses).toHaveLength(addressBookCap);
    // Saving one already there is still fine.
    expect((await add(me.auth, { ...lagos, street: '3 Broad Street' })).statusCode).toBe(200);
  });

  it('holds the cap when the last places are taken at the same moment', async () => {
    const me = await makeSignedInUser(db);
    for (let i = 0; i < addressBookCap - 1; i++) await add(me.auth, { ...lagos, street: `${i + 1} Marina` });
    const answers = await Promise.all([1, 2, 3].map((i) => add(me.auth, { ...lagos, street: `Race ${i}` })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409]);
    expect((await bookOf(me.auth)).addresses).toHaveLength(addressBookCap);
  });

  it("never shows or changes another customer's address: it is not found", async () => {
    const me = await makeSignedInUser(db);
    const other = await makeSignedInUser(db);
    const mine = saved(await add(me.auth, lagos));
    expect((await bookOf(other.auth)).addresses).toEqual([]);
    const tries = [
      app.inject({ method: 'PUT', url: `${url}${mine.id}`, payload: { address: newYorkAddress }, headers: other.auth }),
      app.inject({ method: 'POST', url: `${url}${mine.id}/default`, headers: other.auth }),
      app.inject({ method: 'DELETE', url: `${url}${mine.id}`, headers: other.auth }),
    ];
    for (const res of await Promise.all(tries)) {
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('not_found');
    }
    expect((await bookOf(me.auth)).addresses).toEqual([{ ...mine, updated_at: expect.any(Number) }]);
    expect((await bookOf(me.auth)).addresses[0]).toMatchObject({ street: lagos.street, phone: '+2348031234567' });
  });

  it('refuses a bad address with the message at the field, and saves nothing', async () => {
    const me = await makeSignedInUser(db);
    const bad = await add(me.auth, { ...lagos, state: 'Ikeja', phone: '0803 12' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      code: 'invalid',
      detail:
        'address.state: Choose a state from the list; address.phone: Phone must be a Nigerian number, ' +
        'e.g. 0803 123 4567, or start with another country code',
      errors: [
        { path: 'address.state', message: 'Choose a state from the list', message_id: 'checkout.says.ng-state' },
        {
          path: 'address.phone',
          message: 'Phone must be a Nigerian number, e.g. 0803 123 4567, or start with another country code',
          message_id: 'checkout.says.ng-phone',
        },
      ],
    });
    const wrongLga = await add(me.auth, { ...lagos, lga: 'Kano Municipal' });
    expect(wrongLga.json().detail).toBe('address.lga: Choose a local government area of the state from the list');
    const noPostcode = await add(me.auth, { ...newYorkAddress, postal_code: '' });
    expect(noPostcode.json().detail).toBe('address.postal_code: Postal code is required');
    expect((await bookOf(me.auth)).addresses).toEqual([]);
  });
});
