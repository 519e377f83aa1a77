import { LOCALE_IDS } from '@shared/i18n/locales';
import { channelName } from '@shared/reminder-channels';
import { describe, expect, it } from 'vitest';
import { DEFINITIONS } from './index';

describe('the channels’ names in a sentence', () => {
  it('are given in every language of the screens, for each channel that has them', () => {
    for (const { names } of DEFINITIONS)
      if (names) expect(Object.keys(names).sort()).toEqual([...LOCALE_IDS].sort());
  });

  it('read as each language names the channel', () => {
    expect(channelName('email', 'en')).toBe('Email');
    expect(channelName('email', 'zh-CN')).toBe('电子邮件');
    expect(channelName('email', 'ko')).toBe('이메일');
    expect(channelName('telegram', 'fa')).toBe('تلگرام');
    expect(channelName('webhook', 'fa')).toBe('وب\u200cهوک');
  });
});
