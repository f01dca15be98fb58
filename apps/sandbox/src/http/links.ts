import type { LinkPurpose, LinkTokenRecord } from '../db/repository';
import { sha256 } from '../domain/security';
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
