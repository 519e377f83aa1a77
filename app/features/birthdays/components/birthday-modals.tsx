import { Modal } from '@app/components/modal';
import { lazyComponent, lazyShown } from '@app/lib/lazy-shown';
import { BUILT_IN_CATEGORIES } from '@shared/constants';
import type { Birthday } from '@shared/schemas/birthday';
import { createContext, type ReactNode, Suspense, useCallback, useContext, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useBirthdays } from '../api/get-birthdays';
import type { BirthdayAction } from './birthday-actions';
import type { ShareMe } from './birthday-details-modal';
import type { VoiceInputSlot } from './birthday-form';

// Downloaded when first opened.
const BirthdayDetailsModal = lazyShown(
  () => import('./birthday-details-modal').then((m) => m.BirthdayDetailsModal),
  ({ birthday }) => birthday !== null,
);
const BirthdayForm = lazyComponent(() => import('./birthday-form').then((m) => m.BirthdayForm));

const NO_ACTIONS: readonly BirthdayAction[] = [];

type FormState = { mode: 'add' } | { mode: 'edit'; birthday: Birthday } | null;

type BirthdayModals = {
  openDetails: (id: string) => void;
  openAdd: () => void;
  openEdit: (birthday: Birthday) => void;
  /** The birthday actions given to the provider, for rows that offer theirs. */
  actions: readonly BirthdayAction[];
};

const Context = createContext<BirthdayModals | null>(null);

export function useBirthdayModals(): BirthdayModals {
  const value = useContext(Context);
  if (!value) throw new Error('useBirthdayModals needs a BirthdayModalsProvider');
  return value;
}

/** The details and Add/Edit modals, opened from any page. */
export function BirthdayModalsProvider({
  children,
  onSaved,
  me = null,
  actions = NO_ACTIONS,
  voiceInput,
  about,
}: {
  children: ReactNode;
  onSaved?: (saved: Birthday) => void;
  /** The signed-in user, for Share My ID in the details modal. */
  me?: ShareMe;
  /** What other features offer on a birthday (wishes, gift ideas, calendar): app/routes/birthday-actions.tsx. */
  actions?: readonly BirthdayAction[];
  /** Voice entry at the top of the Add Birthday form, composed in app/routes. */
  voiceInput?: VoiceInputSlot;
  /** Lines other features add under a birthday's details (app/routes). */
  about?: (birthday: Birthday) => ReactNode;
}) {
  const intl = useIntl();
  const [detailsId, setDetailsId] = useState<string | null>(null);
  const [form, setForm] = useState<FormState>(null);
  const birthdays = useBirthdays();

  const customCategories = useMemo(() => {
    const builtIn = new Set<string>(BUILT_IN_CATEGORIES);
    return [...new Set((birthdays.data ?? []).map((b) => b.category))].filter((c) => !builtIn.has(c)).sort();
  }, [birthdays.data]);

  const openDetails = useCallback((id: string) => setDetailsId(id), []);
  const openAdd = useCallback(() => setForm({ mode: 'add' }), []);
  const openEdit = useCallback((birthday: Birthday) => {
    setDetailsId(null);
    setForm({ mode: 'edit', birthday });
  }, []);
  const value = useMemo(
    () => ({ openDetails, openAdd, openEdit, actions }),
    [openDetails, openAdd, openEdit, actions],
  );
  // A birthday deleted in another tab closes its details here.
  const details = birthdays.data?.find((b) => b.id === detailsId) ?? null;

  return (
    <Context.Provider value={value}>
      {children}
      <BirthdayDetailsModal
        birthday={details}
        onClose={() => setDetailsId(null)}
        onEdit={openEdit}
        me={me}
        actions={actions}
        about={about}
      />
      {/* The modal opens once the form's code is here, so focus starts on its first field. */}
      <Suspense fallback={null}>
        <Modal
          open={form !== null}
          onOpenChange={(open) => !open && setForm(null)}
          title={
            form?.mode === 'edit'
              ? intl.formatMessage({ id: 'form.editTitle', defaultMessage: 'Edit Birthday' })
              : intl.formatMessage({ id: 'form.addTitle', defaultMessage: 'Add Birthday' })
          }
          size="lg"
        >
          {form ? (
            <BirthdayForm
              key={form.mode === 'edit' ? form.birthday.id : 'new'}
              birthday={form.mode === 'edit' ? form.birthday : undefined}
              customCategories={customCategories}
              voiceInput={form.mode === 'add' ? voiceInput : undefined}
              onSaved={(saved) => {
                setForm(null);
                onSaved?.(saved);
              }}
            />
          ) : null}
        </Modal>
      </Suspense>
    </Context.Provider>
  );
}
