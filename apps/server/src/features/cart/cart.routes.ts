import type { FastifyReply, FastifyRequest } from 'fastify';
import { rowIdParamSchema } from '@oja/shared/ids';
import { z } from 'zod';
import { addToCartBodySchema, cartSchema } from '@oja/shared/cart';
import type { AppPlugin } from '../../http/app-plugin.ts';
import { cartCookieMaxAgeSeconds, cartCookieName, isCartToken } from './cart-token.ts';
import * as cart from './cart.service.ts';

const lineParams = z.object({ productId: rowIdParamSchema });
/** Additive: `?variant=` names the line of one variant. */
const lineQuery = z.object({ variant: rowIdParamSchema.optional() });
const response = { 200: cartSchema };

function ownerOf(req: FastifyRequest): cart.CartOwner {
  const token = req.cookies[cartCookieName];
  return { userId: req.actor?.id ?? null, guestToken: isCartToken(token) ? token : null };
}

/** Answers the cart and sets or clears the guest cookie as the service decided. */
function send(req: FastifyRequest, reply: FastifyReply, result: cart.CartResult) {
  if (result.cookie === 'clear') reply.clearCookie(cartCookieName, { path: '/' });
  else if (result.cookie) {
    reply.setCookie(cartCookieName, result.cookie.set, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: req.protocol === 'https',
      maxAge: cartCookieMaxAgeSeconds,
    });
  }
  return reply.send(result.cart);
}

/**
 * The cart of whoever is asking: the signed-in customer's (the same on every device), else the
 * guest cookie's. A signed-in request that still carries a guest cart gets it merged first.
 */
export const cartRoutes: AppPlugin = async (app, { db, limiter }) => {
  app.get('/cart/', { schema: { response } }, async (req, reply) =>
    send(req, reply, await cart.getCart(db, ownerOf(req))),
  );

  app.post('/cart/items/', { schema: { body: addToCartBodySchema, response } }, async (req, reply) =>
    send(
      req,
      reply,
      await cart.addItem(db, ownerOf(req), req.body.product_id, { limiter, clientIp: req.ip }, req.body.variant_id),
    ),
  );

  app.post(
    '/cart/items/:productId/increment',
    { schema: { params: lineParams, querystring: lineQuery, response } },
    async (req, reply) =>
      send(req, reply, await cart.incrementItem(db, ownerOf(req), req.params.productId, req.query.variant)),
  );

  app.post(
    '/cart/items/:productId/decrement',
    { schema: { params: lineParams, querystring: lineQuery, response } },
    async (req, reply) =>
      send(req, reply, await cart.decrementItem(db, ownerOf(req), req.params.productId, req.query.variant)),
  );

  app.delete(
    '/cart/items/:productId',
    { schema: { params: lineParams, querystring: lineQuery, response } },
    async (req, reply) =>
      send(req, reply, await cart.removeItem(db, ownerOf(req), req.params.productId, req.query.variant)),
  );

  app.delete('/cart/', { schema: { response } }, async (req, reply) =>
    send(req, reply, await cart.emptyCart(db, ownerOf(req))),
  );
};
