import { Type } from 'typebox';
import { Permission } from '@pos/shared/permissions';
import { PelecardInit, PelecardInitQuery, PelecardResult, PelecardResultQuery } from '@pos/shared/api/accounting';
import type { FastifyRequest } from 'fastify';
import type { App } from '../../http/types';
import { Data } from '../../http/schemas';
import { actorOf } from '../../plugins/auth';
import type { CardPaymentGateway } from './adapter';
import { cardPaymentResult, startCardPayment } from './card-payments';
import { PelecardSimulator, SIMULATOR_PAGE_PATH } from './pelecard-simulator';
import { simulatorPage } from './simulator-page';
import { configuredPelecard } from './systems';

export interface PaymentsRoutesOptions {
  /** The gateway (tests); by default chosen by configuration. */
  gateway?: CardPaymentGateway;
}

const origin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/**
 * C188 GET pelecard/init and the result of the payment it starts (R-RCPT-10..13), for card
 * payments taken in the back office. Both need CreateReceipts (4): the payment becomes a receipt.
 * While the simulator is the gateway this server also serves its payment page.
 */
export default async function paymentsRoutes(app: App, opts: PaymentsRoutesOptions = {}): Promise<void> {
  const gateway = opts.gateway ?? configuredPelecard().adapter;
  const tags = ['payments'];
  const access = Permission.CreateReceipts;

  app.get('/pelecard/init', { config: { access, stateChanging: true }, schema: { tags, querystring: PelecardInitQuery, response: { 200: Data(PelecardInit) } } }, async (request) => {
    const done = `${origin(request)}/api/pelecard/done`;
    return { data: await startCardPayment(app.db, gateway, actorOf(request), request.query, { goodUrl: `${done}?ok=1`, errorUrl: `${done}?ok=0` }) };
  });

  app.get('/pelecard/result', { config: { access }, schema: { tags, querystring: PelecardResultQuery, response: { 200: Data(PelecardResult) } } }, async (request) => ({
    data: await cardPaymentResult(app.db, gateway, actorOf(request).providerId, request.query.transactionId),
  }));

  // Where the payment page sends the payer: the back office reads the result itself.
  app.get('/pelecard/done', { config: { access: 'anonymous' }, schema: { tags, hide: true } }, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(simulatorPage.done()),
  );

  if (gateway instanceof PelecardSimulator) {
    const Tx = Type.Object({ transactionId: Type.String({ maxLength: 100 }) });
    app.get(SIMULATOR_PAGE_PATH.replace(/^\/api/, ''), { config: { access: 'anonymous' }, schema: { tags, hide: true, querystring: Tx } }, async (request, reply) => {
      const page = gateway.pageOf(request.query.transactionId);
      if (!page) return reply.code(404).type('text/html; charset=utf-8').send(simulatorPage.unknown());
      return reply.type('text/html; charset=utf-8').send(simulatorPage.form(request.query.transactionId, page));
    });
    const Pay = Type.Object({ transactionId: Type.String({ maxLength: 100 }), card: Type.Optional(Type.String({ maxLength: 25 })), outcome: Type.Union([Type.Literal('pay'), Type.Literal('cancel')]) });
    app.get('/pelecard/simulator/pay', { config: { access: 'anonymous', stateChanging: true }, schema: { tags, hide: true, querystring: Pay } }, async (request, reply) => {
      const done = gateway.complete(request.query.transactionId, request.query.outcome === 'cancel' ? null : (request.query.card ?? ''));
      if (!done) return reply.code(404).type('text/html; charset=utf-8').send(simulatorPage.unknown());
      return reply.redirect(done.redirect);
    });
  }
}
