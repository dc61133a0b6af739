import { useState } from 'react';
import { LANG_NAMES } from '../../i18n/lang';
import { FieldLabel } from '../ui/kit';
import { ADMIN_MESSAGES, UI_LANGS, type UiLang } from './index';

const STORAGE_KEY = 'lyceum-admin-ui-lang';

function storedLang(): UiLang {
  const stored = localStorage.getItem(STORAGE_KEY);
  return (UI_LANGS as readonly string[]).includes(stored ?? '') ? (stored as UiLang) : 'uz';
}

/** The interface language of the trash, audit and account screens, remembered in this browser. */
export function useUiLang() {
  const [lang, setLang] = useState<UiLang>(storedLang);
  const choose = (next: UiLang) => {
    localStorage.setItem(STORAGE_KEY, next);
    setLang(next);
  };
  return { lang, t: ADMIN_MESSAGES[lang], choose };
}

export function UiLangSwitch({ lang, onChange }: { lang: UiLang; onChange: (lang: UiLang) => void }) {
  const label = ADMIN_MESSAGES[lang].language;
  return (
    <FieldLabel style={{ display: 'inline-flex', gap: '0.5rem', alignItems: 'center' }}>
      {label}
      <select aria-label={label} value={lang} onChange={(event) => onChange(event.target.value as UiLang)}>
        {UI_LANGS.map((code) => (
          <option key={code} value={code}>
            {LANG_NAMES[code]}
          </option>
        ))}
      </select>
    </FieldLabel>
  );
}
