import * as React from 'react';
import { isMessageCode, loadMessages, type MessageCode, type MessagePart } from '@leasekit/core';

/**
 * Whether the English texts of a catalogue part are in, loading the part when they are not: a component
 * that shows a part's texts (the recurrence editor, the file upload) renders them once this is true, so a page that did
 * not load the part (a team's own screen) still shows text rather than codes. `probe` is one of the
 * part's codes: it is known at once when the part was loaded, or the whole catalogue registered
 * (tests, Storybook); an override of its text does not count, as the part's other texts may be
 * missing. A part that cannot be fetched (offline) answers true too: `t` then shows the codes, which is
 * visible, never a blank control.
 */
export function useMessagePart(part: MessagePart, probe: MessageCode): boolean {
  const [ready, setReady] = React.useState(() => isMessageCode(probe));
  React.useEffect(() => {
    if (ready) return;
    let live = true;
    const done = () => {
      if (live) setReady(true);
    };
    loadMessages([part]).then(done, done);
    return () => {
      live = false;
    };
  }, [part, ready]);
  return ready;
}
