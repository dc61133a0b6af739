import type { TelegramSettings } from '@lyceum/contract/api/telegram';
import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { toast } from 'react-toastify';
import { twoFactorApi } from '../api/account';
import { AdminApiError } from '../api/client';
import { useAdmin, useFailureText } from '../api/hooks';
import { errorText } from '../messages/errorText';
import { useUiLang } from '../messages/useUiLang';
import { CodeField } from '../ui/CodeField';
import { DataTable } from '../ui/DataTable';
import { Button, Card, ErrorText, HintText, Row } from '../ui/kit';
import { PageHeader } from '../ui/PageHeader';
import { CurrentPasswordField, TextField } from '../ui/TextField';
import { TelegramCell } from '../news/TelegramCell';
import { telegramApi } from './telegramApi';
import type { TelegramTexts } from '../messages/telegram';

const LANGS = [
  { key: 'Uz', lang: 'uz', label: "O'zbekcha" },
  { key: 'En', lang: 'en', label: 'English' },
  { key: 'Ru', lang: 'ru', label: 'Русский' },
] as const;

type Channels = Record<`channel${(typeof LANGS)[number]['key']}`, string>;
type Field = keyof Channels | 'token' | 'password' | 'code';
type Errors = Partial<Record<Field, string>>;

const channelsOf = (settings: TelegramSettings | undefined): Channels => ({
  channelUz: settings?.channels.uz.from === 'admin' ? settings.channels.uz.id : '',
  channelEn: settings?.channels.en.from === 'admin' ? settings.channels.en.id : '',
  channelRu: settings?.channels.ru.from === 'admin' ? settings.channels.ru.id : '',
});

/** The refused save's fields in the admin's language: the code says what is wrong, the field where. */
function fieldErrors(error: AdminApiError, t: TelegramTexts): Errors {
  const fields = Object.keys(error.errors ?? {}) as Field[];
  const say = (field: Field): string => {
    switch (error.code) {
      case 'PASSWORD_WRONG':
        return t.passwordWrong;
      case 'TWO_FACTOR_REQUIRED':
        return t.codeMissing;
      case 'TWO_FACTOR_INVALID':
        return t.codeWrong;
      case 'TELEGRAM_TOKEN_REJECTED':
        return t.tokenRejected;
      case 'TELEGRAM_CHAT_UNKNOWN':
        return t.channelUnknown;
      default:
        return field === 'password' ? t.passwordMissing : field === 'token' ? t.tokenInvalid : t.channelInvalid;
    }
  };
  return Object.fromEntries(fields.map((field) => [field, say(field)]));
}

/**
 * /protected/telegram: the bot token (written, never read back: the page says only whether one is set and where it
 * comes from), each language's channel, and the posts that wait for the editor (docs/telegram.md). A save asks for
 * the password again (and the code when two-factor login is on): it decides where the school's posts go.
 */
export function TelegramSettingsPage() {
  const ui = useUiLang();
  const t = ui.t.telegram;
  const failure = useFailureText();
  const settings = useAdmin(telegramApi.settings, failure);
  const problems = useAdmin(telegramApi.problems, failure);
  const twoFactor = useAdmin(twoFactorApi.state, failure);
  const [token, setToken] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [dropRefused, setDropRefused] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [channels, setChannels] = useState<Channels>(() => channelsOf(undefined));
  useEffect(() => setChannels(channelsOf(settings.data)), [settings.data]);

  const save = async (body: { token?: string }) => {
    if (!password) return setErrors({ password: t.passwordMissing });
    setBusy(true);
    try {
      await telegramApi.saveSettings({
        ...channels,
        ...body,
        password,
        ...(code.trim() ? { code: code.trim() } : {}),
        refused: dropRefused ? 'drop' : 'retry',
      });
      toast.success(t.saved);
      setErrors({});
      setToken('');
      setPassword('');
      setCode('');
      setDropRefused(false);
      void settings.mutate();
      void problems.mutate();
    } catch (error) {
      const marked = error instanceof AdminApiError ? fieldErrors(error, t) : {};
      setErrors(marked);
      if (!Object.keys(marked).length) toast.error(errorText(ui.lang, error));
    } finally {
      setBusy(false);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save(token ? { token } : {});
  };
  const data = settings.data;
  /** A setting made on the server is shown, not edited: the field says so where its hint would be. */
  const setOnServer = (from: string, hint: string) => ({ hint: from === 'env' ? t.fromServer : hint, disabled: from === 'env' });

  return (
    <>
      <PageHeader title={t.title} />
      <Card>
        <p>{t.settingsIntro}</p>
        {data && (
          <form onSubmit={submit} noValidate style={{ display: 'grid', gap: '1rem' }}>
            <p data-token-state={data.tokenFrom}>{data.tokenSet ? `${t.tokenSet} (${t.from[data.tokenFrom]})` : t.tokenMissing}</p>
            {!data.canStore && <ErrorText role="alert">{t.cannotStore}</ErrorText>}
            <TextField
              label={t.token}
              type="password"
              autoComplete="off"
              value={token}
              onChange={setToken}
              error={errors.token}
              {...setOnServer(data.tokenFrom, t.tokenHint)}
            />
            {LANGS.map(({ key, lang, label }) => {
              const source = data.channels[lang];
              return (
                <TextField
                  key={key}
                  label={t.channel(label)}
                  value={source.from === 'env' ? source.id : channels[`channel${key}`]}
                  onChange={(value) => setChannels((current) => ({ ...current, [`channel${key}`]: value }))}
                  error={errors[`channel${key}`]}
                  {...setOnServer(source.from, t.channelHint)}
                />
              );
            })}
            {data.refused > 0 && (
              <div>
                <p data-refused={data.refused}>{t.refusedAgain(data.refused)}</p>
                <label>
                  <input type="checkbox" checked={dropRefused} onChange={(event) => setDropRefused(event.target.checked)} /> {t.dropRefused}
                </label>
              </div>
            )}
            <CurrentPasswordField
              label={t.password}
              hint={t.passwordHint}
              value={password}
              onChange={setPassword}
              error={errors.password}
            />
            {(twoFactor.data?.enabled || errors.code) && <CodeField label={t.code} value={code} onChange={setCode} error={errors.code} />}
            <Row>
              <Button type="submit" $variant="primary" disabled={busy}>
                {ui.t.crud.save}
              </Button>
              {data.tokenFrom === 'admin' && (
                <Button type="button" $variant="danger" disabled={busy} onClick={() => void save({ token: '' })}>
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
                  state={{ posting: true, posts: [{ lang: problem.lang, state: problem.state, reason: problem.reason }], by: problem.by }}
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
