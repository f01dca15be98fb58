import * as React from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { HvacAnswer } from '@leasekit/core/apply';
import { useBrand } from '@leasekit/ui';
import { HvacQuestionsScreen, type HvacQuestionsScreenProps } from './hvac-questions';

const links = { privacyPolicy: '#privacy', terms: '#terms', serviceAgreement: '#service-agreement' };

function Stateful(
  props: Partial<HvacQuestionsScreenProps> & { initial?: HvacAnswer[]; locale: 'en' | 'es' },
) {
  const brand = useBrand();
  const [answers, setAnswers] = React.useState<HvacAnswer[]>(props.initial ?? [null, null, null, null]);
  return (
    <HvacQuestionsScreen
      links={links}
      supportPhone={brand.supportPhone}
      onContinue={() => {}}
      {...props}
      answers={answers}
      onAnswerChange={(index, answer) =>
        setAnswers((current) => current.map((value, i) => (i === index ? answer : value)))
      }
    />
  );
}

const meta = {
  title: 'Apply/Screens/HVAC questions',
  component: HvacQuestionsScreen,
  args: {
    locale: 'en',
    answers: [],
    onAnswerChange: () => {},
    onContinue: () => {},
    supportPhone: '',
    links,
  },
  render: (args, { globals }) => (
    <Stateful
      locale={globals.locale === 'es' ? 'es' : 'en'}
      initial={args.answers.length ? [...args.answers] : undefined}
      submitting={args.submitting ?? false}
    />
  ),
} satisfies Meta<typeof HvacQuestionsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing answered yet: Continue stays disabled (01 §5). */
export const Unanswered: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /continue|continuar/i })).toBeDisabled();
  },
};

/** All four YES: Continue enabled. */
export const AllYes: Story = { args: { answers: ['yes', 'yes', 'yes', 'yes'] } };

/** A NO answer: Continue shows 'You need to be able to answer YES to all questions!'. */
export const NotQualified: Story = {
  args: { answers: ['yes', 'no', 'yes', 'yes'] },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /continue|continuar/i }));
    const message =
      globals.locale === 'es'
        ? '¡Debe poder responder SÍ a todas las preguntas!'
        : 'You need to be able to answer YES to all questions!';
    await expect(await canvas.findAllByText(message)).toHaveLength(2);
  },
};

/** Saving. */
export const Submitting: Story = { args: { answers: ['yes', 'yes', 'yes', 'yes'], submitting: true } };

/** Spanish. */
export const Spanish: Story = { globals: { locale: 'es' } };
