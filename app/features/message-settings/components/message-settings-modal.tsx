import { Modal } from '@app/components/modal';
import { QueryStates } from '@app/components/query-states';
import { RadioChips } from '@app/components/radio-chips';
import { toast } from '@app/lib/toast';
import { MSG } from '@shared/messages';
import { LANGUAGE_NAMES, LANGUAGES, type MessageSettings, TONES } from '@shared/schemas/ai';
import { capitalize } from '@shared/text';
import { useState } from 'react';
import { useMessageSettings } from '../api/get-message-settings';
import { useSaveMessageSettings } from '../api/save-message-settings';

const TONE_HINTS: Record<MessageSettings['tone'], string> = {
  friendly: 'Warm and casual',
  formal: 'Polite and respectful',
  funny: 'Light-hearted with a joke',
  poetic: 'Lyrical and heartfelt',
};

type Props = { open: boolean; onOpenChange: (open: boolean) => void };

/** 'Message Settings': the tone and language of generated wishes, saved for the user. */
export function MessageSettingsModal({ open, onOpenChange }: Props) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Message Settings"
      description="Choose how your birthday wishes sound."
    >
      {open ? <MessageSettingsForm onClose={() => onOpenChange(false)} /> : null}
    </Modal>
  );
}

function MessageSettingsForm({ onClose }: { onClose: () => void }) {
  return (
    <QueryStates
      query={useMessageSettings()}
      loadingLabel="Loading message settings"
      skeleton={{ rows: 1, height: 'h-64' }}
      failed="Couldn't load your message settings."
    >
      {(settings) => <SettingsChoices saved={settings} onClose={onClose} />}
    </QueryStates>
  );
}

function SettingsChoices({ saved, onClose }: { saved: MessageSettings; onClose: () => void }) {
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

  return (
    <div className="space-y-5">
      <fieldset>
        <legend className="field-label">Tone</legend>
        <div role="radiogroup" aria-label="Tone" className="mt-2 space-y-2">
          <RadioChips
            look="card"
            name="tone"
            options={TONES}
            value={choice.tone}
            onChange={(tone) => setChoice({ ...choice, tone })}
            label={(tone) => (
              <span>
                <span className="block font-semibold text-ink">{capitalize(tone)}</span>
                <span className="block text-sm text-ink-3">{TONE_HINTS[tone]}</span>
              </span>
            )}
          />
        </div>
      </fieldset>
      <fieldset>
        <legend className="field-label">Language</legend>
        <div role="radiogroup" aria-label="Language" className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3">
          <RadioChips
            look="card"
            name="language"
            options={LANGUAGES}
            value={choice.language}
            onChange={(language) => setChoice({ ...choice, language })}
            label={(language) => (
              <span>
                <span className="font-medium text-ink">{LANGUAGE_NAMES[language]}</span>
              </span>
            )}
          />
        </div>
      </fieldset>
      <div className="flex gap-2">
        <button type="button" className="btn-secondary flex-1" onClick={onClose}>
          Cancel
        </button>
        <button
          type="button"
          className="btn-primary flex-1"
          disabled={!changed || save.isPending}
          onClick={onSave}
        >
          {save.isPending ? 'Saving...' : 'Save Settings'}
        </button>
      </div>
    </div>
  );
}
