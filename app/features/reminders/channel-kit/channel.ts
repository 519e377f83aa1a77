import type { ReminderSettingsWithZone } from '@shared/schemas/reminders';
import type { LucideIcon } from 'lucide-react';
import type { ComponentType } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { PushControls } from '../utils/push';

/** What Reminder Settings hands each channel: its input's id, the form, and this device's push. */
export type ChannelSettingProps = {
  id: string;
  form: UseFormReturn<ReminderSettingsWithZone>;
  push: PushControls;
};

/** One reminder channel as the app shows it: in Reminder Settings and in the delivery history. */
export type ReminderChannelUi = {
  /** The history's short name, e.g. 'SMS'. */
  label: string;
  icon: LucideIcon;
  /** The icon's colour, and its badge's background in the history. */
  color: string;
  background: string;
  /** Its row under 'How to reach me' (a checkbox bound to `channels.<id>`, and whatever setup it needs). */
  Setting: ComponentType<ChannelSettingProps>;
  /**
   * Whether it can reach the user now: offered by this server, set up and not paused (the digest
   * offers only these). Absent: whenever it is switched on.
   */
  useReady?: () => boolean;
  /** An offer shown above the settings, if the channel has one (push: turn on desktop notifications). */
  Offer?: ComponentType<Omit<ChannelSettingProps, 'id'>>;
};
