import * as React from 'react';
import { useNavigate } from 'react-router';
import {
  createPaymentCalculator,
  formatMessage,
  getApprovedContinueLabel,
  getBestOption,
  getCalculatorMinimum,
  getCompanyState,
  getCreateContractUrl,
  isExpressCheckoutEligible,
  getDefaultLeaseAmount,
  getMaxLeaseAmount,
  getPaymentFrequencyChoices,
  getVisibleOfferKeys,
  getVisibleOptions,
  formatMoney,
  isFlagSet,
  isHvacStore,
  isOcpSwitchVisible,
  OCP_WEEKLY_PRICE_CENTS,
  isPortalApplication,
  readRecord,
  readRecords,
  type ApprovedMessageRecord,
  type CartItemRecord,
  type IncomeRecord,
} from '@leasekit/core';
import { useOwnedStore, useStore } from '@leasekit/core/react';
import { ApprovedScreen, type ResultOptionRow } from '../../screens/approved';
import { afterNextPaint } from '../../app/paint';
import { useServices } from '../../app/services-context';
import { useBreadcrumbs, useGoTo, useSession, useTranslate } from '../../app/use-app';
import { PayrollRoutePanel } from './payroll-route-panel';
import { useResultContext } from './use-result';

/** One option row of the approved message (label, amount, note). */
type ApprovedOptionRecord = ApprovedMessageRecord['options'][number];

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * The approved screen (03 §2, §4, §7): the result's message, options without $0.00 rows, the Payment
 * Calculator on the core's calculator store (1 s debounce, minimum from min_approval_amount else 300,
 * default amount the cart total else the largest offer, the amount's error slot with 02 §5's minimum and
 * maximum texts, the OCP choice sent as ocpIncluded where the switch may show), the continue label from the store, Return
 * without a checkout, and the payroll panel when the result offers payroll.
 */
export default function ApprovedRoute() {
  const { api, config } = useServices();
  const activeWebSession = useSession((state) => state.activeWebSession);
  const { locale } = useTranslate();
  const breadcrumbs = useBreadcrumbs();
  const goTo = useGoTo();
  const navigate = useNavigate();
  const { application, store, checkout, result, supportPhone, brandUrl, brandName } = useResultContext();
  // The message is the approved block, or a plain text for other results: only the block has parts.
  const message = readRecord<ApprovedMessageRecord>(result?.message);
  const offers = result?.offerAmounts;
  const applicant = application?.applicant;
  const incomes = readRecords<IncomeRecord>(applicant?.income);
  const primaryIncome = incomes.find((income) => isFlagSet(income.primary)) ?? incomes[0] ?? null;
  const frequencies = getPaymentFrequencyChoices(primaryIncome?.frequency);
  const minimumCents = getCalculatorMinimum(store?.lease_program);
  const cart = readRecords<CartItemRecord>(checkout?.cart?.items);

  const calculator = useOwnedStore(() =>
    createPaymentCalculator({
      transport: api.request,
      minimumCents,
      leaseAmountCents: getDefaultLeaseAmount(cart, offers) ?? minimumCents,
      option: getBestOption(offers) ?? 'A',
      // The last choice (28-day or monthly) is the default; the choices are never empty.
      paymentFrequency: frequencies.at(-1) ?? 'monthly',
      maximumCents: getMaxLeaseAmount(offers),
      context: {
        rating: store?.rating ?? null,
        score: result?.score ?? null,
        incomeFrequency: text(primaryIncome?.frequency) || null,
        companyState: getCompanyState(store),
        zipCode: text(applicant?.location?.code) || null,
        application_id: application?.id ?? null,
      },
    }),
  );
  const calc = useStore(calculator);
  React.useEffect(() => {
    // The first quote is asked for once the screen has painted: the result is what the shopper came for,
    // and the quote's call and its answer need not stand in front of it.
    return afterNextPaint(() => void calculator.calculate());
  }, [calculator]);

  const subtitles = [message?.sub_title1, message?.sub_title2, message?.sub_title3, message?.sub_title4]
    .map(text)
    .filter(Boolean);
  const options = getVisibleOptions(readRecords<ApprovedOptionRecord>(message?.options)).map(
    (row): ResultOptionRow => ({ label: text(row.label), amount: row.amount, note: row.note }),
  );
  const deliveryRequired = isFlagSet(store?.checkout_delivery_options_required);
  const portal = isPortalApplication({
    app_origin: application?.app_origin,
    activeWebSession: activeWebSession,
  });

  return (
    <ApprovedScreen
      locale={locale}
      breadcrumbs={breadcrumbs}
      name={text(message?.name)}
      title={text(message?.title)}
      subtitles={subtitles}
      options={options}
      hvac={isHvacStore(store)}
      phone={supportPhone}
      calculator={{
        // As typed; after the debounce the store may raise it to the minimum, and then shows what was used.
        leaseAmount: calc.leaseAmountText,
        onLeaseAmountChange: calculator.typeLeaseAmount,
        minimumCents,
        maximumCents: getMaxLeaseAmount(offers),
        offerKeys: getVisibleOfferKeys(offers),
        option: calc.option,
        onOptionChange: calculator.setOption,
        frequencies,
        frequency: calc.paymentFrequency,
        onFrequencyChange: calculator.setPaymentFrequency,
        ocp: isOcpSwitchVisible(store)
          ? {
              included: calc.ocpIncluded,
              onIncludedChange: calculator.setOcpIncluded,
              price: formatMoney(OCP_WEEKLY_PRICE_CENTS),
            }
          : null,
        amountError: calc.amountError ? formatMessage(calc.amountError, locale) : null,
        status: calc.status,
        quote: calc.quote,
        expressPay: isExpressCheckoutEligible(store, getCompanyState(store)),
      }}
      continueLabel={checkout ? formatMessage(getApprovedContinueLabel(store), locale) : null}
      onContinue={() => goTo(deliveryRequired ? 'checkout/delivery' : 'checkout/lease')}
      onReturn={() => void navigate('/checkpoint')}
      brandUrl={brandUrl}
      brandName={brandName}
      createContractUrl={
        portal
          ? getCreateContractUrl(config.createContractUrl, {
              storeId: store?.id,
              applicationId: application?.id,
            })
          : null
      }
      payroll={<PayrollRoutePanel locale={locale} application={application} result={result} />}
    />
  );
}
