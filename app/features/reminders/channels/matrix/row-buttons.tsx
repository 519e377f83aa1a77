/** One button of the row: its words, and while its action runs, what it says instead (and disabled). */
export type RowButton = {
  label: string;
  onClick: () => void;
  busy?: { when: boolean; label: string };
  primary?: boolean;
};

/** The Matrix row's buttons, side by side and wrapping on a phone; absent ones (false) are left out. */
export function RowButtons({ buttons }: { buttons: (RowButton | false)[] }) {
  return (
    <div className="flex flex-wrap gap-2">
      {buttons.map((button) =>
        button ? (
          <button
            key={button.label}
            type="button"
            className={button.primary ? 'btn-primary' : 'btn-secondary'}
            disabled={button.busy?.when}
            onClick={button.onClick}
          >
            {button.busy?.when ? button.busy.label : button.label}
          </button>
        ) : null,
      )}
    </div>
  );
}
