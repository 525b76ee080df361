import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../env';
import { ShopError } from '../errors';
import { refusal, say } from '../lang';
import { currentUser, requireUser } from '../middleware/session';
import { addProblemPhoto, readProblemPhoto, findMyTicket, myTickets, orderProblems, reportProblem } from '../services/orders';
import { PHOTO_MAX_BYTES } from '../../../src/lib/domain/orders/problem-photos';
import {
  problemReportSchema,
  ticketNoParamSchema,
  ticketPhotoParamSchema,
  txnidParamSchema,
} from '../../../src/lib/domain/orders/problem-schemas';
import { PROBLEM_MSG } from '../../../src/lib/domain/orders/problem-tickets';
import { validate } from '../validate';
import * as clock from '../lib/clock';
import { said } from '../../../src/lib/domain/i18n/said';

/** A photo's body, capped while it is read: a 20 MB upload is refused without being held whole. */
const photoLimit = bodyLimit({
  maxSize: PHOTO_MAX_BYTES,
  onError: (c) => c.json(refusal(c, said('srv.ticket.photoTooLarge')), 413),
});

/** A ticket photo is private: never cached anywhere, and never rendered as anything but the image it is. */
export function photoAnswer(c: Context<AppEnv>, found: Awaited<ReturnType<typeof readProblemPhoto>>) {
  if (!found) return c.json(refusal(c, said('srv.notFound')), 404);
  return new Response(found.body, {
    headers: {
      'content-type': found.photo.content_type,
      'content-length': String(found.photo.bytes),
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
      'content-disposition': 'inline',
    },
  });
}

/**
 * Report a problem after delivery (issue 32, docs/problem-tickets.md): the shopper's side. Every
 * route takes the customer from the session; another customer's order or ticket reads as 404.
 */
export const problemRoutes = new Hono<AppEnv>()
  .get('/order/:txnid/problems', requireUser(), validate('param', txnidParamSchema), async (c) => {
    const { txnid } = c.req.valid('param');
    return c.json({ status: 1 as const, response: await orderProblems(c.env.DB, currentUser(c).id, txnid, clock.now()) });
  })
  .post('/order/:txnid/problems', requireUser(), validate('param', txnidParamSchema), validate('json', problemReportSchema), async (c) => {
    const { txnid } = c.req.valid('param');
    const ticket = await reportProblem(c.env, currentUser(c).id, txnid, c.req.valid('json'), clock.now());
    return c.json({ status: 1 as const, message: say(c, PROBLEM_MSG.received(ticket.ticket_no)), response: ticket }, 201);
  })
  .get('/problems', requireUser(), async (c) => {
    return c.json({ status: 1 as const, response: await myTickets(c.env.DB, currentUser(c).id) });
  })
  .post('/problems/:ticket/photos', requireUser(), photoLimit, validate('param', ticketNoParamSchema), async (c) => {
    const ticket = await findMyTicket(c.env.DB, currentUser(c).id, c.req.valid('param').ticket);
    if (!ticket) throw new ShopError(said('srv.ticket.notFound'), 404);
    const bytes = new Uint8Array(await c.req.arrayBuffer());
    const photos = await addProblemPhoto(c.env, ticket, bytes, clock.now());
    return c.json({ status: 1 as const, message: say(c, said('srv.ticket.photoSaved')), response: { photos } }, 201);
  })
  .get('/problems/:ticket/photos/:slot', requireUser(), validate('param', ticketPhotoParamSchema), async (c) => {
    const { ticket: no, slot } = c.req.valid('param');
    const ticket = await findMyTicket(c.env.DB, currentUser(c).id, no);
    return photoAnswer(c, ticket ? await readProblemPhoto(c.env, ticket.id, slot) : null);
  });
