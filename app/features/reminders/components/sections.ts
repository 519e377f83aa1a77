import type { ReminderSettingsWithZone } from '@shared/schemas/reminders';
import type { ComponentType } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { DigestSection } from './digest-section';

/** A part of Reminder Settings below the send time: it reads and writes its own fields of the form. */
type ReminderSettingsSection = {
  id: string;
  Section: ComponentType<{ id: string; form: UseFormReturn<ReminderSettingsWithZone> }>;
};

/**
 * The sections Reminder Settings shows after its own fields, in order: a new capability adds its
 * entry here, as a channel adds its UI to `channelUis`, without growing the dialog.
 */
export const reminderSettingsSections: readonly ReminderSettingsSection[] = [
  { id: 'digest', Section: DigestSection },
];
