import account from './account.css?inline';
import admin from './admin.css?inline';
import base from './base.css?inline';
import catalog from './catalog.css?inline';
import checkout from './checkout.css?inline';
import content from './content.css?inline';
import forms from './forms.css?inline';
import home from './home.css?inline';
import offers from './offers.css?inline';
import orders from './orders.css?inline';
import product from './product.css?inline';
import profile from './profile.css?inline';
import reports from './reports.css?inline';
import storefront from './storefront.css?inline';

/**
 * The text of each style part, inlined by the server. Only read under `import.meta.env.SSR`, so
 * the browser build drops this module and the texts with it.
 */
export const styleTexts = {
  account,
  admin,
  base,
  catalog,
  checkout,
  content,
  forms,
  home,
  offers,
  orders,
  product,
  profile,
  reports,
  storefront,
};
