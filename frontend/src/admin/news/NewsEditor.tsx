import { useId, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { ListIcon } from '../../ui/icons';
import { telegramApi } from '../telegram/telegramApi';
import { useAdmin, useFailureText } from '../api/hooks';
import { newsApi } from '../api/news';
import { saveWithToast } from '../crud/saveWithToast';
import { errorText } from '../messages/errorText';
import { useUiLang } from '../messages/useUiLang';
import { FileField } from '../ui/FileField';
import { Card, ErrorText, FieldLabel, HintText, Row } from '../ui/kit';
import { HistoryLink } from '../ui/HistoryLink';
import { PageHeader } from '../ui/PageHeader';
import { LANG_STEPS, LanguageStep } from '../ui/LanguageStep';
import { Steps, WizardNav } from '../ui/Steps';
import { useKeptDraft } from '../ui/useKeptDraft';
import { usePreview } from '../ui/usePreview';
import { ScheduleField } from '../ui/ScheduleField';
import { useSchedule } from '../ui/useSchedule';
import { useUploadProgress } from '../ui/useUploadProgress';
import { formatTashkent, tashkentNowInput, toTashkentInput } from '../ui/tashkentTime';
import { useWizard } from '../ui/wizard';
import { newsBody, newsFormErrors, type NewsForm } from './newsForm';

const EMPTY: NewsForm = {
  titleUz: '',
  titleEn: '',
  titleRu: '',
  textUz: '',
  textEn: '',
  textRu: '',
  photo: '',
  publishedTime: '',
  type: 'NEWS',
  postToTelegram: true,
};

const DAY_MS = 24 * 3600_000;

/** The 4-step news wizard (Uzbek, English, Russian, Save); with an id it edits. */
export function NewsEditor() {
  const { id } = useParams();
  const navigate = useNavigate();
  const ui = useUiLang();
  const { t } = ui;
  const stepLabels = [...LANG_STEPS.map((step) => step.label), t.crud.save];
  const wizard = useWizard(stepLabels.length);
  const existing = useAdmin(id ? newsApi.item(id) : null, useFailureText());
  // A new item's publication time is the moment the wizard opened, in Tashkent: required, and rarely another.
  const [fresh] = useState(() => ({ ...EMPTY, publishedTime: tashkentNowInput() }));
  const { form, setForm, offer, saved } = useKeptDraft<NewsForm>(
    `news:${id ?? 'new'}`,
    existing.data
      ? { ...existing.data, publishedTime: toTashkentInput(existing.data.publishedTime), postToTelegram: existing.data.telegram.posting }
      : fresh,
    !id || Boolean(existing.data),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const upload = useUploadProgress();
  const publishedHintId = useId();
  const telegramHintId = useId();
  const preview = usePreview();
  const schedule = useSchedule();
  const telegram = useAdmin(telegramApi.settings, useFailureText());
  // Posting needs a token and a channel; without them the switch is off and says why.
  const canPost = !telegram.data || (telegram.data.tokenSet && Object.values(telegram.data.channels).some((channel) => channel.id));

  /** The spec's save publishes at once; a draft keeps what visitors see as it was. Resolves to the item's id once stored. */
  const save = async (draft: boolean, then?: (id: string) => Promise<unknown>): Promise<string | null> => {
    const found = newsFormErrors(form, t.crud);
    setErrors(found);
    if (Object.keys(found).length) return null;
    const texts = draft ? { saved: t.drafts.saved } : {};
    let stored: string | null = null;
    const body = newsBody(form, draft);
    // A new item saved while posting is not set up is not posted later either, as the switch showed; an edit keeps the item's choice.
    if (!canPost && !id) body.postToTelegram = false;
    // Old news published now would reach the channels as new: the editor decides (the server asks the same, docs/telegram.md).
    const neverPosted = !existing.data?.telegram.posts.some((post) => post.state !== 'idle');
    if (!draft && canPost && body.postToTelegram !== false && neverPosted && Date.parse(body.publishedTime) < Date.now() - DAY_MS)
      body.postToTelegram = window.confirm(t.telegram.oldAsk(formatTashkent(body.publishedTime, ui.lang)));
    const write = async () => {
      const answer = await newsApi.save(body, id);
      stored = answer.content.id;
      return answer;
    };
    if (!(await saveWithToast(ui, write, texts)) || !stored) return null;
    saved();
    await then?.(stored);
    void navigate('/protected/news', { replace: true });
    return stored;
  };

  const lang = LANG_STEPS[wizard.step];
  return (
    <>
      <PageHeader
        title={id ? t.news.edit : t.news.create}
        link={{ to: '/protected/news', label: t.news.list, Icon: ListIcon }}
        action={id && <HistoryLink kind="news" id={id} name={existing.data?.titleUz ?? ''} />}
      />
      <Steps labels={stepLabels} current={wizard.step} onSelect={wizard.goTo} />
      {id && existing.error && <ErrorText role="alert">{errorText(ui.lang, existing.error)}</ErrorText>}
      {offer}
      {id && !existing.data ? null : (
        <Card>
          {lang ? (
            <LanguageStep prefix="news-text" step={lang} form={form} setForm={setForm} />
          ) : (
            <div style={{ display: 'grid', gap: '1rem' }}>
              {Object.entries(errors)
                .filter(([key]) => key.startsWith('title'))
                .map(([key, message]) => (
                  <ErrorText
                    key={key}
                    role="alert"
                  >{`${t.wizard.title(LANG_STEPS.find((step) => `title${step.key}` === key)?.label ?? '')}: ${message}`}</ErrorText>
                ))}
              <FileField
                label={t.crud.photo}
                value={form.photo}
                onChange={(photo) => setForm((current) => ({ ...current, photo }))}
                onProgress={upload.report}
                error={errors.photo}
              />
              <Row>
                <FieldLabel>
                  {t.news.publishedTime}
                  <input
                    type="datetime-local"
                    value={form.publishedTime}
                    onChange={(event) => setForm({ ...form, publishedTime: event.target.value })}
                    aria-invalid={Boolean(errors.publishedTime)}
                    aria-describedby={publishedHintId}
                  />
                  {errors.publishedTime && <ErrorText>{errors.publishedTime}</ErrorText>}
                </FieldLabel>
                <FieldLabel>
                  {t.news.type}
                  <select
                    value={form.type}
                    onChange={(event) => setForm({ ...form, type: event.target.value })}
                    aria-invalid={Boolean(errors.type)}
                  >
                    <option value="">—</option>
                    <option value="NEWS">{t.news.typeNews}</option>
                    <option value="NEWS">{t.news.typeItem}</option>
                  </select>
                  {errors.type && <ErrorText>{errors.type}</ErrorText>}
                </FieldLabel>
              </Row>
              <HintText id={publishedHintId}>{t.time.publishedHint}</HintText>
              <FieldLabel>
                <span>
                  <input
                    type="checkbox"
                    checked={canPost && form.postToTelegram !== false}
                    disabled={!canPost}
                    onChange={(event) => setForm({ ...form, postToTelegram: event.target.checked })}
                    aria-describedby={telegramHintId}
                  />{' '}
                  {t.telegram.postSwitch}
                </span>
              </FieldLabel>
              <HintText id={telegramHintId}>{canPost ? t.telegram.postSwitchHint : t.telegram.notSetUp}</HintText>
            </div>
          )}
          {!lang && (
            <ScheduleField
              scheduledAt={existing.data?.scheduledAt}
              onSchedule={(publishAt) => void save(true, (stored) => schedule.set('news', stored, publishAt))}
              onCancel={() => id && void schedule.cancel('news', id).then(() => existing.mutate())}
            />
          )}
          <WizardNav
            last={!lang}
            onPrevious={wizard.previous}
            onNext={wizard.next}
            onSave={() => save(false)}
            onSaveDraft={() => save(true)}
            onPreview={() => preview('news', save(true))}
          />
        </Card>
      )}
      {upload.loader}
    </>
  );
}
