import { CHECKOUT_STATUS } from '@leasekit/core/checkout';
import type { ContractAnswer } from '@leasekit/core/contract';
import { API_CONTRACT } from '@leasekit/core/contract';
import type { Context, Hono } from 'hono';
import { html } from 'hono/html';
import { randomToken, sha256 } from '../domain/security';
import {
  baseUrl,
  FORBIDDEN,
  nowIso,
  requireApplication,
  requireSession,
  type AppEnv,
  type Deps,
} from '../http/context';
import { body, fail, HttpError, ok } from '../http/envelope';
import { closedLinkPage, linkStatus, recordLink, type LinkStatus } from '../http/links';
import { allowSend } from '../http/rate-limit';
import { page } from '../pages/layout';
import { isApproved, resultOf, saveApplication, sendMessage } from '../services';

/** Identity-check links that may be sent per check. */
export const IDENTITY_MAX_SENDS = 5;

/**
 * How long an identity link works after it was sent: confirming it on its page and exchanging it for a
 * session on that device both have to happen within this time.
 */
export const IDENTITY_LINK_TTL_MS = 15 * 60 * 1000;

/**
 * The bodies of an identity-link send and verify: the core's contract schemas themselves
 * (`@leasekit/core/contract`), so the app and the sandbox cannot disagree on them.
 */
export const sendSchema = API_CONTRACT.identitySend.request;
/** The body of an identity-check verify (`API_CONTRACT.identityVerify.request`). */
export const verifySchema = API_CONTRACT.identityVerify.request;

/** Identity check (intellicheck) send, verify, link and exchange (01 §7, 03 §7). */
export function registerIdentity(app: Hono<AppEnv>, deps: Deps): void {
  const { db } = deps;

  app.post('/apply-v2/intellicheck/send', async (c) => {
    const session = await requireSession(c, deps);
    const input = await body(c, sendSchema);
    const application = await requireApplication(deps, session);
    const phone = input.phone?.replace(/\D/g, '') ?? application.applicant.cell;
    if (!phone)
      return fail(c, 422, 'The given data was invalid.', { phone: ['The phone field is required.'] });
    const latest = await db.getLatestIdentityCheck(application.id);
    if (latest && !input.check_id) {
      // 01 §8: 208 means the link was already sent, so the app goes straight to verify.
      return ok(
        c,
        { id: latest.id, completed: latest.completed } satisfies ContractAnswer<'identitySend'>,
        208,
      );
    }
    // Limited per phone across applications as well (the phone may be any the client names).
    if (!(await allowSend(deps, 'identity-link', 'sms', phone)))
      return fail(c, 429, 'Link could not be sent.');
    const token = randomToken();
    const link = `${baseUrl(c, deps)}/apply-v2/intellicheck/link/${token}`;
    let check = latest;
    if (input.check_id) {
      if (!latest || latest.id !== input.check_id) throw new HttpError(403, FORBIDDEN);
      if (latest.sends >= IDENTITY_MAX_SENDS) return fail(c, 429, 'Link could not be sent.');
      latest.sends += 1;
      await db.saveIdentityCheck(latest, sha256(token));
    } else {
      check = await db.createIdentityCheck(sha256(token), {
        application_id: application.id,
        completed: false,
        sends: 1,
        created_at: nowIso(deps),
      });
    }
    await recordLink(deps, 'identity', token, check!.id, IDENTITY_LINK_TTL_MS);
    await sendMessage(deps, {
      to: phone,
      channel: 'sms',
      body: `Verify your identity to continue your application: ${link}`,
      pin: null,
      link,
    });
    return ok(c, { id: check!.id, sent: true } satisfies ContractAnswer<'identitySend'>);
  });

  app.post('/apply-v2/intellicheck/verify', async (c) => {
    const session = await requireSession(c, deps);
    const input = await body(c, verifySchema);
    const application = await requireApplication(deps, session);
    const check = await db.getIdentityCheck(input.check_id);
    if (!check || check.application_id !== application.id) throw new HttpError(403, FORBIDDEN);
    if (!check.completed)
      return ok(c, { id: check.id, completed: false } satisfies ContractAnswer<'identityVerify'>, 202);
    if (!application.intellicheck_completed) {
      application.intellicheck_completed = true;
      await saveApplication(deps, application);
    }
    if (application.checkout_id && isApproved(application)) {
      const checkout = await db.getCheckout(application.checkout_id);
      if (checkout && checkout.current_step === CHECKOUT_STATUS.APPLICATION_COMPLETE) {
        checkout.current_step = CHECKOUT_STATUS.DOCUMENT_PROCESS_COMPLETED;
        await db.saveCheckout(checkout);
      }
    }
    return ok(c, { id: check.id, completed: true } satisfies ContractAnswer<'identityVerify'>);
  });

  /** The page of a link that cannot be used (any more). */
  const closedLink = (c: Context, state: Exclude<LinkStatus['state'], 'open'>) =>
    closedLinkPage(c, state, {
      expired:
        'Identity links work for 15 minutes after they are sent. Return to your application and select Resend Link to get a new one.',
      used: 'Each identity link works once. Return to your application to continue.',
      unknown: 'This identity link is not valid or was replaced by a newer one.',
    });

  // Opening the link only asks: a GET (or HEAD) is what link previews and scanners send, so the check
  // completes on the shopper's explicit POST, and neither changes anything.
  app.get('/apply-v2/intellicheck/link/:token', async (c) => {
    const status = await linkStatus(deps, 'identity', c.req.param('token'));
    if (status.state !== 'open') return closedLink(c, status.state);
    return c.html(
      page(
        'Verify your identity',
        html`<h1>Verify your identity</h1>
          <p>Confirm that you are the applicant to complete the identity check.</p>
          <form method="post"><button type="submit">Confirm my identity</button></form>`,
      ),
    );
  });

  app.post('/apply-v2/intellicheck/link/:token', async (c) => {
    const token = c.req.param('token');
    const checkId = await db.confirmLinkToken(sha256(token), 'identity', deps.config.now().getTime());
    const check = checkId === null ? undefined : await db.getIdentityCheck(checkId);
    if (!check) {
      const status = await linkStatus(deps, 'identity', token);
      return closedLink(c, status.state === 'open' ? 'unknown' : status.state);
    }
    check.completed = true;
    await db.saveIdentityCheck(check);
    const exchange = `/#/intellicheck/exchange/${token}`;
    return c.html(
      page(
        'Identity verified',
        html`<h1>Identity verified</h1>
          <p>Thank you. Your identity check is complete. Return to your application and select Verify.</p>
          <p><a href="${exchange}">Continue on this device</a></p>`,
      ),
    );
  });

  // The contract makes this a GET; it takes the link token only in the X-APPLY-TOKEN header (never from
  // the URL), so no navigation or link preview can reach it. The token is used up by the one statement
  // that claims it: of concurrent exchanges exactly one gets a session, and the token grants nothing
  // afterwards.
  app.get('/apply-v2/intellicheck/exchange', async (c) => {
    const token = c.req.header('x-apply-token');
    // Only a link confirmed on its page (POST) continues on this device.
    const checkId = token
      ? await db.claimLinkToken(sha256(token), 'identity', deps.config.now().getTime(), true)
      : null;
    const check = checkId === null ? undefined : await db.getIdentityCheck(checkId);
    if (!check || !check.completed) throw new HttpError(403, FORBIDDEN);
    const application = (await db.getApplication(check.application_id))!;
    const checkout = application.checkout_id ? await db.getCheckout(application.checkout_id) : undefined;
    // A fresh session on this device for the same application, reached through the phone's link.
    const sessionToken = randomToken();
    await db.createSession(sha256(sessionToken), {
      store_id: application.store_id,
      checkout_id: checkout?.id ?? null,
      application_id: application.id,
      pending_application_id: null,
      iframe: false,
      client_id: null,
      utm: {},
      expires_at: deps.config.now().getTime() + deps.config.sessionTtlMs,
    });
    return ok(c, {
      token: sessionToken,
      completed: true,
      lease: {
        application_id: application.id,
        checkout_id: checkout?.id ?? null,
        current_step: checkout?.current_step ?? null,
        result_code: resultOf(application)?.code ?? null,
      },
    } satisfies ContractAnswer<'identityExchange'>);
  });
}
