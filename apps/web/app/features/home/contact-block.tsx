import type { ShopInfo } from '@oja/shared/shop';
import { MailIcon, PhoneIcon, PinIcon } from './contact-icons';

/** E-mail, phone and the Lagos location, from configuration (GET /api/shop/). */
export function ContactBlock({ shop }: { shop: ShopInfo }) {
  return (
    <section className="container contact-block" aria-labelledby="contact-heading">
      <h2 id="contact-heading">Get in touch</h2>
      <ul>
        <li>
          <MailIcon />
          <span>
            <span className="contact-label">E-mail</span>
            <a href={`mailto:${shop.email}`}>{shop.email}</a>
          </span>
        </li>
        <li>
          <PhoneIcon />
          <span>
            <span className="contact-label">Phone</span>
            <a href={`tel:${shop.phone.replace(/[^\d+]/g, '')}`}>{shop.phone}</a>
          </span>
        </li>
        <li>
          <PinIcon />
          <span>
            <span className="contact-label">Visit us</span>
            <address>{shop.location}</address>
          </span>
        </li>
      </ul>
    </section>
  );
}
