import styled from 'styled-components';
import { LANGS, type Lang } from '../../i18n/lang';
import { theme } from '../../ui/theme';

const Group = styled.div`
  display: inline-flex;
  border: 1px solid ${theme.green};
  border-radius: 4px;
  overflow: hidden;
  button {
    border: 0;
    padding: 0.35rem 0.8rem;
    background: #fff;
    color: ${theme.greenDark};
    font: inherit;
    cursor: pointer;
  }
  button[aria-pressed='true'] {
    background: ${theme.green};
    color: #fff;
  }
`;

/** The dashboard's UZ / EN / RU switch. */
export function LangTabs({ value, onChange, label }: { value: Lang; onChange: (lang: Lang) => void; label: string }) {
  return (
    <Group role="group" aria-label={label}>
      {LANGS.map((lang) => (
        <button key={lang} type="button" aria-pressed={value === lang} onClick={() => onChange(lang)}>
          {lang.toUpperCase()}
        </button>
      ))}
    </Group>
  );
}
