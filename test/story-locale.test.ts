// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { getSpanishFor, localizeStoryArgs, storyLocaleMismatch } from '../.storybook/story-locale';

function show(html: string): HTMLElement {
  document.body.innerHTML = html;
  return document.body;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('a Spanish story reads Spanish wherever the catalogue has it', () => {
  it('fails a story that shows an English catalogue text Spanish words differently', () => {
    const root = show(`<button>I agree, let's sign the contract!</button>`);
    expect(storyLocaleMismatch('Ready', root)).toBe(
      `'Ready' in Spanish shows English that has a Spanish text: 'I agree, let's sign the contract!' (checkout.agreeAndSign)`,
    );
  });

  it('recognises a catalogue text with its placeholders filled in', () => {
    const root = show('<p>The Cell value must be a phone number.</p>');
    expect(storyLocaleMismatch('Validation errors', root)).toContain('(validation.phone)');
  });

  it('recognises the English of the sandbox’s form schemas and decisions', () => {
    expect(getSpanishFor('Applicant Address')?.source).toBe('the sandbox form schema');
    expect(getSpanishFor('Congratulations Robin!')).toEqual({
      source: 'the sandbox decision',
      spanish: '¡Felicidades, Robin!',
    });
  });

  it('passes a story in Spanish, and the names, values and short labels that read the same', () => {
    const root = show(
      '<h1>¡Acepto, firmemos el contrato!</h1><p>Main Street</p><label>Email</label><p>100 Main Street, Columbus</p>',
    );
    expect(storyLocaleMismatch('Spanish', root)).toBeNull();
  });

  it('reads a text split over several elements as one', () => {
    const root = show('<p>Affordability check <strong>initiated!</strong></p>');
    expect(storyLocaleMismatch('Initiated', root)).toContain('(payroll.initiated)');
  });

  it('checks accessible names and placeholders as well as text', () => {
    const root = show('<input aria-label="Affordability check initiated!" />');
    expect(storyLocaleMismatch('Field', root)).toContain('(payroll.initiated)');
  });
});

describe("a story's English data in Spanish at render time", () => {
  it('gives each catalogue text its Spanish, placeholders keeping their words, deep in plain data', () => {
    const args = {
      title: 'Congratulations Robin!',
      removal: { message: 'Affordability check initiated!' },
      errors: ['The Cell value must be a phone number.'],
      name: 'Main Street',
    };
    expect(localizeStoryArgs(args)).toEqual({
      title: '¡Felicidades, Robin!',
      removal: { message: '¡Verificación de capacidad de pago iniciada!' },
      errors: ['El valor de Cell debe ser un número de teléfono.'],
      name: 'Main Street',
    });
  });

  it('returns the same objects on every render, so a story memoising on its args keeps its state', () => {
    const args = { schema: { title: 'Banking Details', children: [] }, untouched: { name: 'Main Street' } };
    const first = localizeStoryArgs(args);
    expect(localizeStoryArgs(args)).toBe(first);
    expect(first.untouched).toBe(args.untouched);
  });

  it('leaves functions and class instances as they are', () => {
    const onContinue = () => {};
    const date = new Date(0);
    const args = { onContinue, date, label: 'Affordability check initiated!' };
    const localized = localizeStoryArgs(args);
    expect(localized.onContinue).toBe(onContinue);
    expect(localized.date).toBe(date);
  });
});
