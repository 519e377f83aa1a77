import type { CDPSession, Page } from '@playwright/test';
import { startAppProcess } from '@test-support/app-process';
import { E2E_PORT } from '@test-support/env';
import { expectAccessibleEverywhere } from '../fixtures/axe';
import { expect, signIn, test } from '../fixtures/test';

/** Every text the run's fake Twilio took for this phone (codes and anything else). */
async function textsTo(e164: string) {
  const res = await fetch(`${process.env.FAKE_TWILIO_URL}/_messages?to=${encodeURIComponent(e164)}`);
  return ((await res.json()) as Array<{ body: string }>).map((m) => m.body);
}

/** Chromium's virtual authenticator (DevTools' WebAuthn domain): a platform one with a fingerprint. */
async function addVirtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
  return { cdp, authenticatorId };
}

const storedPasskeys = async (cdp: CDPSession, authenticatorId: string) =>
  (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials;

async function openSignInMethods(page: Page) {
  await page.getByRole('link', { name: 'Settings' }).click();
  await page.getByRole('button', { name: 'Sign-in methods' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign-in methods' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function signOut(page: Page) {
  await page.getByRole('link', { name: 'Settings' }).click();
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByRole('heading', { name: 'Never Miss a Birthday Again' })).toBeVisible();
}

const today = () => new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }).format(new Date());

// Passkeys belong to a host name: browsers take no IP address as a relying party, and the run's app
// answers at 127.0.0.1. This test runs an app of its own at localhost, texting through the run's
// fake Twilio, where the texts a phone got are read.
test('a passkey added in Settings signs in without a text, and no longer once removed', async ({
  browser,
  phone,
}, testInfo) => {
  const port = E2E_PORT + 200 + testInfo.workerIndex;
  const origin = `http://localhost:${port}`;
  const app = await startAppProcess({
    port,
    env: { PUBLIC_URL: origin, TWILIO_API_BASE: process.env.FAKE_TWILIO_URL! },
  });
  const context = await browser.newContext({
    baseURL: origin,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('request', (req) => {
      if (req.resourceType() === 'script') scripts.push(new URL(req.url()).pathname);
    });
    const { cdp, authenticatorId } = await addVirtualAuthenticator(page);
    const webauthnLoaded = () => scripts.some((s) => s.startsWith('/assets/webauthn-'));

    // The landing page does not download the passkey library.
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Get Started Free' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(webauthnLoaded()).toBe(false);

    await signIn(page, phone.national);
    let dialog = await openSignInMethods(page);
    await expect(dialog.getByText('No passkeys yet.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Add a passkey' }).click();
    const passkeys = dialog.getByRole('list', { name: 'Your passkeys' });
    await expect(passkeys.getByRole('listitem')).toHaveText([`Chrome on LinuxAdded ${today()} · Never used`]);
    expect(await storedPasskeys(cdp, authenticatorId)).toMatchObject([{ isResidentCredential: true }]);
    await expectAccessibleEverywhere(page, 'sign-in-methods');

    // Renamed in place, from the keyboard.
    await dialog.getByRole('button', { name: 'Rename Chrome on Linux' }).click();
    const name = dialog.getByRole('textbox', { name: 'Passkey name' });
    await expect(name).toBeFocused();
    await name.fill('My phone');
    await name.press('Enter');
    await expect(passkeys.getByRole('listitem')).toHaveText([`My phoneAdded ${today()} · Never used`]);
    await page.keyboard.press('Escape');
    await signOut(page);

    // Signing in with it, no phone typed and no text sent: first from the phone field's autofill,
    // which Chromium's virtual authenticator answers at once, as a user picking the suggestion would.
    const textsBefore = await textsTo(phone.e164);
    const passkeySignIn = () => page.waitForResponse((r) => r.url().endsWith('/api/passkeys/sign-in'));
    let answered = passkeySignIn();
    // No button pressed: the sign-in comes from the phone field's passkey suggestion (its
    // autocomplete 'tel-national webauthn' is phone-input.test.tsx's), and may close the dialog at once.
    await page.getByRole('button', { name: 'Sign In' }).click();
    expect((await answered).status()).toBe(200);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    expect(webauthnLoaded()).toBe(true);
    await signOut(page);

    // Then with the button, in a browser that offers no passkeys in autofill.
    await page.addInitScript(() => {
      PublicKeyCredential.isConditionalMediationAvailable = async () => false;
    });
    await page.reload();
    await page.getByRole('button', { name: 'Sign In' }).click();
    answered = passkeySignIn();
    await page.getByRole('dialog').getByRole('button', { name: 'Sign in with a passkey' }).click();
    expect((await answered).status()).toBe(200);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByText('Welcome to Cakeday!')).toBeVisible();
    expect(await textsTo(phone.e164)).toEqual(textsBefore);

    // Its last use shows; then it is removed.
    dialog = await openSignInMethods(page);
    await expect(passkeys.getByRole('listitem')).toHaveText([
      `My phoneAdded ${today()} · Last used ${today()}`,
    ]);
    await dialog.getByRole('button', { name: 'Remove My phone' }).click();
    // The passkey's own confirmation: the phone's row above has a Remove of its own.
    await passkeys.getByRole('button', { name: 'Remove', exact: true }).click();
    await expect(dialog.getByText('No passkeys yet.')).toBeVisible();
    await page.keyboard.press('Escape');
    await signOut(page);

    // The device still holds it, but Cakeday no longer knows it.
    expect(await storedPasskeys(cdp, authenticatorId)).toHaveLength(1);
    await page.getByRole('button', { name: 'Sign In' }).click();
    answered = passkeySignIn();
    await page.getByRole('dialog').getByRole('button', { name: 'Sign in with a passkey' }).click();
    expect((await answered).status()).toBe(400);
    await expect(page.getByRole('dialog').getByRole('alert')).toHaveText(
      'This passkey is not registered here. Sign in another way and add it again.',
    );
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    expect(await textsTo(phone.e164)).toEqual(textsBefore);
  } finally {
    await context.close();
    await app.stop();
  }
});
