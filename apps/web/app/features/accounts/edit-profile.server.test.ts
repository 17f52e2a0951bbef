import { describe, expect, it } from 'vitest';
import { accountSays as m, pictureMaxBytes } from '@oja/shared/accounts-rules';
import { fakeApi, formRequest, ok, refused, withContentLength, type FakeAnswer } from '../../lib/fake-api.test-support';
import { pictureUpdated, profileUpdated } from './edit-messages';
import { editProfile } from './edit-profile.server';

const submit = async (fields: Record<string, string | File>, answers: Record<string, FakeAnswer> = {}) => {
  const api = fakeApi(answers);
  const answer = await editProfile(await withContentLength(formRequest(fields)), api.context);
  return { answer, calls: api.calls };
};

describe('editProfile', () => {
  it('names: sends the checked names', async () => {
    const { answer, calls } = await submit(
      { intent: 'names', first_name: 'Adaeze', last_name: 'Okafor' },
      { 'PATCH /api/me/': ok({}) },
    );
    expect(answer.data).toEqual({ intent: 'names', ok: true, message: profileUpdated, errors: {} });
    expect(calls[0]?.body).toEqual({ first_name: 'Adaeze', last_name: 'Okafor' });
  });

  it('names: an empty first name is refused beside it, without asking', async () => {
    const { answer, calls } = await submit({ intent: 'names', first_name: '', last_name: 'Okafor' });
    expect(answer).toMatchObject({
      data: { ok: false, errors: { first_name: m.firstNameRequired } },
      init: { status: 400 },
    });
    expect(calls).toEqual([]);
  });

  it('password: sends the current and new password (not the confirmation), and the API’s answer is the message', async () => {
    const { answer, calls } = await submit(
      {
        intent: 'password',
        current_password: 'old secret 1',
        new_password: 'new secret 22',
        confirm_password: 'new secret 22',
      },
      { 'POST /api/me/password/': ok({ detail: 'Your password has been changed.' }) },
    );
    // The message the page asked for, by key (decision 0084).
    expect(answer.data).toMatchObject({ ok: true, message: m.passwordChanged });
    expect(calls[0]?.body).toEqual({ current_password: 'old secret 1', new_password: 'new secret 22' });
  });

  it('password: a confirmation that differs is refused beside it; a wrong current password beside that one', async () => {
    const differs = await submit({
      intent: 'password',
      current_password: 'old secret 1',
      new_password: 'new secret 22',
      confirm_password: 'new secret 23',
    });
    expect(differs.answer.data.errors).toEqual({ confirm_password: m.passwordsDiffer });

    const wrong = await submit(
      {
        intent: 'password',
        current_password: 'guess 1234',
        new_password: 'new secret 22',
        confirm_password: 'new secret 22',
      },
      { 'POST /api/me/password/': refused(400, 'Your current password is not right.', 'invalid') },
    );
    expect(wrong.answer.data.errors).toEqual({ current_password: 'Your current password is not right.' });

    const limited = await submit(
      {
        intent: 'password',
        current_password: 'guess 1234',
        new_password: 'new secret 22',
        confirm_password: 'new secret 22',
      },
      { 'POST /api/me/password/': refused(429, 'Too many attempts.', 'rate_limited') },
    );
    expect(limited.answer).toMatchObject({ data: { errors: { form: 'Too many attempts.' } }, init: { status: 429 } });
  });

  it('picture: uploads the file, or asks for one', async () => {
    const picture = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'me.png', { type: 'image/png' });
    const { answer, calls } = await submit({ intent: 'picture', picture }, { 'POST /api/me/picture/': ok({}) });
    expect(answer.data).toMatchObject({ ok: true, message: pictureUpdated });
    expect(((calls[0]?.body as FormData).get('picture') as File).name).toBe('me.png');

    const none = await submit({ intent: 'picture' });
    expect(none.answer.data.errors).toEqual({ picture: m.pictureMissing });
  });

  it('refuses an upload too large (or of unknown size) from its Content-Length, before reading it', async () => {
    const api = fakeApi({});
    const large = new Request('https://shop.test/dashboard/edit-profile', {
      method: 'POST',
      headers: { 'content-length': String(pictureMaxBytes + 65 * 1024) },
      body: 'x',
    });
    expect(await editProfile(large, api.context)).toMatchObject({
      data: { intent: 'picture', errors: { picture: m.pictureSize } },
      init: { status: 413 },
    });
    expect(await editProfile(formRequest({ intent: 'names' }), api.context)).toMatchObject({ init: { status: 413 } });
  });

  it('an unknown form is refused', async () => {
    const { answer } = await submit({ intent: 'delete-account' });
    expect(answer.data.errors).toEqual({ form: 'Unknown form.' });
  });
});
