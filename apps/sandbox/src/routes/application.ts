import { clearHvacOwnership } from '@leasekit/core/apply';
import { CHECKOUT_STATUS } from '@leasekit/core/checkout';
import type {
  ContractAnswer,
  PinMaxedRecord,
  PinWrongRecord,
  StepCheckRecord,
  StepSaveRecord,
} from '@leasekit/core/contract';
import { API_CONTRACT } from '@leasekit/core/contract';
import type { Context, Hono } from 'hono';
import { randomUUID } from 'node:crypto';
import { isDev } from '../config';
import {
  approvalCeilingCents,
  decide,
  magicFor,
  maxedDetermination,
  monthlyIncomeCents,
} from '../domain/decision';
import { localizeDetermination } from '../domain/decision-es';
import { formZod, flattenModel, unflattenModel } from '../domain/form-validation';
import type { FormLocale } from '../domain/forms-es';
import { catalogueMessage } from '../domain/messages';
import {
  flattenFields,
  singlePageSchema,
  singlePageSteps,
  STEP_FORMS,
  stepFields,
  stepSchema,
  type StepForm,
} from '../domain/forms';
import { isMaskOf, maskApplicant, maskBanking, maskTail } from '../domain/masking';
import { formatUsd, toCents } from '../domain/money';
import { priceLease, toPaymentsResponse } from '../domain/pricing';
import { fillScenario } from '../domain/scenarios';
import {
  digits,
  hashPin,
  randomPin,
  randomSalt,
  retrievalLookup,
  sameHash,
  ssnLookup,
} from '../domain/security';
import type {
  Applicant,
  ApplicationDoc,
  Banking,
  CartItem,
  HvacHomeOwnership,
  OfferKey,
  SessionRow,
  Store,
} from '../domain/types';
import {
  FORBIDDEN,
  nowIso,
  requireApplication,
  requireSession,
  requireStore,
  rotateSessionToken,
  today,
  type AppEnv,
  type Deps,
} from '../http/context';
import {
  body,
  fail,
  HttpError,
  ok,
  okSchema,
  query,
  readJson,
  requestLocale,
  validate,
  ValidationError,
} from '../http/envelope';
import { allowSend, attemptLimits, lookupTarget, takeTargetAttempt } from '../http/rate-limit';
import {
  applicationView,
  isApproved,
  newApplication,
  pinHolder,
  resultOf,
  saveApplication,
  sendMessage,
  sessionOwnsCheckout,
  setPendingApplication,
} from '../services';
import { retrievalView } from './entry';

/** PIN attempts before the application is maxed (02 §4). */
export const PIN_MAX_ATTEMPTS = 3;
/** PIN sends allowed per application within `PIN_SEND_WINDOW_MS`. */
export const PIN_MAX_SENDS = 5;
/** The window in which PIN sends are counted: 1 hour. */
export const PIN_SEND_WINDOW_MS = 60 * 60 * 1000;

const PIN_FAILED = 'PIN verification failed.';
const PIN_NOT_SENT = 'PIN could not be sent. Please try again later.';
const NO_PIN = 'No PIN was sent. Please request a new PIN.';

/** The query of the test fill (the contract's `ContractRequest<'fill'>`). */
export const fillQuery = API_CONTRACT.fill.request;

/** The query of a form's values or schema (the contract's `ContractRequest<'stepSchema'>`). */
export const formQuery = API_CONTRACT.stepSchema.request;

/** The body of a PIN send: the core's contract schema itself (`@leasekit/core/contract`). */
export const sendSchema = API_CONTRACT.pinSend.request;

/** The body of a PIN confirm (the contract's `ContractRequest<'pinConfirm'>`). */
export const confirmPinSchema = API_CONTRACT.pinConfirm.request;

/** The flags of a submit (the contract's `ContractRequest<'applicationConfirm'>`; the rest of the body is not read). */
export const submitSchema = API_CONTRACT.applicationConfirm.request;

/** The body of the previous-customer check (the contract's `PreviousCustomerCheckRequest`). */
export const previousCustomerSchema = API_CONTRACT.previousCustomerCheck.request;

/** The body of the pre-approval check (the contract's `PreapprovalCheckRequest`). */
export const preapprovalSchema = API_CONTRACT.preapprovalCheck.request;

/** The body of a payments quote (the contract's `ContractRequest<'payments'>`). */
export const paymentsSchema = API_CONTRACT.payments.request;

/** The form values of an application (masked): the nested model plus the toggles the forms use. */
export function formValues(application: ApplicationDoc | undefined, store: Store): Record<string, unknown> {
  if (!application) return { store_id: store.id };
  const banking = maskBanking(application.banking);
  return {
    store_id: store.id,
    applicant: maskApplicant(application.applicant),
    co_applicant: maskApplicant(application.co_applicant),
    has_co_applicant: application.has_co_applicant,
    has_additional_income: (application.applicant.income?.length ?? 0) > 1,
    co_has_additional_income: (application.co_applicant?.income?.length ?? 0) > 1,
    add_banking: Boolean(application.banking),
    banking: banking ? { ...banking, checking_account_confirmation: banking.checking_account } : null,
    product_selection_override: application.product_selection_override,
    promo_code: application.promo_code,
  };
}

/** Which steps a store's wizard has. */
function storeHasStep(step: StepForm, store: Store): boolean {
  if (step === 'hvacHomeOwnership')
    return store.record.identifier === 'HVAC' && store.lease_program.mortgage_questions_enabled;
  if (step === 'hvacQuestions') return store.record.identifier === 'HVAC';
  return true;
}

function keepMaskedSsn(incoming: Applicant, stored: Applicant | null, field: string): void {
  const ssn = incoming.social_security_number;
  if (ssn && /X/i.test(ssn)) {
    if (!isMaskOf(ssn, stored?.social_security_number)) {
      throw new ValidationError({ [field]: ['Social Security Number must be 9 digits, like 123-45-6789'] });
    }
    incoming.social_security_number = stored!.social_security_number;
  }
}

function resolveBanking(
  input: Banking & { checking_account_confirmation?: string },
  stored: Banking | null,
): Banking {
  let account = input.checking_account;
  if (/\*/.test(account)) {
    if (!isMaskOf(account, stored?.checking_account)) {
      throw new ValidationError({
        'banking.checking_account': ['Checking Account Number must be 4 to 17 digits'],
      });
    }
    account = stored!.checking_account;
  }
  return { routing_number: input.routing_number, bank_name: input.bank_name, checking_account: account };
}

type StepOutput = Record<string, unknown> & {
  applicant?: Applicant;
  co_applicant?: Applicant;
  banking?: Banking & { checking_account_confirmation?: string };
  has_co_applicant?: boolean;
  add_banking?: boolean;
  product_selection_override?: string | null;
  promo_code?: string | null;
};

const INFO_KEYS = [
  'first_name',
  'middle_name',
  'last_name',
  'social_security_number',
  'date_of_birth',
  'cell',
  'email',
  'identification',
  'identification_issuer',
] as const;

/** Applies one validated step to an application (each step owns its part of the model). */
export function applyStep(
  step: StepForm,
  application: ApplicationDoc,
  output: StepOutput,
  store: Store,
): void {
  switch (step) {
    case 'applicantInfo': {
      const incoming = output.applicant ?? {};
      keepMaskedSsn(incoming, application.applicant, 'applicant.social_security_number');
      const before = [
        application.applicant.last_name,
        application.applicant.social_security_number,
        application.applicant.date_of_birth,
      ].join('|');
      for (const key of INFO_KEYS)
        if (key in incoming) (application.applicant as Record<string, unknown>)[key] = incoming[key];
      if (incoming.identification && /\*/.test(incoming.identification))
        application.applicant.identification = null;
      const after = [
        application.applicant.last_name,
        application.applicant.social_security_number,
        application.applicant.date_of_birth,
      ].join('|');
      if (before !== after && application.verified && !application.submitted) application.verified = false;
      if ('product_selection_override' in output)
        application.product_selection_override = output.product_selection_override ?? null;
      if ('promo_code' in output) application.promo_code = output.promo_code ?? null;
      break;
    }
    case 'applicantAddress':
      application.applicant.location = output.applicant?.location as ApplicationDoc['applicant']['location'];
      if (application.co_applicant) application.co_applicant.location = application.applicant.location;
      break;
    case 'hvacHomeOwnership':
      application.applicant.hvac_home_ownership = clearHvacOwnership(
        output.applicant?.hvac_home_ownership as HvacHomeOwnership,
      );
      break;
    case 'applicantIncome':
      application.applicant.income = (output.applicant?.income ?? []).map((income, index) => ({
        ...income,
        primary: index === 0 ? 1 : 0,
      }));
      break;
    case 'applicantBanking':
      application.banking =
        store.banking_required || output.add_banking
          ? resolveBanking(output.banking!, application.banking)
          : null;
      break;
    case 'hasCoApplicant':
      application.has_co_applicant = Boolean(output.has_co_applicant);
      if (!application.has_co_applicant) application.co_applicant = null;
      break;
    case 'coApplicantInfo': {
      const incoming = output.co_applicant ?? {};
      keepMaskedSsn(incoming, application.co_applicant, 'co_applicant.social_security_number');
      application.has_co_applicant = true;
      application.co_applicant = {
        ...(application.co_applicant ?? {}),
        ...incoming,
        location: application.applicant.location,
      };
      break;
    }
    case 'coApplicantIncome':
      if (!application.co_applicant) throw new HttpError(409, 'First complete the co-applicant info section');
      application.co_applicant.income = (output.co_applicant?.income ?? []).map((income, index) => ({
        ...income,
        primary: index === 0 ? 1 : 0,
      }));
      break;
    case 'retrieve':
    case 'hvacQuestions':
      break;
  }
}

/**
 * Validates a step's body by the step's form; returns the nested clean model. Field messages read in
 * `locale` (English by default).
 */
export function validateStep(
  step: StepForm,
  store: Store,
  input: unknown,
  todayIso: string,
  locale: FormLocale = 'en',
): StepOutput {
  const flat = validate(formZod(stepFields(step, store), todayIso, locale), flattenModel(input));
  return unflattenModel(flat) as StepOutput;
}

/** Field errors for the sections an application still misses (the confirm needs every active section). */
export function missingSections(
  application: ApplicationDoc,
  store: Store,
  todayIso: string,
  locale: FormLocale = 'en',
): Record<string, string[]> {
  const values = flattenModel(formValues(application, store));
  const errors: Record<string, string[]> = {};
  const steps = singlePageSteps(store).filter((step) => {
    if (step === 'applicantBanking') return store.banking_required;
    if (step === 'coApplicantInfo' || step === 'coApplicantIncome') return application.has_co_applicant;
    return step !== 'hasCoApplicant';
  });
  for (const step of steps) {
    const result = formZod(stepFields(step, store), todayIso, locale).safeParse(values);
    if (!result.success) {
      for (const issue of result.error.issues)
        (errors[issue.path.map(String).join('.')] ??= []).push(issue.message);
    }
  }
  return errors;
}

function incomeMinimum(store: Store, application: ApplicationDoc, field: string, locale: FormLocale): void {
  if (store.min_income_required <= 0) return;
  const monthly = monthlyIncomeCents(application.applicant.income);
  if (monthly < toCents(store.min_income_required)) {
    throw new ValidationError({
      [field]: [
        catalogueMessage('income.minimum', { amount: formatUsd(toCents(store.min_income_required)) }, locale),
      ],
    });
  }
}

async function attachApplication(
  deps: Deps,
  session: SessionRow,
  application: ApplicationDoc,
): Promise<void> {
  session.application_id = application.id;
  setPendingApplication(session, null);
  await deps.db.saveSession(session);
  if (session.checkout_id) {
    const checkout = await deps.db.getCheckout(session.checkout_id);
    if (checkout) {
      checkout.application_id = application.id;
      if (checkout.current_step === null || checkout.current_step < CHECKOUT_STATUS.APPLICATION_IN_PROGRESS)
        checkout.current_step = CHECKOUT_STATUS.APPLICATION_IN_PROGRESS;
      if (resultOf(application) && checkout.current_step < CHECKOUT_STATUS.APPLICATION_COMPLETE) {
        const store = (await deps.db.getStore(application.store_id))!;
        const identityDone = !store.intellicheck_enabled || application.intellicheck_completed;
        checkout.current_step =
          isApproved(application) && identityDone
            ? CHECKOUT_STATUS.DOCUMENT_PROCESS_COMPLETED
            : CHECKOUT_STATUS.APPLICATION_COMPLETE;
      }
      checkout.updated_at = nowIso(deps);
      await deps.db.saveCheckout(checkout);
    }
  }
}

/**
 * A session may start a new application only on a checkout that has none yet: a
 * replayed entry link must not swap its own application in and so reach the checkout's cart, lease and
 * delivery address. The checkout's own application is reached through its PIN.
 */
async function assertMayStartApplication(deps: Deps, session: SessionRow): Promise<void> {
  if (!session.checkout_id) return;
  const checkout = await deps.db.getCheckout(session.checkout_id);
  if (checkout && !sessionOwnsCheckout(session, checkout)) throw new HttpError(403, FORBIDDEN);
}

/** The application routes of 01 §7, 02 §7 and 03 §7. */
export function registerApplication(app: Hono<AppEnv>, deps: Deps): void {
  const { db } = deps;

  /** Saves one step for the session, creating the application on the first applicant info. */
  async function saveStep(c: Context, step: StepForm) {
    const session = await requireSession(c, deps);
    const store = await requireStore(deps, session.store_id);
    if (!storeHasStep(step, store))
      throw new HttpError(404, 'This step is not part of the store\u2019s application.');
    const output = validateStep(step, store, await readJson(c), today(deps), requestLocale(c));
    if (step === 'hvacQuestions' || step === 'retrieve')
      return ok(c, { valid: true } satisfies StepCheckRecord);
    let application = session.application_id ? await db.getApplication(session.application_id) : undefined;
    if (!application) {
      if (step !== 'applicantInfo') throw new HttpError(409, 'First complete the applicant info section');
      const applicant = output.applicant ?? {};
      // Finding an earlier applicant by these details is a look-up like retrieve's, limited per target.
      const target = lookupTarget(applicant.social_security_number, applicant.last_name);
      const attempt = target ? await takeTargetAttempt(deps, target) : null;
      const existing = await db.findApplicationByRetrievalKey(
        retrievalLookup(applicant.last_name, applicant.social_security_number, applicant.date_of_birth) ??
          '-',
      );
      if (existing && resultOf(existing)) {
        await attempt?.found();
        // 03 §4 applicant success paths: an earlier application goes through retrieval and its PIN.
        const reference = randomUUID();
        const view = await retrievalView(deps, existing, session.checkout_id, reference);
        if (view.verify) {
          setPendingApplication(session, existing.id, reference);
          await db.saveSession(session);
        }
        return ok(c, {
          application: null,
          approved_application: {
            contractInProgress: view.contractInProgress,
            rated22App: view.rated22App,
            mayNotSwitch: view.mayNotSwitch,
          },
          verify: view.verify,
          retrieval: view,
        } satisfies StepSaveRecord);
      }
      await assertMayStartApplication(deps, session);
      application = await db.createApplication(newApplication(deps, session), {
        ssn_hash: null,
        retrieval_key: null,
      });
      applyStep(step, application, output, store);
      // The language the shopper applies in: the contract's default language later (02 §4).
      application.language = requestLocale(c);
      await saveApplication(deps, application);
      await attachApplication(deps, session, application);
      return ok(c, {
        application: applicationView(application, requestLocale(c)),
        approved_application: null,
        verify: false,
        retrieval: null,
      } satisfies StepSaveRecord);
    }
    if (application.submitted) throw new HttpError(409, 'The application was already submitted.');
    applyStep(step, application, output, store);
    application.language = requestLocale(c);
    if (step === 'applicantIncome')
      incomeMinimum(store, application, 'applicant.income.0.gross', requestLocale(c));
    application.language = requestLocale(c);
    await saveApplication(deps, application);
    return ok(c, {
      application: applicationView(application, requestLocale(c)),
      approved_application: null,
      verify: false,
      retrieval: null,
    } satisfies StepSaveRecord);
  }

  app.get('/apply-v2/application/fill', async (c) => {
    if (!isDev(deps.config)) return fail(c, 404, 'Not found.');
    const input = query(c, fillQuery);
    const store = await db.getStore(input.store_id);
    if (!store)
      return fail(c, 422, 'The given data was invalid.', { store_id: ['The selected store id is invalid.'] });
    return ok(c, fillScenario(input.type, store, today(deps)) satisfies ContractAnswer<'fill'>);
  });

  app.get('/apply-v2/application/step/:step', async (c) => {
    const step = c.req.param('step') as StepForm;
    if (!STEP_FORMS.includes(step)) return fail(c, 404, 'Unknown step.');
    const { _form } = query(c, formQuery);
    const session = await requireSession(c, deps);
    const store = await requireStore(deps, session.store_id);
    if (!storeHasStep(step, store))
      return fail(c, 404, 'This step is not part of the store\u2019s application.');
    const application = session.application_id ? await db.getApplication(session.application_id) : undefined;
    const values = formValues(application, store);
    return _form === 'true' ? okSchema(c, stepSchema(step, store, values)) : ok(c, values);
  });

  app.post('/apply-v2/application/step/:step', async (c) => {
    const step = c.req.param('step') as StepForm;
    if (!STEP_FORMS.includes(step)) return fail(c, 404, 'Unknown step.');
    return saveStep(c, step);
  });

  app.post('/apply-v2/applicant/address', (c) => saveStep(c, 'applicantAddress'));

  app.get('/apply-v2/application', async (c) => {
    const { _form } = query(c, formQuery);
    const session = await requireSession(c, deps);
    const store = await requireStore(deps, session.store_id);
    const application = session.application_id ? await db.getApplication(session.application_id) : undefined;
    if (_form === 'true') return okSchema(c, singlePageSchema(store, formValues(application, store)));
    return ok(c, applicationView(application, requestLocale(c)) satisfies ContractAnswer<'application'>);
  });

  app.post('/apply-v2/application', async (c) => {
    const session = await requireSession(c, deps);
    const store = await requireStore(deps, session.store_id);
    const input = await readJson(c);
    const schema = singlePageSchema(store, {});
    const output = unflattenModel(
      validate(formZod(flattenFields(schema), today(deps), requestLocale(c)), flattenModel(input)),
    ) as StepOutput;
    let application = session.application_id ? await db.getApplication(session.application_id) : undefined;
    if (application?.submitted) throw new HttpError(409, 'The application was already submitted.');
    const fresh = !application;
    if (fresh) await assertMayStartApplication(deps, session);
    application ??= await db.createApplication(newApplication(deps, session), {
      ssn_hash: null,
      retrieval_key: null,
    });
    for (const step of singlePageSteps(store)) {
      if ((step === 'coApplicantInfo' || step === 'coApplicantIncome') && !output.has_co_applicant) continue;
      applyStep(step, application, output, store);
    }
    incomeMinimum(store, application, 'applicant.income.0.gross', requestLocale(c));
    application.language = requestLocale(c);
    await saveApplication(deps, application);
    if (fresh) await attachApplication(deps, session, application);
    return ok(c, {
      application: applicationView(application, requestLocale(c)),
    } satisfies ContractAnswer<'singlePageSave'>);
  });

  for (const limit of attemptLimits('retrieve', deps)) app.use('/apply-v2/application/retrieve', limit);
  app.post('/apply-v2/application/retrieve', async (c) => {
    const session = await requireSession(c, deps);
    const store = await requireStore(deps, session.store_id);
    const output = validateStep('retrieve', store, await readJson(c), today(deps), requestLocale(c));
    // Counted against the person looked up as well as the session and the client: fresh sessions from
    // many clients still meet the limit of the one target they guess.
    const target = lookupTarget(output.social_security_number as string, output.last_name as string);
    const attempt = target ? await takeTargetAttempt(deps, target) : null;
    const key = retrievalLookup(
      output.last_name as string,
      output.social_security_number as string,
      output.date_of_birth as string,
    );
    const found = key ? await db.findApplicationByRetrievalKey(key) : undefined;
    if (!found) return fail(c, 404, 'No application was found with these details.', {});
    await attempt?.found();
    const reference = randomUUID();
    const view = await retrievalView(deps, found, session.checkout_id, reference);
    if (view.verify) {
      setPendingApplication(session, found.id, reference);
      await db.saveSession(session);
    }
    return ok(c, view satisfies ContractAnswer<'retrieve'>);
  });

  /**
   * The application a PIN call may reach: the session's own (by its uuid), or the one retrieval found
   * (by the session's reference for it, or its uuid).
   */
  async function pinTarget(session: SessionRow, uuid: string): Promise<ApplicationDoc> {
    const pending =
      session.pending_application_id && session.pending_reference && uuid === session.pending_reference
        ? await db.getApplication(session.pending_application_id)
        : undefined;
    const application = pending ?? (await db.getApplicationByUuid(uuid));
    if (
      !application ||
      (application.id !== session.application_id && application.id !== session.pending_application_id)
    ) {
      // A uuid this session does not own (03 §8): the same answer as an unknown one, so nothing leaks.
      throw new HttpError(404, 'Application not found. Please create a new application.');
    }
    return application;
  }

  app.post('/apply-v2/application/verify/send', async (c) => {
    const session = await requireSession(c, deps);
    const input = await body(c, sendSchema);
    const application = await pinTarget(session, input.uuid);
    const to = input.mode === 'sms' ? application.applicant.cell : application.applicant.email;
    if (!to)
      return fail(c, 422, 'The given data was invalid.', {
        mode: [`The applicant has no ${input.mode === 'sms' ? 'mobile phone' : 'e-mail'} on file.`],
      });
    const holder = pinHolder(session, application);
    const owner = holder === 'owner';
    const now = deps.config.now().getTime();
    // A maxed application takes no more PINs, from any session: its determination stands (02 §4).
    const ownerPin = await db.getPin(application.id, 'owner');
    const previous = owner ? ownerPin : await db.getPin(application.id, holder);
    if (ownerPin?.maxed || previous?.maxed) return fail(c, 429, PIN_NOT_SENT, { maxed: true });
    if (previous && now - previous.first_sent_at < PIN_SEND_WINDOW_MS && previous.sends >= PIN_MAX_SENDS)
      return fail(c, 429, PIN_NOT_SENT);
    if (!(await allowSend(deps, owner ? 'pin' : 'retrieval-pin', input.mode, to)))
      return fail(c, 429, PIN_NOT_SENT);
    const pin = randomPin(5);
    const salt = randomSalt();
    const record = await db.issuePin(
      application.id,
      holder,
      { hash: hashPin(pin, salt), salt, mode: input.mode, expires_at: now + deps.config.pinTtlMs },
      now,
      { maxSends: PIN_MAX_SENDS, windowMs: PIN_SEND_WINDOW_MS },
    );
    // A concurrent send took the last one, or a concurrent confirm maxed the PIN.
    if (!record) return fail(c, 429, PIN_NOT_SENT);
    await sendMessage(deps, {
      to,
      channel: input.mode,
      body: `Your verification PIN is ${pin}. It expires in ${Math.round(deps.config.pinTtlMs / 60000)} minutes.`,
      pin,
      link: null,
    });
    return ok(c, {
      sent: true,
      mode: input.mode,
      // Where it went only to the owner: a retrieving session learns nothing of the phone or address.
      to: !owner ? null : input.mode === 'sms' ? maskTail(to) : to.replace(/^(.).*(@.*)$/, '$1***$2'),
      expires_at: new Date(record.expires_at).toISOString(),
      sends_left: PIN_MAX_SENDS - record.sends,
    } satisfies ContractAnswer<'pinSend'>);
  });

  app.post('/apply-v2/application/verify/confirm', async (c) => {
    const session = await requireSession(c, deps);
    const input = await body(c, confirmPinSchema);
    const application = await pinTarget(session, input.uuid);
    const store = await requireStore(deps, application.store_id);
    const holder = pinHolder(session, application);
    const owner = holder === 'owner';
    const now = deps.config.now().getTime();
    // The owner is shown the determination that stands; a retrieving session is locked out of this
    // application by itself, and sees nothing of it.
    const maxed = async () =>
      fail(c, 429, PIN_FAILED, {
        maxed: true,
        result: owner
          ? localizeDetermination(
              resultOf((await db.getApplication(application.id)) ?? application),
              requestLocale(c),
            )
          : null,
      } satisfies PinMaxedRecord);
    // The try is taken before the code is compared, in one statement: concurrent guesses compare at
    // most PIN_MAX_ATTEMPTS codes.
    const pin = await db.takePinAttempt(application.id, holder, now, PIN_MAX_ATTEMPTS);
    if (!pin) {
      const current = await db.getPin(application.id, holder);
      // Maxed, or its last try is being compared by a concurrent confirm.
      if (current?.maxed || (current?.hash && current.attempts >= PIN_MAX_ATTEMPTS)) return maxed();
      if (current?.hash && current.expires_at <= now)
        return fail(c, 422, PIN_FAILED, { code: ['The PIN has expired. Please request a new PIN.'] });
      return fail(c, 422, PIN_FAILED, { code: [NO_PIN] });
    }
    if (!sameHash(hashPin(input.code, pin.salt), pin.hash)) {
      if (pin.attempts >= PIN_MAX_ATTEMPTS) {
        await db.maxPin(application.id, holder);
        // Only the owner's own wrong codes decide the application (02 §4).
        if (owner && !application.submitted) {
          application.application_result = maxedDetermination(application, store, deps.config.now());
          application.submitted = true;
          await saveApplication(deps, application);
        }
        return maxed();
      }
      return fail(c, 422, PIN_FAILED, { code: [PIN_FAILED] } satisfies PinWrongRecord);
    }

    let target = application;
    let requiresNewApp = false;
    let oldItems: CartItem[] = [];
    let newItems: CartItem[] = [];
    let keepContract: (() => Promise<void>) | null = null;
    const retrieval = application.id === session.pending_application_id;
    if (retrieval) {
      const result = resultOf(application);
      const expired = result && new Date(result.expires_at).getTime() <= deps.config.now().getTime();
      if (!result || result.code !== 'A' || expired) {
        // A denied or expired approval cannot be reused: a new application starts from its data.
        requiresNewApp = Boolean(result);
      }
      const previousCheckout =
        application.checkout_id && application.checkout_id !== session.checkout_id
          ? await db.getCheckout(application.checkout_id)
          : undefined;
      const currentCheckout = session.checkout_id ? await db.getCheckout(session.checkout_id) : undefined;
      const hasContract =
        previousCheckout?.lease &&
        [
          CHECKOUT_STATUS.LEASE_CREATED,
          CHECKOUT_STATUS.LEASE_ESIGNATURE,
          CHECKOUT_STATUS.ESIGNATURE_COMPLETED,
        ].includes(previousCheckout.current_step as 5);
      if (
        !requiresNewApp &&
        hasContract &&
        currentCheckout &&
        JSON.stringify(previousCheckout!.cart.items) !== JSON.stringify(currentCheckout.cart.items)
      ) {
        oldItems = previousCheckout!.cart.items;
        newItems = currentCheckout.cart.items;
        if (input.keep_checkout_items === undefined || input.keep_checkout_items === null) {
          // 02 §4: the items-confirmation pane shows; the PIN stays valid for the answer.
          await db.keepPin(application.id, holder, pin.hash);
          return ok(c, {
            requiresNewApp: false,
            application: applicationView(application, requestLocale(c)),
            confirmDifferentCheckoutItems: true,
            oldItems,
            newItems,
          } satisfies ContractAnswer<'pinConfirm'>);
        }
        // true keeps the contract already made: the cart is cleared and the original items re-added.
        // false keeps the new items, for which a new contract is signed (02 §4).
        if (input.keep_checkout_items === true) {
          keepContract = async () => {
            currentCheckout.cart = { items: previousCheckout!.cart.items };
            currentCheckout.contract_items = previousCheckout!.cart.items;
            currentCheckout.lease = previousCheckout!.lease;
            await db.saveCheckout(currentCheckout);
          };
        }
      }
    }
    // The PIN is used up before anything changes: of two confirms with the right code, one goes on.
    if (!(await db.usePin(application.id, holder, pin.hash)))
      return fail(c, 422, PIN_FAILED, { code: [NO_PIN] });
    if (retrieval) {
      await keepContract?.();
      if (requiresNewApp) {
        const copy = newApplication(deps, session);
        copy.applicant = { ...application.applicant };
        copy.co_applicant = application.co_applicant;
        copy.has_co_applicant = application.has_co_applicant;
        copy.banking = application.banking;
        target = await db.createApplication(copy, { ssn_hash: null, retrieval_key: null });
      } else if (session.checkout_id) {
        target.checkout_id = session.checkout_id;
      }
    }
    target.verified = true;
    await saveApplication(deps, target);
    if (retrieval || target.id !== session.application_id) await attachApplication(deps, session, target);
    // A verified PIN gives access to the application: only a token minted now carries it on, so a
    // token known before (planted in a link, read over a shoulder) reads nothing of it.
    const token = await rotateSessionToken(c, deps, session);
    return ok(c, {
      token,
      requiresNewApp,
      application: applicationView(target, requestLocale(c)),
      result: localizeDetermination(resultOf(target), requestLocale(c)),
      confirmDifferentCheckoutItems: false,
      oldItems,
      newItems,
    } satisfies ContractAnswer<'pinConfirm'>);
  });

  app.post('/apply-v2/application/confirm', async (c) => {
    const session = await requireSession(c, deps);
    const input = await body(c, submitSchema);
    const application = await requireApplication(deps, session);
    const store = await requireStore(deps, application.store_id);
    const earlier = resultOf(application);
    if (earlier)
      return ok(
        c,
        localizeDetermination(earlier, requestLocale(c)) satisfies ContractAnswer<'applicationConfirm'>,
      );
    if (!application.verified)
      return fail(c, 409, 'The application must be verified by PIN before it is submitted.');
    const missing = missingSections(application, store, today(deps), requestLocale(c));
    if (Object.keys(missing).length) throw new ValidationError(missing);
    application.submitted = input.submitted ?? true;
    application.terms_accepted = true;
    const decided = decide(application, store, deps.config.now());
    application.application_result = decided;
    await saveApplication(deps, application);
    if (application.checkout_id) {
      const checkout = await db.getCheckout(application.checkout_id);
      if (checkout && (checkout.current_step ?? 0) < CHECKOUT_STATUS.APPLICATION_COMPLETE) {
        const identityDone = !store.intellicheck_enabled || application.intellicheck_completed;
        checkout.current_step =
          isApproved(application) && identityDone
            ? CHECKOUT_STATUS.DOCUMENT_PROCESS_COMPLETED
            : CHECKOUT_STATUS.APPLICATION_COMPLETE;
        checkout.updated_at = nowIso(deps);
        await db.saveCheckout(checkout);
      }
    }
    return ok(
      c,
      localizeDetermination(decided, requestLocale(c)) satisfies ContractAnswer<'applicationConfirm'>,
    );
  });

  // Answers only for the session's own applicant: no session can ask about another SSN.
  for (const limit of attemptLimits('previous-customer', deps))
    app.use('/api/v1/previousCustomerCheck', limit);
  app.post('/api/v1/previousCustomerCheck', async (c) => {
    const session = await requireSession(c, deps);
    const input = await body(c, previousCustomerSchema);
    const own = session.application_id ? await db.getApplication(session.application_id) : undefined;
    if (!own || digits(own.applicant.social_security_number) !== digits(input.ssn)) {
      throw new ValidationError({ ssn: ['The SSN must be the applicant\u2019s own.'] });
    }
    // Every answer tells something about the SSN (any session can apply with one): all count per target.
    const target = lookupTarget(input.ssn);
    if (target) await takeTargetAttempt(deps, target);
    const hash = ssnLookup(input.ssn);
    const others = hash ? await db.listApplicationsBySsnHash(hash) : [];
    const previous = others.some(
      (other) => other.id !== session.application_id && resultOf(other)?.code === 'A',
    );
    return ok(c, {
      isPreviousCustomer: Boolean(magicFor(input.ssn)?.previousCustomer) || previous,
    } satisfies ContractAnswer<'previousCustomerCheck'>);
  });

  app.post('/api/v1/preapprovalCustomerCheck', async (c) => {
    await requireSession(c, deps);
    const input = await body(c, preapprovalSchema);
    const preapproved = [input.ssn, input.coapplicant_ssn].some((ssn) => Boolean(magicFor(ssn)?.preapproved));
    return ok(c, { isPreviousCustomer: preapproved } satisfies ContractAnswer<'previousCustomerCheck'>);
  });

  app.post('/api/v1/score/payments', async (c) => {
    const session = await requireSession(c, deps);
    const input = await body(c, paymentsSchema);
    const application = input.application_id
      ? await requireApplication(deps, session, input.application_id)
      : undefined;
    const store = await requireStore(deps, session.store_id);
    const minimum = toCents(store.lease_program.min_approval_amount || 300);
    const amount = Math.max(minimum, toCents(input.leaseAmount));
    if (toCents(input.additionalDown) > amount) {
      return fail(c, 422, 'The given data was invalid.', {
        additionalDown: [
          `The additional down payment may not be greater than the lease amount of ${formatUsd(amount)}.`,
        ],
      });
    }
    const offer = application
      ? toCents(Number(resultOf(application)?.offerAmounts[input.option as OfferKey] ?? 0))
      : 0;
    const ocp =
      (input.ocpIncluded === true || input.ocpIncluded === 'true' || input.ocpIncluded === '1') &&
      store.lease_program.ocp_enabled;
    const priced = priceLease({
      option: input.option as OfferKey,
      paymentFrequency: input.paymentFrequency,
      cashPriceCents: amount,
      deliveryCents: 0,
      additionalDownCents: toCents(input.additionalDown),
      approvedCents: offer > 0 ? offer : approvalCeilingCents(store),
      ocpIncluded: ocp,
      today: today(deps),
    });
    return ok(c, {
      ...toPaymentsResponse(priced),
      leaseAmount: amount / 100,
    } satisfies ContractAnswer<'payments'>);
  });
}
