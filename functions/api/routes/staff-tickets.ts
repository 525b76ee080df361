import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { currentStaff, requireStaff } from '../middleware/staff-session';
import {
  readProblemPhoto,
  notifyTicket,
  acknowledgeTicket,
  findStaffTicket,
  resolveTicket,
  staffTicketDetail,
  staffTickets,
} from '../services/orders';
import {
  staffTicketPhotoParamSchema,
  ticketIdParamSchema,
  ticketListQuerySchema,
  ticketResolveSchema,
} from '../../../src/lib/domain/orders/problem-schemas';
import { PROBLEM_MSG } from '../../../src/lib/domain/orders/problem-tickets';
import { say } from '../lang';
import { validate } from '../validate';
import { photoAnswer } from './problems';
import * as clock from '../lib/clock';

/**
 * Problem tickets for staff (issue 32): a branch's clerk sees and handles their branch's, the
 * manager every branch's; riders none. Another branch's ticket reads as 404.
 */
export const staffTicketRoutes = new Hono<AppEnv>()
  .get('/staff/tickets', requireStaff('manager', 'branch'), validate('query', ticketListQuerySchema), async (c) => {
    return c.json({ status: 1 as const, response: await staffTickets(c.env.DB, currentStaff(c), c.req.valid('query'), clock.now()) });
  })
  .get('/staff/tickets/:id', requireStaff('manager', 'branch'), validate('param', ticketIdParamSchema), async (c) => {
    return c.json({
      status: 1 as const,
      response: await staffTicketDetail(c.env.DB, currentStaff(c), c.req.valid('param').id, clock.now()),
    });
  })
  .post('/staff/tickets/:id/acknowledge', requireStaff('manager', 'branch'), validate('param', ticketIdParamSchema), async (c) => {
    const ticket = await acknowledgeTicket(c.env.DB, currentStaff(c), c.req.valid('param').id, clock.now());
    await notifyTicket(c.env, ticket);
    return c.json({ status: 1 as const, message: say(c, PROBLEM_MSG.acknowledged(ticket.ticket_no)), response: ticket });
  })
  .post(
    '/staff/tickets/:id/resolve',
    requireStaff('manager', 'branch'),
    validate('param', ticketIdParamSchema),
    validate('json', ticketResolveSchema),
    async (c) => {
      const { ticket, refunded } = await resolveTicket(c.env, currentStaff(c), c.req.valid('param').id, c.req.valid('json'), clock.now());
      await notifyTicket(c.env, ticket);
      return c.json({ status: 1 as const, message: say(c, PROBLEM_MSG.resolved(ticket.ticket_no)), response: { ticket, refunded } });
    },
  )
  .get('/staff/tickets/:id/photos/:slot', requireStaff('manager', 'branch'), validate('param', staffTicketPhotoParamSchema), async (c) => {
    const { id, slot } = c.req.valid('param');
    const ticket = await findStaffTicket(c.env.DB, currentStaff(c), id);
    return photoAnswer(c, ticket ? await readProblemPhoto(c.env, ticket.id, slot) : null);
  });
