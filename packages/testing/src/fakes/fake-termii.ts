import { startJsonServer, type FakeRequest, type FakeResponse } from './fake-http.ts';

/** A message Termii accepted, as it was sent. */
export interface FakeSms {
  to: string;
  from: string;
  sms: string;
  /** The route it was sent by: `dnd` (transactional), `generic` (promotional) or `whatsapp`. */
  channel: string;
  /**
   * Whether the network hands it to the phone: a message on the generic route to a number on
   * Do-Not-Disturb is accepted and billed, but never arrives (as Nigerian networks do).
   */
  delivered: boolean;
  message_id: string;
}

/**
 * A local stand-in for Termii's messaging API, used only by tests: POST /api/sms/send with its real
 * JSON request (`to`, `from`, `sms`, `type: "plain"`, `channel: "dnd" | "generic" | "whatsapp"`,
 * `api_key`) and answer (`message_id`, `message`, `balance`, `user`); a wrong key is 401, a
 * malformed request 400, and `down` makes it answer 503 (an outage) so retries can be tested.
 * Numbers added to `doNotDisturb` get nothing sent on the generic route.
 */
export async function startFakeTermii(apiKey: string, port = 0, onSent?: (sms: FakeSms) => void) {
  const sent: FakeSms[] = [];
  const state = { down: false };
  const doNotDisturb = new Set<string>();
  let nextId = 3_017_544_054_459;

  const handle = (req: FakeRequest): FakeResponse => {
    if (req.method !== 'POST' || req.path !== '/api/sms/send') return { status: 404, body: { message: 'Not found' } };
    if (state.down) return { status: 503, body: { message: 'Service Unavailable' } };
    const body = (req.body ?? {}) as Record<string, unknown>;
    if (body.api_key !== apiKey) return { status: 401, body: { message: 'Invalid API key' } };
    const { to, from, sms, type, channel } = body;
    if (typeof to !== 'string' || !/^\d{10,15}$/.test(to)) {
      return { status: 400, body: { message: 'to must be a phone number in international format' } };
    }
    if (typeof from !== 'string' || typeof sms !== 'string' || sms === '') {
      return { status: 400, body: { message: 'from and sms are required' } };
    }
    if (type !== 'plain' || !['generic', 'dnd', 'whatsapp'].includes(String(channel))) {
      return { status: 400, body: { message: 'type must be plain and channel generic, dnd or whatsapp' } };
    }
    const message_id = String(nextId++);
    const route = String(channel);
    sent.push({ to, from, sms, channel: route, delivered: route !== 'generic' || !doNotDisturb.has(to), message_id });
    onSent?.(sent.at(-1)!);
    return {
      status: 200,
      body: { code: 'ok', message_id, message: 'Successfully Sent', balance: 9, user: 'Oja Test' },
    };
  };

  const fake = await startJsonServer(handle, port);
  return {
    url: fake.url,
    requests: fake.requests,
    /** Every message Termii accepted. */
    sent,
    /** Numbers on Do-Not-Disturb (international digits, 234…). */
    doNotDisturb,
    /** While true, every request answers 503. */
    set down(down: boolean) {
      state.down = down;
    },
    close: fake.close,
  };
}
