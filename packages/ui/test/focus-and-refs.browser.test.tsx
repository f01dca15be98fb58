import * as React from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { Button } from '../src/components/button/button';
import { Checkbox } from '../src/components/checkbox/checkbox';
import { Field } from '../src/components/field/field';
import { Input } from '../src/components/input/input';
import { Modal, ModalClose } from '../src/components/modal/modal';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '../src/components/select/select';
import { ThemeProvider, breezeBrand } from '../src/components/theme-provider';
import '../../../.storybook/storybook.css';

/*
 * What differs between React 18.3 and 19 (refs as props versus forwardRef, focus handling in Radix's
 * portals) held to one behaviour: the project ui-react18 (vitest.config.ts) runs this file on React 18.3,
 * ui-forced-colors on the repo's React 19.
 */

afterEach(cleanup);

function Page({ onRefs }: { onRefs: (reached: string[]) => void }) {
  const input = React.useRef<HTMLInputElement>(null);
  const checkbox = React.useRef<HTMLInputElement>(null);
  const button = React.useRef<HTMLButtonElement>(null);
  const trigger = React.useRef<HTMLButtonElement>(null);
  React.useEffect(() => {
    const refs = { input, checkbox, button, trigger };
    onRefs(
      Object.entries(refs)
        .filter(([, ref]) => ref.current instanceof HTMLElement)
        .map(([name]) => name),
    );
  }, [onRefs]);
  return (
    <ThemeProvider brand={breezeBrand}>
      <Select defaultValue="en">
        <SelectTrigger ref={trigger} aria-label="Language">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value="en">English</SelectItem>
          <SelectItem value="es">Español</SelectItem>
        </SelectContent>
      </Select>
      <Field label="Last Name">
        <Input ref={input} autoComplete="family-name" />
      </Field>
      <label>
        <Checkbox ref={checkbox} /> I agree to the terms
      </label>
      <Button ref={button} type="submit">
        Continue
      </Button>
      <Modal
        trigger={<Button variant="outline">About Breeze Lease</Button>}
        title="About Breeze Lease"
        footer={
          <ModalClose asChild>
            <Button>Done</Button>
          </ModalClose>
        }
      >
        <p>Lease-to-own with Breeze: pay over time, own it at the end.</p>
      </Modal>
    </ThemeProvider>
  );
}

describe('refs and focus on every supported React', () => {
  it("every ref an app gives a control reaches that control's element", () => {
    let reached: string[] = [];
    render(<Page onRefs={(names) => (reached = names)} />);
    expect(reached).toEqual(['input', 'checkbox', 'button', 'trigger']);
  });

  it('closing the Modal with Escape returns focus to the button that opened it', async () => {
    render(<Page onRefs={() => {}} />);
    const opener = screen.getByRole('button', { name: 'About Breeze Lease' });
    await userEvent.click(opener);
    await expect.element(screen.getByRole('dialog', { name: 'About Breeze Lease' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.poll(() => screen.queryByRole('dialog')).toBeNull();
    await expect.element(opener).toHaveFocus();
  });

  it('closing the Modal with its Done button returns focus to the button that opened it', async () => {
    render(<Page onRefs={() => {}} />);
    const opener = screen.getByRole('button', { name: 'About Breeze Lease' });
    await userEvent.click(opener);
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    await expect.poll(() => screen.queryByRole('dialog')).toBeNull();
    await expect.element(opener).toHaveFocus();
  });

  it('the Select opens from its trigger, takes a choice and shows it', async () => {
    render(<Page onRefs={() => {}} />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Language' }));
    await userEvent.click(screen.getByRole('option', { name: 'Español' }));
    await expect.poll(() => screen.getByRole('combobox', { name: 'Language' }).textContent).toBe('Español');
  });
});
