import { z } from 'zod';
import { currencyCookie, currencyOfCountry } from '@oja/shared/locale';
import { localeSchema } from '@oja/shared/locale-schema';
import { currencies } from '@oja/shared/money';
import type { FastifyRequest } from 'fastify';
import type { AppPlugin } from '../../http/app-plugin.ts';
import { openGeoIp } from './geoip.ts';
import { guessCountry, resolveLocale, withCurrency, type LocaleOptions } from './locale.service.ts';

const choiceSchema = z
  .object({
    currency: z.enum(currencies).optional(),
    country: z
      .string()
      .regex(/^[A-Za-z]{2}$/, 'must be a two-letter country code')
      .transform((v) => v.toUpperCase())
      .optional(),
  })
  .refine((v) => v.currency !== undefined || v.country !== undefined, 'Give a currency (NGN or USD) or a country.');

const oneYear = 365 * 24 * 60 * 60;

/**
 * `GET /api/locale/` tells the currency prices show in; `PUT` keeps a choice in a cookie. Pages
 * render in the resolved currency on the server, so no look-up service is called from the browser.
 */
export const localeRoutes: AppPlugin = async (app, { config }) => {
  const options: LocaleOptions = {
    countryHeader: config.locale.countryHeader,
    trustCountryHeader: config.locale.trustCountryHeader,
    geoIp: config.locale.geoipDb ? openGeoIp(config.locale.geoipDb) : null,
  };
  const localeRequest = (req: FastifyRequest) => ({
    headers: req.headers,
    ip: req.ip,
    cookie: req.cookies[currencyCookie],
  });
  const vary = ['cookie', 'accept-language', ...(options.trustCountryHeader ? [options.countryHeader] : [])].join(', ');

  app.get('/locale/', { schema: { response: { 200: localeSchema } } }, async (req, reply) => {
    reply.header('cache-control', 'private, no-cache').header('vary', vary);
    return resolveLocale(localeRequest(req), options);
  });

  app.put('/locale/', { schema: { body: choiceSchema, response: { 200: localeSchema } } }, async (req, reply) => {
    const { currency: chosen, country } = req.body;
    const currency = chosen ?? currencyOfCountry(country!);
    const guessed = country ?? guessCountry(localeRequest(req), options).country;
    reply.setCookie(currencyCookie, currency, {
      path: '/',
      maxAge: oneYear,
      sameSite: 'lax',
      secure: req.protocol === 'https',
      // A display preference, not a credential: nothing to protect from scripts.
      httpOnly: false,
    });
    reply.header('cache-control', 'no-store');
    return withCurrency(currency, guessed);
  });
};
