import { describe, expect, it, vi } from 'vitest';
import { createHvacQuestions } from './hvac-questions';

describe('spec 01 §5: the HVAC qualifying questions', () => {
  it('start unanswered with Continue disabled until every question has an answer', () => {
    const questions = createHvacQuestions({ onQualified: vi.fn() });
    expect(questions.getState()).toEqual({
      answers: [null, null, null, null],
      continueDisabled: true,
      qualified: false,
    });
    questions.setAnswer(0, 'yes');
    questions.setAnswer(1, 'no');
    questions.setAnswer(2, 'yes');
    expect(questions.getState().continueDisabled).toBe(true);
    questions.setAnswer(3, 'yes');
    expect(questions.getState()).toEqual({
      answers: ['yes', 'no', 'yes', 'yes'],
      continueDisabled: false,
      qualified: false,
    });
  });

  it('Continue moves on only with four YES answers', () => {
    const onQualified = vi.fn();
    const questions = createHvacQuestions({ onQualified });
    for (const index of [0, 1, 2, 3]) questions.setAnswer(index, 'yes');
    questions.setAnswer(2, 'no');
    expect(questions.submit()).toBe(false);
    expect(onQualified).not.toHaveBeenCalled();
    questions.setAnswer(2, 'yes');
    expect(questions.getState().qualified).toBe(true);
    expect(questions.submit()).toBe(true);
    expect(onQualified).toHaveBeenCalledTimes(1);
  });

  it('ignores answers to questions that do not exist', () => {
    const questions = createHvacQuestions({ onQualified: vi.fn() });
    const before = questions.getState();
    questions.setAnswer(4, 'yes');
    questions.setAnswer(-1, 'yes');
    questions.setAnswer(1.5, 'yes');
    expect(questions.getState()).toBe(before);
  });
});
