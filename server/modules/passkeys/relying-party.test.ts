import { loadConfig } from '@server/config';
import { describe, expect, it } from 'vitest';
import { relyingParty } from './relying-party';

describe('the relying party passkeys are made for', () => {
  it("is PUBLIC_URL's host name and origin", () => {
    expect(relyingParty(loadConfig({ PUBLIC_URL: 'https://birthdays.example.org/' }))).toEqual({
      id: 'birthdays.example.org',
      origin: 'https://birthdays.example.org',
      name: 'Cakeday',
    });
    expect(relyingParty(loadConfig({ PUBLIC_URL: 'http://localhost:8080' }))).toMatchObject({
      id: 'localhost',
      origin: 'http://localhost:8080',
    });
  });

  it('is localhost on its port without PUBLIC_URL', () => {
    expect(relyingParty(loadConfig({ PORT: '3000' }))).toMatchObject({
      id: 'localhost',
      origin: 'http://localhost:3000',
    });
  });
});
