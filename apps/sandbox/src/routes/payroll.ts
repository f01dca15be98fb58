import type {
  PayrollAffordabilityResponse,
  PayrollEnrolResponse,
  PayrollRestartResponse,
  PayrollSettledResponse,
} from '@leasekit/core';
import type { Hono } from 'hono';
import { html } from 'hono/html';
import { z } from 'zod';
import { increaseAfterPayroll } from '../domain/decision';
import { localizeDetermination } from '../domain/decision-es';
import { randomToken, sha256 } from '../domain/security';
import { EMPLOYERS } from '../domain/us-data';
import type { PayrollRecord } from '../db/repository';
import type { ApplicationDoc } from '../domain/types';
import {
  baseUrl,
  requireApplication,
  requireSession,
  requireStore,
  type AppEnv,
  type Deps,
} from '../http/context';
import { body, fail, HttpError, ok, requestLocale } from '../http/envelope';
import { allowSend } from '../http/rate-limit';
import { page } from '../pages/layout';
import { resultOf, saveApplication, sendMessage } from '../services';
import type { Context } from 'hono';

/** Payroll links that may be sent per application (enrolment plus restarts). */
export const PAYROLL_MAX_LINKS = 5;

/** The message when the affordability check is still waiting on the employer (03 §8). */
export const PAYROLL_PENDING =
  'Affordability check pending! please complete process, or try again in a few minutes if you have already completed the process.';

/** The body of a payroll enrolment (the contract's `PayrollEnrolRequest`). */
export const enrolSchema = z.object({
  employerId: z.coerce.number({ error: 'The employer id field is required.' }).int(),
  employerName: z.string().max(100).nullable().optional(),
});

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
    await sendMessage(deps, {
      to: application.applicant.cell ?? '',
      channel: 'sms',
      body: `Connect your payroll with ${payroll.employerName} to raise your approval: ${link}`,
      pin: null,
      link,
    });
  }

  /** Settles an affordability check: raises the offer, or answers the error the app shows. */
  async function settle(c: Context, application: ApplicationDoc, payroll: PayrollRecord) {
    const store = await requireStore(deps, application.store_id);
    const employer = EMPLOYERS.find((candidate) => candidate.id === payroll.employerId)!;
    const current = resultOf(application);
    if (employer.affordability === 'deny' || !current) {
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
    if (payroll.state !== 'completed') {
      application.override_result = increaseAfterPayroll(current, store);
      await saveApplication(deps, application);
      payroll.state = 'completed';
      await db.savePayroll(application.id, payroll);
    }
    return ok(c, {
      state: 'completed',
      result: localizeDetermination(resultOf(application), requestLocale(c)),
    } satisfies PayrollSettledResponse);
  }

  app.get('/apply-v2/payroll/link/:token', async (c) => {
    const found = await db.getPayrollByLinkHash(sha256(c.req.param('token')));
    if (!found)
      return c.html(
        page(
          'Link not valid',
          html`<h1>Link not valid</h1>
            <p>This payroll link is not valid or was replaced.</p>`,
        ),
        404,
      );
    found.payroll.linkOpened = true;
    await db.savePayroll(found.applicationId, found.payroll);
    return c.html(
      page(
        'Payroll connected',
        html`<h1>Payroll connected</h1>
          <p>
            Your payroll with ${found.payroll.employerName} is connected. Return to your application and
            select Refresh.
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
    if (payroll.links >= PAYROLL_MAX_LINKS) return fail(c, 429, 'Unable to send link!');
    payroll.state = 'initiated';
    payroll.linkOpened = false;
    await sendLink(c, application, payroll);
    return ok(c, { state: 'initiated', sent: true } satisfies PayrollRestartResponse);
  });

  app.get('/api/v1/payroll/:applicationId/affordability', async (c) => {
    const session = await requireSession(c, deps);
    const application = await requireApplication(deps, session, c.req.param('applicationId'));
    const payroll = await db.getPayroll(application.id);
    if (!payroll) return fail(c, 404, 'No payroll enrolment was found.');
    if (payroll.type === 'sync' || payroll.linkOpened) return settle(c, application, payroll);
    payroll.state = 'initiated';
    await db.savePayroll(application.id, payroll);
    return ok(c, { state: 'initiated', type: payroll.type } satisfies PayrollAffordabilityResponse);
  });

  app.post('/api/v1/payroll/:applicationId', async (c) => {
    const session = await requireSession(c, deps);
    const application = await requireApplication(deps, session, c.req.param('applicationId'));
    const input = await body(c, enrolSchema);
    const employer = EMPLOYERS.find((candidate) => candidate.id === input.employerId);
    if (!employer || !employer.pdSupported) {
      return fail(c, 422, 'The given data was invalid.', { employerId: ['Employer not supported!'] });
    }
    const payroll: PayrollRecord = {
      employerId: employer.id,
      employerName: employer.employerName,
      type: employer.type,
      platform: employer.platform,
      state: 'enrolled',
      linkOpened: false,
      links: 0,
    };
    if (employer.type === 'async') await sendLink(c, application, payroll);
    else {
      // A sync employer enrols at once (03 §4): the raised approval comes with the answer, no refresh needed.
      await db.savePayroll(application.id, payroll);
      return settle(c, application, payroll);
    }
    return ok(c, {
      type: payroll.type,
      platform: payroll.platform,
      income: { employer: employer.employerName },
      result: {
        message: employer.type === 'async' ? 'A link was sent to your mobile phone.' : 'Payroll connected.',
      },
    } satisfies PayrollEnrolResponse);
  });
}
