import * as React from 'react';
import { Button } from '@leasekit/ui/button';
import { Checkbox } from '@leasekit/ui/checkbox';
import { Field } from '@leasekit/ui/field';
import { Input } from '@leasekit/ui/input';
import { Modal, ModalClose } from '@leasekit/ui/modal';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@leasekit/ui/select';
import { BrandLogo, ThemeProvider, breezeBrand } from '@leasekit/ui/theme-provider';

/**
 * A Breeze-branded page on React 18.3: a Modal opened from a Button (Radix hands the trigger its ref
 * through `asChild`, which is how focus finds its way back on close) and controls given refs by the
 * app. `<body data-refs>` lists the refs that reached a DOM element, for the browser test.
 */
export function App() {
  const input = React.useRef<HTMLInputElement>(null);
  const checkbox = React.useRef<HTMLInputElement>(null);
  const button = React.useRef<HTMLButtonElement>(null);
  const trigger = React.useRef<HTMLButtonElement>(null);
  React.useEffect(() => {
    const refs = { input, checkbox, button, trigger };
    document.body.dataset.refs = Object.entries(refs)
      .filter(([, ref]) => ref.current instanceof HTMLElement)
      .map(([name]) => name)
      .join(',');
    document.body.dataset.reactVersion = React.version;
  }, []);
  return (
    <ThemeProvider brand={breezeBrand}>
      <header className="flex items-center justify-between gap-4 p-4">
        <BrandLogo />
        <Select defaultValue="en">
          <SelectTrigger ref={trigger} aria-label="Language">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="en">English</SelectItem>
            <SelectItem value="es">Español</SelectItem>
          </SelectContent>
        </Select>
      </header>
      <main className="flex flex-col gap-4 p-4">
        <h1 className="font-heading text-2xl">Lease it today with Breeze</h1>
        <Field label="Last Name">
          <Input ref={input} autoComplete="family-name" />
        </Field>
        <label className="flex items-center gap-2">
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
      </main>
    </ThemeProvider>
  );
}
