import { slotsOf } from './sources';

/**
 * A component's anatomy: the part names it marks with `data-slot` (to style or find a part), read from
 * its source at build time.
 */
export function Anatomy({ folder }: { folder: string }) {
  const slots = slotsOf(folder);
  if (slots.length === 0) return <p>This component renders no part of its own (it composes others).</p>;
  return (
    <ul>
      {slots.map((slot) => (
        <li key={slot}>
          <code>[data-slot=&quot;{slot}&quot;]</code>
        </li>
      ))}
    </ul>
  );
}
