import { Modal } from '@app/components/modal';
import { CalendarDays, FileSpreadsheet, Share2, UserRound } from 'lucide-react';
import { type IntlShape, useIntl } from 'react-intl';

type Props = { open: boolean; onOpenChange: (open: boolean) => void };

// Only what Cakeday does today.
const waysIn = (intl: IntlShape) => [
  {
    key: 'userId',
    icon: UserRound,
    title: intl.formatMessage({ id: 'howToShare.userIdTitle', defaultMessage: 'Share by User ID' }),
    text: intl.formatMessage({
      id: 'howToShare.userIdText',
      defaultMessage:
        'Copy your User ID above and give it to family. They send you whole categories of birthdays from Share Options › Share Birthdays; you accept or reject them under Notifications. A share is a copy: later edits stay with each of you.',
    }),
  },
  {
    key: 'one',
    icon: Share2,
    title: intl.formatMessage({ id: 'howToShare.oneTitle', defaultMessage: 'One birthday' }),
    text: intl.formatMessage({
      id: 'howToShare.oneText',
      defaultMessage:
        "Open a birthday and tap Share to send its details with your phone's share sheet, or copy them. Share My ID sends your User ID the same way.",
    }),
  },
  {
    key: 'files',
    icon: FileSpreadsheet,
    title: intl.formatMessage({ id: 'howToShare.filesTitle', defaultMessage: 'Files' }),
    text: intl.formatMessage({
      id: 'howToShare.filesText',
      defaultMessage:
        "Share Options › Export All to CSV saves your list as birthdays.csv, and Export All to vCard as birthdays.vcf for your phone's contacts; Import from CSV or vCard adds birthdays from such a file, or from your phone's, Google's or Outlook's contacts export.",
    }),
  },
  {
    key: 'feed',
    icon: CalendarDays,
    title: intl.formatMessage({ id: 'howToShare.feedTitle', defaultMessage: 'Calendar feed' }),
    text: intl.formatMessage({
      id: 'howToShare.feedText',
      defaultMessage:
        'The calendar feed in Settings shows every birthday in Google Calendar, Apple Calendar or Outlook. Anyone with its link can read it, so share it only with people you trust.',
    }),
  },
];

/** 'How to Share': the ways birthdays move between people. */
export function HowToShareModal({ open, onOpenChange }: Props) {
  const intl = useIntl();
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={intl.formatMessage({ id: 'howToShare.title', defaultMessage: 'How to Share' })}
      size="lg"
    >
      <ul className="space-y-4">
        {waysIn(intl).map((way) => (
          <li key={way.key} className="flex gap-3">
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
