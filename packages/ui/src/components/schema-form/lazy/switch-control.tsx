import { Switch, type SwitchProps } from '../../switch/switch';

/**
 * The switch of a `switch` field (or a `checkbox` with `switch: true`), loaded on demand: Radix Switch
 * is not in a form page that has no switch.
 */
export function SwitchControl(props: SwitchProps) {
  return <Switch {...props} />;
}
