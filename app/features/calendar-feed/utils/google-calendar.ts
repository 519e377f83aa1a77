import type { googleCalendarEvent } from '@shared/calendar-feed/birthday-event';
import { MSG } from '@shared/messages';

// The scripts the spec's calendar flow loads (§7): the Google API client and Google Identity Services.
const GAPI_SRC = 'https://apis.google.com/js/api.js';
const GIS_SRC = 'https://accounts.google.com/gsi/client';
const CALENDAR_DISCOVERY = 'https://www.googleapis.com/discovery/v1/apis/calendar/v3/rest';
// Adding events needs no more than this (the full 'calendar' scope could also read and delete).
const SCOPE = 'https://www.googleapis.com/auth/calendar.events';

type TokenResponse = { access_token?: string; error?: string };
type Gapi = {
  load: (name: string, callbacks: { callback: () => void; onerror: () => void }) => void;
  client: {
    init: (options: { discoveryDocs: string[] }) => Promise<void>;
    setToken: (token: { access_token: string }) => void;
    calendar: {
      events: { insert: (request: { calendarId: string; resource: unknown }) => Promise<unknown> };
    };
  };
};
type GoogleIdentity = {
  accounts: {
    oauth2: {
      initTokenClient: (config: {
        client_id: string;
        scope: string;
        callback: (response: TokenResponse) => void;
        error_callback: (error: { type?: string }) => void;
      }) => { requestAccessToken: () => void };
    };
  };
};
declare global {
  interface Window {
    gapi?: Gapi;
    google?: GoogleIdentity;
  }
}

/** A failure whose message is one of the spec's Calendar service texts. */
export class GoogleCalendarError extends Error {}

const loaded = new Map<string, Promise<void>>();

function loadScript(src: string, failure: string): Promise<void> {
  const existing = loaded.get(src);
  if (existing) return existing;
  const promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      loaded.delete(src);
      script.remove();
      reject(new GoogleCalendarError(failure));
    };
    document.head.append(script);
  });
  loaded.set(src, promise);
  return promise;
}

async function initClient(gapi: Gapi): Promise<void> {
  try {
    await new Promise<void>((callback, onerror) =>
      gapi.load('client', { callback, onerror: () => onerror() }),
    );
    await gapi.client.init({ discoveryDocs: [CALENDAR_DISCOVERY] });
  } catch {
    throw new GoogleCalendarError(MSG.failedInitGoogleCalendar);
  }
}

/** Asks the user (in Google's popup) for a token allowed to add events. */
function requestToken(google: GoogleIdentity, clientId: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const client = google.accounts.oauth2.initTokenClient({
      client_id: clientId,
      scope: SCOPE,
      callback: (response) => {
        if (response.access_token) return resolve(response.access_token);
        // An app still in Google's testing mode refuses anyone not listed as a test user.
        reject(
          new GoogleCalendarError(
            response.error === 'access_denied' ? MSG.googleTestUser : MSG.failedAddToCalendar,
          ),
        );
      },
      error_callback: () => reject(new GoogleCalendarError(MSG.failedAddToCalendar)),
    });
    client.requestAccessToken();
  });
}

/**
 * The spec's calendar flow (§7): load Google's scripts, get a token with the calendar scope, insert
 * the event into the primary calendar. Every failure is a GoogleCalendarError with a spec text.
 */
export async function addToGoogleCalendar(clientId: string, event: ReturnType<typeof googleCalendarEvent>) {
  await loadScript(GAPI_SRC, MSG.failedLoadGoogleApi);
  await loadScript(GIS_SRC, MSG.failedLoadGoogleIdentity);
  const { gapi, google } = window;
  if (!gapi) throw new GoogleCalendarError(MSG.failedLoadGoogleApi);
  if (!google?.accounts?.oauth2) throw new GoogleCalendarError(MSG.failedLoadGoogleIdentity);
  await initClient(gapi);
  const accessToken = await requestToken(google, clientId);
  try {
    gapi.client.setToken({ access_token: accessToken });
    await gapi.client.calendar.events.insert({ calendarId: 'primary', resource: event });
  } catch {
    throw new GoogleCalendarError(MSG.failedAddToCalendar);
  }
}
