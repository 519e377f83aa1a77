import { Modal } from '@app/components/modal';
import { QueryStates } from '@app/components/query-states';
import { RadioChips } from '@app/components/radio-chips';
import { languageNameIn, toneNameIn } from '@app/i18n/shared-words';
import { toast } from '@app/lib/toast';
import { MSG } from '@shared/messages';
import { LANGUAGE_NAMES, LANGUAGES, type MessageSettings, TONES } from '@shared/schemas/ai';
import { useState } from 'react';
import { type IntlShape, useIntl } from 'react-intl';
import { useMessageSettings } from '../api/get-message-settings';
import { useSaveMessageSettings } from '../api/save-message-settings';

function toneHintIn(intl: IntlShape, tone: MessageSettings['tone']): string {
  switch (tone) {
    case 'friendly':
      return intl.formatMessage({
        id: 'messageSettings.toneHint.friendly',
        defaultMessage: 'Warm and casual',
      });
    case 'formal':
      return intl.formatMessage({
        id: 'messageSettings.toneHint.formal',
        defaultMessage: 'Polite and respectful',
      });
    case 'funny':
      return intl.formatMessage({
        id: 'messageSettings.toneHint.funny',
        defaultMessage: 'Light-hearted with a joke',
      });
    case 'poetic':
      return intl.formatMessage({
        id: 'messageSettings.toneHint.poetic',
        defaultMessage: 'Lyrical and heartfelt',
      });
  }
}

type Props = { open: boolean; onOpenChange: (open: boolean) => void };

/** 'Message Settings': the tone and language of generated wishes, saved for the user. */
export function MessageSettingsModal({ open, onOpenChange }: Props) {
  const intl = useIntl();
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={intl.formatMessage({ id: 'messageSettings.title', defaultMessage: 'Message Settings' })}
      description={intl.formatMessage({
        id: 'messageSettings.description',
        defaultMessage: 'Choose how your birthday wishes sound.',
      })}
    >
      {open ? <MessageSettingsForm onClose={() => onOpenChange(false)} /> : null}
    </Modal>
  );
}

function MessageSettingsForm({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  return (
    <QueryStates
      query={useMessageSettings()}
      loadingLabel={intl.formatMessage({
        id: 'messageSettings.loading',
        defaultMessage: 'Loading message settings',
      })}
      skeleton={{ rows: 1, height: 'h-64' }}
      failed={intl.formatMessage({
        id: 'messageSettings.loadFailed',
        defaultMessage: "Couldn't load your message settings.",
      })}
    >
      {(settings) => <SettingsChoices saved={settings} onClose={onClose} />}
    </QueryStates>
  );
}

function SettingsChoices({ saved, onClose }: { saved: MessageSettings; onClose: () => void }) {
  const intl = useIntl();
  const [choice, setChoice] = useState(saved);
  const save = useSaveMessageSettings();
  const changed = choice.tone !== saved.tone || choice.language !== saved.language;

  async function onSave() {
    try {
      const result = await save.mutateAsync(choice);
      toast.success(MSG.messageSettingsUpdated(result.tone, LANGUAGE_NAMES[result.language]));
      onClose();
    } catch {
      toast.error(MSG.failedMessageSettings);
    }
  }

  const toneLabel = intl.formatMessage({ id: 'messageSettings.toneLabel', defaultMessage: 'Tone' });
  const languageLabel = intl.formatMessage({
    id: 'messageSettings.languageLabel',
    defaultMessage: 'Language',
  });
  return (
    <div className="space-y-5">
      <fieldset>
        <legend className="field-label">{toneLabel}</legend>
        <div role="radiogroup" aria-label={toneLabel} className="mt-2 space-y-2">
          <RadioChips
            look="card"
            name="tone"
            options={TONES}
            value={choice.tone}
            onChange={(tone) => setChoice({ ...choice, tone })}
            label={(tone) => (
              <span>
                <span className="block font-semibold text-ink">{toneNameIn(intl, tone)}</span>
                <span className="block text-sm text-ink-3">{toneHintIn(intl, tone)}</span>
              </span>
            )}
          />
        </div>
      </fieldset>
      <fieldset>
        <legend className="field-label">{languageLabel}</legend>
        <div
          role="radiogroup"
          aria-label={languageLabel}
          className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3"
        >
          <RadioChips
            look="card"
            name="language"
            options={LANGUAGES}
            value={choice.language}
            onChange={(language) => setChoice({ ...choice, language })}
            label={(language) => (
              <span>
                <span className="font-medium text-ink">{languageNameIn(intl, language)}</span>
              </span>
            )}
          />
        </div>
      </fieldset>
      <div className="flex gap-2">
        <button type="button" className="btn-secondary flex-1" onClick={onClose}>
          {intl.formatMessage({ id: 'messageSettings.cancel', defaultMessage: 'Cancel' })}
        </button>
        <button
          type="button"
          className="btn-primary flex-1"
          disabled={!changed || save.isPending}
          onClick={onSave}
        >
          {save.isPending
            ? intl.formatMessage({ id: 'messageSettings.saving', defaultMessage: 'Saving...' })
            : intl.formatMessage({ id: 'messageSettings.save', defaultMessage: 'Save Settings' })}
        </button>
      </div>
    </div>
  );
}
