import type { ShopInfo } from '@oja/shared/shop';
import { MailIcon, PhoneIcon, PinIcon } from './contact-icons';
import { useT } from '../../i18n/i18n';

/** E-mail, phone, WhatsApp (when set) and the Lagos location, from configuration (GET /api/shop/). */
export function ContactBlock({ shop }: { shop: ShopInfo }) {
  const t = useT();
  return (
    <section className="container contact-block" aria-labelledby="contact-heading">
      <h2 id="contact-heading">{t('storefront.contact.title')}</h2>
      <ul>
        <li>
          <MailIcon />
          <span>
            <span className="contact-label">{t('field.email')}</span>
            <a href={`mailto:${shop.email}`}>{shop.email}</a>
          </span>
        </li>
        <li>
          <PhoneIcon />
          <span>
            <span className="contact-label">{t('field.phone')}</span>
            <a href={`tel:${shop.phone.replace(/[^\d+]/g, '')}`}>{shop.phone}</a>
          </span>
        </li>
        {shop.whatsapp_url && (
          <li>
            <PhoneIcon />
            <span>
              <span className="contact-label">WhatsApp</span>
              <a href={shop.whatsapp_url}>{t('contact.whatsapp')}</a>
            </span>
          </li>
        )}
        <li>
          <PinIcon />
          <span>
            <span className="contact-label">{t('storefront.contact.visit')}</span>
            <address>{shop.location}</address>
          </span>
        </li>
      </ul>
    </section>
  );
}
