import { LOCALE_IDS } from '@shared/i18n/locales';
import { z } from 'zod';

// Apart from shared/i18n/locales.ts, which every page loads: zod stays out of the landing page.
export const locale = z.enum(LOCALE_IDS);
export const localeInput = z.object({ locale });
