import type { PreviewedKind } from '@lyceum/contract';
import { useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { ListIcon } from '../../ui/icons';
import { errorText } from '../messages/errorText';
import { useUiLang } from '../messages/useUiLang';
import { HistoryLink } from '../ui/HistoryLink';
import { textIn } from './ItemTitle';
import { Card, ErrorText } from '../ui/kit';
import type { LangField } from '../ui/LanguageStep';
import { LANG_STEPS } from '../ui/langSteps';
import { PageHeader } from '../ui/PageHeader';
import { PublicationStep, type SaveAs } from '../ui/PublicationField';
import { useRefreshReviewQueue } from '../review/reviewApi';
import { ReviewNote } from '../review/ReviewNote';
import { Steps, WizardNav } from '../ui/Steps';
import { usePreview } from '../ui/usePreview';
import { useSchedule } from '../ui/useSchedule';
import { useWizard } from '../ui/wizard';
import { saveWithToast, wizardSaveTexts } from './saveWithToast';

/**
 * A save of the wizard: `as.draft` keeps what visitors see as it was, `as.review` submits the draft for review; `then`
 * runs with the stored item's id; `stayAt`, the wizard's step, keeps the editor there (a preview) rather than going back
 * to the list.
 */
export type WizardSave = (as: SaveAs, then?: (id: string) => Promise<unknown>, stayAt?: number) => Promise<string | null>;

/** Where the wizard goes back to after a save that stays: its step. */
interface WizardState {
  step?: number;
}

/**
 * A wizard's save: stores the item with a toast of how it went, forgets the work kept in the browser, runs `then` with
 * the item's id, and goes back to the list; or, `stayAt` given, stays in the wizard at that step, a new item's wizard
 * becoming its edit (so that a second save updates it). Resolves to the id once stored, else null.
 */
export function useStoreAndLeave(list: string, forget: () => void, id: string | undefined) {
  const navigate = useNavigate();
  const ui = useUiLang();
  const refreshReviewQueue = useRefreshReviewQueue();
  return async (
    as: SaveAs,
    write: () => Promise<{ message?: string; content: { id: string } }>,
    then?: (id: string) => Promise<unknown>,
    stayAt?: number,
  ) => {
    const written: { id: string | null } = { id: null };
    const stores = async () => {
      const answer = await write();
      written.id = answer.content.id;
      return answer;
    };
    const stored = (await saveWithToast(ui, stores, wizardSaveTexts(ui.t, as))) ? written.id : null;
    if (!stored) return null;
    forget();
    void refreshReviewQueue();
    await then?.(stored);
    if (stayAt === undefined) void navigate(list, { replace: true });
    else if (!id) void navigate(`${list}/create/${stored}`, { replace: true, state: { step: stayAt } satisfies WizardState });
    return stored;
  };
}

interface Props {
  kind: PreviewedKind;
  id: string | undefined;
  title: string;
  list: { to: string; label: string };
  /** The item being edited, as the admin read it (none for a new one). */
  existing: { data?: { titleUz: string; titleEn: string; titleRu: string; scheduledAt: string | null }; error?: unknown; mutate: () => unknown };
  /** The kept work's offer to restore it (useKeptDraft). */
  offer: ReactNode;
  /** A language step's fields. */
  languageStep: (step: (typeof LANG_STEPS)[number]) => ReactNode;
  /** The form's refusals by wire name (`titleUz`, …), as the language steps show them. */
  errors: Record<string, string>;
  /** The one-line fields of a language step besides its title (LanguageStep's `fields`). */
  languageFields?: readonly LangField<string>[];
  /** The last step's fields, above the schedule and the saves. */
  lastStep: ReactNode;
  save: WizardSave;
  /** Checks the form as a save would, marking its refused fields; true when it may be saved. */
  validate: () => boolean;
  /** What shows while a file uploads. */
  loader: ReactNode;
}

/**
 * The wizard of an edited kind: one step per language, then the kind's own fields with the schedule and the saves
 * (publish, keep a draft, preview); with an id it edits, and links to the item's revisions.
 */
export function EditedKindWizard(props: Props) {
  const { kind, id, title, list, existing, offer, languageStep, lastStep, save, validate, loader, errors, languageFields = [] } = props;
  const ui = useUiLang();
  const { t } = ui;
  // The language steps' refusals, said again on the last step, where the saves are, and their steps marked.
  const refusalsOf = (step: (typeof LANG_STEPS)[number]) =>
    [{ name: 'title', label: t.wizard.title }, ...languageFields].flatMap(({ name, label }) => {
      const message = errors[`${name}${step.key}`];
      return message ? [`${label(step.label)}: ${message}`] : [];
    });
  const refusalsByStep = LANG_STEPS.map(refusalsOf);
  const languageRefusals = refusalsByStep.flat();
  const invalidSteps = refusalsByStep.flatMap((refusals, index) => (refusals.length ? [index] : []));
  const stepLabels = [...LANG_STEPS.map((step) => step.label), t.crud.save];
  const wizard = useWizard(stepLabels.length, (useLocation().state as WizardState | null)?.step);
  const preview = usePreview();
  const [previewBlocked, setPreviewBlocked] = useState(false);
  /**
   * Saves a draft and shows it in a tab beside the wizard, which stays where it is; what keeps it from being saved is
   * said here, and no tab opens.
   */
  const previewBeside = () => {
    const ready = validate();
    setPreviewBlocked(!ready);
    if (ready) void preview(kind, save({ draft: true }, undefined, wizard.step));
  };
  const schedule = useSchedule();
  const lang = LANG_STEPS[wizard.step];
  return (
    <>
      <PageHeader
        title={title}
        link={{ ...list, Icon: ListIcon }}
        action={id && <HistoryLink kind={kind} id={id} name={existing.data ? textIn(existing.data, 'title', ui.lang).text : ''} />}
      />
      <Steps labels={stepLabels} current={wizard.step} onSelect={wizard.goTo} invalid={invalidSteps} />
      {id && existing.error ? <ErrorText role="alert">{errorText(ui.lang, existing.error)}</ErrorText> : null}
      {offer}
      {id && <ReviewNote kind={kind} id={id} />}
      {id && !existing.data ? null : (
        <Card>
          {previewBlocked && <ErrorText role="alert">{t.preview.blocked}</ErrorText>}
          {!lang &&
            languageRefusals.map((message) => (
              <ErrorText key={message} role="alert">
                {message}
              </ErrorText>
            ))}
          {lang ? languageStep(lang) : lastStep}
          {lang ? (
            <WizardNav onPrevious={wizard.previous} onNext={wizard.next} />
          ) : (
            <PublicationStep
              scheduledAt={existing.data?.scheduledAt}
              onPrevious={wizard.previous}
              onPreview={previewBeside}
              onPublish={({ publishAt, ...as }) => void save(as, publishAt ? (stored) => schedule.set(kind, stored, publishAt) : undefined)}
              onCancelSchedule={() => id && void schedule.cancel(kind, id).then(() => existing.mutate())}
            />
          )}
        </Card>
      )}
      {loader}
    </>
  );
}
