import { useState } from 'react';
import { toast } from 'react-toastify';
import { baseApi } from '../api/base';
import { useBaseItems } from '../api/hooks';
import { Button, Card, FieldLabel, Row } from '../ui/kit';
import { LANGS, type Lang } from '../../i18n/lang';
import { LangTabs } from '../ui/LangTabs';
import { HistoryLink } from '../ui/HistoryLink';
import { useDraft } from '../ui/useDraft';
import { saveWithToast } from '../crud/saveWithToast';
import { useUiLang } from '../messages/useUiLang';

type Texts = Record<Lang, string>;
const EMPTY: Texts = { uz: '', en: '', ru: '' };

/** 'Header Text' and 'Qisqacha ma'lumot': one text per language behind a UZ/EN/RU switch. */
export function TextBlock({ type, title }: { type: 'HEADER_QUOTE' | 'SHORT_INFO'; title: string }) {
  const { items, mutate } = useBaseItems<Texts>(type);
  const [lang, setLang] = useState<Lang>('uz');
  const ui = useUiLang();
  const { t } = ui;
  const stored = items?.[0];
  const [texts, setTexts, reset] = useDraft<Texts>(stored ? { ...EMPTY, ...stored.data } : EMPTY);

  const save = async () => {
    if (!LANGS.some((code) => texts[code].trim())) {
      toast.info(t.crud.emptySave);
      return;
    }
    if (!(await saveWithToast(ui, () => baseApi.save(type, texts)))) return;
    await mutate();
    reset();
  };

  const id = `${type.toLowerCase()}-text`;
  return (
    <Card aria-labelledby={`${id}-title`}>
      <Row style={{ justifyContent: 'space-between', alignItems: 'center', marginBottom: '0.75rem' }}>
        <h2 id={`${id}-title`} style={{ margin: 0 }}>
          {title}
        </h2>
        <Row>
          <LangTabs value={lang} onChange={setLang} label={t.dashboard.languageOf(title)} />
          <Button type="button" onClick={save} disabled={!items}>
            {t.crud.save}
          </Button>
          <HistoryLink kind={type === 'HEADER_QUOTE' ? 'header-slogan' : 'short-info'} name={title} />
        </Row>
      </Row>
      <FieldLabel key={lang}>
        {`${title} (${lang.toUpperCase()})`}
        <textarea value={texts[lang]} disabled={!items} onChange={(event) => setTexts({ ...texts, [lang]: event.target.value })} />
      </FieldLabel>
    </Card>
  );
}
