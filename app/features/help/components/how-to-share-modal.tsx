import { Modal } from '@app/components/modal';
import { CalendarDays, FileSpreadsheet, Share2, UserRound } from 'lucide-react';

type Props = { open: boolean; onOpenChange: (open: boolean) => void };

// Only what Cakeday does today.
const WAYS = [
  {
    icon: UserRound,
    title: 'Share by User ID',
    text: 'Copy your User ID above and give it to family. They send you whole categories of birthdays from Share Options › Share Birthdays; you accept or reject them under Notifications. A share is a copy: later edits stay with each of you.',
  },
  {
    icon: Share2,
    title: 'One birthday',
    text: "Open a birthday and tap Share to send its details with your phone's share sheet, or copy them. Share My ID sends your User ID the same way.",
  },
  {
    icon: FileSpreadsheet,
    title: 'Files',
    text: "Share Options › Export All to CSV saves your list as birthdays.csv, and Export All to vCard as birthdays.vcf for your phone's contacts; Import from CSV or vCard adds birthdays from such a file, or from your phone's, Google's or Outlook's contacts export.",
  },
  {
    icon: CalendarDays,
    title: 'Calendar feed',
    text: 'The calendar feed in Settings shows every birthday in Google Calendar, Apple Calendar or Outlook. Anyone with its link can read it, so share it only with people you trust.',
  },
];

/** 'How to Share': the ways birthdays move between people. */
export function HowToShareModal({ open, onOpenChange }: Props) {
  return (
    <Modal open={open} onOpenChange={onOpenChange} title="How to Share" size="lg">
      <ul className="space-y-4">
        {WAYS.map((way) => (
          <li key={way.title} className="flex gap-3">
            <span
              aria-hidden
              className="flex size-9 shrink-0 items-center justify-center rounded-full bg-accent-soft text-accent-ink"
            >
              <way.icon className="size-5" />
            </span>
            <div>
              <h3 className="font-semibold text-ink">{way.title}</h3>
              <p className="text-sm text-ink-3">{way.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
