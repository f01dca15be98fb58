import { FILL_SCENARIOS, t, type Locale } from '@leasekit/core';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@leasekit/ui';
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
 * option-a-b, denied-wo-score, denied-w-score. Shown outside production only.
 */
export function FillMenu({ locale, onFill, filling = null }: FillMenuProps) {
  return (
    <div className="flex items-center gap-2" data-slot="fill-menu">
      <Select value="" onValueChange={onFill} disabled={Boolean(filling)}>
        <SelectTrigger
          aria-label={t('app.fill.label', undefined, locale)}
          className={FILL_MENU_SIZE}
          data-state={filling ? 'loading' : 'idle'}
        >
          <SelectValue placeholder={t('app.fill.label', undefined, locale)} />
        </SelectTrigger>
        <SelectContent>
          {FILL_SCENARIOS.map((scenario) => (
            <SelectItem key={scenario} value={scenario}>
              {scenario}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
