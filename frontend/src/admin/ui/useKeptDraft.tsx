import { useEffect, useMemo, useState } from 'react';
import styled from 'styled-components';
import { readToken } from '../auth/token';
import { useUiLang } from '../messages/useUiLang';
import { theme } from '../../ui/theme';
import { accountOf, dropKept, keptKey, readKept, writeKept, type Kept } from './keptWork';
import { Button, Row } from './kit';
import { formatTashkent } from './tashkentTime';
import { useDraft } from './useDraft';

const Offer = styled.section`
  border: 1px solid ${theme.green};
  border-radius: 6px;
  background: #f1f8e9;
  padding: 0.75rem 1rem;
  margin-bottom: 1rem;
  p {
    margin: 0 0 0.5rem;
  }
`;

/**
 * A wizard's form (useDraft) whose edits are kept on this device as they are typed (keptWork.ts). When the wizard
 * opens with kept work that differs from what the server holds, it offers to bring it back or discard it; the first
 * edit without a choice starts over. `scope` names the item (`news:new`, `news:<id>`, `page-text:<menu>`);
 * `ready` says the server's values have arrived. `saved` forgets the kept copy once the server has the form.
 */
export function useKeptDraft<T>(scope: string, loaded: T, ready: boolean) {
  const [form, setForm, , edited] = useDraft(loaded);
  const key = useMemo(() => {
    const account = accountOf(readToken());
    return account ? keptKey(account, scope) : null;
  }, [scope]);
  const [kept, setKept] = useState<Kept<T> | null>(() => (key ? readKept<T>(key) : null));
  useEffect(() => {
    if (key && edited) writeKept(key, form);
  }, [key, edited, form]);

  const { lang, t } = useUiLang();
  const differs = kept !== null && JSON.stringify(kept.form) !== JSON.stringify(loaded);
  const offer =
    ready && differs && !edited ? (
      <Offer role="status" aria-label={t.keptWork.title}>
        <p>
          <strong>{t.keptWork.title}</strong> {t.keptWork.typedAt(formatTashkent(kept.at, lang))}
        </p>
        <Row>
          <Button
            type="button"
            onClick={() => {
              setForm(kept.form);
              setKept(null);
            }}
          >
            {t.keptWork.restore}
          </Button>
          <Button
            type="button"
            $variant="secondary"
            onClick={() => {
              if (key) dropKept(key);
              setKept(null);
            }}
          >
            {t.keptWork.discard}
          </Button>
        </Row>
      </Offer>
    ) : null;
  const saved = () => {
    if (key) dropKept(key);
  };
  return { form, setForm, offer, saved };
}
