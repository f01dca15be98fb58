import { API_CONTRACT } from '@leasekit/core/contract';
import type { ContractAnswer } from '@leasekit/core/contract';
import type { Hono } from 'hono';
import { html } from 'hono/html';
import { increaseAfterPayroll } from '../domain/decision';
import { localizeDetermination } from '../domain/decision-es';
import { randomToken, sha256 } from '../domain/security';
import { EMPLOYERS } from '../domain/us-data';
import type { PayrollRecord } from '../db/repository';
import type { ApplicationDoc } from '../domain/types';
import {
  baseUrl,
  nowIso,
  requireApplication,
  requireSession,
  requireStore,
  type AppEnv,
  type Deps,
} from '../http/context';
import { body, fail, HttpError, ok, requestLocale } from '../http/envelope';
import { closedLinkPage, linkStatus, recordLink, type LinkStatus } from '../http/links';
import { allowSend } from '../http/rate-limit';
import { page } from '../pages/layout';
import { resultOf, sendMessage } from '../services';
import type { Context } from 'hono';

/** Payroll links that may be sent per application (enrolment plus restarts). */
export const PAYROLL_MAX_LINKS = 5;

/**
 * The longest a payroll link works after it was sent. It works until it is used (the shopper connects
 * the payroll on its page), until the affordability check is settled, or until a newer link replaces
 * it, and never longer than this.
 */
export const PAYROLL_LINK_TTL_MS = 24 * 60 * 60 * 1000;

/** The message when the affordability check is still waiting on the employer (03 §8). */
export const PAYROLL_PENDING =
  'Affordability check pending! please complete process, or try again in a few minutes if you have already completed the process.';

/**
 * The 409 answer once an application's approval was raised through payroll: to an enrolment with another
 * employer and to a restart. An application is raised once (README, Employers); the enrolment that raised
 * it answers its settled result again when replayed.
 */
export const PAYROLL_ALREADY_RAISED = 'The approval was already raised through payroll deduction.';

/** The body of a payroll enrolment (the contract's `ContractRequest<'payrollEnrol'>`). */
export const enrolSchema = API_CONTRACT.payrollEnrol.request;

/** Payroll enrolment, affordability, refresh and restart (02 §7, 03 §7). */
export function registerPayroll(app: Hono<AppEnv>, deps: Deps): void {
  const { db } = deps;

  async function sendLink(c: Context, application: ApplicationDoc, payroll: PayrollRecord): Promise<void> {
    // Limited per phone across applications as well; nothing is saved when the link is not sent.
    if (!(await allowSend(deps, 'payroll-link', 'sms', application.applicant.cell ?? '')))
      throw new HttpError(429, 'Unable to send link!');
    const token = randomToken();
    const link = `${baseUrl(c, deps)}/apply-v2/payroll/link/${token}`;
    payroll.links += 1;
    await db.savePayroll(application.id, payroll, sha256(token));
    await recordLink(deps, 'payroll', token, application.id, PAYROLL_LINK_TTL_MS);
    await sendMessage(deps, {
      to: application.applicant.cell ?? '',
      channel: 'sms',
      body: `Connect your payroll with ${payroll.employerName} to raise your approval: ${link}`,
      pin: null,
      link,
    });
  }

  /** The answer of a settled affordability check: the application's result, raised. */
  function settledAnswer(c: Context, application: ApplicationDoc) {
    return ok(c, {
      state: 'completed',
      result: localizeDetermination(resultOf(application), requestLocale(c)),
    } satisfies ContractAnswer<'payrollRefresh'>);
  }

  /**
   * Settles an affordability check: raises the offer (once per application, whichever call settles it
   * first: the raise is claimed in the database with the application's new result), or answers the error
   * the app shows. A settled check answers the same raised result however often it is asked.
   */
  async function settle(c: Context, application: ApplicationDoc, payroll: PayrollRecord) {
    const store = await requireStore(deps, application.store_id);
    const employer = EMPLOYERS.find((candidate) => candidate.id === payroll.employerId)!;
    const current = resultOf(application);
    const earlier = await db.getPayrollRaise(application.id);
    if (!earlier && (employer.affordability === 'deny' || !current)) {
      payroll.state = 'error';
      await db.savePayroll(application.id, payroll);
      const approved = current?.code === 'A';
      return fail(
        c,
        422,
        approved
          ? 'We were unable to increase your offer at this time.'
          : 'Unfortunately, we were unable to approve you at this time.',
        {
          result: { code: current?.code ?? null },
        },
      );
    }
    const settled = await db.settlePayrollRaise(
      application.id,
      employer.id,
      deps.config.now().getTime(),
      (fresh) => {
        const result = resultOf(fresh);
        return result
          ? { ...fresh, override_result: increaseAfterPayroll(result, store), updated_at: nowIso(deps) }
          : fresh;
      },
    );
    if (payroll.state !== 'completed') {
      payroll.state = 'completed';
      await db.savePayroll(application.id, payroll);
    }
    return settledAnswer(c, settled.application);
  }

  /** The page of a link that cannot be used (any more); a settled check's link counts as used. */
  const closedLink = (c: Context, state: Exclude<LinkStatus['state'], 'open'> | 'settled') =>
    closedLinkPage(c, state === 'settled' ? 'used' : state, {
      expired:
        'Payroll links work for 24 hours after they are sent. Return to your application and select Resend link to get a new one.',
      used: 'Your payroll is already connected. Return to your application and select Refresh.',
      unknown: 'This payroll link is not valid or was replaced.',
    });

  /** The payroll of an open link, or why the link's page offers nothing. */
  async function openLink(token: string) {
    const status = await linkStatus(deps, 'payroll', token);
    if (status.state !== 'open') return { closed: status.state } as const;
    const payroll = await db.getPayroll(status.link.subject_id);
    if (!payroll) return { closed: 'unknown' } as const;
    // A settled affordability check has no use for its link any more.
    if (payroll.state === 'completed') return { closed: 'settled' } as const;
    return { closed: null, payroll } as const;
  }

  // Opening the link only asks (a GET or HEAD is what link previews and scanners send); the payroll
  // connects on the shopper's explicit POST from this page.
  app.get('/apply-v2/payroll/link/:token', async (c) => {
    const found = await openLink(c.req.param('token'));
    if (found.closed) return closedLink(c, found.closed);
    return c.html(
      page(
        'Connect your payroll',
        html`<h1>Connect your payroll</h1>
          <p>
            Connect your payroll with ${found.payroll.employerName} so we can check whether your approval can
            be raised.
          </p>
          <form method="post"><button type="submit">Connect my payroll</button></form>`,
      ),
    );
  });

  app.post('/apply-v2/payroll/link/:token', async (c) => {
    const token = c.req.param('token');
    const found = await openLink(token);
    if (found.closed) return closedLink(c, found.closed);
    // One statement uses the link up: of concurrent posts exactly one connects the payroll.
    const applicationId = await db.claimLinkToken(sha256(token), 'payroll', deps.config.now().getTime());
    if (applicationId === null) {
      const status = await linkStatus(deps, 'payroll', token);
      return closedLink(c, status.state === 'open' ? 'unknown' : status.state);
    }
    const payroll = (await db.getPayroll(applicationId))!;
    payroll.linkOpened = true;
    await db.savePayroll(applicationId, payroll);
    return c.html(
      page(
        'Payroll connected',
        html`<h1>Payroll connected</h1>
          <p>
            Your payroll with ${payroll.employerName} is connected. Return to your application and select
            Refresh.
          </p>`,
      ),
    );
  });

  app.post('/api/v1/payroll/:applicationId/refresh', async (c) => {
    const session = await requireSession(c, deps);
    const application = await requireApplication(deps, session, c.req.param('applicationId'));
    const payroll = await db.getPayroll(application.id);
    if (!payroll) return fail(c, 404, 'No payroll enrolment was found.');
    if (payroll.type === 'async' && !payroll.linkOpened) return fail(c, 409, PAYROLL_PENDING);
    return settle(c, application, payroll);
  });

  app.post('/api/v1/payroll/:applicationId/restart', async (c) => {
    const session = await requireSession(c, deps);
    const application = await requireApplication(deps, session, c.req.param('applicationId'));
    const payroll = await db.getPayroll(application.id);
    if (!payroll) return fail(c, 404, 'No payroll enrolment was found.');
    // After the raise there is nothing left to connect: no link, so no second raise through it either.
    if (await db.getPayrollRaise(application.id))
      return fail(c, 409, PAYROLL_ALREADY_RAISED, { state: 'completed' });
    if (payroll.links >= PAYROLL_MAX_LINKS) return fail(c, 429, 'Unable to send link!');
    payroll.state = 'initiated';
    payroll.linkOpened = false;
    await sendLink(c, application, payroll);
    return ok(c, { state: 'initiated', sent: true } satisfies ContractAnswer<'payrollRestart'>);
  });

  // The contract makes this poll a GET. It needs X-APPLY-TOKEN (no link preview or navigation sends it),
  // and it only settles what a POST already decided (the enrolment, the shopper's confirmation on the
  // link page), once; while the employer is pending it stores nothing.
  app.get('/api/v1/payroll/:applicationId/affordability', async (c) => {
    const session = await requireSession(c, deps);
    const application = await requireApplication(deps, session, c.req.param('applicationId'));
    const payroll = await db.getPayroll(application.id);
    if (!payroll) return fail(c, 404, 'No payroll enrolment was found.');
    if (payroll.type === 'sync' || payroll.linkOpened) return settle(c, application, payroll);
    return ok(c, { state: 'initiated', type: payroll.type } satisfies ContractAnswer<'payrollAffordability'>);
  });

  app.post('/api/v1/payroll/:applicationId', async (c) => {
    const session = await requireSession(c, deps);
    const application = await requireApplication(deps, session, c.req.param('applicationId'));
    const input = await body(c, enrolSchema);
    const employer = EMPLOYERS.find((candidate) => candidate.id === input.employerId);
    if (!employer || !employer.pdSupported) {
      return fail(c, 422, 'The given data was invalid.', { employerId: ['Employer not supported!'] });
    }
    // Enrolment is idempotent by application and employer, and an application is raised once.
    const raise = await db.getPayrollRaise(application.id);
    if (raise && raise.employerId !== employer.id)
      return fail(c, 409, PAYROLL_ALREADY_RAISED, { state: 'completed' });
    if (raise) {
      // A replay of the enrolment that raised the approval: its settled result, read after the claim
      // (which commits with the raised result), so a concurrent replay never answers the old offer.
      return settledAnswer(c, (await db.getApplication(application.id))!);
    }
    const enrolled = {
      type: employer.type,
      platform: employer.platform,
      income: { employer: employer.employerName },
      result: { message: 'A link was sent to your mobile phone.' },
    } satisfies ContractAnswer<'payrollEnrol'>;
    const existing = await db.getPayroll(application.id);
    if (employer.type === 'async' && existing?.employerId === employer.id && existing.state !== 'error') {
      // A replay of a pending async enrolment: the same answer, no second link (restart sends one).
      return ok(c, enrolled);
    }
    const payroll: PayrollRecord = {
      employerId: employer.id,
      employerName: employer.employerName,
      type: employer.type,
      platform: employer.platform,
      state: 'enrolled',
      linkOpened: false,
      // Links count per application across enrolments, so enrolling again is no way around the limit.
      links: existing?.links ?? 0,
    };
    if (employer.type === 'sync') {
      // A sync employer enrols at once (03 §4): the raised approval comes with the answer, no refresh needed.
      await db.savePayroll(application.id, payroll);
      return settle(c, application, payroll);
    }
    if (payroll.links >= PAYROLL_MAX_LINKS) return fail(c, 429, 'Unable to send link!');
    await sendLink(c, application, payroll);
    return ok(c, enrolled);
  });
}
