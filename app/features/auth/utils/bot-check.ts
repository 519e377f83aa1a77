import { ApiError, api } from '@app/lib/api-client';
import { MSG } from '@shared/messages';
import { pbkdf2, solveChallenge } from 'altcha/lib';

type Challenge = Parameters<typeof solveChallenge>[0]['challenge'];

/**
 * The invisible bot check: fetch an ALTCHA proof-of-work challenge and solve it here, with no
 * third party. Returns the payload to send along, or null when the server has the check off.
 */
export async function solveBotCheck(): Promise<string | null> {
  const challenge = await api<Challenge | { disabled: true }>('/auth/bot-challenge');
  if ('disabled' in challenge) return null;
  const solution = await solveChallenge({ challenge, deriveKey: pbkdf2.deriveKey, timeout: 30_000 });
  if (!solution) throw new ApiError(MSG.botCheckFailed, 'bot_check_failed', 0);
  return btoa(JSON.stringify({ challenge, solution }));
}
