import { timingSafeEqual } from 'node:crypto';
import { ANDON_LINK_TTL_HOURS } from '@takt/contracts';
import { invalid } from '../../platform/errors.js';

/** The web page that accepts a call through a link (built by the call screens). */
export const ANDON_ACCEPT_PATH = '/andon-accept';

/** What an accept link's token names: the enterprise, the call, the recipient, and when it expires. */
export interface AndonLinkClaim {
  tenantId: string;
  callId: string;
  userId: string;
  /** Seconds since the epoch. */
  expires: number;
}

const CLAIM = /^(\d+)\.(\d+)\.(\d+)\.(\d+)$/;

/**
 * Accept links of escalation messages: `<claim>.<signature>`, the signature a keyed digest of the
 * claim under the server's signing key, so any process of the installation checks it and nobody
 * can forge one for another call or person.
 */
export class AndonLinks {
  constructor(
    private readonly sign: (data: string) => string,
    /** The web app's address for absolute links; relative links without it. */
    private readonly publicUrl: string | undefined,
  ) {}

  token(claim: Omit<AndonLinkClaim, 'expires'>, now: Date): string {
    const expires = Math.floor(now.getTime() / 1000) + ANDON_LINK_TTL_HOURS * 3600;
    const body = `${claim.tenantId}.${claim.callId}.${claim.userId}.${expires}`;
    return `${body}.${this.signature(body)}`;
  }

  url(token: string): string {
    const base = this.publicUrl?.replace(/\/+$/, '') ?? '';
    return `${base}${ANDON_ACCEPT_PATH}?token=${encodeURIComponent(token)}`;
  }

  /** The token's claim; refused (400) when it is not one of ours or has expired. */
  verify(token: string, now: Date): AndonLinkClaim {
    const cut = token.lastIndexOf('.');
    const body = token.slice(0, cut);
    const match = cut > 0 ? CLAIM.exec(body) : null;
    const expected = Buffer.from(this.signature(body));
    const given = Buffer.from(token.slice(cut + 1));
    if (!match || expected.length !== given.length || !timingSafeEqual(expected, given))
      throw invalid('andon.linkInvalid');
    const claim = { tenantId: match[1]!, callId: match[2]!, userId: match[3]!, expires: Number(match[4]) };
    if (claim.expires * 1000 < now.getTime()) throw invalid('andon.linkExpired');
    return claim;
  }

  private signature(body: string): string {
    return this.sign(`andon-link:${body}`);
  }
}
