import { kindNameIn } from '@app/i18n/shared-words';
import { chipMoves, useRovingFocus } from '@app/lib/use-roving-focus';
import { KIND_LABEL_MAX_LENGTH } from '@shared/constants';
import { DATE_KINDS, type DateKindId, kindOf } from '@shared/date-kinds';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { KindIcon } from './kind-icon';
import { RadioChips } from './radio-chips';

type Props = {
  kind: DateKindId;
  label: string;
  onKind: (kind: DateKindId) => void;
  onLabel: (label: string) => void;
  labelError?: string;
};

const KIND_IDS = DATE_KINDS.map((k) => k.id);

/** The Kind choice of the Add/Edit form, and for a kind the user names, the day's name. */
export function KindPicker({ kind, label, onKind, onLabel, labelError }: Props) {
  const intl = useIntl();
  const uid = useId();
  const focus = useRovingFocus({
    count: KIND_IDS.length,
    selected: KIND_IDS.indexOf(kind),
    moves: chipMoves,
    onMove: (i) => onKind(KIND_IDS[i] ?? kind),
  });
  return (
    <div className="w-full">
      <span id={`${uid}-label`} className="field-label">
        {intl.formatMessage({ id: 'kind.label', defaultMessage: 'Kind' })}
      </span>
      <div role="radiogroup" aria-labelledby={`${uid}-label`} className="flex flex-wrap gap-2">
        <RadioChips
          look="chip"
          name={`${uid}-kind`}
          options={KIND_IDS}
          value={kind}
          onChange={onKind}
          label={(id) => (
            <>
              <KindIcon kind={id} />
              {kindNameIn(intl, id)}
            </>
          )}
          radioProps={focus}
        />
      </div>
      {kindOf(kind).labelled ? (
        <div className="mt-3">
          <label htmlFor={`${uid}-name`} className="field-label">
            {intl.formatMessage({ id: 'kind.dayName', defaultMessage: 'Name of the day' })}
          </label>
          <input
            id={`${uid}-name`}
            className="field-input"
            autoComplete="off"
            placeholder={intl.formatMessage({
              id: 'kind.dayNamePlaceholder',
              defaultMessage: 'e.g. Name day, Adoption day',
            })}
            maxLength={KIND_LABEL_MAX_LENGTH}
            value={label}
            onChange={(e) => onLabel(e.target.value)}
            aria-invalid={labelError ? true : undefined}
            aria-describedby={labelError ? `${uid}-name-error` : undefined}
          />
          {labelError ? (
            <p id={`${uid}-name-error`} className="field-error">
              {labelError}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
