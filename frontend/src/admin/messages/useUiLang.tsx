import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { LANG_NAMES } from '../../i18n/lang';
import { FieldLabel } from '../ui/kit';
import { ADMIN_MESSAGES, UI_LANGS, type AdminMessages, type UiLang } from './index';

const STORAGE_KEY = 'lyceum-admin-ui-lang';

function storedLang(): UiLang {
  const stored = localStorage.getItem(STORAGE_KEY);
  return (UI_LANGS as readonly string[]).includes(stored ?? '') ? (stored as UiLang) : 'uz';
}

/** The admin's interface language, its texts, and the switch to another one. */
export interface UiLanguage {
  lang: UiLang;
  t: AdminMessages;
  choose: (lang: UiLang) => void;
}

const UiLangContext = createContext<UiLanguage | null>(null);

/**
 * The one interface language of every admin screen, the login's included: Uzbek until the admin chooses another,
 * remembered in this browser. The page's `lang` follows it while the admin is open, for screen readers and hyphenation.
 */
export function UiLangProvider({ children }: { children: ReactNode }) {
  const [lang, setLang] = useState<UiLang>(storedLang);
  useEffect(() => {
    const root = document.documentElement;
    const before = root.lang;
    root.lang = lang;
    return () => {
      root.lang = before;
    };
  }, [lang]);
  const value = useMemo<UiLanguage>(
    () => ({
      lang,
      t: ADMIN_MESSAGES[lang],
      choose: (next) => {
        localStorage.setItem(STORAGE_KEY, next);
        setLang(next);
      },
    }),
    [lang],
  );
  return <UiLangContext.Provider value={value}>{children}</UiLangContext.Provider>;
}

/** The admin's interface language (UiLangProvider, mounted once by the admin shell). */
export function useUiLang(): UiLanguage {
  const language = useContext(UiLangContext);
  if (!language) throw new Error('useUiLang outside UiLangProvider');
  return language;
}

/** The admin's language switch: in the top bar, and on the login card. Each language is named in its own words. */
export function UiLangSwitch() {
  const { lang, t, choose } = useUiLang();
  return (
    <FieldLabel style={{ display: 'inline-flex', gap: '0.5rem', alignItems: 'center', flex: '0 0 auto' }}>
      {t.language}
      {/* Named by the word alone: wrapped in its label, the select's chosen option would join its name. */}
      <select aria-label={t.language} value={lang} onChange={(event) => choose(event.target.value as UiLang)}>
        {UI_LANGS.map((code) => (
          <option key={code} value={code} lang={code}>
            {LANG_NAMES[code]}
          </option>
        ))}
      </select>
    </FieldLabel>
  );
}
