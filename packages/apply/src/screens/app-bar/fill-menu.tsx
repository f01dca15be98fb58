import { t, type Locale } from '@leasekit/core';
import { FILL_SCENARIOS } from '@leasekit/core/testing';
import { NativeSelect, NativeSelectOption } from '@leasekit/ui';
import { FILL_MENU_SIZE } from './fill-menu-size';

/** Props of {@link FillMenu}. */
export interface FillMenuProps {
  locale: Locale;
  /** Called with the scenario picked. */
  onFill: (scenario: string) => void;
  /** The scenario being fetched (the menu is disabled meanwhile); none by default. */
  filling?: string | null;
}

/**
 * The Fill dropdown of test scenarios (01 §2, §6, §7): option-a, option-a-hvac, option-b, option-c,
 * option-a-b, denied-wo-score, denied-w-score. Shown outside production only. A native select that
 * always reads 'Fill': picking a scenario fills the forms and leaves the menu ready for the next one.
 */
export function FillMenu({ locale, onFill, filling = null }: FillMenuProps) {
  const label = t('app.fill.label', undefined, locale);
  return (
    <div className="flex items-center gap-2" data-slot="fill-menu">
      <NativeSelect
        aria-label={label}
        className={FILL_MENU_SIZE}
        value=""
        placeholder={label}
        disabled={Boolean(filling)}
        data-state={filling ? 'loading' : 'idle'}
        onChange={(event) => {
          if (event.target.value) onFill(event.target.value);
        }}
      >
        {FILL_SCENARIOS.map((scenario) => (
          <NativeSelectOption key={scenario} value={scenario}>
            {scenario}
          </NativeSelectOption>
        ))}
      </NativeSelect>
    </div>
  );
}
