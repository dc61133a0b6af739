import { Editor } from '@tinymce/tinymce-react';
import type { TinyMCE } from 'tinymce';
import { useEffect, useState } from 'react';
import type { UiLang } from '../messages';
import { useUiLang } from '../messages/useUiLang';
import { TINYMCE_RU_MENDS, TINYMCE_UZ } from './tinymceWords';
// TinyMCE from the npm package, bundled into the admin chunk: nothing is fetched from elsewhere. Its own minified
// builds, which the admin's build then only mangles (minifyChunks in vite.config.ts): three terser passes over its
// sources took two thirds of the build's time.
import 'tinymce/tinymce.min.js';
import 'tinymce/models/dom/model.min.js';
import 'tinymce/themes/silver/theme.min.js';
import 'tinymce/icons/default/icons.min.js';
import 'tinymce/skins/ui/oxide/skin';
import 'tinymce/skins/ui/oxide/content';
import 'tinymce/skins/content/default/content';
import 'tinymce/plugins/table/plugin.min.js';
import 'tinymce/plugins/media/plugin.min.js';
import 'tinymce/plugins/link/plugin.min.js';
import 'tinymce/plugins/lists/plugin.min.js';
import 'tinymce/plugins/code/plugin.min.js';

/** The editor is 500 px high, with the table and media plugins. */
export const EDITOR_HEIGHT = 500;

interface Props {
  id: string;
  label: string;
  value: string;
  onChange: (html: string) => void;
}

/**
 * TinyMCE speaks the admin's language: English is its own; Uzbek is the project's translation, registered at once with
 * the global tinymce.min.js sets; Russian is the community pack, loaded the first time it is asked for.
 */
const { tinymce } = globalThis as unknown as { tinymce: TinyMCE };
tinymce.addI18n('uz', TINYMCE_UZ);
const LATER: Partial<Record<UiLang, () => Promise<unknown>>> = {
  ru: () => import('tinymce-i18n/langs8/ru.js').then(() => tinymce.addI18n('ru', TINYMCE_RU_MENDS)),
};
const loaded = new Set<UiLang>(['en', 'uz']);

/** The editor's language once its words are loaded (each once per page), English where they could not be; undefined until then. */
function useEditorLanguage(lang: UiLang): UiLang | undefined {
  const [ready, setReady] = useState<UiLang | undefined>(() => (loaded.has(lang) ? lang : undefined));
  useEffect(() => {
    if (loaded.has(lang)) return setReady(lang);
    setReady(undefined);
    let current = true;
    LATER[lang]!().then(
      () => {
        loaded.add(lang);
        if (current) setReady(lang);
      },
      () => current && setReady('en'),
    );
    return () => {
      current = false;
    };
  }, [lang]);
  return ready;
}

export function RichTextEditor({ id, label, value, onChange }: Props) {
  const language = useEditorLanguage(useUiLang().lang);
  return (
    <div>
      <span id={`${id}-label`} style={{ fontWeight: 600, display: 'block', marginBottom: '0.3rem' }}>
        {label}
      </span>
      {language && (
        <Editor
          // A new language is a new editor: TinyMCE reads it once, at its start.
          key={language}
          id={id}
          licenseKey="gpl"
          value={value}
          onEditorChange={(html) => onChange(html)}
          init={{
            height: EDITOR_HEIGHT,
            menubar: false,
            promotion: false,
            branding: false,
            plugins: 'table media link lists code',
            toolbar:
              'undo redo | blocks | bold italic underline | alignleft aligncenter alignright | bullist numlist | link table media | code',
            skin_url: 'default',
            content_css: 'default',
            iframe_aria_text: label,
            media_live_embeds: true,
            ...(language !== 'en' && { language }),
          }}
        />
      )}
    </div>
  );
}
