import * as React from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { HvacAnswer } from '@leasekit/core/apply';
import { useBrand } from '@leasekit/ui';
import { HvacQuestionsScreen, type HvacQuestionsScreenProps } from './hvac-questions';

const links = { privacyPolicy: '#privacy', terms: '#terms', serviceAgreement: '#service-agreement' };

function Stateful({
  initial,
  submitted = false,
  ...props
}: Partial<HvacQuestionsScreenProps> & { initial?: HvacAnswer[]; submitted?: boolean; locale: 'en' | 'es' }) {
  const brand = useBrand();
  const [answers, setAnswers] = React.useState<HvacAnswer[]>(initial ?? [null, null, null, null]);
  const box = React.useRef<HTMLDivElement>(null);
  React.useEffect(() => {
    // Continue pressed before the story opens: the screen's own submit, so what follows shows from the
    // story's data, on a Docs page too.
    if (submitted) box.current?.querySelector('form')?.requestSubmit();
  }, [submitted]);
  return (
    <div ref={box} className="contents">
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
    </div>
  );
}

type StoryArgs = HvacQuestionsScreenProps & {
  /** Continue was pressed before the story opens (the answers' errors show); false by default. */
  submitted?: boolean;
};

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
      submitted={args.submitted ?? false}
    />
  ),
} satisfies Meta<StoryArgs>;

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

/**
 * A NO answer, then Continue: 'You need to be able to answer YES to all questions!' in the error summary
 * and at the question; pressing Continue again keeps it and goes nowhere.
 */
export const NotQualified: Story = {
  args: { answers: ['yes', 'no', 'yes', 'yes'], submitted: true },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const message =
      globals.locale === 'es'
        ? '¡Debe poder responder SÍ a todas las preguntas!'
        : 'You need to be able to answer YES to all questions!';
    await expect(await canvas.findAllByText(message)).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: /continue|continuar/i }));
    await expect(await canvas.findAllByText(message)).toHaveLength(2);
  },
};

/** Saving. */
export const Submitting: Story = { args: { answers: ['yes', 'yes', 'yes', 'yes'], submitting: true } };

/** Spanish. */
export const Spanish: Story = { globals: { locale: 'es' } };
