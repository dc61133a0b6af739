import { useState } from 'react';
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
        <option value="uz">O'zbekcha</option>
        <option value="en">English</option>
        <option value="ru">Русский</option>
      </select>
    </FieldLabel>
  );
}
