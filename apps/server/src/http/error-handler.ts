import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiErrorBody, FieldError } from '@oja/shared/errors';
import { saidOfIssue } from '@oja/shared/said-tables';
import { isDatabaseUnavailable } from '../db/unavailable.ts';
import { AppError, inEnglish, statusOfCode, type Said } from '../errors.ts';
import { clientGone, endForGoneClient } from './client-gone.ts';
import { pageLanguageOf, translateErrorBody } from '../i18n/index.ts';

/**
 * A request-validation failure as the fields at fault ("limit", "address.city") with their
 * messages, and the one readable sentence of them all: "limit: Too big: …; address.city: …".
 */
function validationErrors(error: FastifyError): { detail: string; errors: FieldError[] } {
  if (!hasZodFastifySchemaValidationErrors(error)) return { detail: error.message, errors: [] };
  const errors = error.validation.flatMap((v): FieldError[] => {
    const field = v.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const inner = v.keyword === 'invalid_union' ? unionBranchIssues(v.params) : null;
    if (inner) {
      return inner.map((i) => fieldError([field, ...i.path].filter((p) => p !== '').join('.'), i));
    }
    return [
      fieldError(field, { message: v.message ?? 'Invalid input', params: (v.params as { params?: unknown }).params }),
    ];
  });
  const detail = errors.map((e) => (e.path ? `${e.path}: ${e.message}` : e.message)).join('; ');
  return { detail, errors };
}

/**
 * A field error of a zod issue: a shared rule's message (said-tables.ts: the issue's message is its
 * id, or `params.said` holds it) is answered as its English text with the id and values beside it;
 * zod's own messages stay as they are.
 */
function fieldError(path: string, issue: { message: string; params?: unknown }): FieldError {
  const shared = saidOfIssue(issue);
  if (!shared) return { path, message: issue.message };
  const values = shared.values ? { message_values: shared.values } : {};
  return { path, message: shared.text, message_id: shared.id, ...values };
}

interface BranchIssue {
  code: string;
  path: PropertyKey[];
  message: string;
  params?: unknown;
}

/**
 * A value that fits one form of a union by type (e.g. an address given as an object rather than
 * as one line) is told what is wrong inside that form, not "Invalid input".
 */
function unionBranchIssues(params: unknown): BranchIssue[] | null {
  const branches = (params as { errors?: BranchIssue[][] }).errors;
  if (!Array.isArray(branches)) return null;
  const typed = branches.filter((b) => !b.some((i) => i.code === 'invalid_type' && i.path.length === 0));
  return typed.length === 1 ? typed[0]!.map((i) => ({ ...i, path: i.path.map(String) })) : null;
}

/** A refusal's additive key fields (issue 31): its message id and values. */
const keyed = (said: Said<string>) => ({
  message_id: said.id,
  ...(said.values ? { message_values: said.values } : {}),
});
const unavailable: Said = { id: 'detail.unavailable' };
const internal: Said = { id: 'detail.internal' };

/** The one place where every failure becomes `{ detail, code }` with its status. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, req, reply) => {
    // A stream cut because its reader left ("Premature close") is no failure of ours.
    if (clientGone(req, reply)) return endForGoneClient(req, reply, error);
    let status: number;
    let body: ApiErrorBody;
    if (error instanceof AppError) {
      status = statusOfCode[error.code];
      body = {
        detail: error.detail,
        code: error.code,
        ...(error.errors ? { errors: error.errors } : {}),
        ...(error.said ? keyed(error.said) : {}),
        ...(error.parts ? { message_parts: error.parts.map(keyed) } : {}),
      };
      reply.headers(error.headers);
    } else if (error.validation) {
      status = 400;
      const { detail, errors } = validationErrors(error);
      body = { detail, code: 'invalid', ...(errors.length > 0 ? { errors } : {}) };
    } else if (error.statusCode === 413) {
      status = 413;
      body = { detail: 'The request body is too large.', code: 'payload_too_large' };
    } else if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
      // Fastify's own client errors: malformed JSON, unsupported content type, bad headers.
      status = error.statusCode === 415 ? 415 : 400;
      body = { detail: error.message, code: 'invalid' };
    } else if (isDatabaseUnavailable(error)) {
      req.log.error({ err: error }, 'database unavailable');
      status = 503;
      body = { detail: inEnglish(unavailable), code: 'unavailable', ...keyed(unavailable) };
      reply.header('retry-after', '5');
    } else {
      req.log.error({ err: error }, 'unexpected error');
      status = 500;
      body = { detail: inEnglish(internal), code: 'internal', ...keyed(internal) };
    }
    // The web app's own requests get the same answer in the page's language (decision 0034).
    const language = pageLanguageOf(req.headers);
    return reply.status(status).send(language ? translateErrorBody(language, body) : body);
  });
}

/**
 * Requests the router rejects before any route or hook runs: a path with broken percent-encoding
 * (`/api/orders/%zz`) or a path parameter longer than the router allows. Fastify would answer these
 * in a shape of its own; they get ours, with the headers every API answer has.
 */
export function answerFrameworkError(error: FastifyError, _req: FastifyRequest, reply: FastifyReply): void {
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  const body: ApiErrorBody = tooLong
    ? { detail: 'A part of the address is too long.', code: 'invalid' }
    : { detail: 'The address is not valid: it has a broken %-escape.', code: 'invalid' };
  void reply
    .status(tooLong ? 414 : 400)
    .headers({
      'content-security-policy': "default-src 'none';frame-ancestors 'none'",
      'x-content-type-options': 'nosniff',
    })
    .send(body);
}

export function apiNotFound(path: string): ApiErrorBody {
  return { detail: `There is no API endpoint at ${path}.`, code: 'not_found' };
}
