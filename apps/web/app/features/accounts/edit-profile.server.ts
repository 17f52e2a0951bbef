import { data } from 'react-router';
import { passwordChangeFormSchema, profileUpdateSchema } from '@oja/shared/accounts';
import { accountSays, pictureMaxBytes } from '@oja/shared/accounts-rules';
import type { Said } from '../../i18n/say';
import { apiOf } from '../../lib/api.server';
import { saidDetailOf, saidFieldErrorsOf } from '../../lib/field-errors';
import { validate } from './form-data.server';
import { pictureUpdated, profileUpdated } from './edit-messages';

type Context = Parameters<typeof apiOf>[0];
export type EditIntent = 'names' | 'picture' | 'password';
export interface EditResult {
  intent: EditIntent;
  ok: boolean;
  message?: Said;
  errors: Record<string, Said>;
}

const result = (r: EditResult, status = r.ok ? 200 : 400) => data(r, { status });

/** Room for the multipart envelope around a picture of the largest allowed size. */
const uploadOverhead = 64 * 1024;

/**
 * The edit-profile page's three forms (names, picture, password), each sent on to its API
 * endpoint. An oversized upload is refused from its Content-Length before any of it is read.
 */
export async function editProfile(request: Request, context: Context) {
  const length = Number(request.headers.get('content-length') ?? 'NaN');
  if (!(length <= pictureMaxBytes + uploadOverhead)) {
    return result({ intent: 'picture', ok: false, errors: { picture: accountSays.pictureSize } }, 413);
  }
  const form = await request.formData();
  const intent = form.get('intent');
  const api = apiOf(context);

  if (intent === 'picture') {
    const file = form.get('picture');
    if (!(file instanceof File) || file.size === 0) {
      return result({ intent, ok: false, errors: { picture: accountSays.pictureMissing } });
    }
    const upload = new FormData();
    upload.append('picture', file, file.name);
    const sent = await api.request('POST', '/api/me/picture/', upload);
    if (!sent.ok) return result({ intent, ok: false, errors: { picture: saidDetailOf(sent.error) } }, sent.status);
    return result({ intent, ok: true, message: pictureUpdated, errors: {} });
  }

  const values = Object.fromEntries([...form].filter((e): e is [string, string] => typeof e[1] === 'string'));
  if (intent === 'names') {
    const checked = validate(profileUpdateSchema, values);
    if (!checked.ok) return result({ intent, ok: false, errors: checked.errors });
    const sent = await api.request('PATCH', '/api/me/', checked.data);
    if (!sent.ok) {
      return result(
        { intent, ok: false, errors: saidFieldErrorsOf(sent.error, ['first_name', 'last_name']) },
        sent.status,
      );
    }
    return result({ intent, ok: true, message: profileUpdated, errors: {} });
  }

  if (intent === 'password') {
    const checked = validate(passwordChangeFormSchema, values);
    if (!checked.ok) return result({ intent, ok: false, errors: checked.errors });
    const { current_password, new_password } = checked.data;
    const sent = await api.request('POST', '/api/me/password/', { current_password, new_password });
    if (!sent.ok) {
      const field = sent.error.code === 'invalid' ? 'current_password' : 'form';
      return result({ intent, ok: false, errors: { [field]: saidDetailOf(sent.error) } }, sent.status);
    }
    return result({ intent, ok: true, message: accountSays.passwordChanged, errors: {} });
  }

  return result({ intent: 'names', ok: false, errors: { form: 'Unknown form.' } });
}
