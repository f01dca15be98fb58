import { clearHvacOwnership, getApplySteps, getBestOption, getMonthlyIncome } from '@leasekit/core/apply';
import { getCardRuleError, getProcessOutcome } from '@leasekit/core/checkout';
import { isFieldRequired, normalizeRule } from '@leasekit/core/form';
import { toRRuleString } from '@leasekit/core/recurrence';

export const metadata = { title: 'The feature rules from their entries' };

/**
 * Every feature rule the core's README lists, each imported from its own entry of the packed package and
 * run on the server by `next build`; scripts/html-test.mjs reads each answer from the prerendered HTML.
 */
const answers: [string, unknown][] = [
  [
    'validation rules',
    [normalizeRule('max:14'), isFieldRequired(['required_if:has_co,yes'], { has_co: 'yes' })],
  ],
  ['income maths', getMonthlyIncome(100000, 'weekly')],
  ['offer selection', getBestOption({ A: '1500.00', B: '2000.00' })],
  ['card rules', getCardRuleError({ funding: 'prepaid', country: 'US' }, { credit: true, debit: true })],
  ['checkout routing', getProcessOutcome({ may_continue: false })],
  [
    'HVAC clearing',
    clearHvacOwnership({ home_type: 'manufactured-on-leased-land', ownership_type: 'rent' }).ownership_type,
  ],
  [
    'recurrence',
    toRRuleString({
      preset: 'daily',
      dtstart: new Date(Date.UTC(2026, 0, 30, 10)),
      end: { mode: 'count', count: 3 },
    }),
  ],
  ['step order', getApplySteps({ applyFormVersion: 2 })],
];

export default function RulesPage() {
  return (
    <main>
      <dl>
        {answers.map(([rule, answer]) => (
          <div key={rule}>
            <dt>{rule}</dt>
            <dd data-rule={rule}>{JSON.stringify(answer)}</dd>
          </div>
        ))}
      </dl>
    </main>
  );
}
