import { useId, useState } from 'react';
import { toast } from 'react-toastify';
import { twoFactorApi, type TwoFactorSetup } from '../../api/account';
import { useAdmin } from '../../api/hooks';
import { useAuth } from '../../auth/AuthContext';
import type { AccountTexts, UiLang } from '../../messages';
import { errorText } from '../../messages/errorText';
import { Button, Card } from '../../ui/kit';
import { useFocusOnArrival } from '../../ui/useFocusOnArrival';
import { DisableForm } from './DisableForm';
import { RecoveryCodes } from './RecoveryCodes';
import { SetupStep } from './SetupStep';

/** Where the admin is: looking at the state, setting the app up, or reading the recovery codes just made. */
type Stage = { kind: 'state' } | { kind: 'setup'; setup: TwoFactorSetup } | { kind: 'codes'; codes: string[] };

/** Two-factor login of the signed-in admin: its state, turning it on (app, first code, recovery codes) and off. */
export function TwoFactorCard({ lang, t }: { lang: UiLang; t: AccountTexts }) {
  const titleId = useId();
  const { data, error, mutate } = useAdmin(twoFactorApi.state, (failure) => `${t.statusFailed}: ${errorText(lang, failure)}`);
  const [stage, setStage] = useState<Stage>({ kind: 'state' });
  // Set once the admin has moved between stages: the state line then takes the focus the last step's button had.
  const [moved, setMoved] = useState(false);
  const [starting, setStarting] = useState(false);
  // A role that requires two-factor login opens the rest of the admin once it is on.
  const { refreshAccount } = useAuth();
  const go = (next: Stage) => {
    setMoved(true);
    setStage(next);
  };

  const start = async () => {
    setStarting(true);
    try {
      go({ kind: 'setup', setup: await twoFactorApi.startSetup() });
    } catch (failure) {
      toast.error(errorText(lang, failure));
      // Turned on meanwhile, in another tab: show it as it is.
      void mutate();
    } finally {
      setStarting(false);
    }
  };

  const body = () => {
    if (stage.kind === 'setup') {
      return (
        <SetupStep
          lang={lang}
          t={t}
          setup={stage.setup}
          onCancel={() => go({ kind: 'state' })}
          onEnabled={(codes) => {
            void mutate({ enabled: true }, { revalidate: false });
            void refreshAccount();
            go({ kind: 'codes', codes });
          }}
        />
      );
    }
    if (stage.kind === 'codes') return <RecoveryCodes t={t} codes={stage.codes} onDone={() => go({ kind: 'state' })} />;
    if (!data) return <p>{error ? t.statusFailed : t.loading}</p>;
    return data.enabled ? (
      <>
        <StateLine text={t.twoFactorOn} focus={moved} />
        <DisableForm
          lang={lang}
          t={t}
          onDisabled={() => {
            void mutate({ enabled: false }, { revalidate: false });
            void refreshAccount();
            go({ kind: 'state' });
          }}
        />
      </>
    ) : (
      <>
        <StateLine text={t.twoFactorOff} focus={moved} />
        <Button type="button" disabled={starting} onClick={start}>
          {t.turnOn}
        </Button>
      </>
    );
  };

  return (
    <Card aria-labelledby={titleId}>
      <h2 id={titleId}>{t.twoFactorTitle}</h2>
      {body()}
    </Card>
  );
}

function StateLine({ text, focus }: { text: string; focus: boolean }) {
  const line = useFocusOnArrival<HTMLParagraphElement>(focus);
  return (
    <p ref={line} tabIndex={-1}>
      {text}
    </p>
  );
}
