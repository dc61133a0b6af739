import { useId, useState } from 'react';
import { useParams } from 'react-router-dom';
import { telegramApi } from '../telegram/telegramApi';
import { useAdmin, useFailureText } from '../api/hooks';
import { newsApi } from '../api/news';
import { EditedKindWizard, useStoreAndLeave, type WizardSave } from '../crud/EditedKindWizard';
import { useUiLang } from '../messages/useUiLang';
import { FileField } from '../ui/FileField';
import { ErrorText, FieldLabel, HintText, Row } from '../ui/kit';
import { LanguageStep } from '../ui/LanguageStep';
import { useKeptDraft } from '../ui/useKeptDraft';
import { useUploadProgress } from '../ui/useUploadProgress';
import { formatTashkent, tashkentNowInput, toTashkentInput } from '../ui/tashkentTime';
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
const LIST = '/protected/news';

/** The 4-step news wizard (Uzbek, English, Russian, Save); with an id it edits. */
export function NewsEditor() {
  const { id } = useParams();
  const ui = useUiLang();
  const { t } = ui;
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
  const storeAndLeave = useStoreAndLeave(LIST, saved, id);
  const telegram = useAdmin(telegramApi.settings, useFailureText());
  // Posting needs a token and a channel; without them the switch is off and says why.
  const canPost = !telegram.data || (telegram.data.tokenSet && Object.values(telegram.data.channels).some((channel) => channel.id));

  /** The spec's save publishes at once; a draft keeps what visitors see as it was. Resolves to the item's id once stored. */
  const validate = () => {
    const found = newsFormErrors(form, t.crud);
    setErrors(found);
    return Object.keys(found).length === 0;
  };
  const save: WizardSave = async (as, then, stayAt) => {
    if (!validate()) return null;
    const { draft } = as;
    const body = newsBody(form, as);
    // A new item saved while posting is not set up is not posted later either, as the switch showed; an edit keeps the item's choice.
    if (!canPost && !id) body.postToTelegram = false;
    // Old news published now would reach the channels as new: the editor decides (the server asks the same, docs/telegram.md).
    const neverPosted = !existing.data?.telegram.posts.some((post) => post.state !== 'idle');
    if (!draft && canPost && body.postToTelegram !== false && neverPosted && Date.parse(body.publishedTime) < Date.now() - DAY_MS)
      body.postToTelegram = window.confirm(t.telegram.oldAsk(formatTashkent(body.publishedTime, ui.lang)));
    return storeAndLeave(as, () => newsApi.save(body, id), then, stayAt);
  };

  return (
    <EditedKindWizard
      kind="news"
      id={id}
      title={id ? t.news.edit : t.news.create}
      list={{ to: LIST, label: t.news.list }}
      existing={existing}
      offer={offer}
      save={save}
      validate={validate}
      errors={errors}
      loader={upload.loader}
      languageStep={(step) => <LanguageStep prefix="news-text" step={step} form={form} setForm={setForm} />}
      lastStep={
        <div style={{ display: 'grid', gap: '1rem' }}>
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
      }
    />
  );
}
