/** One email: plain text and its HTML twin, with our own Message-ID and headers where given. */
export type OutgoingEmail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** '<id@host>': the same for every attempt at one delivery, so a resend is recognisably one message. */
  messageId?: string;
  headers?: Record<string, string>;
};

export interface EmailProvider {
  /** False when the operator set no SMTP_URL: the channel is not offered. */
  readonly available: boolean;
  /** The host our Message-IDs end in (PUBLIC_URL's). */
  readonly messageIdHost: string;
  /** Hands the email to the SMTP server or throws an AppError saying why not in our words. */
  send(email: OutgoingEmail): Promise<void>;
}
