import type { TelegramSettings } from '@lyceum/contract/api/telegram';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useAdmin, useFailureText } from '../api/hooks';
import { saveWithToast } from '../crud/saveWithToast';
import { useUiLang } from '../messages/useUiLang';
import { DataTable } from '../ui/DataTable';
import { Button, Card, ErrorText, HintText, Row } from '../ui/kit';
import { PageHeader } from '../ui/PageHeader';
import { TextField } from '../ui/TextField';
import { TelegramCell } from '../news/TelegramCell';
import { telegramApi } from './telegramApi';

const LANGS = [
  { key: 'Uz', lang: 'uz', label: "O'zbekcha" },
  { key: 'En', lang: 'en', label: 'English' },
  { key: 'Ru', lang: 'ru', label: 'Русский' },
] as const;

type Channels = Record<`channel${(typeof LANGS)[number]['key']}`, string>;
const channelsOf = (settings: TelegramSettings | undefined): Channels => ({
  channelUz: settings?.channels.uz.from === 'admin' ? settings.channels.uz.id : '',
  channelEn: settings?.channels.en.from === 'admin' ? settings.channels.en.id : '',
  channelRu: settings?.channels.ru.from === 'admin' ? settings.channels.ru.id : '',
});

/**
 * /protected/telegram: the bot token (written, never read back: the page says only whether one is set and where it
 * comes from), each language's channel, and the posts that wait for the editor (docs/telegram.md).
 */
export function TelegramSettingsPage() {
  const ui = useUiLang();
  const t = ui.t.telegram;
  const failure = useFailureText();
  const settings = useAdmin(telegramApi.settings, failure);
  const problems = useAdmin(telegramApi.problems, failure);
  const [token, setToken] = useState('');
  const [channels, setChannels] = useState<Channels>(() => channelsOf(undefined));
  useEffect(() => setChannels(channelsOf(settings.data)), [settings.data]);

  const save = (body: { token?: string }) =>
    void saveWithToast(ui, () => telegramApi.saveSettings({ ...channels, ...body }), { saved: t.saved }).then((stored) => {
      if (!stored) return;
      setToken('');
      void settings.mutate();
    });
  const data = settings.data;

  return (
    <>
      <PageHeader title={t.title} />
      <Card>
        <p>{t.settingsIntro}</p>
        {data && (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              save(token ? { token } : {});
            }}
            style={{ display: 'grid', gap: '1rem' }}
          >
            <p data-token-state={data.tokenFrom}>{data.tokenSet ? `${t.tokenSet}: ${t.from[data.tokenFrom]}` : t.tokenMissing}</p>
            {!data.canStore && <ErrorText role="alert">{t.cannotStore}</ErrorText>}
            <TextField
              label={t.token}
              type="password"
              autoComplete="off"
              value={token}
              onChange={setToken}
              hint={t.tokenHint}
              disabled={data.tokenFrom === 'env'}
            />
            {LANGS.map(({ key, lang, label }) => (
              <TextField
                key={key}
                label={t.channel(label)}
                value={channels[`channel${key}`]}
                onChange={(value) => setChannels((current) => ({ ...current, [`channel${key}`]: value }))}
                hint={`${t.channelHint}. ${t.from[data.channels[lang].from]}${data.channels[lang].from === 'env' ? `: ${data.channels[lang].id}` : ''}`}
                disabled={data.channels[lang].from === 'env'}
              />
            ))}
            <Row>
              <Button type="submit" $variant="primary">
                {ui.t.crud.save}
              </Button>
              {data.tokenFrom === 'admin' && (
                <Button type="button" $variant="danger" onClick={() => save({ token: '' })}>
                  {t.removeToken}
                </Button>
              )}
            </Row>
          </form>
        )}
      </Card>
      <Card>
        <h2>{t.problems}</h2>
        <DataTable
          items={problems.data?.map((problem) => ({ ...problem, id: `${problem.id}:${problem.lang}`, itemId: problem.id }))}
          empty={t.noProblems}
          columns={[
            {
              header: t.item,
              content: true,
              cell: (problem) =>
                problem.deleted ? (
                  <span>
                    {problem.title} {t.deleted}
                  </span>
                ) : (
                  <Link to={`/protected/news/create/${problem.itemId}`}>{problem.title}</Link>
                ),
            },
            {
              header: t.state,
              cell: (problem) => (
                <TelegramCell
                  id={problem.itemId}
                  name={problem.title}
                  state={{ posting: true, posts: [{ lang: problem.lang, state: problem.state, reason: problem.reason }] }}
                  onChange={() => void problems.mutate()}
                />
              ),
            },
          ]}
        />
        <HintText>{t.unknownHint}</HintText>
      </Card>
    </>
  );
}
