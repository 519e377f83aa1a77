/** Where a browser's push service accepts messages for one subscription. */
export type PushTarget = { endpoint: string; p256dh: string; auth: string };

/** What the service worker shows: a notification with this title and body, opening `url` on click. */
type PushMessage = { title: string; body: string; url: string; tag?: string };

export interface PushProvider {
  /** The VAPID public key browsers subscribe with. */
  readonly publicKey: string;
  /** 'gone' when the push service says the subscription expired (404/410); throws on other failures. */
  send(target: PushTarget, message: PushMessage): Promise<'sent' | 'gone'>;
}
