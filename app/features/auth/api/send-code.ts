import { api } from '@app/lib/api-client';
import type {
  SendCodeInput,
  SendCodeResult,
  SendEmailCodeInput,
  SendEmailCodeResult,
} from '@shared/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { solveBotCheck } from '../utils/bot-check';

export async function sendCode({ phone }: { phone: string }): Promise<SendCodeResult> {
  const altcha = await solveBotCheck();
  const body: SendCodeInput = altcha ? { phone, altcha } : { phone };
  return api<SendCodeResult>('/auth/send-code', { method: 'POST', body });
}

export async function sendEmailCode({ email }: { email: string }): Promise<SendEmailCodeResult> {
  const altcha = await solveBotCheck();
  const body: SendEmailCodeInput = altcha ? { email, altcha } : { email };
  return api<SendEmailCodeResult>('/auth/send-email-code', { method: 'POST', body });
}

export const useSendCode = () => useMutation({ mutationFn: sendCode });
export const useSendEmailCode = () => useMutation({ mutationFn: sendEmailCode });
