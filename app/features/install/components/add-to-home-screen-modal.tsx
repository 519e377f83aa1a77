import { Modal } from '@app/components/modal';
import { PlusSquare, Share } from 'lucide-react';
import { type IntlShape, useIntl } from 'react-intl';
import { isIos, useInstallPrompt } from '../hooks/use-install';

type Props = { open: boolean; onOpenChange: (open: boolean) => void };

const iosSteps = (intl: IntlShape) => [
  {
    key: 'share',
    icon: Share,
    text: intl.formatMessage({
      id: 'install.iosShare',
      defaultMessage: "Tap the Share button in Safari's toolbar.",
    }),
  },
  {
    key: 'add',
    icon: PlusSquare,
    text: intl.formatMessage({
      id: 'install.iosAddToHome',
      defaultMessage: "Scroll down and tap 'Add to Home Screen'.",
    }),
  },
  {
    key: 'confirm',
    icon: null,
    text: intl.formatMessage({
      id: 'install.iosConfirm',
      defaultMessage: "Tap 'Add' in the top-right corner.",
    }),
  },
];
const otherSteps = (intl: IntlShape) => [
  {
    key: 'menu',
    icon: null,
    text: intl.formatMessage({
      id: 'install.otherMenu',
      defaultMessage: "Open your browser's menu (⋮ or ⋯).",
    }),
  },
  {
    key: 'add',
    icon: PlusSquare,
    text: intl.formatMessage({
      id: 'install.otherAddToHome',
      defaultMessage: "Tap 'Add to Home screen' or 'Install app'.",
    }),
  },
  {
    key: 'confirm',
    icon: null,
    text: intl.formatMessage({
      id: 'install.otherConfirm',
      defaultMessage: "Confirm with 'Add' or 'Install'.",
    }),
  },
];

/** 'Add to Home Screen': the browser's own prompt where it offers one, otherwise three steps. */
export function AddToHomeScreenModal({ open, onOpenChange }: Props) {
  const intl = useIntl();
  const { canPrompt, install } = useInstallPrompt();
  const steps = isIos() ? iosSteps(intl) : otherSteps(intl);
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={intl.formatMessage({ id: 'install.title', defaultMessage: 'Add to Home Screen' })}
      description={intl.formatMessage({
        id: 'install.description',
        defaultMessage:
          'Open Cakeday from your home screen like any other app. Without a connection it still shows your birthdays as last loaded.',
      })}
    >
      {canPrompt && !isIos() ? (
        <button
          type="button"
          className="btn-primary w-full"
          onClick={async () => {
            await install();
            onOpenChange(false);
          }}
        >
          <PlusSquare className="size-4" aria-hidden />
          {intl.formatMessage({ id: 'install.installButton', defaultMessage: 'Install Cakeday' })}
        </button>
      ) : (
        <ol className="space-y-3">
          {steps.map((step, i) => (
            <li key={step.key} className="flex items-center gap-3">
              <span
                aria-hidden
                className="flex size-8 shrink-0 items-center justify-center rounded-full bg-accent-soft font-bold text-accent-ink"
              >
                {intl.formatNumber(i + 1)}
              </span>
              <span className="text-ink-2">{step.text}</span>
              {step.icon ? <step.icon className="ms-auto size-5 shrink-0 text-ink-4" aria-hidden /> : null}
            </li>
          ))}
        </ol>
      )}
    </Modal>
  );
}
