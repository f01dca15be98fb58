import type { LinkPurpose, LinkTokenRecord } from '../db/repository';
import { sha256 } from '../domain/security';
import type { Context } from 'hono';
import { html } from 'hono/html';
import { page } from '../pages/layout';
import type { Deps } from './context';

/** Where a link token stands when its page is opened: usable, or why not. */
export type LinkStatus =
  | { state: 'open'; link: LinkTokenRecord }
  | { state: 'unknown' | 'used' | 'expired'; link?: LinkTokenRecord };

/**
 * Records a link token just sent to the shopper, valid `ttlMs` from now by the sandbox clock; it replaces
 * the earlier links of the same purpose and subject (only the newest SMS link works).
 */
export async function recordLink(
  deps: Deps,
  purpose: LinkPurpose,
  token: string,
  subjectId: number,
  ttlMs: number,
): Promise<void> {
  await deps.db.issueLinkToken(
    {
      token_hash: sha256(token),
      purpose,
      subject_id: subjectId,
      expires_at: deps.config.now().getTime() + ttlMs,
    },
    true,
  );
}

/** The state of a link token at the sandbox clock's now (for the page that tells the shopper). */
export async function linkStatus(deps: Deps, purpose: LinkPurpose, token: string): Promise<LinkStatus> {
  const link = await deps.db.getLinkToken(sha256(token), purpose);
  if (!link) return { state: 'unknown' };
  if (link.used_at !== null) return { state: 'used', link };
  if (link.expires_at <= deps.config.now().getTime()) return { state: 'expired', link };
  return { state: 'open', link };
}

/** What a link page says when its link cannot be used: one sentence for each closed state. */
export interface ClosedLinkTexts {
  expired: string;
  used: string;
  unknown: string;
}

/**
 * The page of a link that cannot be used (any more), in plain words, with no button: 410 for an expired
 * or used link, 404 for an unknown or replaced one.
 */
export function closedLinkPage(
  c: Context,
  state: Exclude<LinkStatus['state'], 'open'>,
  texts: ClosedLinkTexts,
) {
  if (state === 'expired')
    return c.html(
      page(
        'Link expired',
        html`<h1>This link has expired</h1>
          <p>${texts.expired}</p>`,
      ),
      410,
    );
  if (state === 'used')
    return c.html(
      page(
        'Link already used',
        html`<h1>This link was already used</h1>
          <p>${texts.used}</p>`,
      ),
      410,
    );
  return c.html(
    page(
      'Link not valid',
      html`<h1>Link not valid</h1>
        <p>${texts.unknown}</p>`,
    ),
    404,
  );
}
