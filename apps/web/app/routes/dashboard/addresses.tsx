import { useEffect } from 'react';
import { Form, Link, useNavigation, useSearchParams } from 'react-router';
import { toast } from '../../ui/toaster';
import type { SavedAddress } from '@oja/shared/addresses';
import { translate, useT } from '../../i18n/i18n';
import { languageFromMatches } from '../../lib/seo';
import type { Route } from './+types/addresses';
import { loadAddressBook } from '../../features/addresses/address-book.server';
import { addressBookAction } from '../../features/addresses/address-book-action.server';
import { addressLine } from '../../features/addresses/saved-address-picker';
import { AddressFields } from '../../features/orders/address-fields';
import { useHydrated } from '../../lib/use-hydrated';
import { styleParts } from '../../styles/areas';
import { messageAreas } from '../../i18n/areas';

export const handle = { ...styleParts('profile'), ...messageAreas('checkout') };
import { countryNamesFor } from '../../features/orders/country-names.server';
import { formatPhone } from '@oja/shared/phone';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: `${translate(languageFromMatches(matches), 'dashboard.nav.addresses')} | Oja` },
  { name: 'robots', content: 'noindex' },
];

export async function loader({ context, request }: Route.LoaderArgs) {
  return { ...(await loadAddressBook(context)), countryNames: countryNamesFor(request) };
}

export async function action({ request, context }: Route.ActionArgs) {
  return addressBookAction(request, context);
}

function AddressCard({ address }: { address: SavedAddress }) {
  const t = useT();
  return (
    <li className="address-card" data-testid="saved-address">
      <p>
        {address.is_default && <strong className="badge">{t('checkout.book.default')}</strong>} {addressLine(address)}
      </p>
      <p className="muted">{formatPhone(address.phone)}</p>
      <div className="address-card-actions">
        <Link className="button button-secondary" to={`?edit=${address.id}`} preventScrollReset>
          {t('checkout.book.edit')}
        </Link>
        {!address.is_default && (
          <Form method="post">
            <input type="hidden" name="id" value={address.id} />
            <button type="submit" name="intent" value="default" className="button button-secondary">
              {t('checkout.book.make-default')}
            </button>
          </Form>
        )}
        <Form method="post">
          <input type="hidden" name="id" value={address.id} />
          <button
            type="submit"
            name="intent"
            value="delete"
            className="button button-secondary"
            aria-label={t('checkout.book.delete-named', { street: address.street })}
          >
            {t('checkout.book.delete')}
          </button>
        </Form>
      </div>
    </li>
  );
}

/**
 * The address book: the addresses checkout offers (the default is prefilled), added, edited,
 * deleted and made default here. Works without scripts (plain form posts).
 */
export default function Addresses({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { addresses, cap } = loaderData;
  const [params] = useSearchParams();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const editing = addresses.find((a) => a.id === Number(params.get('edit')));
  const failed = actionData && !actionData.ok && actionData.intent === 'save' ? actionData : undefined;
  // Without scripts the LGAs of a chosen state come from the server: the form comes back as typed.
  const listed = actionData && actionData.intent === 'lgas' ? actionData : undefined;
  const values = failed?.values ?? listed?.values ?? editing ?? { country: 'NG' };
  const hydrated = useHydrated();
  const full = addresses.length >= cap && !editing;

  useEffect(() => {
    if (actionData?.ok && actionData.message) toast.success(t(actionData.message));
    else if (actionData && !actionData.ok && actionData.intent !== 'save' && actionData.error)
      toast.error(actionData.error);
  }, [actionData, t]);

  return (
    <section className="address-book" aria-labelledby="addresses-heading">
      <h1 id="addresses-heading">{t('dashboard.nav.addresses')}</h1>
      {addresses.length === 0 ? (
        <p>{t('checkout.book.none', { label: t('checkout.save-address') })}</p>
      ) : (
        <ul className="address-list">
          {addresses.map((a) => (
            <AddressCard key={a.id} address={a} />
          ))}
        </ul>
      )}
      <h2>{editing ? t('checkout.book.edit-title') : t('checkout.book.add-title')}</h2>
      {full ? (
        <p className="notice">{t('checkout.book.full', { cap })}</p>
      ) : (
        <Form
          method="post"
          className="form-section address-form"
          key={`${editing?.id ?? 'new'}-${actionData?.ok ? 'saved' : 'open'}`}
          preventScrollReset
        >
          {editing && <input type="hidden" name="id" value={editing.id} />}
          {(failed?.error ?? failed?.errorId) && (
            <p className="form-error" role="alert">
              {failed.error ?? (failed.errorId && t(failed.errorId))}
            </p>
          )}
          <AddressFields values={values} problems={failed?.problems ?? {}} idPrefix="book" />
          {!hydrated && (
            <>
              <p className="field-hint no-script-step">{t('checkout.book.list-lgas.hint')}</p>
              <button type="submit" name="intent" value="lgas" className="button button-secondary" formNoValidate>
                {t('checkout.book.list-lgas')}
              </button>
            </>
          )}
          <label className="check-field">
            <input type="checkbox" name="is_default" defaultChecked={editing?.is_default ?? false} />
            {t('checkout.book.use-default')}
          </label>
          <div className="address-card-actions">
            <button type="submit" name="intent" value="save" className="button" disabled={busy}>
              {busy ? t('busy.saving') : t('checkout.book.save')}
            </button>
            {editing && (
              <Link to="." className="button button-secondary">
                {t('checkout.book.cancel')}
              </Link>
            )}
          </div>
        </Form>
      )}
    </section>
  );
}
