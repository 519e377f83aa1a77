import type { Config } from '@server/env';

/**
 * Who passkeys are made for: PUBLIC_URL's host name (its RP ID) and origin, so a passkey works only
 * on the address the app is served at. Without PUBLIC_URL that is http://localhost:PORT. An IP
 * address is no RP ID: browsers offer passkeys on a host name (or localhost) only.
 */
export function relyingParty({ publicUrl }: Pick<Config, 'publicUrl'>) {
  const url = new URL(publicUrl);
  return { id: url.hostname, origin: url.origin, name: 'Cakeday' };
}
