import { useNavigate, useParams } from 'react-router-dom';
import { useAdmin } from '../api/hooks';
import { menuApi } from '../api/menu';
import type { ArticleTexts } from '../api/news';
import { saveWithToast, wizardSaveTexts } from '../crud/saveWithToast';
import { useUiLang } from '../messages/useUiLang';
import { FileField } from '../ui/FileField';
import { Card, ErrorText } from '../ui/kit';
import { HistoryLink } from '../ui/HistoryLink';
import { PageHeader } from '../ui/PageHeader';
import { StatusBadge } from '../ui/StatusBadge';
import { usePreview } from '../ui/usePreview';
import { PublicationStep, type SaveAs } from '../ui/PublicationField';
import { useRefreshReviewQueue } from '../review/reviewApi';
import { ReviewNote } from '../review/ReviewNote';
import { useSchedule } from '../ui/useSchedule';
import { LANG_STEPS, LanguageStep } from '../ui/LanguageStep';
import { Steps, WizardNav } from '../ui/Steps';
import { useKeptDraft } from '../ui/useKeptDraft';
import { useUploadProgress } from '../ui/useUploadProgress';
import { useWizard } from '../ui/wizard';

/** The wizard's fields: the page text's, the photo null while it has none. */
type PageTextForm = ArticleTexts & { photo: string | null };

const EMPTY: PageTextForm = { titleUz: '', titleEn: '', titleRu: '', textUz: '', textEn: '', textRu: '', photo: null };

/** The 5-step text of a menu page: general info (photo), Uzbek, English, Russian, Save. */
export function PageTextEditor() {
  const { menu = '' } = useParams();
  const navigate = useNavigate();
  const ui = useUiLang();
  const { t } = ui;
  const stepLabels = [t.wizard.general, ...LANG_STEPS.map((step) => step.label), t.crud.save];
  const wizard = useWizard(stepLabels.length);
  const failed = () => t.pageText.loadFailed;
  const menuItem = useAdmin(menuApi.item(menu), failed);
  const existing = useAdmin(menuApi.pageText(menu), failed);
  const { form, setForm, offer, saved } = useKeptDraft<PageTextForm>(
    `page-text:${menu}`,
    existing.data ? { ...EMPTY, ...existing.data } : EMPTY,
    existing.data !== undefined,
  );
  const upload = useUploadProgress();
  const preview = usePreview();
  const schedule = useSchedule();
  const refreshReviewQueue = useRefreshReviewQueue();

  /**
   * The spec's save publishes at once; a draft keeps what visitors see as it was. Then back where the editor came
   * from, but for a preview's save (`stay`), which leaves the wizard as it was beside the preview's tab.
   */
  const save = async (as: SaveAs, then?: () => Promise<unknown>, stay = false): Promise<boolean> => {
    const stored = await saveWithToast(ui, () => menuApi.savePageText({ ...form, menu, ...as }), wizardSaveTexts(t, as));
    if (stored) {
      saved();
      void refreshReviewQueue();
      await then?.();
      if (!stay) void navigate(-1);
    }
    return stored;
  };

  const lang = wizard.step >= 1 && wizard.step <= 3 ? LANG_STEPS[wizard.step - 1] : null;
  return (
    <>
      <PageHeader
        title={menuItem.data?.nameUz ?? '…'}
        action={existing.data && <HistoryLink kind="page-text" id={menu} name={menuItem.data?.nameUz ?? ''} />}
      />
      <StatusBadge status={existing.data?.status} />
      <Steps labels={stepLabels} current={wizard.step} onSelect={wizard.goTo} />
      {(existing.error || menuItem.error) && <ErrorText role="alert">{t.pageText.loadFailed}</ErrorText>}
      {offer}
      {existing.data && <ReviewNote kind="page-text" id={existing.data.id} />}
      {existing.data === undefined ? null : (
        <Card>
          {wizard.step === 0 && (
            <FileField
              label={t.crud.photo}
              value={form.photo ?? ''}
              onChange={(photo) => setForm((current) => ({ ...current, photo }))}
              onProgress={upload.report}
            />
          )}
          {lang && <LanguageStep prefix="page-text" step={lang} form={form} setForm={setForm} />}
          {wizard.step === 4 && (
            <dl>
              {LANG_STEPS.map((step) => (
                <div key={step.key}>
                  <dt style={{ fontWeight: 700 }}>{step.label}</dt>
                  <dd data-content>{form[`title${step.key}`] || '—'}</dd>
                </div>
              ))}
            </dl>
          )}
          {wizard.step < 4 ? (
            <WizardNav onPrevious={wizard.previous} onNext={wizard.next} />
          ) : (
            <PublicationStep
              scheduledAt={existing.data?.scheduledAt}
              onPrevious={wizard.previous}
              onPreview={() =>
                preview(
                  'page',
                  save({ draft: true }, undefined, true).then((stored) => (stored ? menu : null)),
                )
              }
              onPublish={({ publishAt, ...as }) => void save(as, publishAt ? () => schedule.set('page', menu, publishAt) : undefined)}
              onCancelSchedule={() => void schedule.cancel('page', menu).then(() => existing.mutate())}
            />
          )}
        </Card>
      )}
      {upload.loader}
    </>
  );
}
