import { HVAC_QUESTION_COUNT, isHvacContinueDisabled, isHvacQualified, type HvacAnswer } from '../rules/hvac';
import { createStore, type ReadableStore } from '../stores/store';

/** State of {@link createHvacQuestions}. */
export interface HvacQuestionsState {
  /** The answers to the 4 questions, unanswered (null) at first. */
  answers: HvacAnswer[];
  /** Continue stays disabled until every question has an answer, YES or NO (01 §5, `isHvacContinueDisabled`). */
  continueDisabled: boolean;
  /** Whether all 4 answers are YES (01 §5, §9, `isHvacQualified`). */
  qualified: boolean;
}

/** Options of {@link createHvacQuestions}. */
export interface HvacQuestionsOptions {
  /** Called by `submit()` when all 4 answers are YES: the wizard moves on to the applicant info. */
  onQualified(): void;
}

/** The store made by {@link createHvacQuestions}. */
export interface HvacQuestions extends ReadableStore<HvacQuestionsState> {
  /** Answers one question (0 to 3); other indexes are ignored. */
  setAnswer(index: number, answer: HvacAnswer): void;
  /** Continue: moves on when all 4 answers are YES and returns whether it did. */
  submit(): boolean;
}

function stateOf(answers: HvacAnswer[]): HvacQuestionsState {
  return {
    answers,
    continueDisabled: isHvacContinueDisabled(answers),
    qualified: isHvacQualified(answers),
  };
}

/**
 * Creates the HVAC qualifying questions of the wizard (01 §5, 03 §2): the 4 answers, whether Continue is
 * enabled, and Continue, which moves on only with four YES answers (the screen shows `hvac.allYes`
 * otherwise).
 */
export function createHvacQuestions(options: HvacQuestionsOptions): HvacQuestions {
  const store = createStore<HvacQuestionsState>(
    stateOf(Array.from({ length: HVAC_QUESTION_COUNT }, () => null)),
  );
  return {
    getState: store.getState,
    subscribe: store.subscribe,
    mount: store.mount,
    dispose: store.dispose,
    setAnswer(index, answer) {
      if (!Number.isInteger(index) || index < 0 || index >= HVAC_QUESTION_COUNT) return;
      const answers = store.getState().answers.map((value, i) => (i === index ? answer : value));
      store.setState(stateOf(answers));
    },
    submit() {
      if (!store.getState().qualified) return false;
      options.onQualified();
      return true;
    },
  };
}
